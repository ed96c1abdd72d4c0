"""Reading numbers in typed notation: bounded before anything is built from them (issue 7)."""


import pytest

from rules.base import IllegalAction
from rules.notation import excerpt, read_number
from tests.support.work import assert_bounded, counted_work


@pytest.mark.parametrize("word", ["²", "①", "-3", "1e9", "3.5", "", "three", "٣"])
def test_anything_but_ascii_digits_is_not_a_number(word):
    with pytest.raises(IllegalAction, match="use a whole number from 1 to 7"):
        read_number(word, 1, 7, "animacule number")


@pytest.mark.parametrize("word", ["0", "8", "20000000", "9" * 5000])
def test_numbers_outside_the_range_are_refused_fast(word):
    with counted_work() as work, pytest.raises(IllegalAction) as refused:
        read_number(word, 1, 7, "animacule number")
    assert_bounded(work)
    assert "from 1 to 7" in str(refused.value)
    assert len(str(refused.value)) < 200


def test_leading_zeros_are_read():
    assert read_number("007", 1, 7, "animacule number") == 7


def test_excerpt_cuts_long_input():
    assert excerpt("x" * 6000) == "x" * 39 + "…"
    assert excerpt("a\nb") == "a b"
