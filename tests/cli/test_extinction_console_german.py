"""Issue 34 at the table: a whole Extinction game in a server set to German, a member whose client is
German playing a bot through the console, reads no English sentence in any post or reply: the boards,
their buttons and summaries, the prompts, the status, the log, the private genes and a refused move."""

from __future__ import annotations

import io
import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from cli.console import Console
from rules.extinction import ENGINE
from rules.extinction.state import State
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.support.english import english_lines

SEED = 4
OPENING = ("admin: /admin language language:de", "alice: /game new game:extinction options:end=6",
           "alice: /game addbot", "alice: click Start")


def _texts(reply: Reply) -> Iterator[str]:
    """Everything a reply shows its reader: its text, title, pings, buttons, footer and attachments' words."""
    yield from (reply.text, reply.title or "", reply.footer, reply.choices_for)
    yield from (ping.text for ping in reply.pings)
    yield from (choice.label for choice in reply.choices)
    for attachment in (*([reply.image] if reply.image else []), *reply.files):
        yield attachment.description
        if attachment.name.endswith(".txt"):
            yield attachment.data.decode()
    if reply.panel is not None:
        yield from _texts(reply.panel)


def _game(db: Path) -> tuple[str, State]:
    with sqlite3.connect(db) as connection:
        status, state_json = connection.execute("SELECT status, state FROM games ORDER BY id DESC").fetchone()
    return status, ENGINE.load(json.loads(state_json))


async def test_a_whole_game_in_german_through_the_table_shows_no_english(tmp_path: Path) -> None:
    db = tmp_path / "german.sqlite3"
    store = await Store.open(str(db))
    texts: list[str] = []
    try:
        console = Console(Table(store, seed_source=lambda: SEED), io.StringIO(), tmp_path / "boards", locale="de")

        async def run(line: str) -> Reply:
            reply = await console.run_line(line)
            assert reply is not None, line
            texts.extend(_texts(reply))
            return reply

        for line in OPENING:
            await run(line)
        refused = await run("alice: /extinction play move:xyzzy")
        assert refused.ephemeral
        rng = random.Random(SEED)
        for step in range(400):
            status, state = _game(db)
            if status != "active":
                break
            if step % 10 == 0:
                for look in ("/game status", "/extinction genes", "/game log count:30"):
                    await run(f"alice: {look}")
            seat = ENGINE.prompts(state)[0].seat
            await run(f"alice: /extinction play move:{ENGINE.bot_action(state, seat, rng).notation}")
        assert status == "finished" or state["over"], "the game ran to its end"
        await run("alice: /game status")
    finally:
        await store.close()
    assert "Runde" in "\n".join(texts) and "Genotyp" in "\n".join(texts)
    assert english_lines(texts, names=state["players"]) == []
