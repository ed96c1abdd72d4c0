"""`/admin language`: the server's public posts (lobby and board posts, the clock's reminders) follow the
language an admin sets, kept in the store; a member's private replies follow their own client's locale."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest

from games import engine_for
from table.store import Store
from table.table import Table
from table.timekeeping.clocks import FakeClock
from tests.support.catalogue import count_phrases_worded
from tests.support.english import english_lines
from tests.table.conftest import ADMIN, ALICE, BOB, CHANNEL, table_on

HOUR = 3600


async def test_an_unknown_language_is_refused_naming_the_ones_the_bot_has(table: Table) -> None:
    refused = await table.admin_language(ADMIN, "xx")
    assert refused.ephemeral
    assert refused.text == "The bot has no “xx” language; choose one of: Deutsch (de), English (en), français (fr)."
    shown = await table.admin_language(ADMIN)
    assert shown.text.startswith("This server's public posts (boards, reminders, summaries) are in English.")


async def test_the_server_defaults_name_the_public_posts_language(table: Table) -> None:
    before = await table.admin_defaults(ADMIN)
    assert before.text.endswith(" Public posts are in English (`/admin language`).")
    await table.admin_language(ADMIN, "fr")
    after = await table.admin_defaults(ADMIN)
    assert after.ephemeral and after.text.endswith(" Public posts are in français (`/admin language`).")


async def test_a_member_cannot_set_the_language(table: Table, store: Store) -> None:
    refused = await table.admin_language(BOB, "de")
    assert refused.ephemeral and refused.text == "Only admins can do this: members with Manage Channels."
    assert (await store.guild_settings(BOB.guild_id)).language is None


async def test_the_server_language_outlives_a_restart(store_target: str) -> None:
    first = await Store.open(store_target)
    try:
        saved = await Table(first).admin_language(ADMIN, "de")
        assert saved.text.startswith("Saved. This server's public posts (boards, reminders, summaries) are now in"
                                     " Deutsch.")
    finally:
        await first.close()
    second = await Store.open(store_target)
    try:
        opened = await Table(second).new_game(ALICE, "animacule")
        assert opened.text.startswith("Alice hat einen Tisch für Animacule Apocalypse eröffnet.")
    finally:
        await second.close()


async def test_the_clock_reminds_in_the_server_language(store: Store, clock: FakeClock) -> None:
    table = table_on(store, clock)
    await table.admin_language(ADMIN, "de")
    await table.new_game(replace(ALICE, locale="fr"), "animacule", "first=creator", "1d")
    await table.join(BOB)
    started = await table.start(replace(ALICE, locale="fr"))
    assert "Wir warten auf" in started.text  # the board post: the server's German, not Alice's French
    clock.advance(12 * HOUR)
    (reminder,) = await table.run_due()
    assert reminder.reply.text.startswith("⏰ Erinnerung: das Spiel wartet auf **Alice**")
    assert reminder.reply.pings[0].text.startswith("Erinnerung:")


async def test_what_the_table_logs_reads_in_each_readers_language(table: Table) -> None:
    """The lines the table adds to a game's log (an admin's skip, the start) are kept as phrases: the
    English server's board post says them in English, a German member's `/game log` in German."""
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.join(BOB)
    await table.start(ALICE)
    skipped = await table.admin_skip(ADMIN)
    assert "Root (admin) passed the open prompt." in skipped.text
    english = await table.log(ALICE)
    german = await table.log(replace(BOB, locale="de"))
    assert "Root (admin) passed the open prompt." in english.text
    assert "Root (Admin) hat die offene Entscheidung übersprungen." in german.text
    assert "Alice hat das Spiel gestartet." in german.text and "Alice started the game." in english.text


async def test_the_rules_post_says_in_the_readers_language_that_its_pages_are_english(table: Table) -> None:
    german = await table.rules(replace(ALICE, locale="de"), "soup")
    assert german.title == "Ursuppe: so wird gespielt"
    assert german.text.startswith("*Die Zusammenfassung und die Auslegungen unten gibt es nur auf Englisch.*\n\n")
    english = await table.rules(ALICE, "soup")
    assert english.title == "Primordial Soup: how to play" and "English only" not in english.text


async def test_every_call_a_member_makes_answers_in_their_language(table: Table) -> None:
    """Not only the calls that take the channel's lock: a member's own games and settings, statistics and
    the server's top answer in the member's Discord language too (the facade reads it for each call)."""
    german = replace(ALICE, locale="de")
    assert (await table.mine(german)).text.startswith("Du spielst in keinem Spiel dieses Servers.")
    assert (await table.mine(ALICE)).text.startswith("You are not playing in any game of this server.")
    answers = [(await call(german)).text for call in (table.stats, table.my_games, table.hours)]
    answers.append((await table.top(german, "soup")).text)
    assert english_lines(answers, names=["Alice"]) == []


async def test_the_log_keeps_each_event_in_the_server_language_which_its_post_reads_without_wording_it_again(
        table: Table, store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A German server's board post tells the member's move and the bot seats' after it in German: the log
    stores those German words (naming their language), and the post reads them there rather than word each
    event a second time; an English member's `/game log` still reads English."""
    await table.admin_language(ADMIN, "de")
    await table.new_game(ALICE, "soup", "")
    for _ in range(3):
        await table.add_bot(ALICE)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    assert game is not None and game.state_json is not None
    engine = engine_for("soup")
    state = engine.load(json.loads(game.state_json))
    filled = count_phrases_worded(monkeypatch)
    before = len(await store.log(game.id))
    posted = await table.act(ALICE, engine.bot_action(state, 0, random.Random(1)).notation)
    monkeypatch.undo()
    entries = (await store.log(game.id))[before:]
    assert {entry.kind for entry in entries} == {"move", "bot"}  # the member's move and the bot seats' answers
    events = [event for entry in entries for event in entry.events]
    assert all(event["language"] == "de" for event in events)
    told = Counter(event["said"]["id"] for event in events if isinstance(event.get("said"), dict))
    assert {message_id: filled[message_id] for message_id in told} == dict(told)  # once each, when saved
    for event in events:
        assert event["text"].rstrip(".") in posted.text or len(posted.text) > 2000  # a long stretch is summed up
    english = (await table.log(ALICE)).text
    assert english_lines(english.splitlines(), names=("Alice",)) != []  # /game log in the reader's English
    exported = json.loads((await table.export(replace(ALICE, locale="fr"))).files[0].data)
    french = [event for entry in exported["log"] for event in entry["events"]]
    assert {event["language"] for event in french} == {"fr"}  # a member's record in their own language
    assert english_lines([event["text"] for event in french], names=("Alice",)) == []
