"""Migrate: any number of moves, each taking N individuals from one cube to an empty hex or
another own cube, at a cost of N × the hexes traversed, all together within the Habitat &
Mobility card's mobility; never through rival cubes or barriers the species cannot cross."""

from __future__ import annotations

import threading
from functools import partial

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import MAX_PER_CUBE
from rules.extinction.island import walking_distances, walks
from rules.extinction.menus import Group, Option
from rules.extinction.moves import (
    Reach,
    count_refusal,
    counts_to,
    move_individuals,
    moves_menu,
    moves_options,
    moving,
)
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.state import State, Step, card_of, cubes_of, name_of, owner, spare_cubes
from rules.extinction.steps import StepRules
from rules.phrases import Phrase


def start(st: State, seat: int, ev: list[Event]) -> None:
    st["step"] = {"act": "migrate", "seat": seat, "budget": card_of(st, seat, "habitat").mobility, "moved": 0}


def _label(count: int, source: str, target: str, hexes: int, budget: int) -> Phrase:
    return Phrase.of("extinction-label-migrate", count=count, source=source, target=target, hexes=hexes,
                     cost=count * hexes, budget=budget)


MENUS_KEPT = 16  # migration menus kept: a search lists the same few in iteration after iteration
_kept: dict[tuple[object, ...], Group] = {}
_keeping = threading.Lock()  # searches run in threads where no process pool runs


def _reach(st: State, step: Step) -> Reach:
    """Each of the seat's cubes that can move within the budget left, with its individuals and its moves:
    where each can go, the hexes walked there, and how many the budget affords."""
    seat, budget = step["seat"], step["budget"]
    if budget <= 0:
        return ()
    spare = spare_cubes(st, seat)  # the same for every move listed: counted once, as a migration lists thousands
    walk = walks(st, seat)
    found = []
    for source, have in cubes_of(st, seat).items():
        moves = []
        for target, hexes in walk(source).items():
            if hexes <= budget:
                counts = counts_to(st, seat, have, target, spare)
                affordable = range(counts.start, min(counts.stop, budget // hexes + 1))  # n × hexes within budget
                if affordable:
                    moves.append((target, hexes, affordable))
        if moves:
            found.append((source, have, tuple(moves)))
    return tuple(found)


def _options(st: State, step: Step) -> list[Option]:
    return moves_options(_reach(st, step), partial(_label, budget=step["budget"]))


def _grouped(st: State, step: Step) -> Group:
    """The options as a menu by source, row and destination, worded a group at a time. The most recently
    used MENUS_KEPT menus are kept by all they depend on: the seat, its budget and barrier crossing card,
    the cubes and the barriers (in board order)."""
    seat = step["seat"]
    key = (seat, step["budget"], st["genes"][seat]["crossing"],
           tuple((h, c[0], c[1]) for h, c in st["cubes"].items()), tuple(st["barriers"].items()))
    with _keeping:
        found = _kept.pop(key, None)
        if found is not None:
            _kept[key] = found  # now the most recently used
            return found
    found = moves_menu(_reach(st, step), partial(_label, budget=step["budget"]))
    with _keeping:
        _kept[key] = found
        if len(_kept) > MENUS_KEPT:
            del _kept[next(iter(_kept))]  # the least recently used
    return found


def _read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 4, "move N FROM TO")
    seat, budget = step["seat"], step["budget"]
    count = read_count(words[1], MAX_PER_CUBE)
    source, target = read_hex(words[2]), read_hex(words[3])
    if owner(st, source) != seat:
        raise IllegalAction(say("extinction-no-cube", hex=source))
    hexes = walking_distances(st, seat, source).get(target)
    if hexes is None:
        raise IllegalAction(say("extinction-cannot-reach", source=source, target=target))
    refusal = count_refusal(st, seat, source, target, count)
    if refusal:
        raise IllegalAction(refusal)
    if count * hexes > budget:
        raise IllegalAction(say("extinction-too-far", count=count, hexes=hexes, cost=count * hexes, budget=budget))
    return Action(f"move {count} {source} {target}", _label(count, source, target, hexes, budget))


MIGRATING = moving("migrate", lambda name, places: Phrase.of("extinction-migrated", name=name, places=places))


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    if words[0] == "done":
        if not step["moved"]:
            ev.append(Event("pass", Phrase.of("extinction-no-migration", name=name_of(st, seat)), {"seat": seat}))
        st["step"] = None
        return
    count, source, target = int(words[1]), words[2], words[3]
    hexes = walking_distances(st, seat, source)[target]
    move_individuals(st, seat, source, target, count)
    step["budget"] -= count * hexes
    step["moved"] += count
    ev.append(MIGRATING.event(name_of(st, seat), seat, [(f"{source} to {target}", count)], 0))


MIGRATE = StepRules(
    kind="migrate",
    verbs=("move",),
    ask=lambda st, step: (Phrase.of("extinction-ask-migrate"), Phrase.of("extinction-task-migrate")),
    options=_options,
    grouped=_grouped,
    extras=lambda st, step: [Action("done", Phrase.of("extinction-label-migration-done"), "no")],
    read=_read,
    perform=_perform,
    passive="done",
)
