"""The linear solver the standing fits share (bench/linear.py)."""

from __future__ import annotations

import math

from bench.linear import solve


def test_a_system_that_needs_its_rows_swapped_is_solved_exactly() -> None:
    """A zero in the first pivot position needs partial pivoting; the answer is checked by substitution."""
    matrix = [[0.0, 2.0, 1.0], [1.0, 1.0, 0.0], [3.0, 0.0, 1.0]]
    x = solve(matrix, [7.0, 3.0, 6.0])
    assert all(math.isclose(a, b) for a, b in zip(x, [1.0, 2.0, 3.0], strict=True))


def test_a_ridge_makes_a_feature_that_never_varies_solvable_at_zero() -> None:
    """A feature constant in the data leaves a zero row and column; the ridge solves its weight to 0."""
    x = solve([[2.0, 0.0], [0.0, 0.0]], [4.0, 0.0], ridge=1e-6)
    assert math.isclose(x[0], 2.0, rel_tol=1e-5) and x[1] == 0.0
