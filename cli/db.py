"""The store's tools, `python bot.py db`: copy (SQLite ⇄ PostgreSQL), back up, check, migrate.

Each STORE is a SQLite file's path or a postgresql:// URL; left out, it is the bot's own
(DATABASE_URL, else DATABASE_PATH). Exit status: 0 done, 1 the check found problems, 2 refused
or failed with nothing written (a target that is not empty, counts that differ), 4 a store that
cannot be opened.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from cogs.config import ConfigError, configured_database
from rules.wording import plural
from table.core import engine_of, load_game
from table.store import SCHEMA_VERSION, GameRow, Store, StoreError, is_postgres, open_store
from table.store.backup import BackupError, backup_sqlite
from table.store.redact import redacted
from table.store.transfer import CopyError, copy_store
from table.store.verify import verify_store


class Refused(Exception):
    """The command cannot run as asked; the message says why and what to do."""


async def _opened(target: str, migrate: bool) -> Store:
    """An existing store: a SQLite path that names no file is refused, not created."""
    if not is_postgres(target) and not Path(target).exists():
        raise Refused(f"there is no SQLite file at {target}")
    return await open_store(target, migrate=migrate)


def _same(one: str, other: str) -> bool:
    if is_postgres(one) or is_postgres(other):
        return one == other
    return Path(one).resolve() == Path(other).resolve()


async def copy(source_target: str, target_target: str, force: bool) -> int:
    if _same(source_target, target_target):
        raise Refused("FROM and TO are the same store: name another one to copy to")
    source = await _opened(source_target, migrate=False)
    try:
        target = await open_store(target_target)  # a new target is created at this bot's schema
        try:
            copied = await copy_store(source, target, force)
        finally:
            await target.close()
    finally:
        await source.close()
    print(f"copied {source.where} to {target.where}:")
    for table, count in copied.items():
        print(f"  {table}: {plural(count, 'row')}, the same count on both sides")
    return 0


def _loads(game: GameRow) -> None:
    """Raise, saying why, if the game's engine or state does not load (a lobby has no state yet)."""
    if game.state_json is None and game.status != "active":
        engine_of(game)
    else:
        load_game(game)


async def check(target: str) -> int:
    store = await _opened(target, migrate=False)
    try:
        report = await verify_store(store, _loads)
    finally:
        await store.close()
    print(f"checked {store.where}:")
    for line in report.sound:
        print(f"  ok: {line}")
    for line in report.problems:
        print(f"  PROBLEM: {line}")
    print(plural(len(report.problems), "problem") if report.problems else "the store is sound")
    return 1 if report.problems else 0


async def backup(source: str, target: str) -> int:
    """Copy the live SQLite store `source` to the new file `target`, then check the copy."""
    if is_postgres(source):
        raise Refused("a PostgreSQL store is backed up with its own tool, e.g. `pg_dump --format=custom "
                      "--file=evolution.dump DATABASE_URL` (restore with pg_restore); see the README")
    await backup_sqlite(source, target)
    print(f"backed up {source} to {target}")
    return await check(target)


async def migrate(target: str) -> int:
    store = await _opened(target, migrate=False)
    try:
        before = await store.schema_version()
    finally:
        await store.close()
    store = await open_store(target)
    await store.close()
    print(f"{store.where}: schema version {before} → {SCHEMA_VERSION}" if before != SCHEMA_VERSION
          else f"{store.where}: already at schema version {SCHEMA_VERSION}")
    return 0


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py db", description=__doc__.splitlines()[0],
                                     epilog="STORE: a SQLite file's path or a postgresql://user:password@host/db URL")
    modes = parser.add_subparsers(dest="mode", required=True, metavar="{copy,backup,check,migrate}")
    copying = modes.add_parser("copy", help="copy every game, log entry and setting from one store to another")
    copying.add_argument("source", metavar="FROM", help="the store to copy (left unchanged)")
    copying.add_argument("target", metavar="TO", help="the store to fill (created if need be)")
    copying.add_argument("--force", action="store_true", help="replace everything TO holds")
    backing_up = modes.add_parser("backup", help="copy the SQLite store, even while the bot runs, to a new file, "
                                  "then check the copy")
    backing_up.add_argument("target", metavar="PATH", help="the new file (never overwritten)")
    backing_up.add_argument("--from", dest="source", metavar="STORE", help="default: the bot's own")
    checking = modes.add_parser("check", help="verify a store: schema version, every state loads, logs contiguous")
    checking.add_argument("store", metavar="STORE", nargs="?", help="default: the bot's own")
    migrating = modes.add_parser("migrate", help="bring a store's schema up to this bot's, once, before starting it")
    migrating.add_argument("store", metavar="STORE", nargs="?", help="default: the bot's own")
    args = parser.parse_args(argv)
    try:
        if args.mode == "copy":
            return asyncio.run(copy(args.source, args.target, args.force))
        if args.mode == "backup":
            return asyncio.run(backup(args.source or configured_database(), args.target))
        target = args.store or configured_database()
        return asyncio.run(check(target) if args.mode == "check" else migrate(target))
    except (Refused, CopyError, BackupError, ConfigError) as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 2
    except StoreError as error:
        print(f"error: {redacted(str(error))}", file=sys.stderr)
        return 4
