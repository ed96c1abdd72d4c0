"""Bot seats' levels at the table: chosen with /game addbot, kept in the seat record, shown beside the
seat's name, played by the level's policy; the `think=` option for the strong bot; and `hints=on`
with /game hint."""

from __future__ import annotations

import json

from games import engine_for
from table.records.results import HINTED
from table.store import Seat, Store
from table.table import Table
from tests.support.extinction_positions import migrating_by_groups
from tests.support.reach import reach, seated, state_of
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, play_to_the_end


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
    await table.new_game(ALICE, "soup")
    added = await table.add_bot(ALICE)
    assert "Bot 1 (bot, normal)" in added.text
    by_button = await table.press(ALICE, next(c for c in added.choices if c.label == "Add bot").custom_id)
    assert "Bot 2 (bot, normal)" in by_button.text
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


async def test_hints_are_refused_at_a_rated_table(table: Table) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.join(BOB)
    await table.start(ALICE)
    reply = await table.hint(ALICE)
    assert reply.ephemeral and "Hints are off" in reply.text and "hints=on" in reply.text


async def test_a_hint_is_the_callers_own_legal_move_told_privately(table: Table, store: Store) -> None:
    lobby = await table.new_game(ALICE, "animacule", "first=creator hints=on think=50")
    assert "Hints are on" in lobby.text and "unrated" in lobby.text
    await table.join(BOB)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    engine = engine_for("animacule")
    state = engine.load(json.loads(game.state_json))
    hint = await table.hint(ALICE)
    assert hint.ephemeral and "The strong bot would play" in hint.text and "Why:" in hint.text
    notation = hint.text.split("`")[1]
    assert notation in {a.notation for a in engine.legal_actions(state, 0)}
    assert (await store.live_game(CHANNEL)).version == game.version  # a hint changes nothing
    not_yours = await table.hint(BOB)
    assert not_yours.ephemeral and "not your move" in not_yours.text
    watching = await table.hint(CAROL)
    assert watching.ephemeral and "watching this game" in watching.text


async def test_a_hint_in_a_menu_of_groups_is_a_whole_move(store: Store) -> None:
    """Extinction lists a migration by groups ("From e5 (3)", then a row); the strong bot's search picks
    among them, but the hint goes on to the move it leads to and gives that, ready to type."""
    table = Table(store, seed_source=lambda: 4)  # alice's species can migrate
    await seated(table, "extinction", (ALICE, BOB), "hints=on think=50")

    await reach(store, CHANNEL, migrating_by_groups)
    engine, state = await state_of(store, CHANNEL)
    hint = await table.hint(ALICE)
    assert hint.ephemeral and hint.text.count("`") == 2, hint.text
    notation = hint.text.split("`")[1]
    _played, after, events = engine.play(state, 0, notation)
    still_choosing = any(p.seat == 0 and p.kind == "migrate" for p in engine.prompts(after))
    assert events or not still_choosing, f"{notation!r} only narrows the menu"


async def test_a_game_with_hints_on_ends_unrated(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator hints=on")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    await play_to_the_end(table, store, {0: ALICE}, seed=3)
    records = await store.records(ALICE.guild_id, ALICE.user_id)
    assert [r.outcome for r in records] == [HINTED]
    assert not await store.standings(ALICE.guild_id, "animacule")
