"""The store on a SQLite file, through aiosqlite.

WAL mode, a busy timeout, the schema version in `PRAGMA user_version`. Two connections: every
write goes through one, every read through the other, so under WAL a channel's `/game log` never
queues behind another process's write.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from os import PathLike
from typing import Any, TypeVar

import aiosqlite

from messages import say
from table.store.base import Store
from table.store.core import BUSY_TIMEOUT_MS, StoreBusy, StoreError
from table.store.dialect import SQLITE
from table.store.rows import Scoring

log = logging.getLogger(__name__)

PROBE_RETRY_SECONDS = 0.02  # between tries to turn a new file to WAL that another start is turning
MIGRATION_WAIT_MS = 60_000  # how long a start waits for the write lock to migrate (another start may hold it)


class SqliteStore(Store):
    dialect = SQLITE
    DUPLICATE = (sqlite3.IntegrityError,)
    FAILURES = (sqlite3.Error, StoreBusy)

    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection, path: str, scoring: Scoring) -> None:
        self._db = db
        self._reader = reader
        self.path = path
        self.where = path
        self.scoring = scoring
        # One write connection serves every channel: a transaction must not interleave with another's.
        self._write_lock = asyncio.Lock()

    @classmethod
    async def connect(cls, path: str | PathLike[str], scoring: Scoring, migrate: bool = True) -> SqliteStore:
        """Open (creating and, unless told not to, migrating) the database at `path`; StoreError says
        plainly why it cannot be."""
        opened: list[aiosqlite.Connection] = []
        try:
            await asyncio.to_thread(_probe, str(path))
            db = await aiosqlite.connect(str(path), isolation_level=None)
            opened.append(db)
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            store = cls(db, db, str(path), scoring)
            if migrate:  # a start waits for another process's migration, as on PostgreSQL
                await db.execute(f"PRAGMA busy_timeout={MIGRATION_WAIT_MS}")
                await store._migrate()
            await db.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            reader = await aiosqlite.connect(str(path), isolation_level=None)
            opened.append(reader)
            await reader.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
            await reader.execute("PRAGMA query_only=ON")
        except (sqlite3.Error, StoreBusy) as error:
            for connection in opened:
                await connection.close()
            raise StoreError(say("store-cannot-use", where=str(path), error=str(error))) from error
        except BaseException:
            for connection in opened:
                await connection.close()
            raise
        store._reader = reader
        return store

    async def close(self) -> None:
        await self._reader.close()
        await self._db.close()

    async def _read_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        # One job on the reader's thread, statement finished before the next read runs: a read left
        # open between two jobs would hold its snapshot and hide writes committed since.
        return [tuple(row) for row in await self._reader.execute_fetchall(SQLITE.render(query), tuple(params))]

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[tuple[Any, ...]]]:
        # one job on the reader's thread: each hop between threads costs more than a small read
        rendered = [(SQLITE.render(query), tuple(params)) for query, params in queries]
        return await _on_thread(self._reader, lambda connection: _read_each(connection, rendered))

    async def _execute(self, query: str, params: Sequence[Any] = ()) -> int:
        async with self._write_lock:
            try:
                cursor = await self._db.execute(SQLITE.render(query), tuple(params))
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error
            return cursor.rowcount

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Transaction]:
        async with self._write_lock:
            tx = _Transaction(self._db)
            try:
                yield tx
                await tx.commit()
            except _CommitFailed as failed:
                error = failed.error
                log.error("the database %s could not commit a transaction: %s", self.where, error)
                await self._roll_back(error)
                if isinstance(error, sqlite3.OperationalError):
                    raise _busy_or(error) from error
                raise error from None
            except BaseException as error:
                await self._roll_back(error)
                if isinstance(error, sqlite3.OperationalError):
                    raise _busy_or(error) from error
                raise

    async def _roll_back(self, cause: BaseException) -> None:
        """End the failed transaction, if SQLite has not already ended it (a failed COMMIT often
        has): a ROLLBACK that fails in turn is logged, never raised over the error `cause` that
        says what went wrong."""
        if not self._db.in_transaction:
            return
        try:
            await self._db.execute("ROLLBACK")
        except sqlite3.Error as error:
            log.error("the database %s could not roll back after %r: %s", self.where, cause, error)

    @asynccontextmanager
    async def _snapshot(self) -> AsyncIterator[_Snapshot]:
        await self._reader.execute("BEGIN")  # the reads that follow share one view of the file
        try:
            yield _Snapshot(self._reader)
        finally:
            await self._reader.execute("COMMIT")


class _CommitFailed(Exception):
    """The COMMIT itself failed (not a statement sent with it): logged as such."""

    def __init__(self, error: sqlite3.Error) -> None:
        self.error = error


# (SQL, parameters or rows, whether it runs once per row, the error raised unless one row changed)
_Statement = tuple[str, Any, bool, Exception | None]
T = TypeVar("T")


class _Transaction:
    """Statements nothing reads before the commit (`write`, `executemany`) wait and go with the
    next job on the writer's thread, BEGIN IMMEDIATE with the first job and COMMIT with the last:
    a move's save (its row, log entries, deadlines, outbox post) is one job, one thread hop."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._pending: list[_Statement] = [("BEGIN IMMEDIATE", (), False, None)]

    async def execute(self, query: str, params: Sequence[Any] = ()) -> int:
        sql, values = SQLITE.render(query), tuple(params)
        return await self._job(lambda connection: connection.execute(sql, values).rowcount)

    async def write(self, query: str, params: Sequence[Any] = (), one_row_or: Exception | None = None) -> None:
        self._pending.append((SQLITE.render(query), tuple(params), False, one_row_or))

    async def executemany(self, query: str, rows: Iterable[Sequence[Any]]) -> None:
        values = [tuple(row) for row in rows]
        if values:  # nothing to write costs nothing
            self._pending.append((SQLITE.render(query), values, True, None))

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        sql, values = SQLITE.render(query), tuple(params)
        return await self._job(lambda connection: [tuple(row) for row in connection.execute(sql, values).fetchall()])

    async def script(self, sql: str) -> None:
        # executescript would commit the transaction first: run the statements one by one instead
        statements = _statements(SQLITE.render(sql))
        await self._job(lambda connection: [connection.execute(statement) for statement in statements])

    async def commit(self) -> None:
        await self._job(_commit)

    async def _job(self, last: Callable[[sqlite3.Connection], T]) -> T:
        """The waiting statements, then `last`, in one job on the writer's thread."""
        pending, self._pending = self._pending, []
        return await _on_thread(self._db, lambda connection: _run(connection, pending, last))


async def _on_thread(db: aiosqlite.Connection, job: Callable[[sqlite3.Connection], T]) -> T:
    """`job` on the connection's own thread, given its sqlite3 connection: aiosqlite runs a function
    there only through this private method, which it leaves untyped."""
    run: Callable[..., Awaitable[T]] = db._execute
    return await run(job, db._conn)


def _run(connection: sqlite3.Connection, pending: list[_Statement], last: Callable[[sqlite3.Connection], T]) -> T:
    for sql, values, many, one_row_or in pending:
        cursor = connection.executemany(sql, values) if many else connection.execute(sql, values)
        if one_row_or is not None and cursor.rowcount != 1:
            raise one_row_or
    return last(connection)


def _read_each(connection: sqlite3.Connection,
               queries: list[tuple[str, tuple[Any, ...]]]) -> list[list[tuple[Any, ...]]]:
    return [[tuple(row) for row in connection.execute(sql, values).fetchall()] for sql, values in queries]


def _commit(connection: sqlite3.Connection) -> None:
    try:
        connection.execute("COMMIT")
    except sqlite3.Error as error:
        raise _CommitFailed(error) from error


class _Snapshot:
    def __init__(self, reader: aiosqlite.Connection) -> None:
        self._reader = reader

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return [tuple(row) for row in await self._reader.execute_fetchall(SQLITE.render(query), tuple(params))]

    async def stream(self, query: str, batch: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        async with self._reader.execute(SQLITE.render(query)) as cursor:
            while rows := await cursor.fetchmany(batch):
                yield [tuple(row) for row in rows]


def _statements(script: str) -> list[str]:
    """The complete statements of `script`, as SQLite itself tells where one ends."""
    statements, pending = [], ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):  # not a semicolon inside a literal or a trigger
            if pending.strip(" \n;"):
                statements.append(pending.strip())
            pending = ""
    if pending.strip(" \n;"):
        raise ValueError(say("store-incomplete-migration", statement=repr(pending.strip())))
    return statements


def _probe(path: str) -> None:
    """Open the file and set WAL with the plain driver: a path that cannot be used fails here, before
    aiosqlite starts a worker thread it would not stop cleanly after a failed connect.

    Processes starting together on a new file all turn it to WAL at once, and SQLite refuses one of
    two such lock upgrades at once instead of letting it wait (so they cannot deadlock): a refusal
    while another start holds the file is tried again, for as long as a start waits for a migration."""
    connection = sqlite3.connect(path)
    try:
        deadline = time.monotonic() + MIGRATION_WAIT_MS / 1000
        while True:
            try:
                connection.execute("PRAGMA journal_mode=WAL")
                return
            except sqlite3.OperationalError as error:
                if "locked" not in str(error) or time.monotonic() > deadline:
                    raise
                time.sleep(PROBE_RETRY_SECONDS)
    finally:
        connection.close()


def _busy_or(error: sqlite3.OperationalError) -> Exception:
    """StoreBusy for a lock another process held too long; the error itself otherwise."""
    return StoreBusy(str(error)) if "locked" in str(error) or "busy" in str(error) else error
