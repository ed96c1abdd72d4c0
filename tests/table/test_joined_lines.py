"""Play-testing in the console: after a bot's turn in Extinction, a post read one line per decision
("Bot 1 adds newborns: 2 on f12 (38 left)." and seventeen more). A post reads one line per thing
that happened: events in a row that say one thing together are joined (`Engine.joined`), across the
stretch's log entries, before its lines are counted and summarised; `/game log` keeps every event."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

import pytest

from games import engine_for, game_keys
from rules.apocalyte.world import name as territory
from rules.base import Action, Engine, Event
from rules.extinction import ENGINE
from rules.extinction.reproduce import NEWBORNS
from rules.extinction.state import State
from table.playing.texts import happened
from table.store import GameRow, LogEntry, Seat, Store
from table.table import Table
from tests.rules.test_extinction_support import act, begin, card_named, make_state
from tests.support.jsonread import items, number, text
from tests.table.conftest import ALICE, CHANNEL

BOT = -1  # the first bot seat's id


def _alice_ends_her_turn_into(cubes: dict[str, tuple[int, int]], genes: dict[int, dict[str, str]], step: str,
                              environment: str | None = None) -> State:
    """A position where Alice (seat 0) ends her turn by keeping her genes, on the first seed whose spin
    then has the bot (seat 1) owe `step` in its turn; `environment` on top of the deck."""
    for seed in range(1, 300):
        position = make_state(cubes, genes, seed=seed)
        position["players"] = ["Alice", "Bot 1"]
        if environment is not None:
            position["environment"].remove(environment)
            position["environment"].insert(0, environment)
        position, _ = begin(position, 0, "genes")
        after, _ = act(position, 0, "done")
        if after["step"] is not None and after["step"]["act"] == step and after["step"]["seat"] == 1:
            return position
    raise AssertionError(f"no seed below 300 has the bot owe {step} after Alice's turn")


async def _bots_turn(table: Table, store: Store, position: State) -> tuple[str, list[LogEntry]]:
    """The post after Alice ends her turn in `position` against one normal bot, and the bot's log entries."""
    await table.new_game(ALICE, "extinction")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    assert game is not None
    game.state_json = json.dumps(ENGINE.dump(position))
    await store.save(game)
    reply = await table.act(ALICE, "done")
    assert not reply.ephemeral, reply.text
    return reply.text, [entry for entry in await store.log(game.id) if entry.actor_id == BOT]


def _bot_events(entries: Sequence[LogEntry], kind: str, key: str) -> list[Event]:
    """The bot's events of `kind` whose data holds `key`: one per decision."""
    return [event for entry in entries for data in entry.events
            if (event := Event.from_json(data)).kind == kind and key in event.data]


def _totals(events: Sequence[Event], key: str) -> dict[str, int]:
    """How many each hex (or territory) took over the events, in the order first named."""
    totals: dict[str, int] = {}
    for event in events:
        for placed in items(event.data[key]):
            hex_name, count = items(placed)
            totals[text(hex_name)] = totals.get(text(hex_name), 0) + number(count)
    return totals


async def test_a_bots_newborns_placed_a_hex_a_decision_read_as_one_line_in_the_post(table: Table,
                                                                                   store: Store) -> None:
    # Reproduce: the newborns are added where the player chooses; the bot chooses a hex per decision
    position = _alice_ends_her_turn_into({"c5": (0, 3), "l4": (0, 1), "b9": (1, 3), "b10": (1, 3), "b11": (1, 2)},
                                         {1: {"reproduction": "rp10"}}, "reproduce")
    post, entries = await _bots_turn(table, store, position)
    decisions = _bot_events(entries, "newborns", "placed")
    assert len(decisions) >= 3, "the bot placed its newborns over several decisions"
    lines = [line for line in post.splitlines() if "adds newborns" in line]
    listed = ", ".join(f"{count} on {hex_name}" for hex_name, count in _totals(decisions, "placed").items())
    assert lines == [f"• Bot 1 adds newborns: {listed}."], "one line, every hex with its count, ending as the last"
    assert not re.search(r"\(\d+ left\)", post)
    log = await table.log(ALICE)
    assert all(event.text in log.text for event in decisions), "/game log keeps every decision's own line"


async def test_a_bots_losses_chosen_a_hex_a_decision_read_as_one_line_in_the_post(table: Table, store: Store) -> None:
    # Environmental Change: a drought kills its share of a species not tolerant of it, chosen by its player
    bots = {h: (1, 4) for h in ("b9", "b10", "b11", "b12", "c9", "c10")}
    position = _alice_ends_her_turn_into({"c5": (0, 3), "l4": (0, 1), **bots}, {1: {"tolerance": "et05"}}, "lose",
                                         environment=card_named("drought", percent=50))
    post, entries = await _bots_turn(table, store, position)
    decisions = _bot_events(entries, "deaths", "removed")
    assert len(decisions) >= 3, "the bot chose who dies over several decisions"
    lines = [line for line in post.splitlines() if "removes" in line]
    listed = ", ".join(f"{count} from {hex_name}" for hex_name, count in _totals(decisions, "removed").items())
    assert lines == [f"• Bot 1 removes {listed}."]
    assert "must die)" not in post and "12 must die, and Bot 1 chooses which." in post


async def test_a_bots_migrations_a_route_a_decision_read_as_one_line_in_the_post(table: Table, store: Store) -> None:
    # Migrate: individuals move within the species' mobility, as many moves as it allows; one a decision
    bots = {h: (1, 4) for h in ("b9", "b10", "b11", "c9", "c10", "c11")}
    position = _alice_ends_her_turn_into({"c5": (0, 3), "l4": (0, 1), **bots}, {1: {"habitat": "hm01"}}, "migrate")
    post, entries = await _bots_turn(table, store, position)
    decisions = _bot_events(entries, "migrate", "moved")
    assert len(decisions) >= 2, "the bot migrated over several decisions"
    lines = [line for line in post.splitlines() if "migrates" in line]
    listed = ", ".join(f"{count} individual{'s' * (count != 1)} from {route}"
                       for route, count in _totals(decisions, "moved").items())
    assert lines == [f"• Bot 1 migrates {listed}."], "one line, each route once with all that took it"
    assert "mobility" not in post, "what mobility is left would tell the habitat card"


def _five_at_a_time(engine: Engine, state: Any, seat: int, rng: Any) -> Action:
    """A bot seat that places its extra armies five on a territory a decision, as a strong bot may."""
    return next(a for a in engine.legal_actions(state, seat) if a.notation.startswith("place 5 "))


async def test_a_bots_extra_armies_placed_a_territory_a_decision_read_as_one_line(
        table: Table, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    # Apocalyte, Set-Up: everyone places their extra armies at once, here five on a territory a decision
    await table.new_game(ALICE, "apocalyte")
    await table.add_bot(ALICE)
    monkeypatch.setattr(type(engine_for("apocalyte")), "bot_action", _five_at_a_time)
    post = (await table.start(ALICE)).text
    game = await store.live_game(CHANNEL)
    assert game is not None
    decisions = _bot_events(await store.log(game.id), "place", "placed")
    assert len(decisions) == 6, "the bot placed its 30 armies over six decisions"
    lines = [line for line in post.splitlines() if line.startswith("• Bot 1 places")]
    listed = ", ".join(f"{territory(code)} +{count}" for code, count in _totals(decisions, "placed").items())
    assert lines == [f"• Bot 1 places {listed} (0 armies left to place)."]


def _game(kind: str, *names: str) -> GameRow:
    seats = [Seat(n + 1, name, bot=name.startswith("Bot")) for n, name in enumerate(names)]
    return GameRow(1, 1, CHANNEL, kind, "active", 1, seats, {}, None, 5, 0.0, 0.0)


def _placing(seat: int, name: str, *placed: tuple[str, int], left: int) -> dict[str, Any]:
    return NEWBORNS.event(name, seat, list(placed), left).to_json()


def test_the_stretchs_entries_join_across_but_an_event_between_keeps_two_runs_apart() -> None:
    game = _game("extinction", "Alice", "Bot 1")
    entries = [
        LogEntry(1, 1, "done", [Event("pass", "Alice keeps their genes.").to_json(),
                                Event("reproduce", "Bot 1 reproduces: 6 newborns to place.").to_json()]),
        LogEntry(2, -1, "add 2 c5", [_placing(1, "Bot 1", ("c5", 2), left=4)]),
        LogEntry(3, -1, "add 3 c6", [_placing(1, "Bot 1", ("c6", 3), left=1)]),
        LogEntry(4, -1, "add 1 c5", [_placing(1, "Bot 1", ("c5", 1), left=0),
                                     Event("reproduce", "Bot 1 reproduces: 3 newborns to place.").to_json()]),
        LogEntry(5, -1, "add 1 c5", [_placing(1, "Bot 1", ("c5", 1), left=2)]),
        LogEntry(6, -1, "add 2 c7", [_placing(1, "Bot 1", ("c7", 2), left=0)]),
    ]
    assert happened(game, entries).lines == [
        "• Alice keeps their genes.", "• Bot 1 reproduces: 6 newborns to place.",
        "• Bot 1 adds newborns: 3 on c5, 3 on c6.", "• Bot 1 reproduces: 3 newborns to place.",
        "• Bot 1 adds newborns: 1 on c5, 2 on c7."]
    assert happened(game, entries[:3]).lines[-1] == "• Bot 1 adds newborns: 2 on c5, 3 on c6 (1 left).", \
        "a placement not finished says how many are left, as its last decision did"
    two_seats = [LogEntry(1, -1, "add 2 c5", [_placing(1, "Bot 1", ("c5", 2), left=4)]),
                 LogEntry(2, 1, "add 2 c6", [_placing(0, "Alice", ("c6", 2), left=4)])]
    assert len(happened(game, two_seats).lines) == 2, "two seats' placements stay two lines"


def test_a_long_stretch_summarises_and_details_the_joined_lines() -> None:
    game = _game("extinction", "Alice", "Bot 1")
    entries = [LogEntry(1, 1, "done", [Event("pass", "Alice keeps their genes.").to_json()])]
    entries += [LogEntry(n + 2, -1, f"add 1 h{n}", [_placing(1, "Bot 1", (f"h{n}", 1), left=199 - n)])
                for n in range(200)]
    shown = happened(game, entries)
    assert not shown.details, "200 one-hex decisions fit one post as one line"
    assert shown.lines[1].startswith("• Bot 1 adds newborns: 1 on h0, 1 on h1,") and "left" not in shown.lines[1]
    entries += [LogEntry(300 + n, -1, "roll", [Event("roll", f"Bot 1 rolls {n % 6 + 1} for a long, long calamity.",
                                                     {"roll": n % 6 + 1}).to_json()]) for n in range(80)]
    shown = happened(game, entries)
    # what-happened.txt joins them too: one line under what happened to Bot 1, one move by move
    assert shown.details.count("Bot 1 adds newborns:") == 2
    assert "add 1 h199\n    Bot 1 adds newborns: 1 on h0, 1 on h1," in shown.details, "under the run's last move"


@pytest.mark.parametrize("kind", [key for key in game_keys() if key not in ("extinction", "apocalyte")])
def test_games_without_a_step_answered_a_piece_at_a_time_join_nothing(kind: str) -> None:
    engine = engine_for(kind)
    assert type(engine).joined is Engine.joined, "the contract's default: nothing joins"
    said = Event("move", "Bot 1 moves animacule 1 south.", {"seat": 1})
    assert engine.joined(said, said) is None
    entries = [LogEntry(n, -1, "go", [said.to_json()]) for n in range(2)]
    assert happened(_game(kind, "Alice", "Bot 1"), entries).lines == [f"• {said.text}"] * 2
