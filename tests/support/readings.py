"""One bot game read in several languages as it is played once (issue 34; issue 33 asks the language tests to
cost less): the moves, the bots' choices and the legal actions are worked out once, and only the wording
(prompts, labels, events, status, refusals) is done in each language."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from messages import reading
from rules.base import Event

TRANSLATIONS = ("de", "fr")  # the languages a whole game is read for English in
CHECKED = (*TRANSLATIONS, "en")  # and English, in which the same reading shows what the checks can find


class Readings:
    """The texts of one or more games as each language reads them."""

    def __init__(self, languages: Iterable[str] = CHECKED) -> None:
        self.texts: dict[str, list[str]] = {language: [] for language in languages}

    def read(self, texts: Callable[..., Iterable[str]], *args: Any) -> None:
        """`texts(*args)` as each language reads it: called once within each language's `reading`."""
        for language, read in self.texts.items():
            with reading(language):
                read.extend(texts(*args))


def events_read(events: Iterable[Event], seats: int) -> Iterator[str]:
    """Each event as every seat and a spectator may read it, each version worded once: a public event reads the
    same to all of them, a secret one in its owner's words and in everyone else's."""
    for event in events:
        versions = {seen.words: seen for reader in (*range(seats), None) if (seen := event.seen_by(reader))}
        yield from (seen.text for seen in versions.values())
