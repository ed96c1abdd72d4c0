"""/mygames: a member's games in every server, asked from anywhere, a direct message with the bot
included (the command is declared for user installs and private channels too: a member who installed
the bot for themselves can ask it in any DM)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TopCog, slash


class MyGamesCog(TopCog):
    @app_commands.allowed_installs(guilds=True, users=True)
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @slash("mygames")
    async def mygames(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "mygames")


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(MyGamesCog(bot))
