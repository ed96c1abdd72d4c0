"""Animacule Apocalypse: one test per rule clause, each naming the rulebook section it checks.

Positions are built by hand (test_animacule_support.make_state) and dice are rigged by
giving the state's RNG a starting point that yields the wanted rolls.
"""

from __future__ import annotations

import pytest

from rules.animacule import BOARD, COLOURS, ENGINE, PER_COLOUR
from rules.base import IllegalAction
from tests.rules.test_animacule_support import act, food_at, kinds, make_state, rolls_in, slots_of, square_of
from tests.support.events import told


def total(state) -> dict[str, int]:
    counts = dict(state.out_of_play)
    for c in state.food.values():
        counts[c] += 1
    for a in state.animacules:
        for c in a.slots:
            counts[c] += 1
    return counts


# -- Setup ------------------------------------------------------------------------------------


def test_setup_four_corners_and_quadrants() -> None:
    """Rulebook, Setup: one animacule per corner holding one allelomorph of its quadrant's colour;
    the other 15 squares of the quadrant hold that colour."""
    state = ENGINE.new(["A", "B", "C", "D"], {"first": "creator"}, 1)
    starts = {(a.seat, a.number): (BOARD.name(a.square), a.slots) for a in state.animacules}
    assert starts == {
        (0, 1): ("a8", ["red"]),
        (1, 1): ("h8", ["green"]),
        (2, 1): ("h1", ["yellow"]),
        (3, 1): ("a1", ["blue"]),
    }
    assert len(state.food) == 60
    assert all(state.food[(c, r)] == "red" for c in range(4) for r in range(4, 8) if (c, r) != (0, 7))
    assert all(state.food[(c, r)] == "green" for c in range(4, 8) for r in range(4, 8) if (c, r) != (7, 7))
    assert all(state.food[(c, r)] == "yellow" for c in range(4, 8) for r in range(0, 4) if (c, r) != (7, 0))
    assert all(state.food[(c, r)] == "blue" for c in range(4) for r in range(4) if (c, r) != (0, 0))
    assert total(state) == dict.fromkeys(COLOURS, PER_COLOUR)
    assert state.out_of_play == dict.fromkeys(COLOURS, 0)


def test_setup_fewer_players_leaves_empty_quadrants_full_of_food() -> None:
    """Rulebook, Setup (with fewer than four players, our reading): seats take the corners
    a8, h8, h1, a1 in order and an empty quadrant holds all 16 of its colour as food."""
    state = ENGINE.new(["A", "B"], {}, 1)
    assert sorted(BOARD.name(a.square) for a in state.animacules) == ["a8", "h8"]
    assert food_at(state, "h1") == "yellow" and food_at(state, "a1") == "blue"
    assert sum(1 for c in state.food.values() if c == "yellow") == 16
    assert sum(1 for c in state.food.values() if c == "blue") == 16
    assert len(state.food) == 62
    three = ENGINE.new(["A", "B", "C"], {}, 1)
    assert sum(1 for c in three.food.values() if c == "blue") == 16


def test_first_player_creator_option() -> None:
    """Rulebook, Turns (the starting player): option first=creator makes seat 0 start."""
    for seed in range(5):
        state = ENGINE.new(["A", "B", "C"], {"first": "creator"}, seed)
        assert state.turn == 0
        assert ENGINE.prompts(state)[0].seat == 0


def test_first_player_random_is_a_logged_roll() -> None:
    """Rulebook, Turns (the starting player): by default a roll of the game's dice picks the
    starter, and the roll is logged with its number."""
    starters = set()
    for seed in range(30):
        state = ENGINE.new(["A", "B", "C", "D"], {}, seed)
        event = state.start_events[0]
        assert event["data"]["roll"] == state.turn + 1
        assert str(event["data"]["roll"]) in event["text"]
        assert state.players[state.turn] in event["text"]
        starters.add(state.turn)
        again = ENGINE.new(["A", "B", "C", "D"], {}, seed)
        assert again.turn == state.turn  # the same seed gives the same starter
    assert starters == {0, 1, 2, 3}


# -- Turns ------------------------------------------------------------------------------------


def test_turns_go_clockwise_in_seat_order() -> None:
    """Rulebook, Turns: players take turns clockwise (seat order), one action each."""
    state = make_state(
        [(0, 1, "a8", "r"), (1, 1, "h8", "g"), (2, 1, "h1", "y")],
        food={"a7": "r", "h7": "g", "h2": "y", "b8": "r"},
        players=("Ann", "Bob", "Cat"),
    )
    state, _ = act(state, 0, "move 1 s")
    assert state.turn == 1 and state.turn_number == 2
    state, _ = act(state, 1, "move 1 s")
    assert state.turn == 2
    state, _ = act(state, 2, "move 1 n")
    assert state.turn == 0 and state.turn_number == 4


def test_turns_skip_extinct_players() -> None:
    """Rulebook, Game ends / Turns: an extinct player's turns are skipped."""
    state = make_state(
        [(0, 1, "a8", "r"), (2, 1, "h1", "y")],
        food={"a7": "r"},
        players=("Ann", "Bob", "Cat"),
    )
    assert state.eliminated == [1]
    state, _ = act(state, 0, "move 1 s")
    assert state.turn == 2


def test_one_animacule_one_action_per_turn() -> None:
    """Rulebook, Turns: a turn affects one animacule with one action; then the turn passes."""
    state = make_state([(0, 1, "c5", "r"), (0, 2, "e5", "r"), (1, 1, "h1", "y")], food={"c6": "r", "e6": "r"})
    state, _ = act(state, 0, "move 1 n")
    assert state.turn == 1
    assert ENGINE.legal_actions(state, 0) == []


# -- Move ---------------------------------------------------------------------------------------


def test_move_onto_food_ingests_into_next_empty_position() -> None:
    """Rulebook, Move: entering a square with an allelomorph ingests it into the next empty position."""
    state = make_state([(0, 3, "c5", "rb"), (1, 1, "h1", "y")], food={"c6": "g"})
    new, events = act(state, 0, "move 3 n")
    assert square_of(new, 0, 3) == "c6"
    assert slots_of(new, 0, 3) == ["red", "blue", "green"]
    assert food_at(new, "c6") is None
    assert kinds(events) == ["move", "ingest"]
    assert events[0].data == {"seat": 0, "animacule": 3, "from": "c5", "to": "c6"}
    assert new.rng.draws == state.rng.draws  # no die was rolled
    assert [BOARD.name(s) for s in new.highlight] == ["c5", "c6"]


def test_move_is_orthogonal_in_four_directions() -> None:
    """Rulebook, Move: one square up, down, left or right."""
    state = make_state([(0, 1, "d4", "r"), (1, 1, "h8", "g")], food={"d5": "r", "e4": "r", "d3": "b", "c4": "b"})
    targets = {}
    for direction in "nesw":
        new, _ = act(state, 0, f"move 1 {direction}")
        targets[direction] = square_of(new, 0, 1)
    assert targets == {"n": "d5", "e": "e4", "s": "d3", "w": "c4"}
    moves = [a.notation for a in ENGINE.legal_actions(state, 0) if a.notation.startswith("move")]
    assert moves == ["move 1 n", "move 1 e", "move 1 s", "move 1 w"]


def test_full_animacule_entering_food_leaves_it_there() -> None:
    """Rulebook, Move (full animacule on a food square, our default full_food=stays): the move is
    allowed, nothing is eaten, no calamity, and the food stays for whoever comes next."""
    state = make_state([(0, 1, "c5", "rrbb"), (0, 2, "a1", "g"), (1, 1, "h1", "y")], food={"c6": "g", "d6": "g"})
    new, events = act(state, 0, "move 1 n")
    assert square_of(new, 0, 1) == "c6"
    assert slots_of(new, 0, 1) == ["red", "red", "blue", "blue"]
    assert food_at(new, "c6") == "green"
    assert new.rng.draws == state.rng.draws
    assert "full" in kinds(events)
    # it walks on; the food is still there and a hungry animacule eats it later
    new.turn = 0
    new, _ = act(new, 0, "move 1 e")
    assert food_at(new, "c6") == "green"


def test_full_animacule_entering_food_refused_option() -> None:
    """Rulebook, Move (option full_food=refused): a full animacule may not enter a food square."""
    state = make_state(
        [(0, 1, "c5", "rrbb"), (1, 1, "h1", "y")], food={"c6": "g"}, options={"full_food": "refused"}
    )
    assert "move 1 n" not in [a.notation for a in ENGINE.legal_actions(state, 0)]
    assert "move 1 e" in [a.notation for a in ENGINE.legal_actions(state, 0)]


def test_move_onto_bare_square_causes_a_calamity() -> None:
    """Rulebook, Move / Calamities: entering an empty square causes a calamity, rolled at once."""
    state = make_state([(0, 1, "c5", "rb"), (1, 1, "h1", "y")], rolls=[1])
    new, events = act(state, 0, "move 1 n")
    assert kinds(events)[:2] == ["move", "calamity"]
    assert rolls_in(events) == [1]
    assert events[1].data == {"roll": 1, "calamity": "nothing"}
    assert new.rng.draws == state.rng.draws + 1


# -- Calamities --------------------------------------------------------------------------------


def test_calamity_rolls_one_and_six_do_nothing() -> None:
    """Rulebook, Calamities table: a roll of 1 or 6 means nothing happens (no further rolls)."""
    for roll in (1, 6):
        state = make_state([(0, 1, "c5", "rb"), (1, 1, "d6", "y")], rolls=[roll])
        new, events = act(state, 0, "move 1 n")
        assert rolls_in(events) == [roll]
        assert slots_of(new, 0, 1) == ["red", "blue"] and slots_of(new, 1, 1) == ["yellow"]
        assert events[1].data == {"roll": roll, "calamity": "nothing"}


def test_sunburst_odd_strikes_only_the_mover() -> None:
    """Rulebook, Calamities roll 2 (Sunburst) with an odd player roll: only the current animacule
    loses every allelomorph of the rolled colour."""
    # calamity 2, colour 2 (red), who 3 (odd)
    state = make_state([(0, 1, "c5", "rbrg"), (1, 1, "d6", "rr")], rolls=[2, 2, 3])
    new, events = act(state, 0, "move 1 n")
    assert rolls_in(events) == [2, 2, 3]
    assert slots_of(new, 0, 1) == ["blue", "green"]  # positions close up
    assert slots_of(new, 1, 1) == ["red", "red"]
    assert new.out_of_play["red"] == state.out_of_play["red"] + 2
    assert told(events, "calamity", "calamity") == ["Sunburst"]


def test_sunburst_even_strikes_every_animacule() -> None:
    """Rulebook, Calamities (player roll even): all players' animacules are affected."""
    state = make_state(
        [(0, 1, "c5", "rbrg"), (0, 2, "a1", "bg"), (1, 1, "d7", "grb")], rolls=[2, 5, 4]
    )  # Sunburst, blue, everyone
    new, events = act(state, 0, "move 1 n")
    assert rolls_in(events) == [2, 5, 4]
    assert slots_of(new, 0, 1) == ["red", "red", "green"]
    assert slots_of(new, 0, 2) == ["green"]
    assert slots_of(new, 1, 1) == ["green", "red"]
    assert new.out_of_play["blue"] == state.out_of_play["blue"] + 3


def test_colour_roll_rerolls_one_and_six() -> None:
    """Rulebook, colour table: a colour roll of 1 or 6 is rolled again; 2 red 3 green 4 yellow 5 blue."""
    state = make_state([(0, 1, "c5", "rygg"), (1, 1, "h1", "y")], rolls=[2, 1, 6, 3, 1])
    new, events = act(state, 0, "move 1 n")
    assert rolls_in(events) == [2, 1, 6, 3, 1]
    assert [e.data for e in events if e.data.get("purpose") == "colour"][:3] == [
        {"roll": 1, "purpose": "colour"}, {"roll": 6, "purpose": "colour"},
        {"roll": 3, "purpose": "colour", "colour": "green"},
    ]
    assert slots_of(new, 0, 1) == ["red", "yellow"]  # green (3) removed from the mover only (1 odd)
    for roll, colour in ((2, "red"), (3, "green"), (4, "yellow"), (5, "blue")):
        s = make_state([(0, 1, "c5", "rgyb"), (1, 1, "h1", "y")], rolls=[2, roll, 1])
        n, _ = act(s, 0, "move 1 n")
        assert colour not in (slots_of(n, 0, 1) or [])
        assert len(slots_of(n, 0, 1) or []) == 3


def test_pestilence_removes_half_of_a_colour_rounded_up_per_animacule() -> None:
    """Rulebook, Calamities roll 3 (Pestilence): half of the rolled colour rounded up, counted per
    animacule (our reading), removed from the highest positions first."""
    state = make_state(
        [(0, 1, "c5", "rbrr"), (0, 2, "a1", "rr"), (1, 1, "e5", "brrg"), (1, 2, "h1", "r")],
        rolls=[3, 2, 2],
    )  # Pestilence, red, everyone
    new, events = act(state, 0, "move 1 n")
    assert rolls_in(events) == [3, 2, 2]
    assert slots_of(new, 0, 1) == ["red", "blue"]  # 3 reds -> 2 removed (positions 4 and 3)
    assert slots_of(new, 0, 2) == ["red"]  # 2 reds -> 1 removed
    assert slots_of(new, 1, 1) == ["blue", "red", "green"]  # 2 reds -> 1 removed, the higher one
    assert slots_of(new, 1, 2) is None  # 1 red -> 1 removed: dead
    assert food_at(new, "h1") == "red"


def test_death_kills_the_mover_and_leaves_position_one_as_food() -> None:
    """Rulebook, Calamities roll 4 (Death): the animacule that caused it dies; its position-1
    allelomorph stays on the square as food, the rest go out of play; no further rolls."""
    state = make_state([(0, 1, "c5", "grby"), (0, 2, "a1", "b"), (1, 1, "h1", "y")], rolls=[4])
    new, events = act(state, 0, "move 1 n")
    assert rolls_in(events) == [4]
    assert slots_of(new, 0, 1) is None
    assert food_at(new, "c6") == "green"
    assert new.out_of_play["red"] == state.out_of_play["red"] + 1
    assert new.out_of_play["green"] == state.out_of_play["green"]
    assert "death" in kinds(events)


def test_famine_odd_and_even() -> None:
    """Rulebook, Calamities roll 5 (Famine): one allelomorph (the highest) from the mover (odd) or
    from every animacule (even)."""
    odd = make_state([(0, 1, "c5", "rgb"), (1, 1, "d7", "yb")], rolls=[5, 1])
    new, _ = act(odd, 0, "move 1 n")
    assert slots_of(new, 0, 1) == ["red", "green"] and slots_of(new, 1, 1) == ["yellow", "blue"]
    even = make_state([(0, 1, "c5", "rgb"), (1, 1, "d7", "yb")], rolls=[5, 6])
    new, events = act(even, 0, "move 1 n")
    assert rolls_in(events) == [5, 6]
    assert slots_of(new, 0, 1) == ["red", "green"] and slots_of(new, 1, 1) == ["yellow"]


def test_positions_close_up_after_a_removal_from_the_middle() -> None:
    """Rulebook, Move / Calamities (our reading): after a removal the remaining allelomorphs close
    up in order, so the next ingestion goes to the next position after them."""
    state = make_state([(0, 1, "c5", "rgrb"), (1, 1, "h1", "y")], food={"c7": "y"}, rolls=[2, 2, 1])
    new, _ = act(state, 0, "move 1 n")
    assert slots_of(new, 0, 1) == ["green", "blue"]
    new.turn = 0
    new, _ = act(new, 0, "move 1 n")
    assert slots_of(new, 0, 1) == ["green", "blue", "yellow"]


def test_calamity_deaths_leave_position_one_as_food() -> None:
    """Rulebook, Calamities (after the calamity): an animacule left with nothing dies and the
    allelomorph from its position 1 stays on its square as food."""
    state = make_state([(0, 1, "c5", "rg"), (1, 1, "f3", "b"), (1, 2, "h1", "y")], rolls=[2, 5, 2])
    new, events = act(state, 0, "move 1 n")  # Sunburst blue, everyone
    assert slots_of(new, 1, 1) is None
    assert food_at(new, "f3") == "blue"
    assert "remains" in kinds(events)


def test_calamity_death_on_a_square_that_holds_food() -> None:
    """Rulebook, Calamities (our reading): a full animacule can sit on food it could not eat; if it
    then dies there, its position-1 allelomorph goes out of play (one allelomorph per square)."""
    state = make_state(
        [(0, 1, "c5", "rg"), (1, 1, "f3", "bbbb"), (1, 2, "h1", "y")], food={"f3": "r"}, rolls=[2, 5, 2]
    )
    new, _ = act(state, 0, "move 1 n")
    assert slots_of(new, 1, 1) is None
    assert food_at(new, "f3") == "red"
    assert new.out_of_play["blue"] == state.out_of_play["blue"] + 4
    assert total(new) == dict.fromkeys(COLOURS, PER_COLOUR)


def test_calamity_can_make_a_player_extinct() -> None:
    """Rulebook, Goal: a player whose animacules are all gone is extinct and out of the game."""
    state = make_state(
        [(0, 1, "c5", "rg"), (1, 1, "f3", "b"), (2, 1, "h1", "y")], players=("Ann", "Bob", "Cat"), rolls=[2, 5, 2]
    )
    new, events = act(state, 0, "move 1 n")
    assert new.eliminated == [1]
    assert "extinct" in kinds(events)
    assert new.turn == 2  # Bob's turn is skipped
    assert not ENGINE.result(new).over


def test_everyone_extinct_at_once_is_a_draw() -> None:
    """Rulebook, Game ends (our reading): if the last tribes die together, the game is over with no winner."""
    state = make_state([(0, 1, "c5", "b"), (1, 1, "f3", "b")], rolls=[2, 5, 4])
    new, events = act(state, 0, "move 1 n")
    result = ENGINE.result(new)
    assert result.over and result.winners == ()
    assert "draw" in result.summary.lower()
    assert ENGINE.prompts(new) == []
    assert kinds(events)[-1] == "game_over"


# -- Attack --------------------------------------------------------------------------------------


def fight(rolls, attacker="rgb", defender="yb", **kw):
    return make_state([(0, 1, "c5", attacker), (1, 2, "c6", defender), (1, 1, "h1", "y")], rolls=rolls, **kw)


def test_attack_odd_roll_hurts_the_defender() -> None:
    """Rulebook, Attack: an odd roll removes the defender's highest allelomorph."""
    new, events = act(fight([3]), 0, "attack 1 n")
    assert rolls_in(events) == [3]
    assert slots_of(new, 1, 2) == ["yellow"]
    assert slots_of(new, 0, 1) == ["red", "green", "blue"]
    assert square_of(new, 0, 1) == "c5"
    assert new.out_of_play["blue"] == fight([3]).out_of_play["blue"] + 1


def test_attack_even_roll_hurts_the_attacker() -> None:
    """Rulebook, Attack: an even roll removes the attacker's own highest allelomorph (out of play)."""
    state = fight([2])
    new, _ = act(state, 0, "attack 1 n")
    assert slots_of(new, 0, 1) == ["red", "green"]
    assert slots_of(new, 1, 2) == ["yellow", "blue"]
    assert new.out_of_play["blue"] == state.out_of_play["blue"] + 1


def test_after_the_first_roll_the_attacker_may_continue_or_retreat() -> None:
    """Rulebook, Attack: after the first roll the attacker may retreat before any further roll."""
    new, _ = act(fight([3]), 0, "attack 1 n")
    prompt = ENGINE.prompts(new)
    assert [(p.seat, p.kind) for p in prompt] == [(0, "fight")]
    assert [a.notation for a in ENGINE.legal_actions(new, 0)] == ["continue", "retreat"]
    assert ENGINE.legal_actions(new, 1) == []
    assert new.turn == 0


def test_retreat_ends_the_turn_on_the_starting_square() -> None:
    """Rulebook, Attack: a retreating attacker goes back to its square and the turn ends."""
    new, _ = act(fight([3]), 0, "attack 1 n")
    draws = new.rng.draws
    done, events = act(new, 0, "retreat")
    assert square_of(done, 0, 1) == "c5"
    assert done.pending is None and done.turn == 1
    assert done.rng.draws == draws
    assert kinds(events)[0] == "retreat"


def test_continue_rolls_again() -> None:
    """Rulebook, Attack: fighting on means another roll."""
    new, _ = act(fight([3, 2]), 0, "attack 1 n")
    new, events = act(new, 0, "continue")
    assert rolls_in(events) == [2]
    assert slots_of(new, 0, 1) == ["red", "green"]
    assert new.pending is not None and new.pending["kind"] == "fight" and new.pending["rolls"] == [3, 2]


def test_killing_the_defender_moves_in_and_takes_the_spoils() -> None:
    """Rulebook, Attack: the victor moves into the dead defender's square and adds the defender's
    last allelomorph as the spoils of victory."""
    state = fight([1, 5])
    s1, _ = act(state, 0, "attack 1 n")
    s2, events = act(s1, 0, "continue")
    assert slots_of(s2, 1, 2) is None
    assert square_of(s2, 0, 1) == "c6"
    assert slots_of(s2, 0, 1) == ["red", "green", "blue", "yellow"]
    assert "victory" in kinds(events)
    assert s2.pending is None and s2.turn == 1
    assert [BOARD.name(s) for s in s2.highlight] == ["c5", "c6"]
    assert total(s2) == dict.fromkeys(COLOURS, PER_COLOUR)


def test_full_victor_leaves_the_spoils_as_food() -> None:
    """Rulebook, Attack (our reading): a victor with four allelomorphs cannot hold the spoils;
    they stay on the conquered square as food (out of play if it already holds food)."""
    state = fight([5], attacker="rgbb", defender="y")
    new, _ = act(state, 0, "attack 1 n")
    assert square_of(new, 0, 1) == "c6"
    assert slots_of(new, 0, 1) == ["red", "green", "blue", "blue"]
    assert food_at(new, "c6") == "yellow"
    on_food = make_state(
        [(0, 1, "c5", "rgbb"), (1, 2, "c6", "yyyy"), (1, 1, "h1", "y")], food={"c6": "g"}, rolls=[1, 3, 5, 1]
    )
    s = on_food
    s, _ = act(s, 0, "attack 1 n")
    for _ in range(3):
        s, _ = act(s, 0, "continue")
    assert slots_of(s, 1, 2) is None and food_at(s, "c6") == "green"
    assert s.out_of_play["yellow"] == on_food.out_of_play["yellow"] + 4


def test_attacker_killed_in_the_fight() -> None:
    """Rulebook, Attack (our reading): an attacker that loses its last allelomorph dies on its own
    square, leaving that allelomorph as food; the defender stays put and the turn ends."""
    state = fight([2], attacker="g", defender="yb")
    new, events = act(state, 0, "attack 1 n")
    assert slots_of(new, 0, 1) is None
    assert food_at(new, "c5") == "green"
    assert square_of(new, 1, 2) == "c6" and slots_of(new, 1, 2) == ["yellow", "blue"]
    assert new.pending is None
    assert "extinct" in kinds(events)
    assert ENGINE.result(new).winners == (1,)


def test_attacking_own_animacules_is_an_option() -> None:
    """Rulebook, Attack ("another animacule"): by default only other players' animacules
    (option attack_own=no); attack_own=yes allows attacking your own."""
    pieces = [(0, 1, "c5", "rg"), (0, 2, "c6", "b"), (1, 1, "h1", "y")]
    state = make_state(pieces)
    assert "attack 1 n" not in [a.notation for a in ENGINE.legal_actions(state, 0)]
    state = make_state(pieces, options={"attack_own": "yes"}, rolls=[3])
    assert "attack 1 n" in [a.notation for a in ENGINE.legal_actions(state, 0)]
    new, _ = act(state, 0, "attack 1 n")
    assert slots_of(new, 0, 2) is None and square_of(new, 0, 1) == "c6"
    assert slots_of(new, 0, 1) == ["red", "green", "blue"]


def test_killing_the_last_animacule_of_the_last_rival_wins() -> None:
    """Rulebook, Game ends: when only one player's animacules remain, that player wins."""
    state = make_state([(0, 1, "c5", "rg"), (1, 1, "c6", "y")], rolls=[1])
    new, events = act(state, 0, "attack 1 n")
    result = ENGINE.result(new)
    assert result.over and result.winners == (0,)
    assert result.summary == "Ann wins: the last tribe alive."
    assert ENGINE.prompts(new) == [] and ENGINE.legal_actions(new, 0) == []
    assert kinds(events)[-2:] == ["extinct", "game_over"]


# -- Parthenogenesis ------------------------------------------------------------------------------


def test_parthenogenesis_splits_positions_three_and_four_into_a_child() -> None:
    """Rulebook, Parthenogenesis: a full animacule places a child on an adjacent square; the child
    takes positions 3 and 4 as its 1 and 2, the parent keeps 1 and 2."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "h1", "y")])
    new, events = act(state, 0, "split 1 e")
    assert slots_of(new, 0, 1) == ["red", "green"]
    assert square_of(new, 0, 2) == "d5" and slots_of(new, 0, 2) == ["blue", "yellow"]
    assert new.rng.draws == state.rng.draws  # a bare square is no calamity for a newborn
    assert kinds(events) == ["split"]
    assert new.turn == 1


def test_parthenogenesis_child_ingests_food() -> None:
    """Rulebook, Parthenogenesis: a child born on an allelomorph ingests it at once."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "h1", "y")], food={"c4": "b"})
    new, events = act(state, 0, "split 1 s")
    assert slots_of(new, 0, 2) == ["blue", "yellow", "blue"]
    assert food_at(new, "c4") is None
    assert kinds(events) == ["split", "ingest"]


def test_adjacent_means_orthogonal_for_splitting_and_mating() -> None:
    """Rulebook, Parthenogenesis and Allogamy ("adjacent"; see Interpretations): a child goes north,
    east, south or west of its parent, and a full animacule diagonal to another is no partner."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "d6", "rgby"), (1, 1, "h1", "y")])
    offered = [a.notation for a in ENGINE.legal_actions(state, 0)]
    assert [n for n in offered if n.startswith("split 1")] == ["split 1 n", "split 1 e", "split 1 s", "split 1 w"]
    assert not [n for n in offered if n.startswith("mate")]
    with pytest.raises(IllegalAction, match="not a direction"):
        act(state, 0, "mate 1 ne")


def test_a_player_with_a_legal_action_cannot_pass() -> None:
    """Rulebook, Turns (one of three actions; see Interpretations): there is no voluntary pass, even
    when the only moves left step onto bare squares."""
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")])
    offered = [a.notation for a in ENGINE.legal_actions(state, 0)]
    assert offered == ["move 1 n", "move 1 e", "move 1 s", "move 1 w"]
    with pytest.raises(IllegalAction, match="Unknown action `pass`"):
        act(state, 0, "pass")


def test_child_takes_the_lowest_free_number() -> None:
    """Rulebook, Equipment (seven animacules per player; numbering is ours): a newborn takes the
    lowest number its owner has free."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "a1", "r"), (0, 4, "a3", "r"), (1, 1, "h1", "y")])
    new, _ = act(state, 0, "split 1 n")
    assert square_of(new, 0, 3) == "c6"


# -- Allogamy ---------------------------------------------------------------------------------------


def test_allogamy_with_own_partner_makes_a_line_of_four() -> None:
    """Rulebook, Allogamy: children outside the parents in a line of four; your child takes each
    parent's 3rd allelomorph, the other child each parent's 4th (own parent's first, our reading);
    with your own partner there is no consent and you lose your next turn."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "bbrg"), (1, 1, "h1", "y")], food={"h2": "y"})
    new, events = act(state, 0, "mate 1 e")
    assert slots_of(new, 0, 1) == ["red", "green"] and slots_of(new, 0, 2) == ["blue", "blue"]
    assert square_of(new, 0, 3) == "b5" and slots_of(new, 0, 3) == ["blue", "red"]
    assert square_of(new, 0, 4) == "e5" and slots_of(new, 0, 4) == ["green", "yellow"]
    assert new.lost_turns == [1, 0]
    assert new.turn == 1 and new.pending is None
    assert [BOARD.name(s) for s in new.highlight] == ["b5", "c5", "d5", "e5"]
    assert "lose_turn" in kinds(events)
    # Ann's next turn is lost: after Bob moves it is Bob again
    new, events = act(new, 1, "move 1 n")
    assert new.turn == 1 and new.lost_turns == [0, 0]
    assert "lost_turn" in kinds(events)


def test_allogamy_with_another_player_needs_consent() -> None:
    """Rulebook, Allogamy: mating with another player's animacule needs their consent (a prompt to them)."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")])
    new, events = act(state, 0, "mate 1 n")
    assert [(p.seat, p.kind) for p in ENGINE.prompts(new)] == [(1, "mate")]
    assert [a.notation for a in ENGINE.legal_actions(new, 1)] == ["accept", "decline"]
    assert [a.tone for a in ENGINE.legal_actions(new, 1)] == ["yes", "no"]
    assert ENGINE.legal_actions(new, 0) == []
    assert kinds(events) == ["mate_offer"]
    assert slots_of(new, 0, 1) == ["red", "green", "blue", "yellow"]  # nothing happens before consent


def test_allogamy_accepted_gives_each_player_a_child_and_costs_the_partner_a_turn() -> None:
    """Rulebook, Allogamy: your child (your colour) beside your animacule, theirs beside theirs;
    the consenting player loses their next turn, the proposer does not."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbrg"), (1, 2, "h1", "y")], food={"c7": "r"})
    new, _ = act(state, 0, "mate 1 n")
    new, events = act(new, 1, "accept")
    assert square_of(new, 0, 2) == "c4" and slots_of(new, 0, 2) == ["blue", "red"]
    assert square_of(new, 1, 3) == "c7" and slots_of(new, 1, 3) == ["green", "yellow", "red"]
    assert slots_of(new, 0, 1) == ["red", "green"] and slots_of(new, 1, 1) == ["blue", "blue"]
    assert kinds(events)[:2] == ["mate_accept", "mate"]
    assert "ingest" in kinds(events)  # the child on c7 ingested the food
    assert kinds(events)[-1] == "lost_turn"  # Bob's turn comes next and is lost
    assert new.turn == 0 and new.lost_turns == [0, 0]  # so Ann plays again


def test_allogamy_declined_lets_the_proposer_choose_again() -> None:
    """Rulebook, Allogamy (our reading of a refusal): the proposer's turn goes on and they choose
    another action; the same offer cannot be repeated this turn."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")])
    new, _ = act(state, 0, "mate 1 n")
    new, events = act(new, 1, "decline")
    assert [(p.seat, p.kind) for p in ENGINE.prompts(new)] == [(0, "turn")]
    assert new.turn_number == state.turn_number
    legal = [a.notation for a in ENGINE.legal_actions(new, 0)]
    assert "mate 1 n" not in legal and "split 1 s" in legal
    assert kinds(events) == ["mate_decline"]


def test_declined_offer_is_allowed_again_next_turn() -> None:
    """Rulebook, Allogamy (our reading): a refusal only blocks the same offer for the rest of the turn."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "a1", "r"), (1, 1, "c6", "bbry"), (1, 2, "h1", "y")],
                       food={"a2": "r", "h2": "y"})
    new, _ = act(state, 0, "mate 1 n")
    new, _ = act(new, 1, "decline")
    new, _ = act(new, 0, "move 2 n")
    new, _ = act(new, 1, "move 2 n")
    assert "mate 1 n" in [a.notation for a in ENGINE.legal_actions(new, 0)]
    assert new.declined == []


def test_allogamy_children_ingest_food() -> None:
    """Rulebook, Allogamy: a child created on an allelomorph ingests it at once."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "bbrg"), (1, 1, "h1", "y")],
                       food={"b5": "g", "e5": "r"})
    new, _ = act(state, 0, "mate 1 e")
    assert slots_of(new, 0, 3) == ["blue", "red", "green"]
    assert slots_of(new, 0, 4) == ["green", "yellow", "red"]
    assert not new.food


def test_lost_turns_accumulate_and_vanish_with_extinction() -> None:
    """Rulebook, Allogamy (lost turns; our reading): each accepted mating costs one turn; an
    eliminated player's pending lost turns are dropped."""
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y"), (2, 1, "a1", "b")], players=("Ann", "Bob", "Cat"),
                       food={"c6": "r"}, lost_turns=[0, 2, 0])
    new, events = act(state, 0, "move 1 n")
    assert new.turn == 2 and new.lost_turns == [0, 1, 0]
    assert "lost_turn" in kinds(events)
    gone, _ = ENGINE.resign(new, 1)
    assert gone.lost_turns == [0, 0, 0]


# -- No legal action, stalemate -------------------------------------------------------------------

STUCK_ANN = [(0, 1, "a8", "r"), (0, 2, "b8", "r"), (0, 3, "a7", "r"), (0, 4, "c8", "rrgg"),
             (0, 5, "b7", "rrgg"), (0, 6, "c7", "rrgg"), (0, 7, "a6", "rrgg")]
STUCK_ANN_FOOD = {"d8": "b", "d7": "b", "c6": "b", "b6": "b", "a5": "b"}
STUCK_BOB = [(1, 1, "h1", "y"), (1, 2, "g1", "y"), (1, 3, "h2", "y"), (1, 4, "f1", "yybb"),
             (1, 5, "g2", "yybb"), (1, 6, "f2", "yybb"), (1, 7, "h3", "yyrr")]
STUCK_BOB_FOOD = {"e1": "g", "e2": "g", "f3": "g", "g3": "g", "h4": "g"}


def test_player_without_a_legal_action_passes_automatically() -> None:
    """Rulebook, Turns (our rule so no game can hang): a player with no legal action on their turn
    passes, with an event saying so."""
    state = make_state([*STUCK_ANN, (1, 1, "e4", "y")], food={**STUCK_ANN_FOOD, "e5": "y"},
                       turn=1, options={"full_food": "refused"})
    new, events = act(state, 1, "move 1 n")
    assert "pass" in kinds(events)
    assert new.turn == 1 and ENGINE.prompts(new)[0].seat == 1
    assert ENGINE.legal_actions(new, 1)


def test_nobody_able_to_act_is_a_draw() -> None:
    """Rulebook, Game ends (our rule): if no remaining player can act, the game ends in a draw."""
    state = make_state([*STUCK_ANN, *STUCK_BOB, (2, 1, "d4", "r")],
                       food={**STUCK_ANN_FOOD, **STUCK_BOB_FOOD}, players=("Ann", "Bob", "Cat"),
                       turn=2, options={"full_food": "refused"})
    assert ENGINE.legal_actions(state, 2)
    new, events = ENGINE.resign(state, 2)
    assert kinds(events).count("pass") == 2
    assert "stalemate" in kinds(events)
    result = ENGINE.result(new)
    assert result.over and result.winners == ()
    assert ENGINE.prompts(new) == []


# -- Resign and skip --------------------------------------------------------------------------------


def test_resign_removes_the_tribe_leaving_position_one_as_food() -> None:
    """Resignation (our rule): the tribe leaves; each animacule's position-1 allelomorph stays on its
    square as food, the rest go out of play; the turn moves on."""
    state = make_state([(0, 1, "c5", "rgb"), (1, 1, "e5", "yb"), (1, 2, "h1", "y"), (2, 1, "a1", "b")],
                       players=("Ann", "Bob", "Cat"), turn=1)
    before = ENGINE.dump(state)
    new, events = ENGINE.resign(state, 1)
    assert ENGINE.dump(state) == before
    assert [a.seat for a in new.animacules] == [0, 2]
    assert food_at(new, "e5") == "yellow" and food_at(new, "h1") == "yellow"
    assert new.out_of_play["blue"] == state.out_of_play["blue"] + 1
    assert new.eliminated == [1]
    assert new.turn == 2
    assert kinds(events)[0] == "resign"
    assert total(new) == dict.fromkeys(COLOURS, PER_COLOUR)


def test_resign_of_one_of_two_ends_the_game() -> None:
    """Game ends: when the only rival resigns, the remaining player wins."""
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")])
    new, events = ENGINE.resign(state, 0)
    assert ENGINE.result(new).winners == (1,)
    assert kinds(events)[-1] == "game_over"


def test_resign_settles_pending_decisions() -> None:
    """Resignation (our rule): a fight of the resigner ends as a retreat; an offer to the resigner
    is declined and the proposer chooses again; the resigner's own offer lapses; a resigning
    defender ends the fight and the attacker's turn."""
    three = ("Ann", "Bob", "Cat")
    base = [(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry"), (2, 1, "h1", "y")]
    # Ann (attacker) resigns mid-fight
    s = make_state(base, players=three, rolls=[3])
    s, _ = act(s, 0, "attack 1 n")
    s, _ = ENGINE.resign(s, 0)
    assert s.pending is None and s.turn == 1 and s.eliminated == [0]
    # Bob (defender) resigns mid-fight: Ann's turn is spent
    s = make_state(base, players=three, rolls=[3])
    s, _ = act(s, 0, "attack 1 n")
    s, _ = ENGINE.resign(s, 1)
    assert s.pending is None and s.turn == 2 and slots_of(s, 0, 1) == ["red", "green", "blue", "yellow"]
    # Bob resigns instead of answering Ann's offer: Ann chooses again
    s = make_state(base, players=three)
    s, _ = act(s, 0, "mate 1 n")
    s, events = ENGINE.resign(s, 1)
    assert [(p.seat, p.kind) for p in ENGINE.prompts(s)] == [(0, "turn")]
    assert "mate_decline" in kinds(events)
    # Ann resigns while her offer waits for Bob: it lapses and Bob plays
    s = make_state(base, players=three)
    s, _ = act(s, 0, "mate 1 n")
    s, events = ENGINE.resign(s, 0)
    assert s.pending is None and s.turn == 1 and "mate_lapse" in kinds(events)


def test_skip_passes_each_kind_of_prompt_passively() -> None:
    """Admin skip (our rule): a turn passes, a fight retreats, a mating offer is declined."""
    base = [(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")]
    s = make_state(base)
    new, events = ENGINE.skip(s)
    assert new.turn == 1 and [(e.kind, e.data) for e in events][:1] == [("skip", {"seat": 0})]
    s = make_state(base, rolls=[3])
    s, _ = act(s, 0, "attack 1 n")
    new, events = ENGINE.skip(s)
    assert new.pending is None and new.turn == 1 and "retreat" in kinds(events)
    s = make_state(base)
    s, _ = act(s, 0, "mate 1 n")
    new, events = ENGINE.skip(s)
    assert new.pending is None and new.turn == 0 and "mate_decline" in kinds(events)


def test_every_roll_is_in_the_log_with_its_number() -> None:
    """Engine contract: each die roll appears in an event's data and text."""
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "h1", "y")], rolls=[3, 1, 6, 4, 2])
    new, events = act(state, 0, "move 1 n")
    rolled = [e for e in events if "roll" in e.data]
    assert [e.data["roll"] for e in rolled] == [3, 1, 6, 4, 2]
    for e in rolled:
        assert str(e.data["roll"]) in e.text
    assert new.rng.draws == state.rng.draws + 5


def test_action_notation_round_trips_through_parse() -> None:
    """Engine contract: parsing an action's notation gives back an equal action."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "bbry"), (1, 1, "c6", "y")], food={"b5": "r"})
    for action in ENGINE.legal_actions(state, 0):
        assert ENGINE.parse(state, 0, action.notation) == action
        assert ENGINE.parse(state, 0, action.notation.upper()) == action
        assert 0 < len(action.label) <= 80
    assert ENGINE.parse(state, 0, "Move 2 North").notation == "move 2 n"
    assert ENGINE.parse(state, 0, "2 e").notation == "move 2 e"


def test_fight_texts_explain_their_numbers_and_name_an_own_animacule_as_such() -> None:
    """Issue 8: the fight prompt and buttons say what the bracketed numbers count; attack and move
    buttons name directions the same way; attacking one's own animacule (option) says so."""
    s = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbr")], rolls=[3])
    labels = {a.notation: a.label for a in ENGINE.legal_actions(s, 0)}
    assert labels["attack 1 n"] == "Attack 1 north: Bob's 1 on c6 (4 v 3 allelomorphs)"
    fight, _ = act(s, 0, "attack 1 n")
    (prompt,) = ENGINE.prompts(fight)
    # the first roll has already taken one allelomorph from one side
    assert prompt.text.startswith("your animacule 1 (")
    assert "allelomorphs) is fighting Bob's animacule 1 (" in prompt.text
    assert prompt.text.endswith(" allelomorphs): continue or retreat?")
    own = make_state([(0, 1, "c5", "rgby"), (0, 2, "c6", "bb"), (1, 1, "h1", "g")], rolls=[3],
                     options={"attack_own": "yes"})
    assert {a.label for a in ENGINE.legal_actions(own, 0)} >= {"Attack 1 north: your own 2 on c6 (4 v 2 allelomorphs)"}
    own_fight, _ = act(own, 0, "attack 1 n")
    assert "is fighting your own animacule 2 (" in ENGINE.prompts(own_fight)[0].text
