"""A consistent copy of a live SQLite store, taken while the bot runs: SQLite's online backup API,
all pages in one step, so the copy is the database as one read transaction saw it (under WAL that
read never stops the bot's writes, and a write committed after it began is simply not in the copy).

The copy is written beside its destination as `PATH.partial` and renamed to PATH only once it is
complete, so a PATH that exists is always a whole backup."""

from __future__ import annotations

import asyncio
import os
import sqlite3
from pathlib import Path

from messages import say
from table.store.core import BUSY_TIMEOUT_MS


class BackupError(Exception):
    """The backup cannot be taken as asked; the message says why and what to do."""


def partial_path(target: Path) -> Path:
    return target.with_name(target.name + ".partial")


def _copy(source: Path, target: Path) -> None:
    partial = partial_path(target)
    partial.unlink(missing_ok=True)
    reading = sqlite3.connect(f"{source.as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT_MS / 1000)
    try:
        writing = sqlite3.connect(partial)
        try:
            reading.backup(writing)  # pages=-1: every page in one step, from one read transaction
        finally:
            writing.close()
    finally:
        reading.close()
    os.replace(partial, target)


async def backup_sqlite(source: str | Path, target: str | Path) -> None:
    """Copy the SQLite store at `source` (in use or not) to a new file `target`; BackupError if
    `source` is no file, or `target` exists or cannot be written."""
    source, target = Path(source), Path(target)
    if not source.is_file():
        raise BackupError(say("store-backup-no-source", source=str(source)))
    if target.exists():
        raise BackupError(say("store-backup-exists", target=str(target)))
    if not target.parent.is_dir():
        raise BackupError(say("store-backup-no-folder", folder=str(target.parent)))
    try:
        await asyncio.to_thread(_copy, source, target)
    except sqlite3.Error as error:
        partial_path(target).unlink(missing_ok=True)
        raise BackupError(say("store-backup-failed", source=str(source), target=str(target), error=str(error))) \
            from error
