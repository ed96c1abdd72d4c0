"""Reading JSON as typed values without Any: the type guards and readers every game's load
(`rules/<game>/serialise.py`) and data files share, so each checks a value's shape before it narrows
to it and refuses a bad one in its own words.

A guard (`is_…`) answers whether a value has a shape; a reader (`array`, `record`, `ints`, `words`)
returns the value typed, or None when it has another shape.
"""

from __future__ import annotations

from typing import TypeGuard

Record = dict[str, object]  # a JSON object: its keys are strings


def is_int(value: object, low: int | None = None) -> TypeGuard[int]:
    """A whole number (never a bool), from `low` when one is given."""
    return isinstance(value, int) and not isinstance(value, bool) and (low is None or value >= low)


def is_count(value: object) -> TypeGuard[int]:
    """A whole number from 0."""
    return is_int(value, 0)


def is_str(value: object) -> TypeGuard[str]:
    return isinstance(value, str)


def is_bool(value: object) -> TypeGuard[bool]:
    return isinstance(value, bool)


def is_record(value: object) -> TypeGuard[Record]:
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[object]]:
    return isinstance(value, list)


def is_strs(value: object) -> TypeGuard[list[str]]:
    return is_array(value) and all(isinstance(x, str) for x in value)


def is_ints(value: object, low: int | None = None) -> TypeGuard[list[int]]:
    return is_array(value) and all(is_int(x, low) for x in value)


def is_bools(value: object) -> TypeGuard[list[bool]]:
    return is_array(value) and all(isinstance(x, bool) for x in value)


def array(value: object) -> list[object] | None:
    """A JSON array's items; None for anything else."""
    return value if is_array(value) else None


def record(value: object) -> Record | None:
    """A JSON object; None for anything else."""
    return value if is_record(value) else None


def ints(value: object, below: int | None = None, low: int = 0) -> list[int] | None:
    """An array of whole numbers from `low` (and below `below`); None for anything else."""
    if not is_ints(value, low) or (below is not None and any(x >= below for x in value)):
        return None
    return value


def words(value: object) -> list[str] | None:
    """An array of strings; None for anything else."""
    return value if is_strs(value) else None
