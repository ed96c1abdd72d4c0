"""Every interaction gets an answer Discord accepts, also when the work is slow or fails: the bot defers
before Discord's 3 seconds run out and follows up; a failure or an option discord.py cannot convert is
answered privately, never left as "This interaction failed"."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from cogs.bot import EvolutionBot
from messages import say
from tests.e2e.helpers import (
    CHANNEL,
    any_action,
    board_image,
    export,
    mentioned_ids,
    open_game,
    press,
    private,
    public,
    text_of,
)
from tests.support.fake_discord import FakeDiscord, walk_components
from workers import pool as render_pool

SLOW = 2.4  # past the bot's 2 s wait before it defers, yet the whole answer well inside a test's timeout


async def test_a_slow_board_is_deferred_in_time_and_posted_as_a_follow_up(
    fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    render = render_pool.render

    async def slow_render(*args: Any) -> bytes:
        await asyncio.sleep(SLOW)  # the board is drawn in a worker process: the bot's event loop stays free
        return await render(*args)

    monkeypatch.setattr(render_pool, "render", slow_render)
    sent = await press(fake_discord, alice, board, any_action(board)[0])
    callback = await sent.response()
    assert callback.type == 5 and not callback.ephemeral  # "thinking...", within 3 s
    assert callback.at - sent.sent_at < 3
    (posted,) = await sent.followups(1, timeout=10)
    assert posted is sent.original_message and not posted.loading and not posted.ephemeral
    assert board_image(posted)[2] == board_image(board)[2] + 1
    assert mentioned_ids(posted) == {bob.id} and posted.components


async def test_a_slow_refusal_after_a_defer_is_private(
    fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    before = await export(fake_discord, bob)
    store = bot.store
    assert store is not None
    live_game = store.live_game

    async def slow_live_game(channel_id: int) -> Any:
        await asyncio.sleep(SLOW)
        return await live_game(channel_id)

    monkeypatch.setattr(store, "live_game", slow_live_game)
    notation = any_action(board)[0]
    pressed, typed = await asyncio.gather(  # bob is out of turn, by button and by command
        press(fake_discord, bob, board, notation),
        fake_discord.slash(bob, CHANNEL, "animacule play", move=notation),
    )
    for sent in (pressed, typed):
        assert (await sent.response(timeout=10)).type == 5
        (refusal,) = await sent.followups(1, timeout=10)
        assert refusal.ephemeral and "It is not your move" in text_of(refusal)
        # The public "thinking..." placeholder does not linger in the channel.
        assert sent.original_message is not None and sent.original_message.deleted
    assert not [m for m in fake_discord.messages(CHANNEL) if m.interaction_id in (pressed.id, typed.id)
                and not m.ephemeral]
    monkeypatch.undo()
    assert (await export(fake_discord, bob)).record == before.record


async def test_a_failure_inside_the_table_is_answered_privately(
    fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    store = bot.store
    assert store is not None

    async def broken(*args: Any) -> Any:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(store, "live_game", broken)
    monkeypatch.setattr(store, "latest_game", broken)
    for sent in (
        await press(fake_discord, alice, board, any_action(board)[0]),
        await fake_discord.slash(alice, CHANNEL, "game status"),
    ):
        failed = await private(sent)
        assert "Something went wrong on our side" in text_of(failed)
    monkeypatch.undo()
    # The move that failed was not applied; the same button works once the table is well again.
    assert (await export(fake_discord, bob)).actions == ["start"]
    assert mentioned_ids(await public(await press(fake_discord, alice, board, any_action(board)[0]))) == {bob.id}


async def test_an_option_discord_py_cannot_convert_is_answered_privately(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    """/admin kick takes a member; someone who is not in this server cannot become one."""
    alice, bob, root = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.admin("root")
    await open_game(fake_discord, alice, bob)
    elsewhere = fake_discord.add_guild("Elsewhere")
    stranger = fake_discord.user("stranger", guild=elsewhere)
    refused = await private(await fake_discord.slash(root, CHANNEL, "admin kick", player=stranger.user))
    assert "could not read the option value" in text_of(refused)
    assert (await export(fake_discord, bob)).status == "active"


@pytest.mark.parametrize("forged", ["foo", "act:-3:1:move 1 s", "pick:x:1:0", "x" * 6000])
async def test_a_button_id_the_bot_does_not_know_is_still_answered(
    fake_discord: FakeDiscord, bot: EvolutionBot, forged: str
) -> None:
    """Issue 7: discord.py drops a component no DynamicItem template matches; the bot answers it anyway."""
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    button = next(c for c in walk_components(board.components) if c.get("type") == 2)
    button["custom_id"] = forged  # a forged or long-gone id reaches the bot as if pressed
    answered = await private(await fake_discord.click(alice, CHANNEL, board, forged))
    assert text_of(answered) == say("unknown-button")
