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
    fighters,
    occupancy,
)
from rules.animacule.words import named
from rules.base import Event
from rules.grid import Direction, step
from rules.phrases import Phrase


def start_fight(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    target = step(a.square, direction)
    defender = occupancy(state)[target]
    state.highlight = [a.square, target]
    events.append(
        Event(
            "attack",
            Phrase.of("animacule-attacks", player=state.players[a.seat], number=a.number, square=BOARD.name(a.square),
                      defender=named(state, defender), target=BOARD.name(target)),
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
    events.append(Event("continue", Phrase.of("animacule-fights-on", name=state.players[seat]), {"seat": seat}))
    _fight_roll(state, events)


def retreat(state: AnimaculeState, events: list[Event]) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "fight"
    attacker, _ = fighters(state)
    owner = state.players[pending["seat"]]
    name = named(state, attacker) if attacker else Phrase.of("animacule-someones", player=owner)
    events.append(Event("retreat", Phrase.of("animacule-retreats", animacule=name), {"seat": pending["seat"]}))
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
    events.append(
        Event(
            "fight_roll",
            Phrase.of("animacule-fight-roll-odd" if roll % 2 else "animacule-fight-roll-even", roll=roll,
                      player=state.players[loser.seat], number=loser.number, colour=colour, position=position),
            {"roll": roll, "seat": loser.seat, "animacule": loser.number, "colour": colour},
        )
    )
    if loser.slots:
        state.out_of_play[colour] += 1
        events.append(
            Event(
                "fight_prompt",
                Phrase.of("animacule-may-continue", name=state.players[attacker.seat], attacker=len(attacker.slots),
                          defender=len(defender.slots)),
                {"attacker": len(attacker.slots), "defender": len(defender.slots)},
            )
        )
        return
    if loser is defender:
        start = attacker.square
        kill(state, defender, events, Phrase.of("animacule-killed-fighting"))
        attacker.square = defender.square
        state.highlight = [start, attacker.square]
        player, number, square = state.players[attacker.seat], attacker.number, BOARD.name(attacker.square)
        if len(attacker.slots) < MAX_SLOTS:
            attacker.slots.append(colour)
            text = Phrase.of("animacule-victory-spoils", player=player, number=number, square=square, colour=colour,
                             position=len(attacker.slots))
        else:
            food = drop_food(state, attacker.square, colour)
            text = Phrase.of("animacule-victory-spoils-food" if food else "animacule-victory-spoils-out",
                             player=player, number=number, square=square, colour=colour)
        events.append(
            Event(
                "victory",
                text,
                {"seat": attacker.seat, "animacule": attacker.number, "square": BOARD.name(attacker.square),
                 "colour": colour},
            )
        )
    else:
        kill(state, attacker, events, Phrase.of("animacule-killed-attacking"))
        leave_remains(state, attacker.square, colour, events)
    state.pending = None
    check_extinctions(state, events)
    advance(state, events)
