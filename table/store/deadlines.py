"""The clock's rows: one deadline per open prompt of a human seat, moved on by compare-and-set, and when
the clock next has work."""

from __future__ import annotations

from typing import Any

from table.running.shards import ALL_SHARDS, Shards
from table.store.core import StoreCore, Transaction
from table.store.outbox import HEAD_OF_CHANNEL, write_post
from table.store.rows import Deadline, GameRow, Outgoing, Query

DEADLINE_COLUMNS = "game_id, seat, kind, user_id, guild_id, channel_id, opened_at, due_at, sent, next_at, paused_at"


class DeadlineQueries(StoreCore):
    """The open prompts' clocks."""

    async def deadlines(self, game_id: int) -> list[Deadline]:
        return [Deadline(*row) for row in await self._read_all(*deadlines_query(game_id))]

    async def member_deadlines(self, guild_id: int, user_id: int) -> list[Deadline]:
        rows = await self._read_all(
            f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE guild_id = ? AND user_id = ? ORDER BY due_at",
            (guild_id, user_id))
        return [Deadline(*row) for row in rows]

    async def due_deadlines(self, now: float, limit: int, shards: Shards = ALL_SHARDS) -> list[Deadline]:
        """Prompts of `shards`' guilds whose next reminder or deadline has come, the earliest first."""
        owned, params = shards.where()
        rows = await self._read_all(
            f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE next_at IS NOT NULL AND next_at <= ? AND {owned}"
            " ORDER BY next_at LIMIT ?", (now, *params, limit))
        return [Deadline(*row) for row in rows]

    async def next_due(self, shards: Shards = ALL_SHARDS) -> float | None:
        """The earliest time the clock of `shards` has work: a reminder, a deadline, an absence ending,
        a post to deliver, or the games of a server the bot was removed from ending."""
        owned, params = shards.where()
        deadline = await self._aggregate(
            f"SELECT MIN(next_at) FROM deadlines WHERE next_at IS NOT NULL AND {owned}", params)
        away = await self._aggregate(
            f"SELECT MIN(away_until) FROM members WHERE away_until IS NOT NULL AND {owned}", params)
        ((post,),) = await self._read_all(
            f"SELECT MIN(next_try) FROM outbox WHERE sent_at IS NULL AND dropped = 0 AND {owned}"
            f" AND {HEAD_OF_CHANNEL}", params)
        removal = await self._aggregate(f"SELECT MIN(games_end_at) FROM bot_removals WHERE {owned}", params)
        times = [t for t in (deadline, away, post, removal) if t is not None]
        return min(times) if times else None

    async def step_deadline(self, old: Deadline, new: Deadline, post: Outgoing | None = None) -> bool:
        """Move a prompt's clock on (a reminder sent, a pause) if nobody changed it since `old` was
        read, putting `post` (the reminder) into the outbox in the same transaction; False, with
        nothing written, if someone did (a move or another process got there first)."""
        query = ("UPDATE deadlines SET opened_at = ?, due_at = ?, sent = ?, next_at = ?, paused_at = ?"
                 " WHERE game_id = ? AND seat = ? AND opened_at = ? AND sent = ?"
                 " AND next_at IS NOT DISTINCT FROM ? AND paused_at IS NOT DISTINCT FROM ?")
        params = (new.opened_at, new.due_at, new.sent, new.next_at, new.paused_at,
                  old.game_id, old.seat, old.opened_at, old.sent, old.next_at, old.paused_at)
        if post is None:
            return await self._execute(query, params) == 1
        async with self._transaction() as tx:
            if await tx.execute(query, params) != 1:
                return False
            await write_post(self, tx, post)
        return True

    async def channel_deadlines(self, channel_id: int) -> list[Deadline]:
        rows = await self._read_all(f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE channel_id = ?", (channel_id,))
        return [Deadline(*row) for row in rows]

    async def put_deadlines(self, game: GameRow, deadlines: list[Deadline]) -> bool:
        """Make `deadlines` the game's clocks, if its stored version is still `game.version`, without
        a new version (nothing was played: a member went away or came back); False if a move got
        there first."""
        async with self._transaction() as tx:
            if await tx.execute("UPDATE games SET version = version WHERE id = ? AND version = ?",
                                (game.id, game.version)) != 1:
                return False
            await replace_deadlines(tx, game.id, deadlines)
        return True


def deadlines_query(game_id: int) -> Query:
    return f"SELECT {DEADLINE_COLUMNS} FROM deadlines WHERE game_id = ? ORDER BY seat", (game_id,)


async def replace_deadlines(tx: Transaction, game_id: int, deadlines: list[Deadline]) -> None:
    await tx.write("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
    await tx.executemany(f"INSERT INTO deadlines ({DEADLINE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         [deadline_values(d) for d in deadlines])


def deadline_values(d: Deadline) -> tuple[Any, ...]:
    return (d.game_id, d.seat, d.kind, d.user_id, d.guild_id, d.channel_id, d.opened_at, d.due_at, d.sent,
            d.next_at, d.paused_at)
