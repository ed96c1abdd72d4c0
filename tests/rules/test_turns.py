"""Tests for the generic turn order helpers."""

import pytest

from rules.turns import active_seats, next_seat, seats_after


def test_seats_after_goes_round_once_ending_with_current() -> None:
    assert list(seats_after(1, 4)) == [2, 3, 0, 1]
    assert list(seats_after(3, 4)) == [0, 1, 2, 3]
    assert list(seats_after(0, 1)) == [0]


def test_seats_after_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError, match="count"):
        list(seats_after(0, 0))
    with pytest.raises(ValueError, match="seat 4"):
        list(seats_after(4, 4))


def test_next_seat_skips_seats_out_of_the_game() -> None:
    assert next_seat(0, 4) == 1
    assert next_seat(0, 4, {1, 2}) == 3
    assert next_seat(3, 4, {0}) == 1
    assert next_seat(2, 4, {0, 1, 3}) == 2  # the only one left plays again


def test_next_seat_none_when_everyone_is_out() -> None:
    assert next_seat(1, 3, {0, 1, 2}) is None


def test_active_seats_in_seat_order() -> None:
    assert active_seats(4, [3, 1]) == [0, 2]
    assert active_seats(2) == [0, 1]
