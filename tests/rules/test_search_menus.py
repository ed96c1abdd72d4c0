"""The strong bot's look-ahead counts moves, not menu steps (rules/search.py, "Progress, not decisions"): a
choice that only narrows or widens a menu moves the game on by nothing, so a candidate that opens a menu and
leaves it again is compared with the others as far on in the game, and is no free time before a loss."""

from __future__ import annotations

import random

from rules.apocalyte import ENGINE
from rules.base import BACK
from rules.search import search
from tests.support.selfplay import played_on

ITERATIONS = 16  # the strong seats' bound in the self-play figures (docs/rules/apocalyte.md)


def _opens_a_menu(notation: str) -> bool:
    """`move neu`: a source alone, which only opens the movement's menu."""
    return notation.startswith("move ") and len(notation.split()) == 2


def test_the_search_never_opens_a_movement_menu_to_put_off_the_clock() -> None:
    """Meteor at `hard`, four players, seed 60003, round 4 of its clock of 5, the first seat's movements
    (docs/rules/apocalyte.md, "The search stalled in the clock's last round"). Counted in decisions, opening a
    menu (`move neu`) left the look-ahead one move short of the meteorite the others ran into, and the search
    proved it better on every seed tried: the seat then left the menu (`back`) and did it again. Counted in
    moves, it plays a whole movement on every seed."""
    state = ENGINE.new([f"B{n}" for n in range(4)], {"scenario": "meteor", "difficulty": "hard"}, 60003)
    state = played_on(ENGINE, state, random.Random(60003), 85)
    prompt = ENGINE.prompts(state)[0]
    legal = [a.notation for a in ENGINE.legal_actions(state, prompt.seat)]
    assert (state["round"], prompt.seat, prompt.kind) == (4, 0, "move")
    assert "move neu" in legal and BACK not in legal, "the menu is closed, and opening it is a candidate"
    chosen = [search(ENGINE, state, prompt.seat, random.Random(seed), 100, ITERATIONS).action.notation
              for seed in range(6)]
    assert not any(_opens_a_menu(notation) for notation in chosen), chosen
