"""Bar charts for statistics: one row per player or game, a bar of games played with the part
won drawn over it, and a note at the end of the row."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from messages import say
from rendering.common import INK, MUTED, PALETTE, PANEL_BG, draw_text, indexed, palette_of, png

WIDTH = 760
LABEL_WIDTH, COUNT_WIDTH, NOTE_WIDTH = 190, 70, 150
ROW, TOP, MARGIN = 34, 64, 18
PLAYED = (196, 218, 232)  # light blue: the games played
WON = PALETTE["green"]  # the part of them won, drawn darker over it and edged in ink


@dataclass(frozen=True)
class Bar:
    label: str  # a player's name or a game's title
    total: int  # games played
    part: int  # of them won
    note: str  # what the row says beside its bar ("rating 1043")


def bar_chart(title: str, bars: Sequence[Bar]) -> bytes:
    """The chart as PNG bytes: a bar per row, scaled to the longest."""
    height = TOP + ROW * len(bars) + MARGIN + 24
    image = Image.new("RGB", (WIDTH, height), PANEL_BG)
    draw = ImageDraw.Draw(image)
    draw_text(draw, (MARGIN, MARGIN), title, 18, bold=True, width=WIDTH - 2 * MARGIN)
    left = MARGIN + LABEL_WIDTH
    span = WIDTH - left - COUNT_WIDTH - NOTE_WIDTH - MARGIN
    most = max((bar.total for bar in bars), default=1) or 1
    for n, bar in enumerate(bars):
        y = TOP + n * ROW
        draw_text(draw, (MARGIN, y + 6), bar.label, 14, width=LABEL_WIDTH - 10)
        played = round(span * bar.total / most)
        won = round(span * bar.part / most)
        if played:
            draw.rectangle((left, y + 4, left + played, y + ROW - 6), fill=PLAYED, outline=MUTED)
        if won:
            draw.rectangle((left, y + 4, left + won, y + ROW - 6), fill=WON, outline=INK)
        draw_text(draw, (left + played + 8, y + 6), f"{bar.part}/{bar.total}", 14, bold=True)
        draw_text(draw, (WIDTH - MARGIN - NOTE_WIDTH, y + 6), bar.note, 14, MUTED, width=NOTE_WIDTH)
    legend_y = height - MARGIN - 14
    draw.rectangle((MARGIN, legend_y, MARGIN + 14, legend_y + 14), fill=WON, outline=INK)
    draw_text(draw, (MARGIN + 20, legend_y - 2), say("chart-won"), 13)
    draw.rectangle((MARGIN + 70, legend_y, MARGIN + 84, legend_y + 14), fill=PLAYED, outline=MUTED)
    draw_text(draw, (MARGIN + 90, legend_y - 2), say("chart-played"), 13)
    return png(indexed(image, palette_of(image)))
