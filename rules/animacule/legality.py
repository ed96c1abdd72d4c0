"""Which turn actions are allowed. One check per action (`obstacle`) names the rule that forbids
it, if any; the list of allowed actions keeps what no rule forbids, and a refusal words the rule
named, so the two can never disagree."""

from __future__ import annotations

from dataclasses import dataclass

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
    whose,
)
from rules.grid import Direction, Square, step
from rules.wording import plural

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
        return f"You have no animacule {number}."
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
    number, where = a.number, direction.word
    cannot = f"Animacule {number} cannot {verb} {where}"
    if rule == "not-full":
        kind = "parthenogenesis" if verb == "split" else "allogamy"
        return f"Animacule {number} has {plural(len(a.slots), 'allelomorph')}; {kind} needs all 4."
    if rule == "off-board":
        return f"{cannot}: the board ends there."
    if rule in ("tribe-full", "child-too-many", "own-pair-too-many"):
        return _too_many(around.tribe, rule)
    if rule.startswith(("mine-", "theirs-")):
        return f"{cannot}: the line of four does not fit, {_child_square(state, around, a, direction, rule)}."
    target = step(a.square, direction)
    square, other = BOARD.name(target), around.occupied.get(target)
    if rule == "empty":
        return f"{cannot}: there is no animacule on {square}."
    if rule == "full-food":
        return (f"{cannot}: it is full and {square} holds food "
                "(in this game a full animacule may not enter a food square).")
    assert other is not None
    held = f"{whose(state, around.seat, other)} animacule {other.number}"
    if rule == "occupied" and verb == "move":
        return (f"{cannot}: {square} holds {held}. "
                f"Moving onto an animacule is an attack (`attack {number} {direction.letter}`).")
    if rule == "occupied":
        return f"{cannot}: {square} holds {held}."
    if rule == "own":
        return (f"{cannot}: {square} holds your own animacule {other.number}, "
                "and attacking your own is not allowed in this game.")
    if rule == "partner-not-full":
        return (f"{held[0].upper()}{held[1:]} has {plural(len(other.slots), 'allelomorph')}; "
                "allogamy needs both parents full.")
    partner = state.players[other.seat]
    if rule == "partner-child-too-many":
        return f"{partner} already has {MAX_ANIMACULES} animacules; their child would be an 8th."
    return (f"{partner} already declined mating animacule {number} with their "
            f"animacule {other.number} this turn.")


def _too_many(tribe: int, rule: str) -> str:
    if rule == "tribe-full":
        return f"You already have {MAX_ANIMACULES} animacules, the most a tribe may have."
    if rule == "child-too-many":
        return f"You already have {MAX_ANIMACULES} animacules; your child would be an 8th."
    return (f"You have {tribe} animacules; mating with your own would make {tribe + 2}, "
            f"more than the {MAX_ANIMACULES} a tribe may have.")


def _child_square(state: AnimaculeState, around: Surroundings, a: Animacule, direction: Direction,
                  rule: str) -> str:
    """Which child's square breaks the line of four, and how, as the refusal names it."""
    mine, theirs = child_squares(a.square, direction)
    if rule.startswith("mine-"):
        square, side = mine, f"{direction.opposite.word} of animacule {a.number}"
    else:
        square, side = theirs, f"{direction.word} of the partner"
    if rule.endswith("-off-board"):
        return f"the child's square {side} is off the board"
    held = around.occupied[square]
    return f"the child's square {BOARD.name(square)} holds {whose(state, around.seat, held)} animacule {held.number}"
