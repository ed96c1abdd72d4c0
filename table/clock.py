"""The clock: reminders, timeouts and absences, and the members' own settings for them.

Deadlines live in the store (table/clocks.py decides them at every move). `run_due` does what
fell due by the clock's time, in order: an absence that ran out, a reminder, a timeout. Each is
done under the channel's lock and checked against the stored clock it was read from, so a move
and its own timeout apply once, and a reminder is never sent twice, by this process or another.
"""

from __future__ import annotations

import logging
import random
from dataclasses import replace

from rules.base import Event, IllegalAction
from table import texts
from table.clocks import member_clocks
from table.core import DamagedGame, Loaded, Refused, TableCore, load_game
from table.replies import Caller, Ping, Posting, Reply, not_an_id, refusal
from table.store import Deadline, MemberSettings
from table.timing import DEFAULT_TIMEOUTS_TO_RESIGN, next_step, reminders_passed

log = logging.getLogger(__name__)

DUE_AT_ONCE = 200  # clocks handled per pass; the scheduler comes straight back for more
FOREVER_DAYS = 3650  # `/game away` without days: until `/game back`
NOTIFY_MODES = ("channel", "dm", "off")
AWAY_MODES = ("pause", "bot")
SETTLE_ATTEMPTS = 3  # another process moving the same game meanwhile: read it again


class Timekeeping(TableCore):

    async def next_due(self) -> float | None:
        return await self.store.next_due(self.shards)

    async def run_due(self) -> list[Posting]:
        """Everything that fell due by now, oldest first, as the posts it makes."""
        now = self.clock.now()
        for guild_id, user_id in await self.store.aways_ended(now, self.shards):
            await self._come_back(guild_id, user_id)
        for seen in await self.store.due_deadlines(now, DUE_AT_ONCE, self.shards):
            reply = await self._clock_step(seen)
            if reply is not None and not reply.ephemeral:
                self.outbox.append(Posting(seen.guild_id, seen.channel_id, reply))
            await self._unstick(seen)
        posts, self.outbox = self.outbox, []
        return posts

    async def _unstick(self, seen: Deadline) -> None:
        """A clock a step could not move on (its game damaged, a bug) stops, so that it is not
        looked at again and again; its game can still be played, which starts a fresh clock."""
        current = next((d for d in await self.store.deadlines(seen.game_id) if d.seat == seen.seat), None)
        if current == seen and await self.store.step_deadline(seen, replace(seen, next_at=None)):
            log.warning("game %s: the clock of seat %s could not move on and is stopped", seen.game_id, seen.seat)

    async def _clock_step(self, seen: Deadline) -> Reply | None:
        caller = Caller(0, "the clock", seen.guild_id, seen.channel_id)

        async def work() -> Reply | None:
            current = next((d for d in await self.store.deadlines(seen.game_id) if d.seat == seen.seat), None)
            game = await self.store.game(seen.game_id)
            if current != seen or game is None or game.status != "active":
                return None  # a move, or another process, got there first
            loaded = load_game(game)
            member = await self.store.member(game.guild_id, seen.user_id)
            if self.clock.now() < seen.due_at:
                return await self._remind(loaded, seen, member)
            if member.away_at(self.clock.now()) == "bot":
                return await self._stand_in(loaded, seen)
            return await self._time_out(loaded, seen)

        return await self._guarded(caller, work)

    async def _remind(self, loaded: Loaded, seen: Deadline, member: MemberSettings) -> Reply | None:
        game, now = loaded.game, self.clock.now()
        reminders = await self._reminders(game.guild_id)
        # After a downtime several reminders may have passed: one is sent, never a burst.
        sent = max(seen.sent, reminders_passed(reminders, seen.opened_at, seen.due_at, now))
        moved = replace(seen, sent=sent, next_at=next_step(reminders, seen.opened_at, seen.due_at, sent))
        if not await self.store.step_deadline(seen, moved) or sent == seen.sent or member.notify == "off":
            return None
        prompt = next(p for p in loaded.engine.prompts(loaded.state) if p.seat == seen.seat)
        due = f"<t:{int(seen.due_at)}:R>"
        name = game.seats[seen.seat].name
        return Reply(
            title=f"{loaded.engine.title}: game #{game.id}",
            text=f"⏰ Reminder: the game waits for **{name}** to {prompt.awaited}. Due {due}.",
            pings=(Ping(seen.user_id, f"reminder, {prompt.text} Due {due}.", dm=member.notify == "dm"),),
        )

    async def _stand_in(self, loaded: Loaded, seen: Deadline) -> Reply:
        """The deadline of a member away with the bot fell due: the bot makes this one decision for
        them, saved and posted as a move of its own. Their next decision gets a fresh clock, so a
        table of members away takes a deadline per decision, never the whole game at once."""
        engine, game = loaded.engine, loaded.game
        seat = game.seats[seen.seat]
        rng = random.Random(f"{game.id}:{game.version}:stand_in")
        try:
            action = engine.bot_action(loaded.state, seen.seat, rng)
            state, events = engine.apply(loaded.state, seen.seat, action)
        except IllegalAction as error:
            raise Refused(str(error)) from error
        events = [Event("stand_in", f"The bot plays `{action.notation}` for {seat.name}, who is away.",
                        {"seat": seen.seat}), *events]
        return await self._advance(loaded, state, events, seat.user_id, action.notation, kind="stand_in")

    async def _time_out(self, loaded: Loaded, seen: Deadline) -> Reply | None:
        """The deadline passed: the game's `on_timeout` decides. A skip or the bot's move is a move
        like any other, logged and posted with a fresh board."""
        engine, game = loaded.engine, loaded.game
        seat = game.seats[seen.seat]
        if engine.on_timeout == "wait":
            if not await self.store.step_deadline(seen, replace(seen, next_at=None)):
                return None
            prompt = next(p for p in engine.prompts(loaded.state) if p.seat == seen.seat)
            return Reply(title=f"{engine.title}: game #{game.id}",
                         text=f"⏰ {seat.name}'s time is up. This game waits for them to {prompt.awaited}; "
                              "an admin can `/admin skip` it or `/admin kick` them.",
                         pings=(Ping(seen.user_id, "your time is up: the game waits for you."),))
        try:
            if engine.on_timeout == "bot":
                rng = random.Random(f"{game.id}:{game.version}:timeout")
                action = engine.bot_action(loaded.state, seen.seat, rng)
                state, events = engine.apply(loaded.state, seen.seat, action)
                what, logged = f"the bot played `{action.notation}` for them", f"timeout {action.notation}"
            else:
                state, events = engine.skip(loaded.state, seen.seat)
                what, logged = "their decision was passed", "timeout skip"
        except IllegalAction as error:
            raise Refused(str(error)) from error
        seat.timeouts += 1
        events = [Event("timeout", f"⏰ {seat.name}'s time ran out: {what}.", {"seat": seen.seat}), *events]
        limit = (await self.store.guild_settings(game.guild_id)).timeouts_to_resign or DEFAULT_TIMEOUTS_TO_RESIGN
        if seat.timeouts >= limit and not engine.result(state).over:
            state, gone = engine.resign(state, seen.seat)
            events += [Event("timeout", f"{seat.name} missed {limit} deadlines in a row and leaves the game.",
                             {"seat": seen.seat}), *gone]
        return await self._advance(loaded, state, events, seat.user_id, logged)

    # ----- members' settings -----------------------------------------------------------------

    async def away(self, caller: Caller, days: int | None = None, mode: str = "pause",
                   member: int | None = None) -> Reply:
        """Mark a member away in every game of this server: their deadlines pause, or the bot
        plays for them, one decision each time a deadline falls due, until they come back or the
        days run out. Another member: admins only."""
        try:
            who, whose = await self._member_target(caller, member, "mark another member away")
        except Refused as refused:
            return refusal(str(refused))
        if mode not in AWAY_MODES:
            return refusal(f"Away mode `{mode[:20]}` is not one: choose pause (your deadlines wait) or bot "
                           "(the bot plays for you).")
        if days is not None and not 1 <= days <= 60:
            return refusal(f"days must be from 1 to 60; {days} was given. Leave it out to stay away until "
                           "`/game back`.")
        until = self.clock.now() + 86400 * (days or FOREVER_DAYS)
        settings = await self.store.member(caller.guild_id, who)
        await self.store.set_member(caller.guild_id, who, replace(settings, away_until=until, away_mode=mode))
        await self._settle_clocks(caller.guild_id, who)
        until_text = f"until <t:{int(until)}:f>" if days else "until `/game back`"
        their = "your" if whose == "You are" else "their"
        effect = f"{their} deadlines wait" if mode == "pause" else \
            f"the bot makes {their} decisions, one each time a deadline falls due"
        return refusal(f"{whose} away in this server's games {until_text}: {effect} meanwhile. "
                       "Boards show “away” beside the name.")

    async def back(self, caller: Caller, member: int | None = None) -> Reply:
        try:
            who, whose = await self._member_target(caller, member, "bring another member back")
        except Refused as refused:
            return refusal(str(refused))
        settings = await self.store.member(caller.guild_id, who)
        mode = settings.away_at(self.clock.now())
        if not mode:
            return refusal(f"{whose} not marked away in this server.")
        await self._come_back(caller.guild_id, who)
        whom = "you" if whose == "You are" else "them"
        again = "deadlines run again from where they paused" if mode == "pause" else \
            f"the bot no longer plays for {whom}, and reminders come again"
        return refusal(f"{whose} back: {again}.")

    async def _member_target(self, caller: Caller, member: int | None, what: str) -> tuple[int, str]:
        if member is not None and (reason := not_an_id(member, "member")):
            raise Refused(reason)
        if member is None or member == caller.user_id:
            return caller.user_id, "You are"
        if not await self.is_admin(caller):
            raise Refused(f"Only admins can {what}; without a member it is about yourself.")
        return member, f"<@{member}> is"

    async def _come_back(self, guild_id: int, user_id: int) -> None:
        settings = await self.store.member(guild_id, user_id)
        await self.store.set_member(guild_id, user_id, replace(settings, away_until=None, away_mode=None))
        await self._settle_clocks(guild_id, user_id)

    async def _settle_clocks(self, guild_id: int, user_id: int) -> None:
        """Bring the member's clocks in every active game of the server in line with their stored
        absence. Each game is settled under its channel's lock, after the absence was written: a
        move that read the member's settings before then has saved its clocks by the time this
        reads them, and one that reads them after sees the absence."""
        for game in await self.store.live_games_in(guild_id):
            if game.status == "active" and any(s.user_id == user_id and not s.bot for s in game.seats):
                async with self._lock(game.channel_id):
                    await self._settle_game_clocks(game.id, user_id)
        self.on_change()

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
            settled = member_clocks(game, loaded.engine.prompts(loaded.state), clocks, user_id, mode, now,
                                    await self._reminders(game.guild_id), await self._stand_in_pace(game))
            if settled == clocks or await self.store.put_deadlines(game, settled):
                return
        log.warning("game %s: the clocks of member %s could not be settled: the game kept moving", game_id, user_id)

    async def notify(self, caller: Caller, mode: str) -> Reply:
        if mode not in NOTIFY_MODES:
            return refusal(f"Notification mode `{mode[:20]}` is not one: channel (a ping under the board), "
                           "dm (a direct message with a link) or off (no reminders, no pings).")
        settings = await self.store.member(caller.guild_id, caller.user_id)
        await self.store.set_member(caller.guild_id, caller.user_id, replace(settings, notify=mode))
        said = {"channel": "You are pinged in the game's channel.",
                "dm": "You get a direct message with a link to each board that waits for you (a channel ping "
                      "if your messages are closed).",
                "off": "No reminders and no pings: boards still name you when the game waits for you."}
        return refusal(said[mode])

    async def follow(self, caller: Caller, following: bool = True) -> Reply:
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return refusal("There is no game in play in this channel to follow.")
        await self.store.set_following(game.id, caller.user_id, following)
        if following:
            return refusal(f"You follow game #{game.id}: a direct message with a link to each new board. "
                           "`/game unfollow` stops it.")
        return refusal(f"You no longer follow game #{game.id}.")

    async def unfollow(self, caller: Caller) -> Reply:
        return await self.follow(caller, following=False)

    async def mine(self, caller: Caller) -> Reply:
        """The member's live games in this server, those waiting for them first."""
        rows: list[tuple[int, float, str]] = []
        for game in await self.store.live_games_in(caller.guild_id):
            seat = next((n for n, s in enumerate(game.seats) if s.user_id == caller.user_id), None)
            if seat is None:
                continue
            title = texts.game_title(game.kind)
            if game.status == "lobby" or game.damage:
                rows.append((2, 0.0, f"<#{game.channel_id}>: {title}, game #{game.id}, in its lobby"))
                continue
            clocks = {d.seat: d for d in await self.store.deadlines(game.id)}
            try:
                loaded = load_game(game)
            except DamagedGame:
                rows.append((2, 0.0, f"<#{game.channel_id}>: {title}, game #{game.id}, cannot be loaded: "
                                     "an admin can `/admin reset` it"))
                continue
            prompts = loaded.engine.prompts(loaded.state)
            line = f"<#{game.channel_id}>: {title}, game #{game.id}: waiting for {texts.waiting_for(game, prompts)}"
            mine = clocks.get(seat)
            if any(p.seat == seat for p in prompts):
                due = f", due <t:{int(mine.due_at)}:R>" if mine and mine.paused_at is None else ""
                rows.append((0, mine.due_at if mine else float("inf"), f"➡️ **your move** — {line}{due}"))
            else:
                rows.append((1, 0.0, line))
        if not rows:
            return refusal("You are not playing in any game of this server. `/game new` opens one.")
        rows.sort(key=lambda row: (row[0], row[1]))
        return refusal(texts.clip("\n".join(text for *_order, text in rows)))
