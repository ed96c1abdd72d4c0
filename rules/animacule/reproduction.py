"""Reproduction: parthenogenesis (a full animacule splits) and allogamy (two full animacules
mate, after the partner's owner accepts when the partner is someone else's)."""

from __future__ import annotations

from rules.animacule.allelomorphs import ingest
from rules.animacule.flow import advance
from rules.animacule.legality import child_squares, turn_moves
from rules.animacule.state import (
    BOARD,
    Animacule,
    AnimaculeState,
    find_animacule,
    free_number,
    occupancy,
)
from rules.animacule.words import colours, named
from rules.base import Event
from rules.grid import Direction, step
from rules.phrases import Phrase


def split(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    target = step(a.square, direction)
    child = Animacule(seat, free_number(state, seat), target, a.slots[2:4])
    a.slots = a.slots[:2]
    state.animacules.append(child)
    state.highlight = [a.square, target]
    events.append(
        Event(
            "split",
            Phrase.of("animacule-splits", player=state.players[seat], number=a.number, child=named(state, child),
                      square=BOARD.name(target), colours=colours(child.slots)),
            {"seat": seat, "animacule": a.number, "child": child.number, "square": BOARD.name(target)},
        )
    )
    ingest(state, child, events)
    advance(state, events)


def mate_or_offer(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    """Mating with one's own animacule happens at once; another tribe's partner is asked first."""
    partner = occupancy(state)[step(a.square, direction)]
    if partner.seat == seat:
        _mate(state, seat, a, direction, events)
    else:
        _offer(state, seat, a, partner, direction, events)


def accept(state: AnimaculeState, seat: int, events: list[Event]) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "mate"
    proposer = pending["proposer"]
    a = find_animacule(state, proposer, pending["animacule"])
    assert a is not None
    events.append(Event("mate_accept", Phrase.of("animacule-accepts", name=state.players[seat]), {"seat": seat}))
    state.pending = None
    _mate(state, proposer, a, Direction.parse(pending["direction"]), events)


def decline(state: AnimaculeState, events: list[Event], passed: bool = False) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "mate"
    proposer = pending["proposer"]
    state.declined.append([pending["animacule"], pending["seat"], pending["partner"]])
    state.pending = None
    events.append(
        Event(
            "mate_decline",
            Phrase.of("animacule-declines-passed" if passed else "animacule-declines",
                      name=state.players[pending["seat"]], proposer=state.players[proposer]),
            {"seat": pending["seat"], "proposer": proposer},
        )
    )
    if not turn_moves(state, proposer):
        events.append(
            Event(
                "pass",
                Phrase.of("animacule-no-other-action", name=state.players[proposer]),
                {"seat": proposer},
            )
        )
        advance(state, events)


def _offer(
    state: AnimaculeState, seat: int, a: Animacule, b: Animacule, direction: Direction, events: list[Event]
) -> None:
    state.highlight = [a.square, b.square]
    state.pending = {
        "kind": "mate",
        "seat": b.seat,
        "proposer": seat,
        "animacule": a.number,
        "partner": b.number,
        "direction": direction.letter,
    }
    events.append(
        Event(
            "mate_offer",
            Phrase.of("animacule-offers", name=state.players[seat], animacule=a.number, partner=named(state, b),
                      owner=state.players[b.seat]),
            {"seat": seat, "animacule": a.number, "partner_seat": b.seat, "partner": b.number},
        )
    )


def _mate(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    """Allogamy: the line of four is child(a) - a - b - child(b) along `direction`."""
    b = occupancy(state)[step(a.square, direction)]
    mine_square, theirs_square = child_squares(a.square, direction)
    my_child = Animacule(seat, free_number(state, seat), mine_square, [a.slots[2], b.slots[2]])
    state.animacules.append(my_child)
    their_child = Animacule(b.seat, free_number(state, b.seat), theirs_square, [b.slots[3], a.slots[3]])
    state.animacules.append(their_child)
    a.slots = a.slots[:2]
    b.slots = b.slots[:2]
    state.highlight = [mine_square, a.square, b.square, theirs_square]
    events.append(
        Event(
            "mate",
            Phrase.of("animacule-mate", player=state.players[seat], number=a.number, partner=named(state, b),
                      child=named(state, my_child), square=BOARD.name(mine_square), colours=colours(my_child.slots),
                      other_child=named(state, their_child), other_square=BOARD.name(theirs_square),
                      other_colours=colours(their_child.slots)),
            {
                "seat": seat,
                "animacule": a.number,
                "partner_seat": b.seat,
                "partner": b.number,
                "children": [[seat, my_child.number, BOARD.name(mine_square)],
                             [b.seat, their_child.number, BOARD.name(theirs_square)]],
            },
        )
    )
    ingest(state, my_child, events)
    ingest(state, their_child, events)
    state.lost_turns[b.seat] += 1
    lose = Phrase.of("animacule-will-lose-turn", name=state.players[b.seat])
    events.append(Event("lose_turn", lose, {"seat": b.seat}))
    advance(state, events)

