"""AI seats: simple heuristics that play from what their seat may know. Each choice is made on
`knowable(state, seat)`, a copy holding the bot's own genotype and nothing of anyone else's nor
the decks' order, so a bot can never use a secret (a rival's defence is known once shown).
Deterministic for a given `random.Random`."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache

from rules.base import Action
from rules.extinction.barrier import open_hexes
from rules.extinction.data import BARRIERS, HABITAT_OF, MAX_PER_CUBE, NEIGHBOURS
from rules.extinction.environment import mild_pairs
from rules.extinction.flow import STEPS
from rules.extinction.island import polluted_hexes, walking_distances, within_reach
from rules.extinction.menus import Option
from rules.extinction.reproduce import breeders
from rules.extinction.state import (
    State,
    alive,
    card_of,
    count_at,
    crosses,
    cubes_of,
    habitats_of,
    owner,
    population,
    spare_cubes,
    tolerates,
)

CROWDED = 5  # a cube this full scores nothing and dies in a famine


def knowable(st: State, seat: int) -> State:
    """The state as `seat` knows it: its own genotype, the public board, no decks."""
    return {**st, "genes": [g if s == seat else {} for s, g in enumerate(st["genes"])], "decks": {}, "environment": []}


def choose(st: State, seat: int, rng: random.Random) -> Action:
    seen = knowable(st, seat)
    step = seen["step"]
    rules = STEPS[step["act"]]
    chooser = _CHOOSERS.get(step["act"])
    if chooser is None:
        return Action(rules.passive)
    return chooser(seen, step, rng)


def _best(options: list[Option], value: Callable[[Option], float], rng: random.Random) -> tuple[float, Option | None]:
    best: tuple[float, float, Option | None] = (float("-inf"), 0.0, None)
    for option in options:
        scored = (value(option), rng.random(), option)
        if scored[:2] > best[:2]:
            best = scored
    return best[0], best[2]


def _act(option: Option) -> Action:
    return Action(option.notation, option.label)


def _is_optimal(st: State, seat: int, hex_name: str) -> bool:
    return HABITAT_OF[hex_name] in habitats_of(st, seat)


# --- migration: into optimal habitats, out of crowded cubes -----------------------------------


def _migrate(st: State, step: dict, rng: random.Random) -> Action:
    """The move that gains most worth per (square root of) mobility spent, while one gains enough."""
    seat, budget = step["seat"], step["budget"]
    if budget <= 0:
        return Action("done")
    optimal = set(habitats_of(st, seat))

    cubes = st["cubes"]

    @cache
    def threat(hex_name: str) -> int:
        """The biggest rival cube next to a hex."""
        return max((cubes[n][1] for n in NEIGHBOURS[hex_name] if n in cubes and cubes[n][0] != seat), default=0)

    @cache
    def worth(hex_name: str, count: int) -> float:
        """What `count` individuals on a hex are worth to their species: breeding there, not crowded, safe."""
        if count == 0:
            return 0.0
        breeding = count * (1.0 if HABITAT_OF[hex_name] in optimal else 0.25)
        return breeding - max(0, count - 4) * 0.8 - (0.3 if threat(hex_name) > count else 0.0)

    spare = spare_cubes(st, seat)
    best, choice = 0.2, "done"
    for source, have in cubes_of(st, seat).items():
        if HABITAT_OF[source] in optimal and have <= 4 and not threat(source):
            continue  # already worth one per individual, the most a move could make of them
        for target, hexes in walking_distances(st, seat, source, budget).items():
            there = count_at(st, target)
            counts = range(1, min(have, MAX_PER_CUBE - there, budget // hexes) + 1)
            if there == 0 and spare == 0:
                counts = range(have, have + 1) if have * hexes <= budget else range(0)
            before = worth(source, have) + worth(target, there)
            for count in counts:
                gain = (worth(source, have - count) + worth(target, there + count) - before) / (count * hexes) ** 0.5
                if gain > best:
                    best, choice = gain, f"move {count} {source} {target}"
    return Action(choice)


# --- competition and predation ----------------------------------------------------------------


def _leader(st: State, seat: int) -> int | None:
    rivals = [s for s in alive(st) if s != seat]
    return max(rivals, key=lambda s: population(st, s)) if rivals else None


def _compete(st: State, step: dict, rng: random.Random) -> Action:
    seat = step["seat"]
    leader = _leader(st, seat)
    kind = card_of(st, seat, "predator").words[0]
    extras = {a.notation for a in STEPS["compete"].extras(st, step)}
    if "prey" in extras:
        hopeful = any(kind not in st["revealed"][owner(st, t)]["defense"]
                      for h in cubes_of(st, seat) if h not in st["used"]
                      for t in within_reach(st, seat, h) if owner(st, t) not in (None, seat))
        if hopeful:
            return Action("prey")

    def value(option: Option) -> float:
        verb, n, source, target = option.notation.split()
        count, have, theirs = int(n), count_at(st, source), count_at(st, target)
        keep = have - count
        if verb == "prey":  # any number may take the hex: send few, keep the home cube
            ideal = 2 if have >= 3 else have
            fit = -abs(count - ideal)
        else:
            ideal = theirs + 1 if have - theirs - 1 >= 1 else have
            fit = -abs(count - ideal)
        return (theirs + (1.5 if _is_optimal(st, seat, target) else 0) + (1 if owner(st, target) == leader else 0)
                + fit + (0.2 * keep if keep else -0.5))

    score, option = _best(STEPS["compete"].options(st, step), value, rng)
    return _act(option) if option is not None and score > 0.5 else Action("done")


# --- barriers: on the leading rival, of a kind the bot crosses --------------------------------


def _barrier(st: State, step: dict, rng: random.Random) -> Action:
    seat = step["seat"]
    leader = _leader(st, seat)
    free = set(open_hexes(st))
    own = set(cubes_of(st, seat))
    clean_air = tolerates(st, seat, "air-pollution")

    def value(option: Option) -> float:
        _verb, kind, hex_name = option.notation.split()
        cube = st["cubes"].get(hex_name)
        score = 0.0
        if cube is not None:
            score += -3.0 * cube[1] if cube[0] == seat else cube[1] * (1.5 if cube[0] == leader else 1.0)
        near_own = sum(1 for n in NEIGHBOURS[hex_name] if n in own)
        if not crosses(st, seat, kind):
            score -= 0.4 * near_own
        if BARRIERS[kind].pollutes:
            near_rivals = sum(1 for n in NEIGHBOURS[hex_name] if owner(st, n) not in (None, seat))
            score += 0.3 * near_rivals - (0 if clean_air else 0.6 * near_own)
        return score

    options = [o for o in STEPS["barrier"].options(st, step) if o.notation.split()[2] in free]
    _score, option = _best(options, value, rng)
    return _act(option) if option is not None else Action("auto")


# --- genes: drop a weak card ------------------------------------------------------------------


def _genes(st: State, step: dict, rng: random.Random) -> Action:
    seat = step["seat"]
    offered = {o.notation for o in STEPS["genes"].options(st, step)}
    wants = []
    if card_of(st, seat, "reproduction").multiplier < 1:
        wants.append("reproduction")
    total = population(st, seat)
    if total and sum(breeders(st, seat).values()) < 0.4 * total and card_of(st, seat, "habitat").mobility < 16:
        wants.append("habitat")
    kind = card_of(st, seat, "predator").words[0]
    if sum(kind in st["revealed"][s]["defense"] for s in alive(st) if s != seat) >= 2:
        wants.append("predator")
    if cubes_of(st, seat) and len(polluted_hexes(st) & set(cubes_of(st, seat))) >= 2 and not tolerates(
            st, seat, "air-pollution"):
        wants.append("tolerance")
    for deck in wants:
        if f"change {deck}" in offered:
            return Action(f"change {deck}")
    return Action("done")


def _mild(st: State, step: dict, rng: random.Random) -> Action:
    seat = step["seat"]
    worth = {"reproduce": 3.0 if breeders(st, seat) else 0.0, "compete": 1.5,
             "migrate": 1.5 if card_of(st, seat, "habitat").mobility else 0.0, "genes": 0.5, "barrier": 0.8}
    pairs = mild_pairs()
    best = max(pairs, key=lambda p: (worth[p[0]] + worth[p[1]], rng.random()))
    return Action(f"take {best[0]} {best[1]}")


_CHOOSERS: dict[str, Callable[[State, dict, random.Random], Action]] = {
    "migrate": _migrate,
    "compete": _compete,
    "barrier": _barrier,
    "genes": _genes,
    "mild": _mild,
}
