"""Turn Play: new armies, the two movements with their permissions and supplies, the pass-through
rule, and the compulsory combat rounds."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE, turn
from rules.apocalyte.state import State
from rules.base import Event, IllegalAction
from tests.rules.test_apocalyte_support import act, dice, position, put, reinforced_one_at_a_time
from tests.support.events import data_of, told
from tests.support.posted import as_posted


def _kinds(state: State) -> list[tuple[int, str]]:
    return [(p.seat, p.kind) for p in ENGINE.prompts(state)]


def _notations(state: State, seat: int) -> list[str]:
    return [a.notation for a in ENGINE.legal_actions(state, seat)]


# --- 1. new armies -----------------------------------------------------------------------------


def test_turn_play_1_two_new_armies_only_where_no_apocalyte_stands() -> None:
    state = position(stage="reinforce")
    put(state, "ura", 2)
    put(state, "ukr", 3, apoc=2)
    with pytest.raises(IllegalAction, match="the Apocalytes are there"):
        act(state, 0, "place 2 ukraine")
    with pytest.raises(IllegalAction, match="no armies there"):
        act(state, 0, "place 1 siberia")
    assert "place 2 ukr" not in _notations(state, 0) and "place 2 ura" in _notations(state, 0)
    state, _ = act(state, 0, "place 2 ural")
    assert state["armies"]["ura"][0] == 4 and _kinds(state) == [(0, "move")]


def test_turn_play_1_new_armies_placed_one_at_a_time_read_as_one_event_in_a_post() -> None:
    first, second = reinforced_one_at_a_time()
    assert data_of(first, "reinforce") == [{"seat": 0, "placed": [["ura", 1]], "left": 1}]
    assert data_of(second, "reinforce") == [{"seat": 0, "placed": [["ukr", 1]], "left": 0}]
    assert len(as_posted(ENGINE, [*first, *second])) == 1


def test_turn_play_1_no_new_armies_when_every_territory_holds_apocalytes() -> None:
    state = position()
    put(state, "ukr", 3, apoc=2)
    put(state, "arg", 1, apoc=1)  # seat 0's home
    events: list[Event] = []
    turn.begin(state, 0, events)
    assert state["turn"]["stage"] == "move" and state["turn"]["left"] == 0
    assert data_of(events, "reinforce") == []


# --- 2. movements ---------------------------------------------------------------------------------


def test_turn_play_2_a_movement_step_by_step_source_route_count_supplies() -> None:
    state = position()
    put(state, "ura", 5, supplies=2)
    state, _ = act(state, 0, "move ural")
    assert "move ura ukr" in _notations(state, 0) and "back" in _notations(state, 0)
    state, _ = act(state, 0, "move ural ukraine")
    assert _notations(state, 0)[:4] == ["move 1 ura ukr", "move 2 ura ukr", "move 3 ura ukr", "move 4 ura ukr"]
    state, _ = act(state, 0, "move 3 ura ukr")
    assert _notations(state, 0) == ["carry 0", "carry 1", "carry 2", "back"]
    state, events = act(state, 0, "carry 2")
    assert state["armies"]["ura"][0] == 2 and state["armies"]["ukr"][0] == 3
    assert state["supplies"] == {**state["supplies"], "ura": 0, "ukr": 2}
    assert data_of(events, "move") == [{"seat": 0, "path": ["ura", "ukr"], "count": 3, "carry": 2}]
    assert state["turn"]["moves"] == 1


def test_turn_play_2_one_army_of_any_sort_stays_behind() -> None:
    state = position()
    put(state, "ura", 1)
    with pytest.raises(IllegalAction, match="must stay"):
        act(state, 0, "move ural")
    put(state, "ura", 3)
    with pytest.raises(IllegalAction, match="1 to 2"):
        act(state, 0, "move 3 ura ukr")
    put(state, "ura", 3, 1)  # another player's army stays: all three may go (home, so no permission)
    put(state, "sib", 1)
    state, _ = act(state, 0, "move 3 ura sib")
    assert state["armies"]["ura"] == [0, 1]


def test_turn_play_2_up_to_two_movements_then_combat() -> None:
    state = position()
    put(state, "ura", 6)
    put(state, "ukr", 2, apoc=1)
    state, _ = act(state, 0, "move 1 ura sib")
    state, _ = act(state, 0, "move 1 ura chi")
    assert _kinds(state) == [(0, "combat")]


def test_turn_play_2_at_most_two_supplies_per_movement() -> None:
    state = position()
    put(state, "ura", 4, supplies=3)
    with pytest.raises(IllegalAction, match="from 0 to 2"):
        act(state, 0, "move 2 ura sib carry 3")
    state, _ = act(state, 0, "move 2 ura sib carry 2")
    assert state["supplies"]["ura"] == 1 and state["supplies"]["sib"] == 2


def test_turn_play_2_entering_without_outnumbering_asks_the_controller() -> None:
    state = position(players=3)
    put(state, "ura", 5)
    put(state, "ukr", 0, 3, 1)
    state, events = act(state, 0, "move 3 ura ukr")
    assert _kinds(state) == [(1, "permission")]
    state, events = act(state, 1, "allow")
    assert state["armies"]["ukr"] == [3, 3, 1] and data_of(events, "allowed") == [{"seat": 1, "mover": 0}]
    assert _kinds(state) == [(0, "move")]


def test_turn_play_2_entering_with_more_armies_needs_no_permission() -> None:
    state = position(players=3)
    put(state, "ura", 6)
    put(state, "ukr", 0, 3, 1)
    state, _ = act(state, 0, "move 5 ura ukr")
    assert state["armies"]["ukr"] == [5, 3, 1] and _kinds(state) == [(0, "move")]


def test_turn_play_2_a_refused_movement_does_not_count_and_cannot_be_asked_again() -> None:
    state = position()
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    state, _ = act(state, 0, "move 2 ura ukr")
    state, events = act(state, 1, "refuse")
    assert state["armies"]["ura"] == [5, 0] and state["turn"]["moves"] == 0
    assert data_of(events, "refused") == [{"seat": 1, "mover": 0}]
    with pytest.raises(IllegalAction, match="was refused this turn"):
        act(state, 0, "move 2 ura ukr")
    state, _ = act(state, 0, "move ural")
    assert "move ura ukr" not in _notations(state, 0)


def test_turn_play_2_carrying_supplies_where_another_has_more_armies_needs_their_permission() -> None:
    state = position()
    put(state, "ura", 3, 8, supplies=2)
    put(state, "sib", 1)
    state, _ = act(state, 0, "move 2 ura sib carry 1")
    assert _kinds(state) == [(1, "permission")]
    state, _ = act(state, 1, "allow")
    assert state["supplies"]["sib"] == 1


def test_turn_play_2_carrying_supplies_with_the_most_armies_is_free_a_tie_is_enough() -> None:
    state = position()
    put(state, "ura", 5, 5, supplies=2)
    put(state, "sib", 1)
    state, _ = act(state, 0, "move 2 ura sib carry 2")
    assert state["supplies"]["sib"] == 2 and _kinds(state) == [(0, "move")]


def test_turn_play_2_leaving_a_shared_territory_into_your_own_is_free() -> None:
    state = position()
    put(state, "ura", 4, 2)
    put(state, "sib", 1)
    state, _ = act(state, 0, "move 2 ura sib")
    assert state["armies"]["sib"][0] == 3 and _kinds(state) == [(0, "move")]


def test_turn_play_2_leaving_a_shared_territory_elsewhere_asks_the_other_player() -> None:
    state = position()
    put(state, "ura", 4, 2)
    state, _ = act(state, 0, "move 2 ura sib")
    assert _kinds(state) == [(1, "permission")]


def test_turn_play_2_from_a_territory_shared_only_with_apocalytes_armies_only_withdraw_home() -> None:
    state = position()
    put(state, "ura", 4, apoc=2)
    put(state, "sib", 1)
    with pytest.raises(IllegalAction, match="only withdraw into a territory where you have armies"):
        act(state, 0, "move 2 ura chi")
    state, _ = act(state, 0, "move 2 ura sib")
    assert state["armies"]["sib"][0] == 3


def test_turn_play_2_several_permissions_are_asked_in_turn_order() -> None:
    state = position(players=3, seat=2)
    put(state, "ura", 0, 2, 3)  # seat 2 leaves Ural, shared with seat 1 ...
    put(state, "ukr", 4)  # ... into seat 0's Ukraine with fewer armies
    state, events = act(state, 2, "move 1 ura ukr")
    assert _kinds(state) == [(0, "permission")]
    assert data_of(events, "request") == [{"seat": 2, "asked": [0, 1]}]
    state, _ = act(state, 0, "allow")
    assert _kinds(state) == [(1, "permission")]
    state, _ = act(state, 1, "allow")
    assert state["armies"]["ukr"] == [4, 0, 1]


def test_turn_play_2_option_consent_all_asks_every_other_player_there() -> None:
    state = position(players=3, consent="all")
    put(state, "ura", 5)
    put(state, "ukr", 0, 3, 1)
    state, _ = act(state, 0, "move 2 ura ukr")
    assert _kinds(state) == [(1, "permission")]
    state, _ = act(state, 1, "allow")
    assert _kinds(state) == [(2, "permission")]
    state, _ = act(state, 2, "refuse")
    assert state["armies"]["ukr"] == [0, 3, 1]


def test_turn_play_2_only_the_player_asked_may_answer() -> None:
    state = position(players=3)
    put(state, "ura", 5)
    put(state, "ukr", 0, 3)
    state, _ = act(state, 0, "move 2 ura ukr")
    with pytest.raises(IllegalAction, match="not your decision"):
        act(state, 2, "allow")
    with pytest.raises(IllegalAction, match="not your decision"):
        act(state, 0, "done")


def test_turn_play_2_pass_through_an_empty_sealed_territory_with_both_movements() -> None:
    state = position("infection")
    put(state, "ura", 4)
    state["marks"]["sealed"] = ["sib"]
    with pytest.raises(IllegalAction, match="sealed"):
        act(state, 0, "move 2 ura sib")
    state, events = act(state, 0, "move 2 ural siberia yakutsk")
    assert state["armies"]["yak"][0] == 2 and state["turn"]["stage"] != "move"
    assert told(events, "move", "path") == [["ura", "sib", "yak"]]


def test_turn_play_2_pass_through_needs_both_movements_and_can_be_turned_off() -> None:
    state = position("infection")
    put(state, "ura", 4)
    put(state, "arg", 3)
    state["marks"]["sealed"] = ["sib"]
    state, _ = act(state, 0, "move 1 arg per")
    with pytest.raises(IllegalAction, match="both movements"):
        act(state, 0, "move 2 ura sib yak")
    off = position("infection", pass_through="no")
    put(off, "ura", 4)
    off["marks"]["sealed"] = ["sib"]
    with pytest.raises(IllegalAction, match="cannot pass through"):
        act(off, 0, "move 2 ura sib yak")


def test_turn_play_2_never_through_a_crater() -> None:
    state = position("meteor")
    put(state, "ura", 4)
    state["marks"]["craters"] = ["sib"]
    with pytest.raises(IllegalAction, match="crater"):
        act(state, 0, "move 2 ura sib")
    with pytest.raises(IllegalAction, match="cannot pass through"):
        act(state, 0, "move 2 ura sib yak")


def test_turn_play_2_back_and_done() -> None:
    state = position()
    put(state, "ura", 4)
    state, _ = act(state, 0, "move ural")
    with pytest.raises(IllegalAction, match="`back`"):
        act(state, 0, "done")
    state, _ = act(state, 0, "back")
    assert state["turn"]["plan"] is None
    state, events = act(state, 0, "done")
    assert data_of(events, "moves_done") == [{"seat": 0}]


# --- 3. combat ------------------------------------------------------------------------------------


def test_turn_play_3_combat_at_least_one_round_in_every_shared_territory(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(stage="combat")
    put(state, "ura", 5, apoc=3)
    put(state, "ukr", 2, apoc=1)
    assert _kinds(state) == [(0, "combat")]
    assert "done" not in _notations(state, 0)
    with pytest.raises(IllegalAction, match="still Ukraine and Ural"):
        act(state, 0, "done")
    dice(monkeypatch, 6, 6, 6, 1, 1, 6, 6, 1)
    state, _ = act(state, 0, "attack ural")  # 3 dice against 2: both Apocalytes lose
    assert state["apoc"]["ura"] == 1
    state, _ = act(state, 0, "attack ukr")  # 2 dice against 1
    assert state["apoc"]["ukr"] == 0


def test_combat_at_most_three_rounds_per_territory_per_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(stage="combat")
    put(state, "ura", 9, apoc=9)
    put(state, "ukr", 3, apoc=3)
    dice(monkeypatch, *([1, 1, 1, 6, 6] * 3))
    with pytest.raises(IllegalAction, match="At most 3 combat rounds"):
        act(state, 0, "attack 4 ural")
    state, events = act(state, 0, "attack 3 ural")
    assert len([e for e in events if e.kind == "fight"]) == 3
    assert state["armies"]["ura"][0] == 3
    assert not any(n.endswith(" ura") for n in _notations(state, 0))
    with pytest.raises(IllegalAction, match="3 rounds in Ural this turn"):
        act(state, 0, "attack ural")


def test_combat_risk_dice_ties_go_to_the_defender(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(stage="combat")
    put(state, "ura", 2, apoc=5)
    dice(monkeypatch, 4, 3, 4, 2)  # players attack with 2 dice, the Apocalytes defend with 2
    state, events = act(state, 0, "attack ural")
    fight = next(e for e in events if e.kind == "fight")
    assert fight.data["player_dice"] == [4, 3] and fight.data["apoc_dice"] == [4, 2]
    assert fight.data["player_losses"] == 1 and fight.data["apoc_losses"] == 1
