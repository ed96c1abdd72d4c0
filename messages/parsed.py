"""A language's `.ftl` files read into Fluent's syntax tree, and that tree kept on disk.

Parsing the three catalogues costs about two seconds of CPU, paid by every process that writes a
sentence: the bot at each start (its command translator reads every language), each console, each board
worker, each test worker. So the parsed entries are pickled into the catalogues' own `__pycache__`
folder, as Python keeps a module's compiled code, under a name that hashes what they were read from
(every file's name and bytes, fluent.syntax's version, Python's, the copy's format): a changed file,
another parser or another Python reads the files again, and the new copy replaces the old. Each entry is
pickled on its own and unpickled when first asked for (`Packed`), so loading a language's copy takes a
millisecond and a process pays only for the messages it writes; a process reads each copy once. A folder
the process may not write to, or a copy that cannot be read, costs the parse.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Iterator, Mapping
from importlib.metadata import version
from pathlib import Path
from typing import TypeVar

from fluent.syntax import FluentParser, ast

from messages.compiled import CatalogueError

Entry = TypeVar("Entry", ast.Message, ast.Term)
KEPT_FOLDER = "__pycache__"
DIGEST_LENGTH = 20
KEPT_FORMAT = 2  # what a kept copy holds: each entry's own pickle, by id (1: the entries themselves)


class Packed(Mapping[str, Entry]):
    """Entries by id, each kept pickled on its own until it is first asked for: a process reads a few
    hundred of a language's 1,700 messages, and unpickling the whole tree took 62 ms a language, the
    outer table 1 ms."""

    def __init__(self, packed: dict[str, bytes], unpacked: dict[str, Entry] | None = None) -> None:
        self.packed = packed
        self._unpacked: dict[str, Entry] = dict(unpacked or {})

    @classmethod
    def of(cls, entries: dict[str, Entry]) -> Packed[Entry]:
        return cls({key: pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL) for key, entry in entries.items()},
                   entries)

    def __getitem__(self, key: str) -> Entry:
        try:
            return self._unpacked[key]
        except KeyError:
            entry: Entry = pickle.loads(self.packed[key])
        self._unpacked[key] = entry
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(self.packed)

    def __len__(self) -> int:
        return len(self.packed)


Entries = tuple[Packed[ast.Message], Packed[ast.Term]]
_loaded: dict[Path, Entries] = {}  # this process's catalogues by their kept copy's name: read once


def entries(folder: Path) -> Entries:
    """Every message and term of the catalogue in `folder` by id, checked: no syntax error, no id twice."""
    sources = [(path.name, path.read_bytes()) for path in sorted(folder.glob("*.ftl"))]
    kept = folder.parent / KEPT_FOLDER / _kept_name(folder.name, _digest(sources))
    if kept in _loaded:
        return _loaded[kept]
    try:
        with kept.open("rb") as file:
            messages, terms = pickle.load(file)
        _loaded[kept] = Packed(messages), Packed(terms)
        return _loaded[kept]
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError,
            ValueError):
        pass
    parsed = _parse(sources)
    _keep(kept, parsed, older=_kept_name(folder.name, "?" * DIGEST_LENGTH))
    _loaded[kept] = parsed
    return parsed


def _kept_name(language: str, digest: str) -> str:
    return f"catalogue-{language}-{digest}.pickle"


def _digest(sources: list[tuple[str, bytes]]) -> str:
    made = hashlib.sha256(f"{KEPT_FORMAT} {version('fluent.syntax')} {sys.version}".encode())
    for name, data in sources:
        made.update(f"\0{name}\0{len(data)}\0".encode())
        made.update(data)
    return made.hexdigest()[:DIGEST_LENGTH]


def _parse(sources: list[tuple[str, bytes]]) -> Entries:
    messages: dict[str, ast.Message] = {}
    terms: dict[str, ast.Term] = {}
    for name, data in sources:
        for entry in FluentParser(with_spans=False).parse(data.decode("utf-8")).body:
            if isinstance(entry, ast.Junk):
                problems = "; ".join(str(note.message) for note in entry.annotations)
                raise CatalogueError(f"{name}: cannot read {str(entry.content).strip()[:80]!r}: {problems}")
            if isinstance(entry, ast.Message | ast.Term):
                if entry.id.name in (messages if isinstance(entry, ast.Message) else terms):
                    raise CatalogueError(f"{name}: message id {entry.id.name!r} is given twice")
                if isinstance(entry, ast.Message):
                    messages[entry.id.name] = entry
                else:
                    terms[entry.id.name] = entry
    return Packed.of(messages), Packed.of(terms)


def _keep(kept: Path, parsed: Entries, older: str) -> None:
    """Write the copy whole or not at all (processes started together race to write it), and drop the
    language's older copies (named by the pattern `older`)."""
    temporary = None
    try:
        kept.parent.mkdir(exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=kept.parent, prefix=".writing-")
        with os.fdopen(handle, "wb") as file:
            pickle.dump((parsed[0].packed, parsed[1].packed), file, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(temporary, kept)
        temporary = None
        for copy in kept.parent.glob(older):
            if copy != kept:
                copy.unlink(missing_ok=True)
    except OSError:
        pass
    finally:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
