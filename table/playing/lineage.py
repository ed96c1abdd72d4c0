"""The line of play: which log entries make the game as it stands.

The log only grows. A take-back or a rollback is an entry that restored the state after an
earlier entry (`restores`), so the game as it stands runs from the last entry back, each entry
to the one before it, or for a restoring entry to the entry it restored. Entries off that line
carry a mark saying why (taken back, rolled back); a later rollback to a version off the line
brings its entries back, and their marks are cleared.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.store import LogEntry


def line_of(entries: Sequence[LogEntry]) -> list[LogEntry]:
    """The entries on the line of play, in order (`entries`: a whole log, any order)."""
    by_seq = {entry.seq: entry for entry in entries}
    on: list[LogEntry] = []
    seq = max(by_seq, default=0)
    while seq in by_seq:
        entry = by_seq[seq]
        on.append(entry)
        seq = entry.restores if entry.restores is not None and entry.restores < seq else seq - 1
    return on[::-1]


def marks_after(entries: Sequence[LogEntry], reason: str) -> list[tuple[int, str | None]]:
    """The mark changes that make the marks agree with the line of play: `reason` on entries that
    left it, none on entries back on it."""
    on = {entry.seq for entry in line_of(entries)}
    changes: list[tuple[int, str | None]] = []
    for entry in entries:
        if entry.seq in on and entry.undone is not None:
            changes.append((entry.seq, None))
        elif entry.seq not in on and entry.undone is None:
            changes.append((entry.seq, reason))
    return changes
