"""The pieces Soup's sentences are built of, as phrases worded in the reader's language (issue 34): an
amoeba and a player as the log names them, cubes, a direction, what blocks a way, a gene's, an
environment card's and a phase's name, a price. Each is a message of messages/*/soup.ftl, chosen by a
stable key (a gene's, a colour's), so a stored event rewords itself in every language."""

from __future__ import annotations

from collections.abc import Iterable

from rules.phrases import Joined, Phrase, Said, joined
from rules.soup.data import BLOCKER, Card

LABEL_LIMIT = 80  # the longest button label Discord shows


class Clipped(Joined):
    """Words cut to a button's length once worded, in whatever language they are read."""

    def __str__(self) -> str:
        return super().__str__()[:LABEL_LIMIT]


def label(words: Said) -> Clipped:
    return Clipped((words,))


def amoeba_words(players: list[str], seat: int, num: int, first: bool = False) -> Phrase:
    """An amoeba as the log names it ("Ann's amoeba 3"); `first`: at the start of a sentence, where
    a language writes it with a capital."""
    return Phrase.of("soup-amoeba-first" if first else "soup-amoeba", name=players[seat], number=num)


def player_colour_words(name: str, colour: str) -> Phrase:
    """A player with their seat's colour: "Ann (red)"."""
    return Phrase.of("soup-player-colour", name=name, colour=Phrase.of("colour-name", colour=colour))


def cube_words(counts: Iterable[int], colours: tuple[str, ...]) -> Said:
    """Cubes by colour: "1 red, 2 blue", or "nothing"."""
    parts = [Phrase.of("soup-cubes", count=n, colour=colours[c]) for c, n in enumerate(counts) if n]
    return joined(*parts, between=", ") if parts else Phrase.of("soup-no-cubes")


def direction_words(direction: str) -> Phrase:
    """A direction by its letter (n, e, s, w): "north"."""
    return Phrase.of("soup-direction", direction=direction)


def blocker_words(sq: str, direction: str) -> Phrase:
    """What stops a step from `sq` going `direction`: "the compass island" or "the edge of the soup"."""
    return Phrase.of("soup-blocker", blocker=BLOCKER[sq][direction])


def gene_words(key: str) -> Phrase:
    return Phrase.of("soup-gene", gene=key)


def genes_listed(keys: Iterable[str]) -> Said:
    """Gene names one after another, as the status lists them: "Speed, Tentacle"."""
    return joined(*(gene_words(key) for key in keys), between=", ")


def card_words(card: Card) -> Phrase:
    """An environment card with its ozone and its drift: "Doldrums: ozone 10, no drift"."""
    drift = (Phrase.of("soup-board-drift", direction=direction_words(card.drift)) if card.drift
             else Phrase.of("soup-board-no-drift"))
    return Phrase.of("soup-board-card", card=card_name_words(card), ozone=card.ozone, drift=drift)


def card_name_words(card: Card) -> Phrase:
    return Phrase.of("soup-card-name", card=card.key, english=card.name)


def phase_words(phase: str) -> Phrase:
    """A phase of the round by its key: "phase 3, new genes"."""
    return Phrase.of("soup-phase", phase=phase)


def price_words(cost: int) -> Phrase:
    """What a move or an escape costs: "1 BP", or "free"."""
    return Phrase.of("soup-move-price", cost=cost)
