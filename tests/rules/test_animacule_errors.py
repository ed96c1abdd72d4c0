"""Animacule Apocalypse: every refusal, with the message the player reads, and proof that a
refused action leaves the state untouched."""

from __future__ import annotations

import random

import pytest

from rules.animacule import ENGINE, AnimaculeState
from rules.base import Action, IllegalAction
from tests.rules.test_animacule_support import STREAM_SEED, act, make_state

SEVEN = [(0, n, sq, "r") for n, sq in enumerate(["a1", "a2", "a3", "a4", "a5", "a6"], start=2)]


def refused(state: AnimaculeState, seat: int, text: str) -> str:
    """The refusal message for `text`; fails if the action was allowed or the state changed."""
    before = ENGINE.dump(state)
    with pytest.raises(IllegalAction) as caught:
        ENGINE.apply(state, seat, Action(text))
    assert ENGINE.dump(state) == before
    return str(caught.value)


# -- reading notation ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "Nothing to read."),
        ("continue now", "`continue` takes nothing after it."),
        ("jump 3 n", "Unknown action `jump`."),
        ("move 3", "`move` needs an animacule number and a direction, like `move 3 n`."),
        ("attack 3 n e", "`attack` needs an animacule number and a direction, like `attack 3 n`."),
        ("split x n", "`x` is not an animacule number: use a whole number from 1 to 7."),
        ("move 8 n", "8 is out of range for an animacule number: use a whole number from 1 to 7."),
        ("move 0 n", "0 is out of range for an animacule number: use a whole number from 1 to 7."),
        ("mate 3 ne", "`ne` is not a direction: use n, e, s or w (north, east, south, west)."),
    ],
)
def test_parse_refusals_name_the_mistake(text: str, message: str) -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 1)
    with pytest.raises(IllegalAction) as caught:
        ENGINE.parse(state, 0, text)
    assert str(caught.value).startswith(message)
    assert refused(state, 0, text).startswith(message)


def test_parse_lists_the_accepted_forms() -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 1)
    with pytest.raises(IllegalAction, match="`move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e`"):
        ENGINE.parse(state, 0, "fly 1 n")


# -- whose decision ---------------------------------------------------------------------------------


def test_not_your_turn() -> None:
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")])
    assert refused(state, 1, "move 1 n") == "It is not your turn now: waiting for Ann to take their turn."


def test_not_your_decision_during_a_mating_offer() -> None:
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")])
    state, _ = act(state, 0, "mate 1 n")
    assert refused(state, 0, "accept") == "It is not your decision now: waiting for Bob to accept or decline."


def test_not_your_decision_during_a_fight() -> None:
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], rolls=[3])
    state, _ = act(state, 0, "attack 1 n")
    assert refused(state, 1, "retreat") == (
        "It is not your decision now: waiting for Ann to continue the fight or retreat."
    )


def test_wrong_kind_of_answer_for_the_prompt() -> None:
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], rolls=[3])
    assert refused(state, 0, "continue") == "There is no fight to continue or retreat from."
    assert refused(state, 0, "decline") == "There is no mating offer to answer."
    fighting, _ = act(state, 0, "attack 1 n")
    assert refused(fighting, 0, "move 1 s") == "You are in a fight: answer `continue` or `retreat` first."
    assert refused(fighting, 0, "accept") == "You are in a fight: answer `continue` or `retreat` first."
    offered, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")]), 0, "mate 1 n")
    assert refused(offered, 1, "move 1 n") == "Answer the mating offer first: `accept` or `decline`."
    assert refused(offered, 1, "retreat") == "Answer the mating offer first: `accept` or `decline`."


def test_game_over_refuses_everything() -> None:
    state = make_state([(0, 1, "c5", "rg"), (1, 1, "c6", "y")], rolls=[1])
    over, _ = act(state, 0, "attack 1 n")
    assert refused(over, 0, "move 1 n") == "The game is over. Ann wins: the last tribe alive."
    with pytest.raises(IllegalAction, match="The game is over"):
        ENGINE.resign(over, 0)
    with pytest.raises(IllegalAction, match="The game is over"):
        ENGINE.skip(over)


def test_no_such_animacule() -> None:
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")])
    assert refused(state, 0, "move 5 n") == "You have no animacule 5."
    assert refused(state, 0, "split 2 n") == "You have no animacule 2."


# -- move ---------------------------------------------------------------------------------------------


def test_move_off_the_board() -> None:
    state = make_state([(0, 3, "c8", "r"), (1, 1, "h1", "y")])
    assert refused(state, 0, "move 3 n") == "Animacule 3 cannot move north: the board ends there."


def test_move_onto_an_animacule_is_not_a_move() -> None:
    state = make_state([(0, 3, "c5", "r"), (0, 4, "d5", "g"), (1, 2, "c6", "y")])
    assert refused(state, 0, "move 3 n") == (
        "Animacule 3 cannot move north: c6 holds Bob's animacule 2. "
        "Moving onto an animacule is an attack (`attack 3 n`)."
    )
    assert refused(state, 0, "move 3 e").startswith("Animacule 3 cannot move east: d5 holds your animacule 4.")


def test_full_animacule_onto_food_refused_by_option() -> None:
    state = make_state([(0, 1, "c5", "rrbb"), (1, 1, "h1", "y")], food={"c6": "g"},
                       options={"full_food": "refused"})
    assert refused(state, 0, "move 1 n") == (
        "Animacule 1 cannot move north: it is full and c6 holds food "
        "(in this game a full animacule may not enter a food square)."
    )


# -- attack -------------------------------------------------------------------------------------------


def test_attack_refusals() -> None:
    state = make_state([(0, 1, "a5", "r"), (0, 2, "b6", "g"), (1, 1, "h1", "y")])
    assert refused(state, 0, "attack 1 w") == "Animacule 1 cannot attack west: the board ends there."
    assert refused(state, 0, "attack 1 n") == "Animacule 1 cannot attack north: there is no animacule on a6."
    assert refused(state, 0, "attack 2 w") == "Animacule 2 cannot attack west: there is no animacule on a6."
    own = make_state([(0, 1, "a5", "r"), (0, 2, "a6", "g"), (1, 1, "h1", "y")])
    assert refused(own, 0, "attack 1 n") == (
        "Animacule 1 cannot attack north: a6 holds your own animacule 2, "
        "and attacking your own is not allowed in this game."
    )


# -- parthenogenesis ------------------------------------------------------------------------------


def test_split_refusals() -> None:
    state = make_state([(0, 2, "c5", "rgb"), (0, 3, "h8", "rgby"), (0, 4, "c6", "r"), (1, 1, "d5", "y")])
    assert refused(state, 0, "split 2 n") == "Animacule 2 has 3 allelomorphs; parthenogenesis needs all 4."
    assert refused(state, 0, "split 3 e") == "Animacule 3 cannot split east: the board ends there."
    assert refused(state, 0, "split 3 n") == "Animacule 3 cannot split north: the board ends there."
    full = make_state([(0, 2, "c5", "rgby"), (0, 4, "c6", "r"), (1, 1, "d5", "y")])
    assert refused(full, 0, "split 2 n") == "Animacule 2 cannot split north: c6 holds your animacule 4."
    assert refused(full, 0, "split 2 e") == "Animacule 2 cannot split east: d5 holds Bob's animacule 1."
    one = make_state([(0, 2, "c5", "r"), (1, 1, "d5", "y")])
    assert refused(one, 0, "split 2 n") == "Animacule 2 has 1 allelomorph; parthenogenesis needs all 4."


def test_split_refused_at_seven_animacules() -> None:
    """Rulebook, Equipment: seven animacules per player at most."""
    state = make_state([(0, 1, "c5", "rgby"), *SEVEN, (1, 1, "h1", "y")])
    assert refused(state, 0, "split 1 n") == "You already have 7 animacules, the most a tribe may have."


# -- allogamy --------------------------------------------------------------------------------------


def test_mate_refusals_about_the_parents() -> None:
    state = make_state([(0, 1, "c5", "rgb"), (0, 2, "e5", "rgby"), (0, 3, "e4", "rgy"),
                        (1, 1, "f5", "yyy"), (1, 2, "h8", "g")])
    assert refused(state, 0, "mate 1 e") == "Animacule 1 has 3 allelomorphs; allogamy needs all 4."
    assert refused(state, 0, "mate 2 n") == "Animacule 2 cannot mate north: there is no animacule on e6."
    assert refused(state, 0, "mate 2 s") == "Your animacule 3 has 3 allelomorphs; allogamy needs both parents full."
    assert refused(state, 0, "mate 2 e") == "Bob's animacule 1 has 3 allelomorphs; allogamy needs both parents full."
    edge = make_state([(0, 1, "h5", "rgby"), (1, 1, "a1", "y")])
    assert refused(edge, 0, "mate 1 e") == "Animacule 1 cannot mate east: the board ends there."


def test_mate_refused_when_the_line_of_four_does_not_fit() -> None:
    """Rulebook, Allogamy: the children take the two squares at the ends of a line of four."""
    near_edge = make_state([(0, 1, "a5", "rgby"), (0, 2, "b5", "rgby"), (1, 1, "h8", "y")])
    assert refused(near_edge, 0, "mate 1 e") == (
        "Animacule 1 cannot mate east: the line of four does not fit, "
        "the child's square west of animacule 1 is off the board."
    )
    far_edge = make_state([(0, 1, "g5", "rgby"), (0, 2, "h5", "rgby"), (1, 1, "a8", "y")])
    assert refused(far_edge, 0, "mate 1 e") == (
        "Animacule 1 cannot mate east: the line of four does not fit, "
        "the child's square east of the partner is off the board."
    )
    blocked = make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "rgby"), (1, 1, "e5", "y")])
    assert refused(blocked, 0, "mate 1 e") == (
        "Animacule 1 cannot mate east: the line of four does not fit, "
        "the child's square e5 holds Bob's animacule 1."
    )


def test_mate_refused_past_seven_animacules() -> None:
    """Rulebook, Equipment: a mating that would give a tribe an 8th animacule is refused."""
    own = [(0, 1, "c5", "rgby"), (0, 2, "d5", "rgby"), (0, 3, "a1", "r"), (0, 4, "a2", "r"),
           (0, 5, "a3", "r"), (0, 6, "a4", "r"), (1, 1, "h1", "y")]
    assert refused(make_state(own), 0, "mate 1 e") == (
        "You have 6 animacules; mating with your own would make 8, more than the 7 a tribe may have."
    )
    mine_full = make_state([(0, 1, "c5", "rgby"), *SEVEN, (1, 1, "d5", "bbgg")])
    assert refused(mine_full, 0, "mate 1 e") == "You already have 7 animacules; your child would be an 8th."
    theirs = [(1, n, sq, "y") for n, sq in enumerate(["h1", "h2", "h3", "h4", "h5", "h6"], start=2)]
    theirs_full = make_state([(0, 1, "c5", "rgby"), (1, 1, "d5", "bbgg"), *theirs])
    assert refused(theirs_full, 0, "mate 1 e") == "Bob already has 7 animacules; their child would be an 8th."


def test_mate_refused_again_after_a_refusal_this_turn() -> None:
    state = make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")])
    state, _ = act(state, 0, "mate 1 n")
    state, _ = act(state, 1, "decline")
    assert refused(state, 0, "mate 1 n") == (
        "Bob already declined mating animacule 1 with their animacule 1 this turn."
    )


# -- resign, skip, new, bot -----------------------------------------------------------------------


def test_resign_refusals() -> None:
    state = make_state([(0, 1, "c5", "r"), (2, 1, "h1", "y")], players=("Ann", "Bob", "Cat"))
    with pytest.raises(IllegalAction, match=r"^Bob is already out of the game\.$"):
        ENGINE.resign(state, 1)
    with pytest.raises(IllegalAction, match=r"^There is no seat 5 in this game\.$"):
        ENGINE.resign(state, 5)


def test_new_refusals() -> None:
    with pytest.raises(IllegalAction, match="needs 2 to 4 players, not 1"):
        ENGINE.new(["Ann"], {}, 1)
    with pytest.raises(IllegalAction, match="needs 2 to 4 players, not 5"):
        ENGINE.new(["A", "B", "C", "D", "E"], {}, 1)
    with pytest.raises(IllegalAction, match="has no option `speed`"):
        ENGINE.new(["A", "B"], {"speed": "fast"}, 1)
    with pytest.raises(IllegalAction, match="Option `first` takes random, creator; `oldest` is not one of them"):
        ENGINE.new(["A", "B"], {"first": "oldest"}, 1)


def test_bot_refuses_when_it_owes_nothing() -> None:
    state = make_state([(0, 1, "c5", "r"), (1, 1, "h1", "y")])
    with pytest.raises(IllegalAction, match="Bob owes no decision now"):
        ENGINE.bot_action(state, 1, random.Random(STREAM_SEED))


def test_legal_actions_and_refusals_agree() -> None:
    """Every candidate notation is either listed as legal (and applies) or refused with a reason."""
    state = make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "rgby"), (0, 3, "c4", "r"),
                        (1, 1, "c6", "bbgg"), (1, 2, "h1", "y")], food={"b5": "g"})
    legal = {a.notation for a in ENGINE.legal_actions(state, 0)}
    for verb in ("move", "attack", "split", "mate"):
        for number in range(1, 8):
            for direction in "nesw":
                text = f"{verb} {number} {direction}"
                if text in legal:
                    ENGINE.apply(state, 0, Action(text))
                else:
                    assert refused(state, 0, text)
