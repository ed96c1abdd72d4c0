"""Verifying a store: its schema version, every game row and state reading back, every log
numbered without gaps, every entry's events readable, no row pointing at a missing game. Read
only, as one snapshot: it may run beside a bot using the store."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.wording import plural
from table.store.base import _GAME_COLUMNS, GameRow, Store, _events, _row_to_game
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
        later = "newer than this bot's: run a newer bot" if version > SCHEMA_VERSION else \
            "older than this bot's: `python bot.py db migrate` (or the bot's next start) brings it up to date"
        report.problems.append(f"schema version {version}, {later} ({SCHEMA_VERSION})")
        return report
    report.sound.append(f"schema version {version}, this bot's")
    async with store._snapshot() as snapshot:
        statuses: Counter[str] = Counter()
        broken: list[str] = []
        async for rows in snapshot.stream(f"SELECT {_GAME_COLUMNS} FROM games ORDER BY id", BATCH):
            for row in rows:
                game = _row_to_game(row)
                statuses[game.status] += 1
                try:
                    load(game)
                except Exception as error:
                    broken.append(f"game #{game.id} in channel {game.channel_id}: {error}")
        games = plural(sum(statuses.values()), "game")
        _tell(report, broken, f"{games} ({_listed(statuses)}): every row and state reads back")

        logs = await snapshot.fetch_all("SELECT game_id, COUNT(*), MIN(seq), MAX(seq) FROM moves GROUP BY game_id"
                                        " ORDER BY game_id")
        gaps = [f"game #{game_id}'s log entries are numbered {low} to {high}, yet there are {count}"
                for game_id, count, low, high in logs if low != 1 or high != count]
        entries = sum(count for _, count, _, _ in logs)
        said = f"{entries} log {'entry' if entries == 1 else 'entries'} in {plural(len(logs), 'log')}"
        _tell(report, gaps, f"{said}, each numbered from 1 without gaps")

        damaged = []
        async for rows in snapshot.stream("SELECT game_id, seq, events FROM moves ORDER BY game_id, seq", BATCH):
            damaged += [f"game #{game_id}'s log entry {seq}: its events do not read back"
                        for game_id, seq, events in rows if _events(events) is None]
        _tell(report, damaged, "every log entry's events read back")

        orphans = []
        for table in await tables(store):
            if table != "games" and "game_id" in await columns(store, table):
                ((count,),) = await snapshot.fetch_all(
                    f"SELECT COUNT(*) FROM {table} WHERE game_id NOT IN (SELECT id FROM games)")
                if count:
                    orphans.append(f"{count} rows of {table} belong to no game")
        _tell(report, orphans, "no row belongs to a missing game")
    return report


def _tell(report: Report, problems: list[str], sound: str) -> None:
    if not problems:
        report.sound.append(sound)
        return
    report.problems += problems[:SHOWN]
    if len(problems) > SHOWN:
        report.problems.append(f"… and {len(problems) - SHOWN} more like these")


def _listed(statuses: Counter[str]) -> str:
    return ", ".join(f"{count} {status}" for status, count in sorted(statuses.items())) or "none"
