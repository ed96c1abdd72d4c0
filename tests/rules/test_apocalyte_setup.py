"""Set-Up and Random Scenario: the deal or the draft, supplies, the extra armies placed by everyone
at once, and the scenario revealed only then, each with its own starting placement."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.state import SCENARIOS, State
from rules.apocalyte.world import CODES
from rules.base import IllegalAction
from tests.rules.test_apocalyte_support import NAMES, act, started
from tests.support.events import data_of, told
from tests.support.jsonread import number, record, words
from tests.support.posted import as_posted


def _new(players: int, seed: int = 3, **options: str) -> State:
    return ENGINE.new(list(NAMES[:players]), options, seed)


@pytest.mark.parametrize(("players", "sizes"), [(2, [21, 21]), (3, [14, 14, 14]), (4, [11, 11, 10, 10]),
                                                (5, [9, 9, 8, 8, 8])])
def test_setup_territories_are_dealt_evenly_with_one_army_each(players: int, sizes: list[int]) -> None:
    state = _new(players)
    assert all(sum(state["armies"][c]) == 1 for c in CODES)
    assert [sum(state["armies"][c][s] for c in CODES) for s in range(players)] == sizes


@pytest.mark.parametrize(("players", "each", "extra"), [(2, 10, 30), (3, 8, 20), (4, 6, 15), (5, 5, 12)])
def test_setup_supplies_and_extra_armies_by_player_count(players: int, each: int, extra: int) -> None:
    state = _new(players)
    for seat in range(players):
        stocked = [c for c in CODES if state["supplies"][c] and state["armies"][c][seat]]
        assert len(stocked) == each
    assert all(n <= 1 for n in state["supplies"].values())
    assert state["placing"] == [extra] * players


def test_setup_every_player_places_at_once() -> None:
    state = _new(3)
    prompts = ENGINE.prompts(state)
    assert [p.seat for p in prompts] == [0, 1, 2] and {p.kind for p in prompts} == {"place"}
    state, _ = act(state, 2, "place auto")
    assert [p.seat for p in ENGINE.prompts(state)] == [0, 1]


def test_setup_at_most_five_extra_armies_on_a_territory() -> None:
    state = _new(2)
    mine = next(c for c in CODES if state["armies"][c][0])
    with pytest.raises(IllegalAction, match="at most 5 extra"):
        act(state, 0, f"place 6 {mine}")
    state, _ = act(state, 0, f"place 3 {mine}")
    with pytest.raises(IllegalAction, match="can take 2 armies more"):
        act(state, 0, f"place 3 {mine}")
    state, _ = act(state, 0, f"place 2 {mine}")
    assert state["armies"][mine][0] == 6 and state["placing"][0] == 25
    theirs = next(c for c in CODES if state["armies"][c][1])
    with pytest.raises(IllegalAction, match="not yours"):
        act(state, 0, f"place 1 {theirs}")


def test_setup_extra_armies_placed_a_territory_at_a_time_read_as_one_event_in_a_post() -> None:
    # Set-Up: the extra armies go one territory at a time where a player chooses (Engine.joined: one line)
    state = _new(2)
    first, second = [c for c in CODES if state["armies"][c][0]][:2]
    said = []
    for move in (f"place 3 {first}", f"place 1 {second}", f"place 2 {first}"):
        state, events = act(state, 0, move)
        said += events
    assert [(e.kind, e.data["seat"], e.data["left"]) for e in said] == [("place", 0, 27), ("place", 0, 26),
                                                                         ("place", 0, 24)]
    assert len(as_posted(ENGINE, said)) == 1
    state, bobs = act(state, 1, "place auto")
    assert told(bobs, "place", "left")[:1] == [0] and len(as_posted(ENGINE, [*said, *bobs])) == 2


def test_setup_place_auto_spreads_every_army_within_the_limit() -> None:
    state = started(5, seed=8)
    assert state["scenario"] is not None
    counts = [sum(state["armies"][c]) for c in CODES]
    assert sum(counts) <= 42 + 5 * 12 and max(counts) <= 6


def test_random_scenario_the_scenario_stays_hidden_until_every_army_is_placed() -> None:
    state = _new(2, scenario="aliens")
    view = ENGINE.view(state, None)
    assert view["scenario"] is None and "scenario" not in record(view["options"])
    assert not any("Aliens" in line for line in ENGINE.status(state, 0))
    state, _ = act(state, 0, "place auto")
    state, events = act(state, 1, "place auto")
    assert state["scenario"] == "aliens" and data_of(events, "scenario") == [{"scenario": "aliens"}]


def test_random_scenario_a_logged_die_picks_the_scenario() -> None:
    for seed in range(6):
        state = ENGINE.new(["Ann", "Bob"], {}, seed)
        state, _ = act(state, 0, "place auto")
        state, events = act(state, 1, "place auto")
        rolled = next(e for e in events if e.kind == "scenario")
        assert state["scenario"] == SCENARIOS[number(rolled.data["die"]) - 1]


def test_setup_option_draft_the_players_pick_in_turn() -> None:
    state = _new(3, deal="draft")
    assert not any(sum(a) for a in state["armies"].values())
    state, _ = act(state, 0, "pick kamch")
    assert state["armies"]["kam"] == [1, 0, 0] and ENGINE.prompts(state)[0].seat == 1
    with pytest.raises(IllegalAction, match="already taken"):
        act(state, 1, "pick kamchatka")
    for _ in range(41):
        seat = ENGINE.prompts(state)[0].seat
        state, _ = act(state, seat, "pick auto")
    assert state["phase"] == "place" and all(sum(state["armies"][c]) == 1 for c in CODES)
    assert [sum(state["armies"][c][s] for c in CODES) for s in range(3)] == [14, 14, 14]


def test_setup_option_supplies_after_the_placement() -> None:
    state = _new(2, supplies="after")
    assert not any(state["supplies"].values())
    state, _ = act(state, 0, "place auto")
    state, _ = act(state, 1, "place auto")
    assert sum(state["supplies"].values()) >= 10  # drawn at the reveal (a scenario may take some away)


@pytest.mark.parametrize(("scenario", "places", "size"), [("zombies", 6, 5), ("demons", 4, 10), ("meteor", 8, 1)])
def test_starting_placement_of_outbreaks(scenario: str, places: int, size: int) -> None:
    state = _new(2, scenario=scenario)
    state, _ = act(state, 0, "place auto")
    state, events = act(state, 1, "place auto")
    outbreak = next(e for e in events if e.kind == "outbreak")
    codes = words(outbreak.data["codes"])
    assert len(codes) == places
    if scenario == "demons":
        assert state["marks"]["portals"] == codes
    if scenario == "meteor":  # rioters never attack, so they are all still there
        assert all(state["apoc"][c] == size for c in codes)


def test_starting_placement_mutants_take_six_ground_zeros_of_eight() -> None:
    state = _new(2, scenario="mutants")
    state, _ = act(state, 0, "place auto")
    state, _events = act(state, 1, "place auto")
    zeros = state["marks"]["ground_zeros"]
    assert len(zeros) == 6 and all(sum(state["armies"][c]) == 0 for c in zeros)
    assert sum(state["apoc"].values()) == 48  # the first turn moves them but no combat kills a mutant outright


def test_starting_placement_aliens_land_fifteen_and_clear_the_territory() -> None:
    state = _new(2, scenario="aliens")
    state, _ = act(state, 0, "place auto")
    state, events = act(state, 1, "place auto")
    landed = words(next(e for e in events if e.kind == "outbreak").data["codes"])[0]
    assert state["apoc"][landed] == 15
    assert state["supplies"][landed] == 0 and not any(e.kind == "growth" for e in events)


def test_starting_placement_infection_turns_one_army() -> None:
    state = _new(2, scenario="infection")
    before = sum(sum(a) for a in state["armies"].values())
    placed, _ = act(state, 0, "place auto")
    state, events = act(placed, 1, "place auto")
    zero = words(next(e for e in events if e.kind == "outbreak").data["codes"])[0]
    assert sum(state["armies"][zero]) == sum(placed["armies"][zero]) - 1
    assert state["apoc"][zero] >= 1
    assert not any(e.kind == "terminal" for e in events), "the first infected turn skips the terminal phase"
    assert sum(sum(a) for a in state["armies"].values()) + sum(state["apoc"].values()) == before + 60
