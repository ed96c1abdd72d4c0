"""Extinction's nouns as phrases, worded in the reader's language (messages/*/extinction.ftl): the
actions on the spinner, habitats, barrier kinds, gene decks and cards, environment cards, changes,
predator types and causes of extinction, each chosen in the catalogue by its stable key, and the
gene cards' values and a genotype in words built from them."""

from __future__ import annotations

from rules.extinction.data import BARRIERS, CARDS, CHANGE_NAMES, DECK_ORDER, GeneCard, fraction_text
from rules.phrases import SEMICOLON, Kept, Phrase, Said, joined, listed


def action_words(act: str) -> Phrase:
    """An action on the spinner by its key: Reproduce, Migrate."""
    return Phrase.of("extinction-action", action=act)


def habitat_words(habitat: str) -> Phrase:
    """A habitat as a sentence names it: woodland."""
    return Phrase.of("extinction-habitat", habitat=habitat)


def barrier_words(kind: str) -> Phrase:
    """A barrier kind as a label names it: City."""
    return Phrase.of("extinction-barrier-name", kind=kind)


def barriers_words(kind: str) -> Phrase:
    """A barrier kind in the plural: cities."""
    return Phrase.of("extinction-barrier-plural", kind=kind)


def deck_words(deck: str) -> Phrase:
    """A gene deck by its key: Prey Defense."""
    return Phrase.of("extinction-deck", deck=deck)


def card_words(card_id: str) -> Phrase:
    """A gene card's name by its id: Forest Rover."""
    return Phrase.of("extinction-card-name", card=card_id)


def environment_words(card_id: str) -> Phrase:
    """An environment card's name by its id: Drought (30 %)."""
    return Phrase.of("extinction-environment-card", card=card_id)


def change_words(kind: str) -> Phrase:
    """An environmental change by its kind, as a sentence names it: cold wave."""
    return Phrase.of("extinction-change", change=kind)


def predator_words(kind: str) -> Phrase:
    """A predator type: swift."""
    return Phrase.of("extinction-predator-type", type=kind)


def cause_words(cause: str) -> Phrase:
    """What finished a species off (a key of fate.CAUSES), as "killed off by" names it: a cold wave."""
    return Phrase.of("extinction-cause", cause=cause)


def card_summary(card: GeneCard) -> Said:
    """The card's values in words: "woodland, meadow; mobility 8", "survives drought and fire"."""
    if card.deck == "habitat":
        return Phrase.of("extinction-summary-habitat",
                         habitats=joined(*map(habitat_words, card.habitats), between=", "), mobility=card.mobility)
    if card.deck == "reproduction":
        return f"×{fraction_text(card.multiplier)}"
    if card.deck == "tolerance":
        return Phrase.of("extinction-summary-survives", changes=listed([change_words(w) for w in card.words
                                                                         if w in CHANGE_NAMES]))
    if card.deck == "defense":
        return Phrase.of("extinction-summary-safe-from", types=listed([predator_words(w) for w in card.words]))
    if card.deck == "predator":
        return Phrase.of("extinction-summary-predator", type=predator_words(card.words[0]))
    return Phrase.of("extinction-summary-crosses", barriers=listed([barriers_words(w) for w in card.words
                                                                    if w in BARRIERS]))


def card_text(card_id: str) -> Phrase:
    """A gene card's name and values: "Forest Rover (woodland; mobility 16)"."""
    return Phrase.of("extinction-card-text", card=card_words(card_id), summary=card_summary(CARDS[card_id]))


def genotype_words(held: dict[str, str]) -> Kept:
    """Every card of a genotype ({deck: card id}) with its deck and values, in the decks' order: some forty
    messages, kept once worded (a post reads a genotype in its event, and in its board's status, the alt
    text's and the panel's)."""
    return Kept(("extinction-genotype", *(held[d] for d in DECK_ORDER if d in held)),
                joined(*(Phrase.of("extinction-genotype-card", deck=deck_words(d), card=card_text(held[d]))
                         for d in DECK_ORDER if d in held), between=SEMICOLON))
