"""One process per SQLite file: an exclusive lock on a file beside the database, held for the
process's life, so a second bot (or console) started on the same file by accident stops at once
instead of answering the same games and running the same deadlines twice.

The lock is the kernel's (`flock`): it goes with the process, however it ends, so a killed bot
never leaves a stale lock behind. The lock file itself stays, holding the last owner's pid.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import IO

from messages import say


class DatabaseInUse(Exception):
    """Another live process holds the database's lock; the message names the file and its pid."""


def lock_path(database: str | Path) -> Path:
    database = Path(database)
    return database.with_name(database.name + ".lock")


def hold(database: str | Path) -> IO[str]:
    """Take the database's lock for as long as the returned file stays open (keep a reference to it)."""
    path = lock_path(database)
    try:
        handle = open(path, "a+")  # noqa: SIM115 - it stays open for the process's life
    except OSError as error:
        raise DatabaseInUse(say("dblock-no-lock-file", database=str(database), path=str(path),
                                error=str(error.strerror or error))) from error
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.seek(0)
        pid = handle.read().strip() or say("dblock-pid-unknown")
        handle.close()
        raise DatabaseInUse(say("dblock-in-use", pid=pid, database=str(database), path=str(path))) from None
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    return handle
