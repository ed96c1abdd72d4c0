"""µ uptake, toxicity, cold and renewal: rules 6 and 7 of docs/rules/micro.md, from the
rulebook's "Choosing the Habitat" and "Creating a Colony" sections and the metabolism cards."""

from __future__ import annotations

import pytest

from rules.base import Event, IllegalAction
from rules.micro import ENGINE
from rules.micro.nutrients import plan, recovered, take_up
from rules.micro.state import State
from rules.micro.traits import mobility, toxicity
from tests.rules.test_micro_support import act, amounts, legal, position, printed, start_turn, texts
from tests.support.events import data_of, told

EMPTY = {"chemicals": 0, "organics": 0, "inorganics": 0, "metals": 0, "oxygen": 0}


def _hab(design: str, **values: int) -> tuple[str, int, dict[str, int]]:
    return design, 0, {**EMPTY, **values}


def _one(design: str, metabolism: str, gen: int = 1, stock: int = 0, cards: tuple[str, ...] = (),
         **values: int) -> State:
    return position({"d4": _hab(design, **values)}, {"aquifex": (0, [metabolism], list(cards))},
                    {"A1": ("d4", gen, stock)})


def _uptake(st: State) -> list[Event]:
    ev: list[Event] = []
    take_up(st, "A1", ev)
    return ev


def test_rule_6_1_a_heterotroph_resource_is_three_organics_choosing_the_habitat() -> None:
    st = _one("whalefall", "heterotrophy", organics=9)
    st["colonies"]["A1"]["setting"] = "min"
    _uptake(st)
    assert amounts(st, "d4")["organics"] == 6


def test_rule_6_1_status_gives_each_species_recipe_per_generation() -> None:
    st = position({"d4": _hab("vent"), "d5": _hab("kelp")},
                  {"aquifex": (0, ["chemolithoautotrophy"], []), "bacillus": (1, ["heterotrophy", "fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d5", 1, 0)})
    lines = ENGINE.status(st, 0)
    assert any("Aquifex [A]: Chemolithoautotrophy, each generation eats 1 chemicals, 2 inorganics a turn" in line
               for line in lines)
    assert any("each generation eats 3 organics or 2 organics a turn" in line for line in lines)  # a mixotroph


def test_rule_6_1_fermentation_has_no_energy_part_fermentation_card() -> None:
    st = _one("whalefall", "fermentation", organics=2)
    st["colonies"]["A1"]["setting"] = "min"
    _uptake(st)
    # two organics for biomass and donors, then the card adds one organics and one chemicals back
    assert amounts(st, "d4")["organics"] == 1 and amounts(st, "d4")["chemicals"] == 1


def test_rule_6_2_the_requirement_is_the_generation_creating_a_colony() -> None:
    st = _one("whalefall", "heterotrophy", gen=3, organics=9)
    st["colonies"]["A1"]["setting"] = "min"
    _uptake(st)
    assert amounts(st, "d4")["organics"] == 0 and st["colonies"]["A1"]["stock"] == 0


def test_rule_6_3_the_limit_is_two_more_than_the_requirement_choosing_the_habitat() -> None:
    st = _one("whalefall", "heterotrophy", organics=20)
    st["colonies"]["A1"]["setting"] = "max"
    _uptake(st)
    assert amounts(st, "d4")["organics"] == 20 - 9 and st["colonies"]["A1"]["stock"] == 2


def test_rule_6_3_a_number_setting_takes_that_many() -> None:
    st = _one("whalefall", "heterotrophy", organics=20)
    st, _ = act(st, 0, "uptake d4 2")
    _uptake(st)
    assert st["colonies"]["A1"]["stock"] == 1


def test_rule_6_3_a_change_to_the_setting_the_colony_already_has_is_refused_and_not_listed() -> None:
    """A colony changes its uptake setting once a turn (6.3): a "change" to what it already takes up
    would spend that change on nothing, so it is neither offered nor accepted, and the turn's change
    stays unspent (the refusal names the setting it has)."""
    st = _one("whalefall", "heterotrophy", organics=20)
    assert st["colonies"]["A1"]["setting"] == "safe"
    assert "uptake d4 safe" not in legal(st, 0) and "uptake d4 max" in legal(st, 0)
    with pytest.raises(IllegalAction, match="A1 already takes up all it can while its habitat"):
        act(st, 0, "uptake d4 safe")
    fresh = _one("whalefall", "heterotrophy", organics=20)
    fresh["colonies"]["A1"]["setting"] = 2
    with pytest.raises(IllegalAction, match="A1 already takes up 2 resources"):
        act(fresh, 0, "uptake d4 2")
    assert "uptake d4 min" in legal(fresh, 0)


def test_rule_6_3_safe_keeps_enough_for_the_next_requirement() -> None:
    # vent organics printed 3, now 9: after 2 resources 3 are left (renewed to 3: enough for
    # the next requirement); after a third, nothing would be (renewed to 2: not enough)
    assert printed("vent", "organics") == 3
    st = _one("vent", "heterotrophy", organics=9)
    assert st["colonies"]["A1"]["setting"] == "safe" and plan(st, "A1").taken == 2
    st["colonies"]["A1"]["setting"] = "max"
    assert plan(st, "A1").taken == 3


def test_rule_6_4_a_shortfall_comes_out_of_the_stock_choosing_the_habitat() -> None:
    st = _one("whalefall", "heterotrophy", gen=2, stock=3, organics=4)
    ev = _uptake(st)
    col = st["colonies"]["A1"]
    assert col["gen"] == 2 and col["stock"] == 2 and col["fed"]
    assert told(ev, "uptake", "colony") == ["A1"] and told(ev, "starve", "colony") == []


def test_rule_6_4_and_8_1_a_colony_whose_stock_cannot_cover_the_shortfall_starves() -> None:
    st = _one("whalefall", "heterotrophy", gen=4, stock=1, organics=3)
    ev = _uptake(st)
    col = st["colonies"]["A1"]
    assert col["gen"] == 2 and col["stock"] == 0 and not col["fed"]
    assert data_of(ev, "starve") == [{"colony": "A1", "hex": "d4", "generation": 2}]


def test_rule_6_5_a_resource_is_paid_with_the_cards_own_nutrients_when_it_can_chemoorganoautotrophy() -> None:
    # donors: inorganics, or organics once an uptake (the swap), used only where it is needed
    st = _one("whalefall", "chemoorganoautotrophy", chemicals=5, organics=8, inorganics=1)
    assert plan(st, "A1", wanted=1).used == {"chemicals": 1, "organics": 1, "inorganics": 1}
    st["habitats"]["d4"]["amounts"]["inorganics"] = 0
    assert plan(st, "A1", wanted=1).used == {"chemicals": 1, "organics": 2}


def test_rule_6_5_light_is_used_where_it_spares_a_nutrient_photolithoautotrophy() -> None:
    st = _one("reef", "photolithoautotrophy", inorganics=5)
    assert plan(st, "A1", wanted=1).used == {"light": 2, "inorganics": 1}


def test_rule_6_5_a_mixotroph_feeds_on_organics_first_then_its_other_card_mixotrophy() -> None:
    st = position({"d4": _hab("whalefall", organics=1, chemicals=3, inorganics=6)},
                  {"aquifex": (0, ["heterotrophy", "chemolithoautotrophy"], [])}, {"A1": ("d4", 1, 0)})
    result = plan(st, "A1")
    assert result.met and result.card == "chemolithoautotrophy"
    st["habitats"]["d4"]["amounts"]["organics"] = 3  # heterotrophy first when organics feed it
    assert plan(st, "A1").card == "heterotrophy"


def test_rule_6_1_the_uptake_line_counts_whole_resources_and_the_units_that_paid_for_them() -> None:
    # 6.1 (Choosing the Habitat: one of each nutrient of the card "counts as 1 Resource"): one
    # Photolitho resource is 3 parts, here 2 light (energy, and biomass by the swap of 13.2) and 1
    # inorganics; the log's count of units agrees with the nutrients it lists
    st = _one("reef", "photolithoautotrophy", inorganics=1)
    ev = _uptake(st)
    assert "takes up 1 resource, paid with 3 nutrient units (1 inorganics, 2 light): stock 0." in texts(ev)


def test_rule_6_4_the_uptake_line_names_the_parts_owed_on_top() -> None:
    # 6.2 and 14.3: a poisoned heterotroph pays 2 biomass parts on top of its 1 resource: 5 organics
    st = _one("whalefall", "heterotrophy", organics=5)
    st["colonies"]["A1"]["poisoned"] = True
    st["colonies"]["A1"]["setting"] = "min"
    ev = _uptake(st)
    assert ("takes up 1 resource and 2 biomass parts owed on top, paid with 5 nutrient units (5 organics): "
            "stock 0.") in texts(ev)


def test_rule_6_6_light_is_not_used_up_but_limits_one_uptake_photolithoautotrophy() -> None:
    st = _one("reef", "photolithoautotrophy", inorganics=20)
    st["colonies"]["A1"]["setting"] = "max"
    light = printed("reef", "light")
    result = plan(st, "A1")
    assert result.used.get("light", 0) <= light
    _uptake(st)
    assert st["habitats"]["d4"]["amounts"].get("light") is None  # light is no amount


def test_rule_6_7_the_requirement_is_eaten_and_the_surplus_stored() -> None:
    st = _one("whalefall", "heterotrophy", gen=1, stock=2, organics=9)
    st["colonies"]["A1"]["setting"] = "max"
    _uptake(st)
    assert st["colonies"]["A1"]["stock"] == 4 and st["colonies"]["A1"]["fed"]


def test_rule_6_7_the_stock_stops_at_the_growth_threshold() -> None:
    # the threshold is 5 in these positions: a colony with 4 stored takes 1 more, not its limit's 2
    st = _one("whalefall", "heterotrophy", gen=1, stock=4, organics=18)
    st["colonies"]["A1"]["setting"] = "max"
    _uptake(st)
    assert st["colonies"]["A1"]["stock"] == 5 and amounts(st, "d4")["organics"] == 18 - 6
    _uptake(st)  # full: it eats its requirement and stores nothing
    assert st["colonies"]["A1"]["stock"] == 5 and amounts(st, "d4")["organics"] == 18 - 9


def test_rule_6_8_additions_follow_a_fed_uptake_chemolithoautotrophy() -> None:
    st = _one("vent", "chemolithoautotrophy", chemicals=4, inorganics=2, organics=0)
    st["colonies"]["A1"]["setting"] = "min"
    ev = _uptake(st)
    assert amounts(st, "d4")["organics"] == 1
    assert data_of(ev, "adds") == [{"colony": "A1", "added": ["1 organics to d4"]}]


def test_rule_6_9_renewal_gives_back_a_third_of_what_is_missing_rounded_up() -> None:
    assert recovered(15, 18) == 16
    assert recovered(16, 18) == 17
    assert recovered(0, 18) == 6
    assert recovered(20, 18) == 20
    st = position({"d4": _hab("whalefall", organics=0), "d5": _hab("kelp", organics=20),
                   "c5": _hab("shallows", inorganics=20), "c7": _hab("shallows", inorganics=20)},
                  {"aquifex": (0, ["photolithoautotrophy"], []), "bacillus": (1, ["photolithoautotrophy"], [])},
                  {"A1": ("c5", 1, 50), "B1": ("c7", 1, 50)})
    st, ev = start_turn(st, 0)
    assert data_of(ev, "renew") == [{}]
    assert amounts(st, "d4")["organics"] == 7 and amounts(st, "d5")["organics"] == 20  # whale fall prints 20


def test_rule_5_2_uptake_happens_at_the_start_of_each_turn_starting_the_game() -> None:
    st = position({"d4": _hab("whalefall", organics=18), "d6": _hab("whalefall", organics=18)},
                  {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0)})
    st, ev = act(st, 0, "pass")
    assert [(e["colony"], e["hex"]) for e in data_of(ev, "uptake")] == [("B1", "d6")]
    assert amounts(st, "d6")["organics"] < 18 and amounts(st, "d4")["organics"] == 18


def test_rule_7_1_metals_and_salts_multiply_energy_choosing_the_habitat() -> None:
    st = position({"d4": _hab("estuary"), "d5": _hab("brine"), "c5": _hab("abyss", metals=2)},
                  {"aquifex": (0, ["heterotrophy"], [])}, {"A1": ("d4", 1, 0)})
    assert toxicity(st, "aquifex", "d4") == 1  # no metals left, estuary has no salts
    st["habitats"]["d4"]["amounts"]["metals"] = 1
    assert toxicity(st, "aquifex", "d4") == 2
    assert toxicity(st, "aquifex", "c5") == 4  # metals 2: doubled, then doubled again
    assert printed("brine", "salts") == 2 and toxicity(st, "aquifex", "d5") == 4
    st["habitats"]["d5"]["amounts"]["metals"] = 1
    assert toxicity(st, "aquifex", "d5") == 8  # salts and metals multiply each other


def test_rule_7_1_toxicity_applies_to_energy_parts_only() -> None:
    st = _one("whalefall", "heterotrophy", organics=20, metals=1)
    st["colonies"]["A1"]["setting"] = "min"
    _uptake(st)
    assert amounts(st, "d4")["organics"] == 20 - 4  # energy 2, biomass 1, donors 1


def test_rule_7_2_anaerobe_aerobe_halophile_and_metal_lover_cancel_toxicity() -> None:
    st = position({"d4": _hab("brine", oxygen=0), "d5": _hab("abyss", metals=2, oxygen=2),
                   "c5": _hab("reef", metals=2, oxygen=3)},
                  {"aquifex": (0, ["heterotrophy"], ["anaerobe"]),
                   "bacillus": (1, ["chemolithoautotrophy"], ["aerobe"]),
                   "clostridium": (1, ["chemoorganoautotrophy"], ["halophile"]),
                   "desulfovibrio": (1, ["photolithoautotrophy"], ["metal-lover"])},
                  {"A1": ("d4", 1, 0)})
    assert toxicity(st, "aquifex", "d4") == 1  # oxygen below 2
    assert toxicity(st, "aquifex", "d5") == 4  # oxygen 2: no longer anaerobic
    assert toxicity(st, "bacillus", "d5") == 1 and toxicity(st, "bacillus", "d4") == 4
    assert toxicity(st, "clostridium", "d4") == 1 and toxicity(st, "clostridium", "c5") == 4
    assert toxicity(st, "desulfovibrio", "c5") == 1 and toxicity(st, "desulfovibrio", "d4") == 4


def test_rule_7_3_cold_habitats_cost_one_mobility_choosing_the_habitat() -> None:
    st = position({"d4": _hab("seep"), "d5": _hab("reef")}, {"aquifex": (0, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "A2": ("d5", 1, 0)})
    assert printed("seep", "temperature") < 2 <= printed("reef", "temperature")
    assert mobility(st, "A1") == 1 and mobility(st, "A2") == 2
    assert "uptake d4 min" in legal(st, 0)
