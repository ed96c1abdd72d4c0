"""A server's settings (admin role, the defaults of new tables) and where the console's clock stands."""

from __future__ import annotations

from typing import Any

from table.store.core import StoreCore
from table.store.rows import GuildSettings, Query


class SettingsQueries(StoreCore):
    """Servers' settings and the console's clock."""

    async def admin_role(self, guild_id: int) -> int | None:
        return (await self.guild_settings(guild_id)).admin_role

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        return guild_settings_of(await self._read_all(*settings_query(guild_id)))

    async def set_defaults(self, guild_id: int, deadline: int | None, reminders: str,
                           timeouts_to_resign: int) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, deadline, reminders, timeouts_to_resign) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET deadline = excluded.deadline, reminders = excluded.reminders,"
            " timeouts_to_resign = excluded.timeouts_to_resign",
            (guild_id, deadline, reminders, timeouts_to_resign),
        )

    async def set_admin_role(self, guild_id: int, role_id: int | None) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
            (guild_id, role_id),
        )

    async def set_language(self, guild_id: int, language: str) -> None:
        await self._execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, language),
        )

    async def console_time(self, guild_id: int) -> float | None:
        """Where the console's clock of `guild_id` stood when it last moved; None if it never ran here."""
        row = await self._read_one("SELECT stands_at FROM console_clock WHERE guild_id = ?", (guild_id,))
        return None if row is None else float(row[0])

    async def set_console_time(self, guild_id: int, now: float) -> None:
        await self._execute(
            "INSERT INTO console_clock (guild_id, stands_at) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET stands_at = excluded.stands_at",
            (guild_id, now),
        )


def settings_query(guild_id: int) -> Query:
    return ("SELECT admin_role_id, deadline, reminders, timeouts_to_resign, language FROM guild_settings"
            " WHERE guild_id = ?",
            (guild_id,))


def guild_settings_of(rows: list[tuple[Any, ...]]) -> GuildSettings:
    return GuildSettings(*rows[0]) if rows else GuildSettings()
