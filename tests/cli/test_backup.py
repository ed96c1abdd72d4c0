"""`python bot.py db backup` as an operator runs it: a copy of the live SQLite store taken while
moves keep landing, whole, sound, and holding every move acknowledged before it began."""

from __future__ import annotations

import asyncio
import json
import os
import random
import sys
from pathlib import Path

from games import engine_for
from table.store import Store
from table.table import Table
from tests.cli.test_db import ROOT, bot_py
from tests.table.conftest import ALICE, BOB, CHANNEL, started

PLAYERS = {0: ALICE, 1: BOB}


async def _moves(table: Table, store: Store, acknowledged: list[int], stop: asyncio.Event) -> None:
    """Play the channel's game move after move until `stop`, noting each acknowledged move's log length."""
    rng = random.Random(3)
    engine = engine_for("animacule")
    while not stop.is_set():
        game = await store.live_game(CHANNEL)
        if game is None:  # the game ended: a new one keeps the burst going
            await started(table, ALICE, BOB)
            continue
        state = engine.load(json.loads(game.state_json))
        seat = engine.prompts(state)[0].seat
        reply = await table.act(PLAYERS[seat], engine.bot_action(state, seat, rng).notation)
        assert not reply.ephemeral, reply.text
        acknowledged.append(len(await store.log(game.id)))


async def test_a_backup_taken_during_a_burst_of_moves_is_sound_and_holds_every_acknowledged_move(
    tmp_path: Path,
) -> None:
    live, copy = tmp_path / "live.sqlite3", tmp_path / "backup.sqlite3"
    store = await Store.open(live)
    table = Table(store, seed_source=lambda: 7)
    await started(table, ALICE, BOB)
    acknowledged: list[int] = []
    stop = asyncio.Event()
    burst = asyncio.create_task(_moves(table, store, acknowledged, stop))
    try:
        while len(acknowledged) < 20:
            await asyncio.sleep(0.01)
        game = await store.live_game(CHANNEL)
        before = len(await store.log(game.id))  # every move acknowledged so far is in these entries
        moved_before = len(acknowledged)
        backing_up = await asyncio.create_subprocess_exec(
            sys.executable, str(ROOT / "bot.py"), "db", "backup", str(copy), "--from", str(live), cwd=ROOT,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
            env={k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "DATABASE_PATH")})
        out, err = await asyncio.wait_for(backing_up.communicate(), 60)
        moved_during = len(acknowledged) - moved_before
    finally:
        stop.set()
        await burst
    assert backing_up.returncode == 0, out.decode() + err.decode()
    assert f"backed up {live} to {copy}" in out.decode() and "the store is sound" in out.decode()
    assert moved_during > 0, "the moves went on while the backup was taken"
    backup = await Store.open(copy, migrate=False)
    try:
        kept = await backup.log(game.id)
        assert len(kept) >= before
        assert [(e.seq, e.action) for e in kept[:before]] == \
            [(e.seq, e.action) for e in (await store.log(game.id))[:before]]
    finally:
        await backup.close()
        await store.close()


def test_a_backup_never_overwrites_and_names_what_is_wrong(tmp_path: Path) -> None:
    existing = tmp_path / "old.sqlite3"
    existing.write_bytes(b"an older backup")
    missing = bot_py("db", "backup", str(tmp_path / "new.sqlite3"), "--from", str(tmp_path / "nowhere.sqlite3"))
    assert missing.returncode == 2 and f"there is no SQLite file at {tmp_path / 'nowhere.sqlite3'}" in missing.stderr
    over = bot_py("db", "backup", str(existing), "--from", str(existing))
    assert over.returncode == 2 and "exists already" in over.stderr
    assert existing.read_bytes() == b"an older backup"
    postgres = bot_py("db", "backup", str(tmp_path / "x.sqlite3"), "--from", "postgresql://bot@/games")
    assert postgres.returncode == 2 and "pg_dump" in postgres.stderr
