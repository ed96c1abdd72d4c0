"""Issue 34: `/mygames` reads every server's live games a member sits in from the shared store, on
SQLite and on PostgreSQL (where any process, any shard, may get a direct message), and the table lists
them with links to their channels, those waiting for the member first."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from table.replies import Caller
from table.store import Seat, Store, open_store
from table.table import Table


@pytest.fixture
async def any_store(store_target: str) -> AsyncIterator[Store]:
    opened = await open_store(store_target)
    yield opened
    await opened.close()


async def test_a_members_live_games_are_found_in_every_server_and_only_theirs(any_store: Store) -> None:
    store = any_store
    mine_here = await store.create_game(1, 100, "soup", Seat(11, "al"), {})
    mine_there = await store.create_game(2, 200, "micro", Seat(12, "bo"), {})
    mine_there.seats.append(Seat(11, "al"))
    await store.save(mine_there)
    await store.create_game(3, 300, "soup", Seat(111, "al2"), {})  # an id that only starts like theirs
    ended = await store.create_game(4, 400, "soup", Seat(11, "al"), {})
    ended.status = "finished"
    await store.save(ended)
    assert [(g.id, g.guild_id) for g in await store.live_games_of(11)] == [(mine_here.id, 1), (mine_there.id, 2)]
    assert [g.id for g in await store.live_games_of(111)] == [3]
    assert await store.live_games_of(99) == []


async def test_mygames_links_each_game_and_puts_those_waiting_for_the_member_first(store: Store) -> None:
    table = Table(store, seed_source=lambda: 7)
    alice = Caller(11, "Alice", guild_id=1, channel_id=100)
    bob = Caller(12, "Bob", guild_id=1, channel_id=100)
    await table.new_game(alice, "animacule", "first=creator")  # the first move is Alice's here
    await table.join(bob)
    await table.start(alice)
    away_bob = Caller(12, "Bob", guild_id=2, channel_id=200)
    await table.new_game(away_bob, "animacule", "first=creator")  # and Bob's in the other server
    await table.join(Caller(11, "Alice", guild_id=2, channel_id=200))
    await table.start(away_bob)
    await table.new_game(Caller(11, "Alice", guild_id=3, channel_id=300), "soup")
    in_dm = Caller(11, "Alice", guild_id=0, channel_id=999)
    reply = await table.my_games(in_dm)
    assert reply.ephemeral
    assert reply.text.splitlines() == [
        "➡️ **your move** — [Animacule Apocalypse](https://discord.com/channels/1/100), game #1: waiting for Alice "
        f"to move, attack or reproduce with one animacule, due <t:{int((await store.deadlines(1))[0].due_at)}:R>",
        "[Animacule Apocalypse](https://discord.com/channels/2/200), game #2: waiting for Bob to move, attack or "
        "reproduce with one animacule",
        "[Primordial Soup](https://discord.com/channels/3/300), game #3, in its lobby",
    ]
    mine = await table.mine(Caller(11, "Alice", guild_id=2, channel_id=200))
    assert mine.text.startswith("<#200>: Animacule Apocalypse, game #2: waiting for Bob")
    assert (await table.my_games(Caller(55, "Zed", 0, 1))).text.startswith("You are not playing in any game")
