"""The command catalogue: every slash command, its options, and the table call it makes: the table's
own commands (/game, /admin, /mygames) here, each game's in its manifest (games/<game>.py).

The console reads it to accept exactly the slash commands' names and options; the cogs
declare the same commands to Discord, and a test holds the two together.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from games import manifests
from games.commands import Command, Description, Option
from games.manifest import GameManifest
from messages import languages
from rendering.replay import SPEEDS_MS
from rules.levels import LEVELS
from table.replies import Caller, Reply, not_an_id, refusal
from table.table import Table


def _command(group: str, name: str, description: Description, call: Callable[..., Awaitable[Reply]],
             *options: Option) -> Command:
    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        for option in options:  # members and roles come as ids: refused here if no id could be one
            kind = {"user": "member", "role": "role"}.get(option.kind)
            if kind and option.name in opts and (reason := not_an_id(opts[option.name], kind)):
                return refusal(reason)
        return await call(table, caller, **opts)

    return Command(group, name, description, handler, options)


def _past_game() -> Option:
    return Option("game", "int", Description("command-option-past-game"), required=False, min_value=1)


def _game_commands(games: tuple[str, ...]) -> tuple[Command, ...]:
    """The /game commands; those naming a game offer the hosted games' keys as choices."""
    return (
        _command("game", "new", Description("command-game-new"), Table.new_game,
                 Option("game", "str", Description("command-option-which-game"), choices=games),
                 Option("options", "str", Description("command-game-new-option-options"), required=False),
                 Option("deadline", "str", Description("command-game-new-option-deadline"), required=False)),
        _command("game", "join", Description("command-game-join"), Table.join),
        _command("game", "start", Description("command-game-start"), Table.start),
        _command("game", "addbot", Description("command-game-addbot"), Table.add_bot,
                 Option("level", "str", Description("command-game-addbot-option-level"), required=False,
                        choices=LEVELS)),
        _command("game", "hint", Description("command-game-hint"), Table.hint),
        _command("game", "resign", Description("command-game-resign"), Table.resign),
        _command("game", "board", Description("command-game-board"), Table.board, _past_game()),
        _command("game", "status", Description("command-game-status"), Table.status),
        _command("game", "log", Description("command-game-log"), Table.log,
                 Option("count", "int", Description("command-game-log-option-count"), required=False, min_value=1,
                        max_value=50),
                 _past_game()),
        _command("game", "rules", Description("command-game-rules"), Table.rules,
                 Option("game", "str", Description("command-game-rules-option-game"), required=False, choices=games)),
        _command("game", "export", Description("command-game-export"), Table.export, _past_game()),
        _command("game", "undo", Description("command-game-undo"), Table.undo),
        _command("game", "replay", Description("command-game-replay"), Table.replay, _past_game(),
                 Option("speed", "str", Description("command-game-replay-option-speed"), required=False,
                        choices=tuple(SPEEDS_MS))),
        _command("game", "history", Description("command-game-history"), Table.history),
        _command("game", "stats", Description("command-game-stats"), Table.stats,
                 Option("member", "user", Description("command-game-stats-option-member"), required=False),
                 Option("game", "str", Description("command-game-stats-option-game"), required=False, choices=games)),
        _command("game", "top", Description("command-game-top"), Table.top,
                 Option("game", "str", Description("command-option-which-game"), choices=games)),
        _command("game", "mine", Description("command-game-mine"), Table.mine),
        _command("game", "away", Description("command-game-away"), Table.away,
                 Option("days", "int", Description("command-game-away-option-days"), required=False, min_value=1,
                        max_value=60),
                 Option("mode", "str", Description("command-game-away-option-mode"), required=False,
                        choices=("pause", "bot")),
                 Option("member", "user", Description("command-game-away-option-member"), required=False)),
        _command("game", "hours", Description("command-game-hours"), Table.hours,
                 Option("start", "int", Description("command-game-hours-option-start"), required=False, min_value=0,
                        max_value=23),
                 Option("end", "int", Description("command-game-hours-option-end"), required=False,
                        min_value=0, max_value=23),
                 Option("timezone", "str", Description("command-game-hours-option-timezone"), required=False)),
        _command("game", "back", Description("command-game-back"), Table.back,
                 Option("member", "user", Description("command-game-back-option-member"), required=False)),
        _command("game", "notify", Description("command-game-notify"), Table.notify,
                 Option("mode", "str", Description("command-game-notify-option-mode"),
                        choices=("channel", "dm", "off"))),
        _command("game", "follow", Description("command-game-follow"), Table.follow),
        _command("game", "unfollow", Description("command-game-unfollow"), Table.unfollow),
        _command("game", "my-data", Description("command-game-my-data"), Table.my_data),
        _command("game", "forget-me", Description("command-game-forget-me"), Table.forget_me),
    )


ADMIN_COMMANDS = (
    _command("admin", "reset", Description("command-admin-reset"), Table.admin_reset),
    _command("admin", "kick", Description("command-admin-kick"), Table.admin_kick,
             Option("player", "user", Description("command-admin-kick-option-player"))),
    _command("admin", "skip", Description("command-admin-skip"), Table.admin_skip),
    _command("admin", "rollback", Description("command-admin-rollback"), Table.rollback,
             Option("version", "int", Description("command-admin-rollback-option-version"), min_value=1)),
    _command("admin", "role", Description("command-admin-role"), Table.admin_role,
             Option("role", "role", Description("command-admin-role-option-role"), required=False)),
    _command("admin", "defaults", Description("command-admin-defaults"), Table.admin_defaults,
             Option("deadline", "str", Description("command-admin-defaults-option-deadline"), required=False),
             Option("reminders", "str", Description("command-admin-defaults-option-reminders"), required=False),
             Option("timeouts", "int", Description("command-admin-defaults-option-timeouts"),
                    required=False, min_value=1, max_value=20)),
    _command("admin", "language", Description("command-admin-language"), Table.admin_language,
             Option("language", "str", Description("command-admin-language-option-language"), required=False,
                    choices=tuple(sorted(languages())))),
    _command("admin", "forget", Description("command-admin-forget"), Table.admin_forget,
             Option("member_id", "str", Description("command-admin-forget-option-member-id"))),
)


# Top-level commands, usable anywhere (a direct message with the bot included): about the member, not a channel.
TOP_COMMANDS = (
    _command("", "mygames", Description("command-mygames"), Table.my_games),
)


def catalogue() -> Mapping[str, Command]:
    """Every command by its path ("game new", "<game> play"): the table's own, then each hosted game's."""
    return _catalogue_of(manifests())


@cache
def _catalogue_of(games: tuple[GameManifest, ...]) -> Mapping[str, Command]:
    keys = tuple(game.key for game in games)
    commands = (*TOP_COMMANDS, *_game_commands(keys), *ADMIN_COMMANDS, *(c for game in games for c in game.commands))
    return MappingProxyType({c.path: c for c in commands})
