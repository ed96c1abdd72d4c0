"""Helpers for the Animacule Apocalypse tests: hand-built positions and rigged dice.

`make_state` builds a position from a few pieces; every allelomorph not on the board is
counted out of play, so the 16-per-colour invariant holds. `rolls=` makes the state's own
seeded RNG yield exactly those die rolls next (found by searching one seed's stream).
The module also tests these helpers, so a broken helper cannot pass silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from rules.animacule import BOARD, COLOURS, ENGINE, PER_COLOUR, Animacule, AnimaculeState
from rules.base import Action, Event
from rules.rng import Rng
from tests.support.jsonread import number

SHORT = {"r": "red", "g": "green", "y": "yellow", "b": "blue"}
STREAM_SEED = 20240611
_stream: list[str] = []  # die values of Rng(STREAM_SEED), as characters
_draws: list[int] = []  # the Rng draw count before each of those dice
_rng = Rng(STREAM_SEED)

Piece = tuple[int, int, str, str]  # seat, number, square name, colours ("rrb" or "red,red,blue")


def colours(text: str) -> list[str]:
    """"rgb" -> ["red", "green", "blue"]; also accepts "red,green"."""
    if "," in text or text in COLOURS:
        return [c.strip() for c in text.split(",")]
    return [SHORT[ch] for ch in text]


def rng_for(rolls: Sequence[int]) -> Rng:
    """An Rng whose next die() calls return `rolls` in order."""
    if not rolls:
        return Rng(STREAM_SEED)
    wanted = "".join(str(r) for r in rolls)
    start = 0
    while True:
        index = "".join(_stream).find(wanted, max(0, start - len(wanted)))
        if index >= 0:
            return Rng(STREAM_SEED, _draws[index])
        start = len(_stream)
        for _ in range(50_000):
            _draws.append(_rng.draws)
            _stream.append(str(_rng.die()))


def make_state(
    pieces: Iterable[Piece],
    food: dict[str, str] | None = None,
    players: Sequence[str] = ("Ann", "Bob"),
    turn: int = 0,
    rolls: Sequence[int] = (),
    options: dict[str, str] | None = None,
    lost_turns: Sequence[int] | None = None,
    eliminated: Sequence[int] | None = None,
) -> AnimaculeState:
    animacules = [Animacule(seat, number, BOARD.parse(sq), colours(cs)) for seat, number, sq, cs in pieces]
    food_squares = {BOARD.parse(sq): colours(c)[0] for sq, c in (food or {}).items()}
    out = dict.fromkeys(COLOURS, PER_COLOUR)
    for a in animacules:
        for c in a.slots:
            out[c] -= 1
    for c in food_squares.values():
        out[c] -= 1
    assert all(v >= 0 for v in out.values()), "too many allelomorphs of a colour in this position"
    chosen = {o.name: o.default for o in ENGINE.options}
    chosen.update(options or {})
    living = {a.seat for a in animacules}
    out_of_game = list(eliminated) if eliminated is not None else [s for s in range(len(players)) if s not in living]
    state = AnimaculeState(
        players=list(players),
        rng=rng_for(rolls),
        food=food_squares,
        animacules=animacules,
        out_of_play=out,
        turn=turn,
        turn_number=1,
        eliminated=out_of_game,
        lost_turns=list(lost_turns) if lost_turns is not None else [0] * len(players),
        pending=None,
        highlight=[],
        options=chosen,
        fell=list(range(1, len(out_of_game) + 1)),
    )
    ENGINE.load(ENGINE.dump(state))  # the position must be a valid one
    return state


def act(state: AnimaculeState, seat: int, text: str) -> tuple[AnimaculeState, list[Event]]:
    """Apply typed notation for `seat`, checking the input state is left untouched."""
    before = ENGINE.dump(state)
    new, events = ENGINE.apply(state, seat, Action(text))
    assert ENGINE.dump(state) == before, "apply mutated its input"
    return new, events


def slots_of(state: AnimaculeState, seat: int, number: int) -> list[str] | None:
    for a in state.animacules:
        if a.seat == seat and a.number == number:
            return a.slots
    return None


def square_of(state: AnimaculeState, seat: int, number: int) -> str | None:
    for a in state.animacules:
        if a.seat == seat and a.number == number:
            return BOARD.name(a.square)
    return None


def food_at(state: AnimaculeState, square: str) -> str | None:
    return state.food.get(BOARD.parse(square))


def rolls_in(events: list[Event]) -> list[int]:
    return [number(e.data["roll"]) for e in events if "roll" in e.data]


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# -- tests of the helpers themselves ------------------------------------------------------------


def test_rng_for_yields_the_wanted_rolls() -> None:
    for rolls in ([4], [2, 5, 1], [6, 6, 6, 6], [1, 3, 5, 2, 4]):
        rng = rng_for(rolls)
        assert [rng.die() for _ in rolls] == rolls


def test_make_state_keeps_sixteen_of_each_colour() -> None:
    state = make_state([(0, 1, "c5", "rrb"), (1, 2, "d5", "g")], food={"c4": "y"})
    data = ENGINE.dump(state)
    assert data["out_of_play"] == {"red": 14, "green": 15, "yellow": 15, "blue": 15}
    assert slots_of(state, 0, 1) == ["red", "red", "blue"]
    assert square_of(state, 1, 2) == "d5"
    assert food_at(state, "c4") == "yellow"
