"""The outbox (issue 22, items 2 and 5): what the clock posts is written in the transaction of the
change it reports and delivered after, so a process killed between the two posts it on its next
start, once; a post is delivered once even when two processes' passes race; and a step of the
clock's pass that fails on the store is logged and tried again later while the others go on."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from cli.console import Console
from table.posting.delivery import BACKOFF_S, CLAIM_S
from table.replies import Posting
from table.store import Store, open_store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from table.timekeeping.scheduler import Scheduler
from tests.table.conftest import ALICE, BOB, CHANNEL, caller

HOUR, DAY = 3600, 86400
START = 1_800_000_000.0
PNG = b"\x89PNG"


class Died(BaseException):
    """The process ends here: nothing after it runs (a kill -9 between two statements)."""


@pytest.fixture
async def opened(store_target: str) -> AsyncIterator[list[Store]]:
    """Stores opened on the test's database (SQLite or PostgreSQL), each a process's, closed at the end."""
    stores: list[Store] = []
    yield stores
    for store in stores:
        await store.close()


async def _process(target: str, opened: list[Store], clock: FakeClock) -> tuple[Store, Table]:
    store = await open_store(target)
    opened.append(store)
    return store, Table(store, seed_source=lambda: 7, clock=clock)


async def _game(table: Table, channel: int = CHANNEL) -> None:
    alice, bob = caller("Alice", ALICE.user_id, channel), caller("Bob", BOB.user_id, channel)
    await table.new_game(alice, "animacule", "first=creator", "1d")
    await table.join(bob)
    assert not (await table.start(alice)).ephemeral


def _collect(into: list[Posting]) -> Any:
    async def deliver(posting: Posting) -> None:
        into.append(posting)
    return deliver


def _die_after(store: Store, method: str) -> None:
    """The store's `method` commits, then the process dies before anything is posted."""
    real = getattr(store, method)

    async def committed_then_died(*args: Any, **kwargs: Any) -> Any:
        await real(*args, **kwargs)
        raise Died
    setattr(store, method, committed_then_died)


async def test_a_reminder_saved_but_not_posted_is_posted_once_by_the_next_process(
        store_target: str, opened: list[Store]) -> None:
    clock = FakeClock(START)
    store, table = await _process(store_target, opened, clock)
    await _game(table)
    clock.advance(12 * HOUR)  # the reminder at half time
    _die_after(store, "step_deadline")
    with pytest.raises(Died):
        await table.run_due()
    assert (await store.deadlines((await store.live_game(CHANNEL)).id))[0].sent == 1  # the step was saved

    posted: list[Posting] = []
    _, restarted = await _process(store_target, opened, clock)
    assert await Scheduler(restarted, _collect(posted)).pass_once() == 1
    (reminder,) = posted
    assert "⏰ Reminder: the game waits for **Alice**" in reminder.reply.text
    assert reminder.reply.mentions == (ALICE.user_id,) and reminder.channel_id == CHANNEL
    assert await Scheduler(restarted, _collect(posted)).pass_once() == 0
    _, again = await _process(store_target, opened, clock)  # and a third start finds it sent
    assert await again.run_due() == [] and len(posted) == 1


async def test_a_timeouts_board_saved_but_not_posted_is_posted_once_with_its_board(
        store_target: str, opened: list[Store]) -> None:
    clock = FakeClock(START)
    store, table = await _process(store_target, opened, clock)
    await _game(table)
    clock.advance(DAY)
    _die_after(store, "save")
    with pytest.raises(Died):
        await table.run_due()
    game = await store.live_game(CHANNEL)
    assert [e.action for e in await store.log(game.id)] == ["start", "timeout skip"]  # the move was saved

    posted: list[Posting] = []
    _, restarted = await _process(store_target, opened, clock)
    assert await Scheduler(restarted, _collect(posted)).pass_once() == 1
    (board,) = posted
    assert "Alice's time ran out" in board.reply.text and "Waiting for **Bob" in board.reply.text
    assert board.reply.mentions == (BOB.user_id,) and board.reply.choices  # Bob's ping and his buttons
    assert board.reply.image.name == f"animacule-{game.id}-v{game.version}.png"
    assert board.reply.image.data.startswith(PNG)
    assert f"Board version {game.version}" in board.reply.footer
    assert await restarted.run_due() == []


async def test_a_post_claimed_by_a_process_that_died_is_delivered_by_the_next_start_once(
        store_target: str, opened: list[Store]) -> None:
    clock = FakeClock(START)
    _, table = await _process(store_target, opened, clock)
    await _game(table)
    clock.advance(12 * HOUR)

    async def dies(_posting: Posting) -> None:
        raise Died
    with pytest.raises(Died):
        await table.run_due(dies)  # claimed, and the process died while posting it
    posted: list[Posting] = []
    _, overlapping = await _process(store_target, opened, clock)  # running already when the claim was taken
    assert await overlapping.run_due(_collect(posted)) == []  # it may be on its way: left alone
    clock.advance(1)
    _, restarted = await _process(store_target, opened, clock)
    assert len(await restarted.run_due(_collect(posted))) == 1 and "Reminder" in posted[0].reply.text
    clock.advance(CLAIM_S)
    assert await overlapping.run_due(_collect(posted)) == [] and len(posted) == 1


async def test_two_processes_passing_at_once_post_each_reminder_once(store_target: str, opened: list[Store]) -> None:
    clock = FakeClock(START)
    _, table = await _process(store_target, opened, clock)
    for channel in range(CHANNEL, CHANNEL + 6):
        await _game(table, channel)
    clock.advance(12 * HOUR)
    tables = [table, (await _process(store_target, opened, clock))[1]]
    posted: list[Posting] = []
    await asyncio.gather(*(t.run_due(_collect(posted)) for t in tables))
    assert sorted(p.channel_id for p in posted) == list(range(CHANNEL, CHANNEL + 6))


async def test_a_delivery_that_fails_is_tried_again_later_and_the_others_go_out(
        store_target: str, opened: list[Store]) -> None:
    clock = FakeClock(START)
    _, table = await _process(store_target, opened, clock)
    await _game(table, CHANNEL)
    await _game(table, CHANNEL + 1)
    clock.advance(12 * HOUR)
    posted: list[Posting] = []

    async def first_channel_down(posting: Posting) -> None:
        if posting.channel_id == CHANNEL:
            raise ConnectionError("Discord did not answer")
        posted.append(posting)
    assert [p.channel_id for p in await table.run_due(first_channel_down)] == [CHANNEL + 1]
    assert await table.next_due() == START + 12 * HOUR + BACKOFF_S[0]  # back after the backoff, no spin
    clock.advance(BACKOFF_S[0])
    assert [p.channel_id for p in await table.run_due(_collect(posted))] == [CHANNEL]


async def test_a_store_error_on_one_clock_leaves_the_others_running_and_it_is_retried(
        store_target: str, opened: list[Store], caplog: pytest.LogCaptureFixture) -> None:
    clock = FakeClock(START)
    store, table = await _process(store_target, opened, clock)
    await _game(table, CHANNEL)
    clock.advance(60)
    await _game(table, CHANNEL + 1)  # its clock falls due a minute after the first
    first = (await store.live_game(CHANNEL)).id
    real = store.step_deadline
    broken = [True]

    async def fails_for_the_first(old: Any, new: Any, post: Any = None) -> bool:
        if old.game_id == first and broken[0]:
            raise store.FAILURES[0]("disk I/O error")
        return await real(old, new, post)
    store.step_deadline = fails_for_the_first  # type: ignore[method-assign]
    clock.advance(12 * HOUR)
    posts = await table.run_due()
    assert [p.channel_id for p in posts] == [CHANNEL + 1]  # the second clock went on
    assert "game 1" in caplog.text and "disk I/O error" in caplog.text
    (stuck,) = await store.deadlines(first)
    assert stuck.next_at is not None and stuck.sent == 0  # not stopped: it is tried again
    now = clock.now()
    assert await table.next_due() == now + BACKOFF_S[0]
    assert await table.run_due() == []  # within the backoff: left alone
    broken[0] = False
    clock.advance(BACKOFF_S[0])
    (reminder,) = await table.run_due()
    assert reminder.channel_id == CHANNEL and "Reminder" in reminder.reply.text


async def test_a_post_the_store_cannot_claim_waits_a_backoff_instead_of_spinning(
        store_target: str, opened: list[Store], monkeypatch: pytest.MonkeyPatch) -> None:
    clock = FakeClock(START)
    store, table = await _process(store_target, opened, clock)
    await _game(table)
    clock.advance(DAY)  # the timeout's board waits in the outbox

    async def read_only(*args: Any) -> bool:
        raise store.FAILURES[0]("attempt to write a readonly database")
    with monkeypatch.context() as patched:
        patched.setattr(store, "claim_post", read_only)
        assert await table.run_due() == []
        assert await table.next_due() == clock.now() + BACKOFF_S[0]  # the scheduler sleeps, it does not spin
    clock.advance(BACKOFF_S[0])
    (board,) = await table.run_due()
    assert "Alice's time ran out" in board.reply.text


async def test_the_console_survives_a_read_only_database_at_wait(tmp_path: Path) -> None:
    store = await open_store(str(tmp_path / "console.sqlite3"))
    try:
        out = io.StringIO()
        console = Console(Table(store, seed_source=lambda: 7, clock=FakeClock(START)), out, tmp_path / "boards")
        for line in ("alice: /game new game:animacule options:first=creator deadline:1d", "bob: /game join",
                     "alice: /game start"):
            await console.run_line(line)
        await store._db.execute("PRAGMA query_only=ON")  # type: ignore[attr-defined]  # as a read-only file
        await console.run_line("wait 13h")
        assert "Reminder" not in out.getvalue()
        await store._db.execute("PRAGMA query_only=OFF")  # type: ignore[attr-defined]
        await console.run_line("wait 1m")
        assert out.getvalue().count("⏰ Reminder: the game waits for **alice**") == 1
    finally:
        await store.close()
