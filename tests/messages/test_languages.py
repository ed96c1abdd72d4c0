"""Every language the bot writes is complete and reads as its language does, and the reader's language
is the one `say()` writes (issue 34: the bot in their language). Generic over every folder of
messages/, so a new language is held to the same tests by being there."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Iterator, Mapping
from functools import cache
from pathlib import Path

import pytest
from babel import Locale
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent
from fluent.syntax.visitor import Visitor

import messages
from messages import CATALOGUES, DEFAULT_LANGUAGE, catalogue, language_of, languages, read_catalogue, reading, say
from table.replies import Caller
from table.store import Store
from table.table import Table
from tests.support.catalogue import variables

TRANSLATIONS = sorted(languages() - {DEFAULT_LANGUAGE})
CLDR_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


@cache
def parsed(language: str) -> Mapping[str, fluent.Message]:
    return read_catalogue(language)


@cache
def variables_by_id(language: str) -> dict[str, frozenset[str]]:
    read = parsed(language)
    return {message_id: variables(message, read) for message_id, message in read.items()}


def ids_by_file(language: str) -> dict[str, list[str]]:
    return {path.name: [str(entry.id.name) for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body
                        if isinstance(entry, fluent.Message)]
            for path in sorted((CATALOGUES / language).glob("*.ftl"))}


def test_there_is_a_translation_to_check() -> None:
    assert {"de", "fr"} <= set(TRANSLATIONS)


@pytest.mark.parametrize("language", TRANSLATIONS)
def test_every_english_message_is_in_the_same_file_with_the_same_variables_and_nothing_more(language: str) -> None:
    english, translated = ids_by_file(DEFAULT_LANGUAGE), ids_by_file(language)
    assert sorted(translated) == sorted(english), "the same files as English"
    for name, ids in english.items():
        assert translated[name] == ids, f"{language}/{name}: the same ids as English, in the same order"
    translated_reads, english_reads = variables_by_id(language), variables_by_id(DEFAULT_LANGUAGE)
    wrong = [f"{message_id}: {sorted(translated_reads[message_id])}, English reads {sorted(names)}"
             for message_id, names in english_reads.items() if translated_reads[message_id] != names]
    assert wrong == []


def filled_every_way(language: str) -> Iterator[tuple[str, str]]:
    """Every message of the language filled with each of a few numbers for all its variables, which
    takes every plural and number variant and the default of every text select."""
    compiled = catalogue(language)
    for message_id, names in variables_by_id(language).items():
        for number in (0, 1, 2, 5, 21, 12000):
            yield message_id, compiled[message_id](dict.fromkeys(names, number))


@pytest.mark.parametrize("language", sorted(languages()))
def test_every_message_compiles_and_fills_in(language: str) -> None:
    written = dict(filled_every_way(language))
    assert set(written) == set(parsed(DEFAULT_LANGUAGE))
    assert [message_id for message_id, text in written.items() if not text.strip()] == []


class Selects(Visitor):
    def __init__(self) -> None:
        self.found: list[fluent.SelectExpression] = []

    def visit_SelectExpression(self, node: fluent.SelectExpression) -> None:
        self.found.append(node)
        self.generic_visit(node)


@pytest.mark.parametrize("language", sorted(languages()))
def test_selects_use_only_the_languages_own_categories_and_fall_back_to_other(language: str) -> None:
    rules = Locale.parse(language, sep="-")
    cardinal = set(rules.plural_form.tags) | {"other"}
    ordinal = set(rules.ordinal_form.tags) | {"other"}
    wrong = []
    for message_id, message in parsed(language).items():
        selects = Selects()
        selects.visit(message)
        for select in selects.found:
            keys = {str(v.key.name) for v in select.variants if isinstance(v.key, fluent.Identifier)}
            default = next(v.key for v in select.variants if v.default)
            is_ordinal = isinstance(select.selector, fluent.FunctionReference) and select.selector.id.name == "ORDINAL"
            if not is_ordinal and not keys <= CLDR_CATEGORIES:
                continue  # a select on a text variable's value
            allowed = ordinal if is_ordinal else cardinal
            if not keys <= allowed:
                wrong.append(f"{message_id}: {sorted(keys - allowed)} is not a category of {language}")
            if not (isinstance(default, fluent.Identifier) and default.name == "other"):
                wrong.append(f"{message_id}: the default variant is not [other]")
    assert wrong == []


# Real calls of the table and the cogs (their ids and arguments as the code gives them), in German.
GERMAN = [
    (("core-not-your-move",), {"waiting": "Ann"}, "Du bist nicht am Zug. Wir warten auf Ann."),
    (("core-no-game",), {}, "In diesem Kanal läuft kein Spiel: starte eins mit `/spiel neu`."),
    (("boardpost-title",), {"game": "Ursuppe", "id": 12}, "Ursuppe: Spiel #12"),
    (("soup-board-standing",), {"space": 7, "bp": 1, "amoebas": 1}, "Leiste 7 · 1 BP · 1 Amöbe"),
    (("soup-board-standing",), {"space": 7, "bp": 12, "amoebas": 3}, "Leiste 7 · 12 BP · 3 Amöben"),
    (("replay-thinned",), {"frames": 3, "moves": 9, "step": 2}, "3 von 9 Zügen gezeigt (jeder 2. und der letzte)"),
]


# The same in French: "one" covers 0 and 1, NUMBER() groups digits with a narrow no-break space, and a
# no-break space comes before the colon.
FRENCH = [
    (("core-not-your-move",), {"waiting": "Anne"}, "Ce n’est pas ton tour. On attend Anne."),
    (("core-no-game",), {}, "Il n’y a pas de partie dans ce salon\u00a0: lances-en une avec `/partie nouvelle`."),
    (("boardpost-title",), {"game": "Primordial Soup", "id": 12}, "Primordial Soup\u00a0: partie nº 12"),
    (("soup-board-standing",), {"space": 7, "bp": 0, "amoebas": 0}, "case 7 · 0 PB · 0 amibe"),
    (("soup-board-standing",), {"space": 7, "bp": 12, "amoebas": 3}, "case 7 · 12 PB · 3 amibes"),
    (("replay-thinned",), {"frames": 3, "moves": 9, "step": 2},
     "3 coups montrés sur 9 (chaque 2e coup, et le dernier)"),
    (("statstext-bots-standing",), {"rating": 1480, "wins": 1, "games": 12000},
     "Places IA (tous les bots ensemble)\u00a0: 1480, 1 gagnée sur 12\u202f000 parties"),
]


@pytest.mark.parametrize(("locale", "call", "args", "translated"),
                         [("de", *sample) for sample in GERMAN] + [("fr", *sample) for sample in FRENCH])
def test_a_real_call_reads_the_readers_language_and_english_stays_as_it_was(
        locale: str, call: tuple[str], args: dict[str, str | int], translated: str) -> None:
    english = say(call[0], **args)
    with reading(locale):
        assert say(call[0], **args) == translated
    assert say(call[0], **args) == english
    with reading("en-GB"):
        assert say(call[0], **args) == english


@pytest.fixture
async def table(tmp_path: Path) -> AsyncIterator[Table]:
    store = await Store.open(tmp_path / "games.sqlite3")
    try:
        yield Table(store, seed_source=lambda: 7)
    finally:
        await store.close()


def member(user_id: int, name: str, locale: str = "en-US") -> Caller:
    """A member without admin rights in channel 5 of server 1, whose Discord client reads `locale`."""
    return Caller(user_id, name, guild_id=1, channel_id=5, manage_channels=False, role_ids=frozenset(), locale=locale)


ADMIN = Caller(1, "Admin", guild_id=1, channel_id=5, manage_channels=True)


async def test_a_member_is_refused_in_their_language_while_the_lobby_post_follows_the_server(table: Table) -> None:
    anna, ben = member(11, "Anna", "de"), member(12, "Ben")
    refused = await table.new_game(anna, "schach")
    opened = await table.new_game(anna, "soup")
    assert (refused.ephemeral, refused.text) == (
        True, "Unbekanntes Spiel `schach`: wähle eins von animacule, soup, apocalyte, extinction, micro.")
    assert opened.title == "Primordial Soup: table #1 is open"  # the server's language: English by default
    assert [choice.label for choice in opened.choices] == ["Join", "Add bot", "Start"]
    await table.admin_language(ADMIN, "de")
    joined = await table.join(ben)
    twice = await table.join(ben)
    assert joined.title == "Ursuppe: Tisch #1 ist offen"
    assert joined.text.startswith("Ben ist dabei.\n\n**Plätze** (2 von 3–4):\n1. Anna [rot] (Gastgeber)\n")
    assert [choice.label for choice in joined.choices] == ["Mitmachen", "Bot hinzufügen", "Starten"]
    assert twice.ephemeral and twice.text == "You are already seated at this table, as Ben [green]."


async def test_a_french_reader_is_answered_in_french_in_a_french_server(table: Table) -> None:
    anne, ben = member(11, "Anne", "fr-CA"), member(12, "Ben")
    await table.admin_language(ADMIN, "fr")
    refused = await table.new_game(anne, "echecs")
    opened = await table.new_game(anne, "extinction")
    joined = await table.join(ben)
    twice = await table.join(anne)
    assert (refused.ephemeral, refused.text) == (
        True, "Jeu inconnu `echecs`\u00a0: choisis parmi animacule, soup, apocalyte, extinction, micro.")
    assert opened.title == "Extinction\u00a0: la table nº 1 est ouverte"
    assert opened.text.startswith("Anne a ouvert une table pour Extinction.\n\n**Places** (1 sur 2–4)\u00a0:")
    assert [choice.label for choice in opened.choices] == ["Rejoindre", "Ajouter un bot", "Lancer"]
    assert joined.text.startswith("Ben a rejoint la table.")  # public: the server's French, whatever Ben reads
    assert twice.ephemeral and twice.text.startswith("Tu es déjà assis à cette table\u00a0: Anne")


FRENCH_PUNCTUATION = re.compile(r"[ \u202f][:;?!%»]|«[ \u202f]")


def test_french_puts_a_no_break_space_before_its_double_punctuation_outside_what_is_typed() -> None:
    """A colon, semicolon, question or exclamation mark, a per cent sign and a closing guillemet follow a
    U+00A0, never a space Discord may break a line at; what is in backticks is what a member types."""
    wrong = sorted({message_id for message_id, text in filled_every_way("fr")
                    if FRENCH_PUNCTUATION.search(re.sub(r"`[^`]*`", "", text))})
    assert wrong == []


def test_english_reads_the_english_catalogue_alone_outside_any_reading_and_under_english() -> None:
    english = catalogue(DEFAULT_LANGUAGE)
    for message_id, args in (("core-game-over", {}), ("core-left-table", {"name": "Ann"})):
        assert say(message_id, **args) == english[message_id](args)
        with reading("en-US"):
            assert say(message_id, **args) == english[message_id](args)
    assert say("core-left-table", name="Ann") == "Ann left the table."


@pytest.mark.parametrize(("locale", "language"), [
    ("de", "de"), ("DE", "de"), ("de-AT", "de"), ("de_CH", "de"), ("fr", "fr"), ("fr-CA", "fr"),
    ("en-US", "en"), ("en-GB", "en"),
    ("ja", "en"), ("pt-BR", "en"), ("zh-TW", "en"), ("", "en"), (None, "en"), ("../en", "en"), ("messages", "en"),
])
def test_a_discord_locale_reads_its_language_or_english(locale: str | None, language: str) -> None:
    assert language_of(locale) == language


def test_a_language_the_bot_does_not_have_reads_english() -> None:
    with reading("ja") as language:
        assert language == "en"
        assert say("core-game-over") == "The game is over: nothing more can be played."


def test_readings_nest_and_two_tasks_at_once_each_read_their_own() -> None:
    with reading("de"):
        with reading("en-US"):
            assert say("core-game-over").startswith("The game is over")
        assert say("core-game-over").startswith("Das Spiel ist vorbei")

    async def answer(locale: str) -> list[str]:
        said = []
        with reading(locale):
            for _ in range(3):
                said.append(say("core-game-over"))
                await asyncio.sleep(0)
                said.append(await asyncio.to_thread(say, "core-game-over"))  # as a board is drawn
        return said

    async def both() -> tuple[list[str], list[str]]:
        return await asyncio.gather(answer("de"), answer("en-US"))

    german, english = asyncio.run(both())
    assert {text[:20] for text in german} == {"Das Spiel ist vorbei"}
    assert {text[:16] for text in english} == {"The game is over"}


def test_a_message_a_translation_lacks_reads_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for language, source in (("en", "hello = Hello {$name}\nbye = Bye\n"), ("de", "bye = Tschüss\n")):
        (tmp_path / language).mkdir()
        (tmp_path / language / "t.ftl").write_text(source, encoding="utf-8")
    (tmp_path / "empty").mkdir()
    monkeypatch.setattr(messages, "CATALOGUES", tmp_path)
    messages.reread_catalogues()
    try:
        assert languages() == {"en", "de"}
        with reading("de"):
            assert (say("hello", name="Ann"), say("bye")) == ("Hello Ann", "Tschüss")
        assert language_of("empty") == "en"
    finally:
        messages.reread_catalogues()


@pytest.mark.parametrize("language", sorted(languages()))
def test_every_command_description_fits_discords_limit(language: str) -> None:
    compiled = catalogue(language)
    too_long = {message_id: len(fill({})) for message_id, fill in compiled.items()
                if message_id.startswith("command-") and not 1 <= len(fill({})) <= 100}
    assert too_long == {}, "Discord takes descriptions of 1 to 100 characters"
