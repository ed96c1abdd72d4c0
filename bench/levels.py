"""Time per decision of each bot level, per game: median and p99 in ms over positions from
heuristic self-play, the strong bot at its default budget (300 ms of wall clock), and the median
number of search iterations the strong bot would complete in that budget on a quiet core: at each
position a search of a fixed number of iterations is timed on processor time and scaled to 300 ms, so
the figure holds on a shared machine, where a wall-clock budget buys a loaded core's few iterations.
That median is the bound that makes iteration-bounded self-play fair to the default budget. One JSON
line per figure, as `python -m bench` prints them:

  python -m bench.levels [--game KEY ...] [--positions N]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from bench.figures import Emit, emit
from games import engine_for, game_keys
from rules.levels import DEFAULT_THINK_MS, LEVELS, decide
from rules.search import search

SAMPLE = 40  # iterations a position's search runs to time the rate on a quiet core


def positions(key: str, count: int, seed: int = 1) -> list[tuple[Any, int]]:
    """`count` positions spread over heuristic bot games of the smallest table, each with the seat to decide."""
    engine = engine_for(key)
    found: list[tuple[Any, int]] = []
    game = 0
    while len(found) < count * 4:
        rng = random.Random(seed + game)
        state = engine.new([f"P{n}" for n in range(engine.min_players)], {}, seed + game)
        while not engine.result(state).over:
            seat = engine.prompts(state)[0].seat
            found.append((state, seat))
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
        game += 1
    return found[:: len(found) // count][:count]


def bench_levels(key: str, count: int, emit: Emit) -> None:
    engine = engine_for(key)
    picked = positions(key, count)
    for level in LEVELS:
        rng = random.Random(7)
        times = []
        quiet = []  # iterations per budget of CPU time: what a core nobody else uses would complete
        for state, seat in picked:
            started = time.perf_counter()
            decide(engine, state, seat, level, rng, DEFAULT_THINK_MS)
            times.append((time.perf_counter() - started) * 1000)
            if level == "strong" and len(engine.legal_actions(state, seat)) > 1:  # a forced move costs no search
                cpu = time.process_time()
                search(engine, state, seat, random.Random(7), seconds=3600, iterations=SAMPLE)
                quiet.append(SAMPLE * DEFAULT_THINK_MS / 1000 / max(1e-9, time.process_time() - cpu))
        times.sort()
        if quiet:
            emit(f"{key}.bot.strong.iterations.quiet_median", sorted(quiet)[len(quiet) // 2], "iterations", "")
        target = f"<= {DEFAULT_THINK_MS * 1.2:.0f}" if level == "strong" else ""
        emit(f"{key}.bot.{level}.decision.median", times[len(times) // 2], "ms", target)
        emit(f"{key}.bot.{level}.decision.p99", times[min(len(times) - 1, int(0.99 * len(times)))], "ms", "")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.levels", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--positions", type=int, default=40, help="positions per game and level")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_levels(key, args.positions, emit)


if __name__ == "__main__":
    main()
