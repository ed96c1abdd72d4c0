"""The slash commands in a member's client language: discord.py's `app_commands.Translator` over the
messages catalogue, installed on the command tree in the bot's `setup_hook`, so every sync sends Discord
each name and description with its localisation for every Discord locale the catalogue has a language
for (`de`, `fr`).

Descriptions are found by the message id each carries (`cogs/base.declared`); names by the messages of
`messages/<language>/slash.ftl`, a command by its path, a group and an option by their name and a choice
by its value. Discord shows a member the names of their client's language and still sends the bot the
English ones with every interaction, so nothing that answers a command changes; choice values never do.
The bot's sentences name commands and options from the same messages (`COMMAND()`, `OPTION()`,
messages/compiled.py), so a member reads the names their client shows.
"""

from __future__ import annotations

import asyncio

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from messages import DEFAULT_LANGUAGE, catalogue, language_of, languages, reading, say
from workers.pool import in_thread

DESCRIBED = frozenset({Where.command_description, Where.group_description, Where.parameter_description})


class CatalogueTranslator(app_commands.Translator):
    """Each Discord locale the catalogue has a translation for (German and French) from it; None for
    English and every other locale, which Discord then shows in English."""

    def __init__(self) -> None:
        self._read: asyncio.Task[None] | None = None

    async def load(self) -> None:
        """Begin reading the translations' catalogues in a thread when the tree takes the translator
        (first thing in `setup_hook`): parsing them takes a second or more each on a busy machine, which
        then overlaps the board workers' start instead of holding up the first sync."""
        self._read = asyncio.create_task(in_thread(read_translations))

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        if language_of(locale.value) == DEFAULT_LANGUAGE:
            return None
        if self._read is not None:
            await self._read
        with reading(locale.value):
            if context.location in DESCRIBED:
                message_id = string.extras.get("id")
                # The id was written out where the description was declared (a `Description("…")`).
                return say(message_id) if message_id else None
            return localised_name(string, context)


def read_translations() -> None:
    for language in languages() - {DEFAULT_LANGUAGE}:
        catalogue(language)


def localised_name(string: app_commands.locale_str, context: app_commands.TranslationContextTypes) -> str | None:
    """A group's, command's, option's or choice's name in the language being read; None for anything else
    discord.py asks about (an autocomplete answer's choices carry no `locale_str` and never reach here)."""
    if context.location is Where.group_name:
        return say("slash-group", group=string.message)
    if context.location is Where.command_name:
        return say("slash-command", command=context.data.qualified_name.replace(" ", "-"), name=context.data.name)
    if context.location is Where.parameter_name:
        return say("slash-option", option=string.message)
    if context.location is Where.choice_name:
        return say("slash-choice", choice=str(context.data.value))
    return None
