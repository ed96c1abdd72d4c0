"""Loading a saved game: every part of the state is checked, so a damaged save is refused with
CorruptState instead of failing later in the middle of a move. This is where saved JSON becomes a
`State`, once every key has been checked to hold what the type says."""

from __future__ import annotations

from collections import Counter
from typing import NoReturn, cast

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
    PREDATOR_TYPES,
    SEGMENTS,
)
from rules.extinction.fate import CAUSES
from rules.extinction.flow import STEPS
from rules.extinction.state import (
    GAME_KEY,
    OPTIONS,
    SCHEMA_VERSION,
    State,
)
from rules.jsonshape import array, ints, is_count, record, words
from rules.phrases import is_stored_words

_PHASES = ("colonise", "relocate", "play", "over")
_PER_SEAT = ("genes", "revealed", "extinct", "cause", "fell", "resigned")
_KEYS = ("game", "players", "options", "rng", "phase", "order", "turn", "round", "cubes", "barriers", "decks",
         "environment", "last_card", "spin", "queue", "step", "pending", "path", "used", "changed", "moves",
         "highlight", "over", "winners", "summary", "intro", *_PER_SEAT)
# what each kind of step keeps beside its kind and its seat (state.Step)
_STEP_KEYS = {"colonise": ("left",), "relocate": ("left",), "reproduce": ("left", "sources"), "lose": ("left", "card"),
              "mild": (), "barrier": (), "migrate": ("budget", "moved"),
              "compete": ("announced", "checked", "defended", "taken"), "genes": ("count",)}


def _refuse(what: str) -> NoReturn:
    raise CorruptState(f"bad Extinction state: {what}")


def _check(condition: bool, what: str) -> None:
    if not condition:
        _refuse(what)


def load_state(data: dict[str, JSON]) -> State:
    raw = record(data)
    if raw is None:
        _refuse("not an object")
    st = copy_state(raw)
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    for key in _KEYS:
        _check(key in st, f"missing {key!r}")
    _check(st["game"] == GAME_KEY, f"game must be {GAME_KEY!r}")
    players = words(st["players"])
    if players is None or not 2 <= len(players) <= 4:
        _refuse("players must be 2 to 4 names")
    n = len(players)
    rng = ints(st["rng"])
    _check(rng is not None and len(rng) == 2, "rng")
    known = {o.name: o.choices for o in OPTIONS}
    options = record(st["options"])
    _check(options is not None and all(k in known and v in known[k] for k, v in options.items()), "options")
    _check(st["phase"] in _PHASES, "phase")
    order = ints(st["order"])
    _check(order is not None and sorted(order) == list(range(n)), "order must list every seat once")
    turn = st["turn"]
    _check(is_count(turn) and turn < n and is_count(st["round"]) and is_count(st["moves"]), "turn, round")
    for key in _PER_SEAT:
        per_seat = array(st[key])
        _check(per_seat is not None and len(per_seat) == n, f"{key} needs one entry per player")
    _check_board(st, n)
    _check_cards(st)
    spin = st["spin"]
    _check(spin is None or (is_count(spin) and spin < len(SEGMENTS)), "spin")
    queue = words(st["queue"])
    _check(queue is not None and all(a in ACTION_NAMES for a in queue), "queue")
    _check(ints(st["pending"], n) is not None, "pending")
    _check(words(st["path"]) is not None and words(st["highlight"]) is not None, "path and highlight")
    used, changed = words(st["used"]), words(st["changed"])
    _check(used is not None and all(h in HEX_SET for h in used) and changed is not None
           and all(d in DECKS for d in changed), "used and changed")
    _check(all(c is None or c in CAUSES for c in array(st["cause"]) or ()), "causes of extinction")
    _check(all(isinstance(x, bool) for key in ("extinct", "resigned") for x in array(st[key]) or ())
           and ints(st["fell"]) is not None, "extinct, fell and resigned")
    _check(all(_shown(r) for r in array(st["revealed"]) or ()), "revealed")
    _check(isinstance(st["over"], bool) and ints(st["winners"], n) is not None, "over and winners")
    _check(is_stored_words(st["summary"]), "summary")
    if st["step"] is not None:
        _check_step(st["step"], n)
    intro = array(st["intro"])
    _check(intro is not None and all(record(e) is not None for e in intro), "intro")
    return cast(State, st)


def _shown(value: object) -> bool:
    """Whether `value` is what a species showed: a predator type or none, and defence words."""
    revealed = record(value)
    return revealed is not None and words(revealed.get("defense")) is not None and (
        revealed.get("predator") is None or revealed.get("predator") in PREDATOR_TYPES)


def _check_step(value: object, n: int) -> None:
    step = record(value)
    act = None if step is None else step.get("act")
    if step is None or not isinstance(act, str) or act not in STEPS:
        _refuse("step kind")
    seat = step.get("seat")
    _check(is_count(seat) and seat < n, "step seat")
    for key in _STEP_KEYS[act]:
        _check(key in step, f"the {act} step's {key}")
    _check(all(is_count(step[key]) for key in ("left", "budget", "moved", "taken", "count") if key in step),
           f"the {act} step's counts")
    sources = words(step.get("sources", []))
    _check(sources is not None and all(h in HEX_SET for h in sources), f"the {act} step's sources")
    _check("card" not in step or step["card"] in ENVIRONMENT, f"the {act} step's card")
    _check(isinstance(step.get("announced", False), bool) and ints(step.get("checked", []), n) is not None
           and ints(step.get("defended", []), n) is not None, f"the {act} step's rivals")



def _check_board(st: dict[str, object], n: int) -> None:
    cubes = record(st["cubes"])
    if cubes is None:
        _refuse("cubes")
    seats: list[int] = []
    for hex_name, cube in cubes.items():
        _check(hex_name in HEX_SET, f"a cube on {hex_name!r}, which is no hex of Darwinia")
        pair = ints(cube)
        if pair is None or len(pair) != 2 or not (pair[0] < n and 1 <= pair[1] <= MAX_PER_CUBE):
            _refuse(f"the cube on {hex_name}")
        seats.append(pair[0])
    _check(all(v <= CUBES_PER_PLAYER for v in Counter(seats).values()), "more than 20 cubes of one colour")
    barriers = record(st["barriers"])
    if barriers is None or not all(h in HEX_SET and k in BARRIERS for h, k in barriers.items()):
        _refuse("barriers")
    _check(not set(barriers) & set(cubes), "a cube on a barrier")
    placed = Counter(barriers.values())
    _check(all(placed[k] <= BARRIERS[k].count for k in BARRIERS), "more barriers of a kind than there are")


def _check_cards(st: dict[str, object]) -> None:
    decks = record(st["decks"])
    if decks is None or set(decks) != set(DECK_ORDER):
        _refuse("decks")
    genes = [record(g) for g in array(st["genes"]) or ()]
    for deck in DECK_ORDER:
        held = [g[deck] for g in genes if g is not None and deck in g]
        pile = array(decks[deck])
        cards = None if pile is None else words(pile + held)
        _check(cards is not None and sorted(cards) == sorted(DECKS[deck].cards), f"the {deck} cards do not add up")
    for genotype in genes:
        _check(genotype is not None and (not genotype or set(genotype) == set(DECK_ORDER)), "a genotype")
    environment = words(st["environment"])
    _check(environment is not None and sorted(environment) == sorted(ENVIRONMENT), "the environment deck")
    _check(st["last_card"] is None or st["last_card"] in ENVIRONMENT, "last environment card")
