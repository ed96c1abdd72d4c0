"""Apocalyte's state and the small helpers every part of the engine shares.

The state is a plain JSON dict, typed by `State` below (engine.py says what each key holds). Here
live the constants and options, and the queries the rule modules have in common: whose armies are
where, who controls a territory, dice and random picks from the state's generator, and the highlight
of the last move for the board image.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, NotRequired, TypedDict, TypeVar

from rules.apocalyte.world import CODES
from rules.base import JSON, Event, GameOption
from rules.dictengine import CommonState, copy_state
from rules.phrases import JsonSaid, Said
from rules.rng import Rng

Phase = Literal["draft", "place", "apocalytes", "turn", "over"]
Stage = Literal["reinforce", "move", "combat", "end"]


class Marks(TypedDict):
    """The special counters on the map, by territory code."""

    mothership: str | None
    portals: list[str]
    ground_zeros: list[str]
    craters: list[str]
    sealed: list[str]


class Draft(TypedDict):
    seat: int  # whose pick it is


class Arrival(TypedDict):
    """A group of Apocalytes on its way, held while a player answers whether to quarantine."""

    src: str
    dst: str
    count: int


class ApocTurn(TypedDict):
    """What is left of the Apocalytes' turn (apocalytes.py)."""

    first: bool  # the turn before the players' first
    stages: list[str]  # the scenario's stages still to come, each a method of its Scenario
    queue: list[str] | None  # the territories drawn to move, still to move
    pending: Arrival | None


class Plan(TypedDict):
    """The movement being chosen: a source, then its route, then how many armies."""

    src: str
    dst: NotRequired[str]
    via: NotRequired[str | None]
    count: NotRequired[int]


class MoveData(TypedDict):
    """A whole movement, as a permission request keeps it (movement.Move)."""

    seat: int
    src: str
    dst: str
    via: str | None
    count: int
    carry: int


class Request(TypedDict):
    """A movement waiting for other players' permission."""

    move: MoveData
    queue: list[int]  # the seats still to answer, in turn order
    reasons: dict[str, list[JsonSaid]]  # {seat: why its permission is needed, as phrases (rules/phrases.py)}


class Turn(TypedDict):
    """A player's turn (turn.py)."""

    seat: int
    stage: Stage
    left: int  # new armies still to place
    moves: int  # movements used
    plan: Plan | None
    request: Request | None
    fought: dict[str, int]  # {territory: combat rounds fought there}
    used: list[str]  # the scenario's end actions taken
    refused: list[list[str]]  # [source, destination] of each movement refused this turn


class State(CommonState):
    game: str
    schema_version: int
    phase: Phase
    round: int
    scenario: str | None
    armies: dict[str, list[int]]  # {territory: each seat's armies}
    apoc: dict[str, int]  # {territory: Apocalytes}
    supplies: dict[str, int]  # {territory: supply counters}
    marks: Marks
    cure: int
    meteorites: int
    missile: str | None
    draft: Draft | None
    placing: list[int]  # each seat's extra armies still to place
    extra: dict[str, int]  # {territory: extra armies placed there}
    apoc_turn: ApocTurn | None
    turn: Turn | None
    out: list[bool]
    resigned: list[bool]
    highlight: list[str]
    arrows: list[list[str]]
    won: bool


GAME_KEY = "apocalyte"
SCHEMA_VERSION = 1
SEAT_COLOURS = ("blue", "red", "green", "yellow", "pink")
MIN_PLAYERS, MAX_PLAYERS = 2, 5
EXTRA_ARMIES = {2: 30, 3: 20, 4: 15, 5: 12}
SUPPLIES_EACH = {2: 10, 3: 8, 4: 6, 5: 5}
MAX_EXTRA_PER_TERRITORY = 5
NEW_ARMIES = 2
MOVES_PER_TURN = 2
ROUNDS_PER_TERRITORY = 3
MOVERS_PER_TURN = 3  # territory cards drawn for the Apocalytes' movement
MAX_CARRY = 2
# The die of a random scenario: face 1 is the first of these.
SCENARIOS = ("zombies", "infection", "mutants", "aliens", "demons", "meteor")
DIFFICULTIES = ("rulebook", "hard")  # rules/apocalyte/difficulty.py

OPTIONS = (
    GameOption("scenario", "random", ("random", *SCENARIOS),
               "Which scenario: one of the six, or a die rolled once every army is placed (random)."),
    GameOption("deal", "random", ("random", "draft"),
               "Territories dealt evenly at random (random), or picked in turn order (draft)."),
    GameOption("supplies", "first", ("first", "after"),
               "Supply counters are drawn before the extra armies are placed, so players can guard them "
               "(first), or after the placement (after)."),
    GameOption("consent", "most", ("most", "all"),
               "Who gives a permission: the player with the most armies in that territory (most), or every "
               "other player with armies there (all)."),
    GameOption("pass_through", "yes", ("yes", "no"),
               "Two movements may carry armies across an empty territory nobody may stay in, such as an empty "
               "ground zero or a sealed territory (yes), or never (no)."),
    GameOption("mutant_victory", "lone", ("lone", "all"),
               "Mutants: the players win when no mutant is left but stranded ones, a lone one in a ground zero or "
               "any cut off behind ground zeros, which can never be reached (lone), or only when none is left at "
               "all (all), which the rules make impossible."),
    GameOption("zombie_rise", "all", ("all", "bitten"),
               "Zombies: every army lost fighting the zombies rises as one (all), or only those the zombies kill "
               "in their own attacks and at a quarantine, not those lost attacking them (bitten: a gentler game)."),
    GameOption("cure_attacks", "free", ("free", "costly"),
               "Infection: after the cure the players' attacks still cost them nothing and each success turns an "
               "infected, as before the cure (free), or they are ordinary rounds in which the attacker's losses "
               "become infected (costly: a harder game)."),
    GameOption("difficulty", "rulebook", DIFFICULTIES,
               "The rulebook's numbers and no time limit (rulebook), or a harder game (hard): fewer supply counters "
               "and extra armies for the players, from three players on more Apocalytes at the start and more of "
               "their groups moving each turn, and a clock, a round limit set by scenario and table size (4 to 60 "
               "rounds) so that a team of normal bots wins about half its games; the log gives it when the scenario "
               "is revealed. Two-player Zombies starts with fewer zombies instead (three an outbreak)."),
    GameOption("rounds", "none", ("none", "5", "8", "10", "15", "20", "30", "50", "80"),
               "No round limit but the difficulty's own clock (none: at hard, by scenario and table size), or a "
               "round limit that replaces it: the players lose if they have not won when this many rounds are over."),
)
OPTION_DEFAULTS = {o.name: o.default for o in OPTIONS}



def option(st: State, key: str) -> str:
    return st["options"].get(key, OPTION_DEFAULTS[key])


Part = TypeVar("Part")


def _under_way(part: Part | None, what: str) -> Part:
    """A part of the state read by a step that runs only while it is there."""
    assert part is not None, f"no {what} is under way"
    return part


def turn_of(st: State) -> Turn:
    """The player's turn (phase `turn`)."""
    return _under_way(st["turn"], "player's turn")


def plan_of(st: State) -> Plan:
    """The movement the player is choosing."""
    return _under_way(turn_of(st)["plan"], "movement")


def request_of(st: State) -> Request:
    """The movement waiting for permissions."""
    return _under_way(turn_of(st)["request"], "permission request")


def apoc_turn_of(st: State) -> ApocTurn:
    """The Apocalytes' turn (phase `apocalytes`)."""
    return _under_way(st["apoc_turn"], "Apocalytes' turn")


def arrival_of(st: State) -> Arrival:
    """The Apocalytes held at a territory while its quarantine is decided."""
    return _under_way(apoc_turn_of(st)["pending"], "quarantine")


def draft_of(st: State) -> Draft:
    return _under_way(st["draft"], "draft")


# --- players -----------------------------------------------------------------------------------


def seats(st: State) -> range:
    return range(len(st["players"]))


def who(st: State, seat: int) -> str:
    return st["players"][seat]


def in_game(st: State) -> list[int]:
    """Seats still playing: not resigned and with armies on the board."""
    return [s for s in seats(st) if not st["out"][s]]


# --- armies, Apocalytes and supplies -----------------------------------------------------------


def own(st: State, code: str, seat: int) -> int:
    return st["armies"][code][seat]


def players_in(st: State, code: str) -> int:
    """Every player's armies in the territory together."""
    return sum(st["armies"][code])


def others_in(st: State, code: str, seat: int) -> int:
    return players_in(st, code) - own(st, code, seat)


def apoc(st: State, code: str) -> int:
    return st["apoc"][code]


def supplies(st: State, code: str) -> int:
    return st["supplies"][code]


def everything_in(st: State, code: str) -> int:
    """Armies of every sort in the territory, Apocalytes included."""
    return players_in(st, code) + apoc(st, code)


def present(st: State, code: str) -> list[int]:
    """Seats with armies in the territory, in seat order."""
    return [s for s, n in enumerate(st["armies"][code]) if n > 0]


def leader(st: State, code: str, exclude: int | None = None) -> int | None:
    """The player with the most armies in the territory (a tie goes to the lower seat), leaving
    out `exclude`; None when no such player has armies there."""
    best = None
    for seat, count in enumerate(st["armies"][code]):
        if seat != exclude and count > 0 and (best is None or count > st["armies"][code][best]):
            best = seat
    return best


def held_by(st: State, seat: int) -> list[str]:
    """The territories where the seat has armies, in map order."""
    return [c for c in CODES if st["armies"][c][seat] > 0]


def total_armies(st: State, seat: int) -> int:
    return sum(st["armies"][c][seat] for c in CODES)


class Holding(NamedTuple):
    """What a seat holds on the map: its armies, the territories they stand in, and of those the ones with
    supplies (`stocked`) and how many supplies lie there."""

    armies: int
    territories: int
    stocked: int
    supplies: int


def holdings(st: State) -> list[Holding]:
    """Every seat's holding, by seat, in one pass over the map: the status (a board post's alt text) and the board
    read them all, where a pass for each seat and each figure took a sixth of the status's time (cProfile)."""
    armies, territories, stocked, supplies = ([0] * len(st["players"]) for _ in range(4))
    for code in CODES:
        found = st["supplies"][code]
        for seat, count in enumerate(st["armies"][code]):
            if count:
                armies[seat] += count
                territories[seat] += 1
                if found:
                    stocked[seat] += 1
                    supplies[seat] += found
    return [Holding(*held) for held in zip(armies, territories, stocked, supplies, strict=True)]


def has_armies(st: State, seat: int) -> bool:
    """Whether the seat has armies anywhere (checked after every step: it stops at the first)."""
    return any(st["armies"][c][seat] for c in CODES)


def contested(st: State, code: str) -> bool:
    return apoc(st, code) > 0 and players_in(st, code) > 0


def apocalytes_left(st: State) -> int:
    return sum(st["apoc"].values())


# --- chance --------------------------------------------------------------------------------------


def roll(st: State, count: int = 1) -> list[int]:
    rng = Rng.from_json(st["rng"])
    dice = [rng.die() for _ in range(count)]
    st["rng"] = rng.to_json()
    return dice


def draw(st: State, items: list[str], count: int) -> list[str]:
    """`count` of the items (all of them, in a drawn order, when there are no more), like cards
    drawn from a shuffled pile."""
    rng = Rng.from_json(st["rng"])
    drawn = rng.shuffled(items)[:count]
    st["rng"] = rng.to_json()
    return drawn


def dice_text(dice: list[int]) -> str:
    return "-".join(str(d) for d in dice)


# --- the last move, for the board image -----------------------------------------------------------


def touch(st: State, *codes: str) -> None:
    seen = st["highlight"]
    for code in codes:
        if code not in seen:
            seen.append(code)


def arrow(st: State, *path: str) -> None:
    """A movement to draw as an arrow on the board (armies or Apocalytes, possibly through a territory)."""
    st["arrows"].append(list(path))
    touch(st, *path)


def clear_highlight(st: State) -> None:
    st["highlight"] = []
    st["arrows"] = []


def event(ev: list[Event], kind: str, said: Said, **data: JSON) -> None:
    """Log an event; its data is copied, so lists the state goes on changing stay as they were."""
    ev.append(Event(kind, said, copy_state(data)))
