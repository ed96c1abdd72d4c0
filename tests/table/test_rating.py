"""Elo from finishing places: pairwise matches, bots as one entity, co-operative tables against the game."""

from __future__ import annotations

import pytest

from table.records.rating import BOTS, INITIAL, THE_GAME, K, Placing, expected, placings, updated


def test_a_win_between_equals_moves_both_by_half_k() -> None:
    new = updated({}, [Placing(1, 1), Placing(2, 2)])
    assert new == {1: INITIAL + K / 2, 2: INITIAL - K / 2}


def test_beating_a_stronger_player_gains_more_than_beating_a_weaker_one() -> None:
    upset = updated({1: 1000, 2: 1200}, [Placing(1, 1), Placing(2, 2)])
    expected_win = updated({1: 1200, 2: 1000}, [Placing(1, 1), Placing(2, 2)])
    assert upset[1] - 1000 > expected_win[1] - 1200 > 0
    assert sum(upset.values()) == pytest.approx(2200)  # what one gains the other loses


def test_a_four_player_game_scales_each_match_by_a_third() -> None:
    new = updated({}, [Placing(1, 1), Placing(2, 2), Placing(3, 2), Placing(4, 3)])
    assert new[1] == pytest.approx(INITIAL + 3 * (K / 3) * 0.5)
    assert new[2] == new[3] == pytest.approx(INITIAL)  # lost to 1, drew, beat 4
    assert new[4] == pytest.approx(INITIAL - K / 2)


def test_bot_seats_are_one_entity_never_matched_against_itself() -> None:
    sides = placings([(7, False, 1), (-1, True, 2), (-2, True, 2)], someone_won=True)
    assert sides == [Placing(7, 1), Placing(BOTS, 2), Placing(BOTS, 2)]
    new = updated({}, sides)
    assert new[7] == pytest.approx(INITIAL + 2 * (K / 2) * 0.5)
    assert new[BOTS] == pytest.approx(INITIAL - 2 * (K / 2) * 0.5)


@pytest.mark.parametrize(("won", "sign"), [(True, 1), (False, -1)])
def test_a_table_sharing_one_place_is_rated_against_the_game(won: bool, sign: int) -> None:
    sides = placings([(7, False, 1), (8, False, 1)], someone_won=won)
    assert sides[-1].entity == THE_GAME
    new = updated({}, sides)
    assert (new[7] - INITIAL) * sign > 0 and new[7] == new[8]
    assert (new[THE_GAME] - INITIAL) * sign < 0


def test_expected_score_is_a_half_between_equals_and_rises_with_the_gap() -> None:
    assert expected(1000, 1000) == 0.5
    assert expected(1400, 1000) == pytest.approx(10 / 11)
