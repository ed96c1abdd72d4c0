"""Primordial Soup in German and in French shows no English sentence (issue 34): whole bot games read
in each language, every prompt, button, event (as each seat and a spectator read it), status line,
private look, the view's words, the summary and the refusals of wrong moves; an event keeps its
language-free phrase through its JSON (the table's whole games: tests/table/test_games_in_every_language.py)."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from messages import reading
from rules.base import Event, IllegalAction
from rules.phrases import worded, words_from_json
from rules.soup import ENGINE
from rules.soup.state import State
from tests.rules.test_soup_support import NAMES, setup_position
from tests.support.english import english_lines
from tests.support.readings import TRANSLATIONS, Readings, events_read

PLAYERS = ("Anna", "Bruno", "Chloé", "Dora")
GAME_SEED = 8  # four players' game
# Typed moves each prompt refuses, by the prompt's kind: malformed, not on offer, or against a rule
WRONG_MOVES = {
    "start": ("start 9", "start 1 2"),
    "place": ("place c3", "place z9"),
    "move": ("stay", "move n", "move"),
    "feed": ("eat red red red red red red red red red red red red red red red red red red red red red red",
             "eat 99 red"),
    "attack": ("attack pink 3", "attack red 9"),
    "direction": ("stay", "move", "dir n"),
    "again": ("dir n",),
    "carry": ("carry red red red red",),
    "defend": ("defend", "escape"),
    "buy": ("buy wings", "buy armor", "buy armor for speed", "buy spores"),
    "divide": ("divide c3", "divide z9", "divide a1"),
    "defect": ("pay bp 99", "give up wings", "give up armor"),
    "aggress": ("attack red 1 with 9",),
}
ALWAYS_WRONG = ("dance", "`@@@`", "")


def _readings(st: State, seat_count: int) -> list[str]:
    """What the players and a spectator read of the position: status, private looks, the view's words."""
    read = [line for seat in (None, *range(seat_count)) for line in ENGINE.status(st, seat)]
    read += [line for seat in range(seat_count) for line in ENGINE.private_lines(st, seat)]
    view = ENGINE.view(st, None)
    prompt = view["prompt"]
    if isinstance(prompt, dict):
        read.append(str(prompt["task"]))
    read.append(worded(words_from_json(view["summary"])))
    return read


def _refusals(st: State, seat: int, kind: str, seat_count: int) -> list[str]:
    """The refusals of the wrong moves tried at this prompt (one of them may happen to be allowed here:
    the whole game's count of refusals is checked), of a seat that owes nothing and of a seat not playing."""
    refused = []
    for typed in (*WRONG_MOVES.get(kind, ()), *ALWAYS_WRONG):
        try:
            ENGINE.parse(st, seat, typed)
        except IllegalAction as refusal:
            refused.append(str(refusal))
    with pytest.raises(IllegalAction) as not_theirs:
        ENGINE.parse(st, (seat + 1) % seat_count, "drift")
    refused.append(str(not_theirs.value))
    with pytest.raises(IllegalAction) as no_seat:
        ENGINE.resign(st, 9)
    return [*refused, str(no_seat.value)]


def _decision(st: State, first_of_kind: bool) -> list[str]:
    """The prompt owed, as its seat and everyone else read it, and its buttons (worded when asked for, so
    asked for in the reader's language); at the first prompt of its kind, what everyone reads of the position."""
    (prompt,) = ENGINE.prompts(st)
    shown = [prompt.text, prompt.task, prompt.awaited]
    shown += [action.label for action in ENGINE.legal_actions(st, prompt.seat)]
    return shown + (_readings(st, len(st["players"])) if first_of_kind else [])


def _end(st: State) -> list[str]:
    return [ENGINE.result(st).summary, *_readings(st, len(st["players"]))]


def played(st: State, events: list[Event], seed: int, readings: Readings, limit: int = 400) -> list[Event]:
    """The bots play on from `st` (at most `limit` decisions), once, and what is shown is read in each language
    of `readings`: each event as every seat and a spectator read it, each prompt, its buttons, and once for
    each kind of prompt the refusals of wrong moves and the readings. The game's events."""
    seat_count = len(st["players"])
    rng = random.Random(seed)
    refused = Readings(readings.texts)
    every_event: list[Event] = []
    refused_kinds: set[str] = set()
    for _move in range(limit):
        readings.read(events_read, events, seat_count)
        every_event += events
        if ENGINE.result(st).over:
            break
        (prompt,) = ENGINE.prompts(st)
        readings.read(_decision, st, prompt.kind not in refused_kinds)
        if prompt.kind not in refused_kinds:  # each kind's refusals once: they read the same rules
            refused_kinds.add(prompt.kind)
            refused.read(_refusals, st, prompt.seat, prompt.kind, seat_count)
        st, events = ENGINE.apply(st, prompt.seat, ENGINE.bot_action(st, prompt.seat, rng))
    readings.read(_end, st)
    if ENGINE.result(st).over:
        refused.read(_over_refusal, st)
    for language, texts in refused.texts.items():
        assert len(texts) >= 5 * len(refused_kinds), "most wrong moves are refused at each kind of prompt"
        readings.texts[language] += texts
    return every_event


def _over_refusal(st: State) -> list[str]:
    with pytest.raises(IllegalAction) as over:
        ENGINE.parse(st, 0, "drift")
    return [str(over.value)]


@cache
def whole_game() -> tuple[dict[str, list[str]], list[Event]]:
    """Everything a bot game of four players shows, played once and read in German and in French, and its
    events (a game of three reached no sentence this one does not)."""
    readings = Readings(TRANSLATIONS)
    st = ENGINE.new(list(PLAYERS), {}, GAME_SEED)
    events = played(st, ENGINE.setup_events(st), GAME_SEED, readings, limit=2000)
    assert events[-1].kind == "end", "the bots finish the game"
    return readings.texts, events


@cache
def gene_rich_game(genes: tuple[str, ...]) -> tuple[dict[str, list[str]], list[Event]]:
    """What a bot game shows from round 2 where every tribe holds `genes`, three amoebas of each on the
    same three spaces and no food but what they excrete: the attacks, reactions, Holding and Tentacle
    that bots seldom reach from a setup; played once, read in German and in French."""
    amoebas = [(seat, num, sq, 0) for seat in range(4) for num, sq in ((1, "c4"), (2, "b3"), (3, "d2"))]
    st, _ = setup_position(4, amoebas=amoebas, genes=dict.fromkeys(range(4), genes), bp=[60] * 4, fill=0)
    st["rng"] = [1, 0]
    readings = Readings(TRANSLATIONS)
    return readings.texts, played(st, [], 1, readings)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_a_whole_bot_game_shows_no_english(language: str) -> None:
    shown, events = whole_game()
    assert len(events) > 100 and len(shown[language]) > 1000  # a whole game, not a setup
    assert english_lines(shown[language], names=PLAYERS) == []


@pytest.mark.parametrize("language", TRANSLATIONS)
@pytest.mark.parametrize("genes", [
    ("struggle", "defense", "escape", "holding", "tentacle", "parasitism", "movement-2", "speed", "streamlining",
     "frugality"),
    ("struggle", "defense", "persistence", "ray-protection"),
])
def test_a_game_of_attacks_holding_and_tentacles_shows_no_english(language: str, genes: tuple[str, ...]) -> None:
    shown, events = gene_rich_game(genes)
    assert {"attack", "fight", "defend"} <= {event.kind for event in events}
    assert english_lines(shown[language], names=NAMES) == []


def test_an_event_worded_in_german_reads_german_after_its_json_and_english_in_english() -> None:
    _shown, events = whole_game()
    bought = next(event for event in events if event.kind == "buy" and "gene" in event.data)
    stored = Event.from_json(json.loads(json.dumps(bought.to_json())))
    with reading("de"):
        german = bought.text
        assert stored.text == german and " kauft " in german and " für " in german
    assert stored.text == bought.to_json()["text"] and " buys " in stored.text and " for " in stored.text

