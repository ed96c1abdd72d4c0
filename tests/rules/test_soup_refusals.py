"""One source of legality in Primordial Soup (issue 33, item 3): where a prompt lists a choice per
space, start space or payment, the check that refuses a typed answer is the one the list filters by,
so over bot games a choice is listed exactly when its check finds nothing against it, and the typed
refusal is that check's reason."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from rules.base import IllegalAction
from rules.soup import ENGINE
from rules.soup.data import SQUARES
from rules.soup.division import division_refusal
from rules.soup.environment import payment_refusal
from rules.soup.setup import placement_refusal, start_space_refusal
from rules.soup.state import State
from tests.rules.test_soup_support import legal

SPACES = [*SQUARES, "c3", "z9"]  # every space, the compass island and no space at all


def _positions(seed: int) -> Iterator[tuple[State, str, int]]:
    """Every position of a bot game with the kind of its prompt and the seat owing it."""
    st = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, seed)
    rng = random.Random(seed)
    while not ENGINE.result(st).over:
        (prompt,) = ENGINE.prompts(st)
        yield st, prompt.kind, prompt.seat
        st, _ = ENGINE.apply(st, prompt.seat, ENGINE.bot_action(st, prompt.seat, rng))


def _refused_with(st: State, seat: int, text: str) -> str:
    with pytest.raises(IllegalAction) as refused:
        ENGINE.play(st, seat, text)
    return str(refused.value)


@pytest.mark.parametrize("seed", [0, 1])
def test_each_listed_choice_is_one_its_check_allows_and_a_refusal_gives_the_checks_reason(seed: int) -> None:
    seen = set()
    for st, kind, seat in _positions(seed):
        listed = set(legal(st))
        if kind == "start":
            for space in range(0, 12):
                reason = start_space_refusal(st, space)
                assert (f"start {space}" in listed) == (reason is None)
                if reason is not None and space > 0:
                    assert _refused_with(st, seat, f"start {space}") == reason
        elif kind in ("place", "divide"):
            for sq in SPACES:
                reason = placement_refusal(st, sq) if kind == "place" else division_refusal(st, seat, sq)
                assert (f"{kind} {sq}" in listed) == (reason is None)
                if reason is not None:
                    assert _refused_with(st, seat, f"{kind} {sq}") == reason
        elif kind == "defect":
            task = st["stack"][-1]
            assert task["type"] == "defect"
            for bp in range(1, 12):
                refusal = payment_refusal(st, task, seat, bp)
                assert (f"pay bp {bp}" in listed) == (refusal is None)
                if refusal is not None:
                    assert _refused_with(st, seat, f"pay {bp}") == str(refusal)
        else:
            continue
        seen.add(kind)
    assert {"start", "place", "divide"} <= seen
