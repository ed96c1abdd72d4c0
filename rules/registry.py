"""Every game the bot hosts, by key. Each module exposes its engine as `ENGINE`."""

from __future__ import annotations

import importlib
from typing import Any

from rules.base import Engine

_ENGINE_MODULES = {
    "animacule": "rules.animacule",
    "soup": "rules.soup",
    "apocalyte": "rules.apocalyte",
    "extinction": "rules.extinction",
    "micro": "rules.micro",
}
GAME_KEYS = tuple(_ENGINE_MODULES)


def engine_for(key: str) -> Engine[Any]:
    """The engine for a game key; ValueError naming the known keys otherwise."""
    module = _ENGINE_MODULES.get(key)
    if module is None:
        raise ValueError(f"unknown game {key!r}: choose one of {', '.join(GAME_KEYS)}")
    engine: Engine[Any] = importlib.import_module(module).ENGINE
    return engine
