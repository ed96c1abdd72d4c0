"""Primordial Soup, phase 1 feeding: meals by player count, excretion, shortage, starvation and the
feeding genes (Substitution, Frugality, Parasitism)."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from tests.rules.test_soup_support import act, damage_of, legal, position, prompt, total_cubes, where
from tests.support.events import data_of, told

STILL = 9


def _patterns(options: list[str]) -> set[tuple[int, ...]]:
    found = set()
    for option in options:
        words = option.split()
        if "parasite" in words:
            continue
        counts = sorted((words[1:].count(c) for c in set(words[1:])), reverse=True)
        found.add(tuple(counts))
    return found


def test_four_players_eat_one_cube_of_each_other_colour_and_excrete_two_of_their_own() -> None:
    """Rulebook, Phase 1 Feeding and Excretion (4 players): 1 of each other colour, then 2 own cubes."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL)
    st, ev = act(st, "drift")
    assert st["cubes"]["c4"] == [4, 1, 1, 1]
    assert data_of(ev, "eat") == [{"seat": 0, "amoeba": 1, "sq": "c4", "cubes": [0, 1, 1, 1], "victim": None}]
    assert data_of(ev, "excrete") == [{"seat": 0, "amoeba": 1, "sq": "c4", "placed": 2}]
    assert total_cubes(st) == 220


def test_three_players_choose_which_colour_is_eaten_twice() -> None:
    """Rulebook, Phase 1 Feeding (3 players): 2 of one other colour and 1 of the other; the player
    decides which."""
    st = position(3, amoebas=[(0, 1, "c4", 0)], card=STILL)
    st, _ = act(st, "drift")
    assert prompt(st).kind == "feed"
    assert sorted(legal(st)) == ["eat green blue blue", "eat green green blue"]
    st, _ = act(st, "eat blue green green")  # any order of colours is understood
    assert st["cubes"]["c4"] == [4, 0, 1, 0]


def test_an_amoeba_never_eats_its_own_colour() -> None:
    """Rulebook, Phase 1 Feeding: never a cube of the amoeba's own colour."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL, food={"c4": "rrrrgb"})
    st, ev = act(st, "drift")
    assert damage_of(st, 0, 1) == 1
    assert data_of(ev, "starve") == [{"seat": 0, "amoeba": 1, "sq": "c4", "dp": 1}]
    assert told(ev, "eat", "cubes") == []


def test_starving_eats_nothing_excretes_nothing_and_costs_a_damage_point() -> None:
    """Rulebook, Food Shortage and Starving: no food eaten, none excreted, one damage point."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL, food={"c4": "gby"[:2]})
    before = list(st["cubes"]["c4"])
    st, _ = act(st, "drift")
    assert st["cubes"]["c4"] == before
    assert damage_of(st, 0, 1) == 1


def test_food_shortage_excretes_only_what_the_supply_holds() -> None:
    """Rulebook, Food Shortage: if the supply lacks cubes to replace the food eaten, they are not replaced."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], card=STILL, food={"b5": "r" * 18})
    assert st["supply"][0] == 1
    st, ev = act(st, "drift")
    assert st["cubes"]["c4"][0] == 3
    assert st["supply"][0] == 0
    assert any(e.kind == "shortage" for e in ev)
    assert total_cubes(st) == 220


def test_substitution_in_a_four_player_game_eats_two_of_two_colours() -> None:
    """Gene Substitution (4 players): 2 of 2 colours instead of 1 each of 3."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["substitution"]}, card=STILL, food={"c4": "ggbb"})
    st, ev = act(st, "drift")
    assert told(ev, "eat", "cubes") == [[0, 2, 2, 0]]


def test_substitution_in_a_three_player_game_eats_four_of_one_colour() -> None:
    """Gene Substitution (3 players): 4 of one colour instead of 2 and 1."""
    st = position(3, amoebas=[(0, 1, "c4", 0)], genes={0: ["substitution"]}, card=STILL, food={"c4": "gggggb"})
    st, _ = act(st, "drift")
    assert _patterns(legal(st)) == {(2, 1), (4,)}
    st, _ = act(st, "eat green green green green")
    assert st["cubes"]["c4"][1] == 1


def test_alternative_feeding_genes_need_not_be_used() -> None:
    """Gene table note: Frugality, Substitution and Parasitism can, but need not, be used."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["substitution"]}, card=STILL)
    st, _ = act(st, "drift")
    assert _patterns(legal(st)) == {(1, 1, 1), (2, 2)}


def test_frugality_eats_one_cube_fewer() -> None:
    """Gene Frugality: one cube fewer; excretion is normal."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["frugality"]}, card=STILL, food={"c4": "gb"})
    st, ev = act(st, "drift")
    assert told(ev, "eat", "cubes") == [[0, 1, 1, 0]] and told(ev, "excrete", "placed") == [2]


def test_frugality_and_substitution_give_five_feeding_methods() -> None:
    """Gene table note: with Frugality and Substitution, 1:1:1, 2:2:0, 1:1:0, 2:1:0 and 3:0:0."""
    st = position(
        amoebas=[(0, 1, "c4", 0)], genes={0: ["frugality", "substitution"]}, card=STILL, food={"c4": "gggbbbyyy"}
    )
    st, _ = act(st, "drift")
    assert _patterns(legal(st)) == {(1, 1, 1), (2, 2), (1, 1), (2, 1), (3,)}


def test_parasitism_needs_one_cube_less_and_the_victim_pays() -> None:
    """Gene Parasitism: sharing a space with another player's amoeba (who has BP), the amoeba needs
    one cube less and that player pays 1 BP to the bank."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)],
        genes={0: ["parasitism"]},
        card=STILL,
        food={"c4": "gy"},
        bp=[5, 5, 5, 5],
    )
    st, ev = act(st, "drift")
    assert data_of(ev, "eat") == [{"seat": 0, "amoeba": 1, "sq": "c4", "cubes": [0, 1, 0, 1], "victim": 2}]
    assert st["biological_points"][2] == 4


def test_parasitism_is_optional_and_the_player_picks_the_victim() -> None:
    """Gene Parasitism: may be used even with enough food; with several victims the player chooses."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0), (2, 1, "c4", 0)], genes={0: ["parasitism"]}, card=STILL)
    st, _ = act(st, "drift")
    options = legal(st)
    assert "eat green blue yellow" in options
    assert "eat green blue parasite green" in options and "eat green blue parasite blue" in options
    st, _ = act(st, "eat green blue parasite blue")
    assert st["biological_points"] == [10, 10, 9, 10]


def test_there_is_no_defence_against_parasitism() -> None:
    """Gene Parasitism: no defence; even an armoured, defending tribe pays."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)],
        genes={0: ["parasitism"], 2: ["armor", "escape"]},
        card=STILL,
        food={"c4": "gy"},
    )
    st, _ = act(st, "drift")
    assert st["biological_points"][2] == 9 and where(st, 2, 1) == "c4"


def test_parasitism_needs_a_victim_with_bp() -> None:
    """Gene Parasitism: only on another player who still has BP."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)],
        genes={0: ["parasitism"]},
        card=STILL,
        food={"c4": "gy"},
        bp=[5, 5, 0, 5],
    )
    st, _ = act(st, "drift")
    assert damage_of(st, 0, 1) == 1


def test_a_meal_that_is_not_on_offer_is_refused() -> None:
    """IllegalAction: eating cubes that are not there, or not a meal."""
    st = position(3, amoebas=[(0, 1, "c4", 0)], card=STILL)
    st, _ = act(st, "drift")
    with pytest.raises(IllegalAction, match="not a meal amoeba 1 can eat here"):
        act(st, "eat red green")
