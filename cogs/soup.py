"""/soup: moves in Primordial Soup, as typed commands. Every decision also comes as
buttons under the board; `/soup play` takes any legal move in notation."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description


@app_commands.guild_only()
class SoupCog(TableCog, group_name="soup", group_description=declared(Description("command-group-soup"))):
    @slash("soup play")
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "soup play", move=move)

    @play.autocomplete("move")
    async def play_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "soup play")

    @slash("soup drift")
    async def drift(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "soup drift")

    @slash("soup move")
    async def move(self, interaction: discord.Interaction, direction: str | None = None) -> None:
        await self.run(interaction, "soup move", direction=direction)

    @slash("soup stay")
    async def stay(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "soup stay")

    @slash("soup eat")
    async def eat(self, interaction: discord.Interaction, cubes: str) -> None:
        await self.run(interaction, "soup eat", cubes=cubes)

    @eat.autocomplete("cubes")
    async def eat_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "soup eat")

    @slash("soup buy")
    async def buy(self, interaction: discord.Interaction, gene: str) -> None:
        await self.run(interaction, "soup buy", gene=gene)

    @buy.autocomplete("gene")
    async def buy_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "soup buy")

    @slash("soup divide")
    async def divide(self, interaction: discord.Interaction, space: str) -> None:
        await self.run(interaction, "soup divide", space=space)

    @divide.autocomplete("space")
    async def divide_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "soup divide")

    @slash("soup place")
    async def place(self, interaction: discord.Interaction, space: str) -> None:
        await self.run(interaction, "soup place", space=space)

    @place.autocomplete("space")
    async def place_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "soup place")

    @slash("soup defend")
    async def defend(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "soup defend")

    @slash("soup escape")
    async def escape(self, interaction: discord.Interaction, direction: str | None = None) -> None:
        await self.run(interaction, "soup escape", direction=direction)

    @slash("soup decline")
    async def decline(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "soup decline")

    @slash("soup done")
    async def done(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "soup done")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SoupCog(bot))
