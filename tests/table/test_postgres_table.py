"""The table on PostgreSQL: a whole game to its end, and two bot processes sharing one database,
where a move lands once and an old board's button is refused whichever process it reaches."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import AsyncIterator

import pytest

from rules.animacule import ENGINE
from table import custom_ids
from table.replies import Caller
from table.running.shards import Shards
from table.store import Store, open_store
from table.store.scratch import ScratchPostgres
from table.table import Table
from table.timekeeping.clocks import FakeClock
from tests.table.conftest import ALICE, BOB, CHANNEL, play_to_the_end, started

PLAYERS = {0: ALICE, 1: BOB}


@pytest.fixture
async def stores(postgres_server: ScratchPostgres) -> AsyncIterator[tuple[Store, Store]]:
    """Two processes' stores on one PostgreSQL database."""
    url = postgres_server.new_database("table")
    one, other = await open_store(url), await open_store(url)
    yield one, other
    await one.close()
    await other.close()


async def test_a_whole_game_played_through_the_table_on_postgresql(stores: tuple[Store, Store]) -> None:
    store = stores[0]
    table = Table(store, seed_source=lambda: 7)
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, PLAYERS, seed=5, limit=2000)
    assert (await store.game(game.id)).status == "finished" and "Game over" in replies[-1].text
    assert await store.live_game(CHANNEL) is None
    assert [e.seq for e in await store.log(game.id)] == list(range(1, len(replies) + 2))  # the start, each move
    assert "record of game" in (await table.export(ALICE)).text


async def test_two_processes_on_one_database_apply_a_move_once_and_refuse_an_old_board(
    stores: tuple[Store, Store],
) -> None:
    one, other = Table(stores[0], seed_source=lambda: 7), Table(stores[1], seed_source=lambda: 7)
    await started(one, ALICE, BOB)
    game = await stores[0].live_game(CHANNEL)
    state = ENGINE.load(json.loads(game.state_json))
    seat = ENGINE.prompts(state)[0].seat
    notation = ENGINE.bot_action(state, seat, random.Random(1)).notation
    replies = await asyncio.gather(one.act(PLAYERS[seat], notation), other.act(PLAYERS[seat], notation))
    assert sorted(reply.ephemeral for reply in replies) == [False, True], [r.text for r in replies]
    assert [e.action for e in await stores[1].log(game.id)] == ["start", notation]
    old_button = custom_ids.act_id(game.id, game.version, notation)
    for table in (one, other):
        refused = await table.press(PLAYERS[seat], old_button)
        assert refused.ephemeral and "That board is out of date" in refused.text
    assert (await stores[0].game(game.id)).version == game.version + 1


async def test_two_processes_clocks_each_run_their_own_shards_and_a_deadline_fires_once(
    stores: tuple[Store, Store],
) -> None:
    """Issue 14: every deadline fires once. Each process's clock runs only the guilds of its shard;
    and should both look at the same deadline (a stray duplicate), the compare-and-set lets one act."""
    clock = FakeClock(1_800_000_000.0)
    shard_zero, shard_one = Shards(2, (0,)), Shards(2, (1,))
    guilds = (2 << 22, 3 << 22)  # a guild on each shard: (guild_id >> 22) % 2
    assert shard_zero.owns(guilds[0]) and shard_one.owns(guilds[1])
    tables = [Table(stores[n], seed_source=lambda: 7, clock=clock, shards=s)
              for n, s in enumerate((shard_zero, shard_one))]
    for n, guild in enumerate(guilds):
        host, guest = (Caller(100 * (n + 1) + k, name, guild, CHANNEL + n) for k, name in enumerate(("Host", "Guest")))
        await tables[n].new_game(host, "animacule", "first=creator", "1d")
        await tables[n].join(guest)
        await tables[n].start(host)
    clock.advance(86400)
    own = await asyncio.gather(*(table.run_due() for table in tables))
    assert [[p.guild_id for p in posts] for posts in own] == [[guilds[0]], [guilds[1]]]
    assert all("time ran out" in posts[0].reply.text for posts in own)

    strays = [Table(stores[n], seed_source=lambda: 7, clock=clock) for n in (0, 1)]  # both serve every guild
    clock.advance(86400)
    posts = await asyncio.gather(*(table.run_due() for table in strays))
    fired = sorted(p.guild_id for batch in posts for p in batch)
    assert fired == sorted(guilds)  # each game's deadline once, whichever process got there first
    for n in (0, 1):
        game = await stores[0].live_game(CHANNEL + n)
        assert [e.action for e in await stores[0].log(game.id)] == ["start", "timeout skip", "timeout skip"]
