"""Property tests over random games: counts never go negative, supplies appear or vanish only where
a rule moves or spends them, no player army stands where none may, and bot games always end."""

from __future__ import annotations

import random
from typing import Literal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.apocalyte import ENGINE
from rules.apocalyte.state import SCENARIOS, State
from rules.apocalyte.world import CODES
from rules.base import Event
from tests.support.jsonread import number, record, text, words

CLOSED: tuple[Literal["craters", "ground_zeros", "sealed"], ...] = ("craters", "ground_zeros", "sealed")
# The options that change how the scenarios fight, drawn for every game.
READINGS = st.fixed_dictionaries({"zombie_rise": st.sampled_from(("all", "bitten")),
                                  "cure_attacks": st.sampled_from(("free", "costly"))})


def check_position(state: State) -> None:
    for code in CODES:
        assert all(n >= 0 for n in state["armies"][code]), code
        assert state["apoc"][code] >= 0 and state["supplies"][code] >= 0, code
    for kind in CLOSED:
        for code in state["marks"][kind]:
            assert sum(state["armies"][code]) == 0, f"player armies in {kind} {code}"
    for code in state["marks"]["sealed"]:
        assert state["apoc"][code] == 0
    assert set(state["highlight"]) <= set(CODES)
    assert bool(ENGINE.prompts(state)) != ENGINE.result(state).over
    for seat, out in enumerate(state["out"]):
        if state["scenario"] and not out:
            assert any(state["armies"][c][seat] for c in CODES), "a seat without armies is out"


def check_supplies(before: State, after: State, events: list[Event]) -> None:
    """Every supply counter is where one was, or was carried, dragged or drawn there; the ones that
    vanished were spent, seized or destroyed by a rule that says how many."""
    lost = sum(number(e.data.get("supplies_lost", 0)) for e in events)
    drawn = sum(len(words(codes)) for e in events if e.kind == "supplies" for codes in record(e.data["drawn"]).values())
    assert sum(after["supplies"].values()) == sum(before["supplies"].values()) - lost + drawn
    arrivals = {words(e.data["path"])[-1] for e in events if e.kind == "move" and e.data["carry"]}
    arrivals |= {text(e.data["dst"]) for e in events if e.kind == "dragged"}
    arrivals |= {c for e in events if e.kind == "supplies" for codes in record(e.data["drawn"]).values()
                 for c in words(codes)}
    for code in CODES:
        if after["supplies"][code] > before["supplies"][code]:
            assert code in arrivals, f"supplies appeared in {code}"


def play(state: State, choose, moves: int) -> State:
    for _ in range(moves):
        prompts = ENGINE.prompts(state)
        if not prompts:
            break
        seat, action = choose(state, prompts)
        after, events = ENGINE.apply(state, seat, action)
        check_supplies(state, after, events)
        check_position(after)
        state = after
    return state


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), scenario=st.sampled_from(SCENARIOS),
       choices=st.randoms(use_true_random=False), readings=READINGS)
def test_random_legal_play_keeps_the_invariants(seed: int, players: int, scenario: str,
                                               choices: random.Random, readings: dict[str, str]) -> None:
    def choose(state: State, prompts: list) -> tuple[int, object]:
        prompt = choices.choice(prompts)
        return prompt.seat, choices.choice(ENGINE.legal_actions(state, prompt.seat))

    state = ENGINE.new([f"P{n}" for n in range(players)], {"scenario": scenario, **readings}, seed)
    check_position(state)
    play(state, choose, 300)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), scenario=st.sampled_from(SCENARIOS),
       readings=READINGS)
def test_bot_play_keeps_the_invariants(seed: int, players: int, scenario: str, readings: dict[str, str]) -> None:
    bots = random.Random(seed)

    def choose(state: State, prompts: list) -> tuple[int, object]:
        return prompts[0].seat, ENGINE.bot_action(state, prompts[0].seat, bots)

    state = ENGINE.new([f"P{n}" for n in range(players)], {"scenario": scenario, "rounds": "30", **readings}, seed)
    play(state, choose, 600)


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_bot_game_always_ends(scenario: str) -> None:
    state = ENGINE.new(["P0", "P1", "P2"], {"scenario": scenario, "rounds": "30"}, 17)
    bots = random.Random(17)
    for _ in range(20_000):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, bots))
    result = ENGINE.result(state)
    assert result.over and state["round"] <= 31
