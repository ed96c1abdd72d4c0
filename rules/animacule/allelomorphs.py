"""Where allelomorphs go: into an animacule that eats food, and back onto the board (or out of
play) when an animacule dies."""

from __future__ import annotations

from rules.animacule.state import BOARD, MAX_SLOTS, Animacule, AnimaculeState
from rules.base import Event
from rules.grid import Square
from rules.phrases import Phrase


def drop_food(state: AnimaculeState, square: Square, colour: str) -> bool:
    """Leave a free allelomorph on a square as food; out of play if the square already has food.
    Returns whether it became food."""
    if square in state.food:
        state.out_of_play[colour] += 1
        return False
    state.food[square] = colour
    return True


def remove_animacule(state: AnimaculeState, a: Animacule) -> None:
    state.animacules = [b for b in state.animacules if b is not a]


def kill(state: AnimaculeState, a: Animacule, events: list[Event], cause: Phrase) -> None:
    """Remove a dead animacule whose allelomorphs are already gone (slots empty)."""
    remove_animacule(state, a)
    events.append(
        Event(
            "death",
            Phrase.of("animacule-dies", player=state.players[a.seat], number=a.number, square=BOARD.name(a.square),
                      cause=cause),
            {"seat": a.seat, "animacule": a.number, "square": BOARD.name(a.square)},
        )
    )


def leave_remains(state: AnimaculeState, square: Square, colour: str, events: list[Event]) -> None:
    """A dead animacule's allelomorph from position 1 stays on its square as food."""
    became_food = drop_food(state, square, colour)
    text = Phrase.of("animacule-remains-food" if became_food else "animacule-remains-out",
                     colour=colour, square=BOARD.name(square))
    events.append(Event("remains", text, {"square": BOARD.name(square), "colour": colour, "food": became_food}))


def ingest(state: AnimaculeState, a: Animacule, events: list[Event]) -> None:
    """`a` eats the food on its square, if there is any and it has room."""
    colour = state.food.get(a.square)
    if colour is None or len(a.slots) >= MAX_SLOTS:
        return
    del state.food[a.square]
    a.slots.append(colour)
    events.append(
        Event(
            "ingest",
            Phrase.of("animacule-ingests", player=state.players[a.seat], number=a.number, colour=colour,
                      square=BOARD.name(a.square), position=len(a.slots)),
            {"seat": a.seat, "animacule": a.number, "square": BOARD.name(a.square), "colour": colour},
        )
    )
