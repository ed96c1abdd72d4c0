"""µ and the engine contract: typed notation, refusals, bounded numbers, skip, resign, saving,
and what views may show (docs/rules/micro.md, "Notation" and "Interpretations: on timeout")."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import pytest

from rules.base import Action, CorruptState, IllegalAction
from rules.dictengine import copy_state
from rules.micro import ENGINE
from rules.micro.growth import new_colony
from rules.micro.nutrients import turns_fed
from rules.micro.setup import home
from rules.micro.stack import top
from rules.micro.state import State, species_of
from tests.rules.test_micro_support import NAMES, act, legal, position, texts
from tests.support.jsonread import record, text
from tests.support.work import assert_bounded, counted_work

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}
NOTATION = re.compile(r"^[a-z0-9 :=,.+-]{1,85}$")


def _game() -> State:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6", "d7")}
    return position(habitats, {"aquifex": (0, ["heterotrophy"], ["toxic"]), "bacillus": (1, ["fermentation"], [])},
                    {"A1": ("d4", 2, 6), "B1": ("d6", 1, 0)})


def test_every_legal_notation_reads_back_to_itself() -> None:
    st = _game()
    actions = ENGINE.legal_actions(st, 0)
    assert 0 < len(actions) <= 100
    for action in actions:
        assert NOTATION.match(action.notation) and action.label
        assert ENGINE.parse(st, 0, action.notation).notation == action.notation


def test_typed_shortcuts_start_growing_with_that_choice() -> None:
    st = _game()
    assert "double d4" not in legal(st, 0)
    assert ENGINE.parse(st, 0, "  DOUBLE   d4 ").notation == "double d4"
    st, ev = act(st, 0, "double d4")
    assert st["colonies"]["A1"]["gen"] == 3 and "doubles" in texts(ev)


@pytest.mark.parametrize("word", ["99999999999", "-1", "0", "²", "①", "1e9", "9" * 5000, "x"])
def test_uptake_numbers_are_bounded_and_refused_quickly(word: str) -> None:
    st = _game()
    with counted_work() as work, pytest.raises(IllegalAction) as refused:
        act(st, 0, f"uptake d4 {word}")
    assert_bounded(work)
    assert "whole number from 2 to 4" in str(refused.value) or "too long" in str(refused.value)
    assert len(str(refused.value)) < 300


@pytest.mark.parametrize("text", ["grow d99999", "grow ①", "attack d4 zz1", "move d4 " + "9" * 5000, "grow", "fly d4"])
def test_malformed_moves_are_refused_with_what_is_allowed(text: str) -> None:
    with pytest.raises(IllegalAction) as refused:
        act(_game(), 0, text)
    assert len(str(refused.value)) < 400


def test_an_unknown_verb_names_the_actions() -> None:
    with pytest.raises(IllegalAction, match="Main actions: grow, attack, exchange, metabolism, pass"):
        act(_game(), 0, "eat d4")


def test_only_the_seat_that_owes_the_prompt_may_answer() -> None:
    with pytest.raises(IllegalAction, match="waiting for Ann \\(blue\\) to play their turn"):
        act(_game(), 1, "pass")
    assert ENGINE.legal_actions(_game(), 1) == []


def test_skip_passes_the_turn_without_touching_the_input_on_timeout_skip() -> None:
    st = _game()
    before = ENGINE.dump(st)
    after, ev = ENGINE.skip(st, 0)
    assert ENGINE.dump(st) == before
    assert "Ann is given the most passive answer: `pass`." in texts(ev) and ENGINE.prompts(after)[0].seat == 1
    with pytest.raises(IllegalAction, match="owes no decision now"):
        ENGINE.skip(st, 1)
    assert ENGINE.on_timeout == "skip"


def test_skip_answers_a_grow_with_done_and_a_ride_with_decline() -> None:
    st, _ = act(_game(), 0, "grow d4")
    after, ev = ENGINE.skip(st)
    assert "the most passive answer: `done`." in texts(ev) and ENGINE.prompts(after)[0].seat == 1


def test_dump_and_load_round_trip_and_corrupt_saves_are_refused() -> None:
    st = _game()
    data = ENGINE.dump(st)
    assert data["rng"] == st["rng"] and len(data["rng"]) == 2
    assert ENGINE.dump(ENGINE.load(data)) == data
    broken: dict[str, Any] = ENGINE.dump(st)  # damaged by hand
    broken["galapagos"].pop()
    with pytest.raises(CorruptState, match="every evolution card must be in exactly one place"):
        ENGINE.load(broken)
    with pytest.raises(CorruptState):
        ENGINE.load({"schema_version": 1})


@pytest.mark.parametrize(("spoil", "named"), [
    (lambda d: d["colonies"]["A1"].pop("breathed"), "colony A1 breathed"),
    (lambda d: d["colonies"]["A1"].update(setting="most"), "colony A1 setting"),
    (lambda d: d["colonies"]["A1"].update(gen="2"), "colony A1 numbers"),
    (lambda d: d["habitats"]["d4"].update(owner=7), "habitat d4 owner"),
    (lambda d: d["species"]["aquifex"].update(extinct="no"), "species aquifex extinct"),
    (lambda d: d["stack"][-1].update(seat="0"), "a turn stage's seat"),
    (lambda d: d["stack"].append({"kind": "feast"}), "stack"),
    (lambda d: d.update(out=[0, 0]), "out and resigned"),
    (lambda d: d.update(winners=[5]), "winners"),
    (lambda d: d.update(seat=2), "seat"),
    (lambda d: d.update(highlight="d4"), "highlight"),
])
def test_a_save_holding_a_value_of_the_wrong_kind_is_refused_naming_it(spoil: Callable[[dict[str, Any]], object],
                                                                       named: str) -> None:
    """The load is where JSON becomes a State: what the game reads later is checked there, not in a move."""
    data = json.loads(json.dumps(ENGINE.dump(_game())))
    spoil(data)
    with pytest.raises(CorruptState, match=re.escape(named)):
        ENGINE.load(data)


def test_views_and_status_hide_the_generator_and_do_not_change_with_the_seed() -> None:
    one = ENGINE.new(list(NAMES[:3]), {}, 5)
    two = dict(ENGINE.dump(one), rng=[999, one["rng"][1]])
    for seat in (None, 0, 1):
        view = ENGINE.view(one, seat)
        assert "rng" not in view and "seed" not in str(view.keys())
        assert view == ENGINE.view(ENGINE.load(two), seat)
        assert ENGINE.status(one, seat) == ENGINE.status(ENGINE.load(two), seat)
    assert "galapagos" not in ENGINE.view(one, None) and record(ENGINE.view(one, None)["counts"])["galapagos"] == 54


def test_cards_held_are_public_and_the_game_has_no_secrets() -> None:
    st = _game()
    assert not ENGINE.secret
    assert record(record(ENGINE.view(st, None)["species"])["aquifex"])["cards"] == ["toxic"]


def test_a_draw_counts_as_chance() -> None:
    st = _game()
    after, _ = act(st, 0, "exchange")
    assert ENGINE.chance_used(st, after)
    passed, _ = act(st, 0, "uptake d4 min")
    assert not ENGINE.chance_used(st, passed)


def test_resigning_in_the_setup_and_after_the_end() -> None:
    st = ENGINE.new(list(NAMES[:3]), {}, 2)
    st, _ = ENGINE.resign(st, 0)
    assert ENGINE.prompts(st)[0].seat == 1 and st["resigned"][0]
    with pytest.raises(IllegalAction, match="not in the game"):
        ENGINE.resign(st, 0)
    st, _ = ENGINE.resign(st, 1)
    assert st["over"] and st["winners"] == [2]
    with pytest.raises(IllegalAction, match="The game is over"):
        ENGINE.resign(st, 2)
    with pytest.raises(IllegalAction, match="The game is over"):
        ENGINE.apply(st, 2, Action("pass"))


HEX_VERBS = ("grow {}", "double {}", "evolve {}", "move d4 {}", "move {} d5", "attack d4 {}", "prey d4 {}",
             "toxic {}", "shuffle {}", "warfare {}", "rejuvenate {}", "acquire d4 {}", "uptake {} min")


@pytest.mark.parametrize("verb", HEX_VERBS)
@pytest.mark.parametrize("bad", ["d99999", "d-1", "d0", "d²", "d①", "d" + "9" * 5000, "²", "-3"])
def test_every_verb_refuses_bad_hex_numbers_quickly(verb: str, bad: str) -> None:
    st = _game()  # set up before counting: only the refusal's work is counted
    with counted_work() as work, pytest.raises(IllegalAction) as refused:
        act(st, 0, verb.format(bad))
    assert_bounded(work)
    assert len(str(refused.value)) < 400


@pytest.mark.parametrize("text", ["place d99999", "place ①", "ride d0", "settle d²", "pigment ²", "bring 5"])
def test_answers_to_other_prompts_refuse_bad_words(text: str) -> None:
    st, _ = act(_game(), 0, "exchange")  # a place prompt is open
    with pytest.raises(IllegalAction):
        act(st, 0, text)


@pytest.mark.parametrize("seed", range(1, 9))
def test_a_missed_start_settles_where_the_first_colony_is_fed_longest(seed: int) -> None:
    """Rule 4 (setup) with our timeout (docs/rules/micro.md, On timeout): a skipped choice of the
    starting habitat takes the home habitat feeding the colony the most turns, not the first listed,
    which could starve the player out of the game in round 1 for one missed deadline."""
    st = ENGINE.new(["Ann", "Bob"], {}, seed)
    while (stage := top(st))["kind"] != "settle":
        st, _ = ENGINE.skip(st)
    seat = stage["seat"]
    probe = copy_state(st)
    probe["colonies"]["?0"] = new_colony(species_of(st, seat)[0], home(st, seat)[0], 1)
    fed = {h: turns_fed(probe, "?0", h, 1) for h in home(st, seat)}
    _, ev = ENGINE.skip(st)
    settled = text(next(e.data["hex"] for e in ev if e.kind == "settle"))
    assert fed[settled] == max(fed.values()), (settled, fed)
