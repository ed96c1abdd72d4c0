"""An event's words: worded in each reader's language, stored in one (English, or the server's for the
log, named with them), and a stored event whose message a later catalogue no longer has (renamed or
removed, or now asking for other variables) reads the words stored with it rather than fail the whole log."""

from __future__ import annotations

import pytest

from messages import reading
from rules.base import JSON, CorruptState, Event
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


def test_an_event_stored_in_the_servers_language_names_it_and_reads_its_words_without_wording_them_again() -> None:
    stored = Event("note", Phrase.of("engine-names-differ")).to_json("de")
    assert (stored["text"], stored["language"]) == ("Jeder Spieler braucht einen anderen Namen.", "de")
    assert "language" not in Event("note", Phrase.of("engine-names-differ")).to_json()  # English, as before
    # Its phrase swapped for another message's: a German reader still reads the German words stored, not
    # worded again; a French one words the phrase, and falls back on the stored words should it be gone.
    other = Event.from_json({**stored, "said": {"id": "core-spectator", "args": {}}})
    with reading("de"):
        assert other.text == "Jeder Spieler braucht einen anderen Namen."
    with reading("fr"):
        assert other.text != "Jeder Spieler braucht einen anderen Namen." and other.text.startswith("Tu ")
    gone = Event.from_json({**stored, "said": {"id": "a-message-since-renamed", "args": {}}})
    with reading("fr"):
        assert gone.text == "Jeder Spieler braucht einen anderen Namen."


def test_an_event_that_falls_back_on_its_stored_words_is_stored_again_in_their_language() -> None:
    event = Event.from_json({"kind": "move", "text": "Anna ist gezogen.", "language": "de", "data": {},
                             "said": {"id": "a-message-since-renamed", "args": {"name": "Anna"}}})
    again = event.to_json("en")
    assert (again["text"], again["language"]) == ("Anna ist gezogen.", "de")


def test_a_secret_event_stored_in_german_keeps_both_its_versions_in_german() -> None:
    secret = Event("draw", Phrase.of("engine-names-differ"), only=0, public_words=Phrase.of("core-spectator"))
    stored = secret.to_json("de")
    assert stored["language"] == "de" and stored["public"] != secret.to_json()["public"]
    spectator = Event.from_json(stored).seen_by(None)
    assert spectator is not None
    with reading("de"):
        assert spectator.text == stored["public"]


def test_a_stored_event_whose_language_is_not_a_name_is_damaged() -> None:
    with pytest.raises(CorruptState, match="not an event"):
        Event.from_json({"kind": "move", "text": "Ann moved.", "data": {}, "language": 3})
