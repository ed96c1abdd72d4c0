"""The six scenarios, clause by clause: each scenario's starting turn, growth, movement, combat,
special counters and ending (the setups themselves are in test_apocalyte_setup.py)."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.scenarios import BY_KEY
from rules.apocalyte.state import State
from rules.base import Event, IllegalAction
from tests.rules.test_apocalyte_support import (
    SENTINEL,
    act,
    apocalytes_turn,
    dice,
    draws_in_order,
    first,
    position,
    put,
    started,
    texts,
)


def _fight(events: list) -> dict:
    return first(events, "fight").data


# --- Zombies ------------------------------------------------------------------------------------


def test_zombies_first_wave_is_combat_only_and_ignores_supplies() -> None:
    assert BY_KEY["zombies"].stages(True) == ["combat"]
    state = started(2, seed=4, scenario="zombies")
    intro_kinds = [e.kind for e in ENGINE.setup_events(state)]
    assert "growth" not in intro_kinds and "movers" not in intro_kinds
    state["phase"], state["apoc_turn"] = "apocalytes", {"first": True, "stages": [], "queue": [], "pending": None}
    put(state, "ura", 3, apoc=2, supplies=2)
    assert BY_KEY["zombies"].combat_supplies(state, "ura") == 0
    state["apoc_turn"]["first"] = False
    assert BY_KEY["zombies"].combat_supplies(state, "ura") == 2


@pytest.mark.parametrize(("alone", "grown"), [(4, 2), (12, 3), (1, 1)])
def test_zombies_increasing_a_third_of_zombie_only_territories_gain_one(monkeypatch: pytest.MonkeyPatch, alone: int,
                                                                        grown: int) -> None:
    draws_in_order(monkeypatch)
    state = position("zombies")
    lone = ["ala", "grl", "bra", "ura", "sib", "yak", "kam", "irk", "mon", "chi", "ind", "sia"][:alone]
    for code in lone:
        put(state, code, apoc=1)
    dice(monkeypatch, *[1] * 40)
    state, events = apocalytes_turn(state)
    growth = first(events, "growth")
    assert growth.data == {"codes": lone[:grown], "pool": alone}


def test_zombies_combat_1_the_fallen_rise_as_zombies(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", stage="combat")
    put(state, "ura", 3, apoc=3, supplies=1)  # one supply: no re-roll either way
    dice(monkeypatch, 1, 1, 1, 6, 6)
    state, events = act(state, 0, "attack ural")
    assert state["armies"]["ura"][0] == 1 and state["apoc"]["ura"] == 5
    assert "Ann loses 2 armies, which rise as zombies" in texts(events)


def test_zombies_option_bitten_only_the_zombies_attacks_raise_the_fallen(monkeypatch: pytest.MonkeyPatch) -> None:
    """Zombies in Combat 1, option zombie_rise=bitten: armies lost attacking the zombies stay dead; those the
    zombies kill in their own attacks still rise."""
    state = position("zombies", stage="combat", zombie_rise="bitten")
    put(state, "ura", 3, apoc=3, supplies=1)
    dice(monkeypatch, 1, 1, 1, 6, 6)
    state, events = act(state, 0, "attack ural")
    assert state["armies"]["ura"][0] == 1 and state["apoc"]["ura"] == 3
    assert "rise" not in first(events, "fight").text
    dice(monkeypatch, 1, 6, 6, 6, *[1] * 10)  # their turn: three dice against Ann's last one
    state, events = apocalytes_turn(state)
    assert state["armies"]["ura"][0] == 0 and state["apoc"]["ura"] == 4
    assert "which rises as a zombie" in texts(events)


def test_zombies_combat_2_without_supplies_they_re_roll_their_lowest_die(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", stage="combat")
    put(state, "ura", 3, apoc=3)
    dice(monkeypatch, 6, 5, 1, 4, 3, 6)  # they would lose both: their 3 becomes a 6
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert fight["rerolls"] == [[3, 6]] and fight["apoc_dice"] == [6, 4]
    assert fight["player_losses"] == 1 and fight["apoc_losses"] == 1
    assert state["apoc"]["ura"] == 3  # one fell, one rose


def test_zombies_combat_3_two_supplies_let_the_player_re_roll_a_lost_die(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", stage="combat")
    put(state, "ura", 3, apoc=3, supplies=2)
    dice(monkeypatch, 6, 2, 1, 5, 4, 5)  # the 2 lost to a 4: re-rolled, a 5
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert fight["rerolls"] == [[2, 5]] and fight["player_dice"] == [6, 5, 1]
    assert (fight["player_losses"], fight["apoc_losses"]) == (0, 2)


def test_zombies_combat_3_the_player_re_rolls_the_die_that_gains_most(monkeypatch: pytest.MonkeyPatch) -> None:
    """Zombies in Combat 3: the re-roll is the player's choice; it is taken on the die whose re-roll
    gains most on average. Here the 5 lost a tie to their 5, but re-rolling it could also lose the
    4's win; re-rolling the idle 1 never costs, and its 6 wins both."""
    state = position("zombies", stage="combat")
    put(state, "ura", 3, apoc=3, supplies=2)
    dice(monkeypatch, 5, 4, 1, 5, 3, 6)
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert fight["rerolls"] == [[1, 6]] and fight["player_dice"] == [6, 5, 4]
    assert (fight["player_losses"], fight["apoc_losses"]) == (0, 2)


def test_zombies_combat_3_no_re_roll_when_none_can_gain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Zombies in Combat 3: defending 6-6 against their 6-5 wins both (ties go to the defender): no re-roll."""
    state = position("zombies")
    put(state, "ura", 3, apoc=3, supplies=2)
    dice(monkeypatch, 6, 6, 6, 5, 1, *[1] * 10)
    state, events = apocalytes_turn(state)
    fight = _fight(events)
    assert fight["rerolls"] == [] and (fight["player_losses"], fight["apoc_losses"]) == (0, 2)


def test_zombies_win_when_none_is_left(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", stage="combat")
    state["apoc"][SENTINEL] = 0
    put(state, "ura", 3, apoc=1, supplies=1)
    dice(monkeypatch, 6, 1, 1, 1)
    state, events = act(state, 0, "attack ural")
    assert ENGINE.result(state).over and ENGINE.result(state).winners == (0, 1)
    assert "Every one of the zombies is gone" in texts(events)


# --- Infection ----------------------------------------------------------------------------------


def test_infection_turn_combat_first_never_removes_the_infected(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection")
    put(state, "ura", 4, apoc=3)
    dice(monkeypatch, *([6, 6, 1, 1, 1] * 3), 1)  # three rounds they lose, then the terminal die
    state, events = apocalytes_turn(state)
    assert [e.kind for e in events if e.kind in ("fight", "terminal")] == ["fight"] * 3 + ["terminal"]
    assert state["apoc"]["ura"] == 3 and "the infected cannot be killed" in texts(events)


def test_infection_turn_lost_armies_become_infected(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection")
    put(state, "ura", 4, apoc=3)
    dice(monkeypatch, 1, 1, 6, 6, 6, 1, 1, 6, 6, 6, 1)
    state, events = apocalytes_turn(state)
    assert state["armies"]["ura"][0] == 0 and state["apoc"]["ura"] == 7
    assert "who become infected" in texts(events)


@pytest.mark.parametrize(("stock", "die", "spreads"), [(0, 3, True), (0, 2, False), (1, 3, False), (1, 4, True),
                                                       (2, 4, False), (2, 5, True)])
def test_infection_spread_rolls_by_supplies(monkeypatch: pytest.MonkeyPatch, stock: int, die: int,
                                            spreads: bool) -> None:
    draws_in_order(monkeypatch)
    state = position("infection")
    put(state, "ura", apoc=2)
    put(state, "sib", 1, supplies=stock)  # one army: no quarantine
    dice(monkeypatch, die, 1, 1)
    state, events = apocalytes_turn(state)
    spread = first(events, "spread")
    assert spread.data["need"] == 3 + stock and spread.data["spread"] is spreads
    assert state["apoc"]["sib"] == (1 if spreads else 0)
    # the board's arrow shows only a spread that happened; a failed one is ringed alone
    assert (["ura", "sib"] in state["arrows"]) is spreads and "sib" in state["highlight"]


def test_infection_spread_only_into_territories_without_infected(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection")
    put(state, "ura", apoc=2)
    put(state, "sib", 3, apoc=1)
    assert BY_KEY["infection"].targets(state, "ura") == []
    put(state, "chi", 2)
    assert BY_KEY["infection"].targets(state, "ura") == ["chi"]


def test_infection_spread_every_infected_territory_is_in_the_draw(monkeypatch: pytest.MonkeyPatch) -> None:
    """Spread of Infection: all territories with any infected are counted, even one with no infection-free
    neighbour holding armies; drawn, it spreads nowhere."""
    draws_in_order(monkeypatch)
    state = position("infection")
    put(state, "arg", apoc=1)  # Ann's home army left Argentina: no neighbour holds armies
    put(state, "ura", 2, apoc=1)  # shared with Ann: counted too
    put(state, "sib", 1)
    dice(monkeypatch, *[1] * 20)
    state, events = apocalytes_turn(state)
    movers = first(events, "movers")
    assert movers.data["pool"] == 2 and movers.data["codes"] == ["arg", "ura"]
    assert "The infected in Argentina have no neighbour" in texts(events)


@pytest.mark.parametrize(("infected", "die", "left", "sealed"), [(5, 6, 2, False), (1, 6, 0, True), (4, 5, 4, False)])
def test_infection_terminal_phase_halves_on_a_six_and_seals_the_empty(monkeypatch: pytest.MonkeyPatch, infected: int,
                                                                      die: int, left: int, sealed: bool) -> None:
    state = position("infection")
    put(state, "ura", apoc=infected)
    dice(monkeypatch, die)
    state, events = apocalytes_turn(state)
    assert state["apoc"]["ura"] == left
    assert ("ura" in state["marks"]["sealed"]) is sealed
    assert first(events, "terminal").data["rolls"] == {"ura": die}


def test_infection_research_needs_supplies_costs_nothing_and_finds_the_cure(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection", stage="combat")
    put(state, "ura", 3, apoc=1, supplies=1)
    put(state, "sib", 3, apoc=1)
    with pytest.raises(IllegalAction, match="it takes a supply there"):
        act(state, 0, "attack siberia")
    dice(monkeypatch, 6, 6, 1, 5, 5, 3, 3)  # two successes against two dice, then a double
    state, events = act(state, 0, "attack ural")
    research = first(events, "research")
    assert research.data["apoc_dice"] == [5, 5] and research.data["found"] is True
    assert state["cure"] == 1 and state["armies"]["ura"][0] == 3 and state["apoc"]["ura"] == 1
    assert "Part 1 of 3 of the cure is found" in research.text


def test_infection_after_the_cure_defeated_infected_join_the_attacker(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection", stage="combat")
    state["cure"] = 3
    put(state, "ura", 3, apoc=2, supplies=1)
    dice(monkeypatch, 6, 6, 1, 1, 1)
    state, _ = act(state, 0, "attack ural")
    assert state["apoc"]["ura"] == 0 and state["armies"]["ura"][0] == 5


@pytest.mark.parametrize(("infected", "rolls", "turned"), [(5, (6, 2, 1, 5, 4), 1), (1, (6, 6, 6, 5, 4), 1),
                                                           (5, (1, 1, 1, 6, 6), 0)])
def test_infection_after_the_cure_attacks_still_cost_nothing_against_two_dice(
        monkeypatch: pytest.MonkeyPatch, infected: int, rolls: tuple[int, ...], turned: int) -> None:
    """Finding a Cure: the players' attacks always face two dice and cost neither side anything; after the
    cure, each success turns one infected into the attacker's army and a failure costs the attacker nothing."""
    state = position("infection", stage="combat")
    state["cure"] = 3
    put(state, "ura", 3, apoc=infected, supplies=1)
    dice(monkeypatch, *rolls)
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert len(fight["apoc_dice"]) == 2 and fight["player_losses"] == 0 and fight["apoc_losses"] == turned
    assert state["armies"]["ura"][0] == 3 + turned and state["apoc"]["ura"] == infected - turned


def test_infection_option_costly_cure_attacks_are_ordinary_rounds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Finding a Cure, option cure_attacks=costly: after the cure an attack is an ordinary round (one die
    against a lone infected); the attacker's losses become infected and the defeated infected join them."""
    state = position("infection", stage="combat", cure_attacks="costly")
    state["cure"] = 3
    put(state, "ura", 3, apoc=1, supplies=1)
    dice(monkeypatch, 1, 1, 1, 6)  # their 6 beats Ann's 1: she loses one army, who becomes infected
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert len(fight["apoc_dice"]) == 1 and fight["player_losses"] == 1 and fight["apoc_losses"] == 0
    assert state["armies"]["ura"][0] == 2 and state["apoc"]["ura"] == 2
    dice(monkeypatch, 6, 6, 1, 1)  # her two dice against their two: both infected are turned
    state, events = act(state, 0, "attack ural")
    assert state["armies"]["ura"][0] == 4 and state["apoc"]["ura"] == 0


def test_infection_after_the_cure_supplies_open_a_sealed_territory() -> None:
    # Finding a Cure: after the cure armies may take supplies into a sealed territory, which opens it;
    # entering without supplies stays refused (the counter is removed only by supplies arriving).
    state = position("infection")
    state["cure"] = 3
    state["marks"]["sealed"] = ["sib"]
    put(state, "ura", 4, supplies=1)
    with pytest.raises(IllegalAction, match="only carrying supplies"):
        act(state, 0, "move 2 ura sib carry 0")
    state, events = act(state, 0, "move 2 ura sib carry 1")
    assert state["marks"]["sealed"] == [] and "the territory is open again" in texts(events)


# --- Mutants ------------------------------------------------------------------------------------


def test_mutants_ground_zeros_are_closed_to_players_but_an_empty_one_can_be_crossed() -> None:
    state = position("mutants")
    state["marks"]["ground_zeros"] = ["sib", "chi"]
    put(state, "ura", 4)
    put(state, "chi", apoc=3)
    with pytest.raises(IllegalAction, match="ground zero"):
        act(state, 0, "move 2 ura sib")
    with pytest.raises(IllegalAction, match="cannot pass through"):
        act(state, 0, "move 2 ura chi sia")
    state, _ = act(state, 0, "move 2 ura sib yak")
    assert state["armies"]["yak"][0] == 2


def test_mutants_increasing_one_lone_territory_outside_ground_zeros_gains_two(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("mutants")
    state["marks"]["ground_zeros"] = ["ala"]
    put(state, "ala", apoc=1)
    put(state, "bra", apoc=1)
    put(state, "ura", apoc=1)
    dice(monkeypatch, *[1] * 20)
    state, events = apocalytes_turn(state)
    assert first(events, "growth").data == {"codes": ["bra"], "pool": 2}


def test_mutants_moving_a_stronger_wave_drags_two_supplies(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("mutants")
    put(state, "ura", apoc=6, supplies=3)
    put(state, "sib", 1)
    dice(monkeypatch, 6, *[1] * 20)
    state, events = apocalytes_turn(state)
    assert state["supplies"]["ura"] == 1 and state["supplies"]["sib"] == 2
    assert "drag 2 supplies along" in texts(events)


def test_mutants_supplies_leave_only_where_players_match_the_mutants() -> None:
    state = position("mutants")
    put(state, "ura", 3, apoc=4, supplies=2)
    put(state, "sib", 1)
    with pytest.raises(IllegalAction, match="outnumber the players"):
        act(state, 0, "move 1 ura sib carry 1")
    put(state, "ura", 4, apoc=4, supplies=2)
    state, _ = act(state, 0, "move 1 ura sib carry 1")
    assert state["supplies"]["sib"] == 1


@pytest.mark.parametrize(("rolls", "player_losses", "apoc_losses"), [
    ((6, 6, 1, 1, 1), 0, 1),  # two successes kill one mutant only
    ((6, 1, 1, 5, 5), 1, 0),  # one success each: only the player loses
    ((1, 1, 1, 6, 6), 2, 0),
])
def test_mutants_combat_1_two_successes_kill_a_single_mutant(monkeypatch: pytest.MonkeyPatch, rolls: tuple[int, ...],
                                                             player_losses: int, apoc_losses: int) -> None:
    state = position("mutants", stage="combat")
    put(state, "ura", 3, apoc=5)
    dice(monkeypatch, *rolls)
    state, events = act(state, 0, "attack ural")
    assert (_fight(events)["player_losses"], _fight(events)["apoc_losses"]) == (player_losses, apoc_losses)


def test_mutants_combat_1_plain_where_players_match_them_beside_two_supplies(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("mutants", stage="combat")
    put(state, "ura", 5, apoc=3, supplies=2)
    dice(monkeypatch, 6, 6, 1, 1, 1)
    state, events = act(state, 0, "attack ural")
    assert _fight(events)["apoc_losses"] == 2


def test_mutants_combat_2_outnumbering_mutants_re_roll_against_two_successes(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("mutants", stage="combat")
    put(state, "ura", 3, apoc=5, supplies=2)
    dice(monkeypatch, 6, 6, 1, 1, 1, 6)  # their 1 becomes a 6: a tie, which the defender wins
    state, events = act(state, 0, "attack ural")
    fight = _fight(events)
    assert fight["rerolls"] == [[1, 6]] and (fight["player_losses"], fight["apoc_losses"]) == (1, 0)


def test_mutants_are_beaten_with_only_lone_mutants_left_in_ground_zeros() -> None:
    state = position("mutants")
    state["apoc"][SENTINEL] = 0
    state["marks"]["ground_zeros"] = ["sib", "chi"]
    put(state, "sib", apoc=1)
    put(state, "chi", apoc=2)
    assert not BY_KEY["mutants"].won(state)
    put(state, "chi", apoc=1)
    assert BY_KEY["mutants"].won(state)
    state["options"]["mutant_victory"] = "all"
    assert not BY_KEY["mutants"].won(state)


def test_mutants_cut_off_behind_a_ground_zero_are_out_of_reach() -> None:
    # Winning the Game, Mutants (Starting Placement: no player may ever enter a ground zero): with
    # Indonesia a ground zero, Australia can never be reached again; its mutants cannot be cleared, so
    # under the `lone` reading they count as stranded too, and the game is not left unwinnable
    state = position("mutants")
    state["marks"]["ground_zeros"] = ["ino"]
    put(state, "ino", apoc=1)
    put(state, "wau", apoc=5)  # the sentinel stands in Eastern Australia, one more out of reach
    assert BY_KEY["mutants"].won(state)
    put(state, "eau", 2, apoc=1)  # an army of Ann's inside: Australia is within reach again
    assert not BY_KEY["mutants"].won(state)


# --- Aliens -------------------------------------------------------------------------------------


def test_aliens_increasing_two_at_the_mothership_and_three_per_seized_supply(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("aliens")
    state["marks"]["mothership"] = "ura"
    put(state, "ura", apoc=1)
    put(state, "ala", apoc=1, supplies=2)
    put(state, "bra", 1, apoc=1, supplies=1)  # shared with a player: not seized
    dice(monkeypatch, *[1] * 60)
    state, events = apocalytes_turn(state, sentinel=True)
    assert first(events, "growth").data["added"] == 8 and state["supplies"]["ala"] == 0
    assert state["supplies"]["bra"] == 1


def test_aliens_without_a_mothership_no_new_aliens(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("aliens")
    put(state, "ala", apoc=1, supplies=2)
    dice(monkeypatch, *[1] * 20)
    state, events = apocalytes_turn(state, sentinel=True)
    assert "no aliens are added" in texts(events) and state["supplies"]["ala"] == 2


def test_aliens_the_mothership_follows_all_but_one(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("aliens")
    state["marks"]["mothership"] = "ura"
    put(state, "ura", apoc=1)  # the growth brings two more: three, all but one go
    put(state, "sib", 1)
    dice(monkeypatch, 6, *[1] * 30)
    state, events = apocalytes_turn(state)
    assert state["marks"]["mothership"] == "sib" and "the mothership follows them" in texts(events)


@pytest.mark.parametrize(("stock", "survival", "lost"),
                         [(0, (2, 3), 1), (1, (3, 4), 1), (2, (4, 5), 1), (2, (1, 2), 2)])
def test_aliens_combat_each_alien_lost_rolls_to_survive(monkeypatch: pytest.MonkeyPatch, stock: int,
                                                        survival: tuple[int, int], lost: int) -> None:
    state = position("aliens", stage="combat")
    put(state, "ura", 3, apoc=4, supplies=stock)
    dice(monkeypatch, 6, 6, 1, 1, 1, *survival)
    state, events = act(state, 0, "attack ural")
    assert _fight(events)["apoc_losses"] == lost and state["apoc"]["ura"] == 4 - lost
    assert _fight(events)["survival"] == list(survival)
    assert f"({3 + stock}+ survives)" in texts(events)


def test_aliens_an_unguarded_mothership_can_be_destroyed_at_the_end_of_a_turn(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("aliens", stage="end")
    state["apoc"][SENTINEL] = 0
    state["marks"]["mothership"] = "ura"
    put(state, "ura", 3)
    put(state, "sib", apoc=2)
    assert [a.notation for a in ENGINE.legal_actions(state, 0)] == ["destroy", "done"]
    dice(monkeypatch, 5, 5, 4)
    held, events = act(state, 0, "destroy")
    assert held["marks"]["mothership"] == "ura" and "it holds" in texts(events)
    dice(monkeypatch, 6, 5, 4)
    state, events = act(state, 0, "destroy")
    assert state["marks"]["mothership"] is None and "the mothership is destroyed" in texts(events)
    assert not ENGINE.result(state).over  # two aliens are left in Siberia


def test_aliens_the_game_is_won_only_with_the_mothership_gone() -> None:
    state = position("aliens")
    state["apoc"][SENTINEL] = 0
    state["marks"]["mothership"] = "ura"
    assert not BY_KEY["aliens"].won(state)
    state["marks"]["mothership"] = None
    assert BY_KEY["aliens"].won(state)


# --- Demons -------------------------------------------------------------------------------------


def test_demons_increasing_two_at_every_open_portal(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("demons")
    state["marks"]["portals"] = ["ala", "ura"]
    put(state, "sib", supplies=8)  # enough to close both, so clearing the demons alone does not win
    dice(monkeypatch, *[1] * 40)
    state, events = apocalytes_turn(state)
    assert first(events, "growth").data == {"codes": ["ala", "ura"]}


@pytest.mark.parametrize(("rolls", "player_losses", "apoc_losses"), [
    ((1, 1, 1, 6, 6), 1, 0),  # two successes kill a single army
    ((6, 1, 1, 5, 5, 1), 0, 1),  # one success: their 5 is re-rolled, a 1
    ((6, 1, 1, 5, 5, 6), 1, 0),  # one success: re-rolled into a second
])
def test_demons_combat_two_successes_to_kill_and_one_is_re_rolled(monkeypatch: pytest.MonkeyPatch,
                                                                  rolls: tuple[int, ...], player_losses: int,
                                                                  apoc_losses: int) -> None:
    state = position("demons", stage="combat")
    put(state, "ura", 3, apoc=5)
    dice(monkeypatch, *rolls)
    state, events = act(state, 0, "attack ural")
    assert (_fight(events)["player_losses"], _fight(events)["apoc_losses"]) == (player_losses, apoc_losses)


def test_demons_supplies_leave_only_where_players_outnumber_the_demons() -> None:
    state = position("demons")
    put(state, "ura", 3, apoc=3, supplies=2)
    put(state, "sib", 1)
    with pytest.raises(IllegalAction, match="do not outnumber the demons"):
        act(state, 0, "move 1 ura sib carry 1")
    put(state, "ura", 4, apoc=3, supplies=2)
    state, _ = act(state, 0, "move 1 ura sib carry 1")
    assert state["supplies"]["sib"] == 1


def test_demons_closing_a_portal_with_four_supplies_at_the_end_of_a_turn() -> None:
    state = position("demons", stage="end")
    state["marks"]["portals"] = ["ura", "sib"]
    put(state, "ura", 2, apoc=3, supplies=4)
    put(state, "sib", 2, supplies=3)
    assert [a.notation for a in ENGINE.legal_actions(state, 0)] == ["close ura", "done"]
    state, events = act(state, 0, "close ural")
    assert state["marks"]["portals"] == ["sib"] and state["supplies"]["ura"] == 0
    assert "closes the portal in Ural, spending its 4 supplies" in texts(events)


def test_demons_are_beaten_only_with_every_portal_closed() -> None:
    state = position("demons")
    state["apoc"][SENTINEL] = 0
    state["marks"]["portals"] = ["ura"]
    state["supplies"]["sib"] = 4  # enough left to close it
    assert not BY_KEY["demons"].won(state)
    state["marks"]["portals"] = []
    assert BY_KEY["demons"].won(state)


def test_demons_winning_the_game_with_too_few_supplies_left_the_general_victory_applies() -> None:
    # Winning the Game, Closing a Portal: no supply is ever added, so with fewer than four per open
    # portal left the portals can never all close; clearing every demon then wins, as the general rule says.
    state = position("demons", stage="end")
    state["apoc"][SENTINEL] = 0
    state["marks"]["portals"] = ["ura", "ind"]
    put(state, "ura", 2, supplies=6)
    put(state, "sib", 2, supplies=1)
    state, events = act(state, 0, "close ura")
    beyond = first(events, "portals_beyond_reach")
    assert "Only 1 supply is left on the board, too few to close 1 open portal" in beyond.text
    assert ENGINE.result(state).over and state["won"]
    assert "Every demon is gone from the board" in ENGINE.result(state).summary  # the state keeps the phrase


@pytest.mark.parametrize("seed", [1006, 1020])
def test_demons_bot_games_that_spent_the_supplies_still_end(seed: int) -> None:
    # Winning the Game: these two-player games spent 18 and 17 of the 20 supplies on three portals and
    # ran on for ever with no demon on the board; with no round limit they now end, won.
    from cli.simulate import play_one

    played = play_one("apocalyte", 2, seed, {"scenario": "demons"})
    assert played.finished and played.won


# --- Meteor -------------------------------------------------------------------------------------


def test_meteor_first_turn_does_nothing_and_rioters_never_move_or_attack(monkeypatch: pytest.MonkeyPatch) -> None:
    assert BY_KEY["meteor"].stages(True) == [] and not BY_KEY["meteor"].attacks
    draws_in_order(monkeypatch)
    state = position("meteor")
    put(state, "ura", 3, apoc=2)
    put(state, "sib", apoc=4)
    put(state, "chi", 2)
    state, events = apocalytes_turn(state)
    assert not any(e.kind in ("fight", "movers", "apocalytes_move") for e in events)


def test_meteor_a_meteorite_obliterates_a_territory_and_riots_follow(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    put(state, "ala", 3, apoc=1, supplies=1)
    state, events = apocalytes_turn(state)
    assert state["marks"]["craters"] == ["ala"] and state["meteorites"] == 1
    assert sum(state["armies"]["ala"]) == state["apoc"]["ala"] == state["supplies"]["ala"] == 0
    riots = first(events, "riots")
    assert riots.data["around"] == ["nwt", "alb", "kam"] and riots.data["codes"] == ["nwt", "grl", "alb", "ont", "que"]
    assert state["apoc"]["nwt"] == 2 and state["apoc"]["grl"] == 1


def test_meteor_supplies_one_per_movement_and_never_out_of_a_riot() -> None:
    state = position("meteor")
    put(state, "ura", 4, supplies=3)
    put(state, "sib", 3, apoc=1, supplies=2)
    with pytest.raises(IllegalAction, match="at most 1 supply"):
        act(state, 0, "move 1 ura chi carry 2")
    with pytest.raises(IllegalAction, match="rioters are in Siberia"):
        act(state, 0, "move 1 sib ura carry 1")
    state, _ = act(state, 0, "move 1 ura chi carry 1")
    assert state["supplies"]["chi"] == 1


def test_meteor_eight_supplies_without_rioters_fire_the_missile_after_a_meteorite(
        monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    put(state, "ura", 3, supplies=8)
    state, events = apocalytes_turn(state)
    assert state["missile"] == "ura" and ENGINE.result(state).winners == (0, 1)
    assert "the missile is fired" in texts(events) and not any(e.kind == "riots" for e in events)


def test_meteor_no_missile_beside_rioters(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    put(state, "ura", 3, apoc=1, supplies=8)
    state, _ = apocalytes_turn(state)
    assert state["missile"] is None and not ENGINE.result(state).over


def test_meteor_the_thirteenth_meteorite_ends_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    state["meteorites"] = 12
    state, _ = apocalytes_turn(state)
    result = ENGINE.result(state)
    assert result.over and result.winners == () and "13th meteorite has fallen" in result.summary


# --- quarantines under the scenarios' rules ---------------------------------------------------------


def _quarantined(monkeypatch: pytest.MonkeyPatch, scenario: str, stock: int, *rolls: int) -> tuple[State, list[Event]]:
    """Six Apocalytes alone in Ural, Ann's four armies in Siberia with `stock` supplies; Ann quarantines."""
    draws_in_order(monkeypatch)
    state = position(scenario)
    put(state, "ura", apoc=6)
    put(state, "sib", 4, supplies=stock)
    dice(monkeypatch, *rolls)
    state, _ = apocalytes_turn(state)
    assert ENGINE.prompts(state)[0].kind == "quarantine"
    return act(state, 0, "quarantine yes")


def test_infection_a_quarantine_that_holds_stops_the_spread(monkeypatch: pytest.MonkeyPatch) -> None:
    state, events = _quarantined(monkeypatch, "infection", 1, 6, 6, 5, 4, 3, 1, 1)  # then the terminal dice
    assert "the quarantine holds" in texts(events) and not any(e.kind == "spread" for e in events)
    assert state["apoc"]["sib"] == 0


def test_infection_a_failed_quarantine_turns_the_lost_and_the_spread_is_rolled(monkeypatch: pytest.MonkeyPatch) -> None:
    state, events = _quarantined(monkeypatch, "infection", 1, 1, 1, 6, 6, 6, 2, 1, 1)
    assert "who become infected" in first(events, "quarantine").text
    spread = first(events, "spread")
    assert spread.data["die"] == 2 and spread.data["spread"] is False  # 4+ needed with one supply
    assert state["apoc"]["sib"] == 2 and state["apoc"]["ura"] == 6  # the infected lost nobody


def test_zombies_armies_lost_to_a_quarantine_rise_where_they_fell(monkeypatch: pytest.MonkeyPatch) -> None:
    # the growth makes them seven and the die sends six; Ann's two dice lose to their three
    state, events = _quarantined(monkeypatch, "zombies", 1, 6, 1, 1, 6, 6, 6, *[1] * 30)
    quarantine = first(events, "quarantine")
    assert quarantine.data["held"] is False and quarantine.data["player_losses"] == 2
    assert "Ann loses 2 armies, which rise as zombies" in quarantine.text
    assert "6 zombies move from Ural into Siberia" in texts(events)  # joining the two risen there
    assert state["apoc"]["ura"] == 1


def test_aliens_lost_to_a_quarantine_roll_against_the_supplies_they_attack(monkeypatch: pytest.MonkeyPatch) -> None:
    # five move; Ann's 6 beats their 5, their 4 beats her 1: one each; the lost alien rolls a 3
    _state, events = _quarantined(monkeypatch, "aliens", 1, 6, 6, 1, 5, 4, 3, 3, *[1] * 30)
    quarantine = first(events, "quarantine")
    assert quarantine.data["survival"] == [3] and "(4+ survives)" in quarantine.text
    assert quarantine.data["apoc_losses"] == 1 and "4 aliens move from Ural into Siberia" in texts(events)


def test_mutants_a_failed_quarantine_costs_them_only_to_two_successes(monkeypatch: pytest.MonkeyPatch) -> None:
    # Quarantine ("as if it had been an actual attack"), Mutants in Combat 1: one success each way
    # fails the quarantine and costs only the player's army; the mutants lose none.
    # Ural grows to eight and the die sends half (4); Ann's 6-1 against their 5-2-1: one success each
    _state, events = _quarantined(monkeypatch, "mutants", 1, 3, 6, 1, 5, 2, 1, *[1] * 30)
    quarantine = first(events, "quarantine")
    assert quarantine.data["held"] is False
    assert (quarantine.data["player_losses"], quarantine.data["apoc_losses"]) == (1, 0)
    assert "4 mutants move from Ural into Siberia" in texts(events)


def test_demons_a_failed_quarantine_needs_two_successes_to_kill(monkeypatch: pytest.MonkeyPatch) -> None:
    # Quarantine, Combat with Demons: a single success fails the quarantine, then the demons re-roll their
    # lowest die as in any attack; still one success, so nobody dies.
    # the die sends half (3); Ann's 6-1 against their 5-2-1: one success each; their re-rolled 1 shows 1
    _state, events = _quarantined(monkeypatch, "demons", 1, 3, 6, 1, 5, 2, 1, 1, *[1] * 30)
    quarantine = first(events, "quarantine")
    assert quarantine.data["held"] is False and quarantine.data["rerolls"] == [[1, 1]]
    assert (quarantine.data["player_losses"], quarantine.data["apoc_losses"]) == (0, 1)
    assert "re-roll their 1" in quarantine.text


# --- texts ------------------------------------------------------------------------------------------


def test_infection_texts_count_and_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    # Finding a Cure: after the cure one success turns one infected; the texts say so in good English
    state = position("infection", stage="combat")
    state["cure"] = 3
    state["apoc"][SENTINEL] = 0
    put(state, "ura", 3, apoc=2, supplies=1)
    dice(monkeypatch, 6, 1, 1, 5, 5)
    state, events = act(state, 0, "attack ural")
    assert "1 infected is cured and joins Ann" in first(events, "fight").text
    assert "Infection: 1 infected in 1 territory." in ENGINE.status(state, None)
    state["phase"], state["turn"] = "apocalytes", None
    assert "the infected's turn" in ENGINE.status(state, None)[0]


def test_infection_a_spread_with_only_infected_neighbours_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    # Spread of Infection: only neighbours without infected are targets, whatever armies they hold
    draws_in_order(monkeypatch)
    state = position("infection")
    state["apoc"][SENTINEL] = 0
    put(state, "mad", apoc=1)
    put(state, "saf", 2, apoc=1)
    put(state, "eaf", 2, apoc=1)
    dice(monkeypatch, *[1] * 40)
    state, events = apocalytes_turn(state)
    assert "The infected in Madagascar have no neighbour with armies free of infection" in texts(events)
