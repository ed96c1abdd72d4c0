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
    colony_place,
    metabolisms,
    passenger_of,
    spores_of_species,
    touch,
    units_of,
    who,
)
from rules.phrases import Joined, Phrase


def starve(st: State, cid: str, ev: list[Event]) -> None:
    """Rule 8.1: half the generations, rounded down, are lost; at generation 1 the colony dies."""
    col = st["colonies"][cid]
    gen = col["gen"]
    if gen <= 1:
        kill(st, cid, ev, "starved")
        return
    col["gen"] = gen - gen // 2
    touch(st, col["hex"])
    ev.append(Event("starve", Phrase.of("micro-starve-event", colony=colony_name(st, cid), lost=gen // 2,
                                        generation=gen),
                    {"colony": cid, "hex": col["hex"], "generation": col["gen"]}))


def lose_generations(st: State, cid: str, count: int, ev: list[Event], why: str) -> None:
    """Take generations off a colony; at 0 it dies (rule 8.2), of `why` (a cause `kill` names)."""
    col = st["colonies"][cid]
    col["gen"] -= count
    touch(st, col["hex"])
    if col["gen"] <= 0:
        col["gen"] = 0
        kill(st, cid, ev, why)


def kill(st: State, cid: str, ev: list[Event], why: str) -> None:
    """The colony dies of `why` (starved, fight, eaten, phage: Phage Warfare's, phage-drawn: an evolution's
    Phage Attack!): nutrients released (8.3), its passenger takes over (8.4), and its species and player
    checked for extinction (8.5, 8.6)."""
    col = st["colonies"][cid]
    hex_name, species = col["hex"], col["species"]
    name = colony_place(st, cid)
    rider = passenger_of(st, cid)
    del st["colonies"][cid]
    touch(st, hex_name)
    released = _release(st, hex_name, species, col["best"])
    ev.append(Event("death", Phrase.of("micro-death-releasing", colony=name, why=why, released=released) if released
                    else Phrase.of("micro-death", colony=name, why=why), {"colony": cid, "hex": hex_name}))
    if rider is not None:
        st["colonies"][rider]["host"] = None
        ev.append(Event("takeover", Phrase.of("micro-takeover-event", colony=rider, hex=hex_name),
                        {"colony": rider, "hex": hex_name}))
    check_extinct(st, species, hex_name, ev)


def _release(st: State, hex_name: str, species: str, best: int) -> Joined | None:
    cards = metabolisms(st, species)
    recipe = cards[0].recipe if cards and cards[0].recipe else {}
    totals: dict[str, int] = {}
    for part in PARTS:
        nutrient = recipe.get(part)
        if nutrient and nutrient != "light":
            totals[nutrient] = totals.get(nutrient, 0) + best
    added = {name: add_amount(st, hex_name, name, count) for name, count in totals.items()}
    counts = [(name, count) for name, count in added.items() if count]
    return units_of(counts) if counts else None


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
        where = (Phrase.of("micro-extinct-remains", species=species.capitalize(), cards=card_names(cards), hex=hex_name)
                 if cards else Phrase.of("micro-extinct-no-cards", species=species.capitalize()))
    else:
        st["galapagos"].extend(cards)
        where = Phrase.of("micro-extinct-to-galapagos", species=species.capitalize())
    st["column"].extend(sp["metabolism"])
    sp["metabolism"], sp["pigment"] = [], None
    ev.append(Event("extinct", where, {"species": species}))
    check_out(st, sp["owner"], ev)


def check_out(st: State, seat: int, ev: list[Event]) -> None:
    """Rule 8.6: a player with no colony and no spore is out."""
    if st["out"][seat] or st["resigned"][seat]:
        return
    if any(not sp["extinct"] for sp in st["species"].values() if sp["owner"] == seat):
        return
    st["out"][seat] = True
    st["fell"][seat] = [st["round"], st["seat"]]  # the turn it went out in, for the finishing places
    ev.append(Event("out", Phrase.of("micro-out-event", player=who(st, seat)),
                    {"seat": seat, "round": st["round"]}))
