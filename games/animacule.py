"""Animacule Apocalypse: its engine, board, cog and /animacule commands."""

from __future__ import annotations

from games.commands import DIRECTIONS, Command, Description, Option, move, play_command
from games.manifest import GameManifest


def _animacule_piece(name: str, description: Description) -> Command:
    return move("animacule", name, description, name,
                Option("animacule", "int", Description("command-animacule-option-animacule"), min_value=1, max_value=7),
                Option("direction", "str", Description("command-animacule-option-direction"), choices=DIRECTIONS))


COMMANDS = (
    play_command("animacule"),
    _animacule_piece("move", Description("command-animacule-move")),
    _animacule_piece("attack", Description("command-animacule-attack")),
    _animacule_piece("split", Description("command-animacule-split")),
    _animacule_piece("mate", Description("command-animacule-mate")),
    move("animacule", "fight", Description("command-animacule-fight"), "",
         Option("choice", "str", Description("command-animacule-fight-option-choice"),
                choices=("continue", "retreat"))),
    move("animacule", "mating", Description("command-animacule-mating"), "",
         Option("answer", "str", Description("command-animacule-mating-option-answer"), choices=("accept", "decline"))),
)


MANIFEST = GameManifest(key="animacule", position=1, engine_module="rules.animacule",
                        renderer_module="rendering.animacule", cog="cogs.animacule", commands=COMMANDS)
