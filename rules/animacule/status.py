"""The position in words (status lines) and as the JSON view the renderer and the table read."""

from __future__ import annotations

from messages import say
from rules.animacule.flow import prompts, result
from rules.animacule.serialise import dump_state
from rules.animacule.state import BOARD, COLOURS, MAX_SLOTS, SEAT_COLOURS, AnimaculeState, is_over
from rules.animacule.words import colours
from rules.base import JSON


def status_lines(state: AnimaculeState, seat: int | None, pieces: bool = True) -> list[str]:
    """The turn, each player's standing with (`pieces`) their animacules listed under it, then the food."""
    lines = [say("animacule-status-title", turn=state.turn_number)]
    for player, name in enumerate(state.players):
        own = sorted((a for a in state.animacules if a.seat == player), key=lambda a: a.number)
        notes = []
        if player in state.eliminated:
            notes.append(say("animacule-status-out"))
        else:
            notes.append(say("animacule-status-animacules", count=len(own)))
        if state.lost_turns[player]:
            notes.append(say("animacule-status-loses-turns", count=state.lost_turns[player]))
        if seat == player:
            notes.append(say("animacule-status-you"))
        lines.append(say("animacule-status-player", name=name, colour=say("colour-name", colour=SEAT_COLOURS[player]),
                         notes=", ".join(notes)))
        for a in own if pieces else ():
            slots = colours([*a.slots, *(["—"] * (MAX_SLOTS - len(a.slots)))])
            lines.append("  " + say("animacule-status-animacule", number=a.number, square=BOARD.name(a.square),
                                    slots=str(slots)))
    if is_over(state):
        lines.append(say("animacule-status-game-over", summary=result(state).summary))
    elif state.pending is not None and state.pending["kind"] == "fight":
        lines.append(say("animacule-status-fight-rolls", rolls=", ".join(str(r) for r in state.pending["rolls"])))
    food = [sum(1 for f in state.food.values() if f == c) for c in COLOURS]
    lines.append(f"{say('animacule-board-food')} {_counts(food)}")
    lines.append(f"{say('animacule-board-out-of-play')} {_counts([state.out_of_play[c] for c in COLOURS])}")
    return lines


def _counts(counts: list[int]) -> str:
    """A count per allelomorph colour, in the order of COLOURS: "red 3, green 0, …"."""
    return ", ".join(f"{say('colour-name', colour=c)} {n}" for c, n in zip(COLOURS, counts, strict=True))


def view_data(state: AnimaculeState, seat: int | None) -> dict[str, JSON]:
    data = dump_state(state)
    del data["rng"]  # the generator would let anyone compute every coming roll
    data["seat_colours"] = list(SEAT_COLOURS[: len(state.players)])
    data["prompts"] = [{"seat": p.seat, "kind": p.kind, "task": p.task} for p in prompts(state)]
    outcome = result(state)
    data["result"] = {"over": outcome.over, "winners": list(outcome.winners), "summary": outcome.summary}
    data["status"] = status_lines(state, seat)
    return data
