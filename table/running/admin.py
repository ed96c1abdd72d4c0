"""What admins do: reset a channel, remove a player, pass a prompt, choose the admin role."""

from __future__ import annotations

import logging

from messages import DEFAULT_LANGUAGE, languages, reading, say
from rules.base import Event, IllegalAction
from rules.notation import excerpt
from rules.phrases import Phrase, words_to_text
from table.core import DamagedGame, Refused, Service, TableCore, load_game
from table.playing import texts
from table.playing.play import Play
from table.records import results
from table.replies import Caller, Ping, Reply, not_an_id, refusal
from table.request import Request
from table.seating.lobby import Lobby
from table.store import LogEntry
from table.timekeeping.timing import (
    DEFAULT_DEADLINE,
    DEFAULT_REMINDERS,
    DEFAULT_TIMEOUTS_TO_RESIGN,
    MAX_TIMEOUTS_TO_RESIGN,
    read_duration,
    read_reminders,
    say_duration,
    say_reminders,
)

log = logging.getLogger(__name__)


class Admin(Service):
    def __init__(self, core: TableCore, lobby: Lobby, play: Play) -> None:
        super().__init__(core)
        self.lobby, self.play = lobby, play  # a player kicked leaves the lobby, or the game as resigning does

    async def admin_reset(self, caller: Caller) -> Reply:
        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused(say("admin-reset-no-game"))
            with request.publicly():
                event = Event("reset", Phrase.of("admin-reset-event", name=caller.name))
                entry = LogEntry(0, caller.user_id, "reset", [event.to_json(request.public_language)])
                await self.store.archive(game, words_to_text(Phrase.of("admin-reset-reason", name=caller.name)),
                                         [entry], results.abandoned(game))
                title = texts.game_title(game.kind)
                return Reply(text=say("admin-reset-done", name=caller.name, id=game.id, game=title),
                             pings=tuple(Ping(user, say("admin-reset-ping", id=game.id))
                                         for user in self.core.humans(game)))

        return await self.core.guarded(caller, work)

    async def admin_kick(self, caller: Caller, player: int) -> Reply:
        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            _check_snowflake(player, "member")
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused(say("admin-no-game"))
            if game.status == "lobby":
                return await self.lobby.leave(request, player, game)
            loaded = load_game(game)
            seat = loaded.seat_of(player)
            if seat is None:
                raise Refused(say("admin-kick-not-playing"))
            name = game.seats[seat].name
            news = Phrase.of("admin-kick-event", admin=caller.name, name=name)
            return await self.play.remove_seat(request, loaded, seat, news)

        return await self.core.guarded(caller, work)

    async def admin_skip(self, caller: Caller) -> Reply:
        gone = await self._awaited_gone(caller)

        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            loaded = await self.core.active(caller)
            seats = loaded.game.seats
            left = next((p.seat for p in loaded.engine.prompts(loaded.state) if seats[p.seat].user_id in gone), None)
            if left is not None:  # they cannot come back: they leave, rather than be passed over at every turn
                news = Phrase.of("clock-left-server", name=seats[left].name)
                return await self.play.remove_seat(request, loaded, left, news)
            try:
                state, events = loaded.engine.skip(loaded.state)
            except IllegalAction as error:
                raise Refused(str(error)) from error
            events = [Event("skip", Phrase.of("admin-skip-event", admin=caller.name)), *events]
            return await self.core.advance(request, loaded, state, events, caller.user_id, "skip")

        return await self.core.guarded(caller, work)

    async def _awaited_gone(self, caller: Caller) -> set[int]:
        """The members the channel's game waits for who have left the server, as Discord says, asked for an admin's
        skip alone (before the channel's lock): in a game without a deadline nothing else would find them gone."""
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active" or not await self.core.is_admin(caller):
            return set()
        try:
            loaded = load_game(game)
        except DamagedGame:
            return set()
        seats = game.seats
        awaited = {seats[p.seat].user_id for p in loaded.engine.prompts(loaded.state) if not seats[p.seat].bot}
        return {user for user in awaited if await self.core.left_server(caller.guild_id, user)}

    async def admin_role(self, caller: Caller, role: int | None = None) -> Reply:
        if not caller.manage_channels:
            return refusal(say("admin-role-only-managers"))
        if role is not None:
            try:
                _check_snowflake(role, "role")
            except Refused as refused:
                return refusal(str(refused))
        await self.store.set_admin_role(caller.guild_id, role)
        if role is None:
            return refusal(say("admin-role-cleared"))
        return refusal(say("admin-role-set", role=f"<@&{role}>"))

    async def role_deleted(self, guild_id: int, role_id: int) -> None:
        """A role of the server was deleted: if it was the table's admin role, the setting goes with it, so that no
        refusal names a role nobody can hold and no damaged game's report pings it; Manage Channels still counts."""
        if await self.store.admin_role(guild_id) == role_id:
            await self.store.set_admin_role(guild_id, None)
            log.info("guild %s: its admin role %s was deleted; the setting is cleared", guild_id, role_id)

    async def admin_defaults(self, caller: Caller, deadline: str | None = None, reminders: str | None = None,
                             timeouts: int | None = None) -> Reply:
        """The server's clock: new tables' time per decision, when reminders are pinged, and how
        many deadlines in a row a player may miss before leaving the game. Given nothing: shows them."""
        if not await self.core.is_admin(caller):
            return refusal(say("admin-defaults-only-admins"))
        current = await self.store.guild_settings(caller.guild_id)
        try:
            seconds = current.deadline if deadline is None else (read_duration(deadline) or 0)
            points = read_reminders(current.reminders or DEFAULT_REMINDERS if reminders is None else reminders)
        except ValueError as error:
            return refusal(str(error))
        limit = current.timeouts_to_resign or DEFAULT_TIMEOUTS_TO_RESIGN if timeouts is None else timeouts
        if not 1 <= limit <= MAX_TIMEOUTS_TO_RESIGN:
            return refusal(say("admin-defaults-timeouts", most=MAX_TIMEOUTS_TO_RESIGN, given=limit))
        changed = (deadline, reminders, timeouts) != (None, None, None)
        if changed:
            await self.store.set_defaults(caller.guild_id, seconds, say_reminders(points), limit)
        shown = DEFAULT_DEADLINE if seconds is None else seconds
        return refusal(say("admin-defaults-saved" if changed else "admin-defaults",
                           deadline=say_duration(shown) if shown else say("admin-no-deadline"),
                           reminders=say_reminders(points), timeouts=limit,
                           language=own_name(current.language or DEFAULT_LANGUAGE)))

    async def admin_language(self, caller: Caller, language: str | None = None) -> Reply:
        """The language of the server's public posts (board posts, reminders, summaries, the clock's):
        one the bot has a catalogue for. Given nothing: shows it. Admins only."""
        async def work(request: Request) -> Reply:
            await self.core.check_admin(caller)
            if language is not None and language not in languages():
                raise Refused(say("admin-language-unknown", given=excerpt(language), languages=", ".join(
                    f"{own_name(code)} ({code})" for code in sorted(languages()))))
            if language is not None:
                await self.store.set_language(caller.guild_id, language)
            shown = language or request.public_language
            return refusal(say("admin-language" if language is None else "admin-language-saved",
                               language=own_name(shown)))

        return await self.core.guarded(caller, work)


def own_name(language: str) -> str:
    """A language as it names itself (English, Deutsch, français), from its own catalogue."""
    with reading(language):
        return say("language-own-name")


def _check_snowflake(value: int, what: str) -> None:
    """Discord ids are positive and fit 63 bits; anything else is refused at the table's edge."""
    if reason := not_an_id(value, what):
        raise Refused(reason)
