"""The scheduler's figures: at rest over many live games holding deadlines (it must sleep until
the next due time, not poll), the time to deal with many deadlines falling due at once, and that
no reminder goes out twice."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bench.figures import Emit
from bench.memory import peak_resident_mb
from games import engine_for
from table.replies import Posting
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from table.timekeeping.scheduler import Scheduler

DAY = 86400
REST_SECONDS = 3.0


def _fill(db: Path, games: int, now: float) -> None:
    """`games` live two-player Animacule games in as many channels, each with its first player's
    clock opened now, due in a day, first reminder at half time."""
    engine = engine_for("animacule")
    state = json.dumps(engine.dump(engine.new(["A", "B"], {"first": "creator"}, 1)))
    seats = json.dumps([{"user_id": 1, "name": "A", "bot": False}, {"user_id": 2, "name": "B", "bot": False}])
    with sqlite3.connect(db) as raw:
        raw.executemany(
            "INSERT INTO games (id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
            " created_at, updated_at, deadline) VALUES (?, 1, ?, 'animacule', 'active', 1, ?, ?, ?, 3, ?, ?, ?)",
            [(n, 100_000 + n, seats, '{"first": "creator"}', state, now, now, DAY) for n in range(1, games + 1)])
        raw.executemany(
            "INSERT INTO deadlines (game_id, seat, kind, user_id, guild_id, channel_id, opened_at, due_at, sent,"
            " next_at) VALUES (?, 0, 'turn', 1, 1, ?, ?, ?, 0, ?)",
            [(n, 100_000 + n, now, now + DAY, now + DAY / 2) for n in range(1, games + 1)])


async def _at_rest(db: Path) -> tuple[float, float]:
    """CPU seconds per second of the running scheduler while nothing is due, and this probe's
    resident MB (run in a process of its own: the bench's other figures would weigh on it)."""
    store = await Store.open(db)
    delivered: list[Posting] = []
    scheduler = Scheduler(Table(store), _collect(delivered))
    scheduler.start()
    await asyncio.sleep(0.5)  # its first pass: nothing is due for hours
    cpu, wall = time.process_time(), time.perf_counter()
    await asyncio.sleep(REST_SECONDS)
    busy = (time.process_time() - cpu) / (time.perf_counter() - wall)
    await scheduler.stop()
    await store.close()
    assert not delivered
    return busy, peak_resident_mb()


async def _falling_due(db: Path, due: int, now: float) -> tuple[float, int, int, float, int]:
    """`due` clocks reach their half-time reminder and then their deadline at once: the time each
    wave takes, the reminders sent (and sent again by a second pass), the timeouts."""
    with sqlite3.connect(db) as raw:
        raw.execute("UPDATE deadlines SET next_at = next_at + ? WHERE game_id > ?", (10 * DAY, due))
    clock = FakeClock(now)
    store = await Store.open(db)
    table = Table(store, clock=clock)
    clock.advance(DAY / 2)
    started = time.perf_counter()
    reminders = await _drain(table)
    reminding = time.perf_counter() - started
    again = await _drain(table)
    clock.advance(DAY / 2)
    started = time.perf_counter()
    timeouts = await _drain(table)
    timing_out = time.perf_counter() - started
    await store.close()
    return reminding, len(reminders), len(again), timing_out, sum("time ran out" in p.reply.text for p in timeouts)


async def _drain(table: Table) -> list[Posting]:
    posts: list[Posting] = []
    while batch := await table.run_due():
        posts += batch
    return posts


def _collect(into: list[Posting]) -> Callable[[Posting], Awaitable[None]]:
    async def deliver(posting: Posting) -> None:
        into.append(posting)

    return deliver


def bench_clock(games: int, due: int, emit: Emit) -> None:
    now = time.time()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "clock.sqlite3"
        asyncio.run(_create(db))
        _fill(db, games, now)
        probe = subprocess.run([sys.executable, "-m", "bench.clock", str(db)], capture_output=True, text=True,
                               check=True, cwd=Path(__file__).resolve().parent.parent)
        busy, rss = map(float, probe.stdout.split())
        reminding, sent, resent, timing_out, timed_out = asyncio.run(_falling_due(db, due, now))
    emit(f"clock.at_rest_cpu_with_{games}_games", busy * 100, "% of a core", "< 1")
    emit("clock.at_rest_resident_memory", rss, "MB", "<= 150")
    emit(f"clock.{due}_reminders_at_once", reminding, "s", "")
    emit(f"clock.{due}_timeouts_at_once", timing_out, "s", "")
    emit("clock.reminders_sent", sent, "reminders", f"== {due}")
    emit("clock.reminders_sent_twice", resent, "reminders", "== 0")
    emit("clock.timeouts_posted", timed_out, "timeouts", f"== {due}")


async def _create(db: Path) -> None:
    store = await Store.open(db)  # the schema, migrated
    await store.close()


if __name__ == "__main__":  # the at-rest probe, in a process of its own
    print(*asyncio.run(_at_rest(Path(sys.argv[1]))))
