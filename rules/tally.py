"""A step a player answers a few pieces at a time (newborns placed hex by hex, founders, losses,
relocations, migrations): each answer's event a phrase naming how many went to each place and how the
step stands after it ("alice adds newborns: 2 on f12 (38 left)."), and two such events of one seat in a
row read as one (`Engine.joined`): every place named once, with all that went there, in the order first
named, and the sentence ending as the later one does. The events keep phrases (rules/phrases.py), so the
joined line reads in each reader's language; the event's data holds the counts as [place, count] pairs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules.base import JSON, Event
from rules.phrases import Joined, Phrase, joined

Counts = list[tuple[str, int]]  # (place, how many went there), in the order first named


@dataclass(frozen=True)
class Tally:
    """One kind of such event: its kind, where its data holds the counts, the whole sentence from the
    player's name, the places and how many are left, and how one place reads ("2 on f12")."""

    kind: str
    key: str
    sentence: Callable[[str, Joined, int], Phrase]
    piece: Callable[[str, int], Phrase]

    def event(self, name: str, seat: int, counts: Counts, left: int) -> Event:
        places = joined(*(self.piece(place, count) for place, count in counts), between=", ")
        return Event(self.kind, self.sentence(name, places, left),
                     {"seat": seat, self.key: [[place, count] for place, count in counts], "left": left})

    def joined(self, earlier: Event, later: Event) -> Event | None:
        """The one event saying both, if both are this tally's, of the same seat and player; else None."""
        first, second = self._read(earlier), self._read(later)
        if first is None or second is None or first[:2] != second[:2]:
            return None
        return self.event(first[0], first[1], merged(first[2], second[2]), second[3])

    def _read(self, event: Event) -> tuple[str, int, Counts, int] | None:
        """The event's player's name, seat, counts and what was left, if it is this tally's."""
        words, data = event.words, event.data
        seat, left, counts = data.get("seat"), data.get("left"), counts_in(data.get(self.key))
        if (event.kind != self.kind or not isinstance(words, Phrase) or words.id != self.sentence("", joined(), 0).id
                or type(seat) is not int or type(left) is not int or not counts):
            return None
        name = dict(words.args).get("name")
        return None if not isinstance(name, str) else (name, seat, counts, left)


def joined_event(tallies: Sequence[Tally], earlier: Event, later: Event) -> Event | None:
    """The one event saying both, by the first of `tallies` that joins them; None to keep both."""
    return next((event for tally in tallies if (event := tally.joined(earlier, later)) is not None), None)


def counts_in(stored: JSON) -> Counts | None:
    """Counts as an event's data holds them: [place, count] pairs, or a {place: count} dict (Apocalyte's
    placements before they were tallies); None if they are neither."""
    pairs = list(stored.items()) if isinstance(stored, dict) else stored
    if not isinstance(pairs, list):
        return None
    counts: Counts = []
    for pair in pairs:
        if not isinstance(pair, list | tuple) or len(pair) != 2:
            return None
        place, count = pair
        if not isinstance(place, str) or type(count) is not int:
            return None
        counts.append((place, count))
    return counts


def merged(earlier: Counts, later: Counts) -> Counts:
    """Both answers' counts, every place once with all that went there, in the order first named."""
    merged: dict[str, int] = {}
    for place, count in (*earlier, *later):
        merged[place] = merged.get(place, 0) + count
    return list(merged.items())
