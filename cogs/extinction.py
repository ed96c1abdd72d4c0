"""/extinction: moves in Extinction, as typed commands, and `/extinction genes`, which shows a
player their own gene cards privately. `/extinction play` takes any legal move in notation."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description

Count = app_commands.Range[int, 1, 6]


@app_commands.guild_only()
class ExtinctionCog(TableCog, group_name="extinction",
                    group_description=declared(Description("command-group-extinction"))):
    @slash("extinction play")
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "extinction play", move=move)

    @play.autocomplete("move")
    async def play_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "extinction play")

    @slash("extinction genes")
    async def genes(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "extinction genes")

    @slash("extinction place")
    async def place(self, interaction: discord.Interaction, count: Count, hex: str) -> None:
        await self.run(interaction, "extinction place", count=count, hex=hex)

    @slash("extinction move")
    async def move(self, interaction: discord.Interaction, count: Count, source: str, target: str) -> None:
        await self.run(interaction, "extinction move", count=count, source=source, target=target)

    @slash("extinction add")
    async def add(self, interaction: discord.Interaction, count: Count, hex: str) -> None:
        await self.run(interaction, "extinction add", count=count, hex=hex)

    @slash("extinction remove")
    async def remove(self, interaction: discord.Interaction, count: Count, hex: str) -> None:
        await self.run(interaction, "extinction remove", count=count, hex=hex)

    @slash("extinction barrier")
    async def barrier(self, interaction: discord.Interaction, kind: str, hex: str | None = None) -> None:
        await self.run(interaction, "extinction barrier", kind=kind, hex=hex)

    @slash("extinction compete")
    async def compete(self, interaction: discord.Interaction, count: Count, source: str, target: str) -> None:
        await self.run(interaction, "extinction compete", count=count, source=source, target=target)

    @slash("extinction prey")
    async def prey(self, interaction: discord.Interaction, count: Count | None = None, source: str | None = None,
                   target: str | None = None) -> None:
        await self.run(interaction, "extinction prey", count=count, source=source, target=target)

    @slash("extinction change")
    async def change(self, interaction: discord.Interaction, deck: str) -> None:
        await self.run(interaction, "extinction change", deck=deck)

    @slash("extinction take")
    async def take(self, interaction: discord.Interaction, first: str, second: str) -> None:
        await self.run(interaction, "extinction take", first=first, second=second)

    @slash("extinction auto")
    async def auto(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "extinction auto")

    @slash("extinction done")
    async def done(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "extinction done")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ExtinctionCog(bot))
