"""Moving individuals of one species from a hex to another: how many may go (a hex holds at most
six, and a new cube must come from the 20 a player owns), and the move itself. Relocation at
setup, migration, competition and predation all move individuals this way."""

from __future__ import annotations

from rules.extinction.data import MAX_PER_CUBE
from rules.extinction.state import State, add_individuals, count_at, owner, remove_individuals, spare_cubes


def allowed_counts(st: State, seat: int, source: str, target: str) -> range:
    """How many individuals may move from the seat's cube on `source` to `target` (empty or its own)."""
    return counts_to(st, seat, count_at(st, source), target, spare_cubes(st, seat))


def counts_to(st: State, seat: int, have: int, target: str, spare: int) -> range:
    """How many of `have` individuals may move to `target` when the seat has `spare` cubes off the island."""
    cube = st["cubes"].get(target)
    if cube is not None and cube[0] == seat:
        return range(1, min(have, MAX_PER_CUBE - cube[1]) + 1)
    if spare > 0:
        return range(1, have + 1)
    return range(have, have + 1)  # no cube to spare: the whole cube moves


def count_refusal(st: State, seat: int, source: str, target: str, count: int) -> str | None:
    """Why `count` individuals may not move from `source` to `target`, or None if they may."""
    have = count_at(st, source)
    if count > have:
        return f"{source} holds only {have} of your individuals."
    if owner(st, target) == seat and count_at(st, target) + count > MAX_PER_CUBE:
        return f"{target} already holds {count_at(st, target)}: a hex holds at most {MAX_PER_CUBE}."
    if count not in allowed_counts(st, seat, source, target):
        return (f"All 20 of your cubes are on the island, so a new hex can only be reached by moving the whole "
                f"cube: move all {have} from {source}.")
    return None


def move_individuals(st: State, seat: int, source: str, target: str, count: int) -> None:
    remove_individuals(st, source, count)
    add_individuals(st, seat, target, count)
