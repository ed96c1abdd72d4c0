"""The world map read from data/apocalyte/map.json: territories, continents, borders and the
schematic coordinates the board is drawn from. Nothing here knows the game's rules."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.gamedata import game_data
from rules.graph import distances


@dataclass(frozen=True)
class Territory:
    code: str  # three letters, the canonical notation: "kam"
    name: str  # "Kamchatka"
    continent: str  # a continent code: "as"
    x: int
    y: int
    aliases: tuple[str, ...]


@dataclass(frozen=True)
class Continent:
    code: str
    name: str
    colour: tuple[int, int, int]


def _load() -> tuple[dict[str, Territory], dict[str, Continent], list[tuple[str, str]]]:
    data = game_data("apocalyte", "map.json")
    continents = {c["code"]: Continent(c["code"], c["name"], tuple(c["colour"])) for c in data["continents"]}
    territories = {
        t["code"]: Territory(t["code"], t["name"], t["continent"], t["x"], t["y"], tuple(t["aliases"]))
        for t in data["territories"]
    }
    links = [(a, b) for a, b in data["links"]]
    return territories, continents, links


TERRITORIES, CONTINENTS, LINKS = _load()
CODES: tuple[str, ...] = tuple(TERRITORIES)  # map order: the order every list of territories is given in
ORDER = {code: i for i, code in enumerate(CODES)}
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    code: tuple(sorted({b for a, b in LINKS if a == code} | {a for a, b in LINKS if b == code}, key=ORDER.__getitem__))
    for code in CODES
}
# The one border drawn across the board's edge rather than as a line over the whole map.
WRAP_LINK = ("ala", "kam")


def name(code: str) -> str:
    return TERRITORIES[code].name


def names(codes: list[str]) -> str:
    """`Alaska, Peru and Ural`: territories in words."""
    words = [TERRITORIES[c].name for c in codes]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def steps_to(targets: set[str], passable: Callable[[str], bool]) -> dict[str, int]:
    """Steps from every territory to the nearest of `targets`, walking only through passable ones."""
    best: dict[str, int] = {}
    for target in targets:
        for code, steps in distances(target, NEIGHBOURS.__getitem__, passable).items():
            if steps < best.get(code, 1 << 30):
                best[code] = steps
    return best
