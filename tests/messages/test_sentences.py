"""No sentence a player or an admin reads is written out in the table's or the cogs' code: each
comes from the messages catalogue (issue 33, item 7)."""

from __future__ import annotations

from tests.support.catalogue import ROOT, sentences

FOLDERS = ("table", "cogs")
NOT_YET = frozenset({  # modules whose sentences are still to move into the catalogue
})


def test_the_table_and_the_cogs_write_no_sentence_of_their_own() -> None:
    written = [f"{s.where}: {s.text!r}" for folder in FOLDERS for path in sorted((ROOT / folder).rglob("*.py"))
               if str(path.relative_to(ROOT)) not in NOT_YET for s in sentences(path)]
    assert written == []


def test_every_module_still_to_do_exists_and_still_writes_sentences() -> None:
    done = sorted(name for name in NOT_YET if not (ROOT / name).exists() or not list(sentences(ROOT / name)))
    assert done == [], "take these off NOT_YET"
