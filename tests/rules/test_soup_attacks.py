"""Primordial Soup attacks: Struggle for Survival (phase 1), Aggression (phase 5), and the defender's
reactions (Defense, Escape, Armor, Persistence), which are prompts to the defending player."""

from __future__ import annotations

import pytest

from rules.base import IllegalAction
from tests.rules.test_soup_support import (
    act,
    damage_of,
    legal,
    position,
    prompt,
    rig,
    saved_and_reloaded,
    total_cubes,
    where,
)
from tests.support.events import data_of, told
from tests.support.jsonread import items, record

STILL = 9


def _starving_with_struggle(**kwargs):
    """Ann (red) starves on c4 with Struggle for Survival; Cid (blue) shares the space."""
    genes = {0: ["struggle"], **kwargs.pop("genes", {})}
    return position(
        amoebas=kwargs.pop("amoebas", [(0, 1, "c4", 0), (2, 1, "c4", 0)]),
        genes=genes,
        card=STILL,
        food={"c4": ""},
        bp=kwargs.pop("bp", [5, 5, 5, 5]),
        **kwargs,
    )


def test_struggle_for_survival_lets_a_starving_amoeba_attack_for_1_bp() -> None:
    """Gene Struggle for Survival: a starving amoeba may attack one on its space for 1 BP; the victim
    is removed, the attacker eats without excreting, one cube of each colour is left."""
    st = _starving_with_struggle()
    st, _ = act(st, "drift")
    assert prompt(st).kind == "attack"
    assert legal(st) == ["attack blue 1", "starve"]
    st, ev = act(st, "attack blue 1")
    assert where(st, 2, 1) is None
    assert st["biological_points"][0] == 4
    assert damage_of(st, 0, 1) == 0
    assert st["cubes"]["c4"] == [1, 1, 1, 1]
    assert data_of(ev, "death") == [{"seat": 2, "amoeba": 1, "sq": "c4", "cubes": [1, 1, 1, 1]}]
    assert total_cubes(st) == 220


def test_struggle_for_survival_may_attack_its_own_colour() -> None:
    """Gene Struggle for Survival: an amoeba may attack another amoeba of its own colour."""
    st = _starving_with_struggle(amoebas=[(0, 1, "c4", 0), (0, 2, "c4", 0)])
    st, _ = act(st, "drift")
    assert "attack red 2" in legal(st)


def test_struggle_for_survival_only_when_starving() -> None:
    """Gene Struggle for Survival: only if the amoeba would otherwise starve."""
    st = position(amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)], genes={0: ["struggle"]}, card=STILL, food={"c4": "gby"})
    st, ev = act(st, "drift")
    assert told(ev, "eat", "seat") == [0] and where(st, 2, 1) == "c4"


def test_struggle_for_survival_without_bp_starves() -> None:
    """Gene Struggle for Survival: the attack costs 1 BP."""
    st = _starving_with_struggle(bp=[0, 5, 5, 5])
    assert damage_of(st, 0, 1) == 1 and where(st, 2, 1) == "c4"


def test_declining_the_attack_starves() -> None:
    """Gene Struggle for Survival is a choice: the player may starve instead."""
    st = _starving_with_struggle()
    st, _ = act(st, "drift")
    st, _ = act(st, "starve")
    assert damage_of(st, 0, 1) == 1 and st["biological_points"][0] == 5


def test_armor_cannot_be_attacked_in_phase_1() -> None:
    """Gene Armor: in phase 1 the amoeba cannot be attacked."""
    st = _starving_with_struggle(amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (1, 1, "c4", 0)], genes={2: ["armor"]})
    st, _ = act(st, "drift")
    assert legal(st) == ["attack green 1", "starve"]
    with pytest.raises(IllegalAction, match="Cid's amoeba 1 has Armor"):
        act(st, "attack blue 1")


def test_defense_is_a_prompt_to_the_defender_and_the_higher_die_wins() -> None:
    """Gene Defense: for 1 BP the attack becomes a fight; both roll, higher wins; if the defender
    wins the attacker starves."""
    st = _starving_with_struggle(genes={2: ["defense"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    p = prompt(st)
    assert (p.seat, p.kind) == (2, "defend")
    assert legal(st) == ["defend", "decline"]
    with pytest.raises(IllegalAction, match="It is not your decision"):
        act(st, "decline", seat=0)
    st, ev = act(rig(st, [2, 5]), "defend")
    assert st["biological_points"][2] == 4
    fight = next(e for e in ev if e.kind == "roll")
    assert fight.data["dice"] == [2, 5]
    assert where(st, 2, 1) == "c4"
    assert damage_of(st, 0, 1) == 1


def test_a_saved_attack_keeps_the_names_games_were_saved_with() -> None:
    """In memory the state's, its amoebas' and an attack's parts are spelled out; saved, they keep the
    short names of games saved before (serialise.py maps them once), so a save from then loads as the
    same position and dumps back byte for byte."""
    st = _starving_with_struggle(genes={2: ["defense"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    attack, queue = st["stack"][-1], st["stack"][0]
    assert attack["type"] == "attack"
    assert (attack["attacker"], attack["defender"], attack["space"]) == ([0, 1], [2, 1], "c4")
    assert queue["type"] == "phase_one"
    assert st["biological_points"] == [4, 5, 5, 5]
    assert st["amoebas"][2][0] == {"space": "c4", "damage": 0, "moved": False}
    saved = saved_and_reloaded(st)
    assert saved["bp"] == [4, 5, 5, 5] and "biological_points" not in saved
    assert items(items(saved["amoebas"])[2])[0] == {"sq": "c4", "dp": 0, "moved": False}
    saved_attack, saved_queue = items(saved["stack"])[-1], items(saved["stack"])[0]
    assert record(saved_attack) == {"t": "attack", "phase": 1, "att": [0, 1], "def": [2, 1], "sq": "c4",
                                    "stage": "react", "tried": [], "pdef": False, "retry": False, "why": ""}
    assert record(saved_queue)["t"] == "p1"


def test_a_tied_fight_is_rolled_again_and_the_attacker_can_win() -> None:
    """Gene Defense: reroll on a tie; if the attacker wins, it eats the defender."""
    st = _starving_with_struggle(genes={2: ["defense"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, ev = act(rig(st, [3, 3, 6, 1]), "defend")
    assert [e.data["dice"] for e in ev if e.kind == "roll"] == [[3, 3], [6, 1]]
    assert where(st, 2, 1) is None and damage_of(st, 0, 1) == 0


def test_escape_moves_the_defender_away_and_the_attacker_starves() -> None:
    """Gene Escape: the attacked amoeba may move away for 1 BP; the attack then fails."""
    st = _starving_with_struggle(genes={2: ["escape"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    assert legal(st) == ["escape", "decline"]
    st, ev = act(rig(st, [2]), "escape")
    assert where(st, 2, 1) == "c5"
    assert st["biological_points"][2] == 4
    assert damage_of(st, 0, 1) == 1
    assert data_of(ev, "death") == []


def test_a_failed_escape_leaves_the_defender_to_be_eaten() -> None:
    """Gene Escape: an escape that does not leave the space (a 5) does not save the amoeba."""
    st = _starving_with_struggle(genes={2: ["escape"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, ev = act(rig(st, [5]), "escape")
    assert data_of(ev, "death") == [{"seat": 2, "amoeba": 1, "sq": "c4", "cubes": [1, 1, 1, 1]}]
    assert where(st, 2, 1) is None


def test_defense_and_escape_may_both_be_used_against_one_attack() -> None:
    """Gene table note: with Defense and Escape, both may be used against the same attack, in any order."""
    st = _starving_with_struggle(genes={2: ["defense", "escape"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [6, 1]), "defend")  # the fight is lost ...
    assert prompt(st).seat == 2 and legal(st) == ["escape", "decline"]
    st, _ = act(rig(st, [3]), "escape")  # ... then the amoeba escapes
    assert where(st, 2, 1) == "d4"


def test_defense_and_escape_only_once_per_round_by_default() -> None:
    """Gene table note: each may be used only once per round (option reactions=round)."""
    st = _starving_with_struggle(
        amoebas=[(0, 1, "c4", 0), (0, 2, "c4", 0), (2, 1, "c4", 0), (2, 2, "c4", 0)],
        genes={2: ["defense"]},
    )
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [1, 6]), "defend")
    assert prompt(st).seat == 0  # amoeba 2's turn
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 2")
    assert where(st, 2, 2) is None  # no second defence this round


def test_option_reactions_per_attack() -> None:
    """Option reactions=attack: Defense and Escape may answer every attack."""
    st = _starving_with_struggle(
        amoebas=[(0, 1, "c4", 0), (0, 2, "c4", 0), (2, 1, "c4", 0), (2, 2, "c4", 0)],
        genes={2: ["defense"]},
        options={"reactions": "attack"},
    )
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [1, 6]), "defend")
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 2")
    assert prompt(st).seat == 2 and "defend" in legal(st)


def test_a_second_defense_in_one_attack_is_refused_naming_the_attack_not_the_round() -> None:
    """Gene table note and option reactions=attack: a reaction answers an attack once; with one use
    an attack, a second Defense in the same attack is refused for this attack, not for the round."""
    st = _starving_with_struggle(genes={2: ["defense", "escape"]}, options={"reactions": "attack"})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [6, 1]), "defend")  # the fight is lost: Escape is left
    assert legal(st) == ["escape", "decline"]
    with pytest.raises(IllegalAction, match="You have already used Defense this attack"):
        act(st, "defend")
    assert legal(st) == ["escape", "decline"]


def test_defense_without_bp_is_not_offered() -> None:
    """Gene Defense costs 1 BP; the refusal says so."""
    st = _starving_with_struggle(genes={2: ["defense"]}, bp=[5, 5, 0, 5])
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    assert where(st, 2, 1) is None


def test_persistence_gives_the_defender_a_second_free_fight() -> None:
    """Gene Persistence: a failed Defense may be tried a second time, free."""
    st = _starving_with_struggle(genes={2: ["defense", "persistence"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [6, 1]), "defend")
    p = prompt(st)
    assert (p.seat, p.kind) == (2, "persist")
    st, _ = act(rig(st, [1, 6]), "fight again")
    assert st["biological_points"][2] == 4  # only the first fight was paid
    assert where(st, 2, 1) == "c4" and damage_of(st, 0, 1) == 1


def test_persistence_gives_the_attacker_a_second_free_attempt() -> None:
    """Gene Persistence: a failed Struggle for Survival may be tried a second time, free."""
    st = _starving_with_struggle(genes={0: ["struggle", "persistence"], 2: ["defense"]})
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    st, _ = act(rig(st, [1, 6]), "defend")
    p = prompt(st)
    assert (p.seat, p.kind) == (0, "retry")
    assert legal(st) == ["attack blue 1", "starve"]
    st, _ = act(st, "attack blue 1")  # Defense is spent for this round
    assert where(st, 2, 1) is None and st["biological_points"][0] == 4


# --- phase 5: Aggression -------------------------------------------------------------------------


def _aggression(**kwargs):
    genes = {0: ["aggression"], **kwargs.pop("genes", {})}
    return position(
        amoebas=kwargs.pop("amoebas", [(0, 1, "c4", 0), (2, 1, "c4", 0)]),
        genes=genes,
        phase="deaths",
        bp=kwargs.pop("bp", [5, 5, 5, 5]),
        **kwargs,
    )


def test_aggression_kills_another_players_amoeba_for_1_bp() -> None:
    """Gene Aggression: in phase 5, after natural deaths, pay 1 BP to kill another player's amoeba on
    the same space; it becomes 2 cubes of each colour."""
    st = _aggression()
    p = prompt(st)
    assert (p.seat, p.kind) == (0, "aggress")
    assert legal(st) == ["attack blue 1 with 1", "decline"]
    before = list(st["cubes"]["c4"])
    st, _ = act(st, "attack blue 1 with 1")
    assert where(st, 2, 1) is None and st["biological_points"][0] == 4
    assert st["cubes"]["c4"] == [b + 2 for b in before]
    assert st["phase"] != "deaths"  # once per round: the phase moved on


def test_aggression_refusals_name_what_stops_the_attack() -> None:
    """Gene Aggression: the attacker and its victim share a space, and the victim is another
    player's; each refused attack says which of these failed, and changes nothing."""
    st = _aggression(amoebas=[(0, 1, "c4", 0), (0, 2, "b2", 0), (2, 1, "c4", 0), (2, 2, "a1", 0)])
    assert legal(st) == ["attack blue 1 with 1", "decline"]
    for typed, reason in (
        ("attack blue 2 with 1", "Cid's amoeba 2 is not on the same space as your attacker"),
        ("attack blue 1 with 2", "Cid's amoeba 1 is not on the same space as your attacker"),
        ("attack blue 1 with 5", "You have no amoeba 5 on the board"),
        ("attack red 2 with 1", "Aggression attacks another player's amoeba, not your own"),
        ("attack blue 4 with 1", "There is no blue amoeba 4 on the board"),
    ):
        with pytest.raises(IllegalAction, match=reason):
            act(st, typed)
    assert legal(st) == ["attack blue 1 with 1", "decline"] and st["biological_points"][0] == 5


def test_aggression_never_targets_its_own_tribe() -> None:
    """Gene Aggression: the victim belongs to another player."""
    st = _aggression(amoebas=[(0, 1, "c4", 0), (0, 2, "c4", 0), (2, 1, "b2", 0)])
    assert prompt(st).kind == "move"  # no Aggression prompt: the next round began
    assert st["biological_points"][0] == 5


def test_aggression_on_armor_gives_a_damage_point_which_may_kill() -> None:
    """Gene Armor: attacked by Aggression, the amoeba survives with 1 DP, which may cause a natural death."""
    st = _aggression(amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (2, 2, "b2", 1)], genes={2: ["armor"]})
    st, _ = act(st, "attack blue 1 with 1")
    assert damage_of(st, 2, 1) == 1
    st = _aggression(amoebas=[(0, 1, "b2", 0), (2, 2, "b2", 1)], genes={2: ["armor"]})
    st, ev = act(st, "attack blue 2 with 1")
    assert where(st, 2, 2) is None
    assert data_of(ev, "armor") == [{"seat": 2, "amoeba": 2, "dp": 2}]
    assert data_of(ev, "death") == [{"seat": 2, "amoeba": 2, "sq": "b2", "cubes": [2, 2, 2, 2]}]


def test_escape_works_in_phase_5_with_the_movement_genes() -> None:
    """Gene Escape: escaping amoebas use all their genes (here Movement II), even in phase 5."""
    st = _aggression(genes={2: ["escape", "movement-2"]})
    st, _ = act(st, "attack blue 1 with 1")
    assert prompt(st).seat == 2
    assert legal(st) == ["escape n", "escape e", "escape w", "decline"]
    st, _ = act(st, "escape west")
    assert where(st, 2, 1) == "b4"
    assert damage_of(st, 0, 1) == 0  # an escape costs the aggressor nothing more


def test_escape_uses_speed_and_streamlining() -> None:
    """Gene Escape: the escaping amoeba may use Speed (a second, free move) and Streamlining (no BP)."""
    st = _starving_with_struggle(genes={2: ["escape", "speed", "streamlining"]}, bp=[5, 5, 0, 5])
    st, _ = act(st, "drift")
    st, _ = act(st, "attack blue 1")
    assert legal(st) == ["escape", "decline"]  # free with Streamlining, so possible with 0 BP
    st, _ = act(rig(st, [5]), "escape")  # the first move stays ...
    assert prompt(st).kind == "again" and prompt(st).seat == 2
    st, _ = act(rig(st, [1]), "move")  # ... the second one gets away
    assert where(st, 2, 1) == "b4" and damage_of(st, 0, 1) == 1


def test_persistence_gives_aggression_a_second_attempt() -> None:
    """Gene Persistence: a failed Aggression may be tried again, free."""
    st = _aggression(
        amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0), (1, 1, "c4", 0)],
        genes={0: ["aggression", "persistence"], 2: ["escape"]},
    )
    st, _ = act(st, "attack blue 1 with 1")
    st, _ = act(rig(st, [2]), "escape")
    assert prompt(st).kind == "retry" and prompt(st).seat == 0
    assert legal(st) == ["attack green 1 with 1", "decline"]
    st, _ = act(st, "attack green 1 with 1")
    assert where(st, 1, 1) is None and st["biological_points"][0] == 4


def test_losing_a_defended_aggression_starves_the_attacker() -> None:
    """Gene Defense: if the defender wins, the attacker starves (a damage point)."""
    st = _aggression(genes={2: ["defense"]})
    st, _ = act(st, "attack blue 1 with 1")
    st, _ = act(rig(st, [2, 4]), "defend")
    assert damage_of(st, 0, 1) == 1 and where(st, 2, 1) == "c4"


def test_aggression_refusals() -> None:
    """IllegalAction: Aggression needs a target on the attacker's space belonging to someone else."""
    st = _aggression(amoebas=[(0, 1, "c4", 0), (0, 2, "d4", 0), (2, 1, "c4", 0)])
    with pytest.raises(IllegalAction, match="not your own"):
        act(st, "attack red 2 with 1")
    with pytest.raises(IllegalAction, match="not on the same space"):
        act(st, "attack blue 1 with 2")
    with pytest.raises(IllegalAction, match="no blue amoeba 5"):
        act(st, "attack blue 5 with 1")
