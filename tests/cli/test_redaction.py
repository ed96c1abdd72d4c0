"""No message or log line shows a PostgreSQL password (issue 22, item 7): the console's, the bot's
and `bot.py db`'s error lines, and the log, all go through one redaction."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from table.store.redact import RedactingFormatter, redacted

ROOT = Path(__file__).resolve().parents[2]
URL = "postgresql://player:s3cret@127.0.0.1:1/games"  # nothing listens on port 1: the store cannot open
SHOWN = "postgresql://player:***@127.0.0.1:1/games"


@pytest.mark.parametrize("text,shown", [
    ("postgresql://user:pw@host/db", "postgresql://user:***@host/db"),
    ("postgres://u:p@ss@h:5432/db?sslmode=require", "postgres://u:***@h:5432/db?sslmode=require"),
    ("cannot use postgresql:/u:pw@h/db.lock (No such file)", "cannot use postgresql:/u:***@h/db.lock (No such file)"),
    ("postgresql://u@h/db?password=pw&x=1", "postgresql://u@h/db?password=***&x=1"),
    ("postgresql://u@h:5432/db", "postgresql://u@h:5432/db"),
    ("/srv/games.sqlite3", "/srv/games.sqlite3"),
])
def test_a_url_is_shown_without_its_password(text: str, shown: str) -> None:
    assert redacted(text) == shown


def test_log_lines_and_their_tracebacks_are_redacted() -> None:
    try:
        raise OSError(f"cannot reach {URL}")
    except OSError:
        record = logging.LogRecord("t", logging.ERROR, __file__, 1, "store %s failed", (URL,), sys.exc_info())
    line = RedactingFormatter("%(message)s").format(record)
    assert "s3cret" not in line and line.count(SHOWN) == 2


def _bot_py(*args: str, stdin: str = "", **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_PATH")}
    environment.update(env)
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd=ROOT, env=environment, input=stdin,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args,env", [
    (("console", "--db", URL, "--out", "unused-boards"), {}),
    (("db", "check", URL), {}),
    (("db", "migrate"), {"DATABASE_URL": URL}),
    ((), {"DATABASE_URL": URL, "DISCORD_TOKEN": "token", "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
          "DISCORD_GATEWAY_URL": "ws://127.0.0.1:9/"}),
])
def test_an_unusable_postgresql_store_is_named_without_its_password(args: tuple[str, ...],
                                                                      env: dict[str, str]) -> None:
    result = _bot_py(*args, **env)
    assert result.returncode == 4, result.stderr
    assert "s3cret" not in result.stdout + result.stderr
    assert f"error: cannot use the database {SHOWN}" in result.stderr
