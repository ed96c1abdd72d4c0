"""The SQLite store: one row per game, an append-only move log, per-guild settings.

WAL mode, a busy timeout, forward migrations by `PRAGMA user_version`. Saves are guarded
by the row's version number, so a lost race is refused instead of applied twice.
Finished and reset games are kept.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

LIVE_STATUSES = ("lobby", "active")

# Each entry moves the schema from version i to i + 1. Never edit a shipped entry: append.
MIGRATIONS: tuple[str, ...] = (
    # 1: games and their move log
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        status TEXT NOT NULL,
        seats TEXT NOT NULL,
        state TEXT,
        version INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_game_per_channel ON games (channel_id)
        WHERE status IN ('lobby', 'active');
    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq INTEGER NOT NULL,
        actor_id INTEGER NOT NULL,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    """,
    # 2: who created a game, its options, why it ended, and per-guild settings
    """
    ALTER TABLE games ADD COLUMN creator_id INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE games ADD COLUMN ended_reason TEXT;
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        admin_role_id INTEGER
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game row changed since it was read: someone else's move landed first."""


@dataclass
class Seat:
    user_id: int
    name: str
    bot: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"user_id": self.user_id, "name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(int(data["user_id"]), str(data["name"]), bool(data.get("bot", False)))


@dataclass
class GameRow:
    id: int
    guild_id: int
    channel_id: int
    kind: str
    status: str
    creator_id: int
    seats: list[Seat]
    options: dict[str, str]
    state_json: str | None  # parsed by the table, which knows what a broken state means
    version: int
    created_at: float
    updated_at: float
    ended_reason: str | None = None


@dataclass
class LogEntry:
    seq: int
    actor_id: int
    action: str
    events: list[dict[str, Any]] = field(default_factory=list)
    created_at: float = 0.0


_GAME_COLUMNS = (
    "id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
    " created_at, updated_at, ended_reason"
)


def _row_to_game(row: sqlite3.Row | tuple[Any, ...]) -> GameRow:
    (gid, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,
     created_at, updated_at, ended_reason) = row
    return GameRow(
        id=gid, guild_id=guild_id, channel_id=channel_id, kind=kind, status=status,
        creator_id=creator_id, seats=[Seat.from_json(s) for s in json.loads(seats)],
        options=json.loads(options), state_json=state, version=version,
        created_at=created_at, updated_at=updated_at, ended_reason=ended_reason,
    )


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        # One connection serves every channel: a transaction must not interleave with another's.
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        db = await aiosqlite.connect(str(path), isolation_level=None)
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA busy_timeout=5000")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        store = cls(db)
        try:
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            (version,) = await cursor.fetchone()
        return int(version)

    async def _migrate(self) -> None:
        current = await self.schema_version()
        if current > SCHEMA_VERSION:
            raise RuntimeError(
                f"the database has schema version {current}, newer than this bot's {SCHEMA_VERSION}:"
                " run a newer version of the bot"
            )
        for version in range(current, SCHEMA_VERSION):
            # executescript commits first; the user_version bump rides in the same script.
            await self._db.executescript(
                f"BEGIN; {MIGRATIONS[version]} PRAGMA user_version = {version + 1}; COMMIT;"
            )

    async def _one_game(self, where: str, params: Iterable[Any]) -> GameRow | None:
        async with self._db.execute(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", tuple(params)) as cur:
            row = await cur.fetchone()
        return _row_to_game(row) if row else None

    async def live_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("id = ?", (game_id,))

    async def latest_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def create_game(
        self, guild_id: int, channel_id: int, kind: str, creator: Seat, options: dict[str, str]
    ) -> GameRow:
        now = time.time()
        try:
            async with self._write_lock:
                cursor = await self._db.execute(
                    "INSERT INTO games (guild_id, channel_id, kind, status, creator_id, seats, options,"
                    " state, version, created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?, NULL, 1, ?, ?)",
                    (guild_id, channel_id, kind, creator.user_id, json.dumps([creator.to_json()]),
                     json.dumps(options), now, now),
                )
        except sqlite3.IntegrityError as error:
            raise ChannelBusy(channel_id) from error
        game = await self.game(cursor.lastrowid)
        assert game is not None
        return game

    async def save(self, game: GameRow, log: Iterable[LogEntry] = ()) -> GameRow:
        """Write the row (status, creator, seats, state, ended_reason) and append log entries in
        one transaction, if and only if the stored version is still `game.version`.
        Returns the row with its new version."""
        now = time.time()
        async with self._write_lock:
            await self._write(game, log, now)
        game.version += 1
        game.updated_at = now
        return game

    async def _write(self, game: GameRow, log: Iterable[LogEntry], now: float) -> None:
        await self._db.execute("BEGIN IMMEDIATE")
        try:
            cursor = await self._db.execute(
                "UPDATE games SET status = ?, creator_id = ?, seats = ?, state = ?, ended_reason = ?,"
                " version = version + 1, updated_at = ? WHERE id = ? AND version = ?",
                (game.status, game.creator_id, json.dumps([s.to_json() for s in game.seats]), game.state_json,
                 game.ended_reason, now, game.id, game.version),
            )
            if cursor.rowcount != 1:
                raise StaleVersion(game.id)
            await self._db.executemany(
                "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at)"
                " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?), ?, ?, ?, ?)",
                [(game.id, game.id, entry.actor_id, entry.action, json.dumps(entry.events), now) for entry in log],
            )
            await self._db.execute("COMMIT")
        except BaseException:
            await self._db.execute("ROLLBACK")
            raise

    async def log(self, game_id: int, last: int | None = None) -> list[LogEntry]:
        """The game's log in order; only the newest `last` entries if given."""
        query = "SELECT seq, actor_id, action, events, created_at FROM moves WHERE game_id = ?"
        params: tuple[Any, ...] = (game_id,)
        if last is not None:
            query = f"SELECT * FROM ({query} ORDER BY seq DESC LIMIT ?)"
            params += (last,)
        async with self._db.execute(query + " ORDER BY seq", params) as cursor:
            rows = await cursor.fetchall()
        return [LogEntry(seq, actor, action, json.loads(events), at) for seq, actor, action, events, at in rows]

    async def admin_role(self, guild_id: int) -> int | None:
        async with self._db.execute(
            "SELECT admin_role_id FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cursor:
            row = await cursor.fetchone()
        return row[0] if row else None

    async def set_admin_role(self, guild_id: int, role_id: int | None) -> None:
        async with self._write_lock:
            await self._db.execute(
                "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
                (guild_id, role_id),
            )

    async def count_games(self, statuses: tuple[str, ...] = LIVE_STATUSES) -> int:
        marks = ", ".join("?" for _ in statuses)
        async with self._db.execute(f"SELECT COUNT(*) FROM games WHERE status IN ({marks})", statuses) as cursor:
            (count,) = await cursor.fetchone()
        return int(count)
