"""Apocalyte's team win rates at a difficulty: for each scenario and table size, the games a table of bot
seats (all of one level) won out of the same seeds, one JSON line per cell (docs/rules/apocalyte.md, Balance).
Played one game at a time, as `bot.py simulate apocalyte` plays them.

  python -m bench.apocalyte_difficulty --difficulty hard --games 20 --seed 7001
      [--players 2,3,4,5] [--scenarios zombies,infection] [--level strong --iterations 16]
      [--rounds 50 --by-round 8,10,15,20]

`--rounds` sets option `rounds` (which replaces the level's own clock); `--by-round` adds, for each round
given, a line of the games won by the end of that round, which are the games a clock of that many rounds
would have let the team win (a clock changes nothing in a game before it falls).
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from bench.figures import emit
from cli.simulate import Levels, play_out
from rules.apocalyte import ENGINE
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS
from rules.levels import LEVELS
from rules.search import MAX_ITERATIONS

TARGET = {"hard": "20-80% of games"}
UNBOUNDED_MS = 100_000  # a strong seat's clock it never reaches: the iterations bound it, so runs repeat


@dataclass(frozen=True)
class Ended:
    finished: bool  # the game ended before the simulator's move cap
    won: bool
    round: int  # the round it ended in (or stood at, at the cap)


def play(players: int, seed: int, options: dict[str, str], levels: Levels) -> Ended:
    """One game from `seed`, as `bot.py simulate` plays it, with the round it ended in."""
    state, _moves = play_out(ENGINE, players, seed, options, levels)
    result = ENGINE.result(state)
    return Ended(result.over, bool(result.winners), state["round"])


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_difficulty", description=__doc__.splitlines()[0])
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1, help="game n of a cell is played from seed + n")
    parser.add_argument("--players", default="2,3,4,5", help="table sizes, separated by commas")
    parser.add_argument("--scenarios", default=",".join(SCENARIOS))
    parser.add_argument("--level", choices=LEVELS, default="normal", help="every seat's bot level")
    parser.add_argument("--iterations", type=int, default=MAX_ITERATIONS, help="a strong seat's search bound")
    parser.add_argument("--rounds", help="option `rounds` (default: the level's own clock)")
    parser.add_argument("--by-round", default="", help="rounds, separated by commas: the games won by each")
    args = parser.parse_args()
    seeds = range(args.seed, args.seed + args.games)
    by_round = [int(r) for r in args.by_round.split(",") if r]
    for scenario in args.scenarios.split(","):
        options = {"scenario": scenario, "difficulty": args.difficulty}
        if args.rounds:
            options["rounds"] = args.rounds
        for players in map(int, args.players.split(",")):
            levels = Levels((args.level,) * players, UNBOUNDED_MS, args.iterations)
            ended = [play(players, seed, options, levels) for seed in seeds]
            cell = f"apocalyte.{args.difficulty}.{scenario}.{players}p.{args.level}"
            span = f"seeds {seeds.start}-{seeds.stop - 1}"
            unfinished = sum(not e.finished for e in ended)
            emit(cell, sum(e.won for e in ended), f"wins of {args.games} games ({unfinished} unfinished at the "
                 f"move cap), {span}", TARGET.get(args.difficulty, ""))
            for last in by_round:
                emit(f"{cell}.by{last}", sum(e.won and e.round <= last for e in ended),
                     f"wins by the end of round {last} of {args.games} games, {span}", "")


if __name__ == "__main__":
    main()
