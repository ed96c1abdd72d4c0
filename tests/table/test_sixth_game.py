"""Issue 33, item 4: a sixth game declared only by its manifest (tests/support/counters) is created,
played to its end and finished through the table's own calls, as the console makes them, with every
board posted: adding a game touches nothing in table/."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

import games
from cli.console import CHANNEL_ID, Console
from table.store import Store
from table.table import Table
from tests.support.counters import MANIFEST
from tests.support.counters.board import SIZE


@pytest.fixture
def counters_hosted() -> Iterator[None]:
    games.register(MANIFEST)
    yield
    games.unregister(MANIFEST.key)


async def test_a_game_declared_only_by_its_manifest_is_played_to_its_end(tmp_path: Path,
                                                                          counters_hosted: None) -> None:
    store = await Store.open(tmp_path / "counters.sqlite3")
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 5), out, tmp_path / "boards")
    for line in ("alice: /game rules game:counters", "alice: /game new game:counters options:pile=7",
                 "bob: /game join", "alice: click Start", "alice: /counters take count:3",
                 "bob: /counters play move:take 1", "alice: click Take 2"):
        await console.run_line(line)
    text = out.getvalue()
    assert "Whoever takes the last counter wins." in text, "/game rules read the page the manifest names"
    assert "Waiting for **bob [blue]** to take the last counter." in text
    assert "buttons (bob: take the last counter): [Take 1]\n" in text

    before = await store.latest_game(CHANNEL_ID)
    out.seek(0)
    out.truncate()
    for line in ("bob: /counters take count:4", "bob: /counters play move:take 2", "alice: /counters take count:1"):
        await console.run_line(line)
    refused = out.getvalue()
    assert "! count must be between 1 and 3; got 4" in refused
    assert "`take 2` is not allowed now. Allowed: take 1." in refused
    assert "It is not your move. Waiting for bob to take the last counter." in refused
    assert (await store.latest_game(CHANNEL_ID)).version == before.version, "a refused move changes nothing"

    await console.run_line("bob: /counters take count:1")
    assert "🏁 **Game over.** bob took the last counter" in out.getvalue()
    assert "@alice pinged: the game is over." in out.getvalue()
    game = await store.latest_game(CHANNEL_ID)
    await store.close()
    assert (game.status, [seat.name for seat in game.seats]) == ("finished", ["alice", "bob"])
    assert json.loads(game.state_json)["winner"] == 1
    boards = sorted((tmp_path / "boards").glob("*.png"))
    assert [b.name for b in boards] == [f"counters-1-v{v}.png" for v in range(3, 8)]
    widths = [Image.open(board).width for board in boards]
    assert widths == [SIZE * n for n in (7, 4, 3, 1, 1)], "each board drew the pile left (an empty one a blank disc)"
