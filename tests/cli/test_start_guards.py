"""What `python bot.py` refuses at start, each in one line and before Discord is reached: shard
settings that do not add up (and a render worker count that is not a number), several processes
over SQLite, and a second process on a SQLite file another one is using."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot import run_bot
from cogs.config import ConfigError, load_settings
from table.running.dblock import lock_path
from table.running.shards import Shards

ROOT = Path(__file__).resolve().parents[2]
SHARD_KEYS = ("SHARD_COUNT", "SHARD_IDS", "RENDER_WORKERS", "DATABASE_URL")
# a token and a Discord nobody answers at: every start here is refused before Discord is reached
_START = {"DISCORD_TOKEN": "token", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
          "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/"}


def bot(tmp_path: Path, *args: str, stdin: str = "", **settings: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in SHARD_KEYS}
    env.update({**_START, "DATABASE_PATH": str(tmp_path / "games.sqlite3")})
    env.update(settings)
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd=tmp_path, env=env, input=stdin,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("settings,message", [
    ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a whole number of shards, at least 1; got 'two'"),
    ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a whole number of shards, at least 1; got '0'"),
    ({"SHARD_COUNT": "٢"}, "SHARD_COUNT must be a whole number of shards, at least 1; got '٢'"),
    ({"SHARD_IDS": "1"}, "SHARD_IDS=1 needs SHARD_COUNT too: the total number of shards across every process"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,2"},
     "SHARD_IDS names shard 2, but with SHARD_COUNT=2 shards are numbered 0 to 1"),
    ({"SHARD_COUNT": "3", "SHARD_IDS": "1, 1"}, "SHARD_IDS names shard 1 twice; each shard runs in one process only"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0;1"},
     "SHARD_IDS must be shard numbers separated by commas (e.g. 0,2); got '0;1'"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "0,,1"},
     "SHARD_IDS must be shard numbers separated by commas (e.g. 0,2); got '0,,1'"),
    ({"SHARD_COUNT": "2", "SHARD_IDS": "-1"},
     "SHARD_IDS must be shard numbers separated by commas (e.g. 0,2); got '-1'"),
    ({"RENDER_WORKERS": "all"},
     "RENDER_WORKERS must be a number of processes (0 draws boards in the bot's own process); got 'all'"),
])
def test_shard_settings_that_do_not_add_up_stop_the_bot_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], settings: dict[str, str],
    message: str
) -> None:
    # bot.py's own start (run_bot) in this process, as `python bot.py` runs it: the process itself is
    # started once, in test_a_refused_setting_stops_the_process_with_its_one_line
    for key in SHARD_KEYS:
        monkeypatch.delenv(key, raising=False)
    for key, value in {**_START, "DATABASE_PATH": str(tmp_path / "games.sqlite3"), **settings}.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(tmp_path)
    assert run_bot([]) == 2
    assert capsys.readouterr().err == f"error: {message}\n"
    assert not (tmp_path / "games.sqlite3").exists()  # refused before anything was opened


def test_a_refused_setting_stops_the_process_with_its_one_line(tmp_path: Path) -> None:
    done = bot(tmp_path, SHARD_COUNT="two")
    assert done.returncode == 2
    assert done.stderr == "error: SHARD_COUNT must be a whole number of shards, at least 1; got 'two'\n"
    assert not (tmp_path / "games.sqlite3").exists()


def test_several_processes_over_sqlite_are_refused_saying_what_to_do(tmp_path: Path) -> None:
    done = bot(tmp_path, SHARD_COUNT="4", SHARD_IDS="0,2")
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    line = done.stderr
    assert line.startswith("error: SHARD_IDS=0,2 serves 2 of SHARD_COUNT=4 shards")
    assert "SQLite serves one process" in line
    assert "leave SHARD_IDS unset" in line and "PostgreSQL" in line and "docs/deploy.md" in line


def test_settings_name_the_shards_this_process_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    for key in SHARD_KEYS:
        monkeypatch.delenv(key, raising=False)
    assert load_settings(env_file=None).shards is None  # automatic: Discord says how many
    monkeypatch.setenv("SHARD_COUNT", "3")
    assert load_settings(env_file=None).shards == Shards(3, (0, 1, 2))  # every shard, in this one process
    monkeypatch.setenv("SHARD_IDS", "2,0")
    with pytest.raises(ConfigError, match="SQLite serves one process"):
        load_settings(env_file=None)
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot@db.example/games")  # several processes share it
    assert load_settings(env_file=None).shards == Shards(3, (0, 2))
    monkeypatch.setenv("SHARD_IDS", "0, 1 ,2")
    assert load_settings(env_file=None).shards == Shards(3, (0, 1, 2))


def test_render_workers_default_to_one_per_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    for key in SHARD_KEYS:
        monkeypatch.delenv(key, raising=False)
    assert load_settings(env_file=None).render_workers is None
    monkeypatch.setenv("RENDER_WORKERS", "0")
    assert load_settings(env_file=None).render_workers == 0


def test_a_second_process_on_the_same_sqlite_file_stops_naming_the_file_and_the_other_pid(tmp_path: Path) -> None:
    database = tmp_path / "games.sqlite3"
    first = subprocess.Popen([sys.executable, str(ROOT / "bot.py"), "console", "--db", str(database),
                              "--out", str(tmp_path / "boards")], cwd=tmp_path, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lock = lock_path(database)
        deadline = time.monotonic() + 30
        while not (lock.exists() and lock.read_text().strip() == str(first.pid)):
            assert first.poll() is None, first.communicate()
            assert time.monotonic() < deadline, "the console never took the lock"
            time.sleep(0.05)
        for second in (bot(tmp_path), bot(tmp_path, "console", "--db", str(database))):
            assert second.returncode == 4
            assert second.stderr == (
                f"error: another process (pid {first.pid}) is using the database {database}: it holds {lock}. "
                "SQLite serves one process: stop the other one first, or give this one a database file of its "
                "own\n")
    finally:
        out, err = first.communicate("alice: /game new game:animacule\n", timeout=60)
    assert first.returncode == 0 and "opened a table" in out, err
    # The lock went with the process: the next one takes it, though the file stays.
    again = bot(tmp_path, "console", "--db", str(database), "--out", str(tmp_path / "boards"),
                stdin="alice: /game board\n")
    assert again.returncode == 0 and "Game #1" in again.stdout, again.stderr
