"""µ in German and in French (issue 34): whole bot games read in each language show no English sentence in
anything the engine writes: prompts and their tasks, every legal action's label, every event as each seat
and a spectator read it, the status lines, each seat's private look, the view's words, the end summary,
and the refusals of wrong moves (malformed, not listed, by a seat that owes nothing, and the rules'
refusals the probes below reach). An event keeps its phrase through its JSON, read in either language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cache
from typing import cast

import pytest

from messages import reading
from rules.base import Event, IllegalAction
from rules.micro import ENGINE
from rules.micro.state import State, hosts_of, species_of
from rules.micro.status import HabitatView, PromptView, board_view
from rules.phrases import worded, words_from_json
from tests.support.english import english_lines
from tests.support.readings import TRANSLATIONS, Readings, events_read

NAMES = ["Anna", "Ben", "Cleo", "Dora"]
PROBED_EVERY = 16  # the wrong moves are tried at every 16th decision: every refusal they reach at every 8th, quicker
GAMES = ((2, 1), (3, 2), (4, 3))  # (players, seed): each table size reaches sentences the others do not


def _probes(st: State, seat: int) -> Iterator[str]:
    """Wrong or doubtful moves for the seat owing the decision: malformed ones, and for its first colony every
    verb, most of which some rule refuses at some point of a game."""
    yield from ("", "x" * 300, "fly away", "grow", "grow zz9", "uptake d5", "metabolism nope gliding",
                "place", "ride a1", "pigment lava", "bring", "bring nothing", "double", "move", "move zz9",
                "evolve now", "done", "arrange vent", "settle a1", "exchange now", "rejuvenate a1", "pass now")
    for here in [st["colonies"][cid]["hex"] for cid in hosts_of(st, seat)][:1]:  # one colony's refusals are each kind
        yield from (f"grow {here}", f"double {here}", f"spore {here}", f"move {here} a1", f"evolve {here}",
                    f"attack {here} a1", f"prey {here} a1", f"acquire {here} a1", f"toxic {here}",
                    f"shuffle {here}", f"warfare {here}", f"uptake {here} safe", f"uptake {here} 99",
                    f"uptake {here} lots", "move a1 a2", f"double {'a1' if here != 'a1' else 'a2'}")
    for species in species_of(st, seat):
        yield from (f"metabolism {species} nope", f"metabolism {species} gliding")


def _refusals(st: State, seat: int, others: list[int]) -> list[str]:
    refused = []
    for text in _probes(st, seat):
        try:
            ENGINE.play(st, seat, text)
        except IllegalAction as refusal:
            refused.append(str(refusal))
    for other in others:  # a seat that owes nothing now
        try:
            ENGINE.play(st, other, "pass")
        except IllegalAction as refusal:
            refused.append(str(refusal))
    return refused


def _view_words(st: State) -> list[str]:
    """The words the board view carries: the habitats' names, the awaited task, the summary."""
    view = board_view(st)
    habitats = cast(dict[str, HabitatView], view["habitats"])
    prompt = cast(PromptView | None, view["prompt"])
    words = [habitat["name"] for habitat in habitats.values()] + ([prompt["task"]] if prompt else [])
    return words + ([worded(words_from_json(view["summary"]))] if view["over"] else [])


def _decision(st: State, probed: bool) -> list[str]:
    """What the seat owing a decision reads of it: the prompt, its task, every button, and the refusals of
    the probes when they are tried here (all worded when asked for, so asked for in the reader's language)."""
    players = len(st["players"])
    (prompt,) = ENGINE.prompts(st)
    read = [prompt.text, prompt.task, *(action.label for action in ENGINE.legal_actions(st, prompt.seat))]
    return read + (_refusals(st, prompt.seat, [s for s in range(players) if s != prompt.seat]) if probed else [])


def _after(st: State, events: list[Event], looked: bool) -> list[str]:
    """The events as every seat and a spectator read them and, when looked at, the position's status, view
    words and every seat's private look."""
    players = len(st["players"])
    read = list(events_read(events, players))
    if looked:
        read += ENGINE.status(st, None) + _view_words(st)
        read += [line for seat in range(players) for line in ENGINE.private_lines(st, seat)]
    return read


def _end(st: State) -> list[str]:
    return [ENGINE.result(st).summary, *ENGINE.status(st, None), *_view_words(st), *_refusals(st, 0, [])]


def _game(players: int, seed: int, readings: Readings) -> None:
    """One bot game played once, everything the engine writes in it read in each language."""
    st = ENGINE.new(NAMES[:players], {"rounds": "20"}, seed)
    readings.read(events_read, ENGINE.setup_events(st), players)
    bots = random.Random(seed)
    decisions = 0
    while not ENGINE.result(st).over:
        probed = decisions % PROBED_EVERY == 0
        readings.read(_decision, st, probed)
        seat = ENGINE.prompts(st)[0].seat
        st, events = ENGINE.apply(st, seat, ENGINE.bot_action(st, seat, bots))
        readings.read(_after, st, events, probed)
        decisions += 1
    readings.read(_end, st)  # the game is over: its summary, and the refusal of any move


@cache
def _every_game() -> dict[str, list[str]]:
    """The games, each played once and read in German and in French."""
    readings = Readings(TRANSLATIONS)
    for players, seed in GAMES:
        _game(players, seed, readings)
    return readings.texts


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_whole_micro_games_show_no_english(language: str) -> None:
    read = _every_game()[language]
    assert len(read) > 1500  # whole games: prompts, labels, events, refusals
    assert english_lines(read, names=NAMES) == []


def test_the_probes_reach_the_rules_refusals() -> None:
    """The probes above are worth something: in English, the game's refusals they meet name the rules."""
    english = Readings(("en",))
    _game(4, 3, english)
    read = "\n".join(english.texts["en"])
    for refusal in ("is not ready to grow", "is not a hex", "There is no colony of yours on", "Write it as",
                    "is not something you can do on your turn", "is not a number of resources",
                    "is out of range for a number of resources", "already takes up", "It is not your decision now",
                    "The game is over.", "is too long to be a move", "Type a move, like", "does not hold",
                    "cannot attack", "is not a species of yours"):
        assert refusal in read, refusal
    assert english_lines(read.splitlines(), names=NAMES), "the check above finds English where there is some"


def test_an_event_keeps_its_phrase_through_its_json() -> None:
    with reading("de"):
        st = ENGINE.new(NAMES[:2], {}, 1)
        event = next(e for e in ENGINE.setup_events(st) if e.kind == "setup")
        german = event.text
        stored = Event.from_json(event.to_json())
        assert stored.text == german and german.startswith("Anna (blau) gründet ")
    assert stored.text.startswith("Anna (blue) founds ") and stored.text == event.text
    with reading("fr"):
        assert stored.text.startswith("Anna (bleu) fonde ")
