"""What every command cog shares: declaring a command from its catalogue entry, running
it through the table, and answering with `respond`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.callers import caller_of
from cogs.respond import TableHost, respond
from games.commands import Description
from table.commands import catalogue
from table.table import Table

F = TypeVar("F", bound=Callable[..., Any])
AUTOCOMPLETE_MAX = 25
DESCRIPTION_MAX = 100  # Discord refuses a longer command, option or group description


def slash(path: str) -> Callable[[F], app_commands.Command]:
    """Declare the command at `path` ("game new") with the catalogue's description, option
    descriptions and choices; the parameters themselves are the function's, typed."""
    spec = catalogue()[path]

    def decorate(func: F) -> app_commands.Command:
        for option in spec.options:
            if option.choices:
                choices = [app_commands.Choice(name=c, value=c) for c in option.choices]
                func = app_commands.choices(**{option.name: choices})(func)
        if spec.options:
            func = app_commands.describe(**{o.name: declared(o.description) for o in spec.options})(func)
        return app_commands.command(name=spec.name, description=declared(spec.description))(func)

    return decorate


def declared(description: Description) -> app_commands.locale_str:
    """A description as Discord takes it: its text, cut to Discord's 100 characters, and its message id,
    by which a translator (`app_commands.Translator`) finds it in another language."""
    return app_commands.locale_str(description.text[:DESCRIPTION_MAX], id=description.message_id)


class OnTable:
    """What a cog answering through the table needs: the bot's table, and running a catalogue command."""

    bot: commands.Bot

    @property
    def table(self) -> Table:
        if not isinstance(self.bot, TableHost) or self.bot.table is None:
            raise RuntimeError("the cogs answer commands only once the bot's table is open (setup_hook)")
        return self.bot.table

    async def run(self, interaction: discord.Interaction, path: str, **opts: Any) -> None:
        given = {name: value for name, value in opts.items() if value is not None}
        handler = catalogue()[path].handler(self.table, caller_of(interaction), given)
        await respond(interaction, handler, f"/{path}")

    async def legal_moves(self, interaction: discord.Interaction, current: str, path: str,
                          also: tuple[str, ...] = ()) -> list[app_commands.Choice[str]]:
        """Autocomplete for the command at `path`: the caller's legal moves with its verb (then with each
        verb in `also` the command types as well) that match what they typed; the value is what follows
        the verb (`buy speed` → `speed`)."""
        caller = caller_of(interaction)
        actions = [(verb, action) for verb in (catalogue()[path].verb or "", *also)
                   for action in await self.table.choices_for(caller, current, verb)]
        return [app_commands.Choice(name=(a.label or a.notation)[:100], value=a.notation[len(verb):].strip())
                for verb, a in actions[:AUTOCOMPLETE_MAX]]


class TableCog(OnTable, commands.GroupCog):
    """A command group (/game, /admin, one per game)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()


class TopCog(OnTable, commands.Cog):
    """Top-level commands (/mygames)."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        super().__init__()
