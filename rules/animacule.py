"""Animacule Apocalypse: the pure rules engine.

Each player leads a tribe of up to seven animacules on an 8x8 board. An animacule holds one
to four allelomorphs (coloured genes) in numbered positions. On a turn a player uses one
animacule to move (eating the food on the square it enters, or causing a calamity when the
square is bare), to attack a neighbour, or to reproduce (alone, or by mating with a
neighbour). The last tribe alive wins.

Every decision of the rulebook's gaps is listed in docs/rules/animacule.md ("Interpretations").

Notation (lower case; animacule numbers 1..7; directions n/e/s/w):
    move 3 n    attack 3 n    split 3 n    mate 3 e
    continue / retreat        (the attacker, after each roll of a fight)
    accept / decline          (the owner of the partner of a mating offer)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from rules.base import (
    JSON,
    Action,
    CorruptState,
    Engine,
    Event,
    GameOption,
    IllegalAction,
    Prompt,
    Result,
)
from rules.grid import Direction, Grid, Square, step
from rules.rng import Rng
from rules.turns import next_seat

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
SCHEMA_VERSION = 1

CALAMITIES = {1: "nothing", 2: "Sunburst", 3: "Pestilence", 4: "Death", 5: "Famine", 6: "nothing"}
COLOUR_ROLLS = {2: "red", 3: "green", 4: "yellow", 5: "blue"}

VERBS = ("move", "attack", "split", "mate")
ANSWERS = {"continue": "fight", "retreat": "fight", "accept": "mate", "decline": "mate"}
FORMS = (
    "`move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e` (animacule number 1-7, direction n/e/s/w); "
    "`continue` or `retreat` in a fight; `accept` or `decline` a mating offer"
)

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


# --------------------------------------------------------------------------------------------
# State


@dataclass
class Animacule:
    seat: int  # owner seat 0..3
    number: int  # 1..7, the name players use; a newborn takes the lowest number its seat has free
    square: Square  # (col, row)
    slots: list[str]  # allelomorph colours held, index 0 = position 1; len 1..4


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
    pending: dict[str, Any] | None  # a mid-turn decision owed (fight or mate), JSON-able
    highlight: list[Square]  # squares the last action touched
    options: dict[str, str]
    # Matings declined during the current turn, [proposer's animacule, partner seat, partner number]:
    # the same offer cannot be made twice in one turn.
    declined: list[list[int]] = field(default_factory=list)
    # Events of the setup (the roll for the starting player), as Event.to_json() dicts.
    start_events: list[dict[str, Any]] = field(default_factory=list)
    # True when the game ended because no remaining player could act (see Interpretations).
    stalemate: bool = False


def _copy_pending(pending: dict[str, Any] | None) -> dict[str, Any] | None:
    if pending is None:
        return None
    return {key: (list(value) if isinstance(value, list) else value) for key, value in pending.items()}


def _copy(state: AnimaculeState) -> AnimaculeState:
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
        pending=_copy_pending(state.pending),
        highlight=list(state.highlight),
        options=dict(state.options),
        declined=[list(item) for item in state.declined],
        start_events=list(state.start_events),
        stalemate=state.stalemate,
    )


# --------------------------------------------------------------------------------------------
# Small helpers


def _sq(square: Square) -> str:
    return BOARD.name(square)


def _occupancy(state: AnimaculeState) -> dict[Square, Animacule]:
    return {a.square: a for a in state.animacules}


def _find(state: AnimaculeState, seat: int, number: int) -> Animacule | None:
    for a in state.animacules:
        if a.seat == seat and a.number == number:
            return a
    return None


def _count(state: AnimaculeState, seat: int) -> int:
    return sum(1 for a in state.animacules if a.seat == seat)


def _free_number(state: AnimaculeState, seat: int) -> int:
    used = {a.number for a in state.animacules if a.seat == seat}
    for number in range(1, MAX_ANIMACULES + 1):
        if number not in used:
            return number
    raise AssertionError("no free animacule number")  # callers check the count first


def _alive(state: AnimaculeState) -> list[int]:
    return [seat for seat in range(len(state.players)) if seat not in state.eliminated]


def _over(state: AnimaculeState) -> bool:
    return state.stalemate or len(_alive(state)) <= 1


def _name(state: AnimaculeState, a: Animacule) -> str:
    return f"{state.players[a.seat]}'s animacule {a.number}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _seats_from(state: AnimaculeState, first: int) -> list[int]:
    n = len(state.players)
    return [(first + offset) % n for offset in range(n)]


def _ordered(state: AnimaculeState) -> list[Animacule]:
    """Animacules in turn order starting with the player whose turn it is, then by number."""
    rank = {seat: index for index, seat in enumerate(_seats_from(state, state.turn))}
    return sorted(state.animacules, key=lambda a: (rank[a.seat], a.number))


def _option(state: AnimaculeState, name: str) -> str:
    return state.options.get(name, _OPTION_BY_NAME[name].default)


def _drop_food(state: AnimaculeState, square: Square, colour: str) -> bool:
    """Leave a free allelomorph on a square as food; out of play if the square already has food.
    Returns whether it became food."""
    if square in state.food:
        state.out_of_play[colour] += 1
        return False
    state.food[square] = colour
    return True


def _remove_animacule(state: AnimaculeState, a: Animacule) -> None:
    state.animacules = [b for b in state.animacules if b is not a]


# --------------------------------------------------------------------------------------------
# Reading notation


def _parse_notation(text: str) -> tuple[str, int, Direction | None]:
    """(verb, animacule number, direction); number 0 and direction None for the one-word answers."""
    words = text.strip().lower().replace(",", " ").split()
    if not words:
        raise IllegalAction(f"Nothing to read. Use {FORMS}.")
    verb = words[0]
    if verb in ANSWERS:
        if len(words) != 1:
            raise IllegalAction(f"`{verb}` takes nothing after it. Use {FORMS}.")
        return verb, 0, None
    if verb.isdigit() and len(words) == 2:  # "3 n" is short for "move 3 n"
        words = ["move", *words]
        verb = "move"
    if verb not in VERBS:
        raise IllegalAction(f"Unknown action `{words[0]}`. Use {FORMS}.")
    if len(words) != 3:
        raise IllegalAction(f"`{verb}` needs an animacule number and a direction, like `{verb} 3 n`.")
    number_text, direction_text = words[1], words[2]
    if not number_text.isdigit() or not 1 <= int(number_text) <= MAX_ANIMACULES:
        raise IllegalAction(f"`{number_text}` is not an animacule number: use 1 to {MAX_ANIMACULES}.")
    try:
        direction = Direction.parse(direction_text)
    except ValueError:
        raise IllegalAction(
            f"`{direction_text}` is not a direction: use n, e, s or w (north, east, south, west)."
        ) from None
    return verb, int(number_text), direction


def _notation(verb: str, number: int = 0, direction: Direction | None = None) -> str:
    if direction is None:
        return verb
    return f"{verb} {number} {direction.letter}"


# --------------------------------------------------------------------------------------------
# Legality of turn actions: one function gives the reason a turn action is refused (or None).


def _turn_refusal(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction) -> str | None:
    a = _find(state, seat, number)
    if a is None:
        return f"You have no animacule {number}."
    target = step(a.square, direction)
    where = direction.word
    occupancy = _occupancy(state)
    on_board = target in BOARD
    other = occupancy.get(target) if on_board else None
    full = len(a.slots) == MAX_SLOTS

    def holder(b: Animacule) -> str:
        owner = "your" if b.seat == seat else f"{state.players[b.seat]}'s"
        return f"{owner} animacule {b.number}"

    if verb == "move":
        if not on_board:
            return f"Animacule {number} cannot move {where}: the board ends there."
        if other is not None:
            return (
                f"Animacule {number} cannot move {where}: {_sq(target)} holds {holder(other)}. "
                f"Moving onto an animacule is an attack (`attack {number} {direction.letter}`)."
            )
        if full and target in state.food and _option(state, "full_food") == "refused":
            return (
                f"Animacule {number} cannot move {where}: it is full and {_sq(target)} holds food "
                "(in this game a full animacule may not enter a food square)."
            )
        return None
    if verb == "attack":
        if not on_board:
            return f"Animacule {number} cannot attack {where}: the board ends there."
        if other is None:
            return f"Animacule {number} cannot attack {where}: there is no animacule on {_sq(target)}."
        if other.seat == seat and _option(state, "attack_own") != "yes":
            return (
                f"Animacule {number} cannot attack {where}: {_sq(target)} holds your own animacule "
                f"{other.number}, and attacking your own is not allowed in this game."
            )
        return None
    if verb == "split":
        if not full:
            return (
                f"Animacule {number} has {_plural(len(a.slots), 'allelomorph')}; "
                "parthenogenesis needs all 4."
            )
        if not on_board:
            return f"Animacule {number} cannot split {where}: the board ends there."
        if other is not None:
            return f"Animacule {number} cannot split {where}: {_sq(target)} holds {holder(other)}."
        if _count(state, seat) >= MAX_ANIMACULES:
            return f"You already have {MAX_ANIMACULES} animacules, the most a tribe may have."
        return None
    # mate
    if not full:
        return f"Animacule {number} has {_plural(len(a.slots), 'allelomorph')}; allogamy needs all 4."
    if not on_board:
        return f"Animacule {number} cannot mate {where}: the board ends there."
    if other is None:
        return f"Animacule {number} cannot mate {where}: there is no animacule on {_sq(target)}."
    if len(other.slots) != MAX_SLOTS:
        partner = holder(other)
        return (
            f"{partner[0].upper()}{partner[1:]} has {_plural(len(other.slots), 'allelomorph')}; "
            "allogamy needs both parents full."
        )
    mine = step(a.square, direction.opposite)
    theirs = step(target, direction)
    for square, whose in ((mine, f"{direction.opposite.word} of animacule {number}"),
                          (theirs, f"{where} of the partner")):
        if square not in BOARD:
            return (
                f"Animacule {number} cannot mate {where}: the line of four does not fit, "
                f"the child's square {whose} is off the board."
            )
        if square in occupancy:
            return (
                f"Animacule {number} cannot mate {where}: the line of four does not fit, "
                f"the child's square {_sq(square)} holds {holder(occupancy[square])}."
            )
    count = _count(state, seat)
    if other.seat == seat:
        if count + 2 > MAX_ANIMACULES:
            return (
                f"You have {count} animacules; mating with your own would make {count + 2}, "
                f"more than the {MAX_ANIMACULES} a tribe may have."
            )
    else:
        if count >= MAX_ANIMACULES:
            return f"You already have {MAX_ANIMACULES} animacules; your child would be an 8th."
        if _count(state, other.seat) >= MAX_ANIMACULES:
            return (
                f"{state.players[other.seat]} already has {MAX_ANIMACULES} animacules; "
                "their child would be an 8th."
            )
    if [number, other.seat, other.number] in state.declined:
        return (
            f"{state.players[other.seat]} already declined mating animacule {number} with their "
            f"animacule {other.number} this turn."
        )
    return None


def _turn_moves(state: AnimaculeState, seat: int) -> list[tuple[str, int, Direction]]:
    """Every legal turn action of `seat` as (verb, number, direction), in a stable order."""
    result: list[tuple[str, int, Direction]] = []
    occupancy = _occupancy(state)
    count = _count(state, seat)
    full_food_refused = _option(state, "full_food") == "refused"
    attack_own = _option(state, "attack_own") == "yes"
    own = sorted((a for a in state.animacules if a.seat == seat), key=lambda a: a.number)
    for a in own:
        full = len(a.slots) == MAX_SLOTS
        for direction in Direction:
            target = step(a.square, direction)
            if target not in BOARD:
                continue
            other = occupancy.get(target)
            if other is None:
                if not (full and full_food_refused and target in state.food):
                    result.append(("move", a.number, direction))
            elif other.seat != seat or attack_own:
                result.append(("attack", a.number, direction))
        if not full:
            continue
        for direction in Direction:
            target = step(a.square, direction)
            if target in BOARD and target not in occupancy and count < MAX_ANIMACULES:
                result.append(("split", a.number, direction))
        for direction in Direction:
            target = step(a.square, direction)
            other = occupancy.get(target)
            if other is None or len(other.slots) != MAX_SLOTS:
                continue
            mine = step(a.square, direction.opposite)
            theirs = step(target, direction)
            if mine not in BOARD or theirs not in BOARD or mine in occupancy or theirs in occupancy:
                continue
            if other.seat == seat:
                if count + 2 > MAX_ANIMACULES:
                    continue
            elif count >= MAX_ANIMACULES or _count(state, other.seat) >= MAX_ANIMACULES:
                continue
            if [a.number, other.seat, other.number] in state.declined:
                continue
            result.append(("mate", a.number, direction))
    return result


def _label(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction | None) -> str:
    if direction is None:
        pending = state.pending or {}
        if verb == "continue":
            attacker = _find(state, pending.get("seat", -1), pending.get("attacker", 0))
            defender = _find(state, pending.get("defender_seat", -1), pending.get("defender", 0))
            if attacker and defender:
                return f"Continue the fight ({len(attacker.slots)} v {len(defender.slots)})"
            return "Continue the fight"
        return {
            "retreat": "Retreat",
            "accept": "Accept the mating (you lose your next turn)",
            "decline": "Decline the mating",
        }[verb]
    a = _find(state, seat, number)
    word = direction.word
    if a is None:
        return f"{verb.capitalize()} {number} {word}"
    target = step(a.square, direction)
    other = _occupancy(state).get(target)
    if verb == "move":
        if other is not None:
            text = f"Move {number} {word} (blocked by an animacule)"
        elif target in state.food:
            if len(a.slots) < MAX_SLOTS:
                text = f"Move {number} {word} to {_sq(target)}: eat {state.food[target]}"
            else:
                text = f"Move {number} {word} to {_sq(target)} (full: the food stays)"
        elif target in BOARD:
            text = f"Move {number} {word} to {_sq(target)}: bare square, calamity!"
        else:
            text = f"Move {number} {word}"
    elif verb == "attack":
        if other is not None:
            owner = "your" if other.seat == seat else f"{state.players[other.seat]}'s"
            text = (
                f"Attack {number} → {direction.letter}: {owner} {other.number} on {_sq(target)} "
                f"({len(a.slots)} v {len(other.slots)})"
            )
        else:
            text = f"Attack {number} → {direction.letter}"
    elif verb == "split":
        text = f"Split {number} {word}" + (f" onto {_sq(target)}" if target in BOARD else "")
    else:
        if other is not None:
            owner = "your" if other.seat == seat else f"{state.players[other.seat]}'s"
            text = f"Mate {number} with {owner} {other.number} to the {word}"
            if other.seat == seat:
                text += " (you lose a turn)"
        else:
            text = f"Mate {number} with {word}"
    return text if len(text) <= 80 else text[:79] + "…"


_TONES = {"continue": "yes", "accept": "yes", "retreat": "no", "decline": "no"}


def _action(state: AnimaculeState, seat: int, verb: str, number: int = 0, direction: Direction | None = None) -> Action:
    return Action(
        _notation(verb, number, direction),
        _label(state, seat, verb, number, direction),
        _TONES.get(verb, "neutral"),
    )


# --------------------------------------------------------------------------------------------
# Resolution


def _kill(state: AnimaculeState, a: Animacule, events: list[Event], cause: str) -> None:
    """Remove a dead animacule whose allelomorphs are already gone (slots empty)."""
    _remove_animacule(state, a)
    events.append(
        Event(
            "death",
            f"{_name(state, a)} dies on {_sq(a.square)} ({cause}).",
            {"seat": a.seat, "animacule": a.number, "square": _sq(a.square)},
        )
    )


def _remains_event(state: AnimaculeState, square: Square, colour: str, became_food: bool) -> Event:
    if became_food:
        text = f"Its {colour} allelomorph from position 1 stays on {_sq(square)} as food."
    else:
        text = f"{_sq(square)} already holds food, so its {colour} allelomorph goes out of play."
    return Event("remains", text, {"square": _sq(square), "colour": colour, "food": became_food})


def _check_extinctions(state: AnimaculeState, events: list[Event]) -> None:
    """Eliminate every seat left without animacules (in turn order from the current seat)."""
    living = {a.seat for a in state.animacules}
    for seat in _seats_from(state, state.turn):
        if seat in state.eliminated or seat in living:
            continue
        state.eliminated.append(seat)
        state.lost_turns[seat] = 0
        events.append(
            Event("extinct", f"{state.players[seat]}'s tribe is extinct.", {"seat": seat})
        )
    _announce_end(state, events)


def _announce_end(state: AnimaculeState, events: list[Event]) -> None:
    if not _over(state) or any(e.kind == "game_over" for e in events):
        return
    result = _result(state)
    events.append(Event("game_over", result.summary, {"winners": list(result.winners)}))


def _advance(state: AnimaculeState, events: list[Event]) -> None:
    """End the current turn and start the next one that can be played."""
    state.pending = None
    state.declined = []
    if _over(state):
        return
    passes = 0
    seat = state.turn
    while True:
        nxt = next_seat(seat, len(state.players), state.eliminated)
        assert nxt is not None  # not over, so someone is alive
        seat = nxt
        if state.lost_turns[seat] > 0:
            state.lost_turns[seat] -= 1
            events.append(
                Event(
                    "lost_turn",
                    f"{state.players[seat]} loses this turn (allogamy).",
                    {"seat": seat},
                )
            )
            continue
        state.turn = seat
        state.turn_number += 1
        if _turn_moves(state, seat):
            return
        events.append(
            Event(
                "pass",
                f"{state.players[seat]} has no legal action, so the turn passes.",
                {"seat": seat},
            )
        )
        passes += 1
        if passes >= len(_alive(state)):
            state.stalemate = True
            events.append(
                Event("stalemate", "No remaining player can act: the game ends in a draw.", {})
            )
            _announce_end(state, events)
            return


def _ingest(state: AnimaculeState, a: Animacule, events: list[Event], who: str) -> None:
    colour = state.food.get(a.square)
    if colour is None or len(a.slots) >= MAX_SLOTS:
        return
    del state.food[a.square]
    a.slots.append(colour)
    events.append(
        Event(
            "ingest",
            f"{who} ingests the {colour} allelomorph on {_sq(a.square)} into position {len(a.slots)}.",
            {"seat": a.seat, "animacule": a.number, "square": _sq(a.square), "colour": colour},
        )
    )


def _do_move(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    start = a.square
    a.square = step(start, direction)
    state.highlight = [start, a.square]
    events.append(
        Event(
            "move",
            f"{_name(state, a)} moves {direction.word} from {_sq(start)} to {_sq(a.square)}.",
            {"seat": seat, "animacule": a.number, "from": _sq(start), "to": _sq(a.square)},
        )
    )
    if a.square in state.food:
        if len(a.slots) < MAX_SLOTS:
            _ingest(state, a, events, _name(state, a))
        else:
            events.append(
                Event(
                    "full",
                    f"{_name(state, a)} is full: the {state.food[a.square]} food on {_sq(a.square)} stays.",
                    {"seat": seat, "animacule": a.number, "square": _sq(a.square)},
                )
            )
    else:
        _calamity(state, a, events)
    _check_extinctions(state, events)
    _advance(state, events)


def _roll_colour(state: AnimaculeState, events: list[Event]) -> str:
    while True:
        roll = state.rng.die()
        colour = COLOUR_ROLLS.get(roll)
        if colour is None:
            events.append(Event("roll", f"Colour roll {roll}: roll again.", {"roll": roll, "purpose": "colour"}))
            continue
        events.append(
            Event("roll", f"Colour roll {roll}: {colour}.", {"roll": roll, "purpose": "colour", "colour": colour})
        )
        return colour


def _calamity(state: AnimaculeState, mover: Animacule, events: list[Event]) -> None:
    roll = state.rng.die()
    kind = CALAMITIES[roll]
    square = _sq(mover.square)
    if kind == "nothing":
        events.append(
            Event(
                "calamity",
                f"{square} is bare: calamity roll {roll}, nothing happens.",
                {"roll": roll, "calamity": kind},
            )
        )
        return
    events.append(
        Event("calamity", f"{square} is bare: calamity roll {roll}, {kind}!", {"roll": roll, "calamity": kind})
    )
    if kind == "Death":
        removed = list(mover.slots)
        mover.slots.clear()
        for colour in removed[1:]:
            state.out_of_play[colour] += 1
        _kill(state, mover, events, "Death")
        events.append(_remains_event(state, mover.square, removed[0], _drop_food(state, mover.square, removed[0])))
        return
    colour = _roll_colour(state, events) if kind in ("Sunburst", "Pestilence") else None
    who_roll = state.rng.die()
    everyone = who_roll % 2 == 0
    targets = _ordered(state) if everyone else [mover]
    whom = "every animacule on the board" if everyone else f"only {_name(state, mover)}"
    events.append(
        Event(
            "roll",
            f"Who roll {who_roll} ({'even' if everyone else 'odd'}): {kind} strikes {whom}.",
            {"roll": who_roll, "purpose": "who", "everyone": everyone},
        )
    )
    struck = False
    for a in targets:
        before = list(a.slots)
        if kind == "Famine":
            remove_at = [len(before) - 1]
        else:
            positions = [i for i, c in enumerate(before) if c == colour]
            if kind == "Pestilence":
                positions = positions[len(positions) // 2:]  # the upper half, rounded up
            remove_at = positions
        if not remove_at:
            continue
        struck = True
        a.slots = [c for i, c in enumerate(before) if i not in remove_at]
        lost = [before[i] for i in remove_at]
        if a.slots:
            for c in lost:
                state.out_of_play[c] += 1
        else:
            # position 1 was among those removed; it stays as food, the rest go out of play
            for i in remove_at:
                if i != 0:
                    state.out_of_play[before[i]] += 1
        described = ", ".join(lost)
        events.append(
            Event(
                "remove",
                f"{_name(state, a)} on {_sq(a.square)} loses {_plural(len(lost), 'allelomorph')}: {described}.",
                {"seat": a.seat, "animacule": a.number, "square": _sq(a.square), "colours": lost},
            )
        )
        if not a.slots:
            _kill(state, a, events, kind)
            events.append(_remains_event(state, a.square, before[0], _drop_food(state, a.square, before[0])))
    if not struck:
        events.append(Event("remove", "No animacule struck holds anything to lose.", {}))


def _start_fight(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    target = step(a.square, direction)
    defender = _occupancy(state)[target]
    state.highlight = [a.square, target]
    events.append(
        Event(
            "attack",
            f"{_name(state, a)} on {_sq(a.square)} attacks {_name(state, defender)} on {_sq(target)}.",
            {
                "seat": seat,
                "animacule": a.number,
                "defender_seat": defender.seat,
                "defender": defender.number,
                "from": _sq(a.square),
                "to": _sq(target),
            },
        )
    )
    state.pending = {
        "kind": "fight",
        "seat": seat,
        "attacker": a.number,
        "defender_seat": defender.seat,
        "defender": defender.number,
        "rolls": [],
    }
    _fight_roll(state, events)


def _fight_roll(state: AnimaculeState, events: list[Event]) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "fight"
    attacker = _find(state, pending["seat"], pending["attacker"])
    defender = _find(state, pending["defender_seat"], pending["defender"])
    assert attacker is not None and defender is not None
    roll = state.rng.die()
    pending["rolls"].append(roll)
    loser = defender if roll % 2 else attacker
    position = len(loser.slots)
    colour = loser.slots.pop()
    parity = "odd" if roll % 2 else "even"
    events.append(
        Event(
            "fight_roll",
            f"Fight roll {roll} ({parity}): {_name(state, loser)} loses its {colour} allelomorph "
            f"from position {position}.",
            {"roll": roll, "seat": loser.seat, "animacule": loser.number, "colour": colour},
        )
    )
    if loser.slots:
        state.out_of_play[colour] += 1
        events.append(
            Event(
                "fight_prompt",
                f"{state.players[attacker.seat]} may continue the fight or retreat "
                f"({len(attacker.slots)} v {len(defender.slots)}).",
                {"attacker": len(attacker.slots), "defender": len(defender.slots)},
            )
        )
        return
    if loser is defender:
        start = attacker.square
        _kill(state, defender, events, "killed in the fight")
        attacker.square = defender.square
        state.highlight = [start, attacker.square]
        text = f"{_name(state, attacker)} moves into {_sq(attacker.square)}"
        if len(attacker.slots) < MAX_SLOTS:
            attacker.slots.append(colour)
            text += f" and takes the {colour} allelomorph as spoils (position {len(attacker.slots)})."
        else:
            food = _drop_food(state, attacker.square, colour)
            text += (
                f"; it is full, so the {colour} spoils "
                + ("stay on the square as food." if food else "go out of play (the square holds food).")
            )
        events.append(
            Event(
                "victory",
                text,
                {"seat": attacker.seat, "animacule": attacker.number, "square": _sq(attacker.square),
                 "colour": colour},
            )
        )
    else:
        _kill(state, attacker, events, "killed attacking")
        events.append(
            _remains_event(state, attacker.square, colour, _drop_food(state, attacker.square, colour))
        )
    state.pending = None
    _check_extinctions(state, events)
    _advance(state, events)


def _do_split(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    target = step(a.square, direction)
    child = Animacule(seat, _free_number(state, seat), target, a.slots[2:4])
    a.slots = a.slots[:2]
    state.animacules.append(child)
    state.highlight = [a.square, target]
    events.append(
        Event(
            "split",
            f"{_name(state, a)} splits: {_name(state, child)} appears on {_sq(target)} with "
            f"{', '.join(child.slots)}.",
            {"seat": seat, "animacule": a.number, "child": child.number, "square": _sq(target)},
        )
    )
    _ingest(state, child, events, _name(state, child))
    _advance(state, events)


def _do_mate(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    """Allogamy: the line of four is child(a) - a - b - child(b) along `direction`."""
    b = _occupancy(state)[step(a.square, direction)]
    mine_square = step(a.square, direction.opposite)
    theirs_square = step(b.square, direction)
    my_child = Animacule(seat, _free_number(state, seat), mine_square, [a.slots[2], b.slots[2]])
    state.animacules.append(my_child)
    their_child = Animacule(b.seat, _free_number(state, b.seat), theirs_square, [b.slots[3], a.slots[3]])
    state.animacules.append(their_child)
    a.slots = a.slots[:2]
    b.slots = b.slots[:2]
    state.highlight = [mine_square, a.square, b.square, theirs_square]
    events.append(
        Event(
            "mate",
            f"{_name(state, a)} and {_name(state, b)} mate: {_name(state, my_child)} appears on "
            f"{_sq(mine_square)} with {', '.join(my_child.slots)}, and {_name(state, their_child)} on "
            f"{_sq(theirs_square)} with {', '.join(their_child.slots)}.",
            {
                "seat": seat,
                "animacule": a.number,
                "partner_seat": b.seat,
                "partner": b.number,
                "children": [[seat, my_child.number, _sq(mine_square)],
                             [b.seat, their_child.number, _sq(theirs_square)]],
            },
        )
    )
    _ingest(state, my_child, events, _name(state, my_child))
    _ingest(state, their_child, events, _name(state, their_child))
    state.lost_turns[b.seat] += 1
    events.append(
        Event(
            "lose_turn",
            f"{state.players[b.seat]} will lose their next turn.",
            {"seat": b.seat},
        )
    )
    _advance(state, events)


def _offer_mate(state: AnimaculeState, seat: int, a: Animacule, direction: Direction, events: list[Event]) -> None:
    b = _occupancy(state)[step(a.square, direction)]
    state.highlight = [a.square, b.square]
    state.pending = {
        "kind": "mate",
        "seat": b.seat,
        "proposer": seat,
        "animacule": a.number,
        "partner": b.number,
        "direction": direction.letter,
    }
    events.append(
        Event(
            "mate_offer",
            f"{state.players[seat]} offers to mate animacule {a.number} with {_name(state, b)}. "
            f"{state.players[b.seat]} may accept (and lose their next turn) or decline.",
            {"seat": seat, "animacule": a.number, "partner_seat": b.seat, "partner": b.number},
        )
    )


def _decline(state: AnimaculeState, events: list[Event], reason: str) -> None:
    pending = state.pending
    assert pending is not None and pending["kind"] == "mate"
    proposer = pending["proposer"]
    state.declined.append([pending["animacule"], pending["seat"], pending["partner"]])
    state.pending = None
    events.append(
        Event(
            "mate_decline",
            f"{state.players[pending['seat']]} declines{reason}: {state.players[proposer]} chooses again.",
            {"seat": pending["seat"], "proposer": proposer},
        )
    )
    if not _turn_moves(state, proposer):
        events.append(
            Event(
                "pass",
                f"{state.players[proposer]} has no other legal action, so the turn passes.",
                {"seat": proposer},
            )
        )
        _advance(state, events)


# --------------------------------------------------------------------------------------------
# Result


def _result(state: AnimaculeState) -> Result:
    alive = _alive(state)
    if state.stalemate:
        return Result(True, (), "A draw: no remaining tribe could act.")
    if len(alive) == 1:
        return Result(True, (alive[0],), f"{state.players[alive[0]]} wins: the last tribe alive.")
    if not alive:
        return Result(True, (), "A draw: every tribe died out at once, so nobody wins.")
    return Result(False)


# --------------------------------------------------------------------------------------------
# Bot


def _fight_win_chance(attacker: int, defender: int) -> float:
    """Chance that the defender loses `defender` allelomorphs before the attacker loses `attacker`."""
    table = [[0.0] * (defender + 1) for _ in range(attacker + 1)]
    for a in range(attacker + 1):
        for d in range(defender + 1):
            if d == 0:
                table[a][d] = 1.0
            elif a == 0:
                table[a][d] = 0.0
            else:
                table[a][d] = 0.5 * table[a][d - 1] + 0.5 * table[a - 1][d]
    return table[attacker][defender]


def _nearest_food(state: AnimaculeState, square: Square) -> int:
    if not state.food:
        return 99
    col, row = square
    return min(abs(col - c) + abs(row - r) for c, r in state.food)


def _score(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction) -> float:
    a = _find(state, seat, number)
    assert a is not None
    target = step(a.square, direction)
    full = len(a.slots) == MAX_SLOTS
    if verb == "move":
        if target in state.food:
            if full:
                return 0.5  # a safe but pointless step
            colour = state.food[target]
            return 10.0 + (2.0 if colour not in a.slots else 0.0)
        # a bare square: a calamity, only worth it when it brings food closer
        closer = _nearest_food(state, a.square) - _nearest_food(state, target)
        return -4.0 + (1.5 * closer if not full else 0.0)
    if verb == "attack":
        other = _occupancy(state)[target]
        chance = _fight_win_chance(len(a.slots), len(other.slots))
        bonus = 3.0 if _count(state, other.seat) == 1 else 0.0
        if other.seat == seat:
            return -10.0
        return 14.0 * (chance - 0.5) + bonus
    if verb == "split":
        return 12.0 + (1.0 if target in state.food else 0.0)
    other = _occupancy(state)[target]
    return 9.0 if other.seat == seat else 3.0


def _bot_turn(state: AnimaculeState, seat: int, rng: random.Random) -> Action:
    moves = _turn_moves(state, seat)
    scored = [(_score(state, seat, *move) + rng.random() * 2.0, move) for move in moves]
    best_score, best = max(scored, key=lambda item: item[0])
    if best_score < 5.0 and rng.random() < 0.4:
        # Nothing productive: take a risk now and then (a calamity or a fair fight), so that a
        # board of full animacules shuffling over food still moves towards an end.
        squares = {a.number: a.square for a in state.animacules if a.seat == seat}
        risky = [
            move
            for score, move in scored
            if (move[0] == "move" and step(squares[move[1]], move[2]) not in state.food)
            or (move[0] == "attack" and score > -4.0)
        ]
        if risky:
            best = risky[rng.randrange(len(risky))]
    return _action(state, seat, *best)


# --------------------------------------------------------------------------------------------
# Serialisation


def _parse_square(text: Any, where: str) -> Square:
    if not isinstance(text, str):
        raise CorruptState(f"{where}: a square must be a string like 'c5', not {text!r}")
    try:
        return BOARD.parse(text)
    except ValueError as error:
        raise CorruptState(f"{where}: {error}") from None


def _need(data: dict[str, Any], key: str, kind: type | tuple[type, ...], where: str = "state") -> Any:
    if key not in data:
        raise CorruptState(f"{where}: missing key {key!r}")
    value = data[key]
    if kind is int and isinstance(value, bool):
        raise CorruptState(f"{where}: {key!r} must be an integer")
    if not isinstance(value, kind):
        raise CorruptState(f"{where}: {key!r} has the wrong type ({type(value).__name__})")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise CorruptState(f"{where}: expected an integer, got {value!r}")
    return value


# --------------------------------------------------------------------------------------------
# The engine


class AnimaculeEngine(Engine[AnimaculeState]):
    key = "animacule"
    title = "Animacule Apocalypse"
    min_players = 2
    max_players = 4
    seat_colours = SEAT_COLOURS
    options = OPTIONS

    # -- setup ---------------------------------------------------------------------------------

    def new(self, players: list[str], options: dict[str, str], seed: int) -> AnimaculeState:
        chosen = self.checked_setup(players, options)
        rng = Rng(seed)
        food: dict[Square, str] = {}
        animacules: list[Animacule] = []
        for corner, colour in zip(CORNERS, QUADRANT_COLOURS, strict=True):
            cols = range(0, 4) if corner[0] == 0 else range(4, 8)
            rows = range(0, 4) if corner[1] == 0 else range(4, 8)
            for col in cols:
                for row in rows:
                    food[(col, row)] = colour
        for seat in range(len(players)):
            corner = CORNERS[seat]
            colour = food.pop(corner)
            animacules.append(Animacule(seat, 1, corner, [colour]))
        state = AnimaculeState(
            players=list(players),
            rng=rng,
            food=food,
            animacules=animacules,
            out_of_play=dict.fromkeys(COLOURS, 0),
            turn=0,
            turn_number=1,
            eliminated=[],
            lost_turns=[0] * len(players),
            pending=None,
            highlight=[CORNERS[seat] for seat in range(len(players))],
            options=chosen,
        )
        if chosen["first"] == "random":
            roll = rng.die(len(players))
            state.turn = roll - 1
            text = (
                f"Starting player: a {len(players)}-sided roll of {roll}, "
                f"so {players[state.turn]} starts."
            )
            state.start_events = [Event("first", text, {"roll": roll, "seat": state.turn}).to_json()]
        else:
            state.start_events = [
                Event("first", f"{players[0]} created the game and starts.", {"seat": 0}).to_json()
            ]
        return state

    # -- prompts and actions -------------------------------------------------------------------

    def setup_events(self, state: AnimaculeState) -> list[Event]:
        return [Event.from_json(e) for e in state.start_events]

    def prompts(self, state: AnimaculeState) -> list[Prompt]:
        if _over(state):
            return []
        pending = state.pending
        if pending is None:
            seat = state.turn
            return [
                Prompt(
                    seat,
                    "turn",
                    "your turn: move, attack or reproduce with one animacule.",
                )
            ]
        if pending["kind"] == "fight":
            attacker = _find(state, pending["seat"], pending["attacker"])
            defender = _find(state, pending["defender_seat"], pending["defender"])
            assert attacker is not None and defender is not None
            return [
                Prompt(
                    pending["seat"],
                    "fight",
                    f"your animacule {attacker.number} "
                    f"({len(attacker.slots)}) is fighting {_name(state, defender)} ({len(defender.slots)}): "
                    "continue or retreat?",
                )
            ]
        return [
            Prompt(
                pending["seat"],
                "mate",
                f"{state.players[pending['proposer']]} offers to mate "
                f"their animacule {pending['animacule']} with your animacule {pending['partner']}: "
                "accept (you lose your next turn) or decline?",
            )
        ]

    def legal_actions(self, state: AnimaculeState, seat: int) -> list[Action]:
        prompts = self.prompts(state)
        if not prompts or prompts[0].seat != seat:
            return []
        kind = prompts[0].kind
        if kind == "fight":
            return [_action(state, seat, "continue"), _action(state, seat, "retreat")]
        if kind == "mate":
            return [_action(state, seat, "accept"), _action(state, seat, "decline")]
        return [_action(state, seat, *move) for move in _turn_moves(state, seat)]

    def parse(self, state: AnimaculeState, seat: int, text: str) -> Action:
        verb, number, direction = _parse_notation(text)
        return _action(state, seat, verb, number, direction)

    def _waiting(self, state: AnimaculeState) -> str:
        pending = state.pending
        if pending is None:
            return f"waiting for {state.players[state.turn]} to take their turn"
        if pending["kind"] == "fight":
            return f"waiting for {state.players[pending['seat']]} to continue the fight or retreat"
        return f"waiting for {state.players[pending['seat']]} to accept or decline"

    def apply(
        self, state: AnimaculeState, seat: int, action: Action
    ) -> tuple[AnimaculeState, list[Event]]:
        if _over(state):
            raise IllegalAction(f"The game is over. {_result(state).summary}")
        verb, number, direction = _parse_notation(action.notation)
        prompt = self.prompts(state)[0]
        if seat != prompt.seat:
            what = "turn" if prompt.kind == "turn" else "decision"
            raise IllegalAction(f"It is not your {what} now: {self._waiting(state)}.")
        needed = ANSWERS.get(verb, "turn")
        if needed != prompt.kind:
            if prompt.kind == "fight":
                raise IllegalAction("You are in a fight: answer `continue` or `retreat` first.")
            if prompt.kind == "mate":
                raise IllegalAction("Answer the mating offer first: `accept` or `decline`.")
            if needed == "fight":
                raise IllegalAction("There is no fight to continue or retreat from.")
            raise IllegalAction("There is no mating offer to answer.")
        events: list[Event] = []
        new = _copy(state)
        if prompt.kind == "turn":
            assert direction is not None
            reason = _turn_refusal(new, seat, verb, number, direction)
            if reason is not None:
                raise IllegalAction(reason)
            a = _find(new, seat, number)
            assert a is not None
            if verb == "move":
                _do_move(new, seat, a, direction, events)
            elif verb == "attack":
                _start_fight(new, seat, a, direction, events)
            elif verb == "split":
                _do_split(new, seat, a, direction, events)
            else:
                partner = _occupancy(new)[step(a.square, direction)]
                if partner.seat == seat:
                    _do_mate(new, seat, a, direction, events)
                else:
                    _offer_mate(new, seat, a, direction, events)
        elif prompt.kind == "fight":
            if verb == "continue":
                events.append(Event("continue", f"{new.players[seat]} fights on.", {"seat": seat}))
                _fight_roll(new, events)
            else:
                self._retreat(new, events, "")
        else:
            pending = new.pending
            assert pending is not None
            if verb == "accept":
                proposer = pending["proposer"]
                a = _find(new, proposer, pending["animacule"])
                assert a is not None
                events.append(
                    Event("mate_accept", f"{new.players[seat]} accepts the mating.", {"seat": seat})
                )
                new.pending = None
                _do_mate(new, proposer, a, Direction.parse(pending["direction"]), events)
            else:
                _decline(new, events, "")
        return new, events

    def _retreat(self, state: AnimaculeState, events: list[Event], how: str) -> None:
        pending = state.pending
        assert pending is not None and pending["kind"] == "fight"
        attacker = _find(state, pending["seat"], pending["attacker"])
        name = _name(state, attacker) if attacker else f"{state.players[pending['seat']]}'s animacule"
        events.append(
            Event("retreat", f"{name} retreats{how}; the turn ends.", {"seat": pending["seat"]})
        )
        _advance(state, events)

    # -- leaving and skipping ------------------------------------------------------------------

    def resign(self, state: AnimaculeState, seat: int) -> tuple[AnimaculeState, list[Event]]:
        if _over(state):
            raise IllegalAction(f"The game is over. {_result(state).summary}")
        if not 0 <= seat < len(state.players):
            raise IllegalAction(f"There is no seat {seat} in this game.")
        if seat in state.eliminated:
            raise IllegalAction(f"{state.players[seat]} is already out of the game.")
        new = _copy(state)
        events = [Event("resign", f"{new.players[seat]} resigns.", {"seat": seat})]
        pending = new.pending
        advance = new.turn == seat
        # Settle, passively, any decision that involves the resigning seat.
        if pending is not None:
            if pending["kind"] == "mate" and pending["seat"] == seat:
                new.declined.append([pending["animacule"], seat, pending["partner"]])
                events.append(
                    Event(
                        "mate_decline",
                        f"The mating offer is declined by resigning: {new.players[pending['proposer']]} "
                        "chooses again.",
                        {"seat": seat, "proposer": pending["proposer"]},
                    )
                )
            elif pending["kind"] == "mate":
                events.append(Event("mate_lapse", "The mating offer lapses.", {}))
            elif pending["seat"] == seat:
                events.append(Event("retreat", "The fight ends: the attacker's owner resigned.", {}))
            else:
                events.append(Event("fight_end", "The fight ends: the defender has left the board.", {}))
                advance = True  # the attacker's turn is spent
            new.pending = None
        squares = []
        for a in sorted((a for a in new.animacules if a.seat == seat), key=lambda a: a.number):
            for colour in a.slots[1:]:
                new.out_of_play[colour] += 1
            became_food = _drop_food(new, a.square, a.slots[0])
            squares.append(a.square)
            _remove_animacule(new, a)
            events.append(
                Event(
                    "leave",
                    f"{_name(new, a)} leaves {_sq(a.square)}; "
                    + (f"its {a.slots[0]} allelomorph stays as food." if became_food
                       else f"its {a.slots[0]} allelomorph goes out of play."),
                    {"seat": seat, "animacule": a.number, "square": _sq(a.square), "food": became_food},
                )
            )
        new.eliminated.append(seat)
        new.lost_turns[seat] = 0
        new.highlight = squares
        _announce_end(new, events)
        if _over(new):
            new.declined = []
        elif advance:
            _advance(new, events)
        elif not _turn_moves(new, new.turn):
            events.append(
                Event(
                    "pass",
                    f"{new.players[new.turn]} has no legal action, so the turn passes.",
                    {"seat": new.turn},
                )
            )
            _advance(new, events)
        return new, events

    def skip(self, state: AnimaculeState) -> tuple[AnimaculeState, list[Event]]:
        if _over(state):
            raise IllegalAction(f"The game is over. {_result(state).summary}")
        new = _copy(state)
        events: list[Event] = []
        pending = new.pending
        if pending is None:
            events.append(
                Event("skip", f"An admin skipped {new.players[new.turn]}'s turn.", {"seat": new.turn})
            )
            _advance(new, events)
        elif pending["kind"] == "fight":
            events.append(Event("skip", "An admin ends the fight with a retreat.", {"seat": pending["seat"]}))
            self._retreat(new, events, "")
        else:
            events.append(Event("skip", "An admin declines the mating offer.", {"seat": pending["seat"]}))
            _decline(new, events, " (admin)")
        return new, events

    # -- outcome -------------------------------------------------------------------------------

    def result(self, state: AnimaculeState) -> Result:
        return _result(state)

    def bot_action(self, state: AnimaculeState, seat: int, rng: random.Random) -> Action:
        prompts = self.prompts(state)
        if not prompts or prompts[0].seat != seat:
            raise IllegalAction(f"{state.players[seat]} owes no decision now.")
        prompt = prompts[0]
        pending = state.pending
        if prompt.kind == "fight":
            assert pending is not None
            attacker = _find(state, pending["seat"], pending["attacker"])
            defender = _find(state, pending["defender_seat"], pending["defender"])
            assert attacker is not None and defender is not None
            ours, theirs = len(attacker.slots), len(defender.slots)
            fight_on = ours > theirs or (ours == theirs and rng.random() < 0.4)
            return _action(state, seat, "continue" if fight_on else "retreat")
        if prompt.kind == "mate":
            assert pending is not None
            mine, theirs = _count(state, seat), _count(state, pending["proposer"])
            good = mine < theirs or mine <= 2
            return _action(state, seat, "accept" if good else "decline")
        return _bot_turn(state, seat, rng)

    # -- presentation --------------------------------------------------------------------------

    def status(self, state: AnimaculeState, seat: int | None) -> list[str]:
        lines = [f"Animacule Apocalypse: turn {state.turn_number}"]
        for player, name in enumerate(state.players):
            colour = SEAT_COLOURS[player]
            own = sorted((a for a in state.animacules if a.seat == player), key=lambda a: a.number)
            notes = []
            if player in state.eliminated:
                notes.append("out of the game")
            else:
                notes.append(_plural(len(own), "animacule"))
            if state.lost_turns[player]:
                notes.append(f"loses next {_plural(state.lost_turns[player], 'turn')}")
            if seat == player:
                notes.append("you")
            lines.append(f"{name} ({colour}): {', '.join(notes)}")
            for a in own:
                slots = [*a.slots, *(["—"] * (MAX_SLOTS - len(a.slots)))]
                lines.append(f"  {a.number} @ {_sq(a.square)}: {', '.join(slots)}")
        if _over(state):
            lines.append(f"Game over: {_result(state).summary}")
        else:
            waiting = self._waiting(state)
            pending = state.pending
            if pending is not None and pending["kind"] == "fight":
                waiting += f" (fight rolls so far: {', '.join(str(r) for r in pending['rolls'])})"
            lines.append(waiting[0].upper() + waiting[1:] + ".")
        lines.append(
            "Food on the board: "
            + ", ".join(f"{c} {sum(1 for f in state.food.values() if f == c)}" for c in COLOURS)
        )
        lines.append("Out of play: " + ", ".join(f"{c} {state.out_of_play[c]}" for c in COLOURS))
        return lines

    def view(self, state: AnimaculeState, seat: int | None) -> dict[str, JSON]:
        data = self.dump(state)
        data["seat_colours"] = list(SEAT_COLOURS[: len(state.players)])
        data["prompts"] = [
            {"seat": p.seat, "kind": p.kind, "text": p.text} for p in self.prompts(state)
        ]
        result = _result(state)
        data["result"] = {"over": result.over, "winners": list(result.winners), "summary": result.summary}
        data["status"] = self.status(state, seat)
        return data

    def dump(self, state: AnimaculeState) -> dict[str, JSON]:
        return {
            "schema_version": SCHEMA_VERSION,
            "players": list(state.players),
            "rng": state.rng.to_json(),
            "food": {_sq(square): colour for square, colour in sorted(state.food.items())},
            "animacules": [
                {"seat": a.seat, "number": a.number, "square": _sq(a.square), "slots": list(a.slots)}
                for a in state.animacules
            ],
            "out_of_play": {c: state.out_of_play[c] for c in COLOURS},
            "turn": state.turn,
            "turn_number": state.turn_number,
            "eliminated": list(state.eliminated),
            "lost_turns": list(state.lost_turns),
            "pending": _copy_pending(state.pending),
            "highlight": [_sq(square) for square in state.highlight],
            "options": dict(state.options),
            "declined": [list(item) for item in state.declined],
            "start_events": [dict(e) for e in state.start_events],
            "stalemate": state.stalemate,
        }

    def load(self, data: dict[str, JSON]) -> AnimaculeState:
        try:
            return self._load(data)
        except CorruptState:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise CorruptState(f"state: unreadable ({type(error).__name__}: {error})") from None

    def _load(self, data: dict[str, JSON]) -> AnimaculeState:
        if not isinstance(data, dict):
            raise CorruptState("state: expected a JSON object")
        version = _need(data, "schema_version", int)
        if version != SCHEMA_VERSION:
            raise CorruptState(f"state: schema_version {version} is not {SCHEMA_VERSION}")
        players = _need(data, "players", list)
        if not self.min_players <= len(players) <= self.max_players:
            raise CorruptState(f"players: {len(players)} players, need 2 to 4")
        if not all(isinstance(p, str) for p in players):
            raise CorruptState("players: every name must be a string")
        n = len(players)
        rng_data = _need(data, "rng", list)
        if len(rng_data) != 2:
            raise CorruptState("rng: expected [seed, draws]")
        rng = Rng(_int(rng_data[0], "rng seed"), _int(rng_data[1], "rng draws"))

        food: dict[Square, str] = {}
        for name, colour in _need(data, "food", dict).items():
            square = _parse_square(name, "food")
            if colour not in COLOURS:
                raise CorruptState(f"food on {name}: {colour!r} is not an allelomorph colour")
            food[square] = colour

        animacules: list[Animacule] = []
        taken: dict[Square, Animacule] = {}
        numbers: set[tuple[int, int]] = set()
        for index, item in enumerate(_need(data, "animacules", list)):
            where = f"animacules[{index}]"
            if not isinstance(item, dict):
                raise CorruptState(f"{where}: expected an object")
            seat = _need(item, "seat", int, where)
            number = _need(item, "number", int, where)
            square = _parse_square(_need(item, "square", str, where), where)
            slots = _need(item, "slots", list, where)
            if not 0 <= seat < n:
                raise CorruptState(f"{where}: seat {seat} is not in 0..{n - 1}")
            if not 1 <= number <= MAX_ANIMACULES:
                raise CorruptState(f"{where}: number {number} is not in 1..{MAX_ANIMACULES}")
            if (seat, number) in numbers:
                raise CorruptState(f"{where}: seat {seat} has two animacules numbered {number}")
            if not 1 <= len(slots) <= MAX_SLOTS:
                raise CorruptState(f"{where}: holds {len(slots)} allelomorphs, must be 1 to {MAX_SLOTS}")
            if not all(c in COLOURS for c in slots):
                raise CorruptState(f"{where}: slots {slots!r} hold an unknown colour")
            if square in taken:
                raise CorruptState(f"{where}: two animacules on {_sq(square)}")
            a = Animacule(seat, number, square, list(slots))
            taken[square] = a
            numbers.add((seat, number))
            animacules.append(a)

        out = _need(data, "out_of_play", dict)
        if set(out) != set(COLOURS):
            raise CorruptState(f"out_of_play: expected the colours {', '.join(COLOURS)}")
        out_of_play = {c: _int(out[c], f"out_of_play {c}") for c in COLOURS}
        for colour in COLOURS:
            total = (
                sum(1 for f in food.values() if f == colour)
                + sum(a.slots.count(colour) for a in animacules)
                + out_of_play[colour]
            )
            if out_of_play[colour] < 0 or total != PER_COLOUR:
                raise CorruptState(
                    f"allelomorphs: {total} {colour} counted, the game has exactly {PER_COLOUR} "
                    f"({PER_COLOUR * len(COLOURS)} in all)"
                )

        turn = _need(data, "turn", int)
        if not 0 <= turn < n:
            raise CorruptState(f"turn: seat {turn} is not in 0..{n - 1}")
        turn_number = _need(data, "turn_number", int)
        if turn_number < 1:
            raise CorruptState("turn_number: must be at least 1")
        eliminated = [_int(s, "eliminated") for s in _need(data, "eliminated", list)]
        if len(set(eliminated)) != len(eliminated) or not all(0 <= s < n for s in eliminated):
            raise CorruptState(f"eliminated: {eliminated} is not a list of distinct seats")
        for a in animacules:
            if a.seat in eliminated:
                raise CorruptState(f"eliminated: seat {a.seat} is out of the game but has animacules")
        living = {a.seat for a in animacules}
        for s in range(n):
            if s not in eliminated and s not in living:
                raise CorruptState(f"eliminated: seat {s} has no animacules but is not marked out")
        lost = [_int(x, "lost_turns") for x in _need(data, "lost_turns", list)]
        if len(lost) != n or any(x < 0 for x in lost):
            raise CorruptState("lost_turns: expected one count (0 or more) per seat")

        options_data = _need(data, "options", dict)
        try:
            options = self.checked_options(options_data)
        except IllegalAction as error:
            raise CorruptState(f"options: {error}") from None

        state = AnimaculeState(
            players=list(players),
            rng=rng,
            food=food,
            animacules=animacules,
            out_of_play=out_of_play,
            turn=turn,
            turn_number=turn_number,
            eliminated=eliminated,
            lost_turns=lost,
            pending=None,
            highlight=[_parse_square(s, "highlight") for s in _need(data, "highlight", list)],
            options=options,
            declined=[[_int(x, "declined") for x in item] for item in data.get("declined", [])],
            start_events=[Event.from_json(e).to_json() for e in data.get("start_events", [])],
            stalemate=bool(data.get("stalemate", False)),
        )
        if not _over(state) and turn in eliminated:
            raise CorruptState(f"turn: seat {turn} is out of the game")
        state.pending = self._load_pending(state, _need(data, "pending", (dict, type(None))))
        return state

    def _load_pending(self, state: AnimaculeState, pending: dict[str, Any] | None) -> dict[str, Any] | None:
        if pending is None:
            return None
        kind = pending.get("kind")
        if kind == "fight":
            seat = _need(pending, "seat", int, "pending")
            attacker = _find(state, seat, _need(pending, "attacker", int, "pending"))
            defender = _find(
                state,
                _need(pending, "defender_seat", int, "pending"),
                _need(pending, "defender", int, "pending"),
            )
            rolls = [_int(r, "pending rolls") for r in _need(pending, "rolls", list, "pending")]
            if attacker is None or defender is None:
                raise CorruptState("pending: the fighting animacules are not on the board")
            if seat != state.turn:
                raise CorruptState("pending: the attacker is not the player whose turn it is")
            if not all(1 <= r <= 6 for r in rolls):
                raise CorruptState("pending: fight rolls must be 1 to 6")
            return {
                "kind": "fight",
                "seat": seat,
                "attacker": attacker.number,
                "defender_seat": defender.seat,
                "defender": defender.number,
                "rolls": rolls,
            }
        if kind == "mate":
            proposer = _need(pending, "proposer", int, "pending")
            number = _need(pending, "animacule", int, "pending")
            direction_text = _need(pending, "direction", str, "pending")
            try:
                direction = Direction.parse(direction_text)
            except ValueError:
                raise CorruptState(f"pending: bad direction {direction_text!r}") from None
            if proposer != state.turn:
                raise CorruptState("pending: the proposer is not the player whose turn it is")
            a = _find(state, proposer, number)
            partner = _occupancy(state).get(step(a.square, direction)) if a else None
            if a is None or partner is None:
                raise CorruptState("pending: the mating animacules are not on the board")
            if (
                _need(pending, "seat", int, "pending") != partner.seat
                or _need(pending, "partner", int, "pending") != partner.number
            ):
                raise CorruptState("pending: the partner does not match the board")
            if _turn_refusal(state, proposer, "mate", number, direction) is not None:
                raise CorruptState("pending: the mating offer is no longer possible")
            return {
                "kind": "mate",
                "seat": partner.seat,
                "proposer": proposer,
                "animacule": number,
                "partner": partner.number,
                "direction": direction.letter,
            }
        raise CorruptState(f"pending: unknown kind {kind!r}")


ENGINE = AnimaculeEngine()
