"""Apocalyte's team win rates at a difficulty: for each scenario and table size, the games a table of bot
seats (all of one level) won out of the same seeds, one JSON line per cell (docs/rules/apocalyte.md, Balance).
Played one game at a time, as `bot.py simulate apocalyte` plays them.

  python -m bench.apocalyte_difficulty --difficulty hard --games 20 --seed 7001
      [--players 2,3,4,5] [--scenarios zombies,infection] [--level strong --iterations 16]
"""

from __future__ import annotations

import argparse

from bench.figures import emit
from cli.simulate import Levels, play_one
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS
from rules.levels import LEVELS
from rules.search import MAX_ITERATIONS

TARGET = {"hard": "20-80% of games"}
UNBOUNDED_MS = 100_000  # a strong seat's clock it never reaches: the iterations bound it, so runs repeat


def outcomes(scenario: str, players: int, seeds: range, difficulty: str, levels: Levels) -> tuple[int, int]:
    """(games won, games still running at the simulator's cap) of those from `seeds`."""
    options = {"scenario": scenario, "difficulty": difficulty}
    played = [play_one("apocalyte", players, seed, options, levels) for seed in seeds]
    return sum(p.won for p in played), sum(not p.finished for p in played)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_difficulty", description=__doc__.splitlines()[0])
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1, help="game n of a cell is played from seed + n")
    parser.add_argument("--players", default="2,3,4,5", help="table sizes, separated by commas")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--level", choices=LEVELS, default="normal", help="every seat's bot level")
    parser.add_argument("--iterations", type=int, default=MAX_ITERATIONS, help="a strong seat's search bound")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    for scenario in args.scenarios.split(","):
        for players in map(int, args.players.split(",")):
            levels = Levels((args.level,) * players, UNBOUNDED_MS, args.iterations)
            won, unfinished = outcomes(scenario, players, seeds, args.difficulty, levels)
            emit(f"apocalyte.{args.difficulty}.{scenario}.{players}p.{args.level}", won,
                 f"wins of {args.games} games ({unfinished} unfinished at the move cap), seeds "
                 f"{seeds.start}-{seeds.stop - 1}", TARGET.get(args.difficulty, ""))


if __name__ == "__main__":
    main()
