"""The store's readiness probe (`Store.writable`, behind /readyz) on SQLite and PostgreSQL: a store
that can no longer be written says why, and the probe writes nothing."""

from __future__ import annotations

from urllib.parse import urlparse

import asyncpg

from table.store import is_postgres, open_store
from tests.support.stores import raw, raw_script


async def test_a_store_that_refuses_writes_says_why_and_the_probe_writes_nothing(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        assert await store.writable() is None
        assert await raw(store_target, "SELECT COUNT(*) FROM unreachable") == [(0,)]
        if is_postgres(store_target):  # the server refuses writes to the database (as a standby would)
            database = urlparse(store_target).path.lstrip("/")
            await raw_script(store_target, f"ALTER DATABASE {database} SET default_transaction_read_only = on")
            await store.close()
            store = await open_store(store_target, migrate=False)
        else:  # the file can no longer be written
            await store._db.execute("PRAGMA query_only=ON")  # type: ignore[attr-defined]
        reason = await store.writable()
        assert reason is not None and "read" in reason.lower() and "only" in reason.lower(), reason
    finally:
        await store.close()
    if is_postgres(store_target):
        connection = await asyncpg.connect(store_target)
        try:  # a session of its own may write again, and lift the setting
            await connection.execute("SET default_transaction_read_only = off")
            await connection.execute(f"ALTER DATABASE {database} RESET default_transaction_read_only")
        finally:
            await connection.close()
        again = await open_store(store_target, migrate=False)
        try:
            assert await again.writable() is None
        finally:
            await again.close()
