"""The lobby: opening a table, taking and leaving seats, bot seats, and the start."""

from __future__ import annotations

from typing import Any

from rules.base import Engine, Event
from rules.levels import DEFAULT_LEVEL, LEVELS
from rules.notation import excerpt
from rules.registry import GAME_KEYS, engine_for
from rules.wording import clean_name, plural
from table import posts, texts
from table.core import Loaded, Refused, TableCore, _unique_name, engine_of
from table.options import engine_options, parse_options
from table.replies import Caller, Reply
from table.store import ChannelBusy, GameRow, LogEntry, Seat
from table.timing import DEFAULT_DEADLINE, read_duration


class Lobby(TableCore):

    async def new_game(self, caller: Caller, game: str, options: str = "", deadline: str | None = None) -> Reply:
        async def work() -> Reply:
            kind = game.strip().lower()
            try:
                engine = engine_for(kind)
            except ValueError as error:
                raise Refused(f"Unknown game `{excerpt(game)}`: choose one of {', '.join(GAME_KEYS)}.") from error
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
            return posts.lobby_reply(engine, row, f"{caller.name} opened a table for {engine.title}.")

        return await self._guarded(caller, work)

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
            return "This channel is busy: try again."
        title = texts.game_title(game.kind)
        where = "in its lobby: join it with `/game join`" if game.status == "lobby" else "in play"
        return (f"This channel already has a game: #{game.id}, {title}, {where}. One game per channel;"
                " an admin can end it with `/admin reset`.")

    async def join(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work() -> Reply:
            game, engine = await self._lobby(caller, game_id)
            seat = next((s for s in game.seats if s.user_id == caller.user_id), None)
            if seat is not None:
                label = texts.seat_label(engine, game, game.seats.index(seat))
                raise Refused(f"You are already seated at this table, as {label}.")
            self._check_room(engine, game)
            name = _unique_name(clean_name(caller.name), game.seats)
            game.seats.append(Seat(caller.user_id, name, colour=_free_colour(game.seats)))
            game = await self._save(game)
            return posts.lobby_reply(engine, game, f"{caller.name} joined.")

        return await self._guarded(caller, work)

    async def add_bot(self, caller: Caller, game_id: int | None = None, level: str = DEFAULT_LEVEL) -> Reply:
        async def work() -> Reply:
            if level not in LEVELS:
                raise Refused(f"A bot's level is one of {', '.join(LEVELS)}; `{excerpt(level)}` is not one of them.")
            game, engine = await self._lobby(caller, game_id)
            await self._check_host(caller, game, "add a bot")
            self._check_room(engine, game)
            bots = sum(1 for s in game.seats if s.bot)
            # Bot seats get negative ids so they can never collide with a Discord user.
            name = _unique_name(f"Bot {bots + 1}", game.seats)
            game.seats.append(Seat(-(bots + 1), name, bot=True, colour=_free_colour(game.seats), level=level))
            game = await self._save(game)
            return posts.lobby_reply(engine, game, f"{caller.name} added a bot player ({level}).")

        return await self._guarded(caller, work)

    async def start(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work() -> Reply:
            game, engine = await self._lobby(caller, game_id)
            await self._check_host(caller, game, "start it")
            seated = len(game.seats)
            if seated < engine.min_players:
                raise Refused(
                    f"{engine.title} needs at least {plural(engine.min_players, 'player')}; {seated} "
                    f"{'is' if seated == 1 else 'are'} seated. Others can `/game join`, or `/game addbot` "
                    "fills a seat with a bot."
                )
            # In play a seat's colour is its place in turn order: the lobby's colours, closed up.
            game.seats.sort(key=lambda s: s.colour or 0)
            for player in game.seats:
                player.colour = None
            state = engine.new([s.name for s in game.seats], engine_options(game.options), self._seed_source())
            loaded = Loaded(game, engine, state)
            opening = [Event("start", f"{caller.name} started the game."), *engine.setup_events(state)]
            entries = [LogEntry(0, caller.user_id, "start", [e.to_json() for e in opening])]
            await self._run_bots(loaded, entries)
            game.status = "active"
            return await self._commit(loaded, entries)

        return await self._guarded(caller, work)

    async def _lobby(self, caller: Caller, game_id: int | None) -> tuple[GameRow, Engine[Any]]:
        game = await self.store.live_game(caller.channel_id)
        if game_id is not None and (game is None or game.id != game_id):
            raise Refused(await self._ended_text(game_id))
        if game is None:
            raise Refused("There is no open table in this channel: start one with `/game new`.")
        if game.status != "lobby":
            raise Refused(f"Game #{game.id} has already started; you can watch it with `/game board`.")
        return game, engine_of(game)

    def _check_room(self, engine: Engine[Any], game: GameRow) -> None:
        if len(game.seats) >= engine.max_players:
            raise Refused(f"The table is full: {engine.title} seats {engine.min_players}–{engine.max_players} players.")

    async def _check_host(self, caller: Caller, game: GameRow, what: str) -> None:
        if caller.user_id != game.creator_id and not await self.is_admin(caller):
            host = next((f"{s.name}, the host," for s in game.seats if s.user_id == game.creator_id), "the host")
            raise Refused(f"Only {host} or an admin can {what}.")


def _free_colour(seats: list[Seat]) -> int:
    """The first colour no seated player holds: a newcomer takes the colour of one who left."""
    taken = {n if s.colour is None else s.colour for n, s in enumerate(seats)}
    return next(n for n in range(len(seats) + 1) if n not in taken)
