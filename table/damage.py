"""Damaged records other than a game's own row: a board kept with a log entry, a take-back request.
The game may play on; what cannot be done says which record is damaged and what an admin can do,
as the damaged-game report does (TableCore.damaged_reply)."""

from __future__ import annotations

from messages import say
from table.store import LogEntry, Store


async def admins(store: Store, guild_id: int) -> str:
    """Who can act on a damaged record, as a reply names them: the server's admin role if it has one."""
    role = await store.admin_role(guild_id)
    return f"<@&{role}>" if role else say("core-admins")


def kept_board(entry: LogEntry) -> str:
    """Which kept board: the log entry it was kept with, and the version its board showed."""
    if entry.version is None:
        return say("damage-kept-board", seq=entry.seq, action=entry.action)
    return say("damage-kept-board-version", seq=entry.seq, action=entry.action, version=entry.version)
