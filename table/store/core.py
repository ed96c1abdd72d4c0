"""The store's core: what each database provides (`sqlite.SqliteStore`, `postgres.PostgresStore`), the
reads every concern shares, and the errors the store raises.

Each concern of the store (games, history, deadlines, outbox, results and ratings, statistics, settings,
members, members' data, operations, migrations) is a class over this core in a module of its own;
`base.Store` joins them into the one store the table uses."""

from __future__ import annotations

import hashlib
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, ClassVar, Protocol

from table.store.dialect import Dialect
from table.store.rows import Scoring

BUSY_TIMEOUT_MS = 1500  # a statement waits this long for another process's lock, then the user is told to retry


class StoreError(Exception):
    """The database cannot be opened or used at all (a read-only mount, not a database file)."""


class StoreBusy(Exception):
    """Another process held a lock past the busy timeout: nothing was written."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class StaleVersion(Exception):
    """The game row changed since it was read: someone else's move landed first."""


class Transaction(Protocol):
    """One open transaction of the store's database. Queries are in the store's SQL."""

    async def execute(self, query: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; how many rows it changed."""

    async def executemany(self, query: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def write(self, query: str, params: Sequence[Any] = (), one_row_or: Exception | None = None) -> None:
        """Run one statement whose outcome nothing reads before the commit: SQLite sends it with
        the transaction's next job (a move's whole save is one job on its writer thread). Given
        `one_row_or`, the statement must change exactly one row, or the transaction is rolled
        back and that error raised, at the latest when the transaction ends."""

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    async def script(self, sql: str) -> None:
        """Several statements without parameters (a migration)."""


class Snapshot(Protocol):
    """A read-only view of the whole database as it was at one moment (for copying and checking)."""

    async def fetch_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]: ...

    def stream(self, query: str, batch: int) -> AsyncIterator[list[tuple[Any, ...]]]:
        """The rows of `query`, `batch` at a time, without holding them all in memory."""


class StoreCore(ABC):
    """The database under every concern of the store, and the table's scoring it writes (`scoring`)."""

    dialect: ClassVar[Dialect]
    DUPLICATE: ClassVar[tuple[type[BaseException], ...]]  # the driver's unique-constraint violation
    # what the store raises when the database fails under it (read-only, full, unreachable, busy):
    # the clock tries such a step again later instead of giving it up
    FAILURES: ClassVar[tuple[type[Exception], ...]]
    where = ""  # the database, as said to a person (never with a password)
    now: Callable[[], float]  # when rows are stamped (base.Store)
    scoring: Scoring  # places and ratings: the table works them out, the store writes them

    # ----- what each database provides ---------------------------------------------------

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def _read_all(self, query: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A read that never queues behind a write in progress."""

    @abstractmethod
    async def _execute(self, query: str, params: Sequence[Any] = ()) -> int:
        """One write statement in a transaction of its own; how many rows it changed. StoreBusy if
        another process held a lock it needed past the busy timeout."""

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Transaction]:
        """A write transaction: committed if the block ends normally, rolled back if it raises.
        StoreBusy if another process held a lock it needed past the busy timeout."""

    @abstractmethod
    def _snapshot(self) -> AbstractAsyncContextManager[Snapshot]: ...

    async def _read_one(self, query: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = await self._read_all(query, params)
        return rows[0] if rows else None

    async def _aggregate(self, query: str, params: Sequence[Any] = ()) -> Any:
        """The one value of a query that always yields one row (COUNT, MIN, …)."""
        rows = await self._read_all(query, params)
        return rows[0][0]

    async def _read_many(self, queries: Sequence[tuple[str, Sequence[Any]]]) -> list[list[tuple[Any, ...]]]:
        """The rows of several reads, as `_read_all` gives each; a database that can runs them together."""
        return [await self._read_all(query, params) for query, params in queries]

    async def _serialize(self, tx: Transaction, *key: object) -> None:
        """Make the rest of `tx` wait for any other transaction serialized on the same `key`: a
        rating is read, worked out and written back, and two processes doing that at once on
        PostgreSQL would each write over the other's result."""
        if self.dialect.serialize is not None:
            digest = hashlib.blake2b(repr(key).encode(), digest_size=8).digest()
            await tx.execute(self.dialect.serialize, (int.from_bytes(digest, "big", signed=True),))
