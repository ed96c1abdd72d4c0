"""Apocalyte speaks German and French (issue 34): whole bot games played under each language show no
English sentence in anything the game writes: prompts, buttons and menu choices, the log's events as
every seat and a spectator read them, status, private look, the board's words, the end's summary and
the refusals of wrong moves (the table's whole games: tests/table/test_games_in_every_language.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from messages import reading
from rules.apocalyte import ENGINE
from rules.apocalyte.state import State
from rules.base import Event, IllegalAction
from tests.support.english import english_lines
from tests.support.readings import CHECKED, TRANSLATIONS, Readings, events_read

NAMES = ["Anna", "Bruno", "Chloé", "Dora", "Emil"]
# Each scenario and both deals, every table size, each game cut short by a round limit so the file runs
# in seconds; a resignation in one.
GAMES = [
    (2, 1, {"scenario": "zombies", "deal": "draft", "rounds": "5"}),
    (2, 2, {"scenario": "meteor", "rounds": "5"}),
    (3, 3, {"scenario": "infection", "rounds": "5", "supplies": "after"}),
    (4, 4, {"scenario": "mutants", "rounds": "5", "consent": "all"}),
    (4, 5, {"scenario": "aliens", "rounds": "5"}),
    (5, 6, {"scenario": "demons", "rounds": "5"}),
]
ENGLISH = 1  # the game also read in English, to show the check finds English where there is some
# Wrong moves tried at the first decision of each kind: malformed notation, moves not listed, and the
# rule refusals they reach there (a territory not the seat's, too many armies, a route not bordering...).
WRONG = ["", "xyzzy now", "place", "place 0 ural", "place 99 ala", "place 3 atlantis", "place 1 new", "pick",
         "pick ala", "move", "move 1 ala", "move 1 ala kam grl", "move 1 ala sib", "move 2 ala kam carry 7",
         "move 99 ala kam", "move ala carry 1", "carry", "carry 1", "back", "done", "attack", "attack 9 ural",
         "attack 1 ala", "attack 1 ural", "destroy", "close", "close ural", "quarantine maybe", "allow now",
         "x" * 200, "move 1 " + "w " * 30]


def _read_everything(state: State, seat: int, players: list[str]) -> Iterator[str]:
    """What every reader sees of the position now: the prompts, the seat's buttons, the status and
    private look of every seat and a spectator, and the board's words."""
    for prompt in ENGINE.prompts(state):
        yield prompt.text
        yield prompt.task
    yield from (action.label for action in ENGINE.legal_actions(state, seat))
    for reader in [*range(len(players)), None]:
        yield from ENGINE.status(state, reader)
        if reader is not None:
            yield from ENGINE.private_lines(state, reader)
    view: dict[str, Any] = ENGINE.view(state, None)
    yield from (str(view[key] or "") for key in ("phase_line", "scenario_title", "noun", "one", "summary"))
    yield from view["progress"]
    yield from (prompt["task"] for prompt in view["prompts"])


def _refusals(state: State, seat: int, players: list[str]) -> Iterator[str]:
    for typed in WRONG:
        try:
            ENGINE.play(state, seat, typed)
        except IllegalAction as refused:
            yield str(refused)
    idle = next((s for s in range(len(players)) if s not in {p.seat for p in ENGINE.prompts(state)}), None)
    if idle is not None:
        with pytest.raises(IllegalAction) as owes_nothing:
            ENGINE.play(state, idle, "done")
        yield str(owes_nothing.value)


def _decision(state: State, players: list[str], looked: bool, first_of_kind: bool) -> list[str]:
    """What a decision shows (worded when asked for, so asked for in the reader's language): the prompt and
    its task; looked at, everything every reader sees of the position; at the first of its kind, the
    refusals of wrong moves."""
    prompt = ENGINE.prompts(state)[0]
    said = [prompt.text, prompt.task]
    said += _read_everything(state, prompt.seat, players) if looked else []
    return said + (list(_refusals(state, prompt.seat, players)) if first_of_kind else [])


def _end(state: State, players: list[str]) -> list[str]:
    return [ENGINE.result(state).summary, *_read_everything(state, 0, players)]


def _whole_game(players: int, seed: int, options: dict[str, str], readings: Readings) -> None:
    """A bot game of Apocalyte played once, everything it shows read in each language of `readings`."""
    names = NAMES[:players]
    bots = random.Random(seed)
    state = ENGINE.new(names, options, seed)
    readings.read(events_read, ENGINE.setup_events(state), players)
    asked: set[str] = set()
    for move in range(2000):
        if ENGINE.result(state).over:
            break
        prompt = ENGINE.prompts(state)[0]
        first_of_kind = prompt.kind not in asked  # every kind of decision, and a sample of the rest
        readings.read(_decision, state, names, first_of_kind or move % 10 == 0, first_of_kind)
        asked.add(prompt.kind)
        if move == 60 and players > 2:  # a seat leaves: its line and the game going on without it
            state, events = ENGINE.resign(state, players - 1)
        else:
            state, events = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, bots))
        readings.read(events_read, events, players)
    assert ENGINE.result(state).over
    readings.read(_end, state, names)


@cache
def _read(game: int) -> dict[str, list[str]]:
    """GAMES[game] played once, read in German and in French, and the game ENGLISH in English too."""
    readings = Readings(CHECKED if game == ENGLISH else TRANSLATIONS)
    _whole_game(*GAMES[game], readings)
    return readings.texts


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("game", range(len(GAMES)), ids=[game[2]["scenario"] for game in GAMES])
def test_a_whole_game_shows_no_english(language: str, game: int) -> None:
    said = _read(game)[language]
    assert len(said) > 500  # every part of the game was read, not a few lines
    assert english_lines(said, names=NAMES[:GAMES[game][0]]) == []


def test_the_same_game_reads_in_english_as_before() -> None:
    """The English words are the game's own (the rule tests hold them); here, that an English game reads
    English: the finder sees its little words."""
    assert english_lines(_read(ENGLISH)["en"], names=NAMES[:GAMES[ENGLISH][0]])


def test_an_event_worded_in_german_reads_german_after_a_round_trip_and_english_in_english() -> None:
    state = ENGINE.new(NAMES[:2], {"scenario": "zombies"}, 3)
    moved = ENGINE.apply(state, 0, ENGINE.bot_action(state, 0, random.Random(1)))[1][0]
    with reading("de"):
        german = moved.text
        stored = Event.from_json(json.loads(json.dumps(moved.to_json())))
        assert stored.text == german and "setzt" in german
    assert stored.text == moved.to_json()["text"] and "places" in stored.text

