"""The slash commands the cogs declare to Discord are exactly the catalogue the console
runs: same groups, names, options, required flags and choices."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from discord import Locale, app_commands

from cogs.bot import EvolutionBot, extensions
from messages import say
from table.commands import catalogue


async def test_every_slash_command_matches_its_catalogue_entry(tmp_path: Path) -> None:
    bot = EvolutionBot(str(tmp_path / "db.sqlite3"))
    for extension in extensions():
        await bot.load_extension(extension)
    declared: dict[str, app_commands.Command | app_commands.Group] = {}
    for group in bot.tree.get_commands():
        if isinstance(group, app_commands.Command):  # a top-level command
            declared[group.name] = group
            continue
        assert isinstance(group, app_commands.Group)
        for command in group.commands:
            declared[f"{group.name} {command.name}"] = command
    assert sorted(declared) == sorted(catalogue())
    for path, spec in catalogue().items():
        command = declared[path]
        assert command.description == spec.description.text[:100], path
        assert isinstance(command, app_commands.Command), path
        parameters = {p.name: p for p in command.parameters}
        assert list(parameters) == [o.name for o in spec.options], path
        for option in spec.options:
            parameter = parameters[option.name]
            assert parameter.required == option.required, (path, option.name)
            assert [c.value for c in parameter.choices] == list(option.choices), (path, option.name)
            assert parameter.autocomplete == option.autocomplete, (path, option.name)
            if option.min_value is not None:
                assert (parameter.min_value, parameter.max_value) == (option.min_value, option.max_value)
    for extension in extensions():  # the bot never logged in: its cogs are all there is to close
        await bot.unload_extension(extension)


class ById(app_commands.Translator):
    """Translates every description into its message id, as a translator from the messages catalogue
    finds it (issue 34)."""

    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        return string.extras.get("id") if context.location in DESCRIBED else None


DESCRIBED = (app_commands.TranslationContextLocation.command_description,
             app_commands.TranslationContextLocation.group_description,
             app_commands.TranslationContextLocation.parameter_description)


def described(payload: dict[str, Any], where: str = "") -> dict[str, tuple[str, str]]:
    """Every description in a synced command's payload by where it is ("game new deadline"): its text
    and its German localisation."""
    where = f"{where} {payload['name']}".strip()
    found = {where: (payload["description"], payload.get("description_localizations", {}).get("de", ""))}
    for option in payload.get("options", ()):
        found.update(described(option, where))
    return found


async def test_every_description_reaches_a_translator_with_its_message_id(tmp_path: Path) -> None:
    bot = EvolutionBot(str(tmp_path / "db.sqlite3"))
    for extension in extensions():
        await bot.load_extension(extension)
    await bot.tree.set_translator(ById())
    found: dict[str, tuple[str, str]] = {}
    for command in bot.tree.get_commands():
        found.update(described(await command.get_translated_payload(bot.tree, bot.tree.translator)))
    assert [(where, text) for where, (text, message_id) in found.items()
            if not message_id or say(message_id)[:100] != text] == []
    assert found["game"][1] == "command-group-game"
    for path, spec in catalogue().items():
        assert found[path][1] == spec.description.message_id, path
        for option in spec.options:
            assert found[f"{path} {option.name}"][1] == option.description.message_id, (path, option.name)
    assert found["game log game"][1] == found["game board game"][1] == "command-option-past-game"
    await bot.tree.set_translator(None)
    for extension in extensions():
        await bot.unload_extension(extension)


async def test_mygames_is_offered_in_direct_messages_and_to_user_installs(tmp_path: Path) -> None:
    bot = EvolutionBot(str(tmp_path / "db.sqlite3"))
    await bot.load_extension("cogs.mygames")
    command = bot.tree.get_command("mygames")
    assert isinstance(command, app_commands.Command)
    payload = command.to_dict(bot.tree)
    assert payload["contexts"] == [0, 1, 2]  # guilds, the bot's DMs, other private channels
    assert payload["integration_types"] == [0, 1]  # installed in a server, or by a user for themselves
    await bot.unload_extension("cogs.mygames")

