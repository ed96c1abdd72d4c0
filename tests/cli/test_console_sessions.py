"""A console game picked up later: the clock resumes where the last session left it, members are
printed by name before they type, a seeded game rolls the same dice however the sessions split,
and a postgresql:// URL opens PostgreSQL (no file lock)."""

from __future__ import annotations

import io
import re
import sys
from datetime import date
from itertools import pairwise
from pathlib import Path

import pytest

from cli.console import main, run
from table.store import scratch

GAME = """\
alice: /game new game:animacule options:first=creator deadline:2h
bob: click Join
alice: click Start
alice: /animacule move animacule:1 direction:s
wait 90m
bob: /game status
wait 1h
alice: /game status
wait 3h
alice: /game board
"""


async def _sessions(tmp_path: Path, name: str, parts: list[str], seed: int | None = 5) -> str:
    """Each part of a script in a console session of its own, all on one database; the transcript."""
    out = io.StringIO()
    for part in parts:
        await run(part.splitlines(), out, str(tmp_path / f"{name}.sqlite3"), tmp_path / "boards", seed, "admin")
    return out.getvalue()


def _split(script: str, *at: int) -> list[str]:
    lines = script.splitlines(keepends=True)
    edges = [0, *at, len(lines)]
    return ["".join(lines[start:end]) for start, end in pairwise(edges)]


async def test_one_game_over_three_sessions_keeps_its_deadlines_reminders_and_timeouts(tmp_path: Path) -> None:
    together = await _sessions(tmp_path, "one", [GAME])
    apart = await _sessions(tmp_path, "three", _split(GAME, 5, 7))
    assert apart == together
    assert "Reminder: the game waits for **bob**" in apart and "Due in 30 minutes" in apart
    assert "bob's time ran out" in apart and "alice's time ran out" in apart


async def test_members_who_have_not_typed_this_session_print_by_their_seat_name(tmp_path: Path) -> None:
    await _sessions(tmp_path, "names", [GAME.split("alice: /animacule")[0]])
    later = await _sessions(tmp_path, "names", ["alice: /animacule move animacule:1 direction:s\n", "wait 90m\n"])
    assert "@bob pinged: your turn" in later and "@bob pinged: reminder" in later
    assert not re.search(r"@\d", later)  # no member printed as a number


async def test_a_seeded_game_rolls_the_same_dice_however_the_sessions_split(tmp_path: Path) -> None:
    first_game = "alice: /game new game:animacule\nbob: click Join\nalice: click Start\nadmin: /admin reset\n"
    second_game = "carol: /game new game:animacule\ndave: click Join\ncarol: click Start\n"
    together = await _sessions(tmp_path, "together", [first_game + second_game], seed=11)
    apart = await _sessions(tmp_path, "apart", [first_game, second_game], seed=11)
    start = together.index("── carol: click Start")
    assert apart[apart.index("── carol: click Start"):] == together[start:]
    assert "animacule-2-v3.png" in together[start:]


def test_the_console_runs_on_postgresql_from_its_url(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str],
                                                     postgres_server: scratch.ScratchPostgres) -> None:
    url = postgres_server.new_database("console")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO(GAME))
    assert main(["--db", url, "--out", str(tmp_path / "boards"), "--seed", "5"]) == 0
    printed = capsys.readouterr()
    assert "lock" not in printed.err and "bob's time ran out" in printed.out
    assert not list(tmp_path.rglob("*.lock"))  # no SQLite file lock for a database that is no file
    monkeypatch.setattr(sys, "stdin", io.StringIO("alice: /game board\n"))
    assert main(["--db", url, "--out", str(tmp_path / "boards")]) == 0  # a second session finds the game
    assert "game #1" in capsys.readouterr().out



async def test_history_dates_a_game_by_the_consoles_clock_as_its_deadlines_are(tmp_path: Path) -> None:
    script = ("alice: /game new game:animacule options:first=creator deadline:none\nbob: click Join\n"
              "alice: click Start\nwait 40d\nalice: /animacule move animacule:1 direction:s\n"
              "admin: /admin reset\nalice: /game history\n")
    printed = await _sessions(tmp_path, "dated", _split(script, 3))
    started, ended = re.search(r"· (\d{4}-\d\d-\d\d) – (\d{4}-\d\d-\d\d) ·", printed).groups()
    assert (date.fromisoformat(ended) - date.fromisoformat(started)).days >= 40  # the console's days, not the wall's
