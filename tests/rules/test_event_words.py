"""An event's words: worded in each reader's language, and a stored event whose message a later
catalogue no longer has (renamed or removed, or now asking for other variables) reads the English words
stored with it rather than fail the whole log."""

from __future__ import annotations

import pytest

from messages import reading
from rules.base import JSON, Event
from rules.phrases import Phrase


def test_a_stored_event_reads_in_each_readers_language() -> None:
    event = Event.from_json(Event("note", Phrase.of("engine-names-differ")).to_json())
    with reading("de"):
        german = event.text
    with reading("fr"):
        french = event.text
    assert (event.text, german, french) == ("Every player needs a different name.",
                                            "Jeder Spieler braucht einen anderen Namen.",
                                            "Chaque joueur doit avoir un nom différent.")


@pytest.mark.parametrize("said", [{"id": "a-message-since-renamed", "args": {"name": "Ann"}},
                                  {"id": "engine-no-seat", "args": {"square": "C3"}}],  # wants $seat now
                         ids=["id gone", "variables changed"])
def test_an_event_whose_message_is_gone_reads_its_stored_english(said: dict[str, JSON]) -> None:
    event = Event.from_json({"kind": "move", "text": "Ann moved.", "data": {}, "said": said})
    for language in ("en", "de", "fr"):
        with reading(language):
            assert event.text == "Ann moved."


def test_a_phrase_with_no_stored_english_to_fall_back_on_still_fails_naming_the_message() -> None:
    with pytest.raises(LookupError, match="a-message-since-renamed"):
        _ = Event("move", Phrase.of("a-message-since-renamed")).text


def test_a_secret_events_public_words_fall_back_as_its_words_do() -> None:
    event = Event.from_json({"kind": "draw", "text": "You drew Predator.", "data": {}, "only": 1,
                             "public": "Ann drew a card.", "said": {"id": "gone-private", "args": {}},
                             "public_said": {"id": "gone-public", "args": {}}})
    spectator = event.seen_by(None)
    assert spectator is not None
    with reading("de"):
        assert (event.text, event.public, spectator.text) == ("You drew Predator.", "Ann drew a card.",
                                                              "Ann drew a card.")
