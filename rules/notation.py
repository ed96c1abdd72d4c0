"""Reading typed notation safely, for every engine: bounded numbers and short echoes.

A number is checked for its characters and its length before Python builds an int from it, so
input like `eat 20000000 red`, `²` or five thousand digits is refused at once with a reason,
never turned into work proportional to its size.
"""

from __future__ import annotations

from rules.base import IllegalAction

ECHO_LIMIT = 40


def excerpt(text: str, limit: int = ECHO_LIMIT) -> str:
    """The user's input, cut to `limit` characters, fit to quote back in a refusal."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def read_number(word: str, low: int, high: int, what: str) -> int:
    """`word` as a whole number in [low, high]; IllegalAction naming `what` and the range otherwise.
    Only ASCII digits count: `²`, `①`, `-3` and `1e9` are refused as not numbers."""
    allowed = f"use a whole number from {low} to {high}"
    article = "an" if what[:1] in "aeiou" else "a"
    if not word or not (word.isascii() and word.isdecimal()):
        raise IllegalAction(f"`{excerpt(word)}` is not {article} {what}: {allowed}.")
    digits = word.lstrip("0") or "0"
    if len(digits) > len(str(high)) or not low <= int(digits) <= high:
        raise IllegalAction(f"{excerpt(word)} is out of range for {article} {what}: {allowed}.")
    return int(digits)


def is_number(word: str) -> bool:
    """Whether `word` is written as a whole number (ASCII digits only), whatever its size."""
    return bool(word) and word.isascii() and word.isdecimal()
