"""Apocalyte's texts with counts and ordinals: a count of one takes the singular and its verb agrees,
whatever the count (rules/wording.py)."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE
from tests.rules.test_apocalyte_support import (
    apocalytes_turn,
    dice,
    draws_in_order,
    first,
    position,
    put,
)

LONE = ["ala", "grl", "bra", "ura", "sib", "yak", "kam", "irk", "mon", "chi"]


@pytest.mark.parametrize(("alone", "said"), [
    (1, "A third of the 1 zombie-only territory (rounded up, at most 3) is drawn: Alaska gains a zombie."),
    (2, "A third of the 2 zombie-only territories (rounded up, at most 3) is drawn: Alaska gains a zombie."),
    (4, "A third of the 4 zombie-only territories (rounded up, at most 3) are drawn: Alaska and Greenland gain a "
        "zombie each."),
    (10, "A third of the 10 zombie-only territories (rounded up, at most 3) are drawn: Alaska, Greenland and "
         "Brazil gain a zombie each."),
])
def test_zombie_growth_counts_the_zombie_only_territories_and_agrees(monkeypatch: pytest.MonkeyPatch, alone: int,
                                                                     said: str) -> None:
    # "A third of the 1 zombie-only territories ... Ural gain a zombie each" read as if there were several
    draws_in_order(monkeypatch)
    state = position("zombies")
    for code in LONE[:alone]:
        put(state, code, apoc=1)
    dice(monkeypatch, *[1] * 60)
    _, events = apocalytes_turn(state)
    assert first(events, "growth").text == said


@pytest.mark.parametrize(("stock", "said"), [
    (1, "3 for each supply the aliens seize (1 supply, in Alaska)"),
    (3, "3 for each supply the aliens seize (3 supplies, in Alaska and Brazil)"),
])
def test_the_mothership_counts_the_supplies_it_seizes(monkeypatch: pytest.MonkeyPatch, stock: int, said: str) -> None:
    state = position("aliens")
    state["marks"]["mothership"] = "ura"
    put(state, "ura", apoc=1)
    put(state, "ala", apoc=1, supplies=1)
    if stock > 1:
        put(state, "bra", apoc=1, supplies=stock - 1)
    dice(monkeypatch, *[1] * 60)
    _, events = apocalytes_turn(state, sentinel=True)
    assert said in first(events, "growth").text


def test_one_extra_army_left_to_place_is_one_army() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 1)
    assert state["phase"] == "place"
    state["placing"] = [1, 2]
    ann, bob = ENGINE.prompts(state)
    assert ann.text.startswith("place your 1 extra army, at most 5") and ann.task == "place 1 extra army"
    assert bob.text.startswith("place your 2 extra armies,") and bob.task == "place 2 extra armies"


def test_the_last_meteorite_is_named_by_its_ordinal(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    state["meteorites"] = 12
    state, _ = apocalytes_turn(state)
    assert ENGINE.result(state).summary.startswith("The 13th meteorite has fallen without a missile")

