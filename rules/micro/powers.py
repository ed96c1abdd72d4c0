"""The free card powers used in one's own turn, each once a turn per species: Toxic (14.3),
Gene Shuffle (14.4), Sporigenous's rejuvenation (14.6), Competence's acquisition (14.13)."""

from __future__ import annotations

from rules.base import Event
from rules.graph import distances
from rules.micro.data import kind
from rules.micro.growth import new_colony
from rules.micro.species import pigment_choices
from rules.micro.stack import push
from rules.micro.state import (
    State,
    card_names,
    colony_name,
    free_token,
    host_at,
    nearby,
    owner,
    roll,
    species_of_token,
    touch,
)
from rules.micro.traits import mobility
from rules.phrases import Phrase, joined, listed


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
    ev.append(Event("toxic", Phrase.of("micro-toxic-event", colony=colony_name(st, cid), victims=listed(victims),
                                       count=len(victims)),
                    {"colony": cid, "victims": victims}))


def shuffle_targets(st: State, cid: str) -> list[str]:
    """Habitats within the colony's mobility (counted over habitats, occupied or not) with
    neither a colony nor a spore, nearest first then by hex name: where its particles may
    settle (14.4); none when its species has no free token."""
    col = st["colonies"][cid]
    reach = mobility(st, cid)
    if reach < 1 or free_token(st, col["species"]) is None:
        return []
    found = distances(col["hex"], lambda h: nearby(st, h), limit=reach)
    hits = [(steps, h) for h, steps in found.items()
            if steps >= 1 and host_at(st, h) is None and st["habitats"][h]["spore"] is None]
    return [h for _steps, h in sorted(hits)]


def shuffle(st: State, cid: str, ev: list[Event]) -> None:
    """Gene Shuffle (14.4): 1d6 particles carrying the species' genes; each lands as a spore of
    the species on the nearest free habitat in reach, while the species has tokens left."""
    species = st["colonies"][cid]["species"]
    particles = roll(st)
    landed: list[str] = []
    spores: list[Phrase] = []
    for hex_name in shuffle_targets(st, cid)[:particles]:
        token = free_token(st, species)
        if token is None:
            break
        st["habitats"][hex_name]["spore"] = token
        landed.append(f"{token} on {hex_name}")  # the event's data, as it always was
        spores.append(Phrase.of("micro-spore-on", spore=token, hex=hex_name))
        touch(st, hex_name)
    touch(st, st["colonies"][cid]["hex"])
    ev.append(Event("shuffle", Phrase.of("micro-shuffle-event", colony=colony_name(st, cid), roll=particles,
                                         spores=joined(*spores, between=", ")) if spores else
                    Phrase.of("micro-shuffle-nowhere-event", colony=colony_name(st, cid), roll=particles),
                    {"colony": cid, "roll": particles, "spores": landed}))


def spores_to_rejuvenate(st: State, seat: int) -> list[str]:
    """Hexes holding a spore of the seat's where no colony is."""
    return sorted(h for h, hab in st["habitats"].items() if hab["spore"] is not None
                  and st["species"][species_of_token(hab["spore"])]["owner"] == seat and host_at(st, h) is None)


def rejuvenate(st: State, hex_name: str, ev: list[Event]) -> None:
    hab = st["habitats"][hex_name]
    token, hab["spore"] = hab["spore"], None
    assert token is not None  # spores_to_rejuvenate offers only hexes holding a spore
    st["colonies"][token] = new_colony(species_of_token(token), hex_name, 1)
    touch(st, hex_name)
    ev.append(Event("rejuvenate", Phrase.of("micro-rejuvenate-event", spore=token, hex=hex_name),
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
    ev.append(Event("acquire", Phrase.of("micro-acquire-event", colony=colony_name(st, cid), hex=hex_name,
                                         cards=card_names(cards)), {"colony": cid, "hex": hex_name, "cards": cards}))
    if any(kind(c) == "pigments" for c in cards) and st["species"][species]["pigment"] is None \
            and pigment_choices(st, species):
        push(st, {"kind": "pigment", "seat": owner(st, cid), "species": species})
