"""Starving, dying, extinction and leaving the game (rules 8.1–8.6)."""

from __future__ import annotations

from rules.base import Event
from rules.micro.data import PARTS
from rules.micro.state import (
    State,
    add_amount,
    card_names,
    colonies_of_species,
    colony_name,
    metabolisms,
    passenger_of,
    spores_of_species,
    touch,
    who,
)


def starve(st: State, cid: str, ev: list[Event]) -> None:
    """Rule 8.1: half the generations, rounded down, are lost; at generation 1 the colony dies."""
    col = st["colonies"][cid]
    gen = col["gen"]
    if gen <= 1:
        kill(st, cid, ev, "starves to death")
        return
    col["gen"] = gen - gen // 2
    touch(st, col["hex"])
    ev.append(Event("starve", f"{colony_name(st, cid)} starves: it loses {gen // 2} of its {gen} generations.",
                    {"colony": cid, "hex": col["hex"], "generation": col["gen"]}))


def lose_generations(st: State, cid: str, count: int, ev: list[Event], why: str) -> None:
    """Take generations off a colony; at 0 it dies (rule 8.2)."""
    col = st["colonies"][cid]
    col["gen"] -= count
    touch(st, col["hex"])
    if col["gen"] <= 0:
        col["gen"] = 0
        kill(st, cid, ev, why)


def kill(st: State, cid: str, ev: list[Event], why: str) -> None:
    """The colony dies: nutrients released (8.3), its passenger takes over (8.4), and its
    species and player checked for extinction (8.5, 8.6)."""
    col = st["colonies"][cid]
    hex_name, species = col["hex"], col["species"]
    name = colony_name(st, cid).replace(f" (generation {col['gen']})", "")
    rider = passenger_of(st, cid)
    del st["colonies"][cid]
    touch(st, hex_name)
    released = _release(st, hex_name, species, col["best"])
    text = f"{name} {why}"
    if released:
        text += f", releasing {released}"
    ev.append(Event("death", text + ".", {"colony": cid, "hex": hex_name}))
    if rider is not None:
        st["colonies"][rider]["host"] = None
        ev.append(Event("takeover", f"Its passenger {rider} now holds {hex_name} on its own.",
                        {"colony": rider, "hex": hex_name}))
    check_extinct(st, species, hex_name, ev)


def _release(st: State, hex_name: str, species: str, best: int) -> str:
    cards = metabolisms(st, species)
    recipe = cards[0].recipe if cards and cards[0].recipe else {}
    totals: dict[str, int] = {}
    for part in PARTS:
        nutrient = recipe.get(part)
        if nutrient and nutrient != "light":
            totals[nutrient] = totals.get(nutrient, 0) + best
    added = {name: add_amount(st, hex_name, name, count) for name, count in totals.items()}
    return ", ".join(f"{count} {name}" for name, count in added.items() if count)


def check_extinct(st: State, species: str, hex_name: str | None, ev: list[Event]) -> None:
    """A species with no colony and no spore is extinct: its evolution cards stay as remains on
    `hex_name` (the Galapagos when None), its metabolism cards go back to the Column."""
    sp = st["species"][species]
    if sp["extinct"] or colonies_of_species(st, species) or spores_of_species(st, species):
        return
    sp["extinct"] = True
    cards, sp["cards"] = sp["cards"], []
    if hex_name is not None and hex_name in st["habitats"]:
        st["habitats"][hex_name]["remains"].extend(cards)
        where = f"its cards ({card_names(cards)}) remain on {hex_name}" if cards else "it leaves no cards"
    else:
        st["galapagos"].extend(cards)
        where = "its cards go back to the Galapagos"
    st["column"].extend(sp["metabolism"])
    sp["metabolism"], sp["pigment"] = [], None
    ev.append(Event("extinct", f"{species.capitalize()} is extinct; {where}.", {"species": species}))
    check_out(st, sp["owner"], ev)


def check_out(st: State, seat: int, ev: list[Event]) -> None:
    """Rule 8.6: a player with no colony and no spore is out."""
    if st["out"][seat] or st["resigned"][seat]:
        return
    if any(not sp["extinct"] for sp in st["species"].values() if sp["owner"] == seat):
        return
    st["out"][seat] = True
    st["fell"][seat] = [st["round"], st["seat"]]  # the turn it went out in, for the finishing places
    ev.append(Event("out", f"{who(st, seat)} has no colony and no spore left: out of the game.",
                    {"seat": seat, "round": st["round"]}))
