"""The move log and what it keeps: entries, the state after each (replays, take-backs, rollbacks), how
many moves a game's line of play holds, and take-back requests."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from messages import say
from table.store.core import StoreCore
from table.store.rows import LOG_COLUMNS, MOVE_KIND_LIST, LogEntry, Query, Takeback, log_entry


class HistoryQueries(StoreCore):
    """The move log, the states it keeps and take-back requests."""

    async def log(self, game_id: int, last: int | None = None) -> list[LogEntry]:
        """The game's log in order, without the states; only the newest `last` entries if given."""
        query = f"SELECT {LOG_COLUMNS} FROM moves WHERE game_id = ?"
        params: tuple[Any, ...] = (game_id,)
        if last is not None:
            query = f"SELECT * FROM ({query} ORDER BY seq DESC LIMIT ?) AS newest"
            params += (last,)
        return [log_entry(row) for row in await self._read_all(query + " ORDER BY seq", params)]

    async def snapshot(self, game_id: int, seq: int) -> bytes | None:
        """The compressed state after entry `seq`; None if it was not kept."""
        row = await self._read_one("SELECT state FROM moves WHERE game_id = ? AND seq = ?", (game_id, seq))
        return row[0] if row else None

    async def entry_at_version(self, game_id: int, version: int) -> int | None:
        """The seq of the last entry whose save produced `version` and kept its state: the board
        posted as that version shows the state after it."""
        row = await self._read_one(
            "SELECT seq FROM moves WHERE game_id = ? AND version = ? AND state IS NOT NULL ORDER BY seq DESC LIMIT 1",
            (game_id, version))
        return row[0] if row else None

    async def restorable_versions(self, game_id: int) -> tuple[int, int] | None:
        """The first and last versions with a kept state; None if none was kept."""
        row = await self._read_one(
            "SELECT MIN(version), MAX(version) FROM moves WHERE game_id = ? AND state IS NOT NULL", (game_id,))
        return None if row is None or row[0] is None else (int(row[0]), int(row[1]))

    async def frames(self, game_id: int) -> list[LogEntry]:
        """The entries of the game as it stands, each with the state after it, in order: what a
        replay shows. Take-backs and rollbacks are left out (they show a state seen before)."""
        rows = await self._read_all(
            f"SELECT {LOG_COLUMNS}, state FROM moves WHERE game_id = ? AND undone IS NULL"
            " AND state IS NOT NULL AND restores IS NULL ORDER BY seq", (game_id,))
        return [log_entry(row) for row in rows]

    async def move_counts(self, game_ids: Sequence[int]) -> dict[int, int]:
        """How many moves each game's line of play holds (members', bots' and stand-ins')."""
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._read_all(
            f"SELECT game_id, COUNT(*) FROM moves WHERE game_id IN ({marks}) AND undone IS NULL"
            f" AND kind IN ({MOVE_KIND_LIST}) GROUP BY game_id", game_ids)
        return {game_id: count for game_id, count in rows}

    async def takeback(self, game_id: int) -> Takeback | None:
        return takeback_of(await self._read_all(*takeback_query(game_id)))

    async def put_takeback(self, request: Takeback) -> None:
        """Store (or replace) the game's take-back request."""
        await self._execute(
            "INSERT INTO takebacks (game_id, requester_id, target_seq, at_version, waiting, created_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET requester_id = excluded.requester_id,"
            " target_seq = excluded.target_seq, at_version = excluded.at_version, waiting = excluded.waiting,"
            " created_at = excluded.created_at",
            (request.game_id, request.requester_id, request.target_seq, request.at_version,
             json.dumps(list(request.waiting)), request.created_at))

    async def answer_takeback(self, request: Takeback, waiting: tuple[int, ...] | None) -> bool:
        """Record an answer to `request` as it was read: `waiting` still to answer, or None to close it
        (refused, lapsed, or agreed by all). One conditional statement, so two answers given at once
        in two processes never undo each other; False, with nothing written, if the request changed
        since it was read (another answer came first, or a new request replaced it) or is gone."""
        where = " WHERE game_id = ? AND requester_id = ? AND at_version = ? AND waiting = ?"
        read = (request.game_id, request.requester_id, request.at_version, json.dumps(list(request.waiting)))
        if waiting is None:
            changed = await self._execute("DELETE FROM takebacks" + where, read)
        else:
            changed = await self._execute("UPDATE takebacks SET waiting = ?" + where,
                                          (json.dumps(list(waiting)), *read))
        return changed == 1

    async def drop_takeback(self, game_id: int) -> None:
        await self._execute("DELETE FROM takebacks WHERE game_id = ?", (game_id,))


def takeback_query(game_id: int) -> Query:
    return ("SELECT game_id, requester_id, target_seq, at_version, waiting, created_at FROM takebacks"
            " WHERE game_id = ?", (game_id,))


def takeback_of(rows: list[tuple[Any, ...]]) -> Takeback | None:
    if not rows:
        return None
    game, requester, target, version, waiting, at = rows[0]
    try:
        answering = json.loads(waiting)
        if not isinstance(answering, list) or not all(isinstance(user, int) for user in answering):
            raise TypeError("not a list of member ids")
    except (ValueError, TypeError) as error:
        return Takeback(game, requester, target, version, (), at,
                        damage=say("store-takeback-damaged", error=type(error).__name__))
    return Takeback(game, requester, target, version, tuple(answering), at)
