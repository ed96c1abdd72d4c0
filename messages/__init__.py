"""Every sentence the bot writes, by message id, from one Fluent catalogue per language.

A language's catalogue is the `.ftl` files in its folder (`messages/en/`), one file per area of the
bot; an id names one message in all of them. Code asks for a sentence with `say("lobby-joined",
name=…)`: the arguments are the message's variables, by name.

Fluent rather than gettext: a message is found by a stable id, not by its English text, so a
rewording in English leaves the translations standing; and a translation chooses its own plural and
grammatical forms (`{$count -> [one] … *[other] …}`) without the code knowing how many forms its
language has. The plural rules are Babel's; `ORDINAL($n)` gives a number's ordinal category in the
language (`one`, `two`, `few`, `other` in English: 1st, 2nd, 3rd, 4th) for a select. Each message is
compiled once into a Python function (messages/compiled.py, which says what part of Fluent it reads).

The reader's language. `say()` writes in the language of whoever reads what is being built, set for a
block of work with `with reading(locale):`, from a Discord locale (`de`, `fr`, `en-US`, `pt-BR`; a
language the bot has no catalogue for reads English). It is a ContextVar rather than a `language=`
argument because a post's sentences are asked for deep inside the table's builders (a board post's
title, its summary, the drawing's side panel in a worker thread): the adapter that knows the reader
sets it once around its call, and every `say()` under it follows without each builder passing it on.
A ContextVar belongs to its asyncio task, so two members answered at once each read their own
language, and `asyncio.to_thread` carries it into the drawing. Outside any `reading()`, English.

A language's catalogue has every English id with the same variables (tests/messages/
test_languages.py); should one still lack a message, that message reads in English rather than fail.
Numbers: `{$n}` writes a whole number's digits as the code would (ids, seeds, years); `{NUMBER($n)}`
writes it as the language groups digits (Babel: 12,000 in English, 12.000 in German) where a
catalogue asks for it.

Writing a message in a `.ftl` file (Fluent syntax): leading and trailing spaces are dropped, so a
space that matters is written `{" "}`; a literal brace is `{"{"}`; a continuation line is indented,
and one that starts with `[`, `*` or `.` is written with that character as `{"["}`. A slash command is
never written out: `{COMMAND("game new")}` names it and `{OPTION("deadline")}` an option, as the reader's
client shows them (`/spiel neu`, `frist`; from slash.ftl, the translator's names), so a member types what
they read; an option's value (`hints=on`, `de`, `animacule`) is written as it is, since Discord sends
values untranslated (tests/messages/test_command_names.py).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from contextlib import AbstractContextManager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

from fluent.syntax import ast

from messages import parsed
from messages.compiled import CatalogueError, Language, Part, compile_pattern, slash_path

CATALOGUES = Path(__file__).parent
DEFAULT_LANGUAGE = "en"

__all__ = ["CatalogueError", "Compiled", "command_named", "compile_catalogue", "fills_in",
           "language_of", "languages", "memory", "option_named", "read_catalogue", "reader_catalogue",
           "reader_language", "reading", "recall", "reread_catalogues", "say"]

_reader: ContextVar[str] = ContextVar("reader_language", default=DEFAULT_LANGUAGE)

# Sentences already filled in, by language, id and arguments: a post words the same few hundred
# (a territory's name, "3 armies", a seat's status line) again and again, move after move, each of
# which costs a few microseconds to fill in and a fraction of one to find here. Emptied when full.
_said: dict[tuple[object, ...], str] = {}
SAID_KEPT = 16_384


@cache
def languages() -> frozenset[str]:
    """The languages the bot writes: each folder of `.ftl` files under messages/."""
    return frozenset(folder.name for folder in CATALOGUES.iterdir() if folder.is_dir() and any(folder.glob("*.ftl")))


@cache
def language_of(locale: str | None) -> str:
    """The catalogue for a Discord locale: its own (`pt-BR`), else its language's (`en-US` → `en`),
    else English. Kept by locale: every table call and every event saved asks (a `reading`)."""
    if not locale:
        return DEFAULT_LANGUAGE
    tag = str(locale).replace("_", "-")
    have = {language.lower(): language for language in languages()}
    found = have.get(tag.lower()) or have.get(tag.split("-")[0].lower())
    return found or DEFAULT_LANGUAGE


def reading(locale: str | None) -> AbstractContextManager[str]:
    """Within the block, `say()` writes in the catalogue `language_of(locale)`, which it yields."""
    return _Reading(language_of(locale))


class _Reading(AbstractContextManager[str]):
    """`reading`'s block: a class rather than a generator, since one is entered for every event saved and every
    table call, and a generator's block cost 3 µs to enter and leave."""

    __slots__ = ("_language", "_token")

    def __init__(self, language: str) -> None:
        self._language = language

    def __enter__(self) -> str:
        self._token = _reader.set(self._language)
        return self._language

    def __exit__(self, *_exception: object) -> None:
        _reader.reset(self._token)


def reader_language() -> str:
    """The catalogue `say()` writes in here: what a drawing handed to another process or kept in a cache
    must carry or key on."""
    return _reader.get()


def read_catalogue(language: str) -> Mapping[str, ast.Message]:
    """Every message of `language`'s catalogue by id, checked: no syntax error, no id twice."""
    return _entries(language)[0]


def _entries(language: str) -> parsed.Entries:
    return parsed.entries(CATALOGUES / language)


@cache
def catalogue(language: str = DEFAULT_LANGUAGE) -> Compiled:
    """`language`'s messages by id, each compiled into the function that fills it in: read once. A
    message the language lacks is the English one."""
    messages, terms = _entries(language)
    return Compiled(language, messages, Language.of(language, messages, terms),
                    None if language == DEFAULT_LANGUAGE else catalogue(DEFAULT_LANGUAGE))


def compile_catalogue(language: str = DEFAULT_LANGUAGE) -> None:
    """Compile every message of `language` now rather than each the first time it is asked for: in a
    process whose children inherit them (the board workers' fork server, workers/warm.py), or before
    measuring what a post costs a bot that has run a while (bench/messages.py)."""
    for _compiled in catalogue(language).values():
        pass


class Compiled(Mapping[str, Part]):
    """A language's messages by id, each compiled the first time it is asked for: a process asks for a
    few hundred of some 1,700 (a board worker for its board's, the command translator for slash.ftl's),
    and compiling them all took each process about 0.07 s a language. Every message of every language
    is compiled and filled in by tests/messages/test_languages.py, so none that the compiler refuses is
    ever shipped."""

    def __init__(self, language: str, messages: Mapping[str, ast.Message], rules: Language,
                 fallback: Compiled | None) -> None:
        self.language = language
        self._messages, self._rules, self._fallback = messages, rules, fallback
        self.parts: dict[str, Part] = {}  # the messages compiled so far, by id: read, never written, outside
        self.kept: dict[Hashable, str] = {}  # `keep`'s words

    def __getitem__(self, message_id: str) -> Part:
        try:
            return self.parts[message_id]
        except KeyError:
            pass
        message = self._messages.get(message_id)
        if message is None:
            if self._fallback is None:
                raise KeyError(message_id)
            part = self._fallback[message_id]
        elif message.value is None:
            raise CatalogueError(f"message {message_id!r} has no text of its own")
        else:
            part = compile_pattern(message.value, self._rules, message_id)
        self.parts[message_id] = part
        return part

    def fill(self, message_id: str, args: Mapping[str, str | int]) -> str:
        """The message `message_id` filled in from `args` (not checked here)."""
        part = self.parts.get(message_id)
        if part is None:
            try:
                part = self[message_id]
            except KeyError:
                raise LookupError(f"no message {message_id!r} in the {self.language} catalogue") from None
        return part(args)

    def keep(self, key: Hashable, word: Callable[[], str]) -> str:
        """Words that depend on nothing but `key` and this catalogue, worded by `word` once and kept: a text some
        posts read several times over, each time at length (an Extinction genotype, six cards with their values:
        some forty messages, read by the board, its alt text and the panel). Emptied when full, and gone with the
        catalogue when it is read again (`reread_catalogues`)."""
        words = self.kept.get(key)
        if words is None:
            if len(self.kept) >= SAID_KEPT:
                self.kept.clear()
            words = self.kept[key] = word()
        return words

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids())

    def __len__(self) -> int:
        return len(self._ids())

    def _ids(self) -> dict[str, None]:
        return {**(dict.fromkeys(self._fallback) if self._fallback is not None else {}),
                **dict.fromkeys(self._messages)}


def reread_catalogues() -> None:
    """Forget every catalogue read and every sentence filled in: the next `say()` reads the `.ftl` files
    again (a test that points `CATALOGUES` at its own)."""
    catalogue.cache_clear()
    languages.cache_clear()
    language_of.cache_clear()
    _said.clear()


Memory = tuple[dict[tuple[object, ...], str], dict[str, dict[Hashable, str]]]


def memory() -> Memory:
    """A copy of the sentences `say()` and each catalogue's `keep` hold now, for `recall`: a measurement that plays the
    same game again starts each time from what the first began with (bench/messages.py)."""
    return dict(_said), {language: dict(catalogue(language).kept) for language in languages()}


def recall(held: Memory) -> None:
    """What `say()` and each catalogue's `keep` held when `memory` was taken, and nothing since."""
    said, kept = held
    _said.clear()
    _said.update(said)
    for language, words in kept.items():
        catalogue(language).kept.clear()
        catalogue(language).kept.update(words)


def say(message_id: str, /, **args: str | int) -> str:
    """The message `message_id` in the reader's language (`reading`) with its variables filled in. A
    whole number is written as the code would write it, its digits (no thousands separator: ids, seeds
    and years stay whole) unless the message asks for `NUMBER()`; any other value is given as the text
    it should read."""
    language = _reader.get()
    key = (language, message_id, *args.items())
    try:
        text = _said.get(key)
        kept = True
    except TypeError:  # a value that cannot be a key (a list): refused below
        text, kept = None, False
    if text is not None:
        return text
    for name, value in args.items():
        if not fills_in(value):
            raise TypeError(f"message {message_id!r}: {name}={value!r} must be text or a whole number")
    text = catalogue(language).fill(message_id, args)
    if kept:
        if len(_said) >= SAID_KEPT:
            _said.clear()
        _said[key] = text
    return text


def reader_catalogue() -> Compiled:
    """The catalogue `say()` writes from here (`reading`): what a phrase is worded from, with every phrase
    inside it, found once for them all."""
    return catalogue(_reader.get())


def fills_in(value: object) -> bool:
    """Whether `value` may fill a message's variable as it is: text or a whole number (not True or False)."""
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def command_named(path: str) -> str:
    """A slash command's path (`game new`) as the reader's client shows it (`spiel neu`), as a message's
    `COMMAND()` names it, without its slash."""
    return " ".join(slash_path(path.split(" "), lambda group: say("slash-group", group=group),
                               lambda key, name: say("slash-command", command=key, name=name)))


def option_named(option: str) -> str:
    """A slash command's option (`deadline`) as the reader's client shows it (`frist`)."""
    return say("slash-option", option=option)
