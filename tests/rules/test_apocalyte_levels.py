"""Apocalyte's strong bot searches with figures self-play tuned apart from the normal bot's, by difficulty and
scenario (rules/apocalyte/bot.py `SEARCHED`, docs/rules/apocalyte.md "Strong seats against normal seats" and
"AI levels"); the normal bot keeps its hand-set figures everywhere, and so does the search where none is tuned."""

from __future__ import annotations

import random

import pytest

from rules.apocalyte import ENGINE
from rules.apocalyte.bot import SEARCHED, choose, hand_set, outlook, weights
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS, State
from tests.rules.test_apocalyte_support import at_quarantine, position, put
from tests.support.selfplay import played_on

TUNED = {"rulebook": {"zombies"}, "hard": {"aliens", "infection", "zombies", "mutants", "demons", "meteor"}}


def test_the_normal_bot_plays_by_the_hand_set_figures_at_every_difficulty() -> None:
    for difficulty in DIFFICULTIES:
        for key in SCENARIOS:
            assert weights(key, difficulty) == hand_set(key)


def test_the_search_has_figures_of_its_own_only_where_self_play_tuned_them() -> None:
    assert {difficulty: set(tuned) for difficulty, tuned in SEARCHED.items()} == TUNED
    for difficulty in DIFFICULTIES:
        for key in SCENARIOS:
            differs = weights(key, difficulty, searched=True) != hand_set(key)
            assert differs == (key in TUNED[difficulty]), (difficulty, key)


def _game(scenario: str, seed: int, players: int = 2, difficulty: str = "rulebook") -> State:
    return ENGINE.new([f"Bot {n + 1}" for n in range(players)], {"scenario": scenario, "difficulty": difficulty},
                      seed)


@pytest.mark.parametrize(("scenario", "difficulty"), [("infection", "rulebook"), ("mutants", "rulebook"),
                                                      ("aliens", "rulebook")])
def test_the_search_plays_on_as_the_normal_bot_where_nothing_is_tuned(scenario: str, difficulty: str) -> None:
    state, rng = _game(scenario, 3, difficulty=difficulty), random.Random(3)
    for _ in range(150):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        assert ENGINE.search_action(state, seat, random.Random(1)) == ENGINE.bot_action(state, seat, random.Random(1))
        state = played_on(ENGINE, state, rng, 1)


@pytest.mark.parametrize(("scenario", "players", "difficulty"), [("zombies", 2, "rulebook"), ("meteor", 3, "hard"),
                                                                  ("aliens", 4, "hard"), ("meteor", 2, "rulebook")])
def test_where_tuned_the_search_plays_on_otherwise_than_the_normal_bot(scenario: str, players: int,
                                                                      difficulty: str) -> None:
    """Some decisions differ (Zombies: armies pulled to the front harder; Meteor at `hard`: supplies pulled to
    the missile site harder; Aliens at `hard`: armies pulled to the front harder; Meteor at every difficulty: the
    nearest supplies carried first), and the normal bot's are its own whatever the search's figures."""
    state, rng = _game(scenario, 3, players, difficulty), random.Random(3)
    differ = 0
    for _ in range(300):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        normal = choose(state, seat, random.Random(1))
        assert ENGINE.bot_action(state, seat, random.Random(1)) == normal
        differ += choose(state, seat, random.Random(1), searched=True) != normal
        state = played_on(ENGINE, state, rng, 1)
    assert differ > 0


def _portals_at_turn_end(ural: int, elsewhere: int, portals: tuple[str, ...] = ("ura", "ind")) -> State:
    """Demons, at the end of Ann's turn: her armies stand at Ural's portal with `ural` supplies, `elsewhere` more
    lie in Siberia, and `portals` are open."""
    state = position("demons", stage="end")
    state["marks"]["portals"] = list(portals)
    put(state, "ura", 2, supplies=ural)
    put(state, "sib", 2, supplies=elsewhere)
    return state


@pytest.mark.parametrize(("ural", "elsewhere", "portals", "searched_closes"), [
    (4, 4, ("ura", "ind"), False),  # four left would still close India's portal
    (5, 3, ("ura", "ind"), True),  # three left cannot: clearing the demons then wins alone
    (4, 4, ("ura",), True),  # the last portal
])
def test_in_demons_the_search_closes_a_portal_only_where_clearing_the_demons_then_wins(
        ural: int, elsewhere: int, portals: tuple[str, ...], searched_closes: bool) -> None:
    """Closing a Portal spends every supply there, and none is ever added; with fewer left than four per open
    portal the general victory (Winning the Game: every demon gone) applies alone (docs/rules/apocalyte.md,
    Demons, portals that can no longer close). The normal bot closes whenever it can; the search's policy only
    where that leaves the other portals beyond reach, so the supplies it gathers at one portal win the game."""
    state = _portals_at_turn_end(ural, elsewhere, portals)
    assert choose(state, 0, random.Random(1)).notation == "close ura"
    assert choose(state, 0, random.Random(1), searched=True).notation == ("close ura" if searched_closes else "done")


def test_in_demons_the_search_gathers_no_supply_once_the_portals_are_beyond_reach() -> None:
    """Winning the Game: with the portals beyond reach only the demons count, so supplies have no gathering point
    for the search's policy; the normal bot still gathers them at a portal."""
    reachable, beyond = _portals_at_turn_end(3, 5), _portals_at_turn_end(3, 4)
    assert outlook(reachable, 0).goal == outlook(reachable, 0, searched=True).goal == "ura"
    assert outlook(beyond, 0).goal == "ura" and outlook(beyond, 0, searched=True).goal is None


def test_in_meteor_the_search_carries_the_nearest_supply_first() -> None:
    """Stopping the Meteor: a movement carries one supply one step, and the missile needs eight on one territory
    before the meteor strikes (at `hard`, before the clock). Ann's site is Siam with six supplies; one more waits
    next door in India, another four steps away in Alaska. To the normal bot both steps are worth the same, and it
    takes the first in map order, Alaska's; the search's policy carries India's, the one that reaches the site
    (docs/rules/apocalyte.md, Meteor: play the figures cannot express)."""
    state = position("meteor", difficulty="hard")
    put(state, "sia", 2, supplies=6)
    put(state, "ind", 2, supplies=1)
    put(state, "ala", 2, supplies=1)
    assert outlook(state, 0).goal == outlook(state, 0, searched=True).goal == "sia"
    assert choose(state, 0, random.Random(1)).notation == "move 1 ala kam carry 1"
    assert choose(state, 0, random.Random(1), searched=True).notation == "move 1 ind sia carry 1"


@pytest.mark.parametrize(("difficulty", "stock", "armies", "searched_quarantines"), [
    ("hard", 1, 4, False),  # one supply: let in
    ("hard", 2, 4, True),  # two, and Ann's four do not match the six arriving: kept out
    ("hard", 2, 6, False),  # two, and her six match them: let in
    ("rulebook", 1, 4, True),  # at `hard` only
])
def test_at_hard_the_search_lets_zombies_in_where_one_supply_stands_or_two_and_the_players_match_them(
        monkeypatch: pytest.MonkeyPatch, difficulty: str, stock: int, armies: int, searched_quarantines: bool) -> None:
    """Quarantine: with one supply any success for the zombies fails it, at the cost of a round whose losses rise
    (Zombies in Combat 1), and they walk in all the same; with two they need two successes. Zombies beside players
    neither grow nor move (Increasing Zombie Forces; Apocalyte Movement 1), and beside two supplies every round
    against them is fought with the players' re-roll (Zombies in Combat 3). The normal bot quarantines wherever it
    can; the search's policy at `hard` lets the six zombies walking from Ural into Siberia, where one supply stands,
    or two and Ann's armies there match them (docs/rules/apocalyte.md, Zombies: play the figures cannot express)."""
    state = at_quarantine(monkeypatch, "zombies", stock=stock)
    state["options"]["difficulty"] = difficulty
    state["armies"]["sib"][0] = armies
    assert choose(state, 0, random.Random(1)).notation == "quarantine yes"
    quarantines = choose(state, 0, random.Random(1), searched=True).notation == "quarantine yes"
    assert quarantines == searched_quarantines


@pytest.mark.parametrize(("carried", "searched_moves"), [(0, "done"), (1, "done"), (2, "move 11 ukr sca carry 2")])
def test_in_mutants_the_search_walks_into_mutants_only_where_it_matches_them_beside_two_supplies(
        carried: int, searched_moves: str) -> None:
    """Mutants in Combat 1: a mutant dies only to two successes, so a lone one (one die) cannot die at all, unless
    the players match the mutants beside two supplies. Ann's twelve armies in Ukraine, with `carried` supplies, face
    two mutants in Scandinavia; the normal bot walks in whatever it carries, the search's policy at `hard` only with
    two supplies (docs/rules/apocalyte.md, Mutants: play the figures cannot express)."""
    state = position("mutants", difficulty="hard")
    put(state, "ukr", 12, supplies=carried)
    put(state, "sca", apoc=2)
    assert choose(state, 0, random.Random(1)).notation == f"move 11 ukr sca carry {carried}"
    assert choose(state, 0, random.Random(1), searched=True).notation == searched_moves


def test_in_mutants_the_search_brings_supplies_together_in_pairs() -> None:
    """Mutants in Combat 1: one supply makes no round plain, two do. Ann holds one supply with two armies in Ural
    and another in Afghanistan, both two steps from three mutants in Mongolia. The normal bot carries Ural's a step
    nearer the mutants, alone into Siberia; the search's policy at `hard` carries it to Afghanistan's, so the two
    can walk into the mutants together (docs/rules/apocalyte.md, Mutants: play the figures cannot express)."""
    state = position("mutants", difficulty="hard")
    put(state, "ura", 2, supplies=1)
    put(state, "afg", 2, supplies=1)
    put(state, "mon", apoc=3)
    assert choose(state, 0, random.Random(1)).notation == "move 1 ura sib carry 1"
    assert choose(state, 0, random.Random(1), searched=True).notation == "move 1 ura afg carry 1"
