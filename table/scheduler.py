"""The one scheduler of a running bot: it sleeps until the clock's next due time (not a poll),
wakes early when a move changes the deadlines, does what fell due, and hands each post to the
adapter that delivers it. At start its first pass deals with everything that fell due while
the bot was down, oldest first."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from table.replies import Posting
from table.table import Table

log = logging.getLogger(__name__)

Deliver = Callable[[Posting], Awaitable[None]]


class Scheduler:
    def __init__(self, table: Table, deliver: Deliver) -> None:
        self.table = table
        self._deliver = deliver
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        table.on_change = self._wake.set

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="evolution-clock")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def pass_once(self) -> int:
        """Do what is due now and deliver its posts; how many posts were made."""
        posts = await self.table.run_due()
        for posting in posts:
            try:
                await self._deliver(posting)
            except Exception:
                log.exception("the clock's post in channel %s could not be delivered", posting.channel_id)
        return len(posts)

    async def _run(self) -> None:
        clock = self.table.clock
        while True:
            self._wake.clear()
            try:
                await self.pass_once()
                due = await self.table.next_due()
            except Exception:
                log.exception("the clock's pass failed; it tries again in a minute")
                due = clock.now() + 60
            wait = None if due is None else max(0.0, due - clock.now())
            if wait != 0.0:
                await clock.sleep(wait, self._wake)
