"""Take-backs and rollbacks: what may be taken back alone, what needs the others' consent, what
cannot be at all; an admin's rollback to any version, and play going on after both. The log
keeps every entry, marking those no longer part of the game."""

from __future__ import annotations

import json
import zlib

from rules.animacule import ENGINE
from rules.rng import Rng
from table import custom_ids
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, BOB, CAROL, CHANNEL, EVE, resigned, started


async def _state(store: Store) -> tuple[int, str | None]:
    game = await store.live_game(CHANNEL)
    return game.version, game.state_json


async def _press(table: Table, who, reply: Reply, label: str) -> Reply:
    (choice,) = [c for c in reply.choices if c.label == label]
    return await table.press(who, choice.custom_id)


async def _moves(table: Table, *moves: tuple) -> None:
    for who, move in moves:
        reply = await table.act(who, move)
        assert not reply.ephemeral, reply.text


async def test_a_move_that_drew_nothing_is_taken_back_at_once_with_a_fresh_board(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    before = (await store.live_game(CHANNEL)).state_json
    await _moves(table, (ALICE, "move 1 s"))
    reply = await table.undo(ALICE)
    assert not reply.ephemeral and reply.image is not None
    assert "Alice took back `move 1 s`." in reply.text and "Waiting for **Alice" in reply.text
    game = await store.live_game(CHANNEL)
    assert game.state_json == before
    log = await store.log(game.id)
    assert [(e.action, e.undone) for e in log] == [("start", None), ("move 1 s", "taken back by Alice"),
                                                   ("undo", None)]
    await _moves(table, (ALICE, "move 1 e"), (BOB, "move 1 s"))  # play goes on from the restored board


async def test_a_bot_seats_replies_are_taken_back_with_the_move(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    before = (await store.live_game(CHANNEL)).state_json
    await _moves(table, (ALICE, "move 1 s"))
    reply = await table.undo(ALICE)
    assert "Alice took back `move 1 s` and Bot 1's reply `move 1 s`." in reply.text
    game = await store.live_game(CHANNEL)
    assert game.state_json == before
    assert [e.undone for e in await store.log(game.id)][1:3] == ["taken back by Alice"] * 2


async def test_after_a_die_roll_the_others_are_asked_and_one_refusal_keeps_the_move(table: Table,
                                                                                   store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"), (ALICE, "move 1 n"))  # a8 is bare: a calamity roll
    before = await _state(store)
    asked = await table.undo(ALICE)
    assert not asked.ephemeral and asked.mentions == (BOB.user_id,)
    assert "drew on chance" in asked.text and [c.label for c in asked.choices] == ["Accept", "Refuse"]
    assert await _state(store) == before
    again = await table.undo(ALICE)
    assert again.ephemeral and "already asked" in again.text and "Bob" in again.text
    spectator = await _press(table, CAROL, asked, "Accept")
    assert spectator.ephemeral and "Only the players" in spectator.text
    refused = await _press(table, BOB, asked, "Refuse")
    assert not refused.ephemeral and "Bob refused: Alice's move stands." in refused.text
    assert await _state(store) == before
    late = await _press(table, BOB, asked, "Accept")
    assert late.ephemeral and "no longer open" in late.text
    assert await _state(store) == before


async def test_with_everyones_consent_a_die_roll_is_taken_back(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    before = (await store.live_game(CHANNEL)).state_json
    await _moves(table, (ALICE, "move 1 n"))
    asked = await table.undo(ALICE)
    accepted = await _press(table, BOB, asked, "Accept")
    assert not accepted.ephemeral and accepted.image is not None
    assert "Alice took back `move 1 n`, with every other player's agreement." in accepted.text
    assert _without_dice((await store.live_game(CHANNEL)).state_json) == _without_dice(before)
    await _moves(table, (ALICE, "move 1 e"))


def _without_dice(state_json: str) -> dict:
    state = json.loads(state_json)
    del state["rng"]
    return state


def _coming_rolls(state_json: str) -> list[int]:
    rng = Rng.from_json(json.loads(state_json)["rng"])
    return [rng.die() for _ in range(12)]


async def test_a_take_back_that_undid_a_die_roll_draws_fresh_dice_and_a_rollback_keeps_them(
        table: Table, store: Store) -> None:
    """Issue 22, item 6: the dice kept with the earlier board are known to everyone once rolled."""
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    kept = await store.live_game(CHANNEL)
    await _moves(table, (ALICE, "move 1 n"))  # a8 is bare: a calamity roll
    accepted = await _press(table, BOB, await table.undo(ALICE), "Accept")
    assert "The dice are drawn afresh from here." in accepted.text
    restored = (await store.live_game(CHANNEL)).state_json
    assert _without_dice(restored) == _without_dice(kept.state_json)
    assert _coming_rolls(restored) != _coming_rolls(kept.state_json)
    await _moves(table, (ALICE, "move 1 n"))
    asked = await table.rollback(ADMIN, kept.version)
    assert "the dice will be as they were then" in asked.text
    await _press(table, ADMIN, asked, f"Roll back to version {kept.version}")
    assert (await store.live_game(CHANNEL)).state_json == kept.state_json


async def test_after_another_player_moved_everyone_is_asked_and_both_moves_go(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB, CAROL)
    start = (await store.live_game(CHANNEL)).state_json
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    asked = await table.undo(ALICE)
    assert "Bob has moved since" in asked.text and set(asked.mentions) == {BOB.user_id, CAROL.user_id}
    waiting = await _press(table, CAROL, asked, "Accept")
    assert not waiting.ephemeral and "waiting for Bob" in waiting.text
    twice = await _press(table, CAROL, asked, "Accept")
    assert twice.ephemeral and "already answered" in twice.text
    done = await _press(table, BOB, asked, "Accept")
    assert "Alice took back `move 1 s` and Bob's `move 1 s`, with every other player's agreement." in done.text
    assert (await store.live_game(CHANNEL)).state_json == start


async def test_a_move_made_meanwhile_voids_the_request(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB, CAROL)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    asked = await table.undo(ALICE)
    voiding = await table.act(CAROL, "move 1 w")
    # The move that voids it says so in its post, naming the asker, and tells them (issue 17).
    assert "↩️ Alice's take-back request lapsed: a move was made before everyone answered." in voiding.text
    assert (ALICE.user_id, "your turn: move, attack or reproduce with one animacule. Your take-back request "
                           "lapsed: a move was made before everyone answered.") in \
           [(p.user_id, p.text) for p in voiding.pings]
    before = await _state(store)
    lapsed = await _press(table, BOB, asked, "Accept")
    assert lapsed.ephemeral and "moved on since this take-back was asked" in lapsed.text
    assert await _state(store) == before
    later = await table.act(ALICE, "move 1 n")
    assert "take-back" not in later.text  # said once, by the move that voided it


async def test_alone_against_bots_a_die_roll_cannot_be_taken_back(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    await _moves(table, (ALICE, "move 1 s"), (ALICE, "move 1 n"))
    before = await _state(store)
    reply = await table.undo(ALICE)
    assert reply.ephemeral and "cannot be taken back fairly" in reply.text and "no other player" in reply.text
    assert await _state(store) == before


async def test_what_cannot_be_taken_back_is_refused_with_the_reason(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB, CAROL)
    nothing = await table.undo(ALICE)
    assert nothing.ephemeral and "no move" in nothing.text
    watching = await table.undo(EVE)
    assert watching.ephemeral and "watching" in watching.text
    await _moves(table, (ALICE, "move 1 s"))
    await table.admin_skip(ADMIN)
    before = await _state(store)
    skipped = await table.undo(ALICE)
    assert skipped.ephemeral and "`skip` came after it" in skipped.text and "/admin rollback" in skipped.text
    assert await _state(store) == before


async def test_an_undone_move_can_be_followed_by_an_earlier_one(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    start = (await store.live_game(CHANNEL)).state_json
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    await table.undo(BOB)
    asked = await table.undo(ALICE)  # Bob's move is gone: Alice's own move is the last one left
    assert not asked.ephemeral and "Alice took back `move 1 s`." in asked.text
    assert "Accept" not in [c.label for c in asked.choices]
    assert (await store.live_game(CHANNEL)).state_json == start


async def test_a_rollback_is_confirmed_then_play_goes_on_and_the_log_keeps_everything(table: Table,
                                                                                     store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"))
    game = await store.live_game(CHANNEL)
    target, target_state = game.version, game.state_json
    await _moves(table, (BOB, "move 1 s"), (ALICE, "move 1 e"), (BOB, "move 1 w"))
    before = await _state(store)
    asked = await table.rollback(ADMIN, target)
    assert asked.ephemeral and f"to version {target}" in asked.text and await _state(store) == before
    reply = await _press(table, ADMIN, asked, f"Roll back to version {target}")
    assert not reply.ephemeral and reply.image is not None
    assert f"Root (admin) rolled the game back to version {target}." in reply.text
    assert "Waiting for **Bob" in reply.text
    game = await store.live_game(CHANNEL)
    assert game.state_json == target_state and game.version == before[0] + 1
    log = await store.log(game.id)
    assert [(e.action, e.undone) for e in log] == [
        ("start", None), ("move 1 s", None), ("move 1 s", "rolled back by Root"),
        ("move 1 e", "rolled back by Root"), ("move 1 w", "rolled back by Root"), (f"rollback {target}", None)]
    await _moves(table, (BOB, "move 1 w"), (ALICE, "move 1 s"))
    shown = await table.log(ALICE, count=10)
    assert "_(rolled back by Root)_" in shown.text
    stale = await table.press(ADMIN, asked.choices[0].custom_id)
    assert stale.ephemeral and "changed since you asked" in stale.text


async def test_a_rollback_to_a_version_rolled_back_before_brings_it_back(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"))
    early = (await store.live_game(CHANNEL)).version
    await _moves(table, (BOB, "move 1 s"))
    late_game = await store.live_game(CHANNEL)
    await _press(table, ADMIN, await table.rollback(ADMIN, early), f"Roll back to version {early}")
    await _press(table, ADMIN, await table.rollback(ADMIN, late_game.version), f"Roll back to version "
                                                                                 f"{late_game.version}")
    game = await store.live_game(CHANNEL)
    assert game.state_json == late_game.state_json
    assert [e.undone for e in await store.log(game.id)] == [None, None, None, "rolled back by Root", None]


async def test_a_rollback_is_refused_to_members_and_to_versions_without_a_board(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"))
    game = await store.live_game(CHANNEL)
    member = await table.rollback(ALICE, 1)
    assert member.ephemeral and "Only admins" in member.text
    lobby = await table.rollback(ADMIN, 1)  # version 1 was the lobby's
    assert lobby.ephemeral and f"No board of game #{game.id} was posted as version 1" in lobby.text
    assert "Versions 3 to 4 can be restored" in lobby.text
    ahead = await table.rollback(ADMIN, game.version)
    assert ahead.ephemeral and "earlier one" in ahead.text
    forged = await table.press(ADMIN, custom_ids.rollback_id(game.id, game.version, 1))
    assert forged.ephemeral and "No board" in forged.text
    assert (await store.live_game(CHANNEL)).version == game.version


async def test_a_rollback_reopens_a_finished_game(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"))
    target = (await store.live_game(CHANNEL)).version
    await resigned(table, BOB)
    finished = await store.latest_game(CHANNEL)
    assert finished.status == "finished"
    over = await table.undo(ALICE)
    assert over.ephemeral and f"Game #{finished.id} is over" in over.text and "/admin rollback" in over.text
    asked = await table.rollback(ADMIN, target)
    assert "reopens the finished game" in asked.text
    reply = await _press(table, ADMIN, asked, f"Roll back to version {target}")
    assert "reopening it" in reply.text
    game = await store.live_game(CHANNEL)
    assert game.id == finished.id and game.status == "active" and game.ended_reason is None
    assert ENGINE.prompts(ENGINE.load(__import__("json").loads(game.state_json)))[0].seat == 1
    await _moves(table, (BOB, "move 1 s"))


async def test_a_damaged_kept_board_refuses_the_take_back_naming_it_and_what_admins_can_do(
        table: Table, store: Store) -> None:
    """Issue 22, item 9: a kept state that does not load answers more than "Something went wrong"."""
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"), (ALICE, "move 1 e"))
    game = await store.live_game(CHANNEL)
    kept = (await store.log(game.id))[-2]  # Bob's move: the board Alice's take-back returns to
    for damage in (b"not zlib", zlib.compress(b"[]"), zlib.compress(b'{"schema_version": 1}')):
        await store._execute("UPDATE moves SET state = ? WHERE game_id = ? AND seq = ?", (damage, game.id, kept.seq))
        before = await _state(store)
        reply = await table.undo(ALICE)
        assert reply.ephemeral and "Something went wrong" not in reply.text, reply.text
        assert (f"in game #{game.id}, the board kept after log entry {kept.seq} (`move 1 s`, version "
                f"{kept.version}), the game as it was before your move, is damaged (") in reply.text
        assert "Admins (Manage Channels): `/admin rollback` returns the game to an earlier board" in reply.text
        assert await _state(store) == before


async def test_a_damaged_take_back_request_is_named_and_a_new_request_replaces_it(table: Table, store: Store) -> None:
    """Issue 22, item 9: a take-back row that does not read back, answered or asked again."""
    await started(table, ALICE, BOB)
    await _moves(table, (ALICE, "move 1 s"), (BOB, "move 1 s"), (ALICE, "move 1 n"))  # a calamity roll
    asked = await table.undo(ALICE)
    game = await store.live_game(CHANNEL)
    for damage in ("{not json", '{"a": 1}', '["Bob"]'):
        await store._execute("UPDATE takebacks SET waiting = ? WHERE game_id = ?", (damage, game.id))
        before = await _state(store)
        answered = await _press(table, BOB, asked, "Accept")
        assert answered.ephemeral and "Something went wrong" not in answered.text, answered.text
        assert (f"The take-back request kept for game #{game.id} is damaged (its list of players yet to answer "
                "does not read back (") in answered.text
        assert "Alice can ask again with `/game undo`, which replaces it." in answered.text
        assert "Admins (Manage Channels): `/admin rollback`" in answered.text
        assert await _state(store) == before
    again = await table.undo(ALICE)
    assert not again.ephemeral and [c.label for c in again.choices] == ["Accept", "Refuse"], again.text
    accepted = await _press(table, BOB, again, "Accept")
    assert "Alice took back `move 1 n`, with every other player's agreement." in accepted.text
