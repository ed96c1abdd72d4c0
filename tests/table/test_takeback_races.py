"""Take-back consent across processes (issue 22, item 4): two answers given at once through two
tables with stores of their own on one database, as two bot processes would give them, on SQLite
and on PostgreSQL. Two acceptances both count (the take-back happens), and an acceptance racing a
refusal never revives the refused request."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from table.replies import Caller, Reply
from table.store import Store, open_store
from table.table import Table
from tests.table.conftest import caller

TRIALS = 20


@pytest.fixture
async def tables(store_target: str) -> AsyncIterator[tuple[Table, Table, Store]]:
    one, other = await open_store(store_target), await open_store(store_target)
    yield Table(one, seed_source=lambda: 7), Table(other, seed_source=lambda: 7), one
    await one.close()
    await other.close()


def players(channel: int) -> tuple[Caller, Caller, Caller]:
    return caller("Alice", 11, channel), caller("Bob", 12, channel), caller("Carol", 13, channel)


async def asked(table: Table, channel: int) -> Reply:
    """A game of three in `channel` where Alice asks to take back her move after Bob's: Bob and Carol are asked."""
    alice, bob, carol = players(channel)
    await table.new_game(alice, "animacule", "first=creator")
    await table.join(bob)
    await table.join(carol)
    await table.start(alice)
    for who in (alice, bob):
        assert not (await table.act(who, "move 1 s")).ephemeral
    request = await table.undo(alice)
    assert "Bob has moved since" in request.text, request.text
    return request


def button(request: Reply, label: str) -> str:
    return next(choice.custom_id for choice in request.choices if choice.label == label)


async def test_two_acceptances_given_at_once_both_count(tables: tuple[Table, Table, Store]) -> None:
    one, other, store = tables
    for trial in range(TRIALS):
        channel = 1000 + trial
        _, bob, carol = players(channel)
        request = await asked(one, channel)
        game = await store.live_game(channel)
        answers = await asyncio.gather(one.press(bob, button(request, "Accept")),
                                       other.press(carol, button(request, "Accept")))
        assert await store.takeback(game.id) is None, f"trial {trial}: the request still waits"
        texts = " | ".join(answer.text for answer in answers)
        assert "took back `move 1 s` and Bob's `move 1 s`, with every other player's agreement" in texts, texts
        assert [e.action for e in await store.log(game.id)][-1] == "undo"


async def test_an_acceptance_racing_a_refusal_never_revives_the_request(tables: tuple[Table, Table, Store]) -> None:
    one, other, store = tables
    for trial in range(TRIALS):
        channel = 2000 + trial
        _, bob, carol = players(channel)
        request = await asked(one, channel)
        before = await store.live_game(channel)
        answers = await asyncio.gather(one.press(bob, button(request, "Accept")),
                                       other.press(carol, button(request, "Refuse")))
        assert "Carol refused: Alice's move stands." in answers[1].text, answers[1].text
        assert await store.takeback(before.id) is None, f"trial {trial}: the refused request came back"
        after = await store.live_game(channel)
        assert (after.version, after.state_json) == (before.version, before.state_json)
