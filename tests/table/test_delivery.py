"""Delivering the outbox when Discord fails (issue 30): a channel's posts go out in order, each with
one nonce across every attempt and restart; a channel that refuses posts is held, its clock paused,
without using up the post's tries; a channel found deleted ends its game; a lost board is posted
through the outbox with its image; a failing post says when it is tried again, later each time."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import pytest

from cogs.permissions import permission_name
from messages import reading, say
from rules.phrases import words_to_text
from table.playing.texts import CHANNEL_DELETED, ended_reason
from table.posting import outbox
from table.posting.delivery import DELIVERY_ATTEMPTS, HELD_RETRY_S, backoff, unreachable_note
from table.replies import Caller, ChannelGone, Posting, Reply, Unpostable, lacking, thread_closed
from table.store import Store, Unreachable, open_store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from tests.table.conftest import ALICE, BOB, CHANNEL, caller, table_on

HOUR, DAY = 3600, 86400
PNG = b"\x89PNG"


@pytest.fixture
async def store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    yield opened
    await opened.close()


@pytest.fixture
def table(store: Store, clock: FakeClock) -> Table:
    return table_on(store, clock)


async def _game(table: Table, channel: int = CHANNEL) -> int:
    alice, bob = caller("Alice", ALICE.user_id, channel), caller("Bob", BOB.user_id, channel)
    await table.new_game(alice, "animacule", "first=creator", "1d")
    await table.join(bob)
    assert not (await table.start(alice)).ephemeral
    game = await table.store.live_game(channel)
    assert game is not None
    return game.id


class Discord:
    """The adapter's delivery, failing as it is told to: each post it took is kept with its nonce."""

    def __init__(self) -> None:
        self.tried: list[Posting] = []
        self.posted: list[Posting] = []
        self.failure: BaseException | None = None

    async def deliver(self, posting: Posting) -> None:
        self.tried.append(posting)
        if self.failure is not None:
            raise self.failure
        self.posted.append(posting)


async def test_a_channels_later_post_waits_for_its_earlier_one(table: Table, clock: FakeClock) -> None:
    await _game(table, CHANNEL)
    await _game(table, CHANNEL + 1)
    clock.advance(12 * HOUR)  # a reminder in each channel
    discord = Discord()
    discord.failure = ConnectionError("Discord did not answer")
    assert await table.run_due(discord.deliver) == []
    discord.failure = None
    # A later post in the first channel, while its reminder waits for its backoff: it waits too.
    later = outbox.outgoing(1, CHANNEL, Reply(text="a later post"), clock.now())
    await table.store.put_post(later)
    assert await table.run_due(discord.deliver) == []
    assert await table.next_due() == clock.now() + backoff(1)  # the scheduler sleeps till then: no spin
    clock.advance(backoff(1))
    delivered = await table.run_due(discord.deliver)
    assert [(p.channel_id, p.reply.text.split("\n")[0][:12]) for p in delivered] == [
        (CHANNEL, "⏰ Reminder: "), (CHANNEL + 1, "⏰ Reminder: "), (CHANNEL, "a later post")]


async def test_a_post_keeps_its_nonce_across_attempts_and_restarts(
        store_target: str, store: Store, table: Table, clock: FakeClock) -> None:
    await _game(table)
    clock.advance(12 * HOUR)
    discord = Discord()
    discord.failure = ConnectionError("the answer was lost")  # Discord may have posted it: the nonce tells
    await table.run_due(discord.deliver)
    clock.advance(backoff(1))
    await table.run_due(discord.deliver)
    restarted_store = await open_store(store_target)
    try:
        clock.advance(backoff(2))
        discord.failure = None
        await Table(restarted_store, seed_source=lambda: 7, clock=clock).run_due(discord.deliver)
    finally:
        await restarted_store.close()
    nonces = {p.nonce for p in discord.tried}
    assert len(discord.tried) == 3 and len(discord.posted) == 1
    assert len(nonces) == 1 and all(n and n.isdigit() and len(n) <= 25 for n in nonces)


async def test_a_channel_that_refuses_posts_holds_them_and_its_clock_without_using_up_tries(
        table: Table, clock: FakeClock, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="table.posting.delivery")
    game_id = await _game(table)
    (before,) = await table.store.deadlines(game_id)
    clock.advance(12 * HOUR)
    discord = Discord()
    discord.failure = Unpostable("missing Send Messages")
    await table.run_due(discord.deliver)
    held_at = clock.now()
    (paused,) = await table.store.deadlines(game_id)
    assert paused.paused_at == held_at and paused.next_at is None
    for _ in range(DELIVERY_ATTEMPTS + 2):  # tried every HELD_RETRY_S, far past the deadline, never given up
        clock.advance(HELD_RETRY_S)
        assert await table.run_due(discord.deliver) == []
    assert len(discord.tried) == DELIVERY_ATTEMPTS + 3
    (pending,) = await table.store.pending_posts(1e12, 10)
    assert pending.attempts == 0 and "Reminder" in pending.reply
    game = await table.store.game(game_id)
    assert game is not None and game.status == "active" and game.seats[0].timeouts == 0
    assert [r.levelname for r in caplog.records if "cannot post there" in r.getMessage()] == ["WARNING"]
    status = await table.status(caller("Bob", BOB.user_id, CHANNEL))
    assert "missing Send Messages" in status.text and "paused while the bot cannot post here" in status.text

    discord.failure = None  # the permission is back: the post goes out, the clock runs from where it stood
    clock.advance(HELD_RETRY_S)
    (reminder,) = await table.run_due(discord.deliver)
    assert "Reminder" in reminder.reply.text
    (running,) = await table.store.deadlines(game_id)
    assert running.paused_at is None and running.due_at == before.due_at + (clock.now() - held_at)
    assert await table.held(CHANNEL) is None and await table.store.unreachable() == []


async def test_an_interaction_that_shows_the_permission_missing_holds_the_channel_and_tells_the_member(
        table: Table, clock: FakeClock) -> None:
    game_id = await _game(table)
    bob = caller("Bob", BOB.user_id, CHANNEL)
    assert await table.reach(bob, ()) is None
    note = await table.reach(bob, ("Embed Links", "Attach Files"))
    assert note is not None and "missing Embed Links and Attach Files" in note and "Manage Roles" in note
    (paused,) = await table.store.deadlines(game_id)
    assert paused.paused_at == clock.now()
    assert await table.reach(caller("Bob", BOB.user_id, CHANNEL + 5), ("Embed Links",)) is None  # no game there
    clock.advance(HOUR)
    await table.act(caller("Alice", ALICE.user_id, CHANNEL), "move 1 e")  # moves go on; Bob's new clock waits
    (bobs,) = await table.store.deadlines(game_id)
    assert bobs.user_id == BOB.user_id and bobs.paused_at == clock.now() and bobs.next_at is None
    clock.advance(HOUR)
    assert await table.reach(bob, ()) is None  # granted again: released
    (running,) = await table.store.deadlines(game_id)
    assert running.paused_at is None and await table.held(CHANNEL) is None


async def test_a_post_that_finds_its_channel_deleted_ends_the_game_as_abandoned(
        table: Table, clock: FakeClock) -> None:
    game_id = await _game(table)
    clock.advance(12 * HOUR)
    later = outbox.outgoing(1, CHANNEL, Reply(text="a later post"), clock.now())
    await table.store.put_post(later)
    discord = Discord()
    discord.failure = ChannelGone("404 Unknown Channel")
    assert await table.run_due(discord.deliver) == []
    game = await table.store.game(game_id)
    assert game is not None and game.status == "finished" and game.ended_reason == CHANNEL_DELETED
    assert await table.store.deadlines(game_id) == [] and await table.store.pending_posts(1e12, 10) == []
    assert [(r.outcome, r.games) for r in await table.store.records(game.guild_id, ALICE.user_id)] == [("abandoned", 1)]
    clock.advance(2 * DAY)
    assert await table.run_due(discord.deliver) == [] and len(discord.tried) == 1  # nothing more for it
    log = await table.store.log(game_id)
    assert log[-1].action == "channel deleted"


async def test_the_games_of_a_server_that_removed_the_bot_end_when_it_is_not_back_within_thirty_days(
        table: Table, clock: FakeClock) -> None:
    """A server deleted outright reaches the bot as a removal too: its games must not stay on hold for good."""
    game_id = await _game(table)
    await table.new_game(caller("Alice", ALICE.user_id, CHANNEL + 1), "soup")  # a lobby there too
    removed_at = clock.now()
    await table.bot_removed(1)
    clock.advance(HOUR)
    await table.bot_removed(1)  # told twice: the first time counts
    assert await table.next_due() == removed_at + 30 * DAY  # its clocks wait: the removal's end is all that is due
    elsewhere = Caller(BOB.user_id, "Bob", guild_id=2, channel_id=CHANNEL + 2)
    await table.new_game(elsewhere, "animacule", "first=creator", "1d")
    await table.join(Caller(ALICE.user_id, "Alice", guild_id=2, channel_id=CHANNEL + 2))
    await table.start(elsewhere)
    clock.advance(30 * DAY - 2 * HOUR)
    discord = Discord()
    await table.run_due(discord.deliver)
    assert [g.id for g in await table.store.live_games_in(1)] == [game_id, game_id + 1]  # held, waiting
    assert await table.live_guilds() == [1, 2]
    clock.advance(HOUR)
    await table.run_due(discord.deliver)
    assert await table.store.live_games_in(1) == []
    game = await table.store.game(game_id)
    assert game is not None and game.status == "finished"
    assert ended_reason(game) == "the bot was removed from the server and not added back within 30 days"
    with reading("de"):
        assert ended_reason(game).startswith("der Bot wurde vom Server entfernt und nicht binnen 30 Tagen")
    assert [(r.outcome, r.games) for r in await table.store.records(1, ALICE.user_id)] == [("abandoned", 1)]
    assert (await table.store.log(game_id))[-1].action == "bot removed"
    assert await table.held(CHANNEL) is None and await table.store.deadlines(game_id) == []
    assert not [p for p in discord.posted if p.guild_id == 1]  # nothing said where the bot is not
    assert len(await table.store.live_games_in(2)) == 1  # the other server plays on
    assert await table.live_guilds() == [2]
    assert await table.store.removals_due(clock.now() + 365 * DAY) == []


async def test_a_server_that_adds_the_bot_back_in_time_keeps_its_games(table: Table, clock: FakeClock) -> None:
    game_id = await _game(table)
    await table.bot_removed(1)
    clock.advance(10 * DAY)
    await table.bot_back(1)
    await table.may_post(1, CHANNEL, [])
    clock.advance(25 * DAY)
    await table.run_due(Discord().deliver)
    game = await table.store.game(game_id)
    assert game is not None and game.status == "active"
    assert [e.action for e in await table.store.log(game_id)] == ["start", "timeout skip"]  # its clock ran on


async def test_a_member_acting_where_the_bot_may_post_shows_it_is_back_though_discord_never_said_so(
        table: Table, clock: FakeClock) -> None:
    await _game(table)
    await table.bot_removed(1)
    assert await table.reach(ALICE, []) is None  # an interaction there, the bot free to post: it is in the server
    assert await table.held(CHANNEL) is None and await table.store.removals() == {}


async def test_a_lost_board_goes_out_through_the_outbox_with_its_image_and_says_why(
        table: Table, clock: FakeClock) -> None:
    await _game(table)
    alice = caller("Alice", ALICE.user_id, CHANNEL)
    moved = await table.act(alice, "move 1 e")
    assert moved.board_of is not None and moved.image is not None
    await table.post_lost_board(1, CHANNEL, moved, "Alice")
    discord = Discord()
    (posting,) = await table.run_due(discord.deliver)
    assert posting.reply.image is not None and posting.reply.image.name == moved.image.name
    assert posting.reply.image.data.startswith(PNG)
    assert say("delivery-lost-answer", mover="Alice") in posting.reply.text
    assert posting.reply.text.startswith(moved.text.split("\n")[0])
    assert posting.reply.mentions == moved.mentions and posting.reply.choices == moved.choices
    assert posting.reply.files == moved.files and posting.nonce


async def test_a_failing_post_says_when_it_is_tried_again_later_each_time(
        table: Table, clock: FakeClock, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="table.posting.delivery")
    await _game(table)
    clock.advance(12 * HOUR)
    discord = Discord()
    discord.failure = ConnectionError("503 Service Unavailable")
    for failures in range(1, 4):
        await table.run_due(discord.deliver)
        clock.advance(backoff(failures))
    said = [r.getMessage() for r in caplog.records if "tried again in" in r.getMessage()]
    assert [line.rsplit("tried again in ", 1)[1] for line in said] == ["5 s", "10 s", "20 s"]
    assert not any(r.exc_info for r in caplog.records)


@pytest.mark.parametrize("written_in", ["en", "de", "fr"])
@pytest.mark.parametrize("read_in", ["en", "de"])
def test_a_held_channel_is_advised_by_why_it_is_held_whatever_language_that_was_written_in(
        written_in: str, read_in: str) -> None:
    """A reason kept before reasons were phrases is stored as the server's language worded it then; the
    advice follows what it says: a thread to reopen, or a permission to grant."""
    with reading(written_in):
        thread, permission = str(thread_closed()), str(lacking([permission_name("send_messages")]))
    with reading(read_in):
        advice = {reason: unreachable_note(Unreachable(1, CHANNEL, reason, 0.0)) for reason in (thread, permission)}
        assert advice[thread] == say("delivery-unreachable-thread", reason=thread, since="<t:0:R>")
        assert advice[permission] == say("delivery-unreachable-missing", reason=permission, since="<t:0:R>")


@pytest.mark.parametrize("read_in", ["en", "de", "fr"])
def test_a_held_channels_reason_is_kept_as_a_phrase_and_read_in_each_readers_language(read_in: str) -> None:
    """A channel held on an English server, read by a German or French member acting there: why it is held
    reads in their language, and the advice still follows it."""
    thread, permission = thread_closed(), lacking([permission_name("send_messages")])
    with reading(read_in):
        advice = {reason: unreachable_note(Unreachable(1, CHANNEL, words_to_text(reason), 0.0))
                  for reason in (thread, permission)}
        assert advice[thread] == say("delivery-unreachable-thread", reason=str(thread), since="<t:0:R>")
        assert advice[permission] == say("delivery-unreachable-missing", reason=str(permission), since="<t:0:R>")
