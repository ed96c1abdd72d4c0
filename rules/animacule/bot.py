"""The computer player: it scores each legal turn action, and answers fights and mating offers
by the odds and its tribe's interest."""

from __future__ import annotations

import random

from messages import say
from rules.animacule.actions import make_action
from rules.animacule.flow import prompts
from rules.animacule.legality import child_squares, turn_moves
from rules.animacule.state import (
    MAX_SLOTS,
    Animacule,
    AnimaculeState,
    fighters,
    find_animacule,
    occupancy,
    tribe_size,
)
from rules.base import Action, IllegalAction
from rules.grid import Direction, Square, step


def choose_action(state: AnimaculeState, seat: int, rng: random.Random) -> Action:
    owed = prompts(state)
    if not owed or owed[0].seat != seat:
        raise IllegalAction(say("animacule-owes-no-decision", name=state.players[seat]))
    kind = owed[0].kind
    if kind == "fight":
        attacker, defender = fighters(state)
        assert attacker is not None and defender is not None
        ours, theirs = len(attacker.slots), len(defender.slots)
        fight_on = ours > theirs or (ours == theirs and rng.random() < 0.4)
        return make_action(state, seat, "continue" if fight_on else "retreat")
    if kind == "mate":
        assert state.pending is not None and state.pending["kind"] == "mate"
        mine, theirs = tribe_size(state, seat), tribe_size(state, state.pending["proposer"])
        good = mine < theirs or mine <= 2
        return make_action(state, seat, "accept" if good else "decline")
    return _bot_turn(state, seat, rng)


def _fight_win_chance(attacker: int, defender: int) -> float:
    """Chance that the defender loses `defender` allelomorphs before the attacker loses `attacker`."""
    table = [[0.0] * (defender + 1) for _ in range(attacker + 1)]
    for a in range(attacker + 1):
        for d in range(defender + 1):
            if d == 0:
                table[a][d] = 1.0
            elif a == 0:
                table[a][d] = 0.0
            else:
                table[a][d] = 0.5 * table[a][d - 1] + 0.5 * table[a - 1][d]
    return table[attacker][defender]


class _FoodDistances(dict[Square, int]):
    """Steps from a square to the nearest food, worked out once per square in one decision: the
    bot asks for each animacule's square once per direction, and search rollouts ask thousands of times."""

    def __init__(self, state: AnimaculeState) -> None:
        super().__init__()
        self.food = list(state.food)

    def __missing__(self, square: Square) -> int:
        col, row = square
        found = min((abs(col - c) + abs(row - r) for c, r in self.food), default=99)
        self[square] = found
        return found


def _score(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction,
           food_steps: _FoodDistances) -> float:
    a = find_animacule(state, seat, number)
    assert a is not None
    target = step(a.square, direction)
    full = len(a.slots) == MAX_SLOTS
    if verb == "move":
        if target in state.food:
            if full:
                return 0.5  # a safe but pointless step
            colour = state.food[target]
            return 10.0 + (2.0 if colour not in a.slots else 0.0)
        # a bare square: a calamity, only worth it when it brings food closer
        closer = food_steps[a.square] - food_steps[target]
        return -4.0 + (1.5 * closer if not full else 0.0)
    if verb == "attack":
        other = occupancy(state)[target]
        chance = _fight_win_chance(len(a.slots), len(other.slots))
        bonus = 3.0 if tribe_size(state, other.seat) == 1 else 0.0
        if other.seat == seat:
            return -10.0
        return 14.0 * (chance - 0.5) + bonus
    if verb == "split":
        return 12.0 + (1.0 if target in state.food else 0.0)
    other = occupancy(state)[target]
    return _mating_score(state, a, other, direction)


def _mating_score(state: AnimaculeState, a: Animacule, partner: Animacule, direction: Direction) -> float:
    """Allogamy scores above parthenogenesis (12-13), which is always possible when it is, only
    where it brings colours the children would not get from splitting: one Sunburst or
    Pestilence cannot wipe out a child of two colours."""
    if partner.seat != a.seat:
        # The partner's tribe grows too but loses a turn: worth offering for a colour this
        # animacule lacks, to a tribe no bigger than ours.
        if partner.slots[2] not in a.slots and tribe_size(state, partner.seat) <= tribe_size(state, a.seat):
            return 14.0
        return 3.0
    # With our own partner, mating makes the two newborns that splitting both parents would,
    # over the same two turns (the second is lost): better when it mixes their colours.
    children = ({a.slots[2], partner.slots[2]}, {partner.slots[3], a.slots[3]})
    splits = ({a.slots[2], a.slots[3]}, {partner.slots[2], partner.slots[3]})
    if all(len(child) == 2 for child in children) and any(len(child) == 1 for child in splits):
        fed = sum(square in state.food for square in child_squares(a.square, direction))
        return 15.0 + 0.5 * fed
    return 9.0


def _bot_turn(state: AnimaculeState, seat: int, rng: random.Random) -> Action:
    moves = turn_moves(state, seat)
    food_steps = _FoodDistances(state)
    scored = [(_score(state, seat, *move, food_steps) + rng.random() * 2.0, move) for move in moves]
    best_score, best = max(scored, key=lambda item: item[0])
    if best_score < 5.0 and rng.random() < 0.4:
        # Nothing productive: take a risk now and then (a calamity or a fair fight), so that a
        # board of full animacules shuffling over food still moves towards an end.
        squares = {a.number: a.square for a in state.animacules if a.seat == seat}
        risky = [
            move
            for score, move in scored
            if (move[0] == "move" and step(squares[move[1]], move[2]) not in state.food)
            or (move[0] == "attack" and score > -4.0)
        ]
        if risky:
            best = risky[rng.randrange(len(risky))]
    return make_action(state, seat, *best)
