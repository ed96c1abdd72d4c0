"""The core every part of the table stands on: the channel locks, loading a game, letting bot
seats answer, committing a move with its log, and the board post that follows.

The parts (lobby, play, admin, looking) are mixins of `Table` (table/table.py); each public
coroutine takes a Caller and returns a Reply, and a refused request writes nothing.
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
from rules.base import CorruptState, Engine, Event, IllegalAction, Prompt
from rules.registry import engine_for
from table import custom_ids, posts, texts
from table.replies import FAILURE, Attachment, Caller, Choice, Reply, refusal
from table.store import GameRow, LogEntry, Seat, StaleVersion, Store

log = logging.getLogger(__name__)

BOT_ACTIONS_PER_CALL = 2000  # a table of bots only stops here and goes on at the next call


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


class TableCore:
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
        return posts.lobby_reply(engine, game, f"{leaving.name} left the table.")

    async def _remove_seat(self, loaded: Loaded, seat: int, caller: Caller, news: str | None = None) -> Reply:
        """The seat leaves the game; `news` says who removed it, when it was not the player."""
        try:
            state, events = loaded.engine.resign(loaded.state, seat)
        except IllegalAction as error:
            raise Refused(str(error)) from error
        if news:
            events = [Event("kick", news), *events]
        return await self._advance(loaded, state, events, caller.user_id, f"resign {loaded.game.seats[seat].name}")

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
