"""Moving individuals of one species from a hex to another: how many may go (a hex holds at most
six, and a new cube must come from the 20 a player owns), the move itself, and the menu of moves
by source, row and destination. Relocation at setup, migration, competition and predation all
move individuals this way."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from messages import say
from rules.base import Action
from rules.extinction.data import MAX_PER_CUBE, ROW_OF
from rules.extinction.menus import Group, Option, from_group, row_group, to_group
from rules.extinction.state import State, add_individuals, count_at, owner, remove_individuals, spare_cubes
from rules.phrases import Joined, Phrase, Said
from rules.tally import Tally


def allowed_counts(st: State, seat: int, source: str, target: str) -> range:
    """How many individuals may move from the seat's cube on `source` to `target` (empty or its own)."""
    return counts_to(st, seat, count_at(st, source), target, spare_cubes(st, seat))


def counts_to(st: State, seat: int, have: int, target: str, spare: int) -> range:
    """How many of `have` individuals may move to `target` when the seat has `spare` cubes off the island."""
    cube = st["cubes"].get(target)
    if cube is not None and cube[0] == seat:
        return range(1, min(have, MAX_PER_CUBE - cube[1]) + 1)
    if spare > 0:
        return range(1, have + 1)
    return range(have, have + 1)  # no cube to spare: the whole cube moves


def count_refusal(st: State, seat: int, source: str, target: str, count: int) -> str | None:
    """Why `count` individuals may not move from `source` to `target`, or None if they may."""
    have = count_at(st, source)
    if count > have:
        return say("extinction-holds-only", hex=source, count=have)
    if owner(st, target) == seat and count_at(st, target) + count > MAX_PER_CUBE:
        return say("extinction-hex-full", hex=target, count=count_at(st, target), most=MAX_PER_CUBE)
    if count not in allowed_counts(st, seat, source, target):
        return say("extinction-whole-cube-moves", count=have, hex=source)
    return None


def moving(kind: str, sentence: Callable[[str, Joined], Phrase]) -> Tally:
    """Individuals moved a route at a time ("alice migrates 2 individuals from g13 to f11."): a run of
    one seat's moves reads as one line, each route named once. Nothing is told of what is left, as the
    mobility left would tell the habitat card."""
    return Tally(kind, "moved", lambda name, places, _left: sentence(name, places), _route)


def _route(route: str, count: int) -> Phrase:
    """One route's individuals, its data "c5 to d7": "2 individuals from c5 to d7"."""
    source, target = route.split(" to ")
    return Phrase.of("extinction-moved-route", count=count, source=source, target=target)


def move_individuals(st: State, seat: int, source: str, target: str, count: int) -> None:
    remove_individuals(st, source, count)
    add_individuals(st, seat, target, count)


# --- moves as a menu: by source, then row, then destination ----------------------------------

Moves = tuple[tuple[str, int, range], ...]  # each target, the hexes walked to it (0 if none are), the counts allowed
Reach = tuple[tuple[str, int, Moves], ...]  # each source cube with a move, its individuals, and its moves
Label = Callable[[int, str, str, int], Said]  # a move's label from its count, source, target and hexes walked


def moves_options(reach: Reach, label: Label) -> list[Option]:
    """Every move, in the groups a menu lists them by: source, row, destination."""
    return [Option(f"move {n} {source} {target}", label(n, source, target, hexes),
                   (from_group(source, have), row_group(target), to_group(target)))
            for source, have, moves in reach for target, hexes, counts in moves for n in counts]


def moves_menu(reach: Reach, label: Label) -> Group:
    """The moves of `moves_options` as a menu whose groups are worded only when shown: moves between
    hexes run to thousands, and a menu words one group's at most."""
    sources = [_moves_group(*from_group(source, have), source, moves, label,
                            partial(_rows, source, moves, label))
               for source, have, moves in reach]
    return Group("", "", sum(g.size for g in sources), lambda: list(sources),
                 lambda: [action for g in sources for action in g.finals()])


def _rows(source: str, moves: Moves, label: Label) -> list[Group]:
    by_row: dict[str, list[tuple[str, int, range]]] = {}
    for move in moves:
        by_row.setdefault(ROW_OF[move[0]], []).append(move)
    rows = {row: tuple(inside) for row, inside in by_row.items()}
    return [_moves_group(*row_group(inside[0][0]), source, inside, label, partial(_destinations, source, inside, label))
            for inside in rows.values()]


def _destinations(source: str, moves: Moves, label: Label) -> list[Group]:
    return [_moves_group(*to_group(target), source, ((target, hexes, counts),), label)
            for target, hexes, counts in moves]


def _moves_group(notation: str, group_label: Said, source: str, moves: Moves, label: Label,
                 narrower: Callable[[], list[Group]] = list) -> Group:
    """A group of moves from `source`, its narrower groups listed by `narrower` (none by default)."""
    return Group(notation, group_label, sum(len(counts) for _, _, counts in moves), narrower,
                 partial(_moves, source, moves, label))


def _moves(source: str, moves: Moves, label: Label) -> list[Action]:
    return [Action(f"move {n} {source} {target}", label(n, source, target, hexes))
            for target, hexes, counts in moves for n in counts]
