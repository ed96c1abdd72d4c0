"""The store, on SQLite or PostgreSQL: `open_store(target)` picks by what `target` says.

A postgresql:// (or postgres://) URL opens a PostgreSQL database; anything else is the path of a
SQLite file. Everything the rest of the bot uses is imported from here.
"""

from __future__ import annotations

from os import PathLike

from table.store.base import Store
from table.store.core import BUSY_TIMEOUT_MS, ChannelBusy, StaleVersion, StoreBusy, StoreError
from table.store.rows import (
    LIVE_STATUSES,
    MOVE_KINDS,
    Deadline,
    GameResult,
    GameRow,
    GuildSettings,
    Hours,
    LogEntry,
    MemberSettings,
    MoveContext,
    Outgoing,
    Rated,
    Record,
    Scoring,
    Seat,
    SeatResult,
    Standing,
    Takeback,
    Unreachable,
)
from table.store.schema import MIGRATIONS, SCHEMA_VERSION

POSTGRES_SCHEMES = ("postgresql://", "postgres://")

__all__ = [
    "BUSY_TIMEOUT_MS", "LIVE_STATUSES", "MIGRATIONS", "MOVE_KINDS", "POSTGRES_SCHEMES", "SCHEMA_VERSION", "ChannelBusy",
    "Deadline", "GameResult", "GameRow", "GuildSettings", "Hours", "LogEntry", "MemberSettings", "MoveContext",
    "Outgoing", "Rated", "Record", "Scoring", "Seat", "SeatResult",
    "StaleVersion", "Standing", "Store", "StoreBusy", "StoreError", "Takeback", "Unreachable", "check_store",
    "is_postgres", "open_store",
]


def is_postgres(target: str | PathLike[str]) -> bool:
    return isinstance(target, str) and target.startswith(POSTGRES_SCHEMES)


async def open_store(target: str | PathLike[str], migrate: bool = True, scoring: Scoring | None = None) -> Store:
    """Open the store at `target`, creating and migrating it unless `migrate` is False; StoreError
    says plainly why it cannot be used. `scoring` works out the places and ratings it writes: the
    table's (table/results.SCORING) unless another is given."""
    if scoring is None:
        from table.records.results import SCORING  # the table's, which reads the store's values: loaded once both are

        scoring = SCORING
    if is_postgres(target):
        from table.store.postgres import PostgresStore  # asyncpg is loaded only by those who use it

        return await PostgresStore.connect(str(target), scoring, migrate)
    from table.store.sqlite import SqliteStore

    return await SqliteStore.connect(target, scoring, migrate)


async def check_store(target: str | PathLike[str]) -> None:
    """Open (creating and migrating) the store at `target` and close it; StoreError if it cannot be used."""
    store = await open_store(target)
    await store.close()
