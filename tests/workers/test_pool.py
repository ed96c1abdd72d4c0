"""The worker pool: boards drawn in worker processes are the boards drawn here, bots think there too, a pool that
cannot start leaves drawing in a thread, and a worker that dies costs one board, not the pool."""

from __future__ import annotations

import json
import logging
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from games import engine_for, game_keys
from rendering import render_board
from rendering.replay import DamagedFrame, ReplayJob
from workers import pool as render_pool

ROOT = Path(__file__).resolve().parents[2]


def saved(key: str) -> tuple[object, str]:
    """A fresh game's state and its JSON, as the table saves it."""
    engine = engine_for(key)
    state = engine.new([f"P{n}" for n in range(engine.max_players)], {}, 7)
    return state, json.dumps(engine.dump(state), separators=(",", ":"))


@pytest.fixture
async def pool() -> AsyncIterator[None]:
    assert await render_pool.start(workers=2)
    yield
    await render_pool.shutdown()


async def test_workers_draw_each_game_as_this_process_does(pool: None) -> None:
    workers = {child.pid for child in multiprocessing.active_children()}
    assert len(workers) == 2 and os.getpid() not in workers
    for key in game_keys():
        state, state_json = saved(key)
        assert await render_pool.render(key, state_json) == render_board(key, engine_for(key), state)


async def test_bots_think_in_the_workers_and_answer_a_legal_move(pool: None) -> None:
    for key in game_keys():
        state, state_json = saved(key)
        engine = engine_for(key)
        seat = engine.prompts(state)[0].seat
        for level in ("easy", "strong"):
            notation = await render_pool.think(key, state_json, seat, level, 3, 50)
            engine.apply(state, seat, engine.parse(state, seat, notation))  # IllegalAction if it were not a move


async def test_after_shutdown_boards_are_drawn_in_a_thread() -> None:
    assert await render_pool.start(workers=1)
    await render_pool.shutdown()
    assert not render_pool.running() and not multiprocessing.active_children()
    state, state_json = saved("animacule")
    drawn = await render_pool.render("animacule", state_json)
    assert drawn == render_board("animacule", engine_for("animacule"), state)


async def test_a_pool_that_cannot_start_leaves_drawing_in_a_thread(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def refused(workers: int) -> object:
        raise OSError(38, "Function not implemented")  # e.g. no POSIX semaphores in a container

    monkeypatch.setattr(render_pool, "_new_pool", refused)
    with caplog.at_level(logging.WARNING, logger="workers.pool"):
        assert not await render_pool.start()
    assert "worker processes cannot start" in caplog.text and "Function not implemented" in caplog.text
    assert not render_pool.running()
    _, state_json = saved("soup")
    assert (await render_pool.render("soup", state_json)).startswith(b"\x89PNG")


async def test_a_worker_that_dies_costs_its_board_and_the_pool_starts_again(pool: None) -> None:
    _, state_json = saved("extinction")
    await render_pool.render("extinction", state_json)
    killed = multiprocessing.active_children()
    for child in killed:
        os.kill(child.pid, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool):
        await render_pool.render("extinction", state_json)
    assert render_pool.running()
    # each worker killed costs at most the one board it was handed before its death was seen
    lost = 1
    while True:
        try:
            drawn = await render_pool.render("extinction", state_json)
            break
        except BrokenProcessPool:
            lost += 1
            assert lost <= len(killed), "more boards lost than workers killed"
    assert drawn.startswith(b"\x89PNG")


async def test_no_workers_asked_for_means_drawing_in_a_thread() -> None:
    assert not await render_pool.start(workers=0)
    assert not render_pool.running() and not multiprocessing.active_children()


OWNER = """
import asyncio, multiprocessing, sys, time
from workers import pool
async def main():
    assert await pool.start(workers=2)
    print(*[child.pid for child in multiprocessing.active_children()], flush=True)
    time.sleep(120)
asyncio.run(main())
"""


def test_workers_end_with_a_bot_killed_without_shutting_its_pool_down() -> None:
    owner = subprocess.Popen([sys.executable, "-c", OWNER], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(pid) for pid in owner.stdout.readline().split()]
        assert len(workers) == 2
        server = {_parent(pid) for pid in workers}  # the fork server the workers came from
        assert len(server) == 1 and owner.pid not in server
    finally:
        owner.kill()
        owner.wait()
    deadline = time.monotonic() + 15
    while any(_running(pid) for pid in (*workers, *server)):
        assert time.monotonic() < deadline, "render workers outlived the process that started them"
        time.sleep(0.1)


def _parent(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def _running(pid: int) -> bool:
    """Alive and not a zombie waiting to be reaped."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except (FileNotFoundError, ProcessLookupError):  # gone before its file was opened, or while it was read
        return False


def replay_job(frames: int = 12) -> ReplayJob:
    engine = engine_for("animacule")
    state = engine.new(["P0", "P1"], {}, 7)
    text = json.dumps(engine.dump(state), separators=(",", ":"))
    return ReplayJob("animacule", (text,) * frames, tuple(f"{n} of {frames}" for n in range(frames)), 100)


async def test_replays_are_drawn_by_replay_workers_of_their_own_at_a_lower_priority(pool: None) -> None:
    boards = {child.pid for child in multiprocessing.active_children()}
    notes: list[tuple[str, int, int]] = []

    async def progress(step: str, done: int, total: int) -> None:
        notes.append((step, done, total))

    made = await render_pool.replay(replay_job(), progress, every=0.001)
    assert made.moves == 12 and made.data[:4] in (b"GIF8", b"\x89PNG")
    (worker,) = {child.pid for child in multiprocessing.active_children()} - boards  # started with the replay
    lower = min(os.getpriority(os.PRIO_PROCESS, 0) + render_pool.REPLAY_NICE, 19)  # 19: the lowest there is
    assert os.getpriority(os.PRIO_PROCESS, worker) >= lower
    assert notes and {step for step, _, _ in notes} <= {"drawing", "encoding"}  # read from the worker's memory
    assert all(total == 12 and 1 <= done <= 12 for _, done, total in notes)
    assert notes == sorted(notes, key=lambda note: (note[0] == "encoding", note[1]))


async def test_a_damaged_frame_is_named_and_a_dead_replay_worker_costs_its_replay(pool: None) -> None:
    boards = {child.pid for child in multiprocessing.active_children()}
    job = replay_job(3)
    damaged = ReplayJob(job.kind, (job.states[0], '{"schema_version": 1}', job.states[2]), job.captions, 100)
    with pytest.raises(DamagedFrame) as raised:
        await render_pool.replay(damaged)
    assert raised.value.index == 1
    (worker,) = {child.pid for child in multiprocessing.active_children()} - boards
    os.kill(worker, signal.SIGKILL)
    with pytest.raises(BrokenProcessPool):
        await render_pool.replay(replay_job(200))
    assert (await render_pool.replay(job)).moves == 3  # a new replay pool


def test_the_fork_servers_warm_up_reads_every_languages_catalogue() -> None:
    """A worker forked for a German or French server inherits its catalogue compiled, as an English one does."""
    probe = ("import workers.warm\nfrom messages import catalogue, languages\n"
             "print(catalogue.cache_info().currsize, len(languages()))")
    shown = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    read, languages = shown.split()
    assert read == languages == "3"
