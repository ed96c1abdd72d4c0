"""Whether the bot is ready to serve (`/readyz`): connected to Discord on every shard it runs, its
commands loaded, its store taking writes. Each check says in one line why not."""

from __future__ import annotations

from collections.abc import Iterable


class GatewayWatch:
    """Which of the process's shards are connected and ready, as discord.py's shard events tell it."""

    def __init__(self) -> None:
        self.ready: set[int] = set()
        self.down: set[int] = set()

    def became_ready(self, shard: int) -> None:
        """The shard identified (on_shard_ready) or resumed (on_shard_resumed)."""
        self.ready.add(shard)
        self.down.discard(shard)

    def disconnected(self, shard: int) -> None:
        self.down.add(shard)

    def reason(self, shards: Iterable[int]) -> str | None:
        """Why the gateway is not ready for the shards the process runs, or None if it is."""
        shards = sorted(shards)
        if not shards:
            return "gateway not connected yet"
        for shard in shards:
            if shard in self.down:
                return f"gateway disconnected (shard {shard})"
            if shard not in self.ready:
                return f"shard {shard} not ready"
        return None
