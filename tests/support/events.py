"""What a rule test reads of a move's events: their data, the facts a rule decided, rather than
the English a player reads (each game's wording test reads that)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.base import Event


def data_of(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    """The data of every event of `kind`, in the order they happened."""
    return [event.data for event in events if event.kind == kind]


def told(events: Iterable[Event], kind: str, key: str) -> list[Any]:
    """One fact (`key`) of every event of `kind`, in order: the colonies that died, the hexes hit."""
    return [event.data[key] for event in events if event.kind == kind]
