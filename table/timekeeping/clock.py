"""The clock: reminders, timeouts, the bot standing in for a member away, absences that end (the
members' settings for them: table/membership/members.py), and the games of a server that removed the bot
ending when it is not back in time (table/posting/delivery.py).

Deadlines live in the store (table/timekeeping/clocks.py decides them at every move). `run_due` does what
fell due by the clock's time, in order: an absence that ran out, a removal that ran out, a reminder, a
timeout. Each is done under the channel's lock and checked against the stored clock it was read from, so a
move and its own timeout apply once, and a reminder is never sent twice, by this process or another.
"""

from __future__ import annotations

import contextlib
import logging
import math
import random
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from typing import Any

from messages import reading, say
from ops import metrics
from rules.base import Engine, Event, IllegalAction
from rules.notation import as_typed
from rules.phrases import Phrase
from table.core import TIMED_OUT, DamagedGame, Loaded, Refused, Service, TableCore, load_game, log_move
from table.playing.boardpost import Notice
from table.posting import outbox
from table.posting.delivery import DUE_AT_ONCE, Deliver, Delivery
from table.replies import Caller, Ping, Posting, Reply
from table.request import Request
from table.store import Deadline, GameRow, LogEntry, MemberSettings
from table.timekeeping.clocks import caught_up, member_clocks, night_waited, paused_clock
from table.timekeeping.hours import in_hours
from table.timekeeping.timing import DEFAULT_TIMEOUTS_TO_RESIGN

log = logging.getLogger(__name__)

SETTLE_ATTEMPTS = 3  # another process moving the same game meanwhile: read it again
DECISION_ANSWERS = 100  # the most answers the clock gives to one decision (30 armies placed one by one, say)


MemberGame = tuple[GameRow, int, Loaded | None]  # a live game, the member's seat, the game loaded if it can be


class Timekeeping(Service):
    def __init__(self, core: TableCore, delivery: Delivery) -> None:
        super().__init__(core)
        self.delivery = delivery  # each step of the clock's pass is guarded by it, and its posts go out through it

    async def next_due(self) -> float | None:
        due = await self.store.next_due(self.core.shards)
        retry = self.delivery.next_retry()
        if due is not None and due <= self.clock.now() and retry is not None:
            # what is due now includes steps that failed: the clock comes back after their backoff
            due = max(due, retry)
        return due

    async def run_due(self, deliver: Deliver | None = None) -> list[Posting]:
        """Do everything that fell due by now, oldest first, then deliver the posts waiting in the
        outbox (those made now, and any a crash left behind) through `deliver`, marking each sent
        once it returns; the posts delivered. Without `deliver` the posts are returned to be
        presented at once, and marked sent. A step that fails (a store error) is logged and tried
        again on a later pass, after a backoff; the others go on."""
        now = self.clock.now()
        guard = self.delivery.guard
        for guild_id, user_id in await guard("reading the absences that ended", ("read", "aways"),
                                             self.store.aways_ended(now, self.core.shards)) or ():
            await guard(f"the end of member {user_id}'s absence in guild {guild_id}", ("away", guild_id, user_id),
                        self.come_back(guild_id, user_id, announced=True))
        for guild_id in await guard("reading the servers that removed the bot", ("read", "removals"),
                                    self.store.removals_due(now, self.core.shards)) or ():
            await guard(f"the games of guild {guild_id}, which removed the bot", ("removal", guild_id),
                        self.delivery.end_removed(guild_id))
        for seen in await guard("reading the due clocks", ("read", "clocks"),
                                self.store.due_deadlines(now, DUE_AT_ONCE, self.core.shards)) or ():
            await guard(f"game {seen.game_id}: the clock of seat {seen.seat}", ("clock", seen.game_id, seen.seat),
                        self._clock_pass(seen))
        posts, self.core.outbox = self.core.outbox, []
        delivered = [p for p in posts if await guard(
            f"the post in channel {p.channel_id}", None, self._deliver_now(p, deliver)) is not None]
        kept = await guard("reading the outbox", ("read", "outbox"), self.delivery.deliver_outbox(deliver))
        return delivered + (kept or [])

    async def _clock_pass(self, seen: Deadline) -> None:
        reply = await self._clock_step(seen)
        if reply is not None and not reply.ephemeral:
            self.core.outbox.append(Posting(seen.guild_id, seen.channel_id, reply))
        await self._unstick(seen)

    async def _deliver_now(self, posting: Posting, deliver: Deliver | None) -> bool:
        if deliver is not None:
            await deliver(posting)
        return True

    async def _unstick(self, seen: Deadline) -> None:
        """A clock a step could not move on (its game damaged, a bug) stops, so that it is not
        looked at again and again; its game can still be played, which starts a fresh clock."""
        current = next((d for d in await self.store.deadlines(seen.game_id) if d.seat == seen.seat), None)
        if current == seen and await self.store.step_deadline(seen, replace(seen, next_at=None)):
            log.warning("game %s: the clock of seat %s could not move on and is stopped", seen.game_id, seen.seat)

    async def _clock_step(self, seen: Deadline) -> Reply | None:
        """A reminder or a timeout, its post written to the outbox with it; what else to post (a
        damaged game's report), or None. A store error is raised, for the pass to try it again."""
        language = await self.core.public_language(seen.guild_id)  # the clock's posts are the server's
        with reading(language):
            caller = Caller(0, say("clock-caller"), seen.guild_id, seen.channel_id, locale=language)
        failed: list[Exception] = []
        left = await self._has_left(seen)

        async def work(request: Request) -> Reply | None:
            try:
                current = next((d for d in await self.store.deadlines(seen.game_id) if d.seat == seen.seat), None)
                game = await self.store.game(seen.game_id)
                if current != seen or game is None or game.status != "active":
                    return None  # a move, or another process, got there first
                if await self.core.held(game.channel_id) is not None:  # nothing can be posted there: it waits
                    await self.store.step_deadline(seen, paused_clock(seen, self.clock.now()))
                    return None
                loaded = load_game(game)
                member = await self.store.member(game.guild_id, seen.user_id)
                hours = await self.store.member_hours(seen.user_id)
                now = self.clock.now()
                if hours is not None and not in_hours(now, hours) and not _stood_in_for(member, seen):
                    await self.store.step_deadline(seen, night_waited(seen, now, hours))  # nothing in their night
                elif now < seen.due_at:
                    await self._remind(loaded, seen, member)
                elif _stood_in_for(member, seen):
                    await self._stand_in(request, loaded, seen)
                else:
                    await self._time_out(request, loaded, seen, left)
                return None
            except self.store.FAILURES as error:
                failed.append(error)
                return None

        reply = await self.core.guarded(caller, work)
        if failed:
            raise failed[0]
        return reply

    async def _has_left(self, seen: Deadline) -> bool:
        """Whether the member whose deadline `seen` fell due has left the server, as Discord says (False when it
        cannot say): asked at the deadline alone, and outside the channel's lock, since Discord may take seconds."""
        return seen.due_at <= self.clock.now() and await self.core.left_server(seen.guild_id, seen.user_id)

    async def _remind(self, loaded: Loaded, seen: Deadline, member: MemberSettings) -> None:
        """The clock's next reminder, its post into the outbox in the same transaction."""
        game, now = loaded.game, self.clock.now()
        reminders = await self.core.reminders(game.guild_id)
        # After a downtime several reminders may have passed: one is sent, never a burst.
        moved = caught_up(seen, now, reminders)
        post = None
        if moved.sent != seen.sent and member.notify != "off":
            prompt = next(p for p in loaded.engine.prompts(loaded.state) if p.seat == seen.seat)
            due = f"<t:{int(seen.due_at)}:R>"
            seat = game.seats[seen.seat]
            text = say("clock-reminder", name=seat.name, awaited=prompt.awaited, due=due)
            said = say("clock-reminder-ping", prompt=_sentence(prompt.text), due=due)
            if warning := _last_chance(await self._timeouts_to_resign(game.guild_id), seat.name, seat.timeouts):
                text, said = f"{text} {warning[0]}", f"{said} {warning[1][:1].upper()}{warning[1][1:]}"
            post = outbox.outgoing(game.guild_id, game.channel_id, Reply(
                title=say("clock-post-title", title=loaded.engine.title, id=game.id), text=text,
                pings=(Ping(seen.user_id, said, dm=member.notify == "dm"),)), now)
        if await self.store.step_deadline(seen, moved, post) and post is not None:
            metrics.CLOCK_POSTS.labels("reminder").inc()

    async def _timeouts_to_resign(self, guild_id: int) -> int:
        return (await self.store.guild_settings(guild_id)).timeouts_to_resign or DEFAULT_TIMEOUTS_TO_RESIGN

    async def _stand_in(self, request: Request, loaded: Loaded, seen: Deadline) -> None:
        """The deadline of a member away with the bot fell due: the bot makes this one decision for
        them (every answer it takes: newborns placed a cube at a time, a migration of several moves),
        saved with its post in the outbox. Their next decision gets a fresh clock, so a table of
        members away takes a deadline per decision, never the whole game at once."""
        engine, game = loaded.engine, loaded.game
        seat = game.seats[seen.seat]
        rng = random.Random(f"{game.id}:{game.version}:stand_in")
        answers = _decision(engine, loaded.state, seen, _bots_answer(engine, seen.seat, rng))
        said = Event("stand_in", Phrase.of("clock-stand-in", played=_played(answers), name=seat.name),
                     {"seat": seen.seat})
        loaded.posted_by_table = True
        await self.core.settle(request, loaded, _logged(loaded, answers, said, seat.user_id, "", "stand_in"))
        metrics.CLOCK_POSTS.labels("stand_in").inc()

    async def _time_out(self, request: Request, loaded: Loaded, seen: Deadline, left: bool) -> None:
        """The deadline passed: the game's `on_timeout` decides. A skip or the bot's answers to the
        decision are moves like any other, logged and posted with a fresh board; the post goes into
        the outbox in the transaction that saves it. However many answers the decision took, it is
        one missed deadline. A member who has `left` the server cannot come back to the game: their
        decision is passed and they leave it at once, as the last missed deadline would have them."""
        engine, game = loaded.engine, loaded.game
        seat = game.seats[seen.seat]
        if engine.on_timeout == "wait" and not left:
            prompt = next(p for p in engine.prompts(loaded.state) if p.seat == seen.seat)
            post = outbox.outgoing(game.guild_id, game.channel_id, Reply(
                title=say("clock-post-title", title=engine.title, id=game.id),
                text=say("clock-time-up", name=seat.name, awaited=prompt.awaited),
                pings=(Ping(seen.user_id, say("clock-time-up-ping")),)), self.clock.now())
            if await self.store.step_deadline(seen, replace(seen, next_at=None), post):
                metrics.CLOCK_POSTS.labels("timeout").inc()
            return
        if engine.on_timeout == "bot":
            rng = random.Random(f"{game.id}:{game.version}:timeout")
            answers = _decision(engine, loaded.state, seen, _bots_answer(engine, seen.seat, rng))
            what = Phrase.of("clock-timed-out-bot", name=seat.name, played=_played(answers))
        else:
            answers = _decision(engine, loaded.state, seen, _passive_answer(engine, seen.seat))
            what = Phrase.of("clock-timed-out-passed", name=seat.name)
        seat.timeouts += 1
        said = Event("timeout", what, {"seat": seen.seat})
        limit = await self._timeouts_to_resign(game.guild_id)
        leaving = _leaving(seat.name, left, seat.timeouts, limit)
        if not left and (warning := _last_chance(limit, seat.name, seat.timeouts)):
            loaded.notices.append(Notice(seat.user_id, *warning))
        if leaving is not None and not engine.result(answers[-1].state).over:
            state, gone = engine.resign(answers[-1].state, seen.seat)
            left_game = Event("timeout", leaving, {"seat": seen.seat})
            answers[-1] = replace(answers[-1], state=state, events=[*answers[-1].events, left_game, *gone])
        loaded.posted_by_table = True
        await self.core.settle(request, loaded, _logged(loaded, answers, said, seat.user_id, f"{TIMED_OUT} ", "table"))
        metrics.CLOCK_POSTS.labels("timeout").inc()

    async def come_back(self, guild_id: int, user_id: int, announced: bool = False) -> None:
        """The member is back. A deadline that fell due while the bot stood in for them is the bot's to
        answer first (the return must not swallow it); then their clocks are settled, and, `announced`
        (their days ran out, nobody asked), each game that waits for them says so and pings them."""
        settings = await self.store.member(guild_id, user_id)
        if settings.away_mode == "bot":
            for clock in await self.store.member_deadlines(guild_id, user_id):
                if clock.next_at is not None and clock.paused_at is None and _stood_in_for(settings, clock) \
                        and clock.due_at <= self.clock.now():
                    await self._clock_pass(clock)
        await self.store.set_member(guild_id, user_id, replace(settings, away_until=None, away_mode=None))
        await self.settle_clocks(guild_id, user_id)
        if announced:
            await self._announce_return(guild_id, user_id, settings)

    async def _announce_return(self, guild_id: int, user_id: int, settings: MemberSettings) -> None:
        """In each game that waits for the member back from an absence whose days ran out, a post saying
        what it waits for, pinging them (no ping came while they were away)."""
        now = self.clock.now()
        async for game, seat, loaded in member_games(await self.store.live_games_in(guild_id), user_id):
            if loaded is None or game.status != "active":
                continue
            owed = [p for p in loaded.engine.prompts(loaded.state) if p.seat == seat]
            if not owed:
                continue
            clock = next((d for d in await self.store.deadlines(game.id) if d.seat == seat), None)
            name = game.seats[seat].name
            prompt, awaited = _sentence(owed[0].text), owed[0].awaited
            if clock is not None and clock.paused_at is None:
                due = int(clock.due_at)
                text = say("clock-return-due", name=name, awaited=awaited, due=due)
                said = say("clock-return-ping-due", prompt=prompt, due=due)
            else:
                text, said = say("clock-return", name=name, awaited=awaited), say("clock-return-ping", prompt=prompt)
            pings = () if settings.notify == "off" else (Ping(user_id, said, dm=settings.notify == "dm"),)
            await self.store.put_post(outbox.outgoing(game.guild_id, game.channel_id, Reply(
                title=say("clock-post-title", title=loaded.engine.title, id=game.id), text=text, pings=pings), now))
        self.core.on_change(now)

    async def settle_clocks(self, guild_id: int, user_id: int) -> None:
        """Bring the member's clocks in every active game of the server in line with their stored
        absence. Each game is settled under its channel's lock, after the absence was written: a
        move that read the member's settings before then has saved its clocks by the time this
        reads them, and one that reads them after sees the absence."""
        for game in await self.store.live_games_in(guild_id):
            if game.status == "active" and any(s.user_id == user_id and not s.bot for s in game.seats):
                async with self.core.lock(game.channel_id):
                    await self._settle_game_clocks(game.id, user_id)
        self.core.on_change(-math.inf)

    async def _settle_game_clocks(self, game_id: int, user_id: int) -> None:
        for _attempt in range(SETTLE_ATTEMPTS):
            game = await self.store.game(game_id)
            if game is None or game.status != "active":
                return
            try:
                loaded = load_game(game)
            except DamagedGame:
                return  # nothing can be played in it: its clocks do not matter until an admin resets it
            now = self.clock.now()
            mode = (await self.store.member(game.guild_id, user_id)).away_at(now)
            clocks = await self.store.deadlines(game.id)
            hours = await self.store.member_hours(user_id)
            settled = member_clocks(game, loaded.engine.prompts(loaded.state), clocks, user_id, mode, now,
                                    await self.core.reminders(game.guild_id), await self.core.stand_in_pace(game),
                                    hours)
            if settled == clocks or await self.store.put_deadlines(game, settled):
                return
        log.warning("game %s: the clocks of member %s could not be settled: the game kept moving", game_id, user_id)


async def member_games(games: list[GameRow], user_id: int) -> AsyncIterator[MemberGame]:
    """Of the live `games`, those with the member in a seat: each game, their seat, and the game
    loaded (None in its lobby, when its record is damaged, or when it cannot be loaded)."""
    for game in games:
        seat = next((n for n, s in enumerate(game.seats) if s.user_id == user_id), None)
        if seat is None:
            continue
        loaded = None
        if game.status != "lobby" and not game.damage:
            with contextlib.suppress(DamagedGame):
                loaded = load_game(game)
        yield game, seat, loaded


@dataclass(frozen=True)
class Answer:
    """One answer the clock gave for a member: its notation, and the state and events after it."""

    notation: str
    state: Any
    events: list[Event]


def _decision(engine: Engine[Any], state: Any, seen: Deadline, answer: Callable[[Any], Answer]) -> list[Answer]:
    """The answers the clock gives to the decision `seen` timed: the first by `answer` (its refusal
    raised as Refused), then more while the same seat owes the same kind of decision, as the member's
    own clicks would finish it (newborns a cube at a time, a migration of several moves). A later
    refusal ends the decision where it stands, for its next deadline to take up."""
    try:
        answers = [answer(state)]
    except IllegalAction as error:
        raise Refused(str(error)) from error
    while len(answers) < DECISION_ANSWERS and _still_deciding(engine, answers[-1].state, seen):
        try:
            answers.append(answer(answers[-1].state))
        except IllegalAction:
            break
    return answers


def _still_deciding(engine: Engine[Any], state: Any, seen: Deadline) -> bool:
    return not engine.result(state).over and any(
        p.seat == seen.seat and p.kind == seen.kind for p in engine.prompts(state))


def _bots_answer(engine: Engine[Any], seat: int, rng: random.Random) -> Callable[[Any], Answer]:
    def answer(state: Any) -> Answer:
        action = engine.bot_action(state, seat, rng)
        return Answer(action.notation, *engine.apply(state, seat, action))
    return answer


def _passive_answer(engine: Engine[Any], seat: int) -> Callable[[Any], Answer]:
    def answer(state: Any) -> Answer:
        return Answer("skip", *engine.skip(state, seat))
    return answer


def _played(answers: list[Answer]) -> str:
    return as_typed(a.notation for a in answers)


def _logged(loaded: Loaded, answers: list[Answer], said: Event, actor_id: int, prefix: str,
            kind: str) -> list[LogEntry]:
    """The answers as log entries, one each, the first saying why the clock answered."""
    entries: list[LogEntry] = []
    for n, answer in enumerate(answers):
        events = [said, *answer.events] if n == 0 else answer.events
        log_move(loaded, entries, LogEntry(0, actor_id, prefix + answer.notation, kind=kind), events, answer.state)
    return entries


def _leaving(name: str, left: bool, missed: int, limit: int) -> Phrase | None:
    """Why the player whose deadline passed leaves the game now: they have left the server, or missed `limit`
    deadlines in a row; None if they stay."""
    if left:
        return Phrase.of("clock-left-server", name=name)
    return Phrase.of("clock-timed-out-leaves", name=name, limit=limit) if missed >= limit else None


def _last_chance(limit: int, name: str, missed: int) -> tuple[str, str] | None:
    """The warning owed to a player who has missed `missed` deadlines in a row when missing the next
    one removes them (at `limit`): what the channel reads, and what their ping says; None when none is owed."""
    if missed + 1 != limit:
        return None
    if not missed:
        return say("clock-last-chance", name=name), say("clock-last-chance-ping")
    return (say("clock-last-chance-missed", name=name, missed=missed),
            say("clock-last-chance-missed-ping", missed=missed))


def _stood_in_for(member: MemberSettings, clock: Deadline) -> bool:
    """Whether the bot answers the clock's decision for its member: they were away with the bot when
    its deadline fell (at the absence's last moment included)."""
    return member.away_mode == "bot" and member.away_until is not None and clock.due_at <= member.away_until


def _sentence(text: str) -> str:
    """A prompt as a sentence, for something to follow it: some end without a full stop."""
    return text if text.rstrip().endswith((".", "?", "!")) else text.rstrip() + "."
