"""A bot seat's level chosen through discord.py: `/game addbot level:strong` seats a strong bot,
shown as such on the lobby post and in status, and it answers its turn on its own; and /game hint
at a table with hints on."""

from __future__ import annotations

from cogs.bot import EvolutionBot
from tests.e2e.helpers import CHANNEL, press, private, public, status_text, text_of
from tests.support.fake_discord import FakeDiscord


async def test_the_host_adds_a_strong_bot_by_the_slash_command_and_it_plays(fake_discord: FakeDiscord,
                                                                          bot: EvolutionBot) -> None:
    alice = fake_discord.user("alice")
    await public(await fake_discord.slash(alice, CHANNEL, "game new", game="animacule",
                                          options="first=creator think=50"))
    lobby = await public(await fake_discord.slash(alice, CHANNEL, "game addbot", level="strong"))
    assert "Bot 1 (bot, strong)" in text_of(lobby)
    board = await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Start").custom_id))
    assert "Bot 1 (bot, strong)" in await status_text(fake_discord, alice)
    after = await public(await press(fake_discord, alice, board, "move 1 s"))
    assert "Waiting for **alice" in text_of(after)  # the strong bot has already answered its turn
    game = await bot.store.live_game(fake_discord.channel(CHANNEL).id)
    assert [s.level for s in game.seats] == ["normal", "strong"]
    assert (await bot.store.log(game.id))[-1].kind == "bot"


async def test_a_hint_is_told_privately_and_only_at_a_table_with_hints_on(fake_discord: FakeDiscord,
                                                                        bot: EvolutionBot) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    lobby = await public(await fake_discord.slash(alice, CHANNEL, "game new", game="animacule",
                                                  options="first=creator hints=on think=50"))
    assert "Hints are on" in text_of(lobby) and "unrated" in text_of(lobby)
    lobby = await public(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Start").custom_id))
    hint = await private(await fake_discord.slash(alice, CHANNEL, "game hint"))
    assert "The strong bot would play `" in text_of(hint) and "Why:" in text_of(hint)
    refused = await private(await fake_discord.slash(bob, CHANNEL, "game hint"))
    assert "not your move" in text_of(refused)
