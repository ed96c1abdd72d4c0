"""µ attacks, exchanges and metabolism changes: rules 10, 11 and 12 of docs/rules/micro.md,
from the rulebook's "Starting the game" (attack a nearby habitat, exchange habitats, change
metabolism)."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.micro.data import kind
from rules.micro.state import State
from tests.rules.test_micro_support import act, legal, position, rig, rig_card, summary, texts
from tests.support.events import data_of, told

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _duel(att: int, dfn: int, att_cards: tuple[str, ...] = (), dfn_cards: tuple[str, ...] = (),
          att_stock: int = 3, dfn_stock: int = 4) -> State:
    return position({"d4": ("reef", 0, dict(FULL)), "d5": ("reef", 1, dict(FULL)), "c5": ("reef", 0, dict(FULL))},
                    {"aquifex": (0, ["fermentation"], list(att_cards)),
                     "bacillus": (1, ["chemolithoautotrophy"], list(dfn_cards))},
                    {"A1": ("d4", att, att_stock), "B1": ("d5", dfn, dfn_stock)})


def test_rule_10_3_the_higher_generation_wins_and_the_loser_loses_its_stock_starting_the_game() -> None:
    st, ev = act(_duel(3, 2), 0, "attack d4 d5")
    assert st["colonies"]["A1"]["gen"] == 2 and st["colonies"]["A1"]["stock"] == 3
    assert st["colonies"]["B1"]["gen"] == 1  # its stock, 0 after the fight, grows again in Bob's uptake
    assert data_of(ev, "attack") == [{"attacker": "A1", "defender": "B1", "strengths": [3, 2], "winner": "A1"}]
    assert told(ev, "death", "colony") == []


def test_rule_10_4_the_fight_line_names_the_generation_1_colony_that_dies() -> None:
    st, ev = act(_duel(1, 3), 0, "attack d4 d5")
    assert "A1" not in st["colonies"] and st["colonies"]["B1"]["gen"] == 2
    assert told(ev, "attack", "winner") == ["B1"] and told(ev, "death", "colony") == ["A1"]


def test_rule_10_3_a_tie_goes_to_the_defender() -> None:
    st, ev = act(_duel(2, 2), 0, "attack d4 d5")
    assert data_of(ev, "attack") == [{"attacker": "A1", "defender": "B1", "strengths": [2, 2], "winner": "B1"}]
    assert st["colonies"]["A1"]["stock"] == 0


def test_rule_10_4_generation_0_is_death_both_may_die() -> None:
    st, ev = act(_duel(1, 1), 0, "attack d4 d5")
    assert "A1" not in st["colonies"] and "B1" not in st["colonies"]
    assert told(ev, "death", "colony") == ["A1", "B1"]  # (10.4, 8.2)
    assert st["over"] and st["winners"] == [] and "Mutual destruction" in summary(st)


def test_rule_10_1_only_nearby_rival_colonies_can_be_attacked() -> None:
    st = _duel(2, 2)
    with pytest.raises(IllegalAction, match="cannot attack c5"):
        act(st, 0, "attack d4 c5")
    assert "attack d4 d5" in legal(st, 0)


def test_rule_10_2_filamentous_adds_one_when_attacking_only_filamentous_card() -> None:
    st, ev = act(_duel(2, 2, att_cards=("filamentous",)), 0, "attack d4 d5")
    assert told(ev, "attack", "strengths") == [[3, 2]] and told(ev, "attack", "winner") == ["A1"]
    st = _duel(2, 2, dfn_cards=("filamentous",))
    st, ev = act(st, 0, "attack d4 d5")
    assert told(ev, "attack", "strengths") == [[2, 2]] and told(ev, "attack", "winner") == ["B1"]


def test_rule_10_2_halophile_hardens_colonies_of_generation_2_halophyle_card() -> None:
    _st, ev = act(_duel(3, 2, dfn_cards=("halophile",)), 0, "attack d4 d5")
    assert told(ev, "attack", "strengths") == [[3, 3]] and told(ev, "attack", "winner") == ["B1"]
    _st, ev = act(_duel(2, 1, dfn_cards=("halophile",)), 0, "attack d4 d5")
    assert told(ev, "attack", "strengths") == [[2, 1]] and told(ev, "attack", "winner") == ["A1"]


def test_rule_10_1_biofilm_cannot_be_attacked_biofilm_card() -> None:
    st = _duel(3, 1, dfn_cards=("biofilm",))
    assert "attack d4 d5" not in legal(st, 0)
    with pytest.raises(IllegalAction, match="nothing \\(no rival colony nearby without a biofilm\\)"):
        act(st, 0, "attack d4 d5")


def test_rule_11_2_an_exchange_swaps_an_unused_habitat_which_is_spent_starting_the_game() -> None:
    st = _duel(2, 2)
    gaia = len(st["gaia"])
    rig_card(st, "gaia", "kelp")
    st, ev = act(st, 0, "exchange")
    assert [(e["seat"], kind(e["token"])) for e in data_of(ev, "exchange")] == [(0, "kelp")]
    assert legal(st, 0) == ["place c5"]  # the unused habitat of Ann's
    st, ev = act(st, 0, "place c5")
    assert kind(st["habitats"]["c5"]["token"]) == "kelp" and st["habitats"]["c5"]["owner"] == 0
    assert len(st["gaia"]) == gaia - 1 and [kind(t) for t in st["spent"]] == ["reef"]
    assert [(e["hex"], kind(e["returned"])) for e in data_of(ev, "place")] == [("c5", "reef")]


def test_rule_11_2_the_habitat_drawn_is_named_with_its_article() -> None:
    st = _duel(2, 2)
    rig_card(st, "gaia", "abyss")
    _st, ev = act(st, 0, "exchange")
    assert "Ann (blue) draws an Abyssal plain from Gaia" in texts(ev)


def test_rule_11_2_with_no_unused_habitat_the_exchange_adds_one() -> None:
    st = position({"d4": ("reef", 0, dict(FULL)), "d6": ("reef", 1, dict(FULL))},
                  {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0)})
    st, _ = act(st, 0, "exchange")
    spots = legal(st, 0)
    assert "place d5" in spots and "place c4" in spots and all(s != "place d6" for s in spots)
    st, _ = act(st, 0, "place c4")
    assert "c4" in st["habitats"] and st["spent"] == []


def test_rule_11_1_no_exchange_when_gaia_is_empty() -> None:
    st = _duel(2, 2)
    st["spent"], st["gaia"] = st["gaia"], []
    assert "exchange" not in legal(st, 0)
    with pytest.raises(IllegalAction, match="Gaia has no habitat left"):
        act(st, 0, "exchange")


def test_rule_12_1_changing_metabolism_gives_back_a_card_first_starting_the_game() -> None:
    st = _duel(2, 2, att_cards=("gliding", "toxic"))
    pile = [*st["column"], *st["species"]["aquifex"]["metabolism"]]  # the old card goes back before the draw
    rig(st, [(len(pile), next(i for i, c in enumerate(pile) if kind(c) == "photolithoautotrophy"))])
    st, ev = act(st, 0, "metabolism aquifex gliding")
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["toxic"]
    assert [kind(c) for c in st["species"]["aquifex"]["metabolism"]] == ["photolithoautotrophy"]
    assert [(e["species"], kind(e["card"])) for e in data_of(ev, "change")] == [("aquifex", "gliding")]
    assert "fermentation" in [kind(c) for c in st["column"]]  # the old metabolism went back before the draw


def test_rule_12_1_a_species_without_evolution_cards_cannot_change() -> None:
    st = _duel(2, 2)
    assert not [n for n in legal(st, 0) if n.startswith("metabolism")]
    with pytest.raises(IllegalAction, match="so it cannot change metabolism"):
        act(st, 0, "metabolism aquifex gliding")
    with pytest.raises(IllegalAction, match="is not a species of yours"):
        act(st, 0, "metabolism bacillus gliding")
