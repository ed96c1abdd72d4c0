"""The clock (issue 9) through the table, on a fake clock that never sleeps: deadlines on every
board, reminders at half time and an hour before, each timeout policy for a turn and for a
decision owed by another player mid-turn, a run of timeouts resigning the player, a restart
after a downtime, a move racing its own timeout, away mode and notification settings."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from rules.animacule import ENGINE
from rules.extinction import ENGINE as EXTINCTION
from rules.micro import ENGINE as MICRO
from rules.soup import ENGINE as SOUP
from table.replies import Posting
from table.store import Deadline, Store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from tests.rules.test_animacule_support import make_state
from tests.rules.test_extinction_support import begin
from tests.rules.test_extinction_support import make_state as extinction_state
from tests.rules.test_soup_support import act as soup_act
from tests.rules.test_soup_support import position
from tests.table.conftest import ADMIN, ALICE, BOB, CAROL, CHANNEL, START, Leavers, caller, resigned, table_on

HOUR, DAY = 3600, 86400


@pytest.fixture
def table(store: Store, clock: FakeClock) -> Table:
    return table_on(store, clock)


async def _game(table: Table, deadline: str = "1d") -> None:
    await table.new_game(ALICE, "animacule", "first=creator", deadline)
    await table.join(BOB)
    reply = await table.start(ALICE)
    assert not reply.ephemeral, reply.text


async def _after(table: Table, clock: FakeClock, seconds: float) -> list[Posting]:
    clock.advance(seconds)
    return await table.run_due()


async def _actions(store: Store) -> list[str]:
    game = await store.latest_game(CHANNEL)
    return [e.action for e in await store.log(game.id)]


async def test_every_board_shows_the_deadline_and_status_names_it(table: Table) -> None:
    await _game(table)
    board = await table.board(BOB)
    assert f"⏰ Due <t:{int(START + DAY)}:R>." in board.text
    status = await table.status(BOB)
    assert "Time per decision: 1 day." in status.text and f"due <t:{int(START + DAY)}:R>" in status.text


async def test_a_table_without_a_deadline_waits_and_the_clock_has_nothing_to_do(table: Table, clock: FakeClock) -> None:
    await _game(table, "none")
    assert "⏰" not in (await table.board(BOB)).text
    assert await table.next_due() is None
    assert await _after(table, clock, 30 * DAY) == []


async def test_reminders_come_at_half_time_and_an_hour_before_and_never_twice(table: Table, clock: FakeClock) -> None:
    await _game(table)
    assert await _after(table, clock, 11 * HOUR) == []
    (half,) = await _after(table, clock, 1 * HOUR)
    assert half.channel_id == CHANNEL and half.reply.mentions == (ALICE.user_id,)
    assert "Reminder: the game waits for **Alice** to move" in half.reply.text
    assert half.reply.pings[0].text.startswith("reminder, your turn")
    assert await table.run_due() == []  # the same reminder is not sent again
    assert await _after(table, clock, 10 * HOUR) == []
    (last,) = await _after(table, clock, 1 * HOUR)
    assert "Reminder" in last.reply.text and await table.run_due() == []


async def test_a_turn_timeout_skips_it_posts_a_fresh_board_and_logs_it(table: Table, store: Store,
                                                                       clock: FakeClock) -> None:
    await _game(table)
    await _after(table, clock, 23 * HOUR)
    (timeout,) = await _after(table, clock, 1 * HOUR)
    assert "⏰ Alice's time ran out: their decision was passed." in timeout.reply.text
    assert timeout.reply.image is not None and timeout.reply.mentions == (BOB.user_id,)
    assert await _actions(store) == ["start", "timeout skip"]
    assert "Waiting for **Bob [orange]**" in timeout.reply.text
    assert f"Due <t:{int(START + 2 * DAY)}:R>" in timeout.reply.text  # Bob's clock starts now


async def test_the_bot_policy_plays_the_decision_and_marks_it_in_the_log(
    table: Table, store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(type(ENGINE), "on_timeout", "bot")
    await _game(table)
    (timeout,) = await _after(table, clock, DAY)
    assert "Alice's time ran out: the bot played `move 1" in timeout.reply.text
    (_start, played) = await _actions(store)
    assert played.startswith("timeout move 1 ")


async def test_the_wait_policy_only_reminds(table: Table, store: Store, clock: FakeClock,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(type(ENGINE), "on_timeout", "wait")
    await _game(table)
    (up,) = await _after(table, clock, DAY)
    assert "Alice's time is up. This game waits for them" in up.reply.text and up.reply.image is None
    assert await _after(table, clock, 10 * DAY) == []
    assert await _actions(store) == ["start"]
    assert "time is up" in (await table.status(BOB)).text


async def _mating_offer(table: Table, store: Store) -> None:
    """Alice has offered to mate with Bob's animacule: Bob owes the answer, mid-way through Alice's turn."""
    game = await store.live_game(CHANNEL)
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], players=("Alice", "Bob"))
    game.state_json = json.dumps(ENGINE.dump(state))
    await store.save(game)
    offer = await table.act(ALICE, "mate 1 n")
    assert "Waiting for **Bob [orange]** to accept or decline Alice's offer" in offer.text, offer.text


@pytest.mark.parametrize("policy,answer", [("skip", "mate_decline"), ("bot", None)])
async def test_a_decision_owed_mid_turn_by_another_player_times_out_by_the_policy(
    table: Table, store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, policy: str, answer: str | None
) -> None:
    monkeypatch.setattr(type(ENGINE), "on_timeout", policy)
    await _game(table)
    await _mating_offer(table, store)
    (timeout,) = await _after(table, clock, DAY)
    assert "Bob's time ran out" in timeout.reply.text
    last = (await store.log((await store.live_game(CHANNEL)).id))[-1]
    assert last.actor_id == BOB.user_id and last.action.startswith("timeout")
    if answer:
        assert answer in [e["kind"] for e in last.events]
    after = ENGINE.load(json.loads((await store.live_game(CHANNEL)).state_json))
    assert ENGINE.prompts(after)[0].kind != "mate"


async def test_missing_deadlines_in_a_row_resigns_the_player_and_a_move_resets_the_count(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await table.admin_defaults(ADMIN, timeouts=2)
    await _game(table)
    await _after(table, clock, DAY)  # Alice misses one
    await table.act(BOB, "move 1 w")
    await _after(table, clock, DAY)  # Alice misses another: two in a row
    game = await store.latest_game(CHANNEL)
    assert game.status == "finished" and "Bob" in game.ended_reason
    assert "Alice missed 2 deadlines in a row and leaves the game." in json.dumps(
        [e.events for e in await store.log(game.id)])


async def test_a_member_who_left_the_server_leaves_the_game_at_their_first_deadline(
    table: Table, store: Store, clock: FakeClock
) -> None:
    table.left_server = leavers = Leavers(ALICE.user_id)
    await table.new_game(ALICE, "animacule", "first=creator", "1d")
    await table.join(BOB)
    await table.join(CAROL)
    await table.start(ALICE)
    await _after(table, clock, 12 * HOUR)  # her reminder: Discord is not asked
    assert leavers.asked == []
    (timeout,) = await _after(table, clock, 12 * HOUR)
    assert leavers.asked == [ALICE.user_id]
    assert "⏰ Alice's time ran out: their decision was passed." in timeout.reply.text
    assert "Alice is no longer a member of this server and leaves the game." in timeout.reply.text
    assert "one more" not in timeout.reply.text  # no warning for a member who cannot come back
    game = await store.latest_game(CHANNEL)
    assert game.status == "active"  # Bob and Carol play on
    assert ENGINE.prompts(ENGINE.load(json.loads(game.state_json)))[0].seat == 1
    assert "Alice" not in (await table.board(BOB)).text.split("Waiting for")[-1]


async def test_a_member_still_in_the_server_or_of_whom_discord_cannot_say_only_misses_a_deadline(
    table: Table, store: Store, clock: FakeClock
) -> None:
    table.left_server = leavers = Leavers()  # Discord says she is there, or could not answer (both: False)
    await _game(table)
    (timeout,) = await _after(table, clock, DAY)
    assert leavers.asked == [ALICE.user_id]
    assert "leaves the game" not in timeout.reply.text
    game = await store.latest_game(CHANNEL)
    assert game.status == "active" and game.seats[0].timeouts == 1


async def test_a_member_who_left_a_two_seat_game_ends_it_for_the_other(
    table: Table, store: Store, clock: FakeClock
) -> None:
    table.left_server = Leavers(ALICE.user_id)
    await _game(table)
    (timeout,) = await _after(table, clock, DAY)
    game = await store.latest_game(CHANNEL)
    assert game.status == "finished" and "Bob" in game.ended_reason
    assert "Alice is no longer a member of this server and leaves the game." in json.dumps(
        [e.events for e in await store.log(game.id)])
    assert BOB.user_id in timeout.reply.mentions and "Game over" in timeout.reply.text


async def test_a_restart_after_a_downtime_times_out_once_without_a_burst_of_reminders(
    tmp_path: Path, clock: FakeClock
) -> None:
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path)
    await _game(Table(store, seed_source=lambda: 7, clock=clock))
    await store.close()
    clock.advance(3 * DAY)  # the bot was down through both reminders and the deadline
    store = await Store.open(path)
    restarted = Table(store, seed_source=lambda: 7, clock=clock)
    try:
        posts = await restarted.run_due()
        assert [p.reply.text.count("time ran out") for p in posts] == [1]
        assert not any("Reminder" in p.reply.text for p in posts)
        assert await restarted.run_due() == []
        assert await _actions(store) == ["start", "timeout skip"]
    finally:
        await store.close()


async def test_a_restart_with_one_reminder_past_sends_it_once(tmp_path: Path, clock: FakeClock) -> None:
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path)
    await _game(Table(store, seed_source=lambda: 7, clock=clock))
    await store.close()
    clock.advance(23.5 * HOUR)  # both reminders are past, the deadline is not
    store = await Store.open(path)
    restarted = Table(store, seed_source=lambda: 7, clock=clock)
    try:
        (reminder,) = await restarted.run_due()
        assert "Reminder" in reminder.reply.text
        assert await restarted.run_due() == []
    finally:
        await store.close()


async def test_a_move_racing_its_own_timeout_applies_once(table: Table, store: Store, clock: FakeClock) -> None:
    await _game(table)
    clock.advance(DAY)
    move, posts = await asyncio.gather(table.act(ALICE, "move 1 s"), table.run_due())
    actions = await _actions(store)
    assert len(actions) == 2, actions  # the start, and either Alice's move or her timeout
    if actions[1] == "move 1 s":
        assert not move.ephemeral and posts == []
    else:
        assert move.ephemeral and len(posts) == 1


async def test_away_pauses_the_deadlines_and_back_resumes_them_where_they_stood(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table)
    clock.advance(6 * HOUR)
    reply = await table.away(ALICE, days=3)
    assert reply.ephemeral and "your deadlines wait" in reply.text
    assert "Alice (away) [pink]" in (await table.board(BOB)).text
    assert await _after(table, clock, 2 * DAY) == []  # paused: no reminder, no timeout
    back = await table.back(ALICE)
    game = await store.live_game(CHANNEL)
    assert back.ephemeral and "deadlines run again from where they paused" in back.text
    assert f"Waiting for you now (no ping came while you were away):\n• <#{CHANNEL}> Animacule Apocalypse " \
        f"#{game.id}: " in back.text and f"due <t:{int(START + 3 * DAY)}:R>." in back.text
    (clock_row,) = await store.deadlines(game.id)
    assert clock_row.due_at == START + DAY + 2 * DAY  # the two paused days are given back
    (half,) = await _after(table, clock, 6 * HOUR)
    assert "Reminder" in half.reply.text


async def test_an_absence_ends_by_itself_when_its_days_run_out(table: Table, store: Store, clock: FakeClock) -> None:
    await _game(table)
    await table.away(ALICE, days=1)
    await _after(table, clock, DAY + 1)
    assert (await store.member(1, ALICE.user_id)).away_until is None
    (clock_row,) = await store.deadlines((await store.live_game(CHANNEL)).id)
    assert clock_row.paused_at is None and clock_row.due_at == START + 2 * DAY + 1


async def _newborns_owed(table: Table, store: Store) -> int:
    """An Extinction game where Alice owes the placement of her newborns, which takes a click a cube
    (Reproduce: the newborns go on or next to the breeding cubes); how many she must place."""
    await table.new_game(ALICE, "extinction", "", "1d")
    await table.join(BOB)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    state = extinction_state({"c5": (0, 4), "c6": (0, 4), "c8": (0, 4), "l4": (1, 2)})
    state["players"] = ["Alice", "Bob"]
    state, _ = begin(state, 0, "genes", "reproduce")
    game.state_json = json.dumps(EXTINCTION.dump(state))
    await store.save(game)
    await table.act(ALICE, "done")  # she keeps her genes: her newborns' clock starts
    state = EXTINCTION.load(json.loads((await store.live_game(CHANNEL)).state_json))
    (clock,) = await store.deadlines(game.id)
    assert clock.kind == "reproduce" and clock.seat == 0
    return state["step"]["left"]


async def test_a_timeout_finishes_the_decision_however_many_answers_it_takes_as_one_missed_deadline(
    table: Table, store: Store, clock: FakeClock
) -> None:
    """Extinction's newborns are placed a cube at a time: a deadline is the time for the whole decision,
    so when it passes the bot places every one of them, not one cube a day, and misses count once."""
    owed = await _newborns_owed(table, store)
    assert owed == 12
    (timeout,) = await _after(table, clock, DAY)
    game = await store.live_game(CHANNEL)
    answers = [e for e in await store.log(game.id) if e.action.startswith("timeout")]
    assert len(answers) >= 3 and all(a.action.startswith("timeout add ") for a in answers)
    assert sum(int(a.action.split()[2]) for a in answers) == owed
    assert len({a.version for a in answers}) == 1  # one decision, one saved version, one post
    played = ", ".join(f"`{a.action.removeprefix('timeout ')}`" for a in answers)
    assert f"⏰ Alice's time ran out: the bot played {played} for them." in timeout.reply.text
    state = EXTINCTION.load(json.loads(game.state_json))
    assert [p.kind for p in EXTINCTION.prompts(state)] != ["reproduce"]
    assert next(s for s in game.seats if s.user_id == ALICE.user_id).timeouts == 1


async def test_away_with_the_bot_finishes_a_decision_of_many_answers_at_one_deadline(
    table: Table, store: Store, clock: FakeClock
) -> None:
    owed = await _newborns_owed(table, store)
    await table.away(ALICE, mode="bot")
    (played,) = await _after(table, clock, DAY)
    game = await store.live_game(CHANNEL)
    answers = [e for e in await store.log(game.id) if e.kind == "stand_in"]
    assert sum(int(a.action.split()[1]) for a in answers) == owed and len({a.version for a in answers}) == 1
    assert played.reply.text.count("The bot plays") == 1 and "for Alice, who is away" in played.reply.text
    assert next(s for s in game.seats if s.user_id == ALICE.user_id).timeouts == 0  # not a missed deadline


async def test_away_with_the_bot_plays_one_decision_when_the_deadline_falls_due(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table)
    said = await table.away(ALICE, mode="bot")
    assert said.ephemeral and "the bot makes your decisions, one each time a deadline falls due" in said.text
    assert await table.run_due() == []  # not at once
    assert await _after(table, clock, DAY - 1) == []  # and no reminders for a member away
    (played,) = await _after(table, clock, 1)
    assert "The bot plays `move 1" in played.reply.text and "for Alice, who is away" in played.reply.text
    assert "Waiting for **Bob" in played.reply.text
    last = (await store.log((await store.live_game(CHANNEL)).id))[-1]
    assert last.kind == "stand_in" and last.actor_id == ALICE.user_id and not last.action.startswith("timeout")
    reply = await table.act(BOB, "move 1 w")
    assert "for Alice" not in reply.text and "Waiting for **Alice" in reply.text
    assert ALICE.user_id not in reply.mentions  # away: not pinged for a decision the bot will make
    (alices,) = await store.deadlines((await store.live_game(CHANNEL)).id)
    assert alices.due_at == alices.next_at == START + 2 * DAY  # her next decision waits a deadline again


async def _decisions_day_by_day(table: Table, clock: FakeClock, days: int) -> list[Posting]:
    """Move the clock on a day at a time; each day must bring exactly one post, at its very end."""
    posts = []
    for _ in range(days):
        assert await _after(table, clock, DAY - 1) == []
        (post,) = await _after(table, clock, 1)
        posts.append(post)
    return posts


async def test_a_table_of_members_away_with_the_bot_takes_a_deadline_per_decision_each_saved_apart(
    table: Table, store: Store, clock: FakeClock
) -> None:
    """Issue 17: both members away with the bot no longer plays the game out at once."""
    await _game(table)
    for member in (ALICE, BOB):
        await table.away(member, days=30, mode="bot")
    assert await table.run_due() == []
    game = await store.live_game(CHANNEL)
    states = []
    for _ in range(10):
        (post,) = await _decisions_day_by_day(table, clock, 1)
        assert post.reply.text.count("The bot plays") == 1 and post.reply.image is not None
        states.append((await store.live_game(CHANNEL)).state_json)
    played = [e for e in await store.log(game.id) if e.kind == "stand_in"]
    assert [e.actor_id for e in played] == [ALICE.user_id, BOB.user_id] * 5  # Animacule: turns alternate
    assert len({e.version for e in played}) == 10  # every decision its own saved version
    assert (await store.live_game(CHANNEL)).status == "active"
    # an admin can return to any of those boards, not only to before them all
    asked = await table.rollback(ADMIN, played[4].version)
    (confirm,) = [c for c in asked.choices if c.label == f"Roll back to version {played[4].version}"]
    assert not (await table.press(ADMIN, confirm.custom_id)).ephemeral
    assert (await store.live_game(CHANNEL)).state_json == states[4]
    (post,) = await _decisions_day_by_day(table, clock, 1)  # and the paced play goes on from there
    assert "for Bob, who is away" in post.reply.text


async def test_bot_seats_still_answer_at_once_after_the_bot_plays_for_a_member_away(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await table.new_game(ALICE, "animacule", "first=creator", "1d")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    await table.away(ALICE, mode="bot")
    game = await store.live_game(CHANNEL)
    for post in await _decisions_day_by_day(table, clock, 3):  # a table of one member away and a bot: days
        assert "for Alice, who is away" in post.reply.text and "Waiting for **Alice" in post.reply.text
    log = (await store.log(game.id))[1:]
    assert [e.kind for e in log] == ["stand_in", "bot"] * 3
    assert [e.version for e in log[0::2]] == [e.version for e in log[1::2]]  # the bot's reply in the same save
    back = await table.back(ALICE)
    moves = ", ".join(f"`{e.action}`" for e in log[0::2])
    assert f"The bot played for you meanwhile:\n• <#{CHANNEL}> Animacule Apocalypse #1: 3 moves ({moves}).\n" \
        in back.text, "coming back, she learns what the bot did in her name"


async def test_a_game_without_a_deadline_gives_the_bot_the_servers_pace(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table, "none")
    await table.away(ALICE, mode="bot")
    assert await table.next_due() == START + 2 * DAY  # no server default: the bot's own two days
    status = (await table.status(BOB)).text
    assert "Time per decision: no deadline." in status
    assert f"Alice's decision is due <t:{int(START + 2 * DAY)}:R>" in status
    said = await table.back(ALICE)
    assert said.text == ("You are back: the bot no longer plays for you, and each decision owed in a game with "
                         "deadlines gets a fresh one, reminded again.\n"
                         "Waiting for you now (no ping came while you were away):\n"
                         f"• <#{CHANNEL}> Animacule Apocalypse #1: your turn: move, attack or reproduce with one "
                         "animacule.")
    assert await table.next_due() is None and await store.deadlines((await store.live_game(CHANNEL)).id) == []
    await table.admin_defaults(ADMIN, deadline="6h")
    await table.away(ALICE, mode="bot")
    assert await _after(table, clock, 6 * HOUR - 1) == []
    (played,) = await _after(table, clock, 1)
    assert "for Alice, who is away" in played.reply.text
    assert "⏰" not in (await table.act(BOB, "move 1 w")).text.split("Waiting for")[0]
    assert await table.next_due() == START + 12 * HOUR  # Alice's next decision, at the same pace


async def test_a_game_the_bot_played_out_for_a_member_away_throughout_counts_apart(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table)
    await table.away(ALICE, mode="bot")
    await _after(table, clock, DAY)  # the bot moves for Alice
    await resigned(table, BOB)  # Alice wins a game she never played herself
    assert (await store.latest_game(CHANNEL)).status == "finished"
    for member in (ALICE, BOB):
        stats = await table.stats(member)
        assert stats.text.splitlines()[1:] == [
            "None finished by its rules yet.",
            "Played out by the bot for a member away the whole game, counted apart: 1 Animacule Apocalypse."]
    assert (await table.top(ALICE, "animacule")).ephemeral  # nobody was rated


async def test_a_member_who_played_part_of_the_game_keeps_it_counted(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table)
    await table.act(ALICE, "move 1 s")
    await table.act(BOB, "move 1 w")
    await table.away(ALICE, mode="bot")
    await _after(table, clock, DAY)  # the bot moves for Alice
    await resigned(table, BOB)
    stats = await table.stats(ALICE)
    assert "1 game finished, 1 won (100 %)" in stats.text and "counted apart" not in stats.text
    assert "rating **1016**" in stats.text


@pytest.mark.parametrize("member", [0, -4, 2**63, 2**70])
async def test_away_and_back_refuse_a_member_id_discord_cannot_give(table: Table, store: Store, member: int) -> None:
    await _game(table)
    for refused in (await table.away(ADMIN, member=member, mode="bot"), await table.back(ADMIN, member=member)):
        assert refused.ephemeral and refused.text == (
            "That is not a Discord member id: ids are whole numbers from 1 to 9223372036854775807.")
    assert await store.aways_ended(START + 10_000 * DAY) == []  # nobody was marked away


async def test_when_an_absence_with_the_bot_runs_out_the_decision_owed_gets_a_fresh_deadline_reminded_as_usual(
    table: Table, store: Store, clock: FakeClock
) -> None:
    await _game(table, "2d")
    await table.away(ALICE, days=1, mode="bot")
    (returned,) = await _after(table, clock, DAY + 1)  # back: the half-time reminder she missed is not sent late
    assert "Alice's absence is over: the game waits for **Alice**" in returned.reply.text  # issue 31: said at once
    back = START + DAY + 1
    (alices,) = await store.deadlines((await store.live_game(CHANNEL)).id)
    assert (alices.opened_at, alices.due_at, alices.paused_at) == (back, back + 2 * DAY, None)
    (half,) = await _after(table, clock, DAY)
    assert "Reminder: the game waits for **Alice**" in half.reply.text
    (last,) = await _after(table, clock, DAY - HOUR)
    assert "Reminder: the game waits for **Alice**" in last.reply.text
    (timeout,) = await _after(table, clock, HOUR)
    assert "Alice's time ran out" in timeout.reply.text and "The bot plays" not in timeout.reply.text


async def test_an_absence_with_the_bot_ending_as_the_deadline_falls_due_does_not_swallow_that_decision(
    table: Table, store: Store, clock: FakeClock
) -> None:
    """Both members away with the bot for three days at a one-day table: the bot answers for each
    in turn, and Alice's absence ends at the very moment her third deadline falls due. That deadline
    fell within her absence, so the bot answers it too (issue 31: the return must not swallow the
    decision, nor leave the table waiting a day more); nobody misses a deadline, and the decision
    owed next gets its full day."""
    await _game(table, "1d")
    await table.away(ALICE, days=3, mode="bot")
    await table.away(BOB, days=3, mode="bot")
    await _decisions_day_by_day(table, clock, 2)
    posts = await _after(table, clock, DAY)
    assert [p.reply.text.count("The bot plays") for p in posts if "The bot plays" in p.reply.text] == [1]
    game = await store.live_game(CHANNEL)
    assert [seat.timeouts for seat in game.seats] == [0, 0]
    assert [e.kind for e in await store.log(game.id)][-1] == "stand_in"
    (owed,) = await store.deadlines(game.id)
    assert owed.seat == 1 and owed.due_at - owed.opened_at == DAY and owed.opened_at == START + 3 * DAY


async def test_only_admins_mark_another_member_away(table: Table) -> None:
    await _game(table)
    refused = await table.away(BOB, member=ALICE.user_id)
    assert refused.ephemeral and "Only admins" in refused.text
    assert "is away" in (await table.away(ADMIN, member=ALICE.user_id)).text
    back = (await table.back(ADMIN, member=ALICE.user_id)).text  # told to the admin, about Alice
    assert "is back" in back and "Waiting for them now:\n" in back
    assert back.endswith(f": move, attack or reproduce with one animacule, due <t:{int(START + DAY)}:R>.")


async def test_notification_settings_decide_how_a_member_is_told(table: Table, clock: FakeClock) -> None:
    await _game(table)
    await table.notify(ALICE, "off")
    assert await _after(table, clock, 12 * HOUR) == []  # no reminder for a member who turned them off
    await table.notify(ALICE, "dm")
    (last,) = await _after(table, clock, 11 * HOUR)
    assert last.reply.pings[0].dm
    await table.notify(BOB, "dm")
    await table.follow(caller("Watcher", 50))
    moved = await table.act(ALICE, "move 1 s")
    assert moved.pings[0].user_id == BOB.user_id and moved.pings[0].dm and moved.followers == (50,)
    assert "not one" in (await table.notify(BOB, "loud")).text


async def test_my_games_lists_the_ones_waiting_for_me_first(table: Table, store: Store) -> None:
    await _game(table)
    other = caller("Alice", ALICE.user_id, channel=777)
    await table.new_game(caller("Carl", 30, channel=777), "animacule", "first=creator")
    await table.join(other)
    await table.start(caller("Carl", 30, channel=777))
    mine = await table.mine(ALICE)
    first, second, hours = mine.text.splitlines()
    assert hours == "🌙 Your hours (`/game hours`): none set: deadlines and reminders run day and night."
    assert first.startswith("➡️ **your move** — <#500>") and f"due <t:{int(START + DAY)}:R>" in first
    assert second.startswith("<#777>") and "waiting for Carl" in second


async def test_server_defaults_give_new_tables_their_time_and_are_checked(table: Table) -> None:
    assert "only admins" in (await table.admin_defaults(BOB, deadline="1h")).text.lower()
    saved = await table.admin_defaults(ADMIN, deadline="3d", reminders="25%, 2h", timeouts=4)
    assert "3 days per decision" in saved.text and "reminders at 25%,2h" in saved.text and "misses 4" in saved.text
    assert "is not a deadline" in (await table.admin_defaults(ADMIN, deadline="soon")).text
    assert "is not a reminder" in (await table.admin_defaults(ADMIN, reminders="50%, later")).text
    lobby = await table.new_game(ALICE, "animacule")
    assert "Time per decision: 3 days" in lobby.text
    assert "is out of range" in (await table.new_game(BOB, "soup", deadline="90d")).text


@pytest.mark.parametrize("policy", ["skip", "bot"])
async def test_a_defence_owed_by_the_attacked_player_times_out_by_the_policy(
    table: Table, store: Store, clock: FakeClock, monkeypatch: pytest.MonkeyPatch, policy: str
) -> None:
    """Primordial Soup: Carol owes the answer to Alice's attack (Gene Defense) in the middle of
    Alice's phase 1; her deadline passes."""

    monkeypatch.setattr(type(SOUP), "on_timeout", policy)
    await table.new_game(ALICE, "soup", deadline="1d")
    for player in (BOB, caller("Carol", 13), caller("Dave", 14)):
        await table.join(player)
    await table.start(ALICE)
    # Ann (Alice's seat) starves on c4 with Struggle for Survival; Cid (Carol's seat) shares it, with Defense.
    starving = position(amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)], genes={0: ["struggle"], 2: ["defense"]},
                        card=9, food={"c4": ""}, bp=[5, 5, 5, 5])
    state, _ = soup_act(starving, "drift")
    state, _ = soup_act(state, "attack blue 1")
    game = await store.live_game(CHANNEL)
    game.state_json = json.dumps(SOUP.dump(state))
    carols = Deadline(game.id, 2, "defend", 13, 1, CHANNEL, opened_at=START, due_at=START + DAY, next_at=START + DAY)
    await store.save(game, deadlines=[carols])
    (timeout,) = await _after(table, clock, DAY)
    assert "Carol's time ran out" in timeout.reply.text
    last = (await store.log(game.id))[-1]
    assert last.actor_id == 13 and last.action.startswith("timeout")
    if policy == "skip":  # the most passive answer to an attack: no reaction
        assert "Cid is given the most passive answer: `decline`." in json.dumps(last.events)
    after = SOUP.load(json.loads((await store.live_game(CHANNEL)).state_json))
    assert all(p.kind != "defend" for p in SOUP.prompts(after))


async def test_a_reminder_ping_ends_the_prompt_as_a_sentence_before_its_due_time(table: Table, store: Store,
                                                                                 clock: FakeClock) -> None:
    """µ's turn prompt ends without a full stop ("…uptake settings and card powers"): the reminder
    still reads "…card powers. Due <time>.", not "…card powers Due <time>."."""
    await table.new_game(ALICE, "micro", "", "1d")
    await table.join(BOB)
    await table.start(ALICE)
    rng, members = random.Random(3), (ALICE, BOB)
    for _ in range(200):
        game = await store.live_game(CHANNEL)
        (prompt,) = MICRO.prompts(MICRO.load(json.loads(game.state_json)))
        if prompt.text.startswith("your turn"):
            break
        state = MICRO.load(json.loads(game.state_json))
        await table.act(members[prompt.seat], MICRO.bot_action(state, prompt.seat, rng).notation)
    assert not prompt.text.endswith((".", "?", "!"))
    (reminder,) = await _after(table, clock, 12 * HOUR)
    assert reminder.reply.pings[0].text.startswith(f"reminder, {prompt.text}. Due <t:")


async def test_a_move_wakes_the_sleeping_clock_only_when_its_clocks_fall_due_sooner(table: Table, store: Store,
                                                                                   clock: FakeClock) -> None:
    """The scheduler sleeps until the earliest stored clock; a move whose clocks fall due no sooner
    leaves it asleep (a pass per move was six reads for nothing), one due sooner wakes it."""
    from table.timekeeping.scheduler import Scheduler

    passes: list[float] = []
    run_due = table.run_due

    async def counted(deliver: object = None) -> list[Posting]:
        passes.append(clock.now())
        return await run_due(deliver)  # type: ignore[arg-type]

    table.run_due = counted  # type: ignore[method-assign]
    await _game(table)  # Alice's clock: her first reminder at half of the day
    scheduler = Scheduler(table, _no_delivery)
    scheduler.start()
    try:
        await _settle()
        assert len(passes) == 1
        game = await store.live_game(CHANNEL)
        state = ENGINE.load(json.loads(game.state_json))
        reply = await table.act(ALICE, ENGINE.legal_actions(state, 0)[0].notation)
        assert not reply.ephemeral, reply.text
        await _settle()
        assert len(passes) == 1  # Bob's reminder comes no sooner than Alice's did
        hasty = caller("Carol", 13, channel=CHANNEL + 1)
        await table.new_game(hasty, "animacule", "first=creator", "1h")
        await table.join(caller("Dave", 14, channel=CHANNEL + 1))
        await table.start(hasty)  # Carol's first reminder is due within the hour
        await _settle()
        assert len(passes) == 2
    finally:
        await scheduler.stop()


async def _no_delivery(posting: Posting) -> None:
    raise AssertionError(f"nothing falls due in this test: {posting}")


async def _settle() -> None:
    """Let the scheduler run until it sleeps again (it reads the store on the reader thread)."""
    for _ in range(20):
        await asyncio.sleep(0.01)
