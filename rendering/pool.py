"""Board rendering in worker processes, so drawing uses every core while the event loop answers;
the strong bot's search thinks there too (`think`).

One pool per process, started once by whoever runs the table (the bot, the console, the bench)
and shut down when it stops. Each worker imports the renderers when it starts; the table sends
`(kind, state JSON)`, the state it has just saved, and gets PNG bytes back. Where no pool runs
(tests, or a system where worker processes cannot start) the same drawing runs in a thread.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import json
import logging
import multiprocessing
import os
import random
import select
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from rendering import RENDERER_MODULES, render_board
from rules.levels import advise, decide
from rules.registry import engine_for
from rules.search import Decision

log = logging.getLogger(__name__)
T = TypeVar("T")

_pool: concurrent.futures.ProcessPoolExecutor | None = None
_workers = 1


def render_json(kind: str, state_json: str) -> bytes:
    """The board of a saved state: what each worker runs."""
    engine = engine_for(kind)
    return render_board(kind, engine, engine.load(json.loads(state_json)))


def think_json(kind: str, state_json: str, seat: int, level: str, seed: int, think_ms: int) -> str:
    """The notation of the action a bot of `level` plays for `seat` in a saved state: what a worker runs
    for a searching bot, so its time budget is spent off the event loop."""
    engine = engine_for(kind)
    return decide(engine, engine.load(json.loads(state_json)), seat, level, random.Random(seed), think_ms).notation


def hint_json(kind: str, state_json: str, seat: int, seed: int, think_ms: int) -> Decision:
    """The strong bot's move for `seat` in a saved state, with its estimate."""
    engine = engine_for(kind)
    return advise(engine, engine.load(json.loads(state_json)), seat, random.Random(seed), think_ms)


def _worker_starts(owner: int) -> None:
    """Each worker imports every renderer and its engine once, before its first board, and
    ends with the process that owns the pool."""
    threading.Thread(target=_end_with, args=(owner,), name="end-with-owner", daemon=True).start()
    for kind, module in RENDERER_MODULES.items():
        importlib.import_module(module)
        engine_for(kind)


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


async def start(workers: int | None = None) -> bool:
    """Start the process's pool, one worker per core by default, each worker up and warm before
    this returns. False if `workers` is 0, or (with a warning logged) if worker processes cannot
    start here: boards are then drawn in a thread."""
    global _pool, _workers
    if _pool is not None:
        return True
    if workers == 0:
        return False
    _workers = workers or cores()
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
    return True


def _new_pool(workers: int) -> concurrent.futures.ProcessPoolExecutor:
    # Not fork: the parent runs threads (the database's, asyncio's) that a fork would copy mid-step.
    # A fork server that has imported the renderers once makes each worker quick to start.
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__, *RENDERER_MODULES.values()])
    else:
        context = multiprocessing.get_context("spawn")
    return concurrent.futures.ProcessPoolExecutor(workers, mp_context=context, initializer=_worker_starts,
                                                  initargs=(os.getpid(),))


async def shutdown() -> None:
    """Stop the workers; boards drawn after this are drawn in a thread."""
    global _pool
    pool, _pool = _pool, None
    if pool is not None:
        await asyncio.to_thread(pool.shutdown, wait=True, cancel_futures=True)


def running() -> bool:
    return _pool is not None


async def render(kind: str, state_json: str) -> bytes:
    """The board of `state_json` as PNG bytes: in a worker process if the pool runs, else in a
    thread. If a worker dies (killed, out of memory) the pool is replaced and BrokenProcessPool
    raised: drawing the same board here could take the bot down with it."""
    return await _off_the_loop(render_json, kind, state_json)


async def think(kind: str, state_json: str, seat: int, level: str, seed: int, think_ms: int) -> str:
    """The notation a bot of `level` plays for `seat`, worked out as `render` draws a board."""
    return await _off_the_loop(think_json, kind, state_json, seat, level, seed, think_ms)


async def hint(kind: str, state_json: str, seat: int, seed: int, think_ms: int) -> Decision:
    """The strong bot's advice for `seat` (hint_json), worked out as `render` draws a board."""
    return await _off_the_loop(hint_json, kind, state_json, seat, seed, think_ms)


async def _off_the_loop(work: Callable[..., T], *args: Any) -> T:
    global _pool
    pool = _pool
    if pool is None:
        return await asyncio.to_thread(work, *args)
    try:
        return await asyncio.get_running_loop().run_in_executor(pool, work, *args)
    except BrokenProcessPool:
        if _pool is pool:
            log.error("a worker process died; the pool starts again")
            _pool = _new_pool(_workers)
            pool.shutdown(wait=False, cancel_futures=True)
        raise
