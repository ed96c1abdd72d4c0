"""Every typed command of every game makes the move its button makes: in a position where the
command applies, one game has it typed (through the catalogue's handler, as the cogs and the
console call it) and an identical game has the matching button pressed (in the private panel where
the board offers "My moves"); both log the same notation and reach the same state."""

from __future__ import annotations

import functools
import json
from typing import Any

import pytest

from rules.base import Engine
from rules.micro.stack import top
from rules.registry import GAME_KEYS, engine_for
from table import custom_ids
from table.commands import CATALOGUE, Command
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from tests.rules import test_micro_support as micro
from tests.rules import test_soup_support as soup
from tests.support.reach import seated
from tests.support.typed_moves import Found, Typed, move_commands, positions
from tests.table.conftest import caller

TYPED = 600  # a channel for a game of its own
NAMES = ("Alice", "Bob", "Carol", "Dave")
SETUPS = {
    "animacule": ["first=creator", "attack_own=yes"],
    "soup": ["", "reactions=attack"],
    "apocalyte": ["scenario=zombies,deal=draft", "scenario=demons", "scenario=aliens"],
    "extinction": [""],
    "micro": ["rounds=20"],
}


def _players(key: str) -> int:
    return 4 if key == "soup" else 3  # Soup's hand-made positions (tests/rules) seat four


def _micro_growing(engine: Engine, state: Any, seat: int, command: Command, notation: str) -> list[Typed]:
    """During a growth µ's commands may name the growing colony, as the README writes them: the
    buttons' `move e6` is `/micro move colony:d5 to:e6`, `double` is `/micro double colony:d5`."""
    stage = top(state)
    if stage is None or stage["kind"] != "grow" or notation.split()[0] != command.verb:
        return []
    here = state["colonies"][stage["colony"]]["hex"]
    if command.name == "move":
        return [{"colony": here, "to": notation.split()[1]}]
    return [{"colony": here}] if command.name in ("double", "spore", "evolve") else []


def _soup_starts() -> tuple[Any, ...]:
    """Soup's attack answers and Holding, rare in played games: tests/rules' positions of them."""
    attacked = soup.position(amoebas=[(0, 1, "c4", 0), (2, 1, "c4", 0)], card=9, food={"c4": ""},
                             bp=[5, 5, 5, 5], genes={0: ["struggle"], 2: ["defense", "escape"]})
    for notation in ("drift", "attack blue 1"):
        attacked, _ = soup.act(attacked, notation)
    holding = soup.position(amoebas=[(0, 1, "c4", 0), (1, 1, "c4", 0)], genes={1: ["holding"]}, card=1)
    holding, _ = soup.act(holding, "drift")
    return tuple({**state, "players": list(NAMES)} for state in (attacked, holding))


def _micro_starts() -> tuple[Any, ...]:
    """µ's spore, rare in played games (it needs the Sporigenous card): tests/rules' position of it."""
    board = {"c4": "shallows", "d4": "reef", "d5": "reef", "d6": "estuary", "d7": "kelp", "e5": "kelp"}
    species = {"aquifex": (0, ["fermentation"], ["sporigenous"]), "bacillus": (1, ["fermentation"], []),
               "clostridium": (2, ["heterotrophy"], [])}
    state = micro.position(board, species, {"A1": ("d4", 1, 5), "B1": ("d7", 1, 0), "C1": ("e5", 1, 0)},
                           players=3)
    return ({**state, "players": list(NAMES[:3])},)


STARTS = {"soup": _soup_starts, "micro": _micro_starts}


@functools.cache
def _found(key: str) -> dict[str, list[Found]]:
    return positions(key, list(NAMES[:_players(key)]), SETUPS[key],
                     rewrite=_micro_growing if key == "micro" else None,
                     starts=STARTS[key]() if key in STARTS else (), seeds=10, moves=1500)


COMMANDS = [command.path for key in GAME_KEYS for command in move_commands(key)]


async def _put(store: Store, channel: int, state: Any) -> None:
    game = await store.live_game(channel)
    assert game is not None
    game.state_json = json.dumps(engine_for(game.kind).dump(state))
    await store.save(game)


async def _press(table: Table, member: Caller, notation: str) -> Reply:
    """`member` presses the button of `notation`: under the board, or in their panel."""
    choices = (await table.board(member)).choices
    if [c.label for c in choices] == ["My moves"]:
        choices = (await table.press(member, choices[0].custom_id)).choices
    button = next((c for c in choices if custom_ids.parse(c.custom_id).value == notation), None)
    assert button is not None, f"no button for {notation!r}"
    return await table.press(member, button.custom_id)


async def _after(store: Store, channel: int) -> tuple[str, str | None]:
    game = await store.latest_game(channel)
    assert game is not None
    return (await store.log(game.id))[-1].action, game.state_json


@pytest.mark.parametrize("path", COMMANDS)
async def test_a_typed_command_makes_the_move_its_button_makes(store: Store, path: str) -> None:
    command = CATALOGUE[path]
    found = _found(command.group).get(path)
    assert found, f"no position found where /{path} applies"
    for n, position in enumerate(found):  # each shape of the move: `prey`, `prey 2 c5 c6`
        await _typed_and_pressed(Table(store, seed_source=lambda: 1), store, command, position, 700 + 2 * n)


async def _typed_and_pressed(table: Table, store: Store, command: Command, found: Found, channel: int) -> None:
    """`found`'s move typed with `command` in `channel`, and pressed in the channel after it."""
    seats = range(_players(command.group))
    typing = tuple(caller(NAMES[n], 11 + n, channel=channel) for n in seats)
    pressing = tuple(caller(NAMES[n], 11 + n, channel=channel + 1) for n in seats)
    for players in (typing, pressing):
        await seated(table, command.group, players)
        await _put(store, players[0].channel_id, found.state)
    typed = await command.handler(table, typing[found.seat], found.options)
    pressed = await _press(table, pressing[found.seat], found.notation)
    if typed.ephemeral:  # a step that only narrows a menu (tests/table/test_steps.py): the next choices
        assert typed.choices and not typed.edits_pressed, f"/{command.path} {found.options}: {typed.text}"
        assert pressed.edits_pressed, "its button edits the pressed message"
    else:
        assert not pressed.ephemeral and not pressed.edits_pressed, pressed.text
    typed_action, typed_state = await _after(store, channel)
    pressed_action, pressed_state = await _after(store, channel + 1)
    assert typed_action == pressed_action == found.notation, f"/{command.path} {found.options}"
    assert typed_state == pressed_state, f"/{command.path} {found.options} reached another state than its button"


async def test_a_growth_command_naming_another_colony_is_refused_and_changes_nothing(store: Store) -> None:
    found = next(f for f in _found("micro")["micro double"] if f.options)
    table = Table(store, seed_source=lambda: 1)
    players = tuple(caller(NAMES[n], 11 + n, channel=TYPED) for n in range(_players("micro")))
    await seated(table, "micro", players)
    await _put(store, TYPED, found.state)
    before = await store.live_game(TYPED)
    assert before is not None
    other = "a1" if found.options["colony"] != "a1" else "a2"
    refused = await CATALOGUE["micro double"].handler(table, players[found.seat], {"colony": other})
    assert refused.ephemeral
    assert f"on {found.options['colony']} is the colony growing now" in refused.text
    assert f"name {found.options['colony']}" in refused.text
    after = await store.live_game(TYPED)
    assert after is not None and after.version == before.version
