"""Primordial Soup's wording: how its main events, prompts, refusals, status and end read to the
players. Rule tests elsewhere assert the events' data; this file reads the sentences (issue 33: one
wording test per game)."""

from __future__ import annotations

import pytest

from rules.base import Action, Event, IllegalAction
from rules.soup import ENGINE
from rules.soup.state import State
from tests.rules.test_soup_support import act, log, position, prompt, rig, setup_position

NORTH, SOUTH, THIN_NORTH, THICK_NORTH, STILL = 1, 5, 1, 2, 9  # environment card ids


def test_a_meal_its_excretion_and_starving_read_with_the_cubes_and_the_square() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL)
    _, ev = act(st, "drift")
    assert "Ann's amoeba 1 eats 1 green, 1 blue, 1 yellow on c4." in log(ev)
    assert "Ann's amoeba 1 excretes 2 red on c4." in log(ev)
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL, food={"c4": "rrrrgb"})
    _, ev = act(st, "drift")
    assert "Ann's amoeba 1 finds no meal on c4: it goes hungry, 1 damage point (now 1)." in log(ev)


def test_parasitism_names_the_victim_who_pays() -> None:
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)], genes={0: ["parasitism"]}, card=STILL, food={"c4": "gy"},
    )
    _, ev = act(st, "drift")
    assert "eats 1 green, 1 yellow on c4, living off Cid, who pays 1 BP (Parasitism)." in log(ev)


def test_drifting_reads_where_to_or_what_was_in_the_way() -> None:
    _, ev = act(position(amoebas=[(0, 1, "c4", 0)], card=NORTH), "drift")
    assert "Ann's amoeba 1 drifts north from c4 to c5." in log(ev)
    st = position(amoebas=[(0, 1, "c4", 0), (0, 2, "d1", 0)], card=SOUTH)
    st, ev = act(st, "drift")
    assert "Ann's amoeba 1 cannot drift south: the compass island is in the way — it stays on c4." in log(ev)
    _, ev = act(st, "drift")
    assert "the edge of the soup is in the way" in log(ev)
    _, ev = act(position(amoebas=[(0, 1, "c4", 0)], card=STILL), "drift")
    assert "Ann's amoeba 1 drifts: the water is still, it stays on c4." in log(ev)


def test_a_die_rolled_into_an_obstacle_says_whether_the_amoeba_stays_or_only_that_die_offers_staying() -> None:
    # Gene Movement I: with two dice the other die may still move the amoeba, so the post says that
    # die offers staying rather than that the amoeba stays
    st = position(amoebas=[(0, 1, "c4", 0)], bp=[3, 3, 3, 3])
    _, ev = act(rig(st, [4]), "move")
    assert "Ann rolls 4 for amoeba 1" in log(ev)
    assert "compass island is in the way of Ann's amoeba 1: it stays put." in log(ev)
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-1"]}, bp=[5, 5, 5, 5])
    _, ev = act(rig(st, [4, 3]), "move")
    assert "Ann rolls 4 and 3 for amoeba 1" in log(ev)
    assert "in the way of Ann's amoeba 1: that die offers only staying put." in log(ev)
    assert "stays put." not in log(ev).replace("offers only staying put.", "")


def test_holding_and_tentacle_read_where_the_amoeba_goes_and_what_it_carries() -> None:
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=NORTH)
    st, _ = act(st, "drift")
    assert "c5" in prompt(st).text
    _, ev = act(st, "follow")
    assert "Bob's amoeba 1 holds on and goes along to c5 (Holding)." in log(ev)
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["tentacle"]}, card=NORTH, food={"c5": ""})
    st, _ = act(st, "drift")
    _, ev = act(st, "carry yellow green blue")
    assert "Ann's amoeba 1 carries 1 green, 1 blue, 1 yellow from c4 to c5 (Tentacle)." in log(ev)


def _attack(defender_genes: list[str]) -> tuple[State, list[Event]]:
    """Ann (red), starving on c4, attacks Cid's amoeba there (Struggle for Survival)."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)], genes={0: ["struggle"], 2: defender_genes}, card=STILL,
        food={"c4": ""}, bp=[5, 5, 5, 5],
    )
    st, _ = act(st, "drift")
    return act(st, "attack blue 1")


def test_an_attack_reads_as_a_violent_death_or_an_escape() -> None:
    _, ev = _attack([])
    assert "Ann's amoeba 1 eats Cid's amoeba 1 on c4: a violent death, and no excretion." in log(ev)
    _, ev = act(rig(_attack(["escape"])[0], [2]), "escape")
    assert "Cid's amoeba 1 has escaped to c5." in log(ev)
    _, ev = act(rig(_attack(["escape"])[0], [5]), "escape")
    assert "Cid's amoeba 1 is still on c4: the escape failed." in log(ev)


def test_the_move_prompt_names_the_amoeba_and_its_square() -> None:
    st = position(amoebas=[(0, 3, "b5", 0), (0, 1, "e5", 0), (0, 2, "c5", 0)])
    assert prompt(st).text == "amoeba 1 on e5 (0 DP) — drift, or move for 1 BP?"
    st, _ = act(st, "drift")
    assert "amoeba 2 on c5" in prompt(st).text


def test_the_environment_and_gene_defects_read_the_card_the_points_and_what_is_lost() -> None:
    _, ev = setup_position(phase="environment", card=STILL, deck=[THICK_NORTH, 5, 6])
    assert "A new environment card: Polar current: ozone 14, drift north" in log(ev)
    heavy = ["armor", "aggression", "life-expectancy"]
    _, ev = setup_position(phase="environment", round=1, genes={0: heavy}, deck=[THIN_NORTH, 5])
    assert "No gene defects in the first round." in log(ev)
    _, ev = setup_position(phase="environment", genes={0: heavy}, deck=[THIN_NORTH, 5])
    assert "Ann's genes carry 16 mutation points, the ozone layer is 8: 8 to balance with BP or genes." in log(ev)
    st = position(
        phase="environment", genes={0: ["armor", "aggression", "intelligence", "spores"]}, deck=[THICK_NORTH],
        bp=[0, 5, 5, 5],
    )
    _, ev = act(st, "give up armor")
    assert "Ann gives up Armor (3 points lost)." in log(ev)
    st = position(
        phase="environment", genes={0: ["armor", "aggression", "ray-protection"]}, deck=[THIN_NORTH], bp=[5, 5, 5, 5]
    )
    assert "balance 1 more" in prompt(st).text and "9 to balance" not in prompt(st).text


def test_buying_genes_reads_the_price_and_the_gene_handed_in() -> None:
    st, ev = act(position(phase="genes", bp=[0, 0, 0, 9]), "buy speed")
    assert "Dee buys Speed for 4 BP." in log(ev)
    st = position(phase="genes", round=3, bp=[0, 0, 0, 20], genes={3: ["speed"]}, acquired=2)
    _, ev = act(st, "buy persistence")
    assert "handing in Speed" in log(ev)


def test_a_refused_purchase_names_every_requirement_it_misses() -> None:
    # Rulebook, Advanced Genes and Phase 3 (issue 8): the gene needed first and the price, together
    st = position(phase="genes", bp=[0, 0, 0, 2])
    with pytest.raises(IllegalAction) as refused:
        act(st, "buy movement-2")
    assert "handing in Movement I, which you do not own" in str(refused.value)
    assert "and you have 2" in str(refused.value)


def test_a_move_by_a_player_who_owes_nothing_names_whom_the_game_waits_for_in_the_third_person() -> None:
    st = position(amoebas=[(0, 1, "c4", 0)])
    with pytest.raises(IllegalAction) as refused:
        ENGINE.apply(st, 1, Action("drift"))
    assert str(refused.value).startswith("It is not your decision now: waiting for Ann (red) to ")
    assert " your " not in str(refused.value).partition("waiting for")[2]


def test_division_deaths_and_scoring_read_the_bp_the_square_and_the_steps() -> None:
    st, ev = setup_position(phase="division", amoebas=[(3, 1, "c4", 1), (3, 2, "d4", 0)], bp=[0, 0, 0, 3])
    assert "Dee receives 10 BP (now 13)." in log(ev)
    _, ev = act(st, "divide c5")
    assert "Dee pays 6 BP: amoeba 3 is born on c5." in log(ev)
    _, ev = setup_position(phase="deaths", amoebas=[(1, 1, "c4", 2), (1, 2, "d4", 1)], food={"c4": ""})
    assert "Bob's amoeba 1 dies a natural death on c4 (2 DP)." in log(ev)
    sqs = ["b5", "c5", "d5", "e5", "a4"]
    _, ev = setup_position(
        phase="scoring", amoebas=[(3, i + 1, sq, 0) for i, sq in enumerate(sqs)],
        genes={3: ["armor", "intelligence", "ray-protection"]}, ladder=[1, 2, 3, 10],
    )
    assert "Dee advances 5 (5 amoebas: 4, 3 gene cards: 1) from space 10 to 15." in log(ev)


def test_the_end_reads_the_winner_and_the_last_card() -> None:
    sqs = ["b5", "c5", "d5", "e5", "a4"]
    st, _ = setup_position(
        phase="scoring", amoebas=[(1, i + 1, sq, 0) for i, sq in enumerate(sqs)], ladder=[39, 38, 3, 4]
    )
    assert "Bob wins on ladder space 43" in ENGINE.result(st).summary
    _, ev = setup_position(phase="environment", deck=[5], ladder=[1, 2, 3, 9], bp=[0, 0, 0, 0])
    assert "That was the last environment card: the game ends after this round." in log(ev)


def test_status_reads_the_round_the_card_and_each_tribe() -> None:
    st = position(amoebas=[(0, 1, "c4", 1)], genes={0: ["speed"]}, bp=[7, 5, 5, 5], ladder=[3, 1, 2, 4])
    lines = ENGINE.status(st, 0)
    assert "Round 2, phase 1, movement and feeding" in lines[0]
    assert "Still water: ozone 12, no drift" in lines[0]
    assert "Ann (red): ladder 3, 7 BP; genes: Speed (MP 3); amoebas: 1 c4 (1 DP)." in "\n".join(lines)
