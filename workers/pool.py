"""Drawing off the event loop: boards and replays in worker processes, so drawing uses every core
while the event loop answers, and small pictures in a small thread pool of its own; the strong
bot's search thinks in the board workers too (`think`).

One pool per process, started once by whoever runs the table (the bot, the console, the bench)
and shut down when it stops. Each worker imports the renderers when it starts; the table sends
`(kind, state JSON)`, the state it has just saved, and gets PNG bytes back. The board workers are
driven by the event loop itself: each has a pipe of its own, a job is written to an idle worker's
pipe and its answer read when that pipe turns readable, so a board costs the bot process no hop
through an executor's manager and feeder threads (0.55-0.67 ms of its CPU a board with them,
0.23 ms without). Replays (seconds of work each) have workers of their own, fewer and at a lower
priority, so a replay never holds up a move's board and the bot's own process keeps the CPU it
needs to answer; the table queues them (table/records/replayqueue.py). Charts and private pictures
(milliseconds each) are drawn in the small thread pool. Where no process pool runs (tests, or a
system where worker processes cannot start) boards and replays are drawn in threads of their own
too. Nothing here uses the event loop's default executor, which anything may fill.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import json
import logging
import multiprocessing
import os
import pickle
import random
import select
import threading
import time
import traceback
from collections import deque
from collections.abc import Awaitable, Callable, MutableSequence
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from games import engine_for, manifests
from messages import DEFAULT_LANGUAGE, reader_language, reading
from rendering import render_board
from rendering.replay import STEPS, Replay, ReplayJob, make_replay
from rules.levels import Advice, advise, decide

log = logging.getLogger(__name__)
T = TypeVar("T")

_pool: BoardWorkers | None = None
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


def render_json(kind: str, state_json: str, language: str = DEFAULT_LANGUAGE) -> bytes:
    """The board of a saved state, its text in `language`: what each worker runs (a worker process does
    not share the event loop's reader language, so it is handed over)."""
    engine = engine_for(kind)
    with reading(language):
        return render_board(kind, engine, engine.load(json.loads(state_json)))


def think_json(kind: str, state_json: str, seat: int, level: str, seed: int, think_ms: int) -> str:
    """The notation of the action a bot of `level` plays for `seat` in a saved state: what a worker runs
    for a searching bot, so its time budget is spent off the event loop."""
    engine = engine_for(kind)
    return decide(engine, engine.load(json.loads(state_json)), seat, level, random.Random(seed), think_ms).notation


def hint_json(kind: str, state_json: str, seat: int, seed: int, think_ms: int) -> Advice:
    """The strong bot's move for `seat` in a saved state, with its estimate."""
    engine = engine_for(kind)
    return advise(engine, engine.load(json.loads(state_json)), seat, random.Random(seed), think_ms)


def _worker_starts(owner: int) -> None:
    """Each worker imports every renderer and its engine once, before its first board, and
    ends with the process that owns the pool."""
    threading.Thread(target=_end_with, args=(owner,), name="end-with-owner", daemon=True).start()
    for game in manifests():
        game.renderer()
        game.engine()


def _serve(jobs: Connection, owner: int) -> None:
    """A board worker: ready once warm, then each job read from its pipe answered on it, one at a
    time, until the pipe closes (the pool shut down, or the process that owns it ended)."""
    _worker_starts(owner)
    try:
        jobs.send((True, None, 0.0))
        while True:
            try:
                work, args = jobs.recv()
            except EOFError:
                return
            started = time.process_time()
            try:
                answer: tuple[bool, Any] = (True, work(*args))
            except Exception as error:
                answer = (False, (error, traceback.format_exc()))
            spent = time.process_time() - started  # the job's own CPU, apart from taking it and answering
            try:
                jobs.send((*answer, spent))
            except BrokenPipeError:
                raise
            except Exception as error:  # an answer or an error that does not pickle: said in words
                jobs.send((False, (RuntimeError(f"the worker's answer could not be sent back ({error})"), ""), spent))
    except BrokenPipeError:  # the pool shut down while this worker started or drew
        return


def _replay_worker_starts(owner: int, progress: MutableSequence[int]) -> None:
    """A replay worker: as a board worker, at a lower priority, writing its progress to `progress`."""
    global _progress
    _progress = progress
    os.nice(REPLAY_NICE)
    _worker_starts(owner)


def _draw_replay(job: ReplayJob, slot: int | None, language: str = DEFAULT_LANGUAGE) -> Replay:
    """What a replay worker runs: the replay in `language`, its progress written to its slot as it goes."""

    def report(step: str, done: int, total: int) -> None:
        assert slot is not None
        _progress[3 * slot:3 * slot + 3] = [STEPS.index(step) + 1, done, total]

    with reading(language):
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
    global _pool, _replay_pool, _replay_workers
    if _pool is not None:
        return True
    if workers == 0:
        return False
    _replay_workers = replay_workers or max(1, cores() // 2)
    pool = None
    try:
        pool = _new_pool(workers or cores())
        await pool.warm()
    except (OSError, RuntimeError, BrokenProcessPool) as error:
        log.warning("board rendering stays in this process: worker processes cannot start (%s)", error)
        if pool is not None:
            await pool.shutdown()
        return False
    _pool = pool
    _replay_pool = _new_replay_pool(_replay_workers)
    return True


Context = multiprocessing.context.ForkServerContext | multiprocessing.context.SpawnContext


def _context() -> Context:
    # Not fork: the parent runs threads (the database's, asyncio's) that a fork would copy mid-step.
    # A fork server that has imported the renderers and read the catalogue once (workers/warm.py) makes
    # each worker quick to start.
    if "forkserver" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload([__name__, "workers.warm", *(game.renderer_module for game in manifests())])
        return context
    return multiprocessing.get_context("spawn")


def _new_pool(workers: int) -> BoardWorkers:
    return BoardWorkers(workers)


class _Worker:
    def __init__(self, process: multiprocessing.process.BaseProcess, pipe: Connection) -> None:
        self.process = process
        self.pipe = pipe
        self.ready = False  # warm and answering jobs
        self.job: asyncio.Future[Any] | None = None  # the job it is answering


class BoardWorkers:
    """`count` worker processes answering jobs (boards, bots' thinking) one at a time each, in the order
    they were asked for, every pipe watched by the event loop that started them. A worker that dies
    fails its own job with BrokenProcessPool and another starts in its place."""

    def __init__(self, count: int) -> None:
        self.loop = asyncio.get_running_loop()
        self.context = _context()
        self.workers: list[_Worker] = []
        self.idle: list[_Worker] = []
        self.waiting: deque[tuple[asyncio.Future[Any], Callable[..., Any], tuple[Any, ...]]] = deque()
        self.warmed: asyncio.Future[None] = self.loop.create_future()  # every first worker ready, or one lost
        self.closing = False
        self.jobs_cpu = 0.0  # seconds of CPU the workers spent inside their jobs, for bench/throughput.py
        try:
            for _ in range(count):
                self._spawn()
        except BaseException:
            self._close_all()
            raise

    def _spawn(self) -> None:
        mine, theirs = self.context.Pipe()
        process = self.context.Process(target=_serve, args=(theirs, os.getpid()), name="board-worker", daemon=True)
        try:
            process.start()
        finally:
            theirs.close()
        worker = _Worker(process, mine)
        self.workers.append(worker)
        self.loop.add_reader(mine.fileno(), self._answered, worker)

    async def warm(self) -> None:
        """Until every worker has started and is warm; BrokenProcessPool if one died first."""
        await self.warmed

    def submit(self, work: Callable[..., T], *args: Any) -> asyncio.Future[T]:
        job: asyncio.Future[T] = self.loop.create_future()
        if self.closing:
            job.set_exception(BrokenProcessPool("the board workers are shutting down"))
            return job
        self.waiting.append((job, work, args))
        self._dispatch()
        return job

    def _dispatch(self) -> None:
        while self.idle and self.waiting:
            job, work, args = self.waiting.popleft()
            if job.done():  # its caller gave up before a worker was free
                continue
            try:
                message = pickle.dumps((work, args), pickle.HIGHEST_PROTOCOL)
            except Exception as error:
                job.set_exception(error)
                continue
            worker = self.idle.pop()
            worker.job = job
            try:
                worker.pipe.send_bytes(message)
            except OSError:  # it died while idle
                self._lost(worker)

    def _answered(self, worker: _Worker) -> None:
        try:
            done, answer, spent = worker.pipe.recv()
        except (EOFError, OSError):
            self._lost(worker)
            return
        self.jobs_cpu += spent
        job, worker.job = worker.job, None
        if not worker.ready:
            worker.ready = True
            if all(w.ready for w in self.workers) and not self.warmed.done():
                self.warmed.set_result(None)
        elif job is not None and not job.done():
            if done:
                job.set_result(answer)
            else:
                error, remote = answer
                error.__cause__ = RemoteTraceback(remote) if remote else None
                job.set_exception(error)
        self.idle.append(worker)
        self._dispatch()

    def _lost(self, worker: _Worker) -> None:
        """A worker gone (killed, out of memory): its job fails, another worker takes its place."""
        self._close(worker)
        self.workers.remove(worker)
        if worker in self.idle:
            self.idle.remove(worker)
        if worker.job is not None and not worker.job.done():
            worker.job.set_exception(BrokenProcessPool("the board worker drawing this died (killed, or out of memory)"))
        if not worker.ready:  # it never started: starting another would fail the same way
            if not self.warmed.done():
                self.warmed.set_exception(BrokenProcessPool("a board worker ended as it started"))
        elif not self.closing:
            log.error("a board worker died; another starts in its place")
            try:
                self._spawn()
            except (OSError, RuntimeError) as error:
                log.error("no board worker could start in its place (%s)", error)
        if not self.workers:  # nobody left to answer what waits
            while self.waiting:
                job = self.waiting.popleft()[0]
                if not job.done():
                    job.set_exception(BrokenProcessPool("no board worker is left"))
        self._dispatch()

    def _close(self, worker: _Worker) -> None:
        self.loop.remove_reader(worker.pipe.fileno())
        worker.pipe.close()
        worker.process.join(1)
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join()

    def _close_all(self) -> None:
        for worker in self.workers:
            self._close(worker)
        self.workers.clear()
        self.idle.clear()

    async def shutdown(self) -> None:
        """Stop taking jobs, cancel those not started, let those started finish, and end the workers
        (a closed pipe ends a worker)."""
        self.closing = True
        while self.waiting:
            self.waiting.popleft()[0].cancel()
        started = [w.job for w in self.workers if w.job is not None and w.ready]
        if started:
            await asyncio.wait(started)
        for worker in self.workers:
            self.loop.remove_reader(worker.pipe.fileno())
            worker.pipe.close()
        await in_thread(_join_all, [w.process for w in self.workers])
        self.workers.clear()
        self.idle.clear()


def _join_all(processes: list[multiprocessing.process.BaseProcess]) -> None:
    for process in processes:
        process.join(5)
        if process.is_alive():
            process.kill()
            process.join()


class RemoteTraceback(Exception):
    """Where in the worker a job's error was raised: the cause of the error re-raised here."""

    def __str__(self) -> str:
        return str(self.args[0])


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
    boards, replays = _pool, _replay_pool
    _pool = _replay_pool = None
    _progress = [0] * (3 * PROGRESS_SLOTS)
    if boards is not None:
        await boards.shutdown()
    if replays is not None:
        await in_thread(replays.shutdown, True, cancel_futures=True)


def running() -> bool:
    return _pool is not None


def jobs_cpu() -> float:
    """Seconds of CPU the board workers spent inside the jobs they answered (drawing, thinking), apart
    from taking each job and sending its answer back; 0 where no process pool runs."""
    return _pool.jobs_cpu if _pool is not None else 0.0


def replay_workers() -> int:
    """How many replays are drawn at once: the replay workers, or the replay threads without them."""
    return _replay_workers if _replay_pool is not None else REPLAY_THREADS


async def in_thread(work: Callable[..., T], *args: object, **kwargs: object) -> T:
    """`work(*args, **kwargs)` in the small drawing thread pool: for charts and private pictures,
    never on the event loop's default executor."""
    context = contextvars.copy_context()  # the reader's language goes with it, as asyncio.to_thread's would
    return await asyncio.get_running_loop().run_in_executor(_threads, lambda: context.run(work, *args, **kwargs))


async def render(kind: str, state_json: str) -> bytes:
    """The board of `state_json` as PNG bytes: in a worker process if the pool runs, else in a
    thread. If its worker dies (killed, out of memory) another starts in its place and
    BrokenProcessPool is raised: drawing the same board here could take the bot down with it."""
    return await _off_the_loop(render_json, kind, state_json, reader_language())


async def think(kind: str, state_json: str, seat: int, level: str, seed: int, think_ms: int) -> str:
    """The notation a bot of `level` plays for `seat`, worked out as `render` draws a board."""
    return await _off_the_loop(think_json, kind, state_json, seat, level, seed, think_ms)


async def hint(kind: str, state_json: str, seat: int, seed: int, think_ms: int) -> Advice:
    """The strong bot's advice for `seat` (hint_json), worked out as `render` draws a board."""
    return await _off_the_loop(hint_json, kind, state_json, seat, seed, think_ms)


async def _off_the_loop(work: Callable[..., T], *args: Any) -> T:
    if _pool is None:
        return await in_thread(work, *args)
    return await _pool.submit(work, *args)


Progress = Callable[[str, int, int], Awaitable[None]]  # (step, frames done, frames in all)


async def replay(job: ReplayJob, progress: Progress | None = None, every: float = 2.0) -> Replay:
    """The replay of `job`, drawn by a replay worker (a replay thread where no process pool runs);
    `progress` hears how far it got every `every` seconds while it moves on. The caller bounds how
    many replays are asked for at once (table/records/replayqueue.py). If a worker dies the replay pool is
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
        future = asyncio.get_running_loop().run_in_executor(executor, _draw_replay, job, slot, reader_language())
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
