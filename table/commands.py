"""The command catalogue: every slash command, its options, and the table call it makes.

The console reads it to accept exactly the slash commands' names and options; the cogs
declare the same commands to Discord, and a test holds the two together.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from rendering.replay import SPEEDS_MS
from rules.levels import LEVELS
from rules.registry import GAME_KEYS
from table.replies import Caller, Reply, not_an_id, refusal
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
    group: str  # empty for a top-level command (/mygames)
    name: str
    description: str
    handler: Handler
    options: tuple[Option, ...] = ()
    verb: str | None = None  # for a move: the notation's first word; its options' values follow it

    @property
    def path(self) -> str:
        return f"{self.group} {self.name}" if self.group else self.name


def move(group: str, name: str, description: str, verb: str, *options: Option) -> Command:
    """A game move written as its verb followed by the given options' values, in order:
    `/animacule move animacule:3 direction:n` is `move 3 n`."""

    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        words = [verb, *(str(opts[o.name]) for o in options if o.name in opts)]
        return await table.act(caller, " ".join(w for w in words if w), kind=group)

    return Command(group, name, description, handler, options, verb)


def _command(group: str, name: str, description: str, call: Callable[..., Awaitable[Reply]],
             *options: Option) -> Command:
    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        for option in options:  # members and roles come as ids: refused here if no id could be one
            kind = {"user": "member", "role": "role"}.get(option.kind)
            if kind and option.name in opts and (reason := not_an_id(opts[option.name], kind)):
                return refusal(reason)
        return await call(table, caller, **opts)

    return Command(group, name, description, handler, options)


def _past_game() -> Option:
    return Option("game", "int", "A game's id from /game history (default: this channel's)", required=False,
                  min_value=1)


GAME_COMMANDS = (
    _command("game", "new", "Open a table for a game in this channel", Table.new_game,
             Option("game", "str", "Which game", choices=GAME_KEYS),
             Option("options", "str", "Rule options as name=value, several with commas or spaces; see /game rules",
                    required=False),
             Option("deadline", "str", "Time per decision: 12h, 2d, 1w or none (default: the server's)",
                    required=False)),
    _command("game", "join", "Take a seat at the open table", Table.join),
    _command("game", "start", "Start the game (the host or an admin)", Table.start),
    _command("game", "addbot", "Fill a seat with an AI player (the host or an admin)", Table.add_bot,
             Option("level", "str", "How well it plays: easy, normal (default) or strong", required=False,
                    choices=LEVELS)),
    _command("game", "hint", "Tables with hints=on: the move the strong bot would make for you now, privately",
             Table.hint),
    _command("game", "resign", "Leave the game for good", Table.resign),
    _command("game", "board", "Post the current board, or a past game's final one", Table.board, _past_game()),
    _command("game", "status", "Players, colours, pieces and whose turn it is", Table.status),
    _command("game", "log", "The last moves and every die roll", Table.log,
             Option("count", "int", "How many entries (default 10)", required=False, min_value=1, max_value=50),
             _past_game()),
    _command("game", "rules", "How to play, and how we read the rulebook's gaps", Table.rules,
             Option("game", "str", "Which game (default: this channel's)", required=False, choices=GAME_KEYS)),
    _command("game", "export", "The game's record (state and log) as a JSON file", Table.export, _past_game()),
    _command("game", "undo", "Take back your last move (the other players are asked when needed)", Table.undo),
    _command("game", "replay", "An animation of a whole game, one frame per move", Table.replay, _past_game(),
             Option("speed", "str", "How fast the moves go by (default normal)", required=False,
                    choices=tuple(SPEEDS_MS))),
    _command("game", "history", "This channel's past games, with their ids", Table.history),
    _command("game", "stats", "Games played, won and how, by game, in this server", Table.stats,
             Option("member", "user", "Whose (default: yours)", required=False),
             Option("game", "str", "Only this game", required=False, choices=GAME_KEYS)),
    _command("game", "top", "A game's leaderboard in this server: ratings and wins", Table.top,
             Option("game", "str", "Which game", choices=GAME_KEYS)),
    _command("game", "mine", "Your games in this server, those waiting for you first", Table.mine),
    _command("game", "away", "Away: your deadlines pause, or the bot plays for you, in every game here", Table.away,
             Option("days", "int", "For how many days (default: until /game back)", required=False, min_value=1,
                    max_value=60),
             Option("mode", "str", "pause your deadlines, or let the bot play for you", required=False,
                    choices=("pause", "bot")),
             Option("member", "user", "Admins: mark another member away", required=False)),
    _command("game", "hours", "Your own hours, in every server: outside them no deadline of yours runs out",
             Table.hours,
             Option("start", "int", "When your hours start: an hour of the day, 0-23", required=False, min_value=0,
                    max_value=23),
             Option("end", "int", "When they end: 0-23 (past midnight if smaller than start)", required=False,
                    min_value=0, max_value=23),
             Option("timezone", "str", "Your time zone's IANA name, e.g. Europe/Berlin (leave all out: clear them)",
                    required=False)),
    _command("game", "back", "Back from away: your deadlines run again", Table.back,
             Option("member", "user", "Admins: bring another member back", required=False)),
    _command("game", "notify", "How you are told it is your turn", Table.notify,
             Option("mode", "str", "channel ping, direct message, or off", choices=("channel", "dm", "off"))),
    _command("game", "follow", "Get a direct message with each new board of this channel's game", Table.follow),
    _command("game", "unfollow", "Stop following this channel's game", Table.unfollow),
    _command("game", "my-data", "Everything this bot keeps about you in this server, as a file only you see",
             Table.my_data),
    _command("game", "forget-me", "Erase your data here; your past games keep you as a former player (confirmed)",
             Table.forget_me),
)

ADMIN_COMMANDS = (
    _command("admin", "reset", "End and archive this channel's game", Table.admin_reset),
    _command("admin", "kick", "Resign a player from this channel's game", Table.admin_kick,
             Option("player", "user", "The player to remove")),
    _command("admin", "skip", "Pass the open prompt with its most passive answer", Table.admin_skip),
    _command("admin", "rollback", "Return this channel's game to an earlier version (each board names its own)",
             Table.rollback, Option("version", "int", "The version to return to", min_value=1)),
    _command("admin", "role", "Set (or clear) the role whose members administer games here", Table.admin_role,
             Option("role", "role", "The role; leave out to clear it", required=False)),
    _command("admin", "defaults", "The server's clock: time per decision, reminders, timeouts", Table.admin_defaults,
             Option("deadline", "str", "New tables' time per decision: 12h, 2d, 1w or none", required=False),
             Option("reminders", "str", "When to remind: 50%,1h (share gone, or time left), or none",
                    required=False),
             Option("timeouts", "int", "Missed deadlines in a row before a player leaves the game",
                    required=False, min_value=1, max_value=20)),
    _command("admin", "forget", "Forget a member (one who left, say) as /game forget-me does (confirmed)",
             Table.admin_forget,
             Option("member_id", "str", "The member's id (Developer Mode: right-click → Copy User ID) or mention")),
)


DIRECTIONS = ("north", "east", "south", "west")


def play_command(group: str) -> Command:
    return move(group, "play", "Make any legal move, typed in notation (autocomplete lists them)", "",
                Option("move", "str", "The move, e.g. 'move 3 n'", autocomplete=True))


def _animacule_piece(name: str, description: str) -> Command:
    return move("animacule", name, description, name,
                Option("animacule", "int", "Your animacule's number", min_value=1, max_value=7),
                Option("direction", "str", "Which way", choices=DIRECTIONS))


ANIMACULE_COMMANDS = (
    play_command("animacule"),
    _animacule_piece("move", "Move an animacule one square (eats food; an empty square brings a calamity)"),
    _animacule_piece("attack", "Attack the animacule next to yours"),
    _animacule_piece("split", "Parthenogenesis: a full animacule splits, the child placed that way"),
    _animacule_piece("mate", "Allogamy with the full animacule on that side"),
    move("animacule", "fight", "Go on with your fight, or retreat", "",
         Option("choice", "str", "continue or retreat", choices=("continue", "retreat"))),
    move("animacule", "mating", "Answer a mating offer", "",
         Option("answer", "str", "accept or decline", choices=("accept", "decline"))),
)

SOUP_COMMANDS = (
    play_command("soup"),
    move("soup", "drift", "Let the amoeba drift with the current", "drift"),
    move("soup", "move", "Move by the compass die for 1 BP, or go the way a free choice or Movement II lets you",
         "move", Option("direction", "str", "Movement II, or after a free choice: the direction", required=False,
                        choices=DIRECTIONS)),
    move("soup", "stay", "Stay put: instead of drifting (Holding), after a free choice, or instead of a second move",
         "stay"),
    move("soup", "eat", "Choose the cubes your amoeba eats", "eat",
         Option("cubes", "str", "The colours, e.g. 'red green blue'", autocomplete=True)),
    move("soup", "buy", "Buy a gene card", "buy", Option("gene", "str", "The gene", autocomplete=True)),
    move("soup", "divide", "Place a new amoeba for 6 BP", "divide",
         Option("space", "str", "The space, e.g. c4", autocomplete=True)),
    move("soup", "place", "Place an amoeba at setup", "place",
         Option("space", "str", "The space, e.g. c4", autocomplete=True)),
    move("soup", "defend", "Answer an attack with Defense: a fight for 1 BP", "defend"),
    move("soup", "escape", "Answer an attack with Escape: move away for 1 BP", "escape",
         Option("direction", "str", "Movement II: the direction", required=False, choices=DIRECTIONS)),
    move("soup", "decline", "Do not react to the attack", "decline"),
    move("soup", "done", "Finish buying genes or dividing", "done"),
)

APOCALYTE_COMMANDS = (
    play_command("apocalyte"),
    move("apocalyte", "place", "Place armies: extra ones at setup, new ones on your turn", "place",
         Option("armies", "str", "How many and where, e.g. '3 ural', or 'auto'", autocomplete=True)),
    move("apocalyte", "move", "Move armies (a territory to start, or all at once: '3 alaska kamchatka')", "move",
         Option("move", "str", "e.g. '3 alaska kamchatka' or '2 w eur n afr carry 1'", autocomplete=True)),
    move("apocalyte", "carry", "How many supplies the moving armies carry along", "carry",
         Option("supplies", "int", "0, 1 or 2", min_value=0, max_value=2)),
    move("apocalyte", "attack", "Fight the Apocalytes in a territory for 1 to 3 rounds", "attack",
         Option("fight", "str", "Rounds and territory, e.g. '2 ukraine'", autocomplete=True)),
    move("apocalyte", "allow", "Allow the movement another player asks you for", "allow"),
    move("apocalyte", "refuse", "Refuse the movement another player asks you for", "refuse"),
    move("apocalyte", "quarantine", "Quarantine your territory against incoming Apocalytes, or not", "quarantine",
         Option("answer", "str", "yes rolls to keep them out, no lets them in", choices=("yes", "no"))),
    move("apocalyte", "done", "Finish moving, fighting or your turn", "done"),
    move("apocalyte", "back", "Step back out of the movement you are choosing", "back"),
    move("apocalyte", "pick", "Draft a territory at setup", "pick",
         Option("territory", "str", "The territory, or 'auto'", autocomplete=True)),
    move("apocalyte", "close", "Demons: close a portal holding four supplies", "close",
         Option("portal", "str", "The portal's territory", autocomplete=True)),
    move("apocalyte", "destroy", "Aliens: attack the unguarded mothership", "destroy"),
)

def own_view_command(group: str, name: str, description: str) -> Command:
    """The caller's own secrets in the game of `group` (their own cards), privately."""

    async def handler(table: Table, caller: Caller, opts: dict[str, Any]) -> Reply:
        return await table.own_view(caller, group)

    return Command(group, name, description, handler)


KINDS = ("city", "jetport", "mountain", "river", "desert")
DECKS = ("habitat", "reproduction", "tolerance", "defense", "predator", "crossing")
ACTIONS = ("reproduce", "environment", "barrier", "migrate", "compete", "genes")


def _count(description: str, required: bool = True) -> Option:
    return Option("count", "int", description, required=required, min_value=1, max_value=6)


def _hex(name: str, description: str, required: bool = True) -> Option:
    return Option(name, "str", description, required=required)


EXTINCTION_COMMANDS = (
    play_command("extinction"),
    own_view_command("extinction", "genes", "See your own gene cards (only you)"),
    move("extinction", "place", "Colonisation: put founders on an empty hex", "place",
         _count("How many founders (1-6)"), _hex("hex", "The hex, e.g. c5")),
    move("extinction", "move", "Migrate (or relocate at setup) individuals from one hex to another", "move",
         _count("How many individuals"), _hex("source", "From the hex, e.g. c5"),
         _hex("target", "To the hex, e.g. d6")),
    move("extinction", "add", "Reproduce: put newborns on a hex", "add",
         _count("How many newborns"), _hex("hex", "The hex, e.g. c5")),
    move("extinction", "remove", "Choose which of your individuals die", "remove",
         _count("How many"), _hex("hex", "The hex, e.g. c5")),
    move("extinction", "barrier", "Place a barrier (a kind alone: then choose its hex)", "barrier",
         Option("kind", "str", "Which barrier", choices=KINDS),
         _hex("hex", "The hex, e.g. c5 (leave out to choose it from the kind's menu)", required=False)),
    move("extinction", "compete", "Compete: take a weaker rival hex next to yours", "compete",
         _count("How many move in"), _hex("source", "From your hex"), _hex("target", "The rival's hex")),
    move("extinction", "prey", "Prey: announce your predator type (no options), or take a rival hex", "prey",
         _count("How many move in", required=False), _hex("source", "From your hex", required=False),
         _hex("target", "The rival's hex", required=False)),
    move("extinction", "change", "Change Genes: swap one card for the top of its deck", "change",
         Option("deck", "str", "Which gene deck", choices=DECKS)),
    move("extinction", "take", "Mild Season: choose a pair of actions", "take",
         Option("first", "str", "The first action", choices=ACTIONS),
         Option("second", "str", "The second action", choices=ACTIONS)),
    move("extinction", "auto", "Let the game place your founders or newborns, or choose who dies", "auto"),
    move("extinction", "done", "Finish an optional action (or relocation)", "done"),
)

def _colony(growing: bool) -> Option:
    """The colony a command names; a growth choice may leave it out while a colony is growing."""
    if growing:
        return Option("colony", "str", "Your colony's hex, e.g. d5 (leave out while that colony is growing)",
                      required=False, autocomplete=True)
    return Option("colony", "str", "Your colony's hex, e.g. d5 (autocomplete: colonies ready to grow)",
                  autocomplete=True)


def _micro_growth(name: str, description: str) -> Command:
    return move("micro", name, description, name, _colony(growing=True))


MICRO_COMMANDS = (
    play_command("micro"),
    move("micro", "arrange", "Setup: lay out your three habitats on your home hexes, in their order", "arrange",
         Option("habitats", "str", "The habitats in the order of your home hexes, e.g. 'vent abyss brine'",
                autocomplete=True)),
    move("micro", "place", "Place your starting colony at setup, or the habitat an exchange drew", "place",
         Option("hex", "str", "The hex, e.g. d4", autocomplete=True)),
    move("micro", "grow", "Grow a ready colony: then double, move and evolve, 1 resource each", "grow",
         _colony(growing=False)),
    _micro_growth("double", "Grow a ready colony by doubling it (+1 generation), or double the one growing"),
    _micro_growth("spore", "Grow a ready colony by leaving a spore, or leave one from the colony growing"),
    move("micro", "move", "Grow a ready colony by moving it (half of it, from generation 2), or move the one growing",
         "move", Option("colony", "str", "Your colony's hex, e.g. d5", autocomplete=True),
         Option("to", "str", "The free habitat to move to, e.g. e6")),
    _micro_growth("evolve", "Grow a ready colony by evolving it (draw an evolution card), or evolve the one growing"),
    move("micro", "exchange", "Draw a habitat from Gaia and swap it for an unused one of yours", "exchange"),
    move("micro", "attack", "Attack a nearby rival colony", "attack",
         Option("colonies", "str", "Your colony and the one attacked, e.g. 'd5 d6'", autocomplete=True)),
    move("micro", "metabolism", "Give back an evolution card and draw a new metabolism", "metabolism",
         Option("choice", "str", "Species and card given back, e.g. 'vibrio gliding'", autocomplete=True)),
    move("micro", "uptake", "How much a colony takes up each turn (free)", "uptake",
         Option("setting", "str", "Colony and amount: safe, min, max or a number, e.g. 'd5 min'",
                autocomplete=True)),
    move("micro", "pass", "End your turn without a main action", "pass"),
    move("micro", "done", "Stop growing the colony (growing is your main action: the turn ends)", "done"),
)

# Top-level commands, usable anywhere (a direct message with the bot included): about the member, not a channel.
TOP_COMMANDS = (
    _command("", "mygames", "Your games in every server this bot is in, those waiting for you first",
             Table.my_games),
)

CATALOGUE: dict[str, Command] = {
    c.path: c
    for c in (*TOP_COMMANDS, *GAME_COMMANDS, *ADMIN_COMMANDS, *ANIMACULE_COMMANDS, *SOUP_COMMANDS, *APOCALYTE_COMMANDS,
              *EXTINCTION_COMMANDS, *MICRO_COMMANDS)
}
