"""The board of Counters: one disc per counter left in the pile."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from tests.support.counters.engine import CountersEngine, Pile

SIZE = 24


def render(engine: CountersEngine, state: Pile) -> bytes:
    image = Image.new("RGB", (SIZE * max(state.counters, 1), SIZE), "white")
    draw = ImageDraw.Draw(image)
    for n in range(state.counters):
        draw.ellipse((n * SIZE + 2, 2, n * SIZE + SIZE - 2, SIZE - 2), fill="black")
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()
