"""The schema brought to this bot's version (`schema.MIGRATIONS`), in one transaction that other processes
starting at the same time wait for."""

from __future__ import annotations

from table.store.core import StoreCore
from table.store.ratings import replay_places
from table.store.schema import MIGRATIONS, REPLAY_PLACES_VERSION, SCHEMA_VERSION


class Migrations(StoreCore):
    """The schema version a database has, and migrating it."""

    async def schema_version(self) -> int:
        if self.dialect.version_exists is not None:
            ((exists,),) = await self._read_all(self.dialect.version_exists)
            if not exists:
                return 0
        ((version,),) = await self._read_all(self.dialect.version_read)
        return int(version)

    async def _migrate(self) -> None:
        """Bring the schema to this bot's version, in one transaction that other processes starting
        at the same time wait for (they then find nothing left to do)."""
        async with self._transaction() as tx:
            for statement in (*self.dialect.migration_lock, *self.dialect.version_setup):
                await tx.execute(statement)
            ((current,),) = await tx.fetch_all(self.dialect.version_read)
            if current > SCHEMA_VERSION:
                raise RuntimeError(
                    f"the database has schema version {current}, newer than this bot's {SCHEMA_VERSION}:"
                    " run a newer version of the bot"
                )
            for version in range(current, SCHEMA_VERSION):
                await tx.script(MIGRATIONS[version])
            if current < REPLAY_PLACES_VERSION <= SCHEMA_VERSION:
                await replay_places(self, tx)
            if current < SCHEMA_VERSION:
                await tx.execute(self.dialect.version_write.format(version=SCHEMA_VERSION))
