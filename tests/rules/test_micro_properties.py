"""µ property tests: random legal games (bot and random choices, resignations) keep the game's
invariants: nutrients, stocks and generations never negative, every card and token in exactly
one place (docs/rules/micro.md rules 1.1–1.4, checked by loading every state as a save would
be), one colony per habitat (4.2), and the game always ends (15)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.micro import ENGINE
from rules.micro.data import BOARD_SET, MAX_AMOUNT, MAX_GENERATION, TOKENS_PER_SPECIES
from rules.micro.state import State, species_of_token

MOVES_LIMIT = 4000


def check_invariants(state: State) -> None:
    ENGINE.load(ENGINE.dump(state))  # every card and habitat token in exactly one place, and more
    for hab in state["habitats"].values():
        assert all(0 <= v <= MAX_AMOUNT for v in hab["amounts"].values())
    hosts = [c["hex"] for c in state["colonies"].values() if c["host"] is None]
    assert len(hosts) == len(set(hosts)) and set(hosts) <= BOARD_SET
    for col in state["colonies"].values():
        assert 1 <= col["gen"] <= MAX_GENERATION and col["stock"] >= 0 and col["best"] >= col["gen"]
        if col["host"] is not None:
            assert state["colonies"][col["host"]]["hex"] == col["hex"]
    for key, sp in state["species"].items():
        living = [c for c, col in state["colonies"].items() if col["species"] == key]
        spores = [h for h in state["habitats"].values() if h["spore"] and species_of_token(h["spore"]) == key]
        assert len(living) + len(spores) <= TOKENS_PER_SPECIES
        if state["phase"] == "play":
            assert sp["extinct"] == (not living and not spores)
    prompts = ENGINE.prompts(state)
    if ENGINE.result(state).over:
        assert prompts == []
    else:
        assert len(prompts) == 1 and ENGINE.legal_actions(state, prompts[0].seat)


def play(seed: int, players: int, bot_share: float, resign_at: int, rounds: str) -> int:
    rng = random.Random(seed)
    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee"][:players], {"rounds": rounds}, seed)
    check_invariants(state)
    moves = 0
    while not ENGINE.result(state).over:
        assert moves < MOVES_LIMIT, "the game does not end"
        seat = ENGINE.prompts(state)[0].seat
        if moves == resign_at:
            state, _ = ENGINE.resign(state, seat)
        elif rng.random() < bot_share:
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        else:
            state, _ = ENGINE.apply(state, seat, rng.choice(ENGINE.legal_actions(state, seat)))
        check_invariants(state)
        moves += 1
    return moves


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), bot_share=st.sampled_from([0.0, 0.5, 1.0]),
       resign_at=st.integers(-1, 400), rounds=st.sampled_from(["20", "30"]))
def test_random_games_keep_the_invariants_and_end(seed: int, players: int, bot_share: float, resign_at: int,
                                                   rounds: str) -> None:
    assert play(seed, players, bot_share, resign_at, rounds) > 0
