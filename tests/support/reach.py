"""Putting a table's game in a position: its engine plays on from where the game stands (each seat's
move chosen by the engine's bot) until the position asked for, which is saved as the game's state."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from rules.base import Engine
from rules.registry import engine_for
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


async def reach(store: Store, channel: int, wanted: Callable[[Engine, Any], bool], seed: int = 1,
                limit: int = 3000) -> Any:
    """Play the channel's game on (engine only, bot moves) until `wanted(engine, state)`; save that
    state as the game's and return it. Fails if the game ends first or within `limit` moves."""
    engine, state = await state_of(store, channel)
    rng = random.Random(seed)
    for _ in range(limit):
        if wanted(engine, state):
            game = await store.live_game(channel)
            assert game is not None
            game.state_json = json.dumps(engine.dump(state))
            await store.save(game)
            return state
        prompts = engine.prompts(state)
        assert prompts, "the game ended before the position asked for"
        seat = prompts[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    raise AssertionError(f"no position as asked within {limit} moves")
