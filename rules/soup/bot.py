"""Bot seats for Primordial Soup: simple heuristics that buy useful genes, divide when they can,
move towards food and defend their amoebas. Deterministic for a given `random.Random`."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.base import Action
from rules.soup.data import ADJACENT, DIRS, GENES, INCOME, NEIGHBOUR, SQUARES
from rules.soup.division import division_cost
from rules.soup.environment import owed
from rules.soup.feeding import meal_cube_counts
from rules.soup.movement import move_cost, open_directions
from rules.soup.state import (
    COLOUR_INDEX,
    Ask,
    State,
    Task,
    amoeba,
    amoeba_count,
    amoebas_on,
    colours_in_play,
    current_card,
    has_gene,
    leading_seat,
    mutation_points,
    player_count,
)

# How much a bot wants each gene (before its price); tuned by self-play, not by theory.
GENE_VALUE = {
    "division-rate": 9,
    "life-expectancy": 8,
    "frugality": 8,
    "substitution": 7,
    "intelligence": 5,
    "movement-2": 6,
    "holding": 5,
    "streamlining": 5,
    "movement-1": 5,
    "parasitism": 5,
    "ray-protection": 4,
    "speed": 4,
    "tentacle": 4,
    "escape": 4,
    "armor": 5,
    "defense": 3,
    "struggle": 3,
    "spores": 3,
    "persistence": 3,
    "aggression": 3,
}
MP_COMFORT = 13  # mutation points a bot carries without worry; thicker ozone than this is rare


def _can_eat_on(st: State, seat: int, cubes: list[int]) -> bool:
    n = player_count(st)
    vectors = meal_cube_counts(n, seat, has_gene(st, seat, "substitution"), has_gene(st, seat, "frugality"), False)
    return any(all(cubes[c] >= meal[c] for c in range(4)) for meal in vectors)


def _food_score(st: State, seat: int, sq: str | None) -> float:
    """How good a space is to feed on: a meal available, plenty of foreign cubes, few mouths;
    off the board (None) is worth nothing at all."""
    if sq is None:
        return float("-inf")
    cubes = st["cubes"][sq]
    foreign = sum(cubes[c] for c in colours_in_play(st) if c != seat)
    mouths = len(amoebas_on(st, sq))
    return (10.0 if _can_eat_on(st, seat, cubes) else 0.0) + foreign * 0.5 - mouths * 1.5


def _by_notation(acts: list[Action], notation: str) -> Action | None:
    return next((a for a in acts if a.notation == notation), None)


def _best(acts: list[Action], score: Callable[[Action], float], rng: random.Random) -> Action:
    scored = [(score(a), rng.random(), i) for i, a in enumerate(acts)]
    scored.sort(reverse=True)
    return acts[scored[0][2]]


def choose(st: State, ask: Ask, rng: random.Random) -> Action:
    seat, kind, _text, acts = ask
    if len(acts) == 1:
        return acts[0]
    handler = _HANDLERS.get(kind)
    if handler is None:
        return acts[rng.randrange(len(acts))]
    choice = handler(st, seat, acts, rng)
    return choice if choice is not None else acts[0]


def _start(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    # a higher start space moves later (seeing more) and buys earlier
    def space(a: Action) -> int:
        return int(a.notation.split()[1])

    return max(acts, key=space)


def _place(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    def score(a: Action) -> float:
        sq = a.notation.split()[1]
        return len(open_directions(sq)) + sum(1 for t in ADJACENT[sq] if not amoebas_on(st, t))

    return _best(acts, score, rng)


def _top_task(st: State) -> Task:
    return st["stack"][-1]


def _move(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "amoeba"
    num = task["number"]
    a = amoeba(st, seat, num)
    sq = a["space"]
    here = _food_score(st, seat, sq)
    drift = current_card(st).drift
    drift_to = NEIGHBOUR[sq][drift] if drift else None
    drift_score = _food_score(st, seat, drift_to) if drift_to else here
    drift_act = _by_notation(acts, "drift") or acts[0]
    stay = _by_notation(acts, "stay")
    if stay is not None and here >= 10 and here >= drift_score:
        return stay
    if drift_score >= 10:
        return drift_act
    moves = [x for x in acts if x.notation.startswith("move")]
    if not moves:
        return drift_act
    free = move_cost(st, seat) == 0
    bp = st["biological_points"][seat]
    if not free and bp <= (0 if a["damage"] >= 1 else 1):
        return drift_act
    if len(moves) > 1 or moves[0].notation != "move":  # Movement II: pick a direction
        def food_there(x: Action) -> float:
            return _food_score(st, seat, NEIGHBOUR[sq][x.notation.split()[1]])

        best = max(moves, key=food_there)
        if _food_score(st, seat, NEIGHBOUR[sq][best.notation.split()[1]]) > drift_score:
            return best
        return drift_act
    # a rolled move: the chance that some result lands on a meal
    fed = {d for d in DIRS if NEIGHBOUR[sq][d] and _food_score(st, seat, NEIGHBOUR[sq][d]) >= 10}
    if not fed:
        return drift_act
    dice = 2 if has_gene(st, seat, "movement-1") else 1
    single = (len(fed) + 1) / 6  # the faces of the fed directions, and a 6
    chance = 1 - (1 - single) ** dice
    if has_gene(st, seat, "speed"):
        chance = 1 - (1 - chance) ** 2
    if chance >= (0.2 if a["damage"] >= 1 else 0.34):
        return moves[0]
    return drift_act


def _direction(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "move"
    sq = amoeba(st, seat, task["number"])["space"]
    attacker_sq = None
    if task["kind"] == "escape":
        attacker_sq = sq  # escaping: anywhere but here

    def score(a: Action) -> float:
        d = a.notation.split()[1]
        target = sq if d == "none" else NEIGHBOUR[sq][d]
        value = _food_score(st, seat, target)
        if attacker_sq is not None and target == attacker_sq:
            value -= 100
        return value

    return _best(acts, score, rng)


def _again(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "move"
    sq = amoeba(st, seat, task["number"])["space"]
    if task["kind"] == "escape":
        attacks = [t["space"] for t in st["stack"] if t["type"] == "attack"]
        if attacks and sq != attacks[-1]:
            return _by_notation(acts, "stop") or acts[-1]
    elif _food_score(st, seat, sq) >= 10:
        return _by_notation(acts, "stop") or acts[-1]
    moves = [a for a in acts if a.notation.startswith("move")]
    if len(moves) == 1 and moves[0].notation == "move":
        return moves[0]
    return _best(moves, lambda a: _food_score(st, seat, NEIGHBOUR[sq][a.notation.split()[1]]), rng)


def _carry(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "step"
    carrier = seat

    def score(a: Action) -> float:
        words = a.notation.split()[1:]
        if words == ["none"]:
            return 0.0
        foreign = sum(1 for w in words if COLOUR_INDEX[w] != carrier)
        own = len(words) - foreign
        dest = st["cubes"][task["to"]]
        scarce = sum(1 for w in words if dest[COLOUR_INDEX[w]] == 0)
        return foreign * 2 + scarce - own * 3

    return _best(acts, score, rng)


def _follow(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "step"
    here, there = _food_score(st, seat, task["from"]), _food_score(st, seat, task["to"])
    return acts[0] if there > here + 2 else acts[1]


def _feed(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "amoeba"
    leader = leading_seat(st)

    def score(a: Action) -> float:
        words = a.notation.split()
        value = 0.0
        if "parasite" in words:
            victim = COLOUR_INDEX[words[-1]]
            value += 1.5 + (0.5 if victim == leader else 0.0)
            words = words[: words.index("parasite")]
        eaten = words[1:]
        value -= len(eaten)
        sq = amoeba(st, seat, task["number"])["space"]
        cubes = st["cubes"][sq]
        value += sum(cubes[COLOUR_INDEX[w]] for w in eaten) * 0.1  # eat what is plentiful
        return value

    return _best(acts, score, rng)


def _attack(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    def score(a: Action) -> float:
        words = a.notation.split()
        if words[0] in ("starve", "decline"):
            return 0.0
        target = COLOUR_INDEX[words[1]]
        if target == seat:
            return -5.0
        value = 3.0
        if has_gene(st, target, "defense") or has_gene(st, target, "escape"):
            value -= 1.5
        return value

    return _best(acts, score, rng)


def _defend(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    escapes = [a for a in acts if a.notation.startswith("escape")]
    task = _top_task(st)
    assert task["type"] == "attack"
    if escapes:
        sq = task["space"]
        return _best(
            escapes,
            lambda a: _food_score(st, seat, NEIGHBOUR[sq][a.notation.split()[1]]) if " " in a.notation else 0.0,
            rng,
        )
    return _by_notation(acts, "defend") or acts[-1]


def _persist(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    return acts[0]


def _retry(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    return _attack(st, seat, acts, rng)


def _aggress(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    if st["biological_points"][seat] < 3:
        return _by_notation(acts, "decline") or acts[-1]
    leader = leading_seat(st)

    def score(a: Action) -> float:
        words = a.notation.split()
        if words[0] == "decline":
            return 0.5
        target = COLOUR_INDEX[words[1]]
        value = 2.0 + (1.0 if target == leader else 0.0)
        if has_gene(st, target, "armor"):
            value -= 1.5
        if has_gene(st, target, "defense") or has_gene(st, target, "escape"):
            value -= 0.5
        return value

    return _best(acts, score, rng)


def _defect(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    task = _top_task(st)
    assert task["type"] == "defect"
    debt = owed(task)
    bp = st["biological_points"][seat]
    pays = [a for a in acts if a.notation.startswith("pay")]
    if pays and bp >= debt and debt <= 4:
        return pays[-1]
    gives = [a for a in acts if a.notation.startswith("give")]
    if gives:

        def score(a: Action) -> float:
            key = a.notation.split()[2]
            waste = max(0, GENES[key].mp - debt)
            return -GENE_VALUE.get(key, 3) - waste * 0.7

        return _best(gives, score, rng)
    return pays[-1]


def _buy(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    bp = st["biological_points"][seat]
    mp = mutation_points(st, seat)
    count = amoeba_count(st, seat)
    owned = st["genes"][seat]

    def value(a: Action) -> float:
        words = a.notation.split()
        if words[0] == "done":
            return 0.0
        key = words[1]
        gene = GENES[key]
        left = bp - gene.price
        if left + INCOME < division_cost(st, seat) and count < 5:
            return -1.0  # keep enough to divide after the income
        extra_mp = gene.mp - sum(GENES[low].mp for low in gene.replaces if low in owned)
        worth = GENE_VALUE.get(key, 3) - gene.price * 0.4
        if key == "ray-protection":
            worth += max(0, mp - 8) * 0.5
        over = mp + extra_mp - MP_COMFORT - 2 * ("ray-protection" in owned)
        if over > 0:
            worth -= over * 1.2
        if key in ("frugality", "parasitism", "substitution") and player_count(st) == 3:
            worth -= 2
        if gene.advanced:
            worth += 1.5  # counts twice on the advance table
        if len(owned) >= 6:
            worth -= 2
        return worth

    return _best(acts, lambda a: value(a) if value(a) > 1.0 or a.notation == "done" else -5.0, rng)


def _divide(st: State, seat: int, acts: list[Action], rng: random.Random) -> Action:
    options = [a for a in acts if a.notation.startswith("divide")]
    cost = division_cost(st, seat)
    spare = st["biological_points"][seat] - cost
    if not options or (spare < 1 and amoeba_count(st, seat) >= 4 and rng.random() < 0.5):
        return acts[-1]  # sometimes keep a BP to move with next round

    def score(a: Action) -> float:
        sq = a.notation.split()[1]
        others = sum(1 for s, _n in amoebas_on(st, sq) if s != seat)
        return _food_score(st, seat, sq) - others * 0.5

    return _best(options, score, rng)


_HANDLERS = {
    "start": _start,
    "place": _place,
    "move": _move,
    "direction": _direction,
    "again": _again,
    "carry": _carry,
    "follow": _follow,
    "feed": _feed,
    "attack": _attack,
    "defend": _defend,
    "persist": _persist,
    "retry": _retry,
    "aggress": _aggress,
    "defect": _defect,
    "buy": _buy,
    "divide": _divide,
}

__all__ = ["SQUARES", "choose"]
