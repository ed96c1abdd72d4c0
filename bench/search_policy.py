"""What a game's own figures for the strong bot's search are worth without the search: every seat of a
co-operative game plays `Engine.search_action` (the move the search starts from and plays on with),
against every seat playing `Engine.bot_action` (the normal bot), on the same seeds. One JSON line per
policy: the team's wins.

  python -m bench.search_policy --game apocalyte --option scenario=zombies [--games N] [--seed N] [--players N]
"""

from __future__ import annotations

import argparse
import random
from concurrent.futures import ProcessPoolExecutor

from bench.figures import emit
from games import engine_for, game_keys

MOVES_PER_GAME = 20_000


def team_won(key: str, seed: int, players: int, options: dict[str, str], searched: bool) -> bool:
    """Whether the table won the game from `seed`, every seat playing the search's policy or the normal bot."""
    engine = engine_for(key)
    rng = random.Random(seed)
    state = engine.new([f"Bot {n + 1}" for n in range(players)], options, seed)
    policy = engine.search_action if searched else engine.bot_action
    for _ in range(MOVES_PER_GAME):
        if engine.result(state).over:
            break
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, policy(state, seat, rng))
    return bool(engine.result(state).winners)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.search_policy", description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=game_keys(), required=True)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1, help="game n is played from seed + n")
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    options = dict(option.split("=", 1) for option in args.option)
    seeds = range(args.seed, args.seed + args.games)
    with ProcessPoolExecutor() as pool:
        for searched, name in ((False, "normal"), (True, "search")):
            jobs = [(args.game, seed, args.players, options, searched) for seed in seeds]
            won = sum(pool.map(team_won, *zip(*jobs, strict=True), chunksize=4))
            emit(f"{args.game}.{name}_policy.team_wins", won,
                 f"of {args.games} games, seeds {seeds.start}-{seeds.stop - 1}, {args.players} players", "")


if __name__ == "__main__":
    main()
