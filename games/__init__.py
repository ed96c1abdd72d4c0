"""Every game the bot hosts, each declared by the `MANIFEST` of one module in this package
(games/<key>.py), found there on first use: adding a game adds a module here and touches nothing in
table/. `register` adds a game declared elsewhere, in this process only (the board workers of
workers/pool.py find only this package's games).

The engines, the table, the renderers and the cogs all read the games from here; rules/ never does
(the engines stay pure), so this package names the engines by module path and imports them lazily.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from games.manifest import GameManifest
from rules.base import Engine

_games: dict[str, GameManifest] = {}
_discovered = False


def _by_key() -> dict[str, GameManifest]:
    global _discovered
    if not _discovered:
        _discovered = True
        for module in pkgutil.iter_modules(__path__):
            manifest = getattr(importlib.import_module(f"{__name__}.{module.name}"), "MANIFEST", None)
            if isinstance(manifest, GameManifest):
                register(manifest)
    return _games


def register(manifest: GameManifest) -> None:
    """Host one more game in this process; ValueError if its key or its position is taken."""
    games = _by_key()
    if manifest.key in games:
        raise ValueError(f"a game with the key {manifest.key!r} is already hosted")
    if any(other.position == manifest.position for other in games.values()):
        raise ValueError(f"game {manifest.key!r} takes position {manifest.position}, which another game holds")
    games[manifest.key] = manifest


def unregister(key: str) -> None:
    """Stop hosting a game `register` added (its saved tables can no longer be loaded)."""
    _by_key().pop(key)


def manifests() -> tuple[GameManifest, ...]:
    """Every hosted game, in their declared order."""
    return tuple(sorted(_by_key().values(), key=lambda manifest: manifest.position))


def game_keys() -> tuple[str, ...]:
    return tuple(manifest.key for manifest in manifests())


def manifest_for(key: str) -> GameManifest:
    """The manifest of a game key; ValueError naming the known keys otherwise."""
    manifest = _by_key().get(key)
    if manifest is None:
        raise ValueError(f"unknown game {key!r}: choose one of {', '.join(game_keys())}")
    return manifest


def engine_for(key: str) -> Engine[Any]:
    """The engine for a game key; ValueError naming the known keys otherwise."""
    return manifest_for(key).engine()
