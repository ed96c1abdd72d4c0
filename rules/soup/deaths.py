"""How amoebas die: the remains they leave behind, and phase 5's natural deaths at the damage limit."""

from __future__ import annotations

from rules.base import Event
from rules.phrases import Phrase
from rules.soup.state import (
    State,
    amoeba,
    amoeba_name,
    colours_in_play,
    cubes_text,
    has_gene,
    highlight_spaces,
    living_amoebas,
    place_cubes_from_supply,
    seats_highest_on_ladder_first,
)


def damage_limit(st: State, seat: int) -> int:
    return 3 if has_gene(st, seat, "life-expectancy") else 2


def _place_each_colour(st: State, sq: str, count: int, ev: list[Event], why: str) -> list[int]:
    placed = [0, 0, 0, 0]
    for colour in colours_in_play(st):
        placed[colour] = place_cubes_from_supply(st, sq, colour, count, ev, why)
    return placed


def remove_amoeba(st: State, seat: int, num: int, per_colour: int, ev: list[Event], death: Phrase) -> None:
    """The amoeba leaves the board, its death (`death`) logged with the remains it leaves."""
    a = amoeba(st, seat, num)
    sq = a["space"]
    st["amoebas"][seat][num - 1] = None
    highlight_spaces(st, sq)
    placed = _place_each_colour(st, sq, per_colour, ev, "remains") if per_colour else [0, 0, 0, 0]
    ev.append(
        Event(
            "death",
            Phrase.of("soup-death", death=death, square=sq, cubes=cubes_text(placed)),
            {"seat": seat, "amoeba": num, "sq": sq, "cubes": placed},
        )
    )


def natural_deaths(st: State, ev: list[Event]) -> None:
    """Phase 5: every amoeba at its damage limit dies and becomes two cubes of each colour."""
    for seat in seats_highest_on_ladder_first(st):
        limit = damage_limit(st, seat)
        for num, a in living_amoebas(st, seat):
            if a["damage"] >= limit:
                remove_amoeba(
                    st,
                    seat,
                    num,
                    2,
                    ev,
                    Phrase.of("soup-natural-death", amoeba=amoeba_name(st, seat, num, first=True), square=a["space"],
                              damage=a["damage"]),
                )
