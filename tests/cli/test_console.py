"""Console mode: the slash commands as text, the same table calls, images on disk."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from cli.console import run

ROOT = Path(__file__).resolve().parents[2]
OPENING = """\
alice: /game new game:animacule options:first=creator
bob: click Join
alice: click Start
alice: /animacule move animacule:1 direction:s
bob: /animacule play move:move 1 w
"""


async def _session(tmp_path: Path, script: str, seed: int = 4, name: str = "run") -> str:
    out = io.StringIO()
    await run(script.splitlines(), out, str(tmp_path / f"{name}.sqlite3"), tmp_path / name, seed, "admin")
    return out.getvalue()


async def test_a_scripted_session_plays_and_writes_each_board(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING)
    assert "bob joined." in output
    assert "alice's animacule 1 moves south from a8 to a7" in output
    assert "bob's animacule 1 moves west from h8 to g8" in output
    boards = sorted(p.name for p in (tmp_path / "run").glob("*.png"))
    assert boards == ["animacule-1-v3.png", "animacule-1-v4.png", "animacule-1-v5.png"]
    assert f"file: {tmp_path / 'run' / 'animacule-1-v5.png'}" in output


async def test_the_same_seed_replays_the_same_session(tmp_path: Path) -> None:
    script = OPENING.replace("first=creator", "first=random")
    first = await _session(tmp_path, script, seed=11, name="one")
    second = await _session(tmp_path, script, seed=11, name="two")
    assert first.replace("/one", "/two") == second
    board = "animacule-1-v3.png"
    assert (tmp_path / "one" / board).read_bytes() == (tmp_path / "two" / board).read_bytes()


async def test_bad_lines_say_what_was_wrong_and_what_is_allowed(tmp_path: Path) -> None:
    output = await _session(tmp_path, """\
alice /game board
alice: /game fly
alice: /animacule move animacule:9 direction:n
alice: /animacule move animacule:1 direction:up
alice: /game log count:lots
alice: click Start
""")
    assert "write `NAME: /group command option:value …`" in output
    assert "unknown command /game fly. Commands:" in output and "/game new" in output
    assert "animacule must be between 1 and 7; got 9" in output
    assert "direction must be one of n, e, s, w; got 'up'" in output
    assert "count must be a whole number; got 'lots'" in output
    assert "there are no buttons offered to you" in output


async def test_click_presses_only_buttons_offered_to_that_player(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING + "alice: click Retreat\nbob: click Move 1 south to a6: eat red\n")
    assert "no button labelled 'Retreat'; offered:" in output
    assert "It is not your move" in output


async def test_an_admin_named_on_the_command_line_may_reset(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING + "bob: /admin reset\nadmin: /admin reset\nalice: /game board\n")
    assert "Only admins can do this" in output
    assert "admin ended game #1" in output
    assert "There is no game in this channel" in output


def _console(db: Path, out: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "bot.py", "console", "--db", str(db), "--out", str(out), "--seed", "5"],
        cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )


def _say(process: subprocess.Popen[str], line: str, until: str) -> str:
    """Send one line and read the output up to the line containing `until`."""
    assert process.stdin and process.stdout
    process.stdin.write(line + "\n")
    process.stdin.flush()
    seen = []
    while True:
        text = process.stdout.readline()
        assert text, "the console ended early: " + "".join(seen)
        seen.append(text)
        if until in text:
            return "".join(seen)


def test_a_kill_9_between_moves_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    first = _console(db, tmp_path / "one")
    for line in OPENING.splitlines():
        _say(first, line, "file:" if "click Join" not in line else "buttons")
    _say(first, "carol: /game export", "file:")
    first.send_signal(signal.SIGKILL)
    first.wait()

    second = _console(db, tmp_path / "two")
    _say(second, "carol: /game export", "file:")
    after = _say(second, "alice: /animacule move animacule:1 direction:s", "file:")
    second.stdin.close()
    second.wait(timeout=30)
    before = json.loads((tmp_path / "one" / "animacule-game-1.json").read_text())
    restored = json.loads((tmp_path / "two" / "animacule-game-1.json").read_text())
    assert restored["state"] == before["state"]
    assert restored["log"] == before["log"] and len(before["log"]) == 3
    assert "moves south from a7 to a6" in after
