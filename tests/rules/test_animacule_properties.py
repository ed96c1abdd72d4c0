"""Animacule Apocalypse: property tests over random legal games (hypothesis picks the seed,
player count and options; a seeded random.Random picks among the legal actions, bot actions,
resignations and admin skips)."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.animacule import COLOURS, ENGINE, MAX_ANIMACULES, MAX_SLOTS, PER_COLOUR, AnimaculeState
from rules.base import Action, Event, IllegalAction
from tests.support.jsonread import number

NOISE = ["move 7 n", "attack 1 w", "split 2 e", "mate 3 s", "continue", "retreat", "accept", "decline", "move 1 e"]


def check_invariants(state: AnimaculeState) -> None:
    counts = Counter(state.food.values())
    for a in state.animacules:
        counts.update(a.slots)
        assert 1 <= len(a.slots) <= MAX_SLOTS, f"animacule with {len(a.slots)} allelomorphs"
        assert all(c in COLOURS for c in a.slots)
    for colour in COLOURS:
        assert counts[colour] + state.out_of_play[colour] == PER_COLOUR, colour
    squares = [a.square for a in state.animacules]
    assert len(squares) == len(set(squares)), "two animacules on one square"
    per_seat = Counter(a.seat for a in state.animacules)
    assert all(n <= MAX_ANIMACULES for n in per_seat.values())
    numbers = [(a.seat, a.number) for a in state.animacules]
    assert len(numbers) == len(set(numbers)) and all(1 <= n <= MAX_ANIMACULES for _, n in numbers)
    for seat in range(len(state.players)):
        assert (seat in state.eliminated) == (per_seat[seat] == 0)
    result = ENGINE.result(state)
    prompts = ENGINE.prompts(state)
    if result.over:
        assert prompts == []
        assert all(ENGINE.legal_actions(state, s) == [] for s in range(len(state.players)))
        return
    assert len(prompts) == 1
    owed = prompts[0].seat
    assert owed not in state.eliminated
    assert ENGINE.legal_actions(state, owed), "the prompted player has no legal action"
    for seat in range(len(state.players)):
        if seat != owed:
            assert ENGINE.legal_actions(state, seat) == []
    data = ENGINE.dump(state)
    assert ENGINE.dump(ENGINE.load(json.loads(json.dumps(data)))) == data


def check_events(before: AnimaculeState, after: AnimaculeState, events: list[Event]) -> None:
    rolls = [e for e in events if "roll" in e.data]
    assert len(rolls) == after.rng.draws - before.rng.draws, "a die roll is missing from the log"
    for e in rolls:
        assert 1 <= number(e.data["roll"]) <= 6 and str(e.data["roll"]) in e.text
    for e in events:
        assert e.text and json.dumps(e.to_json())


def play(seed: int, players: int, options: dict[str, str], steps: int, bot_share: float) -> int:
    state = ENGINE.new([f"P{i}" for i in range(players)], options, seed)
    rng = random.Random(seed)
    check_invariants(state)
    for step in range(steps):
        if ENGINE.result(state).over:
            return step
        frozen, before = ENGINE.dump(state), state
        roll = rng.random()
        if roll < 0.01:
            state, events = ENGINE.resign(state, rng.choice([s for s in range(players) if s not in state.eliminated]))
        elif roll < 0.02:
            state, events = ENGINE.skip(state)
        else:
            seat = ENGINE.prompts(state)[0].seat
            noise = rng.choice(NOISE)
            legal = ENGINE.legal_actions(state, seat)
            if noise not in [a.notation for a in legal]:
                try:
                    ENGINE.apply(state, seat, Action(noise))
                except IllegalAction as refusal:
                    assert str(refusal)
                else:
                    raise AssertionError(f"{noise} was applied but is not listed as legal")
                assert ENGINE.dump(state) == frozen
            action = ENGINE.bot_action(state, seat, rng) if rng.random() < bot_share else rng.choice(legal)
            assert ENGINE.parse(state, seat, action.notation) == action
            state, events = ENGINE.apply(state, seat, action)
            check_events(before, state, events)
        # the state given is unchanged; check_invariants round-trips every state through JSON
        assert ENGINE.dump(before) == frozen, "a resign, skip or move changed the state it was given"
        check_invariants(state)
    return steps


options_strategy = st.fixed_dictionaries(
    {
        "first": st.sampled_from(["random", "creator"]),
        "full_food": st.sampled_from(["stays", "refused"]),
        "attack_own": st.sampled_from(["no", "yes"]),
    }
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), options=options_strategy)
def test_random_legal_games_keep_the_invariants(seed: int, players: int, options: dict[str, str]) -> None:
    """Allelomorphs conserved, one animacule per square, 1-4 allelomorphs each, at most seven per
    tribe, a prompted player always has a legal action, apply never mutates its input, refused
    actions change nothing, every roll is logged, and dump/load round-trips."""
    play(seed, players, options, steps=150, bot_share=0.0)


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4), options=options_strategy)
def test_bot_games_keep_the_invariants(seed: int, players: int, options: dict[str, str]) -> None:
    """The same invariants over long games played mostly by the bot (more reproduction and fights)."""
    play(seed, players, options, steps=400, bot_share=0.85)
