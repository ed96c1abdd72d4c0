"""Extinction's state and the small helpers every part of the engine shares.

The state is a plain JSON dict, typed by `State` below:
  players, options, rng ([seed, draws]), phase (colonise, relocate, play, over),
  order (seats in playing order, from the opening throw), turn (index into order), round,
  cubes ({hex: [seat, individuals]}), barriers ({hex: kind}), genes (each seat's {deck: card},
  secret), decks ({deck: draw pile, top first}, secret), environment (the environment draw
  pile, top first, secret), last_card (the environment card drawn last), spin (the segment
  the current turn spun), queue (the turn's actions still to come), step (the action under
  way, or a setup step), path (how far the player narrowed a long list of choices), used
  (hexes whose cubes competed or preyed this turn), changed (decks changed this turn),
  revealed (what each species showed in public: predator type, defence words), extinct,
  cause (what finished each extinct species), fell (the move count when it did), moves (actions
  applied so far), pending (seats still to colonise or relocate), resigned, highlight (hexes the
  last action changed), over, winners, summary, intro (the setup events).

A step is one TypedDict whose keys beyond `act` and `seat` are NotRequired, each held by the kinds
noted beside it, rather than a union of one TypedDict per kind: every kind's rules (steps.py) are
called through one signature from the registry by kind (flow.STEPS), so a union would make each
StepRules generic over its step and need a narrowing cast wherever the engine hands the open step
to its kind's rules, which is everywhere a step is used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal, NotRequired, TypedDict

from rules.base import GameOption
from rules.dictengine import CommonState
from rules.extinction.data import (
    BARRIER_ORDER,
    BARRIERS,
    CARDS,
    CUBES_PER_PLAYER,
    MAX_PER_CUBE,
    GeneCard,
)
from rules.phrases import Joined, Phrase
from rules.rng import Rng
from rules.tally import Tally
from rules.turns import active_seats

Phase = Literal["colonise", "relocate", "play", "over"]
StepKind = Literal["colonise", "relocate", "reproduce", "lose", "mild", "barrier", "migrate", "compete", "genes"]
Cube = list[int]  # [seat, individuals]: a list, as JSON keeps it, changed in place as individuals come and go
Genotype = dict[str, str]  # {deck: card id}; empty until the genes are dealt


class Step(TypedDict):
    """The decision a player owes: its kind, its player, and what its kind keeps while it lasts."""

    act: StepKind
    seat: int
    left: NotRequired[int]  # colonise, relocate, reproduce, lose: founders, newborns or deaths still to place
    sources: NotRequired[list[str]]  # reproduce: the breeding cubes' hexes
    card: NotRequired[str]  # lose: the environment card that strikes
    budget: NotRequired[int]  # migrate: the mobility left
    moved: NotRequired[int]  # migrate: individuals moved so far
    announced: NotRequired[bool]  # compete: whether the predator type is announced
    checked: NotRequired[list[int]]  # compete: rivals whose defence was checked against it
    defended: NotRequired[list[int]]  # compete: those of them defended against it
    taken: NotRequired[int]  # compete: hexes taken so far
    count: NotRequired[int]  # genes: cards changed in this action


class Revealed(TypedDict):
    """What a species showed in public: its announced predator type, its defence words."""

    predator: str | None
    defense: list[str]


class State(CommonState):
    schema_version: int
    game: str
    phase: Phase
    order: list[int]
    turn: int
    round: int
    cubes: dict[str, Cube]
    barriers: dict[str, str]  # {hex: barrier kind}
    genes: list[Genotype]
    decks: dict[str, list[str]]
    environment: list[str]
    last_card: str | None
    spin: int | None
    queue: list[str]
    step: Step | None
    pending: list[int]
    path: list[str]
    used: list[str]
    changed: list[str]
    revealed: list[Revealed]
    extinct: list[bool]
    cause: list[str | None]
    fell: list[int]
    moves: int
    resigned: list[bool]
    highlight: list[str]
    winners: list[int]


GAME_KEY = "extinction"
SCHEMA_VERSION = 1
SEAT_COLOURS = ("red", "blue", "yellow", "purple")
ROUND_CHOICES = ("6", "8", "10", "12", "15", "20", "30")
DEFAULT_ROUNDS = "10"

OPTIONS = (
    GameOption(
        "end",
        DEFAULT_ROUNDS,
        ("survivor", *ROUND_CHOICES),
        "When the game ends: `survivor` plays until one species is left on Darwinia; a number ends it after "
        "that many rounds, scored by the individuals on cubes showing 1 to 4.",
    ),
)
OPTION_DEFAULTS = {o.name: o.default for o in OPTIONS}



# --- players ---------------------------------------------------------------------------------


def player_count(st: State) -> int:
    return len(st["players"])


def name_of(st: State, seat: int) -> str:
    return st["players"][seat]


def who(st: State, seat: int) -> Phrase:
    """A player with their colour: "alice (red)"."""
    colour = Phrase.of("colour-name", colour=SEAT_COLOURS[seat])
    return Phrase.of("extinction-who", name=st["players"][seat], colour=colour)


def alive(st: State) -> list[int]:
    """Seats whose species is still on Darwinia, in seat order."""
    out = {s for s in range(player_count(st)) if st["extinct"][s] or st["resigned"][s]}
    return active_seats(player_count(st), out)


def in_play(st: State, seat: int) -> bool:
    return 0 <= seat < player_count(st) and not st["extinct"][seat] and not st["resigned"][seat]


def current_seat(st: State) -> int:
    return st["order"][st["turn"]]


def end_rounds(st: State) -> int | None:
    """The round the game ends after; None when it ends with the sole survivor."""
    value = st["options"].get("end", DEFAULT_ROUNDS)
    return None if value == "survivor" else int(value)


# --- cubes -----------------------------------------------------------------------------------


def cubes_of(st: State, seat: int) -> dict[str, int]:
    """The seat's cubes: {hex: individuals}, in board order."""
    return {h: c[1] for h, c in st["cubes"].items() if c[0] == seat}


def cube_count(st: State, seat: int) -> int:
    return sum(1 for c in st["cubes"].values() if c[0] == seat)


def population(st: State, seat: int) -> int:
    return sum(c[1] for c in st["cubes"].values() if c[0] == seat)


def score(st: State, seat: int) -> int:
    """Individuals on the seat's cubes showing one to four: the timed game's score."""
    return sum(c[1] for c in st["cubes"].values() if c[0] == seat and c[1] <= 4)


def owner(st: State, hex_name: str) -> int | None:
    cube = st["cubes"].get(hex_name)
    return None if cube is None else cube[0]


def seat_on(st: State, hex_name: str) -> int:
    """The seat of the cube on `hex_name`, which holds one."""
    return st["cubes"][hex_name][0]


def count_at(st: State, hex_name: str) -> int:
    cube = st["cubes"].get(hex_name)
    return 0 if cube is None else cube[1]


def is_empty(st: State, hex_name: str) -> bool:
    return hex_name not in st["cubes"] and hex_name not in st["barriers"]


def spare_cubes(st: State, seat: int) -> int:
    return CUBES_PER_PLAYER - cube_count(st, seat)


def add_individuals(st: State, seat: int, hex_name: str, count: int) -> None:
    """Put `count` more individuals of `seat` on a hex that is empty or holds its own cube."""
    cube = st["cubes"].get(hex_name)
    if cube is None:
        st["cubes"][hex_name] = [seat, count]
    else:
        cube[1] += count
    assert st["cubes"][hex_name][0] == seat and st["cubes"][hex_name][1] <= MAX_PER_CUBE
    touch(st, hex_name)


def remove_individuals(st: State, hex_name: str, count: int) -> None:
    """Take `count` individuals off a cube; the cube goes back to its owner when none are left."""
    cube = st["cubes"][hex_name]
    cube[1] -= count
    assert cube[1] >= 0
    if cube[1] == 0:
        del st["cubes"][hex_name]
    touch(st, hex_name)


def clear_hex(st: State, hex_name: str) -> tuple[int, int] | None:
    """Remove the cube on a hex; (seat, individuals) it held, or None."""
    cube = st["cubes"].pop(hex_name, None)
    if cube is None:
        return None
    touch(st, hex_name)
    return cube[0], cube[1]


def placing(kind: str, sentence: Callable[[str, Joined, int], Phrase]) -> Tally:
    """Founders or newborns placed a few hexes at a time ("alice adds newborns: 2 on f12 (38 left).")."""
    return Tally(kind, "placed", sentence, on_hex)


# --- genes -----------------------------------------------------------------------------------


def card_of(st: State, seat: int, deck: str) -> GeneCard:
    return CARDS[st["genes"][seat][deck]]


def habitats_of(st: State, seat: int) -> tuple[str, ...]:
    return card_of(st, seat, "habitat").habitats


def crosses(st: State, seat: int, kind: str) -> bool:
    return kind in card_of(st, seat, "crossing").words


def tolerates(st: State, seat: int, change: str) -> bool:
    return change in card_of(st, seat, "tolerance").words


def draw_gene(st: State, deck: str) -> str:
    """The top card of a gene deck (the decks never run dry: there are more cards than players)."""
    return st["decks"][deck].pop(0)


def return_gene(st: State, deck: str, card: str) -> None:
    st["decks"][deck].append(card)


# --- barriers --------------------------------------------------------------------------------


def barriers_left(st: State) -> dict[str, int]:
    placed = list(st["barriers"].values())
    return {k: BARRIERS[k].count - placed.count(k) for k in BARRIER_ORDER}


# --- chance ----------------------------------------------------------------------------------


def roll(st: State, count: int = 1, sides: int = 6) -> list[int]:
    rng = Rng.from_json(st["rng"])
    dice = [rng.die(sides) for _ in range(count)]
    st["rng"] = rng.to_json()
    return dice


def shuffled(st: State, items: Iterable[str]) -> list[str]:
    rng = Rng.from_json(st["rng"])
    result = rng.shuffled(list(items))
    st["rng"] = rng.to_json()
    return result


# --- the last move, for the board image ------------------------------------------------------


def touch(st: State, *hexes: str) -> None:
    """Mark hexes the action being applied changed (in order, once each)."""
    seen = st["highlight"]
    for h in hexes:
        if h not in seen:
            seen.append(h)


def on_hex(hex_name: str, count: int) -> Phrase:
    return Phrase.of("extinction-count-on", count=count, hex=hex_name)
