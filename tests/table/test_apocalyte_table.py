"""Apocalyte at the table: a whole game with bot seats, everyone placing at once, and the permission
and quarantine prompts answered by the players they are asked of, by bot seats, or refused."""

from __future__ import annotations

import json

from rules.apocalyte import ENGINE
from rules.apocalyte.difficulty import LEVELS
from rules.apocalyte.state import State
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.rules.test_apocalyte_support import position, put
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, play_to_the_end


async def _seat(table: Table, store: Store, *humans, bots: int = 0, options: str = "scenario=zombies") -> Reply:
    first, *others = humans
    await table.new_game(first, "apocalyte", options)
    for player in others:
        await table.join(player)
    for _ in range(bots):
        await table.add_bot(first)
    reply = await table.start(first)
    assert not reply.ephemeral, reply.text
    return reply


async def _replace(store: Store, state: State) -> None:
    """Put a hand-made position in the channel's game, under the names of its seats."""
    game = await store.live_game(CHANNEL)
    state["players"] = [seat.name for seat in game.seats]
    game.state_json = json.dumps(ENGINE.dump(state))
    await store.save(game)


async def _state(store: Store) -> State:
    return ENGINE.load(json.loads((await store.live_game(CHANNEL)).state_json))


async def test_a_game_with_two_bots_plays_to_its_end_through_the_table(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, bots=2, options="scenario=demons")
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, {0: ALICE}, seed=5)
    assert (await store.game(game.id)).status == "finished"
    assert replies and "Game over" in replies[-1].text


async def test_every_player_places_at_once_and_each_is_pinged_once(table: Table, store: Store) -> None:
    started = await _seat(table, store, ALICE, BOB, CAROL)
    state = await _state(store)
    assert [p.seat for p in ENGINE.prompts(state)] == [0, 1, 2]
    assert set(started.mentions) == {BOB.user_id, CAROL.user_id}  # Alice pressed start: she is looking
    reply = await table.act(CAROL, "place auto")
    assert not reply.ephemeral
    assert reply.mentions == ()  # Alice and Bob still owe the placement they were pinged for (issue 17)
    refused = await table.act(CAROL, "place auto")
    assert refused.ephemeral and "not your move" in refused.text.lower()


async def test_a_permission_is_answered_by_the_player_asked_and_only_by_them(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, BOB, CAROL)
    state = position("zombies", players=3)
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    await _replace(store, state)
    reply = await table.act(ALICE, "move 2 ural ukraine")
    assert reply.mentions == (BOB.user_id,) and "asks your permission" in reply.pings[0].text
    assert "Waiting for **Bob [red]** to answer Alice's request" in reply.text
    assert "Allow" in [c.label for c in reply.choices] and "Refuse" in [c.label for c in reply.choices]
    intruder = await table.act(CAROL, "allow")
    assert intruder.ephemeral
    reply = await table.act(BOB, "allow")
    assert not reply.ephemeral and "Bob allows Alice" in reply.text
    assert (await _state(store))["armies"]["ukr"] == [2, 4, 0]


async def test_a_refused_permission_leaves_the_armies_where_they_were(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, BOB)
    state = position("zombies", players=2)
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    await _replace(store, state)
    await table.act(ALICE, "move 2 ura ukr")
    reply = await table.act(BOB, "refuse")
    assert "Bob refuses" in reply.text and reply.mentions == (ALICE.user_id,)
    after = await _state(store)
    assert after["armies"]["ura"] == [5, 0] and after["turn"]["moves"] == 0


async def test_a_bot_seat_answers_a_permission_asked_of_it(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, bots=1)
    state = position("zombies", players=2)
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    await _replace(store, state)
    reply = await table.act(ALICE, "move 2 ura ukr")
    assert "allows Alice" in reply.text
    assert (await _state(store))["armies"]["ukr"] == [2, 4]


def _quarantine_position(players: int) -> State:
    state = position("zombies", players=players)
    put(state, "ura", 3, 1, supplies=1)
    put(state, "ukr", apoc=3)
    state["turn"] = None
    state["phase"] = "apocalytes"
    state["apoc_turn"] = {"first": False, "stages": [], "queue": [],
                          "pending": {"src": "ukr", "dst": "ura", "count": 2}}
    return state


async def test_a_quarantine_is_asked_of_the_player_with_the_most_armies_there(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, BOB)
    await _replace(store, _quarantine_position(2))
    board = await table.board(ALICE)
    assert "quarantine" in board.text.lower()
    refused = await table.act(BOB, "quarantine yes")
    assert refused.ephemeral
    reply = await table.act(ALICE, "quarantine yes")
    assert not reply.ephemeral and "Alice quarantines Ural" in reply.text


async def test_a_quarantine_declined_lets_them_in(table: Table, store: Store) -> None:
    await _seat(table, store, ALICE, BOB)
    await _replace(store, _quarantine_position(2))
    reply = await table.act(ALICE, "quarantine no")
    assert "lets them in" in reply.text and "move from Ukraine into Ural" in reply.text


async def test_a_bot_seat_answers_its_quarantine(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "apocalyte", "scenario=zombies")
    await table.add_bot(ALICE)
    await table.join(BOB)
    await table.start(ALICE)
    state = position("zombies", players=3, seat=2, stage="end")
    put(state, "ura", 1, 3, supplies=1)  # the bot (seat 1) has the most armies in Ural
    put(state, "ukr", apoc=3)  # Ural is the only neighbour of Ukraine held by players
    await _replace(store, state)
    reply = await table.act(BOB, "done")  # Bob's turn ends the round: the zombies move
    assert "Bot 1 quarantines Ural" in reply.text
    assert ENGINE.prompts(await _state(store))[0].seat == 0


async def test_a_table_opened_with_difficulty_hard_deals_the_hard_numbers(table: Table, store: Store) -> None:
    opened = await table.new_game(ALICE, "apocalyte", "difficulty=hard scenario=demons")
    assert not opened.ephemeral and "difficulty=hard" in opened.text
    await table.add_bot(ALICE)
    await table.start(ALICE)
    state = await _state(store)
    hard = LEVELS["hard"]
    assert state["options"]["difficulty"] == "hard"
    assert sum(state["supplies"].values()) == 2 * hard.supplies[2]
    assert state["placing"][0] == hard.extra[2]  # Alice has not placed yet


async def test_a_difficulty_the_game_does_not_have_is_refused_naming_the_levels(table: Table, store: Store) -> None:
    refused = await table.new_game(ALICE, "apocalyte", "difficulty=easy")
    assert refused.ephemeral and "`difficulty` takes rulebook, hard" in refused.text
