"""Extinction in German and in French (issue 34): whole bot games at every player count, and what every
seat and a spectator reads of them (prompts, buttons, the log, the status, the private look, the view's
words, the result and the refusals of wrong moves), hold no English sentence; an event keeps its phrase,
so one worded in German reads German after it is stored and English to an English reader."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from messages import reading
from rules.base import JSON, Event, IllegalAction
from rules.extinction import ENGINE
from rules.extinction.state import State
from tests.support.english import english_lines

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


def _events(events: list[Event], seats: int) -> Iterator[str]:
    """The events as every seat and a spectator read them."""
    for reader in (*range(seats), None):
        yield from (seen.text for event in events if (seen := event.seen_by(reader)) is not None)


def _position(state: State, seats: int) -> Iterator[str]:
    """What every seat and a spectator read of the position: the status, the view's words, the private look."""
    for reader in (*range(seats), None):
        yield from ENGINE.status(state, reader)
        yield from _view_words(ENGINE.view(state, reader))
    for seat in range(seats):
        yield from ENGINE.private_lines(state, seat)


def _play(language: str, seats: int, seed: int) -> tuple[list[str], set[str]]:
    """A whole bot game read in `language`: the texts read, and the step kinds whose refusals were read."""
    texts: list[str] = []
    refused: set[str] = set()
    rng = random.Random(seed)
    with reading(language):
        state = ENGINE.new(list(PLAYERS[:seats]), {"end": "6"}, seed)
        events = ENGINE.setup_events(state)
        last_kind = ""
        while not ENGINE.result(state).over:
            (prompt,) = ENGINE.prompts(state)
            texts += _events(events, seats)
            if prompt.kind != last_kind:  # the position read where a new kind of decision opens: it runs to
                texts += _position(state, seats)  # thousands of lines read at every decision
                last_kind = prompt.kind
            texts += [prompt.text, prompt.task, *(action.label for action in ENGINE.legal_actions(state, prompt.seat))]
            step = state["step"]
            assert step is not None
            if step["act"] not in refused:
                texts += _refusals(state, prompt.seat)
                refused.add(step["act"])
            action = ENGINE.bot_action(state, prompt.seat, rng)
            state, events = ENGINE.apply(state, prompt.seat, action)
        texts += [*_events(events, seats), *_position(state, seats), ENGINE.result(state).summary]
        with pytest.raises(IllegalAction) as over:
            ENGINE.play(state, 0, "done")
        texts.append(str(over.value))
    return texts, refused


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_whole_game_shows_no_english_sentence(language: str, seats: int) -> None:
    texts, refused = _play(language, seats, seed=seats)
    assert english_lines(texts, names=PLAYERS) == []
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
