"""Fights: an attack, each roll that strips an allelomorph from one side, and the end of the
fight by a death or the attacker's retreat."""

from __future__ import annotations

from rules.animacule.allelomorphs import drop_food, kill, leave_remains
from rules.animacule.flow import advance, check_extinctions
from rules.animacule.state import (
    BOARD,
    MAX_SLOTS,
    Animacule,
    AnimaculeState,
    animacule_name,
    fighters,
    occupancy,
)
from rules.base import Event
from rules.grid import Direction, step


def start_fight(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    target = step(a.square, direction)
    defender = occupancy(state)[target]
    state.highlight = [a.square, target]
    events.append(
        Event(
            "attack",
            f"{animacule_name(state, a)} on {BOARD.name(a.square)} attacks {animacule_name(state, defender)} "
            f"on {BOARD.name(target)}.",
            {
                "seat": seat,
                "animacule": a.number,
                "defender_seat": defender.seat,
                "defender": defender.number,
                "from": BOARD.name(a.square),
                "to": BOARD.name(target),
            },
        )
    )
    state.pending = {
        "kind": "fight",
        "seat": seat,
        "attacker": a.number,
        "defender_seat": defender.seat,
        "defender": defender.number,
        "rolls": [],
    }
    _fight_roll(state, events)


def fight_on(state: AnimaculeState, seat: int, events: list[Event]) -> None:
    events.append(Event("continue", f"{state.players[seat]} fights on.", {"seat": seat}))
    _fight_roll(state, events)


def retreat(state: AnimaculeState, events: list[Event]) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "fight"
    attacker, _ = fighters(state)
    name = animacule_name(state, attacker) if attacker else f"{state.players[pending['seat']]}'s animacule"
    events.append(Event("retreat", f"{name} retreats; the turn ends.", {"seat": pending["seat"]}))
    advance(state, events)


def _fight_roll(state: AnimaculeState, events: list[Event]) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "fight"
    attacker, defender = fighters(state)
    assert attacker is not None and defender is not None
    roll = state.rng.die()
    pending["rolls"].append(roll)
    loser = defender if roll % 2 else attacker
    position = len(loser.slots)
    colour = loser.slots.pop()
    parity = "odd" if roll % 2 else "even"
    events.append(
        Event(
            "fight_roll",
            f"Fight roll {roll} ({parity}): {animacule_name(state, loser)} loses its {colour} allelomorph "
            f"from position {position}.",
            {"roll": roll, "seat": loser.seat, "animacule": loser.number, "colour": colour},
        )
    )
    if loser.slots:
        state.out_of_play[colour] += 1
        events.append(
            Event(
                "fight_prompt",
                f"{state.players[attacker.seat]} may continue the fight or retreat "
                f"({len(attacker.slots)} v {len(defender.slots)}).",
                {"attacker": len(attacker.slots), "defender": len(defender.slots)},
            )
        )
        return
    if loser is defender:
        start = attacker.square
        kill(state, defender, events, "killed in the fight")
        attacker.square = defender.square
        state.highlight = [start, attacker.square]
        text = f"{animacule_name(state, attacker)} moves into {BOARD.name(attacker.square)}"
        if len(attacker.slots) < MAX_SLOTS:
            attacker.slots.append(colour)
            text += f" and takes the {colour} allelomorph as spoils (position {len(attacker.slots)})."
        else:
            food = drop_food(state, attacker.square, colour)
            text += (
                f"; it is full, so the {colour} spoils "
                + ("stay on the square as food." if food else "go out of play (the square holds food).")
            )
        events.append(
            Event(
                "victory",
                text,
                {"seat": attacker.seat, "animacule": attacker.number, "square": BOARD.name(attacker.square),
                 "colour": colour},
            )
        )
    else:
        kill(state, attacker, events, "killed attacking")
        leave_remains(state, attacker.square, colour, events)
    state.pending = None
    check_extinctions(state, events)
    advance(state, events)
