"""The benches that tune and judge the strong bot's figures in Apocalyte (bench/apocalyte_policy.py,
bench/apocalyte_strong.py, bench/apocalyte_departures.py; docs/rules/apocalyte.md, Strong seats against normal
seats)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

import pytest

from bench import apocalyte_departures, apocalyte_policy, apocalyte_strong
from bench.apocalyte_difficulty import play
from bench.apocalyte_standing import rulebook_standing
from bench.search_policy import team_won
from cli.simulate import Levels
from rules.apocalyte import ENGINE, bot
from rules.apocalyte.standing import chance
from tests.rules.test_apocalyte_support import position, put

HARD_METEOR = {"scenario": "meteor", "difficulty": "hard"}


def _bench(main: Callable[[], None], args: list[str], monkeypatch: pytest.MonkeyPatch,
           capsys: pytest.CaptureFixture[str]) -> dict[str, dict]:
    """The lines a bench prints for hard Meteor with `args`, by name."""
    monkeypatch.setattr(sys, "argv", ["bench", "--scenario", "meteor", *args])
    main()
    return {line["name"]: line for line in map(json.loads, capsys.readouterr().out.splitlines())}


def test_the_policy_bench_plays_both_tables_on_the_same_seeds(monkeypatch: pytest.MonkeyPatch,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    lines = _bench(apocalyte_policy.main, ["--games", "3", "--seed", "7", "--players", "5", "--set", "supply_pull=1"],
                   monkeypatch, capsys)
    normal = sum(team_won("apocalyte", seed, 5, HARD_METEOR, False) for seed in (7, 8, 9))
    assert lines["apocalyte.hard.meteor.normal_policy.5p"]["value"] == normal
    assert lines["apocalyte.hard.meteor.normal_policy.all"]["unit"].endswith("the normal bot's figures")
    searched = lines["apocalyte.hard.meteor.searched_policy.all"]
    assert searched["unit"] == "of 3 games, seeds 7-9 at each of 1 table sizes; move_threshold=0.3, supply_pull=1"
    assert bot.weights("meteor", "hard", searched=True).supply_pull == 12  # the recorded figures are back


def test_from_the_hand_set_figures_the_searched_table_is_the_normal_one(monkeypatch: pytest.MonkeyPatch,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    lines = _bench(apocalyte_policy.main, ["--games", "2", "--seed", "7", "--players", "5", "--hand-set"],
                   monkeypatch, capsys)
    searched = lines["apocalyte.hard.meteor.searched_policy.all"]
    normal = lines["apocalyte.hard.meteor.normal_policy.all"]
    assert searched == {**normal, "name": searched["name"]}
    assert searched["unit"].endswith("the normal bot's figures")


def test_the_policy_bench_refuses_a_figure_the_bot_has_not(monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _bench(apocalyte_policy.main, ["--set", "courage=2"], monkeypatch, capsys)
    error = capsys.readouterr().err
    assert "--set courage=2: the figures are front_pull, worth_floor" in error


def test_the_strong_bench_reads_the_difference_pair_by_pair(monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    lines = _bench(apocalyte_strong.main, ["--games", "1", "--seed", "3", "--players", "5", "--iterations", "1"],
                   monkeypatch, capsys)
    normal = play(5, 3, HARD_METEOR, Levels(("normal",) * 5)).won
    assert lines["apocalyte.hard.meteor.5p.normal"]["value"] == normal
    strong = lines["apocalyte.hard.meteor.5p.strong"]["value"]
    assert lines["apocalyte.hard.meteor.5p.seed3"]["value"] == strong - normal
    assert lines["apocalyte.hard.meteor.all.difference"]["value"] == strong - normal


def test_the_paired_standard_error_is_the_spread_of_the_differences() -> None:
    assert apocalyte_strong.paired_error([1, 0, 0, -1]) == pytest.approx((4 * 2 / 3) ** 0.5)
    assert apocalyte_strong.paired_error([1, 1, 1]) == 0.0


def test_the_clock_blind_standing_is_the_rulebook_s_reading_of_the_same_board() -> None:
    """What the search read at `hard` before its own fit: the rulebook's weights on thirteen meteorites to come."""
    hard = put(position("meteor", players=3, difficulty="hard"), "chi", 3, supplies=5)
    rulebook = put(position("meteor", players=3), "chi", 3, supplies=5)
    assert rulebook_standing(hard) == chance(rulebook) == rulebook_standing(rulebook)
    assert apocalyte_departures.ClockBlind().standing(hard) == [chance(rulebook)] * 3 != ENGINE.standing(hard)


def test_a_search_of_one_iteration_never_leaves_its_policy_s_move(monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    """One iteration plays one candidate, which proves nothing against the policy's move, so the departures
    bench counts none with either standing, out of the decisions it searched."""
    lines = _bench(apocalyte_departures.main, ["--players", "2", "--seed", "3", "--every", "25", "--iterations", "1"],
                   monkeypatch, capsys)
    cell = "apocalyte.hard.meteor.2p.strong1"
    assert {name: line["value"] for name, line in lines.items()} == {
        f"{cell}.standing.departures": 0, f"{cell}.clock_blind.departures": 0, f"{cell}.standings_differ": 0}
    assert lines[f"{cell}.standing.departures"]["unit"].startswith("of ")
    assert int(lines[f"{cell}.standing.departures"]["unit"].split()[1]) > 0
