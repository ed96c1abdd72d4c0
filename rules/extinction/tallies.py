"""Steps answered a few hexes at a time (founders, newborns, losses, relocations, migrations), each
answer's event a phrase naming how many went to each place and how the step stands after it
("alice adds newborns: 2 on f12 (38 left)."), and two such events of one seat in a row joined into
one (`Engine.joined`), every place named once: rules/tally.py's joining, for events kept as phrases
and worded in the reader's language. The event's data holds the counts as rules/tally.py's do."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.base import Event
from rules.phrases import Joined, Phrase, joined

# rules/tally.py's reading and merging of the counts, private there (a shared file this game does not change)
from rules.tally import Counts
from rules.tally import _counts as counts_of
from rules.tally import _merged as merged


@dataclass(frozen=True)
class PhraseTally:
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
        seat, left, counts = data.get("seat"), data.get("left"), counts_of(data.get(self.key))
        if (event.kind != self.kind or not isinstance(words, Phrase) or words.id != self.sentence("", joined(), 0).id
                or type(seat) is not int or type(left) is not int or not counts):
            return None
        name = dict(words.args).get("name")
        return None if not isinstance(name, str) else (name, seat, counts, left)


def joined_event(tallies: tuple[PhraseTally, ...], earlier: Event, later: Event) -> Event | None:
    """The one event saying both, by the first of `tallies` that joins them; None to keep both."""
    return next((event for tally in tallies if (event := tally.joined(earlier, later)) is not None), None)


def on_hex(hex_name: str, count: int) -> Phrase:
    return Phrase.of("extinction-count-on", count=count, hex=hex_name)
