"""What an engine says, kept as message ids and worded when read, in the reader's language (issue 34).

An engine's prompts, labels and refusals are worded when the table asks for them, inside the reader's
`messages.reading()`, so they call `messages.say()` directly. An event is different: it is worded once,
when the move is made, and read for weeks after, by players and spectators in other languages (the
board post in the server's language, a member's `/game log` in theirs). So an event keeps what it said
as a `Phrase` (a message id and its arguments) and is worded each time it is read; its stored JSON
keeps the phrase beside its words in one language (the log's in the server's, which the board post
reads), which an old log (saved before phrases) has alone, in English.

An argument is a name or a number as it is, or another phrase (a card's name, a colour, a place:
`Phrase.of("soup-card-name", card="predator")`), worded in the same language as the sentence around
it. `Joined` puts sentences or pieces one after another (a sentence built in parts), `Listed` lists
them as the reader's language does ("A, B and C", "A, B und C").
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TypeAlias

from babel import Locale

from messages import Compiled, reader_catalogue

Arg: TypeAlias = "str | int | Phrase | Joined | Listed | Clause | Kept"
# a plain str: words from before phrases, or no words at all
Said: TypeAlias = "str | Phrase | Joined | Listed | Clause | Kept"


class Phrase:
    """A message by id with its arguments, worded when read; compared and hashed by value, and never
    changed once made. A plain class with slots rather than a frozen dataclass: engines make hundreds of
    thousands of these as the labels of long lists of moves, and a frozen dataclass takes twice as long
    to make (its fields are set through `object.__setattr__`)."""

    __slots__ = ("args", "id")

    def __init__(self, message_id: str, args: tuple[tuple[str, Arg], ...] = ()) -> None:
        self.id = message_id
        self.args = args

    @classmethod
    def of(cls, message_id: str, /, **args: Arg) -> Phrase:
        return cls(message_id, tuple(args.items()))

    def __str__(self) -> str:
        return _worded(self, reader_catalogue())

    def __eq__(self, other: object) -> bool:
        return other.__class__ is self.__class__ and self.id == other.id and self.args == other.args

    def __hash__(self) -> int:
        return hash((self.id, self.args))

    def __repr__(self) -> str:
        return f"Phrase({self.id!r}, {self.args!r})"


SEMICOLON = "; "  # a joint worded as the reader's language writes it (French: a no-break space before it)


@dataclass(frozen=True)
class Joined:
    """Pieces worded one after another, with `between` between them."""

    parts: tuple[Said, ...]
    between: str = " "

    def __str__(self) -> str:
        return _worded(self, reader_catalogue())


@dataclass(frozen=True)
class Listed:
    """Items as a sentence lists them in the reader's language: "A, B and C" in English (no comma
    before "and", as every English text here), "A, B und C" in German."""

    items: tuple[Said, ...]

    def __str__(self) -> str:
        return _worded(self, reader_catalogue())


@cache
def list_patterns(language: str) -> Mapping[str, str]:
    """How `language` lists items (Babel's `standard` list patterns: "{0}, {1}", "{0} und {1}"), read once:
    Babel's `format_list`, which `Listed` follows, looks them up afresh each time, 8–12 µs a list."""
    return dict(Locale.parse(language).list_patterns["standard"])


@dataclass(frozen=True)
class Clause:
    """A sentence read inside another (after a colon, between semicolons): its closing full stop dropped."""

    sentence: Said

    def __str__(self) -> str:
        return _worded(self, reader_catalogue())


@dataclass(frozen=True)
class Kept:
    """Words worded once a language and kept under `key` (messages.Compiled.keep), for a long text some posts read
    several times over (an Extinction genotype: its event, then the status of the board, its alt text and the
    panel). Stored as the words inside it, which read the same."""

    key: tuple[str, ...]
    said: Said

    def __str__(self) -> str:
        return _worded(self, reader_catalogue())


_PHRASED = (Phrase, Joined, Listed, Clause, Kept)


def worded(said: Said) -> str:
    """`said` in the reader's language."""
    return said if said.__class__ is str else _worded(said, reader_catalogue())


def _worded(said: Said, catalogue: Compiled) -> str:
    """`said` worded from `catalogue`, with every phrase inside it: the catalogue found once for them all, and
    each kind told by its class (a board post words hundreds of these, each a few messages deep)."""
    if isinstance(said, Phrase):
        return _phrase(said, catalogue)
    if isinstance(said, str):
        return said
    if isinstance(said, Joined):
        return _joined(said, catalogue)
    if isinstance(said, Listed):
        return _listed(said, catalogue)
    if isinstance(said, Clause):
        return _worded(said.sentence, catalogue).rstrip(".")
    return catalogue.keep(said.key, lambda: _worded(said.said, catalogue))


def _phrase(phrase: Phrase, catalogue: Compiled) -> str:
    args: dict[str, str | int] = {}
    for name, value in phrase.args:
        # most arguments are text or a number, so asked first, for speed
        if isinstance(value, str) or (isinstance(value, int) and value.__class__ is not bool):
            args[name] = value
        elif isinstance(value, _PHRASED):
            args[name] = _worded(value, catalogue)
        else:
            raise TypeError(f"message {phrase.id!r}: {name}={value!r} must be text, a whole number or a phrase")
    fill = catalogue.parts.get(phrase.id)  # found here rather than through `catalogue.fill`, for speed
    return fill(args) if fill is not None else catalogue.fill(phrase.id, args)


def _joined(joined: Joined, catalogue: Compiled) -> str:
    between = joined.between if joined.between != SEMICOLON else catalogue.fill("between-semicolon", {})
    return between.join([_worded(part, catalogue) for part in joined.parts if part.__class__ is not str or part])


def _listed(listed: Listed, catalogue: Compiled) -> str:
    words = [_worded(item, catalogue) for item in listed.items]
    if len(words) < 2:
        return "".join(words)
    language = catalogue.language
    if language == "en":
        return f"{', '.join(words[:-1])} and {words[-1]}"
    patterns = list_patterns(language)
    if len(words) == 2 and "2" in patterns:
        return patterns["2"].format(*words)
    text = patterns["start"].format(words[0], words[1])
    for word in words[2:-1]:
        text = patterns["middle"].format(text, word)
    return patterns["end"].format(text, words[-1])


def listed(items: Sequence[Said]) -> Listed:
    return Listed(tuple(items))


def joined(*parts: Said, between: str = " ") -> Joined:
    return Joined(parts, between)


JsonSaid: TypeAlias = "str | int | dict[str, object]"
StoredWords: TypeAlias = "str | dict[str, object]"  # words as a state or a log stores them: plain, or a phrase's JSON


def said_to_json(said: Arg) -> JsonSaid:
    """A phrase as its stored JSON (`{"id": …, "args": {…}}`, `{"join": […], "between": …}`,
    `{"list": […]}`, `{"clause": …}`); a name or a number as it is."""
    if isinstance(said, Phrase):
        return {"id": said.id, "args": {name: said_to_json(value) for name, value in said.args}}
    if isinstance(said, Joined):
        return {"join": [said_to_json(part) for part in said.parts], "between": said.between}
    if isinstance(said, Listed):
        return {"list": [said_to_json(item) for item in said.items]}
    if isinstance(said, Clause):
        return {"clause": said_to_json(said.sentence)}
    if isinstance(said, Kept):
        return said_to_json(said.said)
    return said


def words_to_json(said: Said) -> StoredWords:
    """Words as a state stores them (an end summary): plain words as they are, a phrase as its JSON."""
    stored = said_to_json(said)
    assert not isinstance(stored, int)  # words, not an argument: never a bare number
    return stored


def said_from_json(data: object) -> Arg:
    """The phrase `said_to_json` stored; ValueError for anything else."""
    if isinstance(data, str | int) and not isinstance(data, bool):
        return data
    if isinstance(data, Mapping):
        if isinstance(data.get("id"), str) and isinstance(data.get("args", {}), Mapping):
            return Phrase(data["id"], tuple((str(name), said_from_json(value))
                                            for name, value in data.get("args", {}).items()))
        if isinstance(data.get("join"), list) and isinstance(data.get("between", " "), str):
            return Joined(tuple(words_from_json(part) for part in data["join"]), data.get("between", " "))
        if isinstance(data.get("list"), list):
            return Listed(tuple(words_from_json(item) for item in data["list"]))
        if "clause" in data:
            return Clause(words_from_json(data["clause"]))
    raise ValueError(f"not a phrase: {data!r}")


def words_from_json(data: object) -> Said:
    """Stored words: a phrase `said_to_json` stored, or plain words; ValueError for anything else."""
    found = said_from_json(data)
    if isinstance(found, int):
        raise ValueError(f"a number where words belong: {data!r}")
    return found


def words_to_text(said: Said) -> str:
    """Words as a text column keeps them (how a game ended, why a channel is held): a phrase as its JSON,
    so every reader reads it in their own language; plain words as they are."""
    return said if isinstance(said, str) else json.dumps(words_to_json(said), ensure_ascii=False)


def words_from_text(kept: str) -> Said:
    """Words `words_to_text` kept: a phrase from its JSON, anything else (words kept before phrases) as it is."""
    if kept.startswith("{"):
        try:
            return words_from_json(json.loads(kept))
        except ValueError:
            pass
    return kept


def is_stored_words(data: object) -> bool:
    """Whether `data` is words as a state or a log stores them: a phrase's JSON, or plain words from a
    save made before phrases (a saved state's check)."""
    try:
        words_from_json(data)
    except ValueError:
        return False
    return True
