"""Primordial Soup's state and the small helpers every part of the engine shares.

The state is a plain JSON dict (see engine.py), typed here as `State`, a TypedDict over the keys
every game's state holds (rules.dictengine.CommonState); serialise.py checks a saved one once, on
load, and nothing else reads it as anything but `State`. Here live its constants and options and
the helpers the rule modules have in common: names and seats, amoebas and genes held, BP, dice,
cubes from the supply, the highlight of the last move, and pushing and popping the task stack.
The rule modules import these helpers by their public names. In memory every key is spelled out,
the state's ("biological_points"), an amoeba's ("space", "damage") and a task's ("type", "number",
"attacker", "followers", ...), and so are the stages a task goes through ("follower_carry",
"offer_again"); saved, they keep the short names games were first saved with ("bp", "sq", "dp",
"t", "num", "att", "fol", "fcarry", "again?"), mapped once, at the JSON boundary (serialise.py).

The task stack holds tasks of twelve kinds, each its own TypedDict keyed by its "type" and joined in
the union `Task`: their keys share little beyond "type" (a seat queue, an amoeba's step, an attack),
so one TypedDict with every key optional would let a handler read a key its task never holds, while
the union lets each handler take its own kind (tasks.py dispatches on "type", which narrows it). A
step's or an attack's "stage" is a Literal of the stages it goes through.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Literal, NotRequired, TypedDict

from messages import say
from rules.base import Action, Event, GameOption
from rules.deck import DeckJson
from rules.dictengine import CommonState
from rules.notation import excerpt
from rules.phrases import Phrase, Said
from rules.rng import Rng
from rules.soup.data import CARDS, COMPASS_CELLS, GENES, GRID, MAX_AMOEBAS, SQUARE_SET, Card
from rules.soup.words import amoeba_words, cube_words, player_colour_words
from rules.track import ranking
from rules.turns import active_seats


class Amoeba(TypedDict):
    space: str  # the space it is on
    damage: int  # its damage points
    moved: bool  # it has had its turn of phase 1 this round


class Used(TypedDict):
    """The reactions (and the Aggression attack) a seat has used this round."""

    defense: bool
    escape: bool
    aggression: bool


CubeCounts = list[int]  # cubes of each of the four colours, by colour index
AmoebaRef = list[int]  # [seat, number] of an amoeba
Carried = list[int | CubeCounts]  # [seat, number, cube counts]: an amoeba taking cubes along (Tentacle)
Phase = Literal["setup", "move", "environment", "genes", "division", "deaths", "scoring", "over"]
MoveKind = Literal["move", "escape"]
Reaction = Literal["defend", "escape"]


class SetupTask(TypedDict):
    """The roll for the order of the ladder start spaces."""

    type: Literal["setup"]


class StartTask(TypedDict):
    """Each seat in `queue` chooses its ladder start space."""

    type: Literal["start"]
    queue: list[int]


class PlaceTask(TypedDict):
    """Each seat places its first (`order` "lowest_first": the seat lowest on the ladder first) or
    second ("highest_first") amoeba; the queue is drawn from the ladder when the task first runs."""

    type: Literal["place"]
    order: Literal["lowest_first", "highest_first"]
    damage: int  # the damage points the amoeba starts with
    queue: list[int] | None


class PhaseOneTask(TypedDict):
    """Phase 1: each seat in `queue` has the turns of its amoebas that have not moved."""

    type: Literal["phase_one"]
    queue: list[int]


class AmoebaTask(TypedDict):
    """One amoeba's turn of phase 1: drift, move or stay, then eat, attack or starve."""

    type: Literal["amoeba"]
    seat: int
    number: int
    stage: Literal["choose", "feed", "eat", "attack", "end"]


class MoveTask(TypedDict):
    """An amoeba's own move or escape (movement.py)."""

    type: Literal["move"]
    seat: int
    number: int
    kind: MoveKind
    count: int  # 2 on the second move (Speed)
    # roll (or take the direction named), the player picks a way the dice offer, the move is made
    # (Speed may offer a second), the second move is offered
    stage: Literal["go", "pick", "again", "offer_again"]
    direction: str | None  # the direction named in advance (Movement II)
    ways: list[str]  # the directions the dice offer, "none" for staying put


# "from" is a keyword, hence the functional form
StepTask = TypedDict(
    "StepTask",
    {
        "type": Literal["step"],
        "seat": int,
        "number": int,
        "direction": str,  # the direction
        "from": str,
        "to": str,
        "verb": str,
        "ride": bool,  # amoebas with Holding may go along (a drift or a move, not an escape)
        # the mover takes cubes along (Tentacle), the amoebas with Holding are found, one is asked to
        # follow, the one that follows takes cubes along, the amoebas go
        "stage": Literal["carry", "hold", "follow", "follower_carry", "go"],
        "carry": list[Carried],
        "holders": list[AmoebaRef] | None,  # the amoebas with Holding still to be asked
        "asked": AmoebaRef | None,  # the amoeba being asked now
        "followers": list[AmoebaRef],  # the amoebas going along (Holding)
    },
)

class AttackTask(TypedDict):
    type: Literal["attack"]
    phase: Literal[1, 5]  # Struggle for Survival (phase 1) or Aggression (phase 5)
    attacker: AmoebaRef  # the attacking amoeba
    defender: AmoebaRef  # the defending amoeba
    space: str  # where the attack takes place
    stage: Literal["react", "fight", "escaped", "persist", "retry"]
    tried: list[Reaction]  # the defender's reactions tried in this attack
    fought_again: bool  # the defender has fought once more (Persistence)
    retry: bool  # the attacker has attacked once more (Persistence)
    why: Literal["", "fight", "escaped"]  # why the attack failed


class DefectTask(TypedDict):
    """Phase 2's gene defects, seat by seat; `debt` is what the first seat still has to balance."""

    type: Literal["defect"]
    queue: list[int]
    debt: int | None


class BuyTask(TypedDict):
    type: Literal["buy"]
    queue: list[int]


class DivideTask(TypedDict):
    """Phase 4, seat by seat; `paid`: the first seat has had its income."""

    type: Literal["divide"]
    queue: list[int]
    paid: bool


class AggressionTask(TypedDict):
    type: Literal["aggression_choice"]
    queue: list[int]


Task = (
    SetupTask
    | StartTask
    | PlaceTask
    | PhaseOneTask
    | AmoebaTask
    | MoveTask
    | StepTask
    | AttackTask
    | DefectTask
    | BuyTask
    | DivideTask
    | AggressionTask
)

# The "type" of each kind of task (a test checks they are the union's)
TASK_KINDS = frozenset({
    "setup", "start", "place", "phase_one", "amoeba", "move", "step", "attack", "defect", "buy", "divide",
    "aggression_choice",
})


class State(CommonState):
    schema_version: int
    game: NotRequired[str]  # written at setup, never read back
    round: int
    phase: Phase
    ladder: list[int | None]  # each seat's marker; None before it starts and after it resigns
    biological_points: list[int]  # each seat's BP
    genes: list[dict[str, int]]  # each seat's genes: key, and the round it was bought in
    pool: dict[str, int]  # the copies of each gene left to buy
    amoebas: list[list[Amoeba | None]]  # each seat's amoebas by number, None where it has none
    cubes: dict[str, CubeCounts]  # by space
    supply: CubeCounts
    deck: DeckJson[int]  # the environment cards' ids
    card: int  # the environment card in play
    used: list[Used]
    resigned: list[bool]
    stack: list[Task]  # the top task is the last
    winners: list[int]
    last_card: bool  # the last environment card is in play: the game ends after this round
    highlight: list[str]  # the spaces the last action touched
    highlight_ladder: list[int]  # the ladder spaces markers left or reached


Ask = tuple[int, str, Said, list[Action]]  # (seat, prompt kind, prompt words, legal actions)

GAME_KEY = "soup"
SCHEMA_VERSION = 1
SEAT_COLOURS = ("red", "green", "blue", "yellow")
COLOUR_INDEX = {c: i for i, c in enumerate(SEAT_COLOURS)}

PHASES = ("setup", "move", "environment", "genes", "division", "deaths", "scoring", "over")  # named by soup-phase

OPTIONS = (
    GameOption(
        "reactions",
        "round",
        ("round", "attack"),
        "Defense and Escape: each usable once per round by their owner (round), or once against every attack (attack).",
    ),
    GameOption(
        "empty_tribe",
        "anywhere",
        ("anywhere", "out"),
        "A player with no amoeba left on the board may still divide in phase 4, placing the "
        "first new amoeba on any space (anywhere), or cannot divide any more (out).",
    ),
)
OPTION_DEFAULTS = {o.name: o.default for o in OPTIONS}


# --- players and their tribes ----------------------------------------------------------------



def player_count(st: State) -> int:
    return len(st["players"])


def colours_in_play(st: State) -> range:
    """Indices of the cube colours in play: one per seat."""
    return range(len(st["players"]))


def player_name(st: State, seat: int) -> str:
    return st["players"][seat]


def player_and_colour(st: State, seat: int) -> Phrase:
    """The player's name with their seat's colour: "Ann (red)"."""
    return player_colour_words(st["players"][seat], SEAT_COLOURS[seat])


def amoeba_name(st: State, seat: int, num: int, *, first: bool = False) -> Phrase:
    """An amoeba as the log names it: "Ann's amoeba 3" (`first`: opening a sentence)."""
    return amoeba_words(st["players"], seat, num, first)


def has_gene(st: State, seat: int, gene: str) -> bool:
    return gene in st["genes"][seat]


def find_amoeba(st: State, seat: int, num: int) -> Amoeba | None:
    """Amoeba `num` of `seat`, or None when it is not on the board (or no such seat or number)."""
    if not 0 <= seat < len(st["amoebas"]) or not 1 <= num <= MAX_AMOEBAS:
        return None
    return st["amoebas"][seat][num - 1]


def amoeba(st: State, seat: int, num: int) -> Amoeba:
    """Amoeba `num` of `seat`, which the task at hand holds is on the board."""
    found = st["amoebas"][seat][num - 1]
    assert found is not None, f"amoeba {num} of seat {seat} is not on the board"
    return found


def living_amoebas(st: State, seat: int) -> list[tuple[int, Amoeba]]:
    """(number, amoeba) of each of the seat's amoebas on the board, by number."""
    return [(i + 1, a) for i, a in enumerate(st["amoebas"][seat]) if a is not None]


def amoeba_count(st: State, seat: int) -> int:
    return sum(1 for a in st["amoebas"][seat] if a is not None)


def amoebas_on(st: State, sq: str) -> list[tuple[int, int]]:
    """(seat, number) of every amoeba on `sq`, by seat then number."""
    found = []
    for seat, tribe in enumerate(st["amoebas"]):
        for i, a in enumerate(tribe):
            if a is not None and a["space"] == sq:
                found.append((seat, i + 1))
    return found


def seats_in_play(st: State) -> list[int]:
    """The seats that have not resigned, in seat order."""
    return active_seats(player_count(st), {s for s, out in enumerate(st["resigned"]) if out})


def ladder_space(st: State, seat: int) -> int:
    """The space of the seat's marker; 0 while it has none (before it starts, after it left)."""
    space = st["ladder"][seat]
    return 0 if space is None else space


def leading_seat(st: State) -> int:
    """The seat in play furthest up the ladder (the first in seat order, where none has a marker)."""
    return max(seats_in_play(st), key=partial(ladder_space, st))


def seats_lowest_on_ladder_first(st: State) -> list[int]:
    """Seats with a ladder marker, the one furthest behind first (the order of phase 1)."""
    return ranking(st["ladder"], True)


def seats_highest_on_ladder_first(st: State) -> list[int]:
    """Seats with a ladder marker, the leader first (the order of phases 2 to 6)."""
    return ranking(st["ladder"], False)


def option_value(st: State, name: str) -> str:
    return st["options"].get(name, OPTION_DEFAULTS[name])


def current_card(st: State) -> Card:
    return CARDS[st["card"]]


def mutation_points(st: State, seat: int) -> int:
    """The mutation points of the seat's genes, weighed against the ozone layer for gene defects."""
    return sum(GENES[g].mp for g in st["genes"][seat])


def free_amoeba_number(st: State, seat: int) -> int | None:
    for i, a in enumerate(st["amoebas"][seat]):
        if a is None:
            return i + 1
    return None


def add_amoeba(st: State, seat: int, space: str, damage: int, moved: bool) -> int:
    """A new amoeba of `seat` on `space`, under the lowest free number; returns that number."""
    num = free_amoeba_number(st, seat)
    assert num is not None
    st["amoebas"][seat][num - 1] = {"space": space, "damage": damage, "moved": moved}
    highlight_spaces(st, space)
    return num


def pay_biological_points(st: State, seat: int, amount: int) -> None:
    if st["biological_points"][seat] < amount:
        raise AssertionError("paying more BP than held")
    st["biological_points"][seat] -= amount


def roll_dice(st: State, count: int = 1) -> list[int]:
    rng = Rng.from_json(st["rng"])
    dice = [rng.die() for _ in range(count)]
    st["rng"] = rng.to_json()
    return dice


# --- cubes -----------------------------------------------------------------------------------


def cubes_text(counts: Iterable[int]) -> Said:
    """Cubes by colour, as a sentence names them: "1 red, 2 blue", or "nothing"."""
    return cube_words(counts, SEAT_COLOURS)


def cubes_notation(counts: Iterable[int]) -> str:
    return " ".join(SEAT_COLOURS[c] for c, n in enumerate(counts) for _ in range(n))


def fewest_cubes_first(counts: Sequence[int]) -> tuple[int, list[int]]:
    """The order in which cube choices are offered: fewer cubes first, then more of the earlier colours."""
    return sum(counts), [-n for n in counts]


def cube_counts(colours: Iterable[str]) -> list[int]:
    """Counts by colour of the cubes named in notation: "red red blue" is [2, 0, 1, 0]."""
    counts = [0, 0, 0, 0]
    for colour in colours:
        counts[COLOUR_INDEX[colour]] += 1
    return counts


def place_cubes_from_supply(st: State, sq: str, colour: int, count: int, ev: list[Event], why: str) -> int:
    """Put up to `count` cubes of `colour` from the supply on `sq`; a shortage is logged, naming what
    the cubes were for by `why` ("excretion", "remains")."""
    placed = min(count, st["supply"][colour])
    st["supply"][colour] -= placed
    st["cubes"][sq][colour] += placed
    if placed < count:
        ev.append(
            Event(
                "shortage",
                Phrase.of("soup-shortage", placed=placed, count=count, colour=SEAT_COLOURS[colour], why=why, square=sq),
                {"sq": sq, "colour": SEAT_COLOURS[colour], "wanted": count, "placed": placed},
            )
        )
    return placed


# --- the last move, for the board image --------------------------------------------------------

ISLAND = GRID.name(next(iter(COMPASS_CELLS)))  # "c3": highlighted when the environment card turns


def not_a_space(sq: str) -> str | None:
    """Why `sq` is no space an amoeba can be on, None when it is one."""
    if sq in SQUARE_SET:
        return None
    if sq == ISLAND:
        return say("soup-island-not-a-space", square=sq, island=ISLAND)
    return say("soup-not-a-space", square=excerpt(sq))


def highlight_spaces(st: State, *squares: str) -> None:
    """Mark board spaces the action being applied has changed (kept in order, once each)."""
    seen = st.setdefault("highlight", [])
    for sq in squares:
        if sq not in seen:
            seen.append(sq)


def highlight_ladder_spaces(st: State, *spaces: int | None) -> None:
    """Mark ladder spaces a marker left or reached."""
    seen = st.setdefault("highlight_ladder", [])
    for space in spaces:
        if space is not None and space not in seen:
            seen.append(space)


def clear_highlight(st: State) -> None:
    st["highlight"] = []
    st["highlight_ladder"] = []


# --- the task stack ----------------------------------------------------------------------------


# Both return False, so that a run() handler can end with `return pop_task(st)`: something changed.


def pop_task(st: State) -> bool:
    st["stack"].pop()
    return False


def push_task(st: State, task: Task) -> bool:
    st["stack"].append(task)
    return False


def run_seat_queue(st: State, task: StartTask | PlaceTask | BuyTask, ev: list[Event]) -> bool:
    """run() of a task that asks the seats in its queue one by one: it waits until nobody is left."""
    return True if task["queue"] else pop_task(st)
