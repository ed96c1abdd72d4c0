"""The engine contract for Apocalyte: typed notation, passing a prompt, leaving the game, players
who run out of armies, the round limit, and saves."""

from __future__ import annotations

import json

import pytest

from rules.apocalyte import ENGINE
from rules.base import JSON, CorruptState, IllegalAction
from tests.rules.test_apocalyte_support import NAMES, SENTINEL, act, dice, overrun, position, put, started
from tests.support.events import data_of, told
from tests.support.jsonread import record
from tests.support.work import assert_bounded, counted_work

# --- notation -------------------------------------------------------------------------------------


@pytest.mark.parametrize(("typed", "canonical"), [
    ("move 3 alaska kamchatka", "move 3 ala kam"),
    ("MOVE 3 Alaska   Kamchatka carry 1", "move 3 ala kam carry 1"),
    ("move ural", "move ura"),
    ("move 2 w eur n afr", "move 2 weu naf"),
    # full names of several words, wherever a route is read (the README advertises full names)
    ("move 3 new guinea w aus", "move 3 ngu wau"),
    ("move 3 new guinea western australia", "move 3 ngu wau"),
    ("move new guinea", "move ngu"),
    ("move 2 western united states eastern united states", "move 2 wus eus"),
])
def test_parse_reads_names_and_short_forms_into_codes(typed: str, canonical: str) -> None:
    state = position()
    put(state, "ala", 5, supplies=1)
    put(state, "ura", 2)
    put(state, "weu", 3)
    put(state, "ngu", 4)
    put(state, "wus", 3)
    assert ENGINE.parse(state, 0, typed).notation == canonical


def test_parse_reads_multi_word_names_in_every_command() -> None:
    state = position(stage="reinforce")
    put(state, "ngu", 4)
    assert ENGINE.parse(state, 0, "place 2 new guinea").notation == "place 2 ngu"
    state = position(stage="combat")
    put(state, "ngu", 4, apoc=2)
    assert ENGINE.parse(state, 0, "attack 2 new guinea").notation == "attack 2 ngu"


def test_parse_of_aliases_and_answers() -> None:
    state = position(stage="combat")
    put(state, "ukr", 4, apoc=2)
    assert ENGINE.parse(state, 0, "fight 2 ukraine").notation == "attack 2 ukr"
    assert ENGINE.parse(state, 0, "attack ukr").notation == "attack 1 ukr"
    with pytest.raises(IllegalAction, match="answer with `attack`, `done`"):
        ENGINE.parse(state, 0, "place 2 ukr")
    with pytest.raises(IllegalAction, match="not a move"):
        ENGINE.parse(state, 0, "dance")


def test_a_label_carries_full_names_and_a_notation_the_codes() -> None:
    state = position()
    put(state, "ura", 5)
    state, _ = act(state, 0, "move ural")
    labels = {a.notation: a.label for a in ENGINE.legal_actions(state, 0)}
    assert labels["move ura ukr"] == "Ural → Ukraine"


BAD_NUMBERS = ("20000000", "-3", "0", "²", "①", "٣", "9" * 5000)


@pytest.mark.parametrize("template", ["place {} ural", "move {} ural ukraine", "carry {}", "attack {} ukraine",
                                      "move 2 ura ukr carry {}"])
def test_every_typed_number_is_bounded_before_use(template: str) -> None:
    state = position()
    put(state, "ura", 5, supplies=2)
    for bad in BAD_NUMBERS:
        with counted_work() as work:
            try:
                ENGINE.parse(state, 0, template.format(bad))
            except IllegalAction as refused:
                assert len(str(refused)) < 300
            else:
                assert bad == "0" and "carry" in template  # carrying no supplies is a real choice
        assert_bounded(work, repr(template.format(bad)[:30]))


# --- passing a prompt -----------------------------------------------------------------------------


def test_skip_places_extra_armies_for_the_absent_player() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 3)
    with pytest.raises(IllegalAction):
        ENGINE.skip(state, 5)
    state, events = ENGINE.skip(state, 1)
    assert state["placing"] == [30, 0] and data_of(events, "skip") == [{"seat": 1, "action": "place auto"}]


def test_skip_plays_a_turn_out_passively_with_only_the_compulsory_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position(stage="reinforce")
    state["turn"]["left"] = 2
    put(state, "ura", 3, apoc=2)
    put(state, "sib", 4)
    dice(monkeypatch, *[1] * 60)
    state, events = ENGINE.skip(state, 0)
    notations = [e.data["action"] for e in events if e.kind == "skip"]
    assert notations == ["place auto", "done", "attack 1 ura", "done"]
    assert len([e for e in events if e.kind == "fight" and e.data["players_attack"]]) == 1
    assert ENGINE.prompts(state)[0].seat == 1


def test_skip_refuses_a_permission_and_declines_a_quarantine() -> None:
    state = position()
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    state, _ = act(state, 0, "move 2 ura ukr")
    with pytest.raises(IllegalAction, match="owes no decision"):
        ENGINE.skip(state, 0)
    state, events = ENGINE.skip(state, 1)
    assert data_of(events, "refused") == [{"seat": 1, "mover": 0}] and state["armies"]["ukr"] == [0, 4]


# --- leaving the game, running out of armies ------------------------------------------------------


def test_a_player_who_resigns_takes_their_armies_and_leaves_the_supplies() -> None:
    state = position(players=3)
    put(state, "ura", 3, 2, supplies=1)
    state, _ = ENGINE.resign(state, 1)
    assert state["armies"]["ura"] == [3, 0, 0] and state["supplies"]["ura"] == 1
    assert state["resigned"][1] and state["out"][1]
    with pytest.raises(IllegalAction):
        ENGINE.resign(state, 1)


def test_resigning_on_your_own_turn_passes_it_and_a_request_lapses_when_the_asked_player_leaves() -> None:
    state = position(players=3)
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    state, _ = act(state, 0, "move 2 ura ukr")
    assert ENGINE.prompts(state)[0].seat == 1
    lapsed, events = ENGINE.resign(state, 1)
    assert [e.kind for e in events].count("lapsed") == 1 and ENGINE.prompts(lapsed)[0].seat == 0
    passed, _ = ENGINE.resign(lapsed, 0)
    assert ENGINE.prompts(passed)[0].seat == 2


def test_a_player_without_armies_is_out_and_the_team_plays_on(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("meteor", players=3, stage="combat")
    state["armies"]["arg"] = [0, 0, 0]
    put(state, "ura", 1, apoc=3)
    dice(monkeypatch, 1, 6, 6)
    state, events = act(state, 0, "attack ural")
    assert state["out"][0] and data_of(events, "out") == [{"seat": 0}]
    assert not ENGINE.result(state).over


def test_when_every_player_army_is_gone_the_apocalytes_win(monkeypatch: pytest.MonkeyPatch) -> None:
    state = overrun(monkeypatch)
    result = ENGINE.result(state)
    assert result.over and result.winners == () and state["out"] == [True, True]


def test_a_won_game_counts_everyone_who_stayed_among_the_winners(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", players=3, stage="combat")
    state["apoc"][SENTINEL] = 0
    put(state, "ura", 3, apoc=1, supplies=1)
    state, _ = ENGINE.resign(state, 2)
    dice(monkeypatch, 6, 1, 1, 1)
    state, _ = act(state, 0, "attack ural")
    assert ENGINE.result(state).winners == (0, 1)


def test_winning_the_game_by_default_there_is_no_round_limit() -> None:
    # Winning the Game: the rulebook's only endings are the Apocalytes cleared and the players overrun
    state = position("zombies", stage="end")
    state["round"] = 500
    state["turn"]["seat"] = 1
    state, events = act(state, 1, "done")
    assert not ENGINE.result(state).over and told(events, "round", "round") == [501]


@pytest.mark.parametrize("limit", [5, 8, 10, 15, 20, 30])
def test_the_round_limit_ends_a_stalled_game(limit: int) -> None:
    state = position("zombies", stage="end", rounds=str(limit))
    state["round"] = limit
    state["turn"]["seat"] = 1
    state, events = act(state, 1, "done")
    result = ENGINE.result(state)
    assert result.over and result.winners == () and data_of(events, "over") == [{"won": False}]
    assert told(events, "round", "round") == []


def test_a_game_inside_its_round_limit_goes_on() -> None:
    state = position("zombies", stage="end", rounds="10")
    state["round"] = 9
    state["turn"]["seat"] = 1
    state, events = act(state, 1, "done")
    assert not ENGINE.result(state).over and told(events, "round", "round") == [10]


# --- saves ----------------------------------------------------------------------------------------


def test_a_save_loads_back_to_itself_and_a_damaged_one_is_refused() -> None:
    state = started(3, seed=2)
    saved = json.loads(json.dumps(ENGINE.dump(state)))
    assert ENGINE.load(saved) == state
    damages: list[dict[str, JSON]] = [{"phase": "lunch"}, {"armies": {}}, {"players": ["solo"]},
                                        {"scenario": "vampires"}, {"options": {"scenario": "vampires"}}, {"turn": None},
                                        {"extra": {"ura": -1}}, {"arrows": [["ura", 3]]}, {"missile": ["ura"]},
                                        {"intro": [1]}]
    for damage in damages:
        with pytest.raises(CorruptState):
            ENGINE.load({**saved, **damage})
    turn = saved["turn"]
    assert isinstance(turn, dict) and ENGINE.load({**saved, "turn": {**turn}}) == state
    turn_damages: list[dict[str, JSON]] = [{"plan": {"src": "ura", "count": "2"}}, {"refused": [["ura", None]]},
                                             {"fought": {"ura": True}}, {"stage": "lunch"},
                                             {"request": {"queue": [1], "reasons": {}, "move": {"seat": 0}}}]
    for damage in turn_damages:
        with pytest.raises(CorruptState, match="bad Apocalyte state"):
            ENGINE.load({**saved, "turn": {**turn, **damage}})


def test_the_view_shows_everything_but_the_generator() -> None:
    state = started(2, seed=5)
    view = ENGINE.view(state, None)
    assert "rng" not in json.dumps(view) and view["players"] == list(NAMES[:2])
    assert len(record(view["territories"])) == 42
