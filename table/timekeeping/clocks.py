"""Time as the table sees it: the clock it reads (the system's, or a fake one that tests and the
console move by hand), and which open prompts hold a deadline after each move.

A prompt's clock starts when it opens and keeps running while the same seat owes the same kind
of decision and has not acted, however many other moves happen meanwhile; an answer starts a
fresh clock for whatever that seat owes next. A member away with their deadlines paused gets
clocks that wait, paused, until they come back; a member away with the bot gets clocks without
reminders, and the bot answers one decision for them each time one falls due. A member who set their
own hours gets deadlines that never fall in their night (table/timekeeping/hours.py); the bot standing in for a
member away keeps the table's pace day and night.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Protocol

from rules.base import Prompt
from table.store import Deadline, GameRow, Hours
from table.timekeeping.hours import due_in_hours, woken
from table.timekeeping.timing import Reminder, next_step, reminders_passed


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
                 now: float, reminders: tuple[Reminder, ...], away: Mapping[int, str], pace: float,
                 hours: Mapping[int, Hours]) -> list[Deadline]:
    """The deadlines of `game`'s open prompts after a move. `previous` are the clocks before it by
    seat, `acted` the user ids whose own decisions the move answered (the bot's answers for them
    included), `away` the members away by how (pause or bot), `hours` the members' own hours. Bot
    seats have no clocks; in a game without a deadline only members away with the bot have, at `pace`
    seconds a decision."""
    if game.status != "active":
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
        clock = _fresh(game, prompt, now, reminders, away.get(seat.user_id), pace, hours.get(seat.user_id))
        if clock is not None:
            clocks.append(clock)
    return clocks


def member_clocks(game: GameRow, prompts: Iterable[Prompt], clocks: list[Deadline], user_id: int,
                  mode: str | None, now: float, reminders: tuple[Reminder, ...], pace: float,
                  hours: Hours | None) -> list[Deadline]:
    """The game's clocks once member `user_id` is away by `mode` (pause, bot, or None: here) from
    `now`; the other seats' clocks as they were. Away with `pause`, their clocks stop; with `bot`,
    they run without reminders, and the bot answers when one falls due (in a game without a
    deadline they get one of `pace` seconds); back, a paused clock runs again from where it stood
    and a clock the bot was answering starts afresh, both reminded from here on, and both due in their
    `hours`."""
    mine = {p.seat: p for p in prompts if game.seats[p.seat].user_id == user_id and not game.seats[p.seat].bot}
    settled = [clock for clock in clocks if clock.seat not in mine]
    for seat, prompt in mine.items():
        clock = next((c for c in clocks if c.seat == seat and c.kind == prompt.kind), None)
        if clock is None:
            clock = _fresh(game, prompt, now, reminders, mode, pace, hours)
        elif mode is None and clock.paused_at is None:
            # Back from an absence with the bot, whose clock ran without reminders (perhaps to its
            # last minute): the decision owed gets the table's full time, reminded as usual.
            clock = _fresh(game, prompt, now, reminders, None, pace, hours)
        elif game.deadline is None and mode != "bot":
            clock = None  # the bot's pace ends with the absence: this game has no deadline
        else:
            clock = _as_away(clock, mode, now, reminders, hours)
        if clock is not None:
            settled.append(clock)
    return sorted(settled, key=lambda clock: clock.seat)


def _fresh(game: GameRow, prompt: Prompt, now: float, reminders: tuple[Reminder, ...], mode: str | None,
           pace: float, hours: Hours | None) -> Deadline | None:
    """The clock of a prompt opening at `now` for a member away by `mode`, with their `hours`; None if
    it has none."""
    allowed = game.deadline or (pace if mode == "bot" else None)
    if allowed is None:
        return None
    return clock_as_away(game, prompt, now, now + allowed, mode, now, reminders, hours)


def clock_as_away(game: GameRow, prompt: Prompt, opened: float, due: float, mode: str | None, now: float,
                  reminders: tuple[Reminder, ...], hours: Hours | None) -> Deadline:
    """The clock of `prompt`, opened at `opened` and due at `due`, as its member being away by `mode` (None:
    here) wants it from `now`: a fresh one, or one a take-back gives back. The bot standing in keeps the
    table's pace, their night or not."""
    return _as_away(opened_clock(game, prompt, opened, due, None if mode == "bot" else hours), mode, now, reminders,
                    hours)


def opened_clock(game: GameRow, prompt: Prompt, opened: float, due: float, hours: Hours | None) -> Deadline:
    """The clock of `prompt`, opened at `opened` and due at `due` moved out of its member's night
    (`hours`), not yet reminded."""
    seat = game.seats[prompt.seat]
    due = due_in_hours(due, hours)
    return Deadline(game.id, prompt.seat, prompt.kind, seat.user_id, game.guild_id, game.channel_id,
                    opened_at=opened, due_at=due, next_at=due)


def _as_away(clock: Deadline, mode: str | None, now: float, reminders: tuple[Reminder, ...],
             hours: Hours | None) -> Deadline:
    """`clock` as its member being away by `mode` (None: here) wants it from `now`."""
    if mode == "pause":
        return clock if clock.paused_at is not None else paused_clock(clock, now)
    if clock.paused_at is not None:
        clock = resumed_clock(clock, now, reminders, None if mode == "bot" else hours)
    if mode == "bot":
        return replace(clock, next_at=clock.due_at)  # no reminders: the bot answers at the deadline
    if clock.next_at is None:
        return clock  # stopped: its time is up in a game that waits
    return caught_up(clock, now, reminders)  # reminders that fell due while the bot stood in are not sent late


def caught_up(clock: Deadline, now: float, reminders: tuple[Reminder, ...]) -> Deadline:
    """`clock` with every reminder whose time is past at `now` counted as sent (none goes out late, nor
    several at once) and its next look at the next reminder or the deadline."""
    sent = max(clock.sent, reminders_passed(reminders, clock.opened_at, clock.due_at, now))
    return replace(clock, sent=sent, next_at=next_step(reminders, clock.opened_at, clock.due_at, sent))


def night_waited(clock: Deadline, now: float, hours: Hours) -> Deadline:
    """`clock` found due at `now`, in its member's night: a reminder waits for the start of their next
    hours (never past the deadline); a deadline moves out of the night as a fresh one would, or, if it
    fell while their hours ran (the bot was down meanwhile), to the start of their next hours."""
    morning = woken(now, hours)
    if now < clock.due_at:
        return replace(clock, next_at=min(morning, clock.due_at))
    due = max(due_in_hours(clock.due_at, hours), morning)
    return replace(clock, due_at=due, next_at=due)


def paused_clock(clock: Deadline, now: float) -> Deadline:
    """The clock stopped at `now`, while its player is away."""
    return replace(clock, next_at=None, paused_at=now)


def resumed_clock(clock: Deadline, now: float, reminders: tuple[Reminder, ...], hours: Hours | None) -> Deadline:
    """The clock running again at `now`, its deadline moved on by the time it was paused (and out of
    its member's night, `hours`)."""
    assert clock.paused_at is not None
    gap = now - clock.paused_at
    opened, due = clock.opened_at + gap, due_in_hours(clock.due_at + gap, hours)
    return replace(clock, opened_at=opened, due_at=due, paused_at=None,
                   next_at=next_step(reminders, opened, due, clock.sent))
