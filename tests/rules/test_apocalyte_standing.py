"""Apocalyte's team standing, the strong bot's estimate of the team's chance to win
(rules/apocalyte/standing.py), and the fit that chose its weights (bench/apocalyte_standing.py)."""

from __future__ import annotations

import copy
import math
import random

import pytest

from bench.apocalyte_standing import concordance, fit
from rules.apocalyte import ENGINE
from rules.apocalyte.standing import FEATURES, WEIGHTS, Numbers, chance, logistic, meteorites_to_come, share
from rules.apocalyte.state import State
from tests.rules.test_apocalyte_support import position, put, started
from tests.support.selfplay import played_on


def _played(scenario: str, players: int, decisions: int) -> State:
    """A game of the scenario `decisions` in, every decision the heuristic bot's."""
    return played_on(ENGINE, started(players, 3, scenario=scenario), random.Random(3), decisions)


@pytest.mark.parametrize("scenario", ["zombies", "meteor", "aliens"])
def test_the_standing_is_one_chance_for_the_whole_team(scenario: str) -> None:
    """Rulebook, introduction: the players win or lose together, so every seat stands the same."""
    for players in (2, 3):
        state = _played(scenario, players, 60)
        assert not ENGINE.result(state).over
        standing = ENGINE.standing(state)
        assert len(standing) == players and len(set(standing)) == 1 and 0.0 <= standing[0] <= 1.0


def test_zombies_and_meteor_have_fitted_weights_and_other_scenarios_keep_the_share() -> None:
    assert {difficulty: set(fitted) for difficulty, fitted in WEIGHTS.items()} == {
        "rulebook": {"zombies", "meteor"}, "hard": {"zombies", "meteor"}}
    for difficulty in WEIGHTS:
        state = put(position("aliens", difficulty=difficulty), "chi", 4, apoc=3)
        assert ENGINE.standing(state) == [share(state)] * 2
    assert ENGINE.glance(put(position("zombies"), "chi", 4, apoc=3)) == [share(state)] * 2


def _zombies() -> State:
    state = position("zombies")
    put(state, "chi", 6, supplies=2)
    put(state, "ind", 0, 4)
    put(state, "mon", 2, apoc=3)
    return state


def test_zombies_standing_falls_where_zombies_stand_alone_in_more_territories() -> None:
    """Rulebook, Zombies, "Increasing zombie forces": a third of the territories held by zombies alone
    (at most three) gain one each round, so the same zombies spread over more territories grow faster."""
    gathered = put(_zombies(), "sib", apoc=6)
    spread = put(put(put(_zombies(), "sib", apoc=2), "yak", apoc=2), "kam", apoc=2)
    assert share(gathered) == share(spread)
    assert chance(spread) < chance(gathered)


def test_zombies_standing_falls_when_an_army_rises_as_a_zombie() -> None:
    """Rulebook, Zombies in combat, 1: an army defeated by the zombies is replaced by a zombie."""
    before = _zombies()
    after = put(copy.deepcopy(before), "mon", 1, apoc=4)
    assert chance(after) < chance(before)


def test_zombies_standing_rises_with_the_team_s_armies() -> None:
    before = _zombies()
    after = put(copy.deepcopy(before), "chi", 9, supplies=2)
    assert chance(before) < chance(after)


def test_meteor_standing_rises_as_supplies_gather_on_a_rioter_free_territory() -> None:
    """Rulebook, Meteor, "Stopping the meteor": eight supplies on one territory with no rioters fire the
    missile, so a bigger stock there, the other supplies the same, stands nearer the win."""
    state = position("meteor")
    put(state, "chi", 3, supplies=3)
    put(state, "ind", 0, 2, supplies=3)
    gathered = put(put(copy.deepcopy(state), "chi", 3, supplies=5), "ind", 0, 2, supplies=1)
    assert chance(state) < chance(gathered)


def test_meteor_standing_falls_as_meteorites_fall() -> None:
    """Rulebook, Meteor, "Falling meteorites": after the thirteenth the game is lost."""
    state = put(position("meteor"), "chi", 3, supplies=5)
    later = copy.deepcopy(state)
    later["meteorites"] = 9
    assert chance(later) < chance(state)


@pytest.mark.parametrize(("players", "clock"), [(2, 9), (3, 7), (4, 5), (5, 4)])
def test_meteor_at_hard_counts_only_the_meteorites_before_its_clock(players: int, clock: int) -> None:
    """Meteor, "Stopping the meteor": the missile fires only as a meteorite falls, one each round from the
    second; at `hard` the round after the clock is lost before its meteorite, so a team there has clock - 1
    meteorites in all, not thirteen. Without a clock (the rulebook) it has the thirteen."""
    hard = position("meteor", players=players, difficulty="hard")
    assert meteorites_to_come(hard) == clock - 1
    hard["meteorites"] = 2
    assert meteorites_to_come(hard) == clock - 3
    assert meteorites_to_come(position("meteor", players=players)) == 13
    assert meteorites_to_come(position("meteor", players=players, difficulty="hard", rounds="80")) == 13
    assert meteorites_to_come(position("meteor", players=players, rounds="5")) == 4


def test_meteor_at_hard_is_read_by_hard_s_own_fit_and_the_rulebook_s_reading_is_unchanged() -> None:
    """The same board stands otherwise at `hard` (its clock and its fit); at the rulebook the reading is the
    recorded one: its weights on thirteen meteorites."""
    boards = {difficulty: put(position("meteor", players=3, difficulty=difficulty), "chi", 3, supplies=5)
              for difficulty in ("rulebook", "hard")}
    rulebook = boards["rulebook"]
    recorded = (1.0, 5, 0.5, 13, 3 / 13, 0.6, 0.1, 3)  # one army of each seat at home, one more in China
    recorded_weights = tuple(WEIGHTS["rulebook"]["meteor"][name] for name in FEATURES["meteor"])
    assert math.isclose(chance(rulebook), logistic(recorded_weights, recorded))
    assert chance(boards["hard"]) != chance(rulebook)


def test_meteor_at_hard_stands_lower_as_its_clock_runs_down() -> None:
    """Under hard's clock a site three supplies short with one meteorite to come is nearly lost."""
    early = put(position("meteor", players=3, difficulty="hard"), "chi", 3, supplies=5)
    late = copy.deepcopy(early)
    late["round"], late["meteorites"] = 6, 5
    assert chance(late) < chance(early) / 2


def test_meteor_with_no_meteorite_left_before_the_clock_is_lost() -> None:
    """Meteor, "Stopping the meteor": the missile fires only as a meteorite falls, and at `hard` the round
    after the clock is lost before its meteorite; so in the clock's last round nothing can win, and the
    standing says so (the search then has nothing to gain by holding the round back)."""
    last = put(position("meteor", players=4, difficulty="hard"), "chi", 3, supplies=7)
    last["round"], last["meteorites"] = 5, 4
    assert meteorites_to_come(last) == 0 and chance(last) == 0.0 and ENGINE.standing(last) == [0.0] * 4
    before = copy.deepcopy(last)
    before["round"], before["meteorites"] = 4, 3
    assert chance(before) > 0.0


def test_meteor_is_lost_once_the_movements_left_cannot_fill_a_site() -> None:
    """Meteor: a movement carries one supply, a player makes two a turn, and the missile fires only as a
    meteorite falls; the last seat's movements in the round before hard's last meteorite bring two more at most."""
    last_turn = position("meteor", players=4, seat=3, stage="move", difficulty="hard")
    last_turn["round"], last_turn["meteorites"] = 4, 3
    short = put(copy.deepcopy(last_turn), "chi", 3, supplies=5)
    reachable = put(copy.deepcopy(last_turn), "chi", 3, supplies=6)
    assert chance(short) == 0.0 and chance(reachable) > 0.0
    first_turn = put(position("meteor", players=4, seat=0, stage="move", difficulty="hard"), "chi", 3, supplies=1)
    first_turn["round"], first_turn["meteorites"] = 4, 3
    assert chance(first_turn) > 0.0  # eight movements left this round: 1 + 8 >= 8


def test_the_fit_recovers_the_weights_that_dealt_the_outcomes() -> None:
    """Outcomes drawn from a known logistic model give back its weights, within their sampling error."""
    rng = random.Random(1)
    truth = (-0.5, 0.8, -0.4)
    data: list[tuple[Numbers, bool]] = []
    for _ in range(6000):
        numbers: Numbers = (1.0, rng.uniform(-2, 2), rng.uniform(0, 3))
        data.append((numbers, rng.random() < logistic(truth, numbers)))
    fitted = fit(data)
    assert all(abs(f - t) < 0.12 for f, t in zip(fitted, truth, strict=True))


def test_concordance_counts_the_won_and_lost_pairs_put_the_right_way_round() -> None:
    assert concordance([0.9, 0.8, 0.1], [True, True, False]) == 1.0
    assert concordance([0.1, 0.9], [True, False]) == 0.0
    assert concordance([0.5, 0.5, 0.7], [True, False, False]) == 0.25
    assert math.isclose(concordance([0.2, 0.4, 0.6, 0.8], [False, True, False, True]), 0.75)
