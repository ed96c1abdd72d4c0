"""Issue 11 in the console: three players and a bot play a whole Extinction game by typed lines, each
decision through "My moves" or `/extinction play`, while everyone asks for the status, the log, their
genes and the record. What the console prints for a public reply is read by everyone, a private one
only by whoever typed the line; nobody reads a gene card they never held before the end."""

from __future__ import annotations

import io
import random
from pathlib import Path

from cli.console import CHANNEL_ID, Console
from rules.extinction import ENGINE
from rules.extinction.data import CARDS
from table import custom_ids
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.support.extinction_readers import Readers

PLAYERS = ("alice", "bob", "carol")
WATCHER = "dave"
OPENING = """\
alice: /game new game:extinction options:end=6
bob: /game join
carol: /game join
alice: /game addbot
"""
SEED = 15  # the table's and the players' seed: among the shortest games, still over ten moves typed and ten pressed


class Terminal:
    """The console, and who may read each thing it prints."""

    def __init__(self, console: Console, out: io.StringIO, readers: Readers) -> None:
        self.console, self.out, self.readers = console, out, readers
        self.last_public = ""

    async def run(self, name: str, line: str) -> Reply | None:
        start = len(self.out.getvalue())
        reply = await self.console.run_line(f"{name}: {line}")
        printed = self.out.getvalue()[start:].partition("\n")[2]  # what follows the echo of the line typed
        # after a press in a private panel, that panel as it now reads follows the answer, for the presser
        printed, _, panel = printed.partition(f"   ({name}'s panel now reads:)\n")
        await self.readers.refresh()
        reader = self.console.user_id(name)
        if reply is None or reply.ephemeral:  # a refusal or a private answer: for whoever typed it
            self.readers.search(reader, line, printed)
        else:
            self.readers.search_all(line, printed)
            self.last_public = printed
        self.readers.search(reader, f"{line} (the panel)", panel)
        return reply


async def test_the_console_prints_nobody_a_card_they_never_held(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "console.sqlite3")
    try:
        await _play(store, tmp_path)
    finally:
        await store.close()


async def _play(store: Store, tmp_path: Path) -> None:
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: SEED), out, tmp_path / "boards")
    names = (*PLAYERS, WATCHER)
    readers = Readers(store, CHANNEL_ID, tuple(console.user_id(name) for name in names))
    terminal = Terminal(console, out, readers)
    for line in OPENING.splitlines():
        await console.run_line(line)
    await terminal.run("alice", "click Start")
    rng = random.Random(SEED)
    typed = pressed = 0
    for step in range(400):
        if readers.state["over"]:
            break
        seat = ENGINE.prompts(readers.state)[0].seat
        owner = readers.game.seats[seat].name
        for turn, name in enumerate(names):
            # Each reader asks for the status every other decision and for the rest every sixth, in turn, so
            # that at every decision someone reads the status, and at every other one the rest.
            if (step + turn) % 2 == 0:
                await terminal.run(name, "/game status")
            if (step + turn) % 6 == 0:
                await terminal.run(name, "/game log count:50")
                await terminal.run(name, "/extinction genes")
                await terminal.run(name, "/game export")
        bystander = names[(PLAYERS.index(owner) + 1 + step % 3) % len(names)]
        refused = await terminal.run(bystander, "click My moves")
        assert refused is not None and refused.ephemeral
        panel = await terminal.run(owner, "click My moves")
        assert panel is not None and panel.ephemeral and panel.choices
        notation = ENGINE.bot_action(readers.state, seat, rng).notation
        labels = [c.label for c in panel.choices]
        label = next((c.label for c in panel.choices if custom_ids.parse(c.custom_id).value == notation), None)
        if label is not None and labels.count(label) == 1 and step % 3:
            version = readers.game.version
            # No such button, or one of the bystander's own old panel. Not searched: the console repeats the
            # label typed, which the bystander took from the owner's panel, not from anything shown to them.
            stolen = await console.run_line(f"{bystander}: click {label}")
            assert stolen is None or stolen.ephemeral, "the panel's buttons are the owner's"
            assert readers.game.version == version, "a bystander's click changes nothing"
            reply = await terminal.run(owner, f"click {label}")
            pressed += 1
        else:
            reply = await terminal.run(owner, f"/extinction play move:{notation}")
            typed += 1
        assert reply is not None and not reply.ephemeral, notation
    assert readers.state["over"] and "Game over" in terminal.last_public
    assert typed > 10 and pressed > 10
    for genes in readers.state["genes"]:
        assert all(CARDS[card].name in terminal.last_public for card in genes.values()), "every genotype is shown"
