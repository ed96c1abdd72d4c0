"""The decision runner (rules/decisions.py) as every game on it answers: prompts, legal actions,
the refusals of a seat that owes nothing and skip's passive answer come from the game's stage kinds,
worded the same in each game (rules/dictengine.StagedEngine)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games import engine_for, game_keys
from rules.base import IllegalAction
from rules.dictengine import StagedEngine
from rules.wording import not_your_decision

STAGED = [key for key in game_keys() if isinstance(engine_for(key), StagedEngine)]
NAMES = ["Ann", "Bob", "Cy"]


def staged(key: str) -> StagedEngine[Any, Any]:
    engine = engine_for(key)
    assert isinstance(engine, StagedEngine)
    return engine


def test_micro_and_extinction_run_on_the_shared_runner() -> None:
    assert {"micro", "extinction"} <= set(STAGED)


@pytest.mark.parametrize("key", STAGED)
def test_the_open_stage_is_the_prompt_and_only_its_seat_has_moves(key: str) -> None:
    engine = staged(key)
    state = engine.new(NAMES, {}, 5)
    found = engine.open_decision(state)
    assert found is not None
    (prompt,) = engine.prompts(state)
    owner = found.seat(state)
    assert (prompt.seat, prompt.kind, prompt.text, prompt.task) == (
        owner, found.key, found.text(state), found.task(state))
    other = (owner + 1) % len(state["players"])
    assert engine.legal_actions(state, owner) == found.kind.actions(state, found.part) != []
    assert engine.legal_actions(state, other) == []
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, other, engine.legal_actions(state, owner)[0])
    assert str(refused.value) == not_your_decision([(engine.awaited_name(state, owner), prompt.task)])
    with pytest.raises(IllegalAction, match=r"^This seat owes no decision now\.$"):
        engine.bot_action(state, other, random.Random(1))
    with pytest.raises(IllegalAction, match=r"^You are not playing in this game\.$"):
        engine.apply(state, 7, engine.legal_actions(state, owner)[0])


@pytest.mark.parametrize("key", STAGED)
def test_skip_gives_the_stages_passive_answer_and_names_whom_the_game_waits_for(key: str) -> None:
    engine = staged(key)
    state = engine.new(NAMES[:3], {}, 5)
    found = engine.open_decision(state)
    assert found is not None
    owner = found.seat(state)
    other = (owner + 1) % 3
    with pytest.raises(IllegalAction) as refused:
        engine.skip(state, other)
    assert str(refused.value) == (f"{NAMES[other]} owes no decision now: "
                                  f"waiting for {engine.awaited_name(state, owner)}.")
    answer = found.kind.passive(state, found.part)
    skipped, events = engine.skip(state)
    assert events[0].text == f"{NAMES[owner]} is given the most passive answer: `{answer}`."
    assert engine.dump(skipped) == engine.dump(engine.apply(state, owner, engine.parse(state, owner, answer))[0])


@pytest.mark.parametrize("key", STAGED)
def test_a_game_that_is_over_refuses_every_move_saying_how_it_ended(key: str) -> None:
    engine = staged(key)
    state = engine.new(NAMES[:3], {}, 5)
    state, _ = engine.resign(state, 0)
    state, _ = engine.resign(state, 1)
    assert engine.result(state).over and engine.prompts(state) == [] and engine.open_decision(state) is None
    with pytest.raises(IllegalAction) as refused:
        engine.parse(state, 2, "pass")
    assert str(refused.value) == f"The game is over. {engine.result(state).summary}"
    with pytest.raises(IllegalAction, match=r"^Nothing is awaited now\.$"):
        engine.skip(state)
