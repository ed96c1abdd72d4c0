"""Verifying a store: its schema version, every game row and state reading back, every log
numbered without gaps, every entry's events readable, no row pointing at a missing game. Read
only, as one snapshot: it may run beside a bot using the store."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from messages import say
from table.store.base import Store
from table.store.rows import GAME_COLUMNS, GameRow, events_of, row_to_game
from table.store.schema import SCHEMA_VERSION
from table.store.transfer import BATCH, columns, tables

SHOWN = 20  # problems of one kind listed one by one; the rest are counted


@dataclass
class Report:
    sound: list[str] = field(default_factory=list)  # what was checked and found right
    problems: list[str] = field(default_factory=list)


async def verify_store(store: Store, load: Callable[[GameRow], object]) -> Report:
    """Check `store`; `load(game)` raises, saying why, if a game's state does not load."""
    report = Report()
    version = await store.schema_version()
    if version != SCHEMA_VERSION:
        report.problems.append(say("store-verify-schema-newer" if version > SCHEMA_VERSION
                                   else "store-verify-schema-older", version=version, ours=SCHEMA_VERSION))
        return report
    report.sound.append(say("store-verify-schema", version=version))
    async with store._snapshot() as snapshot:
        statuses: Counter[str] = Counter()
        broken: list[str] = []
        async for rows in snapshot.stream(f"SELECT {GAME_COLUMNS} FROM games ORDER BY id", BATCH):
            for row in rows:
                game = row_to_game(row)
                statuses[game.status] += 1
                try:
                    load(game)
                except Exception as error:
                    broken.append(say("store-verify-game-broken", id=game.id, channel=game.channel_id,
                                      error=str(error)))
        _tell(report, broken, say("store-verify-games", games=sum(statuses.values()), statuses=_listed(statuses)))

        logs = await snapshot.fetch_all("SELECT game_id, COUNT(*), MIN(seq), MAX(seq) FROM moves GROUP BY game_id"
                                        " ORDER BY game_id")
        gaps = [say("store-verify-log-gaps", id=game_id, low=low, high=high, count=count)
                for game_id, count, low, high in logs if low != 1 or high != count]
        entries = sum(count for _, count, _, _ in logs)
        _tell(report, gaps, say("store-verify-logs", entries=entries, logs=len(logs)))

        damaged = []
        async for rows in snapshot.stream("SELECT game_id, seq, events FROM moves ORDER BY game_id, seq", BATCH):
            damaged += [say("store-verify-events-damaged", id=game_id, seq=seq)
                        for game_id, seq, events in rows if events_of(events) is None]
        _tell(report, damaged, say("store-verify-events"))

        orphans = []
        for table in await tables(store):
            if table != "games" and "game_id" in await columns(store, table):
                ((count,),) = await snapshot.fetch_all(
                    f"SELECT COUNT(*) FROM {table} WHERE game_id NOT IN (SELECT id FROM games)")
                if count:
                    orphans.append(say("store-verify-orphans", count=count, table=table))
        _tell(report, orphans, say("store-verify-no-orphans"))
    return report


def _tell(report: Report, problems: list[str], sound: str) -> None:
    if not problems:
        report.sound.append(sound)
        return
    report.problems += problems[:SHOWN]
    if len(problems) > SHOWN:
        report.problems.append(say("store-verify-more", count=len(problems) - SHOWN))


def _listed(statuses: Counter[str]) -> str:
    listed = ", ".join(f"{count} {status}" for status, count in sorted(statuses.items()))
    return listed or say("store-verify-no-statuses")
