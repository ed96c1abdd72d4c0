"""µ at the table: a game with a bot seat played to its end, typed moves from the player who owes
the prompt, refusals for the others, and the rules text from docs/rules/micro.md."""

from __future__ import annotations

import json

from rules.micro import ENGINE
from table.store import Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, play_to_the_end


async def test_a_micro_game_with_a_bot_plays_to_its_end_through_the_table(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "micro", "rounds=20")
    await table.add_bot(ALICE)
    reply = await table.start(ALICE)
    assert "growth threshold" in reply.text and "**Alice [blue]**" in reply.text
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, {0: ALICE}, seed=4, limit=2000)
    assert (await store.game(game.id)).status == "finished"
    assert "Game over" in replies[-1].text


async def test_micro_refuses_a_player_whose_decision_it_is_not(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "micro")
    for player in (BOB, CAROL):
        await table.join(player)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    state = ENGINE.load(json.loads(game.state_json))
    owner = ENGINE.prompts(state)[0].seat
    other = [ALICE, BOB, CAROL][(owner + 1) % 3]
    reply = await table.act(other, "pass")
    assert reply.ephemeral and "not your move" in reply.text
    assert (await store.live_game(CHANNEL)).version == game.version


async def test_typed_moves_buttons_and_the_rules_text(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "micro")
    await table.join(BOB)
    reply = await table.start(ALICE)
    assert reply.choices and all(c.label for c in reply.choices)
    game = await store.live_game(CHANNEL)
    state = ENGINE.load(json.loads(game.state_json))
    first = ENGINE.legal_actions(state, 0)[0].notation
    reply = await table.act(ALICE, "arrange nonsense")
    assert reply.ephemeral and "Name your three habitats" in reply.text
    reply = await table.act(ALICE, first)
    assert not reply.ephemeral and "lays out" in reply.text
    rules = await table.rules(ALICE, "micro")
    assert "uptake" in rules.text and "Our interpretations" in rules.text

