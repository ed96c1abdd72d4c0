"""The replay queue (issue 22, item 3): replays are drawn as many at a time as the worker pool
has replay workers and the rest wait their turn in order, told their place; a member has one replay
at a time, a server a few, the queue a bounded number, and a request past any of them is refused
at once, saying where the replays in its way stand. Replays, charts and private pictures never
use the event loop's default executor."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import multiprocessing
import random
from collections.abc import AsyncIterator, Callable

import pytest

from games import engine_for
from table.records.replayqueue import ReplayQueue
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, caller, resigned
from workers import pool as render_pool

DAVE_ELSEWHERE = caller("Dave", 14, channel=503)
OTHER_SERVER = Caller(15, "Eve", guild_id=2, channel_id=504)


class Gate:
    """Replays drawn only when the test opens the gate, so they can be held in progress."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.open = asyncio.Event()
        self.drawn: list[int] = []  # frames of each replay, in the order they were drawn
        real = render_pool.replay

        async def held(job, progress=None, every=2.0):
            await self.open.wait()
            self.drawn.append(len(job.states))
            return await real(job, progress, every)

        monkeypatch.setattr(render_pool, "replay", held)


async def games(table: Table) -> list[int]:
    """Two finished games in two channels of server 1, of 2 and 3 boards, and one in server 2."""
    ids = []
    for host, guest, moves in ((ALICE, BOB, 1), (DAVE_ELSEWHERE, CAROL_ELSEWHERE, 2)):
        await table.new_game(host, "animacule", "first=creator")
        await table.join(guest)
        await table.start(host)
        for n in range(moves):
            await table.act(host if n % 2 == 0 else guest, "move 1 s")
        ids.append((await table.store.live_game(host.channel_id)).id)
    return ids


CAROL_ELSEWHERE = caller("Carol", 13, channel=503)


async def until(condition: Callable[[], bool]) -> None:
    for _ in range(200):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("never happened")


@pytest.fixture
def queue(table: Table) -> ReplayQueue:
    table.replay_queue = ReplayQueue(running=1, per_server=3, most=4)
    return table.replay_queue


async def test_replays_wait_their_turn_in_order_each_told_its_place(
        table: Table, queue: ReplayQueue, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    first, second = await games(table)
    notes: dict[str, list[str]] = {"Alice": [], "Bob": [], "Carol": []}

    def told(name: str):
        async def note(text: str) -> None:
            notes[name].append(text)
        return note

    alice = asyncio.create_task(table.replay(ALICE, game=first, progress=told("Alice")))
    await until(lambda: bool(queue._tickets))
    bob = asyncio.create_task(table.replay(BOB, game=second, progress=told("Bob")))
    carol = asyncio.create_task(table.replay(CAROL, game=first, progress=told("Carol")))
    await until(lambda: len(notes["Carol"]) == 1)
    assert notes["Alice"] == []  # drawn at once: nothing to wait for
    assert notes["Bob"] == [f"Your replay of game #{second} waits its turn: number 1 in the queue."]
    assert notes["Carol"] == [f"Your replay of game #{first} waits its turn: number 2 in the queue."]
    gate.open.set()
    replies = await asyncio.gather(alice, bob, carol)
    assert [reply.ephemeral for reply in replies] == [False, False, False], [r.text for r in replies]
    assert gate.drawn == [2, 3, 2]  # first come, first drawn
    assert notes["Carol"][-2:] == [f"Your replay of game #{first} waits its turn: number 1 in the queue.",
                                   f"Your replay of game #{first} is being drawn now."]
    assert notes["Bob"][-1] == f"Your replay of game #{second} is being drawn now."
    assert queue._tickets == []


async def test_a_member_has_one_replay_at_a_time_and_is_told_where_it_stands(
        table: Table, queue: ReplayQueue, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    first, second = await games(table)
    alice = asyncio.create_task(table.replay(ALICE, game=first))
    bob = asyncio.create_task(table.replay(BOB, game=first))
    await until(lambda: len(queue._tickets) == 2)
    again = await table.replay(ALICE, game=second)
    assert again.ephemeral and again.image is None
    assert again.text == (f"Your replay of game #{first} is being drawn now: each member has one replay at a time, "
                          "so ask for another once it is posted.")
    queued = await table.replay(BOB, game=second)
    assert queued.ephemeral and f"Your replay of game #{first} is number 1 in the queue" in queued.text
    gate.open.set()
    assert not (await alice).ephemeral and not (await bob).ephemeral
    assert not (await table.replay(ALICE, game=second)).ephemeral  # posted: the next may come


async def test_a_server_has_a_few_replays_at_a_time_and_the_queue_is_bounded(
        table: Table, store: Store, queue: ReplayQueue, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    first, second = await games(table)
    held = [asyncio.create_task(table.replay(who, game=first)) for who in (ALICE, BOB, CAROL)]
    await until(lambda: len(queue._tickets) == 3)
    refused = await table.replay(DAVE_ELSEWHERE, game=second)
    assert refused.ephemeral and refused.image is None
    assert refused.text == (
        f"This server already has 3 replays drawn or waiting, the most it may have at once (game #{first} is "
        f"being drawn now; game #{first} is number 1 in the queue; game #{first} is number 2 in the queue): "
        "ask again once one of them is posted.")
    await table.new_game(OTHER_SERVER, "animacule", "first=creator")
    await table.add_bot(OTHER_SERVER)
    await table.start(OTHER_SERVER)
    other = asyncio.create_task(table.replay(OTHER_SERVER))  # another server: a place of its own
    await until(lambda: len(queue._tickets) == 4)
    elsewhere = await store.live_game(OTHER_SERVER.channel_id)
    full = await table.replay(Caller(16, "Fay", guild_id=2, channel_id=505), game=elsewhere.id)
    assert full.ephemeral and "The bot already has 4 replays drawn or waiting (3 in the queue), the most it " \
                              "takes at once: ask again in a few minutes." in full.text
    gate.open.set()
    replies: list[Reply] = await asyncio.gather(*held, other)
    assert not any(reply.ephemeral for reply in replies)
    assert len(gate.drawn) == 4 and queue._tickets == []


async def test_a_request_given_up_while_waiting_leaves_the_queue(
        table: Table, queue: ReplayQueue, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    first, _ = await games(table)
    alice = asyncio.create_task(table.replay(ALICE, game=first))
    bob = asyncio.create_task(table.replay(BOB, game=first))
    await until(lambda: len(queue._tickets) == 2)
    bob.cancel()
    await until(lambda: len(queue._tickets) == 1)
    gate.open.set()
    assert not (await alice).ephemeral and gate.drawn == [2]


class NoDefaultExecutor(concurrent.futures.ThreadPoolExecutor):
    """Put in as the loop's default executor: records anything sent to it, and runs nothing."""

    def __init__(self) -> None:
        super().__init__(1)
        self.sent: list[str] = []

    def submit(self, fn, /, *args, **kwargs):
        self.sent.append(repr(fn))
        raise RuntimeError("the event loop's default executor was used")


@pytest.fixture
async def no_default_executor() -> AsyncIterator[NoDefaultExecutor]:
    executor = NoDefaultExecutor()
    asyncio.get_running_loop().set_default_executor(executor)
    yield executor
    executor.shutdown()


async def finished(table: Table, kind: str, channel: int) -> int:
    """A game of `kind` between Alice and Bob in `channel`, which Bob resigns after Alice's start."""
    alice, bob = caller("Alice", ALICE.user_id, channel), caller("Bob", BOB.user_id, channel)
    await table.new_game(alice, kind, "first=creator" if kind == "animacule" else "")
    await table.join(bob)
    assert not (await table.start(alice)).ephemeral
    await resigned(table, bob)
    game = await table.store.latest_game(channel)
    assert game.status == "finished", game.ended_reason
    return game.id


async def bot_move(table: Table, who: Caller) -> str:
    """The move the bot would make for `who`, who owes the open prompt."""
    game = await table.store.live_game(who.channel_id)
    engine = engine_for(game.kind)
    state = engine.load(json.loads(game.state_json))
    (seat,) = {prompt.seat for prompt in engine.prompts(state)}
    return engine.bot_action(state, seat, random.Random(seat)).notation


@pytest.mark.parametrize("processes", [True, False], ids=["process pool", "no process pool"])
async def test_replays_charts_and_private_pictures_stay_off_the_default_executor(
        table: Table, no_default_executor: NoDefaultExecutor, processes: bool) -> None:
    if processes:
        assert await render_pool.start(workers=1, replay_workers=1)
    try:
        played = await finished(table, "animacule", 510)
        await finished(table, "extinction", 511)
        replay = await table.replay(ALICE, game=played)
        assert not replay.ephemeral and replay.image.data[:4] in (b"GIF8", b"\x89PNG"), replay.text
        if processes:  # the board worker, and the replay worker that started with the replay
            assert len(multiprocessing.active_children()) == 2
        stats = await table.stats(ALICE)
        assert stats.image is not None, stats.text
        gil = caller("Gil", 17, channel=512)
        await table.new_game(gil, "extinction")
        await table.add_bot(gil)
        await table.start(gil)
        genes = await table.own_view(gil, "extinction")
        for _ in range(200):  # Gil plays as the bot would until the genes are dealt
            if genes.image is not None:
                break
            await table.act(gil, await bot_move(table, gil))
            genes = await table.own_view(gil, "extinction")
        assert genes.image is not None, genes.text
    finally:
        await render_pool.shutdown()
    assert no_default_executor.sent == []
