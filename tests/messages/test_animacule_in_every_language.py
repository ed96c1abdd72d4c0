"""Animacule Apocalypse in German and in French (issue 34): whole bot games read in each language show no
English sentence — not in a prompt, a button, an event as any seat or a spectator reads it, a status line,
the view, the end summary, nor a refusal (the table's whole games: tests/table/test_games_in_every_language.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from functools import cache

import pytest

from messages import reading
from rules.animacule import ENGINE, AnimaculeState
from rules.base import Event, IllegalAction
from rules.grid import Direction
from tests.rules.test_animacule_support import act, make_state
from tests.support.english import english_lines
from tests.support.readings import TRANSLATIONS, Readings, events_read

# A game for each number of players, by its seed; every other one with the options that reach the rules
# the defaults never use (a full animacule refused on food, attacking one's own). A second game of two
# with those options reached no sentence these do not.
GAMES = ((2, 1), (3, 2), (4, 3))
OPTIONS: tuple[dict[str, str], ...] = ({}, {"full_food": "refused", "attack_own": "yes"})
LOOKS_EVERY = 40  # moves between two looks at a position (status, view, refusals): every 20th reached no more
MOVES_CAP = 400  # a bot game ends long before; the cap only keeps a broken engine from looping
TYPED_WRONG = ("", "jump 3 n", "move x n", "move 9 n", "move 3 ne", "move 3", "continue now", "3 up")
VERBS = ("move", "attack", "split", "mate")


def _names(players: int) -> list[str]:
    return [f"Bot {n + 1}" for n in range(players)]


def _refusal(action: object) -> str:
    """The message of the IllegalAction `action()` raises (every call here must raise one)."""
    assert callable(action)
    with pytest.raises(IllegalAction) as refused:
        action()
    return str(refused.value)


def _view_words(state: AnimaculeState, seat: int | None) -> Iterator[str]:
    view = ENGINE.view(state, seat)
    prompts, result, status = view["prompts"], view["result"], view["status"]
    assert isinstance(prompts, list) and isinstance(result, dict) and isinstance(status, list)
    yield from (str(prompt["task"]) for prompt in prompts if isinstance(prompt, dict))
    yield str(result["summary"])
    yield from (str(line) for line in status)


def _refusals_of_turn(state: AnimaculeState, seat: int) -> Iterator[str]:
    """Every turn action of `seat` no rule allows, as refused: the rule refusals of this position."""
    legal = {action.notation for action in ENGINE.legal_actions(state, seat)}
    for verb in VERBS:
        for number in range(1, 8):
            for direction in Direction:
                notation = f"{verb} {number} {direction.letter}"
                if notation not in legal:
                    yield _refusal(lambda n=notation: ENGINE.apply(state, seat, ENGINE.parse(state, seat, n)))


def _refusals_out_of_place(state: AnimaculeState, seat: int, kind: str) -> Iterator[str]:
    """A move by a seat that owes nothing, and answers of the wrong kind for the prompt owed."""
    other = next(other for other in range(len(state.players)) if other != seat and other not in state.eliminated)
    yield _refusal(lambda: ENGINE.apply(state, other, ENGINE.parse(state, other, "move 1 n")))
    yield _refusal(lambda: ENGINE.skip(state, other))
    yield _refusal(lambda: ENGINE.bot_action(state, other, random.Random(0)))
    wrong = {"turn": ("continue", "accept"), "fight": ("move 1 n", "accept"), "mate": ("move 1 n", "retreat")}
    for notation in wrong[kind]:
        yield _refusal(lambda n=notation: ENGINE.apply(state, seat, ENGINE.parse(state, seat, n)))


def _looks(state: AnimaculeState, seat: int, kind: str) -> Iterator[str]:
    """What every reader sees of the position, every seat's private look, and the refusals of this position."""
    for reader in (*range(len(state.players)), None):
        yield from ENGINE.status(state, reader)
        yield from _view_words(state, reader)
    yield from (line for player in range(len(state.players)) for line in ENGINE.private_lines(state, player))
    if kind == "turn":
        yield from _refusals_of_turn(state, seat)
    yield from _refusals_out_of_place(state, seat, kind)


def _decision(state: AnimaculeState, looked: bool) -> Iterator[str]:
    """The prompt owed and every label (worded when asked for, so asked for in the reader's language), and
    now and then the looks at the position."""
    (prompt,) = ENGINE.prompts(state)
    yield prompt.text
    yield prompt.task
    yield from (action.label for action in ENGINE.legal_actions(state, prompt.seat))
    if looked:
        yield from _looks(state, prompt.seat, prompt.kind)


def _end(state: AnimaculeState, events: list[Event]) -> Iterator[str]:
    """Every event of the game as each seat and a spectator read it, the summary, what every reader sees at
    the end and the refusals of a finished game."""
    yield from events_read(events, len(state.players))
    yield ENGINE.result(state).summary
    for reader in (*range(len(state.players)), None):
        yield from ENGINE.status(state, reader)
        yield from _view_words(state, reader)
    yield _refusal(lambda: ENGINE.apply(state, 0, ENGINE.parse(state, 0, "move 1 n")))
    yield _refusal(lambda: ENGINE.resign(state, 0))


def _game(players: int, seed: int, options: dict[str, str], readings: Readings) -> None:
    """A whole bot game played once, everything it shows read in each language of `readings`: at every
    decision the prompt and every label, now and then the status, private look, view and the refusals of
    that position; at the end every event, the summary and the refusals of a finished game."""
    rng = random.Random(seed)
    state = ENGINE.new(_names(players), options, seed)
    events: list[Event] = list(ENGINE.setup_events(state))
    for move in range(MOVES_CAP):
        if ENGINE.result(state).over:
            break
        readings.read(_decision, state, move % LOOKS_EVERY == 0)
        seat = ENGINE.prompts(state)[0].seat
        state, happened = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        events += happened
    assert ENGINE.result(state).over, f"the game of seed {seed} did not end in {MOVES_CAP} moves"
    readings.read(_end, state, events)


def _rare_refusals() -> Iterator[str]:
    """The refusals of rules a bot game seldom meets when it looks, in the positions of
    tests/rules/test_animacule_errors.py: matings, mostly."""
    names = ("Ann", "Bob")
    seven = [(0, n, sq, "r") for n, sq in enumerate(["a1", "a2", "a3", "a4", "a5", "a6"], start=2)]
    theirs = [(1, n, sq, "y") for n, sq in enumerate(["h1", "h2", "h3", "h4", "h5", "h6"], start=2)]
    tried = [
        (make_state([(0, 1, "c5", "rgb"), (0, 2, "e5", "rgby"), (0, 3, "e4", "rgy"), (1, 1, "f5", "yyy"),
                     (1, 2, "h8", "g")], players=names), ("mate 1 e", "mate 2 s", "mate 2 e")),
        (make_state([(0, 1, "a5", "rgby"), (0, 2, "b5", "rgby"), (1, 1, "h8", "y")], players=names), ("mate 1 e",)),
        (make_state([(0, 1, "g5", "rgby"), (0, 2, "h5", "rgby"), (1, 1, "a8", "y")], players=names), ("mate 1 e",)),
        (make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "rgby"), (1, 1, "e5", "y")], players=names), ("mate 1 e",)),
        (make_state([(0, 1, "c5", "rgby"), (0, 2, "d5", "rgby"), *seven[1:5], (1, 1, "h1", "y")], players=names),
         ("mate 1 e",)),
        (make_state([(0, 1, "c5", "rgby"), *seven, (1, 1, "d5", "bbgg")], players=names), ("mate 1 e", "split 1 n")),
        (make_state([(0, 1, "c5", "rgby"), (1, 1, "d5", "bbgg"), *theirs], players=names), ("mate 1 e",)),
    ]
    for state, notations in tried:
        for notation in notations:
            yield _refusal(lambda s=state, n=notation: act(s, 0, n))
    offered, _ = act(make_state([(0, 1, "c5", "rgby"), (1, 1, "c6", "bbry")], players=names), 0, "mate 1 n")
    yield from _refusals_out_of_place(offered, 1, "mate")
    declined, _ = act(offered, 1, "decline")
    yield _refusal(lambda: act(declined, 0, "mate 1 n"))
    out = make_state([(0, 1, "c5", "r"), (2, 1, "h1", "y")], players=("Ann", "Bob", "Cat"))
    yield _refusal(lambda: ENGINE.resign(out, 1))
    yield _refusal(lambda: ENGINE.resign(out, 9))
    for typed in TYPED_WRONG:
        yield _refusal(lambda t=typed: ENGINE.parse(out, 0, t))


@cache
def _every_game() -> dict[str, list[str]]:
    """The games (GAMES, every other one with OPTIONS) and the rare refusals, each game played once and
    read in German and in French."""
    readings = Readings(TRANSLATIONS)
    for number, (players, seed) in enumerate(GAMES):
        _game(players, seed, OPTIONS[number % len(OPTIONS)], readings)
    readings.read(_rare_refusals)
    return readings.texts


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_whole_bot_games_show_no_english_sentence(language: str) -> None:
    shown = _every_game()[language]
    assert english_lines(shown, names=[*_names(ENGINE.max_players), "Ann", "Bob", "Cat"]) == []


def test_the_same_words_read_in_english_are_english() -> None:
    """The check above finds English where there is some: a game and the rare refusals in English are full
    of it, a line for each kind of sentence."""
    english = Readings(("en",))
    _game(2, 1, {}, english)
    english.read(_rare_refusals)
    found = english_lines(english.texts["en"], names=[*_names(2), "Ann", "Bob", "Cat"])
    assert len(found) > 100
    assert any("the line of four does not fit" in line for line in found)


def test_an_event_worded_in_german_reads_german_after_a_json_round_trip_and_english_in_english() -> None:
    state = ENGINE.new(["Anna", "Bert"], {"first": "creator"}, 1)
    _, (moved, *_) = ENGINE.apply(state, 0, ENGINE.parse(state, 0, "move 1 s"))
    restored = Event.from_json(json.loads(json.dumps(moved.to_json())))
    with reading("de"):
        assert moved.text == restored.text == "Animacule 1 von Anna zieht nach Süden, von a8 auf a7."
    with reading("fr"):
        assert restored.text == "L’animacule 1 (Anna) se déplace vers le sud, de a8 à a7."
    assert restored.text == moved.to_json()["text"] == "Anna's animacule 1 moves south from a8 to a7."


def test_a_save_from_before_the_catalogue_loads_and_its_setup_reads_as_it_was_written() -> None:
    """A state saved before phrases keeps its setup event as English words alone: it loads, and reads them
    in every language; a new save keeps the phrase, read in the reader's language."""
    saved = ENGINE.dump(ENGINE.new(["Anna", "Bert"], {"first": "creator"}, 1))
    events = saved["start_events"]
    assert isinstance(events, list) and isinstance(events[0], dict) and "said" in events[0]
    old = {**saved, "start_events": [{key: value for key, value in events[0].items() if key != "said"}]}
    with reading("de"):
        assert [e.text for e in ENGINE.setup_events(ENGINE.load(old))] == ["Anna created the game and starts."]
        assert [e.text for e in ENGINE.setup_events(ENGINE.load(saved))] == ["Anna hat das Spiel erstellt und beginnt."]
