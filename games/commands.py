"""The shapes of a slash command, shared by the table's own commands (table/commands.py) and each
game's (games/<game>.py): a command, its options and descriptions, and the builders of a game's moves.

They live beside the manifests rather than in table/ so that a game's module declares its commands
without importing the table (the table imports the games, never the other way round): a handler only
calls the table it is given.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from messages import say

if TYPE_CHECKING:
    from table.replies import Caller, Reply
    from table.table import Table

    Handler = Callable[[Table, Caller, dict[str, Any]], Awaitable[Reply]]


@dataclass(frozen=True)
class Description:
    """A command's or an option's description: its message id, whose text is read from the messages
    catalogue where it is shown; the cogs give Discord both, so that a translator finds it by its id."""

    message_id: str

    @property
    def text(self) -> str:
        return say(self.message_id)


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "str", "int", "user" (a member: its id) or "role" (its id)
    description: Description
    required: bool = True
    choices: tuple[str, ...] = ()
    autocomplete: bool = False
    min_value: int | None = None
    max_value: int | None = None


@dataclass(frozen=True)
class Command:
    group: str  # empty for a top-level command (/mygames)
    name: str
    description: Description
    handler: Handler
    options: tuple[Option, ...] = ()
    verb: str | None = None  # for a move: the notation's first word; its options' values follow it

    @property
    def path(self) -> str:
        return f"{self.group} {self.name}" if self.group else self.name


def move(group: str, name: str, description: Description, verb: str, *options: Option) -> Command:
    """A game move written as its verb followed by the given options' values, in order:
    `/animacule move animacule:3 direction:n` is `move 3 n`."""

    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        words = [verb, *(str(opts[o.name]) for o in options if o.name in opts)]
        return await table.act(caller, " ".join(w for w in words if w), kind=group)

    return Command(group, name, description, handler, options, verb)


def play_command(group: str) -> Command:
    """`/<game> play move:…`: any legal move of the game in its notation, with autocomplete."""
    return move(group, "play", Description("command-play"), "",
                Option("move", "str", Description("command-play-option-move"), autocomplete=True))


def own_view_command(group: str, name: str, description: Description) -> Command:
    """The caller's own secrets in the game of `group` (their own cards), privately."""

    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        return await table.own_view(caller, group)

    return Command(group, name, description, handler)


DIRECTIONS = ("north", "east", "south", "west")  # the choices of a direction, in the games on a square grid
