"""The bot seats: sensible, not clever. A colony's prospects on a habitat are judged by how
many turns in a row it could meet its requirement there (`turns_fed`); the bot uses its free
powers when they hurt a rival, attacks when it wins and survives, plays for the end when far
ahead (drawing from Gaia, whose emptying ends the game), grows when ready (evolving a lone
colony, doubling where food lasts, spreading to the best free habitat), and otherwise draws a
fresh habitat, or passes."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.base import Action
from rules.dictengine import copy_state
from rules.micro import exchange, setup
from rules.micro.flow import biomass
from rules.micro.nutrients import turns_fed
from rules.micro.powers import spores_to_rejuvenate
from rules.micro.stages import STAGES
from rules.micro.state import (
    Stage,
    State,
    colonies_of_species,
    feature,
    host_at,
    hosts_of,
    in_game,
    species_of,
)
from rules.micro.traits import strength

STOCK_TURNS = 3  # turns of a bigger requirement a stock must cover before the bot doubles on it
LEAD_TO_END = 2  # generations of biomass ahead of every rival at which the bot plays for the end


def _richness(st: State, hex_name: str) -> int:
    return sum(st["habitats"][hex_name]["amounts"].values())


def choose(state: State, stage: Stage, rng: random.Random) -> Action:
    """The legal action the bot takes at the stage (with its label: the list is made once, here)."""
    st = copy_state(state)
    legal = STAGES[stage["kind"]].actions(st, stage)
    picker = _PICKERS.get(stage["kind"])
    choice = picker(st, stage, legal, rng) if picker else None
    return next((a for a in legal if a.notation == choice), legal[0])


def _arrange(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    return rng.choice(legal).notation


def _settle(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    return f"settle {setup.best_fed_home(st, stage['seat'])}"


def _turn(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    seat = stage["seat"]
    notations = [a.notation for a in legal]
    for verb in ("rejuvenate", "acquire", "prey", "warfare", "toxic", "shuffle"):
        found = [n for n in notations if n.startswith(verb + " ")]
        if found:
            return found[0]
    attack = _good_attack(st, notations)
    if attack:
        return attack
    if "exchange" in notations and _far_ahead(st, seat):
        return "exchange"
    growers = [(n, cid) for n in notations if n.startswith("grow ") and (cid := host_at(st, n.split()[1])) is not None]
    for grow, cid in sorted(growers, key=lambda g: -st["colonies"][g[1]]["stock"]):
        growing: Stage = {"kind": "grow", "seat": seat, "colony": cid, "done": []}
        if _grow(st, growing, STAGES["grow"].actions(st, growing), random.Random(rng.random())) != "done":
            return grow
    change = _metabolism_change(st, seat, notations)
    if change:
        return change
    # nothing better to do: a fresh habitat for an unused (or no) one is worth the turn
    return "exchange" if "exchange" in notations else "pass"


def _far_ahead(st: State, seat: int) -> bool:
    """Whether the seat's biomass leads every rival's by LEAD_TO_END: the ranking (rule 15.5) then
    favours it, so it hastens the end by emptying Gaia (15.1) rather than growing. Without this the
    bots grew and fought until the round limit in a third of the games of three and four players."""
    mine = biomass(st, seat)
    return all(biomass(st, rival) + LEAD_TO_END <= mine for rival in in_game(st) if rival != seat)


def _good_attack(st: State, notations: list[str]) -> str | None:
    best, best_gain = None, 0
    for n in notations:
        if not n.startswith("attack "):
            continue
        _verb, here, there = n.split()
        me, them = host_at(st, here), host_at(st, there)
        assert me is not None and them is not None
        mine, theirs = st["colonies"][me], st["colonies"][them]
        wins = strength(st, me, True) > strength(st, them, False)
        if mine["gen"] < 2 or not (wins or theirs["gen"] == 1):
            continue
        gain = (theirs["stock"] if wins else 0) + (5 if theirs["gen"] == 1 else 0)
        if gain > best_gain:
            best, best_gain = n, gain
    return best


def _metabolism_change(st: State, seat: int, notations: list[str]) -> str | None:
    for species in species_of(st, seat):
        cols = [c for c in colonies_of_species(st, species) if st["colonies"][c]["host"] is None]
        starving = cols and all(turns_fed(st, c, st["colonies"][c]["hex"], st["colonies"][c]["gen"]) == 0 for c in cols)
        if starving:
            found = [n for n in notations if n.startswith(f"metabolism {species} ")]
            if found:
                return found[0]
    return None


def _grow(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    """Double where the colony can spread or still be fed, evolve a lone colony, spread half of
    a bigger colony to the best free habitat, move a small one to a better habitat."""
    cid = stage["colony"]
    col = st["colonies"][cid]
    notations = [a.notation for a in legal]
    moves = [n for n in notations if n.startswith("move ")]
    bigger = col["gen"] + 1
    lives_on_stock = col["stock"] >= STOCK_TURNS * bigger  # its stock covers a few lean turns
    if "double" in notations and (
            (moves and col["gen"] < 4) or lives_on_stock or turns_fed(st, cid, col["hex"], bigger, 3) == 3):
        return "double"
    alone = len(colonies_of_species(st, col["species"])) == 1
    # a drawn Phage Attack! kills the colony: never risk the player's last one
    backed = len(hosts_of(st, stage["seat"])) > 1 or spores_to_rejuvenate(st, stage["seat"])
    if "evolve" in notations and backed and (alone or rng.random() < 0.2):
        return "evolve"
    if moves:
        part = max(1, col["gen"] // 2)
        scored = [(turns_fed(st, cid, n.split()[1], part), _richness(st, n.split()[1]), n) for n in moves]
        best = max(scored)
        here = turns_fed(st, cid, col["hex"], col["gen"])
        if best[0] >= 2 if col["gen"] >= 2 else best[0] > here:
            return best[2]
    if "spore" in notations:
        return "spore"
    return "done"


def _place(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    seat = stage["seat"]
    mine = hosts_of(st, seat)
    if exchange.unused_of(st, seat) and mine:
        probe = mine[0]
        worst = min(legal, key=lambda a: (turns_fed(st, probe, a.notation.split()[1], 1),
                                          _richness(st, a.notation.split()[1])))
        return worst.notation
    return rng.choice(legal).notation


def _ride(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    for action in legal:
        if action.notation.startswith("ride "):
            cid = host_at(st, action.notation.split()[1])
            if cid is not None and st["colonies"][cid]["gen"] >= 3:
                return action.notation
    return "decline"


def _pigment(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    seat = st["species"][stage["species"]]["owner"]
    hexes = [st["colonies"][c]["hex"] for c in hosts_of(st, seat)]

    def total(nutrient: str) -> int:
        if nutrient == "light":
            return sum(feature(st, h, "light") * 2 for h in hexes)
        return sum(st["habitats"][h]["amounts"][nutrient] for h in hexes)

    return max(legal, key=lambda a: total(a.notation.split()[1])).notation


def _bring(st: State, stage: Stage, legal: list[Action], rng: random.Random) -> str:
    return "bring all"


_PICKERS: dict[str, Callable[[State, Stage, list[Action], random.Random], str]] = {
    "arrange": _arrange, "settle": _settle, "turn": _turn, "grow": _grow, "place": _place,
    "ride": _ride, "pigment": _pigment, "bring": _bring,
}

