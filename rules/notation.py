"""Reading typed notation safely, for every engine: bounded numbers and short echoes; and moves listed
as a member types them.

A number is checked for its characters and its length before Python builds an int from it, so
input like `eat 20000000 red`, `²` or five thousand digits is refused at once with a reason,
never turned into work proportional to its size.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

ECHO_LIMIT = 40


def excerpt(text: str, limit: int = ECHO_LIMIT) -> str:
    """The user's input, cut to `limit` characters, fit to quote back in a refusal."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def bounded_number(word: str, low: int, high: int) -> int | None:
    """`word` as a whole number in [low, high], or None: the game words the refusal in its own terms,
    telling a word that is no number (`is_number`) from one out of range. Only ASCII digits count: `²`,
    `①`, `-3` and `1e9` are not numbers."""
    if not is_number(word):
        return None
    digits = word.lstrip("0") or "0"
    if len(digits) > len(str(high)) or not low <= int(digits) <= high:
        return None
    return int(digits)


def is_number(word: str) -> bool:
    """Whether `word` is written as a whole number (ASCII digits only), whatever its size."""
    return bool(word) and word.isascii() and word.isdecimal()


def as_typed(moves: Iterable[str], most: int | None = None) -> str:
    """Moves as a sentence lists them to be typed: each in backticks (`move 3 n`), as it stands in every
    language, with " …" after the first `most` when there are more."""
    listed: Sequence[str] = list(moves)
    shown = ", ".join(f"`{move}`" for move in listed[:most])
    return shown + " …" if most is not None and len(listed) > most else shown
