"""The compact, seeded random generator every engine keeps inside its state.

A game's whole randomness is two integers (seed, draws), so a saved state replays
exactly and the JSON stays small. Each draw is splitmix64 of the seed and the draw count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _splitmix64(value: int) -> int:
    z = (value + _GOLDEN) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


@dataclass
class Rng:
    seed: int
    draws: int = 0

    def next64(self) -> int:
        self.draws += 1
        return _splitmix64((self.seed + self.draws * _GOLDEN) & _MASK)

    def below(self, bound: int) -> int:
        """A uniform integer in [0, bound), without modulo bias."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next64()
            if value < limit:
                return value % bound

    def die(self, sides: int = 6) -> int:
        return self.below(sides) + 1

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        result = list(items)
        for i in range(len(result) - 1, 0, -1):
            j = self.below(i + 1)
            result[i], result[j] = result[j], result[i]
        return result

    def to_json(self) -> list[int]:
        return [self.seed, self.draws]

    @classmethod
    def from_json(cls, data: list[int]) -> Rng:
        seed, draws = data
        return cls(int(seed), int(draws))
