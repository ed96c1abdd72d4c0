"""Every sentence the bot writes, by message id, from one Fluent catalogue per language.

A language's catalogue is the `.ftl` files in its folder (`messages/en/`), one file per area of the
bot; an id names one message in all of them. Code asks for a sentence with `say("lobby-joined",
name=…)`: the arguments are the message's variables, by name.

Fluent rather than gettext: a message is found by a stable id, not by its English text, so a
rewording in English leaves the translations standing; and a translation chooses its own plural and
grammatical forms (`{$count -> [one] … *[other] …}`) without the code knowing how many forms its
language has. Numbers and dates go through Babel, which Fluent uses underneath; `ORDINAL($n)` gives
a number's ordinal category in the language (`one`, `two`, `few`, `other` in English: 1st, 2nd, 3rd,
4th) for a select, which Fluent's own NUMBER does not offer in Python.

Writing a message in a `.ftl` file (Fluent syntax): leading and trailing spaces are dropped, so a
space that matters is written `{" "}`; a literal brace is `{"{"}`; a continuation line is indented,
and one that starts with `[`, `*` or `.` is written with that character as `{"["}`.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNumber, NumberFormatOptions
from fluent.syntax import ast

CATALOGUES = Path(__file__).parent
DEFAULT_LANGUAGE = "en"


class CatalogueError(Exception):
    """A catalogue that cannot be read as written: a syntax error or an id given twice."""


def read_catalogue(language: str) -> dict[str, ast.Message]:
    """Every message of `language`'s catalogue by id, checked: no syntax error, no id twice."""
    messages: dict[str, ast.Message] = {}
    for path in sorted((CATALOGUES / language).glob("*.ftl")):
        for entry in FluentResource(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Junk):
                problems = "; ".join(str(note.message) for note in entry.annotations)
                raise CatalogueError(f"{path.name}: cannot read {str(entry.content).strip()[:80]!r}: {problems}")
            if isinstance(entry, ast.Message):
                if entry.id.name in messages:
                    raise CatalogueError(f"{path.name}: message id {entry.id.name!r} is given twice")
                messages[entry.id.name] = entry
    return messages


@cache
def bundle(language: str = DEFAULT_LANGUAGE) -> FluentBundle:
    """The formatter for `language`'s catalogue, read once."""
    rules = Locale.parse(language)

    def ordinal(number: int) -> Any:  # a category ("one", "few"…), which a select compares by name
        return rules.ordinal_form(number)

    # no invisible marks around names in Discord
    catalogue = FluentBundle([language], functions={"ORDINAL": ordinal}, use_isolating=False)
    catalogue.add_resource(ast.Resource(body=list(read_catalogue(language).values())))
    return catalogue


def say(message_id: str, /, **args: str | int) -> str:
    """The message `message_id` with its variables filled in. A whole number is written as the code
    would write it (no thousands separator: ids, seeds and years stay whole); any other value is
    given as the text it should read."""
    catalogue = bundle()
    if not catalogue.has_message(message_id):
        raise LookupError(f"no message {message_id!r} in the {DEFAULT_LANGUAGE} catalogue")
    pattern = catalogue.get_message(message_id).value
    if pattern is None:
        raise LookupError(f"message {message_id!r} has no text of its own")
    # FluentBundle.format_pattern, without its conversion of every argument (which would turn a Whole
    # back into a number Babel formats)
    errors: list[Exception] = []
    variables = CurrentEnvironment(args={name: _argument(message_id, name, value) for name, value in args.items()})
    text = pattern(ResolverEnvironment(context=catalogue, current=variables, errors=errors))
    if errors:
        raise ValueError(f"message {message_id!r}: {'; '.join(map(str, errors))}")
    return str(text)


class Whole(FluentInt):
    """A whole number as the code writes it: its digits, no thousands separator (ids, seeds and years
    stay whole), in every language the bot speaks (each writes its minus as "-"). Babel's pattern
    machinery, which would give the same text, costs a hundred times more."""

    def _init(self, value: object, kwargs: dict[str, Any]) -> Whole:
        self.options = UNGROUPED
        return self

    def format(self, locale: Locale) -> str:
        return str(int(self))


UNGROUPED = NumberFormatOptions(useGrouping=False)


def _argument(message_id: str, name: str, value: object) -> str | FluentNumber:
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return Whole(value)
    raise TypeError(f"message {message_id!r}: {name}={value!r} must be text or a whole number")
