"""Loading a saved game: every part of the state is checked, so a damaged save is refused with
CorruptState at once instead of failing in the middle of a move."""

from __future__ import annotations

from typing import Any

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

PHASES = ("draft", "place", "apocalytes", "turn", "over")
STAGES = ("reinforce", "move", "combat", "end")
MARK_LISTS = ("portals", "ground_zeros", "craters", "sealed")


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise CorruptState(f"bad Apocalyte state: {what}")


def _counts(value: Any, length: int | None = None) -> bool:
    return (isinstance(value, list) and (length is None or len(value) == length)
            and all(isinstance(n, int) and n >= 0 for n in value))


def _per_territory(st: dict, key: str, valid: Any) -> None:
    table = st.get(key)
    if not isinstance(table, dict) or set(table) != set(CODES):
        raise CorruptState(f"bad Apocalyte state: {key} must cover the 42 territories")
    _check(all(valid(v) for v in table.values()), f"{key} holds a bad value")


def load_state(data: dict[str, JSON]) -> State:
    st = copy_state(data)
    _check(isinstance(st, dict), "not an object")
    _check(st.get("game") == GAME_KEY and st.get("schema_version") == SCHEMA_VERSION, "not a version-1 Apocalyte save")
    players = st.get("players")
    if not isinstance(players, list):
        raise CorruptState("bad Apocalyte state: players")
    _check(2 <= len(players) <= 5 and all(isinstance(p, str) for p in players), "players")
    n = len(players)
    known = {o.name: o.choices for o in OPTIONS}
    _check(isinstance(st.get("options"), dict) and all(k in known and v in known[k] for k, v in st["options"].items()),
           "options")
    _check(_counts(st.get("rng"), 2), "rng")
    _check(st.get("phase") in PHASES, "phase")
    _check(st.get("scenario") in (None, *SCENARIOS), "scenario")
    _check(isinstance(st.get("round"), int) and st["round"] >= 0, "round")
    _per_territory(st, "armies", lambda v: _counts(v, n))
    _per_territory(st, "apoc", lambda v: isinstance(v, int) and v >= 0)
    _per_territory(st, "supplies", lambda v: isinstance(v, int) and v >= 0)
    marks = st.get("marks")
    if not isinstance(marks, dict):
        raise CorruptState("bad Apocalyte state: marks")
    _check(marks.get("mothership") in (None, *CODES), "marks")
    _check(all(isinstance(marks.get(k), list) and set(marks[k]) <= set(CODES) for k in MARK_LISTS), "marks")
    for key in ("cure", "meteorites"):
        _check(isinstance(st.get(key), int) and st[key] >= 0, key)
    _check(st.get("missile") in (None, *CODES), "missile")
    for key in ("out", "resigned"):
        _check(isinstance(st.get(key), list) and len(st[key]) == n and all(isinstance(b, bool) for b in st[key]), key)
    _check(_counts(st.get("placing"), n), "placing")
    _check(isinstance(st.get("extra"), dict) and set(st["extra"]) <= set(CODES), "extra")
    for key in ("over", "won"):
        _check(isinstance(st.get(key), bool), key)
    _check(isinstance(st.get("summary"), str) and isinstance(st.get("intro"), list), "summary")
    _check(isinstance(st.get("highlight"), list) and set(st["highlight"]) <= set(CODES), "highlight")
    _check(isinstance(st.get("arrows"), list) and all(set(a) <= set(CODES) for a in st["arrows"]), "arrows")
    phase = st["phase"]
    _check((st.get("draft") is not None) == (phase == "draft"), "draft")
    if phase == "draft":
        _check(st["draft"].get("seat") in range(n), "draft seat")
    _check((phase == "apocalytes") == (st.get("apoc_turn") is not None), "the Apocalytes' turn")
    if phase == "apocalytes":
        _check_apoc_turn(st["apoc_turn"])
    _check((phase == "turn") == (st.get("turn") is not None), "the player's turn")
    if phase == "turn":
        _check_turn(st["turn"], n)
    _check(phase in ("draft", "place") or st["scenario"] is not None, "a game in play has a scenario")
    return st


def _check_apoc_turn(t: Any) -> None:
    _check(isinstance(t, dict) and isinstance(t.get("first"), bool) and isinstance(t.get("stages"), list),
           "the Apocalytes' turn")
    _check(t.get("queue") is None or (isinstance(t["queue"], list) and set(t["queue"]) <= set(CODES)), "movers")
    pending = t.get("pending")
    _check(pending is None or (isinstance(pending, dict) and pending.get("src") in CODES
           and pending.get("dst") in CODES and isinstance(pending.get("count"), int)), "pending movement")


def _check_turn(t: Any, n: int) -> None:
    _check(isinstance(t, dict) and t.get("seat") in range(n) and t.get("stage") in STAGES, "turn")
    _check(isinstance(t.get("left"), int) and isinstance(t.get("moves"), int) and 0 <= t["moves"] <= 2, "turn counts")
    plan = t.get("plan")
    _check(plan is None or (isinstance(plan, dict) and plan.get("src") in CODES), "plan")
    _check(isinstance(t.get("fought"), dict) and set(t["fought"]) <= set(CODES), "rounds fought")
    _check(isinstance(t.get("used"), list) and isinstance(t.get("refused"), list), "turn lists")
    request = t.get("request")
    _check(request is None or (isinstance(request, dict) and isinstance(request.get("queue"), list)
           and request["queue"] and all(s in range(n) for s in request["queue"])), "permission request")
