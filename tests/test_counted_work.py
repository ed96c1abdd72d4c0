"""The work counter the refusal tests bound instead of timing them (tests/support/work.py)."""

import pytest

from tests.support.work import REFUSAL_BYTES, REFUSAL_CALLS, assert_bounded, counted_work


def _loop_up_to(number: int) -> int:
    return sum(abs(turn) for turn in range(number))


def test_a_loop_up_to_a_typed_number_is_caught() -> None:
    with counted_work() as small:
        _loop_up_to(10)
    assert_bounded(small)
    with counted_work() as huge:
        _loop_up_to(REFUSAL_CALLS)
    assert huge.calls > REFUSAL_CALLS
    with pytest.raises(AssertionError, match="calls: work grows with the input"):
        assert_bounded(huge)


def test_memory_of_a_typed_number_s_size_is_caught() -> None:
    with counted_work() as work:
        block = bytearray(REFUSAL_BYTES)
    assert len(block) == REFUSAL_BYTES and work.peak_bytes >= REFUSAL_BYTES
    with pytest.raises(AssertionError, match="bytes: work grows with the input"):
        assert_bounded(work)
