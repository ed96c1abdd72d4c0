"""Putting a table's game in a position: its engine plays on from where the game stands (each seat's
move chosen by the engine's bot) until the position asked for, which is saved as the game's state."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from games import engine_for
from rules.base import Engine
from table.replies import Caller
from table.store import Store
from table.table import Table


async def seated(table: Table, key: str, players: tuple[Caller, ...], options: str = "") -> None:
    """A game of `key` started in the players' channel, the first one its host; humans only, so no
    bot answers anything on its own."""
    host, *others = players
    await table.new_game(host, key, options)
    for player in others:
        await table.join(player)
    started = await table.start(host)
    assert not started.ephemeral, started.text


async def state_of(store: Store, channel: int) -> tuple[Engine, Any]:
    game = await store.live_game(channel)
    assert game is not None and game.state_json is not None
    engine = engine_for(game.kind)
    return engine, engine.load(json.loads(game.state_json))


async def reach(store: Store, channel: int, wanted: Callable[[Engine, Any], bool], seeds: int = 20,
                limit: int = 3000) -> Any:
    """Play the channel's game on (engine only, bot moves, with the bots' dice seeded 1, 2, … until
    one of `seeds` gets there) until `wanted(engine, state)`; save that state as the game's and
    return it."""
    engine, start = await state_of(store, channel)
    for seed in range(1, seeds + 1):
        state = _played_until(engine, start, wanted, random.Random(seed), limit)
        if state is not None:
            game = await store.live_game(channel)
            assert game is not None
            game.state_json = json.dumps(engine.dump(state))
            await store.save(game)
            return state
    raise AssertionError(f"no position as asked with any of {seeds} seeds")


def _played_until(engine: Engine, state: Any, wanted: Callable[[Engine, Any], bool], rng: random.Random,
                  limit: int) -> Any | None:
    for _ in range(limit):
        if wanted(engine, state):
            return state
        prompts = engine.prompts(state)
        if not prompts:
            return None
        seat = prompts[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return None
