"""Primordial Soup: preparation, the starting order, ladder start spaces and the first amoebas."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.soup import ENGINE
from rules.soup.data import GENES, SQUARES
from rules.soup.state import State
from tests.rules.test_soup_support import act, legal, prompt
from tests.support.jsonread import number, numbers, record


def test_board_has_19_spaces_around_the_compass() -> None:
    """Rulebook, Encyclopedia 'Game Board': 19 soup spaces around an out-of-bounds compass island."""
    assert len(SQUARES) == 19
    assert "c3" not in SQUARES
    assert {"a5", "a1", "b1", "c1", "e1"}.isdisjoint(SQUARES)
    assert "d1" in SQUARES


def test_four_players_get_4_bp_and_two_cubes_of_each_colour_on_every_space() -> None:
    """Rulebook, Preparation: 4 BP each; two cubes of each colour in play on every space."""
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 3)
    assert st["biological_points"] == [4, 4, 4, 4]
    assert all(st["cubes"][sq] == [2, 2, 2, 2] for sq in SQUARES)
    assert st["supply"] == [55 - 38] * 4


def test_three_players_leave_the_fourth_colour_in_the_box() -> None:
    """Rulebook, Preparation: only the colours in play go on the board (three colours for 3 players)."""
    st = ENGINE.new(["Ann", "Bob", "Cid"], {}, 3)
    assert all(st["cubes"][sq] == [2, 2, 2, 0] for sq in SQUARES)
    assert st["supply"] == [17, 17, 17, 55]


def test_gene_supply_depends_on_the_player_count() -> None:
    """Rulebook, gene table: 3 players use the '3' column (20 cards, no Frugality or Parasitism)."""
    three = ENGINE.new(["Ann", "Bob", "Cid"], {}, 3)
    four = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 3)
    assert sum(three["pool"].values()) == 20
    assert three["pool"]["frugality"] == 0 and three["pool"]["parasitism"] == 0
    assert sum(four["pool"].values()) == sum(g.count4 for g in GENES.values()) == 31
    assert four["pool"]["struggle"] == 2 and four["pool"]["armor"] == 1


def test_one_environment_card_is_face_up_and_ten_wait_in_the_deck() -> None:
    """Rulebook, Preparation: the environment cards are shuffled and one is laid on the compass."""
    st = ENGINE.new(["Ann", "Bob", "Cid"], {}, 3)
    assert len(st["deck"]["draw"]) == 10
    assert st["card"] not in st["deck"]["draw"]
    view = ENGINE.view(st, 0)
    assert "deck" not in view and "rng" not in view and view["cards_left"] == 10


def test_two_dice_decide_who_chooses_a_ladder_space_first() -> None:
    """Rulebook, Determine Starting Player: highest two-dice roll chooses first; ties roll again."""
    for seed in range(30):
        st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, seed)
        rolls = [record(e["data"]) for e in st["intro"] if e["kind"] == "roll"]
        assert all(len(numbers(roll["dice"])) == 2 for roll in rolls)
        first: dict[int, int] = {}
        for roll in rolls:
            first.setdefault(number(roll["seat"]), sum(numbers(roll["dice"])))
        order = numbers(record(next(e for e in st["intro"] if e["kind"] == "order")["data"])["order"])
        assert prompt(st).seat == order[0]
        assert prompt(st).kind == "start"
        best = [s for s in range(4) if first[s] == max(first.values())]
        assert order[0] in best
        assert [first[s] for s in order] == sorted(first.values(), reverse=True)
        if any(e["kind"] == "tie" for e in st["intro"]):
            return
    raise AssertionError("no tie in 30 seeds")


def _through_start_choices(players: int, seed: int = 5) -> State:
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"][:players], {}, seed)
    while prompt(st).kind == "start":
        st, _ = act(st, legal(st)[0])
    return st


def test_ladder_start_spaces_are_1_to_4_one_marker_each() -> None:
    """Rulebook, Determine Starting Player: markers on spaces 1-4 (1-3 with three), one per space."""
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 5)
    assert legal(st) == ["start 1", "start 2", "start 3", "start 4"]
    st, _ = act(st, "start 2")
    assert "start 2" not in legal(st)
    with pytest.raises(IllegalAction, match="Space 2 is taken by"):
        act(st, "start 2")
    with pytest.raises(IllegalAction, match="Start spaces are 1, 2, 3, 4"):
        act(st, "start 9")
    three = ENGINE.new(["Ann", "Bob", "Cid"], {}, 5)
    assert legal(three) == ["start 1", "start 2", "start 3"]
    st = _through_start_choices(4)
    assert sorted(st["ladder"]) == [1, 2, 3, 4]


def test_first_amoebas_in_ascending_order_with_a_damage_point_then_second_in_descending_order() -> None:
    """Rulebook, Placing Amoebas: first amoeba in ascending order (1 DP with 4 players), second in
    descending order without damage; never two amoebas on one space."""
    st = _through_start_choices(4)
    by_space = sorted(range(4), key=lambda s: st["ladder"][s])
    seen = []
    while prompt(st).kind == "place":
        seen.append(prompt(st).seat)
        st, _ = act(st, legal(st)[0])
    assert seen == by_space + by_space[::-1]
    for seat in range(4):
        tribe = [a for a in st["amoebas"][seat] if a is not None]
        assert sorted(a["damage"] for a in tribe) == [0, 1]
    squares = [a["space"] for tribe in st["amoebas"] for a in tribe if a is not None]
    assert len(set(squares)) == 8
    assert prompt(st).kind == "move"


def test_three_player_first_amoebas_get_no_damage_point() -> None:
    """Rulebook, Placing Amoebas: with three players the amoebas receive no damage point."""
    st = _through_start_choices(3)
    while prompt(st).kind == "place":
        st, _ = act(st, legal(st)[0])
    assert all(a["damage"] == 0 for tribe in st["amoebas"] for a in tribe if a is not None)


def test_placement_refuses_taken_spaces_and_the_island() -> None:
    """Rulebook, Placing Amoebas: an amoeba goes on an empty space; the compass is out of bounds."""
    st = _through_start_choices(4)
    st, _ = act(st, "place c4")
    with pytest.raises(IllegalAction, match="c4 already holds an amoeba"):
        act(st, "place c4")
    with pytest.raises(IllegalAction, match="compass island"):
        act(st, "place c3")
    with pytest.raises(IllegalAction, match="not a space"):
        act(st, "place a1")
