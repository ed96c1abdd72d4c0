"""The board's marks of the last move (rings, arrows, a ladder's marked rungs)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import cast


def keep_marks(before: object, after: object, keys: Sequence[str]) -> None:
    """Give `after` the marks `before` had when the action between them marked nothing. A pass, a
    `done` or a step into a narrower menu changes nothing on the board, and wiping the rings for it
    would show a player coming back after a turn that ended in `done` a board with nothing ringed.
    Both are a game's state, a dict: a game's TypedDict or a dict[str, Any] (neither types the other),
    whose `keys` hold the marks."""
    old, new = cast(dict[str, object], before), cast(dict[str, object], after)
    if not any(new[key] for key in keys):
        for key in keys:
            new[key] = copy.deepcopy(old[key])
