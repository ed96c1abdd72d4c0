"""The names a console member types for a slash command and its options: those their client shows (the
console's `--locale`, as every reply names them through `COMMAND()` and `OPTION()`) and the English ones,
which Discord's English clients and the README use. Choice values are typed as they are in every language,
as Discord sends them. Worked out for each line typed, not kept: the commands change when a game is hosted."""

from __future__ import annotations

from games.commands import Command
from messages import command_named, option_named, reading
from table.commands import catalogue


def shown_paths(locale: str) -> dict[str, str]:
    """Each command's path (`game new`) as a member whose client reads `locale` sees it (`spiel neu`)."""
    with reading(locale):
        return {path: command_named(path) for path in catalogue()}


def typed_paths(locale: str) -> dict[str, str]:
    """Each path a member may type, in their client's names or in English, to the command's path."""
    return {**{shown: path for path, shown in shown_paths(locale).items()}, **{path: path for path in catalogue()}}


def shown_options(locale: str, path: str) -> dict[str, str]:
    """A command's options by name, each as a member whose client reads `locale` sees it."""
    with reading(locale):
        return {option.name: option_named(option.name) for option in catalogue()[path].options}


def typed_options(locale: str, path: str) -> dict[str, str]:
    """Each option name a member may type for a command, in their client's names or in English, to the
    option's name."""
    shown = shown_options(locale, path)
    return {**{name: option for option, name in shown.items()}, **{option: option for option in shown}}


def command_at(locale: str, path: str) -> Command | None:
    """The command a member typed as `path`, in either language's names."""
    declared = typed_paths(locale).get(path)
    return None if declared is None else catalogue()[declared]
