"""Deaths: individuals removed by a change, a barrier, a rival; a species with none left is extinct."""

from __future__ import annotations

from rules.base import Event
from rules.extinction.state import State, alive, name_of, population

CAUSES = {
    "famine": "famine", "pestilence": "pestilence", "drought": "drought", "cold-wave": "a cold wave",
    "fire": "fire", "water-pollution": "water pollution", "air-pollution": "air pollution",
    "clearing": "man-made clearing", "compete": "competition", "prey": "predation",
}


def record_extinctions(st: State, cause: str, ev: list[Event]) -> None:
    """Mark every species left with no individual as extinct, by `cause` (a key of CAUSES)."""
    for seat in alive(st):
        if population(st, seat) == 0:
            st["extinct"][seat] = True
            st["cause"][seat] = cause
            st["fell"][seat] = st["moves"]
            ev.append(Event("extinct", f"💀 {name_of(st, seat)}'s species is extinct, killed off by {CAUSES[cause]}. "
                                       f"{name_of(st, seat)} stays at the table as a spectator.",
                            {"seat": seat, "cause": cause}))
