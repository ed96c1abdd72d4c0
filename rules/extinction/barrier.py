"""Place Barrier: one of the ten barrier pieces goes on any hex that holds neither a barrier nor a
species' last cube; a cube already there goes back to its owner with its individuals."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import BARRIER_ORDER, BARRIERS, HABITAT_OF, HEXES, NEIGHBOURS
from rules.extinction.menus import Option, row_group
from rules.extinction.notation import expect, read_hex
from rules.extinction.state import (
    State,
    Step,
    alive,
    barriers_left,
    clear_hex,
    cube_count,
    name_of,
    population,
    seat_on,
    touch,
)
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import barrier_words, habitat_words
from rules.notation import excerpt
from rules.phrases import Arg, Phrase


def start(st: State, seat: int, ev: list[Event]) -> None:
    if any(barriers_left(st).values()):
        st["step"] = {"act": "barrier", "seat": seat}
    else:
        ev.append(Event("barrier", Phrase.of("extinction-no-barrier-left"), {"seat": seat}))


def last_cubes(st: State) -> set[str]:
    """Hexes holding the only cube a species has left."""
    return {h for h, c in st["cubes"].items() if cube_count(st, c[0]) == 1}


def _hex_refusal(st: State, hex_name: str, protected: set[str]) -> str | None:
    """Why no barrier may go on `hex_name`, or None; `protected` are the hexes of `last_cubes`."""
    if hex_name in st["barriers"]:
        return say("extinction-hex-has-barrier", hex=hex_name)
    if hex_name in protected:
        return say("extinction-last-cube", hex=hex_name, name=name_of(st, seat_on(st, hex_name)))
    return None


def open_hexes(st: State) -> list[str]:
    protected = last_cubes(st)
    return [h for h in HEXES if _hex_refusal(st, h, protected) is None]


def _kind_refusal(left: dict[str, int], kind: str) -> str | None:
    """Why no barrier of `kind` may be placed, given the barriers `left` of each kind, or None."""
    if kind not in BARRIERS:
        return say("extinction-no-barrier-kind", kind=excerpt(kind), kinds=", ".join(BARRIER_ORDER))
    if not left[kind]:
        return say("extinction-both-placed", kind=kind, left=", ".join(k for k, n in left.items() if n))
    return None


def _label(st: State, kind: str, hex_name: str) -> Phrase:
    cube = st["cubes"].get(hex_name)
    if cube:
        return Phrase.of("extinction-label-barrier-removing", kind=barrier_words(kind), hex=hex_name,
                         name=name_of(st, cube[0]), count=cube[1])
    return Phrase.of("extinction-label-barrier", kind=barrier_words(kind), hex=hex_name)


def _options(st: State, step: Step) -> list[Option]:
    left = barriers_left(st)
    hexes = open_hexes(st)
    return [Option(f"barrier {k} {h}", _label(st, k, h),
                   ((f"barrier {k}", Phrase.of("extinction-label-barrier-kind", kind=barrier_words(k), left=left[k])),
                    row_group(h)))
            for k in BARRIER_ORDER if _kind_refusal(left, k) is None for h in hexes]


def _read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 3, "barrier KIND HEX")
    kind = words[1]
    reason = _kind_refusal(barriers_left(st), kind)
    if reason:
        raise IllegalAction(reason)
    hex_name = read_hex(words[2])
    reason = _hex_refusal(st, hex_name, last_cubes(st))
    if reason:
        raise IllegalAction(reason)
    return Action(f"barrier {kind} {hex_name}", _label(st, kind, hex_name))


def auto_barrier(st: State, seat: int) -> tuple[str, str]:
    """The passive choice: the kind with most pieces left, on an empty hex as far as can be from every cube."""
    left = barriers_left(st)
    kind = max(BARRIER_ORDER, key=lambda k: left[k])
    occupied = set(st["cubes"])

    def crowding(h: str) -> tuple[int, int]:
        near = sum(1 for n in NEIGHBOURS[h] if n in occupied) + sum(1 for n in NEIGHBOURS[h] if n in st["barriers"])
        return (h in occupied, near)

    return kind, min(open_hexes(st), key=crowding)


def place(st: State, seat: int, kind: str, hex_name: str, ev: list[Event]) -> None:
    removed = clear_hex(st, hex_name)
    st["barriers"][hex_name] = kind
    touch(st, hex_name)
    where: dict[str, Arg] = {"name": name_of(st, seat), "kind": kind, "hex": hex_name,
                             "habitat": habitat_words(HABITAT_OF[hex_name])}
    if removed:
        victim, count = removed
        text = Phrase.of("extinction-barrier-placed-removing", **where, victim=name_of(st, victim), count=count)
    else:
        text = Phrase.of("extinction-barrier-placed", **where)
    ev.append(Event("barrier", text, {"seat": seat, "kind": kind, "hex": hex_name}))
    assert all(population(st, s) > 0 for s in alive(st)), "a barrier never takes a species' last cube"


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    kind, hex_name = auto_barrier(st, step["seat"]) if words[0] == "auto" else (words[1], words[2])
    place(st, step["seat"], kind, hex_name, ev)
    st["step"] = None


BARRIER = StepRules(
    kind="barrier",
    verbs=("barrier",),
    ask=lambda st, step: (Phrase.of("extinction-ask-barrier"), Phrase.of("extinction-task-barrier")),
    options=_options,
    extras=lambda st, step: [Action("auto", Phrase.of("extinction-label-auto-barrier"), "no")],
    read=_read,
    perform=_perform,
    passive="auto",
)
