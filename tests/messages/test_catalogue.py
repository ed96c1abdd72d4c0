"""The English catalogue reads cleanly, and every sentence the code asks for is there with the
variables the call gives (issue 33, item 7: every sentence the table writes comes from one module)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from babel.lists import format_list

from messages import CatalogueError, languages, read_catalogue, reader_catalogue, reader_language, reading, say
from rules.phrases import SEMICOLON, Clause, Kept, Phrase, joined, listed, said_from_json, said_to_json
from tests.support.catalogue import count_phrases_worded, requests, variables

CATALOGUE = read_catalogue("en")


def test_every_request_names_a_message_with_the_variables_it_gives() -> None:
    wrong = []
    for request in requests():
        if not request.ids:
            wrong.append(f"{request.where}: the message id is not written out in the call")
        for message_id in request.ids:
            if message_id not in CATALOGUE:
                wrong.append(f"{request.where}: no message {message_id!r}")
                continue
            read = variables(CATALOGUE[message_id], CATALOGUE)
            if not request.spreads and read != request.names:
                wrong.append(f"{request.where}: {message_id!r} reads {sorted(read)},"
                             f" the call gives {sorted(request.names)}")
    assert not wrong, "\n".join(wrong)


def test_every_message_is_asked_for_somewhere() -> None:
    asked = {message_id for request in requests() for message_id in request.ids}
    assert sorted(set(CATALOGUE) - asked) == []


SEED = 'seed = Seed {$seed}, {$count ->\n  [one] one game\n *[other] {$count} games\n}\n'


@pytest.fixture
def own_catalogue(tmp_path, monkeypatch) -> Iterator[Callable[[str], None]]:
    """Points the catalogues at a folder of the test's own: the English messages it then writes."""
    import messages

    (tmp_path / "en").mkdir()
    monkeypatch.setattr(messages, "CATALOGUES", tmp_path)

    def write(source: str) -> None:
        (tmp_path / "en" / "t.ftl").write_text(source, encoding="utf-8")
        messages.reread_catalogues()

    yield write
    messages.reread_catalogues()


def test_a_number_reads_as_the_code_writes_it_and_other_values_are_refused(own_catalogue) -> None:
    own_catalogue(SEED + 'padded = {" "}between{" "}\n')
    assert say("seed", seed=20001, count=1) == "Seed 20001, one game"
    assert say("seed", seed=20001, count=12000) == "Seed 20001, 12000 games"
    assert say("padded") == " between "
    with pytest.raises(TypeError, match=r"count=0\.5 must be text or a whole number"):
        say("seed", seed=1, count=0.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"no value given for \$count"):
        say("seed", seed=1)
    with pytest.raises(LookupError, match="no message 'nothing'"):
        say("nothing")


def test_a_phrase_reads_as_say_would_and_refuses_what_say_refuses(own_catalogue) -> None:
    """A phrase is filled in without `say()`'s memory (straight from its catalogue), so it checks its own arguments."""
    own_catalogue(SEED + 'place = {$where}\nends = It ends here.\n')
    assert str(Phrase.of("seed", seed=20001, count=12000)) == say("seed", seed=20001, count=12000)
    nested = Phrase.of("place", where=listed([Phrase.of("seed", seed=1, count=1), "here"]))
    assert str(nested) == "Seed 1, one game and here"
    clause = Phrase.of("place", where=listed([Clause(Phrase.of("ends")), "then"]))
    assert str(clause) == "It ends here and then"  # a sentence inside another: its full stop dropped
    assert said_from_json(said_to_json(clause)) == clause
    with pytest.raises(TypeError, match=r"'seed': count=True must be text, a whole number or a phrase"):
        str(Phrase.of("seed", seed=1, count=True))
    with pytest.raises(TypeError, match=r"'seed': count=0\.5 must be text, a whole number or a phrase"):
        str(Phrase.of("seed", seed=1, count=0.5))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"no value given for \$count"):
        str(Phrase.of("seed", seed=1))
    with pytest.raises(LookupError, match="no message 'nothing'"):
        str(Phrase.of("nothing"))


def test_kept_words_are_worded_once_a_language_and_reworded_once_the_catalogue_is_read_again(own_catalogue) -> None:
    import messages

    (messages.CATALOGUES / "de").mkdir()
    (messages.CATALOGUES / "de" / "t.ftl").write_text('cards = Karten: {$cards}\n', encoding="utf-8")
    own_catalogue('cards = Cards: {$cards}\n')
    calls: list[str] = []

    def word() -> str:
        calls.append(reader_language())
        return say("cards", cards="a, b")

    assert [reader_catalogue().keep(("cards", "a", "b"), word) for _ in range(3)] == ["Cards: a, b"] * 3
    with reading("de"):
        assert [reader_catalogue().keep(("cards", "a", "b"), word) for _ in range(2)] == ["Karten: a, b"] * 2
    assert calls == ["en", "de"]
    own_catalogue('cards = Held: {$cards}\n')  # a catalogue read again: its words are worded again
    assert reader_catalogue().keep(("cards", "a", "b"), word) == "Held: a, b"


def test_a_kept_phrase_is_worded_once_and_stored_as_the_words_inside_it(own_catalogue, monkeypatch) -> None:
    own_catalogue('card = Card {$n}\nheld = Held: {$cards}\n')
    inside = joined(Phrase.of("card", n=1), Phrase.of("card", n=2), between=" + ")
    kept = Kept(("cards", "1", "2"), inside)
    filled = count_phrases_worded(monkeypatch)
    assert [str(Phrase.of("held", cards=kept)) for _ in range(3)] == ["Held: Card 1 + Card 2"] * 3
    assert filled == {"card": 2, "held": 3}  # the cards once, the sentence around them each time
    assert said_to_json(kept) == said_to_json(inside)  # read back, the same words: worded each time, not kept
    assert str(said_from_json(said_to_json(Phrase.of("held", cards=kept)))) == "Held: Card 1 + Card 2"


@pytest.mark.parametrize("language,between", [("en", "; "), ("de", "; "), ("fr", "\u00a0; ")])
def test_a_semicolon_joint_is_written_as_the_readers_language_writes_it(language: str, between: str) -> None:
    """French wants a no-break space before a semicolon; the joint is worded when read, so a phrase stored in an
    English server's log reads right in French."""
    stored = said_from_json(said_to_json(joined(Phrase.of("colour-name", colour="red"), "B", between=SEMICOLON)))
    with reading(language):
        assert str(stored) == f"{say('colour-name', colour='red')}{between}B"


@pytest.mark.parametrize("language", sorted(languages() - {"en"}))
def test_a_list_reads_as_babel_lists_in_the_language(language: str) -> None:
    """`Listed` keeps each language's list patterns rather than ask Babel's `format_list` every time; it
    reads as that would (English has its own rule: no comma before "and")."""
    items = ["Ann", "Bea", "Cem", "Dora", "Ed"]
    with reading(language):
        for count in range(1, len(items) + 1):
            assert str(listed(items[:count])) == format_list(items[:count], locale=language)
    assert str(listed(items[:3])) == "Ann, Bea and Cem"


def test_a_catalogue_with_an_id_twice_or_broken_text_is_refused(tmp_path, monkeypatch) -> None:
    import messages

    monkeypatch.setattr(messages, "CATALOGUES", tmp_path)
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("same = one\n", encoding="utf-8")
    (tmp_path / "en" / "b.ftl").write_text("same = two\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match=r"b\.ftl: message id 'same' is given twice"):
        read_catalogue("en")
    (tmp_path / "en" / "b.ftl").write_text("broken = {$open\n", encoding="utf-8")
    with pytest.raises(CatalogueError, match=r"b\.ftl: cannot read"):
        read_catalogue("en")


def test_an_ordinal_in_a_message_reads_as_english_writes_it() -> None:
    for step in range(1, 130):
        assert say("replay-thinned", frames=3, moves=9, step=step) == \
            f"3 of 9 moves shown (every {say('statstext-place', place=step)} and the last)"


def test_a_message_reads_the_variables_of_the_messages_it_refers_to() -> None:
    from fluent.syntax import FluentParser
    from fluent.syntax import ast as fluent

    entries = FluentParser().parse("a = {$x} and {b}\nb = {$y}, {c}\nc = {$z} {a}\n").body
    catalogue = {str(e.id.name): e for e in entries if isinstance(e, fluent.Message)}
    assert variables(catalogue["a"], catalogue) == {"x", "y", "z"}
