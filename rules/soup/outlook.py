"""What each Soup seat's position promises, read from what every seat can see: the handful of numbers
the standing weighs (rules/soup/standing.py) and bench/soup_standing_fit.py fits the weights of.

The ladder moves only at phase 6, so the numbers are mostly what the seat will score next and for how
many scorings more: its advance now (amoebas and gene cards), times the scorings the game has left;
what it holds for later (BP, amoebas that can eat where they stand, cubes of other colours under them);
and what threatens it (damage towards the limit, genes heavier than the ozone the cards still to come
bring on average: the pile's cards are known, only their order is not).
"""

from __future__ import annotations

import math

from rules.soup.data import CARDS, FINISH, amoeba_advance, gene_advance
from rules.soup.deaths import damage_limit
from rules.soup.feeding import meal_cube_counts
from rules.soup.scoring import gene_card_count
from rules.soup.state import (
    State,
    amoeba_count,
    colours_in_play,
    has_gene,
    ladder_space,
    living_amoebas,
    mutation_points,
    player_count,
    seats_in_play,
)

FEATURES = (
    "projected", "projected_per_scoring", "advance", "biological_points", "amoebas", "fed", "foreign_cubes", "damage",
    "ozone_excess",
)


def scorings_left(st: State) -> int:
    """The scorings still to come: one a round until the deck runs out, fewer when the leader, at the
    best advance any seat has now, reaches the finish first."""
    by_deck = 1 + len(st["deck"]["draw"])
    active = seats_in_play(st)
    top = max(ladder_space(st, s) for s in active) if active else 0
    fastest = max((advance(st, s) for s in active), default=0)
    if fastest <= 0:
        return by_deck
    return max(1, min(by_deck, math.ceil((FINISH - top) / fastest)))


def advance(st: State, seat: int) -> int:
    """The steps the seat's marker climbs at the next scoring if its tribe and genes stay as they are."""
    return amoeba_advance(amoeba_count(st, seat)) + gene_advance(gene_card_count(st, seat))


def features(st: State, seat: int, left: int) -> tuple[float, ...]:
    """The seat's numbers, in the order of FEATURES; `left` is `scorings_left(st)`."""
    living = [a for _n, a in living_amoebas(st, seat)]
    substitution, frugality = has_gene(st, seat, "substitution"), has_gene(st, seat, "frugality")
    vectors = meal_cube_counts(player_count(st), seat, substitution, frugality, False)
    colours = colours_in_play(st)
    fed = sum(1 for a in living if any(all(st["cubes"][a["space"]][c] >= meal[c] for c in colours) for meal in vectors))
    foreign = sum(st["cubes"][a["space"]][c] for a in living for c in colours if c != seat)
    pile = st["deck"]["draw"]
    ozone = sum(CARDS[c].ozone for c in pile) / len(pile) if pile else CARDS[st["card"]].ozone
    rate = advance(st, seat)
    projected = ladder_space(st, seat) + rate * left  # the marker at the end, if nothing changed
    return (
        float(projected),
        projected / left,  # the same, weighed more as fewer scorings are left to change it
        float(rate),
        float(st["biological_points"][seat]),
        float(len(living)),
        float(fed),
        float(foreign),
        sum(a["damage"] for a in living) / damage_limit(st, seat),
        max(0.0, mutation_points(st, seat) - ozone),
    )
