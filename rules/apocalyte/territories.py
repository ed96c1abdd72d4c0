"""Reading a typed territory name: codes, full names, aliases and any unambiguous short form.

`kam`, `kamch`, `Kamchatka`; `w eur` (each word the start of a word of the name), `weu`
(initials, or the code); `n. africa`. An ambiguous form is refused with the candidates. The names are
the English ones and, for a reader of another language, also that language's names and map labels
(`Südeuropa`, `sudeur`, `Europe du S.`), accents and case aside: what the board shows them is what they
may type. The notation the engine keeps holds codes alone, so a move reads the same in every language.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from itertools import pairwise

from messages import DEFAULT_LANGUAGE, reader_language, reading, say
from rules.apocalyte.words import place
from rules.apocalyte.world import CODES, TERRITORIES
from rules.base import IllegalAction
from rules.notation import excerpt

MAX_TYPED = 40  # longer than any name: longer input is refused before it is searched


def _words(text: str) -> list[str]:
    """The words of a name as typed or written, lower case, without accents (`Südeuropa`: `sudeuropa`)."""
    decomposed = unicodedata.normalize("NFKD", text.lower().replace("ß", "ss"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", " ", plain).split()


@cache
def _names(language: str) -> dict[str, list[list[str]]]:
    """Each territory's names, as words, for a reader of `language`: the English name and aliases, and the
    language's own name and map label."""
    with reading(language):
        own = {code: [say("apocalyte-territory", code=code), say("apocalyte-board-territory", code=code)]
               for code in CODES}
    if language != DEFAULT_LANGUAGE:
        with reading(DEFAULT_LANGUAGE):
            for code in CODES:
                own[code].append(say("apocalyte-board-territory", code=code))
    return {code: [_words(name) for name in (TERRITORIES[code].name, *TERRITORIES[code].aliases, *own[code])]
            for code in CODES}


def _initials(words: list[str]) -> str:
    return "".join(w[0] for w in words)


def _word_prefixes(typed: list[str], words: list[str]) -> bool:
    """Every typed word starts a word of the name, in order (`w eur`, `n africa`)."""
    position = 0
    for part in typed:
        while position < len(words) and not words[position].startswith(part):
            position += 1
        if position == len(words):
            return False
        position += 1
    return True


def _matches(typed: list[str], language: str) -> list[str]:
    """Candidates at the first level of forgiveness that finds any."""
    joined = "".join(typed)
    spaced = " ".join(typed)
    levels = (
        lambda code, names: joined == code,
        lambda code, names: any(spaced == " ".join(n) or joined == "".join(n) for n in names),
        lambda code, names: any("".join(n).startswith(joined) for n in names),
        lambda code, names: any(_word_prefixes(typed, n) for n in names),
        lambda code, names: any(_initials(n).startswith(joined) for n in names) and len(joined) >= 2,
    )
    names = _names(language)
    for level in levels:
        found = [code for code in CODES if level(code, names[code])]
        if found:
            return found
    return []


def candidates(text: str) -> list[str]:
    """Every territory the text could mean to the reader (empty when none)."""
    return list(_candidates(text, reader_language()))


@lru_cache(maxsize=4096)
def _candidates(text: str, language: str) -> tuple[str, ...]:
    """`candidates`, kept: every movement's notation is read again as it is applied, trying each split of its words."""
    typed = _words(text)
    if not typed or len(text) > MAX_TYPED:
        return ()
    return tuple(_matches(typed, language))


def resolve(text: str) -> str:
    """The territory code `text` names; IllegalAction says why it names none or several."""
    if len(text) > MAX_TYPED:
        raise IllegalAction(say("apocalyte-refusal-territory-too-long", typed=excerpt(text)))
    found = candidates(text)
    if len(found) == 1:
        return found[0]
    if not found:
        raise IllegalAction(say("apocalyte-refusal-not-a-territory", typed=excerpt(text)))
    shown = ", ".join(say("apocalyte-territory-coded", place=str(place(c)), code=c) for c in found[:6])
    raise IllegalAction(say("apocalyte-refusal-territory-ambiguous", typed=excerpt(text), territories=shown))


def split_territories(words: list[str], most: int) -> list[str]:
    """Read `words` as one to `most` territories in a row (`western europe n afr`), each group of
    words naming exactly one territory; IllegalAction when no reading (or more than one) works."""
    if not words:
        raise IllegalAction(say("apocalyte-refusal-name-territories"))
    readings = _readings(tuple(words), most)
    # A multi-word name read word by word names one territory twice in a row (`new` `guinea`), which
    # no route does: such readings give way to any other.
    distinct = [r for r in readings if all(a != b for a, b in pairwise(r))]
    readings = distinct or readings
    if len(readings) == 1:
        return readings[0]
    if not readings:
        if len(words) == 1 or len(words) > most * 4:
            resolve(" ".join(words))  # raises with the best explanation
        raise IllegalAction(say("apocalyte-refusal-unreadable-territories", typed=excerpt(" ".join(words))))
    raise IllegalAction(say("apocalyte-refusal-territories-ambiguous", typed=excerpt(" ".join(words))))


def _readings(words: tuple[str, ...], most: int) -> list[list[str]]:
    if not words:
        return [[]]
    if most == 0:
        return []
    found = []
    for cut in range(1, min(len(words), 4) + 1):
        head = candidates(" ".join(words[:cut]))
        if len(head) != 1:
            continue
        found += [[head[0], *rest] for rest in _readings(words[cut:], most - 1)]
    return found
