"""Issue 34: `/mygames` from a direct message with the bot, through discord.py's own code path against
the fake: the member's live games in every server the bot is in, those waiting for them first, each with
a link to its channel; the server commands stay unavailable in a DM."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from cogs.bot import EvolutionBot
from tests.e2e.helpers import open_game, private, public, text_of
from tests.support.fake_discord import CommandNotAvailable, FakeDiscord


@pytest.fixture
async def bot(fake_discord: FakeDiscord, run_bot, db_path: Path) -> AsyncIterator[EvolutionBot]:
    """The bot in two servers, its commands synced globally, as a user install needs them."""
    fake_discord.add_guild("Second server", channels=("games",))
    async with run_bot(EvolutionBot(str(db_path), sync_global=True), wait_ready=False, wait_for_sync=True) as running:
        yield running


async def test_mygames_in_a_direct_message_lists_every_servers_games_waiting_for_them_first(
        fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    home, second = fake_discord.guild, next(g for g in fake_discord.guilds.values() if g.name == "Second server")
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    other_alice, other_bob = fake_discord.user("alice", guild=second), fake_discord.user("bob", guild=second)
    games = fake_discord.channel("games", guild=second)
    await open_game(fake_discord, alice, bob)  # Animacule at home: alice moves first
    lobby = await public(await fake_discord.slash(other_bob, games, "game new", game="animacule",
                                                  options="first=creator"))
    joined = await public(await fake_discord.click(other_alice, games, lobby, lobby.button("Join").custom_id))
    await public(await fake_discord.click(other_bob, games, joined, joined.button("Start").custom_id))

    dm = fake_discord.dm(alice)
    answer = await private(await fake_discord.slash(alice.user, dm, "mygames"))
    lines = text_of(answer).splitlines()
    general = fake_discord.channel("general")
    home_link = f"https://discord.com/channels/{home.id}/{general.id}"
    second_link = f"https://discord.com/channels/{second.id}/{games.id}"
    assert len(lines) == 2, lines
    assert lines[0].startswith(f"➡️ **your move** — [Animacule Apocalypse]({home_link}), game #1: waiting for alice to ")
    assert ", due <t:" in lines[0]
    assert lines[1].startswith(f"[Animacule Apocalypse]({second_link}), game #2: waiting for bob to ")

    nothing = await private(await fake_discord.slash(fake_discord.user("carol").user, fake_discord.dm(
        fake_discord.user("carol")), "mygames"))
    assert text_of(nothing) == ("You are not playing in any game this bot hosts. `/game new` in a server's channel "
                                "opens one.")
    with pytest.raises(CommandNotAvailable, match="not available in this context"):
        await fake_discord.slash(alice.user, dm, "game mine")


async def test_hours_are_set_refused_and_shown_through_discord(fake_discord: FakeDiscord, bot: EvolutionBot) -> None:
    alice = fake_discord.user("alice")
    wrong = await private(await fake_discord.slash(alice, "general", "game hours", start=9, end=23,
                                                   timezone="Mars/Olympus"))
    assert "`Mars/Olympus` is not a time zone this bot knows" in text_of(wrong)
    set_ = await private(await fake_discord.slash(alice, "general", "game hours", start=9, end=23,
                                                  timezone="Europe/Berlin"))
    assert "Your hours are 09:00–23:00 (Europe/Berlin), in every server" in text_of(set_)
    mine = await private(await fake_discord.slash(alice, "general", "game mine"))
    assert "🌙 Your hours (`/game hours`): 09:00–23:00 (Europe/Berlin)." in text_of(mine)
