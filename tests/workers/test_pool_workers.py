"""The board workers driven by the event loop (workers/pool.py BoardWorkers): many boards asked for at
once each come back to its own caller, a worker's error comes back as that error with where the worker
raised it, and the worker goes on drawing; a caller that gave up before a worker was free holds nobody up."""

from __future__ import annotations

import asyncio
import json
import multiprocessing
from collections.abc import AsyncIterator

import pytest

from games import engine_for
from rendering import render_board
from workers import pool as render_pool


@pytest.fixture
async def pool() -> AsyncIterator[None]:
    assert await render_pool.start(workers=2)
    yield
    await render_pool.shutdown()


def positions(key: str, count: int) -> list[tuple[object, str]]:
    engine = engine_for(key)
    states = [engine.new([f"P{n}" for n in range(engine.max_players)], {}, seed) for seed in range(1, count + 1)]
    return [(state, json.dumps(engine.dump(state), separators=(",", ":"))) for state in states]


async def test_boards_asked_for_at_once_each_come_back_to_their_caller(pool: None) -> None:
    games = positions("soup", 6)
    drawn = await asyncio.gather(*(render_pool.render("soup", text) for _, text in games))
    assert drawn == [render_board("soup", engine_for("soup"), state) for state, _ in games]
    assert len(set(drawn)) == len(games)


async def test_an_error_in_a_worker_comes_back_with_where_it_was_raised(pool: None) -> None:
    workers = {child.pid for child in multiprocessing.active_children()}
    with pytest.raises(ValueError) as raised:
        await render_pool.render("no-such-game", "{}")
    assert isinstance(raised.value.__cause__, render_pool.RemoteTraceback)
    assert "engine_for" in str(raised.value.__cause__)
    state, text = positions("animacule", 1)[0]
    assert await render_pool.render("animacule", text) == render_board("animacule", engine_for("animacule"), state)
    assert {child.pid for child in multiprocessing.active_children()} == workers  # nobody died or started


async def test_a_board_its_caller_gave_up_on_holds_nobody_up(pool: None) -> None:
    games = positions("micro", 5)
    asked = [asyncio.ensure_future(render_pool.render("micro", text)) for _, text in games]
    await asyncio.sleep(0)  # all asked for: two drawing, three waiting
    asked[-1].cancel()
    done = await asyncio.gather(*asked[:-1])
    assert all(image.startswith(b"\x89PNG") for image in done)
    assert render_pool._pool is not None and not render_pool._pool.waiting
