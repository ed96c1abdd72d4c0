"""Saving and loading: the state as JSON, and every check a loaded state must pass."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypeGuard, TypeVar

from rules.animacule.legality import turn_refusal
from rules.animacule.state import (
    BOARD,
    COLOURS,
    MAX_ANIMACULES,
    MAX_PLAYERS,
    MAX_SLOTS,
    MIN_PLAYERS,
    PER_COLOUR,
    SCHEMA_VERSION,
    Animacule,
    AnimaculeState,
    Pending,
    copy_pending,
    find_animacule,
    is_over,
    occupancy,
)
from rules.base import JSON, CorruptState, Event, IllegalAction, as_json
from rules.grid import Direction, Square, step
from rules.jsonshape import is_array, is_int, is_record, is_str
from rules.rng import Rng

Shape = TypeVar("Shape")
OptionsCheck = Callable[[dict[str, str]], dict[str, str]]  # Engine.checked_options


def dump_state(state: AnimaculeState) -> dict[str, JSON]:
    return {
        "schema_version": SCHEMA_VERSION,
        "players": list(state.players),
        "rng": state.rng.to_json(),
        "food": {BOARD.name(square): colour for square, colour in sorted(state.food.items())},
        "animacules": [
            {"seat": a.seat, "number": a.number, "square": BOARD.name(a.square), "slots": list(a.slots)}
            for a in state.animacules
        ],
        "out_of_play": {c: state.out_of_play[c] for c in COLOURS},
        "turn": state.turn,
        "turn_number": state.turn_number,
        "eliminated": list(state.eliminated),
        "lost_turns": list(state.lost_turns),
        "pending": as_json(copy_pending(state.pending)),
        "highlight": [BOARD.name(square) for square in state.highlight],
        "options": dict(state.options),
        "declined": [list(item) for item in state.declined],
        "start_events": [dict(e) for e in state.start_events],
        "stalemate": state.stalemate,
        "fell": list(state.fell),
    }


def load_state(data: dict[str, JSON], checked_options: OptionsCheck) -> AnimaculeState:
    """The inverse of dump_state; CorruptState says what is wrong with data that is not a valid state."""
    try:
        return _load(data, checked_options)
    except CorruptState:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise CorruptState(f"state: unreadable ({type(error).__name__}: {error})") from None


def _parse_square(text: object, where: str) -> Square:
    if not isinstance(text, str):
        raise CorruptState(f"{where}: a square must be a string like 'c5', not {text!r}")
    try:
        return BOARD.parse(text)
    except ValueError as error:
        raise CorruptState(f"{where}: {error}") from None


def _value(data: Mapping[str, object], key: str, where: str) -> object:
    if key not in data:
        raise CorruptState(f"{where}: missing key {key!r}")
    return data[key]


def _wrong_type(where: str, key: str, value: object) -> CorruptState:
    return CorruptState(f"{where}: {key!r} has the wrong type ({type(value).__name__})")


def _need(holds: Callable[[object], TypeGuard[Shape]], data: Mapping[str, object], key: str,
          where: str = "state") -> Shape:
    """`data[key]`, once it holds the shape `holds` accepts."""
    value = _value(data, key, where)
    if not holds(value):
        raise _wrong_type(where, key, value)
    return value


def _need_int(data: Mapping[str, object], key: str, where: str = "state") -> int:
    if isinstance(data.get(key), bool):
        raise CorruptState(f"{where}: {key!r} must be an integer")
    return _need(is_int, data, key, where)


def _int(value: object, where: str) -> int:
    if not is_int(value):
        raise CorruptState(f"{where}: expected an integer, got {value!r}")
    return value


def _list(value: object, where: str) -> list[object]:
    if not is_array(value):
        raise CorruptState(f"{where}: expected a list, got {value!r}")
    return value


def _load(data: dict[str, JSON], checked_options: OptionsCheck) -> AnimaculeState:
    if not isinstance(data, dict):
        raise CorruptState("state: expected a JSON object")
    version = _need_int(data, "schema_version")
    if version != SCHEMA_VERSION:
        raise CorruptState(f"state: schema_version {version} is not {SCHEMA_VERSION}")
    listed = _need(is_array, data, "players")
    if not MIN_PLAYERS <= len(listed) <= MAX_PLAYERS:
        raise CorruptState(f"players: {len(listed)} players, need {MIN_PLAYERS} to {MAX_PLAYERS}")
    players = [p for p in listed if isinstance(p, str)]
    if len(players) != len(listed):
        raise CorruptState("players: every name must be a string")
    n = len(players)
    rng_data = _need(is_array, data, "rng")
    if len(rng_data) != 2:
        raise CorruptState("rng: expected [seed, draws]")
    rng = Rng(_int(rng_data[0], "rng seed"), _int(rng_data[1], "rng draws"))

    food: dict[Square, str] = {}
    for name, colour in _need(is_record, data, "food").items():
        square = _parse_square(name, "food")
        if not isinstance(colour, str) or colour not in COLOURS:
            raise CorruptState(f"food on {name}: {colour!r} is not an allelomorph colour")
        food[square] = colour

    animacules = _load_animacules(_need(is_array, data, "animacules"), n)

    out = _need(is_record, data, "out_of_play")
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

    turn = _need_int(data, "turn")
    if not 0 <= turn < n:
        raise CorruptState(f"turn: seat {turn} is not in 0..{n - 1}")
    turn_number = _need_int(data, "turn_number")
    if turn_number < 1:
        raise CorruptState("turn_number: must be at least 1")
    eliminated = [_int(s, "eliminated") for s in _need(is_array, data, "eliminated")]
    if len(set(eliminated)) != len(eliminated) or not all(0 <= s < n for s in eliminated):
        raise CorruptState(f"eliminated: {eliminated} is not a list of distinct seats")
    for a in animacules:
        if a.seat in eliminated:
            raise CorruptState(f"eliminated: seat {a.seat} is out of the game but has animacules")
    living = {a.seat for a in animacules}
    for s in range(n):
        if s not in eliminated and s not in living:
            raise CorruptState(f"eliminated: seat {s} has no animacules but is not marked out")
    # saves from before `fell` was kept: one tribe per elimination, in the order they went out
    kept = _need(is_array, data, "fell") if "fell" in data else list(range(1, len(eliminated) + 1))
    fell = [_int(x, "fell") for x in kept]
    if len(fell) != len(eliminated) or fell != sorted(fell) or any(x < 1 for x in fell):
        raise CorruptState(f"fell: {fell} is not one rising count (from 1) per eliminated seat")
    lost = [_int(x, "lost_turns") for x in _need(is_array, data, "lost_turns")]
    if len(lost) != n or any(x < 0 for x in lost):
        raise CorruptState("lost_turns: expected one count (0 or more) per seat")

    options_data = _need(is_record, data, "options")
    if not all(isinstance(value, str) for value in options_data.values()):
        raise CorruptState("options: every value must be a string")
    try:
        options = checked_options({name: str(value) for name, value in options_data.items()})
    except IllegalAction as error:
        raise CorruptState(f"options: {error}") from None

    declined = _list(data.get("declined", []), "declined")
    start_events = _list(data.get("start_events", []), "start_events")
    state = AnimaculeState(
        players=players,
        rng=rng,
        food=food,
        animacules=animacules,
        out_of_play=out_of_play,
        turn=turn,
        turn_number=turn_number,
        eliminated=eliminated,
        lost_turns=lost,
        pending=None,
        highlight=[_parse_square(s, "highlight") for s in _need(is_array, data, "highlight")],
        options=options,
        declined=[[_int(x, "declined") for x in _list(item, "declined")] for item in declined],
        start_events=[Event.from_json(_event(e)).to_json() for e in start_events],
        stalemate=bool(data.get("stalemate", False)),
        fell=fell,
    )
    if not is_over(state) and turn in eliminated:
        raise CorruptState(f"turn: seat {turn} is out of the game")
    pending = _value(data, "pending", "state")
    if pending is not None and not isinstance(pending, dict):
        raise _wrong_type("state", "pending", pending)
    state.pending = _load_pending(state, pending)
    return state


def _event(value: object) -> dict[str, JSON]:
    if not isinstance(value, dict):
        raise CorruptState(f"start_events: expected an object, got {value!r}")
    return value


def _load_animacules(items: list[object], seats: int) -> list[Animacule]:
    animacules: list[Animacule] = []
    taken: set[Square] = set()
    numbers: set[tuple[int, int]] = set()
    for index, item in enumerate(items):
        where = f"animacules[{index}]"
        if not is_record(item):
            raise CorruptState(f"{where}: expected an object")
        seat = _need_int(item, "seat", where)
        number = _need_int(item, "number", where)
        square = _parse_square(_need(is_str, item, "square", where), where)
        slots = [c for c in _need(is_array, item, "slots", where) if isinstance(c, str)]
        if len(slots) != len(_need(is_array, item, "slots", where)):
            raise CorruptState(f"{where}: slots {item['slots']!r} hold an unknown colour")
        if not 0 <= seat < seats:
            raise CorruptState(f"{where}: seat {seat} is not in 0..{seats - 1}")
        if not 1 <= number <= MAX_ANIMACULES:
            raise CorruptState(f"{where}: number {number} is not in 1..{MAX_ANIMACULES}")
        if (seat, number) in numbers:
            raise CorruptState(f"{where}: seat {seat} has two animacules numbered {number}")
        if not 1 <= len(slots) <= MAX_SLOTS:
            raise CorruptState(f"{where}: holds {len(slots)} allelomorphs, must be 1 to {MAX_SLOTS}")
        if not all(c in COLOURS for c in slots):
            raise CorruptState(f"{where}: slots {slots!r} hold an unknown colour")
        if square in taken:
            raise CorruptState(f"{where}: two animacules on {BOARD.name(square)}")
        taken.add(square)
        numbers.add((seat, number))
        animacules.append(Animacule(seat, number, square, list(slots)))
    return animacules


def _load_pending(state: AnimaculeState, pending: dict[str, object] | None) -> Pending | None:
    if pending is None:
        return None
    kind = pending.get("kind")
    if kind == "fight":
        seat = _need_int(pending, "seat", "pending")
        attacker = find_animacule(state, seat, _need_int(pending, "attacker", "pending"))
        defender = find_animacule(
            state,
            _need_int(pending, "defender_seat", "pending"),
            _need_int(pending, "defender", "pending"),
        )
        rolls = [_int(r, "pending rolls") for r in _need(is_array, pending, "rolls", "pending")]
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
        proposer = _need_int(pending, "proposer", "pending")
        number = _need_int(pending, "animacule", "pending")
        direction_text = _need(is_str, pending, "direction", "pending")
        try:
            direction = Direction.parse(direction_text)
        except ValueError:
            raise CorruptState(f"pending: bad direction {direction_text!r}") from None
        if proposer != state.turn:
            raise CorruptState("pending: the proposer is not the player whose turn it is")
        a = find_animacule(state, proposer, number)
        partner = occupancy(state).get(step(a.square, direction)) if a else None
        if a is None or partner is None:
            raise CorruptState("pending: the mating animacules are not on the board")
        if (
            _need_int(pending, "seat", "pending") != partner.seat
            or _need_int(pending, "partner", "pending") != partner.number
        ):
            raise CorruptState("pending: the partner does not match the board")
        if turn_refusal(state, proposer, "mate", number, direction) is not None:
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
