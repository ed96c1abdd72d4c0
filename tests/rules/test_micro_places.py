"""µ finishing places (`Engine.places`, docs/rules/micro.md "Finishing places"): the players still in
by rule 15.5, then the players out of the game (8.6) by when they went out, the later the better, and
those out in the same turn tied; a player who resigned (15.6) last. The rulebook's CONCLUSION names
only its endings ("only a single player is left"); the order of the others is this project's, and
the record it needs loads from a save made before it was kept."""

from __future__ import annotations

import json

import pytest

from rules.base import CorruptState
from rules.micro import ENGINE
from rules.micro.state import State
from tests.rules.test_micro_support import act, position, texts

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _three() -> State:
    """Ann's generation 3 heterotroph on d4 beside Bob's generation 1 colony on d5; Cid's
    phototroph on a cold seep, where no light ever comes (printed 0), living on a stock of 1."""
    habitats = {"d4": ("reef", 0, dict(FULL)), "d5": ("reef", 1, dict(FULL)), "f6": ("seep", 2, dict(FULL))}
    return position(habitats, {"aquifex": (0, ["heterotrophy"], []), "bacillus": (1, ["fermentation"], []),
                               "clostridium": (2, ["photolithoautotrophy"], [])},
                    {"A1": ("d4", 3, 0), "B1": ("d5", 1, 0), "C1": ("f6", 1, 1)}, players=3)


def test_players_out_at_different_times_are_placed_by_when_they_went_out_the_later_better() -> None:
    # 8.6 and CONCLUSION: Bob is knocked out in round 1, Cid starves out in round 2, Ann is left
    st = _three()
    st, ev = act(st, 0, "attack d4 d5")  # round 1, Ann's turn: Bob's last colony dies (10.4)
    assert st["out"] == [False, True, False] and st["fell"] == [None, [1, 0], None]
    assert "lives on its stock" in texts(ev)  # Cid's uptake in round 1: his stock feeds him once
    st, _ev = act(st, 2, "pass")
    st, ev = act(st, 0, "pass")  # round 2: Cid's uptake finds nothing and his stock is gone
    assert "Cid (green) has no colony and no spore left: out of the game." in texts(ev)
    assert st["over"] and st["winners"] == [0] and st["fell"] == [None, [1, 0], [2, 2]]
    assert ENGINE.places(st) == [1, 3, 2]


def test_players_out_in_the_same_turn_share_their_place_phage_warfare() -> None:
    # 14.17: one Phage Warfare kills Bob's and Cid's last colonies at once: they share second place
    habitats = {"d4": ("reef", 0, dict(FULL)), "d5": ("reef", 1, dict(FULL)), "c5": ("reef", 2, dict(FULL))}
    st = position(habitats, {"aquifex": (0, ["heterotrophy"], ["phage-warfare"]),
                             "bacillus": (1, ["fermentation"], []), "clostridium": (2, ["fermentation"], [])},
                  {"A1": ("d4", 4, 0), "B1": ("d5", 1, 0), "C1": ("c5", 1, 0)}, players=3)
    st, _ev = act(st, 0, "warfare d4")
    assert st["over"] and st["fell"] == [None, [1, 0], [1, 0]]
    assert ENGINE.places(st) == [1, 2, 2]


def test_a_player_who_resigned_ranks_below_the_players_knocked_out() -> None:
    # 15.6: leaving the game is not being knocked out of it; whoever resigned comes last
    st = _three()
    st, _ev = act(st, 0, "attack d4 d5")
    st, _ev = ENGINE.resign(st, 2)
    assert st["over"] and st["resigned"][2] and not st["out"][2]
    assert ENGINE.places(st) == [1, 2, 3]


def test_a_save_from_before_the_record_loads_its_players_out_as_out_before_every_turn_since() -> None:
    st = _three()
    st, _ev = act(st, 0, "attack d4 d5")  # Bob is out
    old = json.loads(json.dumps(ENGINE.dump(st)))
    del old["fell"]
    loaded = ENGINE.load(old)
    assert loaded["fell"] == [None, [0, 0], None]  # out at an unknown time, before any turn recorded
    loaded, _ev = act(loaded, 2, "pass")
    loaded, _ev = act(loaded, 0, "pass")  # Cid starves out in round 2: recorded, so he ranks above Bob
    assert loaded["over"] and ENGINE.places(loaded) == [1, 3, 2]


def test_a_save_whose_record_disagrees_with_who_is_out_is_refused() -> None:
    st = _three()
    data = ENGINE.dump(st)
    data["fell"] = [None, [1, 0], None]  # Bob is not out
    with pytest.raises(CorruptState, match="fell"):
        ENGINE.load(data)
