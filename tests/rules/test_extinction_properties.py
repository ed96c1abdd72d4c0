"""Extinction property tests: random games (bot moves mixed with any listed action, menus
included) keep the board's invariants, and every game ends."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from rules.base import Action
from rules.extinction import ENGINE
from rules.extinction.data import BARRIERS, CUBES_PER_PLAYER, HEX_SET, MAX_PER_CUBE
from rules.extinction.state import State, population

MOVE_CAP = 4000
# Two species can hold each other off for hundreds of rounds before one is the last survivor (5,821
# decisions is the longest of 60 bot games measured, docs/rules/extinction.md): cli/simulate.py's cap.
SURVIVOR_MOVE_CAP = 20_000


def check_invariants(state: State) -> list[Action]:
    """Checks the position; the legal actions of the seat it waits for (none once the game is over),
    listed once for the check and the move played next."""
    cubes = state["cubes"]
    assert set(cubes) <= HEX_SET, "cubes stand on Darwinia"
    assert all(1 <= n <= MAX_PER_CUBE for _seat, n in cubes.values()), "individuals never negative, at most six"
    assert not set(cubes) & set(state["barriers"]), "no cube on a barrier"
    per_player = Counter(seat for seat, _n in cubes.values())
    assert all(count <= CUBES_PER_PLAYER for count in per_player.values()), "at most 20 cubes each"
    placed = Counter(state["barriers"].values())
    assert all(placed[k] <= BARRIERS[k].count for k in BARRIERS)
    for seat in range(len(state["players"])):
        if state["extinct"][seat] or state["resigned"][seat]:
            assert population(state, seat) == 0
        elif state["phase"] == "play":
            assert population(state, seat) > 0, "a species with no individual is extinct"
    ENGINE.load(ENGINE.dump(state))
    prompts = ENGINE.prompts(state)
    if ENGINE.result(state).over:
        assert prompts == []
        return []
    assert len(prompts) == 1
    seat = prompts[0].seat
    assert not state["extinct"][seat] and not state["resigned"][seat]
    legal = ENGINE.legal_actions(state, seat)
    assert legal
    return legal


def play(players: int, seed: int, wander: float, end: str, check_every: int = 1) -> int:
    """Plays a game to its end, checking the position every `check_every` decisions and at the end;
    the number of decisions it took."""
    state = ENGINE.new([f"P{n}" for n in range(players)], {"end": end}, seed)
    rng = random.Random(seed)
    cap = SURVIVOR_MOVE_CAP if end == "survivor" else MOVE_CAP
    for moves in range(cap):
        over = ENGINE.result(state).over
        listed = check_invariants(state) if over or moves % check_every == 0 or wander else []
        if over:
            return moves
        seat = ENGINE.prompts(state)[0].seat
        legal = [a for a in listed if a.notation != "back"]
        action = rng.choice(legal) if rng.random() < wander else ENGINE.bot_action(state, seat, rng)
        state, _ = ENGINE.apply(state, seat, action)
    raise AssertionError(f"the game did not end in {cap} moves")


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000), wander=st.sampled_from([0.0, 0.3]))
def test_random_timed_games_keep_the_invariants_and_end(players: int, seed: int, wander: float) -> None:
    play(players, seed, wander, "6")


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10_000))
@example(players=4, seed=600)  # 4,372 decisions: once failed a cap of 4,000
def test_games_to_the_last_survivor_end(players: int, seed: int) -> None:
    # That these games end is what is checked here; the timed games above check every position, so a
    # survivor game (thousands of decisions) checks one in 25.
    play(players, seed, 0.0, "survivor", check_every=25)
