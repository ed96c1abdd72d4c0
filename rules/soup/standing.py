"""How well each Soup seat stands, from what everyone sees: each seat's chance to win as a conditional
logit (a softmax over the seats) of the public numbers rules/soup/outlook.py reads, with weights fitted
to who won heuristic self-play (`python -m bench.soup_standing_fit`; the fit's figures are in
docs/rules/soup.md).

The ladder alone barely moves between two scorings, so a search whose look-ahead stops mid-round
would see every move as equal; the numbers say what a seat scores next and how many scorings are left
to change it, and what it holds for later (BP, amoebas that can eat where they are, damage, genes
heavier than the ozone to come).
"""

from __future__ import annotations

import math

from rules.soup.outlook import FEATURES, features, scorings_left
from rules.soup.state import State, seats_in_play

# Fitted by `python -m bench.soup_standing_fit` (600 games from seed 100000).
WEIGHTS = {
    "projected": -0.185,
    "projected_per_scoring": 1.1882,
    "advance": 0.6959,
    "biological_points": 0.1203,
    "amoebas": -0.6938,
    "fed": 0.0224,
    "foreign_cubes": 0.0029,
    "damage": -0.5389,
    "ozone_excess": -0.2917,
}
_ORDERED = tuple(WEIGHTS[name] for name in FEATURES)


def score(st: State, seat: int, left: int) -> float:
    """The seat's weighted sum: its chance to win grows as e to this power."""
    return sum(w * x for w, x in zip(_ORDERED, features(st, seat, left), strict=True))


def standing(st: State) -> list[float]:
    """A softmax of the seats' scores over the seats still playing (0 for a seat that resigned)."""
    seats = len(st["players"])
    active = seats_in_play(st)
    left = scorings_left(st)
    values = {seat: score(st, seat, left) for seat in active}
    top = max(values.values())
    weights = {seat: math.exp(value - top) for seat, value in values.items()}
    total = sum(weights.values())
    return [weights[seat] / total if seat in weights else 0.0 for seat in range(seats)]
