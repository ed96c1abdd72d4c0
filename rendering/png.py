"""PNG files of the boards' indexed images, written here on top of zlib-ng rather than by Pillow.

A board is a palette image (mode P): the file is the signature, IHDR (8-bit indexed), PLTE, tRNS
where the image has a transparent index, one IDAT and IEND; every row has filter type 0 (none),
as Pillow writes palette images, so the decoded pixels and palette are Pillow's own.

The rows are compressed in bands of BAND_ROWS: each band is a raw deflate segment that starts
from an empty window and ends with a full flush, so no back-reference crosses a band and the
segments of any bands join into one valid zlib stream (header, segments, a final empty block, the
Adler-32 of the whole filtered data, combined from the bands' own). Most of a board is as it was
one move ago, so a Bands cache keeps each band's segment by its content and a band that did not
change is never compressed again.
"""

from __future__ import annotations

import struct
import threading
from collections import deque

from PIL import Image
from zlib_ng import zlib_ng

# zlib-ng's level 1 (its "quick" strategy: fixed Huffman codes) compresses a µ board four times
# faster than Pillow's zlib level 1, in files a quarter larger, far within the 150 KB a board may
# take; python -m bench.encoder compares it with level 2 and with Pillow's encoder.
LEVEL = 1
# Rows per band: 16 leaves 55-79% of a board's bands unchanged from the board one move before (8
# rows 59-83%, 32 rows 47-75%), while the full flush ending each band costs a few bytes and a fresh
# window: a µ board is 91 KB at most (84 KB compressed whole).
BAND_ROWS = 16
# Compressed segments kept per process, about 1.5 KB a band and 60-100 KB a board. At 50 tables of
# one game, 3 MB misses 29-55% of the bands (6 MB 21-42%, unbounded 16-30%), each miss about 17 µs
# of compression: the 3 MB more would save under 0.1 ms a board, the pool's memory cannot spare it.
BAND_BYTES = 3 * 1024 * 1024

SIGNATURE = b"\x89PNG\r\n\x1a\n"
_ZLIB_HEADER = b"\x78\x01"  # deflate with a 32 KB window, "fastest" flag; 0x7801 is a multiple of 31
_FINAL_BLOCK = b"\x03\x00"  # an empty last block of fixed codes
_ADLER_BASE = 65521
_NO_FILTER = b"\0"


def chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data and the CRC-32 of type and data."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib_ng.crc32(data, zlib_ng.crc32(kind)))


def adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings joined, from each one's and the second one's length."""
    low = ((first & 0xFFFF) + (second & 0xFFFF) - 1) % _ADLER_BASE
    high = ((first >> 16) + (second >> 16) + second_length * ((first & 0xFFFF) - 1)) % _ADLER_BASE
    return high << 16 | low


Key = tuple[int, int, int, int]  # a band's width, length, CRC-32 and Adler-32 (its pixels, unfiltered)
Band = tuple[bytes, int]  # a band's compressed segment and the Adler-32 of its rows with their filter bytes


class Bands:
    """Compressed bands by content, in one ring of `budget` bytes: a band is written after the last
    one, over the oldest, which are forgotten (a band still in use is compressed again once a lap).
    One buffer, not an object a band: thousands of segments of a few hundred bytes to a few KB,
    kept among the large images a board allocates and frees, held three times their size in freed
    but resident heap.

    A band's key is its width and length with the CRC-32 and the Adler-32 of its pixels: two
    unrelated 32-bit checks (a polynomial remainder, and sums) of some 20 KB of pixels drawn by the
    renderers, not bytes anyone outside chooses. Two different bands of one size agreeing on both
    is a chance of about one in 2^64 per pair: with a few thousand bands kept, a wrong band shown
    is far less likely than a memory error. Keeping the bytes to compare would cost ten times the
    memory of the segments."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.ring = bytearray(budget)
        self.head = 0  # where the next segment goes
        self.used = 0  # bytes of the segments kept
        self.kept: dict[Key, tuple[int, int, int]] = {}  # offset, length and the Adler-32 of the filtered rows
        self.order: deque[tuple[int, Key]] = deque()  # (offset, key), in ring order from the head
        self.lock = threading.Lock()  # charts and private pictures are drawn in threads

    def get(self, keys: list[Key]) -> list[Band | None]:
        """The kept bands of `keys`, copied out of the ring; None where not kept."""
        found: list[Band | None] = []
        with self.lock:
            for key in keys:
                place = self.kept.get(key)
                found.append(None if place is None else (bytes(self.ring[place[0]:place[0] + place[1]]), place[2]))
        return found

    def put(self, bands: dict[Key, Band]) -> None:
        with self.lock:
            for key, (segment, check) in bands.items():
                if key in self.kept or len(segment) > self.budget:
                    continue
                if self.head + len(segment) > self.budget:  # the ring's end is left unused this lap
                    self._forget_from(self.head, self.budget)
                    self.head = 0
                self._forget_from(self.head, self.head + len(segment))
                self.ring[self.head:self.head + len(segment)] = segment
                self.kept[key] = (self.head, len(segment), check)
                self.order.append((self.head, key))
                self.head += len(segment)
                self.used += len(segment)

    def _forget_from(self, start: int, end: int) -> None:
        """Forget the oldest segments while they start within [start, end): the ones to be written over."""
        while self.order and start <= self.order[0][0] < end:
            _offset, key = self.order.popleft()
            self.used -= self.kept.pop(key)[1]


def writable(image: Image.Image) -> bool:
    """Whether `encode` writes `image` itself: a palette image with an RGB palette and at most one
    transparent index (what indexing through a board's palette gives)."""
    palette = image.palette
    return (image.mode == "P" and palette is not None and palette.mode == "RGB"
            and isinstance(image.info.get("transparency", 0), int))


def _filtered(pixels: memoryview, width: int) -> bytes:
    """Rows of pixels as PNG filters them with type 0 (none): each row after a zero byte."""
    parts: list[bytes | memoryview] = []
    for at in range(0, len(pixels), width):
        parts += (_NO_FILTER, pixels[at:at + width])
    return b"".join(parts)


def encode(image: Image.Image, bands: Bands | None = None, level: int = LEVEL) -> bytes:
    """The PNG bytes of a palette image (`writable`), its bands taken from `bands` where kept there
    and compressed (and kept) where not; every band compressed when `bands` is None. A `level`
    other than LEVEL (to compare) goes with no `bands`, whose segments are all of LEVEL."""
    if bands is not None and level != LEVEL:
        raise ValueError(f"kept bands are compressed at level {LEVEL}, not {level}")
    width, height = image.size
    if width == 0 or height == 0:
        raise ValueError(f"an empty image ({width}x{height}) has no PNG")
    pixels = memoryview(image.tobytes())
    stride = width * BAND_ROWS
    starts = range(0, len(pixels), stride)
    keys = [(width, len(band), zlib_ng.crc32(band), zlib_ng.adler32(band))
            for band in (pixels[start:start + stride] for start in starts)]
    found = bands.get(keys) if bands is not None else [None] * len(keys)
    compressor = None
    made: dict[Key, Band] = {}
    segments = []
    adler = 1
    for start, key, kept in zip(starts, keys, found, strict=True):
        band = kept or made.get(key)
        if band is None:
            rows = _filtered(pixels[start:start + key[1]], width)
            compressor = compressor or zlib_ng.compressobj(level, zlib_ng.DEFLATED, -15)
            band = made[key] = (compressor.compress(rows) + compressor.flush(zlib_ng.Z_FULL_FLUSH),
                                zlib_ng.adler32(rows))
        segments.append(band[0])
        adler = adler32_combine(adler, band[1], key[1] + key[1] // width)
    if bands is not None and made:
        bands.put(made)
    stream = b"".join((_ZLIB_HEADER, *segments, _FINAL_BLOCK, struct.pack(">I", adler)))
    colours = image.getpalette("RGB") or []
    head = chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)) + chunk(b"PLTE", bytes(colours))
    clear = image.info.get("transparency")
    if clear is not None:
        head += chunk(b"tRNS", bytes(0 if n == clear else 255 for n in range(clear + 1)))
    return SIGNATURE + head + chunk(b"IDAT", stream) + chunk(b"IEND", b"")
