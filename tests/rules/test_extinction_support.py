"""Helpers for the Extinction tests: positions built by hand (cubes, barriers, genotypes, the
action under way) and short ways to act on them."""

from __future__ import annotations

from typing import Any

from rules.base import Event
from rules.dictengine import copy_state
from rules.extinction import ENGINE
from rules.extinction.data import DECK_ORDER, DECKS, ENVIRONMENT
from rules.extinction.flow import advance
from rules.extinction.state import State

NAMES = ["Ann", "Bob", "Cat", "Dan"]
# a plain genotype per seat (one card of each deck, all different), changed per test as needed
DEFAULT_GENES = [
    {"habitat": "hm07", "reproduction": "rp05", "tolerance": "et01", "defense": "df01", "predator": "pr01",
     "crossing": "bc01"},
    {"habitat": "hm08", "reproduction": "rp06", "tolerance": "et02", "defense": "df02", "predator": "pr03",
     "crossing": "bc02"},
    {"habitat": "hm10", "reproduction": "rp07", "tolerance": "et03", "defense": "df03", "predator": "pr05",
     "crossing": "bc03"},
    {"habitat": "hm11", "reproduction": "rp08", "tolerance": "et04", "defense": "df04", "predator": "pr07",
     "crossing": "bc04"},
]


def make_state(cubes: dict[str, tuple[int, int]], genes: dict[int, dict[str, str]] | None = None, players: int = 2,
               barriers: dict[str, str] | None = None, options: dict[str, str] | None = None,
               seed: int = 1) -> State:
    """A game in round 1 of play with these cubes ({hex: (seat, individuals)}) and genotypes; nobody's
    action has started yet (use `begin`)."""
    st = ENGINE.new(NAMES[:players], options or {}, seed)
    st.update({"phase": "play", "round": 1, "step": None, "pending": [], "order": list(range(players)), "turn": 0,
               "spin": None, "queue": [], "path": [], "intro": [], "highlight": []})
    st["cubes"] = {h: [seat, n] for h, (seat, n) in cubes.items()}
    st["barriers"] = dict(barriers or {})
    st["genes"] = [dict(DEFAULT_GENES[s], **(genes or {}).get(s, {})) for s in range(players)]
    for deck in DECK_ORDER:
        held = {g[deck] for g in st["genes"]}
        assert len(held) == players, f"two seats hold the same {deck} card"
        st["decks"][deck] = [c for c in DECKS[deck].cards if c not in held]
    return ENGINE.load(ENGINE.dump(st))


def begin(st: State, seat: int, *actions: str, env: str | None = None) -> tuple[State, list[Event]]:
    """`seat`'s turn with these actions to take in order (as if spun); `env` puts that environment
    card on top of the deck. End with an optional action (genes) to keep the turn from passing on."""
    st = copy_state(st)
    st["turn"] = st["order"].index(seat)
    st["spin"] = 0
    st["queue"] = list(actions)
    if env is not None:
        st["environment"].remove(env)
        st["environment"].insert(0, env)
    ev: list[Event] = []
    advance(st, ev)
    return st, ev


def act(st: State, seat: int, text: str) -> tuple[State, list[Event]]:
    return ENGINE.apply(st, seat, ENGINE.parse(st, seat, text))


def texts(events: list[Event], seat: int | None = None) -> str:
    """Every event as `seat` (None: a spectator) reads it, one per line."""
    seen = [e.seen_by(seat) for e in events]
    return "\n".join(e.text for e in seen if e is not None)


def card_named(kind: str, **values: Any) -> str:
    """The id of the environment card of this kind (and percent or habitat)."""
    return next(c.id for c in ENVIRONMENT.values()
                if c.kind == kind and all(getattr(c, k) == v for k, v in values.items()))


def board(st: State) -> dict[str, tuple[int, int]]:
    return {h: (c[0], c[1]) for h, c in st["cubes"].items()}
