"""µ growth, starving and death: rules 4, 8 and 9 of docs/rules/micro.md, from the rulebook's
"Evolving and moving" (threshold, doubling, moving, evolving), "Starting the game" (starving)
and the dying colony's nutrients."""

from __future__ import annotations

import pytest

from rules.base import Event, IllegalAction
from rules.micro.data import kind
from rules.micro.life import kill, starve
from rules.micro.state import State
from tests.rules.test_micro_support import act, amounts, legal, position, rig_card, texts
from tests.support.events import data_of, told

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _map(**extra: str) -> dict:
    """A row of coral reefs d4 d5 d6 d7 (warm: mobility 2) and more habitats as asked."""
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6", "d7")}
    habitats.update({h: (design, 1, dict(FULL)) for h, design in extra.items()})
    return habitats


def _grower(gen: int = 1, stock: int = 5, cards: tuple[str, ...] = (), threshold: int = 5, **colonies: tuple) -> State:
    return position(_map(), {"aquifex": (0, ["fermentation"], list(cards)), "bacillus": (1, ["fermentation"], [])},
                    {"A1": ("d4", gen, stock), **colonies}, threshold=threshold)


def test_rule_9_1_a_colony_grows_only_once_its_stock_reaches_the_threshold_evolving_and_moving() -> None:
    st = _grower(stock=4)
    assert "grow d4" not in legal(st, 0)
    with pytest.raises(IllegalAction, match="not ready to grow: its stock is 4, the growth threshold 5"):
        act(st, 0, "grow d4")
    st = _grower(stock=5)
    assert "grow d4" in legal(st, 0)


def test_rule_9_2_each_choice_once_for_one_resource_evolving_and_moving() -> None:
    st = _grower(stock=6)
    st, _ = act(st, 0, "grow d4")
    assert legal(st, 0)[:1] == ["double"] and "evolve" not in legal(st, 0)  # generation 1 cannot evolve
    st, _ = act(st, 0, "double")
    assert st["colonies"]["A1"]["stock"] == 5
    assert "double" not in legal(st, 0) and "evolve" in legal(st, 0)
    with pytest.raises(IllegalAction, match="already used its double"):
        act(st, 0, "double")
    st, _ = act(st, 0, "done")
    assert st["seat"] == 1  # growing was the turn's main action


def test_rule_9_2_later_choices_need_one_resource_not_the_threshold() -> None:
    st = _grower(gen=3, stock=5)
    st, _ = act(st, 0, "double d4")
    st, _ = act(st, 0, "move d5")
    assert st["colonies"]["A1"]["gen"] == 2 and st["colonies"]["A1"]["stock"] == 3
    rig_card(st, "galapagos", "gliding")
    st, _ = act(st, 0, "evolve")
    assert st["colonies"]["C1"]["hex"] == "d4" and st["colonies"]["C1"]["stock"] == 2  # a new species now


def test_rule_9_3_doubling_adds_a_generation_and_records_the_best() -> None:
    st = _grower(gen=2, stock=5)
    st, ev = act(st, 0, "double d4")
    assert st["colonies"]["A1"]["gen"] == 3 and st["colonies"]["A1"]["best"] == 3
    assert data_of(ev, "double") == [{"colony": "A1", "hex": "d4", "generation": 3}]


def test_rule_9_4_a_generation_1_colony_moves_whole_with_its_stock() -> None:
    st = _grower(stock=6)
    st, ev = act(st, 0, "move d4 d5")
    assert st["colonies"]["A1"]["hex"] == "d5" and st["colonies"]["A1"]["stock"] == 5
    assert data_of(ev, "move") == [{"colony": "A1", "from": "d4", "to": "d5"}] and set(st["highlight"]) >= {"d4", "d5"}


def test_rule_9_4_a_bigger_colony_sends_half_of_itself() -> None:
    st = _grower(gen=5, stock=6)
    st, ev = act(st, 0, "move d4 d6")
    assert st["colonies"]["A1"]["gen"] == 3 and st["colonies"]["A1"]["stock"] == 5
    assert st["colonies"]["A2"] == {**st["colonies"]["A2"], "hex": "d6", "gen": 2, "stock": 0, "species": "aquifex"}
    assert data_of(ev, "move") == [{"colony": "A1", "new": "A2", "from": "d4", "to": "d6"}]


def test_rule_9_4_moves_cross_only_empty_habitats_and_end_on_one() -> None:
    st = _grower(stock=6, B1=("d6", 1, 0))
    with pytest.raises(IllegalAction, match="cannot move to d7: within its mobility 2 it may reach d5"):
        act(st, 0, "move d4 d7")
    with pytest.raises(IllegalAction, match="cannot move to d6"):
        act(st, 0, "move d4 d6")
    st = _grower(stock=6, B1=("d5", 1, 0))
    with pytest.raises(IllegalAction, match="no free habitat within its mobility 2"):
        act(st, 0, "move d4 d6")


def test_rule_9_4_no_free_token_no_split() -> None:
    st = position(_map(), {"aquifex": (0, ["fermentation"], [])},
                  {"A1": ("d4", 2, 6), "A2": ("d5", 1, 0), "A3": ("d6", 1, 0), "A4": ("d7", 1, 0)})
    st["habitats"]["c5"] = {**st["habitats"]["d4"], "token": st["gaia"].pop()}
    with pytest.raises(IllegalAction, match="no token left for the part that would move"):
        act(st, 0, "move d4 c5")


def test_rule_9_5_mobility_limits_the_path_and_cold_shortens_it() -> None:
    st = position(_map(), {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 1, 6)})
    st, _ = act(st, 0, "grow d4")
    assert [n for n in legal(st, 0) if n.startswith("move")] == ["move d5", "move d6"]
    cold = {h: ("seep", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(cold, {"aquifex": (0, ["fermentation"], [])}, {"A1": ("d4", 1, 6)})
    st, _ = act(st, 0, "grow d4")
    assert [n for n in legal(st, 0) if n.startswith("move")] == ["move d5"]


def test_rule_9_6_evolving_a_lone_colony_gives_its_species_the_card() -> None:
    st = _grower(gen=2, stock=6)
    rig_card(st, "galapagos", "gliding")
    st, ev = act(st, 0, "evolve d4")
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["gliding"]
    assert [(e["colony"], kind(e["card"])) for e in data_of(ev, "draw")] == [("A1", "gliding")]
    assert len(st["galapagos"]) == 53


def test_rule_9_6_evolving_one_of_several_colonies_makes_a_new_species() -> None:
    st = _grower(gen=2, stock=6, cards=("toxic",), A2=("d6", 1, 0))
    rig_card(st, "galapagos", "gliding")
    st, ev = act(st, 0, "evolve d4")
    assert "A1" not in st["colonies"]
    new = st["colonies"]["C1"]
    assert new["species"] == "clostridium" and new["hex"] == "d4" and new["gen"] == 2
    assert st["species"]["clostridium"]["owner"] == 0 and len(st["species"]["clostridium"]["metabolism"]) >= 1
    assert [kind(c) for c in st["species"]["clostridium"]["cards"]] == ["gliding"]
    assert [kind(c) for c in st["species"]["aquifex"]["cards"]] == ["toxic"]
    assert data_of(ev, "species") == [{"colony": "C1", "was": "A1", "species": "clostridium", "hex": "d4"}]


def test_rule_9_6_the_log_tells_an_evolution_into_a_new_species_in_order() -> None:
    # 9.6 (Evolving: "it becomes a new species and is a starting colony on its own", and a starting
    # colony draws its metabolism): the draw, then the new species, then the metabolism it draws
    st = _grower(gen=2, stock=6, A2=("d6", 1, 0))
    rig_card(st, "galapagos", "gliding")
    st, ev = act(st, 0, "evolve d4")
    told = [e for e in ev if e.kind in ("draw", "species", "metabolism")]
    assert [e.kind for e in told] == ["draw", "species", "metabolism"]
    assert told[1].text == "Ann (blue)'s A1 on d4 becomes a new species: Clostridium (C1), holding Gliding."
    assert told[2].text.startswith("Clostridium draws ") and "from the Winogradsky Column" in told[2].text


def test_rule_9_6_generation_1_cannot_evolve() -> None:
    st = _grower(gen=1, stock=6)
    with pytest.raises(IllegalAction, match="only colonies above generation 1 can evolve"):
        act(st, 0, "evolve d4")


def test_rule_8_1_starving_halves_the_generations_rounded_down_and_kills_at_1() -> None:
    for gen, after in ((5, 3), (4, 2), (2, 1)):
        st = _grower(gen=gen)
        ev: list[Event] = []
        starve(st, "A1", ev)
        assert st["colonies"]["A1"]["gen"] == after
    st = _grower(gen=1)
    ev = []
    starve(st, "A1", ev)
    assert "A1" not in st["colonies"] and told(ev, "death", "colony") == ["A1"]


def test_rule_8_3_a_dead_colony_releases_its_best_generation_per_part() -> None:
    st = position(_map(), {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0)})
    st["colonies"]["A1"]["best"] = 2
    st["habitats"]["d4"]["amounts"]["organics"] = 0
    ev: list[Event] = []
    kill(st, "A1", ev, "dies")
    assert amounts(st, "d4")["organics"] == 6  # energy, biomass and donors: 2 organics each
    assert "releasing 6 organics" in texts(ev)


def test_rule_8_5_and_8_6_an_extinct_species_leaves_remains_and_its_player_is_out() -> None:
    st = position(_map(), {"aquifex": (0, ["fermentation"], ["gliding", "toxic"]),
                           "bacillus": (1, ["fermentation"], []),
                           "clostridium": (1, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0), "C1": ("d7", 1, 0)}, players=3)
    ev: list[Event] = []
    kill(st, "A1", ev, "dies")
    assert st["species"]["aquifex"]["extinct"] and len(st["habitats"]["d4"]["remains"]) == 2
    assert len(st["column"]) == 12 - 2  # its metabolism card is back in the Column
    assert st["out"][0] and told(ev, "out", "seat") == [0]


def test_rule_8_6_a_player_with_only_a_spore_is_still_in() -> None:
    st = position(_map(), {"aquifex": (0, ["fermentation"], ["sporigenous"]), "bacillus": (1, ["fermentation"], []),
                           "clostridium": (2, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0), "C1": ("d7", 1, 0)}, players=3)
    st["habitats"]["d5"]["spore"] = "A2"
    ev: list[Event] = []
    kill(st, "A1", ev, "dies")
    assert not st["out"][0] and not st["species"]["aquifex"]["extinct"]
