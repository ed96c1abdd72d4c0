"""Setting up (rule 3): each player's metabolism, species, growth threshold and three
habitats, then their arrangement on the home hexes and the starting colony."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.dictengine import copy_state
from rules.micro.data import EVOLUTION_CARDS, HABITAT_TOKENS, HOMES, METABOLISM_CARDS, kind
from rules.micro.exchange import fresh_habitat
from rules.micro.growth import new_colony
from rules.micro.nutrients import turns_fed
from rules.micro.species import new_species
from rules.micro.stack import act
from rules.micro.state import (
    SCHEMA_VERSION,
    Stage,
    State,
    design_name,
    free_token,
    roll,
    species_of,
    take_random,
    touch,
    who,
)
from rules.notation import as_typed
from rules.phrases import Joined, Phrase, joined

HABITATS_EACH = 3
SUITABLE_TURNS = 3  # a starting habitat must feed a generation 1 colony this many turns in a row
MULLIGANS = 20
COPIES_PER_PLAYER = {2: 2, 3: 3, 4: 4}  # habitat tokens of each design in play (rule 1.5): Gaia's size
PROBE = "?"  # where a drawn habitat is tried out before it is laid on the map


def new_state(players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
    n = len(players)
    st: State = {
        "schema_version": SCHEMA_VERSION, "players": list(players), "options": dict(options), "rng": [seed, 0],
        "round": 0, "seat": 0, "phase": "setup", "threshold": [0] * n, "out": [False] * n, "fell": [None] * n,
        "resigned": [False] * n, "gaia": in_play(n), "spent": set_aside(n), "column": list(METABOLISM_CARDS),
        "galapagos": list(EVOLUTION_CARDS), "linnaeus": 0, "habitats": {}, "species": {}, "colonies": {},
        "hands": [[] for _ in players], "stack": [], "used": [], "highlight": [],
        "closing": "", "over": False, "winners": [], "summary": "", "intro": [],
    }
    ev: list[Event] = []
    for seat in range(n):
        species = new_species(st, seat, ev)
        die = roll(st)
        st["threshold"][seat] = die + 2
        hand = _suitable_hand(st, species, ev)
        st["hands"][seat] = hand
        names = joined(*(design_name(kind(t)) for t in hand), between=", ")
        ev.append(Event("setup", Phrase.of("micro-setup-event", player=who(st, seat), species=species.capitalize(),
                                           roll=die, threshold=die + 2, habitats=names),
                        {"seat": seat, "species": species, "roll": die, "threshold": die + 2, "habitats": hand}))
    for seat in reversed(range(n)):
        st["stack"] += [{"kind": "settle", "seat": seat}, {"kind": "arrange", "seat": seat}]
    return st, ev


def in_play(players: int) -> list[str]:
    """Rule 1.5: Gaia holds COPIES_PER_PLAYER[players] tokens of each design (all 4 with four
    players); the first copies of each design are used."""
    copies = COPIES_PER_PLAYER[players]
    return [t for t in HABITAT_TOKENS if int(t.rsplit("-", 1)[1]) <= copies]


def set_aside(players: int) -> list[str]:
    """The tokens a smaller table does not use: with the spent pile from the start, never drawn."""
    used = set(in_play(players))
    return [t for t in HABITAT_TOKENS if t not in used]


def _suitable_hand(st: State, species: str, ev: list[Event]) -> list[str]:
    """Three habitats from Gaia, at least one able to feed the starting colony for a few turns
    (rule 3.1): while none can, the last one drawn goes back to Gaia and another is drawn."""
    hand = [_from_gaia(st) for _ in range(HABITATS_EACH)]
    for _ in range(MULLIGANS):
        if any(_feeds(st, species, token) for token in hand):
            break
        returned = hand.pop()
        ev.append(Event("redraw", Phrase.of("micro-redraw-event", species=species.capitalize(),
                                            habitat=design_name(kind(returned))),
                        {"species": species, "returned": returned}))
        hand.append(_from_gaia(st))
        st["gaia"].append(returned)
    return hand


def _from_gaia(st: State) -> str:
    """A habitat drawn from Gaia, which at setup holds far more than the players draw."""
    token = take_random(st, st["gaia"])
    if token is None:
        raise ValueError("Gaia ran out of habitats during setup")
    return token


def _feeds(st: State, species: str, token: str) -> bool:
    st["habitats"][PROBE] = fresh_habitat(token, None)
    st["colonies"][PROBE] = new_colony(species, PROBE, 1)
    fed = turns_fed(st, PROBE, PROBE, 1, SUITABLE_TURNS) == SUITABLE_TURNS
    del st["habitats"][PROBE], st["colonies"][PROBE]
    return fed


def home(st: State, seat: int) -> tuple[str, ...]:
    return HOMES[len(st["players"])][seat]


def arrangements(st: State, seat: int) -> list[Action]:
    designs = [kind(t) for t in st["hands"][seat]]
    hexes = home(st, seat)
    found: list[Action] = []
    for order in dict.fromkeys(permutations(designs)):
        label = _laid_out(order, hexes, on=False)
        found.append(act("arrange " + " ".join(order), label))
    return found


def _laid_out(order: Sequence[str], hexes: tuple[str, ...], on: bool) -> Joined:
    """Each design of `order` on its hex, in words: "Cold seep d4, …", or with `on` "Cold seep on d4, …"."""
    return joined(*(Phrase.of("micro-habitat-on" if on else "micro-habitat", habitat=design_name(d), hex=h)
                    for d, h in zip(order, hexes, strict=True)), between=", ")


def arrange(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    seat = stage["seat"]
    hand = list(st["hands"][seat])
    order = words[1:]
    if sorted(order) != sorted(kind(t) for t in hand):
        allowed = as_typed(a.notation for a in arrangements(st, seat))
        raise IllegalAction(say("micro-arrange-form", hexes=", ".join(home(st, seat)), allowed=allowed))
    for design, hex_name in zip(order, home(st, seat), strict=True):
        token = next(t for t in hand if kind(t) == design)
        hand.remove(token)
        st["habitats"][hex_name] = fresh_habitat(token, seat)
        touch(st, hex_name)
    st["hands"][seat] = []
    placed = _laid_out(order, home(st, seat), on=True)
    ev.append(Event("arrange", Phrase.of("micro-arrange-event", player=who(st, seat), habitats=placed),
                    {"seat": seat, "order": order}))
    st["stack"].pop()


def settle_choices(st: State, seat: int) -> list[Action]:
    return [act(f"settle {h}", Phrase.of("micro-settle-label", habitat=design_name(kind(st["habitats"][h]["token"])),
                                         hex=h))
            for h in home(st, seat)]


FED_PROBE = "?0"  # a colony imagined on a habitat, to judge it for a species with none placed


def best_fed_home(state: State, seat: int) -> str:
    """The home habitat where a first colony of the seat's species meets its requirement the most
    turns in a row (the richest on a tie): where it is likeliest to live."""
    st = copy_state(state)
    homes = home(st, seat)
    st["colonies"][FED_PROBE] = new_colony(species_of(st, seat)[0], homes[0], 1)
    return max(homes, key=lambda h: (turns_fed(st, FED_PROBE, h, 1), sum(st["habitats"][h]["amounts"].values())))


def settle(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    seat = stage["seat"]
    if len(words) != 2 or words[1] not in home(st, seat):
        raise IllegalAction(say("micro-settle-where", hexes=", ".join(home(st, seat))))
    hex_name = words[1]
    species = species_of(st, seat)[0]
    token = free_token(st, species)
    assert token is not None
    st["colonies"][token] = new_colony(species, hex_name, 1)
    touch(st, hex_name)
    ev.append(Event("settle", Phrase.of("micro-settle-event", player=who(st, seat), species=species.capitalize(),
                                        colony=token, hex=hex_name),
                    {"seat": seat, "colony": token, "hex": hex_name}))
    st["stack"].pop()
