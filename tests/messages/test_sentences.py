"""No sentence a player or an admin reads is written out in the table's, the cogs' or the drawing code:
each comes from the messages catalogue (issue 33, item 7)."""

from __future__ import annotations

from tests.support.catalogue import ROOT, sentences

FOLDERS = ("table", "cogs", "rendering", "workers")


def test_the_table_the_cogs_and_the_drawing_write_no_sentence_of_their_own() -> None:
    written = [f"{s.where}: {s.text!r}" for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))
               for s in sentences(path)]
    assert written == []

