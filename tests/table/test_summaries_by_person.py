"""What happened to each person, over long bot stretches of every game (issue 31, item 2): every line
filed under a person concerns that person (it names them, or it is a roll naming nobody that decided
what befell them), and a bot's events are the bot's."""

from __future__ import annotations

import random
import re

import pytest

from games import engine_for, game_keys
from table.playing.texts import happened
from table.store import GameRow, LogEntry, Seat

NAMES = ("Alice", "Bob", "Bot 1", "Bot 2")
STRETCH = 300  # decisions of bot play: far more than a post holds


def _stretch(key: str, seed: int) -> tuple[GameRow, list[LogEntry]]:
    engine = engine_for(key)
    names = list(NAMES[:max(engine.min_players, min(engine.max_players, len(NAMES)))])
    seats = [Seat(n + 1, name, bot=name.startswith("Bot")) for n, name in enumerate(names)]
    game = GameRow(1, 1, 500, key, "active", 1, seats, {}, None, 5, 0.0, 0.0)
    state = engine.new(names, {}, seed)
    rng = random.Random(seed)
    entries: list[LogEntry] = []
    while len(entries) < STRETCH and not engine.result(state).over:
        seat = engine.prompts(state)[0].seat
        action = engine.bot_action(state, seat, rng)
        state, events = engine.apply(state, seat, action)
        entries.append(LogEntry(len(entries) + 1, seat + 1, action.notation, [e.to_json() for e in events]))
    return game, entries


def _sections(details: str) -> dict[str, list[str]]:
    sections = {}
    for block in details.split("\n\n"):
        head, *lines = block.splitlines()
        if match := re.fullmatch(r"What happened to (.+) \(\d+ events?\):", head):
            sections[match.group(1)] = [line.strip() for line in lines]
    return sections


def _named(text: str, names: list[str]) -> set[str]:
    return {name for name in names if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text)}


@pytest.mark.parametrize("key", game_keys())
@pytest.mark.parametrize("seed", [1, 2])
def test_every_line_under_a_person_concerns_that_person(key: str, seed: int) -> None:
    game, entries = _stretch(key, seed)
    shown = happened(game, entries)
    assert shown.details, f"{key}: {len(entries)} bot decisions fit one post: the stretch is too short to test"
    names = [seat.name for seat in game.seats]
    sections = _sections(shown.details)
    assert sections
    for person, lines in sections.items():
        for line in lines:
            named = _named(line, names)
            assert not named or person in named, f"{key}: under {person}: {line!r}"
