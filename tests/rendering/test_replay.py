"""The replay encoder: every frame shows the board exactly as posted, with its caption, in GIF and
APNG alike; the smaller file is kept; an oversized one is scaled and thinned, and says so."""

from __future__ import annotations

import io
import itertools
import random
from functools import cache

import pytest
from PIL import Image, ImageChops, ImageSequence

from rendering import render_board
from rendering.replay import HOLD_MS, Frame, TooLarge, caption_strip, encode
from rules.animacule import ENGINE


@cache
def boards(count: int) -> tuple[bytes, ...]:
    """The boards of a bot game of Animacule, one after each move."""
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 5)
    rng = random.Random(5)
    found = [render_board("animacule", ENGINE, state)]
    while len(found) < count and not ENGINE.result(state).over:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        found.append(render_board("animacule", ENGINE, state))
    assert len(found) == count
    return tuple(found)


def frames(count: int) -> list[Frame]:
    return [Frame(board, f"Move {n + 1} of {count} · Ann: move\nwhat happened on move {n + 1}")
            for n, board in enumerate(boards(count))]


def decoded(data: bytes) -> list[tuple[Image.Image, int]]:
    """Every frame of an animation as the viewer sees it (RGB), with its duration in ms."""
    image = Image.open(io.BytesIO(data))
    return [(frame.convert("RGB"), frame.info["duration"]) for frame in ImageSequence.Iterator(image)]


def rgb(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


@pytest.mark.parametrize("kind", ["gif", "apng"])
def test_each_frame_shows_its_board_exactly_with_its_caption_below(kind: str) -> None:
    given = frames(12)
    replay = encode(given, 400, formats=(kind,))
    assert replay.format == kind and replay.frames == 12 and replay.notes == []
    assert replay.data.startswith(b"GIF89a" if kind == "gif" else b"\x89PNG")
    shown = decoded(replay.data)
    assert len(shown) == 12
    board_size = rgb(given[0].board).size
    for (frame, _), wanted in zip(shown, given, strict=True):
        assert frame.size == (board_size[0], board_size[1] + caption_strip("x", board_size[0]).height)
        assert ImageChops.difference(frame.crop((0, 0, *board_size)), rgb(wanted.board)).getbbox() is None
    caption_of = [frame.crop((0, board_size[1], *frame.size)) for frame, _ in shown]
    assert all(ImageChops.difference(a, b).getbbox() for a, b in itertools.pairwise(caption_of))
    durations = [duration for _, duration in shown]
    assert durations[:-1] == [400] * 11 and durations[-1] == HOLD_MS


@pytest.mark.parametrize("kind", ["gif", "apng"])
def test_a_move_that_changed_nothing_lengthens_the_frame_before(kind: str) -> None:
    board = boards(2)
    same = [Frame(board[0], "Move 1"), Frame(board[1], "Move 2"), Frame(board[1], "Move 2"), Frame(board[0], "Move 1")]
    shown = decoded(encode(same, 300, formats=(kind,)).data)
    assert [duration for _, duration in shown] == [300, 600, HOLD_MS]


def test_the_smaller_of_gif_and_apng_is_kept() -> None:
    given = frames(12)
    sizes = {kind: len(encode(given, 400, formats=(kind,)).data) for kind in ("gif", "apng")}
    both = encode(given, 400)
    assert len(both.data) == min(sizes.values()) and both.format == min(sizes, key=sizes.__getitem__)


def test_a_replay_over_the_limit_is_scaled_then_thinned_and_says_so() -> None:
    given = frames(40)
    full = encode(given, 400)
    scaled = encode(given, 400, limit=len(full.data) * 2 // 3)
    assert len(scaled.data) <= len(full.data) * 2 // 3
    assert scaled.scale < 1 and scaled.notes[0] == f"boards scaled to {round(scaled.scale * 100)} %"
    thinned = encode(given, 400, limit=len(full.data) // 5)
    assert len(thinned.data) <= len(full.data) // 5
    assert thinned.scale == 0.5 and thinned.step > 1 and thinned.frames < 40
    assert f"{thinned.frames} of 40 moves shown" in thinned.notes[1]
    last = decoded(thinned.data)[-1][0]
    expected = rgb(given[-1].board)
    half = expected.resize((round(expected.width / 2), round(expected.height / 2)))
    assert last.width == half.width  # the final board is always kept, at the scale of the rest
    with pytest.raises(TooLarge):
        encode(given, 400, limit=2000)


def test_progress_is_reported_frame_by_frame() -> None:
    seen: list[tuple[int, int]] = []
    encode(frames(5), 400, report=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 5) for n in range(1, 6)]


def test_a_caption_too_long_for_its_lines_ends_with_an_ellipsis() -> None:
    long = "Move 1 of 1 · Ann: move\n" + "the amoeba drifted east " * 40
    short = "Move 1 of 1 · Ann: move\nthe amoeba drifted east"
    assert caption_strip(long, 600).size == caption_strip(short, 600).size
    assert ImageChops.difference(caption_strip(long, 600), caption_strip(short, 600)).getbbox()
