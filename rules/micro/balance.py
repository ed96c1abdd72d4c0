"""Self-play figures for docs/rules/micro.md ("Designed data"): how games end, how long they
last, what kills colonies, whether starting colonies survive, and how often each starting
metabolism and each seat wins, on several seed sets with the spread between them.

  python -m rules.micro.balance --players 4 --games 100 --sets 3 [--seed 1] [--rounds 40]

Set k plays seeds seed + k·games onwards. Bot seats only; a shared win counts as a fraction.
Mixotrophy covers every species that drew it (Heterotrophy and a second card)."""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import TextIO

from rules.base import Event
from rules.micro.data import kind
from rules.micro.engine import ENGINE
from rules.micro.flow import PHAGE


def _metabolism(cards: list[str]) -> str:
    return "mixotrophy" if len(cards) == 2 else kind(cards[0])


def ending_of(summary: str) -> str:
    """Which ending a finished game's summary names."""
    if "only player left" in summary or "no player is left" in summary:
        return "last player standing"
    return "Gaia empty" if "Gaia" in summary else "Galapagos" if "Galapagos" in summary else "round limit"


def _cause(event: Event) -> str:
    text = event.text
    return ("starving" if "starves" in text else "fights" if "in the fight" in text
            else "prey" if "is eaten" in text else "phages")


@dataclass
class Tally:
    games: int = 0
    endings: Counter[str] = field(default_factory=Counter)
    ending_rounds: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    deaths: Counter[str] = field(default_factory=Counter)
    starts: Counter[str] = field(default_factory=Counter)
    wins: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    seat_wins: defaultdict[int, float] = field(default_factory=lambda: defaultdict(float))
    evolutions_left: list[int] = field(default_factory=list)  # per game, the Galapagos's drawable cards at the end
    moves: int = 0
    turns: int = 0
    alive: int = 0

    def share(self, metabolism: str) -> float:
        return 100 * self.wins[metabolism] / self.starts[metabolism] if self.starts[metabolism] else 0.0

    def seat_share(self, seat: int) -> float:
        return 100 * self.seat_wins[seat] / self.games


def play(players: int, games: int, seed: int, rounds: str) -> Tally:
    tally = Tally(games)
    for n in range(games):
        state = ENGINE.new([f"Bot {i + 1}" for i in range(players)], {"rounds": rounds}, seed + n)
        first = {sp["owner"]: _metabolism(sp["metabolism"]) for sp in state["species"].values()}
        tally.starts.update(first.values())
        bots = random.Random(seed + n)
        counted = False
        while not ENGINE.result(state).over:
            prompt = ENGINE.prompts(state)[0]
            tally.turns += prompt.kind == "turn"
            state, events = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, bots))
            tally.deaths.update(_cause(e) for e in events if e.kind == "death")
            tally.moves += 1
            if not counted and state["round"] == 4:
                tally.alive += sum(not out for out in state["out"])
                counted = True
        result = ENGINE.result(state)
        ending = ending_of(result.summary)
        tally.endings[ending] += 1
        tally.ending_rounds[ending].append(state["round"])
        for winner in result.winners:
            tally.wins[first[winner]] += 1 / len(result.winners)
            tally.seat_wins[winner] += 1 / len(result.winners)
        tally.evolutions_left.append(sum(kind(c) != PHAGE for c in state["galapagos"]))
    return tally


def _write(t: Tally, players: int, seed: int, rounds: str, out: TextIO) -> None:
    out.write(f"{players} players, {t.games} games (seeds {seed}–{seed + t.games - 1}), round limit {rounds}\n")
    for ending, count in t.endings.most_common():
        average = sum(t.ending_rounds[ending]) / count
        out.write(f"  {ending}: {count} games ({100 * count / t.games:.0f}%), round {average:.1f} on average\n")
    out.write(f"  {t.moves / t.games:.0f} moves and {t.turns / t.games / players:.1f} turns per player per game; "
              f"{100 * t.alive / (t.games * players):.0f}% of players still in at round 4\n")
    out.write("  colonies dead per game: " + ", ".join(f"{cause} {count / t.games:.1f}"
                                                     for cause, count in t.deaths.most_common()) + "\n")
    left = t.evolutions_left
    out.write(f"  Galapagos at the end: {min(left)}–{max(left)} cards other than Phage Attack! "
              f"({sum(left) / t.games:.1f} on average; the Galapagos ending needs 0)\n")
    for name in sorted(t.starts):
        out.write(f"  {name}: started {t.starts[name]}, won {t.wins[name]:.1f} ({t.share(name):.0f}%)\n")
    out.write("  seats won: " + ", ".join(f"seat {s + 1} {t.seat_share(s):.1f}%" for s in range(players)) + "\n")


def report(players: int, games: int, seed: int, rounds: str, out: TextIO, sets: int = 1) -> None:
    tallies = []
    for k in range(sets):
        tally = play(players, games, seed + k * games, rounds)
        _write(tally, players, seed + k * games, rounds, out)
        tallies.append(tally)
    if sets < 2:
        return
    out.write(f"{players} players, spread over {sets} sets of {games} games (lowest–highest, then all sets):\n")
    everything = sum(t.games for t in tallies)
    for ending in sorted({e for t in tallies for e in t.endings}):
        shares = [100 * t.endings[ending] / t.games for t in tallies]
        overall = 100 * sum(t.endings[ending] for t in tallies) / everything
        out.write(f"  {ending}: {_spread(shares, overall)} of games\n")
    for name in sorted({m for t in tallies for m in t.starts}):
        shares = [t.share(name) for t in tallies if t.starts[name]]
        overall = 100 * sum(t.wins[name] for t in tallies) / sum(t.starts[name] for t in tallies)
        out.write(f"  {name}: won {_spread(shares, overall)} (fair {100 / players:.0f}%)\n")
    for seat in range(players):
        shares = [t.seat_share(seat) for t in tallies]
        overall = 100 * sum(t.seat_wins[seat] for t in tallies) / everything
        out.write(f"  seat {seat + 1}: won {_spread(shares, overall)} (fair {100 / players:.1f}%)\n")


def _spread(shares: list[float], overall: float) -> str:
    return f"{min(shares):.1f}–{max(shares):.1f}% ({overall:.1f}%)"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.micro.balance", description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--sets", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", default="40")
    args = parser.parse_args(argv)
    report(args.players, args.games, args.seed, args.rounds, sys.stdout, args.sets)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
