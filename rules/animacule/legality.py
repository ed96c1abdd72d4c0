"""Which turn actions are allowed. One check per action (`obstacle`) names the rule that forbids
it, if any; the list of allowed actions keeps what no rule forbids, and a refusal words the rule
named, so the two can never disagree."""

from __future__ import annotations

from dataclasses import dataclass

from messages import say
from rules.animacule.state import (
    BOARD,
    MAX_ANIMACULES,
    MAX_SLOTS,
    Animacule,
    AnimaculeState,
    find_animacule,
    occupancy,
    option,
    tribe_size,
)
from rules.animacule.words import held, side, towards
from rules.grid import Direction, Square, step

TurnMove = tuple[str, int, Direction]  # (verb, animacule number, direction)
SQUARES = frozenset(BOARD.squares())  # a set is asked far faster than the grid, and this runs hot


def child_squares(square: Square, direction: Direction) -> tuple[Square, Square]:
    """Where allogamy's two children appear: the line of four is child(a) - a - b - child(b),
    with a on `square` mating with b to its `direction`."""
    return step(square, direction.opposite), step(square, direction, 2)


@dataclass(frozen=True)
class Surroundings:
    """What every check of one seat's turn reads, gathered once for a whole listing."""

    seat: int
    occupied: dict[Square, Animacule]
    tribe: int
    full_food_refused: bool
    attack_own: bool


def surroundings(state: AnimaculeState, seat: int) -> Surroundings:
    return Surroundings(seat, occupancy(state), tribe_size(state, seat),
                        option(state, "full_food") == "refused", option(state, "attack_own") == "yes")


def obstacle(state: AnimaculeState, around: Surroundings, a: Animacule, verb: str, direction: Direction,
             target: Square) -> str | None:
    """The rule that forbids animacule `a` this turn action towards `direction` (whose square is
    `target`), named as `_worded` reads it; None when no rule does."""
    return _unready(a, verb) or _blocked(state, around, a, verb, direction, target)


def _unready(a: Animacule, verb: str) -> str | None:
    """The rule that forbids `a` this kind of action in every direction."""
    return "not-full" if verb in ("split", "mate") and len(a.slots) != MAX_SLOTS else None


def _blocked(state: AnimaculeState, around: Surroundings, a: Animacule, verb: str, direction: Direction,
             target: Square) -> str | None:
    if target not in SQUARES:
        return "off-board"
    other = around.occupied.get(target)
    if verb == "move":
        if other is not None:
            return "occupied"
        full_food = around.full_food_refused and len(a.slots) == MAX_SLOTS and target in state.food
        return "full-food" if full_food else None
    if verb == "split":
        if other is not None:
            return "occupied"
        return "tribe-full" if around.tribe >= MAX_ANIMACULES else None
    if other is None:
        return "empty"
    if verb == "attack":
        return "own" if other.seat == around.seat and not around.attack_own else None
    return _mating_obstacle(state, around, a, other, direction)


def _mating_obstacle(state: AnimaculeState, around: Surroundings, a: Animacule, partner: Animacule,
                     direction: Direction) -> str | None:
    if len(partner.slots) != MAX_SLOTS:
        return "partner-not-full"
    for child, square in zip(("mine", "theirs"), child_squares(a.square, direction), strict=True):
        if square not in SQUARES:
            return f"{child}-off-board"
        if square in around.occupied:
            return f"{child}-occupied"
    if partner.seat == around.seat:
        return "own-pair-too-many" if around.tribe + 2 > MAX_ANIMACULES else None
    if around.tribe >= MAX_ANIMACULES:
        return "child-too-many"
    if tribe_size(state, partner.seat) >= MAX_ANIMACULES:
        return "partner-child-too-many"
    return "declined" if [a.number, partner.seat, partner.number] in state.declined else None


def turn_refusal(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction) -> str | None:
    """Why `seat` may not take this turn action, in words for the player; None when it may."""
    a = find_animacule(state, seat, number)
    if a is None:
        return say("animacule-no-animacule", number=number)
    around = surroundings(state, seat)
    rule = obstacle(state, around, a, verb, direction, step(a.square, direction))
    return None if rule is None else _worded(state, around, a, verb, direction, rule)


def turn_moves(state: AnimaculeState, seat: int) -> list[TurnMove]:
    """Every turn action of `seat` that no rule forbids: by animacule, then its moves and attacks,
    splits, and matings, each in the board's order of directions (those off the board lead nowhere)."""
    around = surroundings(state, seat)
    result: list[TurnMove] = []
    for a in sorted((a for a in state.animacules if a.seat == seat), key=lambda a: a.number):
        ways = list(BOARD.neighbours(a.square))
        for verbs in (("move", "attack"), ("split",), ("mate",)):
            ready = [verb for verb in verbs if _unready(a, verb) is None]
            result.extend((verb, a.number, direction) for direction, target in ways for verb in ready
                          if _blocked(state, around, a, verb, direction, target) is None)
    return result


def _worded(state: AnimaculeState, around: Surroundings, a: Animacule, verb: str, direction: Direction,
            rule: str) -> str:
    number = a.number
    cannot = say("animacule-cannot", number=number, verb=verb, direction=str(towards(direction)))
    if rule == "not-full":
        return say("animacule-refuse-not-full-split" if verb == "split" else "animacule-refuse-not-full-mate",
                   number=number, count=len(a.slots))
    if rule == "off-board":
        return say("animacule-refuse-off-board", cannot=cannot)
    if rule in ("tribe-full", "child-too-many", "own-pair-too-many"):
        return _too_many(around.tribe, rule)
    if rule.startswith(("mine-", "theirs-")):
        return say("animacule-refuse-line", cannot=cannot, child=_child_square(state, around, a, direction, rule))
    target = step(a.square, direction)
    square, other = BOARD.name(target), around.occupied.get(target)
    if rule == "empty":
        return say("animacule-refuse-empty", cannot=cannot, square=square)
    if rule == "full-food":
        return say("animacule-refuse-full-food", cannot=cannot, square=square)
    assert other is not None
    holder = str(held(state, around.seat, other))
    if rule == "occupied" and verb == "move":
        return say("animacule-refuse-occupied-move", cannot=cannot, square=square, held=holder, number=number,
                   letter=direction.letter)
    if rule == "occupied":
        return say("animacule-refuse-occupied", cannot=cannot, square=square, held=holder)
    if rule == "own":
        return say("animacule-refuse-own", cannot=cannot, square=square, number=other.number)
    partner = state.players[other.seat]
    if rule == "partner-not-full":
        if other.seat == around.seat:
            return say("animacule-refuse-partner-not-full-yours", number=other.number, count=len(other.slots))
        return say("animacule-refuse-partner-not-full", player=partner[:1].upper() + partner[1:],
                   number=other.number, count=len(other.slots))
    if rule == "partner-child-too-many":
        return say("animacule-refuse-partner-child-too-many", name=partner, most=MAX_ANIMACULES)
    return say("animacule-refuse-declined", name=partner, number=number, partner=other.number)


def _too_many(tribe: int, rule: str) -> str:
    if rule == "tribe-full":
        return say("animacule-refuse-tribe-full", most=MAX_ANIMACULES)
    if rule == "child-too-many":
        return say("animacule-refuse-child-too-many", most=MAX_ANIMACULES)
    return say("animacule-refuse-own-pair-too-many", tribe=tribe, after=tribe + 2, most=MAX_ANIMACULES)


def _child_square(state: AnimaculeState, around: Surroundings, a: Animacule, direction: Direction,
                  rule: str) -> str:
    """Which child's square breaks the line of four, and how, as the refusal names it."""
    mine, theirs = child_squares(a.square, direction)
    square = mine if rule.startswith("mine-") else theirs
    if rule == "mine-off-board":
        return say("animacule-child-off-board-mine", direction=str(side(direction.opposite)), number=a.number)
    if rule == "theirs-off-board":
        return say("animacule-child-off-board-theirs", direction=str(side(direction)))
    holder = held(state, around.seat, around.occupied[square])
    return say("animacule-child-square-holds", square=BOARD.name(square), held=str(holder))
