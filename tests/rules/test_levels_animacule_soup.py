"""The strong bot in Animacule and Soup (rules/search.py, rules/animacule/standing.py,
rules/soup/standing.py): its worlds never hold the real order of Soup's face-down environment
cards, its standings read what wins each game, and its root rule keeps the heuristic bot's move
until another is proved better on the same luck."""

from __future__ import annotations

import random

from rules.animacule import ENGINE as ANIMACULE
from rules.dictengine import copy_state
from rules.search import _proven_best, search
from rules.soup import ENGINE as SOUP
from rules.soup.outlook import scorings_left
from tests.rules.test_animacule_support import make_state
from tests.support.selfplay import midgame


def test_soup_worlds_do_not_hold_the_real_order_of_the_environment_cards() -> None:
    """Rulebook "Setup": the environment cards are shuffled and turned one at a time (Phase 2), so
    nobody knows the next one. Reversing the face-down pile leaves every world and every seeded
    decision as it was."""
    state = midgame(SOUP, 3, 4, 60)
    seat = SOUP.prompts(state)[0].seat
    reordered = copy_state(state)
    reordered["deck"]["draw"] = reordered["deck"]["draw"][::-1]
    other = SOUP.load(SOUP.dump(reordered))
    assert len(state["deck"]["draw"]) >= 2 and other["deck"]["draw"] != state["deck"]["draw"]
    for seed in range(3):
        assert SOUP.determinize(state, seat, seed) == SOUP.determinize(other, seat, seed)
    assert SOUP.determinize(state, seat, 1)["deck"]["draw"] != SOUP.determinize(state, seat, 2)["deck"]["draw"]
    real = [search(SOUP, state, seat, random.Random(s), 10, iterations=12).action.notation for s in range(3)]
    reversed_pile = [search(SOUP, other, seat, random.Random(s), 10, iterations=12).action.notation for s in range(3)]
    assert real == reversed_pile


def test_soup_standing_counts_the_amoebas_and_genes_that_score_next() -> None:
    """Rulebook "Phase 6: Scoring": the advance grows with live amoebas and gene cards, and the game
    ends after the round of the last environment card ("Game End"). At equal ladder spaces, with two
    cards left, the seat with more amoebas stands better, and so does a seat with more BP to spend;
    a resigned seat stands at nothing."""
    state = midgame(SOUP, 3, 2, 40)
    state["deck"]["draw"] = state["deck"]["draw"][:2]
    state["ladder"] = [10, 10, 10]
    state["biological_points"] = [5, 5, 9]
    state["genes"] = [{}, {}, {}]
    for seat, alive in enumerate((5, 3, 3)):
        state["amoebas"][seat] = [{"space": "d4", "damage": 0}] * alive + [None] * (7 - alive)
    standing = SOUP.standing(state)
    assert abs(sum(standing) - 1) < 1e-9
    assert standing[0] > standing[2] > standing[1]
    state["resigned"] = [False, False, True]
    state["ladder"][2] = None
    assert SOUP.standing(state)[2] == 0.0


def test_soup_scorings_left_run_to_the_last_card_or_to_the_finish() -> None:
    """Rulebook "Game End": the game ends after the round whose environment card was the last, or once
    a marker reaches the Finish Zone (41). One scoring a round while cards remain; fewer when the
    leader, at the best advance any seat has now, gets there first."""
    state = midgame(SOUP, 3, 2, 40)
    state["deck"]["draw"] = state["deck"]["draw"][:3]
    state["ladder"] = [10, 8, 6]
    state["genes"] = [{}, {}, {}]
    for seat in range(3):
        state["amoebas"][seat] = [{"space": "d4", "damage": 0}] * 4 + [None] * 3  # an advance of 2 each
    assert scorings_left(state) == 4  # three cards still to turn, and this round's scoring
    state["ladder"] = [37, 8, 6]
    assert scorings_left(state) == 2  # 37 + 2 + 2 reaches 41
    state["ladder"] = [40, 8, 6]
    assert scorings_left(state) == 1


def test_the_easy_bot_glances_at_soup_by_the_rough_projection_not_the_fitted_standing() -> None:
    """Issue 20: `easy` must stay a weaker policy. One step of greed on the fitted standing nearly
    matched the heuristic bot (docs/rules/soup.md), so the easy bot goes by the rough projection of the
    next scorings; a game without its own glance goes by its standing."""
    state = midgame(SOUP, 3, 3, 150)
    assert SOUP.glance(state) != SOUP.standing(state)
    assert abs(sum(SOUP.glance(state)) - 1) < 1e-9
    animacule = make_state([(0, 1, "a8", "rgby"), (1, 1, "h1", "y")])
    assert ANIMACULE.glance(animacule) == ANIMACULE.standing(animacule)


def test_animacule_standing_weighs_allelomorphs_and_colours() -> None:
    """Rulebook "Game ends": the last tribe alive wins. One animacule of four colours survives any
    single calamity, a one-allelomorph animacule hardly any: it stands better, by more than its share."""
    state = make_state([(0, 1, "a8", "rgby"), (1, 1, "h1", "y")])
    strong, weak = ANIMACULE.standing(state)
    assert abs(strong + weak - 1) < 1e-9 and strong > 0.8
    even = make_state([(0, 1, "a8", "rr"), (1, 1, "h1", "yy")])
    assert ANIMACULE.standing(even) == [0.5, 0.5]


def test_the_root_keeps_the_bots_move_until_another_is_proved_better_on_the_same_worlds() -> None:
    steady = [{"bot": 0.50, "other": 0.55 + 0.01 * (n % 2)} for n in range(20)]
    assert _proven_best("bot", steady) == "other"  # five points better in every world
    noisy = [{"bot": 0.5, "other": 0.9 if n % 2 else 0.15} for n in range(20)]
    assert _proven_best("bot", noisy) == "bot"  # better on average, by less than its spread
    assert _proven_best("bot", [{"bot": 0.1, "other": 0.9}]) == "bot"  # one world proves nothing


def test_a_least_gain_keeps_the_bots_move_on_a_small_steady_gain() -> None:
    """Soup's standing only roughly guides the search: a steady two-point gain is not enough there."""
    small = [{"bot": 0.50, "other": 0.52 + 0.001 * (n % 3)} for n in range(30)]
    assert _proven_best("bot", small) == "other"
    assert _proven_best("bot", small, SOUP.search_least_gain) == "bot"
    assert ANIMACULE.search_least_gain == 0.0
