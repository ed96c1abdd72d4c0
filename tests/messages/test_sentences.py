"""No sentence a player or an admin reads is written out in the table's, the cogs', the drawing code or the
console's: each comes from the messages catalogue (issue 33, item 7; the console's, issue 34)."""

from __future__ import annotations

from tests.support.catalogue import ROOT, sentences

FOLDERS = ("table", "cogs", "rendering", "workers")
FILES = ("cli/console.py",)  # the rest of cli/ is the operators' tools, in English


def test_the_table_the_cogs_the_drawing_and_the_console_write_no_sentence_of_their_own() -> None:
    paths = [*(path for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))),
             *(ROOT / file for file in FILES)]
    written = [f"{s.where}: {s.text!r}" for path in paths for s in sentences(path)]
    assert written == []

