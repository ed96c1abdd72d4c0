"""The store on a PostgreSQL database, through an asyncpg connection pool.

Reads and writes each take a pooled connection, so many processes (one per shard) can share the
database: a save still lands only on the version it read (`UPDATE … WHERE version = ?` waits for
a concurrent save of the same row, then finds the version moved on). A statement waiting on
another's lock past the busy timeout gives up with StoreBusy, as SQLite's busy timeout does. The
schema version is in the `schema_version` table; migrating takes an advisory lock.

A move's save (the row, its log entries, its clocks, its outbox post) is one statement, so one
round trip: the same writes as the store's transaction, each joined to the versioned update, so a
stale version writes nothing. Saves that read inside their transaction (a result to rate, a
reopened game, marked entries) keep the transaction.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import asyncpg

from messages import say
from table.store.base import Store
from table.store.core import BUSY_TIMEOUT_MS, StaleVersion, StoreBusy, StoreError
from table.store.deadlines import DEADLINE_COLUMNS, deadline_values
from table.store.dialect import POSTGRES
from table.store.games import Aftermath
from table.store.redact import redacted
from table.store.rows import GameRow, LogEntry, Outgoing, Scoring

POOL_SIZE = 10  # connections per process; each request holds one only while its statements run
CONNECT_TIMEOUT_S = 10

# Another process holds what a statement needs: the user is told to try again, nothing was written.
_BUSY = (asyncpg.LockNotAvailableError, asyncpg.DeadlockDetectedError, asyncpg.SerializationError)
# The server cannot be reached or refuses the connection or the database.
_UNREACHABLE = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, asyncpg.ClientConfigurationError)


class PostgresStore(Store):
    dialect = POSTGRES
    DUPLICATE = (asyncpg.UniqueViolationError,)
    FAILURES = (*_UNREACHABLE, StoreBusy, TimeoutError)

    def __init__(self, pool: asyncpg.Pool, where: str, scoring: Scoring) -> None:
        self._pool = pool
        self.where = where
        self.scoring = scoring

    @classmethod
    async def connect(cls, url: str, scoring: Scoring, migrate: bool = True) -> PostgresStore:
        """Connect to the database at `url` (postgresql://…) and, unless told not to, migrate it;
        StoreError says plainly why it cannot be used."""
        where = redacted(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=POOL_SIZE, timeout=CONNECT_TIMEOUT_S, reset=_nothing_to_reset,
                server_settings={"lock_timeout": str(BUSY_TIMEOUT_MS), "application_name": "evolution-bot"},
            )
        except (*_UNREACHABLE, ValueError, TimeoutError) as error:
            raise StoreError(redacted(say("store-cannot-use", where=where, error=str(error)))) from error
        store = cls(pool, where, scoring)
        if migrate:
            try:
                await store._migrate()
            except (*_UNREACHABLE, StoreBusy) as error:
                await pool.close()
                raise StoreError(redacted(say("store-cannot-use", where=where, error=str(error)))) from error
            except BaseException:
                await pool.close()
                raise
        return store

    async def close(self) -> None:
        await self._pool.close()

    async def _read_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with _busy():
            return [tuple(row) for row in await self._pool.fetch(POSTGRES.render(query), *params)]

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[tuple[Any, ...]]]:
        # one statement, one round trip: each read's rows as an array of records, in the read's order
        combined = ", ".join(f"ARRAY(SELECT read FROM ({query}) AS read)" for query, _ in queries)
        params = [value for _, values in queries for value in values]
        with _busy():
            row = await self._pool.fetchrow(POSTGRES.render(f"SELECT {combined}"), *params)
        assert row is not None
        return [[tuple(record) for record in rows] for rows in row]

    async def _execute(self, query: str, params: Sequence[Any] = ()) -> int:
        with _busy():
            return _changed(await self._pool.execute(POSTGRES.render(query), *params))

    async def _write(self, game: GameRow, update: str, columns: tuple[Any, ...], log: Iterable[LogEntry],
                     after: Aftermath) -> GameRow:
        if after.marks or after.reopen or after.result is not None:
            return await super()._write(game, update, columns, log, after)
        now = self.now()
        entries = list(log)
        deadlines = after.deadlines or []
        post = after.post
        params = (
            *columns, now, game.id, game.version,  # the update's own
            game.id, now, game.version + 1, game.id,
            [e.actor_id for e in entries], [e.action for e in entries], [json.dumps(e.events) for e in entries],
            [e.kind for e in entries], [e.state for e in entries], [e.restores for e in entries],
            [e.time_left for e in entries],
            after.deadlines is not None, [d.seat for d in deadlines],
            *_columns([deadline_values(d) for d in deadlines], DEADLINE_COLUMNS.count(",") + 1),
            *(_post_values(post, now) if post else (0, 0, None, None, "", now, now, "")), post is not None,
        )
        with _busy():
            saved = await self._pool.fetchval(_save_at_once(update), *params)
        if saved != 1:
            raise StaleVersion(game.id)
        return game.saved(now)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Transaction]:
        with _busy():
            async with self._pool.acquire() as connection, connection.transaction():
                yield _Transaction(connection)

    @asynccontextmanager
    async def _snapshot(self) -> AsyncIterator[_Snapshot]:
        async with self._pool.acquire() as connection, \
                connection.transaction(isolation="repeatable_read", readonly=True):
            yield _Snapshot(connection)


class _Transaction:
    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    async def execute(self, query: str, params: Sequence[Any] = ()) -> int:
        return _changed(await self._connection.execute(POSTGRES.render(query), *params))

    async def executemany(self, query: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await self._connection.executemany(POSTGRES.render(query), rows)

    async def write(self, query: str, params: Sequence[Any] = (), one_row_or: Exception | None = None) -> None:
        if await self.execute(query, params) != 1 and one_row_or is not None:
            raise one_row_or

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in await self._connection.fetch(POSTGRES.render(query), *params)]

    async def script(self, sql: str) -> None:
        await self._connection.execute(POSTGRES.render(sql))  # no parameters: several statements at once


class _Snapshot:
    def __init__(self, connection: asyncpg.Connection) -> None:
        self._connection = connection

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in await self._connection.fetch(POSTGRES.render(query), *params)]

    async def stream(self, query: str, batch: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        cursor = await self._connection.cursor(POSTGRES.render(query))
        while rows := await cursor.fetch(batch):
            yield [tuple(row) for row in rows]


async def _nothing_to_reset(_connection: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it was taken: the store sets nothing on a session
    (its settings are per transaction, its lock ends with its transaction), so the reset query
    asyncpg would send after every statement is a round trip for nothing. An open transaction is
    still rolled back by the pool itself."""


@contextmanager
def _busy() -> Iterator[None]:
    try:
        yield
    except _BUSY as error:
        raise StoreBusy(str(error)) from error


def _changed(status: str) -> int:
    """The rows a statement changed, from its status ("UPDATE 1", "INSERT 0 3"; "CREATE TABLE": 0)."""
    count = status.rsplit(" ", 1)[-1]
    return int(count) if count.isdigit() else 0


# The save's writes after the versioned update (`saved`), each joined to it: the log entries numbered on
# from the game's last, the clocks replaced (seats no longer open deleted, the others written over),
# the outbox post. Arrays carry the rows; a flag says whether clocks and a post are written at all.
_AFTER_UPDATE = f"""
, logged AS (
    INSERT INTO moves (game_id, seq, actor_id, action, events, created_at, kind, version, state, restores,
                       time_left)
    SELECT ?, last.seq + entry.n, entry.actor_id, entry.action, entry.events, ?, entry.kind, ?, entry.state,
           entry.restores, entry.time_left
    FROM saved, (SELECT COALESCE(MAX(seq), 0) AS seq FROM moves WHERE game_id = ?) AS last,
         unnest(?::BIGINT[], ?::TEXT[], ?::TEXT[], ?::TEXT[], ?::BYTEA[], ?::BIGINT[], ?::DOUBLE PRECISION[])
             WITH ORDINALITY AS entry (actor_id, action, events, kind, state, restores, time_left, n)
), closed AS (
    DELETE FROM deadlines WHERE game_id IN (SELECT id FROM saved) AND ? AND NOT (seat = ANY(?::BIGINT[]))
), clocked AS (
    INSERT INTO deadlines ({DEADLINE_COLUMNS})
    SELECT clock.* FROM saved, unnest(?::BIGINT[], ?::BIGINT[], ?::TEXT[], ?::BIGINT[], ?::BIGINT[], ?::BIGINT[],
        ?::DOUBLE PRECISION[], ?::DOUBLE PRECISION[], ?::BIGINT[], ?::DOUBLE PRECISION[], ?::DOUBLE PRECISION[])
        AS clock ({DEADLINE_COLUMNS})
    ON CONFLICT (game_id, seat) DO UPDATE SET kind = excluded.kind, user_id = excluded.user_id,
        guild_id = excluded.guild_id, channel_id = excluded.channel_id, opened_at = excluded.opened_at,
        due_at = excluded.due_at, sent = excluded.sent, next_at = excluded.next_at, paused_at = excluded.paused_at
), posted AS (
    INSERT INTO outbox (guild_id, channel_id, game_id, board_version, reply, created_at, next_try, nonce)
    SELECT ?, ?, ?, ?, ?, ?, ?, ? FROM saved WHERE ?
)
SELECT COUNT(*) FROM saved
"""


def _save_at_once(update: str) -> str:
    """The whole save as one statement: `update` (in the store's SQL), then what follows it."""
    return POSTGRES.render(f"WITH saved AS ({update} RETURNING id){_AFTER_UPDATE}")


def _post_values(post: Outgoing, now: float) -> tuple[Any, ...]:
    return post.guild_id, post.channel_id, post.game_id, post.board_version, post.reply, now, post.next_try, post.nonce


def _columns(rows: list[tuple[Any, ...]], width: int) -> list[list[Any]]:
    """Rows of `width` values as that many arrays, one a column (what unnest reads back as rows)."""
    return [[row[n] for row in rows] for n in range(width)]
