"""/apocalyte: moves in Apocalyte, as typed commands. Every decision also comes as buttons or
select menus under the board; `/apocalyte play` takes any legal move in notation. Territories
may be typed as names, short forms ("w eur", "kamch") or codes."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description

Supplies = app_commands.Range[int, 0, 2]
Choices = list[app_commands.Choice[str]]


@app_commands.guild_only()
class ApocalyteCog(TableCog, group_name="apocalyte",
                   group_description=declared(Description("command-group-apocalyte"))):
    @slash("apocalyte play")
    async def play(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "apocalyte play", move=move)

    @play.autocomplete("move")
    async def play_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte play")

    @slash("apocalyte place")
    async def place(self, interaction: discord.Interaction, armies: str) -> None:
        await self.run(interaction, "apocalyte place", armies=armies)

    @place.autocomplete("armies")
    async def place_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte place")

    @slash("apocalyte move")
    async def move(self, interaction: discord.Interaction, move: str) -> None:
        await self.run(interaction, "apocalyte move", move=move)

    @move.autocomplete("move")
    async def move_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte move")

    @slash("apocalyte carry")
    async def carry(self, interaction: discord.Interaction, supplies: Supplies) -> None:
        await self.run(interaction, "apocalyte carry", supplies=supplies)

    @slash("apocalyte attack")
    async def attack(self, interaction: discord.Interaction, fight: str) -> None:
        await self.run(interaction, "apocalyte attack", fight=fight)

    @attack.autocomplete("fight")
    async def attack_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte attack")

    @slash("apocalyte allow")
    async def allow(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "apocalyte allow")

    @slash("apocalyte refuse")
    async def refuse(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "apocalyte refuse")

    @slash("apocalyte quarantine")
    async def quarantine(self, interaction: discord.Interaction, answer: str) -> None:
        await self.run(interaction, "apocalyte quarantine", answer=answer)

    @slash("apocalyte done")
    async def done(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "apocalyte done")

    @slash("apocalyte back")
    async def back(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "apocalyte back")

    @slash("apocalyte pick")
    async def pick(self, interaction: discord.Interaction, territory: str) -> None:
        await self.run(interaction, "apocalyte pick", territory=territory)

    @pick.autocomplete("territory")
    async def pick_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte pick")

    @slash("apocalyte close")
    async def close(self, interaction: discord.Interaction, portal: str) -> None:
        await self.run(interaction, "apocalyte close", portal=portal)

    @close.autocomplete("portal")
    async def close_choices(self, interaction: discord.Interaction, current: str) -> Choices:
        return await self.legal_moves(interaction, current, "apocalyte close")

    @slash("apocalyte destroy")
    async def destroy(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "apocalyte destroy")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(ApocalyteCog(bot))
