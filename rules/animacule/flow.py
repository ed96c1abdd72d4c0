"""Turn flow: who owes a decision, passing the turn on, tribes leaving the game, and the result."""

from __future__ import annotations

from rules.animacule.allelomorphs import drop_food, remove_animacule
from rules.animacule.legality import turn_moves
from rules.animacule.state import (
    BOARD,
    AnimaculeState,
    alive,
    animacule_name,
    eliminate,
    fighters,
    is_over,
    seats_from,
)
from rules.base import Event, Prompt, Result
from rules.turns import next_seat
from rules.wording import plural


def prompts(state: AnimaculeState) -> list[Prompt]:
    if is_over(state):
        return []
    pending = state.pending
    if pending is None:
        return [Prompt(state.turn, "turn", "your turn: move, attack or reproduce with one animacule.",
                       "move, attack or reproduce with one animacule")]
    if pending["kind"] == "fight":
        attacker, defender = fighters(state)
        assert attacker is not None and defender is not None
        defender_name = (f"your own animacule {defender.number}" if defender.seat == pending["seat"]
                         else animacule_name(state, defender))
        return [
            Prompt(
                pending["seat"],
                "fight",
                f"your animacule {attacker.number} ({plural(len(attacker.slots), 'allelomorph')}) is fighting "
                f"{defender_name} ({plural(len(defender.slots), 'allelomorph')}): continue or retreat?",
                f"decide whether their animacule {attacker.number} fights on against "
                f"{animacule_name(state, defender)} or retreats",
            )
        ]
    return [
        Prompt(
            pending["seat"],
            "mate",
            f"{state.players[pending['proposer']]} offers to mate "
            f"their animacule {pending['animacule']} with your animacule {pending['partner']}: "
            "accept (you lose your next turn) or decline?",
            f"accept or decline {state.players[pending['proposer']]}'s offer to mate with their "
            f"animacule {pending['partner']}",
        )
    ]


def waiting(state: AnimaculeState) -> str:
    """Whose decision the game waits for, as a phrase."""
    pending = state.pending
    if pending is None:
        return f"waiting for {state.players[state.turn]} to take their turn"
    if pending["kind"] == "fight":
        return f"waiting for {state.players[pending['seat']]} to continue the fight or retreat"
    return f"waiting for {state.players[pending['seat']]} to accept or decline"


def result(state: AnimaculeState) -> Result:
    living = alive(state)
    if state.stalemate:
        return Result(True, (), "A draw: no remaining tribe could act.")
    if len(living) == 1:
        return Result(True, (living[0],), f"{state.players[living[0]]} wins: the last tribe alive.")
    if not living:
        return Result(True, (), "A draw: every tribe died out at once, so nobody wins.")
    return Result(False)


def announce_end(state: AnimaculeState, events: list[Event]) -> None:
    if not is_over(state) or any(e.kind == "game_over" for e in events):
        return
    outcome = result(state)
    events.append(Event("game_over", outcome.summary, {"winners": list(outcome.winners)}))


def check_extinctions(state: AnimaculeState, events: list[Event]) -> None:
    """Eliminate every seat left without animacules (in turn order from the current seat)."""
    living = {a.seat for a in state.animacules}
    dead = [seat for seat in seats_from(state, state.turn) if seat not in state.eliminated and seat not in living]
    if dead:
        eliminate(state, dead)
    for seat in dead:
        events.append(Event("extinct", f"{state.players[seat]}'s tribe is extinct.", {"seat": seat}))
    announce_end(state, events)


def pass_event(state: AnimaculeState, seat: int) -> Event:
    return Event("pass", f"{state.players[seat]} has no legal action, so the turn passes.", {"seat": seat})


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
            events.append(Event("lost_turn", f"{state.players[seat]} loses this turn (allogamy).", {"seat": seat}))
            continue
        state.turn = seat
        state.turn_number += 1
        if turn_moves(state, seat):
            return
        events.append(pass_event(state, seat))
        passes += 1
        if passes >= len(alive(state)):
            state.stalemate = True
            events.append(Event("stalemate", "No remaining player can act: the game ends in a draw.", {}))
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
                    f"The mating offer is declined by resigning: {state.players[pending['proposer']]} "
                    "chooses again.",
                    {"seat": seat, "proposer": pending["proposer"]},
                )
            )
        elif pending["kind"] == "mate":
            events.append(Event("mate_lapse", "The mating offer lapses.", {}))
        elif pending["seat"] == seat:
            events.append(Event("retreat", "The fight ends: the attacker's owner resigned.", {}))
        else:
            events.append(Event("fight_end", "The fight ends: the defender has left the board.", {}))
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
                f"{animacule_name(state, a)} leaves {BOARD.name(a.square)}; "
                + (f"its {a.slots[0]} allelomorph stays as food." if became_food
                   else f"its {a.slots[0]} allelomorph goes out of play."),
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
