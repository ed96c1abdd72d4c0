"""The move action: stepping onto a square, eating the food there, or rolling the calamity a
bare square brings."""

from __future__ import annotations

from rules.animacule.allelomorphs import ingest, kill, leave_remains
from rules.animacule.flow import advance, check_extinctions
from rules.animacule.state import (
    BOARD,
    MAX_SLOTS,
    Animacule,
    AnimaculeState,
    seats_from,
)
from rules.animacule.words import colours, named, towards
from rules.base import Event
from rules.grid import Direction, step
from rules.phrases import Phrase

CALAMITIES = {1: "nothing", 2: "Sunburst", 3: "Pestilence", 4: "Death", 5: "Famine", 6: "nothing"}
COLOUR_ROLLS = {2: "red", 3: "green", 4: "yellow", 5: "blue"}


def move(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    start = a.square
    a.square = step(start, direction)
    state.highlight = [start, a.square]
    events.append(
        Event(
            "move",
            Phrase.of("animacule-moves", player=state.players[seat], number=a.number, direction=towards(direction),
                      start=BOARD.name(start), end=BOARD.name(a.square)),
            {"seat": seat, "animacule": a.number, "from": BOARD.name(start), "to": BOARD.name(a.square)},
        )
    )
    if a.square in state.food:
        if len(a.slots) < MAX_SLOTS:
            ingest(state, a, events)
        else:
            events.append(
                Event(
                    "full",
                    Phrase.of("animacule-full-food-stays", player=state.players[seat], number=a.number,
                              colour=state.food[a.square], square=BOARD.name(a.square)),
                    {"seat": seat, "animacule": a.number, "square": BOARD.name(a.square)},
                )
            )
    else:
        _calamity(state, a, events)
    check_extinctions(state, events)
    advance(state, events)


def _roll_colour(state: AnimaculeState, events: list[Event]) -> str:
    while True:
        roll = state.rng.die()
        colour = COLOUR_ROLLS.get(roll)
        if colour is None:
            again = Phrase.of("animacule-colour-roll-again", roll=roll)
            events.append(Event("roll", again, {"roll": roll, "purpose": "colour"}))
            continue
        events.append(
            Event("roll", Phrase.of("animacule-colour-roll", roll=roll, colour=Phrase.of("colour-name", colour=colour)),
                  {"roll": roll, "purpose": "colour", "colour": colour})
        )
        return colour


def _in_turn_order(state: AnimaculeState) -> list[Animacule]:
    """Animacules in turn order starting with the player whose turn it is, then by number."""
    rank = {seat: index for index, seat in enumerate(seats_from(state, state.turn))}
    return sorted(state.animacules, key=lambda a: (rank[a.seat], a.number))


def _calamity(state: AnimaculeState, mover: Animacule, events: list[Event]) -> None:
    roll = state.rng.die()
    kind = CALAMITIES[roll]
    calamity = Phrase.of("animacule-calamity", calamity=kind)
    square = BOARD.name(mover.square)
    if kind == "nothing":
        events.append(
            Event(
                "calamity",
                Phrase.of("animacule-calamity-nothing", square=square, roll=roll),
                {"roll": roll, "calamity": kind},
            )
        )
        return
    events.append(
        Event("calamity", Phrase.of("animacule-calamity-strikes", square=square, roll=roll, calamity=calamity),
              {"roll": roll, "calamity": kind})
    )
    if kind == "Death":
        removed = list(mover.slots)
        mover.slots.clear()
        for spare in removed[1:]:
            state.out_of_play[spare] += 1
        kill(state, mover, events, calamity)
        leave_remains(state, mover.square, removed[0], events)
        return
    colour = _roll_colour(state, events) if kind in ("Sunburst", "Pestilence") else None
    who_roll = state.rng.die()
    everyone = who_roll % 2 == 0
    targets = _in_turn_order(state) if everyone else [mover]
    if everyone:
        whom = Phrase.of("animacule-who-roll-everyone", roll=who_roll, calamity=calamity)
    else:
        whom = Phrase.of("animacule-who-roll-mover", roll=who_roll, calamity=calamity, animacule=named(state, mover))
    events.append(
        Event(
            "roll",
            whom,
            {"roll": who_roll, "purpose": "who", "everyone": everyone},
        )
    )
    struck = False
    for a in targets:
        before = list(a.slots)
        if kind == "Famine":
            remove_at = [len(before) - 1]
        else:
            positions = [i for i, c in enumerate(before) if c == colour]
            if kind == "Pestilence":
                positions = positions[len(positions) // 2:]  # the upper half, rounded up
            remove_at = positions
        if not remove_at:
            continue
        struck = True
        a.slots = [c for i, c in enumerate(before) if i not in remove_at]
        lost = [before[i] for i in remove_at]
        if a.slots:
            for c in lost:
                state.out_of_play[c] += 1
        else:
            # position 1 was among those removed; it stays as food, the rest go out of play
            for i in remove_at:
                if i != 0:
                    state.out_of_play[before[i]] += 1
        events.append(
            Event(
                "remove",
                Phrase.of("animacule-loses", player=state.players[a.seat], number=a.number,
                          square=BOARD.name(a.square), count=len(lost), colours=colours(lost)),
                {"seat": a.seat, "animacule": a.number, "square": BOARD.name(a.square), "colours": lost},
            )
        )
        if not a.slots:
            kill(state, a, events, calamity)
            leave_remains(state, a.square, before[0], events)
    if not struck:
        events.append(Event("remove", Phrase.of("animacule-nothing-to-lose"), {}))
