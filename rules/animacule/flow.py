"""Turn flow: who owes a decision, passing the turn on, tribes leaving the game, and the result."""

from __future__ import annotations

from messages import say
from rules.animacule.allelomorphs import drop_food, remove_animacule
from rules.animacule.legality import turn_moves
from rules.animacule.state import (
    BOARD,
    AnimaculeState,
    alive,
    eliminate,
    fighters,
    is_over,
    seats_from,
)
from rules.animacule.words import named
from rules.base import Event, Prompt, Result
from rules.phrases import Phrase
from rules.turns import next_seat


def prompts(state: AnimaculeState) -> list[Prompt]:
    if is_over(state):
        return []
    pending = state.pending
    if pending is None:
        return [Prompt(state.turn, "turn", Phrase.of("animacule-prompt-turn"), Phrase.of("animacule-task-turn"))]
    if pending["kind"] == "fight":
        attacker, defender = fighters(state)
        assert attacker is not None and defender is not None
        defender_name = (Phrase.of("animacule-your-own", number=defender.number) if defender.seat == pending["seat"]
                         else named(state, defender))
        return [
            Prompt(
                pending["seat"],
                "fight",
                Phrase.of("animacule-prompt-fight", number=attacker.number, allelomorphs=len(attacker.slots),
                          defender=defender_name, against=len(defender.slots)),
                Phrase.of("animacule-task-fight", number=attacker.number, defender=named(state, defender)),
            )
        ]
    proposer = state.players[pending["proposer"]]
    return [
        Prompt(
            pending["seat"],
            "mate",
            Phrase.of("animacule-prompt-mate", proposer=proposer, animacule=pending["animacule"],
                      partner=pending["partner"]),
            Phrase.of("animacule-task-mate", proposer=proposer, partner=pending["partner"]),
        )
    ]


def waiting(state: AnimaculeState) -> str:
    """Whose decision the game waits for, in words for a refusal."""
    pending = state.pending
    if pending is None:
        return say("animacule-waiting-turn", name=state.players[state.turn])
    if pending["kind"] == "fight":
        return say("animacule-waiting-fight", name=state.players[pending["seat"]])
    return say("animacule-waiting-mate", name=state.players[pending["seat"]])


def result(state: AnimaculeState) -> Result:
    living = alive(state)
    if state.stalemate:
        return Result(True, (), Phrase.of("animacule-draw-stalemate"))
    if len(living) == 1:
        return Result(True, (living[0],), Phrase.of("animacule-wins", name=state.players[living[0]]))
    if not living:
        return Result(True, (), Phrase.of("animacule-draw-extinct"))
    return Result(False)


def announce_end(state: AnimaculeState, events: list[Event]) -> None:
    if not is_over(state) or any(e.kind == "game_over" for e in events):
        return
    outcome = result(state)
    events.append(Event("game_over", outcome.summary_words, {"winners": list(outcome.winners)}))


def check_extinctions(state: AnimaculeState, events: list[Event]) -> None:
    """Eliminate every seat left without animacules (in turn order from the current seat)."""
    living = {a.seat for a in state.animacules}
    dead = [seat for seat in seats_from(state, state.turn) if seat not in state.eliminated and seat not in living]
    if dead:
        eliminate(state, dead)
    for seat in dead:
        events.append(Event("extinct", Phrase.of("animacule-extinct", name=state.players[seat]), {"seat": seat}))
    announce_end(state, events)


def pass_event(state: AnimaculeState, seat: int) -> Event:
    return Event("pass", Phrase.of("animacule-pass", name=state.players[seat]), {"seat": seat})


def advance(state: AnimaculeState, events: list[Event]) -> None:
    """End the current turn and start the next one that can be played."""
    state.pending = None
    state.declined = []
    if is_over(state):
        return
    passes = 0
    seat = state.turn
    while True:
        following = next_seat(seat, len(state.players), state.eliminated)
        assert following is not None  # not over, so someone is alive
        seat = following
        if state.lost_turns[seat] > 0:
            state.lost_turns[seat] -= 1
            lost = Phrase.of("animacule-lost-turn", name=state.players[seat])
            events.append(Event("lost_turn", lost, {"seat": seat}))
            continue
        state.turn = seat
        state.turn_number += 1
        if turn_moves(state, seat):
            return
        events.append(pass_event(state, seat))
        passes += 1
        if passes >= len(alive(state)):
            state.stalemate = True
            events.append(Event("stalemate", Phrase.of("animacule-stalemate"), {}))
            announce_end(state, events)
            return


def resign(state: AnimaculeState, seat: int, events: list[Event]) -> None:
    """Take `seat` out of the game, settling passively any decision it is part of."""
    pending = state.pending
    turn_ends = state.turn == seat
    if pending is not None:
        if pending["kind"] == "mate" and pending["seat"] == seat:
            state.declined.append([pending["animacule"], seat, pending["partner"]])
            events.append(
                Event(
                    "mate_decline",
                    Phrase.of("animacule-declined-by-resigning", proposer=state.players[pending["proposer"]]),
                    {"seat": seat, "proposer": pending["proposer"]},
                )
            )
        elif pending["kind"] == "mate":
            events.append(Event("mate_lapse", Phrase.of("animacule-offer-lapses"), {}))
        elif pending["seat"] == seat:
            events.append(Event("retreat", Phrase.of("animacule-fight-ends-resigned"), {}))
        else:
            events.append(Event("fight_end", Phrase.of("animacule-fight-ends-left"), {}))
            turn_ends = True  # the attacker's turn is spent
        state.pending = None
    squares = []
    for a in sorted((a for a in state.animacules if a.seat == seat), key=lambda a: a.number):
        for colour in a.slots[1:]:
            state.out_of_play[colour] += 1
        became_food = drop_food(state, a.square, a.slots[0])
        squares.append(a.square)
        remove_animacule(state, a)
        events.append(
            Event(
                "leave",
                Phrase.of("animacule-leaves-food" if became_food else "animacule-leaves-out",
                          player=state.players[seat], number=a.number, square=BOARD.name(a.square), colour=a.slots[0]),
                {"seat": seat, "animacule": a.number, "square": BOARD.name(a.square), "food": became_food},
            )
        )
    eliminate(state, [seat])
    state.highlight = squares
    announce_end(state, events)
    if is_over(state):
        state.declined = []
    elif turn_ends:
        advance(state, events)
    elif not turn_moves(state, state.turn):
        events.append(pass_event(state, state.turn))
        advance(state, events)
