"""Finishing places (`Engine.places`) of every competitive game: a three-player game played to
its end by the engines' bots ranks all three, in the order of each game's own ranking, and equal
standings share a place. Apocalyte is a team game and keeps its winners-only result."""

from __future__ import annotations

import json
import random
from typing import Any

from games import engine_for
from rules.animacule.serialise import dump_state
from rules.extinction.state import score
from rules.micro import flow as micro_flow
from rules.micro.state import in_game
from rules.ranking import places_by


def played_out(key: str, seed: int) -> Any:
    """A three-player game of `key` played to its end by the engine's bot in every seat."""
    engine = engine_for(key)
    state = engine.new(["Ann", "Ben", "Cat"], {}, seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if engine.result(state).over:
            return state
        seat = engine.prompts(state)[0].seat
        state, _events = engine.apply(state, seat, engine.bot_action(state, seat, rng))
    raise AssertionError(f"{key} seed {seed} did not end")


def places_of(key: str, state: Any) -> list[int]:
    places = engine_for(key).places(state)
    assert places is not None
    return places


def test_places_by_shares_a_place_between_equals_and_skips_the_places_they_take() -> None:
    assert places_by([5, 9, 5, 1]) == [2, 1, 2, 4]
    assert places_by([(1, 3), (0, 9), (1, 3)]) == [1, 3, 1]


def test_animacule_ranks_the_last_tribe_alive_first_then_the_tribes_by_when_they_died() -> None:
    # Goal, Game ends: the last player with animacules wins; the others went extinct one by one
    engine = engine_for("animacule")
    state = played_out("animacule", 1)
    (winner,) = engine.result(state).winners
    first_out, second_out = state.eliminated
    places = places_of("animacule", state)
    assert (places[winner], places[second_out], places[first_out]) == (1, 2, 3)


def test_animacule_tribes_dying_out_at_once_share_a_place_and_old_saves_still_rank() -> None:
    engine = engine_for("animacule")
    state = played_out("animacule", 1)
    (winner,) = engine.result(state).winners
    first_out, second_out = state.eliminated
    state.fell = [1, 1]  # both died in the same calamity
    places = places_of("animacule", state)
    assert (places[winner], places[first_out], places[second_out]) == (1, 2, 2)
    old = dump_state(played_out("animacule", 1))
    del old["fell"]  # a save from before the record: one elimination per tribe, in order
    loaded = engine.load(json.loads(json.dumps(old)))
    assert loaded.fell == [1, 2]
    assert places_of("animacule", loaded) == places_of("animacule", played_out("animacule", 1))


def test_soup_ranks_by_the_scoring_ladder_and_a_resigned_player_last() -> None:
    # Game End: the marker furthest along the Scoring Ladder wins; one marker per space, no ties
    engine = engine_for("soup")
    state = played_out("soup", 1)
    ladder = state["ladder"]
    assert sorted(places_of("soup", state)) == [1, 2, 3]
    assert places_of("soup", state) == [1 + sum(other > mine for other in ladder) for mine in ladder]
    assert places_of("soup", state)[engine.result(state).winners[0]] == 1
    best, middle, last = sorted(range(3), key=lambda seat: -ladder[seat])
    assert places_of("soup", state)[last] == 3
    state["ladder"][best], state["resigned"][best] = None, True
    assert places_of("soup", state)[best] == 3 and places_of("soup", state)[middle] == 1


def test_extinction_ranks_survivors_by_score_then_the_extinct_by_when_they_fell() -> None:
    # Winning a Game: the highest score wins, the next highest is second, and so on
    state = played_out("extinction", 1)
    assert sorted(places_of("extinction", state)) == [1, 2, 3]
    state["extinct"], state["resigned"], state["fell"] = [False] * 3, [False] * 3, [None] * 3
    scores = [score(state, seat) for seat in range(3)]
    assert places_of("extinction", state) == places_by(scores)
    state["extinct"][0], state["fell"][0] = True, 40
    state["extinct"][1], state["fell"][1] = True, 55
    assert places_of("extinction", state) == [3, 2, 1]  # the survivor, then the one that fell later
    state["extinct"][0], state["resigned"][0] = False, True
    assert places_of("extinction", state) == [3, 2, 1]  # who left the game ranks below the extinct


def test_extinction_equal_scores_share_a_place() -> None:
    state = played_out("extinction", 1)
    state["extinct"], state["resigned"] = [False] * 3, [False] * 3
    state["cubes"] = {"a": [0, 4], "b": [1, 3], "c": [2, 1], "d": [2, 6], "e": [2, 2]}  # 6 on a cube doesn't count
    assert places_of("extinction", state) == [1, 2, 2]


def test_micro_ranks_by_biomass_then_colonies_and_players_out_of_the_game_last() -> None:
    # 15.5: biomass, then colonies, species and evolution cards; 8.6 and 15.6: out of the game
    engine = engine_for("micro")
    state = played_out("micro", 1)
    assert sorted(places_of("micro", state)) == [1, 2, 3]
    playing = in_game(state)
    keys = {seat: micro_flow.ranking_key(state, seat) for seat in playing}
    for seat in range(3):
        if seat not in playing:
            assert places_of("micro", state)[seat] == len(playing) + 1
        for other in playing:
            if seat in playing and keys[seat] > keys[other]:
                assert places_of("micro", state)[seat] < places_of("micro", state)[other]
    assert {places_of("micro", state)[seat] for seat in engine.result(state).winners} == {1}


def test_micro_players_out_in_the_same_turn_share_their_place() -> None:
    """µ rule 8.6 and our Finishing places (docs/rules/micro.md): players knocked out in one turn share the place
    below those still in; who went out later ranks higher (tests/rules/test_micro_places.py)."""
    engine = engine_for("micro")
    state = played_out("micro", 1)
    (winner,) = engine.result(state).winners
    for seat in range(3):
        state["out"][seat] = seat != winner
        state["fell"][seat] = None if seat == winner else [5, winner]
    assert places_of("micro", state) == [1 if seat == winner else 2 for seat in range(3)]


def test_apocalyte_stays_a_team_result() -> None:
    assert engine_for("apocalyte").places(engine_for("apocalyte").new(["Ann", "Ben", "Cat"], {}, 1)) is None
