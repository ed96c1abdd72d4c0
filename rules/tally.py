"""A step a player answers a few pieces at a time (newborns placed hex by hex, armies territory by
territory): each answer's event says how many went to each place and how the step stands after it
("alice adds newborns: 2 on f12 (38 left)."), and two such events of one seat in a row read as one
(`Engine.joined`): every place named once, with all that went there, in the order first named, and
the sentence ending as the later one does."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from rules.base import JSON, Event

Counts = list[tuple[str, int]]  # (place, how many went there), in the order first named


class _Answer(NamedTuple):
    """What one such event says: its opening words (the player's name and the verb), its seat, its
    counts and how many were left after it."""

    opening: str
    seat: int
    counts: Counts
    left: int


@dataclass(frozen=True)
class Tally:
    """One kind of such event: its kind, where its data holds the counts, the words of one place
    ("2 on f12") and the sentence's end from how many are left (" (38 left)." or ".")."""

    kind: str
    key: str
    piece: Callable[[str, int], str]
    ending: Callable[[int], str]

    def event(self, opening: str, seat: int, counts: Counts, left: int) -> Event:
        """The event of one answer, `opening` its first words with the player's name ("alice adds newborns: ")."""
        return Event(self.kind, opening + self._rest(counts, left),
                     {"seat": seat, self.key: [[place, count] for place, count in counts], "left": left})

    def joined(self, earlier: Event, later: Event) -> Event | None:
        """The one event saying both, if both are this tally's, of the same seat and opening; else None.
        An event stored before its data held `left` is never joined."""
        first, second = self._read(earlier), self._read(later)
        if first is None or second is None or (first.opening, first.seat) != (second.opening, second.seat):
            return None
        return self.event(first.opening, first.seat, _merged(first.counts, second.counts), second.left)

    def _rest(self, counts: Counts, left: int) -> str:
        return ", ".join(self.piece(place, count) for place, count in counts) + self.ending(left)

    def _read(self, event: Event) -> _Answer | None:
        """The event's opening, seat, counts and what was left, if it is this tally's and its text
        is the one its data words (the opening is what comes before those words)."""
        seat, left, counts = event.data.get("seat"), event.data.get("left"), _counts(event.data.get(self.key))
        if event.kind != self.kind or type(seat) is not int or type(left) is not int or not counts:
            return None
        rest = self._rest(counts, left)
        if not event.text.endswith(rest):
            return None
        return _Answer(event.text[: len(event.text) - len(rest)], seat, counts, left)


def joined(tallies: Sequence[Tally], earlier: Event, later: Event) -> Event | None:
    """The one event saying both, by the first of `tallies` that joins them; None to keep both."""
    return next((event for tally in tallies if (event := tally.joined(earlier, later)) is not None), None)


def _counts(stored: JSON) -> Counts | None:
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


def _merged(earlier: Counts, later: Counts) -> Counts:
    merged: dict[str, int] = {}
    for place, count in (*earlier, *later):
        merged[place] = merged.get(place, 0) + count
    return list(merged.items())
