"""Placing armies: the extra armies of the setup (at most five more on any territory) and the two
new armies of every turn (only where no Apocalyte stands), typed or spread by `place auto`."""

from __future__ import annotations

from collections.abc import Callable

from messages import DEFAULT_LANGUAGE, reading
from rules.apocalyte.notation import Command
from rules.apocalyte.state import (
    MAX_EXTRA_PER_TERRITORY,
    State,
    apoc,
    held_by,
    own,
    supplies,
    touch,
    turn_of,
    who,
)
from rules.apocalyte.words import armies, place
from rules.apocalyte.world import NEIGHBOURS, ORDER
from rules.base import Event, IllegalAction
from rules.phrases import Phrase, joined

# armies placed a few territories at a time: the setup's extra armies (events of kind `place`), and each
# turn's new ones (`reinforce`)
Counts = list[tuple[str, int]]  # (territory, armies placed there), in the order first named


def placed_event(kind: str, seat: int, name: str, counts: Counts, left: int) -> Event:
    """The log's line of armies placed ("ann places Alaska +2, Peru +1 (3 armies left to place).")."""
    each = joined(*(Phrase.of("apocalyte-placed-on", place=place(code), count=count) for code, count in counts),
                  between=", ")
    said = (Phrase.of("apocalyte-places", name=name, placed=each, left=armies(left)) if kind == "place"
            else Phrase.of("apocalyte-places-new", name=name, placed=each))
    return Event(kind, said,
                 {"seat": seat, "placed": [[code, count] for code, count in counts], "left": left})


def joined_placements(earlier: Event, later: Event) -> Event | None:
    """Two placements of one seat in a row, as one line naming every territory once (a board post
    joins them, the log keeps both); None when they are not."""
    first, second = _placing(earlier), _placing(later)
    if first is None or second is None or earlier.kind != later.kind or first[:2] != second[:2]:
        return None
    merged: dict[str, int] = {}
    for code, count in (*first[2], *second[2]):
        merged[code] = merged.get(code, 0) + count
    return placed_event(earlier.kind, first[0], first[1], list(merged.items()), second[3])


def _placing(event: Event) -> tuple[int, str, Counts, int] | None:
    """A placement's seat, player's name, counts and armies left, if the event is one `placed_event` made:
    a phrase, or the English words alone of one stored before phrases (its counts perhaps a
    {territory: count} dict then)."""
    said, data = event.words, event.data
    seat, left, placed = data.get("seat"), data.get("left"), data.get("placed")
    pairs = list(placed.items()) if isinstance(placed, dict) else placed
    if event.kind not in ("place", "reinforce") or type(seat) is not int or type(left) is not int \
            or not isinstance(pairs, list):
        return None
    counts = [(pair[0], pair[1]) for pair in pairs if isinstance(pair, list | tuple) and len(pair) == 2
              and isinstance(pair[0], str) and type(pair[1]) is int]
    if len(counts) != len(pairs):
        return None
    if isinstance(said, Phrase):
        name = dict(said.args).get("name")
        return (seat, name, counts, left) if isinstance(name, str) else None
    if not isinstance(said, str):
        return None
    name = said.split(" places ")[0]
    with reading(DEFAULT_LANGUAGE):
        same = placed_event(event.kind, seat, name, counts, left).text == said
    return (seat, name, counts, left) if same else None


# why the seat may not place a count of armies on a territory now, or None when it may
Refusal = Callable[[State, int, str, int], Phrase | None]


def setup_room(st: State, seat: int) -> dict[str, int]:
    """The seat's territories that can still take extra armies, with how many more each takes."""
    room = {c: MAX_EXTRA_PER_TERRITORY - st["extra"].get(c, 0) for c in held_by(st, seat)}
    return {c: n for c, n in room.items() if n > 0}


def extra_refusal(st: State, seat: int, code: str, count: int) -> str | None:
    """`extra_why` in the reader's language."""
    why = extra_why(st, seat, code, count)
    return None if why is None else str(why)


def new_army_refusal(st: State, seat: int, code: str, count: int) -> str | None:
    """`new_army_why` in the reader's language."""
    why = new_army_why(st, seat, code, count)
    return None if why is None else str(why)


def extra_why(st: State, seat: int, code: str, count: int) -> Phrase | None:
    """Why the seat may not place `count` extra armies on `code` at setup, or None when it may: the
    one check behind the placing buttons and the refusal of a typed placement."""
    if own(st, code, seat) == 0:
        return Phrase.of("apocalyte-refusal-not-yours", place=place(code))
    left = st["placing"][seat]
    if count > left:
        return Phrase.of("apocalyte-refusal-left-to-place", armies=armies(left))
    room = MAX_EXTRA_PER_TERRITORY - st["extra"].get(code, 0)
    if count > room:
        return Phrase.of("apocalyte-refusal-room", place=place(code), armies=armies(room), most=MAX_EXTRA_PER_TERRITORY)
    return None


def _barred(st: State, seat: int, code: str) -> Phrase | None:
    """Why the seat's new armies cannot go to `code` at all, or None when they can."""
    if own(st, code, seat) == 0 or apoc(st, code):
        return Phrase.of("apocalyte-refusal-barred" if own(st, code, seat) else "apocalyte-refusal-barred-not-held",
                         place=place(code))
    return None


def new_army_targets(st: State, seat: int) -> list[str]:
    """Where the seat's new armies may go: its territories free of Apocalytes."""
    return [c for c in held_by(st, seat) if _barred(st, seat, c) is None]


def new_army_why(st: State, seat: int, code: str, count: int) -> Phrase | None:
    """Why the seat may not place `count` of its turn's new armies on `code`, or None when it may: the
    one check behind the buttons and the refusal of a typed placement."""
    left = turn_of(st)["left"]
    return _barred(st, seat, code) or (Phrase.of("apocalyte-refusal-left-to-place", armies=armies(left))
                                       if count > left else None)


def spread(st: State, seat: int, count: int, room: dict[str, int]) -> dict[str, int]:
    """Where `place auto` puts `count` armies: one at a time where they are needed most, weighing
    supplies to guard and Apocalytes next door against the armies already there."""
    placed: dict[str, int] = {}
    # what each territory weighs and holds does not change while the armies are spread: worked out once
    weight = {code: 1 + 2 * supplies(st, code) + sum(apoc(st, n) for n in NEIGHBOURS[code]) for code in room}
    held = {code: own(st, code, seat) + 1 for code in room}

    def need(code: str) -> tuple[float, int]:
        return weight[code] / (held[code] + placed.get(code, 0)), -ORDER[code]

    for _ in range(count):
        open_ = [c for c, n in room.items() if n > placed.get(c, 0)]
        if not open_:
            break
        best = max(open_, key=need)
        placed[best] = placed.get(best, 0) + 1
    return dict(sorted(placed.items(), key=lambda item: ORDER[item[0]]))


def _put(st: State, seat: int, placed: dict[str, int]) -> None:
    for code, count in placed.items():
        st["armies"][code][seat] += count
    touch(st, *placed)


def _checked(st: State, seat: int, cmd: Command, refusal: Refusal) -> dict[str, int]:
    """A typed placement (`place 3 ural`) as the armies it puts where, once the placing's check allows it."""
    code, count = cmd.codes[0], cmd.count or 1
    why = refusal(st, seat, code, count)
    if why is not None:
        raise IllegalAction(str(why))
    return {code: count}


def place_extra(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """Setup: `place 3 ural` or `place auto` for the seat's extra armies."""
    if cmd.word == "auto":
        placed = spread(st, seat, st["placing"][seat], setup_room(st, seat))
    else:
        placed = _checked(st, seat, cmd, extra_why)
    for code, count in placed.items():
        st["extra"][code] = st["extra"].get(code, 0) + count
    st["placing"][seat] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(placed_event("place", seat, who(st, seat), list(placed.items()), st["placing"][seat]))


def place_new(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """A turn's new armies: `place 2 ural` or `place auto`."""
    turn = turn_of(st)
    if cmd.word == "auto":
        placed = spread(st, seat, turn["left"], {c: turn["left"] for c in new_army_targets(st, seat)})
    else:
        placed = _checked(st, seat, cmd, new_army_why)
    turn["left"] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(placed_event("reinforce", seat, who(st, seat), list(placed.items()), turn["left"]))
