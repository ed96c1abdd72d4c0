"""Primordial Soup, the last move on the board image: `state["highlight"]` lists the spaces the
last action touched, with everything the engine then resolved on its own until the next prompt,
and `state["highlight_ladder"]` the ladder spaces markers left or reached (design rule: "the
last move highlighted" on every board image); an action that touches nothing keeps the marks
before it (rules/marks.py)."""

from __future__ import annotations

import json

from rules.soup import ENGINE
from rules.soup.state import State
from tests.rules.test_soup_support import act, legal, position, prompt, rig, setup_position, where

NORTH, STILL = 1, 9  # environment card ids (see data/soup/environment.json)


def _marks(st: State) -> tuple[list[str], list[int]]:
    return st["highlight"], st["highlight_ladder"]


# --- setup -------------------------------------------------------------------------------------


def test_a_new_game_highlights_nothing_and_setup_marks_the_ladder_space_and_the_placed_amoeba() -> None:
    """Rulebook, Determine Starting Player / Placing Amoebas: the chosen ladder start space, then
    each amoeba's space, is what the setup action touched."""
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 3)
    assert _marks(st) == ([], [])
    assert prompt(st).kind == "start"
    space = int(legal(st)[-1].split()[1])
    st, _ = act(st, f"start {space}")
    assert _marks(st) == ([], [space])
    while prompt(st).kind == "start":
        st, _ = act(st, legal(st)[0])
    st, _ = act(st, "place b4")
    assert _marks(st) == (["b4"], [])


# --- phase 1 -----------------------------------------------------------------------------------


def test_a_drift_highlights_the_space_left_and_the_space_entered() -> None:
    """Rulebook, Phase 1 'The Amoeba Drifts': a drift highlights the space left and the space
    entered (the meal on arrival happens there too)."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=NORTH)
    st, _ = act(st, "drift")
    assert where(st, 0, 1) == "c5"
    assert _marks(st) == (["c4", "c5"], [])


def test_a_blocked_drift_highlights_the_space_the_amoeba_stays_on() -> None:
    """Rulebook, Phase 1: an obstacle in the way means the amoeba stays; its space is marked."""
    st = position(amoebas=[(0, 1, "d1", 0), (1, 1, "b2", 0)], card=5)  # south: the edge
    st, _ = act(st, "drift")
    assert where(st, 0, 1) == "d1" and st["highlight"] == ["d1"]


def test_a_move_highlights_both_spaces_and_each_action_starts_afresh() -> None:
    """Rulebook, Phase 1 'The Amoeba Moves': the compass die's step marks the space left and the
    space entered; the next amoeba's action replaces that highlight."""
    st = position(amoebas=[(0, 1, "c4", 0), (0, 2, "d2", 0), (1, 1, "b2", 0)], bp=[5, 5, 5, 5])
    st, _ = act(rig(st, [1]), "move")
    assert where(st, 0, 1) == "b4"
    assert st["highlight"] == ["c4", "b4"]
    st, _ = act(st, "drift")  # still water: amoeba 2 stays on d2 and eats there
    assert st["highlight"] == ["d2"]


def test_a_rolled_five_highlights_the_space_the_amoeba_stays_on() -> None:
    """NOTES compass die: 5 is no move; the amoeba's own space is what the move touched."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], bp=[5, 5, 5, 5])
    st, _ = act(rig(st, [5]), "move")
    assert st["highlight"] == ["c4"]


def test_a_six_marks_the_amoeba_while_its_owner_picks_then_the_step() -> None:
    """NOTES compass die: 6 is a free choice, asked as its own prompt."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], bp=[5, 5, 5, 5])
    st, _ = act(rig(st, [6]), "move")
    assert prompt(st).kind == "direction" and st["highlight"] == ["c4"]
    st, _ = act(st, "dir w")
    assert st["highlight"] == ["c4", "b4"]


def test_eating_highlights_the_space_of_the_meal() -> None:
    """Rulebook, Phase 1 Feeding and Excretion: the cubes change on the amoeba's space (with
    Substitution there is a choice of meals, so eating is an action of its own)."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=NORTH, food={"c5": "ggbbyy"}, genes={0: ["substitution"]}
    )
    st, _ = act(st, "drift")
    assert prompt(st).kind == "feed" and st["highlight"] == ["c4", "c5"]
    st, _ = act(st, legal(st)[0])
    assert st["highlight"] == ["c5"]


def test_starving_highlights_the_hungry_amoebas_space() -> None:
    """Rulebook, Food Shortage and Starving: no meal, one damage point, on its space."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], food={"c4": ""})
    st, _ = act(st, "drift")
    assert st["amoebas"][0][0]["damage"] == 1 and st["highlight"] == ["c4"]


def test_a_rider_goes_along_within_the_highlighted_spaces() -> None:
    """Gene Holding (2): the space left and entered hold both the mover and the rider."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=NORTH)
    st, _ = act(st, "drift")
    assert prompt(st).kind == "follow" and st["highlight"] == ["c4"]
    st, _ = act(st, "follow")
    assert where(st, 1, 1) == "c5"
    assert st["highlight"][:2] == ["c4", "c5"]


def test_the_last_move_of_phase_1_also_marks_the_island_where_the_new_card_lies() -> None:
    """Rulebook, Phase 2: a new environment card is laid on the compass, automatically; the
    compass island (c3) joins the highlight."""
    st = position(amoebas=[(0, 1, "c4", 0)], card=NORTH)
    st, _ = act(st, "drift")
    assert st["phase"] == "genes"
    assert st["highlight"] == ["c4", "c5", "c3"]
    st, _ = act(st, "done")  # buying no gene touches nothing on the board: the drift stays marked
    assert _marks(st) == (["c4", "c5", "c3"], [])


# --- attacks ------------------------------------------------------------------------------------


def _sfs(**kwargs):  # Ann (red) starves on c4 with Struggle for Survival; Cid (blue) shares the space
    genes = {0: ["struggle"], **kwargs.pop("genes", {})}
    return position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (1, 1, "b2", 0)],
        genes=genes,
        card=STILL,
        food={"c4": ""},
        bp=[5, 5, 5, 5],
    )


def test_an_attack_highlights_its_space_where_the_victim_dies() -> None:
    """Gene Struggle for Survival: the attack and the violent death happen on the shared space."""
    st, _ = act(_sfs(), "drift")
    st, _ = act(st, "attack blue 1")
    assert where(st, 2, 1) is None
    assert _marks(st) == (["c4"], [])


def test_a_fight_highlights_the_attacks_space() -> None:
    """Gene Defense: the defender pays 1 BP and the fight is rolled on the attack's space."""
    st, _ = act(_sfs(genes={2: ["defense"]}), "drift")
    st, _ = act(st, "attack blue 1")
    assert prompt(st).kind == "defend" and st["highlight"] == ["c4"]
    st, _ = act(rig(st, [1, 6]), "defend")
    assert where(st, 2, 1) == "c4" and st["highlight"] == ["c4"]


def test_an_escape_highlights_the_attacks_space_and_where_the_defender_fled() -> None:
    """Gene Escape: the attacked amoeba moves away; the step marks both spaces."""
    st, _ = act(_sfs(genes={2: ["escape"]}), "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [2]), "escape")
    assert where(st, 2, 1) == "c5"
    assert st["highlight"] == ["c4", "c5"]


def test_aggression_highlights_the_attack_and_the_scoring_that_follows() -> None:
    """Gene Aggression and Rulebook, Phase 6: the phase-5 kill marks its space; scoring then runs on
    its own and marks the ladder spaces the markers left and reached."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (0, 2, "b4", 0), (0, 3, "b2", 0), (2, 1, "c4", 0)],
        genes={0: ["aggression"]},
        phase="deaths",
        bp=[5, 5, 5, 5],
        ladder=[1, 2, 3, 4],
    )
    st, _ = act(st, "attack blue 1 with 1")
    assert where(st, 2, 1) is None
    assert st["highlight"] == ["c4"]
    assert st["ladder"][0] == 5  # three amoebas advance 1, over the occupied 2, 3 and 4
    assert st["highlight_ladder"] == [1, 5]


# --- phases 4 to 6 -----------------------------------------------------------------------------


def test_division_highlights_the_new_amoebas_space() -> None:
    """Rulebook, Phase 4: the new amoeba is placed next to one of its tribe."""
    st = position(phase="division", amoebas=[(3, 1, "c4", 0), (0, 1, "b2", 0)])
    st, _ = act(st, "divide c5")
    assert where(st, 3, 2) == "c5"
    assert _marks(st) == (["c5"], [])


def test_the_deaths_and_scoring_that_resolve_alone_are_highlighted() -> None:
    """Rulebook, Phase 5 and 6: after the last division, deaths and scoring need no decision; the
    highlight covers the dead amoebas' spaces and the markers' old and new ladder spaces."""
    st = position(
        phase="division",
        amoebas=[(0, 1, "c4", 2), (1, 1, "b2", 0), (1, 2, "b3", 0), (1, 3, "a3", 0)],
        bp=[0, 0, 0, 0],
        ladder=[1, 2, 3, 4],
    )
    while st["phase"] == "division":
        st, _ = act(st, "done")
    assert st["phase"] == "move" and where(st, 0, 1) is None
    assert st["ladder"][1] == 5
    assert _marks(st) == (["c4"], [2, 5])


def test_setup_position_after_automatic_phases_records_them_too() -> None:
    """Rulebook, Phase 5: natural deaths alone (no decision at all) are highlighted as well."""
    st, _ = setup_position(phase="deaths", amoebas=[(1, 1, "c4", 2), (1, 2, "d4", 1)])
    assert "c4" in st["highlight"] and "d4" not in st["highlight"]


# --- leaving, saving, viewing ------------------------------------------------------------------


def test_leaving_highlights_where_the_tribe_and_the_marker_were() -> None:
    """Interpretation, Leaving the game: the amoebas and the marker leave the board."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0), (1, 2, "d2", 0)], ladder=[1, 7, 3, 4])
    st, _ = ENGINE.resign(st, 1)
    assert _marks(st) == (["b2", "d2"], [7])


def test_the_highlight_is_saved_shown_and_json() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=NORTH)
    st, _ = act(st, "drift")
    data = json.loads(json.dumps(ENGINE.dump(st)))
    assert data["highlight"] == ["c4", "c5"] and data["highlight_ladder"] == []
    assert ENGINE.load(data) == st
    view = ENGINE.view(st, None)
    assert view["highlight"] == ["c4", "c5"] and view["highlight_ladder"] == []
    assert ENGINE.view(st, 1)["highlight"] == ["c4", "c5"]


def test_a_game_saved_without_a_highlight_still_loads_and_plays() -> None:
    """Saved games from before the highlight existed keep loading, with nothing highlighted."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=NORTH)
    data = ENGINE.dump(st)
    del data["highlight"], data["highlight_ladder"]
    loaded = ENGINE.load(data)
    assert _marks(loaded) == ([], [])
    assert ENGINE.view(loaded, None)["highlight"] == []
    after, _ = act(loaded, "drift")
    assert after["highlight"] == ["c4", "c5"]
