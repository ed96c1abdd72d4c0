"""State → PNG bytes, one module per game. Nothing here imports Discord or the database."""

from __future__ import annotations

import importlib
from typing import Any

from rules.base import Engine

RENDERER_MODULES = {
    "animacule": "rendering.animacule",
    "soup": "rendering.soup",
    "apocalyte": "rendering.apocalyte",
    "extinction": "rendering.extinction",
    "micro": "rendering.micro",
}


def render_board(kind: str, engine: Engine[Any], state: Any) -> bytes:
    """The board image for a game's state, as PNG bytes."""
    board: bytes = importlib.import_module(RENDERER_MODULES[kind]).render(engine, state)
    return board


def render_private(kind: str, engine: Engine[Any], state: Any, seat: int) -> bytes | None:
    """What only `seat` may see (its own cards) as a picture, drawn from its own view; None when the
    game's renderer draws no such picture or the seat holds nothing yet."""
    draw = getattr(importlib.import_module(RENDERER_MODULES[kind]), "render_private", None)
    return None if draw is None else draw(engine, state, seat)
