"""/game: the table commands every game shares."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.base import TableCog, declared, slash
from games.commands import Description

Positive = app_commands.Range[int, 1, None]  # a game id or a version (Discord keeps numbers under 2**53)


@app_commands.guild_only()
class GameCog(TableCog, group_name="game", group_description=declared(Description("command-group-game"))):
    @slash("game new")
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None,
                  deadline: str | None = None) -> None:
        await self.run(interaction, "game new", game=game, options=options, deadline=deadline)

    @slash("game join")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game join")

    @slash("game start")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game start")

    @slash("game addbot")
    async def addbot(self, interaction: discord.Interaction, level: str | None = None) -> None:
        await self.run(interaction, "game addbot", level=level)

    @slash("game hint")
    async def hint(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game hint")

    @slash("game resign")
    async def resign(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game resign")

    @slash("game board")
    async def board(self, interaction: discord.Interaction, game: Positive | None = None) -> None:
        await self.run(interaction, "game board", game=game)

    @slash("game status")
    async def status(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game status")

    @slash("game log")
    async def log(self, interaction: discord.Interaction, count: app_commands.Range[int, 1, 50] | None = None,
                  game: Positive | None = None) -> None:
        await self.run(interaction, "game log", count=count, game=game)

    @slash("game rules")
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        await self.run(interaction, "game rules", game=game)

    @slash("game export")
    async def export(self, interaction: discord.Interaction, game: Positive | None = None) -> None:
        await self.run(interaction, "game export", game=game)

    @slash("game undo")
    async def undo(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game undo")

    @slash("game replay")
    async def replay(self, interaction: discord.Interaction, game: Positive | None = None,
                     speed: str | None = None) -> None:
        async def progress(text: str) -> None:
            # Only once the answer is deferred: the note then replaces "thinking…" until the replay is posted.
            if interaction.response.is_done():
                await interaction.edit_original_response(content=text)

        await self.run(interaction, "game replay", game=game, speed=speed, progress=progress)

    @slash("game history")
    async def history(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game history")

    @slash("game stats")
    async def stats(self, interaction: discord.Interaction, member: discord.User | None = None,
                    game: str | None = None) -> None:
        await self.run(interaction, "game stats", member=member.id if member else None, game=game)

    @slash("game top")
    async def top(self, interaction: discord.Interaction, game: str) -> None:
        await self.run(interaction, "game top", game=game)

    @slash("game mine")
    async def mine(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game mine")

    @slash("game away")
    async def away(self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 60] | None = None,
                   mode: str | None = None, member: discord.Member | None = None) -> None:
        await self.run(interaction, "game away", days=days, mode=mode, member=member.id if member else None)

    @slash("game hours")
    async def hours(self, interaction: discord.Interaction, start: app_commands.Range[int, 0, 23] | None = None,
                    end: app_commands.Range[int, 0, 23] | None = None, timezone: str | None = None) -> None:
        await self.run(interaction, "game hours", start=start, end=end, timezone=timezone)

    @slash("game back")
    async def back(self, interaction: discord.Interaction, member: discord.Member | None = None) -> None:
        await self.run(interaction, "game back", member=member.id if member else None)

    @slash("game notify")
    async def notify(self, interaction: discord.Interaction, mode: str) -> None:
        await self.run(interaction, "game notify", mode=mode)

    @slash("game follow")
    async def follow(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game follow")

    @slash("game unfollow")
    async def unfollow(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game unfollow")

    @slash("game my-data")
    async def my_data(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game my-data")

    @slash("game forget-me")
    async def forget_me(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "game forget-me")


@app_commands.guild_only()
class AdminCog(TableCog, group_name="admin", group_description=declared(Description("command-group-admin"))):
    @slash("admin reset")
    async def reset(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "admin reset")

    @slash("admin kick")
    async def kick(self, interaction: discord.Interaction, player: discord.Member) -> None:
        await self.run(interaction, "admin kick", player=player.id)

    @slash("admin skip")
    async def skip(self, interaction: discord.Interaction) -> None:
        await self.run(interaction, "admin skip")

    @slash("admin rollback")
    async def rollback(self, interaction: discord.Interaction, version: Positive) -> None:
        await self.run(interaction, "admin rollback", version=version)

    @slash("admin role")
    async def role(self, interaction: discord.Interaction, role: discord.Role | None = None) -> None:
        await self.run(interaction, "admin role", role=role.id if role else None)

    @slash("admin defaults")
    async def defaults(self, interaction: discord.Interaction, deadline: str | None = None,
                       reminders: str | None = None, timeouts: app_commands.Range[int, 1, 20] | None = None) -> None:
        await self.run(interaction, "admin defaults", deadline=deadline, reminders=reminders, timeouts=timeouts)

    @slash("admin language")
    async def language(self, interaction: discord.Interaction, language: str | None = None) -> None:
        await self.run(interaction, "admin language", language=language)

    @slash("admin forget")
    async def forget(self, interaction: discord.Interaction, member_id: str) -> None:
        await self.run(interaction, "admin forget", member_id=member_id)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
    await bot.add_cog(AdminCog(bot))
