"""/animacule: moves in Animacule Apocalypse, as typed commands."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description

Number = app_commands.Range[int, 1, 7]


@app_commands.guild_only()
class AnimaculeCog(TableCog, group_name="animacule",
                   group_description=declared(Description("command-group-animacule"))):
    @slash("animacule play")
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "animacule play", move=move)

    @play.autocomplete("move")
    async def play_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self.legal_moves(interaction, current, "animacule play")

    @slash("animacule move")
    async def move(self, interaction: discord.Interaction, animacule: Number, direction: str) -> None:
        await self.run(interaction, "animacule move", animacule=animacule, direction=direction)

    @slash("animacule attack")
    async def attack(self, interaction: discord.Interaction, animacule: Number, direction: str) -> None:
        await self.run(interaction, "animacule attack", animacule=animacule, direction=direction)

    @slash("animacule split")
    async def split(self, interaction: discord.Interaction, animacule: Number, direction: str) -> None:
        await self.run(interaction, "animacule split", animacule=animacule, direction=direction)

    @slash("animacule mate")
    async def mate(self, interaction: discord.Interaction, animacule: Number, direction: str) -> None:
        await self.run(interaction, "animacule mate", animacule=animacule, direction=direction)

    @slash("animacule fight")
    async def fight(self, interaction: discord.Interaction, choice: str) -> None:
        await self.run(interaction, "animacule fight", choice=choice)

    @slash("animacule mating")
    async def mating(self, interaction: discord.Interaction, answer: str) -> None:
        await self.run(interaction, "animacule mating", answer=answer)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(AnimaculeCog(bot))
