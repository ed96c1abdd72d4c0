"""A catalogue's messages turned once into Python functions: filling one in is then one f-string (0.2–0.4 µs,
a select or a number called from it), where fluent.runtime's resolver walks the message's tree at every call
(a message with a plural took 40 µs there, and a board post asks for hundreds).

The part of Fluent the catalogue uses: text; variables (`{$name}`: text as given, a whole number as
its digits; `{NUMBER($name)}`: a whole number grouped as the language writes it, by Babel); string
and number literals (`{" "}`); references to other messages and to terms (`{-game-soup}`); and
selects on a variable, on `NUMBER($n)` or on `ORDINAL($n)`, whose keys are numbers (exact match),
plural categories (`one`, `few`, `other`… by the language's rules, from Babel) or, for a text
variable, the text itself; and two functions of a quoted name, filled in once when the message is
compiled: `COMMAND("game new")`, a slash command's path as the language's clients show it (`/game new`,
`/spiel neu`), and `OPTION("deadline")`, an option's name (`deadline`, `frist`). Both read the same
language's `slash-group`, `slash-command` (a command by its path with dashes, `game-new`; a top-level
command such as `mygames` has no group) and `slash-option` messages, the names the command translator
gives Discord (cogs/translator.py), so a sentence names a command as its reader can type it (Discord's
own `</game new:id>` mentions show the English name whatever the client's language). Anything else in a
message is refused when it is compiled (the first time it is asked for; the catalogue's tests compile
every message of every language), naming the message, rather than half-read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import cast

from babel import Locale
from babel.numbers import format_decimal
from fluent.syntax import ast

Arguments = Mapping[str, str | int]
Part = Callable[[Arguments], str]
Category = Callable[[int], str]  # a whole number's plural category in the language
Numeral = Callable[[int], str]  # a whole number as the language writes it


class CatalogueError(Exception):
    """A catalogue that cannot be read as written: a syntax error, an id given twice, a part of Fluent
    the bot does not read, a reference to what is not there."""


class UnreadableMessage(CatalogueError):
    """A message using a part of Fluent the bot does not read, or referring to what is not there."""


class MissingVariable(ValueError):
    """A message was filled in without one of its variables."""


@dataclass(frozen=True)
class Language:
    """What compiling a language's messages needs: its plural rules, how it writes a number, and its
    other entries by id."""

    cardinal: Category
    ordinal: Category
    number: Numeral
    messages: Mapping[str, ast.Message]
    terms: Mapping[str, ast.Term]
    # slash.ftl's messages, compiled once for the language's COMMAND() and OPTION() (a hundred or so)
    slash_names: dict[str, Part] = field(default_factory=dict, compare=False, repr=False)

    @staticmethod
    def of(code: str, messages: Mapping[str, ast.Message], terms: Mapping[str, ast.Term]) -> Language:
        rules = Locale.parse(code, sep="-")
        return Language(cache(rules.plural_form), cache(rules.ordinal_form),
                        lambda value: format_decimal(value, locale=rules), messages, terms)


def compile_pattern(pattern: ast.Pattern, language: Language, where: str) -> Part:
    """The function that fills `pattern` in from a message's arguments."""
    filled = _filled(pattern, language, where)
    return _constant(filled) if isinstance(filled, str) else filled


def _constant(text: str) -> Part:
    return lambda _args: text


def _filled(pattern: ast.Pattern, language: Language, where: str) -> str | Part:
    """The pattern's text where it has nothing to fill in, else the function that fills it in."""
    pieces = _pieces(pattern, language, where)
    if not pieces:
        return ""
    if len(pieces) == 1 and not isinstance(pieces[0], Variable):
        return pieces[0]  # a text, or a select that fills in the whole message
    return _fill(pieces, where)


@dataclass(frozen=True)
class Variable:
    """A variable written as it was given (`{$name}`): read straight from the arguments."""

    name: str


Piece = str | Variable | Part  # a pattern's text, a variable as given, or what fills in the rest


def _pieces(pattern: ast.Pattern, language: Language, where: str) -> list[Piece]:
    """The pattern's elements, each neighbouring pair of texts (a referenced term's too) made one."""
    pieces: list[Piece] = []
    for element in pattern.elements:
        piece = _element(element, language, where)
        if isinstance(piece, str) and pieces and isinstance(pieces[-1], str):
            pieces[-1] += piece
        else:
            pieces.append(piece)
    return pieces


def _fill(pieces: list[Piece], where: str) -> Part:
    """One f-string over the pieces, made into a function once: a message is filled in at every post, and
    a joined list of a function for each piece cost two to four times as long. Every text and name it
    reads is passed in by reference (`t0`, `k1`, `p2`), never written into the source."""
    names: dict[str, object] = {"MissingVariable": MissingVariable, "where": where}
    fields = []
    for n, piece in enumerate(pieces):
        if isinstance(piece, str):
            names[f"t{n}"] = piece
            fields.append(f"{{t{n}}}")
        elif isinstance(piece, Variable):
            names[f"k{n}"] = piece.name
            fields.append(f"{{args[k{n}]}}")  # a whole number formats as its digits, as str() writes it
        else:
            names[f"p{n}"] = piece
            fields.append(f"{{p{n}(args)}}")
    source = ("def fill(args):\n"
              "    try:\n"
              f"        return f{''.join(fields)!r}\n"
              "    except KeyError as missing:\n"
              "        raise MissingVariable(f'{where}: no value given for ${missing.args[0]}') from None\n")
    exec(source, names)
    return cast(Part, names["fill"])


def _element(element: ast.PatternElement, language: Language, where: str) -> Piece:
    if isinstance(element, ast.TextElement):
        return str(element.value)
    if isinstance(element, ast.Placeable):
        return _expression(element.expression, language, where)
    raise UnreadableMessage(f"{where}: {type(element).__name__} is not read")


def _expression(expression: object, language: Language, where: str) -> Piece:
    if isinstance(expression, ast.StringLiteral):
        return str(expression.parse()["value"])
    if isinstance(expression, ast.NumberLiteral):
        return str(expression.value)
    if isinstance(expression, ast.VariableReference):
        return Variable(str(expression.id.name))
    if isinstance(expression, ast.MessageReference) and expression.attribute is None:
        return _referenced(language.messages, str(expression.id.name), language, where)
    if isinstance(expression, ast.TermReference) and expression.attribute is None and expression.arguments is None:
        return _referenced(language.terms, str(expression.id.name), language, where)
    if isinstance(expression, ast.SelectExpression):
        return _select(expression, language, where)
    if (name := _function_of_variable(expression, "NUMBER")) is not None:
        return _number(name, language.number, where)
    if isinstance(expression, ast.FunctionReference) and expression.id.name in SLASH_NAMES:
        return _slash_name(expression, language, where)
    if isinstance(expression, ast.Placeable):
        return _expression(expression.expression, language, where)
    raise UnreadableMessage(f"{where}: {type(expression).__name__} is not read")


def _referenced(entries: Mapping[str, ast.Message] | Mapping[str, ast.Term], name: str, language: Language,
                where: str) -> str | Part:
    entry = entries.get(name)
    if entry is None or entry.value is None:
        raise UnreadableMessage(f"{where}: refers to {name!r}, which has no text here")
    return _filled(entry.value, language, f"{where} → {name}")


def _given(args: Arguments, name: str, where: str) -> str | int:
    try:
        return args[name]
    except KeyError:
        raise MissingVariable(f"{where}: no value given for ${name}") from None


def _number(name: str, numeral: Numeral, where: str) -> Part:
    def value(args: Arguments) -> str:
        given = _given(args, name, where)
        if not isinstance(given, int):
            raise TypeError(f"{where}: NUMBER(${name}) needs a whole number, not {given!r}")
        return numeral(given)
    return value


# The functions that name a slash command or an option, each by the words of its one quoted argument.
SLASH_NAMES = frozenset({"COMMAND", "OPTION"})
SLASH_WORD = re.compile(r"[a-z0-9_]+(?:-[a-z0-9_]+)*")


def _slash_name(call: ast.FunctionReference, language: Language, where: str) -> str:
    """`COMMAND("game new")` as `/game new` (or `/spiel neu`), `OPTION("deadline")` as `deadline` (or
    `frist`), in the language being compiled."""
    function = str(call.id.name)
    arguments = call.arguments.positional
    words = str(arguments[0].parse()["value"]).split(" ") \
        if len(arguments) == 1 and not call.arguments.named and isinstance(arguments[0], ast.StringLiteral) else []
    if not words or not all(SLASH_WORD.fullmatch(word) for word in words) or (function == "OPTION" and len(words) > 1):
        example = '"game new"' if function == "COMMAND" else '"deadline"'
        raise UnreadableMessage(f"{where}: {function} takes one quoted name as Discord declares it, "
                                f"lower case, e.g. {function}({example})")
    if function == "OPTION":
        return _slash_message(language, "slash-option", words[0], option=words[0])
    return "/" + " ".join(slash_path(
        words, lambda word: _slash_message(language, "slash-group", word, group=word),
        lambda key, name: _slash_message(language, "slash-command", name, command=key, name=name)))


def slash_path(words: Sequence[str], group: Callable[[str], str], command: Callable[[str, str], str]) -> list[str]:
    """A command's path (`game`, `new`) as slash.ftl names it, word by word: each group by `group(word)`
    (`slash-group`), the command by `command(key, name)` (`slash-command`: its key the path with dashes,
    `game-new`, and its own name; a top-level command such as `mygames` has no group)."""
    return [*(group(word) for word in words[:-1]), command("-".join(words), words[-1])]


def _slash_message(language: Language, message_id: str, declared: str, **args: str) -> str:
    """The name `message_id` gives for `args`: the `declared` one where the language has no such message, as
    Discord then shows it."""
    if message_id not in language.messages:
        return declared
    if message_id not in language.slash_names:
        named = _referenced(language.messages, message_id, language, message_id)
        language.slash_names[message_id] = named if callable(named) else _constant(named)
    return language.slash_names[message_id](args)


def _function_of_variable(expression: object, function: str) -> str | None:
    """The variable's name in `FUNCTION($name)`, the one form of a function call the catalogue reads."""
    if isinstance(expression, ast.FunctionReference) and expression.id.name == function \
            and len(expression.arguments.positional) == 1 and not expression.arguments.named \
            and isinstance(expression.arguments.positional[0], ast.VariableReference):
        return str(expression.arguments.positional[0].id.name)
    return None


def _select(select: ast.SelectExpression, language: Language, where: str) -> Part:
    selector = select.selector
    if (ordinal := _function_of_variable(selector, "ORDINAL")) is not None:
        name, category = ordinal, language.ordinal
    elif (number := _function_of_variable(selector, "NUMBER")) is not None:
        name, category = number, language.cardinal
    elif isinstance(selector, ast.VariableReference):
        name, category = str(selector.id.name), language.cardinal
    else:
        raise UnreadableMessage(f"{where}: a select on {type(selector).__name__} is not read")
    exact: dict[int, Part] = {}
    named: dict[str, Part] = {}
    default: Part | None = None
    for variant in select.variants:
        filled = compile_pattern(variant.value, language, where)
        if isinstance(variant.key, ast.NumberLiteral):
            exact[int(float(variant.key.value))] = filled
        else:
            named[str(variant.key.name)] = filled
        if variant.default:
            default = filled
    assert default is not None, "the Fluent parser refuses a select without a default variant"
    otherwise = default

    def chosen(args: Arguments) -> str:
        try:  # `_given` written out, a call saved: a select is filled in many times in every post
            given = args[name]
        except KeyError:
            raise MissingVariable(f"{where}: no value given for ${name}") from None
        if isinstance(given, int):
            variant = exact.get(given) or named.get(category(given), otherwise)
        else:
            variant = named.get(given, otherwise)
        return variant(args)
    return chosen
