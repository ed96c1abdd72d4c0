"""Primordial Soup property tests: random legal games keep the game's invariants."""

from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.base import IllegalAction
from rules.dictengine import copy_state
from rules.soup import ENGINE
from rules.soup import engine as E
from rules.soup.data import LADDER_LENGTH, MAX_AMOEBAS, SQUARE_SET
from rules.soup.state import State


def check_invariants(state: State) -> None:
    # the 220 cubes: 55 of each colour, on the board or in the supply
    for colour in range(4):
        assert state["supply"][colour] + sum(c[colour] for c in state["cubes"].values()) == 55
    assert all(n >= 0 for c in state["cubes"].values() for n in c)
    assert all(bp >= 0 for bp in state["biological_points"])
    markers = [p for p in state["ladder"] if p is not None]
    assert len(markers) == len(set(markers)) and all(1 <= p <= LADDER_LENGTH for p in markers)
    for tribe in state["amoebas"]:
        living = [a for a in tribe if a is not None]
        assert len(living) <= MAX_AMOEBAS
        assert all(a["space"] in SQUARE_SET and a["damage"] >= 0 for a in living)
    for seat, genes in enumerate(state["genes"]):
        assert len(set(genes)) == len(genes)
        assert not (state["resigned"][seat] and genes)
    owned = {g: sum(g in genes for genes in state["genes"]) for g in E.GENES}
    n = len(state["players"])
    assert all(owned[g] + state["pool"][g] == E.GENES[g].copies(n) for g in E.GENES)
    assert all(sq in SQUARE_SET or sq == E.ISLAND for sq in state["highlight"])
    assert len(set(state["highlight"])) == len(state["highlight"])
    assert all(1 <= p <= LADDER_LENGTH for p in state["highlight_ladder"])
    prompts = ENGINE.prompts(state)
    if ENGINE.result(state).over:
        assert prompts == []
    else:
        assert len(prompts) == 1
        assert ENGINE.legal_actions(state, prompts[0].seat)


def check_highlight_covers_the_changes(before: State, after: State) -> None:
    """Design rule "the last move highlighted": every space whose cubes or amoebas (place, damage)
    changed, the island when the card changed, and every ladder space a marker left or reached
    are in the highlight of the action that changed them."""

    def pieces(state: State, sq: str) -> list:
        return sorted(
            (seat, num, a["damage"])
            for seat, tribe in enumerate(state["amoebas"])
            for num, a in enumerate(tribe)
            if a is not None and a["space"] == sq
        )

    changed = {sq for sq in SQUARE_SET if before["cubes"][sq] != after["cubes"][sq]}
    changed |= {sq for sq in SQUARE_SET if pieces(before, sq) != pieces(after, sq)}
    if before["card"] != after["card"]:
        changed.add(E.ISLAND)
    assert changed <= set(after["highlight"]), (changed, after["highlight"])
    moved = {p for pair in zip(before["ladder"], after["ladder"], strict=True) if pair[0] != pair[1] for p in pair}
    assert moved - {None} <= set(after["highlight_ladder"]), (moved, after["highlight_ladder"])


def play_random_game(seed: int, players: int, bot_share: float, options: dict[str, str], resign_at: int) -> int:
    rng = random.Random(seed)
    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee"][:players], options, seed)
    check_invariants(state)
    steps = 0
    while not ENGINE.result(state).over:
        assert steps < 6000, "the game does not end"
        prompt = ENGINE.prompts(state)[0]
        if steps == resign_at:
            new, _ = ENGINE.resign(state, prompt.seat)
            check_highlight_covers_the_changes(state, new)
            state = new
            check_invariants(state)
            steps += 1
            continue
        legal = ENGINE.legal_actions(state, prompt.seat)
        if rng.random() < bot_share:
            action = ENGINE.bot_action(state, prompt.seat, rng)
            assert action in legal
        else:
            action = rng.choice(legal)
        before = copy_state(state)
        if steps % 7 == 0:
            other = (prompt.seat + 1) % players
            with contextlib.suppress(IllegalAction):
                ENGINE.apply(state, other, action)
            assert state == before
        new, events = ENGINE.apply(state, prompt.seat, action)
        assert state == before, "apply changed its input"
        check_highlight_covers_the_changes(state, new)
        assert all(e.kind != "roll" or e.data.get("dice") for e in events)
        if steps % 5 == 0:
            assert ENGINE.load(ENGINE.dump(new)) == new
            assert ENGINE.parse(state, prompt.seat, action.notation) == action
            ENGINE.status(new, None)
            ENGINE.view(new, prompt.seat)
        state = new
        check_invariants(state)
        steps += 1
    return steps


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32),
    players=st.sampled_from([3, 4]),
    bot_share=st.sampled_from([0.0, 0.5, 0.9]),
    reactions=st.sampled_from(["round", "attack"]),
    empty=st.sampled_from(["anywhere", "out"]),
    resign_at=st.sampled_from([-1, -1, 40, 300]),
)
def test_random_games_keep_the_invariants(
    seed: int, players: int, bot_share: float, reactions: str, empty: str, resign_at: int
) -> None:
    play_random_game(seed, players, bot_share, {"reactions": reactions, "empty_tribe": empty}, resign_at)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_games_with_every_gene_in_play_keep_the_invariants(seed: int) -> None:
    """Deal genes at random from round 2 so attacks, reactions, Holding and Tentacle all happen."""
    rng = random.Random(seed)
    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, seed)
    steps = 0
    dealt = False
    while not ENGINE.result(state).over:
        assert steps < 6000
        if not dealt and state["round"] == 2:
            dealt = True
            keys = [g for g in E.GENE_ORDER for _ in range(state["pool"][g])]
            rng.shuffle(keys)
            for g in keys:
                seat = rng.randrange(4)
                if g not in state["genes"][seat] and len(state["genes"][seat]) < 6:
                    state["genes"][seat][g] = 1
                    state["pool"][g] -= 1
            for seat in range(4):
                state["biological_points"][seat] += 10
            state = ENGINE.load(ENGINE.dump(state))
        prompt = ENGINE.prompts(state)[0]
        legal = ENGINE.legal_actions(state, prompt.seat)
        action = ENGINE.bot_action(state, prompt.seat, rng) if rng.random() < 0.5 else rng.choice(legal)
        new, _ = ENGINE.apply(state, prompt.seat, action)
        check_highlight_covers_the_changes(state, new)
        state = new
        check_invariants(state)
        steps += 1
