"""A bot seat's level: which policy plays its decisions, the same three for every game.

- `easy` grabs what it sees now: legal actions (at most EASY_LOOKS of them, picked at random when
  there are more, as a beginner overlooks options; a choice that only narrows a menu is looked
  through, to a share of what it lists) are tried one step ahead, on a world where what
  it cannot see is dealt again and the dice are its own (`Engine.determinize`), and the one that
  leaves it standing best at a glance (`Engine.glance`, by default the standing) is played; ties are
  broken at random. It has no plan and no look-ahead, so it walks into what the next move brings:
  honest mistakes, not noise.
- `normal` is the game's heuristic bot (`Engine.bot_action`), as before levels existed; the bot
  playing a timed-out decision or for a member away is always this one.
- `strong` searches (rules/search.py) within a time budget per decision.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace
from typing import TypeVar

from rules.base import BACK, Action, Engine
from rules.search import MAX_ITERATIONS, Decision, allowed, rewards, search, still_deciding

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
DEFAULT_THINK_MS = 300
THINK_RANGE_MS = (50, 5000)  # the `think=` table option's allowed range
EASY_LOOKS = 24  # the most actions the easy bot weighs in one decision, and again in the menus they open
NARROWER_LOOKS = 4  # the looks each narrower menu the easy bot opens has at least
MENU_STEPS = 4  # the most steps of narrowing menus a hint follows to the move they lead to

T = TypeVar("T")
S = TypeVar("S")  # the game's state type


def decide(engine: Engine[S], state: S, seat: int, level: str, rng: random.Random,
           think_ms: int = DEFAULT_THINK_MS, iterations: int = MAX_ITERATIONS) -> Action:
    """The action a bot of `level` takes for `seat`, which owes a prompt."""
    if level == "easy":
        return greedy(engine, state, seat, rng)
    if level == "strong":
        return search(engine, state, seat, rng, think_ms / 1000, iterations).action
    if level == "normal":
        return engine.bot_action(state, seat, rng)
    raise ValueError(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")


@dataclass(frozen=True)
class Advice:
    """A hint: what the strong bot would play, and what it expects of it."""

    moves: tuple[Action, ...]  # one whole move, or the menu's steps to it when it cannot be given whole
    expected: float  # the search's estimate of the seat's reward after it (0 to 1)
    iterations: int  # the continuations imagined, over every step's search


def advise(engine: Engine[S], state: S, seat: int, rng: random.Random,
           think_ms: int = DEFAULT_THINK_MS) -> Advice:
    """What the strong bot would play for `seat` now, with its estimate: a hint. A choice that only
    narrows a menu ("from e5") is no move to advise: the search goes on in the menu it opens, as the
    strong seat would, up to MENU_STEPS deep, and the move found is given whole where the engine takes
    it from here. Where the search turns back out of the menu it chose, the group was noise to it (its
    rollouts play the move they start from whichever group is open), and that move is advised."""
    steps: list[Decision] = []
    now = state
    while len(steps) < MENU_STEPS:
        decision = search(engine, now, seat, rng, think_ms / 1000)
        if steps and decision.action.notation == BACK:
            break
        steps.append(replace(decision, action=_labelled(engine, now, seat, decision.action)))
        after, events = engine.apply(now, seat, decision.action)
        if events or not still_deciding(engine, now, after, seat):
            return _advice(engine, state, seat, steps)
        chosen_in, now = now, after
    world = engine.determinize(chosen_in, seat, rng.getrandbits(63))  # never the cards the seat cannot see
    started_from = _labelled(engine, chosen_in, seat, engine.search_action(world, seat, rng))
    steps[-1] = replace(steps[-1], action=started_from)
    return _advice(engine, state, seat, steps)


def _advice(engine: Engine[S], state: S, seat: int, steps: list[Decision]) -> Advice:
    """The steps' last move, whole if the engine takes it from `state`, else every step to it."""
    moves = tuple(step.action for step in steps)
    if len(moves) > 1 and allowed(engine, state, seat, moves[-1]):
        moves = (moves[-1],)
    expected = next((step.expected for step in reversed(steps) if step.iterations), 0.0)  # a lone option is not weighed
    return Advice(moves, expected, sum(step.iterations for step in steps))


def _labelled(engine: Engine[S], state: S, seat: int, action: Action) -> Action:
    """The action as the menu words it ("Place 2 in Northern Europe"), where the search's own has no label."""
    if action.label:
        return action
    return next((listed for listed in engine.legal_actions(state, seat) if listed.notation == action.notation), action)


def greedy(engine: Engine[S], state: S, seat: int, rng: random.Random) -> Action:
    """The action after which `seat` stands best one step on, ties broken at random; but a decision that
    can be ended ("done") ends once nothing that keeps it open looks better than the position now (the
    end of it brings what follows, which a move inside it does not). A choice that only narrows a menu
    ("row c", "Move from India") is weighed by the moves it leads to; the best of those is
    played whole where the engine takes it from here, else the choice that leads to it. `back` is never
    chosen while anything else is offered: a beginner's menus only narrow, so a decision always ends."""
    legal = engine.legal_actions(state, seat)
    choices = [action for action in legal if action.notation != BACK] or legal
    if len(choices) == 1:
        return choices[0]
    looked = _looked_at(choices, EASY_LOOKS, rng)
    world = engine.determinize(state, seat, rng.getrandbits(63))
    scored: list[Weighed] = []
    _weigh(engine, world, seat, [(action, action) for action in looked], rng, EASY_LOOKS, scored,
           {_menu_key(engine, world)})  # the choices listed now, then as many more in the menus they open
    if not scored:
        return rng.choice(choices)
    now = _glanced(engine, world)[seat]
    ending = [weighed for weighed in scored if weighed.ends]
    if ending and not any(weighed.score > now for weighed in scored if not weighed.ends):
        scored = ending  # nothing that keeps the decision open looks better than now: stop
    best = max(weighed.score for weighed in scored)
    chosen = rng.choice([weighed for weighed in scored if weighed.score == best])
    if chosen.move is not chosen.first and allowed(engine, world, seat, chosen.move):
        return chosen.move
    return chosen.first


@dataclass(frozen=True)
class Weighed:
    score: float  # the seat's glance after the move
    ends: bool  # whether the move ends the decision ("done", the last founder placed)
    move: Action  # the move weighed
    first: Action  # the choice on the decision's menu as it stands that leads to it (the move itself, or a group)


def _looked_at(actions: list[T], looks: int, rng: random.Random) -> list[T]:
    """What a beginner weighs: all of `actions`, or `looks` of them picked at random when there are more."""
    return rng.sample(actions, looks) if len(actions) > looks else actions


def _weigh(engine: Engine[S], world: S, seat: int, actions: list[tuple[Action, Action]], rng: random.Random,
           looks: int, scored: list[Weighed], menus: set[str]) -> int:
    """Weigh `actions` (each with the first choice leading to it) one step ahead into `scored`. A choice
    that only narrows the menu (no event, the same decision still owed) opens a narrower one not seen
    yet: a few of them, each with its share of `looks` (an action tried in one costs a look, and half of
    a share is kept for the menus it opens in turn); return the looks left."""
    narrower = []
    for action, first in actions:
        after, events = engine.apply(world, seat, action)
        deciding = still_deciding(engine, world, after, seat)
        if events or not deciding:
            scored.append(Weighed(_glanced(engine, after)[seat], not deciding, action, first))
        elif (key := _menu_key(engine, after)) not in menus:
            menus.add(key)
            narrower.append((after, first))
    opened = _looked_at(narrower, max(1, looks // NARROWER_LOOKS), rng)
    for n, (inside_world, first) in enumerate(opened):
        share = looks // (len(opened) - n)
        if share:
            inside = [action for action in engine.legal_actions(inside_world, seat) if action.notation != BACK]
            looked = _looked_at(inside, max(1, share // 2), rng)  # half for the menus these open in turn
            looks -= share - _weigh(engine, inside_world, seat, [(action, first) for action in looked], rng,
                                    share - len(looked), scored, menus)
    return looks


def _menu_key(engine: Engine[S], world: S) -> str:
    """What tells one menu of a decision from another: the whole state, as the engine dumps it."""
    return json.dumps(engine.dump(world), sort_keys=True)


def _glanced(engine: Engine[S], world: S) -> list[float]:
    """Each seat's reward at the easy bot's glance: the result once the game is over, else `Engine.glance`."""
    return rewards(engine, world) if engine.result(world).over else engine.glance(world)
