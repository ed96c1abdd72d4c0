"""The core every service of the table stands on: the store, the clock, the channel locks, each
call's request, loading a game, letting bot seats answer, committing a move with its log, and the
board post that follows.

The services (lobby, play, clock, members, history, admin) each hold the core (`Service`), and
`Table` (table/table.py) hands each call to one of them; each public coroutine takes a Caller and
returns a Reply, and a refused request writes nothing.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import secrets
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from games import engine_for
from messages import DEFAULT_LANGUAGE, reading, say
from ops import metrics
from rules.base import Action, CorruptState, Engine, Event
from rules.notation import excerpt
from rules.phrases import words_to_text
from table import keptstates
from table.playing import texts
from table.playing.boardpost import Audience, Notice, board_post
from table.posting import outbox
from table.records import results, snapshots
from table.replies import Caller, Posting, Reply, refusal
from table.request import Request
from table.running.shards import ALL_SHARDS, Shards
from table.seating.options import think_ms
from table.store import (
    LIVE_STATUSES,
    MOVE_KINDS,
    Deadline,
    GameRow,
    GuildSettings,
    LogEntry,
    MemberSettings,
    MoveContext,
    Outgoing,
    Seat,
    StaleVersion,
    Store,
    StoreBusy,
    Unreachable,
)
from table.timekeeping.clocks import Clock, SystemClock, clocks_after, paused_clock
from table.timekeeping.timing import DEFAULT_DEADLINE, DEFAULT_REMINDERS, Reminder, read_reminders
from workers import pool as render_pool

log = logging.getLogger(__name__)

BOT_ACTIONS_PER_CALL = 2000  # a table of bots only stops here and goes on at the next call
TIMED_OUT = "timeout"  # the start of a log entry's action when a deadline passed and the table answered
SINCE_LOOKED = 200  # the newest log entries read for what happened to a member since their last move
Done = TypeVar("Done", bound=Reply | None)  # what a guarded piece of work answers: a reply, or none for the clock's


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
    engine: Engine[Any]
    state: Any
    # What this request has already read or written, so one move asks the store once:
    context: MoveContext | None = None  # what a move reads beside the row, read together
    deadlines: list[Deadline] | None = None  # the game's clocks as this request saved them
    # The board this request saves is posted by the table itself (the clock's timeouts): it goes
    # into the store's outbox in the save's transaction, instead of back to a caller.
    posted_by_table: bool = False
    opened: Any = None  # the state as loaded, before this request changed it (None: a new or restored game)
    stretch: list[LogEntry] = field(default_factory=list)  # the log entries this request saved
    # Clocks by seat that a decision owed after this request keeps rather than a fresh one (a
    # take-back gives back what its player had left): table/playing/takeback.py
    clocks_given_back: dict[int, Deadline] = field(default_factory=dict)
    notices: list[Notice] = field(default_factory=list)  # news for one member beside the board this request posts
    # The events of each entry logged, worded together as `commit` saves them (`word_events`).
    unworded: list[tuple[LogEntry, Sequence[Event]]] = field(default_factory=list)

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.game.seats):
            if player.user_id == user_id:
                return seat
        return None


Step = Callable[[Loaded], Awaitable[Reply]]  # the answer to a request that only narrowed a menu (`_only_narrowed`)


def engine_of(game: GameRow) -> Engine[Any]:
    """The game's engine; DamagedGame if its row did not read back or names no game we host."""
    if game.damage:
        raise DamagedGame(game, game.damage)
    try:
        return engine_for(game.kind)
    except ValueError:
        raise DamagedGame(game, say("core-damaged-unknown-kind", kind=excerpt(game.kind))) from None


def load_game(game: GameRow) -> Loaded:
    """The game with its engine and its state; DamagedGame if any of it does not read back."""
    engine = engine_of(game)
    try:
        if game.state_json is None:
            raise CorruptState(say("core-damaged-no-state"))
        state = keptstates.kept(game.id, game.state_json)
        if state is None:
            state = engine.load(json.loads(game.state_json))
    except (ValueError, KeyError, TypeError) as error:  # CorruptState and JSONDecodeError are ValueErrors
        raise DamagedGame(game, str(error) or type(error).__name__) from error
    return Loaded(game, engine, state, opened=state)


class TableCore:
    def __init__(self, store: Store, seed_source: Callable[[], int] | None = None, clock: Clock | None = None,
                 shards: Shards = ALL_SHARDS) -> None:
        self.store = store
        self.clock: Clock = clock or SystemClock()
        self.shards = shards  # the guilds this process serves; its clock runs only theirs
        # the scheduler's wake-up, with when the change needs the clock (set by the scheduler)
        self.on_change: Callable[[float], None] = lambda due: None
        # whether a member has left a server (guild, user), as the adapter can ask Discord (set by it); False when it
        # cannot say: the console and the tests of the table alone have nobody leave
        self.left_server: Callable[[int, int], Awaitable[bool]] = _nobody_leaves
        # posts for channels other than the caller's that are not kept in the store's outbox (a bot
        # standing in, a damaged game's report): `run_due` hands them to the scheduler
        self.outbox: list[Posting] = []
        self.seed_source = seed_source or (lambda: secrets.randbits(63))
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # channels the bot cannot post to, read once, then kept in step by `remember_held` (delivery.py)
        self.held_channels: dict[int, Unreachable] | None = None

    async def held(self, channel_id: int) -> Unreachable | None:
        """Why the bot cannot post to `channel_id`, if it cannot."""
        if self.held_channels is None:
            self.held_channels = {held.channel_id: held for held in await self.store.unreachable(self.shards)}
        return self.held_channels.get(channel_id)

    def remember_held(self, channel_id: int, held: Unreachable | None) -> None:
        """What the store now says of the channel (None: the bot may post there), if the channels were read."""
        if self.held_channels is None:
            return
        if held is None:
            self.held_channels.pop(channel_id, None)
        else:
            self.held_channels[channel_id] = held

    def lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return lock

    async def guarded(self, caller: Caller, work: Callable[[Request], Awaitable[Done]]) -> Done | Reply:
        """Run `work` for a new request of the caller's under the channel's lock, turning refusals,
        lost races and damaged states into the replies the caller should see. A failure says nothing
        was changed only when nothing was saved."""
        request = Request(caller)
        async with self.lock(caller.channel_id):
            # The caller's own client locale: their private replies, refusals included. What the channel
            # sees or the game keeps is built in the server's language (`Request.publicly`, around the
            # board and lobby posts and the log's events); the clock's callers carry the server's.
            with reading(caller.locale):
                try:
                    request.public_language = await self.public_language(caller.guild_id)
                    return await work(request)
                except Refused as refused:
                    return refusal(str(refused))
                except StaleVersion:
                    return refusal(say("core-board-changed"))
                except DamagedGame as damaged:
                    return await self.damaged_reply(damaged)
                except StoreBusy:
                    return refusal(say("failure-after-save" if request.saved else "store-busy"))
                except Exception:
                    log.exception("game %s in channel %s: request by user %s failed", await self._live_id(caller),
                                  caller.channel_id, caller.user_id)
                    return refusal(say("failure-after-save" if request.saved else "failure"))

    async def public_language(self, guild_id: int) -> str:
        """The language of the server's public posts (`/admin language`); English until an admin sets one."""
        return (await self.store.guild_settings(guild_id)).language or DEFAULT_LANGUAGE

    async def _live_id(self, caller: Caller) -> int | None:
        """The channel's live game id for a failure's log line; None if even that cannot be read."""
        try:
            game = await self.store.live_game(caller.channel_id)
        except Exception:
            return None
        return game.id if game else None

    async def save(self, request: Request, game: GameRow, entries: Sequence[LogEntry] = (),
                    deadlines: list[Deadline] | None = None, **history: Any) -> GameRow:
        """Save through the store, marking the request as having written something;
        `history` passes the store's marks, result and reopen."""
        saved = await self.store.save(game, entries, deadlines, **history)
        request.saved = True
        return saved

    # ----- admin -------------------------------------------------------------------------

    async def is_admin(self, caller: Caller) -> bool:
        if caller.manage_channels:
            return True
        role = await self.store.admin_role(caller.guild_id)
        return role is not None and role in caller.role_ids

    async def check_admin(self, caller: Caller) -> None:
        if not await self.is_admin(caller):
            role = await self.store.admin_role(caller.guild_id)
            raise Refused(say("core-only-admins-or-role", role=f"<@&{role}>") if role else say("core-only-admins"))

    async def since_own_move(self, game_id: int, user_id: int) -> list[LogEntry]:
        """The game's entries after the member's last move of their own (the bot's standing in for them
        is not theirs), of the newest SINCE_LOOKED."""
        entries = [e for e in await self.store.log(game_id, last=SINCE_LOOKED) if e.undone is None]
        own = max((n for n, e in enumerate(entries) if e.actor_id == user_id and e.kind == "move"), default=-1)
        return entries[own + 1:]

    async def active(self, caller: Caller, game_id: int | None = None, version: int | None = None) -> Loaded:
        game = await self.store.live_game(caller.channel_id)
        if game_id is not None and (game is None or game.id != game_id):
            raise Refused(await self.ended_text(game_id))
        if game is None:
            raise Refused(say("core-no-game"))
        if game.status == "lobby":
            raise Refused(say("core-not-started", id=game.id))
        if version is not None and version != game.version:
            raise Refused(say("core-board-out-of-date"))
        return load_game(game)

    async def ended_text(self, game_id: int) -> str:
        """The answer to a button of a game that is not this channel's live one."""
        old = await self.store.game(game_id)
        if old is None:
            return say("core-button-unknown-game", id=game_id)
        if old.status in LIVE_STATUSES:
            return say("core-button-game-elsewhere", id=game_id, channel=f"<#{old.channel_id}>")
        if not old.ended_reason:
            return say("core-button-game-ended", id=game_id)
        return say("core-button-game-over", id=game_id, reason=texts.bracketed_reason(old))

    def acting_seat(self, loaded: Loaded, caller: Caller) -> int:
        seat = loaded.seat_of(caller.user_id)
        prompts = loaded.engine.prompts(loaded.state)
        if seat is None:
            raise Refused(say("core-spectator"))
        if not prompts:
            raise Refused(say("core-game-over"))
        if all(p.seat != seat for p in prompts):
            raise Refused(say("core-not-your-move", waiting=texts.waiting_for(loaded.game, prompts)))
        return seat

    async def advance(self, request: Request, loaded: Loaded, state: Any, events: list[Event], actor_id: int,
                       logged_as: str, kind: str = "table", step: Step | None = None) -> Reply:
        """Take the new state an accepted request produced, let bot seats answer what they
        now owe, and save it all with the log. `step`: the reply when the request only narrowed
        its member's menu (see `_only_narrowed`), instead of a new board post."""
        entries: list[LogEntry] = []
        log_move(loaded, entries, LogEntry(0, actor_id, logged_as, kind=kind), events, state)
        return await self.settle(request, loaded, entries, step)

    async def settle(self, request: Request, loaded: Loaded, entries: list[LogEntry],
                      step: Step | None = None) -> Reply:
        """Let bot seats answer what they owe after `entries`, then save it all with the log."""
        await self.run_bots(loaded, entries)
        loaded.stretch = entries
        return await self.commit(request, loaded, entries, step=step)

    async def run_bots(self, loaded: Loaded, entries: list[LogEntry]) -> None:
        """Let bot seats answer every prompt they owe, logging each action. Every entry keeps the
        state after it, the last one's packed by `_commit` from the state it saves. (The bot standing
        in for a member away plays one decision at a time, on the clock: Timekeeping._stand_in.)"""
        engine, game = loaded.engine, loaded.game
        for _ in range(BOT_ACTIONS_PER_CALL):
            if engine.result(loaded.state).over:
                break
            prompt = next((p for p in engine.prompts(loaded.state) if game.seats[p.seat].bot), None)
            if prompt is None:
                break
            rng = random.Random(f"{game.id}:{game.version}:{len(entries)}")
            action = await self._bot_decides(loaded, prompt.seat, rng)
            state, new_events = engine.apply(loaded.state, prompt.seat, action)
            log_move(loaded, entries, LogEntry(0, game.seats[prompt.seat].user_id, action.notation, kind="bot"),
                     new_events, state)

    async def _bot_decides(self, loaded: Loaded, seat: int, rng: random.Random) -> Action:
        """A bot seat's action at its level: the heuristic bot's here, the easy bot's trials and the strong
        bot's search in the worker pool, off the event loop."""
        engine, level = loaded.engine, loaded.game.seats[seat].level
        if level == "normal":
            return engine.bot_action(loaded.state, seat, rng)
        state_json = json.dumps(engine.dump(loaded.state), separators=(",", ":"))
        notation = await render_pool.think(loaded.game.kind, state_json, seat, level, rng.getrandbits(63),
                                           think_ms(loaded.game.options))
        return engine.parse(loaded.state, seat, notation)

    async def context(self, loaded: Loaded) -> MoveContext:
        """What the request reads beside the game row (members, clocks, server settings, take-back
        request, followers), read once, together, the first time any of it is needed."""
        if loaded.context is None:
            loaded.context = await self.store.move_context(loaded.game, self.humans(loaded.game))
        return loaded.context

    async def _seated_members(self, game: GameRow) -> dict[int, MemberSettings]:
        return await self.store.members(game.guild_id, self.humans(game))

    async def commit(self, request: Request, loaded: Loaded, entries: list[LogEntry],
                      step: Step | None = None, **history: Any) -> Reply:
        game, engine = loaded.game, loaded.engine
        word_events(loaded, request.public_language)
        result = engine.result(loaded.state)
        if result.over:
            game.status, game.ended_reason = "finished", words_to_text(result.summary_words)
            history["result"] = results.apart_if_hinted(results.apart_if_stood_in(
                results.finished(engine, game, loaded.state), [*await self.store.log(game.id), *entries]), game)
        game.state_json = snapshots.dumped(engine, loaded.state)
        if entries:
            entries[-1].state = snapshots.pack_json(game.state_json)
        acted = {e.actor_id for e in entries}
        if not any(e.action.startswith(TIMED_OUT) for e in entries):
            for seat in game.seats:
                if seat.user_id in acted:
                    seat.timeouts = 0  # the player's own move ends a run of missed deadlines
        await self._note_time_left(loaded, entries)
        deadlines = await self._clocks_after(loaded, acted - _still_deciding(loaded, entries))
        pending = (await self.context(loaded)).takeback
        # The first move made after a take-back request, before everyone answered, voids it: said once.
        notices = (*loaded.notices, *((_lapsed(game, pending.requester_id),)
                                      if pending is not None and pending.at_version == game.version else ()))
        post = await self._outgoing_board(request, loaded, entries, deadlines, notices) \
            if loaded.posted_by_table else None
        loaded.game = await self.save(request, game, entries, deadlines, post=post, **history)
        if moves := sum(1 for e in entries if e.kind in MOVE_KINDS):
            metrics.MOVES.labels(game.kind).inc(moves)
        keptstates.keep(game.id, game.state_json, loaded.state)
        loaded.deadlines = deadlines
        due = [d.next_at for d in deadlines if d.next_at is not None] + ([post.next_try] if post else [])
        if due:  # clocks removed need no wake-up: the clock finds nothing due when it wakes for them
            self.on_change(min(due))
        if post is not None:  # the outbox delivers it: nobody must post it again
            return refusal(say("core-board-posted-by-table", id=game.id))
        if step is not None and _only_narrowed(loaded, entries, notices):
            return await step(loaded)
        return await self.board_reply(request, loaded, entries, notices=notices)

    async def _outgoing_board(self, request: Request, loaded: Loaded, entries: Sequence[LogEntry],
                              deadlines: list[Deadline], notices: tuple[Notice, ...]) -> Outgoing:
        """The board post of the version about to be saved, for the outbox: written with the save,
        its image drawn when it is delivered."""
        game = replace(loaded.game, version=loaded.game.version + 1)
        audience = await self._post_audience(request, loaded, game, deadlines, entries, notices)
        with request.publicly():
            reply = board_post(loaded.engine, game, loaded.state, b"", entries, "", audience)
        return outbox.outgoing(game.guild_id, game.channel_id, reply, self.clock.now(), game.id, game.version)

    async def _note_time_left(self, loaded: Loaded, entries: Sequence[LogEntry]) -> None:
        """Each entry keeps what its actor had left on the clock of the decision it answered, so that a
        take-back of it gives them that time again (never a fresh deadline)."""
        clocks = {loaded.game.seats[d.seat].user_id: d for d in (await self.context(loaded)).deadlines}
        now = self.clock.now()
        for entry in entries:
            clock = clocks.get(entry.actor_id)
            if clock is not None and entry.time_left is None:
                entry.time_left = clock.due_at - (clock.paused_at if clock.paused_at is not None else now)

    async def _clocks_after(self, loaded: Loaded, acted: set[int]) -> list[Deadline]:
        """The game's clocks once this request is saved: those of decisions still owed by members who
        did not act, or who took only steps of them, run on; a decision a take-back gave back gets the
        clock it left; any other gets a fresh one."""
        game = loaded.game
        if game.status != "active":
            return []
        now = self.clock.now()
        context = await self.context(loaded)
        away = {user: mode for user, m in context.members.items() if (mode := m.away_at(now))}
        if game.deadline is None and "bot" not in away.values():
            return []
        previous = {d.seat: d for d in context.deadlines} | loaded.clocks_given_back
        acted = acted - {game.seats[seat].user_id for seat in loaded.clocks_given_back}
        clocks = clocks_after(game, loaded.engine.prompts(loaded.state), previous, acted, now,
                              _reminders_of(context.settings), away, _stand_in_pace(game, context.settings),
                              context.hours)
        if await self.held(game.channel_id) is None:
            return clocks
        # nothing can be posted there: a clock opened now waits, paused, with the channel's others
        return [c if c.paused_at is not None or c.next_at is None else paused_clock(c, now) for c in clocks]

    async def stand_in_pace(self, game: GameRow) -> int:
        return game.deadline or _stand_in_pace(game, await self.store.guild_settings(game.guild_id))

    async def reminders(self, guild_id: int) -> tuple[Reminder, ...]:
        return _reminders_of(await self.store.guild_settings(guild_id))

    async def board_reply(self, request: Request, loaded: Loaded, entries: Sequence[LogEntry] = (), news: str = "",
                           notices: tuple[Notice, ...] = ()) -> Reply:
        with request.publicly():
            image = await self._render(loaded)
            audience = await self._post_audience(request, loaded, loaded.game, loaded.deadlines, entries, notices)
            return board_post(loaded.engine, loaded.game, loaded.state, image, entries, news, audience)

    async def _post_audience(self, request: Request, loaded: Loaded, game: GameRow, deadlines: list[Deadline] | None,
                             entries: Sequence[LogEntry], notices: tuple[Notice, ...]) -> Audience:
        """The audience of a board post of this request: who is told of a decision now theirs,
        who is looking at it (the asker, never pinged), and the notices it carries."""
        context = await self.context(loaded)
        audience = await self.audience(game, context.members, deadlines, context.followers)
        return replace(audience, told=_still_owed(loaded, entries), looking=request.asker, notices=notices)

    async def audience(self, game: GameRow, members: dict[int, MemberSettings] | None = None,
                        deadlines: list[Deadline] | None = None, followers: list[int] | None = None) -> Audience:
        """Whom a post of this game reaches, and how: due times, who is away, members'
        notification settings and the game's followers. `members`, `deadlines` and `followers`,
        when the request already has them, spare reading them again."""
        now = self.clock.now()
        if members is None:
            members = await self._seated_members(game)
        if deadlines is None:
            deadlines = await self.store.deadlines(game.id)
        return Audience(
            due={d.seat: d.due_at for d in deadlines if d.paused_at is None},
            away=frozenset(u for u, m in members.items() if m.away_at(now)),
            notify={u: m.notify for u, m in members.items()},
            followers=tuple(await self.store.followers(game.id) if followers is None else followers),
        )

    async def _render(self, loaded: Loaded) -> bytes | None:
        """The board image of the saved state, drawn in a worker process (workers/pool.py); None
        (logged) if drawing failed, which must never undo or hide a move that was saved."""
        try:
            if loaded.game.state_json is None:
                raise RuntimeError("the game has no saved state to draw")  # logged below, never shown
            with metrics.drawing(loaded.game.kind):
                return await render_pool.render(loaded.game.kind, loaded.game.state_json)
        except Exception:
            log.exception("game %s: the board could not be drawn", loaded.game.id)
            return None

    def humans(self, game: GameRow) -> tuple[int, ...]:
        return tuple(s.user_id for s in game.seats if not s.bot)

    async def damaged_reply(self, damaged: DamagedGame) -> Reply:
        game = damaged.game
        log.error("game %s in channel %s: saved state cannot be loaded: %s", game.id, game.channel_id, damaged.reason)
        role = await self.store.admin_role(game.guild_id)
        who = f"<@&{role}>" if role else say("core-admins")
        return Reply(
            title=say("core-damaged-title", id=game.id),
            text=say("core-damaged", id=game.id, reason=damaged.reason, admins=who),
        )


async def _nobody_leaves(_guild_id: int, _user_id: int) -> bool:
    return False


def _stand_in_pace(game: GameRow, settings: GuildSettings) -> int:
    """How long the bot standing in for a member away waits before each decision: the game's time
    per decision; in a game without one, the server's default, else the bot's (two days)."""
    return game.deadline or settings.deadline or DEFAULT_DEADLINE


def _reminders_of(settings: GuildSettings) -> tuple[Reminder, ...]:
    return read_reminders(settings.reminders or DEFAULT_REMINDERS)


def log_move(loaded: Loaded, entries: list[LogEntry], entry: LogEntry, events: Sequence[Event], state: Any) -> None:
    """Add `entry`, whose `events` left the game in `state`, to the entries a request saves: each entry keeps
    the state after it (the last one's is packed by `_commit` from the state it saves), and its events are
    worded when the request commits (`word_events`)."""
    if entries:
        entries[-1].state = snapshots.pack(loaded.engine, loaded.state)
    loaded.state = state
    entries.append(entry)
    loaded.unworded.append((entry, events))


def word_events(loaded: Loaded, language: str) -> None:
    """The events of the entries logged since the last commit as their entries store them, worded in the
    server's `language`: the words the board post reads them in, so that it need not word them again. All
    at once rather than one entry at a time between bot seats' searches, which leave the wording's code
    and data cold: an event of five phrases costs a post a third less worded in a row (bench.messages)."""
    for entry, events in loaded.unworded:
        entry.events = [event.to_json(language) for event in events]
    loaded.unworded.clear()


def _still_owed(loaded: Loaded, entries: Sequence[LogEntry]) -> frozenset[tuple[int, str]]:
    """The decisions (seat, prompt kind) owed before this request by members who did not act in it:
    they were told when each became theirs, so a decision of the same kind still owed is not news."""
    if loaded.opened is None:
        return frozenset()
    acted = {entry.actor_id for entry in entries}
    return frozenset((p.seat, p.kind) for p in loaded.engine.prompts(loaded.opened)
                     if loaded.game.seats[p.seat].user_id not in acted)


def _still_deciding(loaded: Loaded, entries: Sequence[LogEntry]) -> set[int]:
    """The member whose request this was, if it only took steps of a decision they still owe (every
    entry theirs, the same decisions of theirs owed after as before): their clock runs on, since a
    decision's time runs from when it became owed until it is whole."""
    actors = {entry.actor_id for entry in entries}
    if len(actors) != 1 or loaded.opened is None:
        return set()
    (actor,) = actors
    seats = {n for n, seat in enumerate(loaded.game.seats) if seat.user_id == actor and not seat.bot}

    def theirs(state: Any) -> list[tuple[int, str]]:
        return [owed for owed in _owed(loaded.engine, state) if owed[0] in seats]

    before = theirs(loaded.opened)
    return {actor} if before and before == theirs(loaded.state) else set()


def _only_narrowed(loaded: Loaded, entries: Sequence[LogEntry], notices: tuple[Notice, ...]) -> bool:
    """Whether this request only narrowed a menu (a step of a decision of many steps: "Move from
    India", then where to): no bot answered after it, it made no event a spectator reads and no
    notice, and the same decisions (seat, prompt kind) are owed after it as before. A board post
    for it would tell the channel nothing new."""
    engine = loaded.engine
    if notices or len(entries) != 1 or loaded.opened is None or engine.result(loaded.state).over:
        return False
    if any(Event.from_json(event).seen_by(None) is not None for event in entries[0].events):
        return False
    return _owed(engine, loaded.opened) == _owed(engine, loaded.state)


def _owed(engine: Engine[Any], state: Any) -> list[tuple[int, str]]:
    return sorted((p.seat, p.kind) for p in engine.prompts(state))


def _lapsed(game: GameRow, asker: int) -> Notice:
    name = next((s.name for s in game.seats if s.user_id == asker), f"<@{asker}>")
    return Notice(asker, say("core-takeback-lapsed", name=name), say("core-takeback-lapsed-ping"))


def _unique_name(name: str, seats: list[Seat]) -> str:
    """Engines tell players apart by name, so two members called Alex sit as Alex and Alex 2."""
    taken = {seat.name.lower() for seat in seats}
    candidate, n = name, 1
    while candidate.lower() in taken:
        n += 1
        candidate = f"{name} {n}"
    return candidate


class Service:
    """A service of the table: it holds the core, and reads the store and the clock through it."""

    def __init__(self, core: TableCore) -> None:
        self.core = core
        self.store = core.store
        self.clock = core.clock
