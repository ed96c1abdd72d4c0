"""Deaths: individuals removed by a change, a barrier, a rival; a species with none left is extinct."""

from __future__ import annotations

from rules.base import Event
from rules.extinction.state import State, alive, name_of, population
from rules.extinction.vocabulary import cause_words
from rules.phrases import Phrase

# every cause by its key, in English words for the balance report (players read extinction-cause)
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
            ev.append(Event("extinct",
                            Phrase.of("extinction-extinct", name=name_of(st, seat), cause=cause_words(cause)),
                            {"seat": seat, "cause": cause}))
