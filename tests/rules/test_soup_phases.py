"""Primordial Soup, phases 2-6: environment and gene defects, buying genes, cell division, deaths,
scoring and the end of the game; and the ascending/descending turn orders."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.soup import ENGINE
from rules.soup.stages import run_until_decision
from tests.rules.test_soup_support import act, legal, position, prompt, setup_position, total_cubes, where
from tests.support.events import data_of

THIN_NORTH, THICK_NORTH, STILL = 1, 2, 9  # ozone 8, ozone 14, ozone 12


# --- turn order ------------------------------------------------------------------------------


def test_phase_1_is_played_in_ascending_order_of_the_ladder() -> None:
    """Rulebook, Ascending Order: the marker lowest on the ladder plays first."""
    st = position(amoebas=[(s, 1, sq, 0) for s, sq in enumerate(["b5", "c5", "d5", "e5"])], ladder=[4, 1, 3, 2])
    order = []
    while st["phase"] == "move":
        order.append(prompt(st).seat)
        st, _ = act(st, "drift")
    assert order == [1, 3, 2, 0]


def test_buying_is_in_descending_order_with_one_chance_each() -> None:
    """Rulebook, Phase 3: in descending order, each player has one chance to buy."""
    st = position(phase="genes", ladder=[4, 1, 3, 2], bp=[10, 10, 10, 10])
    order = []
    while st["phase"] == "genes":
        order.append(prompt(st).seat)
        st, _ = act(st, "done")
    assert order == [0, 2, 3, 1]


def test_each_amoeba_of_a_player_moves_in_numerical_order() -> None:
    """Rulebook, Numerical Order: a player's amoebas act from 1 to 7."""
    st = position(amoebas=[(0, 3, "b5", 0), (0, 1, "e5", 0), (0, 2, "c5", 0)])
    assert ENGINE.view(st, None)["current"] == {"seat": 0, "amoeba": 1}
    st, _ = act(st, "drift")
    assert ENGINE.view(st, None)["current"] == {"seat": 0, "amoeba": 2}


# --- phase 2 -----------------------------------------------------------------------------------


def test_a_new_environment_card_is_turned_in_phase_2() -> None:
    """Rulebook, Phase 2: the old card is removed and a new one laid on the compass."""
    st, ev = setup_position(phase="environment", card=STILL, deck=[THICK_NORTH, 5, 6])
    assert st["card"] == THICK_NORTH
    assert st["deck"] == {"draw": [5, 6], "discard": [STILL]}
    assert data_of(ev, "card") == [{"card": THICK_NORTH, "left": 2}]


def test_no_gene_defects_in_the_first_round() -> None:
    """Rulebook, Phase 2: gene defects do not occur during the first round."""
    heavy = ["armor", "aggression", "life-expectancy"]
    st, ev = setup_position(phase="environment", round=1, genes={0: heavy}, deck=[THIN_NORTH, 5])
    assert prompt(st).kind == "buy"
    assert set(st["genes"][0]) == set(heavy) and st["biological_points"][0] == 10
    assert data_of(ev, "defect") == [{}]


def test_gene_defects_cost_the_difference_in_bp_or_genes() -> None:
    """Rulebook, Gene Defects: mutation points above the ozone thickness are paid with BP or genes."""
    genes = ["armor", "aggression", "life-expectancy"]  # 6 + 5 + 5 = 16
    st, ev = setup_position(phase="environment", genes={0: genes}, deck=[THIN_NORTH, 5], bp=[10, 10, 10, 10])
    p = prompt(st)
    assert (p.seat, p.kind) == (0, "defect")
    assert data_of(ev, "defect") == [{"seat": 0, "mp": 16, "ozone": 8, "debt": 8}]
    assert legal(st)[:8] == [f"pay bp {k}" for k in range(1, 9)]
    assert "give up armor" in legal(st)
    with pytest.raises(IllegalAction, match="You owe 8 points: pay at most 8 BP"):
        act(st, "pay bp 9")
    st, _ = act(st, "pay bp 3")
    st, _ = act(st, "give up aggression")
    assert st["biological_points"][0] == 7 and "aggression" not in st["genes"][0]
    assert st["pool"]["aggression"] == 1  # available for sale again
    assert prompt(st).kind == "buy"


def test_a_mutation_total_equal_to_the_ozone_costs_nothing() -> None:
    """Rulebook, Phase 2 and Gene Defects: only a total greater than the ozone is balanced (the
    Encyclopedia's Gene card entry reads "less than"; see Interpretations)."""
    genes = ["armor", "aggression", "intelligence"]  # 6 + 5 + 3 = 14
    st, ev = setup_position(phase="environment", genes={0: genes}, deck=[THICK_NORTH], bp=[5, 5, 5, 5])
    assert prompt(st).kind == "buy"
    assert st["biological_points"][0] == 5 and set(st["genes"][0]) == set(genes)
    assert not [e for e in ev if e.kind == "defect"]
    st, ev = setup_position(phase="environment", genes={0: [*genes, "spores"]}, deck=[THICK_NORTH], bp=[5, 5, 5, 5])
    assert data_of(ev, "defect") == [{"seat": 0, "mp": 17, "ozone": 14, "debt": 3}]


def test_giving_up_more_points_than_owed_loses_the_extra() -> None:
    """Rulebook, Gene Defects: the surplus of a gene card given up is lost."""
    st = position(
        phase="environment",
        genes={0: ["armor", "aggression", "intelligence", "spores"]},
        deck=[THICK_NORTH],
        bp=[0, 5, 5, 5],
    )
    st, ev = act(st, "give up armor")  # 17 - 14 = 3 owed, Armor is worth 6
    assert data_of(ev, "defect") == [{"seat": 0, "gene": "armor"}]
    assert st["biological_points"][0] == 0 and st["phase"] == "genes"  # the 3 points over are not given back


def test_ray_protection_lowers_the_mutation_total_and_cannot_pay_a_defect() -> None:
    """Gene Ray Protection: -2 mutation points; giving it up would not pay anything."""
    st, ev = setup_position(
        phase="environment", genes={0: ["armor", "aggression", "ray-protection"]}, deck=[THIN_NORTH], bp=[5, 5, 5, 5]
    )
    assert data_of(ev, "defect") == [{"seat": 0, "mp": 9, "ozone": 8, "debt": 1}]  # 6 + 5 - 2 = 9 against 8
    assert "give up ray-protection" not in legal(st)
    with pytest.raises(IllegalAction, match="lowers your mutation total"):
        act(st, "give up ray-protection")
    with pytest.raises(IllegalAction, match="You do not own Speed"):
        act(st, "give up speed")


def test_without_bp_a_defect_is_paid_in_genes() -> None:
    """Rulebook, Gene Defects: BP or gene cards; a player without BP must give up genes."""
    st = position(phase="environment", genes={0: ["armor", "intelligence"]}, deck=[THIN_NORTH], bp=[0, 5, 5, 5])
    assert legal(st) == ["give up intelligence", "give up armor"]
    with pytest.raises(IllegalAction, match="You have 0 BP"):
        act(st, "pay bp 1")


# --- phase 3 -----------------------------------------------------------------------------------


def test_buying_a_gene_costs_its_price_and_removes_it_from_the_pool() -> None:
    """Rulebook, Phase 3 and the gene table: a gene costs its price in BP."""
    st = position(phase="genes", bp=[0, 0, 0, 9])
    assert prompt(st).seat == 3
    st, ev = act(st, "buy speed")
    assert st["biological_points"][3] == 5 and "speed" in st["genes"][3] and st["pool"]["speed"] == 1
    assert data_of(ev, "buy") == [{"seat": 3, "gene": "speed", "price": 4, "lower": None}]
    assert prompt(st).seat == 3  # may buy more in the same chance
    st, _ = act(st, "buy none")
    assert st["phase"] == "division"


def test_buying_refusals_name_the_reason() -> None:
    """Rulebook, Amoeba Genome Project: no second copy; price in BP; sold-out genes wait for a return."""
    st = position(phase="genes", bp=[0, 0, 0, 3], genes={3: ["speed"], 2: ["spores"]})
    with pytest.raises(IllegalAction, match="You already own Speed"):
        act(st, "buy speed")
    with pytest.raises(IllegalAction, match="You cannot buy Defense: it costs 4 BP and you have 3"):
        act(st, "buy defense")
    with pytest.raises(IllegalAction, match="You cannot buy Spores: every copy in this game is owned by someone"):
        act(st, "buy spores")
    with pytest.raises(IllegalAction, match="There is no gene called 'wings'"):
        act(st, "buy wings")


def test_an_advanced_gene_is_bought_by_handing_in_a_lower_gene_held_for_a_round() -> None:
    """Rulebook, Advanced Genes: pay the price and give up the lower gene, held at least one round."""
    st = position(phase="genes", round=3, bp=[0, 0, 0, 20], genes={3: ["speed"]}, acquired=3)
    with pytest.raises(IllegalAction, match="hold Speed for a full round"):
        act(st, "buy persistence")
    st = position(phase="genes", round=3, bp=[0, 0, 0, 20], genes={3: ["speed"]}, acquired=2)
    st, ev = act(st, "buy persistence")
    assert "persistence" in st["genes"][3] and "speed" not in st["genes"][3]
    assert st["pool"]["speed"] == 2 and st["biological_points"][3] == 16
    assert data_of(ev, "buy") == [{"seat": 3, "gene": "persistence", "price": 4, "lower": "speed"}]
    with pytest.raises(IllegalAction, match="You hold Persistence, so you may not buy Speed"):
        act(st, "buy speed")


def test_advanced_gene_without_the_lower_gene_is_refused() -> None:
    """Rulebook, Advanced Genes: the lower gene is required."""
    st = position(phase="genes", bp=[0, 0, 0, 20])
    with pytest.raises(IllegalAction, match="Movement II: it is bought by handing in Movement I, which you do not"):
        act(st, "buy movement-2")


def test_armor_may_be_bought_with_either_defense_or_escape() -> None:
    """Rulebook, Advanced Genes: Armor replaces Defense or Escape; holding both, the player chooses."""
    st = position(phase="genes", bp=[0, 0, 0, 20], genes={3: ["defense", "escape"]})
    assert "buy armor for defense" in legal(st) and "buy armor for escape" in legal(st)
    st, _ = act(st, "buy armour for escape")
    assert set(st["genes"][3]) == {"defense", "armor"}
    assert "buy defense" not in legal(st)


def test_nothing_affordable_passes_automatically() -> None:
    """Forced choices are automatic: a player who can buy nothing is done."""
    st = position(phase="genes", bp=[0, 0, 0, 0])
    assert st["phase"] == "division"


# --- phase 4 -----------------------------------------------------------------------------------


def test_division_income_and_cost() -> None:
    """Rulebook, Phase 4: 10 BP income in descending order; 6 BP per new amoeba, born without damage."""
    st = position(phase="division", amoebas=[(3, 1, "c4", 1), (3, 2, "d4", 0)], bp=[0, 0, 0, 3])
    assert prompt(st).seat == 3 and st["biological_points"][3] == 13
    st, _ = act(st, "divide c5")
    assert st["biological_points"][3] == 7 and where(st, 3, 3) == "c5" and st["amoebas"][3][2]["damage"] == 0


def test_division_rate_costs_4() -> None:
    """Gene Division Rate: division costs 4 BP instead of 6."""
    st = position(
        phase="division", amoebas=[(3, 1, "c4", 0), (3, 2, "d4", 0)], bp=[0, 0, 0, 0], genes={3: ["division-rate"]}
    )
    st, _ = act(st, "divide c5")
    assert st["biological_points"][3] == 6


def test_new_amoebas_must_border_one_of_their_colour_including_new_ones() -> None:
    """Rulebook, Phase 4: a new amoeba goes on a space without one of its colour, next to (not
    diagonally) a space with one, counting amoebas just placed."""
    st = position(phase="division", amoebas=[(3, 1, "b4", 0), (3, 2, "b2", 0)], bp=[0, 0, 0, 10])
    options = {o.split()[1] for o in legal(st) if o != "done"}
    assert options == {"b5", "a4", "c4", "b3", "a2", "c2"}
    with pytest.raises(IllegalAction, match="d5 does not border any of your amoebas"):
        act(st, "divide d5")
    with pytest.raises(IllegalAction, match="b4 already holds one of your amoebas"):
        act(st, "divide b4")
    with pytest.raises(IllegalAction, match="compass island"):
        act(st, "divide c3")
    st, _ = act(st, "divide c4")
    assert "divide d4" in legal(st)  # next to the amoeba just placed


def test_division_refuses_without_enough_bp() -> None:
    """Rulebook, Phase 4: 6 BP per amoeba."""
    st = position(phase="division", amoebas=[(3, 1, "b4", 0), (3, 2, "b2", 0)], bp=[0, 0, 0, 0])
    st, _ = act(st, "divide c4")  # 10 BP income, 4 left: Dee is done automatically
    assert prompt(st).seat != 3
    # the refusal a player reads if the prompt were still open with too few BP
    st = position(phase="division", amoebas=[(3, 1, "b4", 0), (3, 2, "b2", 0)], bp=[0, 0, 0, 0])
    st["biological_points"][3] = 4
    with pytest.raises(IllegalAction, match="You have 4 BP; a new amoeba costs 6"):
        act(st, "divide c4")


def test_spores_place_new_amoebas_anywhere_without_their_colour() -> None:
    """Gene Spores: the new amoeba may go on any space without an amoeba of that colour."""
    st = position(phase="division", amoebas=[(3, 1, "b4", 0), (3, 2, "b2", 0)], bp=[0, 0, 0, 0], genes={3: ["spores"]})
    assert "divide e2" in legal(st) and "divide b4" not in legal(st)


def test_a_lone_amoeba_may_divide_anywhere() -> None:
    """Rulebook, Phase 4: with only one amoeba on the board, the second may go anywhere."""
    st = position(phase="division", amoebas=[(3, 1, "b4", 0)], bp=[0, 0, 0, 6])
    assert "divide e2" in legal(st)
    st, _ = act(st, "divide e2")
    assert "divide d1" not in legal(st) and "divide d2" in legal(st)


def test_two_amoebas_on_one_space_are_not_a_lone_amoeba() -> None:
    """Rulebook, Phase 4: "only one amoeba on the board" counts amoebas, not spaces: a tribe of two
    sharing a space divides next to them like any other."""
    st = position(phase="division", amoebas=[(3, 1, "b4", 0), (3, 2, "b4", 0)], bp=[0, 0, 0, 6])
    assert {o.split()[1] for o in legal(st) if o != "done"} == {"b5", "a4", "c4", "b3"}
    with pytest.raises(IllegalAction, match="e2 does not border any of your amoebas"):
        act(st, "divide e2")


def test_at_most_seven_amoebas() -> None:
    """Rulebook, Contents: seven amoebas per player; no division beyond them."""
    sqs = ["b5", "c5", "d5", "e5", "a4", "b4", "c4"]
    st = position(phase="division", amoebas=[(3, i + 1, sq, 0) for i, sq in enumerate(sqs)], bp=[0, 0, 0, 40])
    assert prompt(st).seat != 3 or legal(st) == ["done"]
    assert st["biological_points"][3] == 50


def test_a_player_with_no_amoebas_may_start_again_anywhere_by_default() -> None:
    """Interpretation (option empty_tribe): with no amoeba left a player may divide onto any space."""
    st = position(phase="division", amoebas=[(0, 1, "b4", 0)], bp=[0, 0, 0, 0])
    assert prompt(st).seat == 3 and len(legal(st)) == 20
    st = position(phase="division", amoebas=[(0, 1, "b4", 0)], bp=[0, 0, 0, 0], options={"empty_tribe": "out"})
    assert prompt(st).seat != 3


# --- phase 5 -----------------------------------------------------------------------------------


def test_amoebas_with_two_damage_points_die_and_become_food() -> None:
    """Rulebook, Phase 5: 2 or more DP die, replaced by two cubes of each colour in play."""
    st, ev = setup_position(phase="deaths", amoebas=[(1, 1, "c4", 2), (1, 2, "d4", 1)], food={"c4": ""})
    assert where(st, 1, 1) is None and where(st, 1, 2) == "d4"
    assert st["cubes"]["c4"] == [2, 2, 2, 2]
    assert data_of(ev, "death") == [{"seat": 1, "amoeba": 1, "sq": "c4", "cubes": [2, 2, 2, 2]}]
    assert total_cubes(st) == 220


def test_dead_amoebas_may_be_used_again() -> None:
    """Rulebook, Phase 5: an amoeba that died returns to its owner and can be placed again."""
    st = position(phase="deaths", amoebas=[(3, 1, "c4", 2), (3, 2, "d4", 0)], bp=[0, 0, 0, 0])
    assert where(st, 3, 1) is None
    # next round's division: Dee's free number 1 comes back first
    st["stack"], st["phase"], st["biological_points"][3] = [], "genes", 0
    run_until_decision(st, [])
    st, ev = act(st, "divide d5")
    assert where(st, 3, 1) == "d5" and data_of(ev, "divide") == [{"seat": 3, "sq": "d5"}]


def test_three_player_deaths_leave_the_three_colours_in_play() -> None:
    """Rulebook, Phase 5: two cubes of each colour in play."""
    st = position(3, phase="deaths", amoebas=[(1, 1, "c4", 2)], food={"c4": ""})
    assert st["cubes"]["c4"] == [2, 2, 2, 0]


def test_life_expectancy_dies_only_at_three_damage_points() -> None:
    """Gene Life Expectancy: amoebas only die with 3 DP."""
    st = position(phase="deaths", amoebas=[(1, 1, "c4", 2), (1, 2, "d4", 3)], genes={1: ["life-expectancy"]})
    assert where(st, 1, 1) == "c4" and where(st, 1, 2) is None


def test_deaths_with_a_food_shortage() -> None:
    """Rulebook, Shortage of Food: missing cubes are not replaced by another colour."""
    st, ev = setup_position(phase="deaths", amoebas=[(1, 1, "c4", 2)], food={"c4": "", "b5": "r" * 20})
    assert st["cubes"]["c4"] == [1, 2, 2, 2]
    assert any(e.kind == "shortage" for e in ev)


# --- phase 6 and the end ------------------------------------------------------------------------


def test_scoring_uses_both_advance_tables() -> None:
    """Rulebook, Phase 6: 5 amoebas advance 4, 3 gene cards advance 1; advanced genes count two,
    Ray Protection none."""
    sqs = ["b5", "c5", "d5", "e5", "a4"]
    st, ev = setup_position(
        phase="scoring",
        amoebas=[(3, i + 1, sq, 0) for i, sq in enumerate(sqs)],
        genes={3: ["armor", "intelligence", "ray-protection"]},
        ladder=[1, 2, 3, 10],
    )
    assert st["ladder"][3] == 15
    assert {"seat": 3, "from": 10, "to": 15, "amoebas": 4, "genes": 1} in data_of(ev, "score")


@pytest.mark.parametrize(("count", "steps"), [(2, 0), (3, 1), (4, 2), (5, 4), (6, 5), (7, 6)])
def test_amoeba_advance_table(count: int, steps: int) -> None:
    """Rulebook, Phase 6 amoeba table: 0-2:0, 3:1, 4:2, 5:4, 6:5, 7:6."""
    sqs = ["b5", "c5", "d5", "e5", "a4", "b4", "c4"][:count]
    st = position(phase="scoring", amoebas=[(3, i + 1, sq, 0) for i, sq in enumerate(sqs)], ladder=[1, 2, 3, 10])
    assert st["ladder"][3] == 10 + steps


@pytest.mark.parametrize(("genes", "steps"), [(2, 0), (3, 1), (4, 2), (5, 3), (6, 4), (8, 4)])
def test_gene_advance_table(genes: int, steps: int) -> None:
    """Rulebook, Phase 6 gene table: 0-2:0, 3:1, 4:2, 5:3, 6+:4."""
    keys = ["intelligence", "movement-1", "spores", "speed", "defense", "escape", "substitution", "tentacle"][:genes]
    st = position(phase="scoring", genes={3: keys}, ladder=[1, 2, 3, 10])
    assert st["ladder"][3] == 10 + steps


def test_occupied_ladder_spaces_are_skipped() -> None:
    """Rulebook, Encyclopedia 'Advance': occupied spaces are not counted, one marker per space."""
    sqs = ["b5", "c5", "d5"]
    st, _ = setup_position(
        phase="scoring",
        amoebas=[(0, i + 1, sq, 0) for i, sq in enumerate(sqs)] + [(0, 4, "e5", 0)],
        ladder=[5, 6, 7, 1],
    )
    # Ann: 4 amoebas advance 2 from 5; 6 and 7 are taken, so she lands on 9
    assert st["ladder"][0] == 9


def test_the_game_ends_after_scoring_when_a_marker_reaches_the_finish_zone() -> None:
    """Rulebook, Game End: a marker in the Finish Zone (41-50) after scoring ends the game; the
    furthest marker wins."""
    sqs = ["b5", "c5", "d5", "e5", "a4"]
    st, _ = setup_position(
        phase="scoring", amoebas=[(1, i + 1, sq, 0) for i, sq in enumerate(sqs)], ladder=[39, 38, 3, 4]
    )
    assert st["ladder"][1] == 43  # 39 is Ann's, so it is skipped
    result = ENGINE.result(st)
    assert result.over and result.winners == (1,)
    assert ENGINE.prompts(st) == [] and ENGINE.legal_actions(st, 1) == []


def test_the_game_ends_after_the_round_that_turns_the_last_environment_card() -> None:
    """Rulebook, Game End: the game also ends after the round in which the last card is turned."""
    st, ev = setup_position(phase="environment", deck=[5], ladder=[1, 2, 3, 9], bp=[0, 0, 0, 0])
    assert data_of(ev, "card")[0] == {"card": 5, "left": 0} and st["last_card"]
    while not ENGINE.result(st).over:
        st, _ = act(st, legal(st)[-1])
    assert ENGINE.result(st).winners == (3,)
    assert st["round"] == 2


def test_a_marker_never_passes_the_end_of_the_ladder() -> None:
    """Interpretation: the ladder ends at 50; a marker stops on the furthest free space."""
    sqs = ["b5", "c5", "d5", "e5", "a4", "b4", "c4"]
    st = position(
        phase="scoring",
        amoebas=[(3, i + 1, sq, 0) for i, sq in enumerate(sqs)],
        genes={3: ["armor", "aggression", "movement-2"]},
        ladder=[1, 2, 50, 45],
    )
    assert st["ladder"][3] == 49
