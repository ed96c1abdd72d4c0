"""Issue 17 at the table: a member is pinged once per decision that becomes theirs (a prompt they
did not owe, or one owed again after they acted), never again while the same decision stays owed,
and never by the post that answers their own command or press. Checked over whole games of every
game, with two members and a bot seat."""

from __future__ import annotations

import json
import random

import pytest

from games import engine_for
from rules.base import Engine
from table.store import GameRow, LogEntry, Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL

OPTIONS = {"animacule": "", "soup": "", "extinction": "end=6", "apocalyte": "scenario=zombies", "micro": "rounds=20"}
MOVES_LIMIT = 3000
NEWEST_READ = 64  # log entries read after each move: more than one move makes


async def _game(store: Store) -> GameRow:
    """The channel's game, in play or just ended."""
    game = await store.latest_game(CHANNEL)
    assert game is not None and game.state_json is not None
    return game


def _state(game: GameRow, engine: Engine) -> object:
    return engine.load(json.loads(game.state_json or ""))


async def _entries_after(store: Store, game_id: int, seq: int) -> list[LogEntry]:
    """The log's entries after `seq`, read from its newest few rather than whole after every move."""
    newest = await store.log(game_id, last=NEWEST_READ)
    if newest and newest[0].seq > seq + 1:  # more entries than that since `seq`
        newest = await store.log(game_id)
    return [entry for entry in newest if entry.seq > seq]


def _owed(prompts: list, seat: int) -> set[str]:
    return {p.kind for p in prompts if p.seat == seat}


@pytest.mark.parametrize("kind", list(OPTIONS))
async def test_each_member_is_pinged_once_per_decision_that_becomes_theirs(table: Table, store: Store,
                                                                           kind: str) -> None:
    engine = engine_for(kind)
    assert not (await table.new_game(ALICE, kind, OPTIONS[kind])).ephemeral
    await table.join(BOB)
    await table.add_bot(ALICE)
    started = await table.start(ALICE)
    game = await _game(store)
    members = {n: seat.user_id for n, seat in enumerate(game.seats) if not seat.bot}
    callers = {ALICE.user_id: ALICE, BOB.user_id: BOB}
    prompts = engine.prompts(_state(game, engine))
    # The start is news to every member who owes a decision, but Alice, who pressed Start.
    assert set(started.mentions) == {members[p.seat] for p in prompts if p.seat in members} - {ALICE.user_id}
    rng = random.Random(17)
    seen = (await store.log(game.id, last=1))[-1].seq
    pinged = 0
    current = game  # read once after each move: its state and status
    for _ in range(MOVES_LIMIT):
        if current.status == "finished":
            break
        state = _state(current, engine)
        before = engine.prompts(state)
        seat = before[0].seat
        asker = callers[members[seat]]
        reply = await table.act(asker, engine.bot_action(state, seat, rng).notation)
        assert not reply.ephemeral, reply.text
        fresh = await _entries_after(store, game.id, seen)
        acted = {entry.actor_id for entry in fresh}
        seen = fresh[-1].seq if fresh else seen
        current = await _game(store)
        after = engine.prompts(_state(current, engine))
        assert len(reply.mentions) == len(set(reply.mentions)), "one ping per member and post"
        assert asker.user_id not in reply.mentions, "never pinged by the post of one's own move"
        if current.status == "finished":
            assert set(reply.mentions) == set(members.values()) - {asker.user_id}
            break
        for member_seat, user in members.items():
            if user == asker.user_id:
                continue
            still_owed = set() if user in acted else _owed(before, member_seat)
            became_theirs = _owed(after, member_seat) - still_owed
            assert (user in reply.mentions) == bool(became_theirs), (member_seat, before, after, acted)
            pinged += user in reply.mentions
    else:
        raise AssertionError(f"{kind}: no end within {MOVES_LIMIT} moves")
    assert pinged > 3  # the game went back and forth between the members


async def test_pings_follow_each_members_notify_setting_and_followers_keep_their_message(table: Table,
                                                                                        store: Store) -> None:
    await table.new_game(ALICE, "apocalyte", "scenario=zombies")
    await table.join(BOB)
    await table.join(CAROL)
    await table.notify(BOB, "dm")
    await table.notify(CAROL, "off")
    started = await table.start(ALICE)
    assert [(p.user_id, p.dm) for p in started.pings] == [(BOB.user_id, True)]  # Carol: off; Alice: looking
    await table.follow(ALICE)
    placed = await table.act(CAROL, "place auto")
    # Alice and Bob still owe the placement they were told of; Alice follows the game, so she gets its
    # direct message; Carol, who placed, is looking at it.
    assert placed.pings == () and placed.followers == (ALICE.user_id,)
    looked = await table.board(BOB)  # looking again is no news: no ping, no follower's message
    assert not looked.ephemeral and looked.pings == () and looked.followers == ()
