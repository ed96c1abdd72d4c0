"""Drawing off the event loop: boards and replays in worker processes, so drawing uses every core
while the event loop answers, and small pictures in a small thread pool of its own.

One pool per process, started once by whoever runs the table (the bot, the console, the bench)
and shut down when it stops. Each worker imports the renderers when it starts; the table sends
`(kind, state JSON)`, the state it has just saved, and gets PNG bytes back. Replays (seconds of
work each) have workers of their own, fewer and at a lower priority, so a replay never holds up a
move's board and the bot's own process keeps the CPU it needs to answer; the table queues them
(table/replayqueue.py). Charts and private pictures (milliseconds each) are drawn in the small
thread pool. Where no process pool runs (tests, or a system where worker processes cannot start)
boards and replays are drawn in threads of their own too. Nothing here uses the event loop's
default executor, which anything may fill.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import json
import logging
import multiprocessing
import os
import select
import threading
import time
from collections.abc import Awaitable, Callable, MutableSequence
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

from rendering import RENDERER_MODULES, render_board
from rendering.replay import STEPS, Replay, ReplayJob, make_replay
from rules.registry import engine_for

log = logging.getLogger(__name__)
T = TypeVar("T")

_pool: concurrent.futures.ProcessPoolExecutor | None = None
_workers = 1
_replay_pool: concurrent.futures.ProcessPoolExecutor | None = None
_replay_workers = 1
REPLAY_NICE = 10  # replay workers yield the CPU to the bot's own process and to the board workers
THREADS = 2  # threads drawing charts and private pictures (and boards, where no process pool runs)
REPLAY_THREADS = 1  # threads drawing replays where no process pool runs
PROGRESS_SLOTS = 64  # replays whose progress can be followed at once (more are drawn, unfollowed)
_threads = concurrent.futures.ThreadPoolExecutor(THREADS, thread_name_prefix="drawing")
_replay_threads = concurrent.futures.ThreadPoolExecutor(REPLAY_THREADS, thread_name_prefix="replay")
# Each replay's progress as (step, frames done, frames in all), three numbers per slot: shared
# memory the replay workers write, read by the event loop; a plain list where no process pool runs.
_progress: MutableSequence[int] = [0] * (3 * PROGRESS_SLOTS)
_free_slots = list(range(PROGRESS_SLOTS))


def render_json(kind: str, state_json: str) -> bytes:
    """The board of a saved state: what each worker runs."""
    engine = engine_for(kind)
    return render_board(kind, engine, engine.load(json.loads(state_json)))


def _worker_starts(owner: int) -> None:
    """Each worker imports every renderer and its engine once, before its first board, and
    ends with the process that owns the pool."""
    threading.Thread(target=_end_with, args=(owner,), name="end-with-owner", daemon=True).start()
    for kind, module in RENDERER_MODULES.items():
        importlib.import_module(module)
        engine_for(kind)


def _replay_worker_starts(owner: int, progress: MutableSequence[int]) -> None:
    """A replay worker: as a board worker, at a lower priority, writing its progress to `progress`."""
    global _progress
    _progress = progress
    os.nice(REPLAY_NICE)
    _worker_starts(owner)


def _draw_replay(job: ReplayJob, slot: int | None) -> Replay:
    """What a replay worker runs: the replay, its progress written to its slot as it goes."""

    def report(step: str, done: int, total: int) -> None:
        assert slot is not None
        _progress[3 * slot:3 * slot + 3] = [STEPS.index(step) + 1, done, total]

    return make_replay(job, report if slot is not None else None)


def _end_with(owner: int) -> None:
    """Exit when `owner` ends, however it ends: a bot killed with SIGKILL never shuts its pool down,
    and its workers (children of the fork server, not of the bot) would otherwise wait for work
    forever, keeping the fork server alive with them."""
    try:
        handle = os.pidfd_open(owner)
    except ProcessLookupError:
        os._exit(0)
    except (AttributeError, OSError):  # no pidfd here (not Linux 5.3+): look every second instead
        while _alive(owner):
            time.sleep(1)
        os._exit(0)
    select.select([handle], [], [])  # readable once the owner has exited
    os._exit(0)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        return os.cpu_count() or 1


async def start(workers: int | None = None, replay_workers: int | None = None) -> bool:
    """Start the process's pool, one board worker per core by default, each worker up and warm
    before this returns, and the replay workers (half the cores by default, at least one), which
    start with the first replay. False if `workers` is 0, or (with a warning logged) if worker
    processes cannot start here: boards and replays are then drawn in threads."""
    global _pool, _workers, _replay_pool, _replay_workers
    if _pool is not None:
        return True
    if workers == 0:
        return False
    _workers = workers or cores()
    _replay_workers = replay_workers or max(1, cores() // 2)
    pool = None
    try:
        pool = _new_pool(_workers)
        # As many waits as workers, submitted at once: each finds no idle worker and starts one.
        await asyncio.gather(*(asyncio.wrap_future(pool.submit(os.getpid)) for _ in range(_workers)))
    except (OSError, RuntimeError, BrokenProcessPool) as error:
        log.warning("board rendering stays in this process: worker processes cannot start (%s)", error)
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        return False
    _pool = pool
    _replay_pool = _new_replay_pool(_replay_workers)
    return True


def _context() -> multiprocessing.context.BaseContext:
    # Not fork: the parent runs threads (the database's, asyncio's) that a fork would copy mid-step.
    # A fork server that has imported the renderers once makes each worker quick to start.
    context: multiprocessing.context.BaseContext
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__, *RENDERER_MODULES.values()])
        return context
    return multiprocessing.get_context("spawn")


def _new_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    return concurrent.futures.ProcessPoolExecutor(workers, mp_context=_context(), initializer=_worker_starts,
                                                  initargs=(os.getpid(),))


def _new_replay_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    global _progress
    context = _context()
    shared = context.RawArray("q", 3 * PROGRESS_SLOTS)
    _progress = shared
    return concurrent.futures.ProcessPoolExecutor(workers, mp_context=context, initializer=_replay_worker_starts,
                                                  initargs=(os.getpid(), shared))


async def shutdown() -> None:
    """Stop the workers; boards and replays drawn after this are drawn in threads."""
    global _pool, _replay_pool, _progress
    pools = [pool for pool in (_pool, _replay_pool) if pool is not None]
    _pool = _replay_pool = None
    _progress = [0] * (3 * PROGRESS_SLOTS)
    for pool in pools:
        await in_thread(pool.shutdown, True, cancel_futures=True)


def running() -> bool:
    return _pool is not None


def replay_workers() -> int:
    """How many replays are drawn at once: the replay workers, or the replay threads without them."""
    return _replay_workers if _replay_pool is not None else REPLAY_THREADS


async def in_thread(work: Callable[..., T], *args: object, **kwargs: object) -> T:
    """`work(*args, **kwargs)` in the small drawing thread pool: for charts and private pictures,
    never on the event loop's default executor."""
    return await asyncio.get_running_loop().run_in_executor(_threads, lambda: work(*args, **kwargs))


async def render(kind: str, state_json: str) -> bytes:
    """The board of `state_json` as PNG bytes: in a worker process if the pool runs, else in a
    thread. If a worker dies (killed, out of memory) the pool is replaced and BrokenProcessPool
    raised: drawing the same board here could take the bot down with it."""
    global _pool
    pool = _pool
    if pool is None:
        return await in_thread(render_json, kind, state_json)
    try:
        return await asyncio.get_running_loop().run_in_executor(pool, render_json, kind, state_json)
    except BrokenProcessPool:
        if _pool is pool:
            log.error("a board-rendering worker died; the pool starts again")
            _pool = _new_pool(_workers)
            pool.shutdown(wait=False, cancel_futures=True)
        raise


Progress = Callable[[str, int, int], Awaitable[None]]  # (step, frames done, frames in all)


async def replay(job: ReplayJob, progress: Progress | None = None, every: float = 2.0) -> Replay:
    """The replay of `job`, drawn by a replay worker (a replay thread where no process pool runs);
    `progress` hears how far it got every `every` seconds while it moves on. The caller bounds how
    many replays are asked for at once (table/replayqueue.py). If a worker dies the replay pool is
    replaced and BrokenProcessPool raised; DamagedFrame names a frame whose state does not load."""
    global _replay_pool
    pool = _replay_pool
    executor = pool if pool is not None else _replay_threads
    try:
        return await _follow(executor, job, progress, every)
    except BrokenProcessPool:
        if pool is not None and _replay_pool is pool:
            log.error("a replay worker died; the replay pool starts again")
            _replay_pool = _new_replay_pool(_replay_workers)
            pool.shutdown(wait=False, cancel_futures=True)
        raise


async def _follow(executor: concurrent.futures.Executor, job: ReplayJob, progress: Progress | None,
                  every: float) -> Replay:
    """The replay drawn by `executor`, its progress read from its slot every `every` seconds."""
    slot = _free_slots.pop() if progress is not None and _free_slots else None
    if slot is not None:
        _progress[3 * slot:3 * slot + 3] = [0, 0, 0]
    try:
        future = asyncio.get_running_loop().run_in_executor(executor, _draw_replay, job, slot)
    except BaseException:
        if slot is not None:
            _free_slots.append(slot)
        raise
    if slot is not None:  # free once the worker is done with it, even if the caller gave up first
        future.add_done_callback(lambda _: _free_slots.append(slot))
    try:
        shown: tuple[int, ...] = (0, 0, 0)
        while True:
            done, _ = await asyncio.wait({future}, timeout=every)
            if done:
                return future.result()
            if slot is not None and progress is not None:
                now = tuple(_progress[3 * slot:3 * slot + 3])
                if now != shown and now[0]:
                    shown = now
                    await progress(STEPS[now[0] - 1], now[1], now[2])
    finally:
        future.cancel()  # the caller gave up: a replay not started yet is not drawn at all
