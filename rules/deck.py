"""A deck of cards kept in a game state: a draw pile (top first) and a discard pile.

Shuffles come from the game's own `Rng`, so a saved deck replays exactly. The draw pile's
order is secret in most games: views should show `len(deck)`, never `deck.draw_pile`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Generic, TypedDict, TypeVar

from rules.rng import Rng

T = TypeVar("T")


class DeckJson(TypedDict, Generic[T]):
    """A deck as a game state keeps it."""

    draw: list[T]  # the top card first
    discard: list[T]


@dataclass
class Deck(Generic[T]):
    draw_pile: list[T] = field(default_factory=list)
    discard_pile: list[T] = field(default_factory=list)

    @classmethod
    def shuffled(cls, cards: Iterable[T], rng: Rng) -> Deck[T]:
        """A new deck holding `cards` in an order drawn from `rng`."""
        return cls(rng.shuffled(list(cards)), [])

    def __len__(self) -> int:
        return len(self.draw_pile)

    def draw(self) -> T | None:
        """The top card, removed from the draw pile; None when the pile is empty."""
        if not self.draw_pile:
            return None
        return self.draw_pile.pop(0)

    def discard(self, card: T) -> None:
        self.discard_pile.append(card)

    def reshuffle(self, rng: Rng) -> None:
        """Shuffle the discards back under the draw pile."""
        self.draw_pile.extend(rng.shuffled(self.discard_pile))
        self.discard_pile = []

    def to_json(self) -> DeckJson[T]:
        return {"draw": list(self.draw_pile), "discard": list(self.discard_pile)}

    @classmethod
    def from_json(cls, data: DeckJson[T]) -> Deck[T]:
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("draw"), list)
            or not isinstance(data.get("discard"), list)
        ):
            raise ValueError("a deck is {'draw': [...], 'discard': [...]}")
        return cls(list(data["draw"]), list(data["discard"]))
