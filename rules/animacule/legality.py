"""Which turn actions are allowed: the reason one is refused, and the list of every allowed one."""

from __future__ import annotations

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


def child_squares(square: Square, direction: Direction) -> tuple[Square, Square]:
    """Where allogamy's two children appear: the line of four is child(a) - a - b - child(b),
    with a on `square` mating with b to its `direction`."""
    return step(square, direction.opposite), step(square, direction, 2)


def turn_refusal(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction) -> str | None:
    """Why `seat` may not take this turn action, in words for the player; None when it may."""
    a = find_animacule(state, seat, number)
    if a is None:
        return f"You have no animacule {number}."
    target = step(a.square, direction)
    where = direction.word
    occupied = occupancy(state)
    on_board = target in BOARD
    other = occupied.get(target) if on_board else None
    full = len(a.slots) == MAX_SLOTS

    def holder(b: Animacule) -> str:
        return f"{whose(state, seat, b)} animacule {b.number}"

    if verb == "move":
        if not on_board:
            return f"Animacule {number} cannot move {where}: the board ends there."
        if other is not None:
            return (
                f"Animacule {number} cannot move {where}: {BOARD.name(target)} holds {holder(other)}. "
                f"Moving onto an animacule is an attack (`attack {number} {direction.letter}`)."
            )
        if full and target in state.food and option(state, "full_food") == "refused":
            return (
                f"Animacule {number} cannot move {where}: it is full and {BOARD.name(target)} holds food "
                "(in this game a full animacule may not enter a food square)."
            )
        return None
    if verb == "attack":
        if not on_board:
            return f"Animacule {number} cannot attack {where}: the board ends there."
        if other is None:
            return f"Animacule {number} cannot attack {where}: there is no animacule on {BOARD.name(target)}."
        if other.seat == seat and option(state, "attack_own") != "yes":
            return (
                f"Animacule {number} cannot attack {where}: {BOARD.name(target)} holds your own animacule "
                f"{other.number}, and attacking your own is not allowed in this game."
            )
        return None
    if verb == "split":
        if not full:
            return (
                f"Animacule {number} has {plural(len(a.slots), 'allelomorph')}; "
                "parthenogenesis needs all 4."
            )
        if not on_board:
            return f"Animacule {number} cannot split {where}: the board ends there."
        if other is not None:
            return f"Animacule {number} cannot split {where}: {BOARD.name(target)} holds {holder(other)}."
        if tribe_size(state, seat) >= MAX_ANIMACULES:
            return f"You already have {MAX_ANIMACULES} animacules, the most a tribe may have."
        return None
    # mate
    if not full:
        return f"Animacule {number} has {plural(len(a.slots), 'allelomorph')}; allogamy needs all 4."
    if not on_board:
        return f"Animacule {number} cannot mate {where}: the board ends there."
    if other is None:
        return f"Animacule {number} cannot mate {where}: there is no animacule on {BOARD.name(target)}."
    if len(other.slots) != MAX_SLOTS:
        partner = holder(other)
        return (
            f"{partner[0].upper()}{partner[1:]} has {plural(len(other.slots), 'allelomorph')}; "
            "allogamy needs both parents full."
        )
    mine, theirs = child_squares(a.square, direction)
    for square, side in ((mine, f"{direction.opposite.word} of animacule {number}"),
                         (theirs, f"{where} of the partner")):
        if square not in BOARD:
            return (
                f"Animacule {number} cannot mate {where}: the line of four does not fit, "
                f"the child's square {side} is off the board."
            )
        if square in occupied:
            return (
                f"Animacule {number} cannot mate {where}: the line of four does not fit, "
                f"the child's square {BOARD.name(square)} holds {holder(occupied[square])}."
            )
    count = tribe_size(state, seat)
    if other.seat == seat:
        if count + 2 > MAX_ANIMACULES:
            return (
                f"You have {count} animacules; mating with your own would make {count + 2}, "
                f"more than the {MAX_ANIMACULES} a tribe may have."
            )
    else:
        if count >= MAX_ANIMACULES:
            return f"You already have {MAX_ANIMACULES} animacules; your child would be an 8th."
        if tribe_size(state, other.seat) >= MAX_ANIMACULES:
            return (
                f"{state.players[other.seat]} already has {MAX_ANIMACULES} animacules; "
                "their child would be an 8th."
            )
    if [number, other.seat, other.number] in state.declined:
        return (
            f"{state.players[other.seat]} already declined mating animacule {number} with their "
            f"animacule {other.number} this turn."
        )
    return None


def turn_moves(state: AnimaculeState, seat: int) -> list[TurnMove]:
    """Every legal turn action of `seat`, in a stable order.

    The same rules as turn_refusal, checked without building the reasons: this runs several
    times a move, and listing through turn_refusal makes self-play about three times slower."""
    result: list[TurnMove] = []
    occupied = occupancy(state)
    count = tribe_size(state, seat)
    full_food_refused = option(state, "full_food") == "refused"
    attack_own = option(state, "attack_own") == "yes"
    own = sorted((a for a in state.animacules if a.seat == seat), key=lambda a: a.number)
    for a in own:
        full = len(a.slots) == MAX_SLOTS
        for direction, target in BOARD.neighbours(a.square):
            other = occupied.get(target)
            if other is None:
                if not (full and full_food_refused and target in state.food):
                    result.append(("move", a.number, direction))
            elif other.seat != seat or attack_own:
                result.append(("attack", a.number, direction))
        if not full:
            continue
        for direction, target in BOARD.neighbours(a.square):
            if target not in occupied and count < MAX_ANIMACULES:
                result.append(("split", a.number, direction))
        for direction, target in BOARD.neighbours(a.square):
            other = occupied.get(target)
            if other is None or len(other.slots) != MAX_SLOTS:
                continue
            mine, theirs = child_squares(a.square, direction)
            if mine not in BOARD or theirs not in BOARD or mine in occupied or theirs in occupied:
                continue
            if other.seat == seat:
                if count + 2 > MAX_ANIMACULES:
                    continue
            elif count >= MAX_ANIMACULES or tribe_size(state, other.seat) >= MAX_ANIMACULES:
                continue
            if [a.number, other.seat, other.number] in state.declined:
                continue
            result.append(("mate", a.number, direction))
    return result
