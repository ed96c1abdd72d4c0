"""The clock through discord.py (issue 9): the running bot's scheduler, on a fake clock moved by
the test, posts reminders and timeouts in the channel by itself; a member who chose direct
messages gets one with a link, and a channel ping when their messages are closed. A member who left the server
leaves their game at a deadline, or their lobby's hosting, once Discord says so (the bot has no members intent)."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.bot import EvolutionBot
from table.timekeeping.clocks import FakeClock
from tests.e2e.helpers import CHANNEL, mentioned_ids, open_game, private, public, text_of
from tests.support.fake_discord import FakeChannel, FakeDiscord

HOUR, DAY = 3600, 86400


async def _posted(fake: FakeDiscord, channel: FakeChannel | int | str, count: int) -> list:
    """The channel's public messages once it holds `count` of them."""
    def enough() -> list | None:
        shown = [m for m in fake.messages(channel) if not m.ephemeral]
        return shown if len(shown) >= count else None

    return await fake.wait_for(enough, timeout=10, what=f"{count} messages in {channel}")


async def test_the_scheduler_reminds_by_direct_message_falls_back_to_the_channel_and_times_out(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    await private(await fake_discord.slash(alice, CHANNEL, "game notify", mode="dm"))
    assert "⏰ Due <t:" in text_of(board)
    before = len([m for m in fake_discord.messages(CHANNEL) if not m.ephemeral])

    clock.advance(DAY)  # half of the default two days: a reminder, by direct message
    dm = (await _posted(fake_discord, fake_discord.dm(alice), 1))[-1]
    assert "reminder, your turn" in dm.content and f"/channels/{fake_discord.guild.id}/" in dm.content
    reminder = (await _posted(fake_discord, CHANNEL, before + 1))[-1]
    assert "Reminder: the game waits for **alice**" in text_of(reminder) and mentioned_ids(reminder) == set()

    fake_discord.closed_dms.add(alice.id)  # alice closes her messages: the channel pings her instead
    clock.advance(DAY - HOUR)
    fallback = (await _posted(fake_discord, CHANNEL, before + 3))[-1]
    assert mentioned_ids(fallback) == {alice.id} and "reminder" in fallback.content
    # What Discord answered the direct message: the bot's reason to fall back, not a mistake of its own.
    assert [v.code for v in fake_discord.take_violations("dms_closed")] == [50007]

    clock.advance(HOUR)  # the deadline: the turn is skipped and a fresh board waits for bob
    timeout = (await _posted(fake_discord, CHANNEL, before + 4))[-1]
    assert "alice's time ran out" in text_of(timeout) and mentioned_ids(timeout) == {bob.id}
    assert timeout.attachments and timeout.components
    moved = await public(await fake_discord.click(bob, CHANNEL, timeout, timeout.custom_ids[0]))
    assert "Waiting for **alice" in text_of(moved)
    # The board waits for alice again, and her messages are still closed: the direct message the bot
    # tries after answering bob is refused as before (waited for, or the test could end before it).
    await fake_discord.wait_for_violation("dms_closed")
    assert [v.code for v in fake_discord.take_violations("dms_closed")] == [50007]


async def test_away_and_back_through_slash_commands(fake_discord: FakeDiscord, bot: EvolutionBot,
                                                    clock: FakeClock) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    await open_game(fake_discord, alice, bob)
    away = await private(await fake_discord.slash(alice, CHANNEL, "game away", days=2))
    assert "your deadlines wait" in text_of(away)
    status = await private(await fake_discord.slash(bob, CHANNEL, "game status"))
    assert "alice (away) [pink]" in text_of(status) and "paused" in text_of(status)
    back = await private(await fake_discord.slash(alice, CHANNEL, "game back"))
    assert "You are back" in text_of(back)
    mine = await private(await fake_discord.slash(alice, CHANNEL, "game mine"))
    assert "**your move**" in text_of(mine)


@pytest.mark.parametrize("doubt", [{"status": 503}, {"drop": True}], ids=["503", "connection-dropped"])
async def test_a_member_who_left_the_server_leaves_the_game_at_a_deadline_when_discord_says_so(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock, doubt: dict[str, Any]
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    await fake_discord.member_leaves(alice)  # the bot is not told: it has no members intent
    before = len([m for m in fake_discord.messages(CHANNEL) if not m.ephemeral])

    # At her first deadline Discord cannot say (a 503, which discord.py does not retry, or no answer at all): she
    # is never taken out on a doubt.
    fake_discord.fail("GET", rf"/guilds/{fake_discord.guild.id}/members/{alice.id}$", times=None, **doubt)
    clock.advance(2 * DAY)
    missed = (await _posted(fake_discord, CHANNEL, before + 1))[-1]  # the time passed at once: no reminder
    assert "alice's time ran out" in text_of(missed) and "leaves the game" not in text_of(missed)
    fake_discord.clear_faults()
    # Asked once, or more: aiohttp tries a GET again on a connection the other end closed.
    asked = len([r for r in fake_discord.requests if r.method == "GET" and r.path.endswith(f"/members/{alice.id}")])
    assert asked >= 1

    moved = await public(await fake_discord.click(bob, CHANNEL, missed, missed.custom_ids[0]))
    clock.advance(2 * DAY)  # her second deadline: Discord answers 10007 Unknown Member
    left = (await _posted(fake_discord, CHANNEL, before + 3))[-1]
    assert "alice is no longer a member of this server and leaves the game." in text_of(left)
    assert "Game over" in text_of(left) and "bob" in text_of(left)
    answers = [r.status for r in fake_discord.requests if r.method == "GET" and r.path.endswith(f"/members/{alice.id}")]
    assert answers[:asked] == [doubt.get("status")] * asked and answers[asked:] == [404]
    assert moved.id != left.id and board.id != left.id


async def test_a_lobby_whose_host_left_the_server_is_started_by_a_seated_member(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    lobby = await public(await fake_discord.slash(alice, CHANNEL, "game new", game="animacule"))
    await public(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    joined = await public(await fake_discord.click(carol, CHANNEL, lobby, lobby.button("Join").custom_id))
    await fake_discord.member_leaves(alice)
    board = await public(await fake_discord.click(bob, CHANNEL, joined, joined.button("Start").custom_id))
    assert "alice, the host, is no longer a member of this server" in text_of(board)
    assert "bob started the game." in text_of(board) and board.attachments
    assert [r.status for r in fake_discord.requests if r.path.endswith(f"/members/{alice.id}")] == [404]
