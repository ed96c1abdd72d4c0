"""Self-play figures for docs/rules/micro.md ("Designed data"): how games end, how long they
last, whether starting colonies survive, and how often each starting metabolism wins.

  python -m rules.micro.balance --players 4 --games 500 [--seed 1] [--rounds 30]

Bot seats only; a shared win counts as a fraction. Mixotrophy covers every species that drew it
(Heterotrophy and a second card)."""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from typing import TextIO

from rules.micro.data import kind
from rules.micro.engine import ENGINE


def _metabolism(cards: list[str]) -> str:
    return "mixotrophy" if len(cards) == 2 else kind(cards[0])


def _ending(summary: str) -> str:
    if "only player left" in summary or "no player is left" in summary:
        return "last player standing"
    return "Gaia empty" if "Gaia" in summary else "Galapagos" if "Galapagos" in summary else "round limit"


def report(players: int, games: int, seed: int, rounds: str, out: TextIO) -> None:
    endings: Counter[str] = Counter()
    ending_rounds: dict[str, list[int]] = defaultdict(list)
    starts: Counter[str] = Counter()
    wins: defaultdict[str, float] = defaultdict(float)
    moves = turns = alive = 0
    for n in range(games):
        state = ENGINE.new([f"Bot {i + 1}" for i in range(players)], {"rounds": rounds}, seed + n)
        first = {sp["owner"]: _metabolism(sp["metabolism"]) for sp in state["species"].values()}
        starts.update(first.values())
        bots = random.Random(seed + n)
        counted = False
        while not ENGINE.result(state).over:
            prompt = ENGINE.prompts(state)[0]
            turns += prompt.kind == "turn"
            state, _ = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, bots))
            moves += 1
            if not counted and state["round"] == 4:
                alive += sum(not out for out in state["out"])
                counted = True
        result = ENGINE.result(state)
        ending = _ending(result.summary)
        endings[ending] += 1
        ending_rounds[ending].append(state["round"])
        for winner in result.winners:
            wins[first[winner]] += 1 / len(result.winners)
    out.write(f"{players} players, {games} games (seeds {seed}–{seed + games - 1}), round limit {rounds}\n")
    for ending, count in endings.most_common():
        average = sum(ending_rounds[ending]) / count
        out.write(f"  {ending}: {count} games ({100 * count / games:.0f}%), round {average:.1f} on average\n")
    out.write(f"  {moves / games:.0f} moves and {turns / games / players:.1f} turns per player per game; "
              f"{100 * alive / (games * players):.0f}% of players still in at round 4\n")
    for name in sorted(starts):
        out.write(f"  {name}: started {starts[name]}, won {wins[name]:.1f} ({100 * wins[name] / starts[name]:.0f}%)\n")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.micro.balance", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", default="30")
    args = parser.parse_args(argv)
    report(args.players, args.games, args.seed, args.rounds, sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
