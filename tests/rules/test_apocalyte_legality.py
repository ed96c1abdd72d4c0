"""One source of legality in Apocalyte (issue 33, item 3): a placement, a fight and a pick are listed
exactly when their one check allows them, and a typed one it refuses is refused with that check's
words, over every territory and count."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.placement import extra_refusal, new_army_refusal
from rules.apocalyte.setup import pick_refusal
from rules.apocalyte.state import ROUNDS_PER_TERRITORY, State
from rules.apocalyte.turn import fight_refusal
from rules.apocalyte.world import CODES, name
from rules.base import IllegalAction
from tests.rules.test_apocalyte_support import NAMES, position, put


def refusal_of(state: State, seat: int, text: str) -> str | None:
    """Why the table's path for a typed move refuses `text`, or None when it is played."""
    try:
        ENGINE.play(state, seat, text)
    except IllegalAction as refused:
        return str(refused)
    return None


def assert_listed_exactly_when_allowed(state: State, seat: int, checked: dict[str, str | None]) -> None:
    """Each notation is listed if and only if its check allows it, and played or refused as the check says."""
    listed = {a.notation for a in ENGINE.legal_actions(state, seat)}
    for notation, refusal in checked.items():
        assert (notation in listed) == (refusal is None), notation
        assert refusal_of(state, seat, notation) == refusal, notation


def test_setup_placements_are_listed_exactly_when_the_placing_check_allows_them() -> None:
    state = ENGINE.new(list(NAMES[:2]), {}, 3)
    mine = next(code for code in CODES if state["armies"][code][0])
    state, _ = ENGINE.apply(state, 0, ENGINE.parse(state, 0, f"place 4 {mine}"))  # room for one more there
    left = state["placing"][0]
    checked = {f"place {n} {code}": extra_refusal(state, 0, code, n) for code in CODES for n in (1, 2, left, left + 1)}
    assert checked[f"place 1 {mine}"] is None
    assert checked[f"place 2 {mine}"] == f"{name(mine)} can take 1 army more: at most 5 extra on any territory."
    assert sum(refusal is None for refusal in checked.values()) > len(CODES) // 4  # allowed ones are tried too
    assert_listed_exactly_when_allowed(state, 0, checked)


def test_new_armies_are_listed_exactly_where_the_check_allows_them() -> None:
    state = position(stage="reinforce")
    put(state, "ura", 3, apoc=2)
    put(state, "sib", 4)
    put(state, "chi", 0, 2)
    checked = {f"place {n} {code}": new_army_refusal(state, 0, code, n)
               for code in ("ura", "sib", "chi", "arg", "eau") for n in (1, 2, 3)}
    assert checked["place 2 sib"] is None and checked["place 3 sib"] == "You have 2 armies left to place."
    assert checked["place 1 ura"] == ("New armies cannot go to Ural: the Apocalytes are there. They go to your "
                                      "territories free of Apocalytes.")
    assert_listed_exactly_when_allowed(state, 0, checked)


@pytest.mark.parametrize("scenario", ["zombies", "infection"])
def test_fights_are_listed_exactly_where_and_for_as_many_rounds_as_the_check_allows(scenario: str) -> None:
    state = position(scenario, stage="combat")
    put(state, "ura", 3, apoc=2, supplies=1)
    put(state, "sib", 4, apoc=1)  # no supply: the infected cannot be attacked there
    put(state, "chi", 2)
    state["turn"]["fought"] = {"ura": 1}
    checked = {f"attack {r} {code}": fight_refusal(state, 0, code, r)
               for code in ("ura", "sib", "chi", "ukr") for r in range(1, ROUNDS_PER_TERRITORY + 1)}
    assert checked["attack 1 ura"] is None and checked[f"attack {ROUNDS_PER_TERRITORY} ura"] is not None
    assert (checked["attack 1 sib"] is None) == (scenario == "zombies")
    assert_listed_exactly_when_allowed(state, 0, checked)


def test_draft_picks_are_listed_exactly_when_the_territory_is_free() -> None:
    state = ENGINE.new(list(NAMES[:2]), {"deal": "draft"}, 3)
    seat = ENGINE.prompts(state)[0].seat
    state, _ = ENGINE.apply(state, seat, ENGINE.parse(state, seat, "pick auto"))
    seat = ENGINE.prompts(state)[0].seat
    checked = {f"pick {code}": pick_refusal(state, code) for code in CODES}
    assert any(checked.values()) and None in checked.values()
    assert_listed_exactly_when_allowed(state, seat, checked)
