"""The store on a PostgreSQL database, through an asyncpg connection pool.

Reads and writes each take a pooled connection, so many processes (one per shard) can share the
database: a save still lands only on the version it read (`UPDATE … WHERE version = ?` waits for
a concurrent save of the same row, then finds the version moved on). A statement waiting on
another's lock past the busy timeout gives up with StoreBusy, as SQLite's busy timeout does. The
schema version is in the `schema_version` table; migrating takes an advisory lock.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from typing import Any

import asyncpg

from table.store.base import BUSY_TIMEOUT_MS, Store, StoreBusy, StoreError
from table.store.dialect import POSTGRES
from table.store.redact import redacted

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

    def __init__(self, pool: asyncpg.Pool, where: str) -> None:
        self._pool = pool
        self.where = where

    @classmethod
    async def connect(cls, url: str, migrate: bool = True) -> PostgresStore:
        """Connect to the database at `url` (postgresql://…) and, unless told not to, migrate it;
        StoreError says plainly why it cannot be used."""
        where = redacted(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=POOL_SIZE, timeout=CONNECT_TIMEOUT_S, reset=_nothing_to_reset,
                server_settings={"lock_timeout": str(BUSY_TIMEOUT_MS), "application_name": "evolution-bot"},
            )
        except (*_UNREACHABLE, ValueError, TimeoutError) as error:
            raise StoreError(redacted(f"cannot use the database {where}: {error}")) from error
        store = cls(pool, where)
        if migrate:
            try:
                await store._migrate()
            except (*_UNREACHABLE, StoreBusy) as error:
                await pool.close()
                raise StoreError(redacted(f"cannot use the database {where}: {error}")) from error
            except BaseException:
                await pool.close()
                raise
        return store

    async def close(self) -> None:
        await self._pool.close()

    async def _read_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with _busy():
            return [tuple(row) for row in await self._pool.fetch(POSTGRES.render(query), *params)]

    async def _execute(self, query: str, params: Sequence[Any] = ()) -> int:
        with _busy():
            return _changed(await self._pool.execute(POSTGRES.render(query), *params))

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

