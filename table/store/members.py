"""Members' own settings: how they are told, when they are away, their hours, the games they follow."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from table.running.shards import ALL_SHARDS, Shards
from table.store.core import StoreCore
from table.store.rows import Hours, MemberSettings, Query


class MemberQueries(StoreCore):
    """Members' settings, hours and follows."""

    async def member(self, guild_id: int, user_id: int) -> MemberSettings:
        row = await self._read_one(
            "SELECT notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id = ?", (guild_id, user_id))
        return MemberSettings(*row) if row else MemberSettings()

    async def members(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, MemberSettings]:
        ids = list(user_ids)
        if not ids:
            return {}
        return settings_by_member(await self._read_all(*members_query(guild_id, ids)))

    async def set_member(self, guild_id: int, user_id: int, settings: MemberSettings) -> None:
        await self._execute(
            "INSERT INTO members (guild_id, user_id, notify, away_until, away_mode) VALUES (?, ?, ?, ?, ?)"
            " ON CONFLICT (guild_id, user_id) DO UPDATE SET notify = excluded.notify,"
            " away_until = excluded.away_until, away_mode = excluded.away_mode",
            (guild_id, user_id, settings.notify, settings.away_until, settings.away_mode))

    async def hours_of(self, user_ids: Iterable[int]) -> dict[int, Hours]:
        """The hours of those of `user_ids` who set theirs, by member."""
        ids = list(user_ids)
        return hours_by_member(await self._read_all(*hours_query(ids))) if ids else {}

    async def member_hours(self, user_id: int) -> Hours | None:
        """Member `user_id`'s own hours, None when they set none."""
        return (await self.hours_of([user_id])).get(user_id)

    async def set_hours(self, user_id: int, hours: Hours | None) -> None:
        """Member `user_id`'s hours, in every server; None clears them."""
        if hours is None:
            await self._execute("DELETE FROM member_hours WHERE user_id = ?", (user_id,))
            return
        await self._execute(
            "INSERT INTO member_hours (user_id, start_hour, end_hour, zone) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (user_id) DO UPDATE SET start_hour = excluded.start_hour, end_hour = excluded.end_hour,"
            " zone = excluded.zone", (user_id, hours.start, hours.end, hours.zone))

    async def aways_ended(self, now: float, shards: Shards = ALL_SHARDS) -> list[tuple[int, int]]:
        """(guild, member) of every absence in `shards`' guilds whose days ran out by `now`."""
        owned, params = shards.where()
        return [(g, u) for g, u in await self._read_all(
            f"SELECT guild_id, user_id FROM members WHERE away_until IS NOT NULL AND away_until <= ? AND {owned}",
            (now, *params))]

    async def followers(self, game_id: int) -> list[int]:
        return [u for (u,) in await self._read_all(*followers_query(game_id))]

    async def set_following(self, game_id: int, user_id: int, following: bool) -> None:
        if following:
            await self._execute("INSERT INTO followers (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
                                (game_id, user_id))
        else:
            await self._execute("DELETE FROM followers WHERE game_id = ? AND user_id = ?", (game_id, user_id))


def followers_query(game_id: int) -> Query:
    return "SELECT user_id FROM followers WHERE game_id = ?", (game_id,)


def members_query(guild_id: int, user_ids: Sequence[int]) -> Query:
    marks = ", ".join("?" for _ in user_ids)
    return (f"SELECT user_id, notify, away_until, away_mode FROM members WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *user_ids))


def hours_query(user_ids: Sequence[int]) -> Query:
    marks = ", ".join("?" for _ in user_ids)
    return f"SELECT user_id, start_hour, end_hour, zone FROM member_hours WHERE user_id IN ({marks})", tuple(user_ids)


def hours_by_member(rows: list[tuple[Any, ...]]) -> dict[int, Hours]:
    return {user: Hours(start, end, zone) for user, start, end, zone in rows}


def settings_by_member(rows: list[tuple[Any, ...]]) -> dict[int, MemberSettings]:
    return {user: MemberSettings(notify, until, mode) for user, notify, until, mode in rows}
