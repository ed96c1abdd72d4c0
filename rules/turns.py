"""Turn order helpers shared by the engines: clockwise seat order that skips seats out of the game.

Seats are 0 .. count - 1 in clockwise (turn) order. Nothing here knows any game's rules.
"""

from __future__ import annotations

from collections.abc import Container, Iterator


def seats_after(current: int, count: int) -> Iterator[int]:
    """Every seat once, clockwise, starting with the one after `current` and ending with `current`."""
    if count <= 0:
        raise ValueError("count must be positive")
    if not 0 <= current < count:
        raise ValueError(f"seat {current} is not in 0..{count - 1}")
    for offset in range(1, count + 1):
        yield (current + offset) % count


def next_seat(current: int, count: int, out: Container[int] = ()) -> int | None:
    """The first seat clockwise after `current` that is not in `out`.

    `current` itself comes last (it plays again when everyone else is out); None when every
    seat is out."""
    for seat in seats_after(current, count):
        if seat not in out:
            return seat
    return None


def active_seats(count: int, out: Container[int] = ()) -> list[int]:
    """The seats still in the game, in seat order."""
    return [seat for seat in range(count) if seat not in out]
