"""History's figures: the replay of a 300-move Primordial Soup game (time to draw and encode it,
and its size against Discord's upload limit), and the answer time of /game stats, /game top and
/game history over a server with 10,000 ended games, with the query plans showing indexes used."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
import tempfile
import time
from pathlib import Path

from bench.figures import Emit, emit
from games import engine_for, game_keys
from rendering.replay import SPEEDS_MS, UPLOAD_LIMIT, Replay, ReplayJob
from table.records import snapshots
from table.records.rating import BOTS, INITIAL
from table.replies import Caller
from table.store import Store
from table.table import Table
from workers import pool as render_pool

GUILD, CHANNEL = 1, 500
MEMBERS = 200


def soup_states(moves: int, seed: int = 1) -> list[object]:
    """The states of bot games of Primordial Soup for four, one after each move, `moves` of them."""
    engine = engine_for("soup")
    states: list[object] = []
    while len(states) < moves:
        rng = random.Random(seed)
        state = engine.new([f"P{n}" for n in range(4)], {}, seed)
        states.append(state)
        while not engine.result(state).over and len(states) < moves:
            seat = engine.prompts(state)[0].seat
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
            states.append(state)
        seed += 1
    return states


def bench_replay(moves: int, emit: Emit) -> None:
    engine = engine_for("soup")
    states = soup_states(moves)
    job = ReplayJob("soup", tuple(snapshots.unpack_json(snapshots.pack(engine, s)) for s in states),
                    tuple(f"{n} of {moves} · P{n % 4}: a move\nwhat happened in words, as the log says it"
                          for n in range(1, moves + 1)), SPEEDS_MS["normal"])
    started = time.perf_counter()
    replay, lags = asyncio.run(_replay_beside_the_loop(job))
    emit(f"soup.replay_{moves}_moves.time", time.perf_counter() - started, "s", "<= 15")
    lags.sort()
    emit(f"soup.replay_{moves}_moves.loop_lag.p99", lags[int(len(lags) * 0.99)] * 1000, "ms", "<= 100")
    emit(f"soup.replay_{moves}_moves.size", len(replay.data) / 1024 / 1024, "MB",
         f"<= {UPLOAD_LIMIT / 1024 / 1024:.0f}")
    emit(f"soup.replay_{moves}_moves.scale", replay.scale, "", "1 (nothing scaled or dropped)")


async def _replay_beside_the_loop(job: ReplayJob) -> tuple[Replay, list[float]]:
    """The replay as the bot makes it (in its worker), with how late a 10 ms timer on the event loop
    woke meanwhile: what every other channel's requests wait for while a replay is drawn."""
    lags: list[float] = []
    running = True

    async def ticker() -> None:
        while running:
            started = time.perf_counter()
            await asyncio.sleep(0.01)
            lags.append(time.perf_counter() - started - 0.01)

    tick = asyncio.create_task(ticker())
    replay = await render_pool.replay(job)
    running = False
    await tick
    return replay, lags


def _fill(db: Path, games: int) -> None:
    """`games` ended games in one server and one channel, of every kind, between MEMBERS members and
    bot seats, a tenth of them abandoned, with their results and the ratings they left."""
    rng = random.Random(5)
    rows, seats = [], []
    ratings: dict[tuple[str, int], tuple[float, int, int]] = {}
    for n in range(1, games + 1):
        kind = game_keys()[n % len(game_keys())]
        players = rng.sample(range(1, MEMBERS + 1), rng.randint(1, 3))
        table = [(user, False) for user in players] + [(-1, True)] * rng.randint(0 if len(players) > 1 else 1, 1)
        outcome = "abandoned" if n % 10 == 0 else "finished"
        winner = rng.randrange(len(table)) if outcome == "finished" else None
        rows.append((n, GUILD, CHANNEL, kind, "finished", table[0][0], json.dumps(
            [{"user_id": u, "name": f"M{u}", "bot": b} for u, b in table]), "{}", "{}", 9, n * 60.0, n * 60.0 + 50,
            "over"))
        for seat, (user, bot) in enumerate(table):
            won = seat == winner
            place = None if winner is None else 1 if won else 2
            seats.append((n, seat, GUILD, kind, outcome, user, f"M{user}", int(bot), int(won), place,
                          rng.randint(20, 300), sum(b for _, b in table), n * 60.0 + 50))
            if outcome == "finished":
                key = (kind, BOTS if bot else user)
                _, played, wins = ratings.get(key, (INITIAL, 0, 0))
                ratings[key] = (INITIAL + rng.uniform(-200, 200), played + 1, wins + int(won))
    with sqlite3.connect(db) as raw:
        raw.executemany(
            "INSERT INTO games (id, guild_id, channel_id, kind, status, creator_id, seats, options, state, version,"
            " created_at, updated_at, ended_reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        raw.executemany(
            "INSERT INTO result_seats (game_id, seat, guild_id, kind, outcome, user_id, name, bot, won, place, moves,"
            " bots, ended_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", seats)
        raw.executemany(
            "INSERT INTO ratings (guild_id, kind, entity, name, rating, games, wins) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(GUILD, kind, entity, f"M{entity}", value, played, wins)
             for (kind, entity), (value, played, wins) in ratings.items()])
        raw.executemany(
            "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at, kind, version)"
            " VALUES (?, ?, 1, 'move', '[]', 0, 'move', 1)",
            [(n, seq) for n in range(games - 30, games + 1) for seq in range(1, 200)])


def _plans(db: Path) -> list[str]:
    """The query plans of the statistics' queries: a full scan of a big table would show as `SCAN`."""
    queries = [
        ("SELECT kind, outcome, COUNT(*), SUM(won), AVG(moves), AVG(place) FROM result_seats"
         " WHERE guild_id = 1 AND user_id = 7 AND bot = 0 GROUP BY kind, outcome"),
        "SELECT entity, name, rating FROM ratings WHERE guild_id = 1 AND kind = 'soup' ORDER BY rating DESC LIMIT 12",
        "SELECT id FROM games WHERE channel_id = 500 ORDER BY id DESC LIMIT 15",
    ]
    with sqlite3.connect(db) as raw:
        return [row[3] for query in queries for row in raw.execute(f"EXPLAIN QUERY PLAN {query}")]


async def _answers(db: Path, rounds: int) -> dict[str, list[float]]:
    store = await Store.open(db)
    table = Table(store)
    asker = Caller(7, "M7", GUILD, CHANNEL)
    calls = {
        "stats": lambda: table.stats(asker),
        "stats_one_game": lambda: table.stats(asker, member=8, game="soup"),
        "top": lambda: table.top(asker, "soup"),
        "history": lambda: table.history(asker),
    }
    times: dict[str, list[float]] = {name: [] for name in calls}
    for _ in range(rounds):
        for name, call in calls.items():
            started = time.perf_counter()
            reply = await call()
            times[name].append((time.perf_counter() - started) * 1000)
            assert not reply.ephemeral or name == "history", reply.text
    await store.close()
    return times


def bench_stats(games: int, emit: Emit, rounds: int = 20) -> None:
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "stats.sqlite3"
        asyncio.run(_create(db))
        _fill(db, games)
        plans = _plans(db)
        times = asyncio.run(_answers(db, rounds))
    scans = [plan for plan in plans if plan.startswith("SCAN") and "INDEX" not in plan]
    emit(f"stats.full_scans_over_{games}_games", len(scans), "queries", "0")
    for name, values in times.items():
        values.sort()
        emit(f"stats.{name}_over_{games}_games.median", values[len(values) // 2], "ms", "<= 50")


async def _create(db: Path) -> None:
    """An empty database at the latest schema."""
    store = await Store.open(db)
    await store.close()


def main() -> None:
    bench_replay(300, emit)
    bench_stats(10_000, emit)


if __name__ == "__main__":
    main()
