"""The bot seats: team players who fight where the odds favour them, bring supplies where the
scenario needs them, guard threatened supplies and answer other players' requests.

A movement is chosen by scoring every candidate (source, route, how many, which supplies) with a
quick estimate of what it changes: the fights in the territories it touches (a mean-field run of the
player's three rounds and the Apocalytes' three, with each scenario's combat rules folded into the
expected losses), the danger to the territory left behind, and where the supplies stand against the
scenario's goal (a missile site, a portal to close, research where the infected are). Combat goes on
round by round while the next round is expected to pay.
"""

from __future__ import annotations

import random
from functools import cache

from rules.apocalyte import turn
from rules.apocalyte.asks import legal, open_asks
from rules.apocalyte.infection import cured
from rules.apocalyte.movement import Move, carry_choices, consents, movable, routes, sources
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import ROUNDS_PER_TERRITORY, State, apoc, own, players_in, supplies
from rules.apocalyte.world import CODES, NEIGHBOURS, ORDER, steps_to
from rules.base import Action

# Expected losses in one Risk round: (attacker dice, defender dice) -> (defender losses, attacker losses).
ROUND_LOSSES = {
    (1, 1): (0.4167, 0.5833), (1, 2): (0.2546, 0.7454),
    (2, 1): (0.5787, 0.4213), (2, 2): (0.7793, 1.2207),
    (3, 1): (0.6597, 0.3403), (3, 2): (1.0792, 0.9209),
}
# The chance the attacker wins both comparisons (Mutants need two successes; so does a cure).
BOTH_WON = {(2, 2): 0.2276, (3, 2): 0.3717}
CURE_VALUE = 6.0  # a part of the cure, in armies
MOVE_THRESHOLD = 0.6  # a movement must be worth this much to be made
ASKING_COST = 0.4  # a movement that needs someone's permission costs a little more


def choose(st: State, seat: int, rng: random.Random) -> Action:
    ask = next(a for a in open_asks(st) if a.seat == seat)
    kind = ask.kind
    if kind in ("draft", "place", "reinforce"):
        return Action("pick auto" if kind == "draft" else "place auto")
    if kind == "quarantine":
        return Action("quarantine yes")  # never worse than letting them in: a blocked roll costs nothing
    if kind == "permission":
        return Action("allow" if _agreeable(st, seat) else "refuse")
    if kind == "move":
        return Action(_movement(st, seat) or ("back" if st["turn"]["plan"] else "done"))
    if kind == "combat":
        return Action(_combat(st, seat))
    ends = legal(st, seat)
    return ends[0]  # the end of a turn: destroying the mothership or closing a portal always helps


# --- answering other players ----------------------------------------------------------------------


def _agreeable(st: State, seat: int) -> bool:
    """Allow a teammate's movement unless it carries supplies away from the team's gathering point."""
    move = turn.requested_move(st)
    goal = _goal(st)
    if move.carry and goal is not None:
        steps = _steps_to(st, goal)
        return steps.get(move.route.dst, 99) <= steps.get(move.route.src, 99)
    return True


# --- fights --------------------------------------------------------------------------------------


def _round(st: State, attacker_dice: int, defender_dice: int, players_attack: bool, mine: float, theirs: float,
           stock: int) -> tuple[float, float, float]:
    """Expected (player losses, Apocalyte losses, cure parts) of one round, under the scenario's rules."""
    key = current(st).key
    a, d = max(1, attacker_dice), max(1, defender_dice)
    defender_losses, attacker_losses = ROUND_LOSSES[(min(a, 3), min(d, 2))]
    lose, kill = (attacker_losses, defender_losses) if players_attack else (defender_losses, attacker_losses)
    both = BOTH_WON.get((a, d), 0.0) if players_attack else BOTH_WON.get((a, d), 0.0) * 0.8
    cure = 0.0
    if key == "zombies":
        if stock == 0:
            kill *= 0.7
        elif stock >= 2:
            lose *= 0.75
    elif key == "mutants" and not (mine >= theirs and stock >= 2):
        kill = both if (players_attack and d >= 2) or (not players_attack and min(a, 3) >= 2) else 0.0
    elif key == "demons":
        lose = 0.3 * lose + 0.1
    elif key == "aliens":
        kill *= (2 + min(stock, 2)) / 6
    elif key == "infection" and not cured(st):
        kill = 0.0
        if players_attack:
            cure, lose = BOTH_WON.get((min(a, 3), 2), 0.0) / 6, 0.0
    return lose, kill, cure


def _fight_value(st: State, mine: float, theirs: float, stock: int) -> float:
    """What a player's `mine` armies facing `theirs` Apocalytes are worth over the next exchange:
    the player's three rounds, then (unless they never attack) the Apocalytes' three."""
    if mine <= 0 or theirs <= 0:
        return 0.0
    scenario = current(st)
    researching = scenario.key == "infection" and not cured(st)
    rounds_mine = 0 if researching and stock == 0 else ROUNDS_PER_TERRITORY  # no research without supplies
    start_mine, start_theirs = mine, theirs
    cure = 0.0
    converts = scenario.key in ("zombies", "infection")
    for _ in range(rounds_mine):
        if mine < 0.5 or theirs < 0.5:
            break
        lose, kill, found = _round(st, round(min(3, mine)) or 1, round(min(2, theirs)) or 1, True, mine, theirs, stock)
        mine, theirs, cure = mine - lose, theirs - kill + (lose if converts else 0), cure + found
    if scenario.attacks:
        for _ in range(ROUNDS_PER_TERRITORY):
            if mine < 0.5 or theirs < 0.5:
                break
            lose, kill, _ = _round(st, round(min(3, theirs)) or 1, round(min(2, mine)) or 1, False, mine, theirs,
                                   stock)
            mine, theirs = mine - lose, theirs - kill + (lose if converts else 0)
    return (start_theirs - theirs) * 1.2 - (start_mine - mine) + cure * CURE_VALUE


def _incoming(st: State, code: str) -> float:
    """How many Apocalytes might walk in next turn: half of the largest group next door that can move."""
    scenario = current(st)
    groups = [apoc(st, n) for n in NEIGHBOURS[code] if scenario.can_move(st, n)]
    return max(groups, default=0) / 2


def _hold_value(st: State, code: str, mine: int) -> float:
    """The worth of `mine` armies standing guard in a territory without Apocalytes."""
    danger = _incoming(st, code)
    if not danger:
        return 0.0
    exposed = max(0.0, danger - mine)
    return -exposed * (0.5 + 0.5 * min(supplies(st, code), 2))


# --- supplies against the scenario's goal ----------------------------------------------------------


def _goal(st: State) -> str | None:
    """Where the team gathers supplies: Meteor's missile site, or the portal nearest to closing."""
    key = current(st).key
    if key == "meteor":
        open_ = [c for c in CODES if c not in st["marks"]["craters"] and players_in(st, c)]
        return max(open_, key=lambda c: (4 * supplies(st, c) + sum(supplies(st, n) for n in NEIGHBOURS[c])
                                         - 3 * apoc(st, c) + 0.1 * players_in(st, c), -ORDER[c]), default=None)
    if key == "demons" and st["marks"]["portals"]:
        return max(st["marks"]["portals"], key=lambda p: (_nearby_supplies(st, p) - 0.3 * apoc(st, p), -ORDER[p]))
    return None


def _nearby_supplies(st: State, code: str) -> float:
    steps = _steps_to(st, code)
    return sum(supplies(st, c) * _pull(steps.get(c, 99)) for c in CODES)


def _pull(distance: int) -> float:
    """How much a supply is worth at this distance from the goal: every step closer pays the same."""
    return max(0.0, 12.0 - 1.2 * distance)


def _steps_to(st: State, goal: str) -> dict[str, int]:
    return _steps_cached(goal, tuple(st["marks"]["craters"]))


@cache
def _steps_cached(goal: str, craters: tuple[str, ...]) -> dict[str, int]:
    return steps_to({goal}, lambda c: c not in craters)


def _supply_value(st: State, code: str, stock: int, mine: int, theirs: int, goal: str | None) -> float:
    """The worth of `stock` supplies in a territory, for the scenario's goal."""
    key = current(st).key
    if goal is not None:
        value = stock * _pull(_steps_to(st, goal).get(code, 99))
        if key == "meteor" and code == goal:
            value += 4 * stock
        return value
    if key == "infection" and theirs:
        return 5.0 * min(stock, 1) if mine else 0.0
    if theirs and mine and key in ("zombies", "mutants", "aliens"):
        return 2.0 * min(stock, 2)
    return 0.0


# --- choosing a movement ---------------------------------------------------------------------------


def _territory_value(st: State, seat: int, code: str, mine: int, stock: int, goal: str | None) -> float:
    theirs = apoc(st, code)
    value = _supply_value(st, code, stock, mine, theirs, goal)
    if theirs:
        return value + _fight_value(st, mine + players_in(st, code) - own(st, code, seat), theirs, stock)
    return value + _hold_value(st, code, mine + players_in(st, code) - own(st, code, seat))


def _score(st: State, seat: int, move: Move, goal: str | None) -> float:
    src, dst = move.route.src, move.route.dst
    before = (_territory_value(st, seat, src, own(st, src, seat), supplies(st, src), goal)
              + _territory_value(st, seat, dst, own(st, dst, seat), supplies(st, dst), goal))
    after = (_territory_value(st, seat, src, own(st, src, seat) - move.count, supplies(st, src) - move.carry, goal)
             + _territory_value(st, seat, dst, own(st, dst, seat) + move.count, supplies(st, dst) + move.carry,
                                goal))
    cost = ASKING_COST * len(consents(st, move)) + 0.05 * move.route.moves
    return after - before - cost


def _candidates(st: State, seat: int) -> list[Move]:
    t = st["turn"]
    left = turn.moves_left(st)
    found = []
    for src in sources(st, seat, left):
        most = movable(st, seat, src)
        for route in routes(st, seat, src, left):
            if [route.src, route.dst] in t["refused"]:
                continue
            carries = carry_choices(st, seat, route)
            counts = sorted({1, most, (most + 1) // 2})
            found += [Move(seat, route, n, k) for n in counts for k in {carries[0], carries[-1]}]
    return found


def _movement(st: State, seat: int) -> str | None:
    if st["turn"]["plan"] is not None:
        return None
    goal = _goal(st)
    best, best_score = None, MOVE_THRESHOLD
    for move in _candidates(st, seat):
        value = _score(st, seat, move, goal)
        if value > best_score:
            best, best_score = move, value
    if best is None:
        return None
    return f"move {best.count} {' '.join(best.route.path)} carry {best.carry}"


# --- combat ----------------------------------------------------------------------------------------


def _next_round_pays(st: State, seat: int, code: str) -> bool:
    mine, theirs, stock = own(st, code, seat), apoc(st, code), supplies(st, code)
    lose, kill, cure = _round(st, min(3, mine), min(2, theirs), True, mine, theirs, stock)
    if current(st).key == "zombies":
        lose *= 2  # each army lost rises as a zombie
    return kill * 1.2 + cure * CURE_VALUE - lose > 0.05


def _combat(st: State, seat: int) -> str:
    owed = turn.owed(st, seat)
    if owed:
        return f"attack 1 {owed[0]}"
    for code in turn.fightable(st, seat):
        if _next_round_pays(st, seat, code):
            return f"attack 1 {code}"
    return "done"
