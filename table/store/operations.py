"""What the operator watches (ops/): live games and waiting posts by shard, and whether the store can
take a write now."""

from __future__ import annotations

from table.running.shards import ALL_SHARDS, Shards
from table.store.core import StoreCore


class OperationsQueries(StoreCore):
    """Figures for the operator and a probe of the store."""

    async def live_games_by_kind(self, shards: Shards = ALL_SHARDS) -> dict[tuple[str, str], int]:
        """How many games of `shards`' guilds are in their lobby or in play, by (kind, status)."""
        owned, params = shards.where()
        rows = await self._read_all(f"SELECT kind, status, COUNT(*) FROM games WHERE status IN ('lobby', 'active')"
                                    f" AND {owned} GROUP BY kind, status", params)
        return {(kind, status): int(count) for kind, status, count in rows}

    async def pending_post_count(self, shards: Shards = ALL_SHARDS) -> int:
        """How many outbox posts of `shards`' guilds wait to be delivered."""
        owned, params = shards.where()
        return int(await self._aggregate(
            f"SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND dropped = 0 AND {owned}", params))

    async def writable(self) -> str | None:
        """Why the store cannot take a write now (a read-only file or server, a server in recovery or
        unreachable, a lock held too long), or None if it can: a write transaction that changes
        nothing, so nothing reaches the disk."""
        try:
            async with self._transaction() as tx:
                await tx.execute("DELETE FROM unreachable WHERE channel_id = 0")
        except self.FAILURES as error:
            return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        return None
