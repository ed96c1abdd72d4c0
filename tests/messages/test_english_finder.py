"""The finder of English left in German and French text (tests/support/english.py), which the games'
whole-game tests in every language rely on: it must find English and let the other languages through."""

from tests.support.english import english_lines, english_words


def test_it_finds_english_words_but_not_german_or_french_ones() -> None:
    assert english_words("Your turn: move, attack or reproduce with one animacule.") == ["Your", "turn", "or", "with"]
    assert english_words("Du bist dran: Bewege, greife an oder vermehre dich mit einer Animacule.") == []
    assert english_words("C’est ton tour : déplace, attaque ou reproduis une animacule.") == []
    assert english_words("Forêt de varech, Nähe, forêt") == [], "a word with an accent is one word"


def test_what_is_typed_and_the_names_given_are_not_read() -> None:
    assert english_words("Tippe `/soup move to north` oder wähle unten.") == []
    assert english_words("Ann the Brave ist dran.", names=["Ann the Brave"]) == []
    assert english_lines(["Zug von Ann.\nIt is your turn.", "It is your turn."]) == \
        ["'It is your turn.': It, is, your, turn"]
