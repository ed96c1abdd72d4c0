"""Placing armies: the extra armies of the setup (at most five more on any territory) and the two
new armies of every turn (only where no Apocalyte stands), typed or spread by `place auto`."""

from __future__ import annotations

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


def setup_room(st: State, seat: int) -> dict[str, int]:
    """The seat's territories that can still take extra armies, with how many more each takes."""
    room = {c: MAX_EXTRA_PER_TERRITORY - st["extra"].get(c, 0) for c in held_by(st, seat)}
    return {c: n for c, n in room.items() if n > 0}


def new_army_targets(st: State, seat: int) -> list[str]:
    """Where the seat's new armies may go: its territories free of Apocalytes."""
    return [c for c in held_by(st, seat) if apoc(st, c) == 0]


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


def place_extra(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """Setup: `place 3 ural` or `place auto` for the seat's extra armies."""
    left = st["placing"][seat]
    room = setup_room(st, seat)
    if cmd.word == "auto":
        placed = spread(st, seat, left, room)
    else:
        code, count = cmd.codes[0], cmd.count or 1
        if own(st, code, seat) == 0:
            raise IllegalAction(f"{name(code)} is not yours: place extra armies on your own territories.")
        if count > left:
            raise IllegalAction(f"You have {army_text(left)} left to place.")
        if count > room.get(code, 0):
            raise IllegalAction(f"{name(code)} can take {army_text(room.get(code, 0))} more: at most "
                                f"{MAX_EXTRA_PER_TERRITORY} extra on any territory.")
        placed = {code: count}
    for code, count in placed.items():
        st["extra"][code] = st["extra"].get(code, 0) + count
    st["placing"][seat] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(PLACEMENT.event(f"{who(st, seat)} places ", seat, list(placed.items()), st["placing"][seat]))


def place_new(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    """A turn's new armies: `place 2 ural` or `place auto`."""
    turn = turn_of(st)
    targets = new_army_targets(st, seat)
    if cmd.word == "auto":
        placed = spread(st, seat, turn["left"], {c: turn["left"] for c in targets})
    else:
        code, count = cmd.codes[0], cmd.count or 1
        if code not in targets:
            why = "the Apocalytes are there" if own(st, code, seat) else "you have no armies there"
            raise IllegalAction(f"New armies cannot go to {name(code)}: {why}. They go to your territories "
                                "free of Apocalytes.")
        if count > turn["left"]:
            raise IllegalAction(f"You have {army_text(turn['left'])} left to place.")
        placed = {code: count}
    turn["left"] -= sum(placed.values())
    _put(st, seat, placed)
    ev.append(REINFORCEMENT.event(f"{who(st, seat)} places new armies: ", seat, list(placed.items()), turn["left"]))
