"""Uptake (rule 6): what one resource costs a colony on a habitat, whether it can meet its
requirement, how much more it takes, and what its metabolism then adds to the habitat.

`plan` is pure: it works on a copy of the habitat's amounts, so the bot can ask how a colony
would fare on another habitat. `take_up` carries a plan out on the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.base import Event
from rules.micro.data import AMOUNTS, DESIGNS, MAX_AMOUNT, PARTS, kind
from rules.micro.life import starve
from rules.micro.state import (
    State,
    add_amount,
    colony_name,
    feature,
    has,
    metabolisms,
    nearby,
)
from rules.micro.traits import effects, flag, temperature_energy, toxicity, uptake_limit
from rules.wording import plural

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
    resources: int
    starving: bool
    used: dict[str, int] = field(default_factory=dict)
    breathed: bool = False


class _Payer:
    """The payment rule (6.5) for one species on one habitat."""

    def __init__(self, st: State, species: str, hex_name: str) -> None:
        self.recipes = [m.recipe for m in metabolisms(st, species) if m.recipe]
        self.multiplier = toxicity(st, species, hex_name)
        sp = st["species"][species]
        self.pigment = sp["pigment"] if has(st, species, "pigments") else None
        self.metal_energy = any(e == "metals" for e in _energy_from(st, species))
        self.chemicals_for = _chemicals_for(st, species, hex_name)

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
        if part == "energy" and purse.free_energy:
            purse.free_energy -= 1
            return True
        payable = [o for o in self.options(recipe, part, purse) if purse.units.get(o[0], 0) >= o[1]]
        if not payable:
            return False
        nutrient, units, swap = max(payable, key=lambda o: purse.units[o[0]])  # first on a tie
        purse.units[nutrient] -= units
        if swap:
            purse.swaps.remove((part, nutrient))
        return True

    def pay_resource(self, purse: Purse) -> Purse | None:
        """The purse after one resource, by the card costing fewer units; None if none can pay."""
        best: Purse | None = None
        best_cost = 0
        for recipe in self.recipes:
            trial = purse.copy()
            if all(self.pay_part(recipe, part, trial) for part in PARTS if part in recipe):
                cost = sum(purse.units.values()) - sum(trial.units.values())
                if best is None or cost < best_cost:
                    best, best_cost = trial, cost
        return best

    def pay_extra(self, part: str, purse: Purse) -> bool:
        """A part owed on top of the resources (poison, cold for a thermophile), by any card."""
        recipes = [r for r in self.recipes if part in r]
        if not recipes:
            return True
        for recipe in recipes:
            trial = purse.copy()
            if self.pay_part(recipe, part, trial):
                purse.units, purse.swaps, purse.free_energy = trial.units, trial.swaps, trial.free_energy
                return True
        return False


def _energy_from(st: State, species: str) -> list[str]:
    return [e["energy_from"] for e in effects(st, species) if "energy_from" in e]


def _chemicals_for(st: State, species: str, hex_name: str) -> set[str]:
    """Anaerobe: with chemicals above 1, energy and donors may come from chemicals (14.14)."""
    if feature(st, hex_name, "chemicals") <= 1:
        return set()
    return {part for e in effects(st, species) for part in e.get("chemicals_for", ())}


def recovered(value: int, printed: int) -> int:
    """Rule 6.9: an amount below its printed value regains half the difference, rounded up."""
    return value + (printed - value + 1) // 2 if value < printed else value


def renew(st: State, ev: list[Event]) -> None:
    """The start of a round: every habitat regains half of what it lacks (rule 6.9)."""
    for hab in st["habitats"].values():
        printed = DESIGNS[kind(hab["token"])].values
        for name in AMOUNTS:
            hab["amounts"][name] = recovered(hab["amounts"][name], printed[name])
    ev.append(Event("renew", "The sea renews every habitat: half of what each lacks comes back.", {}))


def target(st: State, cid: str) -> tuple[int, bool]:
    """How many resources the colony's setting asks for (rule 6.3), and whether it keeps enough
    for its next requirement (the `safe` setting)."""
    col = st["colonies"][cid]
    limit = uptake_limit(st, cid)
    setting = col["setting"]
    if setting in ("max", "safe"):
        return limit, setting == "safe"
    if setting == "min":
        return col["gen"], False
    return max(col["gen"], min(limit, int(setting))), False


def plan(st: State, cid: str, hex_name: str | None = None, gen: int | None = None,
         wanted: int | None = None) -> Plan:
    """What the colony would take up on `hex_name` (default: where it is) at generation `gen`."""
    col = st["colonies"][cid]
    species = col["species"]
    hex_name = hex_name or col["hex"]
    gen = col["gen"] if gen is None else gen
    wanted, safe = target(st, cid) if wanted is None else (wanted, False)
    payer = _Payer(st, species, hex_name)
    amounts = st["habitats"][hex_name]["amounts"]
    units = {name: amounts[name] for name in AMOUNTS}
    units["light"] = feature(st, hex_name, "light")
    free, more = temperature_energy(st, species, hex_name)
    swaps = [(m.swap["part"], m.swap["with"]) for m in metabolisms(st, species) if m.swap]
    purse = _requirement(payer, Purse(dict(units), list(swaps), free), gen,
                         ["energy"] * more + (["biomass", "biomass"] if col["poisoned"] else []))
    if purse is None:
        return Plan(0, True)
    taken = gen
    printed = DESIGNS[kind(st["habitats"][hex_name]["token"])].values
    adds: dict[str, int] = {}
    for metabolism in metabolisms(st, species):
        for name, count in metabolism.adds.items():
            adds[name] = adds.get(name, 0) + count
    while taken < wanted:
        paid = payer.pay_resource(purse)
        if paid is None:
            break
        if safe:
            after = {name: recovered(min(MAX_AMOUNT, paid.units[name] + adds.get(name, 0)), printed[name])
                     for name in AMOUNTS}
            after["light"] = units["light"]
            if _requirement(payer, Purse(after, list(swaps), free), gen, ["energy"] * more) is None:
                break
        purse, taken = paid, taken + 1
    breathed = flag(st, species, "breathes") and payer.pay_extra("energy", purse)
    used = {name: units[name] - purse.units[name] for name in units if units[name] != purse.units[name]}
    return Plan(taken, False, used, breathed)


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
    """Rule 6: the colony's uptake at the start of its owner's turn, with starving and additions."""
    col = st["colonies"][cid]
    result = plan(st, cid)
    col["poisoned"] = False
    col["breathed"] = result.breathed
    if result.starving:
        col["fed"] = False
        starve(st, cid, ev)
        return
    hex_name = col["hex"]
    for name, units in result.used.items():
        if name != "light":
            add_amount(st, hex_name, name, -units)
    col["stock"] += result.resources
    col["fed"] = True
    spent = ", ".join(f"{units} {name}" for name, units in sorted(result.used.items())) or "nothing"
    breath = "; it breathes deeply (threshold −1 this turn)" if result.breathed else ""
    ev.append(Event("uptake", f"{colony_name(st, cid)} takes up {plural(result.resources, 'resource')} "
                              f"({spent}): stock {col['stock']}{breath}.",
                    {"colony": cid, "hex": hex_name, "resources": result.resources, "used": result.used}))
    _produce(st, cid, ev)


def _produce(st: State, cid: str, ev: list[Event]) -> None:
    """Rule 6.8: the metabolism's additions to the habitat, Exudating's to the habitats nearby."""
    col = st["colonies"][cid]
    hex_name = col["hex"]
    added: list[str] = []
    for metabolism in metabolisms(st, col["species"]):
        for name, count in metabolism.adds.items():
            if add_amount(st, hex_name, name, count):
                added.append(f"{count} {name} to {hex_name}")
    if flag(st, col["species"], "exudes"):
        for other in nearby(st, hex_name):
            if add_amount(st, other, "organics", 1):
                added.append(f"1 organics to {other}")
    if added:
        ev.append(Event("adds", f"{col['species'].capitalize()} {cid} adds {', '.join(added)}.",
                        {"colony": cid, "added": added}))


def turns_fed(st: State, cid: str, hex_name: str, gen: int, horizon: int = 4) -> int:
    """Turns in a row a colony of generation `gen` could meet its requirement on `hex_name`,
    its own additions and the sea's renewal counted. Leaves the state as it found it."""
    amounts = st["habitats"][hex_name]["amounts"]
    saved = dict(amounts)
    printed = DESIGNS[kind(st["habitats"][hex_name]["token"])].values
    adds = [m.adds for m in metabolisms(st, st["colonies"][cid]["species"])]
    turns = 0
    for _ in range(horizon):
        result = plan(st, cid, hex_name, gen, wanted=gen)
        if result.starving:
            break
        turns += 1
        for name, units in result.used.items():
            if name != "light":
                amounts[name] -= units
        for add in adds:
            for name, count in add.items():
                amounts[name] = min(MAX_AMOUNT, amounts[name] + count)
        for name in AMOUNTS:
            amounts[name] = recovered(amounts[name], printed[name])
    amounts.update(saved)
    return turns
