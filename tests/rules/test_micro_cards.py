"""µ: every metabolism card (rule 13) and every evolution card (rule 14) of docs/rules/micro.md,
each test named after the rulebook's card, with the interactions the ruleset names."""

from __future__ import annotations

from typing import Any

import pytest

from rules.base import Event, IllegalAction
from rules.micro import ENGINE
from rules.micro.data import kind
from rules.micro.growth import threshold
from rules.micro.life import kill
from rules.micro.nutrients import plan, take_up
from rules.micro.species import draw_metabolism
from rules.micro.stages import BRING_LISTED
from rules.micro.state import State
from rules.micro.traits import mobility, strength
from tests.rules.test_micro_support import act, amounts, legal, position, rig, rig_card, texts
from tests.support.events import data_of, told

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}
EMPTY = {"chemicals": 0, "organics": 0, "inorganics": 0, "metals": 0, "oxygen": 0}
ROW = ("d4", "d5", "d6", "d7")


def _board(design: str = "reef", owners: dict[str, int] | None = None, **amounts_by_hex: dict[str, int]) -> dict:
    owners = owners or {}
    return {h: (design, owners.get(h, 0), {**FULL, **amounts_by_hex.get(h, {})}) for h in ROW}


def _uptake(st: State, cid: str = "A1") -> list[Event]:
    ev: list[Event] = []
    take_up(st, cid, ev)
    return ev


# --- metabolism cards (rule 13) --------------------------------------------------------------------


def test_rule_13_1_heterotrophy_preys_on_a_smaller_nearby_colony_heterotrophy_card() -> None:
    st = position(_board(), {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 3, 0), "B1": ("d5", 2, 4)})
    assert "prey d4 d5" in legal(st, 0)
    st, _ev = act(st, 0, "prey d4 d5")
    assert st["colonies"]["B1"]["gen"] == 1 and st["colonies"]["A1"]["stock"] == 1 and st["colonies"]["A1"]["gen"] == 3
    assert "prey d4 d5" not in legal(st, 0)  # once a turn
    assert ENGINE.prompts(st)[0].kind == "turn" and ENGINE.prompts(st)[0].seat == 0  # prey is free


def test_rule_13_1_no_prey_on_an_equal_colony_or_a_biofilm_heterotrophy_and_biofilm() -> None:
    st = position(_board(), {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], ["biofilm"])},
                  {"A1": ("d4", 2, 0), "B1": ("d5", 1, 0)})
    assert not [n for n in legal(st, 0) if n.startswith("prey")]
    with pytest.raises(IllegalAction, match="nothing to prey within reach"):
        act(st, 0, "prey d4 d5")


def test_rule_13_2_photolithoautotrophy_adds_oxygen_and_may_pay_biomass_with_light() -> None:
    st = position({"d4": ("shallows", 0, {**EMPTY, "inorganics": 1})},
                  {"aquifex": (0, ["photolithoautotrophy"], [])}, {"A1": ("d4", 1, 0)})
    ev = _uptake(st)  # energy and biomass from light, donors from the one inorganic
    assert st["colonies"]["A1"]["fed"] and amounts(st, "d4")["oxygen"] == 1
    assert data_of(ev, "adds") == [{"colony": "A1", "added": ["1 oxygen to d4"]}]


def test_rule_13_2_chemolithoautotrophy_may_pay_biomass_with_oxygen() -> None:
    st = position({"d4": ("reef", 0, {**EMPTY, "chemicals": 1, "inorganics": 1, "oxygen": 1})},
                  {"aquifex": (0, ["chemolithoautotrophy"], [])}, {"A1": ("d4", 1, 0)})
    assert plan(st, "A1").met and plan(st, "A1").used == {"chemicals": 1, "inorganics": 1, "oxygen": 1}


def test_rule_13_2_chemoorganoautotrophy_adds_chemicals_and_may_pay_donors_with_organics() -> None:
    st = position({"d4": ("reef", 0, {**EMPTY, "chemicals": 1, "organics": 2})},
                  {"aquifex": (0, ["chemoorganoautotrophy"], [])}, {"A1": ("d4", 1, 0)})
    _uptake(st)
    assert st["colonies"]["A1"]["fed"] and amounts(st, "d4") == {**EMPTY, "chemicals": 1}


def test_rule_13_3_fermentation_adds_organics_and_chemicals_each_fed_turn() -> None:
    st = position({"d4": ("reef", 0, {**EMPTY, "organics": 2})}, {"aquifex": (0, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0)})
    _uptake(st)
    assert amounts(st, "d4")["organics"] == 1 and amounts(st, "d4")["chemicals"] == 1


def test_rule_13_4_fermentation_ignores_toxicity() -> None:
    st = position({"d4": ("brine", 0, {**EMPTY, "organics": 2, "metals": 2})}, {"aquifex": (0, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0)})
    assert plan(st, "A1").met


def test_rule_13_5_mixotrophy_takes_heterotrophy_and_a_second_card_mixotrophy_card() -> None:
    st = position({"d4": "reef"}, {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 1, 0)})
    st["species"]["aquifex"]["metabolism"] = []
    st["column"] = sorted(st["column"] + [c for c in ("fermentation-1", "fermentation-2") if c not in st["column"]])
    column = list(st["column"])
    mixo = column.index("mixotrophy-1")
    after = [c for c in column if c != "mixotrophy-1" and c != "heterotrophy-1"]
    rig(st, [(len(column), mixo), (len(after), after.index("fermentation-1"))])
    ev: list[Event] = []
    draw_metabolism(st, "aquifex", ev)
    assert st["species"]["aquifex"]["metabolism"] == ["heterotrophy-1", "fermentation-1"]
    assert "mixotrophy-1" in st["column"] and told(ev, "metabolism", "mixotrophy") == [True]


# --- evolution cards (rule 14) ----------------------------------------------------------------------


def _lone(design: str, cards: tuple[str, ...], metabolism: str = "chemolithoautotrophy", gen: int = 1,
          **values: int) -> State:
    return position({"d4": (design, 0, {**EMPTY, **values})}, {"aquifex": (0, [metabolism], list(cards))},
                    {"A1": ("d4", gen, 0)})


def test_rule_14_1_psychrophile_free_energy_below_0_more_above_1_psychrophyle_card() -> None:
    cold = _lone("seep", ("psychrophile",), chemicals=0, inorganics=2)  # energy free: no chemicals needed
    assert plan(cold, "A1").met
    warm = _lone("reef", ("psychrophile",), chemicals=1, inorganics=2)  # one energy part more: 2 chemicals
    assert not plan(warm, "A1").met
    warm["habitats"]["d4"]["amounts"]["chemicals"] = 2
    assert plan(warm, "A1").met


def test_rule_14_2_thermophile_free_energy_above_1_more_below_0_thermophile_card() -> None:
    assert plan(_lone("reef", ("thermophile",), chemicals=0, inorganics=2), "A1").met
    assert not plan(_lone("seep", ("thermophile",), chemicals=1, inorganics=2, oxygen=2), "A1").met


def test_rule_14_3_toxic_poisons_other_species_nearby_for_2_biomass_toxic_card() -> None:
    st = position(_board(), {"aquifex": (0, ["heterotrophy"], ["toxic"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 0), "B1": ("d4", 1, 0), "B2": ("d6", 1, 0)})
    st, ev = act(st, 0, "toxic d5")
    assert st["colonies"]["B1"]["poisoned"] and st["colonies"]["B2"]["poisoned"]
    assert data_of(ev, "toxic") == [{"colony": "A1", "victims": ["B2", "B1"]}]  # nearby's order
    assert "toxic d5" not in legal(st, 0)
    st["habitats"]["d4"]["amounts"]["organics"] = 3  # 2 for the resource, 2 more for the poison: short
    assert not plan(st, "B1").met
    st["habitats"]["d4"]["amounts"]["organics"] = 4
    assert plan(st, "B1").met


def test_rule_14_3_toxic_needs_a_fed_colony() -> None:
    st = position(_board(), {"aquifex": (0, ["heterotrophy"], ["toxic"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 0), "B1": ("d4", 1, 0)})
    st["colonies"]["A1"]["fed"] = st["colonies"]["A1"]["energised"] = False
    with pytest.raises(IllegalAction, match="did not feed at its last uptake"):
        act(st, 0, "toxic d5")


def test_rule_14_3_one_victim_of_toxins_needs_2_biomass_more_toxic_card() -> None:
    st = position(_board(), {"aquifex": (0, ["heterotrophy"], ["toxic"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 0), "B1": ("d4", 1, 0)})
    _st, ev = act(st, 0, "toxic d5")
    assert "emits toxins: B1 needs 2 biomass more at its next uptake." in texts(ev)


def _fermenting_toxic_aerobe() -> State:
    """The Toxic card: "you need to have acquired at least 1 Energy in the previous Turn". A
    Fermentation colony with Toxic and Aerobe on a reef, fed on organics alone (Fermentation has no
    energy part, 13.4), beside a rival; and a Heterotrophy colony of the same player, fed on organics
    as energy, beside another rival."""
    habitats = {**_board(), "c5": ("kelp", 0, dict(FULL)), "c6": ("kelp", 1, dict(FULL))}
    st = position(habitats, {"aquifex": (0, ["fermentation"], ["toxic", "aerobe"]),
                             "bacillus": (1, ["fermentation"], []), "clostridium": (0, ["heterotrophy"], ["toxic"])},
                  {"A1": ("d5", 1, 0), "B1": ("d6", 1, 0), "C1": ("c5", 1, 0), "B2": ("d4", 1, 0)})
    for cid in ("A1", "C1"):
        _uptake(st, cid)  # this turn's uptake: both are fed
    return st


def test_rule_14_3_toxic_needs_energy_acquired_fermentation_has_none_toxic_and_aerobe_cards() -> None:
    # Toxic card and 14.3, read as Aerobe is (14.15): energy acquired, which Fermentation never takes up
    st = _fermenting_toxic_aerobe()
    assert st["colonies"]["A1"]["fed"] and not st["colonies"]["A1"]["energised"]
    assert st["colonies"]["C1"]["fed"] and st["colonies"]["C1"]["energised"]
    assert "toxic d5" not in legal(st, 0) and "toxic c5" in legal(st, 0)
    with pytest.raises(IllegalAction) as refused:
        act(st, 0, "toxic d5")
    assert str(refused.value) == (
        "A1 cannot emit toxins: it feeds by Fermentation, which has no energy part; Toxic needs at least 1 "
        "energy acquired at the colony's last uptake (rule 14.3). Allowed now: `toxic c5`.")


def test_rule_14_3_toxic_needs_energy_from_the_habitat_not_the_stock_toxic_card() -> None:
    # Toxic card: energy *acquired*; a colony that took nothing up and lived on its stock acquired none
    st = position({h: ("reef", 0, dict(EMPTY)) for h in ROW},
                  {"aquifex": (0, ["heterotrophy"], ["toxic"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 3), "B1": ("d6", 1, 0)})
    ev = _uptake(st)
    assert st["colonies"]["A1"]["fed"] and st["colonies"]["A1"]["stock"] == 2 and told(ev, "starve", "colony") == []
    assert "toxic d5" not in legal(st, 0)
    with pytest.raises(IllegalAction, match="lived on its stock and took up no energy; Toxic needs at least 1 "
                                            r"energy .* No colony of yours can use toxic now\."):
        act(st, 0, "toxic d5")


def test_rule_14_3_a_save_from_before_the_energy_record_reads_it_from_the_colonys_feeding() -> None:
    # a colony saved without the record: fed by a card with an energy part counts as having acquired
    # energy (Toxic card), a Fermentation colony as having acquired none (13.4)
    st = _fermenting_toxic_aerobe()
    data: dict[str, Any] = ENGINE.dump(st)  # made by hand into a save from before
    for col in data["colonies"].values():
        del col["energised"]
    loaded = ENGINE.load(data)
    assert not loaded["colonies"]["A1"]["energised"] and loaded["colonies"]["C1"]["energised"]
    assert legal(loaded, 0) == legal(st, 0)


def test_rule_14_3_a_mixotroph_fed_by_heterotrophy_may_emit_toxins_toxic_card() -> None:
    # 13.5 and 6.5: a mixotroph feeding by Heterotrophy takes up energy (organics); by Fermentation none
    st = position(_board(), {"aquifex": (0, ["heterotrophy", "fermentation"], ["toxic"]),
                             "bacillus": (1, ["fermentation"], [])}, {"A1": ("d5", 1, 0), "B1": ("d6", 1, 0)})
    _uptake(st)
    assert plan(st, "A1").card == "heterotrophy" and "toxic d5" in legal(st, 0)
    st["habitats"]["d5"]["amounts"].update(organics=2)  # too few for Heterotrophy's 3: it feeds by Fermentation
    _uptake(st)
    assert st["colonies"]["A1"]["fed"] and "toxic d5" not in legal(st, 0)
    with pytest.raises(IllegalAction, match="lived on its stock, or fed by Fermentation, which has no energy part"):
        act(st, 0, "toxic d5")


def test_rule_14_4_gene_shuffle_particles_carry_the_species_genes_as_spores_gene_shuffle_card() -> None:
    # the card: particles "that carry your genes" spread from the habitat up to mobility tokens
    # away; they settle as spores of the species on free habitats, nearest first; rivals lose nothing
    habitats = {**_board(), "c5": ("kelp", 0, dict(FULL)), "e5": ("kelp", 0, dict(FULL))}
    st = position(habitats, {"aquifex": (0, ["fermentation"], ["gene-shuffle"]),
                             "bacillus": (1, ["fermentation"], ["gliding", "toxic"])},
                  {"A1": ("d4", 3, 0), "B1": ("d5", 1, 0)})
    rig(st, [(6, 1)])  # rolls 2: the two nearest free habitats
    st, ev = act(st, 0, "shuffle d4")
    spores = {h: hab["spore"] for h, hab in st["habitats"].items() if hab["spore"]}
    assert spores == {"c5": "A2", "e5": "A3"}  # distance 1 both, then by hex name; d6 (2 away) is left
    assert told(ev, "shuffle", "roll") == [2]
    assert [kind(c) for c in st["species"]["bacillus"]["cards"]] == ["gliding", "toxic"]
    assert "rejuvenate c5" in legal(st, 0)  # a spore grows into a colony as any spore does (14.6)


def test_rule_14_4_gene_shuffle_is_bounded_by_the_species_tokens() -> None:
    # 4.4: colonies and spores together never number more than 4
    habitats = {**_board(), "c5": ("kelp", 0, dict(FULL)), "e5": ("kelp", 0, dict(FULL))}
    st = position(habitats, {"aquifex": (0, ["fermentation"], ["gene-shuffle"])},
                  {"A1": ("d4", 3, 0), "A2": ("d7", 1, 0), "A3": ("d6", 1, 0)})
    rig(st, [(6, 5)])  # rolls 6, but one token is left
    st, _ev = act(st, 0, "shuffle d4")
    assert [h for h, hab in st["habitats"].items() if hab["spore"]] == ["c5"]


def test_rule_14_4_gene_shuffle_needs_generation_3() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["gene-shuffle"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 0), "B1": ("d5", 1, 0)})
    with pytest.raises(IllegalAction, match="generation 3 or more"):
        act(st, 0, "shuffle d4")


def test_rule_14_5_metal_lover_pays_energy_with_metals_and_ignores_them_metal_lover_card() -> None:
    st = _lone("abyss", ("metal-lover",), metals=2, inorganics=2)
    result = plan(st, "A1")
    assert result.met and result.used == {"metals": 1, "inorganics": 2}


def test_rule_14_6_sporigenous_spores_instead_of_doubling_and_rejuvenate_sporigenous_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["sporigenous"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 5), "B1": ("d7", 1, 0)})
    st, _ = act(st, 0, "grow d4")
    assert "spore" in legal(st, 0) and "double" in legal(st, 0)
    st, _ = act(st, 0, "spore")
    assert st["habitats"]["d4"]["spore"] == "A2" and "double" not in legal(st, 0)
    st, _ = act(st, 0, "move d5")  # the colony leaves; the spore stays
    assert st["colonies"]["A1"]["hex"] == "d5"
    st, _ = act(st, 1, "pass")
    assert "rejuvenate d4" in legal(st, 0)
    st, _ev = act(st, 0, "rejuvenate d4")
    assert st["colonies"]["A2"]["hex"] == "d4" and st["colonies"]["A2"]["gen"] == 1
    assert st["habitats"]["d4"]["spore"] is None


def test_rule_14_7_filamentous_limit_mobility_and_attack_filamentous_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["filamentous"])}, {"A1": ("d4", 1, 0)})
    st["colonies"]["A1"]["setting"] = "max"
    assert plan(st, "A1").taken == 4  # generation 1 + 2, + 1 for the filaments
    assert mobility(st, "A1") == 1
    assert strength(st, "A1", attacking=True) == 2 and strength(st, "A1", attacking=False) == 1


def test_rule_14_8_exudating_adds_organics_nearby_and_blocks_rivals_exudating_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["exudating"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 0), "B1": ("d4", 1, 0), "B2": ("d7", 1, 0)})
    st["habitats"]["d6"]["amounts"]["organics"] = 5
    _uptake(st)
    assert amounts(st, "d6")["organics"] == 6
    assert mobility(st, "B1") == 0 and mobility(st, "B2") == 2


def test_rule_14_9_gliding_adds_mobility_and_crosses_occupied_habitats_gliding_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["gliding"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 6), "B1": ("d5", 1, 0)})
    assert mobility(st, "A1") == 3
    st, _ = act(st, 0, "grow d4")
    assert [n for n in legal(st, 0) if n.startswith("move")] == ["move d6", "move d7"]


def test_rule_14_10_biofilm_stops_phage_attack_and_slows_biofilm_and_phage_attack_cards() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["biofilm"])}, {"A1": ("d4", 2, 6)})
    assert mobility(st, "A1") == 1
    rig_card(st, "galapagos", "phage-attack")
    st, ev = act(st, 0, "evolve d4")
    assert "A1" in st["colonies"] and told(ev, "phage", "colony") == ["A1"]
    assert sum(kind(c) == "phage-attack" for c in st["galapagos"]) == 3


def test_rule_14_18_phage_attack_kills_the_drawing_colony_and_goes_back_phage_attack_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 6), "A2": ("d6", 1, 0), "B1": ("d7", 1, 0)})
    rig_card(st, "galapagos", "phage-attack")
    st, ev = act(st, 0, "evolve d4")
    assert "A1" not in st["colonies"] and told(ev, "death", "colony") == ["A1"] and told(ev, "phage", "colony") == []
    assert sum(kind(c) == "phage-attack" for c in st["galapagos"]) == 3 and len(st["galapagos"]) == 54


def test_rule_14_11_pigments_add_a_chosen_energy_nutrient_pigments_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["heterotrophy"], [])},
                  {"A1": ("d4", 2, 6), "B1": ("d7", 1, 0)})
    rig_card(st, "galapagos", "pigments")
    st, _ = act(st, 0, "evolve d4")
    assert legal(st, 0) == ["pigment chemicals", "pigment organics", "pigment light"]  # fermentation has no energy
    st, _ev = act(st, 0, "pigment light")
    assert st["species"]["aquifex"]["pigment"] == "light"
    hetero = position({"d4": ("reef", 0, {**EMPTY, "organics": 2})}, {"aquifex": (0, ["heterotrophy"], ["pigments"])},
                      {"A1": ("d4", 1, 0)})
    hetero["species"]["aquifex"]["pigment"] = "light"
    assert plan(hetero, "A1").used == {"light": 1, "organics": 2}


def test_rule_14_12_syntrophy_rides_along_and_adds_generations_syntrophy_card() -> None:
    st = position(_board(owners={"d6": 1, "d7": 1}),
                  {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], ["syntrophy"])},
                  {"A1": ("d4", 1, 6), "B1": ("d5", 3, 0)})
    st["habitats"]["c5"] = {**st["habitats"]["d6"], "token": st["gaia"].pop(), "owner": 0}
    st, _ = act(st, 0, "move d4 c5")
    assert ENGINE.prompts(st)[0].seat == 1 and legal(st, 1) == ["ride d5", "decline"]
    st, ev = act(st, 1, "ride d5")
    assert st["colonies"]["B1"]["gen"] == 2
    assert st["colonies"]["B2"] == {**st["colonies"]["B2"], "hex": "c5", "gen": 1, "host": "A1"}
    assert strength(st, "A1", attacking=False) == 2
    assert data_of(ev, "ride") == [{"colony": "B1", "clone": "B2", "host": "A1", "hex": "c5"}]


def test_rule_14_12_a_passenger_takes_over_when_its_colony_dies() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], ["syntrophy"])},
                  {"A1": ("d4", 1, 0), "B2": ("d4", 1, 0, "A1")})
    ev: list[Event] = []
    kill(st, "A1", ev, "dies")
    assert st["colonies"]["B2"]["host"] is None and data_of(ev, "takeover") == [{"colony": "B2", "hex": "d4"}]


def test_rule_14_13_competence_acquires_remains_nearby_competence_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["competence"]), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d7", 1, 0)})
    st["habitats"]["d5"]["remains"] = [st["galapagos"].pop(st["galapagos"].index("gliding-1"))]
    st, _ev = act(st, 0, "acquire d4 d5")
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["competence", "gliding"]
    assert st["habitats"]["d5"]["remains"] == []


def test_rule_14_13_competence_lets_a_moving_part_found_a_species_with_some_cards() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["competence", "gliding"]),
                             "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 6), "B1": ("d7", 1, 0)})
    st, _ = act(st, 0, "move d4 d5")
    assert "bring all" in legal(st, 0) and "bring gliding" in legal(st, 0)
    st, _ev = act(st, 0, "bring gliding")
    moved = next(c for c, col in st["colonies"].items() if col["hex"] == "d5")
    assert st["colonies"][moved]["species"] == "clostridium"
    assert [kind(c) for c in st["species"]["clostridium"]["cards"]] == ["gliding"]
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["competence"]
    # the log: the part becomes a new species, then draws that species' metabolism (9.6)
    assert [e.kind for e in _ev if e.kind in ("species", "metabolism")] == ["species", "metabolism"]


def test_rule_14_13_competence_bring_lists_a_bounded_choice_and_parses_any_subset_competence_card() -> None:
    # 14.13: any part of the traits may be brought; with 40 cards the prompt lists a bounded
    # number of parts (never the 2^40 of them) and a typed part outside the list is still accepted
    st = position(_board(), {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 2, 6), "B1": ("d7", 1, 0)})
    held = [c for c in st["galapagos"] if kind(c) != "phage-attack"][:40]
    st["galapagos"] = [c for c in st["galapagos"] if c not in held]
    st["species"]["aquifex"]["cards"] = held
    assert "competence" in {kind(c) for c in held}
    st, _ = act(st, 0, "move d4 d5")
    listed = legal(st, 0)
    assert len(listed) == 2 + BRING_LISTED and listed[:2] == ["bring all", "bring none"]
    kinds = sorted({kind(c) for c in held})
    far = "bring " + ",".join(kinds[-3:])  # three of the last kinds: not among the listed parts
    assert far not in listed
    st, _ev = act(st, 0, far)
    new = st["colonies"][next(c for c, col in st["colonies"].items() if col["hex"] == "d5")]["species"]
    assert sorted(kind(c) for c in st["species"][new]["cards"]) == kinds[-3:]
    assert len(st["species"]["aquifex"]["cards"]) == 37


def test_rule_14_14_anaerobe_uses_chemicals_for_energy_and_donors_anaerobe_card() -> None:
    st = _lone("seep", ("anaerobe",), metabolism="heterotrophy", chemicals=2, organics=1)
    result = plan(st, "A1")
    assert result.met and result.used == {"chemicals": 2, "organics": 1}


def test_rule_14_15_aerobe_breathes_to_lower_its_threshold_aerobe_card() -> None:
    st = position(_board(), {"aquifex": (0, ["chemolithoautotrophy"], ["aerobe"])}, {"A1": ("d4", 1, 0)}, threshold=5)
    ev = _uptake(st)
    assert st["colonies"]["A1"]["breathed"] and threshold(st, "A1") == 4
    assert "breathes deeply" in texts(ev)


def test_rule_14_15_aerobe_no_breath_without_an_energy_part_fermentation_and_aerobe() -> None:
    # 14.15 and the Aerobe card: the bonus needs an energy part acquired; Fermentation has none (13.4)
    st = _lone("reef", ("aerobe",), metabolism="fermentation", organics=9, oxygen=2)
    ev = _uptake(st)
    assert st["colonies"]["A1"]["fed"] and not st["colonies"]["A1"]["breathed"]
    assert threshold(st, "A1") == 5 and "breathes deeply" not in texts(ev)


def test_rule_14_15_aerobe_mixotroph_feeding_by_fermentation_does_not_breathe() -> None:
    # 6.5: a mixotroph short of organics for Heterotrophy feeds by its other card; by Fermentation
    # it takes up no energy, so Aerobe gives nothing (14.15)
    st = position({"d4": ("reef", 0, {**EMPTY, "organics": 2, "oxygen": 2})},
                  {"aquifex": (0, ["heterotrophy", "fermentation"], ["aerobe"])}, {"A1": ("d4", 1, 0)})
    ev = _uptake(st)
    assert st["colonies"]["A1"]["fed"] and plan(st, "A1").card != "heterotrophy"
    assert not st["colonies"]["A1"]["breathed"] and "breathes deeply" not in texts(ev)


def test_rule_14_16_halophile_ignores_toxicity_where_salts_are_halophyle_card() -> None:
    st = _lone("brine", ("halophile",), metabolism="heterotrophy", organics=3)
    assert plan(st, "A1").met


def test_rule_14_17_phage_warfare_kills_the_neighbours_and_goes_back_phage_warfare_card() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["phage-warfare"]),
                             "bacillus": (1, ["fermentation"], []), "clostridium": (1, ["heterotrophy"], ["biofilm"])},
                  {"A1": ("d5", 4, 0), "B1": ("d4", 1, 0), "C1": ("d6", 1, 0), "B2": ("d7", 1, 0)})
    st, _ev = act(st, 0, "warfare d5")
    assert "B1" not in st["colonies"] and "C1" in st["colonies"] and "B2" in st["colonies"]
    assert st["colonies"]["A1"]["gen"] == 2 and st["species"]["aquifex"]["cards"] == []
    assert len(st["galapagos"]) == 54 - 1  # the biofilm card is still held


def test_rule_14_17_phage_warfare_needs_generation_2() -> None:
    st = position(_board(), {"aquifex": (0, ["fermentation"], ["phage-warfare"]),
                             "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d5", 1, 0), "B1": ("d4", 1, 0)})
    with pytest.raises(IllegalAction, match="generation 2 or more"):
        act(st, 0, "warfare d5")
