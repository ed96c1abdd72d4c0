"""A seeded bot game reduced to a fingerprint: the moves it took and a digest of every action's
notation and of the final state. Speed work on an engine or its bot must leave each fingerprint as
recorded: the same seed plays the same game, move for move."""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from games import engine_for
from rules.base import Engine

MOVES_CAP = 20_000  # as cli/simulate.py: a game still running after this many moves stops there


def fingerprint(key: str, players: int, seed: int, options: dict[str, str] | None = None) -> tuple[int, str]:
    """(moves, sha256) of the game the normal bots play from `seed`, with the generator cli/simulate.py gives them."""
    engine = engine_for(key)
    bots = random.Random(seed)
    state = engine.new([f"Bot {n + 1}" for n in range(players)], options or {}, seed)
    digest = hashlib.sha256()
    moves = 0
    while moves < MOVES_CAP and not engine.result(state).over:
        seat = engine.prompts(state)[0].seat
        action = engine.bot_action(state, seat, bots)
        digest.update(f"{seat}:{action.notation}\n".encode())
        state, _ = engine.apply(state, seat, action)
        moves += 1
    digest.update(json.dumps(engine.dump(state), sort_keys=True).encode())
    return moves, digest.hexdigest()



def midgame(engine: Engine[Any], players: int, seed: int, moves: int) -> Any:
    """A game `moves` decisions in (fewer if it ends first), each played by the heuristic bot."""
    return played_on(engine, engine.new([f"P{n}" for n in range(players)], {}, seed), random.Random(seed), moves)


def played_on(engine: Engine[Any], state: Any, rng: random.Random, moves: int) -> Any:
    """`state` after `moves` more decisions (fewer if the game ends first), each played by the heuristic bot."""
    for _ in range(moves):
        if engine.result(state).over:
            break
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return state
