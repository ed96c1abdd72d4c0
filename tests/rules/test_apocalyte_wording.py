"""Apocalyte's wording: how its main events, prompts, status lines and endings read to the players, and
its texts with counts and ordinals (a count of one takes the singular and its verb agrees, whatever the
count: rules/wording.py). Rule tests elsewhere assert the events' data; this file reads the sentences
(issue 33: one wording test per game)."""

from __future__ import annotations

import pytest

from rules.apocalyte import ENGINE, turn
from rules.apocalyte.difficulty import LEVELS
from rules.apocalyte.scenarios import BY_KEY
from rules.apocalyte.state import State
from rules.apocalyte.status import phase_line
from rules.apocalyte.world import CODES, name
from rules.base import Event
from tests.rules.test_apocalyte_support import (
    NAMES,
    SENTINEL,
    act,
    apocalytes_turn,
    at_quarantine,
    dice,
    draws_in_order,
    first,
    five_groups_could_move,
    hemmed_in_infected,
    last_portal_beyond_reach,
    mothership_moves,
    mutants_wave,
    overrun,
    position,
    put,
    reinforced_one_at_a_time,
    texts,
    unguarded_mothership,
)
from tests.support.posted import as_posted

LONE = ["ala", "grl", "bra", "ura", "sib", "yak", "kam", "irk", "mon", "chi"]


@pytest.mark.parametrize(("alone", "said"), [
    (1, "A third of the 1 zombie-only territory (rounded up, at most 3) is drawn: Alaska gains a zombie."),
    (2, "A third of the 2 zombie-only territories (rounded up, at most 3) is drawn: Alaska gains a zombie."),
    (4, "A third of the 4 zombie-only territories (rounded up, at most 3) are drawn: Alaska and Greenland gain a "
        "zombie each."),
    (10, "A third of the 10 zombie-only territories (rounded up, at most 3) are drawn: Alaska, Greenland and "
         "Brazil gain a zombie each."),
])
def test_zombie_growth_counts_the_zombie_only_territories_and_agrees(monkeypatch: pytest.MonkeyPatch, alone: int,
                                                                     said: str) -> None:
    # "A third of the 1 zombie-only territories ... Ural gain a zombie each" read as if there were several
    draws_in_order(monkeypatch)
    state = position("zombies")
    for code in LONE[:alone]:
        put(state, code, apoc=1)
    dice(monkeypatch, *[1] * 60)
    _, events = apocalytes_turn(state)
    assert first(events, "growth").text == said


@pytest.mark.parametrize(("stock", "said"), [
    (1, "3 for each supply the aliens seize (1 supply, in Alaska)"),
    (3, "3 for each supply the aliens seize (3 supplies, in Alaska and Brazil)"),
])
def test_the_mothership_counts_the_supplies_it_seizes(monkeypatch: pytest.MonkeyPatch, stock: int, said: str) -> None:
    state = position("aliens")
    state["marks"]["mothership"] = "ura"
    put(state, "ura", apoc=1)
    put(state, "ala", apoc=1, supplies=1)
    if stock > 1:
        put(state, "bra", apoc=1, supplies=stock - 1)
    dice(monkeypatch, *[1] * 60)
    _, events = apocalytes_turn(state, sentinel=True)
    assert said in first(events, "growth").text


def test_one_extra_army_left_to_place_is_one_army() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 1)
    assert state["phase"] == "place"
    state["placing"] = [1, 2]
    ann, bob = ENGINE.prompts(state)
    assert ann.text.startswith("place your 1 extra army, at most 5") and ann.task == "place 1 extra army"
    assert bob.text.startswith("place your 2 extra armies,") and bob.task == "place 2 extra armies"


def test_the_last_meteorite_is_named_by_its_ordinal(monkeypatch: pytest.MonkeyPatch) -> None:
    draws_in_order(monkeypatch)
    state = position("meteor")
    state["meteorites"] = 12
    state, _ = apocalytes_turn(state)
    assert ENGINE.result(state).summary.startswith("The 13th meteorite has fallen without a missile")



# --- setup and the clock ---------------------------------------------------------------------------


def _revealed(players: int, seed: int, options: dict[str, str]) -> tuple[State, list[Event]]:
    """A new game whose extra armies are all placed by `place auto`, and the events of the last placement."""
    state = ENGINE.new(list(NAMES[:players]), options, seed)
    events: list[Event] = []
    while state["phase"] == "place":
        seat = ENGINE.prompts(state)[0].seat
        state, events = act(state, seat, "place auto")
    return state, events


def test_extra_armies_placed_a_territory_at_a_time_read_as_one_line_in_a_post() -> None:
    state = ENGINE.new(["Ann", "Bob"], {}, 1)
    first_code, second = [c for c in CODES if state["armies"][c][0]][:2]
    said: list[Event] = []
    for move in (f"place 3 {first_code}", f"place 1 {second}", f"place 2 {first_code}"):
        state, events = act(state, 0, move)
        said += events
    assert said[0].text == f"Ann places {name(first_code)} +3 (27 armies left to place)."
    five = f"Ann places {name(first_code)} +5, {name(second)} +1 (24 armies left to place)."
    assert as_posted(ENGINE, said) == [five]
    _, bobs = act(state, 1, "place auto")
    assert bobs[0].text.endswith("(0 armies left to place).")
    # a placement stored with its armies as {territory: count} joins the same
    stored = Event("place", said[0].words, {"seat": 0, "placed": {first_code: 3}, "left": 27})
    both = f"Ann places {name(first_code)} +3, {name(second)} +1 (26 armies left to place)."
    assert as_posted(ENGINE, [stored, said[1]]) == [both]
    # one stored before phrases, its English words alone, keeps its own line
    english = Event("place", said[0].text, {"seat": 0, "placed": {first_code: 3}, "left": 27})
    assert as_posted(ENGINE, [english, said[1]]) == [said[0].text, said[1].text]


def test_the_scenario_is_revealed_or_rolled_by_name() -> None:
    _, events = _revealed(2, 1, {"scenario": "aliens"})
    assert "The scenario is revealed: Aliens!" in texts(events)
    assert "The mothership lands in" in texts(events) and "15 aliens hold it" in texts(events)
    _, events = _revealed(2, 0, {})
    rolled = first(events, "scenario")
    assert rolled.text.startswith(f"The scenario die shows {rolled.data['die']}: ")
    _, events = _revealed(2, 1, {"scenario": "infection"})
    assert "becomes the first infected" in texts(events)


@pytest.mark.parametrize(("options", "announced"), [
    ({"difficulty": "hard"}, "The players have 60 rounds to win (difficulty hard's clock for Zombies with 3 "
                             "players): if round 60 ends without their victory, they lose."),
    ({"difficulty": "hard", "rounds": "50"}, "The players have 50 rounds to win (the table's option `rounds`)"),
])
def test_the_reveal_says_how_many_rounds_and_whose_clock(options: dict[str, str], announced: str) -> None:
    _, events = _revealed(3, 4, {"scenario": "zombies", **options})
    assert announced in first(events, "clock").text


def test_the_status_and_the_end_count_the_clocks_rounds() -> None:
    limit = LEVELS["hard"].clock["mutants"][3]
    state = position("mutants", players=3, seat=2, stage="end", difficulty="hard")
    state["round"] = limit - 1
    assert phase_line(state).startswith(f"Mutants, round {limit - 1} of {limit}: ")
    state, events = act(state, 2, "done")
    assert f"Round {limit} of {limit}: the mutants' turn." in texts(events)
    state["turn"].update({"seat": 2, "stage": "end"})
    state, _ = act(state, 2, "done")
    assert f"{limit} rounds are over" in ENGINE.result(state).summary
    assert phase_line(state) == f"Mutants, game over after round {limit}."  # the last played, not one never begun


def test_meteor_lost_to_the_clock_says_no_missile_flew() -> None:
    # Meteor is won by the missile, not by clearing the rioters (docs/rules/apocalyte.md, Balance)
    state = position("meteor", players=2, difficulty="hard")
    state["round"] = LEVELS["hard"].clock["meteor"][2] + 1
    lost = BY_KEY["meteor"].lost(state)
    assert lost is not None and "no missile has flown" in lost and "rioters" not in lost


# --- a player's turn -------------------------------------------------------------------------------


def test_new_armies_placed_one_at_a_time_read_as_one_line_and_none_is_said() -> None:
    placed_first, placed_second = reinforced_one_at_a_time()
    assert placed_first[0].text == "Ann places new armies: Ural +1."
    assert as_posted(ENGINE, [*placed_first, *placed_second]) == ["Ann places new armies: Ural +1, Ukraine +1."]
    state = position()
    put(state, "ukr", 3, apoc=2)
    put(state, "arg", 1, apoc=1)
    events: list[Event] = []
    turn.begin(state, 0, events)
    assert "no new armies" in texts(events)


def test_a_movement_reads_the_armies_the_supplies_and_the_way() -> None:
    state = position()
    put(state, "ura", 5, supplies=2)
    _, events = act(state, 0, "move 3 ura ukr carry 2")
    assert "Ann moves 3 armies from Ural to Ukraine, carrying 2 supplies." in texts(events)
    state = position("infection")
    put(state, "ura", 4)
    state["marks"]["sealed"] = ["sib"]
    _, events = act(state, 0, "move 2 ural siberia yakutsk")
    assert "through Siberia" in texts(events)
    state = position()
    put(state, "ura", 4)
    _, events = act(state, 0, "done")
    assert "Ann ends their movements." in texts(events)


def test_a_permission_prompt_says_why_it_is_asked_and_the_answer_names_both_players() -> None:
    state = position(players=3)
    put(state, "ura", 5)
    put(state, "ukr", 0, 3, 1)
    state, _ = act(state, 0, "move 3 ura ukr")
    assert "to enter Ukraine with 3 armies, not outnumbering the 4 armies" in ENGINE.prompts(state)[0].text
    _, events = act(state, 1, "allow")
    assert "Bob allows Ann to move 3 armies from Ural to Ukraine." in texts(events)
    state = position()
    put(state, "ura", 5)
    put(state, "ukr", 0, 4)
    state, _ = act(state, 0, "move 2 ura ukr")
    _, events = act(state, 1, "refuse")
    assert "Bob refuses: Ann may not move 2 armies from Ural to Ukraine." in texts(events)
    state = position()
    put(state, "ura", 3, 8, supplies=2)
    put(state, "sib", 1)
    state, _ = act(state, 0, "move 2 ura sib carry 1")
    assert "to carry 1 supply out of Ural, where you have more armies" in ENGINE.prompts(state)[0].text
    state = position()
    put(state, "ura", 4, 2)
    state, _ = act(state, 0, "move 2 ura sib")
    assert "to leave Ural, which you share" in ENGINE.prompts(state)[0].text
    state = position(players=3, seat=2)
    put(state, "ura", 0, 2, 3)
    put(state, "ukr", 4)
    _, events = act(state, 2, "move 1 ura ukr")
    assert "asks Ann and Bob for permission" in texts(events)


def test_a_skipped_placement_an_army_out_and_the_world_overrun_read_as_such(monkeypatch: pytest.MonkeyPatch) -> None:
    _, events = ENGINE.skip(ENGINE.new(["Ann", "Bob"], {}, 3), 1)
    assert "Bob is given the most passive answer: `place auto`." in texts(events)
    state = position("meteor", players=3, stage="combat")
    state["armies"]["arg"] = [0, 0, 0]
    put(state, "ura", 1, apoc=3)
    dice(monkeypatch, 1, 6, 6)
    _, events = act(state, 0, "attack ural")
    assert "Ann has no armies left and is out; the others play on for the team." in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    summary = ENGINE.result(overrun(monkeypatch)).summary
    assert summary == "Every player army is gone: the rioters have overrun the world."


# --- the Apocalytes' turn ----------------------------------------------------------------------------


def test_the_apocalytes_movement_reads_the_cards_the_die_and_the_group(monkeypatch: pytest.MonkeyPatch) -> None:
    movers = first(five_groups_could_move(monkeypatch), "movers")
    assert "Cards drawn for the Apocalytes' movement, in order" in movers.text
    monkeypatch.undo()  # the dice loaded for the last position are spent
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=2)
    put(state, "sib", 1)
    dice(monkeypatch, 6, 6, 1)
    _, events = apocalytes_turn(state)
    assert "1 Apocalyte moves from Ural into Siberia." in texts(events)


@pytest.mark.parametrize(("die", "moving"), [(1, 1), (2, 1), (3, 3), (4, 3), (5, 5), (6, 5)])
def test_how_many_move_says_why_so_many(monkeypatch: pytest.MonkeyPatch, die: int, moving: int) -> None:
    draws_in_order(monkeypatch)
    state = position()
    put(state, "ura", apoc=6)
    put(state, "sib", 9)
    dice(monkeypatch, die, *[1] * 20)
    _, events = apocalytes_turn(state)
    band = ("1–2: one", "3–4: half, rounded up", "5–6: all but one")[(die - 1) // 2]
    assert f"the die shows {die} ({band}), so {moving} move" in first(events, "how_many").text


def test_a_quarantine_is_asked_and_read_as_holding_failing_or_declined(monkeypatch: pytest.MonkeyPatch) -> None:
    state = at_quarantine(monkeypatch)
    assert ENGINE.prompts(state)[0].task == "decide on a quarantine of Siberia"
    dice(monkeypatch, 6, 6, 5, 4, 3)
    _, events = act(state, 0, "quarantine yes")
    assert "the quarantine holds" in first(events, "quarantine").text
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = at_quarantine(monkeypatch)
    dice(monkeypatch, *[1] * 20)
    _, events = act(state, 0, "quarantine no")
    assert "Ann lets them in: no quarantine of Siberia." in texts(events)
    assert "5 Apocalytes move from Ural into Siberia." in texts(events)
    # the growth makes the zombies seven and the die sends six; Ann's two dice lose to their three
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = at_quarantine(monkeypatch, "zombies")
    dice(monkeypatch, 1, 1, 6, 6, 6, *[1] * 30)
    _, events = act(state, 0, "quarantine yes")
    assert "Ann loses 2 armies, which rise as zombies" in first(events, "quarantine").text
    assert "6 zombies move from Ural into Siberia" in texts(events)
    # five aliens move; Ann's 6 beats their 5, their 4 beats her 1: one each; the lost alien rolls a 3
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = at_quarantine(monkeypatch, "aliens")
    dice(monkeypatch, 6, 1, 5, 4, 3, 3, *[1] * 30)
    _, events = act(state, 0, "quarantine yes")
    assert "(4+ survives)" in first(events, "quarantine").text
    # the die sends half the demons (3); one success each; their re-rolled 1 shows 1
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = at_quarantine(monkeypatch, "demons", rolls=[3])
    dice(monkeypatch, 6, 1, 5, 2, 1, 1, *[1] * 30)
    _, events = act(state, 0, "quarantine yes")
    assert "re-roll their 1" in first(events, "quarantine").text


# --- each scenario's own events ------------------------------------------------------------------------


def test_zombies_the_fallen_rise_and_the_last_zombie_gone_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("zombies", stage="combat")
    put(state, "ura", 3, apoc=3, supplies=1)
    dice(monkeypatch, 1, 1, 1, 6, 6)
    _, events = act(state, 0, "attack ural")
    assert "Ann loses 2 armies, which rise as zombies" in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("zombies", stage="combat", zombie_rise="bitten")
    put(state, "ura", 3, apoc=3, supplies=1)
    dice(monkeypatch, 1, 1, 1, 6, 6)
    state, events = act(state, 0, "attack ural")
    assert "rise" not in first(events, "fight").text
    dice(monkeypatch, 1, 6, 6, 6, *[1] * 10)
    _, events = apocalytes_turn(state)
    assert "which rises as a zombie" in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("zombies", stage="combat")
    state["apoc"][SENTINEL] = 0
    put(state, "ura", 3, apoc=1, supplies=1)
    dice(monkeypatch, 6, 1, 1, 1)
    _, events = act(state, 0, "attack ural")
    assert "Every one of the zombies is gone" in texts(events)


def test_infection_the_infected_cannot_be_killed_turn_the_fallen_and_the_cure_is_found_in_parts(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = position("infection")
    put(state, "ura", 4, apoc=3)
    dice(monkeypatch, *([6, 6, 1, 1, 1] * 3), 1)
    _, events = apocalytes_turn(state)
    assert "the infected cannot be killed" in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("infection")
    put(state, "ura", 4, apoc=3)
    dice(monkeypatch, 1, 1, 6, 6, 6, 1, 1, 6, 6, 6, 1)
    _, events = apocalytes_turn(state)
    assert "who become infected" in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("infection", stage="combat")
    put(state, "ura", 3, apoc=2, supplies=1)
    dice(monkeypatch, 6, 6, 1, 5, 5, 3, 3)
    _, events = act(state, 0, "attack ural")
    assert "Part 1 of 3 of the cure is found" in first(events, "research").text
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("infection")
    state["cure"] = 3
    state["marks"]["sealed"] = ["sib"]
    put(state, "ura", 4, supplies=1)
    _, events = act(state, 0, "move 2 ura sib carry 1")
    assert "Supplies reach sealed Siberia: the territory is open again." in texts(events)


def test_infection_a_spread_with_nowhere_to_go_names_the_territory(monkeypatch: pytest.MonkeyPatch) -> None:
    events = hemmed_in_infected(monkeypatch)
    assert "The infected in Madagascar have no neighbour with armies free of infection" in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("infection")
    put(state, "arg", apoc=1)
    put(state, "ura", 2, apoc=1)
    put(state, "sib", 1)
    dice(monkeypatch, *[1] * 20)
    _, events = apocalytes_turn(state)
    assert "The infected in Argentina have no neighbour" in texts(events)


def test_mutants_aliens_demons_and_the_meteor_read_their_own_events(monkeypatch: pytest.MonkeyPatch) -> None:
    assert "drag 2 supplies along" in texts(mutants_wave(monkeypatch)[1])
    monkeypatch.undo()  # the dice loaded for the last position are spent
    state = position("aliens")
    put(state, "ala", apoc=1, supplies=2)
    dice(monkeypatch, *[1] * 20)
    _, events = apocalytes_turn(state, sentinel=True)
    assert "The mothership is destroyed: no aliens are added." in texts(events)
    monkeypatch.undo()  # the dice loaded for the last position are spent
    assert "the mothership follows them to Siberia" in texts(mothership_moves(monkeypatch)[1])
    monkeypatch.undo()  # the dice loaded for the last position are spent
    draws_in_order(monkeypatch)
    state, events = last_portal_beyond_reach()
    assert "Ann closes the portal in Ural, spending its 6 supplies." in texts(events)
    assert "Only 1 supply is left on the board, too few to close 1 open portal" in texts(events)
    assert "Every demon is gone from the board" in ENGINE.result(state).summary  # the state keeps the phrase
    state = position("meteor")
    put(state, "ura", 3, supplies=8)
    _, events = apocalytes_turn(state)
    assert "the missile is fired and the meteor destroyed!" in texts(events)


def test_aliens_the_mothership_attacked_holds_or_is_destroyed(monkeypatch: pytest.MonkeyPatch) -> None:
    state = unguarded_mothership()
    dice(monkeypatch, 5, 5, 4)
    _, events = act(state, 0, "destroy")
    assert "it holds" in texts(events)
    dice(monkeypatch, 6, 5, 4)
    _, events = act(state, 0, "destroy")
    assert "the mothership is destroyed" in texts(events)


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
