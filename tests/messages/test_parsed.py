"""The parsed catalogues kept on disk (messages/parsed.py): used while the files are unchanged, read
again when one changes, and never in the way when the copy is damaged or cannot be written."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from messages import parsed


def _catalogue(root: Path, **files: str) -> Path:
    folder = root / "en"
    folder.mkdir(exist_ok=True)
    for name, text in files.items():
        (folder / f"{name}.ftl").write_text(text, encoding="utf-8")
    return folder


def _copies(root: Path) -> list[Path]:
    return sorted((root / parsed.KEPT_FOLDER).glob("catalogue-en-*.pickle"))


def _unpacked(kept: tuple[dict[str, bytes], dict[str, bytes]]) -> parsed.Entries:
    return parsed.Packed(kept[0]), parsed.Packed(kept[1])


def _text(entries: parsed.Entries, message_id: str) -> str:
    value = entries[0][message_id].value
    assert value is not None
    return "".join(str(getattr(element, "value", "")) for element in value.elements)


def test_a_kept_copy_is_read_instead_of_the_files_until_a_file_changes(tmp_path, monkeypatch) -> None:
    folder = _catalogue(tmp_path, a="hello = Hello\n", b="bye = Bye\n")
    assert _text(parsed.entries(folder), "hello") == "Hello"
    [copy] = _copies(tmp_path)
    with copy.open("rb") as file:
        assert _text(_unpacked(pickle.load(file)), "bye") == "Bye"

    parsed._loaded.clear()  # another process: it finds the copy and never parses
    monkeypatch.setattr(parsed, "_parse", lambda _sources: pytest.fail("parsed although a copy was kept"))
    assert _text(parsed.entries(folder), "bye") == "Bye"
    monkeypatch.undo()

    _catalogue(tmp_path, b="bye = Goodbye\n")
    assert _text(parsed.entries(folder), "bye") == "Goodbye"
    [newer] = _copies(tmp_path)
    assert newer != copy, "the changed catalogue is kept under a new name, the old copy dropped"


def test_a_damaged_copy_is_parsed_again_and_replaced(tmp_path) -> None:
    folder = _catalogue(tmp_path, a="hello = Hello\n")
    parsed.entries(folder)
    [copy] = _copies(tmp_path)
    copy.write_bytes(b"not a pickle")
    parsed._loaded.clear()
    assert _text(parsed.entries(folder), "hello") == "Hello"
    parsed._loaded.clear()
    with copy.open("rb") as file:
        assert _text(_unpacked(pickle.load(file)), "hello") == "Hello"


def test_a_folder_that_cannot_be_written_only_costs_the_parse(tmp_path) -> None:
    folder = _catalogue(tmp_path, a="hello = Hello\n")
    (tmp_path / parsed.KEPT_FOLDER).write_text("a file where the folder would be")
    assert _text(parsed.entries(folder), "hello") == "Hello"
    assert list(tmp_path.glob(".writing-*")) == [] and list(folder.glob(".writing-*")) == []


def test_an_entry_is_unpickled_when_first_asked_for_and_then_kept(tmp_path) -> None:
    folder = _catalogue(tmp_path, a="hello = Hello\nbye = Bye {-term}\n-term = there\n")
    parsed.entries(folder)
    parsed._loaded.clear()
    messages, terms = parsed.entries(folder)
    assert sorted(messages) == ["bye", "hello"] and list(terms) == ["term"] and len(messages) == 2
    assert messages._unpacked == {}, "nothing is unpickled before it is asked for"
    assert messages["hello"] is messages["hello"] and list(messages._unpacked) == ["hello"]
    with pytest.raises(KeyError):
        messages["nothing"]


def test_a_broken_catalogue_is_refused_and_nothing_kept(tmp_path) -> None:
    folder = _catalogue(tmp_path, a="broken = {$open\n")
    with pytest.raises(parsed.CatalogueError, match=r"a\.ftl: cannot read"):
        parsed.entries(folder)
    assert _copies(tmp_path) == []
