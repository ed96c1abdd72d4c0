"""Apocalyte's searched policy without the search, and its tuning: a table whose every seat plays the team bot
with the figures the strong bot's search plays by (`Engine.search_action`), against a table of normal seats on
the same seeds (docs/rules/apocalyte.md, Strong seats against normal seats). One game at a time, in this one
process; one JSON line a cell.

  python -m bench.apocalyte_policy --scenario meteor --games 100 --seed 40001 [--players 2,3,4,5]
      [--difficulty hard] [--hand-set] [--set supply_pull=4.5 ...]
      [--tune supply_pull,move_threshold --factors 0.5,2]

The searched table plays by the figures recorded in `SEARCHED` (rules/apocalyte/bot.py), or with `--hand-set`
by the normal bot's; `--set` changes one of them (a field of `Weights`). `--tune` then changes one figure at a
time by each factor, from those figures, and keeps a change when its table wins more games in all (coordinate
ascent); the lines name each table tried, and the last the figures chosen. Chosen on one seed set, a change is
confirmed on another.
"""

from __future__ import annotations

import argparse
from dataclasses import asdict, fields

from bench.figures import emit
from bench.search_policy import team_won
from rules.apocalyte import bot
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS

Figures = dict[str, float]


def wins(scenario: str, difficulty: str, sizes: list[int], seeds: range, searched: bool) -> dict[int, int]:
    """The games each table size won from `seeds`, every seat playing the searched policy or the normal bot."""
    options = {"scenario": scenario, "difficulty": difficulty}
    return {players: sum(team_won("apocalyte", seed, players, options, searched) for seed in seeds)
            for players in sizes}


def searched_wins(scenario: str, difficulty: str, sizes: list[int], seeds: range, figures: Figures) -> dict[int, int]:
    """`wins` of the searched policy playing by `figures`, changes to the normal bot's."""
    recorded = bot.SEARCHED[difficulty].get(scenario)
    bot.SEARCHED[difficulty][scenario] = figures
    try:
        return wins(scenario, difficulty, sizes, seeds, searched=True)
    finally:
        if recorded is None:
            del bot.SEARCHED[difficulty][scenario]
        else:
            bot.SEARCHED[difficulty][scenario] = recorded


def report(name: str, won: dict[int, int], seeds: range, figures: Figures) -> None:
    span = f"of {len(seeds)} games, seeds {seeds.start}-{seeds.stop - 1}"
    for players, count in won.items():
        emit(f"{name}.{players}p", count, span, "")
    shown = ", ".join(f"{k}={v:g}" for k, v in sorted(figures.items())) or "the normal bot's figures"
    emit(f"{name}.all", sum(won.values()), f"{span} at each of {len(won)} table sizes; {shown}", "")


def tune(scenario: str, difficulty: str, sizes: list[int], seeds: range, start: Figures, start_won: dict[int, int],
         tuned: list[str], factors: list[float]) -> tuple[Figures, dict[int, int]]:
    """Coordinate ascent from `start` (which won `start_won`): each figure in `tuned` times each factor, kept where
    it wins more in all; the figures chosen, and what they won."""
    hand_set = asdict(bot.hand_set(scenario))
    best, best_won = dict(start), start_won
    for figure in tuned:
        base = best.get(figure, hand_set[figure])
        for factor in factors:
            trial = {**best, figure: round(base * factor, 4)}
            won = searched_wins(scenario, difficulty, sizes, seeds, trial)
            report(f"apocalyte.{difficulty}.{scenario}.tried", won, seeds, trial)
            if sum(won.values()) > sum(best_won.values()):
                best, best_won = trial, won
    return best, best_won


def main() -> None:
    names = [f.name for f in fields(bot.Weights)]
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_policy", description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=SCENARIOS, required=True)
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1, help="game n of a table size is played from seed + n")
    parser.add_argument("--players", default="2,3,4,5", help="table sizes, separated by commas")
    parser.add_argument("--hand-set", action="store_true", help="start from the normal bot's figures")
    parser.add_argument("--set", action="append", default=[], metavar="FIGURE=VALUE", help=f"one of {names}")
    parser.add_argument("--tune", default="", help="figures to tune, separated by commas")
    parser.add_argument("--factors", default="0.5,1.5,2", help="what each tuned figure is multiplied by")
    args = parser.parse_args()
    sizes, seeds = [int(p) for p in args.players.split(",")], range(args.seed, args.seed + args.games)
    figures = {} if args.hand_set else dict(bot.SEARCHED[args.difficulty].get(args.scenario, {}))
    for setting in args.set:
        figure, value = setting.split("=", 1)
        if figure not in names:
            parser.error(f"--set {setting}: the figures are {', '.join(names)}")
        figures[figure] = float(value)
    name = f"apocalyte.{args.difficulty}.{args.scenario}"
    normal = wins(args.scenario, args.difficulty, sizes, seeds, searched=False)
    report(f"{name}.normal_policy", normal, seeds, {})
    tuned = [figure for figure in args.tune.split(",") if figure]
    unknown = [figure for figure in tuned if figure not in names]
    if unknown:
        parser.error(f"--tune {','.join(unknown)}: the figures are {', '.join(names)}")
    # With no figure of its own the searched policy is the normal bot: the same games.
    won = searched_wins(args.scenario, args.difficulty, sizes, seeds, figures) if figures else normal
    if tuned:
        figures, won = tune(args.scenario, args.difficulty, sizes, seeds, figures, won, tuned,
                            [float(f) for f in args.factors.split(",")])
    report(f"{name}.searched_policy", won, seeds, figures)


if __name__ == "__main__":
    main()
