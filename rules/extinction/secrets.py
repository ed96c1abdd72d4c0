"""What a reader may not see: the identifiers of the gene cards other seats hold. Tests (the
engine's, the table's and the Discord layer's) search every output a reader gets for these strings."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from messages import languages, reading
from rules.extinction.data import CARDS
from rules.extinction.state import State
from rules.extinction.vocabulary import card_summary, card_words
from rules.phrases import worded


@cache
def card_strings(card_id: str) -> frozenset[str]:
    """The ways a card could be written out: its id, its name and (but for a predator card, whose
    one word a player announces) its values in words, in every language the bot writes."""
    card = CARDS[card_id]
    found = {card.id, card.name}
    for language in languages():
        with reading(language):
            found.add(str(card_words(card_id)))
            if card.deck != "predator":
                found.add(worded(card_summary(card)))
    if card.deck != "predator":
        found.add(card.summary)
    return frozenset(found)


def hidden_strings(st: State, viewer: int | None) -> set[str]:
    """Strings naming a card some other seat holds, which `viewer` (None: a spectator) must not
    read before the game is over."""
    if st["over"]:
        return set()
    own = set(st["genes"][viewer].values()) if viewer is not None else set()
    return {text for seat, genes in enumerate(st["genes"]) if seat != viewer
            for card in genes.values() if card not in own for text in card_strings(card)}


@cache
def _writings() -> dict[str, set[str]]:
    """Each way of writing a card, longest first, and the cards it may stand for."""
    cards: dict[str, set[str]] = {}
    for card in CARDS:
        for text in card_strings(card):
            cards.setdefault(text, set()).add(card)
    return {text: cards[text] for text in sorted(cards, key=len, reverse=True)}


@lru_cache(maxsize=512)
def _pattern(writings: tuple[str, ...]) -> re.Pattern[str]:
    """One pattern finding any of `writings` as a whole word or value ("×1" is not found in "×1½"),
    the longest first where they overlap."""
    alternatives = "|".join(re.escape(text) for text in writings)
    return re.compile(rf"(?<!\w)(?:{alternatives})(?![½¼¾\w])")


def cards_named(text: str, known: set[str]) -> set[str]:
    """The cards outside `known` (those a reader held) that `text` names by id, name or values; values
    that a known card shares (several cards are "×1") say nothing about which card it is."""
    cards = _writings()
    # Only the writings the text holds at all go into the pattern: it finds what the pattern of every
    # writing would, at a fraction of the cost on a long export.
    present = tuple(writing for writing in cards if writing in text)
    if not present:
        return set()
    allowed = {s for card in known for s in card_strings(card)}
    found = {match[0] for match in _pattern(present).finditer(text)} - allowed
    return {card for writing in found for card in cards[writing] if card not in known}
