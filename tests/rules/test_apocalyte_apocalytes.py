"""Apocalyte Movement, Quarantine and the Apocalytes' combat, under the main rules alone (no
scenario): which groups move, where, how many, the quarantine asked of the player with the most
armies, and three rounds against the strongest player wherever they share a territory."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE
from tests.rules.test_apocalyte_support import (
    act,
    apocalytes_turn,
    at_quarantine,
    dice,
    draws_in_order,
    first,
    five_groups_could_move,
    moved,
    position,
    put,
)
from tests.support.events import data_of
from tests.support.jsonread import words


def test_movement_1_only_groups_of_two_or_more_standing_alone_move(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=2)  # moves
    put(state, "sib", apoc=1)  # too few
    put(state, "chi", 2, apoc=3)  # shares with a player: fights instead
    put(state, "afg", 3)
    dice(monkeypatch, *[3] * 30)
    state, events = apocalytes_turn(state)
    assert first(events, "movers").data == {"codes": ["ura"], "pool": 1}


def test_movement_2_three_groups_are_drawn_in_a_drawn_order(monkeypatch: pytest.MonkeyPatch) -> None:
    movers = first(five_groups_could_move(monkeypatch), "movers")
    assert movers.data["pool"] == 5 and len(words(movers.data["codes"])) == 3


def test_movement_3_they_move_into_a_neighbour_held_by_players(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=2)
    put(state, "sib", 1)
    dice(monkeypatch, 6, 6, 1)  # their combat in Siberia afterwards: 1 die against 1
    state, events = apocalytes_turn(state)
    assert moved(events) == [("ura", "sib", 1)]
    assert state["apoc"]["ura"] == 1 and state["apoc"]["sib"] >= 0


def test_movement_3_with_several_targets_one_is_drawn_among_them(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position()
    put(state, "ura", apoc=2)
    put(state, "sib", 3)
    put(state, "chi", 3)
    dice(monkeypatch, *[1] * 10)
    _, events = apocalytes_turn(state)
    picked = first(events, "destination")
    assert set(words(picked.data["choices"])) == {"sib", "chi"} and picked.data["dst"] in ("sib", "chi")


def test_movement_3_with_no_player_next_door_they_take_a_shortest_path(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position()
    state["armies"]["arg"] = [0, 0]
    put(state, "ice", 0, 0)
    put(state, "jap", 0, 0)
    put(state, "ura", apoc=2)
    put(state, "yak", 4)  # two steps away, through Siberia or Irkutsk? Ural borders Siberia only of those
    put(state, "mad", 0, 1)
    _, events = apocalytes_turn(state)
    assert moved(events) == [("ura", "sib", 1)]


@pytest.mark.parametrize(("die", "moving"), [(1, 1), (2, 1), (3, 3), (4, 3), (5, 5), (6, 5)])
def test_movement_4_the_die_says_how_many_move(monkeypatch: pytest.MonkeyPatch, die: int, moving: int) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=6)
    put(state, "sib", 9)
    left = dice(monkeypatch, die, *[1] * 20)
    state, events = apocalytes_turn(state)
    how = first(events, "how_many")
    assert how.data == {"code": "ura", "die": die, "moving": moving}
    assert left  # the rest went to their combat


def test_movement_4_of_two_one_moves_without_a_roll(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=2)
    put(state, "sib", 1)
    dice(monkeypatch, 1, 6)  # only their combat: one die each
    state, events = apocalytes_turn(state)
    assert not any(e.kind == "how_many" for e in events)


def test_quarantine_is_asked_of_the_player_with_the_most_armies(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position(players=3)
    put(state, "ura", apoc=6)
    put(state, "sib", 1, 4, 2, supplies=1)
    dice(monkeypatch, 6)
    state, _ = apocalytes_turn(state)
    prompt = ENGINE.prompts(state)[0]
    assert (prompt.seat, prompt.kind) == (1, "quarantine")
    assert [a.notation for a in ENGINE.legal_actions(state, 1)] == ["quarantine yes", "quarantine no"]


@pytest.mark.parametrize(("armies", "stock"), [((1,), 1), ((3,), 0)])
def test_quarantine_needs_two_armies_and_a_supply(monkeypatch: pytest.MonkeyPatch, armies: tuple[int, ...],
                                                  stock: int) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=2)
    put(state, "sib", *armies, supplies=stock)
    dice(monkeypatch, *[1] * 10)
    state, events = apocalytes_turn(state)
    assert not any(p.kind == "quarantine" for p in ENGINE.prompts(state))
    assert [(src, dst) for src, dst, _ in moved(events)] == [("ura", "sib")]


def test_quarantine_without_a_success_keeps_them_out_at_no_cost(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch, stock=1)
    dice(monkeypatch, 6, 6, 5, 4, 3)  # the defender's two dice, then the five movers' three
    state, events = act(state, 0, "quarantine yes")
    assert first(events, "quarantine").data["held"] is True
    assert state["apoc"]["ura"] == 6 and state["armies"]["sib"][0] == 4


def test_quarantine_that_fails_costs_like_a_round_and_lets_the_rest_in(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch, stock=1)
    dice(monkeypatch, 5, 2, 4, 3, 1, *[1] * 20)  # 5 beats 4, 3 beats 2: one success each
    state, events = act(state, 0, "quarantine yes")
    quarantine = first(events, "quarantine")
    assert quarantine.data["held"] is False
    assert quarantine.data["player_losses"] == 1 and quarantine.data["apoc_losses"] == 1
    assert moved(events) == [("ura", "sib", 4)]


def test_quarantine_with_two_supplies_one_success_is_not_enough(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch, stock=2)
    dice(monkeypatch, 5, 2, 4, 3, 1)
    state, events = act(state, 0, "quarantine yes")
    assert first(events, "quarantine").data["held"] is True
    assert state["apoc"]["ura"] == 6 and state["armies"]["sib"][0] == 4


def test_quarantine_with_two_supplies_two_successes_cost_a_single_army(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch, stock=2)
    dice(monkeypatch, 2, 1, 6, 6, 6, *[1] * 20)
    state, events = act(state, 0, "quarantine yes")
    quarantine = first(events, "quarantine")
    assert quarantine.data["player_losses"] == 1 and quarantine.data["apoc_losses"] == 0
    assert moved(events) == [("ura", "sib", 5)]


def test_quarantine_declined_lets_them_in(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch, stock=1)
    dice(monkeypatch, *[1] * 20)
    state, events = act(state, 0, "quarantine no")
    assert data_of(events, "no_quarantine") == [{"seat": 0}]
    assert moved(events) == [("ura", "sib", 5)]


def test_combat_they_fight_three_rounds_against_the_player_with_the_most_armies(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(players=3)
    put(state, "ura", 2, 5, 5, apoc=9)
    dice(monkeypatch, *([1, 1, 6, 6, 6] * 3))
    state, events = apocalytes_turn(state)
    fights = [e for e in events if e.kind == "fight"]
    assert [f.data["seat"] for f in fights] == [1, 2, 1]  # a tie goes to the earlier seat; then whoever has more
    assert state["armies"]["ura"] == [2, 1, 3]
    assert all(f.data["players_attack"] is False for f in fights)
