"""µ (Micro): its engine, board, cog and /micro commands."""

from __future__ import annotations

from games.commands import Command, Description, Option, move, play_command
from games.manifest import GameManifest


def _colony(growing: bool) -> Option:
    """The colony a command names; a growth choice may leave it out while a colony is growing."""
    if growing:
        return Option("colony", "str", Description("command-micro-option-colony-growing"),
                      required=False, autocomplete=True)
    return Option("colony", "str", Description("command-micro-grow-option-colony"),
                  autocomplete=True)


def _micro_growth(name: str, description: Description) -> Command:
    return move("micro", name, description, name, _colony(growing=True))


COMMANDS = (
    play_command("micro"),
    move("micro", "arrange", Description("command-micro-arrange"), "arrange",
         Option("habitats", "str", Description("command-micro-arrange-option-habitats"),
                autocomplete=True)),
    move("micro", "place", Description("command-micro-place"), "place",
         Option("hex", "str", Description("command-micro-place-option-hex"), autocomplete=True)),
    move("micro", "grow", Description("command-micro-grow"), "grow",
         _colony(growing=False)),
    _micro_growth("double", Description("command-micro-double")),
    _micro_growth("spore", Description("command-micro-spore")),
    move("micro", "move", Description("command-micro-move"),
         "move", Option("colony", "str", Description("command-micro-move-option-colony"), autocomplete=True),
         Option("to", "str", Description("command-micro-move-option-to"))),
    _micro_growth("evolve", Description("command-micro-evolve")),
    move("micro", "exchange", Description("command-micro-exchange"), "exchange"),
    move("micro", "attack", Description("command-micro-attack"), "attack",
         Option("colonies", "str", Description("command-micro-attack-option-colonies"), autocomplete=True)),
    move("micro", "metabolism", Description("command-micro-metabolism"), "metabolism",
         Option("choice", "str", Description("command-micro-metabolism-option-choice"), autocomplete=True)),
    move("micro", "uptake", Description("command-micro-uptake"), "uptake",
         Option("setting", "str", Description("command-micro-uptake-option-setting"),
                autocomplete=True)),
    move("micro", "pass", Description("command-micro-pass"), "pass"),
    move("micro", "done", Description("command-micro-done"), "done"),
)


MANIFEST = GameManifest(key="micro", position=5, engine_module="rules.micro",
                        renderer_module="rendering.micro", cog="cogs.micro", commands=COMMANDS)
