"""Extinction: one test per clause of the rulebook, named after its section (How to Begin, Moves
of the Game: Required Moves, Optional Moves, Winning a Game), on positions built by hand."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from rules.extinction import ENGINE
from rules.extinction.data import DECKS, ENVIRONMENT, HABITAT_HEXES, NEIGHBOURS, SEGMENTS
from rules.extinction.state import State, population, score
from tests.rules.test_extinction_support import act, begin, board, card_named, make_state, texts
from tests.support.events import data_of
from tests.support.jsonread import number, numbers, records

# --- How to Begin -----------------------------------------------------------------------------------


def _started(players: int = 3, seed: int = 5) -> State:
    return ENGINE.new(["Ann", "Bob", "Cat", "Dan"][:players], {}, seed)


def test_how_to_begin_the_lowest_two_cube_throw_goes_first_and_ties_throw_again() -> None:
    for seed in range(40):
        st = _started(4, seed)
        rolls = [e for e in ENGINE.setup_events(st) if e.kind == "roll"]
        first = st["order"][0]
        final = {}
        for e in rolls:
            final[number(e.data["seat"])] = sum(numbers(e.data["dice"]))
        assert final[first] == min(final.values())
        assert list(st["order"]) == [(first + k) % 4 for k in range(4)], "then clockwise"
        order = next(e for e in ENGINE.setup_events(st) if e.kind == "order").text
        assert order.startswith("Playing order, clockwise (in seat order) from the lowest throw "
                                f"({st['players'][first]}, {final[first]}"), order
        if any(e.kind == "tie" for e in ENGINE.setup_events(st)):
            tied = numbers(next(e for e in ENGINE.setup_events(st) if e.kind == "tie").data["seats"])
            assert first in tied and len(rolls) > 4
            return
    pytest.fail("no seed among 40 gave a tie for the lowest throw")


def test_how_to_begin_the_order_line_says_play_runs_clockwise_from_the_lowest_throw_not_by_throws() -> None:
    # How to Begin: the lowest scorer goes first, then play moves clockwise (seat order). It read
    # "Playing order, the lowest throw first: Bot 1, Bot 2, alice, bob" when bob threw 6 and alice 10
    players = ["alice", "bob", "Bot 1", "Bot 2"]
    for seed in range(200):
        st = ENGINE.new(players, {}, seed)
        events = ENGINE.setup_events(st)
        thrown = {number(e.data["seat"]): sum(numbers(e.data["dice"])) for e in events if e.kind == "roll"}
        if st["order"][0] == 2 and thrown[1] < thrown[0] and not any(e.kind == "tie" for e in events):
            break
    else:
        pytest.fail("no seed below 200 had Bot 1 throw lowest and bob lower than alice")
    assert st["order"] == [2, 3, 0, 1], "seat order from the lowest thrower, whatever the others threw"
    order = next(e for e in events if e.kind == "order").text
    assert order == (f"Playing order, clockwise (in seat order) from the lowest throw (Bot 1, {thrown[2]}): "
                     "Bot 1, Bot 2, alice, bob.")


def test_how_to_begin_after_a_tie_the_order_line_gives_the_throw_again() -> None:
    for seed in range(40):
        st = _started(4, seed)
        events = ENGINE.setup_events(st)
        if any(e.kind == "tie" for e in events):
            first = st["order"][0]
            last = [sum(numbers(e.data["dice"])) for e in events if e.kind == "roll" and e.data["seat"] == first][-1]
            order = next(e for e in events if e.kind == "order").text
            assert f"from the lowest throw ({st['players'][first]}, {last} on the throw again): " in order
            return
    pytest.fail("no seed among 40 gave a tie for the lowest throw")


def test_how_to_begin_each_colonises_30_individuals_on_empty_hexes_one_cube_each_1_to_6() -> None:
    st = _started(2)
    seat = st["order"][0]
    with pytest.raises(IllegalAction, match="from 1 to 6"):
        ENGINE.parse(st, seat, "place 7 c5")
    st, _ = act(st, seat, "place 6 c5")
    with pytest.raises(IllegalAction, match="taken"):
        ENGINE.parse(st, seat, "place 2 c5")
    for h in ("c6", "c7", "c8"):
        st, _ = act(st, seat, f"place 6 {h}")
    assert ENGINE.prompts(st)[0].seat == seat and st["step"]["left"] == 6
    st, _ = act(st, seat, "place 6 b5")
    assert population(st, seat) == 30
    assert ENGINE.prompts(st)[0].seat == st["order"][1], "colonisation passes on in turn"
    with pytest.raises(IllegalAction, match="taken"):
        ENGINE.parse(st, st["order"][1], "place 3 c6")


def test_how_to_begin_founders_never_need_more_than_20_cubes() -> None:
    st = _started(2)
    seat = st["order"][0]
    hexes = list(HABITAT_HEXES["meadow"])
    for h in hexes[:18]:
        st, _ = act(st, seat, f"place 1 {h}")
    assert st["step"]["left"] == 12  # on the last 2 cubes: 6 and 6
    with pytest.raises(IllegalAction, match="at most 2 more cubes: this cube may hold 6"):
        ENGINE.parse(st, seat, f"place 5 {hexes[18]}")
    assert {a.notation.split()[1] for a in ENGINE.legal_actions(st, seat) if a.notation.startswith("place")} <= {"6"}


def test_how_to_begin_auto_founders_spread_four_at_most_and_differ_from_game_to_game() -> None:
    # How to Begin: 30 founders on empty hexes, one cube each; `auto` keeps cubes at four or fewer (all
    # of them score) on a compact patch drawn with the game's dice. It took one of three placements in
    # 60 seeds while its prompt said the dice vary it; now 29 (docs/rules/extinction.md)
    placements = set()
    for seed in range(1, 61):
        st = _started(2, seed)
        seat = st["order"][0]
        assert "`auto` spreads them, four at most a cube" in ENGINE.prompts(st)[0].text
        st, _ = act(st, seat, "auto")
        cubes = {h: n for h, (s, n) in board(st).items() if s == seat}
        assert sum(cubes.values()) == 30 and max(cubes.values()) <= 4 and len(cubes) == 8
        assert score(st, seat) == 30
        assert _connected(set(cubes)), "a compact patch: every cube next to another"
        placements.add(frozenset(cubes.items()))
    assert len(placements) >= 20


def _connected(hexes: set[str]) -> bool:
    start = next(iter(hexes))
    reached, todo = {start}, [start]
    while todo:
        for n in NEIGHBOURS[todo.pop()]:
            if n in hexes and n not in reached:
                reached.add(n)
                todo.append(n)
    return reached == hexes


def test_how_to_begin_auto_founders_after_a_rivals_stay_apart_from_them() -> None:
    # How to Begin: founders go on unoccupied hexes; `auto` keeps away from rivals' cubes
    for seed in range(1, 21):
        st = _started(2, seed)
        first, second = st["order"]
        st, _ = act(st, first, "auto")
        st, _ = act(st, second, "auto")
        theirs = {h for h, (s, _n) in board(st).items() if s == first}
        ours = {h for h, (s, _n) in board(st).items() if s == second}
        assert len(ours) == 8 and not ours & theirs and not any(n in theirs for h in ours for n in NEIGHBOURS[h])


def test_how_to_begin_auto_founders_on_the_cubes_left_fill_them_evenly() -> None:
    st = _started(2)
    seat = st["order"][0]
    for h in list(HABITAT_HEXES["meadow"])[:17]:
        st, _ = act(st, seat, f"place 1 {h}")
    st, _ = act(st, seat, "auto")  # 13 founders on the last 3 cubes: 5, 4 and 4
    assert population(st, seat) == 30 and len(board(st)) == 20
    assert sorted(n for h, (s, n) in board(st).items() if s == seat)[-3:] == [4, 4, 5]


def test_how_to_begin_a_second_round_lets_each_player_relocate_then_genes_are_dealt_secretly() -> None:
    st = _started(2)
    first, second = st["order"]
    st, _ = act(st, first, "auto")
    st, _ = act(st, second, "auto")
    assert st["phase"] == "relocate" and ENGINE.prompts(st)[0].seat == first
    source = next(h for h, c in st["cubes"].items() if c[0] == first)
    target = "l14" if "l14" not in st["cubes"] else "l13"
    before = population(st, first)
    st, _ = act(st, first, f"move {st['cubes'][source][1]} {source} {target}")
    assert st["cubes"][target][0] == first and source not in st["cubes"] and population(st, first) == before
    st, _ = act(st, first, "done")
    st, ev = act(st, second, "done")
    assert st["phase"] == "play"
    dealt = [e for e in ev if e.kind == "genes"]
    assert sorted(e.only for e in dealt) == [0, 1]
    for e in dealt:
        assert set(st["genes"][e.only]) == set(DECKS) and e.seen_by(1 - e.only).text.endswith("six gene decks.")


# --- Moves of the Game: the spinner ----------------------------------------------------------------


def test_moves_the_spinner_gives_a_pair_taken_in_order_and_optional_moves_may_be_skipped() -> None:
    st = make_state({"c5": (0, 3), "c12": (1, 3)})
    st, ev = begin(st, 0, "migrate", "reproduce")
    assert ENGINE.prompts(st)[0].kind == "migrate"
    st, ev = act(st, 0, "done")
    assert data_of(ev, "pass") == [{"seat": 0}] and ENGINE.prompts(st)[0].kind == "reproduce"


def test_moves_every_action_is_on_the_spinner_and_only_three_are_required() -> None:
    on_wheel = {a for s in SEGMENTS for a in (s.first, s.second)}
    assert on_wheel == {"reproduce", "environment", "barrier", "migrate", "compete", "genes"}
    assert all(s.first != s.second for s in SEGMENTS)
    st = make_state({"c5": (0, 3), "c12": (1, 3)})
    for kind in ("migrate", "compete", "genes"):
        opened, _ = begin(st, 0, kind, "genes" if kind != "genes" else "migrate")
        assert "done" in {a.notation for a in ENGINE.legal_actions(opened, 0)}, kind
    opened, _ = begin(st, 0, "barrier", "genes")
    assert "done" not in {a.notation for a in ENGINE.legal_actions(opened, 0)}


# --- Required Moves: Reproduce ----------------------------------------------------------------------


def test_reproduce_multiplies_individuals_in_optimal_habitats_and_rounds_half_up() -> None:
    # Ann: woodland and meadow; 5 + 4 in optimal habitats, 3 in brushland; ×½ → 4.5 → 5
    st = make_state({"c5": (0, 5), "c8": (0, 4), "d3": (0, 3), "l4": (1, 2)}, {0: {"reproduction": "rp01"}})
    st, ev = begin(st, 0, "reproduce", "genes")
    assert st["step"]["left"] == 5
    assert "9 individuals in optimal habitats × ½" in texts(ev, 0) and "= 5 newborns" in texts(ev, 0)
    assert "Ann reproduces: 5 newborns to place." in texts(ev, 1)


def test_reproduce_newborns_go_on_optimal_cubes_or_next_to_them_where_the_player_chooses() -> None:
    st = make_state({"c5": (0, 2), "d3": (0, 3), "l4": (1, 2)})  # d3 is brushland: not optimal for Ann
    st, _ = begin(st, 0, "reproduce", "genes")
    assert st["step"]["left"] == 2
    with pytest.raises(IllegalAction, match="not one of those"):
        ENGINE.parse(st, 0, "add 1 e2")  # next to d3 only
    with pytest.raises(IllegalAction, match="not one of those"):
        ENGINE.parse(st, 0, "add 1 d3")  # a cube outside optimal habitats does not breed
    st, _ = act(st, 0, "add 1 c6")  # an empty neighbour: a new cube
    st, _ = act(st, 0, "add 1 c5")  # its own optimal cube turned up
    assert board(st)["c6"] == (0, 1) and board(st)["c5"] == (0, 3) and ENGINE.prompts(st)[0].kind == "genes"


def test_reproduce_boxed_in_every_cube_in_or_next_to_optimal_habitats_goes_to_six() -> None:
    # Ann's c5 (woodland) is surrounded by Bob's cubes but for c6, her own; ×3/2 of 4 → 6 born, room for 3
    cubes = {"c5": (0, 4), "c6": (0, 5), "d5": (1, 1), "d4": (1, 1), "c4": (1, 1), "b4": (1, 1), "b5": (1, 1)}
    for h in ("c7", "d6", "b6", "b7"):  # box in c6 too (it is woodland, so it breeds)
        cubes[h] = (1, 1)
    st = make_state(cubes, {0: {"reproduction": "rp10"}})
    st, ev = begin(st, 0, "reproduce", "genes")
    assert "= 14 newborns; 3 fit" in texts(ev, 0)
    st, _ = act(st, 0, "auto")
    assert board(st)["c5"] == (0, 6) and board(st)["c6"] == (0, 6)


def test_reproduce_auto_places_every_newborn_that_fits_and_spreads_them() -> None:
    st = make_state({"c5": (0, 4), "l4": (1, 2)}, {0: {"reproduction": "rp10"}})
    st, _ = begin(st, 0, "reproduce", "genes")
    assert "`auto` adds each one where your cube holds fewest, up to four" in ENGINE.prompts(st)[0].text
    st, _ev = act(st, 0, "auto")
    assert population(st, 0) == 10 and max(n for s, n in board(st).values() if s == 0) <= 4


def test_reproduce_a_new_cube_needs_one_of_the_twenty() -> None:
    meadow = [h for h in HABITAT_HEXES["meadow"]][:20]
    st = make_state({h: (0, 5 if i == 0 else 1) for i, h in enumerate(meadow)} | {"l4": (1, 1)},
                    {0: {"reproduction": "rp05"}})
    st, _ = begin(st, 0, "reproduce", "genes")
    empty = next(h for h in ("b13", "c13", "e9", "f9", "g8") if h not in st["cubes"]
                 and any(n in meadow for n in __import__("rules.extinction.data", fromlist=["N"]).NEIGHBOURS[h]))
    with pytest.raises(IllegalAction, match="No newborn fits"):
        ENGINE.parse(st, 0, f"add 1 {empty}")


# --- Required Moves: Environmental Change ------------------------------------------------------------


def test_environment_famine_removes_the_drawers_cubes_of_five_or_six_only() -> None:
    st = make_state({"c5": (0, 5), "c6": (0, 6), "c7": (0, 4), "l4": (1, 6)})
    st, _ev = begin(st, 0, "environment", "genes", env=card_named("famine"))
    assert board(st) == {"c7": (0, 4), "l4": (1, 6)}
    assert st["environment"][-1] == card_named("famine"), "the card goes to the bottom of the deck"


def test_environment_pestilence_on_a_crowded_species_makes_it_extinct() -> None:
    st = make_state({"c5": (0, 5), "c6": (0, 6), "l4": (1, 2), "l5": (1, 3)})
    st, _ev = begin(st, 0, "environment", "genes", env=card_named("pestilence"))
    assert st["extinct"][0] and st["cause"][0] == "pestilence"


@pytest.mark.parametrize("kind", ["drought", "cold-wave"])
def test_environment_drought_and_cold_wave_kill_a_share_of_a_nontolerant_drawer_who_chooses(kind: str) -> None:
    st = make_state({"c5": (0, 6), "c6": (0, 6), "c7": (0, 5), "l4": (1, 4)}, {0: {"tolerance": "et10"}})
    st, ev = begin(st, 0, "environment", "genes", env=card_named(kind, percent=30))
    assert st["step"]["act"] == "lose" and st["step"]["left"] == 5  # 30 % of 17 = 5.1 → 5
    assert data_of(ev, "deaths") == [{"seat": 0, "lost": 5}]
    st, _ = act(st, 0, "remove 2 c7")
    with pytest.raises(IllegalAction, match="at most 3"):
        ENGINE.parse(st, 0, "remove 4 c5")
    st, _ = act(st, 0, "remove 3 c5")
    assert population(st, 0) == 12 and board(st)["l4"] == (1, 4) and ENGINE.prompts(st)[0].kind == "genes"


def test_environment_a_tolerant_drawer_loses_nobody_to_drought() -> None:
    st = make_state({"c5": (0, 6), "l4": (1, 4)}, {0: {"tolerance": "et01"}})
    st, ev = begin(st, 0, "environment", "genes", env=card_named("drought", percent=50))
    assert population(st, 0) == 6 and data_of(ev, "deaths") == [{"seat": 0, "lost": 0}]


def test_environment_percentage_losses_round_half_up() -> None:
    st = make_state({"c5": (0, 5), "l4": (1, 4)}, {0: {"tolerance": "et10"}})
    half, _ = begin(st, 0, "environment", "genes", env=card_named("cold-wave", percent=10))
    assert half["step"]["left"] == 1, "10 % of 5 is 0.5: one dies"
    st["cubes"]["c5"][1] = 4
    less, ev = begin(st, 0, "environment", "genes", env=card_named("cold-wave", percent=10))
    assert data_of(ev, "deaths") == [{"seat": 0, "lost": 0}], "10 % of 4 is 0.4: nobody dies"
    assert population(less, 0) == 4


def test_environment_fire_strikes_every_nontolerant_species_in_that_habitat() -> None:
    # woodland fire: Ann (et01: drought, cold wave) burns; Bob (et02: drought, fire) survives
    st = make_state({"c5": (0, 3), "c8": (0, 2), "c6": (1, 4), "l4": (1, 1)})
    st, ev = begin(st, 0, "environment", "genes", env=card_named("fire", habitat="woodland"))
    assert board(st) == {"c8": (0, 2), "c6": (1, 4), "l4": (1, 1)}
    assert data_of(ev, "spared") == [{"seat": 1, "hexes": ["c6"]}]


def test_environment_water_pollution_strikes_its_water_habitat_only() -> None:
    st = make_state({"h7": (0, 3), "i3": (0, 2), "c6": (1, 4), "h8": (1, 1)},
                    {0: {"tolerance": "et01"}, 1: {"tolerance": "et03"}})
    st, _ = begin(st, 0, "environment", "genes", env=card_named("water-pollution", habitat="lake"))
    assert board(st) == {"i3": (0, 2), "c6": (1, 4), "h8": (1, 1)}


def test_environment_air_pollution_strikes_next_to_cities_and_jetports_only() -> None:
    # a city on c6 and a mountain on l10; Ann on d5 (next to the city) and l9 (next to the mountain)
    st = make_state({"d5": (0, 3), "l9": (0, 2), "c7": (1, 4), "c12": (1, 2)},
                    {0: {"tolerance": "et01"}, 1: {"tolerance": "et04"}}, barriers={"c6": "city", "l10": "mountain"})
    st, _ = begin(st, 0, "environment", "genes", env=card_named("air-pollution"))
    assert board(st) == {"l9": (0, 2), "c7": (1, 4), "c12": (1, 2)}


def test_environment_man_made_clearings_strike_every_species_whatever_its_tolerance() -> None:
    st = make_state({"c5": (0, 3), "c8": (0, 2), "c6": (1, 4), "l4": (1, 1)},
                    {0: {"tolerance": "et05"}, 1: {"tolerance": "et02"}})
    st, _ = begin(st, 1, "environment", "genes", env=card_named("clearing", habitat="woodland"))
    assert board(st) == {"c8": (0, 2), "l4": (1, 1)}


def test_environment_every_change_the_rulebook_names_is_in_the_deck() -> None:
    kinds = {(c.kind, c.percent, c.habitat) for c in ENVIRONMENT.values()}
    for kind in ("drought", "cold-wave"):
        assert {(kind, p, "") for p in (10, 30, 50)} <= kinds
    for habitat in ("woodland", "meadow", "brushland"):
        assert ("fire", 0, habitat) in kinds and ("clearing", 0, habitat) in kinds
    for habitat in ("marsh", "lake", "swamp"):
        assert ("water-pollution", 0, habitat) in kinds and ("clearing", 0, habitat) in kinds
    assert {("famine", 0, ""), ("pestilence", 0, ""), ("air-pollution", 0, ""), ("mild", 0, "")} <= kinds


def test_environment_mild_season_grants_a_pair_without_environment_then_the_second_action() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "environment", "migrate", env=card_named("mild"))
    offered = {a.notation for a in ENGINE.legal_actions(st, 0)}
    assert "take genes reproduce" in offered and not any("environment" in n for n in offered)
    with pytest.raises(IllegalAction):
        ENGINE.parse(st, 0, "take environment reproduce")
    st, _ = act(st, 0, "take genes reproduce")
    assert st["queue"] == ["reproduce", "migrate"], "the mild season's pair, then back to the second action"


def test_environment_mild_season_as_the_second_action_ends_the_turn_after_its_pair() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "reproduce", "environment", env=card_named("mild"))
    st, _ = act(st, 0, "auto")
    st, _ = act(st, 0, "take genes reproduce")
    assert st["queue"] == ["reproduce"]


# --- Required Moves: Place Barrier -------------------------------------------------------------------


def test_place_barrier_removes_a_cube_but_never_a_species_last_one_nor_onto_a_barrier() -> None:
    st = make_state({"c5": (0, 3), "c6": (0, 2), "l4": (1, 2)}, barriers={"e2": "river"})
    st, _ = begin(st, 0, "barrier", "genes")
    with pytest.raises(IllegalAction, match="last cube"):
        ENGINE.parse(st, 0, "barrier city l4")
    with pytest.raises(IllegalAction, match="already holds a barrier"):
        ENGINE.parse(st, 0, "barrier city e2")
    st, ev = act(st, 0, "barrier mountain c5")
    assert board(st) == {"c6": (0, 2), "l4": (1, 2)} and st["barriers"]["c5"] == "mountain"
    assert data_of(ev, "barrier") == [{"seat": 0, "kind": "mountain", "hex": "c5"}]


def test_place_barrier_only_two_of_each_kind_and_nothing_when_all_ten_are_placed() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)}, barriers={"e2": "city", "e3": "city"})
    st, _ = begin(st, 0, "barrier", "genes")
    with pytest.raises(IllegalAction, match="Both cities"):
        ENGINE.parse(st, 0, "barrier city d14")
    full = {h: k for h, k in zip(("e2", "e3", "e4", "e5", "f2", "f3", "f4", "d3", "d4", "g3"),
                                 ("city", "jetport", "mountain", "river", "desert") * 2, strict=True)}
    st = make_state({"c5": (0, 3), "l4": (1, 2)}, barriers=full)
    st, ev = begin(st, 0, "barrier", "genes")
    assert data_of(ev, "barrier") == [{"seat": 0}] and full == st["barriers"] and ENGINE.prompts(st)[0].kind == "genes"


# --- Optional Moves: Migrate -------------------------------------------------------------------------


def test_migrate_individuals_times_hexes_within_mobility_in_several_moves() -> None:
    # Ann: mobility 8 (hm07). Two moves: 2 individuals 2 hexes (4), then 1 individual 4 hexes (4)
    st = make_state({"c5": (0, 6), "l4": (1, 2)})
    st, _ = begin(st, 0, "migrate", "genes")
    st, _ = act(st, 0, "move 2 c5 c7")
    assert st["step"]["budget"] == 4
    with pytest.raises(IllegalAction, match="costs 5, and only 4"):
        ENGINE.parse(st, 0, "move 1 c5 c10")
    st, _ = act(st, 0, "move 1 c5 c9")
    assert board(st)["c5"] == (0, 3) and board(st)["c7"] == (0, 2) and board(st)["c9"] == (0, 1)
    st, _ = act(st, 0, "done")
    assert ENGINE.prompts(st)[0].kind == "genes"


def test_migrate_never_through_rival_cubes_or_barriers_it_cannot_cross() -> None:
    # Ann on b4 (the north-west corner of Tanglewood: its neighbours are b5, c5 and c4)
    boxed = make_state({"b4": (0, 2), "b5": (1, 1), "c5": (1, 1), "c4": (1, 1)}, {0: {"habitat": "hm01"}})
    boxed, _ = begin(boxed, 0, "migrate", "genes")
    with pytest.raises(IllegalAction, match="cannot reach"):
        ENGINE.parse(boxed, 0, "move 1 b4 b6")
    assert [a.notation for a in ENGINE.legal_actions(boxed, 0)] == ["done"]
    # a river on c4, the only way out: Ann (cities and jetports) cannot pass; with rivers on her card she can
    cubes = {"b4": (0, 2), "b5": (1, 1), "c5": (1, 1), "l4": (1, 2)}
    barred = make_state(cubes, {0: {"habitat": "hm01"}}, barriers={"c4": "river"})
    barred, _ = begin(barred, 0, "migrate", "genes")
    with pytest.raises(IllegalAction, match="cannot reach"):
        ENGINE.parse(barred, 0, "move 1 b4 d3")
    crossing = make_state(cubes, {0: {"habitat": "hm01", "crossing": "bc03"}}, barriers={"c4": "river"})
    crossing, _ = begin(crossing, 0, "migrate", "genes")
    assert ENGINE.parse(crossing, 0, "move 1 b4 d3").label.startswith("Move 1 from b4 to d3: 2 hexes")
    with pytest.raises(IllegalAction, match="cannot reach"):
        ENGINE.parse(crossing, 0, "move 1 b4 c4")  # never onto the barrier itself


# --- Optional Moves: Compete/Prey --------------------------------------------------------------------


def test_compete_only_against_fewer_and_moving_in_more_than_the_rival_had() -> None:
    st = make_state({"c5": (0, 6), "c6": (1, 3), "d5": (1, 6), "l4": (1, 1)})
    st, _ = begin(st, 0, "compete", "genes")
    with pytest.raises(IllegalAction, match="needs more individuals"):
        ENGINE.parse(st, 0, "compete 6 c5 d5")
    with pytest.raises(IllegalAction, match="Move in 4 to 6"):
        ENGINE.parse(st, 0, "compete 3 c5 c6")
    st, ev = act(st, 0, "compete 4 c5 c6")
    assert board(st)["c5"] == (0, 2) and board(st)["c6"] == (0, 4)
    assert data_of(ev, "compete") == [{"seat": 0, "rival": 1, "from": "c5", "to": "c6", "count": 4, "lost": 3}]


def test_compete_and_prey_use_each_cube_once_a_turn() -> None:
    st = make_state({"c5": (0, 6), "c6": (1, 1), "c4": (1, 1), "l4": (1, 1)})
    st, _ = begin(st, 0, "compete", "genes")
    st, _ = act(st, 0, "compete 3 c5 c6")
    with pytest.raises(IllegalAction, match="each cube once a turn"):
        ENGINE.parse(st, 0, "compete 2 c5 c4")
    with pytest.raises(IllegalAction, match="each cube once a turn"):
        ENGINE.parse(st, 0, "compete 2 c6 c7")


def test_prey_announces_the_type_defended_rivals_show_that_word_alone_undefended_become_prey() -> None:
    # Ann is a strong predator (pr01); Bob (df02: strong, nocturnal) is defended, Cat (df10) is not
    st = make_state({"c5": (0, 2), "c6": (1, 6), "d5": (2, 6), "l4": (1, 1), "l5": (2, 1)},
                    {1: {"defense": "df02"}, 2: {"defense": "df10"}}, players=3)
    st, _ = begin(st, 0, "compete", "genes")
    with pytest.raises(IllegalAction, match="Announce your predator type first"):
        ENGINE.parse(st, 0, "prey 1 c5 d5")
    st, ev = act(st, 0, "prey")
    public = texts(ev, None)
    assert "Ann announces their predator type: strong." in public
    assert "Bob shows the word “strong” on their Prey Defense card" in public
    assert "nocturnal" not in public and "Shell and Burrow" not in public, "only the one word is shown"
    assert "Cat has no defence against a strong predator" in public
    with pytest.raises(IllegalAction, match="defended"):
        ENGINE.parse(st, 0, "prey 1 c5 c6")
    st, ev = act(st, 0, "prey 1 c5 d5")  # one individual takes a hex of six
    assert board(st)["d5"] == (0, 1) and board(st)["c5"] == (0, 1)
    assert records(ENGINE.view(st, None)["revealed"])[1]["defense"] == ["strong"]


def test_compete_and_prey_reach_across_a_barrier_the_species_can_cross() -> None:
    # a city on c6 between Ann on c5 and Bob on c7; Ann crosses cities (bc01), Bob does not matter
    st = make_state({"c5": (0, 5), "c7": (1, 2), "l4": (1, 1)}, barriers={"c6": "city"})
    st, _ = begin(st, 0, "compete", "genes")
    st, _ = act(st, 0, "compete 3 c5 c7")
    assert board(st)["c7"] == (0, 3)
    barred = make_state({"c5": (0, 5), "c7": (1, 2), "l4": (1, 1)}, {0: {"crossing": "bc10"}}, barriers={"c6": "city"})
    barred, _ = begin(barred, 0, "compete", "genes")
    with pytest.raises(IllegalAction, match="not next to c5"):
        ENGINE.parse(barred, 0, "compete 3 c5 c7")


def test_compete_taking_a_species_last_cube_makes_it_extinct_and_its_player_a_spectator() -> None:
    st = make_state({"c5": (0, 5), "c6": (1, 2), "l4": (2, 1)}, players=3)
    st, _ = begin(st, 0, "compete", "genes")
    st, ev = act(st, 0, "compete 3 c5 c6")
    assert st["extinct"][1] and data_of(ev, "extinct") == [{"seat": 1, "cause": "compete"}]
    st, _ = act(st, 0, "done")
    st, _ = act(st, 0, "done")
    assert all(p.seat != 1 for p in ENGINE.prompts(st))
    with pytest.raises(IllegalAction, match="extinct"):
        ENGINE.parse(st, 1, "done")


# --- Optional Moves: Change Genes --------------------------------------------------------------------


def test_change_genes_one_to_four_decks_each_once_old_card_to_the_bottom_new_from_the_top() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "genes", "migrate")
    top = st["decks"]["predator"][0]
    st, ev = act(st, 0, "change predator")
    assert st["genes"][0]["predator"] == top and st["decks"]["predator"][-1] == "pr01"
    assert "Ann changes their Predator card." in texts(ev, 1) and "pr01" not in str(ENGINE.view(st, 1))
    with pytest.raises(IllegalAction, match="once a turn"):
        ENGINE.parse(st, 0, "change predator")
    for deck in ("habitat", "tolerance", "defense"):
        st, _ = act(st, 0, f"change {deck}")
    assert ENGINE.prompts(st)[0].kind == "migrate", "four changes end the action"


def test_change_genes_one_to_four_cards_in_a_turn_however_many_actions_bring_it() -> None:
    # Change Genes: "from one to four gene cards in a turn" — a Mild Season's second Change Genes
    # (or the spun pair's) shares the turn's four, and each deck stays once a turn
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "genes", "migrate", "genes")
    for deck in ("habitat", "tolerance", "defense"):
        st, _ = act(st, 0, f"change {deck}")
    st, _ = act(st, 0, "done")
    st, _ = act(st, 0, "done")  # the migration
    prompt = ENGINE.prompts(st)[0]
    assert prompt.kind == "genes" and "up to 1 more" in prompt.text
    with pytest.raises(IllegalAction, match="once a turn"):
        ENGINE.parse(st, 0, "change habitat")
    st, ev = act(st, 0, "change predator")
    assert [e.data["deck"] for e in ev if e.kind == "gene"] == ["predator"]
    assert ENGINE.prompts(st)[0].seat == 1, "the fourth change of the turn ends it"


def test_change_genes_a_third_change_genes_after_four_changes_is_passed_over() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "genes", "genes", "migrate")
    for deck in ("habitat", "tolerance", "defense", "predator"):
        st, _ = act(st, 0, f"change {deck}")
    assert ENGINE.prompts(st)[0].kind == "migrate"


# --- Winning a Game ----------------------------------------------------------------------------------


def test_winning_the_sole_survivor_wins() -> None:
    st = make_state({"c5": (0, 5), "c6": (1, 2)}, options={"end": "survivor"})
    st, _ = begin(st, 0, "compete", "genes")
    st, ev = act(st, 0, "compete 3 c5 c6")
    result = ENGINE.result(st)
    assert result.over and result.winners == (0,) and "sole survivor" in result.summary
    assert any(e.kind == "reveal" for e in ev), "every genotype is shown at the end"


def test_winning_species_dying_together_share_the_win() -> None:
    st = make_state({"c5": (0, 5), "c6": (1, 2)}, {0: {"tolerance": "et01"}, 1: {"tolerance": "et03"}},
                    options={"end": "survivor"})
    st, _ = begin(st, 0, "environment", "genes", env=card_named("fire", habitat="woodland"))
    assert ENGINE.result(st).winners == (0, 1)


def test_winning_after_the_agreed_rounds_only_cubes_showing_one_to_four_count() -> None:
    st = make_state({"c5": (0, 6), "c6": (0, 5), "c7": (0, 1), "l4": (1, 4), "l5": (1, 3)}, options={"end": "6"})
    assert score(st, 0) == 1 and score(st, 1) == 7
    st["round"] = 6
    st["turn"] = 1
    st, _ = begin(st, 1, "genes")
    st, _ev = act(st, 1, "done")
    result = ENGINE.result(st)
    assert result.over and result.winners == (1,) and "Bob 7 (of 7), Ann 1 (of 12)" in result.summary


# --- Interpretations (docs/rules/extinction.md) -----------------------------------------------------


def test_interpretation_optional_moves_are_asked_even_when_nothing_is_possible() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)}, {0: {"habitat": "hm13"}})  # mobility 0
    st, _ = begin(st, 0, "migrate", "genes")
    assert ENGINE.prompts(st)[0].kind == "migrate" and [a.notation for a in ENGINE.legal_actions(st, 0)] == ["done"]


def test_interpretation_cubes_placed_while_reproducing_do_not_widen_the_area() -> None:
    st = make_state({"c5": (0, 4), "l4": (1, 2)})
    st, _ = begin(st, 0, "reproduce", "genes")
    st, _ = act(st, 0, "add 1 c6")
    with pytest.raises(IllegalAction, match="not one of those"):
        ENGINE.parse(st, 0, "add 1 c7")


def test_interpretation_a_loss_as_large_as_the_population_kills_all_at_once() -> None:
    st = make_state({"c5": (0, 1), "l4": (1, 2), "l5": (2, 2)}, {0: {"tolerance": "et10"}}, players=3)
    st, _ = begin(st, 0, "environment", "genes", env=card_named("drought", percent=50))
    assert st["extinct"][0] and st["cause"][0] == "drought" and ENGINE.prompts(st)[0].seat == 1


def test_interpretation_splitting_a_cube_needs_one_of_the_twenty() -> None:
    hexes = [h for h in HABITAT_HEXES["meadow"]][:20]
    st = make_state({h: (0, 2) for h in hexes} | {"l4": (1, 2)}, {0: {"habitat": "hm02"}})
    st, _ = begin(st, 0, "migrate", "genes")
    empty = "b13"  # brushland next to the meadow's b12
    with pytest.raises(IllegalAction, match="move all 2"):
        ENGINE.parse(st, 0, f"move 1 b12 {empty}")
    assert ENGINE.parse(st, 0, f"move 2 b12 {empty}").notation == f"move 2 b12 {empty}"


def test_interpretation_only_rivals_within_reach_show_their_defence() -> None:
    # Bob next to Ann is defended against strong (df04) and shows it; Cat far away (df03) is defended
    # too but is not asked
    st = make_state({"c5": (0, 4), "c6": (1, 2), "l4": (1, 1), "l5": (2, 1)}, {1: {"defense": "df04"}}, players=3)
    st, _ = begin(st, 0, "compete", "genes")
    st, ev = act(st, 0, "prey")
    assert "Bob shows the word “strong”" in texts(ev) and "Cat" not in texts(ev)
    assert records(ENGINE.view(st, None)["revealed"])[2]["defense"] == []
