"""µ's state and the small queries every other module asks of it.

The state is a plain JSON dict, typed as `State` below (a TypedDict: at run time it stays the dict
that is saved, so a save is its JSON as it always was):
  players, options, rng [seed, draws], round, seat (whose turn), phase (setup, play, over)
  threshold        each player's growth threshold (1d6+2)
  out, resigned    per seat
  fell             per seat, the turn in which it went out of the game (8.6) as [round, seat whose turn it
                   was], or None while it is in (a save from before the record: [0, 0] for a seat already out)
  gaia, spent      habitat tokens not on the map: drawable, and put back for good
  column           metabolism cards in the Winogradsky Column
  galapagos        evolution cards in the Galapagos
  linnaeus         how many species of the Linnaeus have been taken
  habitats         hex -> Habitat
  species          key -> SpeciesState
  colonies         token id ("V2") -> Colony
  hands            per seat, the habitat tokens drawn at setup and not yet on the map
  stack            the decisions owed, the open one last (Stage; see flow.py)
  used             what was used this turn: "power:species", "uptake:token"
  highlight        hexes the last action touched, for the board
  closing          the ending (15.1, 15.2) met in this round, which is then the last; "" before
  over, winners, summary, intro (setup events)

A stage is one TypedDict with every key but `kind` optional (`total=False`), not a union of one
TypedDict per kind: every stage is handled through the same `StageKind` callbacks of one registry
keyed by its kind (stages.py), so a union would make each callback either narrow the union again
or the registry cast each entry, to check eight small records whose keys each mean one thing
whatever the kind (`seat` who decides, `colony` the colony concerned...).
"""

from __future__ import annotations

from typing import Literal, Required, TypedDict

from rules.base import GameOption
from rules.dictengine import CommonState
from rules.micro.data import (
    DESIGNS,
    MAX_AMOUNT,
    METABOLISMS,
    SPECIES,
    SPECIES_BY_KEY,
    TOKENS_PER_SPECIES,
    Metabolism,
    kind,
    neighbours,
)
from rules.phrases import Joined, JsonSaid, Phrase, Said, joined
from rules.rng import Rng

Phase = Literal["setup", "play", "over"]
Pile = Literal["gaia", "column", "galapagos"]  # the piles cards and tokens are drawn from at random
SettingWord = Literal["safe", "min", "max"]
Setting = SettingWord | int  # a colony's uptake setting (6.3): a word, or a number of resources
SETTING_WORDS: tuple[SettingWord, ...] = ("safe", "min", "max")
StageName = Literal["arrange", "settle", "turn", "grow", "place", "ride", "pigment", "bring"]


class Habitat(TypedDict):
    token: str  # the habitat token ("vent-2")
    owner: int | None  # the seat whose home or exchange laid it; None for none
    amounts: dict[str, int]  # each of AMOUNTS as it is now
    remains: list[str]  # evolution cards an extinct species left here
    spore: str | None  # the token id of a spore on it


class SpeciesState(TypedDict):
    owner: int
    metabolism: list[str]  # metabolism cards
    cards: list[str]  # evolution cards
    pigment: str | None  # the energy nutrient its Pigments chose (14.11)
    extinct: bool


class Colony(TypedDict):
    species: str
    hex: str
    gen: int
    best: int  # the highest generation it reached (what its death releases, 8.3)
    stock: int
    setting: Setting
    poisoned: bool  # by a rival's Toxic: 2 biomass more at its next uptake
    fed: bool  # met its requirement at its last uptake
    energised: bool  # its last uptake acquired energy (Toxic's condition, 14.3)
    breathed: bool  # an Aerobe's deep breath: threshold 1 less this turn
    host: str | None  # the colony it rides on, for a Syntrophy passenger


class Stage(TypedDict, total=False):
    """A decision owed (see the module's docstring for why one TypedDict serves every kind)."""

    kind: Required[StageName]
    seat: int  # who decides (every kind but ride, whose rider is the first candidate's owner)
    main: bool  # turn: the main action is taken, so the turn ends once nothing is owed above it
    colony: str  # grow: the colony growing; bring: the colony that may found a species
    done: list[str]  # grow: the growth choices used
    token: str  # place: the habitat token drawn
    moved: str  # ride: the colony that moved
    candidates: list[str]  # ride: the Syntrophy colonies that may send a clone
    species: str  # pigment: the species choosing


class State(CommonState):
    schema_version: int
    round: int
    seat: int
    phase: Phase
    threshold: list[int]
    out: list[bool]
    fell: list[list[int] | None]
    resigned: list[bool]
    gaia: list[str]
    spent: list[str]
    column: list[str]
    galapagos: list[str]
    linnaeus: int
    habitats: dict[str, Habitat]
    species: dict[str, SpeciesState]
    colonies: dict[str, Colony]
    hands: list[list[str]]
    stack: list[Stage]
    used: list[str]
    highlight: list[str]
    closing: JsonSaid  # the ending's phrase (`said_to_json`); "" before one is met, English words in an older save
    winners: list[int]

GAME_KEY = "micro"
TITLE = "µ (Micro)"
SCHEMA_VERSION = 1
SEAT_COLOURS = ("blue", "orange", "green", "pink")
MIN_PLAYERS, MAX_PLAYERS = 2, 4
ROUND_CHOICES = ("40", "20", "30", "60", "none")
OPTIONS = (
    GameOption("rounds", "40", ROUND_CHOICES,
               "A safety cap: the game also ends after this round if nothing else ended it (none: no limit)."),
)
SPECIES_BY_LETTER = {s.letter: s.key for s in SPECIES}



# --- dice and draws ----------------------------------------------------------------------------


def roll(st: State) -> int:
    rng = Rng.from_json(st["rng"])
    value = rng.die()
    st["rng"] = rng.to_json()
    return value


def take_random(st: State, items: list[str]) -> str | None:
    """An item taken out of `items` at random; None when it is empty."""
    if not items:
        return None
    rng = Rng.from_json(st["rng"])
    index = rng.below(len(items))
    st["rng"] = rng.to_json()
    return items.pop(index)


def draw_from(st: State, pile: Pile) -> str | None:
    """A card or token taken at random from the named pile of the state; None when it is empty."""
    return take_random(st, st[pile])


# --- players --------------------------------------------------------------------------------------


def who(st: State, seat: int) -> Phrase:
    """`alice (blue)`: a player with their seat's colour."""
    return Phrase.of("micro-player", name=st["players"][seat],
                     colour=Phrase.of("colour-name", colour=SEAT_COLOURS[seat]))


def in_game(st: State) -> list[int]:
    return [s for s in range(len(st["players"])) if not st["out"][s] and not st["resigned"][s]]


def option(st: State, name: str) -> str:
    return st["options"].get(name, next(o.default for o in OPTIONS if o.name == name))


# --- species and colonies --------------------------------------------------------------------


def letter(species: str) -> str:
    return SPECIES_BY_KEY[species].letter


def species_of_token(token: str) -> str:
    return SPECIES_BY_LETTER[token[0]]


def owner(st: State, cid: str) -> int:
    return st["species"][st["colonies"][cid]["species"]]["owner"]


def colony_name(st: State, cid: str) -> Phrase:
    """`alice's V2 on d5 (generation 3)`."""
    col = st["colonies"][cid]
    return Phrase.of("micro-colony-name", name=st["players"][owner(st, cid)], colony=cid, hex=col["hex"],
                     generation=col["gen"])


def colony_place(st: State, cid: str) -> Phrase:
    """`alice's V2 on d5`: the colony without its generation (one that has just died)."""
    return Phrase.of("micro-colony-place", name=st["players"][owner(st, cid)], colony=cid,
                     hex=st["colonies"][cid]["hex"])


def host_at(st: State, hex_name: str) -> str | None:
    """The colony on a habitat (not its passenger), or None."""
    for cid, col in st["colonies"].items():
        if col["hex"] == hex_name and col["host"] is None:
            return cid
    return None


def hosts_by_hex(st: State) -> dict[str, str]:
    """`host_at` for every occupied habitat at once, for checks that look at many hexes."""
    hosts: dict[str, str] = {}
    for cid, col in st["colonies"].items():
        if col["host"] is None:
            hosts.setdefault(col["hex"], cid)
    return hosts


def passenger_of(st: State, cid: str) -> str | None:
    for other, col in st["colonies"].items():
        if col["host"] == cid:
            return other
    return None


def hosts_of(st: State, seat: int) -> list[str]:
    """Seat's colonies that are not passengers, in token order."""
    return sorted(cid for cid, col in st["colonies"].items()
                  if col["host"] is None and st["species"][col["species"]]["owner"] == seat)


def colonies_of_species(st: State, species: str) -> list[str]:
    return sorted(cid for cid, col in st["colonies"].items() if col["species"] == species)


def spores_of_species(st: State, species: str) -> list[str]:
    return sorted(h for h, hab in st["habitats"].items() if hab["spore"] and species_of_token(hab["spore"]) == species)


def species_of(st: State, seat: int) -> list[str]:
    """The seat's species that are not extinct."""
    return sorted(k for k, sp in st["species"].items() if sp["owner"] == seat and not sp["extinct"])


def free_token(st: State, species: str) -> str | None:
    """A token of the species neither a colony nor a spore, lowest number first."""
    taken = set(colonies_of_species(st, species)) | {st["habitats"][h]["spore"] for h in spores_of_species(st, species)}
    for n in range(1, TOKENS_PER_SPECIES + 1):
        token = f"{letter(species)}{n}"
        if token not in taken:
            return token
    return None


def has(st: State, species: str, card_key: str) -> bool:
    """Whether the species holds an evolution card of that kind."""
    return any(kind(c) == card_key for c in st["species"][species]["cards"])


def trait(st: State, cid: str, card_key: str) -> bool:
    return has(st, st["colonies"][cid]["species"], card_key)


def metabolisms(st: State, species: str) -> list[Metabolism]:
    return [METABOLISMS[kind(c)] for c in st["species"][species]["metabolism"]]


def metabolism_name(key: str) -> Phrase:
    return Phrase.of("micro-metabolism-name", metabolism=key)


def card_name(key: str) -> Phrase:
    """An evolution card's name by its kind (`gene-shuffle`: Gene Shuffle)."""
    return Phrase.of("micro-card-name", card=key)


def nutrient_name(nutrient: str) -> Phrase:
    """A habitat's feature by its key (`chemicals`), as a nutrient or a feature."""
    return Phrase.of("micro-nutrient", nutrient=nutrient)


def design_name(design: str) -> Phrase:
    """A habitat design's name by its key (`vent`: Hydrothermal vent)."""
    return Phrase.of("micro-habitat-name", design=design)


def metabolism_names(st: State, species: str) -> Said:
    names = [metabolism_name(m.key) for m in metabolisms(st, species)]
    return joined(*names, between=" + ") if names else Phrase.of("micro-none")


def units_of(counts: list[tuple[str, int]]) -> Joined:
    """Counts of nutrients: "1 chemicals, 2 inorganics"."""
    return joined(*(Phrase.of("micro-units", count=units, nutrient=nutrient_name(nutrient))
                    for nutrient, units in counts), between=", ")


def recipe_words(st: State, species: str) -> Said:
    """What one resource costs the species (6.1), per metabolism card: "1 chemicals, 2 inorganics"."""
    recipes: list[Said] = [units_of(m.eats()) for m in metabolisms(st, species) if m.recipe]
    words = recipes[0] if recipes else ""
    for other in recipes[1:]:
        words = Phrase.of("micro-either", first=words, second=other)
    return words


def card_names(cards: list[str]) -> Said:
    return joined(*(card_name(kind(c)) for c in cards), between=", ") if cards else Phrase.of("micro-none")


# --- habitats -------------------------------------------------------------------------------------


def feature(st: State, hex_name: str, name: str) -> int:
    """A habitat's current value of a feature (amounts as they are now, fixed ones as printed)."""
    hab = st["habitats"][hex_name]
    if name in hab["amounts"]:
        return hab["amounts"][name]
    return DESIGNS[kind(hab["token"])].values[name]


def add_amount(st: State, hex_name: str, name: str, count: int) -> int:
    """Add to a habitat's amount, never above MAX_AMOUNT; returns what was really added."""
    amounts = st["habitats"][hex_name]["amounts"]
    before = amounts[name]
    amounts[name] = max(0, min(MAX_AMOUNT, before + count))
    return amounts[name] - before


def habitat_name(st: State, hex_name: str) -> Phrase:
    return Phrase.of("micro-habitat", habitat=design_name(kind(st["habitats"][hex_name]["token"])), hex=hex_name)


def nearby(st: State, hex_name: str) -> list[str]:
    """The habitats next to a hex (hexes holding no habitat are not nearby anything)."""
    return [n for n in neighbours(hex_name) if n in st["habitats"]]


def is_unused(st: State, hex_name: str) -> bool:
    hab = st["habitats"][hex_name]
    return hab["spore"] is None and host_at(st, hex_name) is None


# --- the last move ---------------------------------------------------------------------------------


def touch(st: State, *hexes: str) -> None:
    seen = st["highlight"]
    for h in hexes:
        if h not in seen:
            seen.append(h)

