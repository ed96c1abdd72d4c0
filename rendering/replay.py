"""Animated replays: a game's boards, one frame per move with a caption below, encoded both as
GIF and as APNG, keeping whichever is smaller, held on the last frame.

Boards come indexed through their renderer's fixed palette, so every frame of a game shares one
palette: both formats keep it as their only colour table and each frame after the first stores
only the rectangle that changed. Frames are written as they come and only the previous one is
kept, so a 300-move game never holds 300 decoded boards. A file over the upload limit is made
again smaller: boards scaled down (to half at most), then frames dropped (the last one always
kept), and the Replay says which.
"""

from __future__ import annotations

import io
import json
import math
import struct
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw

from games import engine_for
from messages import say
from rendering import render_board
from rendering.common import INK, MUTED, PANEL_BG, draw_text, fit_text, indexed, wrap
from rendering.png import SIGNATURE, chunk

UPLOAD_LIMIT = 10 * 1024 * 1024  # Discord's upload limit for a bot in a server without boosts
SPEEDS_MS = {"slow": 1600, "normal": 900, "fast": 350}  # how long each move stays on screen
HOLD_MS = 5000  # the final board stays this long before the loop starts again
MIN_SCALE = 0.5  # smaller than this, board text no longer reads: frames are dropped instead
CAPTION_SIZE, CAPTION_PAD = 15, 8
CAPTION_LINES = 2
FIT_ATTEMPTS = 5
HEADROOM = 0.92  # aim this far under the limit when guessing the next attempt's size

Report = Callable[[int, int], None]  # (frames encoded, frames in all)
StepReport = Callable[[str, int, int], None]  # (one of STEPS, frames done, frames in all)
STEPS = ("drawing", "encoding")  # a replay's two steps: the boards, then the animation
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class ReplayJob:
    """Everything a worker needs, as plain values (a worker process takes it as it is)."""

    kind: str
    states: tuple[str, ...]  # each frame's state as JSON text
    captions: tuple[str, ...]
    delay_ms: int
    limit: int = UPLOAD_LIMIT


class DamagedFrame(ValueError):
    """Frame `index`'s state does not load, so no replay can be drawn."""

    def __init__(self, index: int, reason: str) -> None:
        super().__init__(index, reason)
        self.index = index
        self.reason = reason


def make_replay(job: ReplayJob, report: StepReport | None = None) -> Replay:
    """Draw every frame's board, then encode the animation; TooLarge if it cannot fit the limit."""
    engine = engine_for(job.kind)
    frames = []
    total = len(job.states)
    for n, (state, caption) in enumerate(zip(job.states, job.captions, strict=True)):
        try:
            loaded = engine.load(json.loads(state))
        except (ValueError, KeyError, TypeError, AttributeError, IndexError) as error:
            raise DamagedFrame(n, str(error) or type(error).__name__) from None
        frames.append(Frame(render_board(job.kind, engine, loaded), caption))
        if report is not None:
            report("drawing", n + 1, total)

    def encoded(done: int, of: int) -> None:
        if report is not None:
            report("encoding", done, of)

    return encode(frames, job.delay_ms, job.limit, encoded)


@dataclass(frozen=True)
class Frame:
    """One move: the board after it (PNG bytes, as posted) and what happened, in words."""

    board: bytes
    caption: str


@dataclass(frozen=True)
class Replay:
    data: bytes
    format: str  # "gif" or "apng"
    frames: int  # frames in the file
    moves: int  # frames asked for
    scale: float  # the boards' scale in the file
    step: int  # one frame in `step` was kept (1: every frame)

    @property
    def filename_extension(self) -> str:
        return "gif" if self.format == "gif" else "png"

    @property
    def notes(self) -> list[str]:
        """What was given up to fit the upload limit, for the reply."""
        notes = []
        if self.scale < 1:
            notes.append(say("replay-scaled", percent=round(self.scale * 100)))
        if self.step > 1:
            notes.append(say("replay-thinned", frames=self.frames, moves=self.moves, step=self.step))
        return notes


class TooLarge(ValueError):
    """Even at half size and with frames dropped, the replay does not fit the limit."""


FORMATS = ("gif", "apng")


def encode(frames: Sequence[Frame], delay_ms: int, limit: int = UPLOAD_LIMIT, report: Report | None = None,
           formats: Sequence[str] = FORMATS) -> Replay:
    """The smallest file of `frames` among `formats`, within `limit` bytes; TooLarge otherwise."""
    if not frames:
        raise ValueError("a replay needs at least one frame")
    scale, step = 1.0, 1
    for _ in range(FIT_ATTEMPTS):
        kept = _kept(len(frames), step)
        data, kind = _smallest(frames, kept, scale, delay_ms, report, formats)
        if len(data) <= limit:
            return Replay(data, kind, len(kept), len(frames), scale, step)
        tried = len(data), round(scale * 100), step
        scale, step = _next_attempt(scale, step, len(data), limit)
    raise TooLarge(f"the replay does not fit {limit} bytes: the last try made {tried[0]} bytes at {tried[1]} % "
                   f"with one frame in {tried[2]}")


def _kept(count: int, step: int) -> list[int]:
    """The frame indices kept when one in `step` is: the first, every `step`-th, and the last."""
    kept = list(range(0, count, step))
    if kept[-1] != count - 1:
        kept.append(count - 1)
    return kept


def _next_attempt(scale: float, step: int, size: int, limit: int) -> tuple[float, int]:
    """A smaller scale first, then fewer frames, guessed from how far over the limit `size` was:
    a file's bytes grow about with the boards' area and with the number of frames."""
    keep = limit * HEADROOM / size  # the fraction of the bytes to keep
    new_scale = scale
    if scale > MIN_SCALE:
        new_scale = max(MIN_SCALE, min(scale - 0.05, math.floor(scale * math.sqrt(keep) * 20) / 20))
        keep /= (new_scale / scale) ** 2  # what scaling leaves to save
    new_step = step if keep >= 1 else max(step + 1, math.ceil(step / keep))
    return new_scale, new_step


def _smallest(frames: Sequence[Frame], kept: list[int], scale: float, delay_ms: int, report: Report | None,
              formats: Sequence[str]) -> tuple[bytes, str]:
    palette = _Palette([frames[i].board for i in kept])
    writers = {kind: _WRITERS[kind](palette) for kind in formats}
    previous: Image.Image | None = None
    for done, index in enumerate(kept):
        frame = _compose(palette.adopt(_decoded(frames[index].board)), frames[index].caption, scale, palette)
        delay = HOLD_MS if index == kept[-1] else delay_ms
        part: Image.Image | None
        if previous is None:
            part, box = frame, (0, 0, *frame.size)
        else:
            part, box = palette.changes(previous, frame)
        for writer in writers.values():
            if part is None:  # nothing changed (a pass): the previous frame simply stays longer
                writer.extend(delay)
            else:
                writer.add(part, box, delay)
        previous = frame
        if report is not None:
            report(done + 1, len(kept))
    return min(((writer.finish(), kind) for kind, writer in writers.items()), key=lambda pair: len(pair[0]))


def _decoded(board: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(board))
    image.load()
    return image


class _Palette:
    """The palette of a game's boards, with a one-pixel image of it for indexing new drawing, and
    an index no board uses (if one is free) kept for "unchanged" pixels: a frame then stores
    the pixels that changed and leaves the rest transparent, which compresses far better."""

    def __init__(self, boards: Sequence[bytes]) -> None:
        first = _decoded(boards[0])
        if first.mode != "P":
            first = first.convert("RGB").quantize(colors=256, dither=Image.Dither.NONE)
        self.colours = (first.getpalette() or [])[:768]
        self.colours += [0] * (768 - len(self.colours))
        self.image = Image.new("P", (1, 1))
        self.image.putpalette(self.colours)
        used = [0] * 256
        for board in boards:
            for index, count in enumerate(self.adopt(_decoded(board), strict=False).histogram()):
                used[index] += count
        self.clear: int | None = next((n for n in range(255, -1, -1) if not used[n]), None)
        self._avoid = list(range(256))
        if self.clear is not None:
            self._avoid[self.clear] = _nearest(self.colours, self.clear)

    def adopt(self, board: Image.Image, strict: bool = True) -> Image.Image:
        """The board through this palette: as it is when it already uses it (every board of one
        renderer does), so its pixels stay exactly as posted."""
        if board.mode == "P" and (board.getpalette() or [])[:768] == self.colours[:len(board.getpalette() or [])]:
            return board
        return self.index(board.convert("RGB")) if strict else indexed(board.convert("RGB"), self.image)

    def index(self, image: Image.Image) -> Image.Image:
        """New drawing (a caption, a scaled board) through the palette, never on the clear index."""
        return indexed(image, self.image).point(self._avoid)

    def changes(self, previous: Image.Image, frame: Image.Image) -> tuple[Image.Image | None, Box]:
        """The rectangle of `frame` that differs from `previous`, its unchanged pixels clear when
        an index is free for it; (None, ...) when nothing changed."""
        difference = ImageChops.difference(previous, frame)
        box = difference.getbbox()
        if box is None:
            return None, (0, 0, 0, 0)
        part = frame.crop(box)
        if self.clear is None:
            return part, box
        changed = Image.frombytes("L", part.size, difference.crop(box).tobytes()).point(lambda v: 255 if v else 0)
        sparse = Image.new("P", part.size, self.clear)
        sparse.putpalette(self.colours)
        sparse.paste(part, (0, 0), changed)
        return sparse, box


def _nearest(colours: list[int], index: int) -> int:
    """The palette entry closest in colour to entry `index`, other than itself."""
    r, g, b = colours[index * 3:index * 3 + 3]
    return min((n for n in range(256) if n != index),
               key=lambda n: (colours[n * 3] - r) ** 2 + (colours[n * 3 + 1] - g) ** 2 + (colours[n * 3 + 2] - b) ** 2)


def _compose(board: Image.Image, caption: str, scale: float, palette: _Palette) -> Image.Image:
    if scale < 1:
        size = (round(board.width * scale), round(board.height * scale))
        board = palette.index(board.convert("RGB").resize(size, Image.Resampling.LANCZOS))
    strip = caption_strip(caption, board.width)
    frame = Image.new("P", (board.width, board.height + strip.height))
    frame.putpalette(palette.colours)
    frame.paste(board, (0, 0))
    frame.paste(palette.index(strip), (0, board.height))
    return frame


def caption_strip(caption: str, width: int) -> Image.Image:
    """The caption under a frame: its first line bold (which move, who, what), then what happened,
    cut to the strip's lines with an ellipsis."""
    line_height = CAPTION_SIZE + 7
    strip = Image.new("RGB", (width, CAPTION_PAD * 2 + line_height * CAPTION_LINES), PANEL_BG)
    draw = ImageDraw.Draw(strip)
    head, _, rest = caption.partition("\n")
    inner = width - CAPTION_PAD * 2
    draw_text(draw, (CAPTION_PAD, CAPTION_PAD), head, CAPTION_SIZE, INK, bold=True, width=inner)
    lines = list(wrap(rest, CAPTION_SIZE, inner)) if rest.strip() else []
    shown = lines[:CAPTION_LINES - 1]
    if len(lines) > len(shown):
        shown[-1] = fit_text(shown[-1] + " …", CAPTION_SIZE, inner)
    for n, line in enumerate(shown, start=1):
        draw_text(draw, (CAPTION_PAD, CAPTION_PAD + n * line_height), line, CAPTION_SIZE, MUTED, width=inner)
    return strip


class _Writer:
    """A file written frame by frame. A frame waits until the next one comes, so a frame with
    nothing new only lengthens the one before."""

    def __init__(self, palette: _Palette) -> None:
        self.palette = palette
        self.frames = 0
        self._pending: tuple[Image.Image, Box, int] | None = None

    def add(self, part: Image.Image, box: Box, delay: int) -> None:
        self._flush()
        self._pending = (part, box, delay)

    def extend(self, delay: int) -> None:
        assert self._pending is not None
        part, box, held = self._pending
        self._pending = (part, box, held + delay)

    def _flush(self) -> None:
        if self._pending is not None:
            self.write(*self._pending)
            self.frames += 1
            self._pending = None

    def write(self, part: Image.Image, box: Box, delay: int) -> None:
        raise NotImplementedError

    def finish(self) -> bytes:
        self._flush()
        return self.close()

    def close(self) -> bytes:
        raise NotImplementedError


class _GifWriter(_Writer):
    """A GIF through Pillow's own frame encoder, the boards' palette as the global colour table;
    each frame stays and the next is drawn over it, its clear pixels letting the old show."""

    def __init__(self, palette: _Palette) -> None:
        super().__init__(palette)
        self._out = io.BytesIO()

    def write(self, part: Image.Image, box: Box, delay: int) -> None:
        extra = {}
        if not self.frames:
            header, _ = GifImagePlugin.getheader(part.copy(), info={"loop": 0, "duration": delay})
            self._out.write(b"".join(header))
        elif self.palette.clear is not None:
            extra["transparency"] = self.palette.clear
        # disposal 1: the frame stays under the next one
        self._out.write(b"".join(GifImagePlugin.getdata(part, offset=box[:2], duration=delay, disposal=1, **extra)))

    def close(self) -> bytes:
        self._out.write(b";")
        return self._out.getvalue()


class _ApngWriter(_Writer):
    """An APNG of palette frames: each frame after the first is the rectangle that changed, its
    clear pixels letting the previous frame show through (dispose none, blend over)."""

    def __init__(self, palette: _Palette) -> None:
        super().__init__(palette)
        self._chunks: list[bytes] = []
        self._sequence = 0
        self._size = (0, 0)

    def write(self, part: Image.Image, box: Box, delay: int) -> None:
        if not self.frames:
            self._size = part.size
        blend = 1 if self.frames else 0  # 1: over, 0: source
        self._chunks.append(chunk(b"fcTL", struct.pack(">IIIIIHHBB", self._next(), part.width, part.height,
                                                       box[0], box[1], min(delay, 65535), 1000, 0, blend)))
        width, pixels = part.width, part.tobytes()
        rows = b"".join(b"\0" + pixels[at:at + width] for at in range(0, len(pixels), width))  # filter: none
        data = zlib.compress(rows, 6)
        if not self.frames:
            self._chunks.append(chunk(b"IDAT", data))
        else:
            self._chunks.append(chunk(b"fdAT", struct.pack(">I", self._next()) + data))

    def _next(self) -> int:
        self._sequence += 1
        return self._sequence - 1

    def close(self) -> bytes:
        head = chunk(b"IHDR", struct.pack(">IIBBBBB", *self._size, 8, 3, 0, 0, 0))
        head += chunk(b"PLTE", bytes(self.palette.colours))
        if self.palette.clear is not None:
            head += chunk(b"tRNS", bytes(0 if n == self.palette.clear else 255 for n in range(256)))
        control = chunk(b"acTL", struct.pack(">II", self.frames, 0))
        return SIGNATURE + head + control + b"".join(self._chunks) + chunk(b"IEND", b"")


_WRITERS: dict[str, type[_Writer]] = {"gif": _GifWriter, "apng": _ApngWriter}


