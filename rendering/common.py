"""Drawing helpers every renderer shares: the palette, fonts, player markers, the side
panel and PNG encoding."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFont

RGB = tuple[int, int, int]

# Okabe–Ito colours: told apart by most colour-blind readers. A letter or a shape always
# goes with them as a second cue.
PALETTE: dict[str, RGB] = {
    "red": (213, 94, 0),
    "green": (0, 158, 115),
    "yellow": (240, 228, 66),
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


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """DejaVu Sans when the system has it, else Pillow's built-in scalable font."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    try:
        return ImageFont.truetype(name, size)
    except OSError:
        return ImageFont.load_default(size=size)


def text_on(fill: RGB) -> RGB:
    """Black or white, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else PALETTE["white"]


def centred_text(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int,
                 fill: RGB = INK, bold: bool = False) -> None:
    draw.text(centre, text, font=font(size, bold), fill=fill, anchor="mm")


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


def draw_panel(image: Image.Image, left: int, title: str, players: Sequence[PanelPlayer],
               notes: Sequence[str]) -> int:
    """The side panel from x=`left`: title, one row per player (▶ marks who must act),
    then free lines. Returns the y below the last line."""
    draw = ImageDraw.Draw(image)
    draw.rectangle((left, 0, image.width, image.height), fill=PANEL_BG)
    x = left + 18
    draw.text((x, 18), title, font=font(20, bold=True), fill=INK)
    y = 60
    for player in players:
        if player.to_act:
            draw.rounded_rectangle((left + 8, y - 6, image.width - 8, y + 46), radius=8,
                                   fill=(255, 240, 190), outline=PALETTE["orange"], width=2)
        colour = PALETTE[player.colour] if not player.out else (200, 200, 200)
        marker(draw, (x + 12, y + 12), 11, player.shape, colour)
        name = ("▶ " if player.to_act else "") + player.name
        draw.text((x + 32, y), name, font=font(16, bold=True), fill=MUTED if player.out else INK)
        draw.text((x + 32, y + 22), player.detail, font=font(13), fill=MUTED if player.out else INK)
        y += 60
    y += 6
    for line in notes:
        draw.text((x, y), line, font=font(14), fill=INK)
        y += 22
    return y


def paste(image: Image.Image, sprite: Image.Image, at: tuple[float, float]) -> None:
    """Paste an RGBA sprite with its own transparency."""
    image.paste(sprite, (round(at[0]), round(at[1])), sprite)


def wrap(text: str, face: ImageFont.FreeTypeFont | ImageFont.ImageFont, width: float) -> list[str]:
    """Lines of `text` no wider than `width` pixels in `face`."""
    lines, line = [], ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if line and face.getlength(candidate) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    return [*lines, line] if line else lines


def last_move_ring(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], width: int = 5,
                   radius: int = 0) -> None:
    """The ring every board draws round what the last move touched: sky blue with an ink edge."""
    x0, y0, x1, y1 = box
    outline = (x0, y0, x1 - 1, y1 - 1)
    draw.rounded_rectangle(outline, radius=radius, outline=LAST_MOVE, width=width)
    draw.rounded_rectangle(outline, radius=radius, outline=INK, width=1)


def palette_of(sample: Image.Image) -> Image.Image:
    """A 256-colour palette fitted to a sample holding every colour a renderer draws."""
    return sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)


def png(image: Image.Image, palette: Image.Image) -> bytes:
    """PNG bytes through a fixed 256-colour palette: a third of the bytes to compress and no
    per-image palette search, so encoding is fast and the file small, at no visible cost on
    flat board art."""
    indexed = image.quantize(palette=palette, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()
