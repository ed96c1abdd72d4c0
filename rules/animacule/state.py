"""The game's constants and options, the state, and the small queries every other module asks of it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, TypedDict

from rules.base import GameOption
from rules.grid import Grid, Square
from rules.rng import Rng
from rules.turns import active_seats, seats_after

COLOURS = ("red", "green", "yellow", "blue")
BOARD = Grid(8, 8)
SEAT_COLOURS = ("pink", "orange", "brown", "purple")
# Starting corners by seat, clockwise from the north-west: a8, h8, h1, a1.
CORNERS: tuple[Square, ...] = ((0, 7), (7, 7), (7, 0), (0, 0))
# The allelomorph colour of each corner's 4x4 quadrant, in the same order as CORNERS.
QUADRANT_COLOURS = ("red", "green", "yellow", "blue")
PER_COLOUR = 16
MAX_SLOTS = 4
MAX_ANIMACULES = 7
MIN_PLAYERS = 2
MAX_PLAYERS = 4
SCHEMA_VERSION = 1

OPTIONS = (
    GameOption(
        "first",
        "random",
        ("random", "creator"),
        "Who starts: a die roll (random) or the player who created the game (creator).",
    ),
    GameOption(
        "full_food",
        "stays",
        ("stays", "refused"),
        "An animacule with four allelomorphs entering a food square: it may, and the food stays "
        "there uneaten (stays), or the move is not allowed (refused).",
    ),
    GameOption(
        "attack_own",
        "no",
        ("no", "yes"),
        "Whether a player may attack their own animacules.",
    ),
)
_OPTION_BY_NAME = {option.name: option for option in OPTIONS}


@dataclass
class Animacule:
    seat: int  # owner seat 0..3
    number: int  # 1..7, the name players use; a newborn takes the lowest number its seat has free
    square: Square  # (col, row)
    slots: list[str]  # allelomorph colours held, index 0 = position 1; len 1..4


class FightPending(TypedDict):
    """A fight under way: the attacker's player decides whether to go on after each roll."""

    kind: Literal["fight"]
    seat: int  # the attacker's player, who decides
    attacker: int
    defender_seat: int
    defender: int
    rolls: list[int]  # the fight's rolls so far


class MatePending(TypedDict):
    """A mating offer: the partner's player accepts or declines it."""

    kind: Literal["mate"]
    seat: int  # the partner's player, who decides
    proposer: int
    animacule: int  # the proposer's animacule
    partner: int  # the partner's animacule
    direction: str  # from the proposer's animacule to the partner, as a letter


Pending = FightPending | MatePending


@dataclass
class AnimaculeState:
    players: list[str]  # names, seat order = turn (clockwise) order
    rng: Rng
    food: dict[Square, str]  # a free allelomorph lying on a square -> its colour
    animacules: list[Animacule]
    out_of_play: dict[str, int]  # allelomorphs removed from the game, by colour
    turn: int  # seat whose turn it is
    turn_number: int  # 1-based count of turns taken
    eliminated: list[int]  # seats out of the game (extinct or resigned), in order of elimination
    lost_turns: list[int]  # per seat: how many of its coming turns it loses (allogamy)
    pending: Pending | None  # a mid-turn decision owed
    highlight: list[Square]  # squares the last action touched
    options: dict[str, str]
    # Matings declined during the current turn, [proposer's animacule, partner seat, partner number]:
    # the same offer cannot be made twice in one turn.
    declined: list[list[int]] = field(default_factory=list)
    # Events of the setup (the roll for the starting player), as Event.to_json() dicts.
    start_events: list[dict[str, Any]] = field(default_factory=list)
    # True when the game ended because no remaining player could act (see Interpretations).
    stalemate: bool = False
    # Per entry of `eliminated`, which elimination took it out (1, 2, ...): tribes that died out at
    # once share one, and so share a finishing place.
    fell: list[int] = field(default_factory=list)


def copy_pending(pending: Pending | None) -> Pending | None:
    if pending is None or pending["kind"] == "mate":
        return None if pending is None else pending.copy()
    fight = pending.copy()
    fight["rolls"] = list(pending["rolls"])
    return fight


def copy_state(state: AnimaculeState) -> AnimaculeState:
    """A deep copy, by hand: much faster than copy.deepcopy for this small state."""
    return AnimaculeState(
        players=list(state.players),
        rng=Rng(state.rng.seed, state.rng.draws),
        food=dict(state.food),
        animacules=[Animacule(a.seat, a.number, a.square, list(a.slots)) for a in state.animacules],
        out_of_play=dict(state.out_of_play),
        turn=state.turn,
        turn_number=state.turn_number,
        eliminated=list(state.eliminated),
        lost_turns=list(state.lost_turns),
        pending=copy_pending(state.pending),
        highlight=list(state.highlight),
        options=dict(state.options),
        declined=[list(item) for item in state.declined],
        start_events=list(state.start_events),
        stalemate=state.stalemate,
        fell=list(state.fell),
    )


def option(state: AnimaculeState, name: str) -> str:
    return state.options.get(name, _OPTION_BY_NAME[name].default)


def occupancy(state: AnimaculeState) -> dict[Square, Animacule]:
    return {a.square: a for a in state.animacules}


def find_animacule(state: AnimaculeState, seat: int, number: int) -> Animacule | None:
    for a in state.animacules:
        if a.seat == seat and a.number == number:
            return a
    return None


def fighters(state: AnimaculeState) -> tuple[Animacule | None, Animacule | None]:
    """The attacker and the defender of the fight under way; None for one not on the board."""
    pending = state.pending
    if pending is None or pending["kind"] != "fight":
        return None, None
    return (
        find_animacule(state, pending["seat"], pending["attacker"]),
        find_animacule(state, pending["defender_seat"], pending["defender"]),
    )


def tribe_size(state: AnimaculeState, seat: int) -> int:
    return sum(1 for a in state.animacules if a.seat == seat)


def free_number(state: AnimaculeState, seat: int) -> int:
    used = {a.number for a in state.animacules if a.seat == seat}
    for number in range(1, MAX_ANIMACULES + 1):
        if number not in used:
            return number
    raise AssertionError("no free animacule number")  # callers check the count first


def eliminate(state: AnimaculeState, seats: list[int]) -> None:
    """Take `seats` out of the game together, after those already out."""
    together = state.fell[-1] + 1 if state.fell else 1
    for seat in seats:
        state.eliminated.append(seat)
        state.fell.append(together)
        state.lost_turns[seat] = 0


def alive(state: AnimaculeState) -> list[int]:
    return active_seats(len(state.players), state.eliminated)


def is_over(state: AnimaculeState) -> bool:
    return state.stalemate or len(alive(state)) <= 1


def seats_from(state: AnimaculeState, first: int) -> list[int]:
    """Every seat once, clockwise, starting with `first`."""
    count = len(state.players)
    return list(seats_after((first - 1) % count, count))  # seats_after begins after the seat it is given
