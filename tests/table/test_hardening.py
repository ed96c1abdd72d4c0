"""Issue 7 at the table: damaged rows, a render failing after a save, a busy store, ids out of
range, buttons of other games, names no font should see. Each changes nothing it should not,
and says what it is, on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import table.core as table_core
from messages import say
from table.store import Store, StoreError, open_store
from table.table import Table
from tests.support.stores import raw, write_lock_held
from tests.table.conftest import ADMIN, ALICE, BOB, CHANNEL, caller, started
from workers import pool as render_pool


@pytest.fixture
async def store(store_target: str) -> AsyncIterator[Store]:
    """This module's tables run on each backend in turn."""
    opened = await open_store(store_target)
    yield opened
    await opened.close()


@pytest.mark.parametrize("column,value", [
    ("seats", "[{\"user_id\": 11, \"name\""),
    ("seats", "{\"not\": \"a list\"}"),
    ("options", "[1, 2]"),
    ("kind", "chess"),
])
async def test_a_damaged_column_is_reported_and_an_admin_reset_frees_the_channel(
    table: Table, store: Store, store_target: str, column: str, value: str
) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    await raw(store_target, f"UPDATE games SET {column} = ? WHERE id = ?", value, game.id)  # a bad disk, a hand edit
    for reply in (await table.act(ALICE, "move 1 s"), await table.board(BOB), await table.status(BOB),
                  await table.new_game(BOB, "soup")):
        assert "damaged" in reply.text or "already has a game" in reply.text, reply.text
        assert say("failure") not in reply.text
    reset = await table.admin_reset(ADMIN)
    assert "archived" in reset.text and await store.live_game(CHANNEL) is None
    assert not (await table.new_game(BOB, "animacule")).ephemeral
    # the damaged value is kept for whoever looks into it
    assert await raw(store_target, f"SELECT {column} FROM games WHERE id = ?", game.id) == [(value,)]


async def test_a_damaged_log_entry_is_shown_as_damaged_and_the_rest_of_the_log_reads(
    table: Table, store: Store, store_target: str
) -> None:
    await started(table, ALICE, BOB)
    await table.act(ALICE, "move 1 s")
    game = await store.live_game(CHANNEL)
    await raw(store_target, "UPDATE moves SET events = '[{broken' WHERE game_id = ? AND seq = 1", game.id)
    reply = await table.log(BOB)
    assert "damaged" in reply.text and "move 1 s" in reply.text
    assert "record of game" in (await table.export(BOB)).text


async def test_a_board_that_cannot_be_drawn_does_not_hide_a_saved_move(
    table: Table, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(table, ALICE, BOB)

    async def broken(*_args: object) -> bytes:
        raise OSError("no font for this name")

    monkeypatch.setattr(render_pool, "render", broken)
    reply = await table.act(ALICE, "move 1 s")
    assert not reply.ephemeral and reply.image is None
    assert "could not be drawn" in reply.text and "stands" in reply.text and "nothing was changed" not in reply.text
    game = await store.live_game(CHANNEL)
    assert [e.action for e in await store.log(game.id)] == ["start", "move 1 s"]
    monkeypatch.undo()
    assert (await table.board(BOB)).image is not None  # `/game board` tries again


async def test_a_failure_after_the_save_does_not_claim_nothing_changed(
    table: Table, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started(table, ALICE, BOB)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("bug while building the post")

    monkeypatch.setattr(table_core, "board_post", broken)
    reply = await table.act(ALICE, "move 1 s")
    assert reply.ephemeral and reply.text == say("failure-after-save")
    refused = await table.act(ALICE, "fly away")  # nothing saved: the plain refusal, no failure at all
    assert refused.ephemeral and say("failure-after-save") not in refused.text


async def test_a_store_locked_by_another_process_answers_busy_quickly_and_reads_still_work(
    table: Table, store_target: str
) -> None:
    await started(table, ALICE, BOB)
    async with write_lock_held(store_target):  # another process holds the write lock
        started_at = time.perf_counter()
        reply = await table.act(ALICE, "move 1 s")
        busy_for = time.perf_counter() - started_at
        assert reply.ephemeral and reply.text == say("store-busy") and busy_for < 2.5
        started_at = time.perf_counter()
        log = await table.log(BOB)
        assert "start" in log.text and time.perf_counter() - started_at < 0.5
    assert not (await table.act(ALICE, "move 1 s")).ephemeral


async def test_ids_that_are_not_discord_ids_are_refused_at_the_edge(table: Table) -> None:
    for role in (2**63, 2**70, 0, -5):
        reply = await table.admin_role(ADMIN, role)
        assert reply.ephemeral and "not a Discord role id" in reply.text
    await started(table, ALICE, BOB)
    assert "not a Discord member id" in (await table.admin_kick(ADMIN, 2**64)).text


async def test_buttons_of_other_games_say_where_that_game_is(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    elsewhere = caller("Ann", 21, channel=777)
    await table.new_game(elsewhere, "animacule")
    other = await store.live_game(777)
    reply = await table.press(ALICE, f"act:{other.id}:{other.version}:move 1 s")
    assert f"game #{other.id}, which is played in <#777>" in reply.text
    assert "no record of" in (await table.press(ALICE, "act:999:1:move 1 s")).text
    await table.admin_reset(ADMIN)
    assert "which is over (reset by Root)" in (await table.press(ALICE, "act:1:3:move 1 s")).text
    for forged in ("foo", "act:-3:1:x", "act:1:" + "9" * 5000, "lobby:1:explode", "act:1:1:MOVE"):
        assert "not one this bot understands" in (await table.press(ALICE, forged)).text
    assert "which is over" in (await table.press(ALICE, "act:1:1:" + "x" * 6000)).text


async def test_names_with_control_and_separator_characters_are_cleaned_and_the_game_draws(
    table: Table, store: Store
) -> None:
    hostile = caller("x\u2029y\u0085z\r\x1c\x1d\x1e", 31)
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.join(hostile)
    reply = await table.start(ALICE)
    assert reply.image is not None and not reply.ephemeral
    game = await store.live_game(CHANNEL)
    assert game.seats[1].name == "x y z"


@pytest.mark.parametrize("path_kind", ["directory", "not a database"])
async def test_a_store_that_cannot_be_opened_says_why_and_leaves_no_thread_behind(
    tmp_path: Path, path_kind: str
) -> None:
    path = tmp_path / "games.sqlite3"
    if path_kind == "directory":
        path.mkdir()
    else:
        path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match=str(path)):
        await asyncio.wait_for(Store.open(path), 5)
