"""The outbox: posts the table makes on its own, kept from the transaction of the change they report
until they are delivered, a channel's in order; and the channels the bot cannot post to."""

from __future__ import annotations

from table.running.shards import ALL_SHARDS, Shards
from table.store.core import StoreCore, Transaction
from table.store.rows import Outgoing, Unreachable

_OUTBOX_COLUMNS = "guild_id, channel_id, reply, next_try, game_id, board_version, id, attempts, nonce"
# A pending post with no older pending post in its channel: the one its channel delivers next.
HEAD_OF_CHANNEL = ("NOT EXISTS (SELECT 1 FROM outbox older WHERE older.channel_id = outbox.channel_id"
                   " AND older.sent_at IS NULL AND older.dropped = 0 AND older.id < outbox.id)")
_UNREACHABLE_COLUMNS = "guild_id, channel_id, reason, since"


async def write_post(core: StoreCore, tx: Transaction, post: Outgoing) -> None:
    """Put `post` into the outbox within `tx`, the transaction of the change it reports."""
    await tx.write(
        "INSERT INTO outbox (guild_id, channel_id, game_id, board_version, reply, created_at, next_try, nonce)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (post.guild_id, post.channel_id, post.game_id, post.board_version, post.reply, core.now(),
         post.next_try, post.nonce))


class OutboxQueries(StoreCore):
    """The outbox and the channels held."""

    async def put_post(self, post: Outgoing) -> None:
        """Put `post` into the outbox on its own (a move's board whose answer Discord lost)."""
        async with self._transaction() as tx:
            await write_post(self, tx, post)

    async def pending_posts(self, now: float, limit: int, shards: Shards = ALL_SHARDS,
                            started: float | None = None) -> list[Outgoing]:
        """The post each channel of `shards`' guilds delivers next (its oldest waiting), oldest first, if
        its time to try has come or it was claimed before `started` (by a process that stopped before
        marking it sent): a channel's later posts wait for it."""
        owned, params = shards.where()
        rows = await self._read_all(
            f"SELECT {_OUTBOX_COLUMNS} FROM outbox WHERE sent_at IS NULL AND dropped = 0"
            f" AND (next_try <= ? OR claimed_at < ?) AND {owned} AND {HEAD_OF_CHANNEL} ORDER BY id LIMIT ?",
            (now, now if started is None else started, *params, limit))
        return [Outgoing(*row) for row in rows]

    async def claim_post(self, post: Outgoing, now: float, until: float) -> bool:
        """Take `post` for delivery until `until` (then, undelivered, it is pending again), if nobody
        took it since it was read; False if another pass or process did."""
        return await self._execute(
            "UPDATE outbox SET next_try = ?, claimed_at = ?, attempts = attempts + 1"
            " WHERE id = ? AND sent_at IS NULL AND dropped = 0 AND next_try = ?",
            (until, now, post.id, post.next_try)) == 1

    async def post_sent(self, post_id: int, at: float) -> None:
        await self._execute("UPDATE outbox SET sent_at = ? WHERE id = ?", (at, post_id))

    async def post_failed(self, post_id: int, failure: str, next_try: float | None) -> None:
        """A delivery failed: it is tried again at `next_try`; None gives it up, kept with why."""
        if next_try is None:
            await self._execute("UPDATE outbox SET failure = ?, dropped = 1 WHERE id = ?", (failure, post_id))
        else:
            await self._execute("UPDATE outbox SET failure = ?, next_try = ?, claimed_at = NULL WHERE id = ?",
                                (failure, next_try, post_id))

    async def post_held(self, post_id: int, failure: str, next_try: float) -> None:
        """A delivery its channel refused (no permission, an archived thread): tried again at
        `next_try`, the attempt not counted against giving it up."""
        await self._execute("UPDATE outbox SET failure = ?, next_try = ?, claimed_at = NULL, attempts = attempts - 1"
                            " WHERE id = ?", (failure, next_try, post_id))

    async def drop_channel_posts(self, channel_id: int, failure: str) -> int:
        """Give up every post waiting for `channel_id` (it was deleted, or its game ended while the bot was out of
        its server), kept with why; how many."""
        return await self._execute("UPDATE outbox SET failure = ?, dropped = 1"
                                   " WHERE channel_id = ? AND sent_at IS NULL AND dropped = 0", (failure, channel_id))

    async def retry_channel_posts(self, channel_id: int, now: float) -> None:
        """The posts waiting for `channel_id` are tried at once (it can be posted to again)."""
        await self._execute("UPDATE outbox SET next_try = ? WHERE channel_id = ? AND sent_at IS NULL"
                            " AND dropped = 0 AND claimed_at IS NULL AND next_try > ?", (now, channel_id, now))

    async def hold_channel(self, held: Unreachable) -> bool:
        """Record that the bot cannot post to `held.channel_id`; True if it was not recorded already
        (its reason is brought up to date either way)."""
        async with self._transaction() as tx:
            if await tx.execute("UPDATE unreachable SET reason = ? WHERE channel_id = ?",
                                (held.reason, held.channel_id)) == 1:
                return False
            await tx.execute("INSERT INTO unreachable (channel_id, guild_id, reason, since) VALUES (?, ?, ?, ?)",
                             (held.channel_id, held.guild_id, held.reason, held.since))
        return True

    async def release_channel(self, channel_id: int) -> Unreachable | None:
        """The bot can post to `channel_id` again: what was recorded of it, None if nothing was."""
        async with self._transaction() as tx:
            rows = await tx.fetch_all(f"SELECT {_UNREACHABLE_COLUMNS} FROM unreachable WHERE channel_id = ?",
                                      (channel_id,))
            if not rows:
                return None
            await tx.execute("DELETE FROM unreachable WHERE channel_id = ?", (channel_id,))
        return Unreachable(*rows[0])

    async def unreachable(self, shards: Shards = ALL_SHARDS) -> list[Unreachable]:
        """The channels of `shards`' guilds the bot cannot post to."""
        owned, params = shards.where()
        rows = await self._read_all(f"SELECT {_UNREACHABLE_COLUMNS} FROM unreachable WHERE {owned}", params)
        return [Unreachable(*row) for row in rows]

    async def bot_removed_from(self, guild_id: int, removed_at: float, games_end_at: float) -> None:
        """The bot was removed from the server: its live games end at `games_end_at` unless it is back by then. A
        removal already recorded keeps its times (discord.py may tell of one removal twice)."""
        await self._execute("INSERT INTO bot_removals (guild_id, removed_at, games_end_at) VALUES (?, ?, ?)"
                            " ON CONFLICT (guild_id) DO NOTHING", (guild_id, removed_at, games_end_at))

    async def forget_removal(self, guild_id: int) -> bool:
        """The bot is in the server (again), or its games there have ended: its removal, if one was recorded, is
        forgotten; whether one was."""
        return await self._execute("DELETE FROM bot_removals WHERE guild_id = ?", (guild_id,)) == 1

    async def removals(self) -> dict[int, float]:
        """Every server the bot is out of (in every shard's), with when its games end."""
        return {guild_id: ends for guild_id, ends in await self._read_all(
            "SELECT guild_id, games_end_at FROM bot_removals", ())}

    async def removals_due(self, now: float, shards: Shards = ALL_SHARDS) -> list[int]:
        """The servers of `shards` the bot was removed from whose games end by `now`, the earliest first."""
        owned, params = shards.where()
        rows = await self._read_all(f"SELECT guild_id FROM bot_removals WHERE games_end_at <= ? AND {owned}"
                                    " ORDER BY games_end_at", (now, *params))
        return [guild_id for (guild_id,) in rows]

    async def forget_sent_posts(self, before: float) -> int:
        """Delete the posts delivered before `before` (the table's clock); how many."""
        return await self._execute("DELETE FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?", (before,))
