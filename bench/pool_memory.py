"""The worker pool's resident memory once its workers hold every game's kept layers and tiles.

  python -m bench.pool_memory [--samples N]

Each game's self-play positions are drawn through the pool, every worker getting a share of each
game, so every worker ends up with the backgrounds, palettes, sprites and tiles of all five. It
prints the workers' total after each game (what that game's kept images add), then each worker's
own figure and the total. Each worker counts its pages shared with the fork server in full.

A worker imports the main module of the process that started the pool again (multiprocessing's
fork server runs it as `__mp_main__`): a bot's workers import bot.py, whose imports are inside
its functions, so this module too imports at its top only what the pool needs, and the table's
modules (for the self-play positions) inside a function.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
from pathlib import Path

from bench.figures import Emit, emit
from games import engine_for, game_keys
from workers import pool as render_pool

TARGET_MB = 200  # the workers together


def _resident_mb(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmRSS:")) / 1024


def _workers_mb() -> list[float]:
    """Each worker's resident memory: the pool's workers are this process's only multiprocessing children."""
    return [_resident_mb(child.pid) for child in multiprocessing.active_children() if child.pid is not None]


async def _resident_after_each_game(samples: int, emit: Emit) -> list[float]:
    from bench.tables import self_play_states

    if not await render_pool.start():
        raise RuntimeError("the worker pool cannot start here")
    try:
        emit("render_pool.resident_at_start", sum(_workers_mb()), "MB", "")
        for key in game_keys():
            engine = engine_for(key)
            states = self_play_states(key, 3)
            picked = [json.dumps(engine.dump(states[i * len(states) // samples])) for i in range(samples)]
            for start in range(0, samples, 8):  # a few at once, so every worker draws some
                await asyncio.gather(*(render_pool.render(key, state) for state in picked[start:start + 8]))
            emit(f"render_pool.resident_after.{key}", sum(_workers_mb()), "MB", "")
        return _workers_mb()
    finally:
        await render_pool.shutdown()


def bench_pool_memory(samples: int, emit: Emit) -> None:
    workers = asyncio.run(_resident_after_each_game(samples, emit))
    for n, resident in enumerate(workers, 1):
        emit(f"render_pool.resident_all_games.worker_{n}", resident, "MB", f"<= {TARGET_MB / len(workers):g}")
    emit(f"render_pool.resident_all_games.{len(workers)}_workers", sum(workers), "MB", f"<= {TARGET_MB}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.pool_memory", description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=200, help="positions per game")
    bench_pool_memory(parser.parse_args().samples, emit)


if __name__ == "__main__":
    main()
