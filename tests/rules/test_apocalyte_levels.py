"""Apocalyte's strong bot searches with figures self-play tuned apart for Zombies (rules/apocalyte/bot.py,
docs/rules/apocalyte.md "AI levels"); every other scenario, and the normal bot everywhere, keep theirs."""

from __future__ import annotations

import random

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.bot import FRONT_PULL, SEARCHED, choose, weights
from rules.apocalyte.state import SCENARIOS, State
from tests.support.selfplay import played_on


def test_only_zombies_has_figures_of_its_own_for_the_search() -> None:
    assert set(SEARCHED) == {"zombies"}
    assert weights("zombies", searched=True) != weights("zombies")
    for key in SCENARIOS:
        assert weights(key).front_pull == FRONT_PULL
        if key != "zombies":
            assert weights(key, searched=True) == weights(key)


def _game(scenario: str, seed: int) -> State:
    return ENGINE.new(["Ann", "Bob"], {"scenario": scenario}, seed)


@pytest.mark.parametrize("scenario", ["infection", "meteor"])
def test_the_search_plays_on_as_the_normal_bot_outside_zombies(scenario: str) -> None:
    state, rng = _game(scenario, 3), random.Random(3)
    for _ in range(150):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        assert ENGINE.search_action(state, seat, random.Random(1)) == ENGINE.bot_action(state, seat, random.Random(1))
        state = played_on(ENGINE, state, rng, 1)


def test_in_zombies_the_search_marches_on_where_the_normal_bot_would_not() -> None:
    """Some decisions of a Zombies game differ: the tuned figures pull armies to the front harder."""
    state, rng = _game("zombies", 3), random.Random(3)
    differ = 0
    for _ in range(300):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        differ += choose(state, seat, random.Random(1), searched=True) != choose(state, seat, random.Random(1))
        state = played_on(ENGINE, state, rng, 1)
    assert differ > 0
