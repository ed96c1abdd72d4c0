"""µ through the console: a whole game typed as lines, against a bot, to its end."""

from __future__ import annotations

import io
from pathlib import Path

from cli.console import run

SCRIPT = """\
alice: /game new game:micro options:rounds=20
alice: /game addbot
alice: click Start
admin: /admin skip
admin: /admin skip
alice: /micro uptake setting:{colony} min
alice: /game status
""" + "alice: /micro pass\n" * 24 + "alice: /game board\n"


async def test_a_whole_micro_game_is_played_through_the_console(tmp_path: Path) -> None:
    out = io.StringIO()
    await run(SCRIPT.format(colony="c5").splitlines(), out, str(tmp_path / "micro.sqlite3"), tmp_path / "boards",
              5, "admin")
    text = out.getvalue()
    assert "alice (blue) founds" in text and "alice is skipped: settle c5." in text
    assert "will take up only its requirement from now on" in text
    assert "takes up" in text and "passes." in text
    assert "Game over" in text
    assert any((tmp_path / "boards").glob("micro-1-v*.png"))
