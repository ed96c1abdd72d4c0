"""Counts with their English nouns (the operators' tools), and a place's ordinal in English from the catalogue."""

from __future__ import annotations

import pytest

from messages import say
from rules.wording import noun_for, plural, plural_of


@pytest.mark.parametrize(("noun", "many"), [
    ("amoeba", "amoebas"), ("army", "armies"), ("supply", "supplies"), ("territory", "territories"),
    ("day", "days"), ("success", "successes"), ("box", "boxes"), ("infected", "infected"),
    ("open portal", "open portals"), ("mutant-only territory", "mutant-only territories"),
])
def test_plural_of_regular_and_unchanging_nouns(noun: str, many: str) -> None:
    assert plural_of(noun) == many


def test_a_count_takes_the_singular_only_for_one() -> None:
    assert plural(1, "territory") == "1 territory"
    assert plural(0, "territory") == "0 territories"
    assert plural(3, "die", "dice") == "3 dice" and noun_for(1, "die", "dice") == "die"


@pytest.mark.parametrize(("n", "place"), [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (14, "14th"), (20, "20th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (100, "100th"), (101, "101st"),
    (102, "102nd"), (111, "111th"), (112, "112th"), (113, "113th"), (121, "121st"), (1001, "1001st"),
])
def test_an_ordinal_takes_st_nd_rd_by_its_last_digit_but_th_in_the_teens(n: int, place: str) -> None:
    assert say("statstext-place", place=n) == place
