"""Discord as it really behaves (issue 30), through discord.py against the fake made to misbehave: a
move's board reaches the channel exactly once whatever happens to the answer carrying it; the
clock's posts come once, in order; a channel the bot cannot post to is told, and its clocks wait; a
deleted channel ends its game."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import pytest

from cogs import respond
from cogs.bot import EvolutionBot
from messages import say
from rules.phrases import words_from_text
from table.playing.texts import CHANNEL_DELETED, ended_reason
from table.posting.delivery import HELD_RETRY_S, backoff
from table.store import Deadline, GameRow, Unreachable
from table.timekeeping.clocks import FakeClock
from tests.e2e.helpers import (
    CHANNEL,
    any_action,
    board_image,
    mentioned_ids,
    open_game,
    press,
    private,
    public,
    text_of,
)
from tests.support.fake_discord import FakeChannel, FakeDiscord, FakeMessage, Perm
from workers import pool as render_pool

HOUR, DAY = 3600, 86400
CALLBACK = r"/interactions/\d+/[^/]+/callback$"
CHANNEL_POST = r"/channels/\d+/messages$"
T = TypeVar("T")


def boards_of(fake: FakeDiscord, version: int, channel: FakeChannel | str = CHANNEL) -> list[FakeMessage]:
    """The channel's public posts showing the board of `version`."""
    shown = re.compile(rf"attachment://animacule-\d+-v{version}\.png")
    return [m for m in fake.messages(channel) if not m.ephemeral and not m.deleted
            and any(shown.fullmatch((e.get("image") or {}).get("url", "")) for e in m.embeds)]


async def board_posted(fake: FakeDiscord, version: int, channel: FakeChannel | str = CHANNEL) -> FakeMessage:
    (board,) = await fake.wait_for(lambda: boards_of(fake, version, channel) or None, timeout=15,
                                   what=f"the board of version {version}")
    return board


async def posts_containing(fake: FakeDiscord, text: str, count: int = 1,
                           channel: FakeChannel | str = CHANNEL) -> list[FakeMessage]:
    def found() -> list[FakeMessage] | None:
        posts = [m for m in fake.messages(channel) if not m.ephemeral and text in text_of(m) + m.content]
        return posts if len(posts) >= count else None

    return await fake.wait_for(found, timeout=15, what=f"{count} posts saying {text!r}")


@pytest.mark.parametrize("fault", [
    {"status": 429, "retry_after": 3.5},  # discord.py sleeps 3.5 s and answers after Discord's 3 s
    {"status": 502, "times": 2},  # its retries land at +1 s and +4 s: the second comes too late
    {"status": 503, "times": 2},
], ids=["429", "502-twice", "503-twice"])
async def test_a_board_whose_answer_discord_refused_reaches_the_channel_once(
    fake_discord: FakeDiscord, bot: EvolutionBot, fault: dict
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    version = board_image(board)[2]
    injected = fake_discord.fail("POST", CALLBACK, **fault)
    await press(fake_discord, alice, board, any_action(board)[0])

    posted = await board_posted(fake_discord, version + 1)
    assert injected.fired == fault.get("times", 1)
    assert posted.interaction_id is None  # a channel post of the bot's own, not the lost answer
    assert say("delivery-lost-answer", mover="alice") in text_of(posted)
    assert mentioned_ids(posted) == {bob.id}  # the turn passed to bob: he is pinged, alice is not
    # The channel's board is current: bob plays from its buttons, and each board came once.
    moved = await public(await press(fake_discord, bob, posted, any_action(posted)[0]))
    assert board_image(moved)[2] == version + 2
    assert len(boards_of(fake_discord, version + 1)) == 1


async def test_a_deferred_board_whose_follow_up_is_lost_is_posted_and_the_mover_told(
    fake_discord: FakeDiscord, bot: EvolutionBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    version = board_image(board)[2]
    render = render_pool.render

    async def slow_render(*args: Any) -> bytes:
        await asyncio.sleep(2.4)  # past the bot's 2 s: it defers ("thinking…") and follows up
        return await render(*args)

    monkeypatch.setattr(render_pool, "render", slow_render)
    monkeypatch.setattr(respond, "ANSWER_WITHIN", 2.0)  # the follow-up's retries outlast it
    injected = fake_discord.fail("POST", r"/webhooks/\d+/[^/]+$", status=503, times=2)
    sent = await press(fake_discord, alice, board, any_action(board)[0])

    assert (await sent.response(timeout=10)).type == 5
    posted = await board_posted(fake_discord, version + 1)
    assert injected.fired == 2 and posted.interaction_id is None
    assert say("delivery-lost-answer", mover="alice") in text_of(posted)
    told = await sent.followups(1, timeout=10)
    assert [text_of(m) for m in told if m.ephemeral and not m.deleted] == [say("answer-lost-move-kept")]
    assert sent.original_message is not None and sent.original_message.deleted  # no "thinking…" left behind
    assert len(boards_of(fake_discord, version + 1)) == 1


async def test_a_board_discord_posted_before_its_answer_failed_is_not_posted_again_and_its_dms_go(
    fake_discord: FakeDiscord, bot: EvolutionBot, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="cogs.respond")
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    _, board = await open_game(fake_discord, alice, bob)
    await private(await fake_discord.slash(bob, CHANNEL, "game notify", mode="dm"))
    version = board_image(board)[2]
    injected = fake_discord.fail("POST", CALLBACK, status=502, after=True)  # Discord acted, then answered 502
    await press(fake_discord, alice, board, any_action(board)[0])

    await fake_discord.wait_for(lambda: any("is in the channel" in r.getMessage() for r in caplog.records),
                                timeout=15, what="the bot finding the board its failed answer made")
    assert injected.fired == 1
    (posted,) = boards_of(fake_discord, version + 1)
    assert posted.interaction_id is not None and say("delivery-lost-answer", mover="alice") not in text_of(posted)
    # The turn passed to bob, who is told by direct message: the failed answer does not lose his.
    (told,) = await fake_discord.wait_for(lambda: fake_discord.messages(fake_discord.dm(bob)) or None, timeout=15,
                                         what="bob's direct message")
    assert told.content.endswith(f"/{posted.id}") and mentioned_ids(posted) == set()
    assert bot.store is not None and await bot.store.pending_posts(1e12, 10) == []
    moved = await public(await press(fake_discord, bob, posted, any_action(posted)[0]))
    assert board_image(moved)[2] == version + 2


@pytest.mark.parametrize("acted", [False, True], ids=["cut-before-sending", "cut-after-sending"])
async def test_a_direct_message_whose_connection_is_cut_costs_only_itself(
    fake_discord: FakeDiscord, bot: EvolutionBot, acted: bool
) -> None:
    """A lost connection is not a refusal discord.py reports as an HTTPException: it must neither lose the
    other direct messages of the post nor leave the member whose turn it is untold."""
    alice, bob, carol = fake_discord.user("alice"), fake_discord.user("bob"), fake_discord.user("carol")
    _, board = await open_game(fake_discord, alice, bob)
    await private(await fake_discord.slash(bob, CHANNEL, "game notify", mode="dm"))
    await private(await fake_discord.slash(carol, CHANNEL, "game follow"))
    version = board_image(board)[2]
    cut = fake_discord.fail("POST", rf"/channels/{fake_discord.dm(bob).id}/messages$", drop=True, after=acted)
    await press(fake_discord, alice, board, any_action(board)[0])
    posted = await board_posted(fake_discord, version + 1)

    (followed,) = await fake_discord.wait_for(lambda: fake_discord.messages(fake_discord.dm(carol)) or None,
                                              timeout=15, what="carol's direct message as a follower")
    assert followed.content.endswith(f"/{posted.id}")
    (pinged,) = await posts_containing(fake_discord, f"<@{bob.id}>")
    assert pinged.id != posted.id and mentioned_ids(pinged) == {bob.id}, "bob is told in the channel instead"
    assert cut.fired == 1
    assert len(fake_discord.messages(fake_discord.dm(bob))) == (1 if acted else 0)


async def test_a_reminder_discord_posted_before_answering_503_is_posted_once(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    await open_game(fake_discord, alice, bob)
    injected = fake_discord.fail("POST", CHANNEL_POST, status=503, after=True)
    clock.advance(DAY)  # half time: a reminder; Discord posts it, the bot hears 503
    await posts_containing(fake_discord, "Reminder: the game waits for **alice**")
    await fake_discord.wait_for(lambda: injected.fired or None, what="the 503")
    clock.advance(backoff(1))  # the outbox tries again with the post's own nonce: Discord keeps one
    await fake_discord.wait_for(lambda: len(fake_discord.requests_to("POST", CHANNEL_POST)) >= 2 or None,
                                what="the second attempt")
    (first, second) = fake_discord.requests_to("POST", CHANNEL_POST)[:2]
    assert first.json is not None and second.json is not None
    assert first.json["nonce"] == second.json["nonce"] and second.json["enforce_nonce"] is True
    assert len(await posts_containing(fake_discord, "Reminder: the game waits for **alice**")) == 1


async def test_a_channel_the_bot_may_not_post_to_is_told_and_its_clock_waits(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="table.posting.delivery")
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    await open_game(fake_discord, alice, bob)
    assert bot.store is not None
    game = await bot.store.live_game(fake_discord.channel(CHANNEL).id)
    assert game is not None
    (clock_before,) = await bot.store.deadlines(game.id)
    await fake_discord.deny(CHANNEL, Perm.EMBED_LINKS)

    clock.advance(DAY)  # the reminder is refused (403 50013): the channel is held, its clock paused
    held = await _held(fake_discord, bot, fake_discord.channel(CHANNEL))
    assert str(words_from_text(held.reason)) == "missing Embed Links"  # kept as a phrase, read in each language
    (paused,) = await bot.store.deadlines(game.id)
    assert paused.paused_at == clock.now() and paused.next_at is None
    clock.advance(2 * DAY + HELD_RETRY_S)  # long past the deadline: nobody is timed out, nothing posted
    await fake_discord.wait_for(lambda: sum(r.status == 403 for r in fake_discord.requests_to(
        "POST", CHANNEL_POST)) >= 2 or None, what="the held post tried again")
    assert (await bot.store.live_game(fake_discord.channel(CHANNEL).id)) is not None
    assert [m for m in fake_discord.messages(CHANNEL) if "time ran out" in text_of(m)] == []
    warnings = [r for r in caplog.records if "cannot post there" in r.getMessage()]
    assert len(warnings) == 1 and not warnings[0].exc_info  # said once, without a traceback

    # Whoever acts there is told privately what is missing and who can grant it; /game status says it too.
    status = await fake_discord.slash(bob, CHANNEL, "game status")
    assert "Embed Links" in text_of(await private(status))
    (note,) = await status.followups(1, timeout=10)
    assert note.ephemeral and "missing Embed Links" in text_of(note) and "Manage Roles" in text_of(note)
    assert "paused while the bot cannot post here" in text_of(await private(
        await fake_discord.slash(alice, CHANNEL, "game status")))

    # The permission comes back: the held reminder goes out and the clock runs again from where it stood.
    await fake_discord.allow(CHANNEL, Perm.EMBED_LINKS)
    await posts_containing(fake_discord, "Reminder: the game waits for **alice**")
    (running,) = await _eventually(lambda: _running(bot, game.id), "the clock running again")
    assert running.due_at == clock_before.due_at + (clock.now() - paused.paused_at)
    assert [m for m in fake_discord.messages(CHANNEL) if "time ran out" in text_of(m)] == []
    assert {v.code for v in fake_discord.take_violations("missing_permissions")} == {50013}  # what Discord said


async def test_an_archived_thread_is_reopened_to_post_in_it_and_a_locked_one_holds_its_game(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    thread = await fake_discord.add_thread("a game")
    await open_game(fake_discord, alice, bob, channel=thread)
    await fake_discord.archive(thread)
    clock.advance(DAY)  # the half-time reminder: refused (50083), the bot reopens the thread and posts it
    await posts_containing(fake_discord, "Reminder: the game waits for **alice**", channel=thread)
    assert not thread.archived

    await fake_discord.deny(CHANNEL, Perm.MANAGE_THREADS)  # the thread's parent: its overwrites are the thread's
    await fake_discord.archive(thread, locked=True)
    clock.advance(DAY - HOUR)  # the last hour's reminder: a locked thread the bot may not reopen
    held = await _held(fake_discord, bot, thread)
    assert str(words_from_text(held.reason)) == "the thread is archived, and the bot may not reopen it"
    assert [v.code for v in fake_discord.take_violations("archived_thread")] == [50083, 50083]
    assert fake_discord.take_violations("missing_permissions")  # the refused reopening


async def test_a_deleted_channel_ends_its_game_which_stays_in_the_servers_history(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    side = fake_discord.channel("side")
    await open_game(fake_discord, alice, bob, channel=side)
    game = await _ended_by_deleting(fake_discord, bot, side, side)
    clock.advance(2 * DAY)  # nothing falls due for it any more
    # Elsewhere in the server the game is still there to look at.
    history = text_of(await private(await fake_discord.slash(bob, CHANNEL, "game history")))
    assert "Games whose channel was deleted" in history and f"#{game.id}" in history
    exported = await private(await fake_discord.slash(alice, CHANNEL, "game export", game=game.id))
    (record,) = exported.attachments
    assert json.loads(record.data)["game"]["status"] == "finished"
    board = await public(await fake_discord.slash(bob, CHANNEL, "game board", game=game.id))
    assert CHANNEL_DELETED in text_of(board)
    # It counts apart in the statistics, as a reset game does.
    assert [(r.kind, r.outcome, r.games) for r in await bot.store.records(game.guild_id, alice.id)] == [
        ("animacule", "abandoned", 1)]


async def test_a_game_in_an_archived_thread_ends_when_its_channel_is_deleted_and_one_elsewhere_plays_on(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    """Discord deletes a channel's threads with it and tells of none of them, and discord.py keeps no archived
    thread to tell of: the bot asks after the threads of its live games that it does not know, and a game in one
    that is gone ends as its channel's own would. One it may not see, or one still there, plays on."""
    alice, bob, carol, dave = (fake_discord.user(name) for name in ("alice", "bob", "carol", "dave"))
    side, hidden = fake_discord.channel("side"), fake_discord.channel("hidden")
    doomed = await fake_discord.add_thread("doomed", parent=side)
    kept = await fake_discord.add_thread("kept", parent=CHANNEL)
    unseen = await fake_discord.add_thread("unseen", parent=hidden)
    await open_game(fake_discord, alice, bob, channel=doomed)
    await open_game(fake_discord, carol, dave, channel=kept)
    await open_game(fake_discord, bob, carol, channel=unseen)
    for thread in (doomed, kept, unseen):
        await fake_discord.archive(thread)
    await fake_discord.deny(hidden, Perm.VIEW_CHANNEL)  # its thread's too: asked after, Discord answers 50001
    await _ended_by_deleting(fake_discord, bot, doomed, side)
    assert bot.store is not None
    assert await bot.store.live_game(kept.id) is not None and await bot.store.live_game(unseen.id) is not None
    clock.advance(DAY)  # the half-time reminders: for the games that play on, none for the one that ended
    await posts_containing(fake_discord, "Reminder: the game waits for **carol**", channel=kept)  # reopened
    held = await _held(fake_discord, bot, unseen)  # refused: the thread waits for the permission, its game lives
    assert "View Channel" in str(words_from_text(held.reason))
    assert not [m for m in fake_discord.messages(doomed.id) if "Reminder" in m.content]
    assert fake_discord.take_violations("archived_thread") and fake_discord.take_violations("missing_permissions")


async def test_a_channel_deleted_while_the_bot_was_away_ends_its_game_once_it_connects_afresh(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    """A session Discord would not resume replays nothing: the channel deleted meanwhile is simply missing from the
    server the bot is given on connecting again, and no deletion is told. The bot asks after its live games'
    channels then, and the game there ends as if it had heard."""
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    side = fake_discord.channel("side")
    await open_game(fake_discord, alice, bob, channel=side)
    await open_game(fake_discord, bob, alice, channel=CHANNEL)
    assert bot.store is not None
    game = await bot.store.live_game(side.id)
    assert game is not None
    await fake_discord.gateway.go_down()
    for session in fake_discord.gateway.sessions:
        session.invalidated = True  # a session Discord will not resume: what it missed is not replayed
    await fake_discord.delete_channel(side)
    assert bot.get_channel(side.id) is not None  # nothing told the bot

    fake_discord.gateway.come_back()
    await _ended_as_deleted(bot, game)
    assert await bot.store.live_game(fake_discord.channel(CHANNEL).id) is not None  # its channel is there: it plays on


async def test_a_server_that_removes_the_bot_keeps_its_game_waiting_until_the_bot_is_back(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    """Removed from a server, the bot can neither post there nor be answered: the game under way waits, its clocks
    paused, rather than time its players out; added back, it runs on with the time each had left."""
    channel, game = await _game_under_way(fake_discord, bot)
    assert bot.store is not None
    clock.advance(6 * HOUR)
    await fake_discord.remove_bot()
    held = await _held(fake_discord, bot, channel)
    assert str(words_from_text(held.reason)) == "the bot was removed from the server"
    assert all(c.paused_at is not None for c in await bot.store.deadlines(game.id))
    clock.advance(3 * DAY)  # past the deadline, and the reminders': nothing falls due while it is out
    await asyncio.sleep(0.2)
    after = await bot.store.live_game(channel.id)
    assert after is not None and after.version == game.version  # no decision passed for alice
    assert not [v for v in fake_discord.violations if v.kind == "missing_access"]  # it never tried to post there

    await fake_discord.invite_bot()
    (running,) = await _eventually(lambda: _running(bot, game.id), "the clocks to run again")
    assert running.due_at == clock.now() + 2 * DAY - 6 * HOUR  # what alice had left when the bot was removed
    assert bot.table is not None and await bot.table.held(channel.id) is None


async def test_a_server_that_removes_the_bot_for_good_sees_its_games_end_after_thirty_days(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    """A server deleted outright reaches the bot as a removal: its game waits thirty days, then ends as abandoned,
    and is gone from its players' live games (`/mygames`). A server that adds the bot back within them keeps its
    games."""
    channel, game = await _game_under_way(fake_discord, bot)
    assert bot.store is not None
    await fake_discord.remove_bot()
    await _held(fake_discord, bot, channel)
    clock.advance(10 * DAY)
    await fake_discord.invite_bot()  # back within the thirty days: the removal is forgotten
    await _eventually(lambda: _running(bot, game.id), "the clocks to run again")
    assert await bot.store.removals_due(clock.now() + 365 * DAY) == []

    await fake_discord.remove_bot()  # removed again, for good this time
    await _held(fake_discord, bot, channel)
    clock.advance(30 * DAY)
    ended = await _eventually(lambda: _ended(bot, game.id), "the game to end")
    assert ended.ended_reason is not None and "not added back within" in ended_reason(ended)
    assert not [v for v in fake_discord.violations if v.kind == "missing_access"]  # it never tried to post there
    assert await bot.store.live_games_of(fake_discord.user("alice").id) == []  # what `/mygames` lists: none on hold


async def test_a_server_that_removed_the_bot_while_it_was_away_is_found_missing_when_it_connects_again(
    fake_discord: FakeDiscord, bot: EvolutionBot, clock: FakeClock
) -> None:
    """Nothing tells a bot of a removal while it is away: the server is only missing from those it is given on
    connecting afresh. Its game is held as for a removal it heard of, and ends thirty days later."""
    channel, game = await _game_under_way(fake_discord, bot)
    assert bot.store is not None
    await fake_discord.gateway.go_down()
    for session in fake_discord.gateway.sessions:
        session.invalidated = True  # a session Discord will not resume: a new one is given the servers afresh
    await fake_discord.remove_bot()
    fake_discord.gateway.come_back()
    # Connected afresh: identified again (after discord.py's own five seconds), given no server.
    await fake_discord.wait_for(lambda: fake_discord.gateway.live_sessions() or None, timeout=15,
                                what="the bot's new session")
    held = await _held(fake_discord, bot, channel)
    assert str(words_from_text(held.reason)) == "the bot was removed from the server"
    clock.advance(30 * DAY)
    await _eventually(lambda: _ended(bot, game.id), "the game to end")
    assert not [v for v in fake_discord.violations if v.kind == "missing_access"]  # it never tried to post there


async def _ended_by_deleting(fake: FakeDiscord, bot: EvolutionBot, played_in: FakeChannel,
                             deleted: FakeChannel) -> GameRow:
    """The live game in `played_in` once deleting `deleted` has ended it."""
    assert bot.store is not None
    game = await bot.store.live_game(played_in.id)
    assert game is not None
    await fake.delete_channel(deleted)
    return await _ended_as_deleted(bot, game)


async def _ended_as_deleted(bot: EvolutionBot, game: GameRow) -> GameRow:
    """`game` once the bot has ended it for its channel's deletion: as abandoned, its clocks stopped."""
    assert bot.store is not None
    gone = await _eventually(lambda: _ended(bot, game.id), f"game {game.id} to end")
    assert gone.ended_reason == CHANNEL_DELETED
    assert await bot.store.deadlines(game.id) == []
    return gone


async def _game_under_way(fake: FakeDiscord, bot: EvolutionBot) -> tuple[FakeChannel, GameRow]:
    """Alice's and bob's game in #general, and its channel, once the bot has been given its first servers (a server
    given later is one it joins)."""
    channel = fake.channel(CHANNEL)
    await open_game(fake, fake.user("alice"), fake.user("bob"), channel=channel)
    assert bot.store is not None
    game = await bot.store.live_game(channel.id)
    assert game is not None
    await bot.wait_until_ready()
    return channel, game


async def _held(fake: FakeDiscord, bot: EvolutionBot, channel: FakeChannel) -> Unreachable:
    """Why the bot holds `channel`, once it does."""
    assert bot.table is not None
    table = bot.table
    return await fake.wait_for(lambda: (table._held or {}).get(channel.id), what=f"#{channel.name} held")


async def _eventually(check: Callable[[], Awaitable[T | None]], what: str) -> T:
    """What `check` finds once it finds it: the bot's own work done after what the fake sees."""
    for _ in range(200):
        if found := await check():
            return found
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


async def _running(bot: EvolutionBot, game_id: int) -> list[Deadline] | None:
    assert bot.store is not None
    clocks = await bot.store.deadlines(game_id)
    return clocks if clocks and all(c.paused_at is None for c in clocks) else None


async def _ended(bot: EvolutionBot, game_id: int) -> GameRow | None:
    """The game once it has ended (the bot heard of its channel's deletion over the gateway)."""
    assert bot.store is not None
    game = await bot.store.game(game_id)
    return game if game is not None and game.status == "finished" else None


async def test_a_deleted_admin_role_is_forgotten_and_no_longer_named(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    """A refusal named the role, and a damaged game's report pinged it, long after a server admin deleted it."""
    admin, bob = fake_discord.admin("root"), fake_discord.user("bob")
    referees = fake_discord.add_role("Referees", 0)
    await private(await fake_discord.slash(admin, CHANNEL, "admin role", role=referees))
    refused = await private(await fake_discord.slash(bob, CHANNEL, "admin reset"))
    assert f"<@&{referees.id}>" in text_of(refused)
    assert bot.store is not None
    store = bot.store

    await fake_discord.delete_role(referees)

    async def cleared() -> bool:
        return await store.admin_role(fake_discord.guild.id) is None

    await _eventually(cleared, "the admin role to be forgotten")
    refused = await private(await fake_discord.slash(bob, CHANNEL, "admin reset"))
    assert "<@&" not in text_of(refused) and "Manage Channels" in text_of(refused)
