"""Whether the strong bot's departures from the heuristic bot gain: at positions of heuristic self-play,
each time the search plays another move than the bot's, both moves' chance to win is estimated by
whole games of the heuristic bot played on after each (from worlds dealt again for the deciding seat,
the same seeds for both moves). One JSON line per figure: how many decisions departed, and the mean
gain in the deciding seat's chance to win (a shared win counts its share).

  python -m bench.strong_deviations --game KEY [--positions N] [--iterations N] [--games N] [--seed N]
"""

from __future__ import annotations

import argparse
import random
import statistics
from typing import Any

from bench.figures import Emit, emit
from bench.levels import positions
from games import engine_for, game_keys
from rules.base import Action, Engine
from rules.search import _candidates as candidates
from rules.search import search

MOVES_PER_GAME = 5000


def win_share(engine: Engine[Any], state: Any, seat: int, action: Action, seed: int) -> float:
    """The seat's share of the win in one game of the heuristic bot after `action`."""
    rng = random.Random(seed)
    world, _ = engine.apply(engine.determinize(state, seat, rng.getrandbits(63)), seat, action)
    for _ in range(MOVES_PER_GAME):
        if engine.result(world).over:
            break
        mover = engine.prompts(world)[0].seat
        world, _ = engine.apply(world, mover, engine.bot_action(world, mover, rng))
    winners = engine.result(world).winners
    return 1 / len(winners) if seat in winners else 0.0


def bench_deviations(key: str, count: int, iterations: int, games: int, seed: int, emit: Emit) -> None:
    engine = engine_for(key)
    gains = []
    for state, seat in positions(key, count, seed):
        if len(engine.legal_actions(state, seat)) < 2 or engine.result(state).over:
            continue
        legal = engine.legal_actions(state, seat)
        bot = next(iter(candidates(engine, state, seat, random.Random(7), legal).values()))  # as the search sees it
        chosen = search(engine, state, seat, random.Random(7), seconds=3600, iterations=iterations).action
        if chosen.notation == bot.notation:
            continue
        gains.append(sum(win_share(engine, state, seat, chosen, n) - win_share(engine, state, seat, bot, n)
                         for n in range(games)) / games)
    emit(f"{key}.bot.strong.departures", len(gains), f"of {count} positions", "")
    emit(f"{key}.bot.strong.departure_gain", statistics.mean(gains) if gains else 0.0, "chance to win", "> 0")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.strong_deviations", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), required=True)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=160, help="the strong bot's iteration bound")
    parser.add_argument("--games", type=int, default=200, help="games played on after each of the two moves")
    parser.add_argument("--seed", type=int, default=3, help="the first self-play game's seed")
    args = parser.parse_args()
    for key in args.game:
        bench_deviations(key, args.positions, args.iterations, args.games, args.seed, emit)


if __name__ == "__main__":
    main()
