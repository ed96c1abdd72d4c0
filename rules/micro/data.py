"""µ's components read from data/micro: habitat designs and tokens, metabolism and evolution
cards, the Linnaeus's species, and the map with its home hexes. Nothing here changes in play."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Required, TypedDict

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


class Detox(TypedDict, total=False):
    """The habitat where a card lifts toxicity (7.1): a feature below or above a value."""

    feature: Required[str]
    below: int
    above: int


class TemperatureRule(TypedDict, total=False):
    """Temperatures below or above which a card's energy part is free (bonus) or owed twice (malus)."""

    bonus_below: int
    bonus_above: int
    malus_below: int
    malus_above: int


@dataclass(frozen=True)
class Effect:
    """What an evolution card does: the fields its data gives (every other field keeps its default, doing
    nothing). Some only say what the rules do by the card's name (`power`, `spores`, `phage`...)."""

    mobility: int = 0  # added to the colony's mobility (9.5)
    uptake: int = 0  # resources it may take beyond its limit (6.3)
    attack: int = 0  # strength when attacking (10.2)
    hardened: int = 0  # strength at generation 2 or more (10.2)
    through: bool = False  # moves through habitats that hold colonies
    blocks: bool = False  # rivals' colonies nearby cannot move (14.8)
    breathes: bool = False  # threshold 1 less after an energy part taken up (14.15)
    exudes: dict[str, int] = field(default_factory=dict)  # added to the habitats nearby at each uptake
    ignores: list[str] = field(default_factory=list)  # features whose toxicity it ignores
    detox: Detox | None = None
    temperature: TemperatureRule | None = None
    energy_from: str | None = None  # a nutrient energy may also come from
    chemicals_for: list[str] = field(default_factory=list)  # parts chemicals may pay (14.14)
    min_generation: int = 1  # for its power
    power: str | None = None
    spores: bool = False
    shielded: bool = False
    pigment: bool = False
    phage: bool = False


@dataclass(frozen=True)
class Evolution:
    key: str
    name: str
    effect: Effect
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
    e["key"]: Evolution(e["key"], e["name"], Effect(**{k: v for k, v in e.items() if k not in ("key", "name", "text")}),
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
