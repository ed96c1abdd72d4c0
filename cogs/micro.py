"""/micro: moves in µ (Micro), as typed commands. Every decision also comes as buttons under
the board; `/micro play` takes any legal move in notation."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description

Choices = list[app_commands.Choice[str]]


@app_commands.guild_only()
class MicroCog(TableCog, group_name="micro", group_description=declared(Description("command-group-micro"))):
    @slash("micro play")
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "micro play", move=move)

    @play.autocomplete("move")
    async def play_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro play")

    @slash("micro arrange")
    async def arrange(self, interaction: discord.Interaction, habitats: str) -> None:
        await self.run(interaction, "micro arrange", habitats=habitats)

    @arrange.autocomplete("habitats")
    async def arrange_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro arrange")

    @slash("micro place")
    async def place(self, interaction: discord.Interaction, hex: str) -> None:
        await self.run(interaction, "micro place", hex=hex)

    @place.autocomplete("hex")
    async def place_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        """The habitat an exchange drew goes `place d4`; at setup the starting colony's `settle d4`
        is typed `place d4` too: both are listed by their hex."""
        return await self.legal_moves(interaction, current, "micro place", also=("settle",))

    @slash("micro grow")
    async def grow(self, interaction: discord.Interaction, colony: str) -> None:
        await self.run(interaction, "micro grow", colony=colony)

    @grow.autocomplete("colony")
    async def grow_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro grow")

    @slash("micro double")
    async def double(self, interaction: discord.Interaction, colony: str | None = None) -> None:
        await self.run(interaction, "micro double", colony=colony)

    @double.autocomplete("colony")
    async def double_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro grow")

    @slash("micro spore")
    async def spore(self, interaction: discord.Interaction, colony: str | None = None) -> None:
        await self.run(interaction, "micro spore", colony=colony)

    @spore.autocomplete("colony")
    async def spore_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro grow")

    @slash("micro move")
    async def move(self, interaction: discord.Interaction, colony: str, to: str) -> None:
        await self.run(interaction, "micro move", colony=colony, to=to)

    @move.autocomplete("colony")
    async def move_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro grow")

    @slash("micro evolve")
    async def evolve(self, interaction: discord.Interaction, colony: str | None = None) -> None:
        await self.run(interaction, "micro evolve", colony=colony)

    @evolve.autocomplete("colony")
    async def evolve_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro grow")

    @slash("micro exchange")
    async def exchange(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "micro exchange")

    @slash("micro attack")
    async def attack(self, interaction: discord.Interaction, colonies: str) -> None:
        await self.run(interaction, "micro attack", colonies=colonies)

    @attack.autocomplete("colonies")
    async def attack_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro attack")

    @slash("micro metabolism")
    async def metabolism(self, interaction: discord.Interaction, choice: str) -> None:
        await self.run(interaction, "micro metabolism", choice=choice)

    @metabolism.autocomplete("choice")
    async def metabolism_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro metabolism")

    @slash("micro uptake")
    async def uptake(self, interaction: discord.Interaction, setting: str) -> None:
        await self.run(interaction, "micro uptake", setting=setting)

    @uptake.autocomplete("setting")
    async def uptake_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "micro uptake")

    @slash("micro pass")
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "micro pass")

    @slash("micro done")
    async def done(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "micro done")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MicroCog(bot))
