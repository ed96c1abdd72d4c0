"""bot.py as a newcomer meets it: without a token, and in self-play."""

from __future__ import annotations

import io
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from cli.simulate import play_one, simulate
from cogs.config import ConfigError, load_settings

ROOT = Path(__file__).resolve().parents[2]


def test_without_a_token_the_bot_exits_non_zero_naming_discord_token_and_console_mode(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    done = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode != 0
    assert "DISCORD_TOKEN" in done.stderr and "python bot.py console" in done.stderr


def test_settings_come_from_the_environment_with_sqlite_beside_the_bot_by_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for key in ("DATABASE_PATH", "DATABASE_URL", "DISCORD_DEV_GUILD", "LOG_LEVEL", "DISCORD_API_BASE",
                "DISCORD_GATEWAY_URL"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    settings = load_settings(env_file=None)
    assert settings.token == "abc" and settings.database_path == ROOT / "evolution.sqlite3"
    assert settings.dev_guild is None and settings.log_level == "INFO" and settings.api_base is None
    monkeypatch.setenv("DISCORD_DEV_GUILD", "my-server")
    with pytest.raises(ConfigError, match="DISCORD_DEV_GUILD must be a server id"):
        load_settings(env_file=None)


def test_a_database_url_takes_the_place_of_the_sqlite_file(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("DATABASE_PATH", "/tmp/unused.sqlite3")
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:pw@db.internal/evolution")
    assert load_settings(env_file=None).database == "postgresql://bot:pw@db.internal/evolution"
    monkeypatch.delenv("DATABASE_URL")
    assert load_settings(env_file=None).database == "/tmp/unused.sqlite3"
    monkeypatch.setenv("DATABASE_URL", "mysql://bot@db/evolution")
    with pytest.raises(ConfigError, match="DATABASE_URL must be a postgresql:// URL or a SQLite file's path"):
        load_settings(env_file=None)


def test_an_env_file_supplies_what_the_environment_lacks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    env_file = tmp_path / ".env"
    env_file.write_text("DISCORD_TOKEN=from-file\nDATABASE_PATH=/tmp/games.sqlite3\n")
    settings = load_settings(env_file)
    assert settings.token == "from-file" and str(settings.database_path) == "/tmp/games.sqlite3"


@pytest.mark.parametrize("game", ["animacule", "soup"])
def test_simulate_prints_the_summary_line_and_finishes_games(game: str) -> None:
    out = io.StringIO()
    finished, errors, moves = simulate(game, 3, 3, 1, out)
    summary = rf"{game}: 3 games, {finished} finished, 0 errors, {moves} moves, \d+ moves/s\n"
    assert re.fullmatch(summary, out.getvalue())
    assert finished == 3 and errors == 0
    assert play_one(game, 3, 7) == play_one(game, 3, 7)  # a seed replays its game


def test_simulate_on_the_command_line() -> None:
    done = subprocess.run([sys.executable, "bot.py", "simulate", "animacule", "--players", "2", "--games", "2",
                           "--seed", "5"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"animacule: 2 games, 2 finished, 0 errors, \d+ moves, \d+ moves/s\n", done.stdout)


def test_when_discord_cannot_be_reached_the_bot_says_so_and_exits_non_zero(tmp_path: Path) -> None:
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    env = {**os.environ, "DISCORD_TOKEN": "any", "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
           "DISCORD_API_BASE": f"http://127.0.0.1:{port}/api/v10", "DISCORD_GATEWAY_URL": f"ws://127.0.0.1:{port}/"}
    done = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 3
    assert "cannot reach Discord" in done.stderr and "DISCORD_API_BASE" in done.stderr


@pytest.mark.parametrize("mode", [["console"], []])
def test_a_database_that_cannot_be_used_stops_the_bot_at_once_with_one_line(tmp_path: Path, mode: list[str]) -> None:
    """Issue 7: an unusable store (here a folder where the file should be) ends the process at once,
    non-zero, naming the path and the problem, with no traceback and no thread left running."""
    folder = tmp_path / "games.sqlite3"
    folder.mkdir()
    env = {**os.environ, "DISCORD_TOKEN": "token", "DATABASE_PATH": str(folder)}
    done = subprocess.run([sys.executable, str(ROOT / "bot.py"), *mode, *(["--db", str(folder)] if mode else [])],
                          cwd=tmp_path, env=env, input="", capture_output=True, text=True, timeout=30)
    assert done.returncode == 4
    assert done.stderr.strip() == f"error: cannot use the database {folder}: unable to open database file"


def test_help_lists_every_mode_and_a_mistyped_mode_suggests_the_nearest() -> None:
    shown = subprocess.run([sys.executable, str(ROOT / "bot.py"), "--help"], capture_output=True, text=True,
                           timeout=30)
    assert shown.returncode == 0
    for mode in ("run", "console", "simulate"):
        assert re.search(rf"^  {mode} +\S", shown.stdout, re.MULTILINE), mode
    typo = subprocess.run([sys.executable, str(ROOT / "bot.py"), "simulat", "soup"], capture_output=True, text=True,
                          timeout=30)
    assert typo.returncode == 2 and "Did you mean `simulate`?" in typo.stderr


@pytest.mark.parametrize("args,message", [
    (["soup", "--games", "0"], "--games must be at least 1, not 0"),
    (["soup", "--players", "2"], "Primordial Soup takes 3–4 players, not 2"),
])
def test_simulate_checks_its_numbers(args: list[str], message: str) -> None:
    done = subprocess.run([sys.executable, str(ROOT / "bot.py"), "simulate", *args], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 2 and message in done.stderr


def test_pip_install_gives_an_evolution_bot_command_that_runs_every_mode_away_from_the_checkout(
    tmp_path: Path,
) -> None:
    """What `pip install .` installs, laid out by setuptools from pyproject.toml (its build step,
    without the network a wheel build's isolation needs), run through the declared console script
    from another folder: the modes work, the engines find their data and /game rules its pages,
    and the games default to the folder it runs in."""
    lib, meta = tmp_path / "lib", tmp_path / "meta"
    meta.mkdir()
    built = subprocess.run([sys.executable, "-W", "ignore", "-c", "from setuptools import setup; setup()", "-q",
                            "egg_info", "-e", str(meta), "build_py", "-d", str(lib)], cwd=ROOT, capture_output=True,
                           text=True, timeout=120)
    assert built.returncode == 0, built.stderr
    (scripts,) = meta.glob("*.egg-info/entry_points.txt")
    assert "[console_scripts]\nevolution-bot = bot:entry" in scripts.read_text()
    here = tmp_path / "server"
    here.mkdir()

    def evolution_bot(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
        script = "import sys; sys.argv[0] = 'evolution-bot'; from bot import entry; entry()"
        env = {**{k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_PATH")},
               "PYTHONPATH": str(lib)}
        return subprocess.run([sys.executable, "-c", script, *args], cwd=here, env=env, input=stdin,
                              capture_output=True, text=True, timeout=120)

    shown = evolution_bot("--help")
    assert shown.returncode == 0 and shown.stdout.startswith("usage: evolution-bot [MODE]")
    modes = ("run", "console", "simulate", "db")
    assert all(re.search(rf"^  {mode} +\S", shown.stdout, re.MULTILINE) for mode in modes)
    played = evolution_bot("simulate", "micro", "--players", "2", "--games", "1", "--seed", "5")
    assert played.returncode == 0 and "micro: 1 games, 1 finished, 0 errors" in played.stdout, played.stderr
    rules = evolution_bot("console", "--db", "c.sqlite3", stdin="alice: /game rules game:soup\n")
    assert rules.returncode == 0 and "Primordial Soup" in rules.stdout, rules.stderr
    checked = evolution_bot("db", "check")
    assert checked.returncode == 2 and f"there is no SQLite file at {here / 'evolution.sqlite3'}" in checked.stderr


def test_health_addr_turns_the_health_server_on_and_a_malformed_one_is_refused_naming_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.delenv("HEALTH_ADDR", raising=False)
    assert load_settings(env_file=None).health_addr is None  # off by default
    for given, address in (("127.0.0.1:8080", ("127.0.0.1", 8080)), (" [::1]:9090 ", ("::1", 9090))):
        monkeypatch.setenv("HEALTH_ADDR", given)
        assert load_settings(env_file=None).health_addr == address
    for wrong in ("8080", "localhost:", "localhost:99999", "127.0.0.1:http"):
        monkeypatch.setenv("HEALTH_ADDR", wrong)
        with pytest.raises(ConfigError, match=rf"HEALTH_ADDR must be host:port, e.g. 127.0.0.1:8080 .*got '{wrong}'"):
            load_settings(env_file=None)
