"""The bot seats: team players who fight where it pays, bring supplies where the scenario needs
them, keep their reserves moving towards the Apocalytes, and answer other players' requests.

A movement is chosen by scoring every candidate (source, route, how many, which supplies) with a
quick estimate of what it changes in the two territories it touches:
- the coming exchange where they share a territory with Apocalytes: the mover's own rounds (the
  compulsory one, then more while they pay), then the Apocalytes' three against whoever has the
  most armies there, run on expected values with each scenario's combat rules folded into the
  expected losses of a round;
- the attack the armies could make from there next turn, with the supplies they could carry;
- the danger to a territory left thin beside a group of Apocalytes that may march in;
- how far armies stand from the Apocalytes (reserves far away do nothing): against Zombies and
  Aliens, from the one group the team gathers against;
- where supplies stand: near the front with player armies where they change the fights (Zombies,
  Mutants, Aliens), or against the scenario's goal (Meteor's missile site, Demons' next portal).
New armies go where they add the most by the same estimate. Killing an Apocalyte is worth more
armies the more the team outnumbers them (a zombie at least five): armies are there to be spent.
Combat goes on round by round while the next round is expected to pay. A quarantine is always
tried, except against the infected where it is expected to cost more than the spread it stops.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from itertools import product

from rules.apocalyte import turn
from rules.apocalyte.asks import legal, open_asks
from rules.apocalyte.demons import TO_CLOSE, portals_beyond_reach, supplies_left
from rules.apocalyte.infection import cured
from rules.apocalyte.movement import Move, carry_choices, consents, movable, routes
from rules.apocalyte.placement import new_army_targets
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    MAX_CARRY,
    ROUNDS_PER_TERRITORY,
    State,
    apoc,
    apocalytes_left,
    arrival_of,
    option,
    own,
    players_in,
    supplies,
    turn_of,
)
from rules.apocalyte.world import CODES, NEIGHBOURS, ORDER
from rules.base import Action
from rules.graph import nearest

# Expected losses in one Risk round: (attacker dice, defender dice) -> (defender losses, attacker losses).
ROUND_LOSSES = {
    (1, 1): (0.4167, 0.5833), (1, 2): (0.2546, 0.7454),
    (2, 1): (0.5787, 0.4213), (2, 2): (0.7793, 1.2207),
    (3, 1): (0.6597, 0.3403), (3, 2): (1.0792, 0.9209),
}
# The chance the attacker wins both comparisons (a mutant dies, a cure is researched).
BOTH_WON = {(2, 2): 0.2276, (3, 2): 0.3717}
MUTANTS_BOTH_LOST = 0.2926  # a player defending with two dice loses both comparisons to three
CURE_VALUE = 12.0  # a part of the cure, in armies: without it the infected cannot be fought
MOVE_THRESHOLD = 0.6  # a movement must be worth this much to be made
# A dead Apocalyte is worth at least the floor, or that share of the ratio of armies to Apocalytes. Zombies
# only ever shrink through bold attacks beside two supplies, so they are worth more.
WORTH_FLOOR, WORTH_RATIO = {"zombies": 5.0}, 0.5
DEFAULT_FLOOR = 1.2
ASKING_COST = 0.4  # a movement that needs someone's permission costs a little more
FRONT_PULL = 0.15  # the worth of one army one step nearer the Apocalytes (rioters never attack: 0 in Meteor)
FRONT_REACH = 6
SUPPLY_PULL = {"meteor": 3.0, "demons": 1.5}  # the worth of a supply one step nearer the team's goal
STRIKE_SHARE = 0.6  # an attack armies could make next turn counts for this share of its worth
# Where supplies change the fights, the first two with player armies are worth this much per step nearer the
# Apocalytes, so they travel with the armies towards the front.
RALLY = ("zombies", "aliens")  # where the team's armies gather against one group at a time
SUPPLY_FRONT = {"zombies": 0.4, "mutants": 0.4, "aliens": 0.4}
# Choosing the team's gathering point (Meteor, Demons), the supplies up to GOAL_REACH steps from a site count,
# one GOAL_REACH + 1 - steps away (two steps: 1, one step: 2), one on the site itself GOAL_HOLD.
GOAL_REACH = 2.0
GOAL_HOLD = 3.0


@dataclass(frozen=True)
class Strike:
    """A neighbour held by Apocalytes that armies carrying `carried` supplies could attack next turn."""

    target: str
    there: int  # the mover's armies already there
    others: int  # the most any other player has there
    theirs: int
    stock: int  # supplies there before the attack
    carried: int
    unchanged: float  # the fight's value there without the attack


@dataclass(frozen=True)
class Weights:
    """The figures the bot weighs a scenario by, which self-play may tune apart for the strong bot's search."""

    front_pull: float  # FRONT_PULL: the worth of one army one step nearer the Apocalytes
    worth_floor: float  # the least worth of a dead Apocalyte, in armies (WORTH_FLOOR)
    supply_pull: float  # SUPPLY_PULL: the worth of a supply one step nearer the team's goal
    supply_front: float  # SUPPLY_FRONT: the worth of a supply with player armies one step nearer the front
    strike_share: float  # STRIKE_SHARE
    move_threshold: float  # MOVE_THRESHOLD
    cure_value: float  # CURE_VALUE
    goal_reach: float  # GOAL_REACH
    goal_hold: float  # GOAL_HOLD


# The strong bot's search starts from and plays on with these changes to the normal bot's figures
# (Engine.search_action), by difficulty and scenario, tuned by self-play of that policy alone (docs/rules/
# apocalyte.md, AI levels and Strong seats against normal seats). At `rulebook`, in Zombies a team that marches
# on harder and values a dead zombie at eight armies won 63 of 200 two-player games where the hand-set figures
# won 48. At `hard`, chosen on seeds 40001-40050 and confirmed on 50001-50100 at every table size (games won
# of 400 there, normal figures first): armies pulled towards the Apocalytes two to four times as hard won Aliens
# 309 to 203 (with a dead alien worth twice as much, supplies pulled to the front half as hard and a coming
# attack counted at half its share), Infection 303 to 211 (with that half share), Zombies 271 to 189 (with a
# dead zombie worth sixteen armies), Mutants 196 to 150 and Demons 180 to 164 (with a dead demon worth half as
# much); in Meteor, supplies pulled to the missile site four times as hard and movements made from half the
# worth won 189 to 183. At `rulebook`, every scenario but Zombies keeps the normal bot's figures. In Demons the
# search's policy also plays otherwise than any figure says, at every difficulty: it closes a portal only where
# the supplies left can then close no other (`_turn_end`) and gathers none once they cannot (`_goal`), so that
# clearing the board wins; with the figures above it won 363 of those 400 games. In Meteor it carries the nearest
# supplies first, at every difficulty: a step closer pays the more the nearer the supply already is (`_supply_value`),
# where every step paid the same and the first supply in map order went, however far; it won 359 of those 400. In
# Zombies at `hard` it lets zombies in where one supply stands, or two and the players there match them
# (`_quarantines`), so that they stand beside players on supplies rather than alone: it won 295 of those 400 (301
# to 266 on seeds 90001-90100), though only 149 to 144 of the 200 it was chosen on. In
# Mutants at `hard` it fights by pairs of supplies: it walks into mutants only where its armies then match them beside
# two (`_may_enter`), since a walk in without them cost armies and left lone mutants that no die kills, and counts a
# single supply at the front at half (`_supplies_at_front`); it won 248 of those 400.
ZOMBIES_SEARCHED = {"front_pull": 0.3, "worth_floor": 8.0}
SEARCHED: dict[str, dict[str, dict[str, float]]] = {
    "rulebook": {"zombies": ZOMBIES_SEARCHED},
    "hard": {
        "aliens": {"front_pull": 0.3, "worth_floor": 2.4, "supply_front": 0.2, "strike_share": 0.3},
        "infection": {"front_pull": 0.6, "strike_share": 0.3},
        "zombies": {"front_pull": 0.6, "worth_floor": 16.0},
        "mutants": {"front_pull": 0.6},
        "demons": {"front_pull": 0.3, "worth_floor": 0.6},
        "meteor": {"supply_pull": 12.0, "move_threshold": 0.3},
    },
}


def hand_set(scenario: str) -> Weights:
    """The normal bot's figures in `scenario`."""
    return Weights(FRONT_PULL, WORTH_FLOOR.get(scenario, DEFAULT_FLOOR), SUPPLY_PULL.get(scenario, 0.0),
                   SUPPLY_FRONT.get(scenario, 0.0), STRIKE_SHARE, MOVE_THRESHOLD, CURE_VALUE, GOAL_REACH,
                   GOAL_HOLD)


def weights(scenario: str, difficulty: str = "rulebook", searched: bool = False) -> Weights:
    """The figures the bot weighs in `scenario` at `difficulty`: the strong bot's search's, or the normal bot's."""
    tuned = SEARCHED[difficulty].get(scenario, {}) if searched else {}
    return replace(hand_set(scenario), **tuned)


@dataclass(frozen=True)
class Outlook:
    """What the bot reckons with while it weighs its choices in one position."""

    st: State
    seat: int
    scenario: str
    cured: bool
    worth: float  # armies one dead Apocalyte is worth (Meteor: see rioter_worth)
    weights: Weights
    searched: bool  # the strong bot's search's policy (see SEARCHED), not the normal bot
    known: dict[tuple[str, int, int], float] = field(default_factory=dict)  # territory values worked out
    fights: dict[tuple[str, float, float, float, int], float] = field(default_factory=dict)  # fight values too
    strikes: dict[tuple[str, int], list[Strike]] = field(default_factory=dict)  # attacks open from a territory
    sites: dict[str, tuple[int, int, int, int]] = field(default_factory=dict)  # see _site
    pairs: dict[tuple[str, str], tuple[int, int, int, int, float]] = field(default_factory=dict)  # see _pair

    def converts(self, players_attack: bool) -> bool:
        """Whether the players' armies lost in such a round join the Apocalytes."""
        return self._converts[players_attack]

    @cached_property
    def _converts(self) -> tuple[bool, bool]:
        """`converts` when the Apocalytes attack, then when the players do: the options are read once."""
        if self.scenario == "zombies":
            return True, option(self.st, "zombie_rise") != "bitten"
        return (self.scenario == "infection",) * 2

    # What follows is worked out when first asked (a combat decision never asks for most of it).

    @cached_property
    def goal(self) -> str | None:
        """Where the team gathers supplies."""
        return _goal(self.st, self.weights, self.searched)

    @cached_property
    def _occupied(self) -> tuple[str, ...]:
        return tuple(c for c in CODES if apoc(self.st, c))

    @cached_property
    def front(self) -> dict[str, int]:
        """Steps to the nearest Apocalytes (against Zombies and Aliens, to the group the team gathers against)."""
        st, scenario, occupied = self.st, current(self.st), self._occupied
        reachable = tuple(c for c in occupied if scenario.stay_refusal(st, c, MAX_CARRY) is None) or occupied
        if scenario.key in RALLY and reachable:
            reachable = (_rally_target(st, reachable),)
        return _steps_cached(reachable, tuple(st["marks"]["craters"])) if reachable else {}

    @cached_property
    def danger(self) -> dict[str, float]:
        """Apocalytes that may walk into each territory next turn."""
        st, scenario = self.st, current(self.st)
        movers = {c for c in self._occupied if scenario.can_move(st, c)}
        return {c: max((apoc(st, n) for n in NEIGHBOURS[c] if n in movers), default=0) / 2 for c in CODES}

    @cached_property
    def goal_steps(self) -> dict[str, int]:
        """Steps to the team's gathering point (none: no goal)."""
        return _steps_cached((self.goal,), tuple(self.st["marks"]["craters"])) if self.goal is not None else {}

    @cached_property
    def attacks(self) -> bool:
        """Whether the Apocalytes in play attack on their turn."""
        return current(self.st).attacks

    @cached_property
    def plays_by_pairs(self) -> bool:
        """Whether the searched policy plays Mutants at `hard`, where it fights only beside two supplies (`_may_enter`)
        and counts a supply at the front only as one of a pair (`_supplies_at_front`)."""
        return self.searched and self.scenario == "mutants" and option(self.st, "difficulty") == "hard"

    @cached_property
    def treating(self) -> bool:
        """Whether the players' attacks on the infected face two dice and cost them nothing."""
        return self.scenario == "infection" and not (self.cured and option(self.st, "cure_attacks") == "costly")


def played_by(st: State, searched: bool) -> Weights:
    """The figures the bot weighs in the game's scenario at its difficulty."""
    return weights(current(st).key, option(st, "difficulty"), searched)


def outlook(st: State, seat: int, searched: bool = False) -> Outlook:
    players = sum(sum(armies) for armies in st["armies"].values())
    weighed = played_by(st, searched)
    worth = max(weighed.worth_floor, WORTH_RATIO * players / max(1, apocalytes_left(st)))
    return Outlook(st, seat, current(st).key, cured(st), worth, weighed, searched)


def _rally_target(st: State, targets: tuple[str, ...]) -> str:
    """The Apocalytes the team gathers against: the group with the most player armies near it for its size."""
    craters = tuple(st["marks"]["craters"])

    def pull(target: str) -> tuple[float, int]:
        near = sum(players_in(st, c) * weight for c, weight in _within(target, craters, 3, _halving))
        return near - apoc(st, target), -ORDER[target]

    return max(targets, key=pull)


def choose(st: State, seat: int, rng: random.Random, searched: bool = False) -> Action:
    """The bot's answer to what `seat` owes; `searched`: with the figures the strong bot's search plays by."""
    kind = next(a for a in open_asks(st) if a.seat == seat).kind
    if kind == "reinforce":
        return Action(_reinforcement(outlook(st, seat, searched)))
    if kind in ("draft", "place"):
        return Action("pick auto" if kind == "draft" else "place auto")
    if kind == "quarantine":
        return Action("quarantine yes" if _quarantines(st, seat, searched) else "quarantine no")
    if kind == "permission":
        return Action("allow" if _agreeable(st, played_by(st, searched), searched) else "refuse")
    if kind == "move":
        return Action(_movement(outlook(st, seat, searched)) or ("back" if turn_of(st)["plan"] else "done"))
    if kind == "combat":
        return Action(_combat(outlook(st, seat, searched)))
    return _turn_end(st, seat, searched)


def _turn_end(st: State, seat: int, searched: bool) -> Action:
    """Destroying the mothership always helps, and so does closing a portal for the normal bot. The searched
    policy closes a portal only when the supplies left after it cannot close the others (or it is the last):
    then clearing the board of demons wins alone (Winning the Game; docs/rules/apocalyte.md, Demons, portals
    that can no longer close), and the supplies that put the other portals beyond reach, gathered at one, are
    far fewer than four at each (two players at `hard` hold eighteen: seven at one portal, against sixteen)."""
    actions = legal(st, seat)
    if not searched or current(st).key != "demons":
        return actions[0]
    others_need = TO_CLOSE * (len(st["marks"]["portals"]) - 1)

    def last_or_beyond_reach(close: Action) -> bool:
        return not others_need or supplies_left(st) - supplies(st, close.notation.split()[1]) < others_need

    return next(a for a in actions if a.notation == "done" or last_or_beyond_reach(a))


def _agreeable(st: State, weighed: Weights, searched: bool) -> bool:
    """Allow a teammate's movement unless it carries supplies away from the team's gathering point."""
    move = turn.requested_move(st)
    goal = _goal(st, weighed, searched)
    if move.carry and goal is not None:
        steps = _steps_cached((goal,), tuple(st["marks"]["craters"]))
        return steps.get(move.route.dst, 99) <= steps.get(move.route.src, 99)
    return True


def _quarantines(st: State, seat: int, searched: bool) -> bool:
    """The searched policy at `hard` lets zombies in where one supply stands, and where two do and the players
    there match the zombies with those arriving. With one supply a quarantine holds only on a throw without a
    success for them (three dice against two: about three in ten), and a failed one costs a round whose losses
    rise as zombies before they walk in all the same (Quarantine; Zombies in Combat 1). Held out, zombies stay
    alone, where they grow and walk on; let in, they stand beside players and neither grow nor move (Increasing
    Zombie Forces; Apocalyte Movement 1), on supplies: with two there, or one more carried in, every round against
    them is fought with the players' re-roll (Zombies in Combat 3)."""
    if not (searched and current(st).key == "zombies" and option(st, "difficulty") == "hard"):
        return _quarantine_pays(st, seat)
    pending = arrival_of(st)
    dst = pending["dst"]
    return supplies(st, dst) >= 2 and players_in(st, dst) < apoc(st, dst) + pending["count"]


def _quarantine_pays(st: State, seat: int) -> bool:
    """A quarantine is always worth trying where the Apocalytes would walk in and fight. Infected do not
    walk in: letting them in costs one army on a spread roll, so a quarantine that may fail (its losses
    turned, and the spread still rolled) is tried only where it is expected to cost less. Mutants are let
    in where the players would match them beside two supplies (plain rounds, where even a lone mutant can
    die): blocking them there for ever would keep the ground zeros' mutants out of reach.
    """
    pending = arrival_of(st)
    key = current(st).key
    if key == "mutants":
        dst = pending["dst"]
        return not (supplies(st, dst) >= 2 and players_in(st, dst) >= apoc(st, dst) + pending["count"])
    if key != "infection":
        return True
    dst = pending["dst"]
    stock = supplies(st, dst)
    spread = (4 - min(stock, 2)) / 6
    successes = _quarantine_successes(min(3, pending["count"]), min(2, own(st, dst, seat)))
    if stock >= 2:
        fails, loss = successes.get(2, 0.0), 1.0
    else:
        fails = 1 - successes.get(0, 0.0)
        loss = sum(n * p for n, p in successes.items()) / fails if fails else 0.0
    return fails * (loss + spread) < spread


@cache
def _quarantine_successes(attack: int, defence: int) -> dict[int, float]:
    """The chance of each number of successes for `attack` dice against `defence` (ties to the defender)."""
    odds: dict[int, float] = {}
    throws = list(product(range(1, 7), repeat=attack + defence))
    for throw in throws:
        theirs, mine = sorted(throw[:attack], reverse=True), sorted(throw[attack:], reverse=True)
        wins = sum(1 for a, d in zip(theirs, mine, strict=False) if a > d)
        odds[wins] = odds.get(wins, 0.0) + 1 / len(throws)
    return odds


# --- the worth of a fight ------------------------------------------------------------------------------


def _round(look: Outlook, attacker_dice: int, defender_dice: int, players_attack: bool, team: float, theirs: float,
           stock: int) -> tuple[float, float, float]:
    """Expected (player losses, Apocalyte losses, cure parts) of one round under the scenario's rules
    (the factors were measured by rolling each rule some hundred thousand times)."""
    a, d = min(3, max(1, attacker_dice)), min(2, max(1, defender_dice))
    defender_losses, attacker_losses = ROUND_LOSSES[(a, d)]
    lose, kill = (attacker_losses, defender_losses) if players_attack else (defender_losses, attacker_losses)
    pairs, key, cure = min(a, d), look.scenario, 0.0
    if key == "zombies" and stock == 0:
        lose, kill = lose * 1.3, kill * 0.73
    elif key == "zombies" and stock >= 2:
        lose, kill = lose * (0.84 if players_attack else 0.72), kill * (1.1 if players_attack else 1.33)
    elif key == "mutants" and not (team >= theirs and stock >= 2):
        kill = BOTH_WON.get((a, d), 0.0) if players_attack else (MUTANTS_BOTH_LOST if pairs == 2 else 0.0)
    elif key == "demons":
        lose = 0.44 if pairs == 2 else 0.0
        kill *= 1.28 if pairs == 1 and players_attack else 1.0
    elif key == "aliens":
        kill *= (2 + min(stock, 2)) / 6
    elif key == "infection":
        # The players' attacks cost nothing (and turn infected only after the cure); the infected's never kill them.
        if not players_attack:
            kill = 0.0
        elif look.cured:
            lose = 0.0 if look.treating else lose
        else:
            kill, lose, cure = 0.0, 0.0, BOTH_WON.get((a, 2), 0.0) / 6
    return lose, kill, cure


def _rioter_worth(look: Outlook, code: str) -> float:
    """Rioters never attack: they only matter where they block the missile or the supplies."""
    if code == look.goal:
        return 6.0
    return 2.0 if supplies(look.st, code) else 0.5


def _gain(look: Outlook, code: str, mine: float, team: float, theirs: float, stock: int,
          players_attack: bool) -> tuple[float, float, float]:
    """One round's worth to the team, and the armies and Apocalytes left after it (expected)."""
    attackers, defenders = (mine, theirs) if players_attack else (theirs, mine)
    treating = players_attack and look.treating  # always against two dice
    defence = 2 if treating else min(2, defenders)
    lose, kill, cure = _round(look, round(min(3, attackers)) or 1, round(defence) or 1, players_attack, team, theirs,
                              stock)
    kill = min(kill, theirs)
    worth = look.worth if look.scenario != "meteor" else _rioter_worth(look, code)
    turned = kill if players_attack and look.scenario == "infection" else 0.0  # cured infected join the attacker
    risen = lose if look.converts(players_attack) else 0.0
    value = (kill - risen) * worth + turned - lose + cure * look.weights.cure_value
    return value, mine - lose + turned, theirs - kill + risen


def _fight_value(look: Outlook, code: str, mine: float, others: float, theirs: float, stock: int) -> float:
    """The coming exchange in a shared territory: the mover's own rounds (the compulsory one, then
    more while they pay; only the mover's armies roll), then the Apocalytes' three rounds against
    whoever has the most armies there."""
    if theirs <= 0 or mine + others <= 0:
        return 0.0
    key = (code, mine, others, theirs, stock)
    known = look.fights.get(key)
    if known is None:
        known = look.fights[key] = _exchange(look, code, mine, others, theirs, stock)
    return known


def _exchange(look: Outlook, code: str, mine: float, others: float, theirs: float, stock: int) -> float:
    total = 0.0
    can_fight = mine > 0 and (stock > 0 or look.scenario != "infection")
    for n in range(ROUNDS_PER_TERRITORY if can_fight else 0):
        if mine < 0.1 or theirs < 0.1:
            break
        value, after_mine, after_theirs = _gain(look, code, mine, mine + others, theirs, stock, True)
        if n and value <= 0:
            break
        total, mine, theirs = total + value, after_mine, after_theirs
    if look.attacks:
        for _ in range(ROUNDS_PER_TERRITORY):
            target = max(mine, others)
            if target < 0.1 or theirs < 0.1:
                break
            value, left, theirs = _gain(look, code, target, mine + others, theirs, stock, False)
            total += value
            if mine >= others:
                mine = left
            else:
                others = left
    return total


def _strike_value(look: Outlook, code: str, mine: int, stock: int) -> float:
    """What the mover's armies here could gain by attacking next turn: all but one of them, carrying
    what supplies they can, into the neighbour held by Apocalytes where that pays most."""
    if mine < 2:
        return 0.0
    best = 0.0
    for s in _strikes(look, code, min(current(look.st).carry_limit, stock)):
        gain = _fight_value(look, s.target, s.there + mine - 1, s.others, s.theirs, s.stock + s.carried) - s.unchanged
        best = max(best, gain)
    return look.weights.strike_share * best


def _strikes(look: Outlook, code: str, carried: int) -> list[Strike]:
    """The attacks `_strike_value` weighs from `code`, worked out once per decision whatever the armies."""
    known = look.strikes.get((code, carried))
    if known is not None:
        return known
    st, seat = look.st, look.seat
    scenario = current(st)
    found = []
    for target in NEIGHBOURS[code]:
        theirs = apoc(st, target)
        if not theirs or scenario.stay_refusal(st, target, carried) is not None:
            continue
        there = own(st, target, seat)
        others = max((n for s, n in enumerate(st["armies"][target]) if s != seat), default=0)
        stock_there = supplies(st, target)
        found.append(Strike(target, there, others, theirs, stock_there, carried,
                            _fight_value(look, target, there, others, theirs, stock_there)))
    look.strikes[(code, carried)] = found
    return found


def _hold_value(look: Outlook, code: str, guards: int, stock: int) -> float:
    """The worth of `guards` armies in a territory without Apocalytes beside a group that may come
    (half of it, as the movement die says on average): each army short costs, more with supplies."""
    danger = look.danger[code]
    return -max(0.0, danger - guards) * (0.5 + 0.5 * min(stock, 2)) if danger else 0.0


# --- supplies against the scenario's goal -----------------------------------------------------------------


def _goal(st: State, weighed: Weights, searched: bool) -> str | None:
    """Where the team gathers supplies: Meteor's missile site, or the portal nearest to closing.
    A site is judged by the supplies within a few steps (the nearer, the more they count), so it stays put as
    supplies arrive. The searched policy gathers none once the portals are beyond reach: only the demons count."""
    key = current(st).key
    craters, reach = tuple(st["marks"]["craters"]), weighed.goal_reach
    if key == "meteor":
        sites = [c for c in CODES if c not in craters and players_in(st, c)]
    elif key == "demons" and not (searched and portals_beyond_reach(st)):
        sites = list(st["marks"]["portals"])
    else:
        return None

    def gathered(site: str) -> tuple[float, int]:
        near = sum(supplies(st, c) * (weighed.goal_hold if c == site else reach + 1 - steps)
                   for c, steps in _within(site, craters, reach, _steps))
        return near - 0.5 * apoc(st, site), -ORDER[site]

    return max(sites, key=gathered, default=None)


def _pull(distance: int, slope: float) -> float:
    """How much a supply is worth at this distance from the goal: every step closer pays the same."""
    return max(0.0, slope * (10 - distance))


def _nearer_pull(distance: int, slope: float) -> float:
    """The searched policy's pull in Meteor: a step closer pays the more the nearer the supply already is."""
    return slope * max(0, 10 - distance) ** 2


@cache
def _steps_cached(targets: tuple[str, ...], craters: tuple[str, ...]) -> dict[str, int]:
    return nearest(targets, NEIGHBOURS.__getitem__, lambda c: c not in craters)  # world.steps_to in one walk


def _halving(steps: int) -> float:
    return 0.5 ** steps


def _steps(steps: int) -> int:
    return steps


@cache
def _within(target: str, craters: tuple[str, ...], reach: float, weight: Callable[[int], float]) -> tuple[
        tuple[str, float], ...]:
    """The territories at most `reach` steps from `target`, in map order, each with the weight its
    distance gives: the same few sums are taken for every position, so the walk is done once."""
    steps = _steps_cached((target,), craters)
    return tuple((c, weight(steps[c])) for c in CODES if steps.get(c, 9) <= reach)


def _supply_value(look: Outlook, code: str, stock: int) -> float:
    """The supplies' worth against the goal. Where every step closer pays the same, the movements that carry
    a supply score alike, and the first in map order went, however far its supply: in Meteor the team spread
    its movements over supplies that could not reach the site before the clock. So the searched policy there
    carries the nearest supplies first (docs/rules/apocalyte.md, Meteor: play the figures cannot express)."""
    if look.goal is None:
        return 0.0
    pull = _nearer_pull if look.searched and look.scenario == "meteor" else _pull
    return stock * pull(look.goal_steps.get(code, 99), look.weights.supply_pull)


# --- choosing a movement ------------------------------------------------------------------------------------


def _territory_value(look: Outlook, code: str, mine: int, stock: int) -> float:
    """The worth to the team of the mover holding `mine` armies and `stock` supplies in a territory."""
    known = look.known.get((code, mine, stock))
    if known is not None:
        return known
    theirs, others_in, others, distance = look.sites.get(code) or _site(look, code)
    value = _supply_value(look, code, stock)
    team = mine + others_in
    if team > 0 and team >= theirs:  # supplies the players hold
        front = FRONT_REACH - (0 if theirs else distance)
        value += look.weights.supply_front * _supplies_at_front(look, stock) * front
    if theirs:
        value += _fight_value(look, code, mine, others, theirs, stock)
    elif look.attacks:
        value -= look.weights.front_pull * mine * distance
        value += _hold_value(look, code, team, stock)
        value += _strike_value(look, code, mine, stock)
    look.known[(code, mine, stock)] = value
    return value


def _supplies_at_front(look: Outlook, stock: int) -> float:
    """How many of a territory's supplies count at the front: the first two, which change the fights. The searched
    policy in Mutants at `hard` counts a single one at half, so supplies travel in pairs: only two make a round
    against mutants plain (Mutants in Combat 1), and it walks into mutants only with them (`_may_enter`)."""
    return 0.5 if stock == 1 and look.plays_by_pairs else min(stock, 2)


def _site(look: Outlook, code: str) -> tuple[int, int, int, int]:
    """What `_territory_value` reads of a territory whatever the mover holds there: the Apocalytes, the
    other players' armies together and the most of any one of them, and the steps to the front (capped)."""
    st, seat = look.st, look.seat
    others = max((n for s, n in enumerate(st["armies"][code]) if s != seat), default=0)
    site = look.sites[code] = (apoc(st, code), players_in(st, code) - own(st, code, seat), others,
                               min(look.front.get(code, FRONT_REACH), FRONT_REACH))
    return site


def _score(look: Outlook, move: Move, bar: float) -> float:
    """What the movement changes for the team; the permissions it needs are only counted when the
    rest clears `bar` (they cost little, and working them out takes longer)."""
    src, dst = move.route.src, move.route.dst
    src_armies, src_stock, dst_armies, dst_stock, before = look.pairs.get((src, dst)) or _pair(look, src, dst)
    after = (_territory_value(look, src, src_armies - move.count, src_stock - move.carry)
             + _territory_value(look, dst, dst_armies + move.count, dst_stock + move.carry))
    value = after - before - 0.05 * move.route.moves
    return value if value <= bar else value - ASKING_COST * len(consents(look.st, move))


def _pair(look: Outlook, src: str, dst: str) -> tuple[int, int, int, int, float]:
    """The mover's armies and the supplies in a movement's two territories, and what they are worth
    as they stand: the same for every count and load moved between them."""
    st, seat = look.st, look.seat
    src_armies, src_stock = own(st, src, seat), supplies(st, src)
    dst_armies, dst_stock = own(st, dst, seat), supplies(st, dst)
    before = _territory_value(look, src, src_armies, src_stock) + _territory_value(look, dst, dst_armies, dst_stock)
    pair = look.pairs[(src, dst)] = (src_armies, src_stock, dst_armies, dst_stock, before)
    return pair


def _candidates(look: Outlook) -> list[Move]:
    st, seat = look.st, look.seat
    left = turn.moves_left(st)
    found = []
    for src in CODES:  # movement.sources, with each source's routes listed once
        most = movable(st, seat, src)
        if most <= 0:
            continue
        for route in routes(st, seat, src, left):
            if [route.src, route.dst] in turn_of(st)["refused"]:
                continue
            carries = carry_choices(st, seat, route)
            counts = sorted({1, most, (most + 1) // 2})
            moves = (Move(seat, route, n, k) for n in counts for k in {carries[0], carries[-1]})
            found += [move for move in moves if _may_enter(look, move)]
    return found


def _may_enter(look: Outlook, move: Move) -> bool:
    """The searched policy in Mutants at `hard` walks into mutants only where the players then match them beside
    two supplies: there a round is plain, and even a lone mutant can die (Mutants in Combat 1). Anywhere else a
    mutant dies only to two successes, and a lone one (one die) never, so armies walked in cost more than they
    kill and leave lone mutants behind (docs/rules/apocalyte.md, Mutants: play the figures cannot express)."""
    st, dst = look.st, move.route.dst
    theirs = apoc(st, dst)
    if not (theirs and look.plays_by_pairs):
        return True
    return players_in(st, dst) + move.count >= theirs and supplies(st, dst) + move.carry >= 2


def _movement(look: Outlook) -> str | None:
    if turn_of(look.st)["plan"] is not None:
        return None
    best, best_score = None, look.weights.move_threshold
    for move in _candidates(look):
        value = _score(look, move, best_score)
        if value > best_score:
            best, best_score = move, value
    if best is None:
        return None
    return f"move {best.count} {' '.join(best.route.path)} carry {best.carry}"


def _reinforcement(look: Outlook) -> str:
    """All the new armies where they add the most (the front, a stack about to strike)."""
    st, seat = look.st, look.seat
    left = turn_of(st)["left"]

    def gain(code: str) -> tuple[float, int]:
        mine, stock = own(st, code, seat), supplies(st, code)
        more = _territory_value(look, code, mine + left, stock) - _territory_value(look, code, mine, stock)
        return more, -ORDER[code]

    return f"place {left} {max(new_army_targets(st, seat), key=gain)}"


# --- combat ---------------------------------------------------------------------------------------------------


def _combat(look: Outlook) -> str:
    st, seat = look.st, look.seat
    owed = turn.owed(st, seat)
    if owed:
        return f"attack 1 {owed[0]}"
    for code in turn.fightable(st, seat):
        value, _, _ = _gain(look, code, own(st, code, seat), players_in(st, code), apoc(st, code), supplies(st, code),
                            True)
        if value > 0.05:
            return f"attack 1 {code}"
    return "done"
