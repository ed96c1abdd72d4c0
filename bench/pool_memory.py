"""The rendering pool's resident memory once its workers hold every game's kept layers and tiles.

  python -m bench.pool_memory [--samples N]

Each game's self-play positions are drawn through the pool, every worker getting a share of each
game, so every worker ends up with the backgrounds, palettes, sprites and tiles of all five.
"""

from __future__ import annotations

import argparse
import asyncio
import json

from bench.figures import Emit, emit
from bench.tables import self_play_states
from bench.throughput import workers_resident_mb
from rendering import pool as render_pool
from rules.registry import GAME_KEYS, engine_for

TARGET_MB = 200


async def _resident_after_all_games(samples: int) -> tuple[float, int]:
    if not await render_pool.start():
        raise RuntimeError("the rendering pool cannot start here")
    try:
        for key in GAME_KEYS:
            engine = engine_for(key)
            states = self_play_states(key, 3)
            picked = [json.dumps(engine.dump(states[i * len(states) // samples])) for i in range(samples)]
            for start in range(0, samples, 8):  # a few at once, so every worker draws some
                await asyncio.gather(*(render_pool.render(key, state) for state in picked[start:start + 8]))
        return workers_resident_mb(), render_pool.cores()
    finally:
        await render_pool.shutdown()


def bench_pool_memory(samples: int, emit: Emit) -> None:
    resident, workers = asyncio.run(_resident_after_all_games(samples))
    emit(f"render_pool.resident_all_games.{workers}_workers", resident, "MB", f"<= {TARGET_MB}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.pool_memory", description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="positions per game")
    bench_pool_memory(parser.parse_args().samples, emit)


if __name__ == "__main__":
    main()
