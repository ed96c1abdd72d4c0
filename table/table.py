"""The game table: lobby, seats, turn flow driven by the engine's prompts, permissions,
one lock per channel, and the replies every adapter (Discord, console) presents.

Each public coroutine takes a Caller and returns a Reply; nothing here knows Discord.
A refused request returns an ephemeral Reply and writes nothing. The table is composed of
services over one core (table/core.py: the store, the clock, the channel locks, each call's
`Request`, loading, committing and posting); each service holds the core and the services it
calls, passed in when `Table` makes them:

- lobby (`Lobby`): opening a table, seats, bot seats, the start;
- play (`Play`, `Hints`, `Takebacks`): moves, the private panel, resigning, hints, take-backs and
  rollbacks;
- clock (`Timekeeping`, its posts through `Delivery`): reminders, timeouts, stand-ins, a member's
  return, the outbox and channels the bot cannot post to;
- members (`Members`, `OwnHours`, `Privacy`): absences, notifications, follows, a member's games,
  their hours, their data and forgetting them;
- history (`History`, `Looking`, `Replays`): the board, status, log, rules and export of a game,
  past games, statistics, replays;
- admin (`Admin`): resets, kicks, skips, the admin role and the server's defaults.

`Table` is the one entry point: a facade handing each call to the service that answers it.

The modules are grouped by concern in subpackages (seating, playing, timekeeping, membership,
records, running, posting, store); what every part shares sits at the top beside this one.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable, Sequence
from typing import TypeVar

from messages import reading, say
from rules.base import Action
from rules.levels import DEFAULT_LEVEL
from rules.phrases import Said
from table import custom_ids
from table.core import DamagedGame, Loaded, Refused, TableCore
from table.membership.members import Members
from table.membership.ownhours import OwnHours
from table.membership.privacy import Privacy
from table.playing.hints import Hints
from table.playing.play import Play
from table.playing.takeback import Takebacks
from table.posting.delivery import Deliver, Delivery
from table.records.history import History
from table.records.looking import Looking
from table.records.replayqueue import ReplayQueue
from table.records.replays import Progress, Replays
from table.replies import Caller, Posting, Reply, refusal
from table.running.admin import Admin
from table.running.shards import ALL_SHARDS, Shards
from table.seating.lobby import Lobby
from table.store import Store, Unreachable
from table.timekeeping.clock import Timekeeping
from table.timekeeping.clocks import Clock

__all__ = ["DamagedGame", "Loaded", "Refused", "Table"]

_Facade = TypeVar("_Facade")
Answer = TypeVar("Answer")


def _in_callers_language(cls: type[_Facade]) -> type[_Facade]:
    """Every call of the facade that a member makes (its first argument is their `Caller`) answers in
    their Discord client's language: the services that take the channel's lock set it again in the core's
    `guarded`, and the rest (statistics, a member's own settings, the rules, autocomplete) read it here."""
    for name, method in list(vars(cls).items()):
        if inspect.iscoroutinefunction(method) and list(inspect.signature(method).parameters)[1:2] == ["caller"]:
            setattr(cls, name, _reading_callers_language(method))
    return cls


def _reading_callers_language(method: Callable[..., Awaitable[Answer]]) -> Callable[..., Awaitable[Answer]]:
    @functools.wraps(method)
    async def answered(self: object, caller: Caller, *args: object, **kwargs: object) -> Answer:
        with reading(caller.locale):
            return await method(self, caller, *args, **kwargs)

    return answered


@_in_callers_language
class Table:
    """Every table call the adapters make."""

    def __init__(self, store: Store, seed_source: Callable[[], int] | None = None, clock: Clock | None = None,
                 shards: Shards = ALL_SHARDS) -> None:
        core = self.core = TableCore(store, seed_source, clock, shards)
        self.store, self.clock, self.shards = core.store, core.clock, core.shards
        self._lobby = Lobby(core)
        self._play = Play(core, self._lobby)
        self._hints, self._takebacks = Hints(core), Takebacks(core)
        self._delivery = Delivery(core)
        self._timekeeping = Timekeeping(core, self._delivery)
        self._members = Members(core, self._timekeeping)
        self._own_hours, self._privacy = OwnHours(core), Privacy(core, self._play)
        self._history = History(core)
        self._looking, self._replays = Looking(core, self._history), Replays(core, self._history)
        self._admin = Admin(core, self._lobby, self._play)

    # What the scheduler and tests set or read on the table once it is made, kept where the services read it:

    @property
    def on_change(self) -> Callable[[float], None]:
        return self.core.on_change

    @on_change.setter
    def on_change(self, changed: Callable[[float], None]) -> None:
        self.core.on_change = changed

    @property
    def left_server(self) -> Callable[[int, int], Awaitable[bool]]:
        return self.core.left_server

    @left_server.setter
    def left_server(self, asks: Callable[[int, int], Awaitable[bool]]) -> None:
        self.core.left_server = asks

    @property
    def _seed_source(self) -> Callable[[], int]:
        return self.core.seed_source

    @_seed_source.setter
    def _seed_source(self, seeds: Callable[[], int]) -> None:
        self.core.seed_source = seeds

    @property
    def _held(self) -> dict[int, Unreachable] | None:
        return self.core.held_channels

    @property
    def replay_queue(self) -> ReplayQueue:
        return self._replays.replay_queue

    @replay_queue.setter
    def replay_queue(self, queue: ReplayQueue) -> None:
        self._replays.replay_queue = queue

    async def press(self, caller: Caller, custom_id: str, selected: str | None = None) -> Reply:
        """A button or select under one of our messages, handed to the part of the table that answers it."""
        try:
            press = custom_ids.parse(custom_id, selected)
        except ValueError:
            return refusal(say("unknown-button"))
        if press.kind == "lobby":
            verb = {"join": self.join, "start": self.start, "addbot": self.add_bot}[press.value]
            return await verb(caller, press.game_id)
        if press.kind == "panel":
            return await self.panel(caller, press.game_id)
        if press.kind == "confirm" and press.value == "forget":
            return await self.forget_confirmed(caller, press.game_id)
        if press.kind == "confirm":
            return await self.resign(caller, confirmed=press.game_id)
        if press.kind == "undo":
            return await self.answer_takeback(caller, press.game_id, press.version or 0, press.value == "accept")
        if press.kind == "rollback":
            return await self.rollback_confirmed(caller, press.game_id, press.version or 0, int(press.value))
        return await self.act(caller, press.value, press.game_id, press.version, in_panel=press.in_panel)

    # ----- lobby ---------------------------------------------------------------------------------------

    async def new_game(self, caller: Caller, game: str, options: str = "", deadline: str | None = None) -> Reply:
        return await self._lobby.new_game(caller, game, options, deadline)

    async def join(self, caller: Caller, game_id: int | None = None) -> Reply:
        return await self._lobby.join(caller, game_id)

    async def add_bot(self, caller: Caller, game_id: int | None = None, level: str = DEFAULT_LEVEL) -> Reply:
        return await self._lobby.add_bot(caller, game_id, level)

    async def start(self, caller: Caller, game_id: int | None = None) -> Reply:
        return await self._lobby.start(caller, game_id)

    # ----- play ----------------------------------------------------------------------------------------

    async def act(
        self, caller: Caller, text: str, game_id: int | None = None, version: int | None = None,
        kind: str | None = None, in_panel: bool = False,
    ) -> Reply:
        return await self._play.act(caller, text, game_id, version, kind, in_panel)

    async def panel(self, caller: Caller, game_id: int | None = None) -> Reply:
        return await self._play.panel(caller, game_id)

    async def choices_for(self, caller: Caller, typed: str = "", verb: str = "") -> list[Action]:
        return await self._play.choices_for(caller, typed, verb)

    async def resign(self, caller: Caller, confirmed: int | None = None) -> Reply:
        return await self._play.resign(caller, confirmed)

    async def hint(self, caller: Caller) -> Reply:
        return await self._hints.hint(caller)

    async def undo(self, caller: Caller) -> Reply:
        return await self._takebacks.undo(caller)

    async def answer_takeback(self, caller: Caller, game_id: int, version: int, accept: bool) -> Reply:
        return await self._takebacks.answer_takeback(caller, game_id, version, accept)

    async def rollback(self, caller: Caller, version: int) -> Reply:
        return await self._takebacks.rollback(caller, version)

    async def rollback_confirmed(self, caller: Caller, game_id: int, at_version: int, version: int) -> Reply:
        return await self._takebacks.rollback_confirmed(caller, game_id, at_version, version)

    # ----- clock ---------------------------------------------------------------------------------------

    async def next_due(self) -> float | None:
        return await self._timekeeping.next_due()

    async def run_due(self, deliver: Deliver | None = None) -> list[Posting]:
        return await self._timekeeping.run_due(deliver)

    async def post_lost_board(self, guild_id: int, channel_id: int, reply: Reply, mover: str) -> None:
        await self._delivery.post_lost_board(guild_id, channel_id, reply, mover)

    async def reach(self, caller: Caller, missing: Sequence[Said]) -> str | None:
        return await self._delivery.reach(caller, missing)

    async def retry_held(self, channel_id: int) -> None:
        await self._delivery.retry_held(channel_id)

    async def bot_removed(self, guild_id: int) -> None:
        await self._delivery.bot_removed(guild_id)

    async def bot_back(self, guild_id: int) -> None:
        await self._delivery.bot_back(guild_id)

    async def may_post(self, guild_id: int, channel_id: int, missing: Sequence[Said]) -> None:
        """What the bot lacks to post in the channel now (`missing`, by name; none: it may post), seen without a
        member's request (the bot back in a server): a held channel it may post in again is released."""
        await self._delivery.reach(Caller(0, "Discord", guild_id, channel_id), missing)

    async def channel_deleted(self, guild_id: int, channel_id: int) -> None:
        await self._delivery.channel_deleted(guild_id, channel_id)

    async def live_guilds(self) -> list[int]:
        """The servers this process serves that have a live game."""
        return await self.store.live_guilds(self.shards)

    async def live_channels(self, guild_id: int) -> list[int]:
        """The channels (and threads) of the server's live games."""
        return [game.channel_id for game in await self.store.live_games_in(guild_id)]

    # ----- members -------------------------------------------------------------------------------------

    async def away(self, caller: Caller, days: int | None = None, mode: str = "pause",
                   member: int | None = None) -> Reply:
        return await self._members.away(caller, days, mode, member)

    async def back(self, caller: Caller, member: int | None = None) -> Reply:
        return await self._members.back(caller, member)

    async def notify(self, caller: Caller, mode: str) -> Reply:
        return await self._members.notify(caller, mode)

    async def follow(self, caller: Caller, following: bool = True) -> Reply:
        return await self._members.follow(caller, following)

    async def unfollow(self, caller: Caller) -> Reply:
        return await self._members.unfollow(caller)

    async def mine(self, caller: Caller) -> Reply:
        return await self._members.mine(caller)

    async def my_games(self, caller: Caller) -> Reply:
        return await self._members.my_games(caller)

    async def hours(self, caller: Caller, start: int | None = None, end: int | None = None,
                    timezone: str | None = None) -> Reply:
        return await self._own_hours.hours(caller, start, end, timezone)

    async def my_data(self, caller: Caller) -> Reply:
        return await self._privacy.my_data(caller)

    async def forget_me(self, caller: Caller) -> Reply:
        return await self._privacy.forget_me(caller)

    async def admin_forget(self, caller: Caller, member_id: str) -> Reply:
        return await self._privacy.admin_forget(caller, member_id)

    async def forget_confirmed(self, caller: Caller, member: int) -> Reply:
        return await self._privacy.forget_confirmed(caller, member)

    # ----- history -------------------------------------------------------------------------------------

    async def history(self, caller: Caller) -> Reply:
        return await self._history.history(caller)

    async def stats(self, caller: Caller, member: int | None = None, game: str | None = None) -> Reply:
        return await self._history.stats(caller, member, game)

    async def top(self, caller: Caller, game: str) -> Reply:
        return await self._history.top(caller, game)

    async def board(self, caller: Caller, game: int | None = None) -> Reply:
        return await self._looking.board(caller, game)

    async def status(self, caller: Caller) -> Reply:
        return await self._looking.status(caller)

    async def own_view(self, caller: Caller, kind: str) -> Reply:
        return await self._looking.own_view(caller, kind)

    async def log(self, caller: Caller, count: int | None = None, game: int | None = None) -> Reply:
        return await self._looking.log(caller, count, game)

    async def rules(self, caller: Caller, game: str | None = None) -> Reply:
        return await self._looking.rules(caller, game)

    async def export(self, caller: Caller, game: int | None = None) -> Reply:
        return await self._looking.export(caller, game)

    async def replay(self, caller: Caller, game: int | None = None, speed: str | None = None,
                     progress: Progress | None = None) -> Reply:
        return await self._replays.replay(caller, game, speed, progress)

    # ----- admin ---------------------------------------------------------------------------------------

    async def admin_reset(self, caller: Caller) -> Reply:
        return await self._admin.admin_reset(caller)

    async def admin_kick(self, caller: Caller, player: int) -> Reply:
        return await self._admin.admin_kick(caller, player)

    async def admin_skip(self, caller: Caller) -> Reply:
        return await self._admin.admin_skip(caller)

    async def admin_role(self, caller: Caller, role: int | None = None) -> Reply:
        return await self._admin.admin_role(caller, role)

    async def role_deleted(self, guild_id: int, role_id: int) -> None:
        await self._admin.role_deleted(guild_id, role_id)

    async def admin_defaults(self, caller: Caller, deadline: str | None = None, reminders: str | None = None,
                             timeouts: int | None = None) -> Reply:
        return await self._admin.admin_defaults(caller, deadline, reminders, timeouts)

    async def admin_language(self, caller: Caller, language: str | None = None) -> Reply:
        return await self._admin.admin_language(caller, language)

    # ----- the core ------------------------------------------------------------------------------------

    async def is_admin(self, caller: Caller) -> bool:
        return await self.core.is_admin(caller)

    async def held(self, channel_id: int) -> Unreachable | None:
        return await self.core.held(channel_id)
