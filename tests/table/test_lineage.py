"""The line of play through take-backs and rollbacks, and the marks that follow it."""

from __future__ import annotations

from table.playing.lineage import line_of, marks_after
from table.store import LogEntry


def entry(seq: int, restores: int | None = None, undone: str | None = None) -> LogEntry:
    return LogEntry(seq, 1, f"e{seq}", restores=restores, undone=undone)


def test_without_restores_the_line_is_the_whole_log() -> None:
    log = [entry(n) for n in range(1, 5)]
    assert [e.seq for e in line_of(log)] == [1, 2, 3, 4]
    assert marks_after(log, "x") == []


def test_a_restoring_entry_skips_back_to_the_entry_it_restored() -> None:
    log = [entry(1), entry(2), entry(3), entry(4, restores=1), entry(5)]
    assert [e.seq for e in line_of(log)] == [1, 4, 5]
    assert marks_after(log, "taken back") == [(2, "taken back"), (3, "taken back")]


def test_rolling_back_to_a_version_off_the_line_brings_its_entries_back() -> None:
    log = [entry(1), entry(2, undone="rolled back"), entry(3, undone="rolled back"), entry(4, restores=1),
           entry(5), entry(6, restores=3)]
    assert [e.seq for e in line_of(log)] == [1, 2, 3, 6]
    assert marks_after(log, "rolled back again") == [(2, None), (3, None), (4, "rolled back again"),
                                                     (5, "rolled back again")]
