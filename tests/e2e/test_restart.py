"""The real process: ``python bot.py`` configured by environment (DISCORD_TOKEN, DISCORD_API_BASE,
DISCORD_GATEWAY_URL, DISCORD_DEV_GUILD, DATABASE_PATH or DATABASE_URL) against the fake, stopped or killed mid-game and
started again. Buttons are DynamicItems carrying the game and version, so a board posted before the
restart still works; the store commits every move before answering, so a kill -9 loses nothing."""

from __future__ import annotations

import asyncio
import random
import time
from pathlib import Path
from typing import Any

import pytest

from rules.animacule import ENGINE
from tests.e2e.helpers import (
    CHANNEL,
    answer,
    any_action,
    board_image,
    export,
    mentioned_ids,
    open_game,
    press,
    press_raw,
    private,
    public,
    status_text,
    text_of,
)
from tests.support.fake_discord import BotProcess, FakeDiscord, FakeMember, FakeMessage, NoBotConnected
from tests.support.stores import BACKENDS, raw


@pytest.fixture(params=BACKENDS)
def bot_env(request: pytest.FixtureRequest, db_path: Path) -> dict[str, str]:
    """The bot's configuration: its games in a SQLite file, or in a PostgreSQL database by DATABASE_URL.
    Boards are drawn in the bot's own process: what a restart keeps is in the store, and starting a pool of
    drawing processes three times a test took half its time (the shard tests start processes with the pool)."""
    settings = {"LOG_LEVEL": "WARNING", "RENDER_WORKERS": "0"}
    if request.param == "sqlite":
        return {**settings, "DATABASE_PATH": str(db_path)}
    return {**settings, "DATABASE_URL": request.getfixturevalue("postgres_server").new_database("bot")}


async def play_turns(
    fake: FakeDiscord, board: FakeMessage, seats: list[FakeMember], watcher: FakeMember, turns: int, seed: int
) -> FakeMessage:
    """Play ``turns`` moves by pressing the prompted player's buttons, chosen by the engine's bot."""
    rng = random.Random(seed)
    for _ in range(turns):
        state = (await export(fake, watcher)).state
        (prompt,) = ENGINE.prompts(state)
        action = ENGINE.bot_action(state, prompt.seat, rng)
        board = await public(await press(fake, seats[prompt.seat], board, action.notation))
    return board


def clean_exit(proc: BotProcess) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]


async def test_a_button_from_before_a_restart_works_after_it(
    fake_discord: FakeDiscord, start_bot, bot_env: dict[str, str]
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    zeroth = await start_bot(env=bot_env)
    lobby = await public(
        await fake_discord.slash(alice, CHANNEL, "game new", game="animacule", options="first=creator")
    )
    await zeroth.stop()
    await zeroth.wait_disconnected()

    # The lobby's buttons, posted by the process before, work in the next one.
    first = await start_bot(env=bot_env)
    joined = await public(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    assert "bob joined" in text_of(joined)
    board1 = await public(await fake_discord.click(alice, CHANNEL, lobby, lobby.button("Start").custom_id))
    assert mentioned_ids(board1) == set()  # alice pressed Start and moves first: she is looking
    notation, *_ = any_action(board1)
    board2 = await public(await press(fake_discord, alice, board1, notation))
    assert mentioned_ids(board2) == {bob.id}
    before = await export(fake_discord, carol)
    status_before = await status_text(fake_discord, carol)

    await first.stop()
    await first.wait_disconnected()
    with pytest.raises(NoBotConnected):  # while it is down, Discord has nobody to deliver the press to
        await fake_discord.click(bob, CHANNEL, board2, any_action(board2)[1])

    second = await start_bot(env=bot_env)
    assert second.pid != first.pid and second.session is not first.session
    assert (await export(fake_discord, carol)).record == before.record
    assert await status_text(fake_discord, carol) == status_before

    # bob presses a button on the board the first process posted.
    reply_to, *_ = any_action(board2)
    board3 = await public(await press(fake_discord, bob, board2, reply_to))
    assert mentioned_ids(board3) == {alice.id}
    assert board_image(board3)[2] == before.version + 1
    after = await export(fake_discord, carol)
    assert after.actions == [*before.actions, reply_to]
    # Older buttons from before the restart do nothing: alice, whose move it is, is answered privately
    # with her moves as they are now; the lobby's Join is refused.
    stale = await answer(await press_raw(fake_discord, alice, board1, *any_action(board1)[1:]))
    assert stale.ephemeral and "out of date" in text_of(stale) and stale.components
    assert (await export(fake_discord, carol)).actions == after.actions
    late = await private(await fake_discord.click(carol, CHANNEL, lobby, lobby.button("Join").custom_id))
    assert "has already started" in text_of(late)
    # And play goes on from the new board.
    board4 = await public(await press(fake_discord, alice, board3, any_action(board3)[0]))
    assert mentioned_ids(board4) == {bob.id}
    assert await second.stop() in (0, -15)
    for proc in (zeroth, first, second):
        clean_exit(proc)


async def test_kill_9_between_moves_loses_nothing(
    fake_discord: FakeDiscord, start_bot, bot_env: dict[str, str]
) -> None:
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    seats = [alice, bob]
    first = await start_bot(env=bot_env)
    _, board = await open_game(fake_discord, alice, bob)
    board = await play_turns(fake_discord, board, seats, carol, turns=6, seed=9)
    earlier = await export(fake_discord, carol)

    # One more move, answered; then the process dies at once, without any chance to clean up.
    state = earlier.state
    (prompt,) = ENGINE.prompts(state)
    notation = ENGINE.bot_action(state, prompt.seat, random.Random(1)).notation
    board = await public(await press(fake_discord, seats[prompt.seat], board, notation))
    prompt_before = prompt
    last = await export(fake_discord, carol)
    status_before = await status_text(fake_discord, carol)
    assert last.actions == [*earlier.actions, notation] and last.version == earlier.version + 1
    assert await first.kill() == -9
    await first.wait_disconnected()

    second = await start_bot(env=bot_env)
    restored = await export(fake_discord, carol)
    assert restored.raw == last.raw  # the whole record, byte for byte: state, seats, log, version
    assert await status_text(fake_discord, carol) == status_before
    # The board posted just before the kill is the one to play on.
    (prompt,) = ENGINE.prompts(restored.state)
    player = seats[prompt.seat]
    assert mentioned_ids(board) == {player.id} - {seats[prompt_before.seat].id}  # not who pressed
    move = ENGINE.bot_action(restored.state, prompt.seat, random.Random(2)).notation
    board = await public(await press(fake_discord, player, board, move))
    assert (await export(fake_discord, carol)).actions == [*last.actions, move]

    # A second kill -9, straight after a move's answer with nothing read in between.
    after_move = await export(fake_discord, carol)
    (prompt,) = ENGINE.prompts(after_move.state)
    move = ENGINE.bot_action(after_move.state, prompt.seat, random.Random(3)).notation
    await public(await press(fake_discord, seats[prompt.seat], board, move))
    assert await second.kill() == -9
    await second.wait_disconnected()
    third = await start_bot(env=bot_env)
    final = await export(fake_discord, carol)
    assert final.actions == [*after_move.actions, move] and final.version == after_move.version + 1
    assert await third.stop() in (0, -15)
    for proc in (first, second, third):
        clean_exit(proc)


async def test_kill_9_between_saving_a_reminder_and_posting_it_posts_it_once_on_restart(
    fake_discord: FakeDiscord, start_bot, bot_env: dict[str, str]
) -> None:
    """The clock's reminder is saved with its post in the outbox; the bot is killed while Discord
    has not yet answered the post; the next start posts it, once (issue 22, item 2)."""
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    first = await start_bot(env=bot_env)
    lobby = await public(await fake_discord.slash(alice, CHANNEL, "game new", game="animacule",
                                                  options="first=creator", deadline="1d"))
    joined = await public(await fake_discord.click(bob, CHANNEL, lobby, lobby.button("Join").custom_id))
    await public(await fake_discord.click(alice, CHANNEL, joined, joined.button("Start").custom_id))
    assert await first.kill() == -9
    await first.wait_disconnected()
    # Thirteen hours pass while the bot is down: the half-time reminder is due when it starts.
    now = time.time()
    target = bot_env.get("DATABASE_URL") or bot_env["DATABASE_PATH"]
    await raw(target, "UPDATE deadlines SET opened_at = ?, due_at = ?, next_at = ?", now - 13 * 3600,
              now + 11 * 3600, now - 1)

    def reminders() -> list[FakeMessage]:
        return [m for m in fake_discord.messages(CHANNEL) if "Reminder" in text_of(m)]

    (index,) = [i for i, (_, _, handler) in enumerate(fake_discord._routes) if handler.__name__ == "_post_message"]
    method, pattern, post_message = fake_discord._routes[index]
    asked = asyncio.Event()

    async def never_answers(record: Any, **parts: str) -> Any:
        asked.set()
        await asyncio.Event().wait()
    fake_discord._routes[index] = (method, pattern, never_answers)
    second = await start_bot(env=bot_env)
    await asyncio.wait_for(asked.wait(), 30)  # the reminder is saved and on its way to Discord
    assert await second.kill() == -9
    await second.wait_disconnected()
    fake_discord._routes[index] = (method, pattern, post_message)
    assert reminders() == []

    third = await start_bot(env=bot_env)
    (reminder,) = await fake_discord.wait_for(lambda: reminders() or None, timeout=30, what="the reminder")
    assert "the game waits for **alice**" in text_of(reminder) and alice.id in mentioned_ids(reminder)
    await asyncio.sleep(1)
    assert len(reminders()) == 1
    assert await third.stop() in (0, -15)
    for proc in (first, second, third):
        clean_exit(proc)
