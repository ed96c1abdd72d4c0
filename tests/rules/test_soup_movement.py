"""Primordial Soup, phase 1 movement: drift, the compass die, obstacles and the movement genes."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from tests.rules.test_soup_support import act, legal, position, prompt, rig, saved_and_reloaded, total_cubes, where
from tests.support.events import data_of, told
from tests.support.jsonread import items, record

NORTH, SOUTH, EAST, STILL = 1, 5, 3, 9  # environment card ids (see data/soup/environment.json)


def test_drift_follows_the_environment_card() -> None:
    """Rulebook, Phase 1 'The Amoeba Drifts': one space in the card's drift direction."""
    st = position(amoebas=[(0, 1, "c4", 0)], card=NORTH)
    assert prompt(st).kind == "move" and prompt(st).seat == 0
    st, ev = act(st, "drift")
    assert where(st, 0, 1) == "c5"
    assert data_of(ev, "step") == [{"seat": 0, "amoeba": 1, "from": "c4", "to": "c5"}]


def test_drift_into_the_compass_or_the_edge_stays_put() -> None:
    """Rulebook, Phase 1: an obstacle (edge of board, compass) in the way means the amoeba stays."""
    st = position(amoebas=[(0, 1, "c4", 0), (0, 2, "d1", 0)], card=SOUTH)
    st, ev = act(st, "drift")
    assert where(st, 0, 1) == "c4"
    assert data_of(ev, "drift") == [{"seat": 0, "amoeba": 1, "sq": "c4", "direction": "s"}]
    st, ev = act(st, "drift")
    assert where(st, 0, 2) == "d1"
    assert data_of(ev, "drift") == [{"seat": 0, "amoeba": 2, "sq": "d1", "direction": "s"}]


def test_still_water_card_means_drifting_stays() -> None:
    """Our environment deck: a card without a current makes drifting amoebas stay where they are."""
    st = position(amoebas=[(0, 1, "c4", 0)], card=STILL)
    st, ev = act(st, "drift")
    assert where(st, 0, 1) == "c4"
    assert [e.kind for e in ev if e.kind in ("drift", "step")] == ["drift"]


def test_other_amoebas_are_not_obstacles() -> None:
    """Rulebook, Phase 1: other amoebas are not obstacles."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c5", 0)], card=NORTH)
    st, _ = act(st, "drift")
    assert where(st, 0, 1) == "c5" == where(st, 1, 1)


@pytest.mark.parametrize(("roll", "target"), [(1, "b4"), (2, "c5"), (3, "d4"), (5, "c4")])
def test_moving_costs_1_bp_and_follows_the_compass_die(roll: int, target: str) -> None:
    """NOTES compass die: 1 west, 2 north, 3 east, 4 south, 5 no move; moving costs 1 BP."""
    st = position(amoebas=[(0, 1, "c4", 0)], bp=[5, 5, 5, 5])
    st, ev = act(rig(st, [roll]), "move")
    assert where(st, 0, 1) == target
    assert st["biological_points"][0] == 4
    roll_event = next(e for e in ev if e.kind == "roll")
    assert roll_event.data == {"seat": 0, "amoeba": 1, "dice": [roll], "purpose": "move"}


def test_a_six_lets_the_player_choose_an_open_direction() -> None:
    """NOTES compass die: 6 is a free choice; Rulebook: movement cannot run into an obstacle."""
    st = position(amoebas=[(0, 1, "c4", 0)])
    st, _ = act(rig(st, [6]), "move")
    assert prompt(st).kind == "direction"
    assert legal(st) == ["dir n", "dir e", "dir w"]
    with pytest.raises(IllegalAction, match="cannot go south: the compass island is in the way"):
        act(st, "dir s")
    st, _ = act(st, "dir w")
    assert where(st, 0, 1) == "b4"


def test_a_six_on_the_peninsula_has_one_way_out_chosen_automatically() -> None:
    """Forced choices are made automatically and logged: d1 has only one open side."""
    st = position(amoebas=[(0, 1, "d1", 0), (1, 1, "b2", 0)])
    st, ev = act(rig(st, [6]), "move")
    assert where(st, 0, 1) == "d2"
    assert data_of(ev, "step") == [{"seat": 0, "amoeba": 1, "from": "d1", "to": "d2"}]
    assert prompt(st).seat == 1  # no direction prompt was needed


def test_a_rolled_direction_into_an_obstacle_means_staying() -> None:
    """Rulebook, Phase 1: the amoeba cannot hit an obstacle through movement (it stays; the BP is spent)."""
    st = position(amoebas=[(0, 1, "c4", 0)], bp=[3, 3, 3, 3])
    st, ev = act(rig(st, [4]), "move")
    assert where(st, 0, 1) == "c4"
    assert st["biological_points"][0] == 2
    assert data_of(ev, "blocked") == [{"seat": 0, "amoeba": 1, "sq": "c4", "die": 4, "direction": "s"}]
    assert told(ev, "step", "to") == []


def test_with_two_dice_a_blocked_die_offers_staying_beside_the_other_dies_direction() -> None:
    """Gene Movement I: each die is a result on offer, so a die rolled into an obstacle offers staying, and
    the post says that die offers it rather than that the amoeba stays, as the other die may still move it."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-1"]}, bp=[5, 5, 5, 5])
    st, ev = act(rig(st, [4, 3]), "move")
    assert data_of(ev, "blocked") == [{"seat": 0, "amoeba": 1, "sq": "c4", "die": 4, "direction": "s"}]
    assert legal(st) == ["dir e", "dir none"]
    st, _ = act(st, "dir e")
    assert where(st, 0, 1) == "d4"


def test_without_bp_the_only_choice_is_to_drift_and_it_is_made_for_you() -> None:
    """Rulebook, Phase 1: moving costs 1 BP; a player without BP drifts (forced, and logged)."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], bp=[0, 5, 5, 5], card=NORTH)
    assert prompt(st).seat == 1  # Ann's only choice was made automatically
    assert where(st, 0, 1) == "c5"


def test_no_bp_refusal_names_the_cost() -> None:
    """IllegalAction: moving without BP."""
    st = position(amoebas=[(0, 1, "c4", 0)], bp=[0, 5, 5, 5], genes={0: ["holding"]})
    with pytest.raises(IllegalAction, match="You have no BP: moving amoeba 1 costs 1 BP"):
        act(st, "move")


def test_movement_1_rolls_two_dice_and_the_player_picks() -> None:
    """Gene Movement I: roll two dice and choose the direction from those on offer; cost unchanged."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-1"]}, bp=[5, 5, 5, 5])
    st, ev = act(rig(st, [1, 3]), "move")
    assert next(e for e in ev if e.kind == "roll").data["dice"] == [1, 3]
    assert legal(st) == ["dir e", "dir w"]
    st, _ = act(st, "dir e")
    assert where(st, 0, 1) == "d4" and st["biological_points"][0] == 4


def test_movement_1_a_five_offers_staying() -> None:
    """Gene Movement I with a 5 among the dice: staying is one of the results on offer."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-1"]})
    st, _ = act(rig(st, [2, 5]), "move")
    assert legal(st) == ["dir n", "dir none"]
    st, _ = act(st, "dir none")
    assert where(st, 0, 1) == "c4"


def test_movement_2_chooses_the_direction_without_dice() -> None:
    """Gene Movement II: the player chooses the direction instead of rolling (still 1 BP)."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["movement-2"]}, bp=[5, 5, 5, 5])
    assert legal(st) == ["drift", "move n", "move e", "move w"]
    with pytest.raises(IllegalAction, match="Amoeba 1 cannot move south: the compass island is in the way"):
        act(st, "move s")
    with pytest.raises(IllegalAction, match="With Movement II you choose the direction"):
        act(st, "move")
    st, ev = act(st, "move east")
    assert where(st, 0, 1) == "d4" and st["biological_points"][0] == 4
    assert not any(e.kind == "roll" for e in ev)


def test_typed_direction_without_movement_2_is_refused() -> None:
    """IllegalAction: without Movement II the direction is rolled."""
    st = position(amoebas=[(0, 1, "c4", 0)])
    with pytest.raises(IllegalAction, match="direction is rolled"):
        act(st, "move n")


def test_speed_moves_twice_the_second_time_free_and_feeds_once() -> None:
    """Gene Speed: a second movement from where the first ended, free; one feeding after both."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["speed"]}, bp=[5, 5, 5, 5])
    st, _ = act(rig(st, [2, 3]), "move")
    assert where(st, 0, 1) == "c5"
    assert prompt(st).kind == "again" and legal(st) == ["move", "stop"]
    st, ev = act(st, "move")
    assert where(st, 0, 1) == "d5"
    assert st["biological_points"][0] == 4
    assert sum(1 for e in ev if e.kind == "eat") == 1


def test_speed_gives_no_second_drift() -> None:
    """Gene Speed: an amoeba may not drift twice, nor mix drift and movement."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "b2", 0)], genes={0: ["speed"]}, card=NORTH)
    st, _ = act(st, "drift")
    assert prompt(st).seat == 1  # no 'again' prompt after a drift


def test_streamlining_makes_movement_free() -> None:
    """Gene Streamlining: movement costs no BP, and is possible with none."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["streamlining"]}, bp=[0, 5, 5, 5])
    assert "move" in legal(st)
    st, _ = act(rig(st, [2]), "move")
    assert where(st, 0, 1) == "c5" and st["biological_points"][0] == 0


def test_holding_may_stay_instead_of_drifting() -> None:
    """Gene Holding (1): the amoeba may choose not to drift and stay put."""
    st = position(amoebas=[(0, 1, "c4", 0)], card=NORTH)
    with pytest.raises(IllegalAction, match="Only a tribe with Holding may stay put"):
        act(st, "stay")
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["holding"]}, card=NORTH)
    st, _ = act(st, "stay")
    assert where(st, 0, 1) == "c4"


def test_holding_rides_along_with_an_amoeba_leaving_its_space() -> None:
    """Gene Holding (2): an amoeba with Holding on the space a mover leaves may go along, deciding
    after the mover's direction is known; the owner of the holder decides."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=NORTH)
    st, _ = act(st, "drift")
    p = prompt(st)
    assert (p.seat, p.kind) == (1, "follow")
    st, ev = act(st, "follow")
    assert where(st, 0, 1) == "c5" == where(st, 1, 1)
    assert [e.kind for e in ev].count("follow") == 1


def test_holding_may_decline_to_ride() -> None:
    """Gene Holding (2) is optional."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=NORTH)
    st, _ = act(st, "drift")
    st, _ = act(st, "decline")
    assert where(st, 1, 1) == "c4"


def test_tentacle_carries_up_to_three_cubes_in_a_four_player_game() -> None:
    """Gene Tentacle: a moving or drifting amoeba may take up to 3 cubes along (4 players)."""
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["tentacle"]}, card=NORTH, food={"c5": ""})
    assert prompt(st).kind == "move"
    st, _ = act(st, "drift")
    assert prompt(st).kind == "carry"
    options = legal(st)
    assert "carry none" in options and "carry green blue yellow" in options
    assert max(len(o.split()) - 1 for o in options) == 3
    with pytest.raises(IllegalAction, match="Take at most 3 cubes"):
        act(st, "carry green green blue yellow")
    st, ev = act(st, "carry yellow green blue")
    assert data_of(ev, "carry") == [{"from": "c4", "to": "c5", "cubes": [0, 1, 1, 1]}]
    # carried food is eaten on arrival, then excreted
    assert st["cubes"]["c5"] == [2, 0, 0, 0]
    assert total_cubes(st) == 220


def test_tentacle_carries_up_to_two_cubes_in_a_three_player_game() -> None:
    """Gene Tentacle: up to 2 cubes in a 3-player game."""
    st = position(3, amoebas=[(0, 1, "c4", 0)], genes={0: ["tentacle"]}, card=NORTH)
    st, _ = act(st, "drift")
    assert max(len(o.split()) - 1 for o in legal(st)) == 2


def test_a_holding_rider_with_tentacle_chooses_cubes_after_the_mover() -> None:
    """Gene Holding (2): the rider may wait to choose its cubes until the Tentacle mover has chosen."""
    st = position(
        amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)],
        genes={0: ["tentacle"], 1: ["holding", "tentacle"]},
        card=NORTH,
        food={"c4": "gby"},
    )
    st, _ = act(st, "drift")
    st, _ = act(st, "carry green blue")
    assert prompt(st).seat == 1 and prompt(st).kind == "follow"
    st, _ = act(st, "follow")
    assert legal(st) == ["carry none", "carry yellow"]
    st, _ = act(st, "carry yellow")
    assert where(st, 1, 1) == "c5"
    assert total_cubes(st) == 220


def test_a_saved_step_or_move_keeps_the_names_games_were_saved_with() -> None:
    """In memory a step's and a move's parts and stages are spelled out (the rider with Tentacle taking
    cubes along, Speed's second move offered); saved, they keep the short names of games saved before."""
    st = position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={0: ["tentacle"], 1: ["holding", "tentacle"]},
                  card=NORTH, food={"c4": "gby"})
    st, _ = act(st, "drift")
    st, _ = act(st, "carry green blue")
    st, _ = act(st, "follow")
    step = st["stack"][-1]
    assert step["type"] == "step" and (step["number"], step["stage"], step["direction"]) == (1, "follower_carry", "n")
    saved_step = record(items(saved_and_reloaded(st)["stack"])[-1])
    assert (saved_step["num"], saved_step["stage"], saved_step["d"]) == (1, "fcarry", "n")
    assert saved_step["fol"] == [[1, 1]] and "number" not in saved_step
    st = position(amoebas=[(0, 1, "c4", 0)], genes={0: ["speed"]}, bp=[5, 5, 5, 5])
    st, _ = act(rig(st, [2, 3]), "move")
    move = st["stack"][-1]
    assert move["type"] == "move" and (move["number"], move["stage"]) == (1, "offer_again")
    saved_move = record(items(saved_and_reloaded(st)["stack"])[-1])
    assert (saved_move["num"], saved_move["stage"], saved_move["dir"]) == (1, "again?", None)


@pytest.mark.parametrize("typed", ["move w", "move west", "escape w"])
def test_the_direction_after_a_six_can_be_typed_as_the_move_commands_direction(typed: str) -> None:
    """README commands: `/soup move direction:w` is how a player names a direction; after the die
    showed 6 (a free choice) it chooses that way, as the "Go west" button does, instead of a refusal
    that lists `dir n, dir e, dir w`, which no command types."""
    st = position(amoebas=[(0, 1, "c4", 0)])
    st, _ = act(rig(st, [6]), "move")
    st, _ = act(st, typed)
    assert where(st, 0, 1) == "b4"
