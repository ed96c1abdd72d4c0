"""The board's marks of the last move (rings, arrows, a ladder's marked rungs)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any


def keep_marks(before: dict[str, Any], after: dict[str, Any], keys: Sequence[str]) -> None:
    """Give `after` the marks `before` had when the action between them marked nothing. A pass, a
    `done` or a step into a narrower menu changes nothing on the board, and wiping the rings for it
    would show a player coming back after a turn that ended in `done` a board with nothing ringed."""
    if not any(after[key] for key in keys):
        for key in keys:
            after[key] = copy.deepcopy(before[key])
