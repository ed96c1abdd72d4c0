"""Turn flow at the table: who may act, refusals that change nothing, stale and doubled
buttons, damaged saves, the end of a game."""

from __future__ import annotations

import asyncio
import json

import pytest

from rules.animacule import ENGINE
from table import custom_ids
from table.store import Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, EVE, Leavers, caller, play_to_the_end, resigned, started


async def _snapshot(store: Store) -> tuple[int, str | None, int]:
    game = await store.live_game(CHANNEL)
    return game.version, game.state_json, len(await store.log(game.id))


async def test_acting_out_of_turn_is_refused_naming_whom_we_wait_for(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    before = await _snapshot(store)
    reply = await table.act(BOB, "move 1 s")
    assert reply.ephemeral and "not your move" in reply.text and "Alice" in reply.text
    assert await _snapshot(store) == before


async def test_a_spectator_is_refused_and_told_how_to_watch(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    before = await _snapshot(store)
    reply = await table.act(CAROL, "move 1 s")
    assert reply.ephemeral and "watching this game" in reply.text and "/game board" in reply.text
    assert await _snapshot(store) == before


async def test_an_illegal_move_is_answered_with_the_reason_and_changes_nothing(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    before = await _snapshot(store)
    off_board = await table.act(ALICE, "move 1 n")
    assert off_board.ephemeral and "north" in off_board.text and "board" in off_board.text
    garbled = await table.act(ALICE, "fly 1 n")
    assert garbled.ephemeral and "move" in garbled.text
    assert await _snapshot(store) == before


async def test_a_button_from_an_older_board_is_stale(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    old_button = custom_ids.act_id(game.id, game.version, "move 1 s")
    await table.act(ALICE, "move 1 s")
    await table.act(BOB, "move 1 s")
    before = await _snapshot(store)
    reply = await table.press(ALICE, old_button)
    assert reply.ephemeral and "out of date" in reply.text
    assert await _snapshot(store) == before


async def test_a_button_from_a_reset_game_says_the_game_is_over(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    button = custom_ids.act_id(game.id, game.version, "move 1 s")
    await table.admin_reset(caller("Root", 99, admin=True))
    await table.new_game(CAROL, "animacule")
    reply = await table.press(ALICE, button)
    assert reply.ephemeral and f"game #{game.id}, which is over" in reply.text and "reset by Root" in reply.text


async def test_two_presses_of_one_button_at_the_same_moment_apply_once(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    button = custom_ids.act_id(game.id, game.version, "move 1 s")
    first, second = await asyncio.gather(table.press(ALICE, button), table.press(ALICE, button))
    assert sorted([first.ephemeral, second.ephemeral]) == [False, True]
    stale = first if first.ephemeral else second
    assert "out of date" in stale.text
    log = await store.log(game.id)
    assert [e.action for e in log].count("move 1 s") == 1
    assert (await store.live_game(CHANNEL)).version == game.version + 1


async def test_a_damaged_state_is_reported_to_admins_and_other_channels_keep_playing(
    table: Table, store: Store
) -> None:
    await started(table, ALICE, BOB)
    other = (caller("Ann", 21, channel=777), caller("Ben", 22, channel=777))
    await table.new_game(other[0], "animacule", "first=creator")
    await table.join(other[1])
    await table.start(other[0])
    game = await store.live_game(CHANNEL)
    await store._execute("UPDATE games SET state = '{\"schema_version\": 1, \"broken' WHERE id = ?", (game.id,))

    damaged = await table.act(ALICE, "move 1 s")
    assert "damaged" in damaged.text and "/admin reset" in damaged.text and "Admins" in damaged.text
    assert "damaged" in (await table.board(BOB)).text
    assert not (await table.act(other[0], "move 1 s")).ephemeral  # the other channel is untouched

    reset = await table.admin_reset(caller("Root", 99, admin=True))
    assert "archived" in reset.text
    assert await store.live_game(CHANNEL) is None


async def test_status_names_players_colours_animacules_and_whose_turn(table: Table) -> None:
    await started(table, ALICE, BOB)
    reply = await table.status(CAROL)
    assert reply.ephemeral
    assert "1. Alice [pink]" in reply.text and "2. Bob [orange]" in reply.text
    assert "1 @ a8: red" in reply.text
    assert "Waiting for Alice to move, attack or reproduce with one animacule." in reply.text


async def test_the_log_shows_moves_and_their_events_and_checks_its_count(table: Table) -> None:
    await started(table, ALICE, BOB)
    await table.act(ALICE, "move 1 s")
    reply = await table.log(CAROL, 5)
    assert "Alice: `move 1 s`" in reply.text and "a8 to a7" in reply.text
    refused = await table.log(CAROL, 0)
    assert refused.ephemeral and "between 1 and 50" in refused.text


async def test_export_is_a_json_record_with_state_and_log(table: Table) -> None:
    await started(table, ALICE, BOB)
    await table.act(ALICE, "move 1 s")
    reply = await table.export(CAROL)
    (attachment,) = reply.files
    record = json.loads(attachment.data)
    assert record["game"]["kind"] == "animacule" and record["game"]["status"] == "active"
    assert [e["action"] for e in record["log"]] == ["start", "move 1 s"]
    assert record["state"]["players"] == ["Alice", "Bob"]


async def test_rules_give_our_summary_and_interpretations(table: Table) -> None:
    reply = await table.rules(CAROL, "animacule")
    assert reply.ephemeral and "interpretations of the rulebook's gaps" in reply.text
    assert "\n- **" in reply.text  # the list of interpretations, one item per line
    assert reply.files and reply.files[0].name == "animacule-rules.md"
    unknown = await table.rules(CAROL, "go")
    assert unknown.ephemeral and "Unknown game `go`" in unknown.text


async def test_resigning_in_a_two_player_game_ends_it_with_the_other_as_winner(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    reply = await resigned(table, BOB)
    assert "Game over" in reply.text and "Alice" in reply.text
    assert reply.mentions == (ALICE.user_id,)  # Bob, who resigned, is looking at it
    finished = await store.game(game.id)
    assert finished.status == "finished" and "Alice" in finished.ended_reason
    assert await store.live_game(CHANNEL) is None


async def test_a_whole_game_played_through_the_table_ends_and_frees_the_channel(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, {0: ALICE, 1: BOB}, seed=5, limit=2000)
    assert (await store.game(game.id)).status == "finished"
    assert "Game over" in replies[-1].text
    assert await store.live_game(CHANNEL) is None


async def test_an_engine_failure_is_logged_with_the_game_id_and_changes_nothing(
    table: Table, store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await started(table, ALICE, BOB)
    before = await _snapshot(store)

    def broken(*args: object) -> None:
        raise RuntimeError("engine bug")

    monkeypatch.setattr(ENGINE, "apply", broken)
    reply = await table.act(ALICE, "move 1 s")
    assert reply.ephemeral and "Something went wrong on our side" in reply.text
    game = await store.live_game(CHANNEL)
    assert f"game {game.id} in channel {CHANNEL}" in caplog.text and "engine bug" in caplog.text
    assert await _snapshot(store) == before


async def test_a_lobby_button_of_a_reset_table_says_that_table_is_over(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule")
    old = await store.live_game(CHANNEL)
    await table.admin_reset(caller("Root", 99, admin=True))
    await table.new_game(BOB, "animacule")
    reply = await table.press(CAROL, custom_ids.lobby_id(old.id, "join"))
    assert reply.ephemeral and f"game #{old.id}, which is over (reset by Root)" in reply.text
    assert [s.name for s in (await store.live_game(CHANNEL)).seats] == ["Bob"]


async def test_resigning_twice_or_as_a_spectator_is_refused(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB, CAROL)
    assert not (await resigned(table, CAROL)).ephemeral
    before = await _snapshot(store)
    again = await table.resign(CAROL)
    assert again.ephemeral and again.text == "You are already out of this game, so there is nothing to resign."
    spectator = await table.resign(caller("Dan", 40))
    assert spectator.ephemeral and "not playing in this game" in spectator.text
    assert await _snapshot(store) == before


async def test_an_admin_skips_the_turn_of_a_player_who_is_away(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    refused = await table.admin_skip(BOB)
    assert refused.ephemeral and "Only admins" in refused.text
    reply = await table.admin_skip(caller("Root", 99, admin=True))
    assert "Root (admin) passed the open prompt." in reply.text
    assert "Waiting for **Bob [orange]** to move" in reply.text and reply.mentions == (BOB.user_id,)
    assert reply.pings[0].text.startswith("your turn")
    game = await store.live_game(CHANNEL)
    assert [e.action for e in await store.log(game.id)] == ["start", "skip"]


async def test_an_admin_skipping_a_player_who_left_the_server_removes_them_instead(table: Table, store: Store) -> None:
    """A game without a deadline has no clock to find a member gone: the admin's skip asks Discord, for the
    awaited members alone, and one who left leaves the game rather than be passed over at every turn."""
    table.left_server = leavers = Leavers(ALICE.user_id)
    await started(table, ALICE, BOB, CAROL)
    await table.admin_skip(BOB)  # not an admin: refused without asking Discord
    assert leavers.asked == []
    reply = await table.admin_skip(caller("Root", 99, admin=True))
    assert leavers.asked == [ALICE.user_id]
    assert "Alice is no longer a member of this server and leaves the game." in reply.text
    game = await store.live_game(CHANNEL)
    assert game.status == "active" and [e.action for e in await store.log(game.id)] == ["start", "resign Alice"]
    reply = await table.admin_skip(caller("Root", 99, admin=True))  # Bob is still here: an ordinary skip
    assert "Root (admin) passed the open prompt." in reply.text and leavers.asked == [ALICE.user_id, BOB.user_id]


async def test_an_admin_kicks_a_player_mid_game_and_the_game_goes_on(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB, CAROL)
    reply = await table.admin_kick(caller("Root", 99, admin=True), BOB.user_id)
    assert "Root (admin) removed Bob from the game." in reply.text and "Bob resigns." in reply.text
    assert (await store.live_game(CHANNEL)).status == "active"
    assert "not playing" in (await table.admin_kick(caller("Root", 99, admin=True), EVE.user_id)).text


async def test_after_the_end_the_board_shows_the_final_position_without_buttons(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await resigned(table, BOB)
    reply = await table.board(CAROL)
    assert reply.text.splitlines()[0] == "The final board of game #1."  # how it ended: said once, by the last line
    assert reply.text.count("Alice wins") == 1 and "🏁 **Game over.** Alice wins" in reply.text
    assert reply.image is not None and reply.choices == () and reply.mentions == ()
    status = await table.status(CAROL)
    assert "🏁 **Game over** (Alice wins" in status.text and ".)" not in status.text
