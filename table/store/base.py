"""The store: one row per game, an append-only move log, per-guild settings, the clock's rows.

Every query is written once, in the store's SQL (`dialect` renders it for each database), in the module
of its concern: `games`, `history` (the log, kept states, take-backs), `deadlines`, `outbox`, `ratings`
(results and ratings written), `stats`, `settings`, `members`, `privacy` (members' data), `operations`,
`migrate`; `Store` joins them. `sqlite.SqliteStore` and `postgres.PostgresStore` only run them. Forward
migrations (`schema`) are applied by one process at a time. Saves are guarded by the row's version
number, so a lost race is refused instead of applied twice. Finished and reset games are kept. The
store holds no game logic: places and ratings are the table's (`Store.scoring`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from os import PathLike

from table.store.deadlines import DeadlineQueries
from table.store.games import GameQueries
from table.store.history import HistoryQueries
from table.store.members import MemberQueries
from table.store.migrate import Migrations
from table.store.operations import OperationsQueries
from table.store.outbox import OutboxQueries
from table.store.privacy import PrivacyQueries
from table.store.settings import SettingsQueries
from table.store.stats import StatsQueries


class Store(GameQueries, HistoryQueries, DeadlineQueries, OutboxQueries, StatsQueries, SettingsQueries,
            MemberQueries, PrivacyQueries, OperationsQueries, Migrations):
    """Every query of the store, one concern a class; a subclass runs them on its database.

    `Store.open(target)` opens the store `target` names: a postgresql:// URL, or the path of a SQLite
    file (see `table.store.open_store`)."""

    # when rows are stamped (created, updated, moved, rated): the table's clock where it is not the
    # wall's (the console's), so history and logs agree with the deadlines on its boards
    now: Callable[[], float] = staticmethod(time.time)

    @classmethod
    async def open(cls, target: str | PathLike[str], migrate: bool = True) -> Store:
        from table.store import open_store

        return await open_store(target, migrate)
