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
    await run(SCRIPT.format(colony="d4").splitlines(), out, str(tmp_path / "micro.sqlite3"), tmp_path / "boards",
              5, "admin")
    text = out.getvalue()
    assert "alice (blue) founds" in text and "alice is given the most passive answer: `settle d4`." in text
    assert "will take up only its requirement from now on" in text
    assert "takes up" in text and "passes." in text
    assert "Game over" in text
    assert any((tmp_path / "boards").glob("micro-1-v*.png"))


GROWTH = """\
alice: /game new game:micro options:rounds=20
bob: /game join
alice: click Start
alice: click Abyssal plain c5, Estuary mud d4, Coral reef d5
alice: click Start on the Abyssal plain c5
bob: click Cold seep c7, Whale fall d6, Kelp forest d7
bob: click Start on the Kelp forest d7
alice: /micro pass
bob: /micro pass
alice: /micro pass
bob: /micro grow colony:d7
bob: /micro double colony:d7
bob: /micro evolve
bob: /micro move colony:d7 to:c7
"""


async def test_the_growth_commands_the_readme_lists_work_in_the_middle_of_a_growth(tmp_path: Path) -> None:
    """Issue 17's lines (its seed 3 game, replayed on seed 1, which deals the same growth now that a
    seeded game's dice depend on the game): after `/micro grow colony:d7`, each growth choice typed
    as its own command, naming the colony or not, is the choice its button makes."""
    out = io.StringIO()
    await run(GROWTH.splitlines(), out, str(tmp_path / "micro.sqlite3"), tmp_path / "boards", 1, "admin")
    text = out.getvalue()
    assert "(only you can see this)" not in text, text
    assert "bob's B1 on d7 (generation 2) doubles" in text
    assert "sends generation 1 to c7" in text
    assert "evolves (1 resource" in text
