"""Bot seats' levels at the table: chosen with /game addbot, kept in the seat record, shown beside the
seat's name, played by the level's policy; and the `think=` option for the strong bot."""

from __future__ import annotations

import json

from table.store import Seat, Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CHANNEL


async def test_the_level_is_stored_with_the_seat_and_shown_in_the_lobby_and_status(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    added = await table.add_bot(ALICE, level="easy")
    assert "Bot 1 (bot, easy)" in added.text and "(easy)" in added.text
    game = await store.live_game(CHANNEL)
    assert game.seats[1].level == "easy" and game.seats[1].to_json()["level"] == "easy"
    await table.start(ALICE)
    status = await table.status(ALICE)
    assert "Bot 1 (bot, easy)" in status.text


async def test_a_bot_added_without_a_level_and_an_old_seat_record_are_normal(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    added = await table.add_bot(ALICE)
    assert "Bot 1 (bot, normal)" in added.text
    old_row = {"user_id": -1, "name": "Bot 1", "bot": True}  # saved before levels existed
    assert Seat.from_json(old_row).level == "normal"
    assert "level" not in Seat.from_json(old_row).to_json()


async def test_an_unknown_level_is_refused_naming_the_levels_and_changes_nothing(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    reply = await table.add_bot(ALICE, level="grandmaster")
    assert reply.ephemeral and "easy, normal, strong" in reply.text and "`grandmaster`" in reply.text
    assert len((await store.live_game(CHANNEL)).seats) == 1


async def test_a_strong_bot_answers_its_turns_through_the_table(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator think=50")
    await table.add_bot(ALICE, level="strong")
    await table.start(ALICE)
    reply = await table.act(ALICE, "move 1 s")
    assert not reply.ephemeral, reply.text
    game = await store.live_game(CHANNEL)
    log = await store.log(game.id)
    assert log[-1].actor_id == -1 and log[-1].kind == "bot"
    assert game.options["think"] == "50"
    assert "think" not in json.loads(game.state_json)["options"]  # a table option, never the engine's


async def test_think_out_of_range_or_not_a_number_is_refused_with_the_range(table: Table, store: Store) -> None:
    for typed in ("think=10", "think=fast", "think=99999999"):
        reply = await table.new_game(BOB, "soup", typed)
        assert reply.ephemeral and "from 50 to 5000" in reply.text and "milliseconds" in reply.text, typed
    assert await store.live_game(CHANNEL) is None
