"""How many search iterations the strong bot completes in its default budget per decision, per game:
the median over positions from heuristic self-play (the same positions as bench/levels.py). Counted
on processor time, not wall clock, so the figure is one quiet core's even on a loaded machine: each
search runs a fixed number of iterations and its CPU seconds give the rate. That median is the
iteration bound the self-play figures in docs/rules use for the strong bot (repeatable runs, fair
to the 300 ms budget). One JSON line per game:

  python -m bench.search_iterations [--game KEY ...] [--positions N] [--sample N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bench.figures import Emit, emit
from bench.levels import positions
from rules.levels import DEFAULT_THINK_MS
from rules.registry import GAME_KEYS, engine_for
from rules.search import search


def bench_iterations(key: str, count: int, sample: int, emit: Emit) -> None:
    engine = engine_for(key)
    rates = []
    for state, seat in positions(key, count):
        if len(engine.legal_actions(state, seat)) < 2:
            continue  # a forced move is played without a search
        started = time.process_time()
        search(engine, state, seat, random.Random(7), seconds=3600, iterations=sample)
        rates.append(sample * DEFAULT_THINK_MS / 1000 / max(1e-9, time.process_time() - started))
    emit(f"{key}.bot.strong.iterations.median", statistics.median(rates), f"iterations per {DEFAULT_THINK_MS} ms", "")
    emit(f"{key}.bot.strong.iterations.min", min(rates), f"iterations per {DEFAULT_THINK_MS} ms", "")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.search_iterations", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAME_KEYS, help="only these games (default: all)")
    parser.add_argument("--positions", type=int, default=40, help="positions per game")
    parser.add_argument("--sample", type=int, default=40, help="iterations timed per position")
    args = parser.parse_args()
    for key in args.game or GAME_KEYS:
        bench_iterations(key, args.positions, args.sample, emit)


if __name__ == "__main__":
    main()
