"""Worlds a seat cannot tell from the real one, for the strong bot's search (Engine.determinize).

What a seat cannot see: the other seats' gene cards, the order of the gene decks and of the
environment pile. A world deals those again at random from the cards the seat has not seen, keeping
what everyone has seen: a species that announced a predator type holds a predator card of that type,
and one that showed defence words holds a defence card with those words. (What a species showed
it lacks, a failed defence, is not kept: the world may give it a card it could not hold.)
"""

from __future__ import annotations

import random

from rules.dictengine import copy_state
from rules.extinction.data import CARDS
from rules.extinction.state import State

_RETRIES = 20  # a deal that strands a constrained seat is dealt again (the real deal shows one always exists)


def sample_world(st: State, seat: int, seed: int) -> State:
    """A copy of `st` with the hidden cards dealt again from `seat`'s point of view and the generator
    reseeded with `seed`."""
    world = copy_state(st)
    world["rng"] = [seed, 0]
    rng = random.Random(seed)
    others = [s for s in range(len(st["players"])) if s != seat]
    for deck, pile in st["decks"].items():
        holders = [s for s in others if deck in st["genes"][s]]
        unseen = sorted([st["genes"][s][deck] for s in holders] + list(pile))  # sorted: where each card was is hidden
        dealt = _deal(st, deck, holders, unseen, rng)
        for holder, card in dealt.items():
            world["genes"][holder][deck] = card
        world["decks"][deck] = [card for card in unseen if card not in dealt.values()]
        rng.shuffle(world["decks"][deck])
    world["environment"] = sorted(st["environment"])
    rng.shuffle(world["environment"])
    return world


def _deal(st: State, deck: str, holders: list[int], unseen: list[str], rng: random.Random) -> dict[int, str]:
    """One card of `deck` for each holder, drawn from `unseen` and fitting what the holder has shown."""
    for _ in range(_RETRIES):
        left = rng.sample(unseen, len(unseen))
        dealt: dict[int, str] = {}
        for holder in sorted(holders, key=lambda h: -len(_shown(st, h, deck))):  # the most constrained first
            fits = [card for card in left if _fits(card, _shown(st, holder, deck))]
            if not fits:
                break
            dealt[holder] = fits[0]
            left.remove(fits[0])
        else:
            return dealt
    return dict(zip(holders, rng.sample(unseen, len(holders)), strict=True))  # never the real cards: no peeking


def _shown(st: State, holder: int, deck: str) -> tuple[str, ...]:
    revealed = st["revealed"][holder]
    if deck == "predator":
        return (revealed["predator"],) if revealed["predator"] else ()
    if deck == "defense":
        return tuple(revealed["defense"])
    return ()


def _fits(card: str, shown: tuple[str, ...]) -> bool:
    return all(word in CARDS[card].words for word in shown)
