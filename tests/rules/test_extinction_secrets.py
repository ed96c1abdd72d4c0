"""Issue 11, secrets: a genotype is seen by its owner alone until the end. Whole bot games are
played, and everything another seat or a spectator may get is searched for every gene card they
never held: the views (which the board and /game export are drawn from), the status lines, each
event as they read it, and every prompt's text and task."""

from __future__ import annotations

import json
import random

import pytest

from rules.extinction import ENGINE
from rules.extinction.secrets import card_strings, cards_named, hidden_strings
from rules.extinction.state import State
from tests.support.jsonread import items


def _public_outputs(state: State, events: list, viewer: int | None) -> list[str]:
    outputs = [json.dumps(ENGINE.view(state, viewer), ensure_ascii=False), *ENGINE.status(state, viewer)]
    outputs += [e.seen_by(viewer).text for e in events if e.kind != "reveal" and e.seen_by(viewer) is not None]
    outputs += [p.text for p in ENGINE.prompts(state)] + [p.task for p in ENGINE.prompts(state)]
    return outputs


def _leaks(texts: list[str], known: set[str]) -> set[str]:
    return cards_named("\n".join(texts), known)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 8), (4, 21), (4, 22)])
def test_no_public_output_names_a_card_its_reader_never_held(players: int, seed: int) -> None:
    state = ENGINE.new([f"P{n}" for n in range(players)], {"end": "8"}, seed)
    held: list[set[str]] = [set() for _ in range(players)]
    rng = random.Random(seed)
    events = ENGINE.setup_events(state)
    checked = 0
    while True:
        for seat in range(players):
            held[seat] |= set(state["genes"][seat].values())
        if not state["over"]:
            for viewer in [None, *range(players)]:
                known = held[viewer] if viewer is not None else set()
                leaks = _leaks(_public_outputs(state, events, viewer), known)
                assert not leaks, f"viewer {viewer} reads cards {leaks}"
            checked += 1
        if ENGINE.result(state).over:
            break
        prompt = ENGINE.prompts(state)[0]
        state, events = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, rng))
    assert checked > 50
    final = ENGINE.view(state, None)
    assert all(genes for genes in items(final["genes"])), "every genotype is revealed at the end"


def test_a_seat_sees_its_own_genotype_and_no_other() -> None:
    state = ENGINE.new(["Ann", "Bob", "Cat"], {}, 4)
    rng = random.Random(4)
    while state["phase"] != "play":
        prompt = ENGINE.prompts(state)[0]
        state, _ = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, rng))
    for seat in range(3):
        genes = items(ENGINE.view(state, seat)["genes"])
        assert genes[seat] and all(g is None for s, g in enumerate(genes) if s != seat)
        assert any("Your genotype" in line for line in ENGINE.status(state, seat))
    assert ENGINE.view(state, None)["genes"] == [None, None, None]
    assert hidden_strings(state, None) >= {s for g in state["genes"] for c in g.values() for s in card_strings(c)}


def test_the_bot_decides_from_its_own_seat_only() -> None:
    """Two positions that differ only in a rival's hidden cards get the same bot move."""
    state = ENGINE.new(["Ann", "Bob"], {}, 9)
    rng = random.Random(9)
    for _ in range(400):
        if ENGINE.result(state).over:
            break
        prompt = ENGINE.prompts(state)[0]
        if state["phase"] == "play":
            other = json.loads(json.dumps(state))
            rival = 1 - prompt.seat
            for deck, card in list(other["genes"][rival].items()):
                swap = other["decks"][deck][0]
                other["decks"][deck][0] = card
                other["genes"][rival][deck] = swap
            chosen = ENGINE.bot_action(state, prompt.seat, random.Random(1))
            assert ENGINE.bot_action(other, prompt.seat, random.Random(1)) == chosen
        state, _ = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, rng))


def test_the_search_finds_a_card_where_one_is_shown() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 2)
    rng = random.Random(2)
    while state["phase"] != "play":
        prompt = ENGINE.prompts(state)[0]
        state, _ = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, rng))
    own = set(state["genes"][0].values())
    assert own <= _leaks([json.dumps(ENGINE.view(state, 0), ensure_ascii=False)], set())
    assert own <= _leaks(ENGINE.status(state, 0), set())
