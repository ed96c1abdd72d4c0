"""µ's endings (issue 32): the state the games the round limit decides end in (habitats left in
Gaia, players still in, habitats on the map, evolution cards left in the Galapagos) and what the
players did with their turns in the middle of those games beside the others: their main actions in
rounds 12–20, and how many of those turns could have drawn from Gaia.

  python -m bench.micro_endings --players 4 --games 100 --seed 9101 [--lead-to-end 99]

`--lead-to-end` is the biomass lead at which the bot plays for the end (rules/micro/bot.py,
LEAD_TO_END); 99 turns that off, which is how the bot played before issue 32.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field

from rules.micro import bot
from rules.micro.balance import ending_of
from rules.micro.data import kind
from rules.micro.engine import ENGINE
from rules.micro.flow import PHAGE
from rules.micro.state import State, in_game

MIDDLE = range(12, 21)  # the rounds whose turns are counted
FEW = 4  # an end figure taking no more values than this is shown game by game too


@dataclass
class Group:
    """The games of one kind of ending."""

    games: int = 0
    actions: Counter[str] = field(default_factory=Counter)  # main actions in the middle rounds
    could_exchange: int = 0  # turns in the middle rounds that grew, attacked or passed with an exchange open
    ends: list[tuple[int, int, int, int]] = field(default_factory=list)  # per game, as _end_state


END_STATE = ("habitats left in Gaia", "players still in", "habitats on the map",
             "Galapagos cards other than Phage Attack!")


def _end_state(st: State) -> tuple[int, int, int, int]:
    return (len(st["gaia"]), len(in_game(st)), len(st["habitats"]),
            sum(kind(c) != PHAGE for c in st["galapagos"]))


def play(players: int, games: int, seed: int) -> dict[str, Group]:
    groups: dict[str, Group] = {}
    for n in range(games):
        st = ENGINE.new([f"Bot {i + 1}" for i in range(players)], {}, seed + n)
        rng = random.Random(seed + n)
        actions: Counter[str] = Counter()
        could = 0
        while not ENGINE.result(st).over:
            prompt = ENGINE.prompts(st)[0]
            action = ENGINE.bot_action(st, prompt.seat, rng)
            verb = action.notation.split()[0]
            if prompt.kind == "turn" and st["round"] in MIDDLE and verb in ("grow", "attack", "exchange", "pass",
                                                                             "metabolism"):
                actions[verb] += 1
                open_ = any(a.notation == "exchange" for a in ENGINE.legal_actions(st, prompt.seat))
                could += open_ and verb != "exchange"
            st, _ = ENGINE.apply(st, prompt.seat, action)
        group = groups.setdefault(ending_of(ENGINE.result(st).summary), Group())
        group.games += 1
        group.actions.update(actions)
        group.could_exchange += could
        group.ends.append(_end_state(st))
    return groups


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.micro_endings", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=9101)
    parser.add_argument("--lead-to-end", type=int, default=bot.LEAD_TO_END)
    args = parser.parse_args(argv)
    bot.LEAD_TO_END = args.lead_to_end
    for ending, group in sorted(play(args.players, args.games, args.seed).items()):
        per_game = ", ".join(f"{verb} {count / group.games:.1f}" for verb, count in group.actions.most_common())
        print(f"{ending}: {group.games} games; main actions a game in rounds {MIDDLE.start}–{MIDDLE.stop - 1}: "
              f"{per_game}; turns that could have drawn from Gaia but did not: "
              f"{group.could_exchange / group.games:.1f} a game")
        for name, values in zip(END_STATE, zip(*group.ends, strict=True), strict=True):
            counts = f", games by count {dict(sorted(Counter(values).items()))}" if len(set(values)) <= FEW else ""
            print(f"  {name} at the end: {min(values)}–{max(values)}, median {statistics.median(values):g}{counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
