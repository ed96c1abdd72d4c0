"""Issue 8 at the table: what new players read. Public posts speak of players in the third
person, refusals name the right game and the host, colours stay put in the lobby, a long
stretch of bot moves is summarised, not cut."""

from __future__ import annotations

from dataclasses import replace

from rules.base import Event
from table.playing.texts import HAPPENED_LIMIT, happened
from table.store import GameRow, LogEntry, Seat, Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CAROL, CHANNEL, DAVE, resigned, started


async def test_the_public_post_names_whom_it_waits_for_and_only_the_ping_says_your(table: Table) -> None:
    await started(table, ALICE, BOB)
    reply = await table.act(ALICE, "move 1 s")
    assert "Waiting for **Bob [orange]** to move, attack or reproduce with one animacule." in reply.text
    assert "your" not in reply.text.lower()
    assert [(p.user_id, p.text) for p in reply.pings] == [
        (BOB.user_id, "your turn: move, attack or reproduce with one animacule.")]
    assert reply.choices_for == "Bob: move, attack or reproduce with one animacule"


async def test_another_games_command_names_the_game_this_channel_plays(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    reply = await table.act(ALICE, "drift", kind="soup")
    assert reply.ephemeral
    assert "This channel plays Animacule Apocalypse, not Primordial Soup" in reply.text and "/animacule" in reply.text


async def test_another_games_command_names_the_channels_group_as_the_members_client_does(table: Table) -> None:
    await table.new_game(ALICE, "soup")
    for player in (BOB, CAROL):
        await table.join(player)
    assert not (await table.start(ALICE)).ephemeral
    reply = await table.act(replace(BOB, locale="de"), "move 1 n", kind="animacule")
    assert reply.ephemeral and "nicht Animacule Apocalypse: die Züge sind `/ursuppe …`-Befehle" in reply.text


async def test_when_the_host_leaves_the_new_host_is_named_and_refusals_name_them(table: Table) -> None:
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    await table.join(CAROL)
    reply = await table.resign(ALICE)
    assert "Alice left the table. Bob is the host now." in reply.text and "Bob [orange] (host)" in reply.text
    refused = await table.start(CAROL)
    assert refused.ephemeral and refused.text == "Only Bob, the host, or an admin can start it."


async def test_colours_stay_with_the_players_who_stay_and_a_newcomer_takes_the_free_one(table: Table) -> None:
    await table.new_game(ALICE, "animacule")
    await table.join(BOB)
    await table.join(CAROL)
    reply = await table.resign(BOB)
    assert "Carol [brown]" in reply.text
    reply = await table.join(DAVE)
    assert "Dave [orange]" in reply.text and "Carol [brown]" in reply.text


async def test_game_names_are_read_in_any_case(table: Table) -> None:
    assert not (await table.new_game(ALICE, " Animacule ")).ephemeral
    assert "Animacule Apocalypse" in (await table.rules(ALICE, "ANIMACULE")).title


async def test_too_few_players_reads_as_english(table: Table) -> None:
    await table.new_game(ALICE, "animacule")
    reply = await table.start(ALICE)
    assert reply.text.startswith("Animacule Apocalypse needs at least 2 players; 1 is seated.")


async def test_status_after_the_end_shows_the_final_position_and_result(table: Table) -> None:
    await started(table, ALICE, BOB)
    await resigned(table, BOB)
    reply = await table.status(CAROL)
    assert reply.ephemeral and "Game over" in reply.text and "Alice wins" in reply.text
    assert "Waiting for" not in reply.text


def _game(*names: str) -> GameRow:
    seats = [Seat(n + 1, name, bot=name.startswith("Bot")) for n, name in enumerate(names)]
    return GameRow(1, 1, CHANNEL, "animacule", "active", 1, seats, {}, None, 5, 0.0, 0.0)


def test_a_long_stretch_of_bot_moves_is_summarised_per_person_and_player_with_its_dice() -> None:
    game = _game("Alice", "Bot 1", "Bot 2")
    entries = [LogEntry(0, 1, "move 1 s", [Event("move", "Alice moves animacule 1 south.").to_json()])]
    for n in range(60):
        bot = 2 + n % 2
        events = [Event("roll", f"The calamity die shows {n % 6 + 1} on square c{n % 8 + 1}, a long, long way off.",
                        {"roll": n % 6 + 1}).to_json()]
        if n in (10, 50):
            events.append(Event("fight", f"Bot {bot - 1} attacks Alice: roll {n % 6 + 1}, Alice loses 1 army.",
                                {"roll": n % 6 + 1}).to_json())
        entries.append(LogEntry(0, bot, f"move {n % 7 + 1} n", events))
    shown = happened(game, entries)
    text = "\n".join(shown.lines)
    assert len(text) <= HAPPENED_LIMIT
    assert shown.lines[0] == "• Alice moves animacule 1 south."
    # What happened to the person comes whole, with the dice rolled before it in the same move; then each
    # player's moves.
    assert "__What happened to Alice__ (4 events):\n• The calamity die shows 5 on square c3, a long, long way off." \
           "\n• Bot 1 attacks Alice: roll 5, Alice loses 1 army.\n• The calamity die shows 3 on square c3, a long, " \
           "long way off.\n• Bot 1 attacks Alice: roll 3, Alice loses 1 army." in text
    assert "• **Bot 1**: 30 moves, `move 1 n`, `move 3 n`, `move 5 n`, `move 7 n`, `move 2 n`, `move 4 n`, " \
           "`move 6 n`, `move 1 n` …; dice 1, 3, 5, 1, 3, 5, 5, 1, 3" in text
    assert shown.lines[-1] == "📎 Every move of it, with every die, is in what-happened.txt (and `/game log`)."
    # The attachment holds each person's lines, then every line move by move.
    for entry in entries:
        for event in entry.events:
            assert f"    {event['text']}\n" in shown.details
    assert "What happened to Alice (5 events):\n    Alice moves animacule 1 south.\n    The calamity die shows 5 " \
           "on square c3, a long, long way off.\n    Bot 1 attacks Alice: roll 5" in shown.details


def test_a_person_with_more_events_than_the_post_holds_gets_a_count_and_the_attachment() -> None:
    game = _game("Alice", "Bob", "Bot 1")
    entries = [LogEntry(0, 1, "go", [Event("move", "Alice goes.").to_json()])]
    entries += [LogEntry(0, 3, f"attack {n}", [Event("fight", f"Bot 1 attacks Alice and Bob, roll {n}: each loses "
                                                              "an army in a long, long fight.", {"roll": n}).to_json()])
                for n in range(80)]
    shown = happened(game, entries)
    text = "\n".join(shown.lines)
    assert len(text) <= HAPPENED_LIMIT
    assert "__What happened to Alice__ (80 events):" in text and "__What happened to Bob__ (80 events):" in text
    assert "__What happened to Bot 1__ (80 events):" in text  # the bot's own, under the bot
    assert text.count("in what-happened.txt") == 4  # one "… more" per person, and the closing note
    assert all(f"roll {n}: each" in shown.details for n in range(80))


def test_each_event_of_a_stretch_goes_under_whom_it_happened_to_never_the_next_person_named() -> None:
    """Issue 31, item 2: a bot's fights, and the rolls naming nobody that decided them, were filed under
    the next person named; they are the bot's. A roll goes with the events after it, up to the next roll."""
    game = _game("Alice", "Bob", "Bot 1")
    entries = [LogEntry(0, 1, "go", [Event("move", "Alice places 5 armies in Peru.").to_json()])]
    for n in range(30):
        entries.append(LogEntry(0, 3, f"attack {n}", [
            Event("attack", f"Bot 1 attacks the demons in India, a long, long way from anywhere ({n}).").to_json(),
            Event("roll", f"The demons roll {n % 6 + 1} and {n % 5 + 1}.", {"dice": [n % 6 + 1, n % 5 + 1]}).to_json(),
            Event("attack", f"The demons beat back Bot 1 in India ({n}).").to_json(),
        ]))
    entries.append(LogEntry(0, 3, "attack peru", [
        Event("roll", "The demons roll 6.", {"dice": [6]}).to_json(),
        Event("attack", "The demons attack Alice in Peru: Alice loses 1 army.").to_json(),
        Event("attack", "The demons attack Bob in Chile: Bob loses 2 armies.").to_json(),
    ]))
    shown = happened(game, entries)
    sections = shown.details.split("\n\n")
    alices = next(section for section in sections if section.startswith("What happened to Alice"))
    assert alices.splitlines()[1:] == ["    Alice places 5 armies in Peru.", "    The demons roll 6.",
                                       "    The demons attack Alice in Peru: Alice loses 1 army."]
    bobs = next(section for section in sections if section.startswith("What happened to Bob"))
    assert bobs.splitlines()[1:] == ["    The demons roll 6.",
                                     "    The demons attack Bob in Chile: Bob loses 2 armies."]
    bots = next(section for section in sections if section.startswith("What happened to Bot 1"))
    assert bots.startswith("What happened to Bot 1 (90 events):")
    assert "    The demons roll 1 and 1.\n    The demons beat back Bot 1 in India (0)." in bots


def test_the_move_that_ends_the_game_keeps_every_closing_line_after_a_long_stretch() -> None:
    game = _game("Alice", "Bot 1", "Bot 2")
    entries = [LogEntry(0, 1, "done", [Event("pass", "Alice passes.").to_json()])]
    entries += [LogEntry(0, 2 + n % 2, "auto", [Event("roll", f"A long, long line number {n} " * 3).to_json()])
                for n in range(60)]
    reveals = [Event("reveal", f"{name}'s hand: " + "a card with a long description, " * 12).to_json()
               for name in ("Alice", "Bot 1", "Bot 2")]
    entries.append(LogEntry(0, 3, "done", [Event("over", "🏁 Bot 2 wins.").to_json(), *reveals]))
    lines = happened(game, entries, ended=True).lines
    assert len("\n".join(lines)) <= HAPPENED_LIMIT
    assert lines[0] == "• Alice passes." and lines[-4] == "• 🏁 Bot 2 wins."
    assert lines[-3:] == [f"• {reveal['text']}" for reveal in reveals]


def test_a_closing_move_too_long_for_a_post_keeps_its_last_lines() -> None:
    game = _game("Alice", "Bob")
    events = [Event("deaths", f"Line {n}: " + "many individuals die " * 8).to_json() for n in range(40)]
    lines = happened(game, [LogEntry(0, 1, "done", events)], ended=True).lines
    assert len("\n".join(lines)) <= HAPPENED_LIMIT
    assert lines[0].startswith("• … ") and "earlier lines" in lines[0] and "/game log" in lines[0]
    assert lines[-1] == f"• {events[-1]['text']}"


def test_secret_events_show_only_their_public_side_in_posts() -> None:
    game = _game("Alice", "Bob")
    secret = Event("draw", "Alice draws Predator: nocturnal.", {"card": "pr03"}, only=0,
                   public_words="Alice draws a card.")
    assert happened(game, [LogEntry(0, 1, "change", [secret.to_json()])]).lines == ["• Alice draws a card."]
