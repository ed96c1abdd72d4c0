"""A channel's history, past games by id, and the server's statistics counted right across
resignations, resets, bot seats and rollbacks."""

from __future__ import annotations

import io
import json
from dataclasses import replace

from PIL import Image

from table.playing.texts import CHANNEL_DELETED
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, BOB, CAROL, CHANNEL, caller, resigned, started

OTHER_SERVER = Caller(77, "Zed", guild_id=2, channel_id=900)
ELSEWHERE = caller("Alice", ALICE.user_id, channel=501)


async def _against_bot(table: Table, player=ALICE) -> None:
    await table.new_game(player, "animacule", "first=creator")
    await table.add_bot(player)
    await table.start(player)


async def _three_games(table: Table, store: Store) -> list[int]:
    """Alice beats Bob (he resigns); a reset game; Alice resigns against a bot."""
    await started(table, ALICE, BOB)
    await table.act(ALICE, "move 1 s")
    await resigned(table, BOB)
    await started(table, ALICE, BOB)
    await table.admin_reset(ADMIN)
    await _against_bot(table)
    await table.act(ALICE, "move 1 s")
    await resigned(table, ALICE)
    return [game.id for game in reversed(await store.channel_games(CHANNEL, 10))]


async def test_history_lists_the_channels_games_newest_first(table: Table, store: Store) -> None:
    ids = await _three_games(table, store)
    await table.new_game(CAROL, "soup")
    reply = await table.history(ALICE)
    assert reply.ephemeral
    entries = reply.text.split("**#")[1:]
    assert [int(entry.split("**")[0]) for entry in entries] == [ids[2] + 1, *reversed(ids)]
    assert "Primordial Soup: Carol" in entries[0] and "waiting in the lobby" in entries[0]
    assert "Alice, Bot 1 (bot)" in entries[1] and "2 moves" in entries[1]
    assert "reset by Root" in entries[2] and "0 moves" in entries[2]
    assert "Alice, Bob" in entries[3] and "1 move" in entries[3] and "<t:" in entries[3]


async def test_past_games_are_looked_at_by_id_within_the_server(table: Table, store: Store) -> None:
    ids = await _three_games(table, store)
    board = await table.board(CAROL, game=ids[0])
    assert not board.ephemeral and board.image is not None and not board.choices and not board.pings
    assert f"The final board of game #{ids[0]}" in board.text
    log = await table.log(ELSEWHERE, game=ids[1])
    assert f"Game #{ids[1]}" in log.title and "`reset`" in log.text
    exported = await table.export(ELSEWHERE, game=ids[2])
    record = json.loads(exported.files[0].data)
    assert record["game"]["id"] == ids[2] and [e["kind"] for e in record["log"]] == ["table", "move", "bot", "table"]
    for call in (table.board(OTHER_SERVER, game=ids[0]), table.log(OTHER_SERVER, game=ids[0]),
                 table.export(OTHER_SERVER, game=ids[0]), table.board(ALICE, game=999)):
        refused = await call
        assert refused.ephemeral and "There is no game #" in refused.text and "in this server" in refused.text


async def test_a_live_game_elsewhere_is_shown_without_its_buttons(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    game = await store.live_game(CHANNEL)
    board = await table.board(ELSEWHERE, game=game.id)
    assert f"as it stands, in <#{CHANNEL}>" in board.text and not board.choices and not board.pings
    here = await table.board(BOB, game=game.id)
    assert here.choices  # in its own channel it is the live board


async def test_stats_count_wins_resignations_and_resets_apart(table: Table, store: Store) -> None:
    await _three_games(table, store)
    alice = await table.stats(ALICE)
    assert not alice.ephemeral
    assert "**Animacule Apocalypse**: 2 games finished, 1 won (50 %)" in alice.text
    assert "finishing between 1st and 2nd on average (mean place 1.5)" in alice.text
    assert "1 of them with bot seats" in alice.text
    assert "Abandoned (reset before the end), counted apart: 1 Animacule Apocalypse." in alice.text
    bob = await table.stats(ALICE, member=BOB.user_id)
    assert f"<@{BOB.user_id}>" in bob.text and "1 game finished, 0 won (0 %)" in bob.text
    assert "finishing 2nd on average" in bob.text and "rating **984**" in bob.text
    soup = await table.stats(ALICE, game="soup")
    assert soup.ephemeral and "no ended games of Primordial Soup" in soup.text
    carol = await table.stats(CAROL)
    assert carol.ephemeral and "no ended games" in carol.text


async def test_the_leaderboard_ranks_members_by_rating_with_bots_apart(table: Table, store: Store) -> None:
    await _three_games(table, store)
    top = await table.top(CAROL, "animacule")
    assert not top.ephemeral and top.title == "Animacule Apocalypse: leaderboard"
    lines = top.text.splitlines()
    assert lines[1].startswith(f"1. <@{ALICE.user_id}>: **") and "1 won of 2 games (50 %)" in lines[1]
    assert lines[2] == f"2. <@{BOB.user_id}>: **984**, 0 won of 1 game (0 %)"
    assert any(line.startswith("AI seats (every bot seat together): 10") and "1 won of 1 game" in line
               for line in lines)
    chart = Image.open(io.BytesIO(top.image.data))
    assert chart.format == "PNG" and chart.width == 760
    assert top.image.description.startswith("Bar chart: Animacule Apocalypse: games won of games finished.")
    assert "Alice: 1 won of 2, rating" in top.image.description
    empty = await table.top(CAROL, "soup")
    assert empty.ephemeral and "No game of Primordial Soup has been finished" in empty.text
    unknown = await table.top(CAROL, "chess")
    assert unknown.ephemeral and "Unknown game `chess`" in unknown.text


async def test_a_reopened_game_counts_once_when_it_ends_again(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await table.act(ALICE, "move 1 s")
    target = (await store.live_game(CHANNEL)).version
    await resigned(table, BOB)
    assert "1 won" in (await table.stats(ALICE)).text
    asked = await table.rollback(ADMIN, target)
    await table.press(ADMIN, asked.choices[0].custom_id)
    reopened: Reply = await table.stats(ALICE)
    assert reopened.ephemeral and "no ended games" in reopened.text
    assert (await table.top(ALICE, "animacule")).ephemeral  # no rating stands any more
    await resigned(table, ALICE)
    again = await table.stats(BOB)
    assert "1 game finished, 1 won (100 %)" in again.text and "rating **1016**" in again.text
    alice = await table.stats(ALICE)
    assert "1 game finished, 0 won" in alice.text and "rating **984**" in alice.text


async def test_a_member_with_only_abandoned_games_sees_them_counted_apart(table: Table, store: Store) -> None:
    await started(table, ALICE, BOB)
    await table.admin_reset(ADMIN)
    reply = await table.stats(BOB)
    assert reply.text.splitlines()[1:] == ["None finished by its rules yet.",
                                           "Abandoned (reset before the end), counted apart: 1 Animacule Apocalypse."]
    assert reply.image is None


async def test_how_a_game_ended_reads_in_each_readers_language(table: Table, store: Store) -> None:
    """A game's end is kept as a phrase, not in the words of whoever was reading when it ended: a German
    member's history reads the English server's resignation and reset in German, an English member's in
    English; a reason kept as words before (an old row) still reads as it was written."""
    ids = await _three_games(table, store)
    german = (await table.history(replace(ALICE, locale="de"))).text
    english = (await table.history(ALICE)).text
    assert "zurückgesetzt von Root" in german and "reset by Root" not in german
    assert "reset by Root" in english
    won = next(entry for entry in german.split("**#")[1:] if entry.startswith(f"{ids[0]}**"))
    assert "Alice gewinnt" in won, won
    old = await store.game(ids[1])
    assert old is not None
    await store.archive(old, "archived by hand")  # as a row written before reasons were phrases
    gone = await store.game(ids[2])
    assert gone is not None
    await store.archive(gone, CHANNEL_DELETED)  # kept in English words, by which the store finds such games
    german = (await table.history(replace(ALICE, locale="de"))).text
    assert "archived by hand" in german and "sein Kanal wurde gelöscht" in german
