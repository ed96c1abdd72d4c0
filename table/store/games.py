"""The games' rows: created, read, saved by version (with the log, clocks, marks, result and post of
the change, in one transaction), archived; and what a move reads beside its row."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from messages import say
from table.running.shards import ALL_SHARDS, Shards
from table.store.core import ChannelBusy, StaleVersion, StoreCore
from table.store.deadlines import deadlines_query, replace_deadlines
from table.store.history import takeback_of, takeback_query
from table.store.members import followers_query, hours_by_member, hours_query, members_query, settings_by_member
from table.store.outbox import write_post
from table.store.ratings import forget_result, record_result
from table.store.rows import (
    GAME_COLUMNS,
    LIVE_STATUSES,
    Deadline,
    GameResult,
    GameRow,
    LogEntry,
    MoveContext,
    Outgoing,
    Seat,
    row_to_game,
)
from table.store.settings import guild_settings_of, settings_query

# The live games with a seat whose JSON matches the pattern given, oldest first: its `status IN` written as the
# `live_games` index's, which a database uses only for a query that names the same condition.
LIVE_GAMES_SEATING = (f"SELECT {GAME_COLUMNS} FROM games WHERE status IN ('lobby', 'active') AND seats LIKE ? "
                      "ORDER BY id")


class GameQueries(StoreCore):
    """The games' rows."""

    async def _one_game(self, where: str, params: Sequence[Any]) -> GameRow | None:
        row = await self._read_one(f"SELECT {GAME_COLUMNS} FROM games WHERE {where}", params)
        return row_to_game(row) if row else None

    async def live_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))

    async def game(self, game_id: int) -> GameRow | None:
        return await self._one_game("id = ?", (game_id,))

    async def latest_game(self, channel_id: int) -> GameRow | None:
        return await self._one_game("channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,))

    async def create_game(
        self, guild_id: int, channel_id: int, kind: str, creator: Seat, options: dict[str, str],
        deadline: int | None = None,
    ) -> GameRow:
        now = self.now()
        try:
            async with self._transaction() as tx:
                ((game_id,),) = await tx.fetch_all(
                    "INSERT INTO games (guild_id, channel_id, kind, status, creator_id, seats, options,"
                    " state, version, created_at, updated_at, deadline)"
                    " VALUES (?, ?, ?, 'lobby', ?, ?, ?, NULL, 1, ?, ?, ?) RETURNING id",
                    (guild_id, channel_id, kind, creator.user_id, json.dumps([creator.to_json()]),
                     json.dumps(options), now, now, deadline),
                )
        except self.DUPLICATE as error:
            raise ChannelBusy(channel_id) from error
        game = await self.game(game_id)
        assert game is not None
        return game

    async def save(self, game: GameRow, log: Iterable[LogEntry] = (), deadlines: list[Deadline] | None = None, *,
                   marks: Iterable[tuple[int, str | None]] = (), result: GameResult | None = None,
                   reopen: bool = False, post: Outgoing | None = None) -> GameRow:
        """Write the row (status, creator, seats, state, ended_reason), append log entries and,
        given `deadlines`, make them the game's open prompts' clocks, in one transaction, if and
        only if the stored version is still `game.version`. Returns the row as saved, with its new
        version; `game` itself is left as it was.

        In the same transaction: `marks` set (or clear, None) why entries (by seq) are no longer
        part of the game; `result` records how it ended, for statistics and ratings; `reopen`
        forgets the result of a finished game played on again; `post` goes into the outbox."""
        if game.damage:
            raise ValueError(say("store-damaged-write", id=game.id, damage=game.damage))
        update = ("UPDATE games SET status = ?, creator_id = ?, seats = ?, state = ?, ended_reason = ?,"
                  " version = version + 1, updated_at = ? WHERE id = ? AND version = ?")
        columns = (game.status, game.creator_id, json.dumps([s.to_json() for s in game.seats]), game.state_json,
                   game.ended_reason)
        return await self._write(game, update, columns, log,
                                 Aftermath(deadlines, tuple(marks), result, reopen, post))

    async def archive(self, game: GameRow, reason: str, log: Iterable[LogEntry] = (),
                      result: GameResult | None = None) -> GameRow:
        """End the game as `reason` and append `log` (and record `result`), touching nothing else: a
        damaged row keeps its columns as they were, for whoever wants to look at them later. Returns the
        row as saved; `game` itself is left as it was."""
        ended = replace(game, status="finished", ended_reason=reason)
        update = ("UPDATE games SET status = ?, ended_reason = ?, version = version + 1, updated_at = ?"
                  " WHERE id = ? AND version = ?")
        return await self._write(ended, update, (ended.status, reason), log, Aftermath([], (), result, False, None))

    async def _write(self, game: GameRow, update: str, columns: tuple[Any, ...], log: Iterable[LogEntry],
                     after: Aftermath) -> GameRow:
        """Run `update` (its own columns, then updated_at, id and version) and append the log in one
        transaction, if and only if the stored version is still `game.version`; then what `after`
        asks, in the same transaction. Returns the row as saved."""
        now = self.now()
        async with self._transaction() as tx:
            await tx.write(update, (*columns, now, game.id, game.version), one_row_or=StaleVersion(game.id))
            await tx.executemany(
                "INSERT INTO moves (game_id, seq, actor_id, action, events, created_at, kind, version, state,"
                " restores, time_left) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?),"
                " ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game.id, game.id, e.actor_id, e.action, json.dumps(e.events), now, e.kind, game.version + 1,
                  e.state, e.restores, e.time_left) for e in log],
            )
            if after.deadlines is not None:
                await replace_deadlines(tx, game.id, after.deadlines)
            await tx.executemany("UPDATE moves SET undone = ? WHERE game_id = ? AND seq = ?",
                                 [(mark, game.id, seq) for seq, mark in after.marks])
            if after.reopen:
                await forget_result(self, tx, game)
            if after.result is not None:
                await record_result(self, tx, game, after.result, now)
            if after.post is not None:
                await write_post(self, tx, after.post)
        return game.saved(now)

    async def channel_games(self, channel_id: int, limit: int) -> list[GameRow]:
        """The channel's games, newest first."""
        rows = await self._read_all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT ?", (channel_id, limit))
        return [row_to_game(row) for row in rows]

    async def guild_games_ended_as(self, guild_id: int, reason: str, limit: int) -> list[GameRow]:
        """The server's games that ended for `reason`, newest first."""
        rows = await self._read_all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status = 'finished' AND ended_reason = ?"
            " ORDER BY id DESC LIMIT ?", (guild_id, reason, limit))
        return [row_to_game(row) for row in rows]

    async def live_games_in(self, guild_id: int) -> list[GameRow]:
        rows = await self._read_all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE guild_id = ? AND status IN ('lobby', 'active') ORDER BY id",
            (guild_id,))
        return [row_to_game(row) for row in rows]

    async def live_guilds(self, shards: Shards = ALL_SHARDS) -> list[int]:
        """The servers of `shards` with a live game (in its lobby or under way)."""
        owned, params = shards.where()
        rows = await self._read_all("SELECT DISTINCT guild_id FROM games WHERE status IN ('lobby', 'active')"
                                    f" AND {owned} ORDER BY guild_id", params)
        return [guild_id for (guild_id,) in rows]

    async def live_games_of(self, user_id: int) -> list[GameRow]:
        """The live games, in every server, with member `user_id` in a seat. Seats are kept as the JSON
        `Seat.to_json` writes, each seat's object opening with its member's id, so a pattern finds them
        in one read of the shared store, whichever process (or shard) asks."""
        rows = await self._read_all(LIVE_GAMES_SEATING, (f'%{{"user_id": {int(user_id)}, %',))
        games = [row_to_game(row) for row in rows]
        return [game for game in games if any(seat.user_id == user_id for seat in game.seats)]

    async def count_games(self, statuses: tuple[str, ...] = LIVE_STATUSES) -> int:
        marks = ", ".join("?" for _ in statuses)
        return int(await self._aggregate(f"SELECT COUNT(*) FROM games WHERE status IN ({marks})", statuses))

    async def move_context(self, game: GameRow, user_ids: Sequence[int]) -> MoveContext:
        """What a move on `game` reads beside its row, in one read (one job on SQLite's reader thread):
        the settings of the members `user_ids`, the game's clocks, its server's settings, its take-back
        request and its followers."""
        queries = [deadlines_query(game.id), settings_query(game.guild_id), takeback_query(game.id),
                   followers_query(game.id)]
        if user_ids:
            queries += [members_query(game.guild_id, user_ids), hours_query(user_ids)]
        deadlines, settings, takeback, followers, *members = await self._read_many(queries)
        return MoveContext(settings_by_member(members[0]) if members else {}, [Deadline(*row) for row in deadlines],
                           guild_settings_of(settings), takeback_of(takeback), [u for (u,) in followers],
                           hours_by_member(members[1]) if members else {})


@dataclass(frozen=True)
class Aftermath:
    """What a save does beside the row and the log, in the same transaction."""

    deadlines: list[Deadline] | None  # the open prompts' clocks now; None: unchanged
    marks: tuple[tuple[int, str | None], ...]
    result: GameResult | None
    reopen: bool
    post: Outgoing | None  # what the table posts about it, into the outbox
