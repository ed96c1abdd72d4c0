"""Self-play figures for balancing the designed data (docs/rules/extinction.md):

  python -m rules.extinction.balance [--games 400] [--players 4] [--end 10] [--seed 1]

For every gene card, how often a player dealt it (and a player holding it at the end) won,
against the fair share; which seat in the playing order wins; how long games last; how species
die out. Bot seats only, so the figures measure the cards as the bots play them.

  python -m rules.extinction.balance --founders [--games 60] [--players 2] [--seed 1]

How much the game's dice vary `auto` founders: over that many seeds, how many different
placements (hexes and counts) the first colonist's `auto` gave, how many different shapes (the
same cubes and counts moved elsewhere on the island count once), how many habitats its patch
held on average, and how many different islands every colonist's `auto` made together.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from rules.base import Action
from rules.extinction.data import CARDS, DECK_ORDER, DECKS, HABITAT_OF, HEX_AT
from rules.extinction.engine import ENGINE
from rules.extinction.fate import CAUSES
from rules.extinction.state import State

MOVE_CAP = 20_000


@dataclass
class Figures:
    games: int = 0
    finished: int = 0
    moves: int = 0
    rounds: list[int] = field(default_factory=list)
    # wins by place in the playing order
    seat_wins: defaultdict[int, float] = field(default_factory=lambda: defaultdict(float))
    causes: Counter[str] = field(default_factory=Counter)
    dealt: Counter[str] = field(default_factory=Counter)
    dealt_wins: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    held: Counter[str] = field(default_factory=Counter)
    held_wins: defaultdict[str, float] = field(default_factory=lambda: defaultdict(float))
    survivors: list[int] = field(default_factory=list)
    changes: int = 0


def play(players: int, end: str, seed: int, figures: Figures) -> None:
    state: State = ENGINE.new([f"P{n}" for n in range(players)], {"end": end}, seed)
    rng = random.Random(seed)
    dealt: list[dict[str, str]] | None = None
    moves = 0
    while not ENGINE.result(state).over and moves < MOVE_CAP:
        if dealt is None and state["phase"] == "play":
            dealt = [dict(g) for g in state["genes"]]
        seat = ENGINE.prompts(state)[0].seat
        action = ENGINE.bot_action(state, seat, rng)
        figures.changes += action.notation.startswith("change")
        state, _ = ENGINE.apply(state, seat, action)
        moves += 1
    figures.games += 1
    figures.moves += moves
    if not ENGINE.result(state).over or dealt is None:
        return
    figures.finished += 1
    figures.rounds.append(state["round"])
    winners = set(state["winners"])
    share = 1 / len(winners) if winners else 0
    for place, seat in enumerate(state["order"]):
        if seat in winners:
            figures.seat_wins[place] += share
    figures.causes.update(c for c in state["cause"] if c)
    figures.survivors.append(sum(1 for s in range(players) if not state["extinct"][s]))
    for seat in range(players):
        won = share if seat in winners else 0
        for card in dealt[seat].values():
            figures.dealt[card] += 1
            figures.dealt_wins[card] += won
        for card in state["genes"][seat].values():
            figures.held[card] += 1
            figures.held_wins[card] += won


def report(figures: Figures, players: int) -> list[str]:
    fair = 1 / players
    lines = [f"{figures.games} games, {figures.finished} finished, {figures.moves / max(figures.games, 1):.0f} moves "
             f"a game, rounds: median {sorted(figures.rounds)[len(figures.rounds) // 2] if figures.rounds else '-'}, "
             f"max {max(figures.rounds, default='-')}; fair share of wins {fair:.0%}"]
    lines.append("wins by place in the playing order: " + ", ".join(
        f"{('first', 'second', 'third', 'fourth')[place]} {figures.seat_wins[place] / max(figures.finished, 1):.0%}"
        for place in range(players)))
    total = sum(figures.causes.values())
    lines.append("extinctions: " + ", ".join(f"{CAUSES[c]} {n} ({n / max(total, 1):.0%})"
                                             for c, n in figures.causes.most_common()))
    lines.append(f"species alive at the end: {sum(figures.survivors) / max(len(figures.survivors), 1):.2f} a game; "
                 f"gene cards changed: {figures.changes / max(figures.games, 1):.1f} a game")
    for deck in DECK_ORDER:
        rates = {c: figures.dealt_wins[c] / figures.dealt[c] for c in DECKS[deck].cards if figures.dealt[c]}
        held = {c: figures.held_wins[c] / figures.held[c] for c in DECKS[deck].cards if figures.held[c]}
        lines.append(f"{DECKS[deck].name}: dealt win rate {min(rates.values()):.0%}–{max(rates.values()):.0%}, "
                     f"held at the end {min(held.values()):.0%}–{max(held.values()):.0%}")
        for card in DECKS[deck].cards:
            lines.append(f"  {card} {CARDS[card].text}: dealt {figures.dealt[card]}, won {rates.get(card, 0):.0%}; "
                         f"held at the end {figures.held[card]}, won {held.get(card, 0):.0%}")
    return lines


def founders(players: int, seeds: range) -> list[str]:
    """How many different `auto` founders the seeds gave (see the module's docstring)."""
    placements: Counter[frozenset[tuple[str, int]]] = Counter()
    habitats = 0
    shapes: set[frozenset[tuple[int, int, int]]] = set()
    islands: set[frozenset[tuple[str, int, int]]] = set()
    for seed in seeds:
        state: State = ENGINE.new([f"P{n}" for n in range(players)], {}, seed)
        first = None
        while state["phase"] == "colonise":
            seat = ENGINE.prompts(state)[0].seat
            state, _ = ENGINE.apply(state, seat, Action("auto"))
            if first is None:
                first = {h: count for h, (_seat, count) in state["cubes"].items()}
        assert first is not None
        placements[frozenset(first.items())] += 1
        habitats += len({HABITAT_OF[h] for h in first})
        q0, r0 = min(HEX_AT[h][0] for h in first), min(HEX_AT[h][1] for h in first)
        shapes.add(frozenset((HEX_AT[h][0] - q0, HEX_AT[h][1] - r0, count) for h, count in first.items()))
        islands.add(frozenset((h, seat, count) for h, (seat, count) in state["cubes"].items()))
    return [f"{len(seeds)} seeds, {players} players: the first colonist's `auto` founders took "
            f"{len(placements)} placements (the commonest {placements.most_common(1)[0][1]} times), "
            f"{len(shapes)} shapes, over {habitats / len(seeds):.2f} habitats on average; every colonist's "
            f"together made {len(islands)} islands"]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m rules.extinction.balance", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--end", default="10")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--founders", action="store_true", help="how much the dice vary `auto` founders")
    args = parser.parse_args()
    if args.founders:
        print("\n".join(founders(args.players, range(args.seed, args.seed + args.games))))
        return
    figures = Figures()
    for n in range(args.games):
        play(args.players, args.end, args.seed + n, figures)
    print("\n".join(report(figures, args.players)))


if __name__ == "__main__":
    main()
