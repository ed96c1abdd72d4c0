"""Tests for the generic deck kept in a game state."""

import pytest

from rules.deck import Deck
from rules.rng import Rng


def test_shuffled_deck_holds_every_card_once_in_a_seeded_order() -> None:
    deck = Deck.shuffled(range(11), Rng(7))
    assert sorted(deck.draw_pile) == list(range(11))
    assert Deck.shuffled(range(11), Rng(7)) == deck
    assert Deck.shuffled(range(11), Rng(8)) != deck


def test_draw_takes_from_the_top_until_empty() -> None:
    deck: Deck[str] = Deck(["a", "b"])
    assert deck.draw() == "a" and len(deck) == 1
    assert deck.draw() == "b" and deck.draw() is None


def test_discard_and_reshuffle_under_the_pile() -> None:
    deck: Deck[int] = Deck([1])
    deck.discard(2)
    deck.discard(3)
    deck.reshuffle(Rng(1))
    assert deck.draw_pile[0] == 1 and sorted(deck.draw_pile) == [1, 2, 3] and deck.discard_pile == []


def test_json_round_trip_and_bad_data() -> None:
    deck = Deck([3, 1], [2])
    assert Deck.from_json(deck.to_json()) == deck
    with pytest.raises(ValueError, match="draw"):
        Deck.from_json({"draw": 3})  # type: ignore[typeddict-item]
