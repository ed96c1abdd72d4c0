"""The free card powers used in one's own turn, each once a turn per species: Toxic (14.3),
Gene Shuffle (14.4), Sporigenous's rejuvenation (14.6), Competence's acquisition (14.13)."""

from __future__ import annotations

from rules.base import Event
from rules.graph import distances
from rules.micro.data import EVOLUTIONS, kind
from rules.micro.growth import new_colony
from rules.micro.species import pigment_choices
from rules.micro.stack import push
from rules.micro.state import (
    State,
    card_names,
    colony_name,
    host_at,
    nearby,
    owner,
    roll,
    species_of_token,
    take_random,
    touch,
)
from rules.micro.traits import mobility


def toxic_victims(st: State, cid: str) -> list[str]:
    species = st["colonies"][cid]["species"]
    return [v for h in nearby(st, st["colonies"][cid]["hex"])
            if (v := host_at(st, h)) is not None and st["colonies"][v]["species"] != species]


def toxic(st: State, cid: str, ev: list[Event]) -> None:
    victims = toxic_victims(st, cid)
    for victim in victims:
        st["colonies"][victim]["poisoned"] = True
        touch(st, st["colonies"][victim]["hex"])
    touch(st, st["colonies"][cid]["hex"])
    ev.append(Event("toxic", f"{colony_name(st, cid)} emits toxins: {', '.join(victims)} need 2 biomass more "
                             "at their next uptake.", {"colony": cid, "victims": victims}))


def shuffle_targets(st: State, cid: str) -> list[str]:
    """Other players' colonies within the colony's mobility over habitats, nearest first."""
    col = st["colonies"][cid]
    reach = mobility(st, cid)
    if reach < 1:
        return []
    found = distances(col["hex"], lambda h: nearby(st, h), limit=reach)
    me = owner(st, cid)
    hits = [(steps, h, v) for h, steps in found.items() if steps >= 1
            and (v := host_at(st, h)) is not None and owner(st, v) != me]
    return [v for _steps, _h, v in sorted(hits)]


def shuffle(st: State, cid: str, ev: list[Event]) -> None:
    particles = roll(st)
    targets = shuffle_targets(st, cid)[:particles]
    ev.append(Event("shuffle", f"{colony_name(st, cid)} spreads gene particles: rolls {particles}; "
                               f"they reach {', '.join(targets) or 'no colony'}.",
                    {"colony": cid, "roll": particles, "targets": targets}))
    touch(st, st["colonies"][cid]["hex"])
    for target in targets:
        species = st["colonies"][target]["species"]
        held = st["species"][species]["cards"]
        touch(st, st["colonies"][target]["hex"])
        if not held:
            continue
        card = take_random(st, held)
        assert card is not None
        st["galapagos"].append(card)
        if kind(card) == "pigments" and not any(kind(c) == "pigments" for c in held):
            st["species"][species]["pigment"] = None
        ev.append(Event("shuffled", f"{species.capitalize()} loses {EVOLUTIONS[kind(card)].name} to the Galapagos.",
                        {"species": species, "card": card}))


def spores_to_rejuvenate(st: State, seat: int) -> list[str]:
    """Hexes holding a spore of the seat's where no colony is."""
    return sorted(h for h, hab in st["habitats"].items() if hab["spore"] is not None
                  and st["species"][species_of_token(hab["spore"])]["owner"] == seat and host_at(st, h) is None)


def rejuvenate(st: State, hex_name: str, ev: list[Event]) -> None:
    hab = st["habitats"][hex_name]
    token, hab["spore"] = hab["spore"], None
    st["colonies"][token] = new_colony(species_of_token(token), hex_name, 1)
    touch(st, hex_name)
    ev.append(Event("rejuvenate", f"Spore {token} on {hex_name} grows into a colony of generation 1.",
                    {"colony": token, "hex": hex_name}))


def remains_within_reach(st: State, cid: str) -> list[str]:
    hex_name = st["colonies"][cid]["hex"]
    return [h for h in [hex_name, *nearby(st, hex_name)] if st["habitats"][h]["remains"]]


def acquire(st: State, cid: str, hex_name: str, ev: list[Event]) -> None:
    species = st["colonies"][cid]["species"]
    cards = st["habitats"][hex_name]["remains"]
    st["habitats"][hex_name]["remains"] = []
    st["species"][species]["cards"].extend(cards)
    touch(st, hex_name)
    ev.append(Event("acquire", f"{colony_name(st, cid)} takes up the remains on {hex_name} (Competence): "
                               f"{card_names(cards)}.", {"colony": cid, "hex": hex_name, "cards": cards}))
    if any(kind(c) == "pigments" for c in cards) and st["species"][species]["pigment"] is None \
            and pigment_choices(st, species):
        push(st, {"kind": "pigment", "seat": owner(st, cid), "species": species})
