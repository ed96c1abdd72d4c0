"""Time as the table sees it: the clock it reads (the system's, or a fake one that tests and the
console move by hand), and which open prompts hold a deadline after each move.

A prompt's clock starts when it opens and keeps running while the same seat owes the same kind
of decision and has not acted, however many other moves happen meanwhile; an answer starts a
fresh clock for whatever that seat owes next. A member away with their deadlines paused gets
clocks that wait, paused, until they come back.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterable
from typing import Protocol

from rules.base import Prompt
from table.store import Deadline, GameRow
from table.timing import Reminder, next_step


class Clock(Protocol):
    def now(self) -> float: ...

    async def sleep(self, seconds: float | None, wake: asyncio.Event) -> None:
        """Return after `seconds` (None: never by itself) or as soon as `wake` is set."""


class SystemClock:
    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float | None, wake: asyncio.Event) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), seconds)


class FakeClock:
    """A clock that moves only when told: tests and the console's `wait 30h` never sleep."""

    def __init__(self, start: float | None = None) -> None:
        self._now = time.time() if start is None else start
        self._sleepers: set[asyncio.Event] = set()

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        self._now += seconds
        for sleeper in self._sleepers:
            sleeper.set()

    async def sleep(self, seconds: float | None, wake: asyncio.Event) -> None:
        until = None if seconds is None else self._now + seconds
        while not wake.is_set() and (until is None or self._now < until):
            moved = asyncio.Event()
            self._sleepers.add(moved)
            waits = {asyncio.ensure_future(wake.wait()), asyncio.ensure_future(moved.wait())}
            try:
                await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for waiting in waits:
                    waiting.cancel()
                self._sleepers.discard(moved)


def clocks_after(game: GameRow, prompts: Iterable[Prompt], previous: dict[int, Deadline], acted: set[int],
                 now: float, reminders: tuple[Reminder, ...], paused: dict[int, float]) -> list[Deadline]:
    """The deadlines of `game`'s open prompts after a move. `previous` are the clocks before it by
    seat, `acted` the user ids whose own decisions the move answered, `paused` the members away
    with their deadlines paused (user id: since when). Bot seats and a game without a deadline
    have no clocks."""
    if game.deadline is None or game.status != "active":
        return []
    clocks = []
    for prompt in prompts:
        seat = game.seats[prompt.seat]
        if seat.bot:
            continue
        kept = previous.get(prompt.seat)
        if kept is not None and kept.kind == prompt.kind and seat.user_id not in acted:
            clocks.append(kept)
            continue
        clock = Deadline(game.id, prompt.seat, prompt.kind, seat.user_id, game.guild_id, game.channel_id,
                         opened_at=now, due_at=now + game.deadline)
        if seat.user_id in paused:
            clock.paused_at = now
        else:
            clock.next_at = next_step(reminders, clock.opened_at, clock.due_at, 0)
        clocks.append(clock)
    return clocks


def paused_clock(clock: Deadline, now: float) -> Deadline:
    """The clock stopped at `now`, while its player is away."""
    return Deadline(**{**clock.__dict__, "next_at": None, "paused_at": now})


def resumed_clock(clock: Deadline, now: float, reminders: tuple[Reminder, ...]) -> Deadline:
    """The clock running again at `now`, its deadline moved on by the time it was paused."""
    assert clock.paused_at is not None
    gap = now - clock.paused_at
    opened, due = clock.opened_at + gap, clock.due_at + gap
    return Deadline(**{**clock.__dict__, "opened_at": opened, "due_at": due, "paused_at": None,
                       "next_at": next_step(reminders, opened, due, clock.sent)})
