"""A tiny discord.py bot that exercises what the fake Discord must get right.

Used in-process by tests/discord/test_fake_discord.py (``TinyBot(...)``) and as a subprocess
(``python tests/support/tiny_bot.py``), configured like bot.py: DISCORD_TOKEN, DISCORD_API_BASE,
DISCORD_GATEWAY_URL, DISCORD_DEV_GUILD and DATABASE_PATH (a JSON file here).
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import re
from pathlib import Path
from typing import Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

# A 1x1 transparent PNG.
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082"
)
MOVES = ["move north", "move south", "molt", "eat", "rest"]


class Store:
    """Games and who joined them; persisted to a JSON file when a path is given (survives restarts)."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.data: dict[str, Any] = {"next": 1, "games": {}}
        if path is not None and path.exists():
            self.data = json.loads(path.read_text())

    def _save(self) -> None:
        if self.path is not None:
            self.path.write_text(json.dumps(self.data))

    def new_game(self, kind: str, size: int) -> int:
        gid = self.data["next"]
        self.data["next"] += 1
        self.data["games"][str(gid)] = {"kind": kind, "size": size, "players": []}
        self._save()
        return gid

    def join(self, gid: int, user_id: int) -> int:
        game = self.data["games"].setdefault(str(gid), {"kind": "?", "size": 0, "players": []})
        if user_id not in game["players"]:
            game["players"].append(user_id)
        self._save()
        return len(game["players"])


class JoinButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"tiny:join:(?P<game>[0-9]+)"):
    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(label="Join", style=discord.ButtonStyle.primary, custom_id=f"tiny:join:{game}")
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot: TinyBot = interaction.client  # type: ignore[assignment]
        count = bot.store.join(self.game, interaction.user.id)
        bot.instance_clicks += 1
        await interaction.response.edit_message(
            content=f"game {self.game}: {count} joined, last {interaction.user.name}"
        )


def join_view(game: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(game))
    return view


class NameModal(discord.ui.Modal, title="Name your species"):
    species: discord.ui.TextInput[NameModal] = discord.ui.TextInput(label="Species name", max_length=30)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await interaction.edit_original_response(content=f"named {self.species.value}")


class PickView(discord.ui.View):
    @discord.ui.select(custom_id="tiny:pick", options=[discord.SelectOption(label=x) for x in ("red", "green", "blue")])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select[PickView]) -> None:
        await interaction.response.send_message(f"picked {', '.join(select.values)}")


def board_embed(image: str) -> discord.Embed:
    return discord.Embed(title="Board").set_image(url=f"attachment://{image}")


def make_group(bot: TinyBot) -> app_commands.Group:
    group = app_commands.Group(name="tiny", description="Tiny test game")

    @group.command(name="new", description="Start a game")
    @app_commands.describe(game="Which game", size="Players")
    async def new(
        interaction: discord.Interaction, game: Literal["animacule", "trilobite"], size: app_commands.Range[int, 2, 8]
    ) -> None:
        gid = bot.store.new_game(game, size)
        bot.seen_options.append({"game": game, "size": size, "size_type": type(size).__name__})
        await interaction.response.send_message(f"new {game} for {size} (game {gid})", view=join_view(gid))

    @group.command(name="play", description="Play a move")
    async def play(interaction: discord.Interaction, move: str) -> None:
        await interaction.response.send_message(f"played {move}", ephemeral=True)

    @play.autocomplete("move")
    async def play_move(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=m, value=m) for m in MOVES if m.startswith(current)]

    @group.command(name="board", description="Show the board (deferred, with an image)")
    async def board(interaction: discord.Interaction) -> None:
        await interaction.response.defer(thinking=True)
        await asyncio.sleep(0.05)
        await interaction.followup.send(
            "the board", embed=board_embed("board.png"), file=discord.File(io.BytesIO(PNG), "board.png")
        )

    @group.command(name="broken", description="An embed whose image matches no attachment")
    async def broken(interaction: discord.Interaction) -> None:
        try:
            await interaction.response.send_message(
                embed=board_embed("missing.png"), file=discord.File(io.BytesIO(PNG), "board.png")
            )
        except discord.HTTPException as exc:
            bot.errors.append(exc)

    @group.command(name="twice", description="Answer twice at once")
    async def twice(interaction: discord.Interaction) -> None:
        results = await asyncio.gather(
            interaction.response.send_message("one"),
            interaction.response.send_message("two"),
            return_exceptions=True,
        )
        bot.errors.extend(r for r in results if isinstance(r, BaseException))

    @group.command(name="slow", description="Answer after a nap")
    async def slow(interaction: discord.Interaction, seconds: float = 3.5) -> None:
        await asyncio.sleep(seconds)
        try:
            await interaction.response.send_message("finally")
        except discord.HTTPException as exc:
            bot.errors.append(exc)

    @group.command(name="whois", description="Name a member")
    async def whois(interaction: discord.Interaction, who: discord.Member) -> None:
        await interaction.response.send_message(f"{who.name} {who.id} {type(who).__name__}", ephemeral=True)

    @group.command(name="post", description="Post a board message to the channel")
    async def post(interaction: discord.Interaction) -> None:
        gid = bot.store.new_game("animacule", 2)
        channel = interaction.channel
        assert isinstance(channel, discord.TextChannel)
        await channel.send(
            f"game {gid}",
            embed=board_embed("board.png"),
            file=discord.File(io.BytesIO(PNG), "board.png"),
            view=join_view(gid),
        )
        await interaction.response.send_message("posted", ephemeral=True)

    @group.command(name="name", description="Name your species (a modal)")
    async def name(interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(NameModal())

    @group.command(name="pick", description="Pick a colour (a select menu)")
    async def pick(interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pick one", view=PickView())

    return group


# Discord honours default_member_permissions on top-level commands only (discord.py drops it on subcommands).
@app_commands.command(name="tiny-admin", description="Admins only")
@app_commands.default_permissions(manage_channels=True)
async def tiny_admin(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("admin ok", ephemeral=True)


class TinyBot(commands.Bot):
    def __init__(self, *, guild_id: int, state_path: Path | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("intents", discord.Intents.default())
        super().__init__(command_prefix="!", **kwargs)
        self.guild_id = guild_id
        self.store = Store(state_path)
        self.errors: list[BaseException] = []
        self.seen_options: list[dict[str, Any]] = []
        self.instance_clicks = 0
        self.heard: list[str] = []
        self.tree.add_command(make_group(self))
        self.tree.add_command(tiny_admin)

    async def on_message(self, message: discord.Message) -> None:
        if message.author != self.user:
            self.heard.append(message.content)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(JoinButton)
        guild = discord.Object(self.guild_id)
        self.tree.copy_global_to(guild=guild)
        await self.tree.sync(guild=guild)


def main() -> None:
    sys_path_root = Path(__file__).resolve().parents[2]
    import sys

    sys.path.insert(0, str(sys_path_root))
    from cogs.endpoints import point_discord_at

    point_discord_at(os.environ.get("DISCORD_API_BASE"), os.environ.get("DISCORD_GATEWAY_URL"))
    state = os.environ.get("DATABASE_PATH")
    bot = TinyBot(guild_id=int(os.environ["DISCORD_DEV_GUILD"]), state_path=Path(state) if state else None)
    bot.run(os.environ["DISCORD_TOKEN"])


if __name__ == "__main__":
    main()
