"""µ setup, turns and endings: rules 2, 3, 5 and 15 of docs/rules/micro.md, from the rulebook's
"Arrange the table", "Creating a Colony", "Choosing the Habitat", "Starting the game" and
"CONCLUSION" sections."""

from __future__ import annotations

import random

import pytest

from rules.base import IllegalAction
from rules.micro import ENGINE
from rules.micro.data import BOARD, DESIGNS, HOMES, kind, neighbours
from rules.micro.exchange import fresh_habitat
from rules.micro.growth import new_colony
from rules.micro.nutrients import turns_fed
from rules.micro.setup import PROBE, SUITABLE_TURNS, home
from rules.micro.state import State
from tests.rules.test_micro_support import NAMES, act, legal, position, summary, texts
from tests.support.events import data_of, told

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _setup(players: int, seed: int = 3) -> State:
    return ENGINE.new(list(NAMES[:players]), {}, seed)


def test_rule_2_1_the_map_is_37_hexes_round_e6() -> None:
    assert len(BOARD) == 37 and "e6" in BOARD and "a1" not in BOARD
    assert sorted(neighbours("e6")) == ["d5", "d6", "e5", "e7", "f5", "f6"]


def test_rule_3_2_every_home_touches_its_neighbours_homes_starting_the_game() -> None:
    for players, homes in HOMES.items():
        assert len(homes) == players and all(len(h) == 3 for h in homes)
        assert len({hex_name for h in homes for hex_name in h}) == 3 * players and all("e6" not in h for h in homes)
        for i, mine in enumerate(homes):
            after = homes[(i + 1) % players]
            assert any(n in after for hex_name in mine for n in neighbours(hex_name)), (players, i)


def test_rule_3_1_each_player_gets_a_metabolism_a_species_a_threshold_and_three_habitats_creating_a_colony() -> None:
    st = _setup(3)
    assert [sp["owner"] for sp in st["species"].values()] == [0, 1, 2]
    assert all(3 <= t <= 8 for t in st["threshold"])
    assert all(len(hand) == 3 for hand in st["hands"])
    # 1.5: three players play with 3 tokens of each of the 10 designs; the fourth copies are set aside
    assert len(st["gaia"]) == 30 - 9 and all(st["species"][k]["metabolism"] for k in st["species"])
    assert sorted(st["spent"]) == sorted(f"{d}-4" for d in DESIGNS)
    assert "rolls" in texts(ENGINE.setup_events(st)) and "(growth threshold" in texts(ENGINE.setup_events(st))


def test_rule_3_1_at_least_one_starting_habitat_can_feed_the_starting_colony_choosing_the_habitat() -> None:
    for seed in range(15):
        st = _setup(4, seed)
        for seat, hand in enumerate(st["hands"]):
            species = next(k for k, sp in st["species"].items() if sp["owner"] == seat)
            fed = []
            for token in hand:
                st["habitats"][PROBE] = fresh_habitat(token, None)
                st["colonies"][PROBE] = new_colony(species, PROBE, 1)
                fed.append(turns_fed(st, PROBE, PROBE, 1, SUITABLE_TURNS) == SUITABLE_TURNS)
            assert any(fed), (seed, seat)


def test_rule_3_3_arrange_then_settle_in_seat_order_starting_the_game() -> None:
    st = _setup(2)
    prompt = ENGINE.prompts(st)[0]
    assert (prompt.seat, prompt.kind) == (0, "arrange")
    order = legal(st, 0)[-1]
    st, _ = act(st, 0, order)
    designs = order.split()[1:]
    assert [kind(st["habitats"][h]["token"]) for h in home(st, 0)] == designs
    assert legal(st, 0) == [f"settle {h}" for h in home(st, 0)]
    with pytest.raises(IllegalAction, match="one of your home habitats"):
        act(st, 0, "settle e6")
    st, _ev = act(st, 0, f"settle {home(st, 0)[1]}")
    assert st["colonies"]["A1"] == {**st["colonies"]["A1"], "hex": home(st, 0)[1], "gen": 1, "stock": 0}
    assert ENGINE.prompts(st)[0].seat == 1 and ENGINE.prompts(st)[0].kind == "arrange"


def test_rule_3_4_round_1_begins_with_seat_0_after_the_last_settle() -> None:
    st = _setup(2)
    for seat in (0, 1):
        st, _ = act(st, seat, legal(st, seat)[0])
        st, ev = act(st, seat, legal(st, seat)[0])
    assert st["round"] == 1 and ENGINE.prompts(st)[0].seat == 0 and ENGINE.prompts(st)[0].kind == "turn"
    assert data_of(ev, "turn") == [{"round": 1, "seat": 0}] and data_of(ev, "uptake")


def test_rule_5_3_free_actions_keep_the_turn_and_5_4_the_main_action_ends_it() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 3, 0), "B1": ("d5", 1, 0)})
    st, _ = act(st, 0, "uptake d4 min")
    assert ENGINE.prompts(st)[0].seat == 0 and "uptake d4 max" not in legal(st, 0)  # once a turn per colony
    with pytest.raises(IllegalAction, match="already changed this turn"):
        act(st, 0, "uptake d4 max")
    st, _ = act(st, 0, "pass")
    assert ENGINE.prompts(st)[0].seat == 1


def test_rule_5_1_a_player_out_of_the_game_is_skipped() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], []),
                             "clostridium": (2, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "C1": ("d6", 1, 0)}, players=3)
    st["species"]["bacillus"]["extinct"], st["out"][1] = True, True
    st, _ = act(st, 0, "pass")
    assert ENGINE.prompts(st)[0].seat == 2


def _two_reefs(gens: tuple[int, int], seat: int = 0) -> State:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    return position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                    {"A1": ("d4", gens[0], 0), "B1": ("d6", gens[1], 0)}, seat=seat)


def test_rule_15_1_the_round_in_which_gaia_empties_is_played_to_its_end_conclusion() -> None:
    st = _two_reefs((2, 1))
    st["spent"], st["gaia"] = st["gaia"][1:], st["gaia"][:1]
    (exchange,) = [a for a in ENGINE.legal_actions(st, 0) if a.notation == "exchange"]
    assert exchange.label.startswith("Exchange: draw Gaia's last habitat") and "ends with this round" in exchange.label
    st, _ = act(st, 0, "exchange")
    st, ev = act(st, 0, "place d5")
    assert not st["over"] and ENGINE.prompts(st)[0].seat == 1  # the later seat still has its turn
    assert ("Gaia has no habitat left: the game ends with this round, so that everyone has had as many "
            "turns.") in texts(ev)
    assert "exchange" not in legal(st, 1)
    assert ENGINE.status(st, None)[0].startswith("Round 1 (the last: Gaia has no habitat left) · Gaia 0 habitats")
    st, ev = act(st, 1, "pass")
    assert st["over"] and st["winners"] == [0] and st["round"] == 1
    assert data_of(ev, "end") == [{"winners": [0]}] and "Gaia has no habitat left" in summary(st)


def test_rule_15_1_gaia_emptied_in_the_last_seats_turn_ends_the_game_with_it_conclusion() -> None:
    st = _two_reefs((1, 2), seat=1)
    st["spent"], st["gaia"] = st["gaia"][1:], st["gaia"][:1]
    st, _ = act(st, 1, "exchange")
    st, ev = act(st, 1, "place e6")
    assert st["over"] and st["winners"] == [1]
    assert data_of(ev, "last-round") == []  # nobody is left to play it


def test_rule_15_2_the_round_in_which_the_galapagos_holds_only_phage_attack_is_the_last_conclusion() -> None:
    st = _two_reefs((1, 1))
    kept = [c for c in st["galapagos"] if kind(c) == "phage-attack"]
    st["species"]["aquifex"]["cards"] = [c for c in st["galapagos"] if kind(c) != "phage-attack"]
    st["galapagos"] = kept
    st, ev = act(st, 0, "pass")
    assert not st["over"] and told(ev, "last-round", "reason") == ["The Galapagos holds nothing but Phage Attack!"]
    st, _ev = act(st, 1, "pass")
    assert st["over"] and "The Galapagos holds nothing but Phage Attack!" in summary(st)
    assert st["winners"] == [0]  # equal biomass and colonies, then more species... then more cards
    assert "Ann (blue) wins on evolution cards (" in summary(st)
    assert "level with the next on biomass 1, colonies 1, species 1 (Ann 1, Bob 1)." in summary(st)


def test_rule_15_1_a_save_from_before_the_last_round_record_loads_with_no_ending_met_conclusion() -> None:
    # such a save was never in a last round: an ending met then ended the game at once
    data = ENGINE.dump(_two_reefs((1, 1)))
    del data["closing"]
    loaded = ENGINE.load(data)
    assert loaded["closing"] == "" and legal(loaded, 0) == legal(_two_reefs((1, 1)), 0)


def test_rule_15_3_the_last_player_standing_wins_at_once_conclusion() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 3, 0), "B1": ("d5", 1, 0)})
    st, _ev = act(st, 0, "attack d4 d5")
    assert st["over"] and st["winners"] == [0] and "the only player left and wins" in summary(st)
    assert ENGINE.prompts(st) == [] and ENGINE.result(st).winners == (0,)


def test_rule_15_4_the_round_limit_ends_the_game() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 2, 0)}, options={"rounds": "20"}, round_=20, seat=1)
    st, _ev = act(st, 1, "pass")
    assert st["over"] and st["winners"] == [1] and "Round 20, the last of the game, is over" in summary(st)


def test_rule_15_5_equal_players_share_the_win() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d6", 1, 0)}, options={"rounds": "20"}, round_=20, seat=1)
    st, _ = act(st, 1, "pass")
    assert st["winners"] == [0, 1] and "share the win level on every count of rule 15.5" in summary(st)


def test_rule_15_5_the_ending_lists_a_player_out_of_the_game_too() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], []),
                             "clostridium": (2, ["heterotrophy"], [])},
                  {"A1": ("d4", 2, 0), "C1": ("d6", 1, 0)}, players=3, options={"rounds": "20"}, round_=20, seat=2)
    st["species"]["bacillus"]["extinct"], st["out"][1] = True, True
    st, _ = act(st, 2, "pass")
    assert st["winners"] == [0] and "with the most biomass (Ann 2, Bob out, Cid 1)." in summary(st)


def test_rule_15_6_a_resigning_player_leaves_everything() -> None:
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], ["gliding"]), "bacillus": (1, ["fermentation"], []),
                             "clostridium": (2, ["heterotrophy"], [])},
                  {"A1": ("d4", 1, 0), "B1": ("d5", 1, 0), "C1": ("d6", 1, 0)}, players=3)
    st, ev = ENGINE.resign(st, 0)
    assert not [c for c in st["colonies"] if c.startswith("A")] and st["resigned"][0]
    assert len(st["galapagos"]) == 54 and ENGINE.prompts(st)[0].seat == 1
    assert data_of(ev, "resign") == [{"seat": 0}]


def test_every_bot_game_ends_conclusion() -> None:
    for seed in range(3):
        st = ENGINE.new(list(NAMES[:2]), {}, seed)
        bots = random.Random(seed)
        for _ in range(3000):
            if ENGINE.result(st).over:
                break
            seat = ENGINE.prompts(st)[0].seat
            st, _ = ENGINE.apply(st, seat, ENGINE.bot_action(st, seat, bots))
        assert ENGINE.result(st).over
