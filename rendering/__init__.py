"""State → PNG bytes, one module per game (each game's manifest names its renderer). Nothing here
imports Discord or the database."""

from __future__ import annotations

from typing import Any

from games import manifest_for
from rules.base import Engine


def render_board(kind: str, engine: Engine[Any], state: Any) -> bytes:
    """The board image for a game's state, as PNG bytes."""
    board: bytes = manifest_for(kind).renderer().render(engine, state)
    return board


def render_private(kind: str, engine: Engine[Any], state: Any, seat: int) -> bytes | None:
    """What only `seat` may see (its own cards) as a picture, drawn from its own view; None when the
    game's renderer draws no such picture or the seat holds nothing yet."""
    draw = getattr(manifest_for(kind).renderer(), "render_private", None)
    return None if draw is None else draw(engine, state, seat)
