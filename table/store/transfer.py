"""Copying every row of one store into another (SQLite to PostgreSQL and back), checked by counts.

The source is read as one snapshot, so a bot still running on it cannot make the copy half old and
half new; the target is written in one transaction, so a copy that fails leaves it as it was.
"""

from __future__ import annotations

from typing import Any

from messages import say
from table.store.base import Store
from table.store.core import Snapshot, Transaction
from table.store.schema import AUTO_IDS, SCHEMA_VERSION

BATCH = 500  # rows read and written at a time


class CopyError(Exception):
    """The copy did not happen; the message says why. Nothing was written to the target."""


async def tables(store: Store) -> list[str]:
    """The store's tables, `games` first: every other table's rows point at a game."""
    names = [name for (name,) in await store._read_all(store.dialect.tables_query)]
    return sorted(names, key=lambda name: (name != "games", name))


async def columns(store: Store, table: str) -> list[str]:
    return [name for (name,) in await store._read_all(store.dialect.columns_query, (table,))]


async def row_counts(store: Store) -> dict[str, int]:
    return {table: await _count(store._read_all, table) for table in await tables(store)}


async def _count(read: Any, table: str) -> int:
    ((count,),) = await read(f"SELECT COUNT(*) FROM {table}")
    return int(count)


async def copy_store(source: Store, target: Store, force: bool = False) -> dict[str, int]:
    """Copy every row of `source` into `target` (both at this bot's schema), replacing what `target`
    holds only if `force`. Returns the rows copied per table, each checked against both stores."""
    for store, role in ((source, "source"), (target, "target")):
        version = await store.schema_version()
        if version != SCHEMA_VERSION:
            raise CopyError(say("store-copy-schema", role=role, where=store.where, version=version,
                                ours=SCHEMA_VERSION))
    names = await tables(source)
    if names != await tables(target):
        raise CopyError(say("store-copy-tables-differ", source=", ".join(names),
                            target=", ".join(await tables(target))))
    for table in names:
        if await columns(source, table) != await columns(target, table):
            raise CopyError(say("store-copy-columns-differ", table=table))
    held = {table: count for table, count in (await row_counts(target)).items() if count}
    if held and not force:
        said = ", ".join(f"{table}: {count}" for table, count in held.items())
        raise CopyError(say("store-copy-target-not-empty", where=target.where, rows=said))
    async with source._snapshot() as snapshot, target._transaction() as tx:
        for table in reversed(names):  # a game's rows before the game
            await tx.execute(f"DELETE FROM {table}")
        copied = {table: await _copy_table(snapshot, tx, table, await columns(source, table)) for table in names}
        if target.dialect.restart_ids:
            for table, column in AUTO_IDS:
                await tx.execute(target.dialect.restart_ids.format(table=table, column=column))
        for table, count in copied.items():
            expected = await _count(snapshot.fetch_all, table)
            written = await _count(tx.fetch_all, table)
            if not count == expected == written:
                raise CopyError(say("store-copy-counts-differ", table=table, expected=expected, read=count,
                                    written=written))
    return copied


async def _copy_table(snapshot: Snapshot, tx: Transaction, table: str, names: list[str]) -> int:
    listed = ", ".join(names)
    insert = f"INSERT INTO {table} ({listed}) VALUES ({', '.join('?' for _ in names)})"
    count = 0
    async for rows in snapshot.stream(f"SELECT {listed} FROM {table}", BATCH):
        try:
            await tx.executemany(insert, rows)
        except Exception as error:
            raise CopyError(say("store-copy-row-refused", table=table, error=str(error))) from error
        count += len(rows)
    return count
