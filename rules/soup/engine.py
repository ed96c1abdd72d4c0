"""Primordial Soup: the pure rules engine.

Three or four tribes of amoebas drift, move, eat each other's excretions, buy genes, divide
and die in a soup of 19 spaces around a compass island; markers climb a 50-space ladder and
the game ends at the Finish Zone (41+) or after the round that turns the last environment card.

The state is a plain JSON dict. Everything that still has to happen is a stack of small task
dicts (`state["stack"]`); the top task either works on its own (rolls, forced moves, phases)
or waits for one player's decision, which is the single open prompt. A defender's reaction
to an attack is a task pushed on top of the attacker's, so the game waits for the defender.

`state["highlight"]` lists the spaces the last action touched, together with everything the
engine then resolved on its own up to the next prompt (spaces left and entered, meals, attacks,
deaths, new amoebas; "c3", the compass island, when the environment card turned), and
`state["highlight_ladder"]` the ladder spaces markers left or reached, so the board image can
show the last move. Both start empty at every apply().

Interpretations of the rulebook's gaps are listed in docs/rules/soup.md.
"""

from __future__ import annotations

import marshal
import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import permutations
from typing import Any

from rules.base import JSON, Action, CorruptState, Engine, Event, GameOption, IllegalAction, Prompt, Result
from rules.deck import Deck
from rules.rng import Rng
from rules.soup.data import (
    ADJACENT,
    BLOCKER,
    CARDS,
    COMPASS_CELLS,
    COMPASS_DIE,
    CUBES_PER_COLOUR,
    CUBES_PER_SPACE,
    DIR_WORD,
    DIRS,
    DIVISION_COST,
    DIVISION_RATE_COST,
    FINISH,
    GENE_ALIASES,
    GENE_ORDER,
    GENES,
    GRID,
    INCOME,
    LADDER_LENGTH,
    MAX_AMOEBAS,
    NEIGHBOUR,
    SQUARE_SET,
    SQUARES,
    START_BP,
    START_SPACES,
    UPGRADES,
    amoeba_advance,
    gene_advance,
)
from rules.track import advance, ranking
from rules.turns import active_seats

State = dict[str, Any]
Task = dict[str, Any]
Ask = tuple[int, str, str, list[Action]]

SCHEMA_VERSION = 1
SEAT_COLOURS = ("red", "green", "blue", "yellow")
COLOUR_INDEX = {c: i for i, c in enumerate(SEAT_COLOURS)}
COLOUR_LETTERS = {c[0]: c for c in SEAT_COLOURS}
TOTAL_CUBES = CUBES_PER_COLOUR * len(SEAT_COLOURS)

PHASES = ("setup", "move", "environment", "genes", "division", "deaths", "scoring", "over")
PHASE_TITLES = {
    "setup": "setup",
    "move": "phase 1, movement and feeding",
    "environment": "phase 2, environment and gene defects",
    "genes": "phase 3, new genes",
    "division": "phase 4, cell division",
    "deaths": "phase 5, deaths",
    "scoring": "phase 6, scoring",
    "over": "game over",
}

OPTIONS = (
    GameOption(
        "reactions",
        "round",
        ("round", "attack"),
        "Defense and Escape: each usable once per round by their owner (round), or once against every attack (attack).",
    ),
    GameOption(
        "empty_tribe",
        "anywhere",
        ("anywhere", "out"),
        "A player with no amoeba left on the board may still divide in phase 4, placing the "
        "first new amoeba on any space (anywhere), or cannot divide any more (out).",
    ),
)
OPTION_DEFAULTS = {o.name: o.default for o in OPTIONS}

FORMS = (
    "`drift`, `move`, `move n`, `stay`, `dir n`, `dir none`, `stop`, `carry red green`, `carry none`, "
    "`follow`, `eat red green blue`, `eat red green parasite blue`, `attack blue 3`, `attack blue 3 with 2`, "
    "`starve`, `defend`, `escape`, `escape n`, `fight again`, `decline`, `pay bp 2`, `give up speed`, "
    "`buy speed`, `buy armor for escape`, `done`, `divide c4`, `place c3`, `start 2`"
)


# --- small helpers -------------------------------------------------------------------------------


def _copy(st: State) -> State:
    return marshal.loads(marshal.dumps(st))


def _players(st: State) -> int:
    return len(st["players"])


def _colours(st: State) -> range:
    """Indices of the cube colours in play: one per seat."""
    return range(len(st["players"]))


def _name(st: State, seat: int) -> str:
    return st["players"][seat]


def _who(st: State, seat: int) -> str:
    return f"{st['players'][seat]} ({SEAT_COLOURS[seat]})"


def _aname(st: State, seat: int, num: int) -> str:
    return f"{st['players'][seat]}'s amoeba {num}"


def _has(st: State, seat: int, gene: str) -> bool:
    return gene in st["genes"][seat]


def _amoeba(st: State, seat: int, num: int) -> dict[str, Any] | None:
    if not 0 <= seat < len(st["amoebas"]) or not 1 <= num <= MAX_AMOEBAS:
        return None
    return st["amoebas"][seat][num - 1]


def _living(st: State, seat: int) -> list[tuple[int, dict[str, Any]]]:
    return [(i + 1, a) for i, a in enumerate(st["amoebas"][seat]) if a is not None]


def _count(st: State, seat: int) -> int:
    return sum(1 for a in st["amoebas"][seat] if a is not None)


def _at(st: State, sq: str) -> list[tuple[int, int]]:
    """(seat, number) of every amoeba on `sq`, by seat then number."""
    found = []
    for seat, tribe in enumerate(st["amoebas"]):
        for i, a in enumerate(tribe):
            if a is not None and a["sq"] == sq:
                found.append((seat, i + 1))
    return found


def _active(st: State) -> list[int]:
    return active_seats(_players(st), {s for s, out in enumerate(st["resigned"]) if out})


def _asc(st: State) -> list[int]:
    return ranking(st["ladder"], True)


def _desc(st: State) -> list[int]:
    return ranking(st["ladder"], False)


def _option(st: State, name: str) -> str:
    return st["options"].get(name, OPTION_DEFAULTS[name])


def _card(st: State) -> Any:
    return CARDS[st["card"]]


def _roll(st: State, count: int = 1) -> list[int]:
    rng = Rng.from_json(st["rng"])
    dice = [rng.die() for _ in range(count)]
    st["rng"] = rng.to_json()
    return dice


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _cubes_text(counts: Iterable[int]) -> str:
    parts = [f"{n} {SEAT_COLOURS[c]}" for c, n in enumerate(counts) if n]
    return ", ".join(parts) if parts else "nothing"


def _cubes_notation(counts: Iterable[int]) -> str:
    return " ".join(SEAT_COLOURS[c] for c, n in enumerate(counts) for _ in range(n))


def _mp(st: State, seat: int) -> int:
    return sum(GENES[g].mp for g in st["genes"][seat])


def _gene_cards(st: State, seat: int) -> int:
    """Gene cards as counted on the advance table."""
    return sum(GENES[g].advance_weight for g in st["genes"][seat])


def _death_limit(st: State, seat: int) -> int:
    return 3 if _has(st, seat, "life-expectancy") else 2


def _division_cost(st: State, seat: int) -> int:
    return DIVISION_RATE_COST if _has(st, seat, "division-rate") else DIVISION_COST


def _carry_limit(st: State) -> int:
    return 2 if _players(st) == 3 else 3


def _free_number(st: State, seat: int) -> int | None:
    for i, a in enumerate(st["amoebas"][seat]):
        if a is None:
            return i + 1
    return None


# --- the last move, for the board image --------------------------------------------------------

ISLAND = GRID.name(next(iter(COMPASS_CELLS)))  # "c3": highlighted when the environment card turns


def _touch(st: State, *squares: str) -> None:
    """Mark board spaces the action being applied has changed (kept in order, once each)."""
    seen = st.setdefault("highlight", [])
    for sq in squares:
        if sq not in seen:
            seen.append(sq)


def _touch_ladder(st: State, *spaces: int | None) -> None:
    """Mark ladder spaces a marker left or reached."""
    seen = st.setdefault("highlight_ladder", [])
    for space in spaces:
        if space is not None and space not in seen:
            seen.append(space)


def _clear_highlight(st: State) -> None:
    st["highlight"] = []
    st["highlight_ladder"] = []


# --- cubes -----------------------------------------------------------------------------------


def _place_cubes(st: State, sq: str, colour: int, count: int, ev: list[Event], why: str) -> int:
    """Put up to `count` cubes of `colour` from the supply on `sq`; a shortage is logged."""
    placed = min(count, st["supply"][colour])
    st["supply"][colour] -= placed
    st["cubes"][sq][colour] += placed
    if placed < count:
        ev.append(
            Event(
                "shortage",
                f"Food shortage: only {placed} of {count} {SEAT_COLOURS[colour]} cubes left for {why} on {sq}.",
                {"sq": sq, "colour": SEAT_COLOURS[colour], "wanted": count, "placed": placed},
            )
        )
    return placed


def _place_each(st: State, sq: str, count: int, ev: list[Event], why: str) -> list[int]:
    placed = [0, 0, 0, 0]
    for colour in _colours(st):
        placed[colour] = _place_cubes(st, sq, colour, count, ev, why)
    return placed


def _remove_amoeba(st: State, seat: int, num: int, per_colour: int, ev: list[Event], text: str) -> None:
    a = st["amoebas"][seat][num - 1]
    sq = a["sq"]
    st["amoebas"][seat][num - 1] = None
    _touch(st, sq)
    placed = _place_each(st, sq, per_colour, ev, "the remains") if per_colour else [0, 0, 0, 0]
    ev.append(
        Event(
            "death",
            f"{text} Left behind on {sq}: {_cubes_text(placed)}.",
            {"seat": seat, "amoeba": num, "sq": sq, "cubes": placed},
        )
    )


def _natural_deaths(st: State, ev: list[Event]) -> None:
    """Phase 5: every amoeba at its damage limit dies and becomes two cubes of each colour."""
    for seat in _desc(st):
        limit = _death_limit(st, seat)
        for num, a in _living(st, seat):
            if a["dp"] >= limit:
                _remove_amoeba(
                    st, seat, num, 2, ev, f"{_aname(st, seat, num)} dies a natural death on {a['sq']} ({a['dp']} DP)."
                )


# --- feeding ---------------------------------------------------------------------------------

_BASE = {4: (1, 1, 1), 3: (2, 1)}
_SUBST = {4: (2, 2), 3: (4,)}


def _minus_one(pattern: tuple[int, ...]) -> set[tuple[int, ...]]:
    found = set()
    for i in range(len(pattern)):
        reduced = list(pattern)
        reduced[i] -= 1
        found.add(tuple(sorted((x for x in reduced if x), reverse=True)))
    found.discard(())
    return found


@lru_cache(maxsize=256)
def _meal_vectors(players: int, own: int, subst: bool, frugal: bool, parasite: bool) -> tuple[tuple[int, ...], ...]:
    """Every cube combination (counts by colour) an amoeba may eat with these genes in use."""
    patterns = {_BASE[players]}
    if subst:
        patterns.add(_SUBST[players])
    if frugal:
        patterns |= {q for p in list(patterns) for q in _minus_one(p)}
        if subst and players == 4:
            patterns.add((3,))  # Substitution applied to the frugal 1:1 — the rulebook's 3:0:0
    if parasite:
        patterns = {q for p in patterns for q in _minus_one(p)}
    others = [c for c in range(players) if c != own]
    vectors = set()
    for pattern in patterns:
        for chosen in permutations(others, len(pattern)):
            counts = [0, 0, 0, 0]
            for colour, amount in zip(chosen, pattern, strict=True):
                counts[colour] = amount
            vectors.add(tuple(counts))
    return tuple(sorted(vectors, key=lambda v: (sum(v), [-x for x in v])))


def _victims(st: State, seat: int, sq: str) -> list[int]:
    """Players who could pay for Parasitism on `sq`: another tribe there, with BP left."""
    found = []
    for other, _num in _at(st, sq):
        if other != seat and other not in found and st["bp"][other] > 0 and not st["resigned"][other]:
            found.append(other)
    return found


def _meals(st: State, seat: int, num: int) -> list[tuple[tuple[int, ...], int | None]]:
    a = _amoeba(st, seat, num)
    assert a is not None
    cubes = st["cubes"][a["sq"]]
    n = _players(st)
    subst, frugal = _has(st, seat, "substitution"), _has(st, seat, "frugality")
    meals: list[tuple[tuple[int, ...], int | None]] = []
    for vec in _meal_vectors(n, seat, subst, frugal, False):
        if all(cubes[c] >= vec[c] for c in range(4)):
            meals.append((vec, None))
    if _has(st, seat, "parasitism"):
        victims = _victims(st, seat, a["sq"])
        for vec in _meal_vectors(n, seat, subst, frugal, True):
            if all(cubes[c] >= vec[c] for c in range(4)):
                meals.extend((vec, v) for v in victims)
    return meals


def _meal_notation(vec: Iterable[int], victim: int | None) -> str:
    text = f"eat {_cubes_notation(vec)}"
    return text + (f" parasite {SEAT_COLOURS[victim]}" if victim is not None else "")


def _meal_label(st: State, vec: tuple[int, ...], victim: int | None) -> str:
    text = f"Eat {_cubes_text(vec)}"
    if victim is not None:
        text += f"; {_name(st, victim)} pays 1 BP"
    return text[:80]


def _eat(st: State, seat: int, num: int, vec: tuple[int, ...], victim: int | None, ev: list[Event]) -> None:
    a = st["amoebas"][seat][num - 1]
    sq = a["sq"]
    _touch(st, sq)
    for c in range(4):
        st["cubes"][sq][c] -= vec[c]
        st["supply"][c] += vec[c]
    text = f"{_aname(st, seat, num)} eats {_cubes_text(vec)} on {sq}"
    if victim is not None:
        st["bp"][victim] -= 1
        text += f", living off {_name(st, victim)}, who pays 1 BP (Parasitism)"
    ev.append(Event("eat", text + ".", {"seat": seat, "amoeba": num, "sq": sq, "cubes": list(vec), "victim": victim}))
    placed = _place_cubes(st, sq, seat, 2, ev, "excretion")
    ev.append(
        Event(
            "excrete",
            f"{_aname(st, seat, num)} excretes {placed} {SEAT_COLOURS[seat]} on {sq}.",
            {"seat": seat, "amoeba": num, "sq": sq, "placed": placed},
        )
    )


def _starve(st: State, seat: int, num: int, ev: list[Event], why: str = "finds no meal") -> None:
    a = st["amoebas"][seat][num - 1]
    a["dp"] += 1
    _touch(st, a["sq"])
    ev.append(
        Event(
            "starve",
            f"{_aname(st, seat, num)} {why} on {a['sq']}: it starves, 1 damage point (now {a['dp']}).",
            {"seat": seat, "amoeba": num, "sq": a["sq"], "dp": a["dp"]},
        )
    )


# --- movement ----------------------------------------------------------------------------------


def _open_dirs(sq: str) -> list[str]:
    return [d for d in DIRS if NEIGHBOUR[sq][d] is not None]


def _move_cost(st: State, seat: int) -> int:
    return 0 if _has(st, seat, "streamlining") else 1


def _can_move(st: State, seat: int) -> bool:
    return st["bp"][seat] >= _move_cost(st, seat)


def _pay(st: State, seat: int, amount: int) -> None:
    if st["bp"][seat] < amount:
        raise AssertionError("paying more BP than held")
    st["bp"][seat] -= amount


def _available_cubes(task: Task, st: State) -> list[int]:
    avail = list(st["cubes"][task["from"]])
    for _s, _n, counts in task["carry"]:
        for c in range(4):
            avail[c] -= counts[c]
    return avail


def _carry_options(avail: list[int], limit: int) -> list[tuple[int, ...]]:
    options = []
    for a in range(min(avail[0], limit) + 1):
        for b in range(min(avail[1], limit - a) + 1):
            for c in range(min(avail[2], limit - a - b) + 1):
                for d in range(min(avail[3], limit - a - b - c) + 1):
                    options.append((a, b, c, d))
    options.sort(key=lambda v: (sum(v), [-x for x in v]))
    return options


# --- gene purchases and division ------------------------------------------------------------


def _buy_options(st: State, seat: int) -> list[tuple[str, str | None]]:
    """(gene, lower gene handed in) pairs the player may buy now."""
    owned = st["genes"][seat]
    found: list[tuple[str, str | None]] = []
    for key in GENE_ORDER:
        gene = GENES[key]
        if st["pool"].get(key, 0) <= 0 or key in owned or gene.price > st["bp"][seat]:
            continue
        if any(adv in owned for adv in UPGRADES[key]):
            continue
        if gene.advanced:
            lowers = [low for low in gene.replaces if low in owned and owned[low] < st["round"]]
            found.extend((key, low) for low in lowers)
        else:
            found.append((key, None))
    return found


def _buy_notation(st: State, seat: int, key: str, lower: str | None) -> str:
    if lower is None:
        return f"buy {key}"
    held = [low for low in GENES[key].replaces if low in st["genes"][seat]]
    return f"buy {key}" if len(held) <= 1 else f"buy {key} for {lower}"


def _division_squares(st: State, seat: int) -> list[str]:
    if _count(st, seat) >= MAX_AMOEBAS or st["bp"][seat] < _division_cost(st, seat):
        return []
    own = {a["sq"] for _n, a in _living(st, seat)}
    if _has(st, seat, "spores") or len(own) == 1 or (not own and _option(st, "empty_tribe") == "anywhere"):
        return [sq for sq in SQUARES if sq not in own]
    return [sq for sq in SQUARES if sq not in own and any(t in own for t in ADJACENT[sq])]


# --- attacks ---------------------------------------------------------------------------------


def _sfs_targets(st: State, seat: int, num: int) -> list[tuple[int, int]]:
    a = _amoeba(st, seat, num)
    if a is None:
        return []
    return [(s, n) for s, n in _at(st, a["sq"]) if (s, n) != (seat, num) and not _has(st, s, "armor")]


def _aggression_pairs(st: State, seat: int) -> list[tuple[tuple[int, int], int]]:
    """((target seat, target number), own attacking amoeba) for Aggression."""
    pairs = []
    for num, a in _living(st, seat):
        for s, n in _at(st, a["sq"]):
            if s != seat:
                pairs.append(((s, n), num))
    return pairs


def _reactions(st: State, task: Task) -> list[str]:
    dseat, _dnum = task["def"]
    per_attack = _option(st, "reactions") == "attack"
    found = []
    used = st["used"][dseat]
    fresh = {gene: per_attack or not used[gene] for gene in ("defense", "escape")}
    if _has(st, dseat, "defense") and st["bp"][dseat] >= 1 and "defend" not in task["tried"] and fresh["defense"]:
        found.append("defend")
    if _has(st, dseat, "escape") and _can_move(st, dseat) and "escape" not in task["tried"] and fresh["escape"]:
        found.append("escape")
    return found


def _attack_word(task: Task) -> str:
    return "Struggle for Survival" if task["phase"] == 1 else "Aggression"


# --- the task handlers -------------------------------------------------------------------------
# run(st, task, ev) -> True when the task waits for a decision (then ask() describes it),
# False when it changed something (popped, pushed or moved on) and the runner should look again.


def _pop(st: State) -> bool:
    st["stack"].pop()
    return False


def _push(st: State, task: Task) -> bool:
    st["stack"].append(task)
    return False


# setup: the starting roll ----------------------------------------------------------------------


def _run_setup(st: State, task: Task, ev: list[Event]) -> bool:
    contenders = list(range(_players(st)))
    totals: dict[int, int] = {}
    order: list[int] = []
    groups = [contenders]
    while groups:
        group = groups.pop(0)
        if len(group) == 1:
            order.append(group[0])
            continue
        for seat in group:
            dice = _roll(st, 2)
            totals[seat] = sum(dice)
            ev.append(
                Event(
                    "roll",
                    f"{_who(st, seat)} rolls {dice[0]} and {dice[1]} for the starting order: {sum(dice)}.",
                    {"seat": seat, "dice": dice, "purpose": "start"},
                )
            )
        by_total: dict[int, list[int]] = {}
        for seat in group:
            by_total.setdefault(totals[seat], []).append(seat)
        tied = [by_total[t] for t in sorted(by_total, reverse=True)]
        for sub in tied:
            if len(sub) > 1:
                ev.append(
                    Event("tie", f"{' and '.join(_name(st, s) for s in sub)} tie and roll again.", {"seats": sub})
                )
        groups = tied + groups
    ev.append(
        Event(
            "order",
            "Ladder start spaces are chosen in this order: " + ", ".join(_name(st, s) for s in order) + ".",
            {"order": order},
        )
    )
    st["stack"].pop()
    # stack is LIFO: second amoebas (descending), first amoebas (ascending), then the ladder choice
    _push(st, {"t": "place", "order": "desc", "dp": 0, "queue": None})
    _push(st, {"t": "place", "order": "asc", "dp": 1 if _players(st) == 4 else 0, "queue": None})
    return _push(st, {"t": "start", "queue": order})


def _run_start(st: State, task: Task, ev: list[Event]) -> bool:
    return True if task["queue"] else _pop(st)


def _ask_start(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    free = [k for k in START_SPACES[_players(st)] if k not in st["ladder"]]
    acts = [Action(f"start {k}", f"Start on ladder space {k}") for k in free]
    return seat, "start", f"choose your ladder start space ({', '.join(map(str, free))}).", acts


def _ans_start(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    space = int(words[1])
    st["ladder"][seat] = space
    _touch_ladder(st, space)
    task["queue"].pop(0)
    ev.append(Event("start", f"{_name(st, seat)} puts the score marker on ladder space {space}.", {"seat": seat}))


def _run_place(st: State, task: Task, ev: list[Event]) -> bool:
    if task["queue"] is None:
        task["queue"] = _asc(st) if task["order"] == "asc" else _desc(st)
    return True if task["queue"] else _pop(st)


def _ask_place(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    taken = {a["sq"] for tribe in st["amoebas"] for a in tribe if a is not None}
    acts = [Action(f"place {sq}", f"Place an amoeba on {sq}") for sq in SQUARES if sq not in taken]
    which = "first" if task["order"] == "asc" else "second"
    extra = " (it starts with 1 damage point)" if task["dp"] else ""
    return seat, "place", f"place your {which} amoeba on an empty space{extra}.", acts


def _ans_place(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    sq = words[1]
    num = _free_number(st, seat)
    assert num is not None
    st["amoebas"][seat][num - 1] = {"sq": sq, "dp": task["dp"], "moved": False}
    _touch(st, sq)
    task["queue"].pop(0)
    extra = " with 1 damage point" if task["dp"] else ""
    ev.append(Event("place", f"{_aname(st, seat, num)} is placed on {sq}{extra}.", {"seat": seat, "sq": sq}))


# phase 1: each player's amoebas in numerical order ---------------------------------------------


def _run_p1(st: State, task: Task, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        for num, a in _living(st, seat):
            if not a["moved"]:
                a["moved"] = True
                return _push(st, {"t": "amoeba", "seat": seat, "num": num, "stage": "choose"})
        queue.pop(0)
    return _pop(st)


def _run_amoeba(st: State, task: Task, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = _amoeba(st, seat, num)
    stage = task["stage"]
    if a is None or stage == "end":
        return _pop(st)
    if stage == "feed":
        if _meals(st, seat, num):
            task["stage"] = "eat"
            return True
        if _has(st, seat, "struggle") and st["bp"][seat] >= 1 and _sfs_targets(st, seat, num):
            task["stage"] = "attack"
            return True
        _starve(st, seat, num, ev)
        return _pop(st)
    if (stage == "eat" and not _meals(st, seat, num)) or (stage == "attack" and not _sfs_targets(st, seat, num)):
        task["stage"] = "feed"  # a player left the game meanwhile: look again
        return False
    return True  # choose, eat, attack


def _drift_label(st: State, sq: str) -> str:
    d = _card(st).drift
    if d is None:
        return f"Drift: no current this round, stay on {sq}"
    target = NEIGHBOUR[sq][d]
    if target is None:
        return f"Drift {DIR_WORD[d]}: blocked, stay on {sq}"
    return f"Drift {DIR_WORD[d]} to {target}"


def _movement_task(seat: int, num: int, kind: str, words: list[str]) -> Task:
    """An amoeba's own movement (a move, or an escape): the direction if the player named one
    (`move n`, with Movement II), else rolled when the task runs."""
    return {"t": "move", "seat": seat, "num": num, "kind": kind, "count": 1, "stage": "go",
            "dir": words[1] if len(words) > 1 else None, "opts": []}


def _ask_amoeba(st: State, task: Task) -> Ask:
    seat, num = task["seat"], task["num"]
    a = st["amoebas"][seat][num - 1]
    sq = a["sq"]
    stage = task["stage"]
    if stage == "choose":
        acts = [Action("drift", _drift_label(st, sq))]
        cost = _move_cost(st, seat)
        price = f"{cost} BP" if cost else "free"
        if _can_move(st, seat):
            if _has(st, seat, "movement-2"):
                acts.extend(
                    Action(f"move {d}", f"Move {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} ({price})") for d in _open_dirs(sq)
                )
            else:
                dice = "two dice" if _has(st, seat, "movement-1") else "the compass die"
                acts.append(Action("move", f"Move: roll {dice} ({price})"))
        if _has(st, seat, "holding"):
            acts.append(Action("stay", f"Stay on {sq} (Holding)"))
        text = f"amoeba {num} on {sq} ({a['dp']} DP) — drift, or move for {price}?"
        return seat, "move", text, acts
    if stage == "eat":
        acts = [Action(_meal_notation(v, vic), _meal_label(st, v, vic)) for v, vic in _meals(st, seat, num)]
        text = f"which cubes does amoeba {num} eat on {sq}? (on the space: "
        text += f"{_cubes_text(st['cubes'][sq])})"
        return seat, "feed", text, acts
    # attack
    acts = [
        Action(f"attack {SEAT_COLOURS[s]} {n}", f"Attack {_aname(st, s, n)} (1 BP)", "yes")
        for s, n in _sfs_targets(st, seat, num)
    ]
    acts.append(Action("starve", f"Starve: amoeba {num} takes 1 damage point", "no"))
    text = f"amoeba {num} finds no meal on {sq}. Attack (Struggle for Survival, 1 BP) or starve?"
    return seat, "attack", text, acts


def _ans_amoeba(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    num = task["num"]
    a = st["amoebas"][seat][num - 1]
    stage = task["stage"]
    verb = words[0]
    if stage == "choose":
        task["stage"] = "feed"
        _touch(st, a["sq"])  # where the amoeba starts; a step adds where it goes
        if verb == "drift":
            d = _card(st).drift
            if d is None:
                ev.append(Event("drift", f"{_aname(st, seat, num)} drifts: the water is still, it stays on {a['sq']}."))
            elif NEIGHBOUR[a["sq"]][d] is None:
                ev.append(
                    Event(
                        "drift",
                        f"{_aname(st, seat, num)} cannot drift {DIR_WORD[d]}: {BLOCKER[a['sq']][d]} is in the way — "
                        f"it stays on {a['sq']}.",
                    )
                )
            else:
                _push(st, _step_task(st, seat, num, d, "drifts", ride=True))
        elif verb == "stay":
            ev.append(Event("stay", f"{_aname(st, seat, num)} holds on to {a['sq']} (Holding)."))
        else:  # move
            cost = _move_cost(st, seat)
            _pay(st, seat, cost)
            paid = f"pays {cost} BP to move" if cost else "moves free (Streamlining)"
            ev.append(Event("move", f"{_name(st, seat)} {paid} with amoeba {num}.", {"seat": seat, "amoeba": num}))
            _push(st, _movement_task(seat, num, "move", words))
        return
    if stage == "eat":
        vec, victim = _parse_meal(words)
        _eat(st, seat, num, vec, victim, ev)
        task["stage"] = "end"
        return
    # attack stage
    if verb == "starve":
        _starve(st, seat, num, ev, "finds no meal and does not attack")
        task["stage"] = "end"
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    _pay(st, seat, 1)
    _touch(st, a["sq"])
    task["stage"] = "end"
    ev.append(
        Event(
            "attack",
            f"{_aname(st, seat, num)} pays 1 BP and attacks {_aname(st, *target)} on {a['sq']} "
            "(Struggle for Survival).",
            {"seat": seat, "amoeba": num, "target": list(target)},
        )
    )
    _push(st, _attack_task(st, 1, (seat, num), target))


def _parse_meal(words: list[str]) -> tuple[tuple[int, ...], int | None]:
    counts = [0, 0, 0, 0]
    victim = None
    rest = words[1:]
    if "parasite" in rest:
        i = rest.index("parasite")
        victim = COLOUR_INDEX[rest[i + 1]]
        rest = rest[:i]
    for w in rest:
        counts[COLOUR_INDEX[w]] += 1
    return tuple(counts), victim


# movement (a move, or an escape) -----------------------------------------------------------------


def _step_task(st: State, seat: int, num: int, d: str, verb: str, ride: bool) -> Task:
    sq = st["amoebas"][seat][num - 1]["sq"]
    return {
        "t": "step",
        "seat": seat,
        "num": num,
        "d": d,
        "from": sq,
        "to": NEIGHBOUR[sq][d],
        "verb": verb,
        "ride": ride,
        "stage": "carry",
        "carry": [],
        "cands": None,
        "cur": None,
        "fol": [],
    }


def _rolled_options(st: State, seat: int, num: int, dice: list[int], ev: list[Event]) -> list[str]:
    sq = st["amoebas"][seat][num - 1]["sq"]
    found: set[str] = set()
    for value in dice:
        face = COMPASS_DIE[value]
        if face == "stay":
            found.add("none")
        elif face == "choice":
            found.update(_open_dirs(sq))
        elif NEIGHBOUR[sq][face] is None:
            found.add("none")
            ev.append(
                Event(
                    "blocked",
                    f"{value} points {DIR_WORD[face]}, but {BLOCKER[sq][face]} is in the way of "
                    f"{_aname(st, seat, num)}: that result means staying put.",
                )
            )
        else:
            found.add(face)
    return [d for d in (*DIRS, "none") if d in found]


def _run_move(st: State, task: Task, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = _amoeba(st, seat, num)
    if a is None:
        return _pop(st)
    stage = task["stage"]
    if stage == "go":
        if _has(st, seat, "movement-2"):
            if task["dir"]:
                d = task["dir"]
                task["dir"] = None
                return _execute_move(st, task, d, ev)
            task["opts"] = _open_dirs(a["sq"])
            task["stage"] = "pick"
            return False
        count = 2 if _has(st, seat, "movement-1") else 1
        dice = _roll(st, count)
        faces = ", ".join(f"{v} ({_face_word(v)})" for v in dice)
        ev.append(
            Event(
                "roll",
                f"{_name(st, seat)} rolls {' and '.join(map(str, dice))} for amoeba {num}: {faces}.",
                {"seat": seat, "amoeba": num, "dice": dice, "purpose": task["kind"]},
            )
        )
        task["opts"] = _rolled_options(st, seat, num, dice, ev)
        if len(task["opts"]) == 1:
            return _execute_move(st, task, task["opts"][0], ev)
        task["stage"] = "pick"
        return True
    if stage == "again":
        if _has(st, seat, "speed") and task["count"] == 1:
            task["stage"] = "again?"
            return True
        return _pop(st)
    return True  # pick, again?


def _face_word(value: int) -> str:
    face = COMPASS_DIE[value]
    return {"stay": "no move", "choice": "free choice"}.get(face, DIR_WORD.get(face, face))


def _execute_move(st: State, task: Task, d: str, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    task["stage"] = "again"
    if d == "none":
        sq = st["amoebas"][seat][num - 1]["sq"]
        _touch(st, sq)
        ev.append(Event("stay", f"{_aname(st, seat, num)} stays on {sq}.", {"seat": seat, "amoeba": num, "sq": sq}))
        return False
    verb = "escapes" if task["kind"] == "escape" else "moves"
    return _push(st, _step_task(st, seat, num, d, verb, ride=task["kind"] == "move"))


def _ask_move(st: State, task: Task) -> Ask:
    seat, num = task["seat"], task["num"]
    sq = st["amoebas"][seat][num - 1]["sq"]
    if task["stage"] == "pick":
        acts = []
        for d in task["opts"]:
            if d == "none":
                acts.append(Action("dir none", f"Stay on {sq}"))
            else:
                acts.append(Action(f"dir {d}", f"Go {DIR_WORD[d]} to {NEIGHBOUR[sq][d]}"))
        what = "escape" if task["kind"] == "escape" else "move"
        return seat, "direction", f"which way does amoeba {num} {what} from {sq}?", acts
    # again?
    if _has(st, seat, "movement-2"):
        acts = [Action(f"move {d}", f"Move again {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} (free)") for d in _open_dirs(sq)]
    else:
        acts = [Action("move", "Move again: roll (free, Speed)")]
    acts.append(Action("stop", f"Stop on {sq}", "no"))
    return seat, "again", f"amoeba {num} is on {sq}. Move a second time (Speed)?", acts


def _ans_move(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    if task["stage"] == "pick":
        _execute_move(st, task, words[1], ev)
        return
    if words[0] == "stop":
        st["stack"].pop()
        return
    task["count"] = 2
    task["stage"] = "go"
    task["dir"] = words[1] if len(words) > 1 else None
    ev.append(Event("move", f"{_aname(st, seat, task['num'])} moves a second time (Speed)."))


def _run_step(st: State, task: Task, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    if _amoeba(st, seat, num) is None:
        return _pop(st)
    stage = task["stage"]
    if stage == "carry":
        if _has(st, seat, "tentacle") and sum(_available_cubes(task, st)) > 0:
            return True
        task["stage"] = "hold"
        return False
    if stage == "hold":
        if not task["ride"]:
            task["stage"] = "go"
            return False
        if task["cands"] is None:
            task["cands"] = [
                [s, n]
                for s in _asc(st)
                for n in range(1, MAX_AMOEBAS + 1)
                if (s, n) != (seat, num)
                and _has(st, s, "holding")
                and (a := _amoeba(st, s, n)) is not None
                and a["sq"] == task["from"]
            ]
        while task["cands"]:
            s, n = task["cands"].pop(0)
            a = _amoeba(st, s, n)
            if a is not None and a["sq"] == task["from"] and not st["resigned"][s]:
                task["cur"] = [s, n]
                task["stage"] = "follow"
                return True
        task["stage"] = "go"
        return False
    if stage == "go":
        _do_step(st, task, ev)
        return _pop(st)
    return True  # follow, fcarry


def _do_step(st: State, task: Task, ev: list[Event]) -> None:
    seat, num, src, dst = task["seat"], task["num"], task["from"], task["to"]
    st["amoebas"][seat][num - 1]["sq"] = dst
    _touch(st, src, dst)
    ev.append(
        Event(
            "step",
            f"{_aname(st, seat, num)} {task['verb']} {DIR_WORD[task['d']]} from {src} to {dst}.",
            {"seat": seat, "amoeba": num, "from": src, "to": dst},
        )
    )
    for s, n in task["fol"]:
        a = _amoeba(st, s, n)
        if a is not None and a["sq"] == src:
            a["sq"] = dst
            ev.append(Event("follow", f"{_aname(st, s, n)} holds on and goes along to {dst} (Holding)."))
    for s, n, counts in task["carry"]:
        if sum(counts) == 0:
            continue
        for c in range(4):
            st["cubes"][src][c] -= counts[c]
            st["cubes"][dst][c] += counts[c]
        ev.append(
            Event(
                "carry",
                f"{_aname(st, s, n)} carries {_cubes_text(counts)} from {src} to {dst} (Tentacle).",
                {"from": src, "to": dst, "cubes": list(counts)},
            )
        )


def _ask_step(st: State, task: Task) -> Ask:
    stage = task["stage"]
    if stage == "follow":
        s, n = task["cur"]
        mover = _aname(st, task["seat"], task["num"])
        acts = [
            Action("follow", f"Amoeba {n} goes along to {task['to']}", "yes"),
            Action("decline", f"Amoeba {n} stays on {task['from']}", "no"),
        ]
        text = f"{mover} leaves {task['from']} for {task['to']}. Does your amoeba {n} hold on (Holding)?"
        return s, "follow", text, acts
    s, n = (task["seat"], task["num"]) if stage == "carry" else task["cur"]
    avail = _available_cubes(task, st)
    acts = []
    for counts in _carry_options(avail, _carry_limit(st)):
        if sum(counts) == 0:
            acts.append(Action("carry none", "Carry nothing"))
        else:
            acts.append(Action(f"carry {_cubes_notation(counts)}", f"Carry {_cubes_text(counts)}"[:80]))
    text = (
        f"amoeba {n} goes from {task['from']} to {task['to']}. Take cubes along (Tentacle, "
        f"up to {_carry_limit(st)})? On the space: {_cubes_text(avail)}."
    )
    return s, "carry", text, acts


def _ans_step(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    stage = task["stage"]
    if stage == "follow":
        if words[0] == "follow":
            s = task["cur"][0]
            task["fol"].append(task["cur"])
            if _has(st, s, "tentacle") and sum(_available_cubes(task, st)) > 0:
                task["stage"] = "fcarry"
                return
        task["cur"] = None
        task["stage"] = "hold"
        return
    counts = [0, 0, 0, 0]
    if words[1] != "none":
        for w in words[1:]:
            counts[COLOUR_INDEX[w]] += 1
    s, n = (task["seat"], task["num"]) if stage == "carry" else task["cur"]
    task["carry"].append([s, n, counts])
    task["cur"] = None
    task["stage"] = "hold"


# attacks: Struggle for Survival (phase 1) and Aggression (phase 5) ------------------------------


def _attack_task(st: State, phase: int, att: tuple[int, int], target: tuple[int, int]) -> Task:
    return {
        "t": "attack",
        "phase": phase,
        "att": list(att),
        "def": list(target),
        "sq": st["amoebas"][att[0]][att[1] - 1]["sq"],
        "stage": "react",
        "tried": [],
        "pdef": False,
        "retry": False,
        "why": "",
    }


def _run_attack(st: State, task: Task, ev: list[Event]) -> bool:
    att = _amoeba(st, *task["att"])
    dfd = _amoeba(st, *task["def"])
    if att is None or dfd is None:
        return _pop(st)
    _touch(st, task["sq"])
    stage = task["stage"]
    if stage == "react":
        if _reactions(st, task):
            return True
        return _attack_succeeds(st, task, ev)
    if stage == "fight":
        aseat, dseat = task["att"][0], task["def"][0]
        while True:
            dice = _roll(st, 2)
            ev.append(
                Event(
                    "roll",
                    f"Fight on {task['sq']}: {_name(st, aseat)} (attacker) rolls {dice[0]}, "
                    f"{_name(st, dseat)} (defender) rolls {dice[1]}"
                    + (" — a tie, roll again." if dice[0] == dice[1] else "."),
                    {"dice": dice, "purpose": "fight", "attacker": aseat, "defender": dseat},
                )
            )
            if dice[0] != dice[1]:
                break
        if dice[1] > dice[0]:
            ev.append(Event("fight", f"{_aname(st, *task['def'])} wins the fight."))
            return _attack_fails(st, task, "fight", ev)
        ev.append(Event("fight", f"{_aname(st, *task['att'])} wins the fight."))
        if _has(st, dseat, "persistence") and not task["pdef"]:
            task["stage"] = "persist"
            return True
        task["stage"] = "react"
        return False
    if stage == "escaped":
        if dfd["sq"] != task["sq"]:
            ev.append(Event("escape", f"{_aname(st, *task['def'])} has escaped to {dfd['sq']}."))
            return _attack_fails(st, task, "escaped", ev)
        ev.append(Event("escape", f"{_aname(st, *task['def'])} is still on {task['sq']}: the escape failed."))
        task["stage"] = "react"
        return False
    return True  # persist, retry


def _retry_targets(st: State, task: Task) -> list[tuple[tuple[int, int], int]]:
    aseat, anum = task["att"]
    if task["phase"] == 1:
        return [(t, anum) for t in _sfs_targets(st, aseat, anum)]
    return _aggression_pairs(st, aseat)


def _attack_fails(st: State, task: Task, why: str, ev: list[Event]) -> bool:
    task["why"] = why
    aseat = task["att"][0]
    if _has(st, aseat, "persistence") and not task["retry"] and _retry_targets(st, task):
        task["stage"] = "retry"
        return False
    return _finish_failed_attack(st, task, ev)


def _finish_failed_attack(st: State, task: Task, ev: list[Event]) -> bool:
    aseat, anum = task["att"]
    if task["phase"] == 1:
        _starve(st, aseat, anum, ev, "gets nothing from its attack")
    elif task["why"] == "fight":
        _starve(st, aseat, anum, ev, "loses the fight")
        _natural_deaths(st, ev)
    st["stack"].pop()
    return False


def _attack_succeeds(st: State, task: Task, ev: list[Event]) -> bool:
    aseat, anum = task["att"]
    dseat, dnum = task["def"]
    sq = st["amoebas"][dseat][dnum - 1]["sq"]
    if task["phase"] == 1:
        _remove_amoeba(
            st,
            dseat,
            dnum,
            1,
            ev,
            f"{_aname(st, aseat, anum)} eats {_aname(st, dseat, dnum)} on {sq}: a violent death, and no excretion.",
        )
    elif _has(st, dseat, "armor"):
        a = st["amoebas"][dseat][dnum - 1]
        a["dp"] += 1
        _touch(st, a["sq"])
        ev.append(
            Event(
                "armor",
                f"{_aname(st, dseat, dnum)} survives the attack thanks to Armor but takes 1 damage point "
                f"(now {a['dp']}).",
                {"seat": dseat, "amoeba": dnum, "dp": a["dp"]},
            )
        )
        _natural_deaths(st, ev)
    else:
        _remove_amoeba(st, dseat, dnum, 2, ev, f"{_aname(st, aseat, anum)} kills {_aname(st, dseat, dnum)} on {sq}.")
    st["stack"].pop()
    return False


def _ask_attack(st: State, task: Task) -> Ask:
    stage = task["stage"]
    dseat, dnum = task["def"]
    aseat, anum = task["att"]
    if stage == "react":
        acts = []
        sq = task["sq"]
        for r in _reactions(st, task):
            if r == "defend":
                acts.append(Action("defend", "Defend: fight it out (1 BP)", "yes"))
            elif _has(st, dseat, "movement-2"):
                cost = "free" if _move_cost(st, dseat) == 0 else "1 BP"
                acts.extend(
                    Action(f"escape {d}", f"Escape {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} ({cost})", "yes")
                    for d in _open_dirs(sq)
                )
            else:
                cost = "free" if _move_cost(st, dseat) == 0 else "1 BP"
                acts.append(Action("escape", f"Escape: move away ({cost})", "yes"))
        acts.append(Action("decline", "Do nothing", "no"))
        text = (
            f"{_aname(st, aseat, anum)} attacks your amoeba {dnum} on {sq} "
            f"({_attack_word(task)}). Defend or escape?"
        )
        return dseat, "defend", text, acts
    if stage == "persist":
        acts = [Action("fight again", "Fight once more (Persistence, free)", "yes"), Action("decline", "Give up", "no")]
        return (
            dseat,
            "persist",
            f"your amoeba {dnum} lost the fight. Fight again (Persistence)?",
            acts,
        )
    # retry
    acts = []
    for (s, n), m in _retry_targets(st, task):
        if task["phase"] == 1:
            acts.append(Action(f"attack {SEAT_COLOURS[s]} {n}", f"Attack {_aname(st, s, n)} (free)", "yes"))
        else:
            acts.append(
                Action(f"attack {SEAT_COLOURS[s]} {n} with {m}", f"Attack {_aname(st, s, n)} with {m} (free)", "yes")
            )
    acts.append(Action("starve" if task["phase"] == 1 else "decline", "Give up the attack", "no"))
    text = "the attack failed. Try once more, free (Persistence)?"
    return aseat, "retry", text, acts


def _ans_attack(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    stage = task["stage"]
    verb = words[0]
    dseat, dnum = task["def"]
    if stage == "react":
        if verb == "decline":
            ev.append(Event("decline", f"{_name(st, dseat)} does not resist."))
            _attack_succeeds(st, task, ev)
            return
        if verb == "defend":
            _pay(st, dseat, 1)
            st["used"][dseat]["defense"] = True
            task["tried"].append("defend")
            task["stage"] = "fight"
            ev.append(Event("defend", f"{_name(st, dseat)} pays 1 BP: amoeba {dnum} fights back (Defense)."))
            return
        cost = _move_cost(st, dseat)
        _pay(st, dseat, cost)
        st["used"][dseat]["escape"] = True
        task["tried"].append("escape")
        task["stage"] = "escaped"
        paid = f"pays {cost} BP" if cost else "pays nothing (Streamlining)"
        ev.append(Event("escape", f"{_name(st, dseat)} {paid}: amoeba {dnum} tries to escape (Escape)."))
        _push(st, _movement_task(dseat, dnum, "escape", words))
        return
    if stage == "persist":
        if verb == "decline":
            task["stage"] = "react"
        else:
            task["pdef"] = True
            task["stage"] = "fight"
            ev.append(Event("persist", f"{_aname(st, dseat, dnum)} fights once more (Persistence)."))
        return
    # retry
    if verb in ("starve", "decline"):
        _finish_failed_attack(st, task, ev)
        return
    target = [COLOUR_INDEX[words[1]], int(words[2])]
    if len(words) > 4:
        task["att"] = [task["att"][0], int(words[4])]
    task.update(
        {
            "def": target,
            "sq": st["amoebas"][task["att"][0]][task["att"][1] - 1]["sq"],
            "stage": "react",
            "tried": [],
            "pdef": False,
            "retry": True,
        }
    )
    ev.append(
        Event(
            "attack",
            f"{_aname(st, *task['att'])} attacks {_aname(st, *target)} once more (Persistence, free).",
            {"seat": task["att"][0], "amoeba": task["att"][1], "target": target},
        )
    )


# phase 2: gene defects ----------------------------------------------------------------------


def _run_defect(st: State, task: Task, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        if task["debt"] is None:
            debt = _mp(st, seat) - _card(st).ozone
            if debt <= 0:
                queue.pop(0)
                continue
            task["debt"] = debt
            ev.append(
                Event(
                    "defect",
                    f"{_name(st, seat)}'s genes carry {_mp(st, seat)} mutation points, the ozone layer is "
                    f"{_card(st).ozone}: {debt} to balance with BP or genes.",
                    {"seat": seat, "mp": _mp(st, seat), "ozone": _card(st).ozone, "debt": debt},
                )
            )
        return True
    return _pop(st)


def _ask_defect(st: State, task: Task) -> Ask:
    seat, debt = task["queue"][0], task["debt"]
    acts = [Action(f"pay bp {k}", f"Pay {k} BP") for k in range(1, min(debt, st["bp"][seat]) + 1)]
    for g in GENE_ORDER:
        if g in st["genes"][seat] and GENES[g].mp > 0:
            mp = GENES[g].mp
            lost = f", {mp - debt} lost" if mp > debt else ""
            acts.append(Action(f"give up {g}", f"Give up {GENES[g].name} ({mp} points{lost})"))
    text = f"gene defects — balance {debt} more points with BP (you have {st['bp'][seat]}) or genes."
    return seat, "defect", text, acts


def _ans_defect(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "pay":
        k = int(words[2])
        _pay(st, seat, k)
        task["debt"] -= k
        ev.append(Event("defect", f"{_name(st, seat)} pays {k} BP for gene defects.", {"seat": seat, "bp": k}))
    else:
        g = words[2]
        del st["genes"][seat][g]
        st["pool"][g] += 1
        task["debt"] -= GENES[g].mp
        lost = f" ({-task['debt']} points lost)" if task["debt"] < 0 else ""
        ev.append(Event("defect", f"{_name(st, seat)} gives up {GENES[g].name}{lost}.", {"seat": seat, "gene": g}))
    if task["debt"] <= 0:
        task["queue"].pop(0)
        task["debt"] = None


# phase 3: buying genes ----------------------------------------------------------------------


def _run_buy(st: State, task: Task, ev: list[Event]) -> bool:
    return True if task["queue"] else _pop(st)


def _ask_buy(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    acts = []
    for key, lower in _buy_options(st, seat):
        gene = GENES[key]
        extra = f", hand in {GENES[lower].name}" if lower else ""
        acts.append(Action(_buy_notation(st, seat, key, lower), f"Buy {gene.name} ({gene.price} BP{extra})"[:80]))
    acts.append(Action("done", "Buy nothing more", "no"))
    return seat, "buy", f"buy genes ({st['bp'][seat]} BP), or done.", acts


def _ans_buy(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "done":
        task["queue"].pop(0)
        ev.append(Event("buy", f"{_name(st, seat)} is done buying genes."))
        return
    key = words[1]
    gene = GENES[key]
    lower = words[3] if len(words) > 3 else next((low for low in gene.replaces if low in st["genes"][seat]), None)
    _pay(st, seat, gene.price)
    st["pool"][key] -= 1
    text = f"{_name(st, seat)} buys {gene.name} for {gene.price} BP"
    if lower:
        del st["genes"][seat][lower]
        st["pool"][lower] += 1
        text += f", handing in {GENES[lower].name}"
    st["genes"][seat][key] = st["round"]
    ev.append(Event("buy", text + ".", {"seat": seat, "gene": key, "price": gene.price, "lower": lower}))


# phase 4: cell division -----------------------------------------------------------------------


def _run_divide(st: State, task: Task, ev: list[Event]) -> bool:
    if not task["queue"]:
        return _pop(st)
    seat = task["queue"][0]
    if not task["paid"]:
        task["paid"] = True
        st["bp"][seat] += INCOME
        ev.append(Event("income", f"{_name(st, seat)} receives {INCOME} BP (now {st['bp'][seat]})."))
    return True


def _ask_divide(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    cost = _division_cost(st, seat)
    acts = [Action(f"divide {sq}", f"New amoeba on {sq} ({cost} BP)") for sq in _division_squares(st, seat)]
    acts.append(Action("done", "Divide no more", "no"))
    text = f"divide for {cost} BP each ({st['bp'][seat]} BP, {_count(st, seat)} amoebas), or done."
    return seat, "divide", text, acts


def _ans_divide(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "done":
        task["queue"].pop(0)
        task["paid"] = False
        return
    sq = words[1]
    cost = _division_cost(st, seat)
    _pay(st, seat, cost)
    num = _free_number(st, seat)
    assert num is not None
    st["amoebas"][seat][num - 1] = {"sq": sq, "dp": 0, "moved": True}
    _touch(st, sq)
    ev.append(
        Event("divide", f"{_name(st, seat)} pays {cost} BP: amoeba {num} is born on {sq}.", {"seat": seat, "sq": sq})
    )


# phase 5: Aggression --------------------------------------------------------------------------


def _run_aggr(st: State, task: Task, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        if (
            _has(st, seat, "aggression")
            and not st["used"][seat]["aggression"]
            and st["bp"][seat] >= 1
            and _aggression_pairs(st, seat)
        ):
            return True
        queue.pop(0)
    return _pop(st)


def _ask_aggr(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    acts = [
        Action(
            f"attack {SEAT_COLOURS[s]} {n} with {m}",
            f"Amoeba {m} attacks {_aname(st, s, n)} on {st['amoebas'][s][n - 1]['sq']} (1 BP)"[:80],
            "yes",
        )
        for (s, n), m in _aggression_pairs(st, seat)
    ]
    acts.append(Action("decline", "No attack this round", "no"))
    return seat, "aggress", "attack with Aggression (1 BP, once a round)?", acts


def _ans_aggr(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    task["queue"].pop(0)
    if words[0] == "decline":
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    own = int(words[4])
    _pay(st, seat, 1)
    st["used"][seat]["aggression"] = True
    ev.append(
        Event(
            "attack",
            f"{_aname(st, seat, own)} pays 1 BP and attacks {_aname(st, *target)} (Aggression).",
            {"seat": seat, "amoeba": own, "target": list(target)},
        )
    )
    _push(st, _attack_task(st, 5, (seat, own), target))


HANDLERS: dict[str, tuple[Callable[..., bool], Callable[..., Ask] | None, Callable[..., None] | None]] = {
    "setup": (_run_setup, None, None),
    "start": (_run_start, _ask_start, _ans_start),
    "place": (_run_place, _ask_place, _ans_place),
    "p1": (_run_p1, None, None),
    "amoeba": (_run_amoeba, _ask_amoeba, _ans_amoeba),
    "move": (_run_move, _ask_move, _ans_move),
    "step": (_run_step, _ask_step, _ans_step),
    "attack": (_run_attack, _ask_attack, _ans_attack),
    "defect": (_run_defect, _ask_defect, _ans_defect),
    "buy": (_run_buy, _ask_buy, _ans_buy),
    "divide": (_run_divide, _ask_divide, _ans_divide),
    "aggr": (_run_aggr, _ask_aggr, _ans_aggr),
}


# --- phases and rounds -------------------------------------------------------------------------


def _phase_event(st: State, ev: list[Event]) -> None:
    ev.append(
        Event(
            "phase",
            f"Round {st['round']}, {PHASE_TITLES[st['phase']]}.",
            {"round": st["round"], "phase": st["phase"]},
        )
    )


def _start_round(st: State, ev: list[Event]) -> None:
    st["round"] += 1
    st["phase"] = "move"
    for tribe in st["amoebas"]:
        for a in tribe:
            if a is not None:
                a["moved"] = False
    for used in st["used"]:
        used.update({"defense": False, "escape": False, "aggression": False})
    _phase_event(st, ev)
    card = _card(st)
    ev.append(Event("card", f"Environment: {card.text}.", {"card": card.id}))
    st["stack"].append({"t": "p1", "queue": _asc(st)})


def _turn_card(st: State, ev: list[Event]) -> None:
    deck = Deck.from_json(st["deck"])
    new = deck.draw()
    if new is None:
        return
    deck.discard(st["card"])
    st["card"] = new
    st["deck"] = deck.to_json()
    _touch(st, ISLAND)
    card = CARDS[new]
    ev.append(Event("card", f"A new environment card: {card.text}.", {"card": new, "left": len(deck)}))
    if len(deck) == 0:
        st["last_card"] = True
        ev.append(Event("card", "That was the last environment card: the game ends after this round."))


def _score(st: State, ev: list[Event]) -> None:
    for seat in _desc(st):
        amoebas, cards = _count(st, seat), _gene_cards(st, seat)
        a_steps, g_steps = amoeba_advance(amoebas), gene_advance(cards)
        before = st["ladder"][seat]
        after = advance(st["ladder"], seat, a_steps + g_steps, LADDER_LENGTH)
        st["ladder"][seat] = after
        if after != before:
            _touch_ladder(st, before, after)
        ev.append(
            Event(
                "score",
                f"{_name(st, seat)} advances {a_steps + g_steps} ({_plural(amoebas, 'amoeba')}: {a_steps}, "
                f"{_plural(cards, 'gene card')}: {g_steps}) from space {before} to {after}.",
                {"seat": seat, "from": before, "to": after, "amoebas": a_steps, "genes": g_steps},
            )
        )


def _finish(st: State, ev: list[Event], why: str) -> None:
    st["phase"] = "over"
    st["over"] = True
    st["stack"] = []
    active = _active(st)
    if active:
        best = max(active, key=lambda s: st["ladder"][s])
        st["winners"] = [best]
        st["summary"] = f"{why} {_name(st, best)} wins on ladder space {st['ladder'][best]}."
    else:
        st["winners"] = []
        st["summary"] = f"{why} Nobody is left to win."
    ev.append(Event("end", st["summary"], {"winners": st["winners"]}))


def _next_phase(st: State, ev: list[Event]) -> None:
    phase = st["phase"]
    if phase == "setup":
        _start_round(st, ev)
    elif phase == "move":
        st["phase"] = "environment"
        _phase_event(st, ev)
        _turn_card(st, ev)
        if st["round"] >= 2:
            st["stack"].append({"t": "defect", "queue": _desc(st), "debt": None})
        else:
            ev.append(Event("defect", "No gene defects in the first round."))
    elif phase == "environment":
        st["phase"] = "genes"
        _phase_event(st, ev)
        st["stack"].append({"t": "buy", "queue": _desc(st)})
    elif phase == "genes":
        st["phase"] = "division"
        _phase_event(st, ev)
        st["stack"].append({"t": "divide", "queue": _desc(st), "paid": False})
    elif phase == "division":
        st["phase"] = "deaths"
        _phase_event(st, ev)
        _natural_deaths(st, ev)
        st["stack"].append({"t": "aggr", "queue": _desc(st)})
    elif phase == "deaths":
        st["phase"] = "scoring"
        _phase_event(st, ev)
        _score(st, ev)
        leaders = [s for s in _active(st) if st["ladder"][s] >= FINISH]
        if leaders:
            _finish(st, ev, "A marker has reached the Finish Zone.")
        elif st["last_card"]:
            _finish(st, ev, "The last environment card has been played out.")
        else:
            _start_round(st, ev)
    else:  # pragma: no cover - guarded by load()
        raise CorruptState(f"unknown phase {phase!r}")


def _advance(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until a prompt is open or the game is over."""
    for _ in range(100_000):
        if st["over"]:
            return
        if len(_active(st)) < 2:
            _finish(st, ev, "Only one player is left." if _active(st) else "Everyone has left.")
            return
        if not st["stack"]:
            _next_phase(st, ev)
            continue
        task = st["stack"][-1]
        run, ask, answer = HANDLERS[task["t"]]
        if run(st, task, ev):
            assert ask is not None and answer is not None
            seat, kind, _text, acts = ask(st, task)
            if not acts:  # pragma: no cover - every waiting task offers something
                raise AssertionError(f"task {task['t']} waits with no legal action")
            if len(acts) == 1:
                ev.append(
                    Event(
                        "forced",
                        f"{_name(st, seat)}: {acts[0].label} (the only choice).",
                        {"seat": seat, "kind": kind, "action": acts[0].notation},
                    )
                )
                answer(st, task, seat, acts[0].notation.split(), ev)
                continue
            return
    raise AssertionError("the game does not settle")  # pragma: no cover


def _open(st: State) -> Ask | None:
    if st["over"] or not st["stack"]:
        return None
    task = st["stack"][-1]
    _run, ask, _answer = HANDLERS[task["t"]]
    if ask is None:
        return None
    return ask(st, task)


# --- reading typed notation ---------------------------------------------------------------------


def _colour_word(word: str) -> str | None:
    if word in COLOUR_INDEX:
        return word
    return COLOUR_LETTERS.get(word)


def _gene_word(text: str) -> str | None:
    return GENE_ALIASES.get(text.strip().replace("_", "-"))


def _canonical(text: str) -> str:
    """Normalise typed notation towards the canonical form (aliases, order of colours)."""
    words = text.strip().strip("`").lower().replace(",", " ").split()
    if not words:
        return ""
    verb = words[0]
    rest = words[1:]
    dirs = {"n": "n", "e": "e", "s": "s", "w": "w", "north": "n", "east": "e", "south": "s", "west": "w"}
    if verb in ("eat", "carry"):
        counts = [0, 0, 0, 0]
        victim = None
        i = 0
        while i < len(rest):
            w = rest[i]
            if w in ("parasite", "parasitise", "parasitize", "+") and i + 1 < len(rest):
                victim = _colour_word(rest[i + 1]) or rest[i + 1]
                i += 2
                continue
            if w.isdigit() and i + 1 < len(rest) and _colour_word(rest[i + 1]):
                counts[COLOUR_INDEX[_colour_word(rest[i + 1])]] += int(w)  # type: ignore[index]
                i += 2
                continue
            colour = _colour_word(w)
            if colour is None:
                if w in ("none", "nothing"):
                    i += 1
                    continue
                return " ".join(words)
            counts[COLOUR_INDEX[colour]] += 1
            i += 1
        if verb == "carry":
            return "carry none" if sum(counts) == 0 else f"carry {_cubes_notation(counts)}"
        base = f"eat {_cubes_notation(counts)}".strip()
        return base + (f" parasite {victim}" if victim else "")
    if verb in ("dir", "direction", "go"):
        if rest and rest[0] in ("none", "stay", "5", "nowhere"):
            return "dir none"
        return f"dir {dirs.get(rest[0], rest[0])}" if rest else "dir"
    if verb in ("move", "escape"):
        return f"{verb} {dirs.get(rest[0], rest[0])}" if rest else verb
    if verb == "buy":
        if not rest or rest[0] in ("none", "nothing"):
            return "done"
        if "for" in rest:
            i = rest.index("for")
            key, lower = _gene_word(" ".join(rest[:i])), _gene_word(" ".join(rest[i + 1 :]))
            return f"buy {key or ' '.join(rest[:i])} for {lower or ' '.join(rest[i + 1 :])}"
        return f"buy {_gene_word(' '.join(rest)) or ' '.join(rest)}"
    if verb in ("give", "giveup", "give-up"):
        if rest and rest[0] == "up":
            rest = rest[1:]
        return f"give up {_gene_word(' '.join(rest)) or ' '.join(rest)}"
    if verb == "pay":
        nums = [w for w in rest if w.isdigit()]
        return f"pay bp {nums[0]}" if nums else "pay bp"
    if verb == "attack" and len(rest) >= 2:
        colour = _colour_word(rest[0]) or rest[0]
        text = f"attack {colour} {rest[1]}"
        if len(rest) >= 4 and rest[2] == "with":
            text += f" with {rest[3]}"
        return text
    if verb == "fight":
        return "fight again"
    if verb in ("pass", "no", "none", "skip") and not rest:
        return "decline"
    if verb in ("yes",) and not rest:
        return "follow"
    if verb in ("finish", "end") and not rest:
        return "done"
    return " ".join(words)


# --- refusals a player can read ----------------------------------------------------------------


def _refusal(st: State, seat: int, canon: str, ask: Ask) -> str:
    _seat, kind, _text, acts = ask
    words = canon.split()
    verb = words[0] if words else ""
    allowed = ", ".join(a.notation for a in acts[:12]) + (" …" if len(acts) > 12 else "")
    tail = f" Allowed: {allowed}."
    task = st["stack"][-1]
    if kind == "buy" and verb == "buy" and len(words) >= 2:
        key = words[1]
        if key not in GENES:
            return f"There is no gene called '{key}'. Genes: {', '.join(GENE_ORDER)}."
        gene = GENES[key]
        owned = st["genes"][seat]
        if key in owned:
            return f"You already own {gene.name}."
        held_adv = [adv for adv in UPGRADES[key] if adv in owned]
        if held_adv:
            return f"You hold {GENES[held_adv[0]].name}, so you may not buy {gene.name} again."
        if st["pool"].get(key, 0) <= 0:
            return f"{gene.name} is not available: every copy in this game is owned by someone."
        if gene.price > st["bp"][seat]:
            return f"You have {st['bp'][seat]} BP; {gene.name} costs {gene.price}."
        if gene.advanced:
            need = " or ".join(GENES[low].name for low in gene.replaces)
            held = [low for low in gene.replaces if low in owned]
            if not held:
                return f"{gene.name} is bought by handing in {need}, which you do not own."
            if all(owned[low] >= st["round"] for low in held):
                return f"You must hold {need} for a full round before trading it for {gene.name}."
            if len(words) >= 4:
                return f"Hand in a gene you have held for a round: {allowed}."
        return f"You cannot buy {gene.name} now.{tail}"
    if kind == "divide" and verb == "divide" and len(words) >= 2:
        sq = words[1]
        if sq not in SQUARE_SET:
            return f"{sq} is not a soup space (c3 is the compass island)." if sq == "c3" else f"{sq} is not a space."
        cost = _division_cost(st, seat)
        if _count(st, seat) >= MAX_AMOEBAS:
            return f"All {MAX_AMOEBAS} of your amoebas are already on the board."
        if st["bp"][seat] < cost:
            return f"You have {st['bp'][seat]} BP; a new amoeba costs {cost}."
        if any(s == seat for s, _n in _at(st, sq)):
            return f"{sq} already holds one of your amoebas."
        if not _living(st, seat):
            return "You have no amoeba left to divide (option empty_tribe is 'out')."
        return f"{sq} does not border any of your amoebas."
    if kind == "place" and verb == "place" and len(words) >= 2:
        sq = words[1]
        if sq not in SQUARE_SET:
            return f"{sq} is not a soup space (c3 is the compass island)." if sq == "c3" else f"{sq} is not a space."
        return f"{sq} already holds an amoeba: at the start every amoeba needs a space of its own."
    if kind == "start" and verb == "start" and len(words) >= 2:
        spaces = START_SPACES[_players(st)]
        if not words[1].isdigit() or int(words[1]) not in spaces:
            return f"Start spaces are {', '.join(map(str, spaces))}."
        owner = st["ladder"].index(int(words[1]))
        return f"Space {words[1]} is taken by {_name(st, owner)}'s marker."
    if kind == "move":
        num = task["num"]
        sq = st["amoebas"][seat][num - 1]["sq"]
        if verb == "move":
            if not _can_move(st, seat):
                return f"You have no BP: moving amoeba {num} costs 1 BP. Drift instead."
            if _has(st, seat, "movement-2") and len(words) == 1:
                return f"With Movement II you choose the direction: {allowed}."
            if len(words) > 1 and not _has(st, seat, "movement-2"):
                return "Without Movement II the direction is rolled: type `move`."
            if len(words) > 1 and words[1] in DIRS and NEIGHBOUR[sq][words[1]] is None:
                return f"Amoeba {num} cannot move {DIR_WORD[words[1]]}: {BLOCKER[sq][words[1]]} is in the way."
        if verb == "stay":
            return "Only a tribe with Holding may stay put instead of drifting."
    if kind == "direction" and verb == "dir" and len(words) > 1:
        sq = st["amoebas"][seat][task["num"] - 1]["sq"]
        if words[1] in DIRS and NEIGHBOUR[sq][words[1]] is None:
            return f"Amoeba {task['num']} cannot go {DIR_WORD[words[1]]}: {BLOCKER[sq][words[1]]} is in the way."
        return f"The dice do not offer that.{tail}"
    if kind == "feed" and verb == "eat":
        return f"That is not a meal amoeba {task['num']} can eat here.{tail}"
    if kind == "carry" and verb == "carry":
        return f"Take at most {_carry_limit(st)} cubes that lie on {task['from']}.{tail}"
    if kind == "defect":
        if verb == "pay" and len(words) > 2 and words[2].isdigit():
            k = int(words[2])
            if k > st["bp"][seat]:
                return f"You have {st['bp'][seat]} BP."
            if k > task["debt"]:
                return f"You owe {task['debt']} points: pay at most {task['debt']} BP."
            return "Pay at least 1 BP."
        if verb == "give" and len(words) > 2:
            g = words[2]
            if g not in GENES:
                return f"There is no gene called '{g}'."
            if g not in st["genes"][seat]:
                return f"You do not own {GENES[g].name}."
            return f"{GENES[g].name} lowers your mutation total: giving it up cannot pay a defect."
    if kind == "defend" and verb in ("defend", "escape"):
        dseat = task["def"][0]
        gene = "defense" if verb == "defend" else "escape"
        if not _has(st, dseat, gene):
            return f"Your tribe has no {GENES[gene].name} gene."
        if gene in task["tried"] or st["used"][dseat][gene]:
            return f"You have already used {GENES[gene].name} this {'attack' if gene in task['tried'] else 'round'}."
        if verb == "defend" or not _can_move(st, dseat):
            return f"You have no BP to pay for {GENES[gene].name}."
        if _has(st, dseat, "movement-2") and len(words) == 1:
            return f"With Movement II you choose the direction: {allowed}."
    if kind in ("attack", "retry", "aggress") and verb == "attack" and len(words) >= 3:
        colour = words[1]
        if colour not in COLOUR_INDEX or not words[2].isdigit():
            return f"Name the target as colour and number, e.g. `attack blue 3`.{tail}"
        s, n = COLOUR_INDEX[colour], int(words[2])
        target = _amoeba(st, s, n)
        if target is None:
            return f"There is no {colour} amoeba {n} on the board."
        if _has(st, s, "armor") and kind != "aggress":
            return f"{_aname(st, s, n)} has Armor: it cannot be attacked in phase 1."
        if kind == "aggress" and s == seat:
            return "Aggression attacks another player's amoeba, not your own."
        return f"{_aname(st, s, n)} is not on the same space as your attacker.{tail}"
    return f"`{canon}` is not allowed now.{tail}"


# --- loading -------------------------------------------------------------------------------------


_STATE_KEYS = (
    "players",
    "options",
    "rng",
    "round",
    "phase",
    "ladder",
    "bp",
    "genes",
    "pool",
    "amoebas",
    "cubes",
    "supply",
    "deck",
    "card",
    "used",
    "resigned",
    "stack",
    "over",
    "winners",
    "summary",
    "last_card",
    "intro",
)


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise CorruptState(f"bad Primordial Soup state: {what}")


def _validate(st: Any) -> None:
    _check(isinstance(st, dict), "not an object")
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    for key in _STATE_KEYS:
        _check(key in st, f"missing {key!r}")
    players = st["players"]
    _check(isinstance(players, list) and 3 <= len(players) <= 4, "players must be 3 or 4 names")
    _check(all(isinstance(p, str) for p in players), "player names must be strings")
    n = len(players)
    _check(isinstance(st["rng"], list) and len(st["rng"]) == 2 and all(isinstance(x, int) for x in st["rng"]), "rng")
    _check(st["phase"] in PHASES, "phase")
    _check(isinstance(st["round"], int) and st["round"] >= 0, "round")
    for key in ("ladder", "bp", "genes", "amoebas", "used", "resigned"):
        _check(isinstance(st[key], list) and len(st[key]) == n, f"{key} needs one entry per player")
    positions = [p for p in st["ladder"] if p is not None]
    _check(all(isinstance(p, int) and 1 <= p <= LADDER_LENGTH for p in positions), "ladder positions")
    _check(len(set(positions)) == len(positions), "two markers on one ladder space")
    _check(all(isinstance(b, int) and b >= 0 for b in st["bp"]), "BP must be whole numbers, never negative")
    for genes in st["genes"]:
        _check(isinstance(genes, dict) and all(g in GENES and isinstance(r, int) for g, r in genes.items()), "genes")
    _check(
        isinstance(st["pool"], dict)
        and all(g in GENES and isinstance(c, int) and c >= 0 for g, c in st["pool"].items()),
        "gene pool",
    )
    for tribe in st["amoebas"]:
        _check(isinstance(tribe, list) and len(tribe) == MAX_AMOEBAS, "each tribe has 7 amoeba slots")
        for a in tribe:
            if a is not None:
                _check(isinstance(a, dict) and a.get("sq") in SQUARE_SET, "amoeba on a space that does not exist")
                _check(isinstance(a.get("dp"), int) and a["dp"] >= 0 and isinstance(a.get("moved"), bool), "amoeba")
    cubes = st["cubes"]
    _check(isinstance(cubes, dict) and set(cubes) == set(SQUARES), "cubes must list every space")
    for counts in cubes.values():
        _check(
            isinstance(counts, list) and len(counts) == 4 and all(isinstance(c, int) and c >= 0 for c in counts),
            "cube counts",
        )
    supply = st["supply"]
    _check(
        isinstance(supply, list) and len(supply) == 4 and all(isinstance(c, int) and c >= 0 for c in supply), "supply"
    )
    for colour in range(4):
        total = supply[colour] + sum(cubes[sq][colour] for sq in SQUARES)
        _check(total == CUBES_PER_COLOUR, f"{SEAT_COLOURS[colour]} cubes do not add up to {CUBES_PER_COLOUR}")
    _check(st["card"] in CARDS, "current environment card")
    try:
        deck = Deck.from_json(st["deck"])
    except ValueError as exc:
        raise CorruptState(f"bad Primordial Soup state: deck ({exc})") from exc
    _check(all(c in CARDS for c in deck.draw_pile + deck.discard_pile), "environment deck")
    _check(
        isinstance(st["stack"], list) and all(isinstance(t, dict) and t.get("t") in HANDLERS for t in st["stack"]),
        "task stack",
    )
    _check(isinstance(st["options"], dict), "options")
    for name, value in st["options"].items():
        _check(name in OPTION_DEFAULTS and value in next(o.choices for o in OPTIONS if o.name == name), "options")
    _check(isinstance(st["over"], bool) and isinstance(st["winners"], list), "result")
    _check(
        isinstance(st["highlight"], list) and all(sq in SQUARE_SET or sq == ISLAND for sq in st["highlight"]),
        "highlight must list board spaces",
    )
    _check(
        isinstance(st["highlight_ladder"], list)
        and all(isinstance(p, int) and 1 <= p <= LADDER_LENGTH for p in st["highlight_ladder"]),
        "highlight_ladder must list ladder spaces",
    )
    _check(st["over"] or bool(st["stack"]), "an unfinished game must have something pending")


# --- the engine ----------------------------------------------------------------------------------


class SoupEngine(Engine[State]):
    key = "soup"
    title = "Primordial Soup"
    min_players = 3
    max_players = 4
    seat_colours = SEAT_COLOURS
    options = OPTIONS

    def new(self, players: list[str], options: dict[str, str], seed: int) -> State:
        chosen = self.checked_setup(players, options or {})
        n = len(players)
        rng = Rng(seed)
        deck = Deck.shuffled(sorted(CARDS), rng)
        first = deck.draw()
        cubes = {sq: [CUBES_PER_SPACE if c < n else 0 for c in range(4)] for sq in SQUARES}
        supply = [CUBES_PER_COLOUR - (CUBES_PER_SPACE * len(SQUARES) if c < n else 0) for c in range(4)]
        st: State = {
            "schema_version": SCHEMA_VERSION,
            "game": self.key,
            "players": list(players),
            "options": chosen,
            "rng": rng.to_json(),
            "round": 0,
            "phase": "setup",
            "ladder": [None] * n,
            "bp": [START_BP] * n,
            "genes": [{} for _ in range(n)],
            "pool": {g: GENES[g].copies(n) for g in GENE_ORDER},
            "amoebas": [[None] * MAX_AMOEBAS for _ in range(n)],
            "cubes": cubes,
            "supply": supply,
            "deck": deck.to_json(),
            "card": first,
            "used": [{"defense": False, "escape": False, "aggression": False} for _ in range(n)],
            "resigned": [False] * n,
            "stack": [{"t": "setup"}],
            "over": False,
            "winners": [],
            "summary": "",
            "last_card": False,
            "intro": [],
            "highlight": [],
            "highlight_ladder": [],
        }
        ev: list[Event] = [Event("card", f"The first environment card: {CARDS[first].text}.", {"card": first})]
        _advance(st, ev)
        st["intro"] = [e.to_json() for e in ev]
        return st

    # -- prompts and actions --

    def prompts(self, state: State) -> list[Prompt]:
        ask = _open(state)
        if ask is None:
            return []
        seat, kind, text, _acts = ask
        return [Prompt(seat, kind, text)]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        ask = _open(state)
        if ask is None or ask[0] != seat:
            return []
        return list(ask[3])

    def _lookup(self, state: State, seat: int, text: str) -> Action:
        if state["over"]:
            raise IllegalAction("The game is over.")
        ask = _open(state)
        if ask is None:  # pragma: no cover
            raise IllegalAction("Nothing is awaited now.")
        owner, _kind, prompt_text, acts = ask
        if not 0 <= seat < _players(state) or state["resigned"][seat]:
            raise IllegalAction("You are not playing in this game.")
        if owner != seat:
            raise IllegalAction(f"It is not your decision: waiting for {_who(state, owner)} ({prompt_text})")
        canon = _canonical(text)
        for act in acts:
            if act.notation == canon:
                return act
        raise IllegalAction(_refusal(state, seat, canon, ask))

    def parse(self, state: State, seat: int, text: str) -> Action:
        return self._lookup(state, seat, text)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        act = self._lookup(state, seat, action.notation)
        st = _copy(state)
        _clear_highlight(st)
        ev: list[Event] = []
        task = st["stack"][-1]
        HANDLERS[task["t"]][2](st, task, seat, act.notation.split(), ev)  # type: ignore[misc]
        _advance(st, ev)
        return st, ev

    def resign(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state["over"]:
            raise IllegalAction("The game is over.")
        if not 0 <= seat < _players(state) or state["resigned"][seat]:
            raise IllegalAction("That seat is not in the game.")
        st = _copy(state)
        _clear_highlight(st)
        ev: list[Event] = []
        _touch(st, *(a["sq"] for _n, a in _living(st, seat)))
        _touch_ladder(st, st["ladder"][seat])
        st["resigned"][seat] = True
        st["ladder"][seat] = None
        for g in list(st["genes"][seat]):
            st["pool"][g] += 1
        st["genes"][seat] = {}
        st["amoebas"][seat] = [None] * MAX_AMOEBAS
        ev.append(Event("resign", f"{_who(st, seat)} leaves the game; their amoebas and markers leave the board."))
        _sanitise_stack(st, seat)
        _advance(st, ev)
        return st, ev

    def skip(self, state: State) -> tuple[State, list[Event]]:
        ask = _open(state)
        if ask is None:
            raise IllegalAction("Nothing is awaited now.")
        seat, kind, _text, acts = ask
        notations = [a.notation for a in acts]
        passive = {
            "move": ["drift"],
            "again": ["stop"],
            "carry": ["carry none"],
            "follow": ["decline"],
            "attack": ["starve"],
            "defend": ["decline"],
            "persist": ["decline"],
            "retry": ["starve", "decline"],
            "aggress": ["decline"],
            "buy": ["done"],
            "divide": ["done"],
        }.get(kind, [])
        choice = next((n for n in passive if n in notations), None)
        if choice is None and kind == "defect":
            pays = [n for n in notations if n.startswith("pay")]
            choice = pays[-1] if pays else notations[0]
        if choice is None:
            choice = notations[0]
        st, ev = self.apply(state, seat, next(a for a in acts if a.notation == choice))
        ev.insert(0, Event("skip", f"An admin answers for {_name(state, seat)}: {choice}."))
        return st, ev

    def result(self, state: State) -> Result:
        if not state["over"]:
            return Result(False)
        return Result(True, tuple(state["winners"]), state["summary"])

    def bot_action(self, state: State, seat: int, rng: random.Random) -> Action:
        from rules.soup.bot import choose

        ask = _open(state)
        if ask is None or ask[0] != seat:
            raise IllegalAction("This seat owes no decision now.")
        return choose(state, ask, rng)

    def setup_events(self, state: State) -> list[Event]:
        return [Event.from_json(e) for e in state["intro"]]

    # -- what players see --

    def status(self, state: State, seat: int | None) -> list[str]:
        st = state
        card = _card(st)
        left = len(st["deck"]["draw"])
        lines = []
        if st["phase"] == "setup":
            lines.append(f"Setup. Environment: {card.text} ({left} cards left).")
        else:
            lines.append(
                f"Round {st['round']}, {PHASE_TITLES[st['phase']]}. Environment: {card.text} ({left} cards left)."
            )
        for s in range(_players(st)):
            if st["resigned"][s]:
                lines.append(f"{_who(st, s)}: left the game.")
                continue
            genes = ", ".join(GENES[g].name for g in GENE_ORDER if g in st["genes"][s]) or "no genes"
            tribe = (
                ", ".join(f"{n} {a['sq']}" + (f" ({a['dp']} DP)" if a["dp"] else "") for n, a in _living(st, s))
                or "none"
            )
            space = st["ladder"][s] if st["ladder"][s] is not None else "-"
            lines.append(
                f"{_who(st, s)}: ladder {space}, {st['bp'][s]} BP; genes: {genes} (MP {_mp(st, s)}); amoebas: {tribe}."
            )
        if st["over"]:
            lines.append(f"Game over. {st['summary']}")
        else:
            ask = _open(st)
            if ask is not None:
                who = "you" if seat == ask[0] else _name(st, ask[0])
                lines.append(f"Waiting for {who}: {ask[2]}")
        return lines

    def view(self, state: State, seat: int | None) -> dict[str, JSON]:
        st = state
        ask = _open(st)
        current = None
        for task in reversed(st["stack"]):
            if task["t"] in ("amoeba", "move", "step"):
                current = {"seat": task["seat"], "amoeba": task["num"]}
                break
        card = _card(st)
        return {
            "game": self.key,
            "schema_version": SCHEMA_VERSION,
            "players": list(st["players"]),
            "colours": list(SEAT_COLOURS[: _players(st)]),
            "options": dict(st["options"]),
            "round": st["round"],
            "phase": st["phase"],
            "phase_title": PHASE_TITLES[st["phase"]],
            "ladder": list(st["ladder"]),
            "finish": FINISH,
            "ladder_length": LADDER_LENGTH,
            "bp": list(st["bp"]),
            "genes": [[g for g in GENE_ORDER if g in genes] for genes in st["genes"]],
            "mutation_points": [_mp(st, s) for s in range(_players(st))],
            "pool": dict(st["pool"]),
            "amoebas": [
                [{"number": n, "sq": a["sq"], "dp": a["dp"]} for n, a in _living(st, s)] for s in range(_players(st))
            ],
            "cubes": {sq: list(c) for sq, c in st["cubes"].items()},
            "supply": list(st["supply"]),
            "card": {"id": card.id, "name": card.name, "ozone": card.ozone, "drift": card.drift},
            "cards_left": len(st["deck"]["draw"]),
            "played_cards": list(st["deck"]["discard"]),
            "resigned": list(st["resigned"]),
            "prompt": None if ask is None else {"seat": ask[0], "kind": ask[1], "text": ask[2]},
            "current": current,
            "highlight": list(st.get("highlight", [])),
            "highlight_ladder": list(st.get("highlight_ladder", [])),
            "over": st["over"],
            "winners": list(st["winners"]),
            "summary": st["summary"],
            "intro": list(st["intro"]),
        }

    def dump(self, state: State) -> dict[str, JSON]:
        return _copy(state)

    def load(self, data: dict[str, JSON]) -> State:
        try:
            st = _copy(data)
        except (ValueError, TypeError) as exc:
            raise CorruptState(f"bad Primordial Soup state: {exc}") from exc
        if isinstance(st, dict):  # saved before the last move was recorded: nothing to highlight
            st.setdefault("highlight", [])
            st.setdefault("highlight_ladder", [])
        try:
            _validate(st)
        except CorruptState:
            raise
        except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
            raise CorruptState(f"bad Primordial Soup state: {exc!r}") from exc
        if not st["over"]:
            try:
                ask = _open(st)
            except (KeyError, TypeError, AttributeError, ValueError, IndexError, AssertionError) as exc:
                raise CorruptState(f"bad Primordial Soup state: the pending decision is unreadable ({exc!r})") from exc
            _check(ask is not None and bool(ask[3]), "nothing is awaited in an unfinished game")
        return st


def _sanitise_stack(st: State, seat: int) -> None:
    """After `seat` resigned: drop every pending task that belongs to it, keep the rest going."""
    stack = st["stack"]
    for i, task in enumerate(stack):
        t = task["t"]
        if task.get("queue"):
            if task["queue"][0] == seat:
                if t == "defect":
                    task["debt"] = None
                if t == "divide":
                    task["paid"] = False
            task["queue"] = [s for s in task["queue"] if s != seat]
        if t in ("amoeba", "move") and task["seat"] == seat:
            del stack[i:]
            return
        if t == "attack" and (task["att"][0] == seat or task["def"][0] == seat):
            del stack[i:]
            return
        if t == "step":
            if task["seat"] == seat:
                del stack[i:]
                return
            task["fol"] = [f for f in task["fol"] if f[0] != seat]
            task["carry"] = [c for c in task["carry"] if c[0] != seat]
            if task["cands"]:
                task["cands"] = [c for c in task["cands"] if c[0] != seat]
            if task["cur"] is not None and task["cur"][0] == seat:
                task["cur"] = None
                task["stage"] = "hold"


ENGINE = SoupEngine()
