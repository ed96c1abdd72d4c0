"""Apocalyte's strong seats against normal seats on the same seeds: for each seed and table size, a table of
normal seats and a table of strong seats (the search bounded by iterations, so runs repeat) play the game from
that seed, and the difference is read pair by pair (docs/rules/apocalyte.md, Strong seats against normal seats).
One game at a time, in this one process.

  python -m bench.apocalyte_strong --scenario meteor --games 20 --seed 60001 [--players 3,5]
      [--difficulty hard] [--iterations 16]

A line for each pair of games (value: the strong table's win minus the normal table's, -1, 0 or 1), the sizes
taking turns seed by seed, so a run stopped early is still even; then for each size and for all, the games
each table won, and the difference in games won with its standard error (paired: the spread of the pairs'
differences over the root of their number).
"""

from __future__ import annotations

import argparse
import math

from bench.apocalyte_difficulty import UNBOUNDED_MS, play
from bench.figures import emit
from cli.simulate import Levels
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS

STRONG_ITERATIONS = 16


def paired_error(differences: list[int]) -> float:
    """The standard error of the summed differences: √n times the pairs' sample standard deviation."""
    n = len(differences)
    if n < 2:
        return float("nan")
    mean = sum(differences) / n
    return math.sqrt(n * sum((d - mean) ** 2 for d in differences) / (n - 1))


def summary(name: str, pairs: list[tuple[bool, bool]], span: str) -> None:
    """The games each table won of `pairs` (normal, strong), and the difference with its standard error."""
    differences = [int(strong) - int(normal) for normal, strong in pairs]
    normal_won, strong_won = sum(n for n, _ in pairs), sum(s for _, s in pairs)
    emit(f"{name}.normal", normal_won, f"wins of {len(pairs)} games, {span}", "")
    emit(f"{name}.strong", strong_won, f"wins of {len(pairs)} games, {span}", "")
    emit(f"{name}.difference", strong_won - normal_won,
         f"games, standard error {paired_error(differences):.1f} (pairs: strong only {differences.count(1)}, "
         f"normal only {differences.count(-1)}), {span}", "more than 2 standard errors above 0")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_strong", description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=SCENARIOS, required=True)
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="hard")
    parser.add_argument("--games", type=int, default=20, help="games a table size, each played by both tables")
    parser.add_argument("--seed", type=int, default=1, help="game n is played from seed + n")
    parser.add_argument("--players", default="2,3,4,5", help="table sizes, separated by commas")
    parser.add_argument("--iterations", type=int, default=STRONG_ITERATIONS, help="the strong seats' search bound")
    args = parser.parse_args()
    sizes, seeds = [int(p) for p in args.players.split(",")], range(args.seed, args.seed + args.games)
    options = {"scenario": args.scenario, "difficulty": args.difficulty}
    name = f"apocalyte.{args.difficulty}.{args.scenario}"
    pairs: dict[int, list[tuple[bool, bool]]] = {players: [] for players in sizes}
    for seed in seeds:
        for players in sizes:
            normal = play(players, seed, options, Levels(("normal",) * players)).won
            strong = play(players, seed, options, Levels(("strong",) * players, UNBOUNDED_MS, args.iterations)).won
            pairs[players].append((normal, strong))
            emit(f"{name}.{players}p.seed{seed}", int(strong) - int(normal),
                 f"strong won {int(strong)}, normal won {int(normal)}", "")
    span = f"seeds {seeds.start}-{seeds.stop - 1}, strong seats at {args.iterations} iterations"
    for players, played in pairs.items():
        summary(f"{name}.{players}p", played, span)
    summary(f"{name}.all", [pair for played in pairs.values() for pair in played], f"{span}, players {args.players}")


if __name__ == "__main__":
    main()
