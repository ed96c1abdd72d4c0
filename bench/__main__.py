"""Print one JSON line per figure: {"name", "value", "unit", "target"}.

  python -m bench [--game KEY ...] [--quick]

Figures per game: board render time (median, p95) and PNG size; move latency through the
table (load, apply, save, render) with 200 channels holding active games (median, p99), on
SQLite and on PostgreSQL side by side (a scratch server, where one can be started), with the
round trips to PostgreSQL per move and per save; engine moves per second in self-play; moves per
second and p99 latency of one process with 1, 10 and 50 channels each playing as fast as the
table answers, boards drawn by the worker pool, the CPU per move split into the bot process's
share and the render workers', and the pool's resident memory; the board post's ping and summary work per move and the
size of the post after the longest bot stretch (bench/posts.py, also alone as
`python -m bench.posts`); the alt text of every board post (bench/alttext.py, also alone); the sentences
of every board post read from the messages catalogue (bench/messages.py, also alone). Once:
start-to-ready time and resident memory of the bot process with 10,000 stored games; the clock's
figures (bench/clock.py); the replay of a 300-move Soup game and statistics over 10,000 ended games
(bench/history.py, also alone as `python -m bench.history`); each bot level's time per decision
(bench/levels.py, also alone).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.alttext import bench_alttext
from bench.clock import bench_clock
from bench.figures import emit, emit_missing, percentile
from bench.floor import bench_floor
from bench.history import bench_replay, bench_stats
from bench.levels import bench_levels
from bench.lost_answers import bench_lost_answers
from bench.messages import bench_messages, bench_reference
from bench.pool_memory import bench_pool_memory
from bench.posts import bench_posts
from bench.round_trips import statements_sent
from bench.tables import open_game, players_in, self_play_states
from games import engine_for, game_keys
from messages import DEFAULT_LANGUAGE
from rendering import render_board
from table.replies import Caller
from table.store import GameRow, Store, scratch
from table.store.scratch import ScratchPostgres
from table.table import Table

# Render median (ms) and largest PNG (KB) each game's issue set: the maps of the newer games are larger.
TARGETS = {"apocalyte": (25, 200), "extinction": (25, 200), "micro": (20, 150)}


def bench_render(key: str, samples: int) -> None:
    engine = engine_for(key)
    states = self_play_states(key, 3)
    picked = [states[i * len(states) // samples] for i in range(samples)]
    render_board(key, engine, picked[0])  # the cached background is drawn once, before timing
    times, sizes = [], []
    for state in picked:
        started = time.perf_counter()
        image = render_board(key, engine, state)
        times.append((time.perf_counter() - started) * 1000)
        sizes.append(len(image) / 1024)
    render_target, png_target = TARGETS.get(key, (15, 150))
    emit(f"{key}.render.median", statistics.median(times), "ms", f"<= {render_target}")
    emit(f"{key}.render.p95", percentile(times, 0.95), "ms", "")
    emit(f"{key}.png.max", max(sizes), "KB", f"<= {png_target}")
    emit(f"{key}.png.median", statistics.median(sizes), "KB", "")


def bench_engine(key: str, games: int) -> None:
    from cli.simulate import play_one

    engine = engine_for(key)
    started = time.perf_counter()
    moves = sum(play_one(key, engine.max_players, seed).moves for seed in range(games))
    emit(f"{key}.engine.moves_per_s", moves / (time.perf_counter() - started), "moves/s", ">= 2000")


async def _start_channel(table: Table, key: str, channel: int) -> list[Caller]:
    return await open_game(table, key, players_in(channel, engine_for(key).max_players))


@dataclass
class Latency:
    times_ms: list[float] = field(default_factory=list)
    statements: int = 0  # PostgreSQL only: the statements the moves sent (each a round trip)
    saving: int = 0  # of which the saves'


async def _latency(key: str, channels: int, moves: int, db: str, sent: list[str]) -> Latency:
    """Move latency with `channels` holding active games; on PostgreSQL, with `sent` filled by
    `statements_sent`, the statements the moves and their saves sent."""
    engine = engine_for(key)
    store = await Store.open(db)
    table = Table(store, seed_source=iter(range(1, 10**9)).__next__)
    measured = Latency()
    save = store.save
    moving = False  # whether a timed move is being played (not a game opening)

    async def counted_save(*args: Any, **kwargs: Any) -> GameRow:
        before = len(sent)
        try:
            return await save(*args, **kwargs)
        finally:
            if moving:
                measured.saving += len(sent) - before

    store.save = counted_save  # type: ignore[method-assign]
    seats = {channel: await _start_channel(table, key, channel) for channel in range(1, channels + 1)}
    rng = random.Random(3)
    times = measured.times_ms
    while len(times) < moves:
        channel = rng.randrange(1, channels + 1)
        game = await store.live_game(channel)
        if game is None:  # that game ended: start another there
            seats[channel] = await _start_channel(table, key, channel)
            continue
        if game.state_json is None:
            raise RuntimeError(f"game {game.id} is in play with no saved state")
        state = engine.load(json.loads(game.state_json))
        prompt = engine.prompts(state)[0]
        action = engine.bot_action(state, prompt.seat, rng)
        before = len(sent)
        started = time.perf_counter()
        moving = True
        reply = await table.act(seats[channel][prompt.seat], action.notation)
        moving = False
        times.append((time.perf_counter() - started) * 1000)
        measured.statements += len(sent) - before
        # a move that only narrowed its player's menu is answered privately with the next choices
        assert not reply.ephemeral or reply.choices, reply.text
    await store.close()
    return measured


def bench_latency(key: str, channels: int, moves: int, postgres: ScratchPostgres | None) -> None:
    """On SQLite (`move_latency`), then on PostgreSQL (`move_latency_postgres`, with the round trips
    a move and its save take) if given a server."""
    with tempfile.TemporaryDirectory() as folder:
        times = asyncio.run(_latency(key, channels, moves, str(Path(folder) / "bench.sqlite3"), [])).times_ms
    emit(f"{key}.move_latency.median", statistics.median(times), "ms", "")
    emit(f"{key}.move_latency.p99", percentile(times, 0.99), "ms", "<= 60")
    if postgres is not None:
        with statements_sent() as sent:
            measured = asyncio.run(_latency(key, channels, moves, postgres.new_database(f"bench_{key}"), sent))
        times = measured.times_ms
        emit(f"{key}.move_latency_postgres.median", statistics.median(times), "ms", "")
        emit(f"{key}.move_latency_postgres.p99", percentile(times, 0.99), "ms", "<= 60")
        emit(f"{key}.postgres.round_trips_per_move", measured.statements / len(times), "", "")
        emit(f"{key}.postgres.save_round_trips_per_move", measured.saving / len(times), "", "1")


def scratch_postgres() -> ScratchPostgres | None:
    """A PostgreSQL server for the latency figures, with its default settings but for commits
    not waiting for the disk: as the bot's SQLite (WAL, synchronous=NORMAL), a crash of the
    machine may lose the last moments, never a half-written game. None, said why, if none can be had."""
    reason = scratch.unavailable()
    if reason:
        print(f"no PostgreSQL figures: {reason}", file=sys.stderr)
        return None
    server = ScratchPostgres({"synchronous_commit": "off"})
    server.start()
    return server


def bench_throughput(key: str, seconds: float) -> None:
    from bench import throughput

    for channels in throughput.CHANNELS:
        figures = throughput.run(key, channels, seconds)
        busy = channels == max(throughput.CHANNELS)
        name = f"{key}.throughput.{channels}_channels"
        if not figures.moves:  # a short window on a loaded machine: said, not a crash
            emit_missing(f"{name}.moves_per_s", "moves/s", ">= 150" if busy else "", "no move completed")
            emit_missing(f"{name}.p99", "ms", "<= 500" if busy else "", "no move completed")
            continue
        emit(f"{name}.moves_per_s", figures.moves_per_s, "moves/s", ">= 150" if busy else "")
        emit(f"{name}.p99", percentile(figures.latencies_ms, 0.99), "ms", "<= 500" if busy else "")
    emit(f"{key}.render_pool.resident", figures.workers_resident_mb, "MB", "<= 200")
    if not figures.moves:
        emit_missing(f"{key}.throughput.cpu_per_move", "ms", "<= 8", "no move completed")
        return
    # CPU per move (bot process and workers, at the busiest level) compares runs on a shared machine;
    # split into the bot process's share (the table, the store) and the render workers' (the boards).
    emit(f"{key}.throughput.cpu_per_move", (figures.main_cpu_s + figures.workers_cpu_s) * 1000 / figures.moves,
         "ms", "<= 8")
    emit(f"{key}.throughput.cpu_per_move.main", figures.main_cpu_s * 1000 / figures.moves, "ms", "")
    emit(f"{key}.throughput.cpu_per_move.render", figures.workers_cpu_s * 1000 / figures.moves, "ms", "")
    # the workers' CPU outside their jobs: taking each job off its pipe and sending the PNG back
    emit(f"{key}.throughput.cpu_per_move.render_outside_jobs",
         (figures.workers_cpu_s - figures.jobs_cpu_s) * 1000 / figures.moves, "ms", "")


READY_PROBE = """
import asyncio, sys, time
started = float(sys.argv[2])
from bench.memory import peak_resident_mb
from cogs.bot import EvolutionBot
async def main():
    bot = EvolutionBot(sys.argv[1])
    await bot.setup_hook()
    ready = time.time() - started
    count = await bot.store.count_games(("lobby", "active", "finished"))
    rss = peak_resident_mb()
    await bot.scheduler.stop()
    await bot.store.close()
    print(ready, rss, count)
asyncio.run(main())
"""


def bench_ready(stored: int) -> None:
    """The bot process from launch to commands loaded, over a database of `stored` games."""
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "ready.sqlite3"
        asyncio.run(_fill(db, stored))
        output = subprocess.run(
            [sys.executable, "-c", READY_PROBE, str(db), str(time.time())],
            capture_output=True, text=True, check=True, cwd=Path(__file__).resolve().parent.parent,
        ).stdout.split()
    ready, rss, count = float(output[0]), float(output[1]), int(output[2])
    assert count == stored, (count, stored)
    emit(f"bot.ready_with_{stored}_games", ready, "s", "<= 2")
    emit("bot.resident_memory", rss, "MB", "<= 150")


async def _fill(db: Path, stored: int) -> None:
    """`stored` animacule games, a fifth of them live, each with a real state and log."""
    engine = engine_for("animacule")
    state_json = json.dumps(engine.dump(engine.new(["A", "B"], {}, 1)))
    store = await Store.open(db)
    rows, moves = [], []
    for n in range(stored):
        status = "active" if n % 5 == 0 else "finished"
        seats = json.dumps([{"user_id": 1, "name": "A", "bot": False}, {"user_id": 2, "name": "B", "bot": False}])
        rows.append((n + 1, 1, 100_000 + n, "animacule", status, 1, seats, "{}", state_json, 3, 0.0, 0.0))
        moves.append((n + 1, 1, 1, "start", "[]", 0.0))
    async with store._transaction() as tx:
        await tx.executemany(
            "INSERT INTO games (id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
            " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        await tx.executemany(
            "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at) VALUES (?, ?, ?, ?, ?, ?)", moves)
    await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--quick", action="store_true", help="fewer samples, for a smoke run")
    args = parser.parse_args()
    quick = args.quick
    postgres = scratch_postgres()
    try:
        bench_reference(DEFAULT_LANGUAGE, emit)  # the machine's speed at the time, to read the others by
        for key in args.game or game_keys():
            bench_render(key, 30 if quick else 200)
            bench_floor(key, 30 if quick else 200, emit)
            bench_engine(key, 5 if quick else 50)
            bench_latency(key, 20 if quick else 200, 100 if quick else 1000, postgres)
            bench_throughput(key, 2 if quick else 10)
            bench_posts(key, 1 if quick else 3, emit)
            bench_alttext(key, 1 if quick else 2)
            bench_messages(key, 1 if quick else 2, emit)
            bench_levels(key, 10 if quick else 40, emit)
            bench_lost_answers(key, 20 if quick else 200)
    finally:
        if postgres is not None:
            postgres.stop()
    bench_pool_memory(30 if quick else 200, emit)
    bench_ready(1000 if quick else 10_000)
    bench_clock(1000 if quick else 10_000, 100 if quick else 1000, emit)
    bench_replay(60 if quick else 300, emit)
    bench_stats(1000 if quick else 10_000, emit)


if __name__ == "__main__":
    main()
