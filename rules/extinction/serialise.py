"""Loading a saved game: every part of the state is checked, so a damaged save is refused with
CorruptState instead of failing later in the middle of a move."""

from __future__ import annotations

from collections import Counter
from typing import Any

from rules.base import JSON, CorruptState
from rules.dictengine import copy_state
from rules.extinction.data import (
    ACTION_NAMES,
    BARRIERS,
    CUBES_PER_PLAYER,
    DECK_ORDER,
    DECKS,
    ENVIRONMENT,
    HEX_SET,
    MAX_PER_CUBE,
    SEGMENTS,
)
from rules.extinction.fate import CAUSES
from rules.extinction.flow import STEPS
from rules.extinction.state import (
    OPTIONS,
    SCHEMA_VERSION,
    State,
)

_PHASES = ("colonise", "relocate", "play", "over")
_PER_SEAT = ("genes", "revealed", "extinct", "cause", "fell", "resigned")
_KEYS = ("players", "options", "rng", "phase", "order", "turn", "round", "cubes", "barriers", "decks", "environment",
         "last_card", "spin", "queue", "step", "pending", "path", "used", "changed", "moves", "highlight", "over",
         "winners", "summary", "intro", *_PER_SEAT)


def _check(condition: bool, what: str) -> None:
    if not condition:
        raise CorruptState(f"bad Extinction state: {what}")


def _is_int(value: Any, low: int = 0) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def load_state(data: dict[str, JSON]) -> State:
    st = copy_state(data) if isinstance(data, dict) else data
    _check(isinstance(st, dict), "not an object")
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    for key in _KEYS:
        _check(key in st, f"missing {key!r}")
    players = st["players"]
    _check(isinstance(players, list) and 2 <= len(players) <= 4 and all(isinstance(p, str) for p in players),
           "players must be 2 to 4 names")
    n = len(players)
    _check(isinstance(st["rng"], list) and len(st["rng"]) == 2 and all(_is_int(x) for x in st["rng"]), "rng")
    known = {o.name: o.choices for o in OPTIONS}
    _check(isinstance(st["options"], dict) and all(k in known and v in known[k] for k, v in st["options"].items()),
           "options")
    _check(st["phase"] in _PHASES, "phase")
    _check(sorted(st["order"]) == list(range(n)), "order must list every seat once")
    _check(_is_int(st["turn"]) and st["turn"] < n and _is_int(st["round"]) and _is_int(st["moves"]), "turn, round")
    for key in _PER_SEAT:
        _check(isinstance(st[key], list) and len(st[key]) == n, f"{key} needs one entry per player")
    _check_board(st, n)
    _check_cards(st, n)
    _check(st["spin"] is None or (_is_int(st["spin"]) and st["spin"] < len(SEGMENTS)), "spin")
    _check(isinstance(st["queue"], list) and all(a in ACTION_NAMES for a in st["queue"]), "queue")
    _check(isinstance(st["pending"], list) and all(_is_int(s) and s < n for s in st["pending"]), "pending")
    _check(all(isinstance(x, list) and all(isinstance(w, str) for w in x) for x in (st["path"], st["highlight"])),
           "path and highlight")
    _check(all(h in HEX_SET for h in st["used"]) and all(d in DECKS for d in st["changed"]), "used and changed")
    _check(all(c is None or c in CAUSES for c in st["cause"]), "causes of extinction")
    _check(all(isinstance(r, dict) and isinstance(r.get("defense"), list) for r in st["revealed"]), "revealed")
    _check(isinstance(st["over"], bool) and all(_is_int(s) and s < n for s in st["winners"]), "over and winners")
    step = st["step"]
    if step is not None:
        _check(isinstance(step, dict) and step.get("act") in STEPS, "step kind")
        _check(_is_int(step.get("seat")) and step["seat"] < n, "step seat")
    _check(isinstance(st["intro"], list), "intro")
    return st


def _check_board(st: State, n: int) -> None:
    cubes = st["cubes"]
    _check(isinstance(cubes, dict), "cubes")
    for hex_name, cube in cubes.items():
        _check(hex_name in HEX_SET, f"a cube on {hex_name!r}, which is no hex of Darwinia")
        _check(isinstance(cube, list) and len(cube) == 2 and _is_int(cube[0]) and cube[0] < n
               and _is_int(cube[1], 1) and cube[1] <= MAX_PER_CUBE, f"the cube on {hex_name}")
    per_seat = Counter(c[0] for c in cubes.values())
    _check(all(v <= CUBES_PER_PLAYER for v in per_seat.values()), "more than 20 cubes of one colour")
    barriers = st["barriers"]
    _check(isinstance(barriers, dict) and all(h in HEX_SET and k in BARRIERS for h, k in barriers.items()), "barriers")
    _check(not set(barriers) & set(cubes), "a cube on a barrier")
    placed = Counter(barriers.values())
    _check(all(placed[k] <= BARRIERS[k].count for k in BARRIERS), "more barriers of a kind than there are")


def _check_cards(st: State, n: int) -> None:
    decks = st["decks"]
    _check(isinstance(decks, dict) and set(decks) == set(DECK_ORDER), "decks")
    for deck in DECK_ORDER:
        held = [g[deck] for g in st["genes"] if isinstance(g, dict) and deck in g]
        _check(sorted(decks[deck] + held) == sorted(DECKS[deck].cards), f"the {deck} cards do not add up")
    for genes in st["genes"]:
        _check(isinstance(genes, dict) and (not genes or set(genes) == set(DECK_ORDER)), "a genotype")
    _check(sorted(st["environment"]) == sorted(ENVIRONMENT), "the environment deck")
    _check(st["last_card"] is None or st["last_card"] in ENVIRONMENT, "last environment card")
