"""Hexagonal boards: axial coordinates, neighbours, distances, names and drawing geometry.

Hexes are pointy-topped and addressed by axial coordinates (q, r): q grows to the east, r to
the south-east. Players read a hex by its offset name: a row letter from the north ("a") and
a column number from the west ("1"), rows shifted by half a hex on odd rows ("odd-r").
Nothing here knows a game: Extinction's island and µ's habitat map both stand on it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

Hex = tuple[int, int]

# The six neighbours of a pointy-topped hex, clockwise from the east.
DIRECTIONS: dict[str, Hex] = {
    "e": (1, 0), "se": (0, 1), "sw": (-1, 1), "w": (-1, 0), "nw": (0, -1), "ne": (1, -1),
}


def neighbour(h: Hex, direction: str) -> Hex:
    dq, dr = DIRECTIONS[direction]
    return (h[0] + dq, h[1] + dr)


def neighbours(h: Hex) -> Iterator[Hex]:
    """The six hexes around `h`, clockwise from the east (on or off any board)."""
    q, r = h
    for dq, dr in DIRECTIONS.values():
        yield (q + dq, r + dr)


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def from_offset(col: int, row: int) -> Hex:
    """Axial coordinates of the hex in column `col`, row `row` of an odd-r offset layout."""
    return (col - (row - (row & 1)) // 2, row)


def to_offset(h: Hex) -> tuple[int, int]:
    """(col, row) of an axial hex in the odd-r offset layout."""
    q, r = h
    return (q + (r - (r & 1)) // 2, r)


def name(h: Hex) -> str:
    """`c5`: row letter from the north, column number from the west."""
    col, row = to_offset(h)
    return f"{_row_letters(row)}{col + 1}"


def parse_name(text: str) -> Hex:
    """The hex named `text` (`c5`, `aa12`); ValueError if it is not written as a hex name."""
    key = text.strip().lower()
    letters = key.rstrip("0123456789")
    digits = key[len(letters):]
    if not letters or not letters.isascii() or not letters.isalpha() or not digits.isascii() or not digits.isdecimal():
        raise ValueError(f"{text!r} is not a hex name: write a row letter and a column number, like c5")
    if len(letters) > 2 or len(digits) > 3:
        raise ValueError(f"{text!r} is not a hex on any board of ours")
    row = 0
    for letter in letters:
        row = row * 26 + (ord(letter) - ord("a") + 1)
    return from_offset(int(digits) - 1, row - 1)


def _row_letters(row: int) -> str:
    letters = ""
    row += 1
    while row:
        row, rest = divmod(row - 1, 26)
        letters = chr(ord("a") + rest) + letters
    return letters


def centre(h: Hex, size: float, origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Pixel centre of a pointy-topped hex of circumradius `size`."""
    q, r = h
    x = size * math.sqrt(3) * (q + r / 2)
    y = size * 1.5 * r
    return (origin[0] + x, origin[1] + y)


def corners(centre_xy: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-topped hex around a pixel centre, from the top clockwise."""
    x, y = centre_xy
    return [(x + size * math.cos(math.radians(60 * i - 90)), y + size * math.sin(math.radians(60 * i - 90)))
            for i in range(6)]


def bounds(hexes: Iterable[Hex], size: float) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in pixels of the hexes' outlines, origin at (0, 0)."""
    xs, ys = [], []
    for h in hexes:
        x, y = centre(h, size)
        xs += [x - size * math.sqrt(3) / 2, x + size * math.sqrt(3) / 2]
        ys += [y - size, y + size]
    return (min(xs), min(ys), max(xs), max(ys))
