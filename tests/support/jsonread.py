"""Reading an event's data or a view (`rules.base.JSON`) in a test: each reader narrows a value to the
shape the test expects and fails the test, naming the value, when it has another."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.base import JSON


def record(value: JSON) -> Mapping[str, JSON]:
    """A JSON object."""
    assert isinstance(value, Mapping), f"not an object: {value!r}"
    return value


def items(value: JSON) -> Sequence[JSON]:
    """A JSON array."""
    assert isinstance(value, Sequence) and not isinstance(value, str), f"not an array: {value!r}"
    return value


def number(value: JSON) -> int:
    """A whole number."""
    assert isinstance(value, int) and not isinstance(value, bool), f"not a whole number: {value!r}"
    return value


def text(value: JSON) -> str:
    assert isinstance(value, str), f"not text: {value!r}"
    return value


def numbers(value: JSON) -> list[int]:
    """An array of whole numbers."""
    return [number(x) for x in items(value)]


def words(value: JSON) -> list[str]:
    """An array of strings."""
    return [text(x) for x in items(value)]


def records(value: JSON) -> list[Mapping[str, JSON]]:
    """An array of objects."""
    return [record(x) for x in items(value)]
