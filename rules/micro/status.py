"""What everyone sees: the board view (for the renderer) and the status lines. Nothing in µ
is secret but the piles' order, which no view shows (rule 1.6)."""

from __future__ import annotations

from typing import TypedDict

from messages import say
from rules.base import JSON, as_json
from rules.micro.data import FEATURES, kind
from rules.micro.flow import biomass, closing
from rules.micro.growth import threshold
from rules.micro.stack import top
from rules.micro.stages import STAGES
from rules.micro.state import (
    SEAT_COLOURS,
    Setting,
    State,
    card_names,
    design_name,
    feature,
    letter,
    metabolism_names,
    nutrient_name,
    option,
    owner,
    recipe_words,
    who,
)
from rules.micro.traits import mobility, toxicity
from rules.phrases import worded, words_from_json


class PromptView(TypedDict):
    seat: int
    kind: str
    task: str


class HabitatView(TypedDict):
    design: str
    name: str
    owner: int | None
    values: dict[str, int]  # every feature as it is now
    remains: list[str]  # card kinds
    spore: str | None


class ColonyView(TypedDict):
    id: str
    species: str
    letter: str
    owner: int
    hex: str
    gen: int
    best: int
    stock: int
    need: int  # the stock it grows at
    requirement: int  # resources a turn (none for a passenger)
    host: str | None
    fed: bool
    poisoned: bool
    setting: Setting
    mobility: int
    toxicity: int


class SpeciesView(TypedDict):
    owner: int
    letter: str
    metabolism: list[str]  # card kinds
    cards: list[str]  # card kinds
    pigment: str | None
    extinct: bool


def prompt_of(st: State) -> PromptView | None:
    stage = top(st)
    if stage is None or st["over"]:
        return None
    kind_ = STAGES[stage["kind"]]
    return {"seat": kind_.seat(st, stage), "kind": stage["kind"], "task": worded(kind_.task(st, stage))}


def habitat_views(st: State) -> dict[str, HabitatView]:
    return {
        h: {"design": kind(hab["token"]), "name": str(design_name(kind(hab["token"]))), "owner": hab["owner"],
            "values": {f: feature(st, h, f) for f in FEATURES},
            "remains": [kind(c) for c in hab["remains"]], "spore": hab["spore"]}
        for h, hab in st["habitats"].items()
    }


def colony_views(st: State) -> list[ColonyView]:
    """Every colony with the numbers its rules give it now, by token."""
    return [{
        "id": cid, "species": col["species"], "letter": letter(col["species"]), "owner": owner(st, cid),
        "hex": col["hex"], "gen": col["gen"], "best": col["best"], "stock": col["stock"],
        "need": threshold(st, cid), "requirement": col["gen"] if col["host"] is None else 0,
        "host": col["host"], "fed": col["fed"], "poisoned": col["poisoned"], "setting": col["setting"],
        "mobility": mobility(st, cid), "toxicity": toxicity(st, col["species"], col["hex"]),
    } for cid, col in sorted(st["colonies"].items())]


def species_views(st: State) -> dict[str, SpeciesView]:
    return {
        key: {"owner": sp["owner"], "letter": letter(key), "metabolism": [kind(c) for c in sp["metabolism"]],
              "cards": [kind(c) for c in sp["cards"]], "pigment": sp["pigment"], "extinct": sp["extinct"]}
        for key, sp in st["species"].items()
    }


def pile_counts(st: State) -> dict[str, int]:
    return {"gaia": len(st["gaia"]), "spent": len(st["spent"]), "column": len(st["column"]),
            "galapagos": len(st["galapagos"]), "linnaeus": 20 - st["linnaeus"]}


def board_view(st: State) -> dict[str, JSON]:
    return {
        "players": list(st["players"]), "colours": list(SEAT_COLOURS[: len(st["players"])]),
        "round": st["round"], "rounds": option(st, "rounds"), "seat": st["seat"], "phase": st["phase"],
        "threshold": list(st["threshold"]), "out": list(st["out"]), "resigned": list(st["resigned"]),
        "biomass": [biomass(st, s) for s in range(len(st["players"]))],
        "counts": pile_counts(st),
        "habitats": as_json(habitat_views(st)), "colonies": as_json(colony_views(st)),
        "species": as_json(species_views(st)),
        "hands": [[kind(t) for t in hand] for hand in st["hands"]],
        "prompt": as_json(prompt_of(st)), "highlight": list(st["highlight"]),
        "closing": as_json(st["closing"]), "over": st["over"], "winners": list(st["winners"]),
        "summary": as_json(st["summary"]),
    }


def status_lines(st: State, species: bool = True) -> list[str]:
    """The round and the piles, then each player's standing, with (`species`) their species and colonies
    indented under it."""
    # Read from the state itself, not `board_view`: the renderer's whole view (every habitat's values,
    # each colony's mobility) costs about a millisecond, and a board post's alt text reads these lines.
    limit = (say("micro-status-last-round", ending=worded(closing(st))) if st["closing"]
             else say("micro-status-round-limit", rounds=option(st, "rounds")))
    lines = [say("micro-status-piles", round=st["round"], limit=limit, gaia=len(st["gaia"]),
                 galapagos=len(st["galapagos"]), column=len(st["column"]))]
    for seat in range(len(st["players"])):
        state = (say("micro-final-resigned") if st["resigned"][seat] else say("micro-final-out") if st["out"][seat]
                 else say("micro-status-biomass", biomass=biomass(st, seat)))
        lines.append(say("micro-status-player", player=worded(who(st, seat)), threshold=st["threshold"][seat],
                         standing=state))
        for key, sp in sorted(st["species"].items()) if species else ():
            if sp["owner"] != seat or sp["extinct"]:
                continue
            lines.append("  " + _species_line(st, key))
            lines += ["    " + _colony_line(st, cid) for cid, col in sorted(st["colonies"].items())
                      if col["species"] == key]
    if st["over"]:
        lines.append(worded(words_from_json(st["summary"])))
    return lines  # whom the game waits for is said by the table


def _species_line(st: State, key: str) -> str:
    sp = st["species"][key]
    named: dict[str, str | int] = {
        "species": key.capitalize(), "letter": letter(key), "metabolism": worded(metabolism_names(st, key)),
        "eats": worded(recipe_words(st, key)), "cards": worded(card_names(sp["cards"]))}
    if sp["pigment"]:
        return say("micro-status-species-pigments", **named, pigments=worded(nutrient_name(sp["pigment"])))
    return say("micro-status-species", **named)


def _colony_line(st: State, cid: str) -> str:
    col = st["colonies"][cid]
    numbers: dict[str, str | int] = {
        "colony": cid, "hex": col["hex"], "generation": col["gen"], "stock": col["stock"],
        "threshold": threshold(st, cid), "setting": str(col["setting"])}
    if col["host"]:
        return say("micro-status-passenger", **numbers, host=col["host"])
    return say("micro-status-colony", **numbers)
