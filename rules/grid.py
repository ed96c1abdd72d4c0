"""Orthogonal square grids: directions, neighbours and square names like "c5".

Columns are letters from the west (a) and rows numbers from the south (1), so north is up.
A grid may have holes (cells that are not spaces), as the Primordial Soup board does.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from enum import Enum

Square = tuple[int, int]


class Direction(Enum):
    N = (0, 1)
    E = (1, 0)
    S = (0, -1)
    W = (-1, 0)

    @property
    def letter(self) -> str:
        return self.name.lower()

    @property
    def word(self) -> str:
        return {"N": "north", "E": "east", "S": "south", "W": "west"}[self.name]

    @property
    def opposite(self) -> Direction:
        dx, dy = self.value
        return Direction((-dx, -dy))

    @classmethod
    def parse(cls, text: str) -> Direction:
        key = text.strip().lower()
        for direction in cls:
            if key in (direction.letter, direction.word):
                return direction
        raise ValueError(f"unknown direction {text!r}: use n, e, s or w (north, east, south, west)")


def step(square: Square, direction: Direction, distance: int = 1) -> Square:
    dx, dy = direction.value
    return (square[0] + dx * distance, square[1] + dy * distance)


@dataclass(frozen=True)
class Grid:
    width: int
    height: int
    holes: frozenset[Square] = frozenset()

    def __contains__(self, square: object) -> bool:
        if not isinstance(square, tuple) or len(square) != 2:
            return False
        col, row = square
        return 0 <= col < self.width and 0 <= row < self.height and square not in self.holes

    def squares(self) -> Iterator[Square]:
        """Every space, row by row from the north-west corner, as a reader scans the board."""
        for row in range(self.height - 1, -1, -1):
            for col in range(self.width):
                if (col, row) in self:
                    yield (col, row)

    def neighbour(self, square: Square, direction: Direction) -> Square | None:
        target = step(square, direction)
        return target if target in self else None

    def neighbours(self, square: Square) -> Iterator[tuple[Direction, Square]]:
        for direction in Direction:
            target = self.neighbour(square, direction)
            if target is not None:
                yield direction, target

    def name(self, square: Square) -> str:
        col, row = square
        return f"{chr(ord('a') + col)}{row + 1}"

    def parse(self, text: str) -> Square:
        key = text.strip().lower()
        if len(key) >= 2 and key[0].isalpha() and key[1:].isdigit():
            square = (ord(key[0]) - ord("a"), int(key[1:]) - 1)
            if square in self:
                return square
        last = self.name((self.width - 1, self.height - 1))
        raise ValueError(f"{text!r} is not a square on this board: use a1 to {last}")

    def names(self, squares: Iterable[Square]) -> str:
        return ", ".join(self.name(square) for square in squares)
