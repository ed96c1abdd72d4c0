"""The store: migrations, versioned saves, the append-only log, one live game per channel."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from table.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ChannelBusy,
    GameResult,
    LogEntry,
    Seat,
    SeatResult,
    StaleVersion,
    Store,
)


async def test_a_new_database_is_at_the_latest_schema_in_wal_mode(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "db.sqlite3")
    try:
        assert await store.schema_version() == SCHEMA_VERSION
    finally:
        await store.close()
    with sqlite3.connect(tmp_path / "db.sqlite3") as raw:
        assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def test_a_database_from_the_first_schema_is_migrated_with_its_games_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.executescript(MIGRATIONS[0] + "PRAGMA user_version = 1;")
        raw.execute(
            "INSERT INTO games (guild_id, channel_id, kind, status, seats, state, version, created_at, updated_at)"
            " VALUES (1, 2, 'animacule', 'lobby', '[{\"user_id\": 5, \"name\": \"Old\", \"bot\": false}]',"
            " NULL, 3, 0, 0)"
        )
        raw.execute("INSERT INTO moves VALUES (1, 1, 5, 'start', '[]', 0)")
    store = await Store.open(path)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        game = await store.live_game(2)
        assert game is not None and game.seats == [Seat(5, "Old")] and game.version == 3
        assert game.options == {} and game.creator_id == 0
        assert [e.action for e in await store.log(game.id)] == ["start"]
        await store.set_admin_role(1, 77)  # the table added by migration 2 exists
        assert await store.admin_role(1) == 77
    finally:
        await store.close()


async def test_a_database_from_a_newer_bot_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(RuntimeError, match="newer than this bot"):
        await Store.open(path)


async def test_only_one_live_game_per_channel_but_finished_ones_are_kept(store: Store) -> None:
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    with pytest.raises(ChannelBusy):
        await store.create_game(1, 9, "animacule", Seat(2, "B"), {})
    game.status = "finished"
    await store.save(game)
    again = await store.create_game(1, 9, "animacule", Seat(2, "B"), {})
    assert again.id != game.id
    assert (await store.game(game.id)).status == "finished"


async def test_a_save_from_an_old_version_is_refused_and_writes_nothing(store: Store) -> None:
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    first = await store.game(game.id)
    second = await store.game(game.id)
    first.state_json = '{"winner": "first"}'
    await store.save(first, [LogEntry(0, 1, "first")])
    second.state_json = '{"winner": "second"}'
    with pytest.raises(StaleVersion):
        await store.save(second, [LogEntry(0, 1, "second")])
    stored = await store.game(game.id)
    assert stored.state_json == '{"winner": "first"}' and stored.version == game.version + 1
    assert [e.action for e in await store.log(game.id)] == ["first"]


async def test_the_log_appends_in_order_and_returns_the_newest_entries(store: Store) -> None:
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    for n in range(5):
        game = await store.save(game, [LogEntry(0, 1, f"move {n}", [{"kind": "k", "text": str(n), "data": {}}])])
    entries = await store.log(game.id, last=2)
    assert [(e.seq, e.action) for e in entries] == [(4, "move 3"), (5, "move 4")]
    assert entries[1].events == [{"kind": "k", "text": "4", "data": {}}]


async def test_the_history_migration_sorts_old_log_entries_by_kind(tmp_path: Path) -> None:
    path = tmp_path / "clock.sqlite3"
    with sqlite3.connect(path) as raw:
        raw.executescript("".join(MIGRATIONS[:3]) + "PRAGMA user_version = 3;")
        raw.execute(
            "INSERT INTO games (guild_id, channel_id, kind, status, seats, state, version, created_at, updated_at)"
            " VALUES (1, 2, 'animacule', 'active', '[]', NULL, 9, 0, 0)")
        raw.executemany("INSERT INTO moves VALUES (1, ?, ?, ?, '[]', 0)", [
            (1, 5, "start"), (2, 5, "move 1 s"), (3, -1, "move 1 s"), (4, 6, "resign Bob"), (5, 99, "skip"),
            (6, 5, "timeout skip"), (7, 6, "move 1 e")])
    store = await Store.open(path)
    try:
        log = await store.log(1)
        assert [e.kind for e in log] == ["table", "move", "bot", "table", "table", "table", "move"]
        assert {(e.version, e.restores, e.undone) for e in log} == {(None, None, None)}
        assert await store.frames(1) == [] and await store.restorable_versions(1) is None
    finally:
        await store.close()


async def test_a_lost_save_records_no_result_and_no_mark(store: Store) -> None:
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    game.seats.append(Seat(2, "B"))
    game.status = "active"
    game = await store.save(game, [LogEntry(0, 1, "start", kind="table", state=b"x")])
    stale = await store.game(game.id)
    game = await store.save(game, [LogEntry(0, 1, "move 1 s", kind="move", state=b"y")])
    stale.status = "finished"
    result = GameResult("finished", (SeatResult(1, "A", False, True, 1), SeatResult(2, "B", False, False, 2)))
    with pytest.raises(StaleVersion):
        await store.save(stale, [LogEntry(0, 1, "undo", restores=1)], marks=[(2, "taken back")], result=result)
    assert await store.records(1, 1) == [] and await store.standings(1, "animacule") == []
    assert [e.undone for e in await store.log(game.id)] == [None, None]
    game.status = "finished"
    await store.save(game, result=result)
    (won,) = await store.records(1, 1)
    assert (won.games, won.wins, won.average_moves, won.average_place) == (1, 1, 1.0, 1.0)
    assert [(s.entity, round(s.rating)) for s in await store.standings(1, "animacule")] == [(1, 1016), (2, 984)]
