"""Issue 34: `/mygames` lists a member's live games in every server (read from the shared store:
tests/table/test_store.py), with links to their channels, those waiting for the member first."""

from __future__ import annotations

import time

from table.replies import Caller
from table.store import Store
from table.table import Table


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


async def test_a_game_whose_channel_the_bot_cannot_post_to_says_so_where_the_member_lists_their_games(
        store: Store) -> None:
    """Its clocks stand still while the bot cannot post there: `/mygames` and `/game mine` say why, rather than
    show a move owed with no deadline and no reason."""
    table = Table(store, seed_source=lambda: 7)
    alice = Caller(11, "Alice", guild_id=1, channel_id=100)
    await table.new_game(alice, "animacule", "first=creator")
    await table.join(Caller(12, "Bob", guild_id=1, channel_id=100))
    await table.start(alice)
    await table.bot_removed(1)
    (line,) = (await table.my_games(Caller(11, "Alice", guild_id=0, channel_id=999))).text.splitlines()
    assert line.startswith("➡️ **your move** — [Animacule Apocalypse](https://discord.com/channels/1/100), game #1")
    ends = int((await store.removals())[1])
    assert "due <t:" not in line and line.endswith(
        f" — on hold: the bot was removed from the server; it ends <t:{ends}:R> unless the bot is added back")
    assert abs(ends - (time.time() + 30 * 86400)) < 60  # thirty days after the removal
    await table.may_post(1, 100, [])  # back, and it may post there
    assert "on hold" not in (await table.mine(alice)).text

