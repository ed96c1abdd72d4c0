"""Extinction at the table: a whole game with bot seats, decisions answered by the player who
owes them, refusals for the others, `/extinction genes` answered privately, and a prey
defence shown in public as one word."""

from __future__ import annotations

import json

import pytest

from rules.extinction import ENGINE
from rules.extinction.state import State
from table import custom_ids
from table.commands import catalogue
from table.records import looking
from table.store import Store
from table.table import Table
from tests.rules.test_extinction_support import begin, make_state
from tests.support.extinction_readers import shown_cards
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, play_to_the_end, started


async def _state(store: Store) -> State:
    game = await store.live_game(CHANNEL)
    return ENGINE.load(json.loads(game.state_json))


async def test_an_extinction_game_with_two_bots_plays_to_its_end_through_the_table(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction", "end=6")
    await table.add_bot(ALICE)
    await table.add_bot(ALICE)
    reply = await table.start(ALICE)
    assert "for the playing order" in reply.text
    game = await store.live_game(CHANNEL)
    replies = await play_to_the_end(table, store, {0: ALICE}, seed=4)
    # Each board awaits her, and answers her own start or move: she is looking, so none pings her.
    assert all(r.mentions == () and "Waiting for **Alice" in r.text for r in [reply, *replies[:-1]])
    assert (await store.game(game.id)).status == "finished"
    assert "Game over" in replies[-1].text


async def test_only_the_player_who_owes_the_decision_may_answer(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    await table.start(ALICE)
    state = await _state(store)
    owner = ENGINE.prompts(state)[0].seat
    other = [ALICE, BOB][1 - owner]
    version = (await store.live_game(CHANNEL)).version
    reply = await table.act(other, "auto")
    assert reply.ephemeral and "not your move" in reply.text
    reply = await table.act([ALICE, BOB][owner], "place 9 c5")
    assert reply.ephemeral and "from 1 to 6" in reply.text
    assert (await store.live_game(CHANNEL)).version == version
    reply = await table.act([ALICE, BOB][owner], "auto")
    assert not reply.ephemeral and "places founders" in reply.text


async def test_genes_are_answered_privately_to_their_owner_only(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    await table.start(ALICE)
    genes = catalogue()["extinction genes"].handler
    early = await genes(table, ALICE, {})
    assert early.ephemeral and "none yet" in early.text
    for _ in range(4):
        state = await _state(store)
        seat = ENGINE.prompts(state)[0].seat
        await table.act([ALICE, BOB][seat], "auto" if state["phase"] == "colonise" else "done")
    state = await _state(store)
    assert state["phase"] == "play"
    reply = await genes(table, ALICE, {})
    assert reply.ephemeral and reply.image is not None and reply.image.data.startswith(b"\x89PNG")
    for card in shown_cards(ENGINE.view(state, 0), 0):
        assert card["name"] in reply.text
    watcher = await genes(table, CAROL, {})
    assert watcher.ephemeral and "watching" in watcher.text


async def test_moves_are_offered_privately_to_the_player_who_owes_them(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    board = await table.start(ALICE)
    state = await _state(store)
    owner = ENGINE.prompts(state)[0].seat
    player, other = [ALICE, BOB][owner], [ALICE, BOB][1 - owner]
    game = await store.live_game(CHANNEL)
    assert not board.ephemeral and [(c.label, c.custom_id) for c in board.choices] == \
        [("My moves", custom_ids.panel_id(game.id, game.version))]
    assert board.choices_for == player.name and board.mentions == (() if player == ALICE else (player.user_id,))
    refused = await table.press(other, board.choices[0].custom_id)
    assert refused.ephemeral and "not your move" in refused.text and not refused.choices
    watching = await table.press(CAROL, board.choices[0].custom_id)
    assert watching.ephemeral and "watching this game" in watching.text and not watching.choices
    panel = await table.press(player, board.choices[0].custom_id)
    assert panel.ephemeral and panel.choices_for.startswith(player.name)
    assert [custom_ids.parse(c.custom_id).value for c in panel.choices] == \
        [a.notation for a in ENGINE.legal_actions(state, owner)]
    stolen = await table.press(other, panel.choices[0].custom_id)
    assert stolen.ephemeral and "not your move" in stolen.text
    assert (await store.live_game(CHANNEL)).version == game.version, "looking and refusals change nothing"
    moved = await table.press(player, next(c.custom_id for c in panel.choices if c.custom_id.endswith(":auto")))
    assert not moved.ephemeral and [c.label for c in moved.choices] == ["My moves"]


async def test_own_view_answers_players_of_a_game_with_secrets_only(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)  # Animacule: nothing is secret
    reply = await table.own_view(ALICE, "animacule")
    assert reply.ephemeral and "Animacule Apocalypse has no secrets" in reply.text and reply.image is None
    reply = await catalogue()["extinction genes"].handler(table, ALICE, {})
    assert reply.ephemeral and reply.text == "There is no Extinction game under way in this channel."


async def test_a_genotype_picture_that_fails_to_draw_leaves_the_words(
    table: Table, store: Store, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture,
) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    await table.start(ALICE)
    for _ in range(4):
        state = await _state(store)
        seat = ENGINE.prompts(state)[0].seat
        await table.act([ALICE, BOB][seat], "auto" if state["phase"] == "colonise" else "done")

    def broken(*args: object) -> bytes:
        raise RuntimeError("no ink")

    monkeypatch.setattr(looking, "render_private", broken)
    reply = await catalogue()["extinction genes"].handler(table, BOB, {})
    assert reply.ephemeral and reply.image is None
    assert all(card["name"] in reply.text for card in shown_cards(ENGINE.view(await _state(store), 1), 1))
    assert "private picture of seat 1 could not be drawn" in caplog.text


async def test_a_prey_defence_is_shown_in_public_as_its_one_word(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    # Alice (seat 0) is a strong predator next to Bob, whose Prey Defense (df02) names strong and nocturnal
    position = make_state({"c5": (0, 3), "c6": (1, 4), "l4": (1, 1)}, {1: {"defense": "df02"}})
    position["players"] = ["Alice", "Bob"]
    position, _ = begin(position, 0, "compete", "genes")
    game.state_json = json.dumps(ENGINE.dump(position))
    await store.save(game)
    reply = await table.act(ALICE, "prey")
    assert not reply.ephemeral
    assert "Alice announces their predator type: strong." in reply.text
    assert "Bob shows the word “strong” on their Prey Defense card" in reply.text
    assert "nocturnal" not in reply.text and "Shell and Burrow" not in reply.text


async def test_autocomplete_offers_moves_to_the_player_who_owes_them_only(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.join(BOB)
    await table.start(ALICE)
    for _ in range(4):
        state = await _state(store)
        seat = ENGINE.prompts(state)[0].seat
        await table.act([ALICE, BOB][seat], "auto" if state["phase"] == "colonise" else "done")
    state = await _state(store)
    owner = ENGINE.prompts(state)[0].seat
    offered = await table.choices_for([ALICE, BOB][owner])
    assert offered and offered == ENGINE.legal_actions(state, owner)
    assert await table.choices_for([ALICE, BOB][1 - owner]) == []
    assert await table.choices_for(CAROL) == []
