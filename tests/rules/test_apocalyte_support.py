"""Helpers for the Apocalyte tests: hand-made positions and loaded dice.

`position(...)` gives a game at a player's turn with an empty map, the scenario chosen; `put` fills
territories; `dice(monkeypatch, ...)` makes every die roll come from a list, in order (card draws
and random picks still come from the state's generator, or from `draws`). The helpers are tested
here too, so a broken helper cannot pass silently.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.state import Stage, State
from rules.apocalyte.world import CODES
from rules.base import Action, Event
from rules.rng import Rng
from tests.support.events import data_of

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")


def started(players: int = 2, seed: int = 1, **options: str) -> State:
    """A real game just after setup: every extra army spread by `place auto`."""
    state = ENGINE.new(list(NAMES[:players]), dict(options), seed)
    while state["phase"] == "place":
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.parse(state, seat, "place auto"))
    return state


HOMES = ("arg", "mad", "ice", "jap", "ngu")  # one army of each seat, far from where tests play
SENTINEL = "eau"  # one lone Apocalyte, so the game is not won at once


def position(scenario: str | None = None, players: int = 2, seat: int = 0, stage: Stage = "move",
             **options: str) -> State:
    """A game of `scenario` at `seat`'s turn (in `stage`) on an almost empty map: one army of each
    seat at its HOMES territory, one Apocalyte at SENTINEL, no supply or special counter. Fill it
    with `put`. Without a scenario the main rules play alone, as before the reveal."""
    state = started(players, 1, scenario=scenario or "zombies", **options)
    state["scenario"] = scenario
    for code in CODES:
        state["armies"][code] = [0] * players
        state["apoc"][code] = 0
        state["supplies"][code] = 0
    state["marks"] = {"mothership": None, "portals": [], "ground_zeros": [], "craters": [], "sealed": []}
    for home_seat in range(players):
        state["armies"][HOMES[home_seat]][home_seat] = 1
    state["apoc"][SENTINEL] = 1
    state.update({"phase": "turn", "apoc_turn": None, "over": False, "won": False, "summary": "", "round": 2,
                  "cure": 0, "meteorites": 0, "missile": None, "out": [False] * players, "highlight": [],
                  "arrows": []})
    state["turn"] = {"seat": seat, "stage": stage, "left": 2 if stage == "reinforce" else 0, "moves": 0,
                     "plan": None, "request": None, "fought": {}, "used": [], "refused": []}
    return state


def put(state: State, code: str, *armies: int, apoc: int = 0, supplies: int = 0) -> State:
    """Set a territory's armies (by seat, the missing seats at 0), Apocalytes and supplies."""
    players = len(state["players"])
    state["armies"][code] = [*armies, *[0] * (players - len(armies))]
    state["apoc"][code] = apoc
    state["supplies"][code] = supplies
    return state


def act(state: State, seat: int, text: str) -> tuple[State, list[Event]]:
    """`seat` types `text`; the new state and what happened. (apply reads typed notation itself;
    going through parse first would roll loaded dice twice, as parse tries the move on a copy.)"""
    return ENGINE.apply(state, seat, Action(text))


def apocalytes_turn(state: State, sentinel: bool = False) -> tuple[State, list[Event]]:
    """The last seat ends its turn, so the Apocalytes take theirs (the sentinel Apocalyte is taken
    off the map first unless `sentinel`)."""
    last = len(state["players"]) - 1
    state["turn"].update({"seat": last, "stage": "end"})
    if not sentinel:
        state["apoc"][SENTINEL] = 0
    return act(state, last, "done")


def first(events: Iterable[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def moved(events: Iterable[Event]) -> list[tuple[str, str, int]]:
    """Each group of Apocalytes that moved: from, into, how many."""
    return [(d["src"], d["dst"], d["count"]) for d in data_of(events, "apocalytes_move")]


def texts(events: Iterable[Event]) -> str:
    return "\n".join(e.text for e in events)


def dice(monkeypatch: pytest.MonkeyPatch, *rolls: int) -> list[int]:
    """Every die rolled from now on comes from `rolls`, in order; the list left is returned (and
    shrinks as dice are rolled). Running out fails the test."""
    left = list(rolls)

    def die(self: Rng, sides: int = 6) -> int:
        self.draws += 1
        assert left, "the test rolled more dice than it loaded"
        return left.pop(0)

    monkeypatch.setattr(Rng, "die", die)
    return left


def draws_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Card draws and random picks take the items in the order given (no shuffle)."""

    def shuffled(self: Rng, items: Any) -> list[Any]:
        self.draws += 1
        return list(items)

    monkeypatch.setattr(Rng, "shuffled", shuffled)


# --- situations played to the point several tests read (the rule tests their data, the wording test
# their sentences) -------------------------------------------------------------------------------------


def at_quarantine(monkeypatch: pytest.MonkeyPatch, scenario: str | None = None, stock: int = 1,
                  rolls: Sequence[int] = (6,)) -> State:
    """Six Apocalytes alone in Ural head for Siberia, where Ann has four armies and `stock` supplies, the
    dice loaded with `rolls` (first the die that says how many move, where the scenario rolls it). Ann is
    asked whether to quarantine Siberia."""
    draws_in_order(monkeypatch)
    state = position(scenario)
    put(state, "ura", apoc=6)
    put(state, "sib", 4, supplies=stock)
    dice(monkeypatch, *rolls)
    state, _ = apocalytes_turn(state)
    assert ENGINE.prompts(state)[0].kind == "quarantine"
    return state


def five_groups_could_move(monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """The Apocalytes' turn with five territories of them that could move and one player army in reach."""
    state = position()
    for code in ("ala", "grl", "bra", "ura", "sia"):
        put(state, code, apoc=2)
    put(state, "ven", 1)
    dice(monkeypatch, *[1] * 40)
    return apocalytes_turn(state)[1]


def hemmed_in_infected(monkeypatch: pytest.MonkeyPatch) -> list[Event]:
    """The infected's turn with the infected in Madagascar, whose every neighbour holds infected too."""
    draws_in_order(monkeypatch)
    state = position("infection")
    state["apoc"][SENTINEL] = 0
    put(state, "mad", apoc=1)
    put(state, "saf", 2, apoc=1)
    put(state, "eaf", 2, apoc=1)
    dice(monkeypatch, *[1] * 40)
    return apocalytes_turn(state)[1]


def mutants_wave(monkeypatch: pytest.MonkeyPatch) -> tuple[State, list[Event]]:
    """The mutants' turn: six mutants and three supplies in Ural, a lone army of Ann's in Siberia next door."""
    draws_in_order(monkeypatch)
    state = position("mutants")
    put(state, "ura", apoc=6, supplies=3)
    put(state, "sib", 1)
    dice(monkeypatch, 6, *[1] * 20)
    return apocalytes_turn(state)


def mothership_moves(monkeypatch: pytest.MonkeyPatch) -> tuple[State, list[Event]]:
    """The aliens' turn: the mothership's lone alien in Ural grows to three, next to Ann's army in Siberia."""
    draws_in_order(monkeypatch)
    state = position("aliens")
    state["marks"]["mothership"] = "ura"
    put(state, "ura", apoc=1)
    put(state, "sib", 1)
    dice(monkeypatch, 6, *[1] * 30)
    return apocalytes_turn(state)


def last_portal_beyond_reach() -> tuple[State, list[Event]]:
    """Demons: Ann closes Ural's portal with its six supplies, the demons' last; one supply is left for the
    portal still open in India."""
    state = position("demons", stage="end")
    state["apoc"][SENTINEL] = 0
    state["marks"]["portals"] = ["ura", "ind"]
    put(state, "ura", 2, supplies=6)
    put(state, "sib", 2, supplies=1)
    return act(state, 0, "close ura")


def unguarded_mothership() -> State:
    """Aliens, at the end of Ann's turn: the mothership stands unguarded in Ural, where Ann has three
    armies; the last two aliens are in Siberia."""
    state = position("aliens", stage="end")
    state["apoc"][SENTINEL] = 0
    state["marks"]["mothership"] = "ura"
    put(state, "ura", 3)
    put(state, "sib", apoc=2)
    return state


def overrun(monkeypatch: pytest.MonkeyPatch) -> State:
    """Meteor: Ann's last army attacks the rioters in Ural and falls, and Bob has none: no player army is left."""
    state = position("meteor", stage="combat")
    state["armies"]["arg"] = [0, 0]
    state["armies"]["mad"] = [0, 0]
    put(state, "ura", 1, apoc=3)
    dice(monkeypatch, 1, 6, 6)
    return act(state, 0, "attack ural")[0]


def reinforced_one_at_a_time() -> tuple[list[Event], list[Event]]:
    """Ann places her two new armies one at a time, in Ural and then in Ukraine: the two moves' events."""
    state = position(stage="reinforce")
    put(state, "ura", 2)
    put(state, "ukr", 3)
    state, first_events = act(state, 0, "place 1 ural")
    return first_events, act(state, 0, "place 1 ukraine")[1]


def test_position_is_an_empty_map_at_the_players_turn() -> None:
    state = position("demons", players=3, seat=1)
    assert ENGINE.prompts(state)[0].seat == 1
    assert sum(state["apoc"].values()) == 1 and sum(sum(a) for a in state["armies"].values()) == 3
    put(state, "ura", 3, 0, 1, apoc=2, supplies=1)
    assert state["armies"]["ura"] == [3, 0, 1] and state["apoc"]["ura"] == 2 and state["supplies"]["ura"] == 1


def test_loaded_dice_come_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    left = dice(monkeypatch, 6, 1, 4)
    rng = Rng(5)
    assert [rng.die(), rng.die()] == [6, 1]
    assert left == [4]
