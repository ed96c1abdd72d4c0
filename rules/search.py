"""The strong bot: Monte Carlo tree search over the engine contract, the same for every game.

Each iteration plays on a fresh *determinization* (`Engine.determinize`): the other seats' hidden
cards dealt again consistently with what the searching seat has seen, and the state's generator
reseeded from the search's own random source. The search therefore never reads a secret, and it
never knows a future die: the real generator's seed and draw count are replaced in every iteration,
so the dice it imagines are its own, fresh each time. Because the worlds differ from one iteration
to the next, the tree is *open-loop*: a node stands for a sequence of actions (their notations), and
an action is only considered where it is legal in the iteration's world (information-set MCTS with
a single observer).

- Selection: UCT (UCB1, rewards from 0 to 1) among a node's considered actions, each scored for the
  seat that chooses there. Progressive widening keeps many-choice nodes searchable: a node considers
  1 + √visits actions, the heuristic bot's own choice first (move ordering), the rest in a seeded order.
- Rollout: the heuristic bot (`Engine.bot_action`) plays on for a bounded number of decisions; the
  leaf is scored by the result when the game is over (1 to each winner, 0 otherwise), else by
  `Engine.standing`, each seat's estimate from what everyone can see.
- Choice: the heuristic bot's move unless another root action's mean reward beats it by more than
  twice the spread of the two estimates (a few dozen iterations are noisy: the search must prove the
  bot wrong before it plays otherwise).
- Budget: wall-clock seconds per decision and a bound on iterations (tests use the bound alone, so
  the same seed gives the same decision).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from rules.base import Action, Engine, IllegalAction

EXPLORATION = 0.7  # UCB1's constant, for rewards between 0 and 1
LIKED_BIAS = 1.0  # the heuristic bot's choice's head start in UCB, divided by its visits
ROLLOUT_DECISIONS = 8  # decisions the heuristic bot plays on from a new node before the leaf is scored
MAX_ITERATIONS = 100_000


@dataclass
class _Node:
    visits: int = 0
    total: float = 0.0  # rewards of the seat that chose the action leading here
    squares: float = 0.0  # their squares, for the spread of the estimate
    order: list[str] = field(default_factory=list)  # the actions in the order they are considered
    liked: Action | None = None  # the heuristic bot's choice here, which may be a shortcut no list holds
    children: dict[str, _Node] = field(default_factory=dict)

    @property
    def liked_notation(self) -> str:
        return self.liked.notation if self.liked is not None else ""

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def error(self) -> float:
        """The standard error of the mean reward (large while the node is barely explored)."""
        if self.visits < 2:
            return 1.0
        variance = max(0.0, self.squares / self.visits - self.mean() ** 2)
        return math.sqrt(variance / (self.visits - 1))


@dataclass(frozen=True)
class Decision:
    action: Action
    expected: float  # the search's estimate of the seat's reward after this action (0 to 1)
    iterations: int
    visits: int  # how often the chosen action was explored


def search(engine: Engine[Any], state: Any, seat: int, rng: random.Random, seconds: float = 0.3,
           iterations: int = MAX_ITERATIONS, rollout: int = ROLLOUT_DECISIONS) -> Decision:
    """The action MCTS picks for `seat`, which owes a prompt in `state`."""
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError("this seat owes no decision now")
    if len(legal) == 1:
        return Decision(legal[0], 0.0, 0, 0)
    root = _Node()
    deadline = time.perf_counter() + seconds
    done = 0
    while done < iterations and (done == 0 or time.perf_counter() < deadline):
        _iterate(engine, engine.determinize(state, seat, rng.getrandbits(63)), root, rng, rollout, seat, deadline)
        done += 1
    by_notation = {a.notation: a for a in legal}
    if root.liked is not None and root.liked.notation not in by_notation and _allowed(engine, state, seat, root.liked):
        by_notation[root.liked.notation] = root.liked
    notation = _proven_best(root, by_notation)
    chosen = root.children[notation]
    return Decision(by_notation[notation], chosen.mean(), done, chosen.visits)


def _iterate(engine: Engine[Any], world: Any, root: _Node, rng: random.Random, rollout: int, root_seat: int,
             deadline: float) -> None:
    path: list[tuple[_Node, int]] = []  # each node entered, and the seat whose choice led there
    node = root
    expanded = False
    while not expanded and not engine.result(world).over:
        mover = _mover(engine, world, root_seat if node is root else None)
        actions = {a.notation: a for a in engine.legal_actions(world, mover)}
        if not node.order:
            node.liked = engine.bot_action(world, mover, rng)
            node.order = _ordered(node.liked.notation, list(actions), rng)
        if node.liked is not None and node.liked.notation not in actions and _allowed(engine, world, mover, node.liked):
            actions[node.liked.notation] = node.liked
        width = 1 + int(math.sqrt(node.visits))
        considered = [n for n in node.order if n in actions][:width] or [rng.choice(list(actions))]
        fresh = [n for n in considered if n not in node.children]
        if fresh:
            chosen = fresh[0]
            node.children[chosen] = _Node()
            expanded = True
        else:
            chosen = max(considered, key=lambda n: _ucb(node, node.children[n], n == node.liked_notation))
        world, _ = engine.apply(world, mover, actions[chosen])
        node = node.children[chosen]
        path.append((node, mover))
    for _ in range(rollout):
        if engine.result(world).over or time.perf_counter() > deadline:  # a late rollout is cut, not the budget
            break
        mover = _mover(engine, world, None)
        world, _ = engine.apply(world, mover, engine.bot_action(world, mover, rng))
    scored = rewards(engine, world)
    root.visits += 1
    for entered, chooser in path:
        entered.visits += 1
        entered.total += scored[chooser]
        entered.squares += scored[chooser] ** 2


def _mover(engine: Engine[Any], world: Any, preferred: int | None) -> int:
    """Who decides next: the searching seat at the root, else the first open prompt's seat."""
    seats = [p.seat for p in engine.prompts(world)]
    return preferred if preferred in seats else seats[0]


def _ordered(liked: str, notations: list[str], rng: random.Random) -> list[str]:
    """The heuristic bot's choice first, then the rest in a seeded random order."""
    rest = [n for n in notations if n != liked]
    rng.shuffle(rest)
    return [liked, *rest]


def _allowed(engine: Engine[Any], world: Any, mover: int, action: Action) -> bool:
    """Whether a shortcut the bot chose in one world is also a move in this one."""
    try:
        engine.apply(world, mover, action)
    except IllegalAction:
        return False
    return True


def _proven_best(root: _Node, allowed: dict[str, Action]) -> str:
    """The heuristic bot's move, unless another root action beat it by more than twice the spread of
    the two estimates: with a few dozen noisy iterations, the search must prove the bot wrong."""
    tried = {n: child for n, child in root.children.items() if n in allowed and child.visits}
    rival = max(tried, key=lambda n: (tried[n].mean(), tried[n].visits, n))
    liked = tried.get(root.liked_notation)
    if liked is None:
        return max(tried, key=lambda n: (tried[n].visits, tried[n].mean(), n))
    margin = 2 * math.hypot(liked.error(), tried[rival].error())
    return rival if tried[rival].mean() - liked.mean() > margin else root.liked_notation


def _ucb(parent: _Node, child: _Node, liked: bool) -> float:
    """UCB1, with a bias towards the heuristic bot's choice that fades as it is explored (progressive bias):
    with few iterations the search keeps to the bot's move unless another proves better."""
    bias = LIKED_BIAS / child.visits if liked else 0.0
    return child.mean() + bias + EXPLORATION * math.sqrt(math.log(parent.visits + 1) / child.visits)


def rewards(engine: Engine[Any], world: Any) -> list[float]:
    """Each seat's reward in `world`: 1 to each winner and 0 to the rest once it is over, else its standing."""
    result = engine.result(world)
    standing = engine.standing(world)
    if result.over:
        return [1.0 if seat in result.winners else 0.0 for seat in range(len(standing))]
    return standing
