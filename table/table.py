"""The game table: lobby, seats, turn flow driven by the engine's prompts, permissions,
one lock per channel, and the replies every adapter (Discord, console) presents.

Each public coroutine takes a Caller and returns a Reply; nothing here knows Discord.
A refused request returns an ephemeral Reply and writes nothing.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rendering import render_board
from rules.base import Action, CorruptState, Engine, Event, IllegalAction, Prompt
from rules.registry import GAME_KEYS, engine_for
from table import custom_ids, texts
from table.options import parse_options
from table.replies import FAILURE, Attachment, Caller, Choice, Reply, refusal
from table.rulesdoc import rules_reply
from table.store import ChannelBusy, GameRow, LogEntry, Seat, StaleVersion, Store

log = logging.getLogger(__name__)

BOT_ACTIONS_PER_CALL = 2000  # a table of bots only stops here and goes on at the next call
LOG_DEFAULT, LOG_MAX = 10, 50


class Refused(Exception):
    """A request that changes nothing; its message goes back to the caller privately."""


class DamagedGame(Exception):
    def __init__(self, game: GameRow, reason: str) -> None:
        super().__init__(reason)
        self.game = game
        self.reason = reason


@dataclass
class Loaded:
    game: GameRow
    engine: Engine
    state: Any

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.game.seats):
            if player.user_id == user_id:
                return seat
        return None


class Table:
    def __init__(self, store: Store, seed_source: Callable[[], int] | None = None) -> None:
        self.store = store
        self._seed_source = seed_source or (lambda: secrets.randbits(63))
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()

    def _lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return lock

    async def _guarded(self, caller: Caller, work: Callable[[], Any]) -> Reply:
        """Run `work` under the channel's lock, turning refusals, lost races and damaged
        states into the replies the caller should see."""
        async with self._lock(caller.channel_id):
            try:
                return await work()
            except Refused as refused:
                return refusal(str(refused))
            except StaleVersion:
                return refusal("The board changed while you were acting, so nothing was done: look again.")
            except DamagedGame as damaged:
                return await self._damaged_reply(damaged)
            except Exception:
                game = await self.store.live_game(caller.channel_id)
                log.exception("game %s in channel %s: request by user %s failed", game.id if game else None,
                              caller.channel_id, caller.user_id)
                return refusal(FAILURE)

    # ----- lobby -------------------------------------------------------------------------

    async def new_game(self, caller: Caller, game: str, options: str = "") -> Reply:
        async def work() -> Reply:
            try:
                engine = engine_for(game)
            except ValueError as error:
                raise Refused(f"Unknown game `{game}`: choose one of {', '.join(GAME_KEYS)}.") from error
            try:
                chosen = parse_options(engine, options)
            except ValueError as error:
                raise Refused(str(error)) from error
            try:
                row = await self.store.create_game(
                    caller.guild_id, caller.channel_id, game, Seat(caller.user_id, caller.name), chosen
                )
            except ChannelBusy:
                busy = await self.store.live_game(caller.channel_id)
                raise Refused(self._busy_text(busy)) from None
            return self._lobby_reply(engine, row, f"{caller.name} opened a table for {engine.title}.")

        return await self._guarded(caller, work)

    def _busy_text(self, game: GameRow | None) -> str:
        if game is None:
            return "This channel is busy: try again."
        title = engine_for(game.kind).title
        where = "in its lobby: join it with `/game join`" if game.status == "lobby" else "in play"
        return (f"This channel already has a game: #{game.id}, {title}, {where}. One game per channel;"
                " an admin can end it with `/admin reset`.")

    async def join(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work() -> Reply:
            game, engine = await self._lobby(caller, game_id)
            seat = next((s for s in game.seats if s.user_id == caller.user_id), None)
            if seat is not None:
                colour = engine.seat_colours[game.seats.index(seat)]
                raise Refused(f"You are already seated at this table, as {colour}.")
            self._check_room(engine, game)
            game.seats.append(Seat(caller.user_id, _unique_name(caller.name, game.seats)))
            game = await self.store.save(game)
            return self._lobby_reply(engine, game, f"{caller.name} joined.")

        return await self._guarded(caller, work)

    async def add_bot(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work() -> Reply:
            game, engine = await self._lobby(caller, game_id)
            await self._check_host(caller, game, "add a bot")
            self._check_room(engine, game)
            bots = sum(1 for s in game.seats if s.bot)
            # Bot seats get negative ids so they can never collide with a Discord user.
            game.seats.append(Seat(-(bots + 1), _unique_name(f"Bot {bots + 1}", game.seats), bot=True))
            game = await self.store.save(game)
            return self._lobby_reply(engine, game, f"{caller.name} added a bot player.")

        return await self._guarded(caller, work)

    async def start(self, caller: Caller, game_id: int | None = None) -> Reply:
        async def work() -> Reply:
            game, engine = await self._lobby(caller, game_id)
            await self._check_host(caller, game, "start it")
            if len(game.seats) < engine.min_players:
                raise Refused(
                    f"{engine.title} needs at least {engine.min_players} players and {len(game.seats)} "
                    "seated: others can `/game join`, or `/game addbot` fills a seat with a bot."
                )
            state = engine.new([s.name for s in game.seats], game.options, self._seed_source())
            loaded = Loaded(game, engine, state)
            opening = [Event("start", f"{caller.name} started the game."), *engine.setup_events(state)]
            entries = [LogEntry(0, caller.user_id, "start", [e.to_json() for e in opening])]
            events = opening + self._run_bots(loaded, entries)
            game.status = "active"
            return await self._commit(loaded, entries, events)

        return await self._guarded(caller, work)

    async def _lobby(self, caller: Caller, game_id: int | None) -> tuple[GameRow, Engine]:
        game = await self.store.live_game(caller.channel_id)
        if game_id is not None and (game is None or game.id != game_id):
            raise Refused(await self._ended_text(game_id))
        if game is None:
            raise Refused("There is no open table in this channel: start one with `/game new`.")
        if game.status != "lobby":
            raise Refused(f"Game #{game.id} has already started; you can watch it with `/game board`.")
        return game, engine_for(game.kind)

    def _check_room(self, engine: Engine, game: GameRow) -> None:
        if len(game.seats) >= engine.max_players:
            raise Refused(f"The table is full: {engine.title} seats {engine.min_players}–{engine.max_players} players.")

    async def _check_host(self, caller: Caller, game: GameRow, what: str) -> None:
        if caller.user_id != game.creator_id and not await self.is_admin(caller):
            host = next((s.name for s in game.seats if s.user_id == game.creator_id), "the host")
            raise Refused(f"Only {host}, who opened this table, or an admin can {what}.")

    def _lobby_reply(self, engine: Engine, game: GameRow, news: str) -> Reply:
        lines = [news, "", f"**Seats** ({len(game.seats)} of {engine.min_players}–{engine.max_players}):"]
        lines += [f"{n + 1}. {texts.seat_label(engine, game, n)}" for n in range(len(game.seats))]
        if game.options:
            lines.append("Options: " + ", ".join(f"{k}={v}" for k, v in sorted(game.options.items())))
        lines.append("\nJoin with the button or `/game join`; the host starts with `/game start`.")
        return Reply(
            title=f"{engine.title}: table #{game.id} is open",
            text="\n".join(lines),
            choices=(
                Choice("Join", custom_ids.lobby_id(game.id, "join"), "primary"),
                Choice("Add bot", custom_ids.lobby_id(game.id, "addbot")),
                Choice("Start", custom_ids.lobby_id(game.id, "start"), "success"),
            ),
        )

    # ----- play --------------------------------------------------------------------------

    async def act(
        self, caller: Caller, text: str, game_id: int | None = None, version: int | None = None
    ) -> Reply:
        """A move typed or pressed. With `game_id`/`version` (from a button) the press must
        belong to the current board, or it is refused as stale."""

        async def work() -> Reply:
            loaded = await self._active(caller, game_id, version)
            seat = self._acting_seat(loaded, caller)
            try:
                action = loaded.engine.parse(loaded.state, seat, text)
                state, events = loaded.engine.apply(loaded.state, seat, action)
            except IllegalAction as error:
                raise Refused(str(error)) from error
            return await self._advance(loaded, state, events, caller.user_id, action.notation)

        return await self._guarded(caller, work)

    async def press(self, caller: Caller, custom_id: str, selected: str | None = None) -> Reply:
        """A button or select under one of our messages."""
        try:
            press = custom_ids.parse(custom_id, selected)
        except ValueError:
            return refusal("This button is not one this bot understands any more.")
        if press.kind == "lobby":
            verb = {"join": self.join, "start": self.start, "addbot": self.add_bot}[press.value]
            return await verb(caller, press.game_id)
        return await self.act(caller, press.value, press.game_id, press.version)

    async def choices_for(self, caller: Caller, typed: str = "", verb: str = "") -> list[Action]:
        """Autocomplete: the caller's legal actions (only those starting with `verb`, if given)
        whose notation or label contains `typed`."""
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return []
        try:
            loaded = self._load(game)
        except DamagedGame:
            return []
        seat = loaded.seat_of(caller.user_id)
        if seat is None:
            return []
        needle = typed.strip().lower()
        prefix = f"{verb} " if verb else ""
        return [a for a in loaded.engine.legal_actions(loaded.state, seat)
                if a.notation.startswith(prefix) and (needle in a.notation or needle in a.label.lower())]

    async def resign(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused("There is no game in this channel to resign from.")
            if game.status == "lobby":
                return await self._leave_lobby(caller.user_id, game)
            loaded = self._load(game)
            seat = loaded.seat_of(caller.user_id)
            if seat is None:
                raise Refused("You are not playing in this game, so there is nothing to resign.")
            return await self._remove_seat(loaded, seat, caller)

        return await self._guarded(caller, work)

    async def _leave_lobby(self, user_id: int, game: GameRow) -> Reply:
        """`user_id` gives up their seat before the start (themselves, or kicked by an admin)."""
        engine = engine_for(game.kind)
        leaving = next((s for s in game.seats if s.user_id == user_id), None)
        if leaving is None:
            raise Refused("That seat is not taken at this table: nobody by that name is seated.")
        game.seats.remove(leaving)
        if not any(not s.bot for s in game.seats):
            game.status, game.ended_reason = "finished", "abandoned in the lobby"
            await self.store.save(game)
            return Reply(text=f"{leaving.name} left and nobody is seated any more: table #{game.id} is closed.")
        if game.creator_id == user_id:
            game.creator_id = next(s for s in game.seats if not s.bot).user_id
        game = await self.store.save(game)
        return self._lobby_reply(engine, game, f"{leaving.name} left the table.")

    async def _remove_seat(self, loaded: Loaded, seat: int, caller: Caller, news: str | None = None) -> Reply:
        """The seat leaves the game; `news` says who removed it, when it was not the player."""
        try:
            state, events = loaded.engine.resign(loaded.state, seat)
        except IllegalAction as error:
            raise Refused(str(error)) from error
        if news:
            events = [Event("kick", news), *events]
        return await self._advance(loaded, state, events, caller.user_id, f"resign {loaded.game.seats[seat].name}")

    # ----- admin -------------------------------------------------------------------------

    async def is_admin(self, caller: Caller) -> bool:
        if caller.manage_channels:
            return True
        role = await self.store.admin_role(caller.guild_id)
        return role is not None and role in caller.role_ids

    async def _check_admin(self, caller: Caller) -> None:
        if not await self.is_admin(caller):
            role = await self.store.admin_role(caller.guild_id)
            extra = f" or the <@&{role}> role" if role else ""
            raise Refused(f"Only admins can do this: members with Manage Channels{extra}.")

    async def admin_reset(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            await self._check_admin(caller)
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused("There is no game in this channel to reset.")
            game.status, game.ended_reason = "finished", f"reset by {caller.name}"
            await self.store.save(game, [LogEntry(0, caller.user_id, "reset", [
                Event("reset", f"{caller.name} reset the channel; the game is archived.").to_json()])])
            title = engine_for(game.kind).title
            return Reply(text=f"{caller.name} ended game #{game.id} ({title}). It is archived; "
                         "the channel is free for `/game new`.", mentions=self._humans(game))

        return await self._guarded(caller, work)

    async def admin_kick(self, caller: Caller, player: int) -> Reply:
        async def work() -> Reply:
            await self._check_admin(caller)
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused("There is no game in this channel.")
            if game.status == "lobby":
                return await self._leave_lobby(player, game)
            loaded = self._load(game)
            seat = loaded.seat_of(player)
            if seat is None:
                raise Refused("That member is not playing in this channel's game.")
            name = game.seats[seat].name
            return await self._remove_seat(loaded, seat, caller, f"{caller.name} (admin) removed {name} from the game.")

        return await self._guarded(caller, work)

    async def admin_skip(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            await self._check_admin(caller)
            loaded = await self._active(caller)
            state, events = loaded.engine.skip(loaded.state)
            events = [Event("skip", f"{caller.name} (admin) passed the open prompt."), *events]
            return await self._advance(loaded, state, events, caller.user_id, "skip")

        return await self._guarded(caller, work)

    async def admin_role(self, caller: Caller, role: int | None = None) -> Reply:
        if not caller.manage_channels:
            return refusal("Only members with Manage Channels can choose the admin role.")
        await self.store.set_admin_role(caller.guild_id, role)
        if role is None:
            return refusal("Admin role cleared: only members with Manage Channels administer games now.")
        return refusal(f"Members with <@&{role}> can now reset, kick and skip in this server's games.")

    # ----- looking -----------------------------------------------------------------------

    async def board(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            last = await self.store.latest_game(caller.channel_id)
            if last is not None and last.status == "finished" and last.state_json is not None:
                loaded, news = self._load(last), f"The final board of game #{last.id} ({last.ended_reason})."
            else:
                loaded, news = await self._active(caller), "The board as it stands."
            reply = await self._board_reply(loaded, [], news=news)
            reply.mentions = ()  # looking is not a move: nobody is pinged again
            return reply

        return await self._guarded(caller, work)

    async def status(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused("There is no game in this channel: start one with `/game new`.")
            engine = engine_for(game.kind)
            if game.status == "lobby":
                return Reply(text=self._lobby_reply(engine, game, f"Table #{game.id} is waiting to start.").text,
                             ephemeral=True)
            loaded = self._load(game)
            seat = loaded.seat_of(caller.user_id)
            prompts = engine.prompts(loaded.state)
            lines = [f"**{engine.title}**, game #{game.id}", "**Players**"]
            lines += [f"{n + 1}. {texts.seat_label(engine, game, n)}" for n in range(len(game.seats))]
            lines += ["", *engine.status(loaded.state, seat), ""]
            lines.append(f"Waiting for: {texts.waiting_for(game, prompts)}")
            return Reply(text=texts.clip("\n".join(lines)), ephemeral=True)

        return await self._guarded(caller, work)

    async def log(self, caller: Caller, count: int | None = None) -> Reply:
        count = LOG_DEFAULT if count is None else count
        if not 1 <= count <= LOG_MAX:
            return refusal(f"count must be between 1 and {LOG_MAX}; you asked for {count}.")
        game = await self.store.latest_game(caller.channel_id)  # the live one, if there is one
        if game is None:
            return refusal("No game has been played in this channel yet.")
        entries = await self.store.log(game.id, last=count)
        if not entries:
            return refusal(f"Game #{game.id} has no moves yet.")
        lines = texts.log_lines(game, entries)
        while len("\n".join(lines)) > texts.TEXT_LIMIT:
            lines.pop(0)
        return Reply(title=f"Game #{game.id}: the last {len(entries)} log entries", text="\n".join(lines),
                     ephemeral=True)

    async def rules(self, caller: Caller, game: str | None = None) -> Reply:
        kind = game
        if kind is None:
            live = await self.store.live_game(caller.channel_id)
            if live is None:
                return refusal(f"No game here: name one, e.g. `/game rules game:animacule` ({', '.join(GAME_KEYS)}).")
            kind = live.kind
        if kind not in GAME_KEYS:
            return refusal(f"Unknown game `{kind}`: choose one of {', '.join(GAME_KEYS)}.")
        return rules_reply(engine_for(kind))

    async def export(self, caller: Caller) -> Reply:
        game = await self.store.latest_game(caller.channel_id)  # the live one, if there is one
        if game is None:
            return refusal("No game has been played in this channel yet.")
        record: dict[str, Any] = {
            "game": {"id": game.id, "kind": game.kind, "status": game.status, "version": game.version,
                     "options": game.options, "ended": game.ended_reason, "created_at": game.created_at,
                     "updated_at": game.updated_at},
            "seats": [s.to_json() for s in game.seats],
            "log": [{"seq": e.seq, "actor_id": e.actor_id, "action": e.action, "events": e.events,
                     "at": e.created_at} for e in await self.store.log(game.id)],
        }
        if game.state_json is not None:
            try:
                loaded = self._load(game)
                record["state"] = loaded.engine.view(loaded.state, loaded.seat_of(caller.user_id))
            except DamagedGame as damaged:
                record["state_error"] = damaged.reason
        data = json.dumps(record, indent=2, ensure_ascii=False).encode()
        return Reply(text=f"The record of game #{game.id}: state and log.", ephemeral=True,
                     files=(Attachment(f"{game.kind}-game-{game.id}.json", data),))

    # ----- the core: load, bots, commit, replies ----------------------------------------

    async def _active(self, caller: Caller, game_id: int | None = None, version: int | None = None) -> Loaded:
        game = await self.store.live_game(caller.channel_id)
        if game_id is not None and (game is None or game.id != game_id):
            raise Refused(await self._ended_text(game_id))
        if game is None:
            raise Refused("There is no game in this channel: start one with `/game new`.")
        if game.status == "lobby":
            raise Refused(f"Game #{game.id} has not started yet: the host starts it with `/game start`.")
        if version is not None and version != game.version:
            raise Refused("That board is out of date: the game has moved on since. "
                          "Use the buttons on the newest board, or `/game board` for a fresh one.")
        return self._load(game)

    async def _ended_text(self, game_id: int) -> str:
        """The answer to a button of a game that is no longer this channel's live one."""
        old = await self.store.game(game_id)
        ended = old.ended_reason if old and old.ended_reason else "it has ended"
        return f"This button belongs to game #{game_id}, which is over ({ended}). Start a new one with `/game new`."

    def _load(self, game: GameRow) -> Loaded:
        engine = engine_for(game.kind)
        try:
            if game.state_json is None:
                raise CorruptState("the game is marked active but has no saved state")
            state = engine.load(json.loads(game.state_json))
        except (ValueError, KeyError, TypeError) as error:  # CorruptState and JSONDecodeError are ValueErrors
            raise DamagedGame(game, str(error) or type(error).__name__) from error
        return Loaded(game, engine, state)

    def _acting_seat(self, loaded: Loaded, caller: Caller) -> int:
        seat = loaded.seat_of(caller.user_id)
        prompts = loaded.engine.prompts(loaded.state)
        if seat is None:
            raise Refused("You are watching this game, not playing in it: spectators can use `/game board`, "
                          "`/game status` and `/game log`.")
        if not prompts:
            raise Refused("The game is over: nothing more can be played.")
        if all(p.seat != seat for p in prompts):
            raise Refused(f"It is not your move. Waiting for {texts.waiting_for(loaded.game, prompts)}.")
        return seat

    async def _advance(self, loaded: Loaded, state: Any, events: list[Event], actor_id: int, logged_as: str) -> Reply:
        """Take the new state an accepted request produced, let bot seats answer what they
        now owe, and save it all with the log."""
        loaded.state = state
        entries = [LogEntry(0, actor_id, logged_as, [e.to_json() for e in events])]
        events = events + self._run_bots(loaded, entries)
        return await self._commit(loaded, entries, events)

    def _run_bots(self, loaded: Loaded, entries: list[LogEntry]) -> list[Event]:
        """Let bot seats answer every prompt they owe, logging each action."""
        engine, events = loaded.engine, []
        for _ in range(BOT_ACTIONS_PER_CALL):
            prompt = self._bot_prompt(loaded)
            if prompt is None:
                break
            rng = random.Random(f"{loaded.game.id}:{loaded.game.version}:{len(entries)}")
            action = engine.bot_action(loaded.state, prompt.seat, rng)
            loaded.state, new_events = engine.apply(loaded.state, prompt.seat, action)
            bot = loaded.game.seats[prompt.seat]
            entries.append(LogEntry(0, bot.user_id, action.notation, [e.to_json() for e in new_events]))
            events += new_events
        return events

    def _bot_prompt(self, loaded: Loaded) -> Prompt | None:
        if loaded.engine.result(loaded.state).over:
            return None
        return next((p for p in loaded.engine.prompts(loaded.state) if loaded.game.seats[p.seat].bot), None)

    async def _commit(self, loaded: Loaded, entries: list[LogEntry], events: list[Event]) -> Reply:
        game, engine = loaded.game, loaded.engine
        result = engine.result(loaded.state)
        if result.over:
            game.status, game.ended_reason = "finished", result.summary
        game.state_json = json.dumps(engine.dump(loaded.state), separators=(",", ":"))
        loaded.game = await self.store.save(game, entries)
        return await self._board_reply(loaded, events)

    async def _board_reply(self, loaded: Loaded, events: list[Event], news: str = "") -> Reply:
        game, engine = loaded.game, loaded.engine
        image = await asyncio.to_thread(render_board, game.kind, engine, loaded.state)
        lines = texts.event_lines(events) or ([news] if news else [])
        result = engine.result(loaded.state)
        choices: tuple[Choice, ...] = ()
        choices_for = ""
        if result.over:
            lines.append(f"🏁 **Game over.** {result.summary}")
            mentions = self._humans(game)
        else:
            prompts = engine.prompts(loaded.state)
            lines += [texts.prompt_line(engine, game, p) for p in prompts]
            mentions = tuple(game.seats[p.seat].user_id for p in prompts if not game.seats[p.seat].bot)
            if prompts:
                first = prompts[0]
                choices = tuple(
                    Choice(a.label or a.notation, custom_ids.act_id(game.id, game.version, a.notation),
                           _STYLES[a.tone])
                    for a in engine.legal_actions(loaded.state, first.seat)
                )
                choices_for = f"{game.seats[first.seat].name}: {first.text}"
        return Reply(
            title=f"{engine.title}: game #{game.id}",
            text=texts.clip("\n".join(lines)),
            footer=f"Board version {game.version}: buttons on older boards no longer work.",
            mentions=mentions,
            image=Attachment(f"{game.kind}-{game.id}-v{game.version}.png", image),
            choices=choices,
            choices_for=choices_for,
        )

    def _humans(self, game: GameRow) -> tuple[int, ...]:
        return tuple(s.user_id for s in game.seats if not s.bot)

    async def _damaged_reply(self, damaged: DamagedGame) -> Reply:
        game = damaged.game
        log.error("game %s in channel %s: saved state cannot be loaded: %s", game.id, game.channel_id, damaged.reason)
        role = await self.store.admin_role(game.guild_id)
        who = f"<@&{role}>" if role else "Admins (Manage Channels)"
        return Reply(
            title=f"Game #{game.id} cannot be loaded",
            text=(f"⚠️ The saved state of this channel's game #{game.id} is damaged ({damaged.reason}), so it "
                  f"cannot be played or shown. {who}: `/admin reset` archives it and frees the channel; "
                  "`/game export` saves its record and log first."),
        )


_STYLES = {"neutral": "primary", "yes": "success", "no": "danger"}


def _unique_name(name: str, seats: list[Seat]) -> str:
    """Engines tell players apart by name, so two members called Alex sit as Alex and Alex 2."""
    taken = {seat.name.lower() for seat in seats}
    candidate, n = name, 1
    while candidate.lower() in taken:
        n += 1
        candidate = f"{name} {n}"
    return candidate
