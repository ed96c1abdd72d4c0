"""The position in words (status lines) and as the JSON view the renderer and the table read."""

from __future__ import annotations

from rules.animacule.flow import prompts, result
from rules.animacule.serialise import dump_state
from rules.animacule.state import BOARD, COLOURS, MAX_SLOTS, SEAT_COLOURS, AnimaculeState, is_over
from rules.base import JSON
from rules.wording import plural


def status_lines(state: AnimaculeState, seat: int | None) -> list[str]:
    lines = [f"Animacule Apocalypse: turn {state.turn_number}"]
    for player, name in enumerate(state.players):
        colour = SEAT_COLOURS[player]
        own = sorted((a for a in state.animacules if a.seat == player), key=lambda a: a.number)
        notes = []
        if player in state.eliminated:
            notes.append("out of the game")
        else:
            notes.append(plural(len(own), "animacule"))
        if state.lost_turns[player]:
            notes.append(f"loses next {plural(state.lost_turns[player], 'turn')}")
        if seat == player:
            notes.append("you")
        lines.append(f"{name} ({colour}): {', '.join(notes)}")
        for a in own:
            slots = [*a.slots, *(["—"] * (MAX_SLOTS - len(a.slots)))]
            lines.append(f"  {a.number} @ {BOARD.name(a.square)}: {', '.join(slots)}")
    if is_over(state):
        lines.append(f"Game over: {result(state).summary}")
    elif state.pending is not None and state.pending["kind"] == "fight":
        lines.append(f"Fight rolls so far: {', '.join(str(r) for r in state.pending['rolls'])}.")
    lines.append(
        "Food on the board: "
        + ", ".join(f"{c} {sum(1 for f in state.food.values() if f == c)}" for c in COLOURS)
    )
    lines.append("Out of play: " + ", ".join(f"{c} {state.out_of_play[c]}" for c in COLOURS))
    return lines


def view_data(state: AnimaculeState, seat: int | None) -> dict[str, JSON]:
    data = dump_state(state)
    del data["rng"]  # the generator would let anyone compute every coming roll
    data["seat_colours"] = list(SEAT_COLOURS[: len(state.players)])
    data["prompts"] = [{"seat": p.seat, "kind": p.kind, "task": p.task} for p in prompts(state)]
    outcome = result(state)
    data["result"] = {"over": outcome.over, "winners": list(outcome.winners), "summary": outcome.summary}
    data["status"] = status_lines(state, seat)
    return data
