"""Score tracks where one marker sits on each space, and turn orders read from them.

Positions are indexed by seat; None marks a seat with no marker (out of the game). Nothing
here knows a game's rules: Primordial Soup's scoring ladder is the first user.
"""

from __future__ import annotations

from collections.abc import Sequence


def ranking(positions: Sequence[int | None], ascending: bool = True) -> list[int]:
    """Seats with a marker ordered by position: lowest first (ascending) or highest first."""
    placed = [(pos, seat) for seat, pos in enumerate(positions) if pos is not None]
    return [seat for _pos, seat in sorted(placed, key=lambda marker: marker[0], reverse=not ascending)]


def advance(positions: Sequence[int | None], seat: int, steps: int, last: int) -> int:
    """Where `seat`'s marker lands moving `steps` free spaces forward, occupied spaces not counted.

    The track ends at `last`: a marker that would pass it stops on the furthest free space it can
    reach, or stays put if every space ahead of it is taken."""
    start = positions[seat]
    if start is None:
        raise ValueError(f"seat {seat} has no marker")
    if steps < 0:
        raise ValueError("steps must not be negative")
    taken = {pos for other, pos in enumerate(positions) if other != seat and pos is not None}
    where = start
    best = start
    counted = 0
    while counted < steps and where < last:
        where += 1
        if where not in taken:
            counted += 1
            best = where
    return best
