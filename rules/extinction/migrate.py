"""Migrate: any number of moves, each taking N individuals from one cube to an empty hex or
another own cube, at a cost of N × the hexes traversed, all together within the Habitat &
Mobility card's mobility; never through rival cubes or barriers the species cannot cross."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial

from rules.base import Action, Event, IllegalAction
from rules.extinction.data import MAX_PER_CUBE, ROW_OF
from rules.extinction.island import walking_distances, walks
from rules.extinction.menus import Group, Option
from rules.extinction.moves import count_refusal, counts_to, move_individuals
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.state import State, Step, card_of, cubes_of, name_of, owner, spare_cubes
from rules.extinction.steps import StepRules
from rules.wording import plural


def start(st: State, seat: int, ev: list[Event]) -> None:
    st["step"] = {"act": "migrate", "seat": seat, "budget": card_of(st, seat, "habitat").mobility, "moved": 0}


@cache
def _hexes(count: int) -> str:
    return plural(count, "hex")


def _label(count: int, source: str, target: str, hexes: int, budget: int) -> str:
    return f"Move {count} from {source} to {target}: {_hexes(hexes)}, costs {count * hexes} of {budget}"


Moves = tuple[tuple[str, int, range], ...]  # each target, the hexes walked to it, and the counts the budget affords
Reach = tuple[tuple[str, int, Moves], ...]  # each source cube that can move, its individuals, and its moves
MENUS_KEPT = 16  # migration menus kept: a search lists the same few in iteration after iteration
_kept: dict[tuple[object, ...], Group] = {}


def _reach(st: State, step: Step) -> Reach:
    """Each of the seat's cubes that can move within the budget left, with its individuals and its moves."""
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
    budget = step["budget"]
    return [Option(f"move {n} {source} {target}", _label(n, source, target, hexes, budget),
                   ((f"from {source}", f"From {source} ({have})"), (f"row {ROW_OF[target]}", f"Row {ROW_OF[target]}"),
                    (f"to {target}", f"To {target}")))
            for source, have, moves in _reach(st, step) for target, hexes, counts in moves for n in counts]


def _grouped(st: State, step: Step) -> Group:
    """The options as a menu by source, row and destination, each group worded only when it is shown (a
    migration's moves run to thousands, and a menu shows one group's at most). The most recently used
    MENUS_KEPT menus are kept by all they depend on: the seat, its budget and barrier crossing card, the
    cubes and the barriers (in board order)."""
    seat = step["seat"]
    key = (seat, step["budget"], st["genes"][seat]["crossing"],
           tuple((h, c[0], c[1]) for h, c in st["cubes"].items()), tuple(st["barriers"].items()))
    found = _kept.pop(key, None)
    if found is None:
        found = _menu(_reach(st, step), step["budget"])
        if len(_kept) >= MENUS_KEPT:
            del _kept[next(iter(_kept))]  # the least recently used
    _kept[key] = found
    return found


def _menu(reach: Reach, budget: int) -> Group:
    sources = [_moves_group(f"from {source}", f"From {source} ({have})", source, moves, budget,
                            partial(_rows, source, moves, budget))
               for source, have, moves in reach]
    return Group("", "", sum(g.size for g in sources), lambda: list(sources),
                 lambda: [action for g in sources for action in g.finals()])


def _rows(source: str, moves: Moves, budget: int) -> list[Group]:
    by_row: dict[str, list[tuple[str, int, range]]] = {}
    for move in moves:
        by_row.setdefault(ROW_OF[move[0]], []).append(move)
    rows = {row: tuple(inside) for row, inside in by_row.items()}
    return [_moves_group(f"row {row}", f"Row {row}", source, inside, budget,
                         partial(_destinations, source, inside, budget))
            for row, inside in rows.items()]


def _destinations(source: str, moves: Moves, budget: int) -> list[Group]:
    return [_moves_group(f"to {target}", f"To {target}", source, ((target, hexes, counts),), budget)
            for target, hexes, counts in moves]


def _moves_group(notation: str, label: str, source: str, moves: Moves, budget: int,
                 narrower: Callable[[], list[Group]] = list) -> Group:
    """A group of moves from `source`, its narrower groups listed by `narrower` (none by default)."""
    return Group(notation, label, sum(len(counts) for _, _, counts in moves), narrower,
                 partial(_moves, source, moves, budget))


def _moves(source: str, moves: Moves, budget: int) -> list[Action]:
    return [Action(f"move {n} {source} {target}", _label(n, source, target, hexes, budget))
            for target, hexes, counts in moves for n in counts]


def _read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 4, "move N FROM TO")
    seat, budget = step["seat"], step["budget"]
    count = read_count(words[1], MAX_PER_CUBE)
    source, target = read_hex(words[2]), read_hex(words[3])
    if owner(st, source) != seat:
        raise IllegalAction(f"You have no cube on {source}.")
    hexes = walking_distances(st, seat, source).get(target)
    if hexes is None:
        raise IllegalAction(f"Your individuals on {source} cannot reach {target}: migrants end on an empty hex or "
                            "your own cube, and never pass rival cubes or barriers you cannot cross.")
    refusal = count_refusal(st, seat, source, target, count)
    if refusal:
        raise IllegalAction(refusal)
    if count * hexes > budget:
        raise IllegalAction(f"Moving {count} over {_hexes(hexes)} costs {count * hexes}, and only "
                            f"{budget} of your mobility is left this turn.")
    return Action(f"move {count} {source} {target}", _label(count, source, target, hexes, budget))


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    if words[0] == "done":
        if not step["moved"]:
            ev.append(Event("pass", f"{name_of(st, seat)} does not migrate.", {"seat": seat}))
        st["step"] = None
        return
    count, source, target = int(words[1]), words[2], words[3]
    hexes = walking_distances(st, seat, source)[target]
    move_individuals(st, seat, source, target, count)
    step["budget"] -= count * hexes
    step["moved"] += count
    ev.append(Event("migrate", f"{name_of(st, seat)} migrates {plural(count, 'individual')} from {source} to {target}.",
                    {"seat": seat, "from": source, "to": target, "count": count}))


MIGRATE = StepRules(
    kind="migrate",
    verbs=("move",),
    ask=lambda st, step: ("Migrate (optional): move individuals within your mobility (individuals × hexes), "
                          "as many moves as it allows, then `done`.", "migrate or pass"),
    options=_options,
    grouped=_grouped,
    extras=lambda st, step: [Action("done", "Done migrating", "no")],
    read=_read,
    perform=_perform,
    passive="done",
)
