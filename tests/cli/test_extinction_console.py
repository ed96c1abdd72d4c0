"""Extinction through the console: two players type a whole game, every decision by slash
command or notation, and `/extinction genes` answers privately."""

from __future__ import annotations

import io
import json
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from cli.console import run
from rules.extinction import ENGINE

PLAYERS = ("alice", "bob")


def _command(name: str, notation: str) -> str:
    """A move as one of the /extinction commands, or through /extinction play."""
    words = notation.split()
    if notation in ("auto", "done"):
        return f"{name}: /extinction {notation}"
    if words[0] == "move" and len(words) == 4:
        return f"{name}: /extinction move count:{words[1]} source:{words[2]} target:{words[3]}"
    if words[0] == "change":
        return f"{name}: /extinction change deck:{words[1]}"
    return f"{name}: /extinction play move:{notation}"


def _script(db: Path) -> Iterator[str]:
    yield "alice: /game new game:extinction options:end=6"
    yield "bob: /game join"
    yield "alice: click Start"
    rng = random.Random(8)
    asked_genes = False
    for _ in range(2000):
        with sqlite3.connect(db) as connection:
            status, state_json = connection.execute("SELECT status, state FROM games ORDER BY id DESC").fetchone()
        if status != "active":
            return
        state = ENGINE.load(json.loads(state_json))
        seat = ENGINE.prompts(state)[0].seat
        if state["phase"] == "play" and not asked_genes:
            asked_genes = True
            yield f"{PLAYERS[seat]}: /extinction genes"
        yield _command(PLAYERS[seat], ENGINE.bot_action(state, seat, rng).notation)


async def test_two_players_type_a_whole_game_in_the_console(tmp_path: Path) -> None:
    out = io.StringIO()
    db = tmp_path / "extinction.sqlite3"
    await run(_script(db), out, str(db), tmp_path / "boards", 5, "admin")
    output = out.getvalue()
    assert "for the playing order" in output and "Game over" in output
    assert "   (only you can see this)\n   **Your genotype (only you see this)**" in output
    assert "! " not in output.replace("• ", ""), "every typed line was understood"
    assert len(list((tmp_path / "boards").glob("extinction-1-v*.png"))) > 20
