"""Placing armies: the extra armies of the setup (at most five more on any territory) and the two
new armies of every turn (only where no Apocalyte stands), typed or spread by `place auto`."""

from __future__ import annotations

from collections.abc import Callable

from rules.apocalyte.notation import Command
from rules.apocalyte.state import (
    MAX_EXTRA_PER_TERRITORY,
    State,
    apoc,
    army_text,
    held_by,
    own,
    supplies,
    touch,
    turn_of,
    who,
)
from rules.apocalyte.world import NEIGHBOURS, ORDER, name
from rules.base import Event, IllegalAction
from rules.tally import Tally


def _armies_on(code: str, count: int) -> str:
    return f"{name(code)} +{count}"


# armies placed a few territories at a time: the setup's extra armies, and each turn's new ones
PLACEMENT = Tally("place", "placed", _armies_on, lambda left: f" ({army_text(left)} left to place).")
REINFORCEMENT = Tally("reinforce", "placed", _armies_on, lambda left: ".")


# why the seat may not place a count of armies on a territory now, or None when it may
Refusal = Callable[[State, int, str, int], str | None]


def setup_room(st: State, seat: int) -> dict[str, int]:
    """The seat's territories that can still take extra armies, with how many more each takes."""
    room = {c: MAX_EXTRA_PER_TERRITORY - st["extra"].get(c, 0) for c in held_by(st, seat)}
    return {c: n for c, n in room.items() if n > 0}


def extra_refusal(st: State, seat: int, code: str, count: int) -> str | None:
    """Why the seat may not place `count` extra armies on `code` at setup, or None when it may: the
    one check behind the placing buttons and the refusal of a typed placement."""
    if own(st, code, seat) == 0:
        return f"{name(code)} is not yours: place extra armies on your own territories."
    left = st["placing"][seat]
    if count > left:
        return f"You have {army_text(left)} left to place."
    room = MAX_EXTRA_PER_TERRITORY - st["extra"].get(code, 0)
    if count > room:
        return (f"{name(code)} can take {army_text(room)} more: at most {MAX_EXTRA_PER_TERRITORY} extra on any "
                "territory.")
    return None


def _barred(st: State, seat: int, code: str) -> str | None:
    """Why the seat's new armies cannot go to `code` at all, or None when they can."""
    if own(st, code, seat) == 0 or apoc(st, code):
        why = "the Apocalytes are there" if own(st, code, seat) else "you have no armies there"
        return f"New armies cannot go to {name(code)}: {why}. They go to your territories free of Apocalytes."
    return None


def new_army_targets(st: State, seat: int) -> list[str]:
    """Where the seat's new armies may go: its territories free of Apocalytes."""
    return [c for c in held_by(st, seat) if _barred(st, seat, c) is None]


def new_army_refusal(st: State, seat: int, code: str, count: int) -> str | None:
    """Why the seat may not place `count` of its turn's new armies on `code`, or None when it may: the
    one check behind the buttons and the refusal of a typed placement."""
    left = turn_of(st)["left"]
    return _barred(st, seat, code) or (f"You have {army_text(left)} left to place." if count > left else None)


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
        raise IllegalAction(why)
    return {code: count}


def place_extra(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """Setup: `place 3 ural` or `place auto` for the seat's extra armies."""
    if cmd.word == "auto":
        placed = spread(st, seat, st["placing"][seat], setup_room(st, seat))
    else:
        placed = _checked(st, seat, cmd, extra_refusal)
    for code, count in placed.items():
        st["extra"][code] = st["extra"].get(code, 0) + count
    st["placing"][seat] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(PLACEMENT.event(f"{who(st, seat)} places ", seat, list(placed.items()), st["placing"][seat]))


def place_new(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """A turn's new armies: `place 2 ural` or `place auto`."""
    turn = turn_of(st)
    if cmd.word == "auto":
        placed = spread(st, seat, turn["left"], {c: turn["left"] for c in new_army_targets(st, seat)})
    else:
        placed = _checked(st, seat, cmd, new_army_refusal)
    turn["left"] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(REINFORCEMENT.event(f"{who(st, seat)} places new armies: ", seat, list(placed.items()), turn["left"]))
