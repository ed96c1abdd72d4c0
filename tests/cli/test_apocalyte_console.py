"""Apocalyte in the console: the slash commands as typed lines play a whole game to its end, with
board images written to disk."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from cli.console import CHANNEL_ID, Console
from rules.apocalyte import ENGINE
from table.store import Store
from table.table import Table

OPENING = """\
alice: /game new game:apocalyte options:scenario=meteor
bob: /game join
alice: /game addbot
alice: click Start
bob: /apocalyte place armies:auto
alice: /apocalyte place armies:3 w eur
"""


async def test_the_console_plays_a_whole_game(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "console.sqlite3")
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 11), out, tmp_path / "boards")
    for line in OPENING.splitlines():
        await console.run_line(line)
    text = out.getvalue()
    assert "bob places" in text and "Western Europe +3" in text
    rng = random.Random(2)
    for _ in range(3000):
        game = await store.live_game(CHANNEL_ID)
        if game is None:
            break
        state = ENGINE.load(json.loads(game.state_json))
        prompt = ENGINE.prompts(state)[0]
        name = game.seats[prompt.seat].name
        notation = ENGINE.bot_action(state, prompt.seat, rng).notation
        reply = await console.run_line(f"{name}: /apocalyte play move:{notation}")
        assert reply is not None and not reply.ephemeral, reply.text if reply else notation
    await store.close()
    text = out.getvalue()
    assert "Game over." in text
    assert "The scenario is revealed: Meteor!" in text
    assert len(list((tmp_path / "boards").glob("apocalyte-1-v*.png"))) > 10


async def test_short_forms_of_territories_are_read_in_the_console(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "short.sqlite3")
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 11), out, tmp_path / "boards")
    for line in OPENING.splitlines()[:5]:
        await console.run_line(line)
    await console.run_line("alice: /apocalyte place armies:1 kamch")
    await console.run_line("alice: /apocalyte place armies:9 atlantis")
    await store.close()
    text = out.getvalue()
    assert "`atlantis` is not a territory" in text
    assert "Kamchatka +1" in text or "Kamchatka is not yours" in text


def test_simulate_reports_the_team_win_rate_per_scenario(capsys) -> None:
    from cli.simulate import main

    assert main(["apocalyte", "--players", "3", "--games", "2", "--scenario", "meteor"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("apocalyte: 2 games, 2 finished, 0 errors")
    assert lines[1].startswith("apocalyte team win rate by scenario: meteor ") and "/2 (" in lines[1]


def test_simulate_takes_game_options(capsys) -> None:
    from cli.simulate import main

    assert main(["apocalyte", "--players", "2", "--games", "1", "--scenario", "infection",
                 "--option", "cure_attacks=costly", "--option", "rounds=30"]) == 0
    assert capsys.readouterr().out.startswith("apocalyte: 1 games, 1 finished, 0 errors")
    for bad, message in (("rounds", "--option takes NAME=VALUE, not 'rounds'"), ("rounds=7", "`7` is not one of them")):
        with pytest.raises(SystemExit) as refused:
            main(["apocalyte", "--option", bad])
        assert refused.value.code == 2 and message in capsys.readouterr().err


async def test_a_step_of_a_movement_is_printed_as_the_board_now_reading(tmp_path: Path) -> None:
    from tests.rules.test_apocalyte_support import position, put

    store = await Store.open(tmp_path / "steps.sqlite3")
    out = io.StringIO()
    console = Console(Table(store, seed_source=lambda: 11), out, tmp_path / "boards")
    for line in ("alice: /game new game:apocalyte options:scenario=zombies", "bob: /game join", "alice: click Start"):
        await console.run_line(line)
    game = await store.live_game(CHANNEL_ID)
    state = put(position("zombies", players=2), "ura", 5)
    state["players"] = [seat.name for seat in game.seats]
    game.state_json = json.dumps(ENGINE.dump(state))
    await store.save(game)
    out.seek(0)
    out.truncate()
    for line in ("alice: /game board", "alice: click Move from Ural", "alice: click Ural → Ukraine",
                 "alice: click Move 1 army"):
        await console.run_line(line)
    await store.close()
    text = out.getvalue()
    assert text.count("(the board now reads:)") == 2
    assert "buttons (alice: move armies): [Ural → Ukraine]" in text and "[Move 1 army]" in text
    assert "alice moves 1 army from Ural to Ukraine" in text
    assert "pinged" not in text
