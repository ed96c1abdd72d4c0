"""µ in German and in French (issue 34): whole bot games read in each language show no English sentence in
anything the engine writes: prompts and their tasks, every legal action's label, every event as each seat
and a spectator read it, the status lines, each seat's private look, the view's words, the end summary,
and the refusals of wrong moves (malformed, not listed, by a seat that owes nothing, and the rules'
refusals the probes below reach). An event keeps its phrase through its JSON, read in either language."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import cast

import pytest

from messages import reading
from rules.base import Event, IllegalAction
from rules.micro import ENGINE
from rules.micro.state import State, hosts_of, species_of
from rules.micro.status import HabitatView, PromptView, board_view
from rules.phrases import worded, words_from_json
from tests.support.english import english_lines

NAMES = ["Anna", "Ben", "Cleo", "Dora"]
PROBED_EVERY = 8  # the wrong moves are tried at every eighth decision: enough to reach the refusals, quickly


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


def _read(events: list[Event], seats: int) -> list[str]:
    return [seen.text for event in events for seat in [*range(seats), None]
            if (seen := event.seen_by(seat)) is not None]


def _view_words(st: State) -> list[str]:
    """The words the board view carries: the habitats' names, the awaited task, the summary."""
    view = board_view(st)
    habitats = cast(dict[str, HabitatView], view["habitats"])
    prompt = cast(PromptView | None, view["prompt"])
    words = [habitat["name"] for habitat in habitats.values()] + ([prompt["task"]] if prompt else [])
    return words + ([worded(words_from_json(view["summary"]))] if view["over"] else [])


def _game_read_in(language: str, players: int, seed: int) -> list[str]:
    """Everything the engine writes in one bot game, read in `language`."""
    read: list[str] = []
    with reading(language):
        st = ENGINE.new(NAMES[:players], {"rounds": "20"}, seed)
        read += _read(ENGINE.setup_events(st), players)
        bots = random.Random(seed)
        decisions = 0
        while not ENGINE.result(st).over:
            (prompt,) = ENGINE.prompts(st)
            read += [prompt.text, prompt.task]
            read += [action.label for action in ENGINE.legal_actions(st, prompt.seat)]
            if decisions % PROBED_EVERY == 0:
                read += _refusals(st, prompt.seat, [s for s in range(players) if s != prompt.seat])
            st, events = ENGINE.apply(st, prompt.seat, ENGINE.bot_action(st, prompt.seat, bots))
            read += _read(events, players)
            if decisions % PROBED_EVERY == 0:
                read += ENGINE.status(st, None) + _view_words(st)
                read += [line for seat in range(players) for line in ENGINE.private_lines(st, seat)]
            decisions += 1
        read += [ENGINE.result(st).summary, *ENGINE.status(st, None), *_view_words(st)]
        read += _refusals(st, 0, [])  # the game is over
    return read


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_a_whole_micro_game_shows_no_english(language: str, players: int, seed: int) -> None:
    read = _game_read_in(language, players, seed)
    assert len(read) > 500  # a whole game: prompts, labels, events, refusals
    assert english_lines(read, names=NAMES) == []


def test_the_probes_reach_the_rules_refusals() -> None:
    """The probes above are worth something: in English, the game's refusals they meet name the rules."""
    read = "\n".join(_game_read_in("en", 4, 3))
    for refusal in ("is not ready to grow", "is not a hex", "There is no colony of yours on", "Write it as",
                    "is not something you can do on your turn", "is not a number of resources",
                    "is out of range for a number of resources", "already takes up", "It is not your decision now",
                    "The game is over.", "is too long to be a move", "Type a move, like", "does not hold",
                    "cannot attack", "is not a species of yours"):
        assert refusal in read, refusal


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
