"""Helpers for the Primordial Soup tests: hand-made positions and rigged dice.

`position(...)` builds a game at the start of any phase from a few facts (amoebas, cubes, genes,
BP, ladder); the cube supply is recomputed so the 220 cubes always add up. `rig(state, rolls)`
makes the state's own seeded RNG yield exactly those die rolls next. The helpers are tested
here too, so a broken helper cannot pass silently.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from rules.base import JSON, Event
from rules.dictengine import copy_state
from rules.rng import Rng
from rules.soup import ENGINE
from rules.soup import engine as E
from rules.soup.data import CUBES_PER_COLOUR, SQUARES
from rules.soup.stages import run_until_decision
from rules.soup.state import Phase, State, roll_dice

NAMES = ("Ann", "Bob", "Cid", "Dee")
SHORT = {"r": 0, "g": 1, "b": 2, "y": 3}
STREAM_SEED = 424242
_stream: list[str] = []
_draws: list[int] = []
_rng = Rng(STREAM_SEED)

# phase -> the phase before it, from which the engine steps into it
_BEFORE: dict[str, Phase] = {
    "move": "setup",
    "environment": "move",
    "genes": "environment",
    "division": "genes",
    "deaths": "division",
    "scoring": "deaths",
}


def rng_for(rolls: Sequence[int]) -> list[int]:
    """An RNG state (seed, draws) whose next die() calls give `rolls` in order."""
    wanted = "".join(str(r) for r in rolls)
    start = 0
    while True:
        index = "".join(_stream).find(wanted, max(0, start - len(wanted)))
        if index >= 0:
            return [STREAM_SEED, _draws[index]]
        start = len(_stream)
        for _ in range(50_000):
            _draws.append(_rng.draws)
            _stream.append(str(_rng.die()))


def rig(state: State, rolls: Sequence[int]) -> State:
    """A copy of `state` whose next dice are `rolls`."""
    st = copy_state(state)
    st["rng"] = rng_for(rolls)
    return st


def cubes(text: str) -> list[int]:
    """ "rrgb" -> [2, 1, 1, 0]."""
    counts = [0, 0, 0, 0]
    for ch in text:
        counts[SHORT[ch]] += 1
    return counts


def setup_position(
    n: int = 4,
    *,
    amoebas: Iterable[tuple[int, int, str, int]] = (),
    food: dict[str, str] | None = None,
    fill: int = 2,
    genes: dict[int, Sequence[str]] | None = None,
    bp: Sequence[int] | None = None,
    ladder: Sequence[int] | None = None,
    card: int = 9,
    deck: Sequence[int] | None = None,
    round: int = 2,
    phase: str = "move",
    rolls: Sequence[int] = (),
    options: dict[str, str] | None = None,
    acquired: int | None = None,
) -> tuple[State, list[Event]]:
    """A game at the start of `phase` in `round`, run until its first decision.

    amoebas: (seat, number, square, damage points). food: square -> "rrgb" (other spaces get
    `fill` cubes of each colour in play). genes: seat -> gene keys, held since round
    `acquired` (default: the round before). card 9 is Still water (ozone 12, no drift)."""
    st = ENGINE.new(list(NAMES[:n]), options or {}, 1)
    st["amoebas"] = [[None] * 7 for _ in range(n)]
    for seat, num, sq, damage in amoebas:
        st["amoebas"][seat][num - 1] = {"space": sq, "damage": damage, "moved": False}
    for sq in SQUARES:
        st["cubes"][sq] = [fill if c < n else 0 for c in range(4)]
    for sq, text in (food or {}).items():
        st["cubes"][sq] = cubes(text)
    st["supply"] = [CUBES_PER_COLOUR - sum(st["cubes"][sq][c] for sq in SQUARES) for c in range(4)]
    assert min(st["supply"]) >= 0
    st["pool"] = {g: E.GENES[g].copies(n) for g in E.GENE_ORDER}
    st["genes"] = [{} for _ in range(n)]
    held = round - 1 if acquired is None else acquired
    for seat, keys in (genes or {}).items():
        for key in keys:
            st["genes"][seat][key] = held
            st["pool"][key] -= 1
    st["biological_points"] = list(bp) if bp is not None else [10] * n
    st["ladder"] = list(ladder) if ladder is not None else list(range(1, n + 1))
    st["card"] = card
    remaining = [c for c in range(1, 12) if c != card] if deck is None else list(deck)
    st["deck"] = {"draw": remaining, "discard": []}
    st["round"] = round - 1 if phase == "move" else round
    st["phase"] = _BEFORE[phase]
    st["stack"] = []
    st["over"] = False
    st["winners"] = []
    st["summary"] = ""
    st["last_card"] = False
    if rolls:
        st["rng"] = rng_for(rolls)
    ev: list[Event] = []
    run_until_decision(st, ev)
    return st, ev


def position(n: int = 4, **kwargs: Any) -> State:
    return setup_position(n, **kwargs)[0]


def act(state: State, text: str, seat: int | None = None) -> tuple[State, list[Event]]:
    """Play typed notation for the prompted seat (or `seat`)."""
    if seat is None:
        seat = ENGINE.prompts(state)[0].seat
    return ENGINE.apply(state, seat, ENGINE.parse(state, seat, text))


def prompt(state: State) -> Any:
    return ENGINE.prompts(state)[0]


def legal(state: State) -> list[str]:
    p = ENGINE.prompts(state)
    return [a.notation for a in ENGINE.legal_actions(state, p[0].seat)] if p else []


def log(events: Iterable[Event]) -> str:
    return "\n".join(e.text for e in events)


def where(state: State, seat: int, num: int) -> str | None:
    a = state["amoebas"][seat][num - 1]
    return None if a is None else a["space"]


def damage_of(state: State, seat: int, num: int) -> int:
    return state["amoebas"][seat][num - 1]["damage"]


def saved_and_reloaded(state: State) -> dict[str, JSON]:
    """The state as a game saves it (JSON, as the store's row holds it), once that save is seen to load
    as the same state and to dump back byte for byte."""
    saved = json.dumps(ENGINE.dump(state))
    loaded = ENGINE.load(json.loads(saved))
    assert loaded == state
    assert json.dumps(ENGINE.dump(loaded)) == saved
    again: dict[str, JSON] = json.loads(saved)
    return again


def total_cubes(state: State) -> int:
    return sum(state["supply"]) + sum(sum(c) for c in state["cubes"].values())


# --- the helpers' own tests -------------------------------------------------------------------


def test_rigged_rolls_come_out_in_order() -> None:
    st = rig(position(amoebas=[(0, 1, "c4", 0)]), [6, 6, 1, 5, 3])
    assert roll_dice(st, 5) == [6, 6, 1, 5, 3]


def test_position_keeps_every_cube_and_stops_at_a_decision() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], food={"c4": "gby"})
    assert total_cubes(st) == 220
    assert st["cubes"]["c4"] == [0, 1, 1, 1]
    assert prompt(st).kind == "move"
    assert ENGINE.load(ENGINE.dump(st)) == st


def test_a_position_saved_and_reloaded_is_its_save() -> None:
    st = position(amoebas=[(0, 1, "c4", 1)], bp=[3, 4, 5, 6])
    saved = saved_and_reloaded(st)
    assert saved["bp"] == [3, 4, 5, 6]
    assert saved["amoebas"] == [[{"sq": "c4", "dp": 1, "moved": True}] + [None] * 6] + [[None] * 7] * 3
