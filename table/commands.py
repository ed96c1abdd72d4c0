"""The command catalogue: every slash command, its options, and the table call it makes.

The console reads it to accept exactly the slash commands' names and options; the cogs
declare the same commands to Discord, and a test holds the two together.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from messages import say
from rendering.replay import SPEEDS_MS
from rules.levels import LEVELS
from rules.registry import GAME_KEYS
from table.replies import Caller, Reply, not_an_id, refusal
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


GAME_COMMANDS = (
    _command("game", "new", Description("command-game-new"), Table.new_game,
             Option("game", "str", Description("command-option-which-game"), choices=GAME_KEYS),
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
             Option("game", "str", Description("command-game-rules-option-game"), required=False, choices=GAME_KEYS)),
    _command("game", "export", Description("command-game-export"), Table.export, _past_game()),
    _command("game", "undo", Description("command-game-undo"), Table.undo),
    _command("game", "replay", Description("command-game-replay"), Table.replay, _past_game(),
             Option("speed", "str", Description("command-game-replay-option-speed"), required=False,
                    choices=tuple(SPEEDS_MS))),
    _command("game", "history", Description("command-game-history"), Table.history),
    _command("game", "stats", Description("command-game-stats"), Table.stats,
             Option("member", "user", Description("command-game-stats-option-member"), required=False),
             Option("game", "str", Description("command-game-stats-option-game"), required=False, choices=GAME_KEYS)),
    _command("game", "top", Description("command-game-top"), Table.top,
             Option("game", "str", Description("command-option-which-game"), choices=GAME_KEYS)),
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
             Option("mode", "str", Description("command-game-notify-option-mode"), choices=("channel", "dm", "off"))),
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
    _command("admin", "forget", Description("command-admin-forget"), Table.admin_forget,
             Option("member_id", "str", Description("command-admin-forget-option-member-id"))),
)


DIRECTIONS = ("north", "east", "south", "west")


def play_command(group: str) -> Command:
    return move(group, "play", Description("command-play"), "",
                Option("move", "str", Description("command-play-option-move"), autocomplete=True))


def _animacule_piece(name: str, description: Description) -> Command:
    return move("animacule", name, description, name,
                Option("animacule", "int", Description("command-animacule-option-animacule"), min_value=1, max_value=7),
                Option("direction", "str", Description("command-animacule-option-direction"), choices=DIRECTIONS))


ANIMACULE_COMMANDS = (
    play_command("animacule"),
    _animacule_piece("move", Description("command-animacule-move")),
    _animacule_piece("attack", Description("command-animacule-attack")),
    _animacule_piece("split", Description("command-animacule-split")),
    _animacule_piece("mate", Description("command-animacule-mate")),
    move("animacule", "fight", Description("command-animacule-fight"), "",
         Option("choice", "str", Description("command-animacule-fight-option-choice"),
                choices=("continue", "retreat"))),
    move("animacule", "mating", Description("command-animacule-mating"), "",
         Option("answer", "str", Description("command-animacule-mating-option-answer"), choices=("accept", "decline"))),
)

SOUP_COMMANDS = (
    play_command("soup"),
    move("soup", "drift", Description("command-soup-drift"), "drift"),
    move("soup", "move", Description("command-soup-move"),
         "move", Option("direction", "str", Description("command-soup-move-option-direction"), required=False,
                        choices=DIRECTIONS)),
    move("soup", "stay", Description("command-soup-stay"),
         "stay"),
    move("soup", "eat", Description("command-soup-eat"), "eat",
         Option("cubes", "str", Description("command-soup-eat-option-cubes"), autocomplete=True)),
    move("soup", "buy", Description("command-soup-buy"), "buy",
         Option("gene", "str", Description("command-soup-buy-option-gene"), autocomplete=True)),
    move("soup", "divide", Description("command-soup-divide"), "divide",
         Option("space", "str", Description("command-soup-option-space"), autocomplete=True)),
    move("soup", "place", Description("command-soup-place"), "place",
         Option("space", "str", Description("command-soup-option-space"), autocomplete=True)),
    move("soup", "defend", Description("command-soup-defend"), "defend"),
    move("soup", "escape", Description("command-soup-escape"), "escape",
         Option("direction", "str", Description("command-soup-escape-option-direction"), required=False,
                choices=DIRECTIONS)),
    move("soup", "decline", Description("command-soup-decline"), "decline"),
    move("soup", "done", Description("command-soup-done"), "done"),
)

APOCALYTE_COMMANDS = (
    play_command("apocalyte"),
    move("apocalyte", "place", Description("command-apocalyte-place"), "place",
         Option("armies", "str", Description("command-apocalyte-place-option-armies"), autocomplete=True)),
    move("apocalyte", "move", Description("command-apocalyte-move"), "move",
         Option("move", "str", Description("command-apocalyte-move-option-move"), autocomplete=True)),
    move("apocalyte", "carry", Description("command-apocalyte-carry"), "carry",
         Option("supplies", "int", Description("command-apocalyte-carry-option-supplies"), min_value=0, max_value=2)),
    move("apocalyte", "attack", Description("command-apocalyte-attack"), "attack",
         Option("fight", "str", Description("command-apocalyte-attack-option-fight"), autocomplete=True)),
    move("apocalyte", "allow", Description("command-apocalyte-allow"), "allow"),
    move("apocalyte", "refuse", Description("command-apocalyte-refuse"), "refuse"),
    move("apocalyte", "quarantine", Description("command-apocalyte-quarantine"), "quarantine",
         Option("answer", "str", Description("command-apocalyte-quarantine-option-answer"), choices=("yes", "no"))),
    move("apocalyte", "done", Description("command-apocalyte-done"), "done"),
    move("apocalyte", "back", Description("command-apocalyte-back"), "back"),
    move("apocalyte", "pick", Description("command-apocalyte-pick"), "pick",
         Option("territory", "str", Description("command-apocalyte-pick-option-territory"), autocomplete=True)),
    move("apocalyte", "close", Description("command-apocalyte-close"), "close",
         Option("portal", "str", Description("command-apocalyte-close-option-portal"), autocomplete=True)),
    move("apocalyte", "destroy", Description("command-apocalyte-destroy"), "destroy"),
)

def own_view_command(group: str, name: str, description: Description) -> Command:
    """The caller's own secrets in the game of `group` (their own cards), privately."""

    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        return await table.own_view(caller, group)

    return Command(group, name, description, handler)


KINDS = ("city", "jetport", "mountain", "river", "desert")
DECKS = ("habitat", "reproduction", "tolerance", "defense", "predator", "crossing")
ACTIONS = ("reproduce", "environment", "barrier", "migrate", "compete", "genes")


def _count(description: Description, required: bool = True) -> Option:
    return Option("count", "int", description, required=required, min_value=1, max_value=6)


def _hex(name: str, description: Description, required: bool = True) -> Option:
    return Option(name, "str", description, required=required)


EXTINCTION_COMMANDS = (
    play_command("extinction"),
    own_view_command("extinction", "genes", Description("command-extinction-genes")),
    move("extinction", "place", Description("command-extinction-place"), "place",
         _count(Description("command-extinction-place-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "move", Description("command-extinction-move"), "move",
         _count(Description("command-extinction-move-option-count")),
         _hex("source", Description("command-extinction-move-option-source")),
         _hex("target", Description("command-extinction-move-option-target"))),
    move("extinction", "add", Description("command-extinction-add"), "add",
         _count(Description("command-extinction-add-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "remove", Description("command-extinction-remove"), "remove",
         _count(Description("command-extinction-remove-option-count")),
         _hex("hex", Description("command-extinction-option-hex"))),
    move("extinction", "barrier", Description("command-extinction-barrier"), "barrier",
         Option("kind", "str", Description("command-extinction-barrier-option-kind"), choices=KINDS),
         _hex("hex", Description("command-extinction-barrier-option-hex"), required=False)),
    move("extinction", "compete", Description("command-extinction-compete"), "compete",
         _count(Description("command-extinction-option-moving-in")),
         _hex("source", Description("command-extinction-option-from-your-hex")),
         _hex("target", Description("command-extinction-option-rival-hex"))),
    move("extinction", "prey", Description("command-extinction-prey"), "prey",
         _count(Description("command-extinction-option-moving-in"), required=False),
         _hex("source", Description("command-extinction-option-from-your-hex"), required=False),
         _hex("target", Description("command-extinction-option-rival-hex"), required=False)),
    move("extinction", "change", Description("command-extinction-change"), "change",
         Option("deck", "str", Description("command-extinction-change-option-deck"), choices=DECKS)),
    move("extinction", "take", Description("command-extinction-take"), "take",
         Option("first", "str", Description("command-extinction-take-option-first"), choices=ACTIONS),
         Option("second", "str", Description("command-extinction-take-option-second"), choices=ACTIONS)),
    move("extinction", "auto", Description("command-extinction-auto"), "auto"),
    move("extinction", "done", Description("command-extinction-done"), "done"),
)

def _colony(growing: bool) -> Option:
    """The colony a command names; a growth choice may leave it out while a colony is growing."""
    if growing:
        return Option("colony", "str", Description("command-micro-option-colony-growing"),
                      required=False, autocomplete=True)
    return Option("colony", "str", Description("command-micro-grow-option-colony"),
                  autocomplete=True)


def _micro_growth(name: str, description: Description) -> Command:
    return move("micro", name, description, name, _colony(growing=True))


MICRO_COMMANDS = (
    play_command("micro"),
    move("micro", "arrange", Description("command-micro-arrange"), "arrange",
         Option("habitats", "str", Description("command-micro-arrange-option-habitats"),
                autocomplete=True)),
    move("micro", "place", Description("command-micro-place"), "place",
         Option("hex", "str", Description("command-micro-place-option-hex"), autocomplete=True)),
    move("micro", "grow", Description("command-micro-grow"), "grow",
         _colony(growing=False)),
    _micro_growth("double", Description("command-micro-double")),
    _micro_growth("spore", Description("command-micro-spore")),
    move("micro", "move", Description("command-micro-move"),
         "move", Option("colony", "str", Description("command-micro-move-option-colony"), autocomplete=True),
         Option("to", "str", Description("command-micro-move-option-to"))),
    _micro_growth("evolve", Description("command-micro-evolve")),
    move("micro", "exchange", Description("command-micro-exchange"), "exchange"),
    move("micro", "attack", Description("command-micro-attack"), "attack",
         Option("colonies", "str", Description("command-micro-attack-option-colonies"), autocomplete=True)),
    move("micro", "metabolism", Description("command-micro-metabolism"), "metabolism",
         Option("choice", "str", Description("command-micro-metabolism-option-choice"), autocomplete=True)),
    move("micro", "uptake", Description("command-micro-uptake"), "uptake",
         Option("setting", "str", Description("command-micro-uptake-option-setting"),
                autocomplete=True)),
    move("micro", "pass", Description("command-micro-pass"), "pass"),
    move("micro", "done", Description("command-micro-done"), "done"),
)

# Top-level commands, usable anywhere (a direct message with the bot included): about the member, not a channel.
TOP_COMMANDS = (
    _command("", "mygames", Description("command-mygames"), Table.my_games),
)

CATALOGUE: dict[str, Command] = {
    c.path: c
    for c in (*TOP_COMMANDS, *GAME_COMMANDS, *ADMIN_COMMANDS, *ANIMACULE_COMMANDS, *SOUP_COMMANDS, *APOCALYTE_COMMANDS,
              *EXTINCTION_COMMANDS, *MICRO_COMMANDS)
}
