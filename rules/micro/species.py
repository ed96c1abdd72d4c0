"""Species: taking one from the Linnaeus, drawing its metabolism (Mixotrophy included,
rule 13.5), founding a new species from a colony (9.6, 14.13), changing metabolism (12) and
the Pigments choice (14.11)."""

from __future__ import annotations

from rules.base import Event
from rules.micro.data import ENERGY_NUTRIENTS, SPECIES, kind
from rules.micro.state import (
    State,
    card_names,
    draw_from,
    free_token,
    has,
    metabolism_names,
    metabolisms,
    passenger_of,
    who,
)
from rules.phrases import Phrase

MIXOTROPHY = "mixotrophy"
HETEROTROPHY = "heterotrophy"


def linnaeus_left(st: State) -> int:
    return len(SPECIES) - st["linnaeus"]


def column_can_give(st: State) -> bool:
    """A metabolism card can be drawn: the Column holds a card other than Mixotrophy."""
    return any(kind(c) != MIXOTROPHY for c in st["column"])


def new_species(st: State, seat: int, ev: list[Event]) -> str:
    """The next species of the Linnaeus for `seat`, with a metabolism drawn from the Column."""
    key = SPECIES[st["linnaeus"]].key
    st["linnaeus"] += 1
    st["species"][key] = {"owner": seat, "metabolism": [], "cards": [], "pigment": None, "extinct": False}
    draw_metabolism(st, key, ev)
    return key


def draw_metabolism(st: State, species: str, ev: list[Event]) -> None:
    """Rule 13.5: a random card; Mixotrophy brings Heterotrophy and one more card instead."""
    held = st["species"][species]["metabolism"]
    aside: list[str] = []
    card = draw_from(st, "column")
    if card is not None and kind(card) == MIXOTROPHY:
        aside.append(card)
        hetero = next((c for c in st["column"] if kind(c) == HETEROTROPHY), None)
        if hetero is not None:
            st["column"].remove(hetero)
            held.append(hetero)
        card = draw_from(st, "column")
        while card is not None and kind(card) == MIXOTROPHY:
            aside.append(card)
            card = draw_from(st, "column")
    if card is not None:
        held.append(card)
    st["column"].extend(aside)
    ev.append(Event("metabolism", Phrase.of("micro-metabolism-mixotrophy-event" if aside else "micro-metabolism-event",
                                            species=species.capitalize(), cards=metabolism_names(st, species)),
                    {"species": species, "cards": list(held), "mixotrophy": bool(aside)}))


def found_species(st: State, cid: str, cards: list[str], ev: list[Event], drawn: str | None = None) -> str:
    """The colony leaves its species and becomes the first colony of a new one holding `cards`
    (taken from the old species) and the card `drawn` by evolving (9.6), if any; returns its new
    token id. The log says the colony becomes the new species, then what metabolism it draws."""
    col = st["colonies"][cid]
    old = col["species"]
    seat = st["species"][old]["owner"]
    for card in cards:
        st["species"][old]["cards"].remove(card)
    drawn_metabolism: list[Event] = []  # told after the species it is drawn for, as the story goes
    key = new_species(st, seat, drawn_metabolism)
    st["species"][key]["cards"].extend(cards)
    if has(st, key, "pigments") and has(st, old, "pigments"):
        st["species"][key]["pigment"] = st["species"][old]["pigment"]
    if not has(st, old, "pigments"):
        st["species"][old]["pigment"] = None
    if drawn:  # a fresh card: its Pigments choice, if any, is the new species' own (14.11)
        st["species"][key]["cards"].append(drawn)
    token = free_token(st, key)
    assert token is not None
    rider = passenger_of(st, cid)
    st["colonies"][token] = {**col, "species": key}
    del st["colonies"][cid]
    if rider is not None:
        st["colonies"][rider]["host"] = token
    for stage in st["stack"]:  # decisions still owed about the colony follow it to its new token
        for field in ("colony", "moved"):
            if stage.get(field) == cid:
                stage[field] = token
        if cid in stage.get("candidates", ()):
            stage["candidates"] = [token if c == cid else c for c in stage["candidates"]]
    ev.append(Event("species", Phrase.of("micro-species-event", player=who(st, seat), colony=cid, hex=col["hex"],
                                         species=key.capitalize(), token=token,
                                         cards=card_names(st["species"][key]["cards"])),
                    {"colony": token, "was": cid, "species": key, "hex": col["hex"]}))
    ev.extend(drawn_metabolism)
    return token


def pigment_choices(st: State, species: str) -> list[str]:
    """Energy nutrients the species' metabolism cannot use for energy (rule 14.11)."""
    usable = {m.recipe["energy"] for m in metabolisms(st, species) if m.recipe and "energy" in m.recipe}
    return [n for n in ENERGY_NUTRIENTS if n not in usable]


def change_metabolism(st: State, species: str, card: str, ev: list[Event]) -> None:
    """Rule 12.1: an evolution card back to the Galapagos, the metabolism back to the Column,
    a new one drawn."""
    sp = st["species"][species]
    sp["cards"].remove(card)
    st["galapagos"].append(card)
    if not has(st, species, "pigments"):
        sp["pigment"] = None
    old = metabolism_names(st, species)
    st["column"].extend(sp["metabolism"])
    sp["metabolism"] = []
    ev.append(Event("change", Phrase.of("micro-change-event", species=species.capitalize(), card=card_names([card]),
                                        cards=old), {"species": species, "card": card}))
    draw_metabolism(st, species, ev)
