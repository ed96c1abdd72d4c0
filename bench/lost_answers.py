"""What a move's board costs when Discord loses the answer carrying it, and what the answer path
costs every move now that it guards against that (issue 30).

- `lost_answers.<game>.outbox_path.median|p99`: from handing the lost board to the table
  (`Table.post_lost_board`, one outbox row) until the clock's pass has delivered it (the board drawn
  again from the state its version kept, the post marked sent): the extra time the channel waits,
  beyond Discord's own refusals and the one channel-history read that showed the board missing.
- `lost_answers.<game>.reach.median`: the one check every interaction now makes after its answer
  (`Table.reach` with nothing missing: whether its channel was held), in microseconds.
- `lost_answers.<game>.move.median`: a move through the table, for scale: the answer path itself
  is unchanged (the board post only carries its game and version beside it).

    python -m bench.lost_answers [--game KEY] [--moves N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.figures import emit, percentile
from bench.tables import open_game, players_in
from games import engine_for
from table.replies import Posting
from table.store import Store
from table.table import Table
from workers import pool as render_pool


async def measure(key: str, moves: int) -> dict[str, list[float]]:
    engine = engine_for(key)
    times: dict[str, list[float]] = {"move": [], "outbox_path": [], "reach": []}
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "bench.sqlite3"))
        table = Table(store, seed_source=iter(range(1, 10**9)).__next__)
        delivered: list[Posting] = []

        async def deliver(posting: Posting) -> None:
            delivered.append(posting)

        seats = await open_game(table, key, players_in(1, engine.max_players))
        rng = random.Random(5)
        while len(times["move"]) < moves:
            game = await store.live_game(1)
            if game is None or game.state_json is None:
                seats = await open_game(table, key, players_in(1, engine.max_players))
                continue
            state = engine.load(json.loads(game.state_json))
            prompt = engine.prompts(state)[0]
            action = engine.bot_action(state, prompt.seat, rng)
            started = time.perf_counter()
            reply = await table.act(seats[prompt.seat], action.notation)
            times["move"].append((time.perf_counter() - started) * 1000)
            started = time.perf_counter()
            await table.reach(seats[prompt.seat], ())
            times["reach"].append((time.perf_counter() - started) * 1e6)
            if reply.board_of is None:
                continue  # a step that only narrowed a menu posts no board
            started = time.perf_counter()
            await table.post_lost_board(seats[prompt.seat].guild_id, 1, reply, seats[prompt.seat].name)
            if not await table.run_due(deliver):
                raise RuntimeError("the lost board was not delivered")
            times["outbox_path"].append((time.perf_counter() - started) * 1000)
        await store.close()
    return times


def bench_lost_answers(key: str, moves: int) -> None:
    times = asyncio.run(_with_pool(key, moves))
    name = f"lost_answers.{key}"
    emit(f"{name}.outbox_path.median", statistics.median(times["outbox_path"]), "ms", "")
    emit(f"{name}.outbox_path.p99", percentile(times["outbox_path"], 0.99), "ms", "")
    emit(f"{name}.reach.median", statistics.median(times["reach"]), "us", "")
    emit(f"{name}.move.median", statistics.median(times["move"]), "ms", "")


async def _with_pool(key: str, moves: int) -> dict[str, list[float]]:
    await render_pool.start(None)
    try:
        return await measure(key, moves)
    finally:
        await render_pool.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="animacule")
    parser.add_argument("--moves", type=int, default=200)
    args = parser.parse_args()
    bench_lost_answers(args.game, args.moves)


if __name__ == "__main__":
    main()
