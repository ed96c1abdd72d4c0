"""The states this process saved last, by game, each with the JSON it saved: the next request on
the game takes the state from here instead of parsing its JSON again (a third of an Animacule
move's CPU in the bot process). Engines never change a state they are given, so a kept state is
the state its JSON holds; it is used only when the row read back holds exactly that JSON, so a
move saved by another process, a take-back or a hand edit is loaded from the row as always."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

GAMES_KEPT = 128  # the games whose states are kept (a few KB to 35 KB each), the least recently saved dropped

_kept: OrderedDict[int, tuple[str, Any]] = OrderedDict()


def keep(game_id: int, state_json: str, state: Any) -> None:
    _kept[game_id] = (state_json, state)
    _kept.move_to_end(game_id)
    if len(_kept) > GAMES_KEPT:
        _kept.popitem(last=False)


def kept(game_id: int, state_json: str) -> Any | None:
    """The state kept for the game if its JSON is `state_json`; None otherwise."""
    found = _kept.get(game_id)
    return found[1] if found is not None and found[0] == state_json else None
