"""What a reader may not see: the identifiers of the gene cards other seats hold. Tests (the
engine's and the table's) search every public output for these strings."""

from __future__ import annotations

from rules.extinction.data import CARDS
from rules.extinction.state import State


def card_strings(card_id: str) -> set[str]:
    """The ways a card could be written out: its id, its name and (but for a predator card, whose
    one word a player announces) its values in words."""
    card = CARDS[card_id]
    found = {card.id, card.name}
    if card.deck != "predator":
        found.add(card.summary)
    return found


def hidden_strings(st: State, viewer: int | None) -> set[str]:
    """Strings naming a card some other seat holds, which `viewer` (None: a spectator) must not
    read before the game is over."""
    if st["over"]:
        return set()
    own = set(st["genes"][viewer].values()) if viewer is not None else set()
    return {text for seat, genes in enumerate(st["genes"]) if seat != viewer
            for card in genes.values() if card not in own for text in card_strings(card)}
