"""A clock no one can stall (issue 31, item 5): a decision's deadline runs from when it became owed
until the whole decision is made. A step of it, or its owner taking a step back, renews nothing;
a take-back of a whole move gives its player what they had left when they made it."""

from __future__ import annotations

import json

import pytest

from games import engine_for
from table.store import Deadline, Store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from tests.table.conftest import ALICE, BOB, CHANNEL, START, table_on

HOUR, DAY = 3600, 86400


async def _clock_of(store: Store, user_id: int) -> Deadline:
    game = await store.live_game(CHANNEL)
    assert game is not None
    (clock,) = [c for c in await store.deadlines(game.id) if c.user_id == user_id]
    return clock


async def _animacule(store: Store, clock: FakeClock, deadline: str) -> Table:
    """A table on the test's clock where Alice and Bob have started Animacule, Alice to move."""
    table = table_on(store, clock)
    await table.new_game(ALICE, "animacule", "first=creator", deadline)
    await table.join(BOB)
    await table.start(ALICE)
    return table


async def _legal(store: Store, seat: int, prefix: str) -> str:
    game = await store.live_game(CHANNEL)
    assert game is not None and game.state_json is not None
    engine = engine_for(game.kind)
    state = engine.load(json.loads(game.state_json))
    return next(a.notation for a in engine.legal_actions(state, seat) if a.notation.startswith(prefix))


async def test_steps_of_a_decision_and_their_take_back_leave_its_deadline_where_it_was(
        store: Store, clock: FakeClock) -> None:
    table = table_on(store, clock)
    await table.new_game(ALICE, "apocalyte", "scenario=zombies", "2d")
    await table.join(BOB)
    assert not (await table.start(ALICE)).ephemeral  # both owe their armies' placement at once
    due = (await _clock_of(store, ALICE.user_id)).due_at
    assert due == START + 2 * DAY
    clock.advance(30 * HOUR)  # 18 hours left
    placed = await table.act(ALICE, await _legal(store, 0, "place 1 "))
    assert not placed.ephemeral
    assert (await _clock_of(store, ALICE.user_id)).due_at == due  # a step: the decision is not whole yet
    assert f"Due <t:{int(due)}:R>" in placed.text  # the board shows the deadline it had
    undone = await table.undo(ALICE)
    assert not undone.ephemeral, undone.text
    assert (await _clock_of(store, ALICE.user_id)).due_at == due  # her own take-back gives no time either
    assert f"Due <t:{int(due)}:R>" in undone.text
    assert (await _clock_of(store, BOB.user_id)).due_at == due  # and Bob's clock ran on meanwhile


async def test_a_move_taken_back_gives_its_player_the_time_they_had_left_then(
        store: Store, clock: FakeClock) -> None:
    table = await _animacule(store, clock, "2d")
    clock.advance(40 * HOUR)  # Alice has 8 hours left when she moves
    moved = await table.act(ALICE, "move 1 e")
    assert not moved.ephemeral, moved.text
    clock.advance(5 * HOUR)  # Bob's turn meanwhile: not Alice's time
    undone = await table.undo(ALICE)
    assert not undone.ephemeral, undone.text
    clock_now = await _clock_of(store, ALICE.user_id)
    assert clock_now.due_at == clock.now() + 8 * HOUR  # what she had left, never a fresh two days
    assert clock_now.sent == 1  # the half-time reminder had passed for this decision: not sent again
    assert clock_now.next_at == clock_now.due_at - HOUR  # the last hour's reminder is still to come


@pytest.mark.parametrize("mode", ["pause", "bot"])
async def test_a_move_taken_back_by_a_player_who_is_away_gives_their_time_back_as_away_keeps_it(
        store: Store, clock: FakeClock, mode: str) -> None:
    """Away with `pause`, the time a take-back gives back waits with the member's other clocks; away with the bot,
    it runs without reminders, as a clock opened for them then would (README, away mode)."""
    table = await _animacule(store, clock, "2d")
    clock.advance(40 * HOUR)
    assert not (await table.act(ALICE, "move 1 e")).ephemeral  # with 8 hours left
    assert "You are away" in (await table.away(ALICE, 3, mode)).text
    clock.advance(HOUR)
    undone = await table.undo(ALICE)
    assert not undone.ephemeral, undone.text
    given = await _clock_of(store, ALICE.user_id)
    if mode == "pause":
        assert given.paused_at == clock.now() and given.due_at - given.paused_at == 8 * HOUR
    else:
        assert given.paused_at is None and given.due_at == clock.now() + 8 * HOUR
        assert given.next_at == given.due_at  # no reminders: the bot answers when it falls due
    clock.advance(12 * HOUR)
    await table.run_due()
    game = await store.live_game(CHANNEL)
    assert game is not None and game.state_json is not None
    moved = engine_for("animacule").prompts(engine_for("animacule").load(json.loads(game.state_json)))[0].seat != 0
    assert moved == (mode == "bot")  # paused, her decision still waits; with the bot, the bot made it


async def test_a_decision_answered_whole_starts_the_next_one_afresh(store: Store, clock: FakeClock) -> None:
    table = await _animacule(store, clock, "2d")
    clock.advance(10 * HOUR)
    await table.act(ALICE, "move 1 e")
    assert (await _clock_of(store, BOB.user_id)).due_at == clock.now() + 2 * DAY
    clock.advance(HOUR)
    await table.act(BOB, await _legal(store, 1, "move "))
    assert (await _clock_of(store, ALICE.user_id)).due_at == clock.now() + 2 * DAY  # a new decision: full time


async def test_the_player_one_missed_deadline_from_leaving_is_told_so(store: Store, clock: FakeClock) -> None:
    """Issue 31, item 7: the post after the second missed deadline in a row, and the reminders of the
    next decision, tell the player that one more removes them (three by default)."""
    table = await _animacule(store, clock, "1d")
    warning = "alice has missed 2 deadlines in a row: one more and they leave the game"
    for missed in (1, 2):
        clock.advance(DAY)  # Alice's time runs out (her reminders came before it)
        posts = await table.run_due()
        timeout = next(p.reply for p in posts if "time ran out" in p.reply.text)
        assert (warning.replace("alice", "Alice") in timeout.text) == (missed == 2)
        assert (ALICE.user_id in timeout.mentions) == (missed == 2)
        if missed == 2:
            (ping,) = [p for p in timeout.pings if p.user_id == ALICE.user_id]
            assert "you have missed 2 deadlines in a row: one more and you leave the game" in ping.text
        await table.act(BOB, await _legal(store, 1, "move "))
    clock.advance(DAY / 2)
    (reminder,) = [p.reply for p in await table.run_due() if "Reminder" in p.reply.text]
    assert warning.replace("alice", "Alice") in reminder.text
    assert "You have missed 2 deadlines in a row: one more and you leave the game." in reminder.pings[0].text


async def test_an_absence_with_the_bot_ending_with_the_deadline_does_not_swallow_the_decision(
        store: Store, clock: FakeClock) -> None:
    """Issue 31, item 6: away for two days with the bot and a two-day deadline starting together, the
    bot answers at the deadline; the table does not wait two days more."""
    table = await _animacule(store, clock, "2d")
    away = await table.away(ALICE, days=2, mode="bot")
    assert away.ephemeral and "the bot makes your decisions" in away.text
    clock.advance(2 * DAY)
    posts = [p.reply for p in await table.run_due()]
    stood_in = [r for r in posts if "The bot plays" in r.text and "for Alice, who is away" in r.text]
    assert len(stood_in) == 1, [r.text for r in posts]
    game = await store.live_game(CHANNEL)
    assert game is not None
    assert [e.kind for e in await store.log(game.id)][-1] == "stand_in"
    assert (await _clock_of(store, BOB.user_id)).due_at == clock.now() + 2 * DAY  # Bob's turn now


async def test_an_absence_whose_days_run_out_says_what_waits_for_the_member(
        store: Store, clock: FakeClock) -> None:
    """Issue 31, item 6: the end of an absence is not silent until the half-time reminder."""
    table = await _animacule(store, clock, "2d")
    await table.away(ALICE, days=1)  # paused: her clock waits
    clock.advance(DAY)
    posts = [p.reply for p in await table.run_due()]
    (back,) = [r for r in posts if "absence is over" in r.text]
    assert "the game waits for **Alice** to move, attack or reproduce" in back.text
    (ping,) = back.pings
    assert ping.user_id == ALICE.user_id and ping.text.startswith("you are back: your turn")
    due = (await _clock_of(store, ALICE.user_id)).due_at
    assert due == START + 3 * DAY and f"Due <t:{int(due)}:R>." in back.text  # paused a day: due a day later
    assert await table.run_due() == []  # said once
