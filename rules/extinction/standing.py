"""Each seat's standing, the strong bot's estimate of its chance to win from what everyone can see
(`Engine.standing`; rules/search.py scores a rollout's leaf by it).

A conditional logit over the living species: each has a utility, a weighted sum of public features
(below), and its standing is its softmax share; an extinct species stands at 0. The weights were fitted
to the winners of heuristic self-play (`python -m bench.extinction_standing`, which prints them and
their held-out accuracy; docs/rules/extinction.md gives the figures)."""

from __future__ import annotations

import math

from rules.extinction.state import State, alive, end_rounds

FEATURES = ("score", "score_late", "crowded", "cubes")
# the fit's weights, feature by feature (bench/extinction_standing.py)
WEIGHTS = (-0.0395, 0.0539, -0.0196, 0.0922)


def progress(st: State) -> float:
    """How far the timed game has gone, from 0 to 1 (0 for a game played to the last survivor)."""
    last = end_rounds(st)
    return min(1.0, st["round"] / last) if last else 0.0


def features(st: State, seat: int) -> tuple[float, ...]:
    """What everyone can see of a species: individuals on cubes showing 1 to 4 (the timed game's score),
    that score again weighted by how far the game has gone, individuals on crowded cubes (5 and 6), and
    cubes on the island."""
    on_cubes = [c[1] for c in st["cubes"].values() if c[0] == seat]
    scored = sum(n for n in on_cubes if n <= 4)
    return float(scored), scored * progress(st), float(sum(on_cubes) - scored), float(len(on_cubes))


def utility(values: tuple[float, ...], weights: tuple[float, ...] = WEIGHTS) -> float:
    return sum(w * v for w, v in zip(weights, values, strict=True))


def softmax_shares(utilities: dict[int, float], seats: int) -> list[float]:
    """Each seat's softmax share of the utilities given (0 for a seat without one)."""
    if not utilities:
        return [1 / seats] * seats
    top = max(utilities.values())
    weights = {s: math.exp(u - top) for s, u in utilities.items()}
    total = sum(weights.values())
    return [weights[s] / total if s in weights else 0.0 for s in range(seats)]


def standing(st: State, weights: tuple[float, ...] = WEIGHTS) -> list[float]:
    """Each seat's estimated chance to win: the softmax of its utility among the living species."""
    return softmax_shares({s: utility(features(st, s), weights) for s in alive(st)}, len(st["players"]))
