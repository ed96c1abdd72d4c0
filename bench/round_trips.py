"""Counting the statements this process sends PostgreSQL: each is a round trip to the server (a
prepared statement's first use on a connection adds one more, to prepare it, once)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from asyncpg.connection import Connection


@contextmanager
def statements_sent() -> Iterator[list[str]]:
    """The statements sent while the block runs, in order (BEGIN and COMMIT included)."""
    sent: list[str] = []
    prepared, simple = Connection._do_execute, Connection.execute

    async def do_execute(connection: Connection, query: str, *args: Any, **kwargs: Any) -> Any:
        sent.append(query)
        return await prepared(connection, query, *args, **kwargs)

    async def execute(connection: Connection, query: str, *args: Any, **kwargs: Any) -> Any:
        if not args:  # with arguments it is a prepared statement, counted above
            sent.append(query)
        return await simple(connection, query, *args, **kwargs)

    Connection._do_execute, Connection.execute = do_execute, execute
    try:
        yield sent
    finally:
        Connection._do_execute, Connection.execute = prepared, simple
