"""/game replay at the table: frames equal the boards posted during the game, only the game as it
stands is shown, hidden-information games wait for their end, long games report progress."""

from __future__ import annotations

import io
import json
import zlib

import pytest
from PIL import Image, ImageChops, ImageSequence

from rendering.replay import HOLD_MS, SPEEDS_MS
from table.records import replays
from table.replies import Reply
from table.store import Store
from table.table import Table
from tests.table.conftest import ADMIN, ALICE, CAROL, CHANNEL, caller, started

ELSEWHERE = caller("Carol", CAROL.user_id, channel=501)


def frames_of(reply: Reply) -> list[tuple[Image.Image, int]]:
    image = Image.open(io.BytesIO(reply.image.data))
    return [(frame.convert("RGB"), frame.info["duration"]) for frame in ImageSequence.Iterator(image)]


def rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


async def _against_bot(table: Table) -> list[Reply]:
    await table.new_game(ALICE, "animacule", "first=creator")
    await table.add_bot(ALICE)
    posted = [await table.start(ALICE)]
    for move in ("move 1 s", "move 1 e", "move 1 n", "move 1 e"):
        posted.append(await table.act(ALICE, move))
        assert not posted[-1].ephemeral, posted[-1].text
    return posted


async def test_the_frames_are_the_boards_posted_after_each_move(table: Table, store: Store) -> None:
    posted = await _against_bot(table)
    game = await store.live_game(CHANNEL)
    entries = await store.frames(game.id)
    assert len(entries) == 9  # the start, then each of Alice's four moves with the bot's reply
    reply = await table.replay(CAROL, speed="fast")
    assert not reply.ephemeral and reply.image.name.startswith(f"animacule-{game.id}-replay.")
    assert "move by move: 9 boards" in reply.text and "fast speed" in reply.text
    shown = frames_of(reply)
    assert len(shown) == 9
    assert [duration for _, duration in shown] == [SPEEDS_MS["fast"]] * 8 + [HOLD_MS]
    last_of_version = {entry.version: n for n, entry in enumerate(entries)}
    for board in posted:
        version = int(board.image.name.rsplit("-v", 1)[1].removesuffix(".png"))
        frame = shown[last_of_version[version]][0]
        expected = rgb(board.image.data)
        assert ImageChops.difference(frame.crop((0, 0, *expected.size)), expected).getbbox() is None


async def test_moves_taken_back_are_not_in_the_replay(table: Table, store: Store) -> None:
    await _against_bot(table)
    taken_back = await table.undo(ALICE)
    assert "took back `move 1 e`" in taken_back.text
    reply = await table.replay(ALICE)
    assert len(frames_of(reply)) == 7
    alt = reply.image.description
    assert alt.startswith("Animated replay of Animacule Apocalypse game #1 from its start, 7 boards, one per move. "
                          "Its last board: Animacule Apocalypse board, game #1")
    assert "Waiting for Alice to move, attack or reproduce with one animacule." in alt
    last = frames_of(reply)[-1][0]
    expected = rgb(taken_back.image.data)
    assert ImageChops.difference(last.crop((0, 0, *expected.size)), expected).getbbox() is None


async def test_a_reset_game_is_replayed_by_id_from_another_channel(table: Table, store: Store) -> None:
    await started(table, ALICE, CAROL)
    await table.act(ALICE, "move 1 s")
    game = await store.live_game(CHANNEL)
    await table.admin_reset(ADMIN)
    reply = await table.replay(ELSEWHERE, game=game.id)
    assert not reply.ephemeral and len(frames_of(reply)) == 2
    other = await table.replay(ELSEWHERE)
    assert other.ephemeral and "No game has been played in this channel" in other.text


async def test_a_hidden_information_game_is_replayed_only_once_it_ended(table: Table, store: Store) -> None:
    await table.new_game(ALICE, "extinction")
    await table.add_bot(ALICE)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    refused = await table.replay(CAROL)
    assert refused.ephemeral and "keeps cards hidden until the end" in refused.text
    await table.admin_reset(ADMIN)
    reply = await table.replay(CAROL, game=game.id)
    assert not reply.ephemeral and reply.image is not None


async def test_refusals_name_what_is_allowed(table: Table, store: Store) -> None:
    slow = await table.replay(ALICE, speed="warp")
    assert slow.ephemeral and "slow, normal, fast" in slow.text
    await table.new_game(ALICE, "animacule")
    lobby = await table.replay(ALICE)
    assert lobby.ephemeral and "has not started yet" in lobby.text
    await table.add_bot(ALICE)
    await table.start(ALICE)
    game = await store.live_game(CHANNEL)
    await store._execute("UPDATE moves SET state = NULL WHERE game_id = ?", (game.id,))
    old = await table.replay(ALICE)
    assert old.ephemeral and "before this bot kept every board" in old.text


async def test_a_long_game_reports_progress_before_the_replay(table: Table, store: Store,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replays, "LONG_GAME", 3)
    monkeypatch.setattr(replays, "PROGRESS_EVERY", 0.001)
    await _against_bot(table)
    notes: list[str] = []

    async def progress(text: str) -> None:
        notes.append(text)

    reply = await table.replay(ALICE, progress=progress)
    assert not reply.ephemeral
    assert notes[-1] == f"The replay of game #{reply.title.split('#')[1]} is drawn: it follows."
    drawing = [n for n in notes if n.startswith("Drawing the boards: ")]
    encoding = [n for n in notes if n.startswith("Putting the animation together: frame ")]
    assert drawing and encoding and notes == [*drawing, *encoding, notes[-1]]  # the boards, then the animation
    assert all(note.endswith(" of 9…") for note in drawing + encoding)


async def test_the_export_names_each_entrys_kind_version_and_mark(table: Table, store: Store) -> None:
    await _against_bot(table)
    await table.undo(ALICE)
    record = json.loads((await table.export(ALICE)).files[0].data)
    assert [(e["kind"], e.get("undone")) for e in record["log"][-3:]] == [
        ("move", "taken back by Alice"), ("bot", "taken back by Alice"), ("table", None)]
    assert record["log"][-1]["restores"] == record["log"][-4]["seq"]


async def test_a_damaged_kept_board_names_its_entry_and_what_admins_can_do(table: Table, store: Store) -> None:
    """Issue 22, item 9: not "Something went wrong"."""
    await _against_bot(table)
    game = await store.live_game(CHANNEL)
    entries = await store.frames(game.id)
    for damage in (b"not zlib at all", zlib.compress(b'{"schema_version": 1}')):
        await store._execute("UPDATE moves SET state = ? WHERE game_id = ? AND seq = ?",
                             (damage, game.id, entries[3].seq))
        reply = await table.replay(CAROL)
        assert reply.ephemeral and reply.image is None and reply.title == f"Game #{game.id} cannot be replayed"
        assert (f"In game #{game.id}, the board kept after log entry {entries[3].seq} (`{entries[3].action}`, "
                f"version {entries[3].version}) is damaged (") in reply.text
        assert "Admins (Manage Channels): `/game export game:" in reply.text and "restored from a backup" in reply.text
    assert not (await table.act(ALICE, "move 1 s")).ephemeral  # the game itself plays on
