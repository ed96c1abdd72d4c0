from __future__ import annotations

import itertools
import json
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from games import engine_for
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import FakeClock

CHANNEL = 500
START = 1_800_000_000.0  # the fake clock's start in the clock's tests


def caller(name: str, user_id: int, channel: int = CHANNEL, admin: bool = False,
           roles: frozenset[int] = frozenset()) -> Caller:
    return Caller(user_id, name, guild_id=1, channel_id=channel, manage_channels=admin, role_ids=roles)


ALICE = caller("Alice", 11)
BOB = caller("Bob", 12)
CAROL = caller("Carol", 13)
DAVE = caller("Dave", 14)
EVE = caller("Eve", 15)
ADMIN = caller("Root", 99, admin=True)


class Leavers:
    """Who Discord says has left the server (the adapter's `Table.left_server`), and each member it was asked after."""

    def __init__(self, *gone: int) -> None:
        self.gone = set(gone)
        self.asked: list[int] = []

    async def __call__(self, guild_id: int, user_id: int) -> bool:
        self.asked.append(user_id)
        return user_id in self.gone


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    opened = await Store.open(tmp_path / "games.sqlite3")
    yield opened
    await opened.close()


@pytest.fixture
def table(store: Store) -> Table:
    seeds = itertools.count(7)
    return Table(store, seed_source=lambda: next(seeds))


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(START)


def table_on(store: Store, clock: FakeClock) -> Table:
    """A table on the test's fake clock, every game dealt from seed 7."""
    return Table(store, seed_source=lambda: 7, clock=clock)


async def started(table: Table, *players: Caller, options: str = "first=creator") -> None:
    """A game of animacule in CHANNEL with these players, the first one moving first."""
    first, *others = players
    await table.new_game(first, "animacule", options)
    for player in others:
        await table.join(player)
    reply = await table.start(first)
    assert not reply.ephemeral, reply.text


async def resigned(table: Table, player: Caller) -> Reply:
    """`player` resigns from the game in play: asked privately first, then confirmed by the button."""
    asked = await table.resign(player)
    assert asked.ephemeral and [c.label for c in asked.choices] == ["Resign"], asked.text
    return await table.press(player, asked.choices[0].custom_id)


async def play_to_the_end(table: Table, store: Store, players: dict[int, Caller], seed: int,
                          limit: int = 3000, channel: int = CHANNEL) -> list[Reply]:
    """Play the channel's live game to its end through `table.act`, each move of a seat in
    `players` chosen by the engine's bot; the replies in order. Every move must be accepted, and
    only the seats in `players` may owe a prompt (bot seats answer their own)."""
    game = await store.live_game(channel)
    engine = engine_for(game.kind)
    rng = random.Random(seed)
    replies: list[Reply] = []
    for _ in range(limit):
        current = await store.game(game.id)
        if current.status == "finished":
            return replies
        state = engine.load(json.loads(current.state_json))
        seat = engine.prompts(state)[0].seat
        assert seat in players, "bot seats answer their own prompts"
        reply = await table.act(players[seat], engine.bot_action(state, seat, rng).notation)
        assert not reply.ephemeral, reply.text
        replies.append(reply)
    raise AssertionError(f"game #{game.id} did not end within {limit} moves")
