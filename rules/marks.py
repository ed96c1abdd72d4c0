"""The board's marks of the last move (rings, arrows, a ladder's marked rungs)."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import cast


def keep_marks(before: Mapping[str, object], after: object, keys: Sequence[str]) -> None:
    """Give `after` the marks `before` had when the action between them marked nothing. A pass, a
    `done` or a step into a narrower menu changes nothing on the board, and wiping the rings for it
    would show a player coming back after a turn that ended in `done` a board with nothing ringed.
    Both are a game's state, a dict whose `keys` hold the marks; `after` is changed, and is typed
    `object` because a game's TypedDict is no MutableMapping (nor a dict[str, Any])."""
    changed = cast(dict[str, object], after)
    if not any(changed[key] for key in keys):
        for key in keys:
            changed[key] = copy.deepcopy(before[key])
