"""Extinction: its engine, board, cog and /extinction commands."""

from __future__ import annotations

from games.commands import Description, Option, move, own_view_command, play_command
from games.manifest import GameManifest

KINDS = ("city", "jetport", "mountain", "river", "desert")
DECKS = ("habitat", "reproduction", "tolerance", "defense", "predator", "crossing")
ACTIONS = ("reproduce", "environment", "barrier", "migrate", "compete", "genes")


def _count(description: Description, required: bool = True) -> Option:
    return Option("count", "int", description, required=required, min_value=1, max_value=6)


def _hex(name: str, description: Description, required: bool = True) -> Option:
    return Option(name, "str", description, required=required)


COMMANDS = (
    play_command("extinction"),
    own_view_command("extinction", "genes", Description("command-extinction-genes")),
    move("extinction", "place", Description("command-extinction-place"), "place",
         _count(Description("command-extinction-place-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "move", Description("command-extinction-move"), "move",
         _count(Description("command-extinction-move-option-count")),
         _hex("source", Description("command-extinction-move-option-source")),
         _hex("target", Description("command-extinction-move-option-target"))),
    move("extinction", "add", Description("command-extinction-add"), "add",
         _count(Description("command-extinction-add-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "remove", Description("command-extinction-remove"), "remove",
         _count(Description("command-extinction-remove-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "barrier", Description("command-extinction-barrier"), "barrier",
         Option("kind", "str", Description("command-extinction-barrier-option-kind"), choices=KINDS),
         _hex("hex", Description("command-extinction-barrier-option-hex"), required=False)),
    move("extinction", "compete", Description("command-extinction-compete"), "compete",
         _count(Description("command-extinction-option-moving-in")),
         _hex("source", Description("command-extinction-option-from-your-hex")),
         _hex("target", Description("command-extinction-option-rival-hex"))),
    move("extinction", "prey", Description("command-extinction-prey"), "prey",
         _count(Description("command-extinction-option-moving-in"), required=False),
         _hex("source", Description("command-extinction-option-from-your-hex"), required=False),
         _hex("target", Description("command-extinction-option-rival-hex"), required=False)),
    move("extinction", "change", Description("command-extinction-change"), "change",
         Option("deck", "str", Description("command-extinction-change-option-deck"), choices=DECKS)),
    move("extinction", "take", Description("command-extinction-take"), "take",
         Option("first", "str", Description("command-extinction-take-option-first"), choices=ACTIONS),
         Option("second", "str", Description("command-extinction-take-option-second"), choices=ACTIONS)),
    move("extinction", "auto", Description("command-extinction-auto"), "auto"),
    move("extinction", "done", Description("command-extinction-done"), "done"),
)


MANIFEST = GameManifest(key="extinction", position=4, engine_module="rules.extinction",
                        renderer_module="rendering.extinction", cog="cogs.extinction", commands=COMMANDS)
