"""The command catalogue: every slash command, its options, and the table call it makes.

The console reads it to accept exactly the slash commands' names and options; the cogs
declare the same commands to Discord, and a test holds the two together.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from rules.registry import GAME_KEYS
from table.replies import Caller, Reply
from table.table import Table

Handler = Callable[[Table, Caller, dict[str, Any]], Awaitable[Reply]]


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "str", "int", "user" (a member: its id) or "role" (its id)
    description: str
    required: bool = True
    choices: tuple[str, ...] = ()
    autocomplete: bool = False
    min_value: int | None = None
    max_value: int | None = None


@dataclass(frozen=True)
class Command:
    group: str
    name: str
    description: str
    handler: Handler
    options: tuple[Option, ...] = ()

    @property
    def path(self) -> str:
        return f"{self.group} {self.name}"


def _game_move(template: str) -> Handler:
    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        return await table.act(caller, template.format(**opts))

    return handler


def _command(group: str, name: str, description: str, call: Callable[..., Awaitable[Reply]],
             *options: Option) -> Command:
    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        return await call(table, caller, **opts)

    return Command(group, name, description, handler, options)


GAME_COMMANDS = (
    _command("game", "new", "Open a table for a game in this channel", Table.new_game,
             Option("game", "str", "Which game", choices=GAME_KEYS),
             Option("options", "str", "Rule options as name=value, see /game rules", required=False)),
    _command("game", "join", "Take a seat at the open table", Table.join),
    _command("game", "start", "Start the game (the host or an admin)", Table.start),
    _command("game", "addbot", "Fill a seat with an AI player (the host or an admin)", Table.add_bot),
    _command("game", "resign", "Leave the game for good", Table.resign),
    _command("game", "board", "Post the current board", Table.board),
    _command("game", "status", "Players, colours, pieces and whose turn it is", Table.status),
    _command("game", "log", "The last moves and every die roll", Table.log,
             Option("count", "int", "How many entries (default 10)", required=False, min_value=1, max_value=50)),
    _command("game", "rules", "How to play, and how we read the rulebook's gaps", Table.rules,
             Option("game", "str", "Which game (default: this channel's)", required=False, choices=GAME_KEYS)),
    _command("game", "export", "The game's record (state and log) as a JSON file", Table.export),
)

ADMIN_COMMANDS = (
    _command("admin", "reset", "End and archive this channel's game", Table.admin_reset),
    _command("admin", "kick", "Resign a player from this channel's game", Table.admin_kick,
             Option("player", "user", "The player to remove")),
    _command("admin", "skip", "Pass the open prompt with its most passive answer", Table.admin_skip),
    _command("admin", "role", "Set (or clear) the role whose members administer games here", Table.admin_role,
             Option("role", "role", "The role; leave out to clear it", required=False)),
)


def _animacule_piece(name: str, description: str, template: str) -> Command:
    return Command("animacule", name, description, _game_move(template), (
        Option("animacule", "int", "Your animacule's number", min_value=1, max_value=7),
        Option("direction", "str", "Which way", choices=("n", "e", "s", "w")),
    ))


async def _play(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
    return await table.act(caller, opts["move"])


def play_command(group: str) -> Command:
    return Command(group, "play", "Make any legal move, typed in notation (autocomplete lists them)", _play,
                   (Option("move", "str", "The move, e.g. 'move 3 n'", autocomplete=True),))


ANIMACULE_COMMANDS = (
    play_command("animacule"),
    _animacule_piece("move", "Move an animacule one square (eats food; an empty square brings a calamity)",
                     "move {animacule} {direction}"),
    _animacule_piece("attack", "Attack the animacule next to yours", "attack {animacule} {direction}"),
    _animacule_piece("split", "Parthenogenesis: a full animacule splits, the child placed that way",
                     "split {animacule} {direction}"),
    _animacule_piece("mate", "Allogamy with the full animacule on that side", "mate {animacule} {direction}"),
    Command("animacule", "fight", "Go on with your fight, or retreat", _game_move("{choice}"),
            (Option("choice", "str", "continue or retreat", choices=("continue", "retreat")),)),
    Command("animacule", "mating", "Answer a mating offer", _game_move("{answer}"),
            (Option("answer", "str", "accept or decline", choices=("accept", "decline")),)),
)

CATALOGUE: dict[str, Command] = {c.path: c for c in (*GAME_COMMANDS, *ADMIN_COMMANDS, *ANIMACULE_COMMANDS)}
