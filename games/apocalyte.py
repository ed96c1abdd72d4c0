"""Apocalyte: its engine, board, cog and /apocalyte commands."""

from __future__ import annotations

from games.commands import Description, Option, move, play_command
from games.manifest import GameManifest

COMMANDS = (
    play_command("apocalyte"),
    move("apocalyte", "place", Description("command-apocalyte-place"), "place",
         Option("armies", "str", Description("command-apocalyte-place-option-armies"), autocomplete=True)),
    move("apocalyte", "move", Description("command-apocalyte-move"), "move",
         Option("move", "str", Description("command-apocalyte-move-option-move"), autocomplete=True)),
    move("apocalyte", "carry", Description("command-apocalyte-carry"), "carry",
         Option("supplies", "int", Description("command-apocalyte-carry-option-supplies"), min_value=0, max_value=2)),
    move("apocalyte", "attack", Description("command-apocalyte-attack"), "attack",
         Option("fight", "str", Description("command-apocalyte-attack-option-fight"), autocomplete=True)),
    move("apocalyte", "allow", Description("command-apocalyte-allow"), "allow"),
    move("apocalyte", "refuse", Description("command-apocalyte-refuse"), "refuse"),
    move("apocalyte", "quarantine", Description("command-apocalyte-quarantine"), "quarantine",
         Option("answer", "str", Description("command-apocalyte-quarantine-option-answer"), choices=("yes", "no"))),
    move("apocalyte", "done", Description("command-apocalyte-done"), "done"),
    move("apocalyte", "back", Description("command-apocalyte-back"), "back"),
    move("apocalyte", "pick", Description("command-apocalyte-pick"), "pick",
         Option("territory", "str", Description("command-apocalyte-pick-option-territory"), autocomplete=True)),
    move("apocalyte", "close", Description("command-apocalyte-close"), "close",
         Option("portal", "str", Description("command-apocalyte-close-option-portal"), autocomplete=True)),
    move("apocalyte", "destroy", Description("command-apocalyte-destroy"), "destroy"),
)


MANIFEST = GameManifest(key="apocalyte", position=3, engine_module="rules.apocalyte",
                        renderer_module="rendering.apocalyte", cog="cogs.apocalyte", commands=COMMANDS)
