"""The shared board helpers: hex grids and distances over any graph."""

import pytest

from rules import hexgrid
from rules.graph import distances, is_connected


def test_hex_neighbours_are_six_at_distance_one():
    origin = (2, 3)
    around = list(hexgrid.neighbours(origin))
    assert len(set(around)) == 6
    assert all(hexgrid.distance(origin, h) == 1 for h in around)


def test_hex_distance_counts_steps():
    assert hexgrid.distance((0, 0), (3, 0)) == 3
    assert hexgrid.distance((0, 0), (0, 3)) == 3
    assert hexgrid.distance((0, 0), (3, -3)) == 3
    assert hexgrid.distance((0, 0), (2, 1)) == 3


@pytest.mark.parametrize("col,row", [(0, 0), (4, 1), (7, 6), (12, 27)])
def test_offset_names_round_trip(col, row):
    h = hexgrid.from_offset(col, row)
    assert hexgrid.to_offset(h) == (col, row)
    assert hexgrid.parse_name(hexgrid.name(h)) == h


def test_names_read_row_letter_then_column():
    assert hexgrid.name(hexgrid.from_offset(0, 0)) == "a1"
    assert hexgrid.name(hexgrid.from_offset(4, 2)) == "c5"
    assert hexgrid.name(hexgrid.from_offset(0, 26)) == "aa1"


@pytest.mark.parametrize("bad", ["", "5c", "c", "²1", "c①", "abc1", "c12345"])
def test_bad_hex_names_are_refused(bad):
    with pytest.raises(ValueError):
        hexgrid.parse_name(bad)


def test_odd_rows_sit_half_a_hex_east():
    even = hexgrid.centre(hexgrid.from_offset(0, 0), 10)
    odd = hexgrid.centre(hexgrid.from_offset(0, 1), 10)
    assert odd[0] - even[0] == pytest.approx(10 * 3 ** 0.5 / 2)


def test_distances_walk_only_through_passable_spaces():
    line = {1: [2], 2: [1, 3], 3: [2, 4], 4: [3]}
    assert distances(1, line.__getitem__) == {1: 0, 2: 1, 3: 2, 4: 3}
    # 2 may be entered but not walked through.
    assert distances(1, line.__getitem__, passable=lambda n: n != 2) == {1: 0, 2: 1}
    assert distances(1, line.__getitem__, limit=2) == {1: 0, 2: 1, 3: 2}


def test_connectedness():
    assert is_connected([1, 2, 3], {1: [2], 2: [1, 3], 3: [2]}.__getitem__)
    assert not is_connected([1, 2, 3], {1: [2], 2: [1], 3: []}.__getitem__)
