"""Following a game through discord.py: each new board of the channel's game reaches its followers by
direct message, with the board's title and a link to the post."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, any_action, open_game, press_raw, private, public
from tests.support.fake_discord import FakeDiscord


async def test_a_follower_gets_each_new_board_by_direct_message(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    _, board = await open_game(fake_discord, alice, bob)
    await private(await fake_discord.slash(carol, CHANNEL, "game follow"))
    _, custom_id, value = any_action(board)
    moved = await public(await press_raw(fake_discord, alice, board, custom_id, value))

    def told() -> list[str] | None:
        return [m.content for m in fake_discord.messages(fake_discord.dm(carol))] or None

    (dm,) = await fake_discord.wait_for(told, timeout=10, what="carol's direct message")
    link = f"https://discord.com/channels/{fake_discord.guild.id}/{moved.channel_id}/{moved.id}"
    (embed,) = moved.embeds
    assert embed["title"] and dm == f"New in a game you follow: {embed['title']} {link}"
