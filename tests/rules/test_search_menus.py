"""The strong bot's look-ahead counts moves, not menu steps (rules/search.py, "Progress, not decisions"): a
choice that only narrows or widens a menu moves the game on by nothing, so a candidate that opens a menu and
leaves it again is compared with the others as far on in the game, and is no free time before a loss."""

from __future__ import annotations

import json
import random
from pathlib import Path

from rules.apocalyte import ENGINE
from rules.base import BACK
from rules.search import search
from tests.support.selfplay import played_on

DATA = Path(__file__).parent / "data"
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


def test_the_search_never_takes_a_menu_its_bot_leaves_again_when_every_move_loses() -> None:
    """Mutants at `hard`, four players, seed 80006, the clock's last round (17 of 17), the third seat's
    movements, kept as the strong table reached it (tests/rules/data/apocalyte_mutants_last_round.json):
    ending the movements loses at the round's end, and opening a source's menu scored better in the worlds
    whose look-ahead stopped short of it, though the bot leaves that menu at once (`back`). The strong seat
    opened `move chi`, left it, and opened it again, hundreds of times (the game never ended). It now plays
    its bot's `done`, whatever the search's seed."""
    state = ENGINE.load(json.loads((DATA / "apocalyte_mutants_last_round.json").read_text()))
    prompt = ENGINE.prompts(state)[0]
    assert (state["round"], prompt.seat, prompt.kind) == (17, 2, "move")
    assert [a.notation for a in ENGINE.legal_actions(state, prompt.seat)] == ["move ukr", "move chi", "done"]
    chosen = {search(ENGINE, state, prompt.seat, random.Random(seed), 100, ITERATIONS).action.notation
              for seed in range(4)}
    assert chosen == {"done"}
