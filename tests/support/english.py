"""Finding English left in text meant to be German or French (issue 34: a whole game in another language
shows no English sentence).

A sentence is taken for English when it holds a word that is English and neither German nor French:
the little words every English sentence needs ("the", "your", "is", "with") and the words the games'
texts use most ("turn", "player", "waiting", "choose"). What a member types stays English on purpose
(commands, notation, option values): it is written in backticks and skipped, as are the names given
(players' names, which are whatever the players chose).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

ENGLISH_ONLY = frozenset({
    "the", "your", "you", "yours", "is", "are", "and", "with", "has", "have", "must", "this", "that", "these",
    "from", "their", "its", "into", "for", "which", "cannot", "can't", "of", "to", "were", "would", "should",
    "each", "every", "player", "players", "turn", "choose", "waiting", "none", "nothing", "no", "not", "or",
    "by", "it", "they", "them", "he", "she", "his", "who", "what", "when", "where", "there", "here",
    "yet", "now", "left", "right", "takes", "gets", "loses", "moves", "plays", "draws", "rolls", "pays",
    "round", "game", "wins", "won", "lost", "next", "after", "before", "than", "then", "only",
})
TYPED = re.compile(r"`[^`]*`")
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)*")  # a word in any script: "forêt" is one word, not "for" and "t"


def english_words(text: str, names: Iterable[str] = ()) -> list[str]:
    """The English-only words in `text`, outside backticks and the given names, in the order they stand."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return [word for word in WORD.findall(TYPED.sub(" ", text)) if word.lower() in ENGLISH_ONLY]


def english_lines(texts: Iterable[str], names: Iterable[str] = ()) -> list[str]:
    """Each line of the texts that holds an English-only word, once, with the words found: what a test
    shows when a translation is missing."""
    kept = tuple(names)
    found: dict[str, list[str]] = {}
    for text in texts:
        for line in text.splitlines():
            words = english_words(line, kept)
            if words and line not in found:
                found[line] = words
    return [f"{line!r}: {', '.join(words)}" for line, words in found.items()]
