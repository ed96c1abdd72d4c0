"""The store's two backends for tests: a scratch PostgreSQL server started once per session, a fresh
database (or SQLite file) per test, and ways to reach a database from outside the store, as a hand
edit, a bad disk or another process would."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from table.store import is_postgres, scratch
from table.store.dialect import POSTGRES, SQLITE

BACKENDS = ("sqlite", "postgres")
# A server for tests: nothing it holds must survive a crash, so it need not wait for the disk.
TEST_SETTINGS = {"fsync": "off", "full_page_writes": "off", "synchronous_commit": "off"}


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[scratch.ScratchPostgres]:
    reason = scratch.unavailable()
    if reason:
        pytest.skip(f"no PostgreSQL server for the PostgreSQL store tests: {reason}")
    server = scratch.ScratchPostgres(TEST_SETTINGS)
    try:
        server.start()
    except RuntimeError as error:
        pytest.skip(f"no PostgreSQL server for the PostgreSQL store tests: {str(error)[:500]}")
    yield server
    server.stop()


@pytest.fixture(params=BACKENDS)
def store_target(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a fresh, empty store lives: a SQLite file, or a new database on the scratch server."""
    return new_target(request, tmp_path, request.param)


def new_target(request: pytest.FixtureRequest, tmp_path: Path, backend: str, name: str = "games") -> str:
    if backend == "sqlite":
        return str(tmp_path / f"{name}.sqlite3")
    return request.getfixturevalue("postgres_server").new_database(name)


async def raw(target: str, sql: str, *params: Any) -> list[tuple[Any, ...]]:
    """One statement in the store's SQL on the database at `target`, from outside the store."""
    if is_postgres(target):
        connection = await asyncpg.connect(target)
        try:
            return [tuple(row) for row in await connection.fetch(POSTGRES.render(sql), *params)]
        finally:
            await connection.close()
    with sqlite3.connect(target) as connection:
        return connection.execute(SQLITE.render(sql), params).fetchall()


async def raw_script(target: str, sql: str) -> None:
    """Several statements in the store's SQL, without parameters, from outside the store."""
    if is_postgres(target):
        connection = await asyncpg.connect(target)
        try:
            await connection.execute(POSTGRES.render(sql))
        finally:
            await connection.close()
        return
    with sqlite3.connect(target) as connection:
        connection.executescript(SQLITE.render(sql))


@asynccontextmanager
async def write_lock_held(target: str) -> AsyncIterator[None]:
    """Another process in the middle of a write transaction that holds the games table."""
    if is_postgres(target):
        connection = await asyncpg.connect(target)
        try:
            async with connection.transaction():
                await connection.execute("LOCK TABLE games IN EXCLUSIVE MODE")  # reads still go on
                yield
        finally:
            await connection.close()
        return
    other = sqlite3.connect(target, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()
