"""Loading a saved µ game: every part of the state is checked, so a corrupt save is refused
with CorruptState instead of failing in the middle of a move. A save from before a record was
kept gets that record's default first (`_upgrade`)."""

from __future__ import annotations

from collections import Counter
from typing import Any, cast

from rules.base import JSON, CorruptState
from rules.dictengine import copy_state
from rules.micro.data import (
    AMOUNTS,
    BOARD_SET,
    EVOLUTION_CARDS,
    HABITAT_TOKENS,
    MAX_AMOUNT,
    MAX_GENERATION,
    METABOLISM_CARDS,
    METABOLISMS,
    SPECIES_BY_KEY,
    kind,
)
from rules.micro.stages import STAGES
from rules.micro.state import (
    OPTIONS,
    SCHEMA_VERSION,
    SPECIES_BY_LETTER,
    State,
)

_KEYS = ("players", "options", "rng", "round", "seat", "phase", "threshold", "out", "fell", "resigned", "gaia", "spent",
         "column", "galapagos", "linnaeus", "habitats", "species", "colonies", "hands", "stack", "used",
         "highlight", "closing", "over", "winners", "summary", "intro")


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise CorruptState(f"bad µ state: {what}")


def _validate(st: Any) -> None:
    _check(isinstance(st, dict), "not an object")
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    for key in _KEYS:
        _check(key in st, f"missing {key!r}")
    n = len(st["players"])
    _check(2 <= n <= 4 and all(isinstance(p, str) for p in st["players"]), "players")
    _check(isinstance(st["rng"], list) and len(st["rng"]) == 2 and all(isinstance(x, int) for x in st["rng"]), "rng")
    for key in ("threshold", "out", "fell", "resigned", "hands"):
        _check(isinstance(st[key], list) and len(st[key]) == n, f"{key} needs one entry per player")
    for out, fell in zip(st["out"], st["fell"], strict=True):
        _check(fell is None if not out else isinstance(fell, list) and len(fell) == 2
               and all(isinstance(x, int) and x >= 0 for x in fell), "fell: [round, seat] for each seat out, None else")
    _check(st["phase"] in ("setup", "play", "over"), "phase")
    _check(isinstance(st["closing"], str), "closing")
    known = {o.name: o.choices for o in OPTIONS}
    _check(all(k in known and v in known[k] for k, v in st["options"].items()), "options")
    drawn = [stage["token"] for stage in st["stack"] if stage.get("kind") == "place"]  # about to be placed
    tokens = Counter(st["gaia"] + st["spent"] + [h["token"] for h in st["habitats"].values()]
                     + [t for hand in st["hands"] for t in hand] + drawn)
    _check(tokens == Counter(HABITAT_TOKENS), "every habitat token must be in exactly one place")
    for hex_name, hab in st["habitats"].items():
        _check(hex_name in BOARD_SET, f"{hex_name} is not on the map")
        _check(set(hab["amounts"]) == set(AMOUNTS)
               and all(isinstance(v, int) and 0 <= v <= MAX_AMOUNT for v in hab["amounts"].values()), "amounts")
        _check(hab["spore"] is None or hab["spore"][0] in SPECIES_BY_LETTER, "spore")
    cards = Counter(st["galapagos"] + [c for h in st["habitats"].values() for c in h["remains"]]
                    + [c for sp in st["species"].values() for c in sp["cards"]])
    _check(cards == Counter(EVOLUTION_CARDS), "every evolution card must be in exactly one place")
    metabolism = Counter(st["column"] + [c for sp in st["species"].values() for c in sp["metabolism"]])
    _check(metabolism == Counter(METABOLISM_CARDS), "every metabolism card must be in exactly one place")
    for key, sp in st["species"].items():
        _check(key in SPECIES_BY_KEY and 0 <= sp["owner"] < n, "species")
    for cid, col in st["colonies"].items():
        _check(col["species"] in st["species"] and cid[0] == SPECIES_BY_KEY[col["species"]].letter, "colony token")
        _check(col["hex"] in st["habitats"], f"colony {cid} is not on a habitat")
        _check(1 <= col["gen"] <= MAX_GENERATION and col["stock"] >= 0, f"colony {cid} numbers")
        _check(isinstance(col["energised"], bool), f"colony {cid} energised")
        _check(col["host"] is None or col["host"] in st["colonies"], f"colony {cid} rides on nothing")
    hosts = [col["hex"] for col in st["colonies"].values() if col["host"] is None]
    _check(len(hosts) == len(set(hosts)), "two colonies on one habitat")
    _check(isinstance(st["stack"], list) and all(s.get("kind") in STAGES for s in st["stack"]), "stack")
    _check(st["over"] or bool(st["stack"]), "an unfinished game must have something pending")


def _upgrade(st: dict[str, JSON]) -> None:
    """Fill in the records a save from before them lacks, with the defaults that save implies: a seat
    already out went out before every turn recorded since (its place ties with the others out then),
    a colony acquired energy at its last uptake if it was fed there by a card with an energy part, and
    no ending was met in the round under way (an ending met used to end the game at once)."""
    if "fell" not in st and isinstance(st.get("out"), list):
        st["fell"] = [[0, 0] if out else None for out in st["out"]]
    st.setdefault("closing", "")
    for col in st.get("colonies", {}).values():
        if isinstance(col, dict) and "energised" not in col:
            species = st["species"][col["species"]]
            col["energised"] = bool(col["fed"]) and any(
                "energy" in (METABOLISMS[kind(card)].recipe or {}) for card in species["metabolism"])


def load_state(data: dict[str, JSON]) -> State:
    try:
        st = copy_state(data)
    except (ValueError, TypeError) as exc:
        raise CorruptState(f"bad µ state: {exc}") from exc
    try:
        _check(isinstance(st, dict), "not an object")
        _upgrade(st)
        _validate(st)
    except CorruptState:
        raise
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
        raise CorruptState(f"bad µ state: {exc!r}") from exc
    return cast(State, st)  # every part checked above
