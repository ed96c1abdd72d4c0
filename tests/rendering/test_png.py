"""rendering/png.py writes the boards' PNG files: valid files (read back with the standard library's
zlib, every chunk's CRC checked) holding the very pixels and palette Pillow's own encoder would
write, for every recorded board, whether its bands were compressed afresh or taken from the cache."""

from __future__ import annotations

import io
import random
import struct
import zlib
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PIL import Image

from games import engine_for
from rendering import common, render_board
from rendering import png as rendering_png
from rendering.micro import board_png
from rules.micro import ENGINE as MICRO
from tests.rendering.test_board_pixels import GAMES, _recorded, _Shown
from tests.rendering.test_micro_pixels import _recorded as _micro_recorded


def _chunks(data: bytes) -> Iterator[tuple[bytes, bytes]]:
    """Each chunk's type and data, its CRC checked with the standard library's zlib."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    at = 8
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert zlib.crc32(kind + body) == crc, f"the CRC of {kind!r}"
        yield kind, body
        at += 12 + length
    assert at == len(data)


def _read(data: bytes) -> tuple[int, int, bytes, bytes, bytes | None]:
    """Width, height, pixel indexes, palette and transparency of an 8-bit palette PNG, read with
    the standard library alone (zlib.decompress checks the stream's Adler-32)."""
    chunks = list(_chunks(data))
    kinds = [kind for kind, _body in chunks]
    assert kinds[0] == b"IHDR" and kinds[-1] == b"IEND"
    assert kinds[1:-1] == [b"PLTE", *([b"tRNS"] if b"tRNS" in kinds else []), b"IDAT"]
    found = dict(chunks)
    width, height, depth, colour, compression, filtering, interlace = struct.unpack(">IIBBBBB", found[b"IHDR"])
    assert (depth, colour, compression, filtering, interlace) == (8, 3, 0, 0, 0)
    rows = zlib.decompress(found[b"IDAT"])
    assert len(rows) == height * (width + 1)
    assert all(rows[y * (width + 1)] == 0 for y in range(height)), "a row filter other than none"
    pixels = b"".join(rows[y * (width + 1) + 1:(y + 1) * (width + 1)] for y in range(height))
    return width, height, pixels, found[b"PLTE"], found.get(b"tRNS")


def _pillows(image: Image.Image) -> Image.Image:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", **common.PNG_SETTINGS)
    return Image.open(buffer)


def _same_as_pillows(image: Image.Image, written: bytes) -> None:
    """`written` decodes (by Pillow, and by the standard library) to what Pillow's own encode of
    `image` decodes to: its pixels, palette and transparency."""
    ours, pillows = Image.open(io.BytesIO(written)), _pillows(image)
    assert ours.mode == pillows.mode == "P"
    assert ours.size == pillows.size
    assert ours.tobytes() == pillows.tobytes()
    assert ours.getpalette() == pillows.getpalette()
    assert ours.info.get("transparency") == pillows.info.get("transparency")
    width, height, pixels, palette, _clear = _read(written)
    assert (width, height, pixels) == (*image.size, image.tobytes())
    assert list(palette) == image.getpalette("RGB")


def _boards_written(render: Callable[[], object]) -> list[tuple[Image.Image, bytes]]:
    """The images `render` sends through png() with the files written for them."""
    written = []
    encode = rendering_png.encode

    def recording(image: Image.Image, bands: rendering_png.Bands | None = None) -> bytes:
        data = encode(image, bands)
        written.append((image.copy(), data))
        return data

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(rendering_png, "encode", recording)
        render()
    return written


@pytest.mark.parametrize("key", GAMES)
def test_every_recorded_board_decodes_to_the_pixels_and_palette_of_pillows_encode(key: str) -> None:
    engine = engine_for(key)
    boards = _recorded(key)
    for index, board in enumerate(boards):
        shown: Any = _Shown(engine, board["view"])
        written = _boards_written(partial(render_board, key, shown, None))
        assert len(written) == 1, f"{key} position {index}"
        _same_as_pillows(*written[0])


def test_every_recorded_micro_board_decodes_to_the_pixels_and_palette_of_pillows_encode() -> None:
    for board in _micro_recorded():
        written = _boards_written(partial(board_png, MICRO.title, board["view"]))
        assert len(written) == 1
        _same_as_pillows(*written[0])


def test_animacule_boards_of_a_bot_game_decode_to_the_pixels_and_palette_of_pillows_encode() -> None:
    engine = engine_for("animacule")
    rng = random.Random(5)
    state = engine.new(["Ann", "Bob", "Cid"], {}, 5)
    for _move in range(40):
        written = _boards_written(partial(render_board, "animacule", engine, state))
        assert len(written) == 1
        _same_as_pillows(*written[0])
        if engine.result(state).over:
            break
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))


def _noise(size: tuple[int, int], seed: int, colours: int = 256) -> Image.Image:
    rng = random.Random(seed)
    image = Image.frombytes("P", size, bytes(rng.randrange(colours) for _ in range(size[0] * size[1])))
    image.putpalette([rng.randrange(256) for _ in range(3 * colours)])
    return image


def test_bands_from_the_cache_join_into_a_valid_file_of_the_new_image() -> None:
    """A board whose bands are partly kept from an earlier board (and that board's from a third)
    is still a valid file of its own pixels: no segment refers back past its band."""
    first = _noise((300, 5 * rendering_png.BAND_ROWS + 3), 1, 8)
    second = first.copy()
    second.paste(_noise((40, 20), 2, 8), (100, 2 * rendering_png.BAND_ROWS - 4))  # two bands change
    third = second.copy()
    third.paste(_noise((300, 1), 3, 8), (0, third.height - 1))  # the short last band changes
    bands = rendering_png.Bands(1 << 20)
    for image in (first, second, third, first):
        _same_as_pillows(image, rendering_png.encode(image, bands))
    kept = len(bands.kept)
    assert kept == 6 + 2 + 1  # first's six bands, then only what each change touched
    rendering_png.encode(third, bands)
    assert len(bands.kept) == kept


def test_a_cached_file_holds_the_same_bytes_as_one_written_afresh() -> None:
    image = _noise((97, 50), 4, 16)
    bands = rendering_png.Bands(1 << 20)
    rendering_png.encode(image, bands)
    assert rendering_png.encode(image, bands) == rendering_png.encode(image)


def test_the_band_ring_keeps_within_its_budget_writing_over_the_oldest() -> None:
    first, second, third = (_noise((200, rendering_png.BAND_ROWS), seed, 256) for seed in range(3))
    sizing = rendering_png.Bands(1 << 20)
    rendering_png.encode(first, sizing)
    bands = rendering_png.Bands(2 * sizing.used + 100)  # room for two such bands (noise), not three
    for image in (first, second, first, third):
        _same_as_pillows(image, rendering_png.encode(image, bands))
    assert bands.used <= bands.budget and len(bands.kept) == 2
    assert [band is not None for band in bands.get([_key(first), _key(second), _key(third)])] == [False, True, True]
    _same_as_pillows(first, rendering_png.encode(first, bands))  # compressed again, over the second
    assert [band is not None for band in bands.get([_key(first), _key(second), _key(third)])] == [True, False, True]


def _key(image: Image.Image) -> rendering_png.Key:
    pixels = image.tobytes()
    return image.width, len(pixels), zlib.crc32(pixels), zlib.adler32(pixels)


@pytest.mark.parametrize("size", [(1, 1), (1, 40), (333, 1), (17, 16), (17, 17), (5, 47)])
def test_odd_sizes_make_valid_files(size: tuple[int, int]) -> None:
    image = _noise(size, sum(size), 3)
    _same_as_pillows(image, rendering_png.encode(image, rendering_png.Bands(1 << 20)))


def test_a_transparent_index_is_written_as_pillow_writes_it() -> None:
    image = _noise((64, 40), 6, 32)
    image.info["transparency"] = 7
    written = rendering_png.encode(image)
    assert Image.open(io.BytesIO(written)).info["transparency"] == 7
    _same_as_pillows(image, written)
    assert _read(written)[4] == bytes([255] * 7 + [0])


def test_an_image_the_writer_does_not_take_goes_through_pillow() -> None:
    rgb = Image.new("RGB", (30, 20), (10, 200, 30))
    assert not rendering_png.writable(rgb)
    assert Image.open(io.BytesIO(common.png(rgb))).convert("RGB").tobytes() == rgb.tobytes()


@given(st.binary(max_size=300), st.binary(max_size=300))
def test_adler32_of_two_parts_combines_to_that_of_the_whole(first: bytes, second: bytes) -> None:
    combined = rendering_png.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
    assert combined == zlib.adler32(first + second)


def test_adler32_combines_past_the_modulus() -> None:
    first, second = bytes([255]) * 70000, bytes(range(256)) * 300
    combined = rendering_png.adler32_combine(zlib.adler32(first), zlib.adler32(second), len(second))
    assert combined == zlib.adler32(first + second)
