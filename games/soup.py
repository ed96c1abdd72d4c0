"""Primordial Soup: its engine, board, cog and /soup commands."""

from __future__ import annotations

from games.commands import DIRECTIONS, Description, Option, move, play_command
from games.manifest import GameManifest

COMMANDS = (
    play_command("soup"),
    move("soup", "drift", Description("command-soup-drift"), "drift"),
    move("soup", "move", Description("command-soup-move"),
         "move", Option("direction", "str", Description("command-soup-move-option-direction"), required=False,
                        choices=DIRECTIONS)),
    move("soup", "stay", Description("command-soup-stay"),
         "stay"),
    move("soup", "eat", Description("command-soup-eat"), "eat",
         Option("cubes", "str", Description("command-soup-eat-option-cubes"), autocomplete=True)),
    move("soup", "buy", Description("command-soup-buy"), "buy",
         Option("gene", "str", Description("command-soup-buy-option-gene"), autocomplete=True)),
    move("soup", "divide", Description("command-soup-divide"), "divide",
         Option("space", "str", Description("command-soup-option-space"), autocomplete=True)),
    move("soup", "place", Description("command-soup-place"), "place",
         Option("space", "str", Description("command-soup-option-space"), autocomplete=True)),
    move("soup", "defend", Description("command-soup-defend"), "defend"),
    move("soup", "escape", Description("command-soup-escape"), "escape",
         Option("direction", "str", Description("command-soup-escape-option-direction"), required=False,
                choices=DIRECTIONS)),
    move("soup", "decline", Description("command-soup-decline"), "decline"),
    move("soup", "done", Description("command-soup-done"), "done"),
)


MANIFEST = GameManifest(key="soup", position=2, engine_module="rules.soup",
                        renderer_module="rendering.soup", cog="cogs.soup", commands=COMMANDS)
