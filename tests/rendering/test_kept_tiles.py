"""The kept tiles: bounded by their bytes, a tile pushed out is kept packed and comes back with
its very pixels and palette, without being drawn again; past the packed budget it is drawn again."""

from __future__ import annotations

from PIL import Image, ImageDraw

from rendering.common import _KeptTiles


def _tile(shade: int) -> Image.Image:
    image = Image.new("RGB", (40, 30), (shade, 100, 200))
    ImageDraw.Draw(image).ellipse((5, 5, 30, 25), fill=(250 - shade, 20, 60), outline=(0, 0, 0))
    return image.quantize(colors=16)


def test_a_tile_pushed_out_comes_back_packed_with_its_pixels_without_a_draw() -> None:
    kept = _KeptTiles(budget=40 * 30 * 2, packed_budget=10_000)
    drawn: list[int] = []

    def draw(shade: int) -> Image.Image:
        drawn.append(shade)
        return _tile(shade)

    first = kept.get(1, lambda: draw(1))
    kept.get(2, lambda: draw(2))
    kept.get(3, lambda: draw(3))  # over the budget: tile 1, the least recently used, is packed
    assert 1 not in kept.tiles and 1 in kept.packed
    assert 0 < kept.packed_used < 40 * 30
    again = kept.get(1, lambda: draw(1))
    assert drawn == [1, 2, 3]
    assert again.mode == "P" and again.tobytes() == first.tobytes()
    assert again.convert("RGB").tobytes() == first.convert("RGB").tobytes()
    assert 1 not in kept.packed and kept.used <= kept.budget


def test_past_the_packed_budget_the_oldest_packed_tile_is_dropped_and_drawn_again() -> None:
    kept = _KeptTiles(budget=40 * 30, packed_budget=1)
    drawn: list[int] = []

    def draw(shade: int) -> Image.Image:
        drawn.append(shade)
        return _tile(shade)

    for shade in (1, 2, 1):
        kept.get(shade, lambda shade=shade: draw(shade))  # type: ignore[misc]
    assert drawn == [1, 2, 1]
    assert not kept.packed and kept.packed_used == 0
