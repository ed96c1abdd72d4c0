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
from rules.extinction.data import BARRIER_ORDER, BARRIERS, CUBES_PER_PLAYER, HABITAT_OF, MAX_PER_CUBE, NEIGHBOURS
from rules.extinction.environment import mild_pairs
from rules.extinction.flow import STEPS
from rules.extinction.island import polluted_hexes, walking_distances, within_reach
from rules.extinction.menus import Option
from rules.extinction.reproduce import breeders, targets
from rules.extinction.state import (
    State,
    Step,
    alive,
    barriers_left,
    card_of,
    count_at,
    crosses,
    cubes_of,
    end_rounds,
    habitats_of,
    is_empty,
    owner,
    population,
    seat_on,
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
    assert step is not None, "the engine asks a bot only for a decision it owes"
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


# --- what the timed game scores: individuals on cubes showing one to four --------------------


def _scored(count: int) -> int:
    """What a cube of `count` individuals adds to the final score: crowded cubes add nothing."""
    return count if count < CROWDED else 0


def _breeding_weight(st: State, seat: int) -> float:
    """What one individual in an optimal habitat is worth beyond its score: the newborns it brings in
    the rounds left, worth less as the end (when only the score counts) comes near. Once the next
    newborns outnumber the places left on cubes of four or fewer (the species' cubes all at four),
    every newborn crowds a cube out of the score, and a breeder is worth less than nothing."""
    last = end_rounds(st)
    left = 3 if last is None else max(0, last - st["round"])
    multiplier = card_of(st, seat, "reproduction").multiplier
    room = (CROWDED - 1) * CUBES_PER_PLAYER - population(st, seat)
    expected = sum(breeders(st, seat).values()) * multiplier
    return 0.5 * multiplier * min(1.0, left / 3) * max(-1.0, min(1.0, float((room - expected) / 20)))


# --- migration: out of crowded cubes, into optimal habitats ----------------------------------


def _migrate(st: State, step: Step, rng: random.Random) -> Action:
    """The move that gains most worth per (square root of) mobility spent, while one gains enough."""
    seat, budget = step["seat"], step["budget"]
    if budget <= 0:
        return Action("done")
    optimal = set(habitats_of(st, seat))
    breeding = _breeding_weight(st, seat)

    cubes = st["cubes"]

    @cache
    def threat(hex_name: str) -> int:
        """The biggest rival cube next to a hex."""
        return max((cubes[n][1] for n in NEIGHBOURS[hex_name] if n in cubes and cubes[n][0] != seat), default=0)

    @cache
    def worth(hex_name: str, count: int) -> float:
        """What `count` individuals on a hex are worth to their species: their score, their newborns, safety."""
        if count == 0:
            return 0.0
        bred = breeding * min(count, 4) if HABITAT_OF[hex_name] in optimal else 0.0
        return _scored(count) + bred - (0.3 if threat(hex_name) > count else 0.0)

    spare = spare_cubes(st, seat)
    best, choice = 0.2, "done"
    for source, have in cubes_of(st, seat).items():
        if HABITAT_OF[source] in optimal and have < CROWDED and not threat(source) and breeding >= 0:
            continue  # already scored and breeding in full: a move could only lose
        before_source = worth(source, have)
        # no target gains more than one score and one breeder per migrant, and 0.3 for safety
        reach = max((worth(source, have - n) - before_source + n * (1 + max(0.0, breeding)) + 0.3) / n ** 0.5
                    for n in range(1, have + 1))
        tried: set[tuple[bool, int]] = set()
        for target, hexes in walking_distances(st, seat, source).items():  # nearest first
            if hexes > budget or reach <= best * hexes ** 0.5:
                break  # every hex from here on is as far or farther
            cube = cubes.get(target)
            there = 0 if cube is None else cube[1]
            if there == 0:  # an empty hex is worth what its kind is worth, and the nearest costs least
                kind = (HABITAT_OF[target] in optimal, threat(target))
                if kind in tried:
                    continue
                tried.add(kind)
            counts = range(1, min(have, MAX_PER_CUBE - there, budget // hexes) + 1)
            if there == 0 and spare == 0:
                counts = range(have, have + 1) if have * hexes <= budget else range(0)
            before = before_source + worth(target, there)
            for count in counts:
                gain = (worth(source, have - count) + worth(target, there + count) - before) / (count * hexes) ** 0.5
                if gain > best:
                    best, choice = gain, f"move {count} {source} {target}"
    return Action(choice)


# --- newborns and losses: as many as can be on cubes showing one to four ----------------------


def _reproduce(st: State, step: Step, rng: random.Random) -> Action:
    """Newborns up to four a cube where they fit: the bot's fullest cubes below four first (a full
    cube is hard to compete away, and cubes are kept for later), then new cubes, on optimal habitats
    first unless the species is crowding (`_breeding_weight`). The rest, which must be placed, go
    onto as few cubes as possible: cubes of five first, then whole cubes filled to six, so the fewest
    cubes stop scoring."""
    seat, left = step["seat"], step["left"]
    optimal = habitats_of(st, seat)
    spots = targets(st, seat, step["sources"])
    own = {h: count_at(st, h) for h in spots if owner(st, h) == seat}
    empty = [h for h in spots if is_empty(st, h)][:spare_cubes(st, seat)]
    under_four = sum(CROWDED - 1 - n for n in own.values() if n < CROWDED) + (CROWDED - 1) * len(empty)
    if left <= under_four:
        fill = [(n, h) for h, n in own.items() if n < CROWDED - 1] + [(0, h) for h in empty]
        breed = _breeding_weight(st, seat) >= 0  # on optimal habitats, or off them when crowding
        n, h = max(fill, key=lambda c: (c[0] > 0, c[0], (HABITAT_OF[c[1]] in optimal) == breed))
        return Action(f"add {min(CROWDED - 1 - n, left)} {h}")
    fives = [h for h, n in own.items() if n == CROWDED]
    if fives:
        return Action(f"add 1 {fives[0]}")
    # fill one cube to six: the fullest outside the optimal habitats, where fewest newborns are bred next
    candidates = [(n, h) for h, n in own.items() if n < MAX_PER_CUBE] + [(0, h) for h in empty]
    n, h = max(candidates, key=lambda c: (HABITAT_OF[c[1]] not in optimal, c[0]))
    return Action(f"add {min(MAX_PER_CUBE - n, left)} {h}")


def _lose(st: State, step: Step, rng: random.Random) -> Action:
    """Who dies: first from cubes of five and six, down to four, which makes them score again; then
    from cubes outside the optimal habitats, the smallest first."""
    seat, left = step["seat"], step["left"]
    own = cubes_of(st, seat)
    fives = [h for h, n in own.items() if n == CROWDED]
    if fives:
        return Action(f"remove 1 {fives[0]}")
    sixes = [h for h, n in own.items() if n == MAX_PER_CUBE]
    if sixes:
        return Action(f"remove {min(2, left)} {sixes[0]}")
    optimal = habitats_of(st, seat)
    h = min(own, key=lambda x: (HABITAT_OF[x] in optimal, own[x]))
    return Action(f"remove {min(own[h], left)} {h}")


# --- competition and predation ----------------------------------------------------------------


def _leader(st: State, seat: int) -> int | None:
    rivals = [s for s in alive(st) if s != seat]
    return max(rivals, key=lambda s: population(st, s)) if rivals else None


def _compete(st: State, step: Step, rng: random.Random) -> Action:
    seat = step["seat"]
    leader = _leader(st, seat)
    kind = card_of(st, seat, "predator").words[0]
    extras = {a.notation for a in STEPS["compete"].extras(st, step)}
    if "prey" in extras:
        hopeful = any(kind not in st["revealed"][seat_on(st, t)]["defense"]
                      for h in cubes_of(st, seat) if h not in st["used"]
                      for t in within_reach(st, seat, h) if owner(st, t) not in (None, seat))
        if hopeful:
            return Action("prey")

    def value(option: Option) -> float:
        """The score the capture takes from the rival and adds to the bot's own (a split that leaves
        both cubes at four or fewer scores best), a breeding hex, the leader hit."""
        _verb, n, source, target = option.notation.split()
        count, have, theirs = int(n), count_at(st, source), count_at(st, target)
        keep = have - count
        own_gain = _scored(keep) + _scored(count) - _scored(have)
        return (own_gain + _scored(theirs) + 0.3 * theirs + (1.5 if _is_optimal(st, seat, target) else 0)
                + (1 if owner(st, target) == leader else 0) - (0.5 if not keep else 0))

    score, option = _best(STEPS["compete"].options(st, step), value, rng)
    return _act(option) if option is not None and score > 0.5 else Action("done")


# --- barriers: on the leading rival, of a kind the bot crosses --------------------------------


def _barrier(st: State, step: Step, rng: random.Random) -> Action:
    """The barrier on the open hex where it hurts rivals most and the bot least: a rival cube's score
    removed (the leader's most), a wall the bot cannot cross kept away from its cubes, a city or
    jetport's air pollution next to rivals, not next to the bot's cubes unless it tolerates it."""
    seat = step["seat"]
    leader = _leader(st, seat)
    own = set(cubes_of(st, seat))
    clean_air = tolerates(st, seat, "air-pollution")
    cubes = st["cubes"]
    sites = []  # each open hex once: what a barrier there removes, and the cubes next to it
    for hex_name in open_hexes(st):
        cube = cubes.get(hex_name)
        hit = 0.0
        if cube is not None:
            hit = -3.0 * cube[1] if cube[0] == seat else (
                (_scored(cube[1]) + 0.3 * cube[1]) * (1.5 if cube[0] == leader else 1.0))
        near_own = sum(1 for n in NEIGHBOURS[hex_name] if n in own)
        near_rivals = sum(1 for n in NEIGHBOURS[hex_name] if n in cubes and cubes[n][0] != seat)
        sites.append((hex_name, hit, near_own, near_rivals))
    left = barriers_left(st)
    best: tuple[float, float, str] = (float("-inf"), 0.0, "auto")
    for kind in BARRIER_ORDER:
        if not left[kind]:
            continue
        walls = 0.0 if crosses(st, seat, kind) else 0.4
        smog = BARRIERS[kind].pollutes
        for hex_name, hit, near_own, near_rivals in sites:
            value = hit - walls * near_own
            if smog:
                value += 0.3 * near_rivals - (0 if clean_air else 0.6 * near_own)
            scored = (value, rng.random(), f"barrier {kind} {hex_name}")
            if scored[:2] > best[:2]:
                best = scored
    return Action(best[2])


# --- genes: drop a weak card ------------------------------------------------------------------


def _genes(st: State, step: Step, rng: random.Random) -> Action:
    seat = step["seat"]
    offered = {o.notation for o in STEPS["genes"].options(st, step)}
    wants = []
    multiplier = card_of(st, seat, "reproduction").multiplier
    mobility = card_of(st, seat, "habitat").mobility
    if _breeding_weight(st, seat) < 0:  # crowding: breed less, or walk out of the optimal habitats
        if multiplier >= 1:
            wants.append("reproduction")
        if mobility == 0:
            wants.append("habitat")
    else:
        if multiplier < 1:
            wants.append("reproduction")
        total = population(st, seat)
        if total and sum(breeders(st, seat).values()) < 0.4 * total and mobility < 16:
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


def _mild(st: State, step: Step, rng: random.Random) -> Action:
    seat = step["seat"]
    crowding = _breeding_weight(st, seat) < 0
    worth = {"reproduce": -1.0 if crowding else 3.0 if breeders(st, seat) else 0.0, "compete": 1.5,
             "migrate": 1.5 if card_of(st, seat, "habitat").mobility else 0.0, "genes": 0.5, "barrier": 0.8}
    pairs = mild_pairs()
    best = max(pairs, key=lambda p: (worth[p[0]] + worth[p[1]], rng.random()))
    return Action(f"take {best[0]} {best[1]}")


_CHOOSERS: dict[str, Callable[[State, Step, random.Random], Action]] = {
    "migrate": _migrate,
    "reproduce": _reproduce,
    "lose": _lose,
    "compete": _compete,
    "barrier": _barrier,
    "genes": _genes,
    "mild": _mild,
}
