"""Extinction's standing, the strong bot's estimate of each species' chance to win (rules/extinction/standing.py),
and the fit that chose its weights (bench/extinction_standing.py)."""

from __future__ import annotations

import copy
import math
import random

from bench.extinction_standing import Sample, fit
from rules.extinction import ENGINE
from rules.extinction.standing import FEATURES, standing
from rules.extinction.state import alive
from tests.rules.test_extinction_support import make_state
from tests.support.selfplay import midgame


def test_the_standing_shares_the_chance_to_win_among_the_living_species() -> None:
    """Rulebook "Winning a Game": an extinct species cannot win, so it stands at 0; the rest share 1."""
    state = midgame(ENGINE, 3, 4, 60)
    assert len(alive(state)) == 3
    assert math.isclose(sum(standing(state)), 1.0)
    gone = copy.deepcopy(state)
    gone["extinct"][1] = True
    gone["cubes"] = {h: c for h, c in gone["cubes"].items() if c[0] != 1}
    shares = standing(gone)
    assert shares[1] == 0.0 and math.isclose(sum(shares), 1.0) and all(shares[s] > 0 for s in (0, 2))


def test_a_species_with_the_same_score_on_more_cubes_stands_higher_than_its_twin() -> None:
    """The fit found cubes on the island (spread against the environment's cards) the best sign of a win."""
    state = midgame(ENGINE, 2, 4, 40)
    hexes = sorted(state["cubes"])
    twin = copy.deepcopy(state)
    twin["cubes"] = {hexes[0]: [0, 4], hexes[1]: [1, 2], hexes[2]: [1, 2]}
    assert standing(twin)[1] > standing(twin)[0]


def test_the_fit_recovers_the_weights_that_dealt_the_wins() -> None:
    """Wins drawn from a known conditional logit give back its weights, within their sampling error."""
    rng = random.Random(1)
    truth = (0.3, -0.2, 0.1, 0.5)[: len(FEATURES)]
    data: list[Sample] = []
    unread = make_state({"c5": (0, 1), "l4": (1, 1)})  # the fit reads the features and the wins, not the state
    for _ in range(4000):
        living = {s: tuple(rng.uniform(0, 4) for _ in truth) for s in range(2)}
        utilities = [sum(w * v for w, v in zip(truth, living[s], strict=True)) for s in range(2)]
        first = rng.random() < 1 / (1 + math.exp(utilities[1] - utilities[0]))
        data.append((living, [1.0, 0.0] if first else [0.0, 1.0], unread))
    fitted = fit(data)
    assert all(abs(f - t) < 0.08 for f, t in zip(fitted, truth, strict=True))


def test_the_standing_reads_nothing_secret() -> None:
    """Rulebook "Gene cards": genotypes are secret, so the leaf's estimate must not move when they do."""
    state = midgame(ENGINE, 3, 5, 70)
    other = copy.deepcopy(state)
    other["genes"] = [other["genes"][1], other["genes"][2], other["genes"][0]]
    other["decks"] = {deck: pile[::-1] for deck, pile in other["decks"].items()}
    assert other["genes"] != state["genes"] and standing(other) == standing(state)


def test_the_easy_bots_glance_counts_every_individual_crowded_or_not() -> None:
    """Rulebook "Winning a Game": cubes of five or six do not count in the final score. A beginner's
    glance (what the easy bot is greedy on) misses that and counts heads, which is its honest mistake."""
    state = make_state({"c5": (0, 6), "c6": (0, 2), "l4": (1, 4), "l5": (1, 4)})
    assert ENGINE.glance(state) == [0.5, 0.5]  # 8 individuals each, though Ann scores 2 and Bob 8
    state["extinct"][1] = True
    assert ENGINE.glance(state) == [1.0, 0.0]
