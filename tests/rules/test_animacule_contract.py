"""Animacule Apocalypse: the engine contract around the rules: saving and loading, status and
view, prompts, labels, and the bot."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from games import engine_for
from rules.animacule import ENGINE, AnimaculeState
from rules.base import CorruptState
from tests.rules.test_animacule_support import act, make_state
from tests.support.jsonread import record, records, words


def test_registry_finds_the_engine() -> None:
    engine = engine_for("animacule")
    assert engine is ENGINE
    assert engine.title == "Animacule Apocalypse"
    assert (engine.min_players, engine.max_players) == (2, 4)
    assert engine.seat_colours == ("pink", "orange", "brown", "purple")
    assert [o.name for o in engine.options] == ["first", "full_food", "attack_own"]
    for option in engine.options:
        assert option.default in option.choices and option.help


# -- dump and load -------------------------------------------------------------------------------


def states() -> list[AnimaculeState]:
    """A few positions with every kind of prompt."""
    fresh = ENGINE.new(["Ann", "Bob", "Cat"], {}, 7)
    fight, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], rolls=[3]), 0, "attack 1 n")
    offer, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")]), 0, "mate 1 n")
    declined, _ = act(offer, 1, "decline")
    lost, _ = act(make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "bbry"), (1, 1, "h1", "y")]), 0, "mate 1 e")
    return [fresh, fight, offer, declined, lost]


def test_dump_is_json_with_a_schema_version_and_named_squares() -> None:
    for state in states():
        data = ENGINE.dump(state)
        assert json.loads(json.dumps(data)) == data
        assert data["schema_version"] == 1
        assert all(isinstance(a["square"], str) for a in records(data["animacules"]))
        assert all(isinstance(k, str) and len(k) == 2 for k in record(data["food"]))


def test_dump_load_round_trip() -> None:
    for state in states():
        data = ENGINE.dump(state)
        loaded = ENGINE.load(json.loads(json.dumps(data)))
        assert ENGINE.dump(loaded) == data
        assert ENGINE.prompts(loaded) == ENGINE.prompts(state)
        seat = ENGINE.prompts(state)[0].seat
        assert ENGINE.legal_actions(loaded, seat) == ENGINE.legal_actions(state, seat)
        # the RNG is part of the state: the same next action gives the same result
        action = ENGINE.legal_actions(state, seat)[0]
        assert ENGINE.dump(ENGINE.apply(loaded, seat, action)[0]) == ENGINE.dump(ENGINE.apply(state, seat, action)[0])


def corrupt(change) -> str:
    data = ENGINE.dump(ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3))
    change(data)
    with pytest.raises(CorruptState) as caught:
        ENGINE.load(data)
    return str(caught.value)


def _set(path: list[Any], value: Any):
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def test_load_refuses_bad_data_with_a_reason() -> None:
    assert "missing key 'food'" in corrupt(lambda d: d.pop("food"))
    assert "schema_version 2" in corrupt(_set(["schema_version"], 2))
    assert "'turn' has the wrong type" in corrupt(_set(["turn"], "0"))
    assert "'turn' must be an integer" in corrupt(_set(["turn"], True))
    assert "turn: seat 5" in corrupt(_set(["turn"], 5))
    assert "players: 1 players" in corrupt(_set(["players"], ["Ann"]))
    assert "two animacules on a8" in corrupt(_set(["animacules", 1, "square"], "a8"))
    assert "holds 0 allelomorphs" in corrupt(_set(["animacules", 0, "slots"], []))
    assert "holds 5 allelomorphs" in corrupt(_set(["animacules", 0, "slots"], ["red"] * 5))
    assert "unknown colour" in corrupt(_set(["animacules", 0, "slots"], ["pink"]))
    assert "17 red counted" in corrupt(_set(["animacules", 0, "slots"], ["red", "red"]))
    assert "15 red counted" in corrupt(lambda d: d["food"].pop("a7"))
    assert "not an allelomorph colour" in corrupt(_set(["food", "a7"], "purple"))
    assert "not a square on this board" in corrupt(_set(["animacules", 0, "square"], "z9"))
    assert "number 8" in corrupt(_set(["animacules", 0, "number"], 8))
    assert "seat 3 is not in 0..1" in corrupt(_set(["animacules", 0, "seat"], 3))
    assert "two animacules numbered 1" in corrupt(_set(["animacules", 1, "seat"], 0))
    assert "out of the game but has animacules" in corrupt(_set(["eliminated"], [1]))
    assert "lost_turns" in corrupt(_set(["lost_turns"], [0]))
    bad_option = corrupt(_set(["options", "full_food"], "eaten"))
    assert "options: Option `full_food` takes stays, refused; `eaten`" in bad_option
    assert "pending: unknown kind" in corrupt(_set(["pending"], {"kind": "dance"}))
    assert "pending: the fighting animacules" in corrupt(
        _set(["pending"], {"kind": "fight", "seat": 0, "attacker": 4, "defender_seat": 1, "defender": 1,
                           "rolls": []})
    )
    assert "pending: the mating animacules" in corrupt(
        _set(["pending"], {"kind": "mate", "seat": 1, "proposer": 0, "animacule": 1, "partner": 1,
                           "direction": "e"})
    )
    assert "expected [seed, draws]" in corrupt(_set(["rng"], [1]))
    assert "animacules[0]: expected an object" in corrupt(_set(["animacules", 0], "a8"))


def test_load_refuses_an_empty_tribe_still_in_the_game() -> None:
    def change(data: dict) -> None:
        gone = data["animacules"].pop(1)
        data["out_of_play"]["green"] += 1
        assert gone["seat"] == 1

    assert "seat 1 has no animacules but is not marked out" in corrupt(change)


def test_load_refuses_non_dict() -> None:
    with pytest.raises(CorruptState, match="expected a JSON object"):
        ENGINE.load([])  # type: ignore[arg-type]


# -- prompts, status, view, labels ----------------------------------------------------------------


def test_exactly_one_prompt_while_running() -> None:
    for state in states():
        prompts = ENGINE.prompts(state)
        assert len(prompts) == 1
        seat = prompts[0].seat
        assert ENGINE.legal_actions(state, seat)
        for other in range(len(state.players)):
            if other != seat:
                assert ENGINE.legal_actions(state, other) == []
    kinds = [ENGINE.prompts(s)[0].kind for s in states()]
    assert kinds == ["turn", "fight", "mate", "turn", "turn"]


def test_status_lines() -> None:
    state = make_state(
        [(0, 3, "c5", "rrb"), (0, 1, "a1", "g"), (2, 1, "h1", "y")],
        players=("Ann", "Bob", "Cat"),
        lost_turns=[0, 0, 1],
    )
    lines = ENGINE.status(state, 0)
    assert lines[0] == "Animacule Apocalypse: turn 1"
    assert "Ann (pink): 2 animacules, you" in lines
    assert "  1 @ a1: green, —, —, —" in lines
    assert "  3 @ c5: red, red, blue, —" in lines
    assert lines.index("  1 @ a1: green, —, —, —") < lines.index("  3 @ c5: red, red, blue, —")
    assert "Bob (orange): out of the game" in lines
    assert "Cat (brown): 1 animacule, loses next 1 turn" in lines
    assert not any(line.startswith("Waiting") for line in lines)  # the table says it, once
    assert lines[-1] == "Out of play: red 14, green 15, yellow 15, blue 15"
    fight, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], rolls=[3]), 0, "attack 1 n")
    assert "Fight rolls so far: 3." in ENGINE.status(fight, None)


def test_view_is_complete_and_json() -> None:
    for state in states():
        view = ENGINE.view(state, None)
        assert json.loads(json.dumps(view)) == view
        assert view["animacules"] == ENGINE.dump(state)["animacules"]
        assert records(view["prompts"])[0]["seat"] == ENGINE.prompts(state)[0].seat
        assert record(view["result"])["over"] is False
        assert words(view["seat_colours"])[0] == "pink"


def test_labels_stay_short_with_long_names() -> None:
    long = "A" * 32
    state = make_state([(0, 1, "c5", "rgby"), (1, 2, "c6", "bbry"), (1, 1, "d5", "gg")], players=(long, long + "B"))
    labels = [a.label for a in ENGINE.legal_actions(state, 0)]
    assert labels and all(0 < len(label) <= 80 for label in labels)
    assert "Move 1 west to b5: bare square, calamity!" in labels
    assert "Split 1 south onto c4" in labels


# -- bot ---------------------------------------------------------------------------------------------


def bot(state: AnimaculeState, seat: int, seed: int = 0) -> str:
    action = ENGINE.bot_action(state, seat, random.Random(seed))
    assert action.notation in [a.notation for a in ENGINE.legal_actions(state, seat)]
    return action.notation


def test_bot_retreats_when_weaker_and_fights_on_when_stronger() -> None:
    weak, _ = act(make_state([(0, 1, "c5", "rg"), (1, 1, "c6", "bbry")], rolls=[3]), 0, "attack 1 n")
    assert all(bot(weak, 0, seed) == "retreat" for seed in range(10))
    strong, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "by")], rolls=[3]), 0, "attack 1 n")
    assert all(bot(strong, 0, seed) == "continue" for seed in range(10))


def test_bot_answers_mating_offers_by_its_interest() -> None:
    behind, _ = act(make_state([(0, 1, "c5", "rgby"), (0, 2, "a1", "r"), (0, 3, "a3", "r"),
                                (1, 1, "c6", "bbry"), (1, 2, "h1", "y"), (1, 3, "h3", "y")]), 0, "mate 1 n")
    assert bot(behind, 1) == "decline"  # as many animacules as the proposer, and more than two
    small, _ = act(make_state([(0, 1, "c5", "rgby"), (0, 2, "a1", "r"), (1, 1, "c6", "bbry")]), 0, "mate 1 n")
    assert bot(small, 1) == "accept"


def test_bot_prefers_food_to_calamity() -> None:
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")], food={"c4": "g"})
    assert all(bot(state, 0, seed) == "move 1 s" for seed in range(10))


def test_bot_reproduces_when_full() -> None:
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "h1", "y")], food={"c4": "g"})
    assert all(bot(state, 0, seed).startswith("split 1") for seed in range(10))


def test_bot_mates_its_own_when_that_mixes_the_childrens_colours() -> None:
    # splitting would give children of one colour (green green, red red); mating gives two mixed ones
    state = make_state([(0, 1, "c5", "rrgg"), (0, 2, "c4", "ggrr"), (1, 1, "h1", "y")])
    assert all(bot(state, 0, seed) in ("mate 1 s", "mate 2 n") for seed in range(10))
    # children of one colour either way: splitting is as good and costs no turn
    state = make_state([(0, 1, "c5", "rgbb"), (0, 2, "c4", "rgbb"), (1, 1, "h1", "y")])
    assert all(bot(state, 0, seed).startswith("split") for seed in range(10))


def test_bot_offers_mating_for_a_new_colour_to_a_tribe_no_bigger_than_its_own() -> None:
    pieces = [(0, 1, "c5", "rrrr"), (0, 2, "a1", "b"), (1, 1, "c4", "ggyy")]
    assert all(bot(make_state(pieces), 0, seed) == "mate 1 s" for seed in range(10))
    bigger = make_state([*pieces, (1, 2, "h1", "y"), (1, 3, "h3", "y")])
    assert all(bot(bigger, 0, seed).startswith("split 1") for seed in range(10))


def test_bot_attacks_a_weaker_neighbour() -> None:
    state = make_state([(0, 1, "c5", "rgb"), (1, 1, "c6", "y"), (1, 2, "h1", "y")])
    assert all(bot(state, 0, seed) == "attack 1 n" for seed in range(10))


def test_bot_is_deterministic_given_its_rng() -> None:
    state = ENGINE.new(["Ann", "Bob", "Cat", "Dan"], {}, 11)
    for _ in range(40):
        seat = ENGINE.prompts(state)[0].seat
        first = ENGINE.bot_action(state, seat, random.Random(5))
        assert ENGINE.bot_action(state, seat, random.Random(5)) == first
        state, _ = ENGINE.apply(state, seat, first)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_end(players: int) -> None:
    """Self-play: bot games reach an end (a winner or a draw) in a reasonable number of turns."""
    for seed in range(8):
        state = ENGINE.new([f"P{i}" for i in range(players)], {}, seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if ENGINE.result(state).over:
                break
            seat = ENGINE.prompts(state)[0].seat
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        assert ENGINE.result(state).over
        assert state.turn_number < 400
