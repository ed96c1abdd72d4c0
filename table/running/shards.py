"""Which guilds this process serves, by Discord's gateway sharding: a guild belongs to shard
`(guild_id >> 22) % shard_count`. Everything for a channel happens in the process that owns its
guild's shard; the clock of one process only ever runs its own guilds' deadlines."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    def owns(self, guild_id: int) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    def where(self, column: str = "guild_id") -> tuple[str, tuple[int, ...]]:
        """A SQL condition (and its parameters) keeping the rows of guilds this process owns."""
        if self.count == 1:
            return "1 = 1", ()
        marks = ", ".join("?" for _ in self.ids)
        return f"(({column} >> 22) % ?) IN ({marks})", (self.count, *self.ids)


def shard_of(guild_id: int, shard_count: int) -> int:
    return (guild_id >> 22) % shard_count


ALL_SHARDS = Shards()  # one process serving every guild
