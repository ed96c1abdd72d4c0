"""Placing armies: the extra armies of the setup (at most five more on any territory) and the two
new armies of every turn (only where no Apocalyte stands), typed or spread by `place auto`."""

from __future__ import annotations

from collections.abc import Callable

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
from rules.phrases import Phrase
from rules.tally import Tally, joined_event


def _placed_on(code: str, count: int) -> Phrase:
    return Phrase.of("apocalyte-placed-on", place=place(code), count=count)


# Armies placed a few territories at a time ("ann places Alaska +2, Peru +1 (3 armies left to place)."):
# the setup's extra armies, and each turn's new ones; two answers of one seat in a row read as one line.
EXTRA_ARMIES = Tally("place", "placed", lambda name, placed, left: Phrase.of(
    "apocalyte-places", name=name, placed=placed, left=armies(left)), _placed_on)
NEW_ARMIES = Tally("reinforce", "placed", lambda name, placed, _left: Phrase.of(
    "apocalyte-places-new", name=name, placed=placed), _placed_on)


def joined_placements(earlier: Event, later: Event) -> Event | None:
    """Two placements of one seat in a row, as one line naming every territory once (a board post
    joins them, the log keeps both); None when they are not."""
    return joined_event((EXTRA_ARMIES, NEW_ARMIES), earlier, later)


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
    ev.append(EXTRA_ARMIES.event(who(st, seat), seat, list(placed.items()), st["placing"][seat]))


def place_new(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """A turn's new armies: `place 2 ural` or `place auto`."""
    turn = turn_of(st)
    if cmd.word == "auto":
        placed = spread(st, seat, turn["left"], {c: turn["left"] for c in new_army_targets(st, seat)})
    else:
        placed = _checked(st, seat, cmd, new_army_why)
    turn["left"] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(NEW_ARMIES.event(who(st, seat), seat, list(placed.items()), turn["left"]))
