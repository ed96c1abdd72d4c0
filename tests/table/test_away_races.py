"""`/game away` and `/game back` racing a move (issue 22 item 1), on SQLite and PostgreSQL.

A move reads the seated members' settings and later saves fresh clocks; an absence begun or
ended in between must still leave the clocks it asked for: paused while the member is away with
`pause`, running once they are back. Each trial gathers a move and the away/back with the store's
awaits shuffled by a seeded number of yields, so the trials go through many interleavings."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import pytest

from table.replies import Caller
from table.store import Store, open_store
from table.table import Table
from table.timekeeping.clocks import FakeClock

TRIALS = 100
START = 1_800_000_000.0


@pytest.fixture
async def any_store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    yield opened
    await opened.close()


def shuffle_awaits(store: Store, rng: random.Random) -> Callable[[], None]:
    """Make each of the store's reads, writes and transactions first yield to the event loop a
    few times (0 to 3, drawn from `rng`); returns what undoes it."""
    originals = {name: getattr(store, name) for name in ("_read_all", "_execute", "_transaction")}

    async def pause() -> None:
        for _ in range(rng.randrange(4)):
            await asyncio.sleep(0)

    async def read_all(*args: Any) -> Any:
        await pause()
        return await originals["_read_all"](*args)

    async def execute(*args: Any) -> Any:
        await pause()
        return await originals["_execute"](*args)

    @asynccontextmanager
    async def transaction() -> AsyncIterator[Any]:
        await pause()
        async with originals["_transaction"]() as tx:
            yield tx

    for name, shuffled in {"_read_all": read_all, "_execute": execute, "_transaction": transaction}.items():
        setattr(store, name, shuffled)

    def undo() -> None:
        for name in originals:
            delattr(store, name)

    return undo


def _players(trial: int) -> tuple[Caller, Caller]:
    """Alice and Bob in a server and channel of the trial's own, so that trials do not meet."""
    return Caller(11, "Alice", 100 + trial, 1000 + trial), Caller(12, "Bob", 100 + trial, 1000 + trial)


async def _bob_to_move(table: Table, alice: Caller, bob: Caller) -> None:
    """A game of Animacule with a deadline, waiting for Bob's move; Alice moved first."""
    await table.new_game(alice, "animacule", "first=creator", "1d")
    await table.join(bob)
    assert not (await table.start(alice)).ephemeral
    assert not (await table.act(alice, "move 1 s")).ephemeral


async def _alices_clock(store: Store, alice: Caller) -> Any:
    game = await store.live_game(alice.channel_id)
    assert game is not None
    (clock,) = [d for d in await store.deadlines(game.id) if d.user_id == 11]
    return clock


@pytest.mark.parametrize("race", ["away", "back"])
async def test_away_or_back_racing_a_move_leaves_the_clock_they_asked_for(any_store: Store, race: str) -> None:
    table = Table(any_store, seed_source=lambda: 7, clock=FakeClock(START))
    wrong = []
    for trial in range(TRIALS):
        alice, bob = _players(trial)
        await _bob_to_move(table, alice, bob)
        if race == "back":
            assert (await table.away(alice, days=3)).ephemeral
        undo = shuffle_awaits(any_store, random.Random(trial))
        try:
            changed = table.away(alice, days=3) if race == "away" else table.back(alice)
            moved, _said = await asyncio.gather(table.act(bob, "move 1 w"), changed)
        finally:
            undo()
        assert not moved.ephemeral, moved.text
        clock = await _alices_clock(any_store, alice)
        away = (await any_store.member(alice.guild_id, 11)).away_at(START)
        paused = clock.paused_at is not None
        if (race == "away") != (away == "pause") or paused != (race == "away") or paused == (clock.next_at is not None):
            wrong.append((trial, away, clock))
    assert wrong == [], f"{len(wrong)} of {TRIALS} interleavings left the wrong clock: {wrong[:3]}"
