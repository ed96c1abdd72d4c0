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
from rules.phrases import listed, worded
from rules.wording import not_your_decision

STAGED = [key for key in game_keys() if isinstance(engine_for(key), StagedEngine)]
NAMES = ["Ann", "Bob", "Cy"]


def staged(key: str) -> StagedEngine[Any, Any]:
    engine = engine_for(key)
    assert isinstance(engine, StagedEngine)
    return engine


def test_micro_extinction_and_apocalyte_run_on_the_shared_runner() -> None:
    assert {"micro", "extinction", "apocalyte"} <= set(STAGED)


def someone_waits(engine: StagedEngine[Any, Any], state: Any) -> Any:
    """The position once some seat owes nothing: the bots answer the first prompt until then (at
    Apocalyte's setup every seat places its extra armies at once)."""
    rng = random.Random(2)
    while len({p.seat for p in engine.prompts(state)}) == len(state["players"]):
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    return state


@pytest.mark.parametrize("key", STAGED)
def test_the_open_stages_are_the_prompts_and_only_their_seats_have_moves(key: str) -> None:
    engine = staged(key)
    state = someone_waits(engine, engine.new(NAMES, {}, 5))
    opened = engine.open_decisions(state)
    assert [(p.seat, p.kind, p.text, p.task) for p in engine.prompts(state)] == [
        (found.seat(state), found.key, worded(found.text(state)), worded(found.task(state))) for found in opened] != []
    owners = [found.seat(state) for found in opened]
    other = next(seat for seat in range(len(NAMES)) if seat not in owners)
    for found in opened:
        assert engine.legal_actions(state, found.seat(state)) == found.kind.actions(state, found.part) != []
    assert engine.legal_actions(state, other) == []
    move = engine.legal_actions(state, owners[0])[0]
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, other, move)
    waiting = [(engine.awaited_name(state, found.seat(state)), worded(found.task(state))) for found in opened]
    assert str(refused.value) == not_your_decision(waiting)
    with pytest.raises(IllegalAction, match=r"^This seat owes no decision now\.$"):
        engine.bot_action(state, other, random.Random(1))
    with pytest.raises(IllegalAction, match=r"^You are not playing in this game\.$"):
        engine.apply(state, 7, move)


@pytest.mark.parametrize("key", STAGED)
def test_skip_gives_the_stages_passive_answer_and_names_whom_the_game_waits_for(key: str) -> None:
    engine = staged(key)
    state = someone_waits(engine, engine.new(NAMES, {}, 5))
    opened = engine.open_decisions(state)
    owner = opened[0].seat(state)
    other = next(seat for seat in range(len(NAMES)) if seat not in [found.seat(state) for found in opened])
    with pytest.raises(IllegalAction) as refused:
        engine.skip(state, other)
    awaited = worded(listed([engine.awaited_name(state, f.seat(state)) for f in opened]))
    assert str(refused.value) == f"{NAMES[other]} owes no decision now: waiting for {awaited}."
    with pytest.raises(IllegalAction, match=r"^There is no seat 7 in this game\.$"):
        engine.skip(state, 7)
    answer = opened[0].kind.passive(state, opened[0].part)
    skipped, events = engine.skip(state)
    assert (events[0].text, events[0].data) == (f"{NAMES[owner]} is given the most passive answer: `{answer}`.",
                                                {"seat": owner, "action": answer})
    assert engine.dump(skipped) == engine.dump(engine.apply(state, owner, engine.parse(state, owner, answer))[0])


def test_seats_owing_at_once_are_each_asked_and_answer_in_any_order() -> None:
    """Apocalyte's placing phase: every seat with extra armies left owes a decision at once."""
    engine = staged("apocalyte")
    state = engine.new(NAMES, {}, 5)
    assert [(p.seat, p.kind) for p in engine.prompts(state)] == [(0, "place"), (1, "place"), (2, "place")]
    state, _ = engine.apply(state, 2, engine.parse(state, 2, "place auto"))
    assert [p.seat for p in engine.prompts(state)] == [0, 1] and engine.legal_actions(state, 2) == []
    with pytest.raises(IllegalAction) as refused:
        engine.parse(state, 2, "place auto")
    assert str(refused.value) == ("It is not your decision now: waiting for Ann to place 20 extra armies; "
                                  "Bob to place 20 extra armies.")
    with pytest.raises(IllegalAction, match=r"^Cy owes no decision now: waiting for Ann and Bob\.$"):
        engine.skip(state, 2)
    with pytest.raises(IllegalAction, match=r"^This seat owes no decision now\.$"):
        engine.bot_action(state, 2, random.Random(1))
    state, events = engine.skip(state, 1)
    assert events[0].data == {"seat": 1, "action": "place auto"} and state["placing"] == [20, 0, 0]
    assert [p.seat for p in engine.prompts(state)] == [0]
    state, _ = engine.apply(state, 0, engine.bot_action(state, 0, random.Random(1)))
    assert state["phase"] != "place" and state["scenario"] is not None


@pytest.mark.parametrize("key", STAGED)
def test_a_game_that_is_over_refuses_every_move_saying_how_it_ended(key: str) -> None:
    engine = staged(key)
    state = engine.new(NAMES[:3], {}, 5)
    leaving = iter(range(len(NAMES)))  # seats leave until the game ends: Apocalyte's team plays on while one is left
    while not engine.result(state).over:
        state, _ = engine.resign(state, next(leaving))
    assert engine.result(state).over and engine.prompts(state) == [] and engine.open_decisions(state) == []
    with pytest.raises(IllegalAction) as refused:
        engine.parse(state, 2, "pass")
    assert str(refused.value) == f"The game is over. {engine.result(state).summary}"
    with pytest.raises(IllegalAction, match=r"^Nothing is awaited now\.$"):
        engine.skip(state)
