"""Reading numbers in typed notation: bounded before anything is built from them (issue 7). Each game words
the refusal in its own terms (tests/messages/test_<game>_in_every_language.py, its rule tests)."""


import pytest

from rules.notation import bounded_number, excerpt, is_number
from tests.support.work import assert_bounded, counted_work


@pytest.mark.parametrize("word", ["²", "①", "-3", "1e9", "3.5", "", "three", "٣"])
def test_anything_but_ascii_digits_is_not_a_number(word):
    assert not is_number(word)
    assert bounded_number(word, 1, 7) is None


@pytest.mark.parametrize("word", ["0", "8", "20000000", "9" * 5000])
def test_numbers_outside_the_range_are_refused_fast(word):
    with counted_work() as work:
        assert bounded_number(word, 1, 7) is None
    assert_bounded(work)
    assert is_number(word)


def test_leading_zeros_are_read():
    assert bounded_number("007", 1, 7) == 7


def test_excerpt_cuts_long_input():
    assert excerpt("x" * 6000) == "x" * 39 + "…"
    assert excerpt("a\nb") == "a b"
