"""Reproduce: the individuals in optimal habitats times the Reproduction card's multiplier,
rounded half up, are born; the player puts them on their cubes in optimal habitats or on the
hexes next to those (a new cube on an empty one), as many as fit, where they choose."""

from __future__ import annotations

from fractions import Fraction

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import HABITAT_OF, MAX_PER_CUBE, NEIGHBOURS, fraction_text
from rules.extinction.menus import Option, on_group, row_group
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.state import (
    State,
    Step,
    add_individuals,
    card_of,
    count_at,
    cubes_of,
    habitats_of,
    is_empty,
    name_of,
    owner,
    placing,
    spare_cubes,
)
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import card_words
from rules.phrases import Phrase

NEWBORNS = placing("newborns", lambda name, places, left: Phrase.of("extinction-newborns-added", name=name,
                                                                    places=places, left=left))

def round_half_up(value: Fraction) -> int:
    return int(value + Fraction(1, 2))


def breeders(st: State, seat: int) -> dict[str, int]:
    """The seat's cubes in its optimal habitats: the reproductive individuals."""
    optimal = habitats_of(st, seat)
    return {h: n for h, n in cubes_of(st, seat).items() if HABITAT_OF[h] in optimal}


def newborns(st: State, seat: int) -> int:
    return round_half_up(sum(breeders(st, seat).values()) * card_of(st, seat, "reproduction").multiplier)


def targets(st: State, seat: int, sources: list[str]) -> list[str]:
    """Hexes newborns may go on: the breeding cubes' own hexes and the hexes next to them, empty or the seat's."""
    found = dict.fromkeys(sources)
    for h in sources:
        found.update(dict.fromkeys(NEIGHBOURS[h]))
    return [h for h in found if is_empty(st, h) or owner(st, h) == seat]


def room(st: State, seat: int, sources: list[str]) -> int:
    """The most newborns that could still be placed: own cubes filled to six, new cubes on empty hexes."""
    spots = targets(st, seat, sources)
    own = sum(MAX_PER_CUBE - count_at(st, h) for h in spots if owner(st, h) == seat)
    empty = sum(1 for h in spots if is_empty(st, h))
    return own + MAX_PER_CUBE * min(empty, spare_cubes(st, seat))


def start(st: State, seat: int, ev: list[Event]) -> None:
    sources = list(breeders(st, seat))
    born = newborns(st, seat)
    fits = min(born, room(st, seat, sources))
    card = card_of(st, seat, "reproduction")
    parents = sum(breeders(st, seat).values())
    private = Phrase.of("extinction-reproduced", parents=parents, multiplier=fraction_text(card.multiplier),
                        card=card_words(card.id), born=born, fits=fits,
                        short="yes" if fits < born else "no")
    ev.append(Event("reproduce", private, {"seat": seat, "born": born, "placed": fits}, only=seat,
                    public_words=Phrase.of("extinction-reproduced-public", name=name_of(st, seat), fits=fits)))
    if fits:
        st["step"] = {"act": "reproduce", "seat": seat, "left": fits, "sources": sources}


def _counts(st: State, step: Step, hex_name: str) -> list[int]:
    """How many newborns may go on `hex_name` now. Any placement keeps room for the rest: the room
    left shrinks by exactly the newborns placed, a new cube's unused places counting as room."""
    if is_empty(st, hex_name) and spare_cubes(st, step["seat"]) == 0:
        return []
    return list(range(1, min(MAX_PER_CUBE - count_at(st, hex_name), step["left"]) + 1))


def _label(hex_name: str, count: int) -> Phrase:
    return Phrase.of("extinction-label-add", count=count, hex=hex_name)


def _options(st: State, step: Step) -> list[Option]:
    return [Option(f"add {n} {h}", _label(h, n), (row_group(h), on_group("at", h)))
            for h in targets(st, step["seat"], step["sources"]) for n in _counts(st, step, h)]


def _read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 3, "add N HEX")
    count = read_count(words[1], MAX_PER_CUBE, "newborns")
    hex_name = read_hex(words[2])
    if hex_name not in targets(st, step["seat"], step["sources"]):
        raise IllegalAction(say("extinction-newborns-where", hex=hex_name))
    allowed = _counts(st, step, hex_name)
    if count not in allowed:
        if not allowed:
            raise IllegalAction(say("extinction-no-newborn-fits", hex=hex_name))
        raise IllegalAction(say("extinction-newborns-fit", hex=hex_name, counts=", ".join(map(str, allowed)),
                                left=step["left"]))
    return Action(f"add {count} {hex_name}", _label(hex_name, count))


def auto_placement(st: State, step: Step) -> list[tuple[str, int]]:
    """Where "auto" puts the newborns: one at a time, first where a cube holds fewest up to four
    (cubes of five or six score nothing and starve in a famine), hexes of optimal habitat first."""
    seat, left = step["seat"], step["left"]
    optimal = habitats_of(st, seat)
    spots = targets(st, seat, step["sources"])
    counts = {h: count_at(st, h) for h in spots}
    spare = spare_cubes(st, seat)
    placed: dict[str, int] = {}
    while left:
        open_spots = [h for h in spots if counts[h] < MAX_PER_CUBE and (counts[h] > 0 or spare > 0)]
        if not open_spots:
            break
        h = min(open_spots, key=lambda x: (min(counts[x], 4), HABITAT_OF[x] not in optimal, counts[x]))
        spare -= counts[h] == 0
        counts[h] += 1
        placed[h] = placed.get(h, 0) + 1
        left -= 1
    return list(placed.items())


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    placed = auto_placement(st, step) if words[0] == "auto" else [(words[2], int(words[1]))]
    for h, n in placed:
        add_individuals(st, seat, h, n)
        step["left"] -= n
    ev.append(NEWBORNS.event(name_of(st, seat), seat, placed, step["left"]))
    if step["left"] == 0:
        st["step"] = None


REPRODUCE = StepRules(
    kind="reproduce",
    verbs=("add",),
    ask=lambda st, step: (Phrase.of("extinction-ask-reproduce", left=step["left"]),
                          Phrase.of("extinction-task-reproduce", left=step["left"])),
    options=_options,
    extras=lambda st, step: [Action("auto", Phrase.of("extinction-label-auto-newborns", left=step["left"]), "yes")],
    read=_read,
    perform=_perform,
    passive="auto",
)
