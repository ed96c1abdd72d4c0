"""The strong bot: Monte Carlo tree search over the engine contract, the same for every game.

Each iteration plays on a fresh *determinization* (`Engine.determinize`): the other seats' hidden
cards dealt again consistently with what the searching seat has seen, and the state's generator
reseeded from the search's own random source. The search therefore never reads a secret, and it
never knows a future die: the real generator's seed and draw count are replaced in every iteration,
so the dice it imagines are its own, fresh each time. Because the worlds differ from one iteration
to the next, the tree is *open-loop*: a node stands for a sequence of actions (their notations), and
an action is only considered where it is legal in the iteration's world (information-set MCTS with
a single observer).

- Root: the search compares at most WIDTH actions, the heuristic bot's choice first, then the other
  moves the bot makes on other rolls of its own dice (PROPOSALS more calls; the most frequent first),
  then the rest in a seeded order. It plays them in rounds: every candidate of a round is played in
  the same world, with the same seed for the rollout's dice, so two candidates are compared on the
  same luck (paired, common random numbers) and a few dozen rounds tell them apart.
- Below the root: UCT (UCB1, rewards from 0 to 1) among a node's considered actions, each scored for
  the seat that chooses there. Progressive widening keeps many-choice nodes searchable: a node
  considers 1 + √visits actions, the heuristic bot's own choice first (move ordering), the rest in a
  seeded order.
- Rollout: the heuristic bot (`Engine.search_action`: `bot_action`, or where a game tuned figures for
  the search apart, the bot with those) plays on for a bounded number of decisions; the
  leaf is scored by the result when the game is over (1 to each winner, 0 otherwise), else by
  `Engine.standing`, each seat's estimate from what everyone can see.
- Progress, not decisions: a choice that only narrows or widens a menu ("move from Brazil", `back`: no
  event, the same decision still owed) moves the game on by nothing, so the look-ahead does not count
  it. Every iteration stops as many moves on as the actions it walked in the tree plus the rollout's
  bound, menu steps made up by the rollout; counted in decisions, a candidate that opens a menu and
  leaves it again stopped two moves short of the others, and where the next moves lose (a clock's last
  round) the search proved that round trip better and played it again and again. Counted in moves, a
  look-ahead can still stop short of the loss in some worlds, so a menu that the heuristic bot would
  leave again at once (`back`) is never chosen over the bot's own move (`_left_again`).
- Choice: the heuristic bot's move unless another candidate's rewards beat it, round by round, by
  more than PROOF standard errors of the paired difference: the search must prove the bot wrong
  before it plays otherwise. Measured in self-play (docs/rules/animacule.md), a looser proof makes
  it deviate more often on noise; a stricter one hardly ever.
- Budget: wall-clock seconds per decision and a bound on iterations (tests use the bound alone, so
  the same seed gives the same decision).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import TypeVar

from rules.base import BACK, Action, Engine, Event, IllegalAction

S = TypeVar("S")  # the game's state type

EXPLORATION = 0.7  # UCB1's constant, for rewards between 0 and 1
LIKED_BIAS = 1.0  # the heuristic bot's choice's head start in UCB, divided by its visits
ROLLOUT_DECISIONS = 8  # decisions the heuristic bot plays on from a new node before the leaf is scored
MAX_ITERATIONS = 100_000
LEAST_SPREAD = 0.1  # the least standard deviation assumed for a reward: a few equal rewards prove nothing
PROOF = 1.0  # how many standard errors of the paired difference another root action must beat the bot's move by
WIDTH = 6  # root actions the search compares
PROPOSALS = 12  # extra calls of the heuristic bot at the root, whose other choices are compared first


@dataclass
class _Node:
    visits: int = 0
    total: float = 0.0  # rewards of the seat that chose the action leading here
    order: list[str] = field(default_factory=list)  # the actions in the order they are considered
    liked: Action | None = None  # the heuristic bot's choice here, which may be a shortcut no list holds
    children: dict[str, _Node] = field(default_factory=dict)

    @property
    def liked_notation(self) -> str:
        return self.liked.notation if self.liked is not None else ""

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Decision:
    action: Action
    expected: float  # the search's estimate of the seat's reward after this action (0 to 1)
    iterations: int
    visits: int  # how often the chosen action was explored


def search(engine: Engine[S], state: S, seat: int, rng: random.Random, seconds: float = 0.3,
           iterations: int = MAX_ITERATIONS, rollout: int = ROLLOUT_DECISIONS) -> Decision:
    """The action MCTS picks for `seat`, which owes a prompt in `state`."""
    legal = engine.legal_actions(state, seat)
    if not legal:
        raise ValueError("this seat owes no decision now")
    if len(legal) == 1:
        return Decision(legal[0], 0.0, 0, 0)
    candidates = _candidates(engine, state, seat, rng, legal)
    liked = next(iter(candidates.values()))
    root = _Node(order=list(candidates), liked=liked)
    rounds: list[dict[str, float]] = []  # each round's reward of every candidate, all in the same world
    deadline = time.perf_counter() + seconds
    done = 0
    while done < iterations and (done == 0 or time.perf_counter() < deadline):
        world_seed, rollout_seed = rng.getrandbits(63), rng.getrandbits(63)
        scored: dict[str, float] = {}
        for notation, action in candidates.items():
            if done >= iterations or (done and time.perf_counter() >= deadline):
                break
            world = engine.determinize(state, seat, world_seed)
            reward = _iterate(engine, world, root, action, random.Random(rollout_seed), rollout, seat, deadline)
            if reward is not None:
                scored[notation] = reward
            done += 1
        rounds.append(scored)
    notation = _proven_best(liked.notation, rounds, engine.search_least_gain)
    if notation != liked.notation and _left_again(engine, state, seat, candidates[notation]):
        notation = liked.notation
    chosen = root.children.get(notation, _Node())
    return Decision(candidates[notation], chosen.mean(), done, chosen.visits)


def _candidates(engine: Engine[S], state: S, seat: int, rng: random.Random,
                legal: list[Action]) -> dict[str, Action]:
    """The root actions the search compares, by notation, at most WIDTH: the heuristic bot's choice
    first, then the others it makes on other rolls of its own dice (the most frequent first), then the
    rest of the legal actions in a seeded order. The bot chooses in a world dealt again for `seat`, as
    everywhere in the search, so no secret steers the choice."""
    world = engine.determinize(state, seat, rng.getrandbits(63))
    proposed: dict[str, Action] = {}
    counts: dict[str, int] = {}
    for _ in range(1 + PROPOSALS):
        action = engine.search_action(world, seat, rng)
        if action.notation in proposed or allowed(engine, state, seat, action):
            proposed.setdefault(action.notation, action)
            counts[action.notation] = counts.get(action.notation, 0) + 1
    first = next(iter(proposed), None)
    by_count = sorted(proposed, key=lambda n: (n != first, -counts[n]))
    chosen = {n: proposed[n] for n in by_count[:WIDTH]}
    rest = [a for a in legal if a.notation not in chosen]
    rng.shuffle(rest)
    for action in rest[: WIDTH - len(chosen)]:
        chosen[action.notation] = action
    return chosen


def _iterate(engine: Engine[S], world: S, root: _Node, first: Action, rng: random.Random, rollout: int,
             root_seat: int, deadline: float) -> float | None:
    """One iteration below the root action `first`, in `world`: the root seat's reward, or None
    where `first` is no move in this world."""
    try:
        after, events = engine.apply(world, root_seat, first)
    except IllegalAction:
        return None
    menu_steps = int(not progressed(engine, world, after, events, root_seat))
    world = after
    node = root.children.setdefault(first.notation, _Node())
    path: list[tuple[_Node, int]] = [(node, root_seat)]  # each node entered, and the seat whose choice led there
    expanded = False
    while not expanded and not engine.result(world).over:
        mover = _mover(engine, world)
        actions = {a.notation: a for a in engine.legal_actions(world, mover)}
        if not node.order:
            node.liked = engine.search_action(world, mover, rng)
            node.order = _ordered(node.liked.notation, list(actions), rng)
        if node.liked is not None and node.liked.notation not in actions and allowed(engine, world, mover, node.liked):
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
        after, events = engine.apply(world, mover, actions[chosen])
        menu_steps += not progressed(engine, world, after, events, mover)
        world = after
        node = node.children[chosen]
        path.append((node, mover))
    world = _rolled_out(engine, world, rng, rollout + menu_steps, deadline)
    scored = rewards(engine, world)
    root.visits += 1
    for entered, chooser in path:
        entered.visits += 1
        entered.total += scored[chooser]
    return scored[root_seat]


def _rolled_out(engine: Engine[S], world: S, rng: random.Random, moves: int, deadline: float) -> S:
    """`world` after the heuristic bot has played `moves` decisions that move the game on (its menu steps
    not counted, though never more than `moves` of them), or fewer where the game ends or the deadline
    passes (a late rollout is cut, not the budget)."""
    made = menu_steps = 0
    while made < moves and menu_steps <= moves and not engine.result(world).over and time.perf_counter() <= deadline:
        mover = _mover(engine, world)
        after, events = engine.apply(world, mover, engine.search_action(world, mover, rng))
        if progressed(engine, world, after, events, mover):
            made += 1
        else:
            menu_steps += 1
        world = after
    return world


def _left_again(engine: Engine[S], state: S, seat: int, action: Action) -> bool:
    """Whether `action` only opens a menu that the heuristic bot would leave again at once (`back`). Such a
    choice is no move: where every move loses (the clock's last round), its look-ahead can stop short of the
    loss and score better, and a seat that takes it comes back to the same decision and takes it again, for
    ever (a strong Mutants table at `hard`, seed 80006, four players: `move chi`, `back`, hundreds of times in
    the last round). The bot's own dice are not drawn from the search's, so every other decision stays."""
    after, events = engine.apply(state, seat, action)
    if progressed(engine, state, after, events, seat):
        return False
    return engine.search_action(after, seat, random.Random(0)).notation == BACK


def progressed(engine: Engine[S], before: S, after: S, events: list[Event], mover: int) -> bool:
    """Whether `mover`'s action moved the game on, rather than only narrowing or widening their menu."""
    return bool(events) or not still_deciding(engine, before, after, mover)


def still_deciding(engine: Engine[S], before: S, after: S, seat: int) -> bool:
    """Whether `seat` owes the same kind of decision after an action as before it."""
    owed = {p.kind for p in engine.prompts(before) if p.seat == seat}
    return bool(owed & {p.kind for p in engine.prompts(after) if p.seat == seat})


def _mover(engine: Engine[S], world: S) -> int:
    """Who decides next: the first open prompt's seat."""
    return engine.prompts(world)[0].seat


def _ordered(liked: str, notations: list[str], rng: random.Random) -> list[str]:
    """The heuristic bot's choice first, then the rest in a seeded random order."""
    rest = [n for n in notations if n != liked]
    rng.shuffle(rest)
    return [liked, *rest]


def allowed(engine: Engine[S], world: S, mover: int, action: Action) -> bool:
    """Whether `action` is a move in `world` (a shortcut the bot chose in another world, a move found
    under a menu's groups)."""
    try:
        engine.apply(world, mover, action)
    except IllegalAction:
        return False
    return True


def _proven_best(liked: str, rounds: list[dict[str, float]], least_gain: float = 0.0) -> str:
    """The heuristic bot's move, unless another candidate beat it in the same worlds by more than PROOF
    standard errors of the paired difference (and by `least_gain` at least): the search must prove the
    bot wrong to play otherwise."""
    best, best_margin = liked, 0.0
    for rival in {n for scored in rounds for n in scored} - {liked}:
        differences = [scored[rival] - scored[liked] for scored in rounds if rival in scored and liked in scored]
        if len(differences) < 2:
            continue
        mean = sum(differences) / len(differences)
        if mean < least_gain:
            continue
        variance = max(LEAST_SPREAD ** 2, sum((d - mean) ** 2 for d in differences) / (len(differences) - 1))
        margin = mean - PROOF * math.sqrt(variance / len(differences))
        if margin > best_margin or (margin == best_margin and margin > 0 and rival < best):
            best, best_margin = rival, margin
    return best


def _ucb(parent: _Node, child: _Node, liked: bool) -> float:
    """UCB1, with a bias towards the heuristic bot's choice that fades as it is explored (progressive bias):
    with few iterations the search keeps to the bot's move unless another proves better."""
    bias = LIKED_BIAS / child.visits if liked else 0.0
    return child.mean() + bias + EXPLORATION * math.sqrt(math.log(parent.visits + 1) / child.visits)


def rewards(engine: Engine[S], world: S) -> list[float]:
    """Each seat's reward in `world`: 1 to each winner and 0 to the rest once it is over, else its standing."""
    result = engine.result(world)
    standing = engine.standing(world)
    if result.over:
        return [1.0 if seat in result.winners else 0.0 for seat in range(len(standing))]
    return standing
