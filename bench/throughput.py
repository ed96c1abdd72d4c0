"""How many moves one process answers: channels each playing as fast as the table answers.

Every channel replays a scripted bot game through `Table.act`, the path a Discord move takes
(lock, load, apply, versioned save with the log, render, the board post). Scripts are played
beforehand from known seeds, so choosing a move costs the timed loop nothing; a channel whose
game ends opens the next one (not counted as moves).
"""

from __future__ import annotations

import asyncio
import itertools
import multiprocessing
import os
import random
import tempfile
import time
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path

from bench.tables import open_game, players_in
from games import engine_for
from table.replies import Posting
from table.store import Store
from table.table import Table
from table.timekeeping.scheduler import Scheduler
from workers import pool as render_pool

CHANNELS = (1, 10, 50)  # channels playing at once, a figure each
SCRIPTS = 8  # distinct games the channels cycle through
MOVES_PER_SCRIPT = 400  # a longer game is cut here and the channel starts over

_seed: ContextVar[int] = ContextVar("seed")  # the seed the running channel's next game starts from


@dataclass
class Figures:
    moves: int
    seconds: float
    latencies_ms: list[float]
    main_cpu_s: float  # this process, all its threads
    workers_cpu_s: float  # the worker pool's processes
    jobs_cpu_s: float  # of which inside their jobs (the board's load, drawing and encoding)
    workers_resident_mb: float

    @property
    def moves_per_s(self) -> float:
        return self.moves / self.seconds


def scripts(key: str, players: int) -> dict[int, list[tuple[int, str]]]:
    """(seat, notation) of each move of a bot game, by seed: what the table will see when a game
    starts from that seed with seats P0, P1, …"""
    engine = engine_for(key)
    out = {}
    for seed in range(1, SCRIPTS + 1):
        rng = random.Random(seed)
        state = engine.new([f"P{n}" for n in range(players)], {}, seed)
        moves: list[tuple[int, str]] = []
        while len(moves) < MOVES_PER_SCRIPT and not engine.result(state).over:
            seat = engine.prompts(state)[0].seat
            action = engine.bot_action(state, seat, rng)
            state, _ = engine.apply(state, seat, action)
            moves.append((seat, action.notation))
        out[seed] = moves
    return out


async def _channel(table: Table, key: str, channel: int, games: dict[int, list[tuple[int, str]]],
                   until: float, latencies: list[float]) -> int:
    """Play scripted games in `channel` until `until`; the number of moves played."""
    players = players_in(channel, engine_for(key).max_players)
    played = 0
    for round_ in itertools.count():
        _seed.set(1 + (channel + round_) % SCRIPTS)
        await open_game(table, key, players)
        for seat, notation in games[_seed.get()]:
            if time.perf_counter() >= until:
                return played
            started = time.perf_counter()
            reply = await table.act(players[seat], notation)
            latencies.append((time.perf_counter() - started) * 1000)
            # a move that only narrowed its player's menu is answered privately with the next choices
            assert not reply.ephemeral or reply.choices, reply.text
            played += 1
        await table.admin_reset(players[0])  # a script cut short leaves its game live
    raise AssertionError("unreachable")


async def measure(key: str, channels: int, seconds: float, folder: Path, pool: bool = True) -> Figures:
    if pool:
        await render_pool.start()
    engine = engine_for(key)
    games = scripts(key, engine.max_players)
    store = await Store.open(folder / f"{key}-{channels}.sqlite3")
    table = Table(store, seed_source=_seed.get)
    scheduler = Scheduler(table, _ignore)  # as in the bot: every move wakes the clock
    scheduler.start()
    latencies: list[float] = []
    workers_before = _workers_cpu()
    jobs_before = render_pool.jobs_cpu()
    cpu_before = time.process_time()
    started = time.perf_counter()
    until = started + seconds
    try:
        counts = await asyncio.gather(*(_channel(table, key, c, games, until, latencies)
                                        for c in range(1, channels + 1)))
        elapsed = time.perf_counter() - started
        cpu = time.process_time() - cpu_before
        workers_cpu = _workers_cpu() - workers_before
        jobs_cpu = render_pool.jobs_cpu() - jobs_before
        resident = workers_resident_mb()
    finally:
        await scheduler.stop()
        await store.close()
        await render_pool.shutdown()
    return Figures(sum(counts), elapsed, latencies, cpu, workers_cpu, jobs_cpu, resident)


async def _ignore(posting: Posting) -> None:
    """Where the bot would post what the clock did; no deadline falls due during a run."""


def _workers() -> list[int]:
    """The pool's worker processes: this process's only multiprocessing children."""
    return [child.pid for child in multiprocessing.active_children() if child.pid is not None]


def _proc(pid: int, name: str) -> str:
    return Path(f"/proc/{pid}/{name}").read_text()


def _workers_cpu() -> float:
    """Seconds of CPU the workers used so far (user and system, from /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in _workers():
        fields = _proc(pid, "stat").rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def workers_resident_mb() -> float:
    """The workers' resident memory, each counted whole (pages shared with the fork server too)."""
    kb = 0
    for pid in _workers():
        kb += next(int(line.split()[1]) for line in _proc(pid, "status").splitlines() if line.startswith("VmRSS:"))
    return kb / 1024


def run(key: str, channels: int, seconds: float, pool: bool = True) -> Figures:
    with tempfile.TemporaryDirectory() as folder:
        return asyncio.run(measure(key, channels, seconds, Path(folder), pool))
