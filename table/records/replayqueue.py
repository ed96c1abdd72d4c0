"""The queue of /game replay: who is having a replay drawn, who waits, and who is refused.

A replay is seconds of a worker's time, so the process draws as many at once as it has replay
workers (workers/pool.py) and the rest wait their turn, first come first served. Each member has
one replay drawn or waiting at a time, each server a few, and the whole queue is bounded: past
that a request is refused at once, saying where the replays in its way stand. One queue serves
every table of the process, as the pool does.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from messages import say
from table.core import Refused
from workers import pool as render_pool

PER_SERVER = 3  # replays drawn or waiting for one server
MOST = 30  # replays drawn or waiting in all
NOTE_EVERY = 5.0  # seconds between two notes of an unchanged place in the queue

Note = Callable[[int], Awaitable[None]]  # told the place in the queue (1: next)


@dataclass(eq=False)
class Ticket:
    guild_id: int
    user_id: int
    game_id: int
    drawing: bool = False
    moved: asyncio.Future[None] | None = None  # set when the queue moves on while this one waits


class ReplayQueue:
    def __init__(self, running: int | None = None, per_server: int = PER_SERVER, most: int = MOST) -> None:
        self._running = running  # None: as many as the worker pool draws at once
        self.per_server = per_server
        self.most = most
        self._tickets: list[Ticket] = []  # in order of arrival, those drawn and those waiting

    @property
    def running(self) -> int:
        return self._running or render_pool.replay_workers()

    def join(self, guild_id: int, user_id: int, game_id: int) -> Ticket:
        """A place in the queue for a replay of `game_id`; Refused, naming where the replays in its way
        stand, if the member has one already, the server has its most, or the queue is full."""
        mine = next((t for t in self._tickets if t.user_id == user_id), None)
        if mine is not None:
            raise Refused(say("replayqueue-yours", id=mine.game_id, place=self.place(mine)))
        server = [t for t in self._tickets if t.guild_id == guild_id]
        if len(server) >= self.per_server:
            standing = say("between-semicolon").join(say("replayqueue-standing", id=t.game_id, place=self.place(t))
                                                     for t in server)
            raise Refused(say("replayqueue-server-full", count=len(server), standing=standing))
        if len(self._tickets) >= self.most:
            waiting = sum(not t.drawing for t in self._tickets)
            raise Refused(say("replayqueue-bot-full", count=len(self._tickets), waiting=waiting))
        ticket = Ticket(guild_id, user_id, game_id)
        self._tickets.append(ticket)
        self._move_on()
        return ticket

    def place(self, ticket: Ticket) -> int:
        """0 while the ticket's replay is drawn; else its number in the queue, 1 being the next."""
        if ticket.drawing:
            return 0
        return [t for t in self._tickets if not t.drawing].index(ticket) + 1

    async def turn(self, ticket: Ticket, note: Note | None = None) -> None:
        """Wait until the ticket's replay may be drawn, telling `note` its place in the queue when it
        changes (and every NOTE_EVERY seconds, for an answer shown only some time after it came)."""
        told = None
        while not ticket.drawing:
            place = self.place(ticket)
            if note is not None and place != told:
                told = place
                await note(place)
            ticket.moved = asyncio.get_running_loop().create_future()
            done, _ = await asyncio.wait({ticket.moved}, timeout=NOTE_EVERY)
            if not done:
                told = None

    def leave(self, ticket: Ticket) -> None:
        """The ticket's replay is posted, refused or abandoned: the next one in the queue starts."""
        if ticket in self._tickets:
            self._tickets.remove(ticket)
        self._move_on()

    def _move_on(self) -> None:
        drawing = sum(t.drawing for t in self._tickets)
        for ticket in self._tickets:
            if drawing >= self.running:
                break
            if not ticket.drawing:
                ticket.drawing = True
                drawing += 1
        for ticket in self._tickets:
            if ticket.moved is not None and not ticket.moved.done():
                ticket.moved.set_result(None)


QUEUE = ReplayQueue()  # the process's queue, shared by its tables as the worker pool is
