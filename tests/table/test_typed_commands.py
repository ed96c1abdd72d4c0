"""Every typed command of every game makes the move its button makes: in a position where the
command applies, one game has it typed (through the catalogue's handler, as the cogs and the
console call it) and an identical game has the matching button pressed (in the private panel where
the board offers "My moves"); both log the same notation and reach the same state."""

from __future__ import annotations

import functools
import json
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from games import engine_for, game_keys
from games.commands import Command
from rules.apocalyte.state import Stage
from rules.base import Engine
from rules.micro.stack import top
from rules.soup.data import DIR_WORD
from table import custom_ids
from table.commands import catalogue
from table.replies import Caller, Reply
from table.seating.options import parse_options
from table.store import Store
from table.table import Table
from tests.rules import test_apocalyte_support as apocalyte
from tests.rules import test_micro_support as micro
from tests.rules import test_soup_support as soup
from tests.support.extinction_positions import migrating_by_groups
from tests.support.reach import reach, seated, state_of
from tests.support.typed_moves import Found, Typed, move_commands, positions, typed, walked
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, caller

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


COMMANDS = [command.path for key in game_keys() for command in move_commands(key)]


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
    command = catalogue()[path]
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
    refused = await catalogue()["micro double"].handler(table, players[found.seat], {"colony": other})
    assert refused.ephemeral
    assert f"on {found.options['colony']} is the colony growing now" in refused.text
    assert f"name {found.options['colony']}" in refused.text
    after = await store.live_game(TYPED)
    assert after is not None and after.version == before.version


# --- every button's README command ------------------------------------------------------------------

README = Path(__file__).resolve().parents[2] / "README.md"
KEYWORDS = frozenset({"auto", "none", "all", "yes", "no", "carry", "with", "for", "up", "bp", "again", "min", "max",
                      "safe"})
WALKS = {"animacule": (10, 1500), "soup": (5, 800), "apocalyte": (1, 500), "extinction": (4, 800), "micro": (5, 800)}
# The prompts every game's walk must meet (so that no kind of button goes untested unnoticed)
KINDS = {
    "animacule": {"turn", "fight", "mate"},
    "soup": {"start", "place", "move", "feed", "buy", "divide", "direction", "again", "attack", "defend", "defect"},
    "apocalyte": {"draft", "place", "reinforce", "move", "combat", "end", "permission", "quarantine"},
    "extinction": {"colonise", "relocate", "compete", "reproduce", "genes", "barrier", "migrate", "lose", "mild"},
    "micro": {"arrange", "settle", "turn", "grow", "place"},
}
# Buttons whose notation's verb has no command of its own in the README's Commands table: they are
# typed with `/<game> play move:<notation>`, which the table lists for "any legal move"
PLAY_ONLY = {
    "animacule": frozenset(),
    "soup": frozenset({"start", "attack", "starve", "pay", "give", "carry", "follow", "fight"}),
    "apocalyte": frozenset(),
    "extinction": frozenset({"row", "from", "back"}),  # the steps of a menu, which the commands skip
    "micro": frozenset({"prey", "toxic", "shuffle", "warfare", "acquire", "rejuvenate", "ride", "decline", "pigment",
                        "bring"}),
}


def _readme_commands() -> dict[str, set[str]]:
    """The commands the README's Commands table names (`/micro double|spore|evolve [colony:]`), by
    path, with the option names it gives each."""
    table = README.read_text(encoding="utf-8").split("### Commands", 1)[1].split("\n#", 1)[0]
    named: dict[str, set[str]] = {}
    for line in table.splitlines():
        if not line.startswith("| `/"):
            continue
        for span in re.findall(r"`(/[^`]+)`", line.replace("\\|", "¦")):
            group, *rest = span[1:].split()
            for name in (rest[0].split("¦") if rest else []):
                options = {w.strip("[]").removesuffix(":") for w in rest[1:] if w.strip("[]").endswith(":")}
                named.setdefault(f"{group} {name}", set()).update(options)
    return named


@pytest.mark.parametrize("key", game_keys())
def test_the_readme_names_every_command_of_a_game_with_its_options(key: str) -> None:
    named = _readme_commands()
    for command in (c for c in catalogue().values() if c.group == key):
        assert command.path in named, f"/{command.path} is missing from the README's Commands table"
        assert named[command.path] == {o.name for o in command.options}, f"/{command.path}'s options"


def _shape(kind: str, notation: str) -> tuple[str, ...]:
    """A kind of button: the prompt it answers, its verb, and its words' kinds (`move 2 naf egy`)."""
    verb, *rest = notation.split()
    return (kind, verb, *("#" if w.isdigit() else w if w in KEYWORDS else "x" for w in rest))


@functools.cache
def _offered(key: str) -> dict[tuple[str, ...], Found]:
    """A position for each kind of button the game offers (`_shape`), from games the bots play (now
    and then a random button instead) and the hand-made positions of rare prompts."""
    engine = engine_for(key)
    seeds, moves = WALKS[key]
    players = list(NAMES[:_players(key)])
    starts = [engine.new(players, parse_options(engine, options), seed)
              for options in SETUPS[key] for seed in range(1, seeds + 1)]
    starts += STARTS[key]() if key in STARTS else ()
    found: dict[tuple[str, ...], Found] = {}
    for n, start in enumerate(starts):
        for state in walked(engine, start, n, moves):
            for prompt in engine.prompts(state):
                for action in engine.legal_actions(state, prompt.seat):
                    found.setdefault(_shape(prompt.kind, action.notation),
                                     Found(state, prompt.seat, action.notation, {}))
    return found


def _soup_way(state: Any, kind: str, words: list[str]) -> tuple[str, Typed] | None:
    """Which way an amoeba goes after a free choice of the compass die (buttons "Go north", "Stay"):
    `/soup move direction:north` (`/soup escape …` for an escape) and `/soup stay`; Speed's second move
    ("Move again", "Stop"): `/soup move` and `/soup stay`."""
    if kind == "direction":
        if words[1] == "none":
            return "soup stay", {}
        verb = "escape" if state["stack"][-1]["kind"] == "escape" else "move"
        return f"soup {verb}", {"direction": DIR_WORD[words[1]]}
    if kind == "again" and words == ["stop"]:
        return "soup stay", {}
    return None


def _micro_setup_and_growth(state: Any, kind: str, words: list[str]) -> tuple[str, Typed] | None:
    """µ's starting colony (`settle d4`) is placed with `/micro place hex:d4`; the growing colony moves
    with `/micro move colony:<its hex> to:e6` (README: "the colony may be left out, except in `move`")."""
    if kind == "settle":
        return "micro place", {"hex": words[1]}
    stage = top(state)
    if kind == "grow" and words[0] == "move" and stage is not None:
        return "micro move", {"colony": state["colonies"][stage["colony"]]["hex"], "to": words[1]}
    return None


DOCUMENTED: dict[str, Callable[[Any, str, list[str]], tuple[str, Typed] | None]] = {
    "soup": _soup_way, "micro": _micro_setup_and_growth,
}


def _documented(key: str, kind: str, found: Found) -> tuple[Command, Typed]:
    """The command the README's Commands table gives for the button `found.notation` at a prompt of
    `kind`, with the options that type it; `/<game> play` only for the verbs with no command of their own."""
    words = found.notation.split()
    special = DOCUMENTED.get(key)
    if special is not None and (given := special(found.state, kind, words)) is not None:
        return catalogue()[given[0]], given[1]
    for command in move_commands(key):
        if command.name != "play" and command.verb in (words[0], "") \
                and (options := typed(command, found.notation)) is not None:
            return command, options
    return catalogue()[f"{key} play"], {"move": found.notation}


@pytest.mark.parametrize("key", game_keys())
async def test_every_button_has_its_readme_command_typed_where_it_is_offered(store: Store, key: str) -> None:
    """For each kind of button a game offers, in a position where it is offered: the command the
    README's Commands table documents for it is accepted and reaches what pressing the button reaches
    (the same logged move, the same state); the README names that command and its options."""
    offered = _offered(key)
    assert KINDS[key] <= {shape[0] for shape in offered}, "the walk met every kind of prompt"
    named = _readme_commands()
    table = Table(store, seed_source=lambda: 1)
    failures = []
    for n, (shape, found) in enumerate(sorted(offered.items())):
        command, options = _documented(key, shape[0], found)
        if command.name == "play" and shape[1] not in PLAY_ONLY[key]:
            failures.append(f"{shape}: `{found.notation}` has no command of its own")
            continue
        assert command.path in named and set(options) <= named[command.path]
        try:
            await _typed_and_pressed(table, store, command, replace(found, options=options), 2000 + 2 * n)
        except AssertionError as error:
            failures.append(f"{shape}: /{command.path} {options} for the button `{found.notation}`: {error}")
    assert not failures, "\n".join(failures)


# --- the README's commands where its buttons are ---------------------------------------------------------


async def _seated_at(store: Store, table: Table, key: str, state: Any, channel: int) -> tuple[Caller, ...]:
    players = tuple(caller(NAMES[n], 11 + n, channel=channel) for n in range(_players(key)))
    await seated(table, key, players)
    await _put(store, channel, state)
    return players


async def _version(store: Store, channel: int) -> int:
    game = await store.live_game(channel)
    assert game is not None
    return game.version


def _soup_ways() -> tuple[Found, Found]:
    """Soup's "which way does amoeba 3 go" after a free choice of the compass die: one position with a
    single way open besides staying ("Go north", "Stay"), one with several ways and no stay."""
    engine = engine_for("soup")
    single = several = None
    for seed in range(1, 20):
        start = engine.new(list(NAMES), parse_options(engine, ""), seed)
        for state in walked(engine, start, seed, 1500):
            prompt = engine.prompts(state)[0] if engine.prompts(state) else None
            if prompt is None or prompt.kind != "direction":
                continue
            ways = sorted(a.notation for a in engine.legal_actions(state, prompt.seat))
            if len(ways) == 2 and "dir none" in ways and single is None:
                single = Found(state, prompt.seat, ways[0], {})
            if "dir none" not in ways and len(ways) > 1 and several is None:
                several = Found(state, prompt.seat, ways[0], {})
            if single and several:
                return single, several
    raise AssertionError("no free choice of the compass die met")


async def test_soup_stay_and_move_answer_which_way_an_amoeba_goes(store: Store) -> None:
    """At "which way does amoeba 3 go" (buttons "Go north", "Stay") the README's `/soup stay` and
    `/soup move` do what the buttons do; `move` alone, where several ways are open, asks for one."""
    single, several = _soup_ways()
    table = Table(store, seed_source=lambda: 1)
    stay, go = catalogue()["soup stay"], catalogue()["soup move"]
    way = DIR_WORD[single.notation.split()[1]]
    await _typed_and_pressed(table, store, stay, replace(single, notation="dir none"), 3000)
    await _typed_and_pressed(table, store, go, replace(single, options={"direction": way}), 3002)
    await _typed_and_pressed(table, store, go, single, 3004)  # the one way open: `move` alone goes it
    players = await _seated_at(store, table, "soup", several.state, 3006)
    before = await _version(store, 3006)
    refused = await go.handler(table, players[several.seat], {})
    assert refused.ephemeral and "name the way" in refused.text, refused.text
    assert all(f"`move {DIR_WORD[a.notation.split()[1]]}`" in refused.text
               for a in engine_for("soup").legal_actions(several.state, several.seat)), refused.text
    refused = await stay.handler(table, players[several.seat], {})
    assert refused.ephemeral and "do not let amoeba" in refused.text and "Allowed: dir" not in refused.text
    assert await _version(store, 3006) == before, "refusals change nothing"


def _micro_grown_once() -> Found:
    """µ's growth after one choice (`grow d5`, then `double`): `done` stops it."""
    engine = engine_for("micro")
    for found in (f for shape, f in _offered("micro").items() if shape[:2] == ("grow", "double")):
        _notation, after, _events = engine.play(found.state, found.seat, "double")
        prompts = engine.prompts(after)
        if prompts and prompts[0].kind == "grow" and prompts[0].seat == found.seat:
            return Found(after, found.seat, "done", {})
    for seed in range(1, 20):
        start = engine.new(list(NAMES[:3]), parse_options(engine, "rounds=20"), seed)
        for state in walked(engine, start, seed, 800):
            prompts = engine.prompts(state)
            if prompts and prompts[0].kind == "grow" and top(state)["done"]:
                return Found(state, prompts[0].seat, "done", {})
    raise AssertionError("no growth after a first choice met")


async def test_micro_done_stops_a_growth_and_pass_names_it(store: Store) -> None:
    """After `/micro grow` and `/micro double` the prompt asks for more or `done`: `/micro done` is the
    button "Done growing"; `/micro pass` is refused, naming `done`, a command that exists."""
    found = _micro_grown_once()
    table = Table(store, seed_source=lambda: 1)
    await _typed_and_pressed(table, store, catalogue()["micro done"], found, 3100)
    players = await _seated_at(store, table, "micro", found.state, 3102)
    refused = await catalogue()["micro pass"].handler(table, players[found.seat], {})
    assert refused.ephemeral and "done" in refused.text, refused.text
    assert "micro done" in catalogue()


async def test_micro_setup_is_typed_with_arrange_and_place(store: Store) -> None:
    """µ's setup: `/micro arrange habitats:` lays out the habitats, `/micro place hex:` (and the
    README's `/micro play move:place c4`) puts the starting colony where the button "Start on …" does."""
    offered = _offered("micro")
    arranging = next(f for shape, f in offered.items() if shape[0] == "arrange")
    settling = next(f for shape, f in offered.items() if shape[0] == "settle")
    table = Table(store, seed_source=lambda: 1)
    habitats = {"habitats": arranging.notation.removeprefix("arrange ")}
    await _typed_and_pressed(table, store, catalogue()["micro arrange"], replace(arranging, options=habitats), 3200)
    hex_name = settling.notation.split()[1]
    await _typed_and_pressed(table, store, catalogue()["micro place"],
                             replace(settling, options={"hex": hex_name}), 3202)
    await _typed_and_pressed(table, store, catalogue()["micro play"],
                             replace(settling, options={"move": f"place {hex_name}"}), 3204)


def _apocalyte_at(stage: Stage, scenario: str) -> Any:
    state = apocalyte.position(scenario, players=3, stage=stage)
    apocalyte.put(state, "naf", 4)
    apocalyte.put(state, "ukr", 3, apoc=2)
    return {**state, "players": list(NAMES[:3])}


@pytest.mark.parametrize(("path", "options", "stage", "scenario", "when", "allowed"), [
    ("apocalyte destroy", {}, "move", "aliens", "attacks the mothership (Aliens scenario) at the end of your turn",
     "answer with `move`, `carry`, `back`, `done`"),
    ("apocalyte close", {"portal": "ukraine"}, "combat", "demons", "closes a portal (Demons scenario) at the end "
     "of your turn", "answer with `attack`, `done`"),
    ("apocalyte destroy", {}, "end", "demons", "attacks the mothership (Aliens scenario) at the end of your turn",
     "not possible now. Allowed now: `done`"),
    ("apocalyte close", {"portal": "ukraine"}, "end", "aliens", "closes a portal (Demons scenario)",
     "not possible now. Allowed now: `done`"),
])
async def test_apocalyte_destroy_and_close_say_when_they_apply(store: Store, path: str, options: Typed, stage: Stage,
                                                               scenario: str, when: str, allowed: str) -> None:
    """`/apocalyte destroy` and `/apocalyte close` where the prompt asks something else are refused,
    saying when they apply and what is allowed now, and change nothing."""
    table = Table(store, seed_source=lambda: 1)
    players = await _seated_at(store, table, "apocalyte", _apocalyte_at(stage, scenario), 3300)
    before = await _version(store, 3300)
    refused = await catalogue()[path].handler(table, players[0], options)
    assert refused.ephemeral and when in refused.text and allowed in refused.text, refused.text
    assert await _version(store, 3300) == before


async def test_apocalyte_move_with_a_count_and_a_source_is_the_menus_first_step(store: Store) -> None:
    """`/apocalyte move move:2 north africa` is the button "Move from North Africa": the private
    answer lists where to, and the game stands as after the press; a count the source cannot send is
    refused."""
    found = Found(_apocalyte_at("move", "zombies"), 0, "move naf", {"move": "2 north africa"})
    table = Table(store, seed_source=lambda: 1)
    await _typed_and_pressed(table, store, catalogue()["apocalyte move"], found, 3400)
    players = await _seated_at(store, table, "apocalyte", found.state, 3402)
    refused = await catalogue()["apocalyte move"].handler(table, players[0], {"move": "9 north africa"})
    assert refused.ephemeral and "You can move 1 to 3 of your armies out of North Africa" in refused.text


# --- a typed move and the mover's panel ------------------------------------------------------------------


def _extinction_place(engine: Engine, state: Any, seat: int) -> str:
    """A typed colonisation (`place 4 c5`) after which the seat has founders left to place."""
    for row in (a.notation for a in engine.legal_actions(state, seat) if a.notation.startswith("row ")):
        _notation, narrowed, _events = engine.play(state, seat, row)
        places = [a.notation for a in engine.legal_actions(narrowed, seat) if a.notation.startswith("place ")]
        if places:
            return max(places, key=lambda n: int(n.split()[1]))
    raise AssertionError("no founders to place")


async def test_a_typed_extinction_placement_answers_with_the_movers_panel_saying_what_they_placed(
        table: Table, store: Store) -> None:
    """`/extinction place count:4 hex:c5` mid-colonisation shows the channel nothing (founders are
    shown once all are placed): the answer is the mover's panel, privately, with their next choices,
    headed by what they placed (which only they may read yet)."""
    await seated(table, "extinction", (ALICE, BOB))
    engine, state = await state_of(store, CHANNEL)
    seat = engine.prompts(state)[0].seat
    _verb, count, hex_name = _extinction_place(engine, state, seat).split()
    placing = {"count": int(count), "hex": hex_name}
    reply = await catalogue()["extinction place"].handler(table, (ALICE, BOB)[seat], placing)
    assert reply.ephemeral and reply.choices and reply.panel is None, reply.text
    assert reply.text.startswith(f"🔒 {NAMES[seat]} places founders: {count} on {hex_name}"), reply.text
    assert "colonise" in reply.text


def _narrowed_moves(engine: Engine, state: Any, seat: int) -> Iterator[str]:
    """The migrations a menu of sources ("From e5 (3)") lists once narrowed to each source."""
    for source in (a.notation for a in engine.legal_actions(state, seat) if a.notation.startswith("from ")):
        narrowed = engine.play(state, seat, source)[1]
        yield from (a.notation for a in engine.legal_actions(narrowed, seat) if a.notation.startswith("move "))


async def test_a_typed_extinction_migration_is_followed_by_the_movers_panel(table: Table, store: Store) -> None:
    """`/extinction move count: source: target:` mid-migration: the board post for everyone, then the
    mover's panel privately with what they may still do (as `/extinction done` had it)."""
    await seated(table, "extinction", (ALICE, BOB))
    await reach(store, CHANNEL, migrating_by_groups)
    engine, state = await state_of(store, CHANNEL)
    notation = next(move for move in _narrowed_moves(engine, state, 0)
                    if any(p.seat == 0 for p in engine.prompts(engine.play(state, 0, move)[1])))
    count, source, target = notation.split()[1:]
    moving = {"count": int(count), "source": source, "target": target}
    reply = await catalogue()["extinction move"].handler(table, ALICE, moving)
    assert not reply.ephemeral and "migrates" in reply.text and reply.panel is not None, reply.text
    assert reply.panel.ephemeral and reply.panel.choices and "Migrate" in reply.panel.text


async def test_a_typed_apocalyte_placement_is_followed_by_the_movers_panel(table: Table, store: Store) -> None:
    """`/apocalyte place armies:5 new guinea` while everyone places their extra armies at once: the
    board offers "My moves", so the mover gets their panel after the post."""
    await seated(table, "apocalyte", (ALICE, BOB, CAROL))
    engine, state = await state_of(store, CHANNEL)
    seat = engine.prompts(state)[0].seat
    where = next(a.notation.split()[2] for a in engine.legal_actions(state, seat) if a.notation.startswith("place 5 "))
    reply = await catalogue()["apocalyte place"].handler(table, (ALICE, BOB, CAROL)[seat], {"armies": f"5 {where}"})
    assert not reply.ephemeral and reply.panel is not None, reply.text
    assert reply.panel.ephemeral and reply.panel.choices and "extra arm" in reply.panel.text


@pytest.mark.parametrize("key", ["extinction", "apocalyte", "animacule"])
async def test_every_typed_move_is_followed_by_the_panel_when_the_mover_owes_in_private(store: Store,
                                                                                        key: str) -> None:
    """Moves typed one after another, of every verb the bots play: each one that posts a board is
    followed by its mover's panel exactly when the board keeps the mover's next decision in "My moves"
    (a game with secrets, or several players owing at once) or the game showed them something alone;
    a step that only narrows a menu answers with the next choices and nothing more."""
    table = Table(store, seed_source=lambda: 3)
    players = (ALICE, BOB, CAROL)
    await seated(table, key, players)
    rng = random.Random(2)
    verbs: set[str] = set()
    panels = 0
    for _ in range(90):
        if await store.live_game(CHANNEL) is None:  # the game is over
            break
        engine, state = await state_of(store, CHANNEL)
        prompts = engine.prompts(state)
        seat = prompts[-1].seat
        legal = [a for a in engine.legal_actions(state, seat)  # while several owe, a part of their decision
                 if len(prompts) == 1 or a.notation.split()[-1] != "auto"]
        notation = (rng.choice(legal) if legal and (len(prompts) > 1 or rng.random() < 0.4)
                    else engine.bot_action(state, seat, rng)).notation
        _logged, after, events = engine.play(state, seat, notation)
        reply = await table.act(players[seat], notation, kind=key)
        verbs.add(notation.split()[0])
        if reply.ephemeral:  # a step: the next choices, privately
            assert reply.choices and reply.panel is None, (notation, reply.text)
            continue
        owed = [p.seat for p in engine.prompts(after)]
        private = seat in owed and (engine.secret or len(set(owed)) > 1)
        told = any(e.only == seat for e in events)
        assert (reply.panel is not None) == (private or told), (notation, owed)
        panels += reply.panel is not None
        if reply.panel is not None:
            assert reply.panel.ephemeral and bool(reply.panel.choices) == (seat in owed)
    assert len(verbs) > 2 and (panels > 0) == (key != "animacule"), (verbs, panels)
