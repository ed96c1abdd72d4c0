"""Reading JSON as typed values without Any: type guards for the saved state (serialise.py) and the
game's data files (data.py), so each can check a value's shape before it narrows to it."""

from __future__ import annotations

from typing import TypeGuard


def is_object(value: object) -> TypeGuard[dict[object, object]]:
    return isinstance(value, dict)


def is_list(value: object) -> TypeGuard[list[object]]:
    return isinstance(value, list)
