"""Primordial Soup at the table: bot seats, a whole game, and the decisions owed by
players whose turn it is not."""

from __future__ import annotations

import json

from rules.soup import ENGINE
from table.store import Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, play_to_the_end


async def test_a_soup_game_with_two_bots_plays_to_its_end_through_the_table(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "soup")
    await table.add_bot(ALICE)
    await table.add_bot(ALICE)
    reply = await table.start(ALICE)
    assert "rolls" in reply.text and "for the starting order" in reply.text  # the setup rolls are posted
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, {0: ALICE}, seed=4)
    # every board before the end awaits Alice, and answers her own start or move: none pings her
    assert all(r.mentions == () and "**Alice [red]**" in r.text for r in [reply, *replies[:-1]])
    assert (await store.game(game.id)).status == "finished"
    assert "Game over" in replies[-1].text


async def test_soup_refuses_a_player_whose_decision_it_is_not(table: Table, store: Store) -> None:
    for player in (ALICE, BOB, CAROL):
        await (table.new_game(player, "soup") if player is ALICE else table.join(player))
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    state = ENGINE.load(json.loads(game.state_json))
    owner = ENGINE.prompts(state)[0].seat
    other = [ALICE, BOB, CAROL][(owner + 1) % 3]
    reply = await table.act(other, "start 1")
    assert reply.ephemeral and "not your move" in reply.text
    assert (await store.live_game(CHANNEL)).version == game.version
