"""Extinction's static content, read once from data/extinction/*.json: the island of Darwinia,
its habitats and regions, the barrier pieces, the spinner, the six gene decks and the
environment deck. All of it is this project's design (docs/rules/extinction.md)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final, NotRequired, TypedDict, cast

from rules.gamedata import game_data
from rules.hexgrid import Hex, from_offset, name, neighbours

# --- the files' layout: the data is this project's own, read as these types without a check ----


class _HabitatEntry(TypedDict):
    key: str
    name: str
    water: bool
    symbol: str


class _BarrierEntry(TypedDict):
    name: str
    plural: str
    count: int
    pollutes: bool


class _IslandFile(TypedDict):
    rows: list[str]  # a letter per hex (its habitat's), "." off the island
    habitats: dict[str, _HabitatEntry]  # by letter
    regions: dict[str, str]  # a hex of each region: the region's name
    barriers: dict[str, _BarrierEntry]
    cubes_per_player: int
    founders: int
    max_per_cube: int


class _ActionEntry(TypedDict):
    name: str
    required: bool


class _SegmentEntry(TypedDict):
    first: str
    second: str
    size: int


class _SpinnerFile(TypedDict):
    actions: dict[str, _ActionEntry]
    segments: list[_SegmentEntry]


class CardValues(TypedDict, total=False):
    """What a gene card says, by its deck: habitats and mobility, a multiplier, the changes it
    survives, the predator types it defends against, the barrier kinds it crosses, a predator type."""

    habitats: list[str]
    mobility: int
    multiplier: str  # a fraction: "3/2"
    survives: list[str]
    defends: list[str]
    crosses: list[str]
    type: str


class _CardEntry(CardValues):
    id: str
    name: str


class _DeckEntry(TypedDict):
    key: str
    name: str
    cards: list[_CardEntry]


class _GenesFile(TypedDict):
    changes: dict[str, str]  # the changes a Tolerance card may name: their names
    predator_types: list[str]
    decks: list[_DeckEntry]


class _EnvironmentEntry(TypedDict):
    id: str
    name: str
    kind: str
    percent: NotRequired[int]
    habitat: NotRequired[str]


class _EnvironmentFile(TypedDict):
    cards: list[_EnvironmentEntry]


_ISLAND: _IslandFile = game_data("extinction", "island.json")
_SPINNER: _SpinnerFile = game_data("extinction", "spinner.json")
_GENES: _GenesFile = game_data("extinction", "genes.json")
_ENVIRONMENT: _EnvironmentFile = game_data("extinction", "environment.json")

# --- the island -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Habitat:
    key: str
    name: str
    water: bool
    symbol: str


HABITATS: dict[str, Habitat] = {
    h["key"]: Habitat(h["key"], h["name"], h["water"], h["symbol"]) for h in _ISLAND["habitats"].values()
}
HABITAT_ORDER: tuple[str, ...] = tuple(HABITATS)
_LETTER = {letter: h["key"] for letter, h in _ISLAND["habitats"].items()}

# HEX_AT maps a hex name ("c5") to its axial coordinates; HABITAT_OF to its habitat's key.
HEX_AT: dict[str, Hex] = {}
HABITAT_OF: dict[str, str] = {}
for _row, _line in enumerate(_ISLAND["rows"]):
    for _col, _char in enumerate(_line):
        if _char != ".":
            _hex = from_offset(_col, _row)
            HEX_AT[name(_hex)] = _hex
            HABITAT_OF[name(_hex)] = _LETTER[_char]
HEXES: tuple[str, ...] = tuple(HEX_AT)  # north-west first, row by row
HEX_SET = frozenset(HEXES)
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    h: tuple(name(n) for n in neighbours(HEX_AT[h]) if name(n) in HEX_SET) for h in HEXES
}
ROWS: tuple[str, ...] = tuple(dict.fromkeys(h.rstrip("0123456789") for h in HEXES))
ROW_OF: dict[str, str] = {h: h.rstrip("0123456789") for h in HEXES}
HABITAT_HEXES: dict[str, tuple[str, ...]] = {k: tuple(h for h in HEXES if HABITAT_OF[h] == k) for k in HABITATS}


def _regions() -> dict[str, str]:
    """Every hex's region name: the named hex's connected patch of one habitat."""
    found: dict[str, str] = {}
    for seed, title in _ISLAND["regions"].items():
        todo = [seed]
        while todo:
            h = todo.pop()
            if h in found:
                continue
            found[h] = title
            todo += [n for n in NEIGHBOURS[h] if HABITAT_OF[n] == HABITAT_OF[seed] and n not in found]
    return found


REGION_OF: dict[str, str] = _regions()

CUBES_PER_PLAYER: int = _ISLAND["cubes_per_player"]
FOUNDERS: int = _ISLAND["founders"]
MAX_PER_CUBE: int = _ISLAND["max_per_cube"]


@dataclass(frozen=True)
class BarrierKind:
    key: str
    name: str
    plural: str
    count: int
    pollutes: bool


BARRIERS: dict[str, BarrierKind] = {
    k: BarrierKind(k, b["name"], b["plural"], b["count"], b["pollutes"]) for k, b in _ISLAND["barriers"].items()
}
BARRIER_ORDER: tuple[str, ...] = tuple(BARRIERS)

# --- the spinner ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Segment:
    first: str
    second: str
    size: int


ACTION_NAMES: dict[str, str] = {k: a["name"] for k, a in _SPINNER["actions"].items()}
REQUIRED: frozenset[str] = frozenset(k for k, a in _SPINNER["actions"].items() if a["required"])
SEGMENTS: tuple[Segment, ...] = tuple(Segment(s["first"], s["second"], s["size"]) for s in _SPINNER["segments"])
WHEEL: int = sum(s.size for s in SEGMENTS)

# --- gene cards -------------------------------------------------------------------------------


@dataclass(frozen=True)
class GeneCard:
    id: str
    deck: str
    name: str
    values: CardValues

    @property
    def habitats(self) -> tuple[str, ...]:
        return tuple(self.values.get("habitats", ()))

    @property
    def mobility(self) -> int:
        return int(self.values.get("mobility", 0))

    @property
    def multiplier(self) -> Fraction:
        return Fraction(self.values.get("multiplier", "0"))

    @property
    def words(self) -> tuple[str, ...]:
        """What the card names: changes survived, predator types defended, barrier kinds crossed, its type."""
        for key in _WORD_KEYS:
            if key in self.values:
                return tuple(self.values[key])
        return (self.values["type"],) if "type" in self.values else ()

    @property
    def summary(self) -> str:
        """The card's values in words: "woodland, meadow; mobility 8"."""
        if self.deck == "habitat":
            return f"{', '.join(self.habitats)}; mobility {self.mobility}"
        if self.deck == "reproduction":
            return f"×{fraction_text(self.multiplier)}"
        if self.deck == "tolerance":
            return "survives " + " and ".join(CHANGE_NAMES[w] for w in self.words)
        if self.deck == "defense":
            return "safe from " + " and ".join(self.words) + " predators"
        if self.deck == "predator":
            return f"{self.words[0]} predator"
        return "crosses " + " and ".join(BARRIERS[w].plural for w in self.words)

    @property
    def text(self) -> str:
        return f"{self.name} ({self.summary})"


_WORD_KEYS: Final = ("survives", "defends", "crosses")


def fraction_text(value: Fraction) -> str:
    whole, part = divmod(value.numerator, value.denominator)
    if part == 0:
        return str(whole)
    fraction = {(1, 2): "½", (1, 4): "¼", (3, 4): "¾"}.get((part, value.denominator), f"{part}/{value.denominator}")
    return f"{whole}{fraction}" if whole else fraction


@dataclass(frozen=True)
class Deck:
    key: str
    name: str
    cards: tuple[str, ...]


CHANGE_NAMES: dict[str, str] = dict(_GENES["changes"])
PREDATOR_TYPES: tuple[str, ...] = tuple(_GENES["predator_types"])
DECKS: dict[str, Deck] = {
    d["key"]: Deck(d["key"], d["name"], tuple(c["id"] for c in d["cards"])) for d in _GENES["decks"]
}
DECK_ORDER: tuple[str, ...] = tuple(DECKS)


def _values(card: _CardEntry) -> CardValues:
    """What the card says: its entry less its id and name."""
    return cast(CardValues, {k: v for k, v in card.items() if k not in ("id", "name")})


CARDS: dict[str, GeneCard] = {
    c["id"]: GeneCard(c["id"], d["key"], c["name"], _values(c)) for d in _GENES["decks"] for c in d["cards"]
}

# --- the environment deck ---------------------------------------------------------------------


@dataclass(frozen=True)
class EnvironmentCard:
    id: str
    name: str
    kind: str  # famine, pestilence, drought, cold-wave, fire, water-pollution, air-pollution, clearing, mild
    percent: int = 0
    habitat: str = ""

    @property
    def tolerable(self) -> bool:
        """Whether an Environmental Tolerance card can name it."""
        return self.kind in CHANGE_NAMES


ENVIRONMENT: dict[str, EnvironmentCard] = {
    c["id"]: EnvironmentCard(c["id"], c["name"], c["kind"], c.get("percent", 0), c.get("habitat", ""))
    for c in _ENVIRONMENT["cards"]
}
ENVIRONMENT_ORDER: tuple[str, ...] = tuple(ENVIRONMENT)
