"""Replays under load (issue 22, item 3): a 300-frame replay asked at once in each of 20 channels
(each of its own server, so the per-server cap refuses none), with the worker pool running as
in the bot, while a 10 ms timer measures how late the event loop wakes and `/game status` is asked
in those channels every 100 ms. Measured over a bounded window; replays still queued when it ends
are abandoned. Alone: `python -m bench.replays [--channels N] [--frames F] [--window S]`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path

from bench.figures import emit, percentile
from bench.history import soup_states
from games import engine_for
from table.records import snapshots
from table.replies import Caller
from table.store import LogEntry, Seat, Store
from table.table import Table
from workers import pool as render_pool

STATUS_EVERY = 0.1  # seconds between two /game status asked during the window
TICK = 0.01


def member(n: int) -> Caller:
    """The member asking in channel n, alone in server n."""
    return Caller(1000 + n, f"M{n}", guild_id=100 + n, channel_id=500 + n)


async def _fill(store: Store, channels: int, frames: int) -> None:
    """A Soup game in play in each channel whose log keeps `frames` boards (the same game in each)."""
    engine = engine_for("soup")
    kept = [snapshots.pack(engine, state) for state in soup_states(frames)]
    last = json.dumps(engine.dump(soup_states(frames)[-1]), separators=(",", ":"))
    for n in range(channels):
        asker = member(n)
        game = await store.create_game(asker.guild_id, asker.channel_id, "soup", Seat(asker.user_id, asker.name),
                                       {})
        game.seats = [Seat(asker.user_id, asker.name, colour=0),
                      *(Seat(-1, f"Bot {seat}", bot=True, colour=seat) for seat in range(1, 4))]
        game.status, game.state_json = "active", last
        entries = [LogEntry(0, game.seats[k % 4].user_id, f"move {k}", [{"kind": "note", "text": f"move {k}"}],
                            kind="move", state=state) for k, state in enumerate(kept)]
        await store.save(game, entries)


async def _run(db: Path, channels: int, frames: int, window: float) -> dict[str, list[float]]:
    store = await Store.open(db)
    await _fill(store, channels, frames)
    table = Table(store)
    await render_pool.start()
    figures: dict[str, list[float]] = {"lag": [], "status": [], "replay": [], "refused": []}
    running = True

    async def ticker() -> None:
        while running:
            started = time.perf_counter()
            await asyncio.sleep(TICK)
            figures["lag"].append(time.perf_counter() - started - TICK)

    async def status() -> None:
        n = 0
        while running:
            started = time.perf_counter()
            reply = await table.status(member(n % channels))
            assert reply.ephemeral and "Something went wrong" not in reply.text, reply.text
            figures["status"].append(time.perf_counter() - started)
            n += 1
            await asyncio.sleep(STATUS_EVERY)

    async def replay(n: int) -> None:
        started = time.perf_counter()
        reply = await table.replay(member(n))
        if reply.image is None:
            figures["refused"].append(1)
        else:
            figures["replay"].append(time.perf_counter() - started)

    watchers = [asyncio.create_task(ticker()), asyncio.create_task(status())]
    replays = [asyncio.create_task(replay(n)) for n in range(channels)]
    try:
        await asyncio.wait(replays, timeout=window)
    finally:
        running = False
        for task in replays:
            task.cancel()
        await asyncio.gather(*watchers, *replays, return_exceptions=True)
        await render_pool.shutdown()
        await store.close()
    return figures


def bench_replays(channels: int, frames: int, window: float) -> None:
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        figures = asyncio.run(_run(Path(folder) / "replays.sqlite3", channels, frames, window))
        spent = time.perf_counter() - started
    name = f"replays.{channels}_channels_{frames}_frames"
    emit(f"{name}.loop_lag.p99", percentile(figures["lag"], 0.99) * 1000, "ms", "<= 50")
    emit(f"{name}.loop_lag.max", max(figures["lag"], default=float("nan")) * 1000, "ms", "")
    emit(f"{name}.status.p99", percentile(figures["status"], 0.99) * 1000, "ms", "<= 200")
    emit(f"{name}.status.median", percentile(figures["status"], 0.5) * 1000, "ms", "")
    emit(f"{name}.status.asked", len(figures["status"]), "answers", "")
    emit(f"{name}.replays_posted_in_window", len(figures["replay"]), f"of {channels}", f"window {window:.0f} s")
    emit(f"{name}.first_replay_posted", min(figures["replay"], default=float("nan")), "s", "")
    emit(f"{name}.refused", len(figures["refused"]), "replays", "0")
    emit(f"{name}.wall_time", spent, "s", "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--channels", type=int, default=20)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--window", type=float, default=120.0, help="seconds measured before giving up")
    args = parser.parse_args()
    bench_replays(args.channels, args.frames, args.window)


if __name__ == "__main__":
    main()
