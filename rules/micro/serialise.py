"""Loading a saved µ game: the one place where JSON becomes a `State`. Every part of the state is
checked, its type and its place in the game, so a corrupt save is refused with CorruptState
instead of failing in the middle of a move. A save from before a record was kept gets that
record's default first (`_upgrade`). A record may hold keys the game no longer reads; they are
kept as they are."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import cast

from rules.base import JSON, CorruptState
from rules.dictengine import copy_json
from rules.jsonshape import Record, is_array, is_bool, is_int, is_ints, is_record, is_str, is_strs
from rules.micro.data import (
    AMOUNTS,
    BOARD_SET,
    EVOLUTION_CARDS,
    HABITAT_TOKENS,
    MAX_AMOUNT,
    MAX_GENERATION,
    METABOLISM_CARDS,
    METABOLISMS,
    SPECIES,
    SPECIES_BY_KEY,
    kind,
)
from rules.micro.stages import STAGES
from rules.micro.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    OPTIONS,
    SCHEMA_VERSION,
    SETTING_WORDS,
    SPECIES_BY_LETTER,
    State,
)
from rules.phrases import is_stored_words

_KEYS = ("players", "options", "rng", "round", "seat", "phase", "threshold", "out", "fell", "resigned", "gaia", "spent",
         "column", "galapagos", "linnaeus", "habitats", "species", "colonies", "hands", "stack", "used",
         "highlight", "closing", "over", "winners", "summary", "intro")
PHASES = ("setup", "play", "over")


def _bad(what: str) -> CorruptState:
    return CorruptState(f"bad µ state: {what}")



def _check(cond: bool, what: str) -> None:
    if not cond:
        raise _bad(what)


def _record(value: object, what: str) -> Record:
    if not is_record(value):
        raise _bad(what)
    return value


def _records(value: object, what: str) -> dict[str, Record]:
    """A JSON object whose every value is an object (habitats, species, colonies by their keys)."""
    found = _record(value, what)
    return {key: _record(item, f"{what}: {key}") for key, item in found.items()}


def _list(value: object, what: str) -> list[object]:
    if not is_array(value):
        raise _bad(what)
    return value


def _strs(value: object, what: str) -> list[str]:
    if not is_strs(value):
        raise _bad(what)
    return value


def _str(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise _bad(what)
    return value


def _int(value: object, what: str, low: int = 0, high: int | None = None) -> int:
    if not is_int(value) or value < low or (high is not None and value > high):
        raise _bad(what)
    return value


def _fields(record: Record, checks: dict[str, Callable[[object], bool]], what: str) -> None:
    """Every key of `checks` is in the record and holds what its check accepts."""
    for key, holds in checks.items():
        _check(key in record and holds(record[key]), f"{what} {key}")


def _seats(players: int) -> Callable[[object], bool]:
    return lambda value: is_int(value) and 0 <= value < players


def _or_none(holds: Callable[[object], bool]) -> Callable[[object], bool]:
    return lambda value: value is None or holds(value)


def _is_setting(value: object) -> bool:
    return value in SETTING_WORDS or is_int(value)


# --- the state ----------------------------------------------------------------------------------


STAGE_FIELDS: dict[str, Callable[[object], bool]] = {
    "seat": is_int, "main": is_bool, "colony": is_str, "done": is_strs, "token": is_str, "moved": is_str,
    "candidates": is_strs, "species": is_str,
}


def _stage(value: object) -> Record:
    stage = _record(value, "stack")
    _check(stage.get("kind") in STAGES, "stack")
    for key, holds in STAGE_FIELDS.items():
        _check(key not in stage or holds(stage[key]), f"stack: a {stage['kind']} stage's {key}")
    return stage


def _validate(st: Record) -> None:
    _check(st.get("schema_version") == SCHEMA_VERSION, f"schema_version must be {SCHEMA_VERSION}")
    for key in _KEYS:
        _check(key in st, f"missing {key!r}")
    players = _strs(st["players"], "players")
    n = len(players)
    _check(MIN_PLAYERS <= n <= MAX_PLAYERS, "players")
    _check(is_ints(st["rng"]) and len(_list(st["rng"], "rng")) == 2, "rng")
    seat = _seats(n)
    _check(seat(st["seat"]), "seat")
    _int(st["round"], "round")
    _int(st["linnaeus"], "linnaeus", high=len(SPECIES))
    for key in ("threshold", "out", "fell", "resigned", "hands"):
        _check(len(_list(st[key], f"{key} needs one entry per player")) == n, f"{key} needs one entry per player")
    _check(is_ints(st["threshold"]), "threshold")
    out, resigned = _list(st["out"], "out"), _list(st["resigned"], "resigned")
    _check(all(is_bool(x) for x in out + resigned), "out and resigned: true or false for each seat")
    for gone, fell in zip(out, _list(st["fell"], "fell"), strict=True):
        _check(fell is None if not gone else is_ints(fell) and len(fell) == 2 and all(x >= 0 for x in fell),
               "fell: [round, seat] for each seat out, None else")
    _check(st["phase"] in PHASES, "phase")
    for key in ("closing", "summary"):
        _check(is_stored_words(st[key]), key)
    _check(is_bool(st["over"]), "over")
    _check(all(seat(s) for s in _list(st["winners"], "winners")), "winners")
    for key in ("gaia", "spent", "column", "galapagos", "used", "highlight"):
        _strs(st[key], key)
    hands = [_strs(hand, "hands") for hand in _list(st["hands"], "hands")]
    _check(all(is_record(e) for e in _list(st["intro"], "intro")), "intro")
    known = {o.name: o.choices for o in OPTIONS}
    options = _record(st["options"], "options")
    _check(all(k in known and v in known[k] for k, v in options.items()), "options")
    stack = [_stage(stage) for stage in _list(st["stack"], "stack")]
    habitats = _records(st["habitats"], "habitats")
    species = _records(st["species"], "species")
    colonies = _records(st["colonies"], "colonies")
    for hex_name, hab in habitats.items():
        _check(hex_name in BOARD_SET, f"{hex_name} is not on the map")
        _fields(hab, {"token": is_str, "owner": _or_none(seat), "remains": is_strs, "spore": _or_none(is_str)},
                f"habitat {hex_name}")
        amounts = _record(hab.get("amounts"), "amounts")
        _check(set(amounts) == set(AMOUNTS)
               and all(is_int(v) and 0 <= v <= MAX_AMOUNT for v in amounts.values()), "amounts")
        spore = hab["spore"]
        _check(spore is None or (isinstance(spore, str) and spore[:1] in SPECIES_BY_LETTER), "spore")
    for key, sp in species.items():
        _check(key in SPECIES_BY_KEY and seat(sp.get("owner")), "species")
        _fields(sp, {"metabolism": is_strs, "cards": is_strs, "pigment": _or_none(is_str), "extinct": is_bool},
                f"species {key}")
    drawn = [_str(stage["token"], "token") for stage in stack if stage["kind"] == "place"]  # about to be placed
    laid = [_str(hab["token"], "token") for hab in habitats.values()]
    tokens = Counter(_strs(st["gaia"], "gaia") + _strs(st["spent"], "spent") + laid
                     + [t for hand in hands for t in hand] + drawn)
    _check(tokens == Counter(HABITAT_TOKENS), "every habitat token must be in exactly one place")
    remains = [c for hab in habitats.values() for c in _strs(hab["remains"], "remains")]
    held = [c for sp in species.values() for c in _strs(sp["cards"], "cards")]
    cards = Counter(_strs(st["galapagos"], "galapagos") + remains + held)
    _check(cards == Counter(EVOLUTION_CARDS), "every evolution card must be in exactly one place")
    metabolisms = [c for sp in species.values() for c in _strs(sp["metabolism"], "metabolism")]
    _check(Counter(_strs(st["column"], "column") + metabolisms) == Counter(METABOLISM_CARDS),
           "every metabolism card must be in exactly one place")
    for cid, col in colonies.items():
        what = f"colony {cid}"
        _fields(col, {"species": is_str, "hex": is_str, "setting": _is_setting, "poisoned": is_bool,
                      "fed": is_bool, "breathed": is_bool, "host": _or_none(is_str)}, what)
        of = _str(col["species"], what)
        _check(of in species and cid[:1] == SPECIES_BY_KEY[of].letter, "colony token")
        _check(col["hex"] in habitats, f"colony {cid} is not on a habitat")
        _int(col.get("gen"), f"{what} numbers", 1, MAX_GENERATION)
        _int(col.get("stock"), f"{what} numbers")
        _int(col.get("best"), f"{what} numbers")
        _check(is_bool(col.get("energised")), f"{what} energised")
        _check(col["host"] is None or col["host"] in colonies, f"{what} rides on nothing")
    hosts = [col["hex"] for col in colonies.values() if col["host"] is None]
    _check(len(hosts) == len(set(hosts)), "two colonies on one habitat")
    _check(st["over"] is True or bool(stack), "an unfinished game must have something pending")


def _upgrade(st: Record) -> None:
    """Fill in the records a save from before them lacks, with the defaults that save implies: a seat
    already out went out before every turn recorded since (its place ties with the others out then),
    a colony acquired energy at its last uptake if it was fed there by a card with an energy part, and
    no ending was met in the round under way (an ending met used to end the game at once)."""
    out = st.get("out")
    if "fell" not in st and is_array(out):
        st["fell"] = [[0, 0] if gone else None for gone in out]
    st.setdefault("closing", "")
    species = _records(st.get("species", {}), "species")
    for col in _record(st.get("colonies", {}), "colonies").values():
        if is_record(col) and "energised" not in col:
            of = _record(species.get(_str(col["species"], "colony species")), "species")
            metabolism = _strs(of.get("metabolism"), "metabolism")
            col["energised"] = bool(col["fed"]) and any(
                "energy" in (METABOLISMS[kind(card)].recipe or {}) for card in metabolism)


def load_state(data: dict[str, JSON]) -> State:
    try:
        raw: object = copy_json(data)
    except (ValueError, TypeError) as exc:
        raise CorruptState(f"bad µ state: {exc}") from exc
    try:
        st = _record(raw, "not an object")
        _upgrade(st)
        _validate(st)
    except CorruptState:
        raise
    except (KeyError, TypeError, AttributeError, ValueError, IndexError) as exc:
        raise CorruptState(f"bad µ state: {exc!r}") from exc
    return cast(State, st)  # every part checked above
