"""Loading a saved game: every part of the state is checked, so a corrupt save is refused with
CorruptState instead of failing later in the middle of a move. This is the one place raw JSON becomes
a State: it is read as `object` through the type guards below, and cast once every check has passed.
The tasks on the stack are checked by kind, and the top one by reading the decision it awaits."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NoReturn, TypeGuard, TypeVar, cast

from rules.base import JSON, CorruptState
from rules.dictengine import copy_state
from rules.jsonshape import Record, is_array, is_ints, is_record
from rules.phrases import is_stored_words
from rules.soup.data import CARDS, CUBES_PER_COLOUR, GENES, LADDER_LENGTH, MAX_AMOEBAS, SQUARE_SET, SQUARES
from rules.soup.stages import owed
from rules.soup.state import (
    GAME_KEY,
    ISLAND,
    OPTION_DEFAULTS,
    OPTIONS,
    PHASES,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    TASK_KINDS,
    State,
    Task,
)

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

_USED = ("defense", "escape", "aggression")  # the keys of each seat's Used

Value = TypeVar("Value")


def _check(cond: bool, what: str) -> None:
    if not cond:
        _refuse(what)


def _refuse(what: str) -> NoReturn:
    raise CorruptState(f"bad Primordial Soup state: {what}")


def _is_cube_counts(value: object) -> TypeGuard[list[int]]:
    """A count of cubes for each of the four colours."""
    return is_ints(value, 0) and len(value) == 4


# The parts of the state, of an amoeba and of a task as saved games name them, under the names the
# code reads; a step's direction was saved as "d", a move's as "dir"
_SAVED_STATE_KEYS = {"biological_points": "bp"}
_SAVED_AMOEBA_KEYS = {"space": "sq", "damage": "dp"}
_SAVED_TASK_KEYS = {"type": "t", "number": "num", "attacker": "att", "defender": "def", "fought_again": "pdef",
                    "space": "sq", "holders": "cands", "asked": "cur", "followers": "fol", "ways": "opts",
                    "damage": "dp"}
_SAVED_DIRECTION = {"step": "d", "move": "dir"}
# The values of a task's parts that were saved short too, by part
_SAVED_VALUES = {
    "type": {"phase_one": "p1", "aggression_choice": "aggr"},
    "order": {"lowest_first": "asc", "highest_first": "desc"},
    "stage": {"follower_carry": "fcarry", "offer_again": "again?"},
}


def _read_as(saved: dict[str, str]) -> dict[str, str]:
    """The names the code reads, by the names saved games hold."""
    return {short: name for name, short in saved.items()}


_READ_STATE_KEYS = _read_as(_SAVED_STATE_KEYS)
_READ_AMOEBA_KEYS = _read_as(_SAVED_AMOEBA_KEYS)
_READ_TASK_KEYS = _read_as(_SAVED_TASK_KEYS) | {"d": "direction", "dir": "direction"}
_READ_VALUES = {_SAVED_TASK_KEYS.get(key, key): _read_as(values) for key, values in _SAVED_VALUES.items()}


def _renamed(record: Mapping[str, Value], names: dict[str, str]) -> dict[str, Value]:
    """`record` with the keys `names` lists renamed, in the same order."""
    return {names.get(key, key): value for key, value in record.items()}


def _task_in_memory(saved: dict[str, object]) -> dict[str, object]:
    """A saved task with its parts, and their values saved short, under the names the code reads."""
    return {_READ_TASK_KEYS.get(key, key): _READ_VALUES.get(key, {}).get(value, value) if isinstance(value, str)
            else value for key, value in saved.items()}


def _task_as_saved(task: Task) -> dict[str, JSON]:
    """A task with its parts, and their values saved short, under the names saved games hold, in the same order."""
    saved: dict[str, JSON] = {}
    for key, value in cast(dict[str, JSON], task).items():
        name = _SAVED_DIRECTION[task["type"]] if key == "direction" else _SAVED_TASK_KEYS.get(key, key)
        saved[name] = _SAVED_VALUES.get(key, {}).get(value, value) if isinstance(value, str) else value
    return saved


def saved_form(st: State) -> dict[str, JSON]:
    """The state as JSON, its own parts, its amoebas' and its tasks' under the names saved games hold."""
    saved = _renamed(copy_state(cast(dict[str, JSON], st)), _SAVED_STATE_KEYS)
    tribes = cast(list[list[dict[str, JSON] | None]], saved["amoebas"])
    saved["amoebas"] = [[None if a is None else _renamed(a, _SAVED_AMOEBA_KEYS) for a in tribe] for tribe in tribes]
    saved["stack"] = [_task_as_saved(task) for task in st["stack"]]
    return saved


def _in_memory(st: Record) -> State:
    """A checked saved state with its own parts and its amoebas' under the names the code reads."""
    memory = _renamed(st, _READ_STATE_KEYS)
    tribes = cast(list[list[Record | None]], memory["amoebas"])
    memory["amoebas"] = [[None if a is None else _renamed(a, _READ_AMOEBA_KEYS) for a in tribe] for tribe in tribes]
    return cast(State, memory)


def _checked(st: object) -> State:
    """The saved state `st`, once every part of it is checked."""
    if not is_record(st):
        _refuse("not an object")
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    _check(st.get("game", GAME_KEY) == GAME_KEY, f"game must be {GAME_KEY!r}")
    for key in _STATE_KEYS:
        _check(key in st, f"missing {key!r}")
    players = st["players"]
    if not (is_array(players) and 3 <= len(players) <= 4):
        _refuse("players must be 3 or 4 names")
    _check(all(isinstance(p, str) for p in players), "player names must be strings")
    n = len(players)
    rng = st["rng"]
    _check(is_array(rng) and len(rng) == 2 and all(isinstance(x, int) for x in rng), "rng")
    _check(st["phase"] in PHASES, "phase")
    _check(isinstance(st["round"], int) and st["round"] >= 0, "round")
    seat_lists: dict[str, list[object]] = {}
    for key in ("ladder", "bp", "genes", "amoebas", "used", "resigned"):
        value = st[key]
        if not (is_array(value) and len(value) == n):
            _refuse(f"{key} needs one entry per player")
        seat_lists[key] = value
    positions = [p for p in seat_lists["ladder"] if p is not None]
    _check(all(isinstance(p, int) and 1 <= p <= LADDER_LENGTH for p in positions), "ladder positions")
    _check(len(set(positions)) == len(positions), "two markers on one ladder space")
    _check(all(isinstance(b, int) and b >= 0 for b in seat_lists["bp"]), "BP must be whole numbers, never negative")
    _check(all(isinstance(out, bool) for out in seat_lists["resigned"]), "resigned must be true or false for each seat")
    _check(
        all(is_record(used) and all(isinstance(used.get(r), bool) for r in _USED) for used in seat_lists["used"]),
        f"used must say for each seat whether it used {', '.join(_USED)} this round (true or false)",
    )
    for genes in seat_lists["genes"]:
        _check(is_record(genes) and all(g in GENES and isinstance(r, int) for g, r in genes.items()), "genes")
    pool = st["pool"]
    _check(
        is_record(pool) and all(g in GENES and isinstance(c, int) and c >= 0 for g, c in pool.items()),
        "gene pool",
    )
    for tribe in seat_lists["amoebas"]:
        if not (is_array(tribe) and len(tribe) == MAX_AMOEBAS):
            _refuse("each tribe has 7 amoeba slots")
        for a in tribe:
            if a is not None:
                if not (is_record(a) and a.get("sq") in SQUARE_SET):
                    _refuse("amoeba on a space that does not exist")
                dp = a.get("dp")
                _check(isinstance(dp, int) and dp >= 0 and isinstance(a.get("moved"), bool), "amoeba")
    cubes = st["cubes"]
    if not (is_record(cubes) and set(cubes) == set(SQUARES)):
        _refuse("cubes must list every space")
    _check(all(_is_cube_counts(counts) for counts in cubes.values()), "cube counts")
    supply = st["supply"]
    if not _is_cube_counts(supply):
        _refuse("supply")
    for colour in range(4):
        total = supply[colour] + sum(counts[colour] for counts in cubes.values() if _is_cube_counts(counts))
        _check(total == CUBES_PER_COLOUR, f"{SEAT_COLOURS[colour]} cubes do not add up to {CUBES_PER_COLOUR}")
    _check(st["card"] in CARDS, "current environment card")
    deck = st["deck"]
    if not (is_record(deck) and is_array(draw := deck.get("draw")) and is_array(discard := deck.get("discard"))):
        _refuse("deck (a deck is {'draw': [...], 'discard': [...]})")
    _check(all(c in CARDS for c in draw + discard), "environment deck")
    stack = st["stack"]
    if not (is_array(stack) and all(is_record(task) for task in stack)):
        _refuse("task stack")
    st["stack"] = stack = [_task_in_memory(task) for task in stack if is_record(task)]
    _check(all(task.get("type") in TASK_KINDS for task in stack), "task stack")
    options = st["options"]
    if not is_record(options):
        _refuse("options")
    for name, value in options.items():
        _check(name in OPTION_DEFAULTS and value in next(o.choices for o in OPTIONS if o.name == name), "options")
    winners = st["winners"]
    if not (isinstance(st["over"], bool) and is_array(winners)):
        _refuse("result")
    _check(all(isinstance(w, int) and 0 <= w < n for w in winners), "winners must be seats")
    _check(is_stored_words(st["summary"]), "summary must be text or its phrase")
    _check(isinstance(st["last_card"], bool), "last_card must be true or false")
    intro = st["intro"]
    _check(
        is_array(intro)
        and all(is_record(e) and isinstance(e.get("kind"), str) and isinstance(e.get("text"), str) for e in intro),
        "intro must list the events of setup",
    )
    highlight = st["highlight"]
    _check(
        is_array(highlight) and all(sq in SQUARE_SET or sq == ISLAND for sq in highlight),
        "highlight must list board spaces",
    )
    highlight_ladder = st["highlight_ladder"]
    _check(
        is_array(highlight_ladder)
        and all(isinstance(p, int) and 1 <= p <= LADDER_LENGTH for p in highlight_ladder),
        "highlight_ladder must list ladder spaces",
    )
    _check(bool(st["over"]) or bool(stack), "an unfinished game must have something pending")
    return _in_memory(st)



def load_state(data: dict[str, JSON]) -> State:
    try:
        raw: object = copy_state(data)
    except (ValueError, TypeError) as exc:
        raise CorruptState(f"bad Primordial Soup state: {exc}") from exc
    if is_record(raw):  # saved before the last move was recorded: nothing to highlight
        raw.setdefault("highlight", [])
        raw.setdefault("highlight_ladder", [])
    try:
        st = _checked(raw)
    except CorruptState:
        raise
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
        raise CorruptState(f"bad Primordial Soup state: {exc!r}") from exc
    if not st["over"]:
        try:
            found = owed(st)
            offered = found is not None and bool(found[1].ask(st)[3])
        except (KeyError, TypeError, AttributeError, ValueError, IndexError, AssertionError) as exc:
            raise CorruptState(f"bad Primordial Soup state: the pending decision is unreadable ({exc!r})") from exc
        _check(offered, "nothing is awaited in an unfinished game")
    return st
