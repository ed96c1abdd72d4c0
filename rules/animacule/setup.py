"""Setting a game up: the food on the board, each tribe's first animacule, and who starts."""

from __future__ import annotations

from rules.animacule.state import COLOURS, CORNERS, QUADRANT_COLOURS, Animacule, AnimaculeState
from rules.base import Event
from rules.grid import Square
from rules.phrases import Phrase
from rules.rng import Rng


def new_state(players: list[str], options: dict[str, str], seed: int) -> AnimaculeState:
    """The opening position for these players (seat order), with `options` already checked."""
    rng = Rng(seed)
    food: dict[Square, str] = {}
    animacules: list[Animacule] = []
    for corner, colour in zip(CORNERS, QUADRANT_COLOURS, strict=True):
        cols = range(0, 4) if corner[0] == 0 else range(4, 8)
        rows = range(0, 4) if corner[1] == 0 else range(4, 8)
        for col in cols:
            for row in rows:
                food[(col, row)] = colour
    for seat in range(len(players)):
        corner = CORNERS[seat]
        colour = food.pop(corner)
        animacules.append(Animacule(seat, 1, corner, [colour]))
    state = AnimaculeState(
        players=list(players),
        rng=rng,
        food=food,
        animacules=animacules,
        out_of_play=dict.fromkeys(COLOURS, 0),
        turn=0,
        turn_number=1,
        eliminated=[],
        lost_turns=[0] * len(players),
        pending=None,
        highlight=[CORNERS[seat] for seat in range(len(players))],
        options=options,
    )
    if options["first"] == "random":
        roll = rng.die(len(players))
        state.turn = roll - 1
        text = Phrase.of("animacule-first-roll", sides=len(players), roll=roll, name=players[state.turn])
        state.start_events = [Event("first", text, {"roll": roll, "seat": state.turn}).to_json()]
    else:
        created = Phrase.of("animacule-first-creator", name=players[0])
        state.start_events = [Event("first", created, {"seat": 0}).to_json()]
    return state
