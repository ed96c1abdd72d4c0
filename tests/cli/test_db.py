"""`python bot.py db` as an operator runs it: copy SQLite to PostgreSQL and back with every row
kept, refuse to overwrite without --force, check a store and name what is wrong, migrate once."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules.animacule import ENGINE
from table.store import MIGRATIONS, SCHEMA_VERSION, GameResult, LogEntry, Seat, SeatResult, open_store
from table.store.scratch import ScratchPostgres
from table.table import Table
from tests.support.stores import new_target, raw, raw_script
from tests.table.conftest import ADMIN, ALICE, BOB, CHANNEL, caller, started

ROOT = Path(__file__).resolve().parents[2]


def bot_py(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_PATH")}
    return subprocess.run([sys.executable, str(ROOT / "bot.py"), *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, env={**environment, **env})


async def fill(target: str) -> None:
    """A store as a server leaves it: a game in play with its clock and a follower, a game reset,
    a game finished with its result and ratings, the server's settings, a member away,
    Discord-sized ids, states kept as bytes."""
    store = await open_store(target)
    table = Table(store, seed_source=lambda: 7)
    try:
        await started(table, ALICE, BOB)
        assert not (await table.act(ALICE, "move 1 s")).ephemeral
        await table.follow(caller("Watcher", 1_234_567_890_123_456_789))
        elsewhere = caller("Ann", 21, channel=777)
        await table.new_game(elsewhere, "soup")
        await table.admin_reset(caller("Root", 99, channel=777, admin=True))
        await table.admin_role(ADMIN, 4_321_987_654_321_987_654)
        await table.admin_defaults(ADMIN, deadline="1d", reminders="50%", timeouts=2)
        await table.away(BOB, days=3)
        ended = await store.create_game(1, 888, "soup", Seat(11, "Alice"), {})  # a result, rated
        ended.seats.append(Seat(12, "Bob"))
        ended.status = "finished"
        await store.save(ended, [LogEntry(0, 11, "start", state=b"\x00state")], result=GameResult(
            "finished", (SeatResult(11, "Alice", False, True, 1), SeatResult(12, "Bob", False, False, 2))))
    finally:
        await store.close()


async def everything(target: str) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table, in a fixed order."""
    store = await open_store(target, migrate=False)
    try:
        names = [name for (name,) in await store._read_all(store.dialect.tables_query)]
    finally:
        await store.close()
    return {name: sorted(await raw(target, f"SELECT * FROM {name}"), key=repr) for name in names}


async def test_a_store_goes_to_postgresql_and_back_with_every_row_and_stays_playable(
    tmp_path: Path, postgres_server: ScratchPostgres
) -> None:
    sqlite, postgres, back = str(tmp_path / "games.sqlite3"), postgres_server.new_database(), str(tmp_path / "back.db")
    await fill(sqlite)
    there = bot_py("db", "copy", sqlite, postgres)
    assert there.returncode == 0, there.stderr
    assert "games: 3 rows, the same count on both sides" in there.stdout and "moves: 4 rows" in there.stdout
    checked = bot_py("db", "check", postgres)
    assert checked.returncode == 0 and "the store is sound" in checked.stdout, checked.stdout
    assert "3 games (1 active, 2 finished): every row and state reads back" in checked.stdout
    again = bot_py("db", "copy", back, postgres)
    assert again.returncode == 2 and "there is no SQLite file" in again.stderr
    onto_itself = bot_py("db", "copy", sqlite, str(Path(sqlite).parent / "." / Path(sqlite).name), "--force")
    assert onto_itself.returncode == 2 and "the same store" in onto_itself.stderr
    home = bot_py("db", "copy", postgres, back)
    assert home.returncode == 0, home.stderr
    original = await everything(sqlite)
    assert await everything(postgres) == original == await everything(back)
    assert all(original[table] for table in ("guild_settings", "members", "followers", "deadlines", "ratings"))
    assert any(isinstance(row[8], bytes) for row in original["moves"])  # kept states, as bytes both ways

    store = await open_store(postgres)  # the copy plays on, and new games get ids of their own
    try:
        table = Table(store, seed_source=lambda: 8)
        game = await store.live_game(CHANNEL)
        state = ENGINE.load(json.loads(game.state_json))
        assert ENGINE.prompts(state)[0].seat == 1
        assert not (await table.act(BOB, ENGINE.bot_action(state, 1, random.Random(1)).notation)).ephemeral
        assert (await store.live_game(CHANNEL)).version == game.version + 1
        assert not (await table.new_game(caller("Cid", 31, channel=888), "animacule")).ephemeral
        assert (await store.live_game(888)).id == 4
        assert "move 1 s" in (await table.log(ALICE)).text
    finally:
        await store.close()


async def test_a_copy_onto_a_store_holding_games_is_refused_unless_forced(
    tmp_path: Path, postgres_server: ScratchPostgres
) -> None:
    source, target = str(tmp_path / "source.sqlite3"), postgres_server.new_database()
    await fill(source)
    store = await open_store(target)
    table = Table(store, seed_source=lambda: 9)
    await table.new_game(caller("Dora", 41, channel=CHANNEL), "micro")
    await store.close()
    before = await everything(target)
    refused = bot_py("db", "copy", source, target)
    assert refused.returncode == 2
    assert "is not empty (games: 1 rows" in refused.stderr and "--force" in refused.stderr
    assert await everything(target) == before
    forced = bot_py("db", "copy", source, target, "--force")
    assert forced.returncode == 0, forced.stderr
    assert await everything(target) == await everything(source)


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
async def test_check_names_every_problem_and_fails(request: pytest.FixtureRequest, tmp_path: Path,
                                                   backend: str) -> None:
    target = new_target(request, tmp_path, backend)
    await fill(target)
    await raw(target, "UPDATE games SET state = '{\"broken' WHERE channel_id = ?", CHANNEL)
    await raw(target, "UPDATE games SET seats = 'not json' WHERE channel_id = 777")
    await raw(target, "DELETE FROM moves WHERE seq = 1 AND game_id = 1")
    await raw(target, "UPDATE moves SET events = '[1]' WHERE seq = 2 AND game_id = 1")
    checked = bot_py("db", "check", target)
    assert checked.returncode == 1, checked.stdout + checked.stderr
    problems = [line for line in checked.stdout.splitlines() if "PROBLEM" in line]
    assert len(problems) == 4, checked.stdout
    assert f"game #1 in channel {CHANNEL}:" in problems[0]
    assert "game #2 in channel 777: its seats do not read back" in problems[1]
    assert "game #1's log entries are numbered 2 to 2, yet there are 1" in problems[2]
    assert "game #1's log entry 2: its events do not read back" in problems[3]
    assert "ok: schema version" in checked.stdout and checked.stdout.rstrip().endswith("4 problems")


async def test_an_old_store_is_checked_as_old_and_migrated_once_from_the_configuration(
    postgres_server: ScratchPostgres,
) -> None:
    target = postgres_server.new_database()
    await raw_script(target, MIGRATIONS[0])
    await raw_script(target, "CREATE TABLE schema_version (version INTEGER NOT NULL);"
                             " INSERT INTO schema_version VALUES (1)")
    old = bot_py("db", "check", DATABASE_URL=target)
    assert old.returncode == 1 and "schema version 1, older than this bot's" in old.stdout
    migrated = bot_py("db", "migrate", DATABASE_URL=target)
    assert migrated.returncode == 0 and f"schema version 1 → {SCHEMA_VERSION}" in migrated.stdout
    assert "already at schema version" in bot_py("db", "migrate", target).stdout
    assert bot_py("db", "check", DATABASE_URL=target).returncode == 0


def test_an_unreachable_server_is_said_without_its_password(tmp_path: Path) -> None:
    done = bot_py("db", "check", f"postgresql://bot:s3cret@/games?host={tmp_path}&port=1")
    assert done.returncode == 4 and "cannot use the database postgresql://bot:***@/games" in done.stderr
    assert "s3cret" not in done.stderr
