"""Console mode: the slash commands as text, the same table calls, images on disk."""

from __future__ import annotations

import io
import json
import os
import queue
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

from cli.console import CHANNEL_ID, Console, run
from rules.apocalyte import ENGINE as APOCALYTE
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import FakeClock

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
    assert f"file: {tmp_path / 'run' / 'animacule-1-v5.png'}\n" \
           "   alt: Animacule Apocalypse board, game #1, version 5. Animacule Apocalypse: turn 3. " \
           "Waiting for alice to move, attack or reproduce with one animacule." in output


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
    assert "direction must be one of north, east, south and west; got 'up'" in output
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
    assert "The final board of game #1 (reset by admin)." in output


class _Console:
    """`python bot.py console` in a process of its own, fed one line at a time."""

    def __init__(self, db: Path, out: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "bot.py", "console", "--db", str(db), "--out", str(out), "--seed", "5"],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout
        for line in self.process.stdout:
            self.lines.put(line)

    def say(self, line: str, until: str) -> str:
        """Send one line and return the output up to the line containing `until`."""
        assert self.process.stdin
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        seen: list[str] = []
        while not seen or until not in seen[-1]:
            try:
                seen.append(self.lines.get(timeout=30))
            except queue.Empty:
                raise AssertionError(f"no {until!r} after {line!r}; the console said: {''.join(seen)}") from None
        return "".join(seen)


def test_a_kill_9_between_moves_loses_nothing(tmp_path: Path) -> None:
    db = tmp_path / "crash.sqlite3"
    first = _Console(db, tmp_path / "one")
    for line in OPENING.splitlines():
        first.say(line, "buttons" if "/game new" in line or "click Join" in line else "file:")
    first.say("carol: /game export", "file:")
    first.process.send_signal(signal.SIGKILL)
    first.process.wait()

    second = _Console(db, tmp_path / "two")
    second.say("carol: /game export", "file:")
    after = second.say("alice: /animacule move animacule:1 direction:s", "file:")
    second.process.stdin.close()
    assert second.process.wait(timeout=30) == 0
    before = json.loads((tmp_path / "one" / "animacule-game-1.json").read_text())
    restored = json.loads((tmp_path / "two" / "animacule-game-1.json").read_text())
    assert restored["state"] == before["state"]
    assert restored["log"] == before["log"] and len(before["log"]) == 3
    assert "moves south from a7 to a6" in after


async def test_after_a_restart_the_console_knows_the_current_boards_buttons(tmp_path: Path) -> None:
    """Issue 8: a second session on the same database clicks without asking for `/game board` first."""
    await _session(tmp_path, OPENING, name="same")
    later = await _session(tmp_path, "alice: click Move 1 south\n", name="same")
    assert "alice's animacule 1 moves south from a7 to a6" in later


async def test_clicks_take_any_unambiguous_start_of_a_label(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING + "alice: click move\nalice: click Move 1 e\n")
    assert "'move' starts 3 labels; write more of one" in output
    assert "alice's animacule 1 moves east" in output


async def test_role_mentions_print_as_the_role_names_typed(tmp_path: Path) -> None:
    output = await _session(tmp_path, "admin: /admin role role:referees\n")
    assert "Members with @referees can now reset, kick and skip" in output


async def test_wait_moves_the_consoles_clock_and_posts_what_fell_due(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING + "wait 1d\nwait 1d\nwait soon\n")
    assert "(the clock posts in channel 1)" in output and "Reminder: the game waits for **alice**" in output
    assert "alice's time ran out: their decision was passed." in output
    assert "`soon` is not a wait" in output


async def test_the_console_prints_what_happened_in_a_long_bot_stretch(tmp_path: Path) -> None:
    """Issue 17: the post's what-happened.txt is written to disk and printed, as the board is."""
    store = await Store.open(tmp_path / "stretch.sqlite3")
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 5), out, tmp_path / "boards")
    for line in ("alice: /game new game:apocalyte options:scenario=zombies", "alice: /game addbot",
                 "alice: /game addbot", "alice: click Start"):
        await console.run_line(line)
    rng = random.Random(3)
    for _ in range(200):
        if "what-happened.txt" in out.getvalue():
            break
        game = await store.live_game(CHANNEL_ID)
        state = APOCALYTE.load(json.loads(game.state_json))
        notation = APOCALYTE.bot_action(state, APOCALYTE.prompts(state)[0].seat, rng).notation
        await console.run_line(f"alice: /apocalyte play move:{notation}")
    await store.close()
    text = out.getvalue()
    assert f"file: {tmp_path / 'boards' / 'what-happened.txt'}" in text
    assert "   | Move by move:\n" in text and "   | Bot 1: " in text


async def test_a_long_wait_posts_each_reminder_and_timeout_in_turn(tmp_path: Path) -> None:
    """`wait 3d` is three days of the clock, not one jump: alice is reminded at half time and an hour
    before her deadline before it runs out, then bob, whose turn it becomes, the same way."""
    script = OPENING.replace("options:first=creator", "options:first=creator deadline:1d") + "wait 3d\n"
    output = await _session(tmp_path, script)
    posts = [p for p in output.split("(the clock posts in channel 1)")[1:]]
    assert [("Reminder" in p, "time ran out" in p) for p in posts][:6] == [
        (True, False), (True, False), (False, True), (True, False), (True, False), (False, True)]
    assert "Reminder: the game waits for **bob**" in posts[3] and "bob's time ran out" in posts[5]


async def test_a_deadline_falling_due_this_minute_reads_now(tmp_path: Path) -> None:
    """Two clocks due at one moment: the first post shows the second deadline, which is due as it
    is printed; Discord writes that as "now", not "Due 0m ago"."""
    store = await Store.open(tmp_path / "now.sqlite3")
    console = Console(Table(store, clock=FakeClock(1_000_000)), io.StringIO(), tmp_path / "boards")
    now = 1_000_000
    said = [console._named(f"Due <t:{t}:R>.") for t in (now - 20, now, now + 20, now + 3600, now - 3600)]
    await store.close()
    assert said == ["Due now.", "Due now.", "Due now.", "Due in 1 hour.", "Due 1 hour ago."]


async def test_a_click_presses_the_buttons_of_the_clocks_last_post(tmp_path: Path) -> None:
    """The clock's post (alice timed out) is the channel's newest board: its buttons are bob's."""
    output = await _session(tmp_path, OPENING + "wait 2d\nbob: click Move 1 south to g7\n")
    assert "no button labelled" not in output
    assert "bob's animacule 1 moves south from g8 to g7." in output


async def test_mygames_is_typed_without_a_group(tmp_path: Path) -> None:
    output = await _session(tmp_path, OPENING + "alice: /mygames\ncarol: /mygames\nalice: /mygames now\n")
    assert "➡️ **your move** — [Animacule Apocalypse](https://discord.com/channels/" in output
    assert "You are not playing in any game this bot hosts." in output
    assert "── alice: /mygames now\n   ! this command takes no options; got 'now'" in output
