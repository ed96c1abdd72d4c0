"""The shared English helpers: counts with their nouns, verbs agreeing with a count, ordinals, possessives."""

from __future__ import annotations

import pytest

from rules.wording import a_or_an, agree, counted, noun_for, ordinal, plural, plural_of, possessive


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
    assert counted(1, "infected", "is", "are") == "1 infected is"
    assert counted(2, "supply", "is", "are") == "2 supplies are"
    assert agree(1, "joins", "join") == "joins" and agree(4, "joins", "join") == "join"


def test_possessive_of_a_plural_in_s_and_of_anything_else() -> None:
    assert possessive("the zombies") == "the zombies'"
    assert possessive("the infected") == "the infected's"
    assert possessive("Ann") == "Ann's"


def test_the_indefinite_article_goes_by_the_first_letter() -> None:
    assert a_or_an("Abyssal plain") == "an Abyssal plain" and a_or_an("estuary") == "an estuary"
    assert a_or_an("Kelp forest") == "a Kelp forest"


@pytest.mark.parametrize(("n", "place"), [
    (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (10, "10th"), (11, "11th"), (12, "12th"), (13, "13th"),
    (14, "14th"), (20, "20th"), (21, "21st"), (22, "22nd"), (23, "23rd"), (100, "100th"), (101, "101st"),
    (102, "102nd"), (111, "111th"), (112, "112th"), (113, "113th"), (121, "121st"), (1001, "1001st"),
])
def test_an_ordinal_takes_st_nd_rd_by_its_last_digit_but_th_in_the_teens(n: int, place: str) -> None:
    assert ordinal(n) == place
