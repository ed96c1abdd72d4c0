"""How amoebas die: the remains they leave behind, and phase 5's natural deaths at the damage limit."""

from __future__ import annotations

from rules.base import Event
from rules.soup.state import State, _aname, _colours, _cubes_text, _desc, _has, _living, _place_cubes, _touch


def _death_limit(st: State, seat: int) -> int:
    return 3 if _has(st, seat, "life-expectancy") else 2


def _place_each(st: State, sq: str, count: int, ev: list[Event], why: str) -> list[int]:
    placed = [0, 0, 0, 0]
    for colour in _colours(st):
        placed[colour] = _place_cubes(st, sq, colour, count, ev, why)
    return placed


def _remove_amoeba(st: State, seat: int, num: int, per_colour: int, ev: list[Event], text: str) -> None:
    a = st["amoebas"][seat][num - 1]
    sq = a["sq"]
    st["amoebas"][seat][num - 1] = None
    _touch(st, sq)
    placed = _place_each(st, sq, per_colour, ev, "the remains") if per_colour else [0, 0, 0, 0]
    ev.append(
        Event(
            "death",
            f"{text} Left behind on {sq}: {_cubes_text(placed)}.",
            {"seat": seat, "amoeba": num, "sq": sq, "cubes": placed},
        )
    )


def _natural_deaths(st: State, ev: list[Event]) -> None:
    """Phase 5: every amoeba at its damage limit dies and becomes two cubes of each colour."""
    for seat in _desc(st):
        limit = _death_limit(st, seat)
        for num, a in _living(st, seat):
            if a["dp"] >= limit:
                _remove_amoeba(
                    st, seat, num, 2, ev, f"{_aname(st, seat, num)} dies a natural death on {a['sq']} ({a['dp']} DP)."
                )
