"""The slash commands' translator (cogs/translator.py): German and French from the catalogue, every name
the bot declares written out in each translation's `slash.ftl`, English and other locales left to Discord's
default, and the fake Discord refusing a localisation Discord would refuse (issue 34)."""

from __future__ import annotations

from typing import Any

import pytest
from discord import Locale, app_commands
from fluent.syntax import ast as fluent

from cogs.translator import CatalogueTranslator
from messages import DEFAULT_LANGUAGE, languages, read_catalogue
from tests.support.command_tree import declared_names
from tests.support.fake_discord.validation import ApiError, check_commands

Where = app_commands.TranslationContextLocation
Context = app_commands.TranslationContextTypes


def written_out(language: str, message_id: str) -> set[str]:
    """The keys of a message's select other than its default (which reads the English name)."""
    pattern = read_catalogue(language)[message_id].value
    assert pattern is not None
    select = next(e.expression for e in pattern.elements if isinstance(e, fluent.Placeable))
    assert isinstance(select, fluent.SelectExpression), message_id
    return {str(v.key.name) for v in select.variants if isinstance(v.key, fluent.Identifier) and not v.default}


@pytest.mark.parametrize("language", sorted(languages() - {DEFAULT_LANGUAGE}))
async def test_every_declared_name_is_written_out_in_the_translation_and_nothing_stale(
        command_tree: app_commands.CommandTree[Any], language: str) -> None:
    declared = declared_names(command_tree)
    assert len(declared["slash-command"]) > 90 and "mygames" in declared["slash-command"]
    assert {message_id: written_out(language, message_id) for message_id in declared} == declared


async def test_german_and_french_are_the_catalogues_and_every_other_locale_is_left_to_discord(
        command_tree: app_commands.CommandTree[Any]) -> None:
    translator = CatalogueTranslator()
    new = command_tree.get_command("game")
    assert isinstance(new, app_commands.Group)
    command = new.get_command("new")
    assert isinstance(command, app_commands.Command)
    name: Context = app_commands.TranslationContext(Where.command_name, command)
    described: Context = app_commands.TranslationContext(Where.command_description, command)
    description = app_commands.locale_str("Open a table for a game in this channel", id="command-game-new")
    assert await translator.translate(app_commands.locale_str("new"), Locale.german, name) == "neu"
    assert await translator.translate(app_commands.locale_str("new"), Locale.french, name) == "nouvelle"
    assert await translator.translate(description, Locale.french, described) == \
        "Ouvrir une table pour un jeu dans ce salon"
    for locale in (Locale.american_english, Locale.british_english, Locale.japanese, Locale.brazil_portuguese):
        assert await translator.translate(app_commands.locale_str("new"), locale, name) is None
        assert await translator.translate(description, locale, described) is None
    no_id = app_commands.locale_str("A description no catalogue knows")
    assert await translator.translate(no_id, Locale.german, described) is None
    other: Context = app_commands.TranslationContext(Where.other, None)
    assert await translator.translate(app_commands.locale_str("new"), Locale.german, other) is None


def command(**changed: Any) -> list[dict[str, Any]]:
    """A synced /spiel-like command with one option and one choice, localised, with `changed` merged in."""
    option = {"type": 3, "name": "level", "description": "How well", "name_localizations": {"de": "stufe"},
              "description_localizations": {"de": "Wie gut"},
              "choices": [{"name": "easy", "value": "easy", "name_localizations": {"de": "leicht"}}]}
    return [{"type": 1, "name": "addbot", "description": "Add a bot", "name_localizations": {"de": "bot"},
             "description_localizations": {"de": "Einen Bot"}, "options": [option], **changed}]


@pytest.mark.parametrize(("changed", "refused"), [
    ({"name_localizations": {"de": "Bot"}}, r"0\.name_localizations\.de: Command name is invalid"),
    ({"name_localizations": {"de": "bot hinzu"}}, r"Command name is invalid \('bot hinzu'\)"),
    ({"name_localizations": {"de": "b" * 33}}, "Command name is invalid"),
    ({"name_localizations": {"german": "bot"}}, r"0\.name_localizations\.german: Invalid locale"),
    ({"description_localizations": {"fr": "x" * 101}}, r"description_localizations\.fr: Must be between 1 and 100"),
    ({"description_localizations": {"fr": ""}}, r"description_localizations\.fr: Must be between 1 and 100"),
    ({"options": [{"type": 3, "name": "a", "description": "A", "name_localizations": {"de": "x"}},
                  {"type": 3, "name": "b", "description": "B", "name_localizations": {"de": "x"}, "required": False}]},
     r"0\.options\.1\.name_localizations\.de: Option names must be unique \('x'\)"),
    ({"options": [{"type": 3, "name": "a", "description": "A",
                   "choices": [{"name": "one", "value": "1", "name_localizations": {"fr": "u" * 101}}]}]},
     r"choices\.0\.name_localizations\.fr: Must be between 1 and 100"),
])
def test_the_fake_refuses_a_localisation_discord_refuses(changed: dict[str, Any], refused: str) -> None:
    check_commands(command())  # as it stands, taken
    with pytest.raises(ApiError, match=refused):
        check_commands(command(**changed))


def test_the_fake_refuses_two_commands_sharing_a_name_in_one_locale() -> None:
    first = command()[0]
    second = {**first, "name": "join", "name_localizations": {"de": "bot"}}
    with pytest.raises(ApiError, match=r"1\.name_localizations\.de: Application command names must be unique"):
        check_commands([first, second])
