"""The table option `difficulty` (rules/apocalyte/difficulty.py; docs/rules/apocalyte.md, Options and
Balance): `rulebook` keeps every number the rulebook sets (Set-Up, Apocalyte Movement 2, each scenario's
Starting Placement) and has no clock, and `hard` turns exactly the levers the doc lists, with its own
clock by scenario and table size, and nothing else."""

from __future__ import annotations

import json
import sys

import pytest

from bench.apocalyte_difficulty import main
from cli.simulate import play_one
from rules.apocalyte import ENGINE
from rules.apocalyte.difficulty import LEVELS, round_limit
from rules.apocalyte.meteor import Meteor
from rules.apocalyte.scenarios import BY_KEY
from rules.apocalyte.state import SCENARIOS
from rules.apocalyte.world import CODES
from rules.base import Event, IllegalAction
from tests.rules.test_apocalyte_support import NAMES, act, apocalytes_turn, dice, first, position, put
from tests.support.events import data_of, told
from tests.support.jsonread import words

SIZES = (2, 3, 4, 5)
# Each scenario's Apocalytes at the start as the rulebook's Starting Placement sets them: (territories, each).
START = {"zombies": (6, 5), "infection": (1, 1), "mutants": (6, 8), "aliens": (1, 15), "demons": (4, 10),
         "meteor": (8, 1)}


def _up(count: int, percent: int) -> int:
    return -(-count * percent // 100)


def test_rulebook_is_the_default_and_keeps_the_rulebooks_numbers() -> None:
    """Set-Up: 30/20/15/12 extra armies and 10/8/6/5 supplies each; Apocalyte Movement 2: three cards."""
    rulebook = LEVELS["rulebook"]
    assert ENGINE.checked_options({})["difficulty"] == "rulebook"
    assert rulebook.extra == {2: 30, 3: 20, 4: 15, 5: 12}
    assert rulebook.supplies == {2: 10, 3: 8, 4: 6, 5: 5}
    assert set(rulebook.movers.values()) == {3}
    assert set(rulebook.start.values()) == {100}
    assert rulebook.start_in == {} and rulebook.clock == {}


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("difficulty", ["rulebook", "hard"])
def test_the_setup_deals_the_levels_supplies_and_extra_armies(players: int, difficulty: str) -> None:
    state = ENGINE.new(list(NAMES[:players]), {"difficulty": difficulty}, 3)
    assert sum(state["supplies"].values()) == LEVELS[difficulty].supplies[players] * players
    assert state["placing"] == [LEVELS[difficulty].extra[players]] * players


def test_a_bad_difficulty_is_refused_naming_the_levels() -> None:
    with pytest.raises(IllegalAction, match="`difficulty` takes rulebook, hard; `easy` is not one of them"):
        ENGINE.checked_options({"difficulty": "easy"})


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_hard_places_more_apocalytes_at_the_start(scenario: str, players: int) -> None:
    """Each scenario's Starting Placement, at the level's percentage (rounded up)."""
    state = position(scenario, players=players, difficulty="hard")
    state["apoc"] = dict.fromkeys(CODES, 0)
    BY_KEY[scenario].setup(state, [])
    places, each = START[scenario]
    percent = LEVELS["hard"].start_in.get(scenario, {}).get(players, LEVELS["hard"].start[players])
    if scenario in ("infection", "meteor"):  # one Apocalyte on each of more territories drawn
        places, each = _up(places, percent), 1
    else:
        each = _up(each, percent)
    assert sorted(state["apoc"].values(), reverse=True)[:places + 1] == [each] * places + [0]


@pytest.mark.parametrize("players", SIZES)
def test_hard_keeps_the_rulebooks_growth(players: int) -> None:
    """Each scenario's Increasing section is not a lever: Zombies one in each territory drawn, Mutants two in
    the one drawn, Aliens two at the mothership, Demons two at each open portal, Meteor five new riots."""
    grown = {}
    for scenario in ("zombies", "mutants", "aliens", "demons"):
        state = position(scenario, players=players, difficulty="hard")
        state["apoc"] = dict.fromkeys(CODES, 0)  # Zombies: the only territory zombies hold alone
        put(state, "bra", apoc=1)
        state["marks"].update({"mothership": "bra", "portals": ["bra"]})
        BY_KEY[scenario].grow(state, [])
        grown[scenario] = state["apoc"]["bra"] - 1
    meteor = position("meteor", players=players, difficulty="hard")
    meteor["marks"]["craters"] = ["ala"]
    events: list[Event] = []
    Meteor().riot(meteor, events)
    assert grown == {"zombies": 1, "mutants": 2, "aliens": 2, "demons": 2}
    assert len(words(first(events, "riots").data["codes"])) == 5


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("difficulty", ["rulebook", "hard"])
def test_each_level_draws_its_cards_for_the_movement(monkeypatch: pytest.MonkeyPatch, difficulty: str,
                                                     players: int) -> None:
    """Apocalyte Movement 2: three cards at the rulebook's level, the level's count at hard."""
    state = position("demons", players=players, difficulty=difficulty)
    groups = ["ala", "grl", "bra", "ura", "sib", "yak", "mon", "chi"]
    for code in groups:
        put(state, code, apoc=2)
    state["marks"]["portals"] = []
    dice(monkeypatch, *[1] * 200)
    state, events = apocalytes_turn(state)
    assert len(words(first(events, "movers").data["codes"])) == min(len(groups), LEVELS[difficulty].movers[players])


def test_the_bench_prints_a_cell_per_scenario_and_table_size(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """bench/apocalyte_difficulty.py: the games one cell won, as `bot.py simulate` plays them."""
    monkeypatch.setattr(sys, "argv", ["bench", "--games", "2", "--seed", "5", "--players", "2,3",
                                      "--scenarios", "meteor"])
    main()
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["name"] for line in lines] == ["apocalyte.hard.meteor.2p.normal", "apocalyte.hard.meteor.3p.normal"]
    for players, line in zip((2, 3), lines, strict=True):
        played = [play_one("apocalyte", players, seed, {"scenario": "meteor", "difficulty": "hard"}) for seed in (5, 6)]
        assert line["value"] == sum(p.won for p in played)
        assert line["unit"] == "wins of 2 games (0 unfinished at the move cap), seeds 5-6"


def test_two_player_zombies_at_hard_starts_with_fewer_zombies_than_the_rulebook() -> None:
    """The one cell where the levers go the other way: the rulebook's six outbreaks of five zombies already
    leave two players nearly always beaten, so `hard` starts them smaller there, and only there."""
    sizes = {}
    for players in (2, 3):
        state = position("zombies", players=players, difficulty="hard")
        state["apoc"] = dict.fromkeys(CODES, 0)
        BY_KEY["zombies"].setup(state, [])
        sizes[players] = sorted(set(state["apoc"].values()) - {0})
    assert sizes == {2: [3], 3: [6]}


@pytest.mark.parametrize("players", SIZES)
@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_levels_clock_applies_by_scenario_and_table_size(scenario: str, players: int) -> None:
    """`hard`'s own round limit, for the scenario and size at hand; `rulebook` has none (the rulebook has no
    time limit); an explicit `rounds` replaces the level's clock, shorter or longer."""
    hard = position(scenario, players=players, difficulty="hard")
    assert round_limit(hard) == LEVELS["hard"].clock[scenario].get(players)
    assert round_limit(position(scenario, players=players)) is None
    assert round_limit(position(scenario, players=players, difficulty="hard", rounds="80")) == 80
    assert round_limit(position(scenario, players=players, difficulty="hard", rounds="5")) == 5
    assert round_limit(position(None, players=players, difficulty="hard")) is None  # not revealed yet


def test_hard_has_a_clock_for_every_scenario_and_table_size() -> None:
    assert all(LEVELS["hard"].clock[scenario][players] > 0 for scenario in SCENARIOS for players in SIZES)


def test_the_levels_clock_ends_the_game_when_its_last_round_is_over() -> None:
    """Three-player Mutants at hard: the round after the clock's last is never played."""
    limit = LEVELS["hard"].clock["mutants"][3]
    state = position("mutants", players=3, seat=2, stage="end", difficulty="hard")
    state["round"] = limit - 1
    state, events = act(state, 2, "done")
    assert not ENGINE.result(state).over and told(events, "round", "round") == [limit]
    state["turn"].update({"seat": 2, "stage": "end"})
    state, events = act(state, 2, "done")
    result = ENGINE.result(state)
    assert result.over and result.winners == ()
    assert data_of(events, "over") == [{"won": False}] and told(events, "round", "round") == []


@pytest.mark.parametrize(("options", "announced"), [
    ({"difficulty": "hard"}, [60]),
    ({"difficulty": "hard", "rounds": "50"}, [50]),
    ({"difficulty": "rulebook"}, []),
])
def test_the_reveal_tells_the_table_its_clock(options: dict[str, str], announced: list[int]) -> None:
    state = ENGINE.new(list(NAMES[:3]), {"scenario": "zombies", **options}, 4)
    events: list[Event] = []
    while state["phase"] == "place":
        seat = ENGINE.prompts(state)[0].seat
        state, events = ENGINE.apply(state, seat, ENGINE.parse(state, seat, "place auto"))
    assert data_of(events, "scenario") == [{"scenario": "zombies"}]
    assert told(events, "clock", "rounds") == announced
