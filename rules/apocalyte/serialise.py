"""Loading a saved game: every part of the state is checked, so a damaged save is refused with
CorruptState at once instead of failing in the middle of a move. This is where saved JSON becomes a
`State`, once every key has been checked to hold what the type says."""

from __future__ import annotations

from collections.abc import Callable
from typing import NoReturn, cast

from rules.apocalyte.state import (
    GAME_KEY,
    OPTIONS,
    SCENARIOS,
    SCHEMA_VERSION,
    State,
)
from rules.apocalyte.world import CODES
from rules.base import JSON, CorruptState
from rules.dictengine import copy_state
from rules.jsonshape import Record, is_array, is_bools, is_count, is_int, is_ints, is_record, is_strs
from rules.phrases import is_stored_words

PHASES = ("draft", "place", "apocalytes", "turn", "over")
STAGES = ("reinforce", "move", "combat", "end")
MARK_LISTS = ("portals", "ground_zeros", "craters", "sealed")
_TERRITORIES = frozenset(CODES)


def _refuse(what: str) -> NoReturn:
    raise CorruptState(f"bad Apocalyte state: {what}")


def _check(cond: bool, what: str) -> None:
    if not cond:
        _refuse(what)


def _counts(value: object, length: int | None = None) -> bool:
    return is_ints(value, 0) and (length is None or len(value) == length)


def _codes(value: object) -> bool:
    """A list of territory codes."""
    return is_strs(value) and set(value) <= _TERRITORIES


def _code_or_none(value: object) -> bool:
    return value is None or value in CODES


def _by_territory(value: object, valid: Callable[[object], bool]) -> bool:
    """An object keyed by territory codes (some of them), each value valid."""
    return is_record(value) and set(value) <= _TERRITORIES and all(valid(v) for v in value.values())


def _per_territory(st: Record, key: str, valid: Callable[[object], bool]) -> None:
    table = st.get(key)
    if not is_record(table) or set(table) != _TERRITORIES:
        _refuse(f"{key} must cover the 42 territories")
    _check(all(valid(v) for v in table.values()), f"{key} holds a bad value")


def load_state(data: dict[str, JSON]) -> State:
    st = copy_state(data)
    if not is_record(st):
        _refuse("not an object")
    _check(st.get("game") == GAME_KEY and st.get("schema_version") == SCHEMA_VERSION, "not a version-1 Apocalyte save")
    players = st.get("players")
    if not is_array(players):
        _refuse("players")
    _check(2 <= len(players) <= 5 and all(isinstance(p, str) for p in players), "players")
    n = len(players)
    known = {o.name: o.choices for o in OPTIONS}
    options = st.get("options")
    _check(is_record(options) and all(k in known and v in known[k] for k, v in options.items()), "options")
    _check(_counts(st.get("rng"), 2), "rng")
    _check(st.get("phase") in PHASES, "phase")
    _check(st.get("scenario") in (None, *SCENARIOS), "scenario")
    _check(is_count(st.get("round")), "round")
    _per_territory(st, "armies", lambda v: _counts(v, n))
    _per_territory(st, "apoc", is_count)
    _per_territory(st, "supplies", is_count)
    marks = st.get("marks")
    if not is_record(marks):
        _refuse("marks")
    _check(_code_or_none(marks.get("mothership")), "marks")
    _check(all(_codes(marks.get(k)) for k in MARK_LISTS), "marks")
    for key in ("cure", "meteorites"):
        _check(is_count(st.get(key)), key)
    _check(_code_or_none(st.get("missile")), "missile")
    for key in ("out", "resigned"):
        flags = st.get(key)
        _check(is_bools(flags) and len(flags) == n, key)
    _check(_counts(st.get("placing"), n), "placing")
    _check(_by_territory(st.get("extra"), is_count), "extra")
    for key in ("over", "won"):
        _check(isinstance(st.get(key), bool), key)
    intro = st.get("intro")
    _check(is_stored_words(st.get("summary")) and is_array(intro) and all(is_record(e) for e in intro), "summary")
    _check(_codes(st.get("highlight")), "highlight")
    arrows = st.get("arrows")
    _check(is_array(arrows) and all(_codes(a) for a in arrows), "arrows")
    phase = st["phase"]
    draft = st.get("draft")
    _check((draft is not None) == (phase == "draft"), "draft")
    if draft is not None:
        _check(is_record(draft) and draft.get("seat") in range(n), "draft seat")
    _check((phase == "apocalytes") == (st.get("apoc_turn") is not None), "the Apocalytes' turn")
    if phase == "apocalytes":
        _check_apoc_turn(st["apoc_turn"])
    _check((phase == "turn") == (st.get("turn") is not None), "the player's turn")
    if phase == "turn":
        _check_turn(st["turn"], n)
    _check(phase in ("draft", "place") or st["scenario"] is not None, "a game in play has a scenario")
    return cast(State, st)


def _check_apoc_turn(t: object) -> None:
    if not is_record(t):
        _refuse("the Apocalytes' turn")
    _check(isinstance(t.get("first"), bool) and is_strs(t.get("stages")), "the Apocalytes' turn")
    _check(t.get("queue") is None or _codes(t["queue"]), "movers")
    pending = t.get("pending")
    _check(pending is None or (is_record(pending) and pending.get("src") in CODES
           and pending.get("dst") in CODES and is_int(pending.get("count"))), "pending movement")


def _check_turn(t: object, n: int) -> None:
    if not is_record(t):
        _refuse("turn")
    _check(t.get("seat") in range(n) and t.get("stage") in STAGES, "turn")
    moves = t.get("moves")
    _check(is_int(t.get("left")) and is_int(moves) and 0 <= moves <= 2, "turn counts")
    _check(_is_plan(t.get("plan")), "plan")
    _check(_by_territory(t.get("fought"), is_count), "rounds fought")
    refused = t.get("refused")
    _check(is_strs(t.get("used")) and is_array(refused) and all(_codes(r) for r in refused), "turn lists")
    request = t.get("request")
    _check(request is None or _is_request(request, n), "permission request")


def _is_plan(plan: object) -> bool:
    """The movement being chosen: its source, and as much of the rest as was chosen."""
    return plan is None or (is_record(plan) and plan.get("src") in CODES
                            and plan.get("dst", CODES[0]) in CODES
                            and _code_or_none(plan.get("via")) and is_count(plan.get("count", 0)))


def _is_request(request: object, n: int) -> bool:
    if not is_record(request):
        return False
    queue, move, reasons = request.get("queue"), request.get("move"), request.get("reasons")
    return (is_ints(queue) and bool(queue) and all(s in range(n) for s in queue)
            and is_record(move) and move.get("seat") in range(n) and move.get("src") in CODES
            and move.get("dst") in CODES and _code_or_none(move.get("via"))
            and is_count(move.get("count")) and is_count(move.get("carry"))
            and is_record(reasons) and all(isinstance(r, list) and all(is_stored_words(why) for why in r)
                                           for r in reasons.values()))

