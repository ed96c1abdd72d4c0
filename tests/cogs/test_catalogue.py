"""The slash commands the cogs declare to Discord are exactly the catalogue the console
runs: same groups, names, options, required flags and choices."""

from __future__ import annotations

from pathlib import Path

from discord import app_commands

from cogs.bot import EXTENSIONS, EvolutionBot
from table.commands import CATALOGUE


async def test_every_slash_command_matches_its_catalogue_entry(tmp_path: Path) -> None:
    bot = EvolutionBot(str(tmp_path / "db.sqlite3"))
    for extension in EXTENSIONS:
        await bot.load_extension(extension)
    declared: dict[str, app_commands.Command | app_commands.Group] = {}
    for group in bot.tree.get_commands():
        if isinstance(group, app_commands.Command):  # a top-level command
            declared[group.name] = group
            continue
        assert isinstance(group, app_commands.Group)
        for command in group.commands:
            declared[f"{group.name} {command.name}"] = command
    assert sorted(declared) == sorted(CATALOGUE)
    for path, spec in CATALOGUE.items():
        command = declared[path]
        assert command.description == spec.description[:100], path
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
    for extension in EXTENSIONS:  # the bot never logged in: its cogs are all there is to close
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

