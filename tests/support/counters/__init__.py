"""Counters, a sixth game that lives only in the tests: two seats take one to three counters from a
pile in turn, and whoever takes the last one wins. Its manifest (`MANIFEST`) is all the bot needs to
host it (tests/table/test_sixth_game.py), proving that a new game touches nothing in table/."""

from __future__ import annotations

from pathlib import Path

from games.commands import Description, Option, move, play_command
from games.manifest import GameManifest

KEY = "counters"
# A game from outside the bot's catalogue of messages borrows the shared play command's descriptions.
COMMANDS = (
    play_command(KEY),
    move(KEY, "take", Description("command-play"), "take",
         Option("count", "int", Description("command-play-option-move"), min_value=1, max_value=3)),
)
MANIFEST = GameManifest(key=KEY, position=6, engine_module="tests.support.counters.engine",
                        renderer_module="tests.support.counters.board", commands=COMMANDS,
                        rules_doc=Path(__file__).with_name("rules.md"))
