"""The pieces the engine's sentences are built of (messages/*/animacule.ftl), as phrases worded when
read: an animacule named by its owner, a direction, a list of allelomorph colours, and a button label
cut to the length Discord shows."""

from __future__ import annotations

from rules.animacule.state import Animacule, AnimaculeState
from rules.grid import Direction
from rules.phrases import Joined, Phrase, joined

LABEL_LENGTH = 80  # Discord's limit for a button label


def named(state: AnimaculeState, a: Animacule) -> Phrase:
    """`a` by its owner and number, as a sentence names it after its start ("bob's animacule 3")."""
    return Phrase.of("animacule-name", player=state.players[a.seat], number=a.number)


def held(state: AnimaculeState, seat: int, a: Animacule) -> Phrase:
    """`a` as `seat` reads it: "your animacule 3" or "bob's animacule 3"."""
    if a.seat == seat:
        return Phrase.of("animacule-yours", number=a.number)
    return named(state, a)


# Each direction's two phrases, made once: every listing of a turn's actions names a direction per label.
_TOWARDS = {direction: Phrase.of("animacule-towards", direction=direction.letter) for direction in Direction}
_SIDES = {direction: Phrase.of("animacule-side", direction=direction.letter) for direction in Direction}


def towards(direction: Direction) -> Phrase:
    """The direction an animacule moves or acts towards ("north", "nach Norden")."""
    return _TOWARDS[direction]


def side(direction: Direction) -> Phrase:
    """The side something lies on ("north", "im Norden")."""
    return _SIDES[direction]


def colours(keys: list[str]) -> Joined:
    """Allelomorph colours (or "—" for an empty slot) one after another, as the log lists them."""
    return joined(*(Phrase.of("colour-name", colour=key) for key in keys), between=", ")


class Label(Phrase):
    """A button label, worded when shown and cut to the length Discord shows, its end marked."""

    __slots__ = ()

    def __str__(self) -> str:
        text = super().__str__()
        return text if len(text) <= LABEL_LENGTH else text[: LABEL_LENGTH - 1] + "…"


def label(phrase: Phrase) -> Label:
    return Label(phrase.id, phrase.args)
