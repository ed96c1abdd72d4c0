"""No secret through a rollback (issue 31, item 1): a rolled-back reveal is still a reveal. An admin's
rollback of an Extinction game past the genotypes shown at its end (or past any card shown by a rule) is
refused, privately, saying why and what the admin can do instead; nothing changes, and the log holds no
rollback. Within the stretch where nothing secret was shown since, a rollback goes ahead as before."""

from __future__ import annotations

import json

from rules.extinction import ENGINE
from table import custom_ids
from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, BOB, CHANNEL, play_to_the_end


async def _finished_game(table: Table, store: Store) -> int:
    await table.new_game(ALICE, "extinction", "end=6")
    await table.join(BOB)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    assert game is not None
    await play_to_the_end(table, store, {0: ALICE, 1: BOB}, seed=4)
    return game.id


async def test_a_finished_extinction_game_is_not_rolled_back_past_the_genotypes_shown_at_its_end(
        table: Table, store: Store) -> None:
    game_id = await _finished_game(table, store)
    finished = await store.game(game_id)
    assert finished is not None and finished.status == "finished"
    log_before = [(e.seq, e.undone) for e in await store.log(game_id)]
    target = finished.version - 3

    asked = await table.rollback(ADMIN, target)
    assert asked.ephemeral and not asked.choices
    assert f"Game #{game_id} cannot return to version {target}" in asked.text
    assert "secret genotypes to everyone" in asked.text and "`/admin reset`" in asked.text
    # The confirmation of an earlier question (or a forged one) is refused the same way.
    confirmed = await table.press(ADMIN, custom_ids.rollback_id(game_id, finished.version, target))
    assert confirmed.ephemeral and "cannot return to version" in confirmed.text
    after = await store.game(game_id)
    assert after is not None and after.status == "finished" and after.version == finished.version
    assert [(e.seq, e.undone) for e in await store.log(game_id)] == log_before


async def test_a_rollback_within_what_was_already_shown_goes_ahead(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction", "end=6")
    await table.join(BOB)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    assert game is not None and game.state_json is not None
    start_version = game.version
    state = ENGINE.load(json.loads(game.state_json))
    owner = ENGINE.prompts(state)[0].seat
    moved = await table.act([ALICE, BOB][owner], "auto")  # a founder placed: nothing secret is shown
    assert not moved.ephemeral, moved.text
    asked = await table.rollback(ADMIN, start_version)
    assert asked.ephemeral and asked.choices, asked.text
    done = await table.press(ADMIN, asked.choices[0].custom_id)
    assert not done.ephemeral and f"rolled the game back to version {start_version}" in done.text
