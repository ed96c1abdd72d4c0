"""Loading a saved game: every part of the state is checked, so a corrupt save is refused with
CorruptState instead of failing later in the middle of a move."""

from __future__ import annotations

from typing import Any

from rules.base import JSON, CorruptState
from rules.deck import Deck
from rules.dictengine import copy_state
from rules.soup.data import CARDS, CUBES_PER_COLOUR, GENES, LADDER_LENGTH, MAX_AMOEBAS, SQUARE_SET, SQUARES
from rules.soup.state import (
    ISLAND,
    OPTION_DEFAULTS,
    OPTIONS,
    PHASE_TITLES,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
)
from rules.soup.tasks import HANDLERS, open_prompt

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


def _is_cube_counts(value: Any) -> bool:
    """A count of cubes for each of the four colours."""
    return isinstance(value, list) and len(value) == 4 and all(isinstance(c, int) and c >= 0 for c in value)


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
    _check(st["phase"] in PHASE_TITLES, "phase")
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
    _check(all(_is_cube_counts(counts) for counts in cubes.values()), "cube counts")
    supply = st["supply"]
    _check(_is_cube_counts(supply), "supply")
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


def load_state(data: dict[str, JSON]) -> State:
    try:
        st = copy_state(data)
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
            ask = open_prompt(st)
        except (KeyError, TypeError, AttributeError, ValueError, IndexError, AssertionError) as exc:
            raise CorruptState(f"bad Primordial Soup state: the pending decision is unreadable ({exc!r})") from exc
        _check(ask is not None and bool(ask[3]), "nothing is awaited in an unfinished game")
    return st
