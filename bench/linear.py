"""Linear algebra the standing fits share (their Newton steps), with the standard library only."""

from __future__ import annotations


def solve(matrix: list[list[float]], vector: list[float], ridge: float = 0.0) -> list[float]:
    """x with (matrix + ridge · I) · x = vector, by Gaussian elimination with partial pivoting (a small
    ridge keeps a matrix solvable whose features never vary in the data)."""
    size = len(vector)
    rows = [[*row, vector[k]] for k, row in enumerate(matrix)]
    for k in range(size):
        rows[k][k] += ridge
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[k][size] / rows[k][k] for k in range(size)]
