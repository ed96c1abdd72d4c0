"""The store, on SQLite and on PostgreSQL alike: migrations, versioned saves, the append-only log,
one live game per channel, the clock's rows, settings, and Discord's 64-bit ids."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bench.round_trips import statements_sent
from table.running.shards import Shards
from table.store import (
    MIGRATIONS,
    SCHEMA_VERSION,
    ChannelBusy,
    Deadline,
    GameResult,
    GameRow,
    GuildSettings,
    Hours,
    LogEntry,
    MemberSettings,
    Outgoing,
    Rated,
    Scoring,
    Seat,
    SeatResult,
    StaleVersion,
    Store,
    StoreBusy,
    StoreError,
    Takeback,
    is_postgres,
    open_store,
)
from table.store import migrate as store_migrate
from table.store import sqlite as sqlite_store
from table.store.games import LIVE_GAMES_SEATING
from tests.support.stores import raw, raw_script, write_lock_held

BIG = 1_234_567_890_123_456_789  # a Discord id: wider than 32 bits


@pytest.fixture
async def any_store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    yield opened
    await opened.close()


async def test_a_new_database_is_at_the_latest_schema(store_target: str) -> None:
    store = await open_store(store_target)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
    finally:
        await store.close()


async def test_a_new_sqlite_database_is_in_wal_mode(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db.sqlite3")
    await store.close()
    with sqlite3.connect(tmp_path / "db.sqlite3") as connection:
        assert connection.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


async def _at_version(target: str, version: int) -> None:
    """Write the schema version as the store keeps it, from outside the store."""
    store = await open_store(target, migrate=False)
    try:
        for statement in store.dialect.version_setup:
            await raw(target, statement)
        await raw(target, store.dialect.version_write.format(version=version))
    finally:
        await store.close()


async def test_a_database_from_the_first_schema_is_migrated_with_its_games_kept(store_target: str) -> None:
    await raw_script(store_target, MIGRATIONS[0])
    await _at_version(store_target, 1)
    await raw(store_target,
              "INSERT INTO games (guild_id, channel_id, kind, status, seats, state, version, created_at, updated_at)"
              " VALUES (1, 2, 'animacule', 'lobby', '[{\"user_id\": 5, \"name\": \"Old\", \"bot\": false}]',"
              " NULL, 3, 0, 0)")
    await raw(store_target, "INSERT INTO moves VALUES (1, 1, 5, 'start', '[]', 0)")
    store = await open_store(store_target)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        game = await store.live_game(2)
        assert game is not None and game.seats == [Seat(5, "Old")] and game.version == 3
        assert game.options == {} and game.creator_id == 0
        assert [e.action for e in await store.log(game.id)] == ["start"]
        await store.set_admin_role(1, 77)  # the table added by migration 2 exists
        assert await store.admin_role(1) == 77
        again = await store.create_game(1, 3, "soup", Seat(6, "New"), {})  # ids go on after the kept game's
        assert again.id == game.id + 1
    finally:
        await store.close()


async def test_a_database_from_a_newer_bot_is_refused(store_target: str) -> None:
    await _at_version(store_target, SCHEMA_VERSION + 1)
    with pytest.raises(RuntimeError, match="newer than this bot"):
        await open_store(store_target)


async def test_a_migration_that_fails_rolls_back_whole(store_target: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = await open_store(store_target)
    await store.close()
    broken = "CREATE TABLE half_done (id INTEGER); ALTER TABLE games ADD COLUMN x INTEGER; SELECT * FROM nowhere;"
    monkeypatch.setattr(store_migrate, "MIGRATIONS", (*MIGRATIONS, broken))
    monkeypatch.setattr(store_migrate, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    with pytest.raises(StoreError, match="nowhere"):
        await open_store(store_target)
    monkeypatch.undo()
    store = await open_store(store_target)
    try:
        assert await store.schema_version() == SCHEMA_VERSION
        assert "half_done" not in [name for (name,) in await store._read_all(store.dialect.tables_query)]
        assert "x" not in [name for (name,) in await store._read_all(store.dialect.columns_query, ("games",))]
    finally:
        await store.close()


async def test_processes_starting_together_migrate_once_and_the_others_wait(store_target: str) -> None:
    stores = await asyncio.gather(*(open_store(store_target) for _ in range(4)))
    try:
        assert [await store.schema_version() for store in stores] == [SCHEMA_VERSION] * 4
        game = await stores[0].create_game(1, 9, "animacule", Seat(1, "A"), {})
        assert (await stores[3].game(game.id)).kind == "animacule"
    finally:
        for store in stores:
            await store.close()


def test_starts_turning_a_new_file_to_wal_together_all_get_through(tmp_path: Path) -> None:
    """SQLite refuses one of two simultaneous lock upgrades outright (measured: 8 of 300 new files
    opened by four starts at once failed before the probe tried again)."""
    refused: list[Exception] = []

    def start(path: str) -> None:
        try:
            sqlite_store._probe(path)
        except sqlite3.Error as error:
            refused.append(error)

    for n in range(150):
        starts = [threading.Thread(target=start, args=(str(tmp_path / f"new-{n}.sqlite3"),)) for _ in range(4)]
        for thread in starts:
            thread.start()
        for thread in starts:
            thread.join()
    assert refused == []


async def test_only_one_live_game_per_channel_but_finished_ones_are_kept(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    with pytest.raises(ChannelBusy):
        await store.create_game(1, 9, "animacule", Seat(2, "B"), {})
    game.status = "finished"
    await store.save(game)
    again = await store.create_game(1, 9, "animacule", Seat(2, "B"), {})
    assert again.id != game.id
    assert (await store.game(game.id)).status == "finished"
    assert await store.count_games() == 1 and await store.count_games(("finished",)) == 1
    assert (await store.latest_game(9)).id == again.id


async def test_a_save_from_an_old_version_is_refused_and_writes_nothing(any_store: Store) -> None:
    store = any_store
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


async def test_a_save_returns_the_new_row_and_leaves_the_one_given_as_it_was(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    given = replace(game, state_json='{"turn": 2}')
    saved = await store.save(given, [LogEntry(0, 1, "move")])
    assert given == replace(game, state_json='{"turn": 2}')
    assert saved.version == game.version + 1 and saved.state_json == '{"turn": 2}'
    assert saved == await store.game(game.id)
    ended = await store.archive(saved, "archived by Root")
    assert saved.status == "lobby" and saved.ended_reason is None and saved == replace(given, version=saved.version,
                                                                                        updated_at=saved.updated_at)
    assert (ended.status, ended.ended_reason, ended.version) == ("finished", "archived by Root", saved.version + 1)
    assert ended == await store.game(game.id)


async def test_the_store_writes_the_ratings_its_scoring_works_out(store_target: str) -> None:
    """Places and ratings are the table's: the store reads the ratings before, hands them to its
    scoring and writes the rows it gives back."""
    asked: list[tuple[dict[int, float], list[int]]] = []

    def rated(known: Mapping[int, float], seats: Sequence[SeatResult]) -> list[Rated]:
        asked.append((dict(known), [seat.user_id for seat in seats]))
        return [Rated(seat.user_id, seat.name.upper(), 1500.0 + seat.user_id, seat.won) for seat in seats]

    scoring = Scoring(entities=lambda seats: [seat.user_id for seat in seats], rated=rated,
                      final_places=lambda kind, state, seats: None)
    store = await open_store(store_target, scoring=scoring)
    try:
        for channel in (9, 10):
            game = await store.create_game(1, channel, "extinction", Seat(1, "a"), {})
            ended = replace(game, status="finished", seats=[Seat(1, "a"), Seat(2, "b")])
            await store.save(ended, result=GameResult("finished", (SeatResult(1, "a", False, True, 1),
                                                                   SeatResult(2, "b", False, False, 2))))
        standings = await store.standings(1, "extinction")
        assert [(s.entity, s.name, s.rating, s.games, s.wins) for s in standings] == [(2, "B", 1502.0, 2, 0),
                                                                                      (1, "A", 1501.0, 2, 2)]
        assert asked == [({}, [1, 2]), ({1: 1501.0, 2: 1502.0}, [1, 2])]
    finally:
        await store.close()


async def test_two_processes_saving_the_same_version_at_once_land_exactly_one(store_target: str) -> None:
    one, other = await open_store(store_target), await open_store(store_target)
    try:
        game = await one.create_game(1, 9, "animacule", Seat(1, "A"), {})
        rows = [await one.game(game.id), await other.game(game.id)]
        for n, row in enumerate(rows):
            row.state_json = f'{{"by": {n}}}'
        outcomes = await asyncio.gather(one.save(rows[0], [LogEntry(0, 1, "by 0")]),
                                        other.save(rows[1], [LogEntry(0, 1, "by 1")]), return_exceptions=True)
        assert sorted(type(o).__name__ for o in outcomes) == ["GameRow", "StaleVersion"]
        winner = next(n for n, o in enumerate(outcomes) if not isinstance(o, Exception))
        assert (await other.game(game.id)).state_json == f'{{"by": {winner}}}'
        assert [e.action for e in await one.log(game.id)] == [f"by {winner}"]
    finally:
        await one.close()
        await other.close()


async def test_the_log_appends_in_order_and_returns_the_newest_entries(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    for n in range(5):
        game = await store.save(game, [LogEntry(0, 1, f"move {n}", [{"kind": "k", "text": str(n), "data": {}}])])
    entries = await store.log(game.id, last=2)
    assert [(e.seq, e.action) for e in entries] == [(4, "move 3"), (5, "move 4")]
    assert entries[1].events == [{"kind": "k", "text": "4", "data": {}}]
    game = await store.archive(game, "reset by Root", [LogEntry(0, BIG, "reset")])
    assert (await store.game(game.id)).ended_reason == "reset by Root"
    assert [(e.seq, e.actor_id) for e in await store.log(game.id, last=1)] == [(6, BIG)]


async def test_discord_ids_and_fractions_of_a_second_read_back_exactly(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(BIG, BIG + 1, "soup", Seat(BIG + 2, "Big", colour=3), {"board": "big"}, 86_400)
    stored = await store.live_game(BIG + 1)
    assert (stored.guild_id, stored.channel_id, stored.seats, stored.options, stored.deadline) == (
        BIG, BIG + 1, [Seat(BIG + 2, "Big", colour=3)], {"board": "big"}, 86_400)
    assert stored.created_at == game.created_at and stored.created_at != int(stored.created_at)
    assert [g.id for g in await store.live_games_in(BIG)] == [game.id]


async def test_settings_are_kept_per_server_and_member(any_store: Store) -> None:
    store = any_store
    assert await store.guild_settings(BIG) == GuildSettings()
    await store.set_admin_role(BIG, BIG + 5)
    await store.set_defaults(BIG, 3600, "50%,1h", 3)
    assert await store.guild_settings(BIG) == GuildSettings(BIG + 5, 3600, "50%,1h", 3)
    await store.set_admin_role(BIG, None)
    assert await store.admin_role(BIG) is None and (await store.guild_settings(BIG)).deadline == 3600
    away = MemberSettings("dm", 1000.5, "bot")
    await store.set_member(BIG, BIG + 7, away)
    await store.set_member(BIG, BIG + 8, MemberSettings("off"))
    assert await store.member(BIG, BIG + 7) == away and await store.member(BIG, 1) == MemberSettings()
    assert await store.members(BIG, [BIG + 7, BIG + 8, 1]) == {BIG + 7: away, BIG + 8: MemberSettings("off")}
    assert await store.members(BIG, []) == {}
    assert await store.aways_ended(1000.0) == [] and await store.aways_ended(1001.0) == [(BIG, BIG + 7)]
    assert await store.next_due() == 1000.5


async def test_followers_are_added_once_and_removed(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    for _ in range(2):
        await store.set_following(game.id, BIG, True)
    await store.set_following(game.id, 5, True)
    assert sorted(await store.followers(game.id)) == [5, BIG]
    await store.set_following(game.id, BIG, False)
    assert await store.followers(game.id) == [5]


def _deadline(game_id: int, seat: int, guild: int, next_at: float | None, paused_at: float | None = None) -> Deadline:
    return Deadline(game_id, seat, "turn", BIG + seat, guild, 9, 100.0, 200.5, 0, next_at, paused_at)


async def test_a_save_replaces_the_deadlines_and_the_clock_finds_what_is_due(any_store: Store) -> None:
    store = any_store
    guild_a, guild_b = 1 << 22, 2 << 22  # shards 1 and 0 of two
    game = await store.create_game(guild_a, 9, "animacule", Seat(1, "A"), {})
    other = await store.create_game(guild_b, 10, "animacule", Seat(1, "A"), {})
    game = await store.save(game, deadlines=[_deadline(game.id, 0, guild_a, 150.25),
                                             _deadline(game.id, 1, guild_a, None)])
    await store.save(other, deadlines=[_deadline(other.id, 0, guild_b, 120.0)])
    assert [d.seat for d in await store.deadlines(game.id)] == [0, 1]
    assert await store.due_deadlines(149.0, 10) == [_deadline(other.id, 0, guild_b, 120.0)]
    assert [d.game_id for d in await store.due_deadlines(151.0, 10)] == [other.id, game.id]
    assert [d.game_id for d in await store.due_deadlines(151.0, 10, Shards(2, (1,)))] == [game.id]
    assert await store.next_due(Shards(2, (1,))) == 150.25 and await store.next_due() == 120.0
    assert [d.seat for d in await store.member_deadlines(guild_a, BIG + 1)] == [1]
    game = await store.save(game, deadlines=[_deadline(game.id, 1, guild_a, 170.0)])
    assert [d.seat for d in await store.deadlines(game.id)] == [1]
    await store.save(game)  # no deadlines given: they stay as they are
    assert len(await store.deadlines(game.id)) == 1


async def test_a_clock_step_lands_only_on_the_deadline_it_read_nulls_included(any_store: Store) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    paused = _deadline(game.id, 0, 1, None, paused_at=150.0)
    await store.save(game, deadlines=[paused])
    resumed = _deadline(game.id, 0, 1, 180.0)
    assert await store.step_deadline(paused, resumed)
    assert not await store.step_deadline(paused, resumed)  # it moved on: a second step from the old one fails
    reminded = Deadline(**{**resumed.__dict__, "sent": 1, "next_at": 190.0})
    assert await store.step_deadline(resumed, reminded)
    assert await store.deadlines(game.id) == [reminded]


async def test_a_write_waiting_on_another_process_gives_up_busy_and_reads_go_on(any_store: Store,
                                                                                store_target: str) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    async with write_lock_held(store_target):
        started = time.perf_counter()
        with pytest.raises(StoreBusy):
            await store.save(game, [LogEntry(0, 1, "blocked")])
        assert time.perf_counter() - started < 2.5
        started = time.perf_counter()
        assert (await store.game(game.id)).version == game.version
        assert time.perf_counter() - started < 0.5
    saved = await store.save(await store.game(game.id), [LogEntry(0, 1, "later")])
    assert [e.action for e in await store.log(saved.id)] == ["later"]


async def test_damaged_rows_read_back_marked_and_only_archive_writes_them(any_store: Store,
                                                                           store_target: str) -> None:
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    game = await store.save(game, [LogEntry(0, 1, "start", [{"text": "began"}])])
    await raw(store_target, "UPDATE games SET seats = '[{broken' WHERE id = ?", game.id)
    await raw(store_target, "UPDATE moves SET events = '{\"not\": \"a list\"}' WHERE game_id = ?", game.id)
    damaged = await store.live_game(9)
    assert damaged.damage and "seats" in damaged.damage
    assert (await store.log(game.id))[0].events[0]["kind"] == "damaged"
    with pytest.raises(ValueError, match="damaged"):
        await store.save(damaged)
    await store.archive(damaged, "archived by Root")
    assert await store.live_game(9) is None
    assert await raw(store_target, "SELECT seats FROM games WHERE id = ?", game.id) == [("[{broken",)]


async def test_the_history_migration_sorts_old_log_entries_by_kind(store_target: str) -> None:
    await raw_script(store_target, "".join(MIGRATIONS[:3]))
    await _at_version(store_target, 3)
    await raw(store_target,
              "INSERT INTO games (guild_id, channel_id, kind, status, seats, state, version, created_at, updated_at)"
              " VALUES (1, 2, 'animacule', 'active', '[]', NULL, 9, 0, 0)")
    for row in [(1, 5, "start"), (2, 5, "move 1 s"), (3, -1, "move 1 s"), (4, 6, "resign Bob"), (5, 99, "skip"),
                (6, 5, "timeout skip"), (7, 6, "move 1 e")]:
        await raw(store_target, "INSERT INTO moves VALUES (1, ?, ?, ?, '[]', 0)", *row)
    store = await open_store(store_target)
    try:
        log = await store.log(1)
        assert [e.kind for e in log] == ["table", "move", "bot", "table", "table", "table", "move"]
        assert {(e.version, e.restores, e.undone) for e in log} == {(None, None, None)}
        assert await store.frames(1) == [] and await store.restorable_versions(1) is None
    finally:
        await store.close()


async def test_a_lost_save_records_no_result_and_no_mark(any_store: Store) -> None:
    store = any_store
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


async def test_results_saved_by_two_processes_at_once_all_count_in_the_ratings(store_target: str,
                                                                                tmp_path: Path) -> None:
    result = GameResult("finished", (SeatResult(1, "A", False, True, 1), SeatResult(2, "B", False, False, 2)))

    async def finished_games(stores: list[Store], count: int) -> list[GameRow]:
        games = []
        for n in range(count):
            game = await stores[0].create_game(1, 100 + n, "animacule", Seat(1, "A"), {})
            game.seats.append(Seat(2, "B"))
            game.status = "finished"
            games.append(game)
        return games

    one_by_one = await open_store(tmp_path / "sequential.sqlite3")
    for game in await finished_games([one_by_one], 8):
        await one_by_one.save(game, result=result)
    expected = await one_by_one.standings(1, "animacule")
    await one_by_one.close()

    stores = [await open_store(store_target), await open_store(store_target)]
    try:
        games = await finished_games(stores, 8)
        await asyncio.gather(*(stores[n % 2].save(game, result=result) for n, game in enumerate(games)))
        assert await stores[1].standings(1, "animacule") == expected
        assert [s.games for s in expected] == [8, 8]
    finally:
        for store in stores:
            await store.close()


class _CommitFails:
    """A SQLite connection whose COMMIT fails as a disk failing under it does: SQLite ends (rolls
    back) the transaction itself and says why. The store runs a transaction's statements on the
    sqlite3 connection in its writer's thread, so the failure is planted there."""

    def __init__(self, connection: Any) -> None:
        self._connection = connection

    @property
    def _conn(self) -> Any:
        return _FailingCommit(self._connection._conn)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._connection, name)


class _FailingCommit:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    def execute(self, sql: str, *params: Any) -> Any:
        if sql == "COMMIT":
            self._connection.execute("ROLLBACK")
            raise sqlite3.OperationalError("disk I/O error")
        return self._connection.execute(sql, *params)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._connection, name)


async def test_a_failed_sqlite_commit_is_raised_and_logged_as_itself(tmp_path: Path,
                                                                     caplog: pytest.LogCaptureFixture) -> None:
    """A COMMIT that fails shows its own error, not the "no transaction is active" of the ROLLBACK
    after it (issue 22, item 10)."""
    store = await open_store(str(tmp_path / "games.sqlite3"))
    try:
        game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
        store._db = _CommitFails(store._db)  # type: ignore[attr-defined]
        with pytest.raises(sqlite3.OperationalError, match="disk I/O error"):
            await store.save(game, [LogEntry(0, 1, "lost")])
        assert "disk I/O error" in caplog.text and "no transaction is active" not in caplog.text
        store._db = store._db._connection  # type: ignore[attr-defined]
        assert (await store.game(game.id)).version == game.version and await store.log(game.id) == []
        assert [e.action for e in await store.log((await store.save(game, [LogEntry(0, 1, "kept")])).id)] == ["kept"]
    finally:
        await store.close()


async def test_a_moves_save_on_sqlite_is_one_job_on_the_writers_thread(tmp_path: Path) -> None:
    """The row, its log entries, the deadlines and the outbox post go to SQLite's writer thread
    together with BEGIN and COMMIT (issue 19): each job there is a hop between threads."""
    store = await open_store(str(tmp_path / "games.sqlite3"))
    try:
        game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
        jobs = 0
        send = store._db._execute  # type: ignore[attr-defined]

        async def counted(*args: Any, **kwargs: Any) -> Any:
            nonlocal jobs
            jobs += 1
            return await send(*args, **kwargs)

        store._db._execute = counted  # type: ignore[attr-defined]
        post = Outgoing(1, 9, "{}", 0.0, game.id, game.version + 1)
        game = await store.save(game, [LogEntry(0, 1, "a1"), LogEntry(0, 1, "a2")], [_deadline(game.id, 0, 1, 150.0)],
                                post=post)
        assert jobs == 1
        assert [e.action for e in await store.log(game.id)] == ["a1", "a2"]
        assert [d.seat for d in await store.deadlines(game.id)] == [0]
        assert len(await store.pending_posts(1.0, 10)) == 1
        stale = GameRow(**{**game.__dict__, "version": game.version - 1})
        with pytest.raises(StaleVersion):
            await store.save(stale, [LogEntry(0, 1, "lost")], [])
        assert [e.action for e in await store.log(game.id)] == ["a1", "a2"]
        assert [d.seat for d in await store.deadlines(game.id)] == [0]
    finally:
        await store.close()


async def test_a_moves_save_on_postgres_is_one_round_trip(postgres_server: Any) -> None:
    """The row, its log entries (numbered on from the last), the deadlines (replaced) and the outbox post
    are one statement on PostgreSQL (issue 19), and a stale version writes none of them."""
    store = await open_store(postgres_server.new_database("round_trip"))
    try:
        game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
        game = await store.save(game, [LogEntry(0, 1, "a1")], [_deadline(game.id, 0, 1, 150.0),
                                                               _deadline(game.id, 1, 1, 160.0)])
        post = Outgoing(1, 9, "{}", 0.0, game.id, game.version + 1)
        state = LogEntry(0, 1, "a3", [{"text": "x"}], state=b"kept", kind="move")
        with statements_sent() as statements:
            game = await store.save(game, [LogEntry(0, 1, "a2"), state], [_deadline(game.id, 1, 1, 170.0)], post=post)
        assert len(statements) == 1, statements
        log = await store.log(game.id)
        assert [(e.seq, e.action, e.version) for e in log] == [(1, "a1", 2), (2, "a2", 3), (3, "a3", 3)]
        assert log[2].kind == "move" and log[2].events == [{"text": "x"}]
        assert await store.snapshot(game.id, 3) == b"kept"
        assert await store.deadlines(game.id) == [_deadline(game.id, 1, 1, 170.0)]
        assert [(p.game_id, p.board_version) for p in await store.pending_posts(1.0, 10)] == [(game.id, game.version)]
        stale = GameRow(**{**game.__dict__, "version": game.version - 1})
        with pytest.raises(StaleVersion):
            await store.save(stale, [LogEntry(0, 1, "lost")], [], post=post)
        assert [e.action for e in await store.log(game.id)] == ["a1", "a2", "a3"]
        assert len(await store.deadlines(game.id)) == 1 and len(await store.pending_posts(1.0, 10)) == 1
        assert (await store.game(game.id)).version == game.version
    finally:
        await store.close()


async def test_a_moves_reads_together_give_what_each_read_gives_alone(any_store: Store) -> None:
    """Store.move_context (one job on SQLite's reader thread, one statement on PostgreSQL) reads the
    members, clocks (by seat), server settings, take-back request, followers and the members' own hours
    as the reads alone do."""
    store = any_store
    game = await store.create_game(1, 9, "animacule", Seat(1, "A"), {})
    game = await store.save(game, deadlines=[_deadline(game.id, 2, 1, None, 130.5), _deadline(game.id, 0, 1, 150.25)])
    await store.set_member(1, BIG, MemberSettings("dm", 1.5e9, "bot"))
    await store.set_defaults(1, None, "50%,1h", 3)
    await store.put_takeback(Takeback(game.id, BIG, 4, game.version, (BIG + 1,), 10.25))
    await store.set_following(game.id, BIG + 7, True)
    await store.set_hours(BIG + 1, Hours(9, 23, "Europe/Berlin"))
    await store.set_hours(BIG + 1, Hours(20, 2, "Asia/Tokyo"))  # set again: replaced
    await store.set_hours(BIG + 2, Hours(8, 22, "UTC"))
    context = await store.move_context(game, [BIG, BIG + 1])
    assert context.hours == await store.hours_of([BIG, BIG + 1]) == {BIG + 1: Hours(20, 2, "Asia/Tokyo")}
    await store.set_hours(BIG + 2, None)
    assert await store.hours_of([BIG + 2]) == {}
    assert context.members == await store.members(1, [BIG, BIG + 1]) == {BIG: MemberSettings("dm", 1.5e9, "bot")}
    assert context.deadlines == await store.deadlines(game.id) and [d.seat for d in context.deadlines] == [0, 2]
    assert context.settings == await store.guild_settings(1) == GuildSettings(None, None, "50%,1h", 3)
    assert context.takeback == await store.takeback(game.id) == Takeback(game.id, BIG, 4, game.version, (BIG + 1,),
                                                                          10.25)
    assert context.followers == [BIG + 7]
    empty = await store.move_context(await store.create_game(2, 10, "animacule", Seat(1, "A"), {}), [])
    assert (empty.members, empty.deadlines, empty.settings, empty.takeback, empty.followers) == \
        ({}, [], GuildSettings(), None, [])


async def test_a_members_live_games_are_found_in_every_server_and_only_theirs(any_store: Store) -> None:
    """/mygames (issue 34): whichever process or shard a direct message reaches reads every server's games."""
    store = any_store
    mine_here = await store.create_game(1, 100, "soup", Seat(11, "al"), {})
    mine_there = await store.create_game(2, 200, "micro", Seat(12, "bo"), {})
    mine_there.seats.append(Seat(11, "al"))
    await store.save(mine_there)
    await store.create_game(3, 300, "soup", Seat(111, "al2"), {})  # an id that only starts like theirs
    ended = await store.create_game(4, 400, "soup", Seat(11, "al"), {})
    ended.status = "finished"
    await store.save(ended)
    assert [(g.id, g.guild_id) for g in await store.live_games_of(11)] == [(mine_here.id, 1), (mine_there.id, 2)]
    assert [g.id for g in await store.live_games_of(111)] == [3]
    assert await store.live_games_of(99) == []


async def test_a_members_live_games_are_found_among_the_live_ones_not_every_game_ever_played(
        store_target: str, any_store: Store) -> None:
    """/mygames reads the live games through an index of those alone, so that it costs what is being played, not
    the months of ended games beside them: SQLite through `live_games` (schema 13) as the bot leaves it (never
    analysed; before, it read every game), PostgreSQL through either once it has counted the rows."""
    await any_store.create_game(1, 100, "soup", Seat(11, "al"), {})
    ended = ("INSERT INTO games (guild_id, channel_id, kind, status, seats, state, created_at, updated_at) "
             "SELECT 1, 1000 + n, 'soup', 'finished', '[]', NULL, 0, 0 FROM {rows}")
    plan = f"EXPLAIN {'' if is_postgres(store_target) else 'QUERY PLAN '}{LIVE_GAMES_SEATING}"
    if is_postgres(store_target):
        await raw_script(store_target, ended.format(rows="generate_series(1, 20000) AS n") + "; ANALYZE games")
    else:
        await raw_script(store_target, ended.format(
            rows="(WITH RECURSIVE n(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM n WHERE n < 20000) SELECT n FROM n)"))
    planned = " ".join(str(row[-1]) for row in await raw(store_target, plan, '%{"user_id": 11, %'))
    assert any(f" {index}" in planned for index in ("live_games", "one_live_game_per_channel")), planned  # both partial
    assert [g.channel_id for g in await any_store.live_games_of(11)] == [100]
