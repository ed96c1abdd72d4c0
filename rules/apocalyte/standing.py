"""How well the team stands, from what everyone sees: the strong bot's estimate where its look-ahead
stops (rules/search.py), the same for every seat, since the players win or lose together.

Where a scenario has fitted weights (Zombies, Meteor) it is the team's chance to win as a logistic
model of a few public numbers that the scenario's rules make matter, fitted to who won heuristic
self-play (`python -m bench.apocalyte_standing`; the figures are in docs/rules/apocalyte.md):

- Zombies: growth happens only where zombies stand alone, and armies lost fighting them rise as
  zombies except beside supplies, so besides the armies on both sides the numbers say how many
  territories the zombies hold alone, how many armies stand beside two supplies, where the two
  sides share a territory, and how many players are still bringing armies.
- Meteor: the missile needs eight supplies on one rioter-free territory before the thirteenth
  meteorite, so the numbers are the best such stock, the supplies left on the board, and the
  meteorites to come: those that fall before the round limit where the table has one (`hard`'s
  clock, option `rounds`), since the missile fires only as a meteorite falls.

The weights are fitted by difficulty: `hard` changes the numbers the game starts with and brings a
clock, so what a position is worth there is fitted to `hard`'s own games.

Every other scenario (and the placement, before one is revealed) keeps the plain share of the armies
on the map: the team's armies against theirs and the Apocalytes'.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from rules.apocalyte.difficulty import round_limit
from rules.apocalyte.meteor import METEORITES, MISSILE, craters
from rules.apocalyte.state import (
    MOVES_PER_TURN,
    State,
    apoc,
    apocalytes_left,
    in_game,
    option,
    players_in,
    seats,
    supplies,
    total_armies,
    turn_of,
)
from rules.apocalyte.turn import moves_left
from rules.apocalyte.world import CODES

Numbers = tuple[float, ...]


def share(st: State) -> float:
    """The team's armies against theirs and the Apocalytes' together (0 to 1)."""
    team = sum(total_armies(st, s) for s in seats(st))
    return team / max(1, team + apocalytes_left(st))


def _zombies(st: State) -> Numbers:
    team = sum(total_armies(st, s) for s in seats(st))
    zombies = apocalytes_left(st)
    alone = sum(1 for c in CODES if apoc(st, c) and not players_in(st, c))
    guarded = sum(players_in(st, c) for c in CODES if supplies(st, c) >= 2)
    fronts = sum(1 for c in CODES if apoc(st, c) and players_in(st, c))
    return (1.0, math.log((team + 1) / (zombies + 1)), team / 10, zombies / 10, alone / 10, guarded / 10,
            fronts / 10, len(in_game(st)))


def meteorites_to_come(st: State) -> int:
    """The meteorites still to fall while the game goes on: up to the thirteenth, and under a round limit
    only one each round from the second up to the limit (the round after it is lost before its meteorite)."""
    limit = round_limit(st)
    last = METEORITES if limit is None else min(METEORITES, limit - 1)
    return last - st["meteorites"]


def missile_out_of_reach(st: State) -> bool:
    """Whether no site can reach eight supplies by the last meteorite to come: none is left, or the movements
    before it (two a player a turn, one supply each in Meteor) are too few for the fullest territory."""
    to_come = meteorites_to_come(st)
    if to_come == 0:
        return True
    playing = in_game(st)
    if st["phase"] == "turn":
        turn = turn_of(st)
        now = moves_left(st) if turn["stage"] in ("reinforce", "move") else 0
        this_round = now + MOVES_PER_TURN * sum(1 for s in playing if s > turn["seat"])
    else:
        this_round = MOVES_PER_TURN * len(playing)
    movements = this_round + MOVES_PER_TURN * len(playing) * (to_come - 1)
    fullest = max((supplies(st, c) for c in CODES if c not in craters(st)), default=0)
    return fullest + movements < MISSILE


def _meteor(st: State) -> Numbers:
    standing = [c for c in CODES if c not in craters(st)]
    best = max((supplies(st, c) for c in standing if not apoc(st, c)), default=0)
    stock = sum(supplies(st, c) for c in standing)
    to_come = meteorites_to_come(st)
    team = sum(total_armies(st, s) for s in seats(st))
    return (1.0, best, stock / 10, to_come, (MISSILE - best) / max(1, to_come), team / 10,
            apocalytes_left(st) / 10, len(in_game(st)))


FEATURES: dict[str, tuple[str, ...]] = {
    "zombies": ("bias", "log_ratio", "armies", "zombies", "alone", "guarded", "fronts", "playing"),
    "meteor": ("bias", "best_site", "supplies", "meteorites_to_come", "shortfall_per_meteorite", "armies",
               "rioters", "playing"),
}
_READERS: dict[str, Callable[[State], Numbers]] = {"zombies": _zombies, "meteor": _meteor}

# Fitted by `python -m bench.apocalyte_standing --scenario S` (200 games of two and three players from seed 200000);
# Meteor at `hard` by `... --scenario meteor --difficulty hard --players 2,3,4,5` (200 games from seed 210000,
# every 5th decision).
# Zombies at `hard`, whose clock is a cap on stalled games, keeps the rulebook's fit.
ZOMBIES_FIT = {"bias": -10.1262, "log_ratio": 2.2795, "armies": 0.2264, "zombies": -0.1697, "alone": -0.9287,
               "guarded": 0.3128, "fronts": -0.3655, "playing": 2.7895}
WEIGHTS: dict[str, dict[str, dict[str, float]]] = {
    "rulebook": {
        "zombies": ZOMBIES_FIT,
        "meteor": {"bias": -4.992, "best_site": 0.0152, "supplies": 1.9813, "meteorites_to_come": -0.0842,
                   "shortfall_per_meteorite": -2.2748, "armies": 0.366, "rioters": -0.1171, "playing": 0.6874},
    },
    "hard": {
        "zombies": ZOMBIES_FIT,
        "meteor": {"bias": -5.5333, "best_site": 0.2341, "supplies": 2.0155, "meteorites_to_come": 0.509,
                   "shortfall_per_meteorite": -0.2266, "armies": -0.3443, "rioters": 0.6051, "playing": 0.5358},
    },
}


def features(st: State) -> Numbers | None:
    """The public numbers the scenario in play is fitted on, in FEATURES order (None: no fit for it)."""
    reader = _READERS.get(st["scenario"] or "")
    return reader(st) if reader else None


def logistic(weights: Numbers, numbers: Numbers) -> float:
    """The chance 1 / (1 + e^-(weights · numbers))."""
    z = sum(w * x for w, x in zip(weights, numbers, strict=True))
    return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))


def chance(st: State) -> float:
    """The team's chance to win by the fitted model of the scenario at the table's difficulty, else its share
    of the armies. In Meteor it is none once the missile is out of reach before the last meteorite: a game
    that can no longer be won reads as lost before its end, so a search gains nothing by keeping its look-ahead
    short of that end (opening a menu and leaving it again)."""
    if st["scenario"] == "meteor" and missile_out_of_reach(st):
        return 0.0
    numbers = features(st)
    scenario = st["scenario"] or ""
    weights = WEIGHTS[option(st, "difficulty")].get(scenario)
    if numbers is None or weights is None:
        return share(st)
    return logistic(tuple(weights[name] for name in FEATURES[scenario]), numbers)
