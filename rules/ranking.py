"""Finishing places from each seat's standing at the end of a game.

A game says how seats compare (a key per seat, higher is better); the places follow the usual
sports ranking: equal keys share a place and the places they take are skipped ("1, 2, 2, 4").
Nothing here knows a game's rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def places_by(keys: Sequence[Any]) -> list[int]:
    """Each seat's place (1 is best) from its key; keys must compare with each other."""
    return [1 + sum(1 for other in keys if other > key) for key in keys]
