"""Extinction in German and in French (issue 34): whole bot games at every player count, and what every
seat and a spectator reads of them (prompts, buttons, the log, the status, the private look, the view's
words, the result and the refusals of wrong moves), hold no English sentence; an event keeps its phrase,
so one worded in German reads German after it is stored and English to an English reader."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache

import pytest

from messages import reading
from rules.base import JSON, Event, IllegalAction
from rules.extinction import ENGINE
from rules.extinction.state import State
from tests.support.english import english_lines
from tests.support.readings import TRANSLATIONS, Readings, events_read

PLAYERS = ("Anna", "Bruno", "Chloé", "Dora")
# Typed moves no step accepts, a few for each kind of step: each is refused with the reason a player reads.
WRONG: dict[str, tuple[str, ...]] = {
    "colonise": ("place 1", "place abc c5", "place 9 c5", "place 1 zz"),
    "relocate": ("move 0 c5 c6", "move 1 zz c6"),
    "reproduce": ("add 1 zz", "add 99 c5"),
    "lose": ("remove 1 zz", "remove x c5"),
    "barrier": ("barrier castle a1", "barrier city zz"),
    "migrate": ("move 1 zz c6", "move 1"),
    "compete": ("compete 1 zz c5", "prey 1 c5"),
    "genes": ("change xyz", "change"),
    "mild": ("take reproduce environment",),
}
EVERY_STEP = ("xyzzy", "row zz")  # not a move at all; a group that is not on the menu


def _view_words(view: dict[str, JSON]) -> Iterator[str]:
    """The words a view carries for the board: everything but its keys, hexes and numbers, read as text."""
    for key in ("phase_title", "summary"):
        value = view[key]
        assert isinstance(value, str)
        yield value
    for part in ("spin", "last_card", "step"):
        found = view[part]
        if isinstance(found, dict):
            yield from (str(found[k]) for k in ("names", "name", "task") if k in found)
    genes = view["genes"]
    assert isinstance(genes, list)
    for cards in genes:
        for card in cards or []:
            assert isinstance(card, dict)
            yield from (str(card[k]) for k in ("deck_name", "name", "summary"))


def _refusals(state: State, seat: int) -> Iterator[str]:
    step = state["step"]
    assert step is not None
    for typed in (*EVERY_STEP, *WRONG[step["act"]]):
        with pytest.raises(IllegalAction) as refused:
            ENGINE.play(state, seat, typed)
        yield str(refused.value)
    idle = next(s for s in range(len(state["players"])) if s != seat)
    with pytest.raises(IllegalAction) as refused:
        ENGINE.play(state, idle, "done")
    yield str(refused.value)


def _position(state: State, seats: int) -> Iterator[str]:
    """What every seat and a spectator read of the position: the status, the view's words, the private look."""
    for reader in (*range(seats), None):
        yield from ENGINE.status(state, reader)
        yield from _view_words(ENGINE.view(state, reader))
    for seat in range(seats):
        yield from ENGINE.private_lines(state, seat)


def _decision(state: State, first_of_kind: bool, refused: bool) -> list[str]:
    """What the seat owing a decision reads of it (worded when asked for, so asked for in the reader's
    language): the prompt, its task and every button; the position at the first decision of each kind; the
    refusals of wrong moves at the first decision of each step."""
    (prompt,) = ENGINE.prompts(state)
    seats = len(state["players"])
    texts = list(_position(state, seats)) if first_of_kind else []  # thousands of lines read at every decision
    texts += [prompt.text, prompt.task, *(action.label for action in ENGINE.legal_actions(state, prompt.seat))]
    return texts + (list(_refusals(state, prompt.seat)) if refused else [])


def _end(state: State) -> list[str]:
    with pytest.raises(IllegalAction) as over:
        ENGINE.play(state, 0, "done")
    return [*_position(state, len(state["players"])), ENGINE.result(state).summary, str(over.value)]


def _play(seats: int, seed: int, readings: Readings) -> set[str]:
    """A whole bot game played once, read in each language: the step kinds whose refusals were read."""
    refused: set[str] = set()
    rng = random.Random(seed)
    state = ENGINE.new(list(PLAYERS[:seats]), {"end": "6"}, seed)
    events = ENGINE.setup_events(state)
    kinds: set[str] = set()  # the position read at each kind's first decision: read at every change of kind,
    while not ENGINE.result(state).over:  # it reached no more sentences
        (prompt,) = ENGINE.prompts(state)
        readings.read(events_read, events, seats)
        step = state["step"]
        assert step is not None
        readings.read(_decision, state, prompt.kind not in kinds, step["act"] not in refused)
        kinds.add(prompt.kind)
        refused.add(step["act"])
        state, events = ENGINE.apply(state, prompt.seat, ENGINE.bot_action(state, prompt.seat, rng))
    readings.read(events_read, events, seats)
    readings.read(_end, state)
    return refused


@cache
def _games() -> tuple[dict[str, list[str]], set[str]]:
    """Three and four seats (two reach no sentence three do not), each game played once and read in German
    and in French; the step kinds whose refusals were read."""
    readings = Readings(TRANSLATIONS)
    refused = _play(3, 3, readings) | _play(4, 4, readings)
    return readings.texts, refused


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_whole_games_show_no_english_sentence(language: str) -> None:
    texts, refused = _games()
    assert english_lines(texts[language], names=PLAYERS) == []
    assert {"colonise", "relocate", "reproduce", "migrate", "barrier"} <= refused, "the common steps' refusals"


def test_a_resignation_and_an_extinct_species_read_in_the_language() -> None:
    with reading("de"):
        state = ENGINE.new(list(PLAYERS[:3]), {}, 1)
        state, events = ENGINE.resign(state, 0)
        texts = [event.text for event in events]
        with pytest.raises(IllegalAction) as refused:
            ENGINE.resign(state, 0)
        texts += [str(refused.value), *ENGINE.status(state, None)]
    assert texts[0] == "Anna verlässt das Spiel; die Art verlässt Darwinia."
    assert english_lines(texts, names=PLAYERS) == []


def test_an_event_worded_in_german_reads_german_after_it_is_stored_and_english_in_english() -> None:
    with reading("de"):
        state = ENGINE.new(list(PLAYERS[:2]), {}, 3)
        (shuffled,) = [event for event in ENGINE.setup_events(state) if event.kind == "shuffle"]
        stored = Event.from_json(shuffled.to_json())
        assert stored.text == "Die sechs Genstapel und der Umweltstapel sind gemischt."
    assert stored.text == "The six gene decks and the environment deck are shuffled."
    assert shuffled.to_json()["text"] == "The six gene decks and the environment deck are shuffled."
