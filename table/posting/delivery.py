"""Delivering the outbox, and what the table does about channels it cannot post to.

A channel's posts go out in the order they were made: its oldest undelivered post holds back the
later ones, so a reminder never lands after its own "time is up". Each post carries a nonce of its
own, the same at every attempt and after a restart, so Discord keeps one message of a repeat.

A channel the bot may not post to (a permission taken away, a thread archived for good) is held:
recorded once (and logged once), its posts wait and are tried again every `HELD_RETRY_S`, its
clocks are paused, and whoever acts there next is told why (`reach`). A post that gets through, or
an interaction showing the bot may post again, releases it: the held posts go out in order and the
clocks run again from where they stood. A deleted channel ends its live game as abandoned, and so does
a server that removed the bot (or was deleted) and did not add it back within `REMOVAL_KEPT_S`.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from messages import reading, say
from ops import metrics
from rules.base import Event
from rules.phrases import Phrase, Said, worded, words_from_text, words_to_text
from table.core import Service, TableCore
from table.playing import texts
from table.posting import outbox
from table.records import results
from table.replies import Caller, ChannelGone, Posting, Reply, Unpostable, is_thread_closed, lacking, refusal
from table.request import Request
from table.store import LogEntry, Outgoing, Unreachable
from table.timekeeping.clocks import paused_clock, resumed_clock

log = logging.getLogger(__name__)

DUE_AT_ONCE = 200  # clocks and posts handled per pass; the scheduler comes straight back for more
CLAIM_S = 60.0  # an outbox post being delivered is left alone this long; then, unmarked, it is pending again
DELIVERY_ATTEMPTS = 8  # failed deliveries before an outbox post is given up
KEEP_SENT_S = 7 * 86400  # sent outbox posts are kept this long, to look at
HELD_RETRY_S = 600.0  # a channel the bot cannot post to is tried again this often
BACKOFF_S = (5.0, 300.0)  # a failed step waits the first, doubling each time it fails again, up to the second
REMOVAL_KEPT_S = 30 * 86400.0  # the games of a server the bot was removed from wait this long for it to be back

Deliver = Callable[[Posting], Awaitable[None]]
T = TypeVar("T")


def backoff(failures: int) -> float:
    """The wait after `failures` failures in a row: a few seconds, doubling, at most five minutes."""
    first, most = BACKOFF_S
    return float(min(most, first * 2 ** (failures - 1)))


def unreachable_note(held: Unreachable) -> str:
    """What a member acting in a held channel is told, privately."""
    return say("delivery-unreachable-thread" if is_thread_closed(held.reason) else "delivery-unreachable-missing",
               reason=held_reason(held), since=f"<t:{int(held.since)}:R>")


def held_reason(held: Unreachable) -> str:
    """Why the bot cannot post in the held channel, in the reader's language."""
    return worded(words_from_text(held.reason))


class Delivery(Service):
    def __init__(self, core: TableCore) -> None:
        super().__init__(core)
        # steps of the clock's pass that failed (by what they are about): how often in a row, and when next tried
        self._failures: dict[tuple[Any, ...], int] = {}
        self._retry_at: dict[tuple[Any, ...], float] = {}
        self._sent_unmarked: set[int] = set()  # outbox posts delivered whose mark failed: never delivered again
        # posts claimed before this start were claimed by a process that stopped: this one delivers them
        self._started = self.clock.now()

    def next_retry(self) -> float | None:
        """When the first step of the pass waiting out its backoff may be tried again; None if none waits."""
        return min(self._retry_at.values(), default=None)

    async def guard(self, what: str, key: tuple[Any, ...] | None, step: Awaitable[T]) -> T | None:
        """Run one step of the clock's pass; if it fails, log it and (with a `key`) leave it alone until
        its backoff is over, doubling from a few seconds. None if it failed or is waiting."""
        now = self.clock.now()
        if key is not None and self._retry_at.get(key, now) > now:
            step.close()  # type: ignore[attr-defined]
            return None
        try:
            done = await step
        except Exception:
            failures = self._failures.get(key, 0) + 1 if key is not None else 0
            log.exception("the clock's pass: %s failed%s", what,
                          f"; tried again in {backoff(failures):.0f} s" if key is not None else "")
            if key is not None:
                self._failures[key] = failures
                self._retry_at[key] = now + backoff(failures)
            return None
        if key is not None:
            self._failures.pop(key, None)
            self._retry_at.pop(key, None)
        return done

    # ----- the outbox ------------------------------------------------------------------------

    async def deliver_outbox(self, deliver: Deliver | None) -> list[Posting]:
        """Deliver what waits in the outbox, each channel's posts in order: in each round, each
        channel's oldest post whose time has come is claimed (another pass or process then leaves it
        alone), delivered, and marked sent; a channel whose oldest post is not delivered (not due yet,
        failed, held) keeps its later ones back. Rounds go on while they deliver."""
        delivered: list[Posting] = []
        for _round in range(DUE_AT_ONCE):
            now = self.clock.now()
            posts = await self.store.pending_posts(now, DUE_AT_ONCE, self.core.shards, self._started)
            sent = [posting for post in posts if (posting := await self._deliver_claimed(post, deliver, now))]
            delivered += sent
            if not sent:
                break
        if delivered:
            await self.guard("forgetting old sent posts", ("forget",), self.store.forget_sent_posts(now - KEEP_SENT_S))
        return delivered

    async def _deliver_claimed(self, post: Outgoing, deliver: Deliver | None, now: float) -> Posting | None:
        """`post` claimed, delivered and marked sent; None if any of it did not happen now."""
        key = ("post", post.id)
        if post.id in self._sent_unmarked:  # delivered, but its mark did not reach the store
            await self.guard(f"marking post {post.id} sent", key, self._mark_sent(post.id, now))
            return None
        if not await self.guard(f"claiming post {post.id}", key, self.store.claim_post(post, now, now + CLAIM_S)):
            return None
        posting = await self.guard(f"delivering post {post.id}", key, self._deliver_post(post, deliver))
        if posting is None:
            return None
        self._sent_unmarked.add(post.id)
        await self.guard(f"marking post {post.id} sent", key, self._mark_sent(post.id, now))
        return posting

    async def _deliver_post(self, post: Outgoing, deliver: Deliver | None) -> Posting | None:
        """The post delivered; None if it was not (tried again later, held, or its channel is gone),
        which is logged here in one line."""
        # the text was written in the server's language; what delivery adds, and the board, follow it
        with reading(await self.core.public_language(post.guild_id)):
            reply = await outbox.reply_of(self.store, post)
        posting = Posting(post.guild_id, post.channel_id, reply, post.nonce or None)
        if deliver is None:
            return posting
        now = self.clock.now()
        try:
            await deliver(posting)
        except Unpostable as error:
            metrics.DELIVERY_FAILURES.labels("held").inc()
            await self.store.post_held(post.id, str(error)[:500], now + HELD_RETRY_S)
            await self._hold(post.guild_id, post.channel_id, error.reason)
            return None
        except ChannelGone:
            metrics.DELIVERY_FAILURES.labels("gone").inc()
            await self.channel_deleted(post.guild_id, post.channel_id)
            return None
        except Exception as error:
            attempts = post.attempts + 1
            retry = None if attempts >= DELIVERY_ATTEMPTS else now + backoff(attempts)
            failure = f"{type(error).__name__}: {error}"[:500]
            metrics.DELIVERY_FAILURES.labels("error" if retry is not None else "given_up").inc()
            await self.store.post_failed(post.id, failure, retry)
            if retry is None:
                log.error("post %s in channel %s is given up after %s failed deliveries (%s)", post.id,
                          post.channel_id, attempts, failure)
            else:
                log.warning("post %s in channel %s failed (%s); tried again in %.0f s", post.id, post.channel_id,
                            failure, retry - now)
            return None
        if await self.core.held(post.channel_id) is not None:
            await self._release(post.channel_id)
        return posting

    async def _mark_sent(self, post_id: int, now: float) -> None:
        await self.store.post_sent(post_id, now)
        self._sent_unmarked.discard(post_id)

    async def post_lost_board(self, guild_id: int, channel_id: int, reply: Reply, mover: str) -> None:
        """A move's board whose answer Discord lost (refused, too late, or never heard back): into the
        outbox, so that the channel sees it once, in order, saying what happened."""
        if reply.board_of is None:
            raise TypeError("only a board post can be posted again")  # the adapter's mistake: no player reads it
        game_id, version = reply.board_of
        now = self.clock.now()
        told = replace(reply, text=texts.clip(f"{reply.text}\n{say('delivery-lost-answer', mover=mover)}"))
        await self.store.put_post(outbox.outgoing(guild_id, channel_id, told, now, game_id, version))
        self.core.on_change(now)

    # ----- channels the bot cannot post to ------------------------------------------------------

    async def reach(self, caller: Caller, missing: Sequence[Said]) -> str | None:
        """An interaction in the caller's channel showed which permissions the bot lacks to post there
        (`missing`, by their names; none: it may post). A channel it may post to again is released;
        one it may not is held if a game is under way there. What to tell the caller privately: why
        the channel's posts and clocks wait, or None."""
        held = await self.core.held(caller.channel_id)
        if not missing:
            if held is not None:
                await self._release(caller.channel_id)
            return None
        if held is None:
            game = await self.store.live_game(caller.channel_id)
            if game is None or game.status != "active":
                return None
            held = await self._hold(caller.guild_id, caller.channel_id, lacking(missing))
        return unreachable_note(held)

    async def bot_removed(self, guild_id: int) -> None:
        """The bot was removed from the server: each game under way there is held, its posts and clocks waiting,
        rather than run out its players' time where none of them can answer; they run again once the bot is back
        and may post (`reach`). Should it not be back within REMOVAL_KEPT_S, the server's live games end
        (`end_removed`): a server deleted outright reaches the bot as a removal too, and its members' games
        would otherwise stay on hold in their `/mygames` for good."""
        now = self.clock.now()
        await self.store.bot_removed_from(guild_id, now, now + REMOVAL_KEPT_S)
        for game in await self.store.live_games_in(guild_id):
            if game.status == "active":
                await self._hold(guild_id, game.channel_id, Phrase.of("channels-bot-removed"))
        self.core.on_change(now + REMOVAL_KEPT_S)

    async def bot_back(self, guild_id: int) -> None:
        """The bot is in the server: a removal recorded there is over, and its games no longer end by it."""
        if await self.store.forget_removal(guild_id):
            log.info("guild %s: the bot is back; its games there no longer end for its removal", guild_id)

    async def end_removed(self, guild_id: int) -> None:
        """The bot was removed from the server REMOVAL_KEPT_S ago and is not back: each live game there ends as
        abandoned, its posts given up, and the removal is forgotten."""
        days = int(REMOVAL_KEPT_S // 86400)
        reason = words_to_text(Phrase.of("delivery-removed-ended", days=days))
        said = Event("bot_removed", Phrase.of("delivery-removed-ended-event", days=days))
        for game in await self.store.live_games_in(guild_id):
            await self._abandon(guild_id, game.channel_id, reason, said, "bot removed")
        await self.store.forget_removal(guild_id)

    async def retry_held(self, channel_id: int) -> None:
        """The channel changed (its permissions, a thread reopened): if its posts wait, they are tried now."""
        if await self.core.held(channel_id) is not None:
            now = self.clock.now()
            await self.store.retry_channel_posts(channel_id, now)
            self.core.on_change(now)

    async def _hold(self, guild_id: int, channel_id: int, reason: Said) -> Unreachable:
        """Record that the bot cannot post to the channel (logged once, not at every try) and pause its
        clocks; what is recorded (the reason as a phrase's JSON, read in each reader's language)."""
        now, kept = self.clock.now(), words_to_text(reason)
        held = Unreachable(guild_id, channel_id, kept, now)
        if await self.store.hold_channel(held):
            log.warning("channel %s: the bot cannot post there (%s); its posts and clocks wait until it can",
                        channel_id, reason)
        else:
            held = replace(await self.core.held(channel_id) or held, reason=kept)
        self.core.remember_held(channel_id, held)
        for clock in await self.store.channel_deadlines(channel_id):
            if clock.paused_at is None and clock.next_at is not None:
                await self.store.step_deadline(clock, paused_clock(clock, now))
        return held

    async def _release(self, channel_id: int) -> None:
        """The bot can post to the channel again: its held posts are tried at once, in order, and its
        clocks run again from where they stood (those of members away with their clocks paused stay so). So
        it is in the channel's server: a removal recorded there is over, however the bot missed its return."""
        self.core.remember_held(channel_id, None)
        released = await self.store.release_channel(channel_id)
        if released is None:
            return
        log.info("channel %s: the bot can post there again; its posts go out and its clocks run", channel_id)
        await self.bot_back(released.guild_id)
        now = self.clock.now()
        await self.store.retry_channel_posts(channel_id, now)
        for clock in await self.store.channel_deadlines(channel_id):
            if clock.paused_at is None:
                continue
            away = (await self.store.member(clock.guild_id, clock.user_id)).away_at(now)
            if away == "pause":
                continue
            hours = None if away == "bot" else await self.store.member_hours(clock.user_id)
            await self.store.step_deadline(clock, resumed_clock(clock, now, await self.core.reminders(clock.guild_id),
                                                                hours))
        self.core.on_change(now)

    async def channel_deleted(self, guild_id: int, channel_id: int) -> None:
        """The channel is gone: its live game ends as abandoned (kept in the server's history, counted
        apart as a reset game is), its clocks stop, and nothing more is posted there."""
        await self._abandon(guild_id, channel_id, texts.CHANNEL_DELETED,
                            Event("channel_deleted", Phrase.of("delivery-channel-deleted")), "channel deleted")

    async def _abandon(self, guild_id: int, channel_id: int, reason: str, said: Event, action: str) -> None:
        """The channel's live game, if it has one, ends as abandoned for `reason` (as stored), its log's last entry
        saying so; whatever waited to be posted there is given up, and the channel is no longer held."""

        async def work(request: Request) -> Reply:
            game = await self.store.live_game(channel_id)
            if game is not None:
                last = LogEntry(0, 0, action, [said.to_json(request.public_language)])
                await self.store.archive(game, reason, [last], results.abandoned(game))
                log.info("game %s in channel %s ends: %s", game.id, channel_id, action)
            await self.store.drop_channel_posts(channel_id, reason)
            await self.store.release_channel(channel_id)
            self.core.remember_held(channel_id, None)
            return refusal("")

        await self.core.guarded(Caller(0, "Discord", guild_id, channel_id), work)
