"""The SQLite store: one row per game, an append-only move log, per-guild settings.

WAL mode, a busy timeout, forward migrations by `PRAGMA user_version`. Saves are guarded
by the row's version number, so a lost race is refused instead of applied twice.
Finished and reset games are kept.

Two connections: every write goes through one, every read through the other, so under WAL a
channel's `/game log` never queues behind another process's write. A row that does not read
back (damaged JSON, an unknown game) comes back marked `damage`, never as an exception, so its
channel can still be reported and reset.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

from table.shards import ALL_SHARDS, Shards

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
    # 3: the clock: each game's time per prompt, each open prompt's deadline, the server's
    # defaults, members' notification and away settings, and spectators following a game
    """
    ALTER TABLE games ADD COLUMN deadline INTEGER;
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE TABLE deadlines (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        opened_at REAL NOT NULL,
        due_at REAL NOT NULL,
        sent INTEGER NOT NULL DEFAULT 0,
        next_at REAL,
        paused_at REAL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX deadlines_by_next ON deadlines (next_at);
    CREATE INDEX deadlines_by_member ON deadlines (guild_id, user_id);
    ALTER TABLE guild_settings ADD COLUMN deadline INTEGER;
    ALTER TABLE guild_settings ADD COLUMN reminders TEXT;
    ALTER TABLE guild_settings ADD COLUMN timeouts_to_resign INTEGER;
    CREATE TABLE members (
        guild_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        notify TEXT NOT NULL DEFAULT 'channel',
        away_until REAL,
        away_mode TEXT,
        PRIMARY KEY (guild_id, user_id)
    );
    CREATE INDEX members_by_away ON members (away_until);
    CREATE TABLE followers (
        game_id INTEGER NOT NULL REFERENCES games (id),
        user_id INTEGER NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


BUSY_TIMEOUT_MS = 1500  # a write waits this long for another process's lock, then the user is told to retry


class StoreError(Exception):
    """The database cannot be opened or used at all (a read-only mount, not a database file)."""


class StoreBusy(Exception):
    """Another process held the write lock past the busy timeout: nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game row changed since it was read: someone else's move landed first."""


@dataclass
class Seat:
    user_id: int
    name: str
    bot: bool = False
    colour: int | None = None  # in the lobby: the colour held, kept when players before it leave
    timeouts: int = 0  # deadlines missed in a row; the player's own move sets it back to 0

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"user_id": self.user_id, "name": self.name, "bot": self.bot}
        if self.colour is not None:
            data["colour"] = self.colour
        if self.timeouts:
            data["timeouts"] = self.timeouts
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        colour = data.get("colour")
        return cls(int(data["user_id"]), str(data["name"]), bool(data.get("bot", False)),
                   None if colour is None else int(colour), int(data.get("timeouts", 0)))


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
    damage: str | None = None  # why a column did not read back; such a game can only be shown and reset
    deadline: int | None = None  # seconds allowed per prompt; None: the game waits as long as it takes


@dataclass
class Deadline:
    """The clock of one open prompt: a human seat's decision, due at `due_at`. `sent` reminders
    have gone out; the scheduler looks at it again at `next_at` (None: paused, or past its
    deadline in a game that only waits)."""

    game_id: int
    seat: int
    kind: str
    user_id: int
    guild_id: int
    channel_id: int
    opened_at: float
    due_at: float
    sent: int = 0
    next_at: float | None = None
    paused_at: float | None = None


@dataclass(frozen=True)
class GuildSettings:
    admin_role: int | None = None
    deadline: int | None = None  # the default time per prompt of new tables; None: the bot's default
    reminders: str | None = None  # e.g. "50%,1h"; None: the bot's default
    timeouts_to_resign: int | None = None


@dataclass(frozen=True)
class MemberSettings:
    notify: str = "channel"  # channel, dm or off
    away_until: float | None = None
    away_mode: str | None = None  # pause or bot, while away


@dataclass
class LogEntry:
    seq: int
    actor_id: int
    action: str
    events: list[dict[str, Any]] = field(default_factory=list)
    created_at: float = 0.0


_GAME_COLUMNS = (
    "id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
    " created_at, updated_at, ended_reason, deadline"
)
_DEADLINE_COLUMNS = "game_id, seat, kind, user_id, guild_id, channel_id, opened_at, due_at, sent, next_at, paused_at"


def _row_to_game(row: sqlite3.Row | tuple[Any, ...]) -> GameRow:
    (gid, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,
     created_at, updated_at, ended_reason, deadline) = row
    game = GameRow(
        id=gid, guild_id=guild_id, channel_id=channel_id, kind=kind, status=status,
        creator_id=creator_id, seats=[], options={}, state_json=state, version=version,
        created_at=created_at, updated_at=updated_at, ended_reason=ended_reason, deadline=deadline,
    )
    try:
        game.seats = [Seat.from_json(s) for s in json.loads(seats)]
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        game.damage = f"its seats do not read back ({type(error).__name__})"
    try:
        game.options = json.loads(options)
        if not isinstance(game.options, dict) or not all(isinstance(v, str) for v in game.options.values()):
            raise TypeError("options are not a dict of texts")
    except (ValueError, TypeError) as error:
        game.options = {}
        game.damage = game.damage or f"its options do not read back ({type(error).__name__})"
    return game


def _entry(row: tuple[Any, ...]) -> LogEntry:
    seq, actor, action, events, at = row
    try:
        parsed = json.loads(events)
        if not isinstance(parsed, list) or not all(isinstance(e, dict) and "text" in e for e in parsed):
            raise TypeError("events are not a list of events")
    except (ValueError, TypeError):
        parsed = [{"kind": "damaged", "text": "(this entry's events are damaged and cannot be shown)", "data": {}}]
    return LogEntry(seq, actor, str(action), parsed, at)


class Store:
    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection) -> None:
        self._db = db
        self._reader = reader
        self.path = ""  # the database file, set by open()
        # One write connection serves every channel: a transaction must not interleave with another's.
        self._write_lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        """Open (creating and migrating) the database at `path`; StoreError says plainly why it cannot be."""
        opened: list[aiosqlite.Connection] = []
        try:
            await asyncio.to_thread(_probe, str(path))
            db = await aiosqlite.connect(str(path), isolation_level=None)
            opened.append(db)
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            store = cls(db, db)
            await store._migrate()
            reader = await aiosqlite.connect(str(path), isolation_level=None)
            opened.append(reader)
            await reader.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await reader.execute("PRAGMA query_only=ON")
        except sqlite3.Error as error:
            for connection in opened:
                await connection.close()
            raise StoreError(f"cannot use the database {path}: {error}") from error
        except BaseException:
            for connection in opened:
                await connection.close()
            raise
        store._reader = reader
        store.path = str(path)
        return store

    async def close(self) -> None:
        await self._reader.close()
        await self._db.close()

    async def schema_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cursor:
            (version,) = await cursor.fetchone()
        return int(version)

    async def _read_one(self, query: str, params: Iterable[Any] = ()) -> tuple[Any, ...] | None:
        rows = await self._read_all(query, params)
        return rows[0] if rows else None

    async def _read_all(self, query: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        # One job on the reader's thread, statement finished before the next read runs: a read left
        # open between two jobs would hold its snapshot and hide writes committed since.
        return list(await self._reader.execute_fetchall(query, tuple(params)))

    async def _execute(self, query: str, params: Iterable[Any] = ()) -> aiosqlite.Cursor:
        """One write statement, under the write lock; StoreBusy if another process holds the database."""
        async with self._write_lock:
            try:
                return await self._db.execute(query, tuple(params))
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error

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
        row = await self._read_one(f"SELECT {_GAME_COLUMNS} FROM games WHERE {where}", params)
        return _row_to_game(row) if row else None

    async def live_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("id = ?", (game_id,))

    async def latest_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def create_game(
        self, guild_id: int, channel_id: int, kind: str, creator: Seat, options: dict[str, str],
        deadline: int | None = None,
    ) -> GameRow:
        now = time.time()
        try:
            cursor = await self._execute(
                "INSERT INTO games (guild_id, channel_id, kind, status, creator_id, seats, options,"
                " state, version, created_at, updated_at, deadline)"
                " VALUES (?, ?, ?, 'lobby', ?, ?, ?, NULL, 1, ?, ?, ?)",
                (guild_id, channel_id, kind, creator.user_id, json.dumps([creator.to_json()]),
                 json.dumps(options), now, now, deadline),
            )
        except sqlite3.IntegrityError as error:
            raise ChannelBusy(channel_id) from error
        game = await self.game(cursor.lastrowid)
        assert game is not None
        return game

    async def save(self, game: GameRow, log: Iterable[LogEntry] = (),
                   deadlines: list[Deadline] | None = None) -> GameRow:
        """Write the row (status, creator, seats, state, ended_reason), append log entries and,
        given `deadlines`, make them the game's open prompts' clocks, in one transaction, if and
        only if the stored version is still `game.version`. Returns the row with its new version."""
        if game.damage:
            raise ValueError(f"game {game.id} is damaged ({game.damage}): only archive() may write it")
        update = ("UPDATE games SET status = ?, creator_id = ?, seats = ?, state = ?, ended_reason = ?,"
                  " version = version + 1, updated_at = ? WHERE id = ? AND version = ?")
        columns = (game.status, game.creator_id, json.dumps([s.to_json() for s in game.seats]), game.state_json,
                   game.ended_reason)
        return await self._write(game, update, columns, log, deadlines)

    async def archive(self, game: GameRow, reason: str, log: Iterable[LogEntry] = ()) -> GameRow:
        """End the game as `reason` and append `log`, touching nothing else: a damaged row keeps its
        columns as they were, for whoever wants to look at them later."""
        game.status, game.ended_reason = "finished", reason
        update = ("UPDATE games SET status = ?, ended_reason = ?, version = version + 1, updated_at = ?"
                  " WHERE id = ? AND version = ?")
        return await self._write(game, update, (game.status, reason), log, [])

    async def _write(self, game: GameRow, update: str, columns: tuple[Any, ...], log: Iterable[LogEntry],
                     deadlines: list[Deadline] | None = None) -> GameRow:
        """Run `update` (its own columns, then updated_at, id and version), append the log and replace
        the deadlines (unless None) in one transaction, if and only if the stored version is still
        `game.version`."""
        now = time.time()
        moves = [(game.id, game.id, e.actor_id, e.action, json.dumps(e.events), now) for e in log]
        clocks = None if deadlines is None else [_deadline_values(d) for d in deadlines]

        def transaction(db: sqlite3.Connection) -> None:
            db.execute("BEGIN IMMEDIATE")
            try:
                if db.execute(update, (*columns, now, game.id, game.version)).rowcount != 1:
                    raise StaleVersion(game.id)
                db.executemany(
                    "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at)"
                    " VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?), ?, ?, ?, ?)",
                    moves,
                )
                if clocks is not None:
                    db.execute("DELETE FROM deadlines WHERE game_id = ?", (game.id,))
                    db.executemany(
                        f"INSERT INTO deadlines ({_DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", clocks)
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise

        async with self._write_lock:
            try:
                await self._on_writer(transaction)
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error
        game.version += 1
        game.updated_at = now
        return game

    async def _on_writer(self, work: Callable[[sqlite3.Connection], None]) -> None:
        """Run `work` on the write connection's thread as one job: a whole transaction costs one
        round trip between the event loop and that thread, not one per statement. (aiosqlite has
        no public call for it; `_execute` is how its own methods queue their work.)"""
        await self._db._execute(lambda: work(self._db._conn))

    async def log(self, game_id: int, last: int | None = None) -> list[LogEntry]:
        """The game's log in order; only the newest `last` entries if given."""
        query = "SELECT seq, actor_id, action, events, created_at FROM moves WHERE game_id = ?"
        params: tuple[Any, ...] = (game_id,)
        if last is not None:
            query = f"SELECT * FROM ({query} ORDER BY seq DESC LIMIT ?)"
            params += (last,)
        return [_entry(row) for row in await self._read_all(query + " ORDER BY seq", params)]

    async def admin_role(self, guild_id: int) -> int | None:
        return (await self.guild_settings(guild_id)).admin_role

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self._read_one(
            "SELECT admin_role_id, deadline, reminders, timeouts_to_resign FROM guild_settings WHERE guild_id = ?",
            (guild_id,))
        return GuildSettings(*row) if row else GuildSettings()

    async def set_defaults(self, guild_id: int, deadline: int | None, reminders: str,
                           timeouts_to_resign: int) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, deadline, reminders, timeouts_to_resign) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET deadline = excluded.deadline, reminders = excluded.reminders,"
            " timeouts_to_resign = excluded.timeouts_to_resign",
            (guild_id, deadline, reminders, timeouts_to_resign),
        )

    # ----- the clock ---------------------------------------------------------------------

    async def deadlines(self, game_id: int) -> list[Deadline]:
        rows = await self._read_all(f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE game_id = ? ORDER BY seat",
                                    (game_id,))
        return [Deadline(*row) for row in rows]

    async def member_deadlines(self, guild_id: int, user_id: int) -> list[Deadline]:
        rows = await self._read_all(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE guild_id = ? AND user_id = ? ORDER BY due_at",
            (guild_id, user_id))
        return [Deadline(*row) for row in rows]

    async def due_deadlines(self, now: float, limit: int, shards: Shards = ALL_SHARDS) -> list[Deadline]:
        """Prompts of `shards`' guilds whose next reminder or deadline has come, the earliest first."""
        owned, params = shards.where()
        rows = await self._read_all(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE next_at IS NOT NULL AND next_at <= ? AND {owned}"
            " ORDER BY next_at LIMIT ?", (now, *params, limit))
        return [Deadline(*row) for row in rows]

    async def next_due(self, shards: Shards = ALL_SHARDS) -> float | None:
        """The earliest time the clock of `shards` has work: a reminder, a deadline, or an absence ending."""
        owned, params = shards.where()
        (deadline,) = await self._read_one(
            f"SELECT MIN(next_at) FROM deadlines WHERE next_at IS NOT NULL AND {owned}", params)
        (away,) = await self._read_one(
            f"SELECT MIN(away_until) FROM members WHERE away_until IS NOT NULL AND {owned}", params)
        times = [t for t in (deadline, away) if t is not None]
        return min(times) if times else None

    async def step_deadline(self, old: Deadline, new: Deadline) -> bool:
        """Move a prompt's clock on (a reminder sent, a pause) if nobody changed it since `old` was
        read; False if someone did (a move or another process got there first)."""
        cursor = await self._execute(
            "UPDATE deadlines SET opened_at = ?, due_at = ?, sent = ?, next_at = ?, paused_at = ?"
            " WHERE game_id = ? AND seat = ? AND opened_at = ? AND sent = ?"
            " AND next_at IS ? AND paused_at IS ?",
            (new.opened_at, new.due_at, new.sent, new.next_at, new.paused_at,
             old.game_id, old.seat, old.opened_at, old.sent, old.next_at, old.paused_at))
        return cursor.rowcount == 1

    async def member(self, guild_id: int, user_id: int) -> MemberSettings:
        row = await self._read_one(
            "SELECT notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id = ?", (guild_id, user_id))
        return MemberSettings(*row) if row else MemberSettings()

    async def members(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, MemberSettings]:
        ids = list(user_ids)
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._read_all(
            f"SELECT user_id, notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *ids))
        return {user: MemberSettings(notify, until, mode) for user, notify, until, mode in rows}

    async def set_member(self, guild_id: int, user_id: int, settings: MemberSettings) -> None:
        await self._execute(
            "INSERT INTO members (guild_id, user_id, notify, away_until, away_mode) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id) DO UPDATE SET notify = excluded.notify,"
            " away_until = excluded.away_until, away_mode = excluded.away_mode",
            (guild_id, user_id, settings.notify, settings.away_until, settings.away_mode))

    async def aways_ended(self, now: float, shards: Shards = ALL_SHARDS) -> list[tuple[int, int]]:
        """(guild, member) of every absence in `shards`' guilds whose days ran out by `now`."""
        owned, params = shards.where()
        return [(g, u) for g, u in await self._read_all(
            f"SELECT guild_id, user_id FROM members WHERE away_until IS NOT NULL AND away_until <= ? AND {owned}",
            (now, *params))]

    async def live_games_in(self, guild_id: int) -> list[GameRow]:
        rows = await self._read_all(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') ORDER BY id",
            (guild_id,))
        return [_row_to_game(row) for row in rows]

    async def followers(self, game_id: int) -> list[int]:
        return [u for (u,) in await self._read_all("SELECT user_id FROM followers WHERE game_id = ?", (game_id,))]

    async def set_following(self, game_id: int, user_id: int, following: bool) -> None:
        if following:
            await self._execute("INSERT OR IGNORE INTO followers (game_id, user_id) VALUES (?, ?)", (game_id, user_id))
        else:
            await self._execute("DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game_id, user_id))

    async def set_admin_role(self, guild_id: int, role_id: int | None) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
            (guild_id, role_id),
        )

    async def count_games(self, statuses: tuple[str, ...] = LIVE_STATUSES) -> int:
        marks = ", ".join("?" for _ in statuses)
        (count,) = await self._read_one(f"SELECT COUNT(*) FROM games WHERE status IN ({marks})", statuses)
        return int(count)


def _probe(path: str) -> None:
    """Open the file and set WAL with the plain driver: a path that cannot be used fails here, before
    aiosqlite starts a worker thread it would not stop cleanly after a failed connect."""
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA journal_mode=WAL")
    finally:
        connection.close()


def _deadline_values(d: Deadline) -> tuple[Any, ...]:
    return (d.game_id, d.seat, d.kind, d.user_id, d.guild_id, d.channel_id, d.opened_at, d.due_at, d.sent,
            d.next_at, d.paused_at)


def _busy_or(error: sqlite3.OperationalError) -> Exception:
    """StoreBusy for a lock another process held too long; the error itself otherwise."""
    return StoreBusy(str(error)) if "locked" in str(error) or "busy" in str(error) else error


async def check_store(path: str | Path) -> None:
    """Open (creating and migrating) the store at `path` and close it; StoreError if it cannot be used."""
    store = await Store.open(path)
    await store.close()
