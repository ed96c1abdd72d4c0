"""The table option `difficulty`: the numbers the rulebook itself sets, at its own figures (`rulebook`)
or at harder ones (`hard`). A level turns the same levers in every scenario, by the number of players
as the rulebook's Set-Up does: the supply counters and extra armies each player starts with, the
Apocalytes the scenario places at the start, and how many of their territories are drawn to move
(Infection: to spread) each turn. Since those levers cannot make most scenarios a fight, a level also
carries its own clock, a round limit by scenario and table size, and it may set one scenario's start
apart where the levers go the other way (two-player Zombies, which the rulebook's numbers already make
nearly always lost).
docs/rules/apocalyte.md lists what each level gives, and the win rates the clocks were chosen for."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.apocalyte.state import DIFFICULTIES, EXTRA_ARMIES, MOVERS_PER_TURN, SUPPLIES_EACH, State, option

BySize = dict[int, int]  # a number by the number of players


@dataclass(frozen=True)
class Difficulty:
    supplies: BySize  # supply counters each player draws
    extra: BySize  # extra armies each player places
    movers: BySize  # territory cards drawn for the Apocalytes' movement each turn
    start: BySize  # the Apocalytes the scenario places at the start, in percent of the rulebook's
    start_in: dict[str, BySize] = field(default_factory=dict)  # `start` for a scenario at the sizes it differs
    clock: dict[str, BySize] = field(default_factory=dict)  # the round limit by scenario; none where absent


SIZES = tuple(SUPPLIES_EACH)
LEVELS = {
    "rulebook": Difficulty(supplies=SUPPLIES_EACH, extra=EXTRA_ARMIES, movers=dict.fromkeys(SIZES, MOVERS_PER_TURN),
                           start=dict.fromkeys(SIZES, 100)),
    "hard": Difficulty(supplies={2: 9, 3: 7, 4: 5, 5: 3}, extra={2: 27, 3: 18, 4: 15, 5: 10},
                       movers={2: 3, 3: 4, 4: 4, 5: 6}, start={2: 100, 3: 120, 4: 130, 5: 170},
                       start_in={"zombies": {2: 60}},
                       clock={"zombies": {2: 60, 3: 60, 4: 35, 5: 60}, "infection": {2: 13, 3: 10, 4: 8, 5: 7},
                              "mutants": {2: 23, 3: 20, 4: 17, 5: 24}, "aliens": {2: 14, 3: 10, 4: 8, 5: 8},
                              "demons": {2: 14, 3: 9, 4: 7, 5: 4}, "meteor": {2: 9, 3: 7, 4: 5, 5: 4}}),
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
    chosen, size = level(st), table_size(st)
    percent = chosen.start_in.get(st["scenario"] or "", {}).get(size, chosen.start[size])
    return -(-count * percent // 100)


def round_limit(st: State) -> int | None:
    """The rounds the players have (None: no limit): option `rounds` when the table chose a number, else the
    level's own clock for the scenario and table size (none before the scenario is revealed)."""
    chosen = option(st, "rounds")
    if chosen != "none":
        return int(chosen)
    return level(st).clock.get(st["scenario"] or "", {}).get(table_size(st))
