"""What a species' evolution cards do to its colonies' numbers: mobility, uptake limit,
strength, toxicity and temperature. The cards' fixed effects are data (data/micro/cards.json);
this module reads them. A second copy of a card adds nothing (rule 4.3)."""

from __future__ import annotations

from functools import lru_cache

from rules.micro.data import EVOLUTIONS, Detox, Effect, kind
from rules.micro.state import State, feature, has, hosts_by_hex, nearby, passenger_of

BASE_MOBILITY = 2
COLD_BELOW = 2
EXTRA_UPTAKE = 2  # resources a colony may take beyond its requirement (rule 6.3)


def effects(st: State, species: str) -> tuple[Effect, ...]:
    """The effect data of each kind of evolution card the species holds, once each."""
    return _effects_of(tuple(st["species"][species]["cards"]))


@lru_cache(maxsize=1024)
def _effects_of(cards: tuple[str, ...]) -> tuple[Effect, ...]:
    """`effects` for a hand of cards, kept: every payment, mobility and strength asks again."""
    return tuple(EVOLUTIONS[k].effect for k in sorted({kind(c) for c in cards}))


def _factor(level: int) -> int:
    return 1 if level <= 0 else 2 if level == 1 else 4


def _condition_holds(st: State, hex_name: str, condition: Detox) -> bool:
    value = feature(st, hex_name, condition["feature"])
    if "below" in condition and not value < condition["below"]:
        return False
    return not ("above" in condition and not value > condition["above"])


def toxicity(st: State, species: str, hex_name: str) -> int:
    """Units each energy part costs on this habitat (rules 7.1, 7.2)."""
    cards = effects(st, species)
    if any(e.detox is not None and _condition_holds(st, hex_name, e.detox) for e in cards):
        return 1
    ignored = {name for e in cards for name in e.ignores}
    metals = 0 if "metals" in ignored else feature(st, hex_name, "metals")
    return _factor(metals) * _factor(feature(st, hex_name, "salts"))


def _beyond(temp: int, below: int | None, above: int | None) -> bool:
    """Whether the temperature is below `below` or above `above` (a bound the card does not give: never)."""
    return (below is not None and temp < below) or (above is not None and temp > above)


def temperature_energy(st: State, species: str, hex_name: str) -> tuple[int, int]:
    """(energy parts free, energy parts more) this uptake from Psychrophile and Thermophile."""
    temp = feature(st, hex_name, "temperature")
    free = more = 0
    for e in effects(st, species):
        rule = e.temperature
        if rule:
            free += _beyond(temp, rule.get("bonus_below"), rule.get("bonus_above"))
            more += _beyond(temp, rule.get("malus_below"), rule.get("malus_above"))
    return free, more


def blocked_by_exudate(st: State, cid: str, hex_name: str) -> bool:
    """Whether a rival's Exudating colony is nearby (rule 14.8)."""
    me = st["species"][st["colonies"][cid]["species"]]["owner"]
    hosts = hosts_by_hex(st)
    for n in nearby(st, hex_name):
        other = hosts.get(n)
        if other is None:
            continue
        species = st["colonies"][other]["species"]
        if st["species"][species]["owner"] != me and any(e.blocks for e in effects(st, species)):
            return True
    return False


def mobility(st: State, cid: str) -> int:
    """Rule 9.5: 2, cold −1, card modifiers, never below 0; 0 next to a rival's exudate."""
    col = st["colonies"][cid]
    hex_name = col["hex"]
    if blocked_by_exudate(st, cid, hex_name):
        return 0
    value = BASE_MOBILITY + sum(e.mobility for e in effects(st, col["species"]))
    if feature(st, hex_name, "temperature") < COLD_BELOW:
        value -= 1
    return max(0, value)


def uptake_limit(st: State, cid: str) -> int:
    col = st["colonies"][cid]
    return col["gen"] + EXTRA_UPTAKE + sum(e.uptake for e in effects(st, col["species"]))


def strength(st: State, cid: str, attacking: bool) -> int:
    """Rule 10.2: generation, Filamentous when attacking, Halophile at 2+, plus a passenger."""
    col = st["colonies"][cid]
    value = col["gen"]
    if attacking:
        value += sum(e.attack for e in effects(st, col["species"]))
    if col["gen"] >= 2:
        value += sum(e.hardened for e in effects(st, col["species"]))
    rider = passenger_of(st, cid)
    if rider is not None:
        value += st["colonies"][rider]["gen"]
    return value


def shielded(st: State, cid: str) -> bool:
    """Biofilm: not attacked, preyed on or killed by Phage Warfare (rule 14.10)."""
    return has(st, st["colonies"][cid]["species"], "biofilm")
