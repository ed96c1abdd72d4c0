"""Drawing helpers every renderer shares: the palette, fonts, text in any script, player
markers, the side panel and PNG encoding."""

from __future__ import annotations

import contextlib
import io
import math
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache, wraps
from itertools import compress
from pathlib import Path
from typing import TypeVar

from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont, features

from messages import reader_language, say
from rendering import png as rendering_png

RGB = tuple[int, int, int]

# Okabe–Ito colours, told apart by most colour-blind readers, but for red and yellow: their
# vermilion read as orange on an orange animacule, so red is a crimson and yellow a shade more
# lemon (tests/rendering/test_animacule_render.py keeps every allelomorph far from every player
# colour). A letter or a shape always goes with a colour as a second cue.
PALETTE: dict[str, RGB] = {
    "red": (190, 20, 60),
    "green": (0, 158, 115),
    "yellow": (240, 240, 66),
    "blue": (0, 114, 178),
    "pink": (204, 121, 167),
    "orange": (230, 159, 0),
    "brown": (140, 90, 43),
    "purple": (106, 61, 154),
    "sky": (86, 180, 233),
    "black": (20, 20, 20),
    "white": (255, 255, 255),
}
INK: RGB = (30, 30, 36)
MUTED: RGB = (120, 120, 128)
PANEL_BG: RGB = (246, 244, 238)
LAST_MOVE: RGB = PALETTE["sky"]
SHAPES = ("circle", "square", "triangle", "diamond")


Font = ImageFont.FreeTypeFont

# Fonts in order of preference (regular, bold): a character is drawn in the first that has it.
# All ship in rendering/fonts/ (see its README), so every machine draws the same boards.
FONT_DIR = Path(__file__).with_name("fonts")
_FONTS = (
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    ("DroidSansFallback.ttf",) * 2,  # Chinese, Japanese, Korean
    ("NotoEmoji-Variable.ttf",) * 2,
)
# DejaVu Sans has a few emoji faces drawn unlike Noto Emoji's: every emoji from U+1F000 on is
# left to Noto Emoji, so the emoji of one name match.
_PRIMARY_BELOW = 0x1F000
PLACEHOLDER = "\ufffd"  # drawn for a character no font has
ELLIPSIS = "…"
MAX_TEXT = 200  # characters of one text kept for drawing: names are far shorter, hostile ones are cut
# With libraqm Pillow orders right-to-left text and shapes Arabic itself; without it see _visual.
RAQM = features.check("raqm")
# Board text is English: a line reads left to right even when it starts with a Hebrew name; the
# name itself still reads right to left. Pillow takes a direction only with libraqm.
_DIRECTION = "ltr" if RAQM else None


@dataclass(frozen=True)
class _Face:
    """One font file at a size and weight. The file's glyph list and the font itself are read on
    first use: a board whose text is all in DejaVu Sans never loads the fallbacks (the Chinese,
    Japanese and Korean one costs about a megabyte a size, and its glyph list 15 MB to read)."""
    name: str
    size: int
    bold: bool
    variable: bool  # one file for both weights: bold is its Bold instance, where it has one
    primary: bool  # DejaVu Sans: its emoji are left to Noto Emoji

    @property
    def font(self) -> Font:
        return _load(self.name, self.size, self.bold and self.variable)

    @property
    def covers(self) -> frozenset[int]:
        return _covers(self.name, self.primary)



Drawn = TypeVar("Drawn")


def per_language(maxsize: int | None = None) -> Callable[[Callable[..., Drawn]], Callable[..., Drawn]]:
    """`functools.lru_cache` for a drawing that holds catalogue text (a legend, a background with
    labels): one kept per reader's language, so a German board never reuses an English legend."""
    def decorate(draw: Callable[..., Drawn]) -> Callable[..., Drawn]:
        kept = lru_cache(maxsize)(lambda language, *args: draw(*args))

        @wraps(draw)
        def drawn(*args: Hashable) -> Drawn:
            return kept(reader_language(), *args)

        return drawn

    return decorate

@cache
def _cmap(name: str) -> frozenset[int]:
    """The code points a font file has glyphs for."""
    return frozenset(TTFont(FONT_DIR / name, lazy=True).getBestCmap())


@cache
def _covers(name: str, primary: bool) -> frozenset[int]:
    covers = _cmap(name)
    return frozenset(code for code in covers if code < _PRIMARY_BELOW) if primary else covers


def truetype(name: str, size: int) -> Font:
    """A font shipped in rendering/fonts/."""
    return ImageFont.truetype(str(FONT_DIR / name), size)


@cache
def _load(name: str, size: int, bold_instance: bool) -> Font:
    face = truetype(name, size)
    if bold_instance:
        with contextlib.suppress(OSError):  # a variable font has a Bold instance; others have no bold
            face.set_variation_by_name("Bold")
    return face


@cache
def _faces(size: int, bold: bool) -> tuple[_Face, ...]:
    """The fonts of a size and weight, in order of preference, DejaVu Sans first."""
    return tuple(_Face(heavy if bold else regular, size, bold, regular == heavy, not index)
                 for index, (regular, heavy) in enumerate(_FONTS))


def font(size: int, bold: bool = False) -> Font:
    """DejaVu Sans, for the boards' own labels; text that may hold other scripts (names,
    prompts) goes through draw_text."""
    return _faces(size, bold)[0].font


# --- text in any script ----------------------------------------------------------------------

_KEPT_FORMAT = frozenset("\u200c\u200d")  # zero-width (non-)joiners shape emoji, Arabic, Indic


def clean_text(text: str) -> str:
    """`text` safe to draw on one line: controls and line, paragraph and other separators become
    spaces; format characters (bidi overrides, soft hyphens) go, but for the joiners; lone
    surrogates become the placeholder; piles of combining marks are capped and the length is
    bounded. Every name and line a board draws passes through here."""
    kept: list[str] = []
    marks = 0
    for ch in unicodedata.normalize("NFC", text[: MAX_TEXT * 2])[:MAX_TEXT]:
        category = unicodedata.category(ch)
        marks = marks + 1 if category in ("Mn", "Me") else 0
        if category in ("Cc", "Zl", "Zp", "Zs"):
            kept.append(" ")
        elif category == "Cs":
            kept.append(PLACEHOLDER)
        elif (category != "Cf" or ch in _KEPT_FORMAT) and marks <= 3:
            kept.append(ch)
    return "".join(kept)


def _joins(ch: str) -> bool:
    """Whether `ch` belongs with the character before it (a mark, a joiner, a skin tone)."""
    return unicodedata.category(ch) in ("Mn", "Mc", "Me") or ch in _KEPT_FORMAT or 0x1F3FB <= ord(ch) <= 0x1F3FF


def _clusters(text: str) -> list[str]:
    """`text` in the pieces a cut may not split: a character with its marks, a joined emoji."""
    pieces: list[str] = []
    for ch in text:
        if pieces and (_joins(ch) or pieces[-1][-1] == "\u200d"):
            pieces[-1] += ch
        else:
            pieces.append(ch)
    return pieces


def _rtl(piece: str) -> bool:
    return unicodedata.bidirectional(piece[0]) in ("R", "AL")


def _visual(text: str) -> str:
    """`text` in display order for a layout without libraqm, which draws logical order: each
    right-to-left stretch is reversed, piece by piece. A fallback only: Arabic letters stay
    unjoined, and a right-to-left name holding left-to-right words keeps those in logical order."""
    if RAQM or not any(_rtl(ch) for ch in text):
        return text
    shown: list[str] = []
    stretch: list[str] = []  # right-to-left pieces, with the neutral ones between them
    neutral: list[str] = []  # neutral pieces after the stretch: they join it only if it goes on
    for piece in _clusters(text):
        if _rtl(piece):
            stretch += [*neutral, piece]
            neutral = []
        elif stretch and unicodedata.bidirectional(piece[0]) not in ("L", "EN", "AN"):
            neutral.append(piece)
        else:
            shown += [*reversed(stretch), *neutral, piece]
            stretch, neutral = [], []
    return "".join([*shown, *reversed(stretch), *neutral])


def _runs(text: str, size: int, bold: bool) -> list[tuple[str, Font]]:
    """`text` cut into runs each drawn in one font, from the left: a character in the first font
    that has it, its marks with it, one that no font has as the placeholder."""
    faces = _faces(size, bold)
    primary = faces[0].covers
    if all(ord(ch) in primary for ch in text):  # the common case: one run in DejaVu Sans
        return [(_visual(text), faces[0].font)] if text else []
    runs: list[tuple[str, _Face]] = []
    for ch in text:
        code = ord(ch)
        if 0x1F3FB <= code <= 0x1F3FF:
            continue  # a skin tone: one-colour emoji cannot show it
        if runs and _joins(ch):
            if code in runs[-1][1].covers:
                runs[-1] = (runs[-1][0] + ch, runs[-1][1])
            continue  # a mark its base's font cannot place would only mislead drawn apart
        face = next((f for f in faces if code in f.covers), None)
        if face is None:
            ch, face = PLACEHOLDER, faces[0]
        if runs and runs[-1][1] is face:
            runs[-1] = (runs[-1][0] + ch, face)
        else:
            runs.append((ch, face))
    return [(_visual(run), face.font) for run, face in runs]


@lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> float:
    """The width in pixels of clean `text` drawn by draw_text."""
    return sum(face.getlength(run, direction=_DIRECTION) for run, face in _runs(text, size, bold))


def fit_text(text: str, size: int, width: float, bold: bool = False) -> str:
    """Clean `text` as it is, or cut with an ellipsis to at most `width` pixels when wider."""
    if text_width(text, size, bold) <= width:
        return text
    pieces = _clusters(text)
    kept, over = 0, len(pieces)  # the longest cut that fits keeps `kept` pieces, never `over`
    while over - kept > 1:
        middle = (kept + over) // 2
        if text_width("".join(pieces[:middle]).rstrip() + ELLIPSIS, size, bold) <= width:
            kept = middle
        else:
            over = middle
    return "".join(pieces[:kept]).rstrip() + ELLIPSIS


def _pieces(runs: list[tuple[str, Font]]) -> list[tuple[str, Font]]:
    """The runs as the pieces drawn one by one: a run word by word (words and spaces add up, and
    most words recur from one board to the next), but one holding right-to-left text whole (its
    words reorder)."""
    pieces: list[tuple[str, Font]] = []
    for run, face in runs:
        if any(_rtl(ch) for ch in run):
            pieces.append((run, face))
            continue
        for index, word in enumerate(run.split(" ")):
            if index:
                pieces.append((" ", face))
            if word:
                pieces.append((word, face))
    return pieces


@lru_cache(maxsize=8192)
def _piece_mask(piece: str, face: Font, phase: float) -> tuple[Image.Image, int, int, float]:
    """A piece drawn alone from a pen `phase` (a quarter pixel) right of a whole pixel on the
    baseline, as the whole line would place it: its coverage mask, where the mask's top-left lies
    from that whole pixel, and how far the pen advances."""
    left, top, right, bottom = (int(edge) for edge in face.getbbox(piece, direction=_DIRECTION, anchor="ls"))
    mask = Image.new("L", (right - left + 1, max(1, bottom - top)))
    ImageDraw.Draw(mask).text((phase - left, -top), piece, font=face, fill=255, anchor="ls", direction=_DIRECTION)
    return mask, left, top, face.getlength(piece, direction=_DIRECTION)


@lru_cache(maxsize=512)
def _text_mask(text: str, size: int, bold: bool, width: float | None) -> tuple[Image.Image, int, int, float]:
    """The coverage mask of a line as draw_text draws it, with where its top-left goes relative to
    the line's (the ascender line of DejaVu Sans), and its width."""
    shown = clean_text(text)
    if width is not None:
        shown = fit_text(shown, size, width, bold)
    placed, x = [], 0.0  # (mask, its left and top from the line's start on the baseline)
    for piece, face in _pieces(_runs(shown, size, bold)):
        whole, phase = divmod(round(x * 4), 4)
        mask, dx, dy, advance = _piece_mask(piece, face, phase / 4)
        placed.append((mask, whole + dx, dy))
        x += advance
    if not placed:
        return Image.new("L", (1, 1)), 0, 0, 0.0
    left = min(0, *(at for _mask, at, _dy in placed))
    top = min(dy for _mask, _at, dy in placed)
    right = max(math.ceil(x), *(at + mask.width for mask, at, _dy in placed))
    bottom = max(dy + mask.height for mask, _at, dy in placed)
    line = Image.new("L", (right - left, bottom - top))
    for mask, at, dy in placed:
        corner = (at - left, dy - top)
        line.paste(255, (*corner, corner[0] + mask.width, corner[1] + mask.height), mask)
    ascent = _faces(size, bold)[0].font.getmetrics()[0]
    return line, left, ascent + top, x


def draw_text(draw: ImageDraw.ImageDraw, at: tuple[float, float], text: str, size: int, fill: RGB | int = INK,
              bold: bool = False, width: float | None = None) -> float:
    """Draw a line of any text (a name, a prompt) from its top-left `at`, as draw.text would in
    DejaVu Sans: cleaned (clean_text), each character in the first font that has it, cut with an
    ellipsis to `width` pixels when given. Returns the width drawn. Lines are kept as masks, so a
    line drawn again costs a paste."""
    mask, dx, dy, drawn = _text_mask(text, size, bold, width)
    draw.bitmap((round(at[0]) + dx, round(at[1]) + dy), mask, fill=fill)
    return drawn


def text_on(fill: RGB) -> RGB:
    """Black or white, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else PALETTE["white"]


@lru_cache(maxsize=1024)
def _centred_mask(text: str, size: int, bold: bool, start: tuple[float, float]) -> tuple[Image.Image, int, int]:
    """The coverage mask of a label centred on a point `start` (a fraction of a pixel) past a whole
    pixel, and where its top-left lies from that pixel: what draw.text renders for it."""
    mask, (left, top) = font(size, bold).getmask2(text, "L", anchor="mm", start=start)
    return Image.Image()._new(mask), left, top  # getmask2 gives Pillow's core image: wrapped to paste


def centred_text(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int,
                 fill: RGB = INK, bold: bool = False) -> None:
    """A label in DejaVu Sans centred on `centre`: the pixels of draw.text with anchor "mm", its
    mask kept, so a label drawn again (a hex's name, a chip's letter) costs a paste."""
    x, y = centre
    mask, left, top = _centred_mask(text, size, bold, (math.modf(x)[0], math.modf(y)[0]))
    draw.bitmap((int(x) + left, int(y) + top), mask, fill=fill)


def marker(draw: ImageDraw.ImageDraw, centre: tuple[float, float], radius: float, shape: str,
           fill: RGB, outline: RGB = INK) -> None:
    """A player's shape (their second cue beside the colour)."""
    x, y = centre
    r = radius
    if shape == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=2)
    elif shape == "square":
        draw.rectangle((x - r * 0.85, y - r * 0.85, x + r * 0.85, y + r * 0.85), fill=fill, outline=outline, width=2)
    elif shape == "triangle":
        draw.polygon([(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)], fill=fill, outline=outline, width=2)
    elif shape == "pentagon":
        draw.regular_polygon((x, y + r * 0.08, r * 1.02), 5, fill=fill, outline=outline, width=2)
    else:
        draw.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=fill, outline=outline, width=2)


@dataclass(frozen=True)
class PanelPlayer:
    name: str
    colour: str
    shape: str
    detail: str
    to_act: bool = False
    out: bool = False
    tag: str = ""  # drawn after the name, never cut: "(R)"


def draw_panel(image: Image.Image, left: int, title: str, players: Sequence[PanelPlayer],
               notes: Sequence[str]) -> int:
    """The side panel from x=`left`: title, one row per player (▶ marks who must act; a long
    name is cut with an ellipsis), then free lines, each going on over the next where it runs longer
    than the panel is wide. Returns the y below the last line."""
    draw = ImageDraw.Draw(image)
    draw.rectangle((left, 0, image.width, image.height), fill=PANEL_BG)
    x = left + 18
    right = image.width - 14  # inside the "to act" frame
    draw_text(draw, (x, 18), title, 20, bold=True, width=right - x)
    detail_width = panel_detail_width(image.width - left)
    y = 60
    for player in players:
        if player.to_act:
            draw.rounded_rectangle((left + 8, y - 6, image.width - 8, y + 46), radius=8,
                                   fill=(255, 240, 190), outline=PALETTE["orange"], width=2)
        colour = PALETTE[player.colour] if not player.out else (200, 200, 200)
        ink = MUTED if player.out else INK
        marker(draw, (x + 12, y + 12), 11, player.shape, colour)
        at: float = x + 32
        gap = text_width(" ", 16, bold=True)
        if player.to_act:
            at += draw_text(draw, (at, y), "▶", 16, ink, bold=True) + gap
        tag = gap + text_width(player.tag, 16, bold=True) if player.tag else 0
        at += draw_text(draw, (at, y), player.name, 16, ink, bold=True, width=right - at - tag)
        draw_text(draw, (at + gap, y), player.tag, 16, ink, bold=True)
        draw_text(draw, (x + 32, y + 22), player.detail, size_to_fit(player.detail, DETAIL_SIZES, detail_width), ink,
                  width=detail_width)
        y += 60
    y += 6
    for note in notes:
        for line in _note_lines(note, right - x):
            draw_text(draw, (x, y), line, 14, width=right - x)
            y += 22
    return y


def _note_lines(note: str, width: float) -> tuple[str, ...]:
    """A panel's free line as it is drawn: whole where it fits, else over as many lines as it takes, each
    indented as the note is."""
    if text_width(note, 14) <= width:
        return (note,)
    indent = note[:len(note) - len(note.lstrip())]
    return tuple(indent + line for line in wrap(note, 14, width - text_width(indent, 14)))


DETAIL_SIZES = (13, 12, 11)  # a player's line under their name, smaller where a language's words run longer


def panel_detail_width(panel_width: int) -> int:
    """The pixels a player's detail line has in a side panel `panel_width` wide (draw_panel's margins)."""
    return panel_width - 64


def size_to_fit(text: str, sizes: Sequence[int], width: float, bold: bool = False) -> int:
    """The largest of `sizes` (largest first) at which `text` fits `width` pixels; the smallest (cut) if none:
    a label drawn smaller where a language's words run longer."""
    return next((size for size in sizes if text_width(text, size, bold) <= width), sizes[-1])


def paste(image: Image.Image, sprite: Image.Image, at: tuple[float, float]) -> None:
    """Paste an RGBA sprite with its own transparency."""
    image.paste(sprite, (round(at[0]), round(at[1])), sprite)


@lru_cache(maxsize=1024)
def wrap(text: str, size: int, width: float, bold: bool = False) -> tuple[str, ...]:
    """Clean `text` in lines no wider than `width` pixels as draw_text draws them; a word wider
    than a line on its own (a long name) is cut with an ellipsis."""
    space = text_width(" ", size, bold)
    lines, line, used = [], "", 0.0
    for word in clean_text(text).split():
        word = fit_text(word, size, width, bold)
        wide = text_width(word, size, bold)  # a line is as wide as its words and spaces, within a subpixel
        if line and used + space + wide > width:
            lines.append(line)
            line, used = word, wide
        elif line:
            line, used = f"{line} {word}", used + space + wide
        else:
            line, used = word, wide
    return (*lines, line) if line else tuple(lines)


def last_move_ring(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], width: int = 5,
                   radius: int = 0) -> None:
    """The ring every board draws round what the last move touched: sky blue with an ink edge."""
    x0, y0, x1, y1 = box
    outline = (x0, y0, x1 - 1, y1 - 1)
    draw.rounded_rectangle(outline, radius=radius, outline=LAST_MOVE, width=width)
    draw.rounded_rectangle(outline, radius=radius, outline=INK, width=1)


def compact(image: Image.Image) -> Image.Image:
    """An RGB image to keep, in the fewest bytes that give back its very pixels: one byte a pixel
    through a palette of its own colours when it has at most 256 (Pillow keeps RGB in four bytes
    a pixel), else as it is. Pasted on an RGB image it gives the same pixels (Pillow converts it);
    to draw on it, convert it to RGB first."""
    if image.getcolors(256) is None:
        return image
    kept = image.convert("P", palette=Image.Palette.ADAPTIVE, colors=256)
    return kept if kept.convert("RGB").tobytes() == image.tobytes() else image


def palette_of(sample: Image.Image) -> Image.Image:
    """A 256-colour palette fitted to a sample holding every colour a renderer draws, held by a
    one-pixel image (indexing reads only its palette; the sample's own pixels are not kept)."""
    fitted = sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return fitted.crop((0, 0, 1, 1))


def indexed(image: Image.Image, palette: Image.Image) -> Image.Image:
    """`image` through a fixed 256-colour palette (from palette_of), one byte a pixel: each pixel
    maps on its own, so a board indexed in parts equals the board indexed whole."""
    return image.quantize(palette=palette, dither=Image.Dither.NONE)


# Tiles kept through a palette, for every game at once: most of a board is as it was one move ago.
# A kept tile is one byte a pixel (a Soup space 17 KB and its ladder 112 KB, a µ hex 18 KB, an
# Animacule square 6 KB), and the tiles kept are bounded by their bytes, the least recently used
# going first. At 50 tables of one game a worker keeps every tile Extinction's boards use (5.2 MB)
# and µ's and Apocalyte's fill it, yet 64 MB would miss barely less (µ 0.9 tiles a board, 1.1 here;
# Apocalyte 0.8 either way): a miss is mostly a tile no board has drawn yet. 6 MB (8 before) makes
# room for the compressed bands (rendering/png.py) within the pool's 200 MB.
KEPT_TILE_BYTES = 6 * 1024 * 1024


class _KeptTiles:
    """The kept tiles by what drew them, least recently used first, within KEPT_TILE_BYTES."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.used = 0
        self.tiles: OrderedDict[Hashable, Image.Image] = OrderedDict()
        self.lock = threading.Lock()  # boards are drawn in threads where no process pool runs

    def get(self, key: Hashable, draw: Callable[[], Image.Image]) -> Image.Image:
        with self.lock:
            tile = self.tiles.get(key)
            if tile is not None:
                self.tiles.move_to_end(key)
                return tile
        tile = draw()
        with self.lock:
            if key not in self.tiles:
                self.tiles[key] = tile
                self.used += tile.width * tile.height
            while self.used > self.budget and len(self.tiles) > 1:
                _key, dropped = self.tiles.popitem(last=False)
                self.used -= dropped.width * dropped.height
        return tile


_kept_tiles = _KeptTiles(KEPT_TILE_BYTES)


def kept_tile(palette: Callable[[], Image.Image], draw_tile: Callable[..., Image.Image],
              *args: Hashable) -> Image.Image:
    """`draw_tile(*args)` through `palette()`, drawn once and kept, in each reader's language (a tile
    may hold words: Soup's island names its environment card). A pixel maps to the palette on its own,
    so a board put together from kept tiles equals the board indexed whole."""
    return _kept_tiles.get((palette, draw_tile, reader_language(), args),
                           lambda: indexed(draw_tile(*args), palette()))


@dataclass(frozen=True)
class Footprint:
    """The pixels a tile owns on a board not cut into rectangles (a hex map): their box on the
    board and a mask of that box. Tiles with disjoint footprints paste in any order."""
    box: tuple[int, int, int, int]
    mask: Image.Image

    def paste(self, image: Image.Image, tile: Image.Image) -> None:
        """`tile` (as big as the box) on `image`, only within the footprint."""
        image.paste(tile, self.box[:2], self.mask)


def polygons_mask(board: tuple[int, int], polygons: Iterable[Sequence[tuple[float, float]]]) -> Image.Image:
    """The pixels of filled polygons on a board of size `board`, as it draws them: the cells of a map."""
    mask = Image.new("1", board)
    draw = ImageDraw.Draw(mask)
    for corners in polygons:
        draw.polygon(list(corners), fill=1)
    return mask


def polygon_footprint(cells: Image.Image, corners: Sequence[tuple[float, float]],
                      spill: tuple[int, int, int, int] | None = None) -> Footprint:
    """The footprint of a map cell: its filled polygon as the board draws it at its own place
    (drawn on the whole board, so no shift moves an edge pixel), with the pixels of `spill` (a box
    the cell's drawing may reach past its polygon, such as a name wider than the cell where it
    narrows) that lie in no cell of `cells` (polygons_mask). Cells whose polygons and spill boxes
    do not meet get disjoint footprints."""
    whole = Image.new("1", cells.size)
    if spill is not None:
        whole.paste(1, spill)
        whole.paste(0, None, cells)
    ImageDraw.Draw(whole).polygon(list(corners), fill=1)
    box = whole.getbbox()
    assert box is not None, "a cell off the board"
    return Footprint(box, whole.crop(box))


def reaching_footprints(size: tuple[int, int], cells: dict[str, Sequence[tuple[float, float]]],
                        centres: dict[str, tuple[float, float]], reach: int) -> dict[str, Footprint]:
    """The footprints of map cells (named polygons) whose drawings reach a little past their
    edges: each cell's filled polygon with the pixels up to `reach` from it that lie in no cell and
    nearer its centre than any other's. No two meet, so cells paste in any order."""
    every = polygons_mask(size, cells.values()).convert("L")
    own = Image.new("1", size)  # one cell at a time, drawn on the whole board, wiped after
    draw = ImageDraw.Draw(own)
    footprints = {}
    for name, corners in cells.items():
        draw.polygon(list(corners), fill=1)
        inner = own.getbbox()
        assert inner is not None, "a cell off the board"
        box = (max(0, inner[0] - reach), max(0, inner[1] - reach),
               min(size[0], inner[2] + reach), min(size[1], inner[3] + reach))
        mask = own.crop(box)
        draw.polygon(list(corners), fill=0)
        owned = mask.convert("L")
        spill = ImageChops.subtract(owned.filter(ImageFilter.MaxFilter(2 * reach + 1)), every.crop(box)).tobytes()
        centre = centres[name]
        # A spill pixel lies within `farthest` of the centre (the farthest corner, then `reach` square
        # pixels out): a rival centre nearer to it lies within twice that. The nearest are tried first.
        farthest = max(math.dist(corner, centre) for corner in corners) + reach * math.sqrt(2) + 1
        rivals = sorted((c for other, c in centres.items() if other != name and math.dist(c, centre) < 2 * farthest),
                        key=lambda c: math.dist(c, centre))
        width = box[2] - box[0]
        pixels = bytearray(owned.tobytes())
        for at in compress(range(len(spill)), spill):
            pixel = (box[0] + at % width, box[1] + at // width)
            mine = math.dist(pixel, centre)
            if all(mine < math.dist(pixel, rival) for rival in rivals):
                pixels[at] = 255
        grown = Image.frombytes("L", owned.size, bytes(pixels))
        footprints[name] = Footprint(box, grown.convert("1", dither=Image.Dither.NONE))
    return footprints


@per_language(maxsize=16)
def kept_layer(palette: Callable[[], Image.Image], draw_layer: Callable[[], Image.Image]) -> Image.Image:
    """A layer that never changes (a board's background) through `palette()`, drawn once and kept;
    each board starts from a copy."""
    return indexed(draw_layer(), palette())


Box = tuple[float, float, float, float]


def index_boxes(board: Image.Image, image: Image.Image, palette: Image.Image, boxes: Iterable[Box]) -> None:
    """Map onto `board` (indexed: a kept layer, kept tiles on it) the parts of `image` (the same
    board drawn in RGB) within `boxes`, widened to whole pixels and cut to the board. Where no box
    reaches, `board` must already hold `image` indexed; a box wider than what changed costs time,
    never pixels, since each pixel maps on its own."""
    for x0, y0, x1, y1 in boxes:
        whole = (max(0, math.floor(x0)), max(0, math.floor(y0)),
                 min(image.width, math.ceil(x1)), min(image.height, math.ceil(y1)))
        if whole[0] < whole[2] and whole[1] < whole[3]:
            board.paste(indexed(image.crop(whole), palette), whole[:2])


# Pillow's encoder settings for an image rendering/png.py does not write (not a palette image).
PNG_SETTINGS = {"compress_level": 1, "compress_type": 0}
# The bands of this process's boards, compressed: a board compresses only what its move changed.
_bands = rendering_png.Bands(rendering_png.BAND_BYTES)


def png(image: Image.Image) -> bytes:
    """PNG bytes of an indexed image: a third of the bytes to compress and no per-image palette
    search, so encoding is fast and the file small, at no visible cost on flat board art. Written
    by rendering/png.py, each band of rows compressed once while it stays kept."""
    if rendering_png.writable(image):
        return rendering_png.encode(image, _bands)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", **PNG_SETTINGS)
    return buffer.getvalue()


def waiting_note(name: str, task: str) -> str:
    """The panel's line naming whom the game waits for: in the third person, as every public post."""
    return say("board-waiting", name=name, task=task)
