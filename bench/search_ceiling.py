"""How far a search over the heuristic bot can lift a seat: the strong bot's search (rules/search.py)
with whole-game rollouts and a fixed count of iterations, far past what 300 ms buys, plays one seat of
two-seat games against the heuristic bot, the seats turned each game. With `--clairvoyant` its worlds
are the real game instead of worlds dealt again for the seat: it rolls out on the real dice and decks
to come, which no bot may read, and shows how much of a game's result chance decides. One JSON line
per figure: the searching seat's share of the wins.

  python -m bench.search_ceiling --game KEY [--games N] [--seed N] [--iterations N] [--clairvoyant]
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from bench.figures import emit
from games import engine_for, game_keys
from rules.base import Engine
from rules.dictengine import copy_state
from rules.search import search

WHOLE_GAME = 100_000  # rollout decisions: every rollout plays on to the end
MOVES_PER_GAME = 20_000


class Clairvoyant:
    """The engine, except that a world dealt for a seat is the real game itself, dice and decks to come."""

    def __init__(self, engine: Engine[Any]) -> None:
        self._engine = engine

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def determinize(self, state: Any, seat: int, seed: int) -> Any:
        return copy_state(state)


def searched_share(key: str, seed: int, searcher: int, iterations: int, clairvoyant: bool) -> float:
    """The searching seat's share of the win in one two-seat game from `seed`."""
    engine = engine_for(key)
    looks: Any = Clairvoyant(engine) if clairvoyant else engine
    rng = random.Random(seed)
    state = engine.new(["Search", "Bot"] if searcher == 0 else ["Bot", "Search"], {}, seed)
    for _ in range(MOVES_PER_GAME):
        if engine.result(state).over:
            break
        seat = engine.prompts(state)[0].seat
        if seat == searcher:
            action = search(looks, state, seat, rng, seconds=3600, iterations=iterations, rollout=WHOLE_GAME).action
        else:
            action = engine.bot_action(state, seat, rng)
        state, _ = engine.apply(state, seat, action)
    winners = engine.result(state).winners
    return 1 / len(winners) if searcher in winners else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.search_ceiling", description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=game_keys(), required=True)
    parser.add_argument("--games", type=int, default=20, help="games, the seats turned each game")
    parser.add_argument("--seed", type=int, default=1, help="game n is played from seed + n")
    parser.add_argument("--iterations", type=int, default=96, help="search iterations a decision")
    parser.add_argument("--clairvoyant", action="store_true", help="search the real dice and decks to come")
    args = parser.parse_args()
    jobs = [(args.game, args.seed + n, n % 2, args.iterations, args.clairvoyant) for n in range(args.games)]
    with ProcessPoolExecutor() as pool:
        shares = list(pool.map(searched_share, *zip(*jobs, strict=True)))
    kind = "clairvoyant" if args.clairvoyant else "dealt"
    emit(f"{args.game}.search_ceiling.{kind}.{args.iterations}.win_share", sum(shares) / len(shares),
         f"of {len(shares)} two-seat games, seeds {args.seed}-{args.seed + args.games - 1}", "")


if __name__ == "__main__":
    main()
