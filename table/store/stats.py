"""Statistics read back from the results and ratings: a member's record, a game's standings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from table.store.core import StoreCore
from table.store.rows import Record, Standing


class StatsQueries(StoreCore):
    """Members' records and standings."""

    async def records(self, guild_id: int, user_id: int, kind: str | None = None) -> list[Record]:
        """A member's ended games in a server, by game and outcome."""
        query = ("SELECT kind, outcome, COUNT(*), SUM(won), AVG(moves), AVG(place),"
                 " SUM(CASE WHEN bots > 0 THEN 1 ELSE 0 END) FROM result_seats"
                 " WHERE guild_id = ? AND user_id = ? AND bot = 0")
        params: tuple[Any, ...] = (guild_id, user_id)
        if kind is not None:
            query += " AND kind = ?"
            params += (kind,)
        rows = await self._read_all(query + " GROUP BY kind, outcome ORDER BY kind, outcome", params)
        return [Record(k, outcome, games, int(wins or 0), float(moves or 0), None if place is None else float(place),
                       int(with_bots or 0)) for k, outcome, games, wins, moves, place, with_bots in rows]

    async def standings(self, guild_id: int, kind: str, entities: Sequence[int] = (),
                        limit: int | None = None) -> list[Standing]:
        """Ratings in one game of a server: of `entities` if given, else the best members' (at most
        `limit`), highest first."""
        query = "SELECT entity, name, rating, games, wins FROM ratings WHERE guild_id = ? AND kind = ?"
        params: tuple[Any, ...] = (guild_id, kind)
        if entities:
            query += f" AND entity IN ({', '.join('?' for _ in entities)})"
            params += tuple(entities)
        query += " ORDER BY rating DESC"
        if limit is not None:
            # down the rating index, the bots' and the game's rows skipped here (two at most)
            query += " LIMIT ?"
            params += (limit + 2,)
        found = [Standing(*row) for row in await self._read_all(query, params)]
        return found if entities else [s for s in found if s.entity > 0][:limit]

    async def member_standings(self, guild_id: int, user_id: int) -> dict[str, Standing]:
        """A member's rating in each game they have finished in a server."""
        rows = await self._read_all(
            "SELECT kind, entity, name, rating, games, wins FROM ratings WHERE guild_id = ? AND entity = ?",
            (guild_id, user_id))
        return {kind: Standing(*rest) for kind, *rest in rows}
