"""A bot seat's level: which policy plays its decisions, the same three for every game.

- `easy` grabs what it sees now: legal actions (at most EASY_LOOKS of them, picked at random when
  there are more, as a beginner overlooks options) are tried one step ahead, on a world where what
  it cannot see is dealt again and the dice are its own (`Engine.determinize`), and the one that
  leaves it standing best at a glance (`Engine.glance`, by default the standing) is played; ties are
  broken at random. It has no plan and no look-ahead, so it walks into what the next move brings:
  honest mistakes, not noise.
- `normal` is the game's heuristic bot (`Engine.bot_action`), as before levels existed; the bot
  playing a timed-out decision or for a member away is always this one.
- `strong` searches (rules/search.py) within a time budget per decision.
"""

from __future__ import annotations

import random
from typing import Any

from rules.base import Action, Engine
from rules.search import MAX_ITERATIONS, Decision, rewards, search

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
DEFAULT_THINK_MS = 300
THINK_RANGE_MS = (50, 5000)  # the `think=` table option's allowed range
EASY_LOOKS = 24  # the most actions the easy bot weighs in one decision


def decide(engine: Engine[Any], state: Any, seat: int, level: str, rng: random.Random,
           think_ms: int = DEFAULT_THINK_MS, iterations: int = MAX_ITERATIONS) -> Action:
    """The action a bot of `level` takes for `seat`, which owes a prompt."""
    if level == "easy":
        return greedy(engine, state, seat, rng)
    if level == "strong":
        return search(engine, state, seat, rng, think_ms / 1000, iterations).action
    if level == "normal":
        return engine.bot_action(state, seat, rng)
    raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")


def advise(engine: Engine[Any], state: Any, seat: int, rng: random.Random,
           think_ms: int = DEFAULT_THINK_MS) -> Decision:
    """What the strong bot would play for `seat` now, with its estimate: a hint."""
    return search(engine, state, seat, rng, think_ms / 1000)


def greedy(engine: Engine[Any], state: Any, seat: int, rng: random.Random) -> Action:
    """The legal action after which `seat` stands best one step on, ties broken at random."""
    legal = engine.legal_actions(state, seat)
    if len(legal) == 1:
        return legal[0]
    if len(legal) > EASY_LOOKS:
        legal = rng.sample(legal, EASY_LOOKS)
    world = engine.determinize(state, seat, rng.getrandbits(63))
    scored = [(_glanced(engine, engine.apply(world, seat, action)[0])[seat], action) for action in legal]
    best = max(score for score, _ in scored)
    return rng.choice([action for score, action in scored if score == best])


def _glanced(engine: Engine[Any], world: Any) -> list[float]:
    """Each seat's reward at the easy bot's glance: the result once the game is over, else `Engine.glance`."""
    return rewards(engine, world) if engine.result(world).over else engine.glance(world)
