"""The one scheduler of a running bot: it sleeps until the clock's next due time (not a poll),
wakes early when a move changes the deadlines, does what fell due, and hands each post to the
adapter that delivers it. At start its first pass deals with everything that fell due while
the bot was down, oldest first, and delivers the posts a crash left in the outbox."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math

from table.posting.delivery import Deliver, backoff
from table.table import Table

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(self, table: Table, deliver: Deliver) -> None:
        self.table = table
        self._deliver = deliver
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        # When the sleeping clock wakes by itself (inf: only when woken); -inf while a pass runs, whose
        # reading of the store may have missed a change made meanwhile.
        self._wakes_at = -math.inf
        table.on_change = self._changed

    def _changed(self, due: float) -> None:
        """The table changed what the clock looks at, with work due at `due`: a sleeping clock is woken
        only if that comes before the time it wakes anyway (a move's clocks are due hours or days
        later, most often after another game's)."""
        if due < self._wakes_at or self._wakes_at == -math.inf:
            self._wake.set()

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="evolution-clock")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def pass_once(self) -> int:
        """Do what is due now and deliver the posts waiting in the outbox; how many were delivered."""
        return len(await self.table.run_due(self._deliver))

    async def _run(self) -> None:
        clock = self.table.clock
        failures = 0
        while True:
            self._wake.clear()
            self._wakes_at = -math.inf
            try:
                await self.pass_once()
                due = await self.table.next_due()
                failures = 0
            except Exception:  # the store cannot even be read: the clock tries again soon
                failures += 1
                retry = backoff(failures)
                log.exception("the clock's pass failed; it tries again in %.0f s", retry)
                due = clock.now() + retry
            self._wakes_at = math.inf if due is None else due
            wait = None if due is None else max(0.0, due - clock.now())
            if wait != 0.0:
                await clock.sleep(wait, self._wake)
