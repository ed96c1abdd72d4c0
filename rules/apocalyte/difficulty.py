"""The table option `difficulty`: the numbers the rulebook itself sets, at its own figures (`rulebook`)
or at harder ones (`hard`). A level turns the same levers in every scenario, by the number of players
as the rulebook's Set-Up does: the supply counters and extra armies each player starts with, the
Apocalytes the scenario places at the start, and how many of their territories are drawn to move
(Infection: to spread) each turn. docs/rules/apocalyte.md lists what each level gives."""

from __future__ import annotations

from dataclasses import dataclass

from rules.apocalyte.state import DIFFICULTIES, EXTRA_ARMIES, MOVERS_PER_TURN, SUPPLIES_EACH, State, option


@dataclass(frozen=True)
class Difficulty:
    supplies: dict[int, int]  # supply counters each player draws, by the number of players
    extra: dict[int, int]  # extra armies each player places, by the number of players
    movers: dict[int, int]  # territory cards drawn for the Apocalytes' movement each turn, by the number of players
    start: dict[int, int]  # the Apocalytes the scenario places at the start, in percent of the rulebook's, by players


SIZES = tuple(SUPPLIES_EACH)
LEVELS = {
    "rulebook": Difficulty(supplies=SUPPLIES_EACH, extra=EXTRA_ARMIES, movers=dict.fromkeys(SIZES, MOVERS_PER_TURN),
                           start=dict.fromkeys(SIZES, 100)),
    "hard": Difficulty(supplies={2: 9, 3: 7, 4: 5, 5: 3}, extra={2: 27, 3: 18, 4: 15, 5: 10},
                       movers={2: 3, 3: 4, 4: 4, 5: 6}, start={2: 100, 3: 120, 4: 130, 5: 170}),
}
assert tuple(LEVELS) == DIFFICULTIES


def level(st: State) -> Difficulty:
    return LEVELS[option(st, "difficulty")]


def table_size(st: State) -> int:
    return len(st["players"])


def supplies_each(st: State) -> int:
    return level(st).supplies[table_size(st)]


def extra_armies(st: State) -> int:
    return level(st).extra[table_size(st)]


def movers_drawn(st: State) -> int:
    return level(st).movers[table_size(st)]


def at_start(st: State, count: int) -> int:
    """The scenario's `count` Apocalytes (or ground zeros) placed at the start, at the table's difficulty."""
    return -(-count * level(st).start[table_size(st)] // 100)
