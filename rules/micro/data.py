"""µ's components read from data/micro: habitat designs and tokens, metabolism and evolution
cards, the Linnaeus's species, and the map with its home hexes. Nothing here changes in play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules import hexgrid
from rules.gamedata import game_data

# Features a habitat shows. Amounts change in play; the others are fixed on the token.
AMOUNTS = ("chemicals", "organics", "inorganics", "metals", "oxygen")
FIXED = ("light", "temperature", "salts")
FEATURES = ("chemicals", "organics", "inorganics", "light", "temperature", "metals", "salts", "oxygen")
MAX_AMOUNT = 20
PARTS = ("energy", "biomass", "donors")
ENERGY_NUTRIENTS = ("chemicals", "organics", "light")  # what Pigments may add
MAX_GENERATION = 9


@dataclass(frozen=True)
class Design:
    key: str
    name: str
    values: dict[str, int]  # every feature's printed value


@dataclass(frozen=True)
class Metabolism:
    key: str
    name: str
    recipe: dict[str, str] | None  # part -> nutrient; None for Mixotrophy
    adds: dict[str, int]
    swap: dict[str, str] | None  # {"part": ..., "with": ...}
    predation: bool
    text: str

    def eats(self) -> list[tuple[str, int]]:
        """Units of each nutrient one resource costs, by part order (energy first): what a
        colony eats per generation each turn (6.1), before toxicity and swaps."""
        counts: dict[str, int] = {}
        for part in PARTS:
            if self.recipe and part in self.recipe:
                counts[self.recipe[part]] = counts.get(self.recipe[part], 0) + 1
        return list(counts.items())


@dataclass(frozen=True)
class Evolution:
    key: str
    name: str
    effect: dict[str, Any]  # the card's data fields other than key, name and text
    text: str


@dataclass(frozen=True)
class Species:
    key: str
    letter: str


_habitats = game_data("micro", "habitats.json")
DESIGNS: dict[str, Design] = {
    d["key"]: Design(d["key"], d["name"], {f: int(d[f]) for f in FEATURES}) for d in _habitats["designs"]
}
HABITAT_COPIES = int(_habitats["copies"])
HABITAT_TOKENS: tuple[str, ...] = tuple(f"{key}-{n}" for key in DESIGNS for n in range(1, HABITAT_COPIES + 1))

_cards = game_data("micro", "cards.json")
METABOLISMS: dict[str, Metabolism] = {
    m["key"]: Metabolism(m["key"], m["name"], m["recipe"], dict(m["adds"]), m["swap"], bool(m["predation"]), m["text"])
    for m in _cards["metabolisms"]
}
EVOLUTIONS: dict[str, Evolution] = {
    e["key"]: Evolution(e["key"], e["name"], {k: v for k, v in e.items() if k not in ("key", "name", "text")},
                        e["text"])
    for e in _cards["evolutions"]
}
METABOLISM_CARDS: tuple[str, ...] = tuple(
    f"{key}-{n}" for key in METABOLISMS for n in range(1, int(_cards["metabolism_copies"]) + 1))
EVOLUTION_CARDS: tuple[str, ...] = tuple(
    f"{key}-{n}" for key in EVOLUTIONS for n in range(1, int(_cards["evolution_copies"]) + 1))

_species = game_data("micro", "species.json")
SPECIES: tuple[Species, ...] = tuple(Species(s["key"], s["letter"]) for s in _species["species"])
SPECIES_BY_KEY = {s.key: s for s in SPECIES}
TOKENS_PER_SPECIES = int(_species["tokens"])

_board = game_data("micro", "board.json")
CENTRE = hexgrid.parse_name(_board["centre"])
RADIUS = int(_board["radius"])
BOARD: tuple[str, ...] = tuple(sorted(
    (hexgrid.name((CENTRE[0] + dq, CENTRE[1] + dr))
     for dq in range(-RADIUS, RADIUS + 1) for dr in range(-RADIUS, RADIUS + 1)
     if hexgrid.distance((0, 0), (dq, dr)) <= RADIUS),
    key=lambda n: hexgrid.to_offset(hexgrid.parse_name(n))[::-1]))  # row by row, west to east
BOARD_SET = frozenset(BOARD)
HOMES: dict[int, tuple[tuple[str, ...], ...]] = {
    int(n): tuple(tuple(home) for home in homes) for n, homes in _board["homes"].items()
}


def kind(card: str) -> str:
    """The card's or token's kind: `gliding-2` is `gliding`, `vent-4` is `vent`."""
    return card.rsplit("-", 1)[0]


_NEIGHBOURS: dict[str, tuple[str, ...]] = {
    h: tuple(n for n in (hexgrid.name(x) for x in hexgrid.neighbours(hexgrid.parse_name(h))) if n in BOARD_SET)
    for h in BOARD
}


def neighbours(hex_name: str) -> tuple[str, ...]:
    """The hexes of the map next to `hex_name`, clockwise from the east."""
    return _NEIGHBOURS[hex_name]


def distance(a: str, b: str) -> int:
    return hexgrid.distance(hexgrid.parse_name(a), hexgrid.parse_name(b))
