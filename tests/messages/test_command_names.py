"""The catalogues name slash commands and options as the reader's client shows them (issue 34): through
`COMMAND("game new")` and `OPTION("deadline")`, never written out, each a command or option the bot
declares, English reading the declared names and German and French the names their translator gives
Discord."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

import pytest
from discord import app_commands
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent

from cogs.translator import localised_name
from messages import DEFAULT_LANGUAGE, languages, read_catalogue, reading, say
from messages.compiled import Language, compile_pattern
from tests.support.command_tree import declared_commands

Where = app_commands.TranslationContextLocation
Tree = app_commands.CommandTree[Any]


@cache
def catalogue_of(language: str) -> Mapping[str, fluent.Message]:
    return read_catalogue(language)


def named(language: str, source: str) -> str:
    """`source` (a message's text) compiled in `language` and filled in with no arguments."""
    message = FluentParser().parse(f"m = {source}\n").body[0]
    assert isinstance(message, fluent.Message) and message.value is not None, source
    return compile_pattern(message.value, Language.of(language, catalogue_of(language), {}), "m")({})


def slash_calls(pattern: fluent.Pattern) -> Iterator[tuple[str, str, str | None, str]]:
    """Each `COMMAND(…)` and `OPTION(…)` in a pattern: the function, its name, for an option the command
    written just before it in the same code span (None if none), and the text since that command."""
    command: str | None = None
    since = ""
    for element in pattern.elements:
        if isinstance(element, fluent.TextElement):
            since += element.value
            continue
        expression = element.expression
        if isinstance(expression, fluent.SelectExpression):
            for variant in expression.variants:
                yield from slash_calls(variant.value)
            command = None
        elif isinstance(expression, fluent.FunctionReference) and expression.id.name in ("COMMAND", "OPTION"):
            literal = expression.arguments.positional[0]
            assert isinstance(literal, fluent.StringLiteral)
            name = str(literal.parse()["value"])
            yield expression.id.name, name, command if "`" not in since else None, since
            if expression.id.name == "COMMAND":
                command, since = name, ""


def texts(pattern: fluent.Pattern) -> Iterator[str]:
    for element in pattern.elements:
        if isinstance(element, fluent.TextElement):
            yield element.value
        elif isinstance(element.expression, fluent.SelectExpression):
            for variant in element.expression.variants:
                yield from texts(variant.value)


def patterns() -> Iterator[tuple[str, str, fluent.Pattern]]:
    for language in sorted(languages()):
        for message_id, message in catalogue_of(language).items():
            assert message.value is not None
            yield language, message_id, message.value


def test_no_message_writes_a_command_out(command_tree: Tree) -> None:
    """A group or a top-level command after a slash, in any language's words for it, is a mention written
    out: it would read English (or stale) names where the reader's client shows others."""
    tops = command_tree.get_commands()
    words = {top.name for top in tops}
    for language in languages():
        with reading(language):
            words |= {say("slash-group", group=top.name) if isinstance(top, app_commands.Group)
                      else say("slash-command", command=top.name, name=top.name) for top in tops}
    written = re.compile(r"(?<![\w/.])/(" + "|".join(sorted(map(re.escape, words))) + r")(?![\w-])")
    found = [f"{language}: {message_id}: {text.strip()[:60]!r}" for language, message_id, pattern in patterns()
             for text in texts(pattern) if written.search(text)]
    assert found == []
    assert {"game", "spiel", "partie", "mygames", "mes-parties"} <= words  # the names searched for


def test_every_command_and_option_named_is_one_the_bot_declares(command_tree: Tree) -> None:
    commands = declared_commands(command_tree)
    options = {path: {p.name for p in command.parameters} for path, command in commands.items()}
    every_option = set().union(*options.values())
    wrong, calls = [], 0
    for language, message_id, pattern in patterns():
        for function, name, after, _ in slash_calls(pattern):
            calls += 1
            if function == "COMMAND" and name not in commands:
                wrong.append(f"{language}: {message_id}: no command /{name}")
            elif function == "OPTION" and name not in options.get(after or "", every_option):
                wrong.append(f"{language}: {message_id}: /{after or '…'} has no option {name}")
    assert wrong == []
    assert calls > 3 * 100  # every language names commands, about a hundred times each


def test_a_message_and_its_translations_name_the_same_commands_and_options() -> None:
    english = {message_id: sorted((f, n) for f, n, _, _ in slash_calls(pattern))
               for language, message_id, pattern in patterns() if language == DEFAULT_LANGUAGE}
    different = [f"{language}: {message_id}" for language, message_id, pattern in patterns()
                 if sorted((f, n) for f, n, _, _ in slash_calls(pattern)) != english.get(message_id, [])]
    assert different == []


@pytest.mark.parametrize("language", sorted(languages()))
def test_each_command_and_option_reads_as_the_translator_names_it_to_discord(
        command_tree: Tree, language: str) -> None:
    """English reads the names the code declares (so its sentences read as they did when they wrote them
    out); German and French read what their clients show, the translator's names."""
    for path, command in declared_commands(command_tree).items():
        with reading(language):
            parts = [localised_name(app_commands.locale_str(parent.name),
                                    app_commands.TranslationContext(Where.group_name, parent))
                     for parent in [command.parent] if parent is not None]
            parts.append(localised_name(app_commands.locale_str(command.name),
                                        app_commands.TranslationContext(Where.command_name, command)))
            shown = "/" + " ".join(str(part) for part in parts)
            assert named(language, f'{{COMMAND("{path}")}}') == shown
            assert language != DEFAULT_LANGUAGE or shown == f"/{path}"
            for parameter in command.parameters:
                option = localised_name(app_commands.locale_str(parameter.name),
                                        app_commands.TranslationContext(Where.parameter_name, parameter))
                assert named(language, f'{{OPTION("{parameter.name}")}}') == option
                assert language != DEFAULT_LANGUAGE or option == parameter.name


def test_a_german_and_a_french_reader_read_their_own_commands_and_options_with_values_as_typed() -> None:
    with reading("de"):
        assert say("core-no-game") == "In diesem Kanal läuft kein Spiel: starte eins mit `/spiel neu`."
        assert "mit `/spiel neu optionen:hints=on` eröffneter Tisch bietet allen Mitspielern `/spiel tipp` an" \
            in say("hints-off")
        assert "`/spiel zeiten beginn:9 ende:23 zeitzone:Europe/Berlin`" in say("hours-incomplete", missing="ende")
        assert "`/spiel export spiel:7`" in say("replays-damaged", id=7, board="b", reason="r", admins="@a", entry=1)
    with reading("fr"):
        assert "`/partie nouvelle délai:`" in say("rulesdoc-clock-wait")
        assert "`/admin langue`" in say("admin-defaults", deadline="1d", reminders="50%", timeouts=3,
                                        language="Français")
        assert say("history-footer").endswith("avec jeu:<id>.")
