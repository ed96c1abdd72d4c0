"""Issue 34: every image the bot posts carries alt text a screen reader can read, within Discord's
1,024 characters: boards (whole games of every game, each post naming whom the game waits for),
private pictures, charts and replays."""

from __future__ import annotations

import json
import random

import pytest

from games import engine_for
from table.playing.alttext import ALT_LIMIT
from table.posting import outbox
from table.records import snapshots
from table.replies import Attachment, Reply
from table.store import Store
from table.table import Table
from tests.table.conftest import ALICE, BOB, CHANNEL, play_to_the_end

OPTIONS = {"animacule": "", "soup": "", "extinction": "end=6", "apocalyte": "scenario=zombies", "micro": "rounds=20"}


def alt_of(reply: Reply) -> str:
    assert reply.image is not None, reply.text
    alt = reply.image.description
    assert 0 < len(alt) <= ALT_LIMIT, alt
    assert "\n" not in alt and "**" not in alt, alt
    return alt


@pytest.mark.parametrize("kind", list(OPTIONS))
async def test_every_board_of_a_whole_game_says_whom_it_waits_for_and_how_each_seat_stands(
        table: Table, store: Store, kind: str) -> None:
    engine = engine_for(kind)
    await table.new_game(ALICE, kind, OPTIONS[kind])
    await table.join(BOB)
    await table.add_bot(ALICE)
    replies = [await table.start(ALICE)]
    game = await store.live_game(CHANNEL)
    members = {n: {ALICE.user_id: ALICE, BOB.user_id: BOB}[s.user_id] for n, s in enumerate(game.seats) if not s.bot}
    replies += await play_to_the_end(table, store, members, seed=3)
    boards = [reply for reply in replies if reply.board_of is not None]
    assert len(boards) == len(replies) > 5
    for reply in boards:
        alt = alt_of(reply)
        game_id, version = reply.board_of
        assert alt.startswith(f"{engine.title} board, game #{game_id}, version {version}."), alt
        kept = await store.snapshot(game_id, await store.entry_at_version(game_id, version))
        state = engine.load(json.loads(snapshots.unpack_json(kept)))
        for prompt in engine.prompts(state):
            assert f"Waiting for {game.seats[prompt.seat].name} to" in alt, alt
    over = await store.snapshot(game.id, await store.entry_at_version(game.id, boards[-1].board_of[1]))
    summary = engine.result(engine.load(json.loads(snapshots.unpack_json(over)))).summary
    assert f"Game over: {summary}" in alt_of(boards[-1])
    assert alt_of(boards[-1]).count(summary) == 1  # not told again as the last move's ending
    assert boards[-1].text.count(summary) == 1  # nor in the post itself, above its closing "Game over" line
    # each seat's standing is read out on a board of an early move, where the room allows it all
    assert all(seat.name in alt_of(boards[1]) for seat in game.seats)


async def test_a_private_picture_is_described_from_its_owners_view(table: Table, store: Store) -> None:
    engine = engine_for("extinction")
    await table.new_game(ALICE, "extinction", "end=6")
    await table.join(BOB)
    await table.start(ALICE)
    members = {0: ALICE, 1: BOB} if (await store.live_game(CHANNEL)).seats[0].user_id == ALICE.user_id \
        else {0: BOB, 1: ALICE}
    rng = random.Random(5)
    for _ in range(200):
        genes = await table.own_view(ALICE, "extinction")
        if genes.image is not None:
            break
        game = await store.live_game(CHANNEL)
        state = engine.load(json.loads(game.state_json))
        seat = engine.prompts(state)[0].seat
        await table.act(members[seat], engine.bot_action(state, seat, rng).notation)
    else:
        raise AssertionError("Alice was never dealt genes")
    alt = genes.image.description
    assert genes.ephemeral and alt.startswith(f"Your genotype in Extinction game #{game.id}. "), alt
    assert len(alt) <= ALT_LIMIT and all(line.replace("**", "") in alt for line in genes.text.splitlines()), alt


async def test_alt_text_travels_with_an_outbox_post() -> None:
    reply = Reply(text="board", image=Attachment("soup-1-v2.png", b"png", "Primordial Soup board, game #1."))
    kept = outbox.load(outbox.dump(reply), b"drawn again")
    assert kept.image == Attachment("soup-1-v2.png", b"drawn again", "Primordial Soup board, game #1.")
