"""µ components and the rules that hold them together: rules 1, 2 and 4 of docs/rules/micro.md
("Arrange the table", "Choosing the Habitat", "Evolving and moving"), and interactions the
ruleset names that the card tests do not reach."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.micro import ENGINE
from rules.micro.data import (
    DESIGNS,
    EVOLUTION_CARDS,
    EVOLUTIONS,
    HABITAT_TOKENS,
    METABOLISM_CARDS,
    METABOLISMS,
    SPECIES,
    TOKENS_PER_SPECIES,
    kind,
)
from rules.micro.traits import mobility, strength
from tests.rules.test_micro_support import act, legal, position, rig, rig_card, texts
from tests.support.jsonread import record

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _row(**owners: int) -> dict:
    return {h: ("reef", owners.get(h, 0), dict(FULL)) for h in ("d4", "d5", "d6", "d7")}


def test_rule_1_the_components_arrange_the_table() -> None:
    assert len(DESIGNS) == 10 and len(HABITAT_TOKENS) == 40
    assert len(METABOLISMS) == 6 and len(METABOLISM_CARDS) == 12
    assert len(EVOLUTIONS) == 18 and len(EVOLUTION_CARDS) == 54
    assert len(SPECIES) == 20 and TOKENS_PER_SPECIES * len(SPECIES) == 80
    assert len({s.letter for s in SPECIES}) == 20
    features = {"chemicals", "organics", "inorganics", "light", "temperature", "metals", "salts", "oxygen"}
    assert all(set(d.values) == features for d in DESIGNS.values())


def test_rule_1_6_nothing_is_secret_but_the_piles_order() -> None:
    view = ENGINE.view(ENGINE.new(["Ann", "Bob"], {}, 1), None)
    counts = record(view["counts"])
    assert set(counts) == {"gaia", "spent", "column", "galapagos", "linnaeus"}
    assert all(isinstance(v, int) for v in counts.values())


def test_rule_4_2_one_colony_per_habitat_moves_never_end_on_one() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], ["gliding"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 9), "B1": ("d5", 1, 0), "B2": ("d6", 1, 0)})
    st, _ = act(st, 0, "grow d4")
    assert [n for n in legal(st, 0) if n.startswith("move")] == ["move d7"]


def test_rule_4_3_a_second_copy_of_a_card_adds_nothing() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], ["gliding", "gliding"])}, {"A1": ("d4", 1, 0)})
    assert mobility(st, "A1") == 3


def test_rule_4_4_a_species_has_four_tokens() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], ["sporigenous"])},
                  {"A1": ("d4", 1, 9), "A2": ("d5", 1, 0), "A3": ("d6", 1, 0)})
    st["habitats"]["d7"]["spore"] = "A4"
    st, _ = act(st, 0, "grow d4")
    assert "spore" not in legal(st, 0) and "double" in legal(st, 0)


def test_rule_9_4_a_passenger_follows_its_colonys_whole_move_syntrophy() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], ["syntrophy"])},
                  {"A1": ("d4", 1, 9), "B2": ("d4", 1, 0, "A1")})
    st, _ = act(st, 0, "move d4 d6")
    assert st["colonies"]["A1"]["hex"] == "d6" and st["colonies"]["B2"]["hex"] == "d6"


def test_rule_10_4_a_pair_loses_the_generation_from_the_colony_not_the_passenger_syntrophy() -> None:
    st = position(_row(d5=1), {"aquifex": (0, ["fermentation"], []),
                               "bacillus": (1, ["fermentation"], ["syntrophy"]),
                               "clostridium": (1, ["heterotrophy"], [])},
                  {"A1": ("d4", 3, 0), "C1": ("d5", 1, 0), "B2": ("d5", 1, 0, "C1")})
    assert strength(st, "C1", attacking=False) == 2
    st, ev = act(st, 0, "attack d4 d5")
    assert "C1" not in st["colonies"] and st["colonies"]["B2"]["host"] is None
    assert st["colonies"]["B2"]["gen"] == 1 and "now holds d5 on its own" in texts(ev)


def test_rule_11_2_remains_on_a_habitat_put_back_go_to_the_galapagos_competence() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d7", 1, 0)})
    st["habitats"]["d5"]["remains"] = [st["galapagos"].pop()]
    st, _ = act(st, 0, "exchange")
    st, ev = act(st, 0, "place d5")
    assert len(st["galapagos"]) == 54 and "its remains go back to the Galapagos" in texts(ev)


def test_rule_13_1_prey_down_to_generation_0_kills_heterotrophy() -> None:
    st = position(_row(), {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 0), "B1": ("d5", 1, 0), "B2": ("d7", 1, 0)})
    st, ev = act(st, 0, "prey d4 d5")
    assert "B1" not in st["colonies"] and "is eaten" in texts(ev)


def test_rule_14_6_one_spore_per_habitat_sporigenous() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], ["sporigenous"])}, {"A1": ("d4", 1, 9)})
    st["habitats"]["d4"]["spore"] = "A2"
    with pytest.raises(IllegalAction, match="already holds a spore"):
        act(st, 0, "spore d4")


def test_rule_14_4_gene_shuffle_takes_no_card_from_a_rival_pigments_and_all_gene_shuffle_card() -> None:
    # 14.4 as the card reads ("particles that carry your genes"): no rival loses a card, so a
    # rival's Pigments and its chosen nutrient stay
    st = position(_row(), {"aquifex": (0, ["fermentation"], ["gene-shuffle"]),
                           "bacillus": (1, ["heterotrophy"], ["pigments"])},
                  {"A1": ("d4", 3, 0), "B1": ("d5", 1, 0)})
    st["species"]["bacillus"]["pigment"] = "light"
    rig(st, [(6, 0)])
    st, _ = act(st, 0, "shuffle d4")
    assert [kind(c) for c in st["species"]["bacillus"]["cards"]] == ["pigments"]
    assert st["species"]["bacillus"]["pigment"] == "light"
    assert sum(1 for hab in st["habitats"].values() if hab["spore"]) == 1


def test_rule_9_6_a_new_species_needs_the_linnaeus_and_the_column() -> None:
    st = position(_row(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 2, 9), "A2": ("d6", 1, 0)})
    st["linnaeus"] = len(SPECIES)
    with pytest.raises(IllegalAction, match="No species is left in the Linnaeus"):
        act(st, 0, "evolve d4")
    st["linnaeus"] = 1
    st["species"]["aquifex"]["metabolism"] += [c for c in st["column"] if kind(c) != "mixotrophy"]
    st["column"] = [c for c in st["column"] if kind(c) == "mixotrophy"]
    with pytest.raises(IllegalAction, match="Column holds no metabolism card"):
        act(st, 0, "evolve d4")


def test_rule_9_6_a_drawn_pigments_asks_its_owner_once_pigments() -> None:
    st = position(_row(), {"aquifex": (0, ["photolithoautotrophy"], [])}, {"A1": ("d4", 2, 9)})
    rig_card(st, "galapagos", "pigments")
    st, _ = act(st, 0, "evolve d4")
    assert legal(st, 0) == ["pigment chemicals", "pigment organics"]
