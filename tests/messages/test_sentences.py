"""No sentence a player or an admin reads is written out in the table's or the cogs' code: each
comes from the messages catalogue (issue 33, item 7)."""

from __future__ import annotations

from tests.support.catalogue import ROOT, sentences

FOLDERS = ("table", "cogs")
NOT_YET = frozenset({  # modules whose sentences are still to move into the catalogue
    "table/clock.py",
    "table/commands.py",
    "table/dblock.py",
    "table/history.py",
    "table/historytext.py",
    "table/hours.py",
    "table/ownhours.py",
    "table/replayqueue.py",
    "table/replays.py",
    "table/snapshots.py",
    "table/statstext.py",
    "table/store/backup.py",
    "table/store/base.py",
    "table/store/postgres.py",
    "table/store/scratch.py",
    "table/store/sqlite.py",
    "table/store/transfer.py",
    "table/store/verify.py",
    "table/takeback.py",
    "table/timing.py",
    "cogs/animacule.py",
    "cogs/apocalyte.py",
    "cogs/bot.py",
    "cogs/channels.py",
    "cogs/config.py",
    "cogs/direct.py",
    "cogs/extinction.py",
    "cogs/game.py",
    "cogs/micro.py",
    "cogs/permissions.py",
    "cogs/soup.py",
    "cogs/watch.py",
})


def test_the_table_and_the_cogs_write_no_sentence_of_their_own() -> None:
    written = [f"{s.where}: {s.text!r}" for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))
               if str(path.relative_to(ROOT)) not in NOT_YET for s in sentences(path)]
    assert written == []


def test_every_module_still_to_do_exists_and_still_writes_sentences() -> None:
    done = sorted(name for name in NOT_YET if not (ROOT / name).exists() or not list(sentences(ROOT / name)))
    assert done == [], "take these off NOT_YET"
