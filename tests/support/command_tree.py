"""The bot's slash command tree as its cogs declare it, for the tests that check names against it (the
translator's, the catalogues' command mentions)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands

from cogs.bot import EvolutionBot, extensions


@pytest.fixture
async def command_tree(tmp_path: Path) -> AsyncIterator[app_commands.CommandTree[Any]]:
    bot = EvolutionBot(str(tmp_path / "db.sqlite3"))
    for extension in extensions():
        await bot.load_extension(extension)
    yield bot.tree
    for extension in extensions():  # the bot never logged in: its cogs are all there is to close
        await bot.unload_extension(extension)


def declared_commands(tree: app_commands.CommandTree[Any]) -> dict[str, app_commands.Command[Any, ..., Any]]:
    """Every command by its path (`game new`, `mygames`)."""
    found: dict[str, app_commands.Command[Any, ..., Any]] = {}
    for top in tree.get_commands():
        if isinstance(top, app_commands.Command):
            found[top.qualified_name] = top
        elif isinstance(top, app_commands.Group):
            found.update((c.qualified_name, c) for c in top.commands if isinstance(c, app_commands.Command))
    return found


def declared_names(tree: app_commands.CommandTree[Any]) -> dict[str, set[str]]:
    """What each slash.ftl message selects on, as the bot declares it: groups and options by name, commands
    by path (dashed), choices by value."""
    commands = declared_commands(tree)
    return {"slash-group": {top.name for top in tree.get_commands() if isinstance(top, app_commands.Group)},
            "slash-command": {path.replace(" ", "-") for path in commands},
            "slash-option": {p.name for command in commands.values() for p in command.parameters},
            "slash-choice": {str(choice.value) for command in commands.values() for p in command.parameters
                             for choice in p.choices}}
