"""What the tests read of the messages catalogue and of the code that asks it for sentences."""

from __future__ import annotations

import ast
import re
from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

import pytest
from fluent.syntax import ast as fluent
from fluent.syntax.visitor import Visitor

from messages import Compiled

ROOT = Path(__file__).resolve().parents[2]
CODE_FOLDERS = ("bot.py", "cogs", "games", "table", "rules", "rendering", "workers", "cli", "ops", "messages")


def variables(message: fluent.Message, catalogue: Mapping[str, fluent.Message]) -> frozenset[str]:
    """The names of the variables a message reads, in its text, its variants and the messages it
    refers to (which read the same arguments)."""
    found: set[str] = set()
    followed: set[str] = set()

    class Reader(Visitor):
        def visit_VariableReference(self, node: fluent.VariableReference) -> None:
            found.add(node.id.name)

        def visit_MessageReference(self, node: fluent.MessageReference) -> None:
            name = node.id.name
            if name in catalogue and name not in followed:
                followed.add(name)
                self.visit(catalogue[name])

    Reader().visit(message)
    return frozenset(found)


@dataclass(frozen=True)
class Request:
    """One `say(…)` call in the code: where, which ids it may ask for, and the names it gives."""

    where: str
    ids: tuple[str, ...]  # empty when the id is not written out in the call
    names: frozenset[str]
    spreads: bool  # passes `**mapping`, whose names only show at run time


def python_files() -> Iterator[Path]:
    for name in CODE_FOLDERS:
        path = ROOT / name
        yield from [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))


# The calls that ask for a message by its id: `say(id, …)`, a command's or option's `Description(id)`
# (games/commands.py), whose text is read with no variables where it is shown, and `Phrase.of(id, …)`
# (rules/phrases.py), an engine's words read when shown.
ASKING = {"say", "Description"}
# The places a `say` reads an id not written out in its call: the text of a `Description`, the words of a
# `Phrase` and a description's translation (read by the id its `Description` gives Discord), whose id each
# `Description(…)` and `Phrase.of(…)` call writes out (those calls are the requests).
PASSING_ON = {("games/commands.py", "Description"), ("rules/phrases.py", "Phrase"),
              ("cogs/translator.py", "CatalogueTranslator")}


def requests() -> Iterator[Request]:
    for path in python_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        passed_on = {id(call) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)
                     and (str(path.relative_to(ROOT)), node.name) in PASSING_ON for call in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and _asks(node.func) and node.args and id(node) not in passed_on:
                yield Request(f"{path.relative_to(ROOT)}:{node.lineno}", _literal_ids(node.args[0]),
                              frozenset(k.arg for k in node.keywords if k.arg is not None),
                              any(k.arg is None for k in node.keywords))


def _asks(func: ast.expr) -> bool:
    """Whether a call asks for a message by its id: `say(…)`, `Description(…)` or `Phrase.of(…)`."""
    return _named(func) in ASKING or (isinstance(func, ast.Attribute) and func.attr == "of"
                                      and isinstance(func.value, ast.Name) and func.value.id == "Phrase")


def _named(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else None


def _literal_ids(node: ast.expr) -> tuple[str, ...]:
    """The ids a call's first argument can be: a string, or a choice between strings."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return (node.value,)
    if isinstance(node, ast.IfExp):
        body, orelse = _literal_ids(node.body), _literal_ids(node.orelse)
        return body + orelse if body and orelse else ()
    return ()


SENTENCE = re.compile(r"[A-Za-z][a-z']+[,:;]?\s+[A-Za-z(][a-z']*")  # two words in a row
SQL = re.compile(r"\b(SELECT|INSERT|UPDATE|DELETE|CREATE|ALTER|DROP|WITH|PRAGMA|BEGIN|COMMIT|WHERE|AND|OR|IN|AS|"
                 r"LIKE|CAST|ORDER BY|GROUP BY|LIMIT)\b|^[a-z_]+(, [a-z_]+)+$")  # a query or a list of columns
COMMAND = re.compile(r"(game|admin|animacule|soup|extinction|apocalyte|micro) [a-z-]+")  # a command's path
LOGGERS = {"log", "logger", "logging", "LOG"}
LOG_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "log"}
PROGRAMMING_ERRORS = {"RuntimeError", "AssertionError", "TypeError", "NotImplementedError",
                      "BrokenProcessPool"}  # the board workers' failures, which the table answers as its own
# Functions drawing a sample board to fit a palette to: their text imitates a game's, and is never shown.
PALETTE_SAMPLES = {"_palette", "_sample_view"}
# A command line's help, read by whoever starts the program, in English like the operators' tools.
COMMAND_LINE_HELP = {"ArgumentParser": {"prog", "description", "epilog"}, "add_argument": {"help"}}
LOGGED_STEPS = {"guard"}  # Delivery.guard(what, …): `what` names a step of the clock's pass in its log line alone
# Modules whose ValueErrors no player reads: a button id that does not read is answered `unknown-button`
# (table/table.py), and one that cannot be written is an engine's mistake; the drawing code raises one
# only when it is misused (an empty image, a replay of no frame) or cannot fit a replay, which the
# table answers in its own words.
UNREAD_VALUE_ERRORS = {"table/custom_ids.py", "rendering/png.py", "rendering/replay.py"}
UNREAD_ERRORS = {"ValueError", "TooLarge"}  # TooLarge: a replay that cannot fit, a ValueError
# Words kept in the store as they are, whatever the reader's language: the ended reason of a game whose
# channel was deleted, by which the store finds those games (Store.guild_games_ended_as), and the action
# of the last log entry of a game so ended, or ended with the bot out of its server, a notation like `start`
# or `resign Ann`.
STORED_WORDS = {"table/playing/texts.py": {"its channel was deleted"},
                "table/posting/delivery.py": {"channel deleted", "bot removed"}}


@dataclass(frozen=True)
class Sentence:
    where: str
    text: str


def sentences(path: Path) -> Iterator[Sentence]:
    """The English sentences written out in a module's code: its string literals and f-strings of two
    words or more, except docstrings, log lines, SQL, the messages of programming errors and the few
    other texts no player reads, and words the store keeps as they are (STORED_WORDS)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = str(path.relative_to(ROOT))
    skipped = {id(node) for node in _not_for_players(tree, module in UNREAD_VALUE_ERRORS)}
    stored = STORED_WORDS.get(module, set())
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if id(node) in skipped:
            continue
        if isinstance(node, ast.JoinedStr | ast.Constant):
            text = _written(node)
            if text is not None and SENTENCE.search(text) and not SQL.search(text) and not COMMAND.fullmatch(text) \
                    and text not in stored:
                yield Sentence(f"{module}:{node.lineno}", text)
            if isinstance(node, ast.JoinedStr):
                continue
        stack.extend(ast.iter_child_nodes(node))


def _written(node: ast.JoinedStr | ast.Constant) -> str | None:
    if isinstance(node, ast.Constant):
        return node.value if isinstance(node.value, str) else None
    return "".join(str(part.value) if isinstance(part, ast.Constant) else "{…}" for part in node.values)


def _not_for_players(tree: ast.Module, value_errors_unread: bool) -> Iterator[ast.AST]:
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
            yield body[0]  # a docstring
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in LOG_CALLS \
                and _named(node.func.value) in LOGGERS:
            yield node
        if isinstance(node, ast.Call) and _named(node.func) in LOGGED_STEPS and node.args:
            yield node.args[0]
        if isinstance(node, ast.Call) and (helped := COMMAND_LINE_HELP.get(_named(node.func) or "")):
            yield from (keyword.value for keyword in node.keywords if keyword.arg in helped)
        if isinstance(node, ast.Assert) and node.msg is not None:
            yield node.msg
        if isinstance(node, ast.FunctionDef) and node.name in PALETTE_SAMPLES:
            yield node
        if isinstance(node, ast.Call) and (_named(node.func) in PROGRAMMING_ERRORS
                                           or (value_errors_unread and _named(node.func) in UNREAD_ERRORS)):
            yield node  # an error made, to raise or to hand to a future


def count_phrases_worded(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """From now until `monkeypatch` is undone, how many times each message is filled in as a phrase (rules/
    phrases.py), by id: the outermost and every one inside it."""
    from rules import phrases

    worded: Counter[str] = Counter()
    wording = phrases._phrase

    def counted(phrase: phrases.Phrase, catalogue: Compiled) -> str:
        worded[phrase.id] += 1
        return wording(phrase, catalogue)

    monkeypatch.setattr(phrases, "_phrase", counted)
    return worded
