"""How well each Soup seat stands at a beginner's glance, what the easy bot is greedy on: where its
marker would be after the next scorings if its tribe and genes stayed as they are, turned into a share
of the chance to win. It was the standing before the fitted one (rules/soup/standing.py), which reads
far enough ahead that one step of greed on it nearly matches the heuristic bot (docs/rules/soup.md).
"""

from __future__ import annotations

import math

from rules.soup.data import amoeba_advance, gene_advance
from rules.soup.deaths import damage_limit
from rules.soup.scoring import gene_card_count
from rules.soup.state import State, ladder_space, seats_in_play

SCORINGS_AHEAD = 2  # future scorings counted at today's rate (fewer when the deck runs out first)
BP_STEPS = 0.15  # ladder steps a BP is worth: 6 BP divide an amoeba, about one step a scoring
DAMAGE_STEPS = 3.0  # ladder steps a dying amoeba costs (its scorings lost), counted by its share of the damage limit
SPREAD = 3.0  # ladder steps: a seat projected this far ahead of another is e times likelier to win


def projected(st: State, seat: int) -> float:
    """The seat's marker after the scorings ahead at its present rate, its BP and damage weighed in."""
    scorings = min(SCORINGS_AHEAD, 1 + len(st["deck"]["draw"]))
    living = [a for a in st["amoebas"][seat] if a is not None]
    rate = amoeba_advance(len(living)) + gene_advance(gene_card_count(st, seat))
    damage = sum(a["damage"] for a in living) / damage_limit(st, seat)
    return ladder_space(st, seat) + scorings * rate + BP_STEPS * st["biological_points"][seat] - DAMAGE_STEPS * damage


def glance(st: State) -> list[float]:
    """A softmax of the projected markers over the seats still playing (0 for a seat that resigned)."""
    seats = len(st["players"])
    active = seats_in_play(st)
    values = {seat: projected(st, seat) for seat in active}
    top = max(values.values())
    weights = {seat: math.exp((value - top) / SPREAD) for seat, value in values.items()}
    total = sum(weights.values())
    return [weights[seat] / total if seat in weights else 0.0 for seat in range(seats)]
