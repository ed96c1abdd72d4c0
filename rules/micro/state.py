"""µ's state and the small queries every other module asks of it.

The state is a plain JSON dict:
  players, options, rng [seed, draws], round, seat (whose turn), phase (setup, play, over)
  threshold        each player's growth threshold (1d6+2)
  out, resigned    per seat
  fell             per seat, the turn in which it went out of the game (8.6) as [round, seat whose turn it
                   was], or None while it is in (a save from before the record: [0, 0] for a seat already out)
  gaia, spent      habitat tokens not on the map: drawable, and put back for good
  column           metabolism cards in the Winogradsky Column
  galapagos        evolution cards in the Galapagos
  linnaeus         how many species of the Linnaeus have been taken
  habitats         hex -> {token, owner, amounts {chemicals, organics, inorganics, metals, oxygen},
                           remains [evolution cards], spore (a token id) or None}
  species          key -> {owner, metabolism [cards], cards [evolution cards], pigment, extinct}
  colonies         token id ("V2") -> {species, hex, gen, best, stock, setting, poisoned, fed,
                                      energised (its last uptake acquired energy, for Toxic), breathed,
                                      host (the colony it rides on, for a passenger)}
  hands            per seat, the habitat tokens drawn at setup and not yet on the map
  stack            the decisions owed, the open one last (see flow.py)
  used             what was used this turn: "power:species", "uptake:token"
  highlight        hexes the last action touched, for the board
  closing          the ending (15.1, 15.2) met in this round, which is then the last; "" before
  over, winners, summary, intro (setup events)
"""

from __future__ import annotations

from typing import Any

from rules.base import GameOption
from rules.micro.data import (
    DESIGNS,
    EVOLUTIONS,
    MAX_AMOUNT,
    METABOLISMS,
    SPECIES,
    SPECIES_BY_KEY,
    TOKENS_PER_SPECIES,
    Metabolism,
    kind,
    neighbours,
)
from rules.rng import Rng

State = dict[str, Any]
Colony = dict[str, Any]
Habitat = dict[str, Any]

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


def draw_from(st: State, pile: str) -> str | None:
    """A card or token taken at random from the named pile of the state; None when it is empty."""
    return take_random(st, st[pile])


# --- players --------------------------------------------------------------------------------------


def who(st: State, seat: int) -> str:
    return f"{st['players'][seat]} ({SEAT_COLOURS[seat]})"


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


def colony_name(st: State, cid: str) -> str:
    """`alice's V2 on d5 (generation 3)`."""
    col = st["colonies"][cid]
    return f"{st['players'][owner(st, cid)]}'s {cid} on {col['hex']} (generation {col['gen']})"


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


def metabolism_names(st: State, species: str) -> str:
    return " + ".join(m.name for m in metabolisms(st, species)) or "none"


def recipe_words(st: State, species: str) -> str:
    """What one resource costs the species (6.1), per metabolism card: "1 chemicals, 2 inorganics"."""
    return " or ".join(", ".join(f"{units} {nutrient}" for nutrient, units in m.eats())
                       for m in metabolisms(st, species) if m.recipe)


def card_names(cards: list[str]) -> str:
    return ", ".join(EVOLUTIONS[kind(c)].name for c in cards) or "none"


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


def habitat_name(st: State, hex_name: str) -> str:
    return f"{DESIGNS[kind(st['habitats'][hex_name]['token'])].name} {hex_name}"


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

