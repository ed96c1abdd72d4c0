"""Uptake (rule 6): what one resource costs a colony on a habitat, whether it can meet its
requirement, how much more it takes, and what its metabolism then adds to the habitat.

`plan` is pure: it works on a copy of the habitat's amounts, so the bot can ask how a colony
would fare on another habitat. `take_up` carries a plan out on the state.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import product

from rules.base import JSON, Event
from rules.micro.data import AMOUNTS, DESIGNS, MAX_AMOUNT, METABOLISMS, PARTS, kind
from rules.micro.life import starve
from rules.micro.state import (
    State,
    add_amount,
    colony_name,
    feature,
    has,
    metabolisms,
    nearby,
    nutrient_name,
    owner,
    units_of,
)
from rules.micro.traits import effects, temperature_energy, toxicity, uptake_limit
from rules.phrases import Joined, Phrase, joined

Option = tuple[str, int, bool]  # (nutrient, units, is the card's once-an-uptake swap)


@dataclass
class Purse:
    """What is left to pay with during one uptake."""

    units: dict[str, int]  # amounts of the habitat, and light (a budget, rule 6.6)
    swaps: list[tuple[str, str]]  # (part, nutrient) swaps not yet used this uptake
    free_energy: int  # energy parts that cost nothing (temperature cards)

    def copy(self) -> Purse:
        return Purse(dict(self.units), list(self.swaps), self.free_energy)


@dataclass
class Plan:
    taken: int  # whole resources taken from the habitat
    shortfall: int  # resources of the requirement the habitat could not give (rule 6.4)
    used: dict[str, int] = field(default_factory=dict)
    breathed: bool = False
    card: str = ""  # the metabolism card taken up by
    on_top: tuple[str, ...] = ()  # the parts paid on top of the resources (poison, temperature), by kind

    @property
    def met(self) -> bool:
        return self.shortfall == 0


Way = tuple[tuple[Option, ...], dict[str, int]]  # an option for each part, and the units they take together
# What a payer's ways depend on but the purse: its recipe's (part, nutrient) pairs, toxicity multiplier,
# pigment, metal energy and the parts chemicals may pay
Terms = tuple[tuple[tuple[str, str], ...], int, str | None, bool, frozenset[str]]
# _Payer._ways kept for every payer alike, by its terms, the purse's swaps left and its free energy part
_WAYS: dict[tuple[Terms, tuple[tuple[str, str], ...], int], list[Way]] = {}
MAX_KEPT_WAYS = 4096


class _Payer:
    """The payment rule (6.5) for one species on one habitat."""

    def __init__(self, st: State, species: str, hex_name: str, recipe: dict[str, str]) -> None:
        self.recipe = recipe
        self.multiplier = toxicity(st, species, hex_name)
        sp = st["species"][species]
        self.pigment = sp["pigment"] if has(st, species, "pigments") else None
        self.metal_energy = any(e == "metals" for e in _energy_from(st, species))
        self.chemicals_for = _chemicals_for(st, species, hex_name)
        self.parts = [part for part in PARTS if part in recipe]
        # Everything the ways to pay one resource depend on, but the swaps left and free energy.
        self.terms = (tuple(sorted(recipe.items())), self.multiplier, self.pigment, self.metal_energy,
                      frozenset(self.chemicals_for))

    def options(self, recipe: dict[str, str], part: str, purse: Purse) -> list[Option]:
        found: list[Option] = []

        def offer(nutrient: str, units: int, swap: bool = False) -> None:
            if all(o[0] != nutrient for o in found):
                found.append((nutrient, units, swap))

        energy_units = self.multiplier if part == "energy" else 1
        offer(recipe[part], energy_units)
        if part == "energy":
            if self.pigment:
                offer(self.pigment, energy_units)
            if self.metal_energy:
                offer("metals", 1)
        if part in self.chemicals_for:
            offer("chemicals", energy_units)
        for swap_part, nutrient in purse.swaps:
            if swap_part == part:
                offer(nutrient, 1, True)
        return found

    def pay_part(self, recipe: dict[str, str], part: str, purse: Purse) -> bool:
        """One part on its own (owed on top of the requirement): the option leaving most units."""
        if part == "energy" and purse.free_energy:
            purse.free_energy -= 1
            return True
        payable = [o for o in self.options(recipe, part, purse) if purse.units.get(o[0], 0) >= o[1]]
        if not payable:
            return False
        nutrient, units, swap = max(payable, key=lambda o: purse.units[o[0]])  # the first on a tie
        purse.units[nutrient] -= units
        if swap:
            purse.swaps.remove((part, nutrient))
        return True

    def pay_resource(self, purse: Purse) -> Purse | None:
        """The purse after one resource (rule 6.5): of the ways to pay its parts, the one using
        the fewest units that are used up (light is not), then the most of the card's own
        nutrients, then the first; None if no way can pay it."""
        parts = self.parts
        free = 1 if "energy" in parts and purse.free_energy else 0
        key = (self.terms, tuple(purse.swaps), free)
        ways = _WAYS.get(key)
        if ways is None:
            if len(_WAYS) >= MAX_KEPT_WAYS:
                _WAYS.clear()
            ways = _WAYS[key] = self._ways(purse, free)
        held = purse.units
        # The first way the purse affords is the cheapest, the first of equals.
        chosen = next((combo for combo, need in ways if all(held.get(n, 0) >= k for n, k in need.items())), None)
        if chosen is None:
            return None
        paid = purse.copy()
        paid.free_energy -= free
        for part, (nutrient, units, swap) in zip(parts, chosen, strict=True):
            if nutrient:
                paid.units[nutrient] -= units
            if swap:
                paid.swaps.remove((part, nutrient))
        return paid

    def _ways(self, purse: Purse, free: int) -> list[Way]:
        """Every way to pay one resource's parts with what each costs, ordered as pay_resource prefers
        them: fewest units used up, then fewest borrowed from other nutrients, then the first listed.
        They depend only on the purse's swaps left and free energy, not on its amounts."""
        choices = [[("", 0, False)] if part == "energy" and free else self.options(self.recipe, part, purse)
                   for part in self.parts]
        ranked = []
        for index, combo in enumerate(product(*choices)):
            need: dict[str, int] = {}
            for nutrient, units, _swap in combo:
                if nutrient:
                    need[nutrient] = need.get(nutrient, 0) + units
            used_up = sum(units for n, units in need.items() if n != "light")
            borrowed = sum(1 for part, o in zip(self.parts, combo, strict=True) if o[0] and o[0] != self.recipe[part])
            ranked.append(((used_up, borrowed, index), combo, need))
        ranked.sort(key=lambda way: way[0])
        return [(combo, need) for _rank, combo, need in ranked]

    def pay_extra(self, part: str, purse: Purse) -> bool:
        """A part owed on top of the resources (poison, cold for a thermophile); a card without
        that part owes nothing (Fermentation has no energy part)."""
        if part not in self.recipe:
            return True
        trial = purse.copy()
        if self.pay_part(self.recipe, part, trial):
            purse.units, purse.swaps, purse.free_energy = trial.units, trial.swaps, trial.free_energy
            return True
        return False


def _energy_from(st: State, species: str) -> list[str]:
    return [e.energy_from for e in effects(st, species) if e.energy_from is not None]


def _chemicals_for(st: State, species: str, hex_name: str) -> set[str]:
    """Anaerobe: with chemicals above 1, energy and donors may come from chemicals (14.14)."""
    if feature(st, hex_name, "chemicals") <= 1:
        return set()
    return {part for e in effects(st, species) for part in e.chemicals_for}


RENEWAL_SHARE = 3  # rule 6.9: a habitat regains a third of what it lacks each round (tuned by self-play)


def recovered(value: int, printed: int) -> int:
    """Rule 6.9: an amount below its printed value regains a third of the difference, rounded up."""
    return value + (printed - value + RENEWAL_SHARE - 1) // RENEWAL_SHARE if value < printed else value


def renew(st: State, ev: list[Event]) -> None:
    """The start of a round: every habitat regains a third of what it lacks (rule 6.9)."""
    for hab in st["habitats"].values():
        printed = DESIGNS[kind(hab["token"])].values
        for name in AMOUNTS:
            hab["amounts"][name] = recovered(hab["amounts"][name], printed[name])
    ev.append(Event("renew", Phrase.of("micro-renew-event"), {}))


def target(st: State, cid: str) -> tuple[int, bool]:
    """How many resources the colony's setting asks for (rule 6.3), and whether it keeps enough
    for its next requirement (the `safe` setting). The stock stops at its player's growth
    threshold (6.7): a colony takes no more than would fill it."""
    col = st["colonies"][cid]
    room = max(0, st["threshold"][owner(st, cid)] - col["stock"])
    limit = min(uptake_limit(st, cid), col["gen"] + room)
    setting = col["setting"]
    if setting in ("max", "safe"):
        return limit, setting == "safe"
    if setting == "min":
        return col["gen"], False
    return max(col["gen"], min(limit, int(setting))), False


def plan(st: State, cid: str, hex_name: str | None = None, gen: int | None = None,
         wanted: int | None = None) -> Plan:
    """What the colony would take up on `hex_name` (default: where it is) at generation `gen`:
    first the parts owed on top of its requirement (poison, a cold Thermophile), then its
    requirement, then more resources up to its setting (rules 6.2–6.5). A mixotroph takes up
    by Heterotrophy when that meets its requirement, else by its other card (6.5, 13.5)."""
    col = st["colonies"][cid]
    hex_name = hex_name or col["hex"]
    gen = col["gen"] if gen is None else gen
    wanted, safe = target(st, cid) if wanted is None else (wanted, False)
    plans = [_plan_by(st, cid, hex_name, gen, wanted, safe, m.recipe, m.key)
             for m in metabolisms(st, col["species"]) if m.recipe]
    return next((p for p in plans if p.met), plans[-1])  # Heterotrophy first for a mixotroph


def _plan_by(st: State, cid: str, hex_name: str, gen: int, wanted: int, safe: bool,
             recipe: dict[str, str], card: str) -> Plan:
    col = st["colonies"][cid]
    species = col["species"]
    payer = _Payer(st, species, hex_name, recipe)
    amounts = st["habitats"][hex_name]["amounts"]
    units = {name: amounts[name] for name in AMOUNTS}
    units["light"] = feature(st, hex_name, "light")
    free, more = temperature_energy(st, species, hex_name)
    swaps = [(m.swap["part"], m.swap["with"]) for m in metabolisms(st, species) if m.swap]
    purse = Purse(dict(units), list(swaps), free)
    extras = ["energy"] * more + (["biomass", "biomass"] if col["poisoned"] else [])
    trial = purse.copy()
    shortfall = 0
    on_top: tuple[str, ...] = ()
    if all(payer.pay_extra(part, trial) for part in extras):
        purse = trial
        on_top = tuple(part for part in extras if part in recipe)  # a part the card lacks is owed by nobody
    else:
        shortfall = 1  # the parts owed on top cost one resource of the stock
    taken = 0
    while taken < gen and (paid := payer.pay_resource(purse)) is not None:
        purse, taken = paid, taken + 1
    shortfall += gen - taken
    if shortfall == 0:
        printed = DESIGNS[kind(st["habitats"][hex_name]["token"])].values
        adds = METABOLISMS[card].adds
        while taken < wanted and (paid := payer.pay_resource(purse)) is not None:
            if safe:
                after = {name: recovered(min(MAX_AMOUNT, paid.units[name] + adds.get(name, 0)), printed[name])
                         for name in AMOUNTS}
                after["light"] = units["light"]
                if _requirement(payer, Purse(after, list(swaps), free), gen, ["energy"] * more) is None:
                    break
            purse, taken = paid, taken + 1
    # Aerobe (14.15) rewards an energy part actually taken up: a card with no energy part
    # (Fermentation) has nothing to acquire, so pay_extra's "owes nothing" must not count.
    breathed = (shortfall == 0 and any(e.breathes for e in effects(st, species)) and "energy" in recipe
                and payer.pay_extra("energy", purse))
    used = {name: units[name] - purse.units[name] for name in units if units[name] != purse.units[name]}
    return Plan(taken, shortfall, used, breathed, card, on_top)


def _requirement(payer: _Payer, purse: Purse, gen: int, extras: list[str]) -> Purse | None:
    """The purse after the requirement (gen resources and the parts owed on top), or None."""
    for _ in range(gen):
        paid = payer.pay_resource(purse)
        if paid is None:
            return None
        purse = paid
    if not all(payer.pay_extra(part, purse) for part in extras):
        return None
    return purse


def take_up(st: State, cid: str, ev: list[Event]) -> None:
    """Rule 6: the colony's uptake at the start of its owner's turn. The requirement is eaten,
    what is taken beyond it goes into the stock, a shortfall comes out of the stock, and a
    colony whose stock cannot cover it starves (rule 8.1)."""
    col = st["colonies"][cid]
    result = plan(st, cid)
    hex_name = col["hex"]
    col["poisoned"] = False
    col["breathed"] = result.breathed
    # Toxic's condition (14.3): a resource with an energy part taken up from the habitat
    col["energised"] = result.taken >= 1 and "energy" in (METABOLISMS[result.card].recipe or {})
    for name, units in result.used.items():
        if name != "light":
            add_amount(st, hex_name, name, -units)
    took = _took_words(st, cid, result)
    data: dict[str, JSON] = {"colony": cid, "hex": hex_name, "taken": result.taken, "used": result.used}
    if result.met:
        col["stock"] += result.taken - col["gen"]
        ev.append(Event("uptake", Phrase.of("micro-uptake-breath-event" if result.breathed else "micro-uptake-event",
                                            took=took, stock=col["stock"]), data))
    elif col["stock"] >= result.shortfall:
        col["stock"] -= result.shortfall
        ev.append(Event("uptake", Phrase.of("micro-uptake-short-event", took=took, short=result.shortfall,
                                            stock=col["stock"]), data))
    else:
        col["stock"], col["fed"], col["energised"] = 0, False, False
        ev.append(Event("uptake", Phrase.of("micro-uptake-starving-event", took=took, short=result.shortfall), data))
        starve(st, cid, ev)
        return
    col["fed"] = True
    _produce(st, cid, result.card, ev)


def _took_words(st: State, cid: str, result: Plan) -> Joined:
    """What an uptake took, its counts agreeing: the resources are whole ones (a part of each kind,
    6.1), the nutrient units are what they, and any parts owed on top (6.4), were paid with in all
    ("takes up 1 resource, paid with 3 nutrient units (1 inorganics, 2 light)")."""
    what: list[Phrase] = [Phrase.of("micro-took", colony=colony_name(st, cid), count=result.taken)]
    if result.on_top:
        owed = Counter(result.on_top)
        what.append(Phrase.of("micro-took-owed", parts=joined(
            *(Phrase.of("micro-parts", count=owed[part], part=part) for part in PARTS if part in owed), between=", ")))
    units = sum(result.used.values())
    if units:
        what.append(Phrase.of("micro-took-paid", count=units, spent=units_of(sorted(result.used.items()))))
    return joined(*what, between="")


def _produce(st: State, cid: str, card: str, ev: list[Event]) -> None:
    """Rule 6.8: the additions of the metabolism card the colony took up by, and Exudating's
    to the habitats nearby."""
    col = st["colonies"][cid]
    hex_name = col["hex"]
    added: list[tuple[int, str, str]] = []  # (count, nutrient, hex)
    for name, count in METABOLISMS[card].adds.items():
        if add_amount(st, hex_name, name, count):
            added.append((count, name, hex_name))
    if any(e.exudes for e in effects(st, col["species"])):
        for other in nearby(st, hex_name):
            if add_amount(st, other, "organics", 1):
                added.append((1, "organics", other))
    if added:
        to = joined(*(Phrase.of("micro-added-to", count=count, nutrient=nutrient_name(name), hex=h)
                      for count, name, h in added), between=", ")
        ev.append(Event("adds", Phrase.of("micro-adds-event", species=col["species"].capitalize(), colony=cid,
                                          added=to),
                        {"colony": cid, "added": [f"{count} {name} to {h}" for count, name, h in added]}))


def turns_fed(st: State, cid: str, hex_name: str, gen: int, horizon: int = 4) -> int:
    """Turns in a row a colony of generation `gen` could meet its requirement on `hex_name`,
    its own additions and the sea's renewal counted. Leaves the state as it found it."""
    amounts = st["habitats"][hex_name]["amounts"]
    saved = dict(amounts)
    printed = DESIGNS[kind(st["habitats"][hex_name]["token"])].values
    turns = 0
    for _ in range(horizon):
        result = plan(st, cid, hex_name, gen, wanted=gen)
        if not result.met:
            break
        turns += 1
        for name, units in result.used.items():
            if name != "light":
                amounts[name] -= units
        for name, count in METABOLISMS[result.card].adds.items():
            amounts[name] = min(MAX_AMOUNT, amounts[name] + count)
        for name in AMOUNTS:
            amounts[name] = recovered(amounts[name], printed[name])
    amounts.update(saved)
    return turns
