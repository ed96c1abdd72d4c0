"""The lobby: opening a table, taking and leaving seats, bot seats, and the start."""

from __future__ import annotations

from typing import Any

from games import engine_for, game_keys
from messages import say
from rules.base import Engine, Event
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.notation import excerpt
from rules.phrases import Phrase, worded, words_to_text
from rules.wording import clean_name
from table.core import Loaded, Refused, Service, _unique_name, engine_of
from table.playing import texts
from table.replies import Caller, Reply
from table.request import Request
from table.seating import posts
from table.seating.options import engine_options, parse_options
from table.store import ChannelBusy, GameRow, LogEntry, Seat
from table.timekeeping.timing import DEFAULT_DEADLINE, read_duration


class Lobby(Service):

    async def new_game(self, caller: Caller, game: str, options: str = "", deadline: str | None = None) -> Reply:
        async def work(request: Request) -> Reply:
            kind = game.strip().lower()
            try:
                engine = engine_for(kind)
            except ValueError as error:
                raise Refused(say("lobby-unknown-game", game=excerpt(game), games=", ".join(game_keys()))) from error
            try:
                chosen = parse_options(engine, options)
                allowed = await self._deadline_for(caller.guild_id, deadline)
            except ValueError as error:
                raise Refused(str(error)) from error
            try:
                row = await self.store.create_game(
                    caller.guild_id, caller.channel_id, kind, Seat(caller.user_id, clean_name(caller.name), colour=0),
                    chosen, allowed,
                )
            except ChannelBusy:
                busy = await self.store.live_game(caller.channel_id)
                raise Refused(self._busy_text(busy)) from None
            with request.publicly():
                return posts.lobby_reply(engine, row, say("lobby-opened", name=caller.name, game=engine.title))

        return await self.core.guarded(caller, work)

    async def _deadline_for(self, guild_id: int, typed: str | None) -> int | None:
        """The time per decision a new table gets: as typed, else the server's default, else the bot's."""
        if typed is not None:
            return read_duration(typed)
        default = (await self.store.guild_settings(guild_id)).deadline
        if default is None:
            return DEFAULT_DEADLINE
        return default or None  # 0: the server's tables have no deadline

    def _busy_text(self, game: GameRow | None) -> str:
        if game is None:
            return say("lobby-channel-busy")
        return say("lobby-channel-has-game-in-lobby" if game.status == "lobby" else "lobby-channel-has-game-in-play",
                   id=game.id, game=texts.game_title(game.kind))

    async def join(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work(request: Request) -> Reply:
            game, engine = await self._lobby(caller, game_id)
            seat = next((s for s in game.seats if s.user_id == caller.user_id), None)
            if seat is not None:
                label = texts.seat_label(engine, game, game.seats.index(seat))
                raise Refused(say("lobby-already-seated", seat=label))
            self._check_room(engine, game)
            name = _unique_name(clean_name(caller.name), game.seats)
            game.seats.append(Seat(caller.user_id, name, colour=_free_colour(game.seats)))
            game = await self.core.save(request, game)
            with request.publicly():
                return posts.lobby_reply(engine, game, say("lobby-joined", name=caller.name))

        return await self.core.guarded(caller, work)

    async def add_bot(self, caller: Caller, game_id: int | None = None, level: str = DEFAULT_LEVEL) -> Reply:
        gone = await self._host_gone(caller)

        async def work(request: Request) -> Reply:
            if level not in LEVELS:
                raise Refused(say("lobby-bot-level", levels=", ".join(LEVELS), level=excerpt(level)))
            game, engine = await self._lobby(caller, game_id)
            taken_over = _take_over(game, caller, gone)
            await self._check_host(caller, game, adding_bot=True)
            self._check_room(engine, game)
            bots = sum(1 for s in game.seats if s.bot)
            # Bot seats get negative ids so they can never collide with a Discord user.
            with request.publicly():
                name = _unique_name(say("lobby-bot-name", number=bots + 1), game.seats)
            game.seats.append(Seat(-(bots + 1), name, bot=True, colour=_free_colour(game.seats), level=level))
            game = await self.core.save(request, game)
            with request.publicly():
                added = say("lobby-bot-added", name=caller.name, level=level)
                return posts.lobby_reply(engine, game, f"{worded(taken_over)} {added}" if taken_over else added)

        return await self.core.guarded(caller, work)

    async def start(self, caller: Caller, game_id: int | None = None) -> Reply:
        gone = await self._host_gone(caller)

        async def work(request: Request) -> Reply:
            game, engine = await self._lobby(caller, game_id)
            taken_over = _take_over(game, caller, gone)
            await self._check_host(caller, game, adding_bot=False)
            seated = len(game.seats)
            if seated < engine.min_players:
                raise Refused(say("lobby-too-few", game=engine.title, least=engine.min_players, seated=seated))
            # In play a seat's colour is its place in turn order: the lobby's colours, closed up.
            game.seats.sort(key=lambda s: s.colour or 0)
            for player in game.seats:
                player.colour = None
            state = engine.new([s.name for s in game.seats], engine_options(game.options), self.core.seed_source())
            loaded = Loaded(game, engine, state)
            with request.publicly():
                opening = [Event("start", Phrase.of("lobby-started", name=caller.name)), *engine.setup_events(state)]
                if taken_over is not None:
                    opening.insert(0, Event("host_left", taken_over))
            entries = [LogEntry(0, caller.user_id, "start", [e.to_json(request.public_language) for e in opening])]
            await self.core.run_bots(loaded, entries)
            game.status = "active"
            return await self.core.commit(request, loaded, entries)

        return await self.core.guarded(caller, work)

    async def leave(self, request: Request, user_id: int, game: GameRow) -> Reply:
        """`user_id` gives up their seat before the start (themselves, or kicked by an admin)."""
        engine = engine_of(game)
        leaving = next((s for s in game.seats if s.user_id == user_id), None)
        if leaving is None:
            raise Refused(say("core-seat-not-taken"))
        with request.publicly():
            game.seats.remove(leaving)
            if not any(not s.bot for s in game.seats):
                game.status, game.ended_reason = "finished", words_to_text(Phrase.of("core-abandoned-in-lobby"))
                await self.core.save(request, game)
                return Reply(text=say("core-left-table-closed", name=leaving.name, id=game.id))
            news = say("core-left-table", name=leaving.name)
            if game.creator_id == user_id:
                host = next(s for s in game.seats if not s.bot)
                game.creator_id = host.user_id
                news = say("core-left-table-new-host", name=leaving.name, host=host.name)
            game = await self.core.save(request, game)
            return posts.lobby_reply(engine, game, news)

    async def _host_gone(self, caller: Caller) -> int | None:
        """The host of the channel's lobby, when the caller sits there and Discord says the host has left the server
        (asked before the channel's lock, and only then: a seated member asking to add a bot or start): the
        table would otherwise wait for a host who cannot come back, until an admin closed it."""
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "lobby" or game.creator_id == caller.user_id:
            return None
        seated = {seat.user_id for seat in game.seats}
        if caller.user_id not in seated or game.creator_id not in seated:
            return None
        return game.creator_id if await self.core.left_server(caller.guild_id, game.creator_id) else None

    async def _lobby(self, caller: Caller, game_id: int | None) -> tuple[GameRow, Engine[Any]]:
        game = await self.store.live_game(caller.channel_id)
        if game_id is not None and (game is None or game.id != game_id):
            raise Refused(await self.core.ended_text(game_id))
        if game is None:
            raise Refused(say("lobby-no-open-table"))
        if game.status != "lobby":
            raise Refused(say("lobby-already-started", id=game.id))
        return game, engine_of(game)

    def _check_room(self, engine: Engine[Any], game: GameRow) -> None:
        if len(game.seats) >= engine.max_players:
            raise Refused(say("lobby-full", game=engine.title, least=engine.min_players, most=engine.max_players))

    async def _check_host(self, caller: Caller, game: GameRow, adding_bot: bool) -> None:
        if caller.user_id != game.creator_id and not await self.core.is_admin(caller):
            host = next((s.name for s in game.seats if s.user_id == game.creator_id), None)
            if host is None:
                raise Refused(say("lobby-only-the-host-add-bot" if adding_bot else "lobby-only-the-host-start"))
            raise Refused(say("lobby-only-host-add-bot" if adding_bot else "lobby-only-host-start", host=host))


def _take_over(game: GameRow, caller: Caller, gone: int | None) -> Phrase | None:
    """The caller hosts the lobby in place of `gone`, its host who has left the server, whose seat is freed: what
    the lobby says of it (None when `gone` is None or no longer hosts it)."""
    host = next((seat for seat in game.seats if seat.user_id == gone == game.creator_id), None)
    if host is None:
        return None
    game.seats.remove(host)
    game.creator_id = caller.user_id
    return Phrase.of("lobby-host-left", host=host.name, name=caller.name)


def _free_colour(seats: list[Seat]) -> int:
    """The first colour no seated player holds: a newcomer takes the colour of one who left."""
    taken = {n if s.colour is None else s.colour for n, s in enumerate(seats)}
    return next(n for n in range(len(seats) + 1) if n not in taken)
