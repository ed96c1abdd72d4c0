"""Tests for score tracks with one marker per space."""

import pytest

from rules.track import advance, ranking


def test_ranking_orders_by_position_and_leaves_out_seats_without_a_marker() -> None:
    assert ranking([5, 2, None, 9]) == [1, 0, 3]
    assert ranking([5, 2, None, 9], ascending=False) == [3, 0, 1]


def test_advance_skips_occupied_spaces() -> None:
    assert advance([5, 6, 7, 1], 0, 2, 50) == 9
    assert advance([5, 6, 7, 1], 0, 0, 50) == 5


def test_advance_stops_at_the_end_of_the_track() -> None:
    assert advance([45, 50, 2], 0, 10, 50) == 49
    assert advance([49, 50], 0, 3, 50) == 49


def test_advance_refuses_bad_input() -> None:
    with pytest.raises(ValueError, match="no marker"):
        advance([None, 3], 0, 1, 50)
    with pytest.raises(ValueError, match="negative"):
        advance([1, 3], 0, -1, 50)
