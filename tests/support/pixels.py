"""Reading board images in tests: whether a pixel is near a colour, and how many pixels of a box are."""

from __future__ import annotations

from PIL import Image

Pixel = float | tuple[int, ...] | None  # what Pillow's getpixel and getcolors give


def near(pixel: Pixel, colour: tuple[int, ...], tolerance: int = 24) -> bool:
    """Whether every channel of `pixel` lies within `tolerance` of `colour`'s."""
    if not isinstance(pixel, tuple):
        raise AssertionError(f"expected a colour pixel, got {pixel!r}")
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def count_near(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, ...],
               tolerance: int = 24) -> int:
    """How many pixels of `box` are near `colour`."""
    region = image.crop(box)
    return sum(n for n, pixel in region.getcolors(region.width * region.height) or [] if near(pixel, colour, tolerance))
