"""One source of legality, checked over bot games of every registered game: a move is accepted
(`Engine.play`, the table's path for a member's move) if and only if it is among the seat's legal
actions (the buttons, the panel, autocomplete), and a refused move is refused with a reason.

The candidates at each position are what a member could plausibly type: every seat's listed moves
(so moves that are another's, or of a moment just past), those listed a few positions before, and
each listed move with a number one more or one less, or its last word left off."""

from __future__ import annotations

from collections import deque

import pytest

from games import engine_for, game_keys
from rules.base import Engine, IllegalAction
from tests.rules.test_contract import SEEDS, _positions

EARLIER = 4  # positions whose listed moves are tried again
VARIED_PER_SEAT = 30  # listed moves of a seat varied by a number or a word
# Candidates tried per seat and position, evenly spread over them in order: an Extinction relocation
# lists thousands of moves a position, whose every other seat's and earlier position's moves are tried.
MOST_TRIED = 80


def _varied(notation: str) -> list[str]:
    words = notation.split()
    varied = [" ".join([*words[:i], str(int(word) + step), *words[i + 1:]])
              for i, word in enumerate(words) if word.isdecimal() for step in (-1, 1)]
    return varied + ([" ".join(words[:-1])] if len(words) > 1 else [])


def _accepted(engine: Engine, state: object, seat: int, text: str) -> str | None:
    """The notation `text` is played as at `seat`, or None when it is refused (with a reason)."""
    try:
        notation, _, _ = engine.play(state, seat, text)
    except IllegalAction as refused:
        reason = str(refused)
        assert len(reason.split()) >= 3, f"{text!r} at seat {seat} is refused without a reason: {reason!r}"
        return None
    return notation


@pytest.mark.parametrize("key", game_keys())
@pytest.mark.parametrize("seed", SEEDS)
def test_a_move_is_accepted_exactly_when_it_is_listed(key: str, seed: int) -> None:
    engine = engine_for(key)
    earlier: deque[set[str]] = deque(maxlen=EARLIER)
    for state in _positions(key, seed):
        listed = {seat: {a.notation for a in engine.legal_actions(state, seat)} for seat in range(engine.max_players)}
        everyone = set().union(*listed.values())
        for seat, own in listed.items():
            candidates = everyone.union(*earlier)
            candidates.update(varied for notation in sorted(own)[:VARIED_PER_SEAT] for varied in _varied(notation))
            tried = sorted(candidates)
            for text in tried[::-(-len(tried) // MOST_TRIED)]:
                played = _accepted(engine, state, seat, text)
                if text in own:
                    assert played == text, f"{key}: listed {text!r} at seat {seat} is refused"
                elif played is not None:
                    assert played in own, f"{key}: {text!r} at seat {seat} is accepted as {played!r}, not listed"
        earlier.append(everyone)
