"""The Animacule board image: what a player must be able to read off it."""

from __future__ import annotations

import io
import random

from PIL import Image

from rendering import render_board
from rendering.animacule import HEIGHT, SQUARE, WIDTH, square_box
from rendering.common import PALETTE
from rules.animacule import ENGINE


def _image(state: object) -> Image.Image:
    data = render_board("animacule", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")


def _near(pixel: tuple[int, int, int], colour: tuple[int, int, int], tolerance: int = 24) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def _count_near(image: Image.Image, box: tuple[int, int, int, int], colour: tuple[int, int, int],
                tolerance: int = 24) -> int:
    data = image.crop(box).tobytes()  # RGB: three bytes a pixel
    pixels = zip(data[0::3], data[1::3], data[2::3], strict=True)
    return sum(1 for pixel in pixels if _near(pixel, colour, tolerance))


def test_the_start_shows_each_player_in_their_corner_and_food_in_the_quadrants() -> None:
    state = ENGINE.new(["Ann", "Bob", "Cat", "Dan"], {"first": "creator"}, 3)
    image = _image(state)
    assert image.size == (WIDTH, HEIGHT)
    corners = {0: (0, 7), 1: (7, 7), 2: (7, 0), 3: (0, 0)}
    for seat, square in corners.items():
        colour = PALETTE[ENGINE.seat_colours[seat]]
        assert _count_near(image, square_box(square), colour) > SQUARE * 8, seat
    # the square next to Ann's corner holds red food, the one next to Cat's yellow
    assert _count_near(image, square_box((1, 7)), PALETTE["red"]) > 300
    assert _count_near(image, square_box((6, 0)), PALETTE["yellow"]) > 300
    assert _count_near(image, square_box((1, 7)), PALETTE["yellow"]) == 0


def test_the_last_move_is_ringed() -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3)
    moved, _ = ENGINE.apply(state, 0, ENGINE.parse(state, 0, "move 1 s"))
    image = _image(moved)
    ring = PALETTE["sky"]
    for square in ((0, 7), (0, 6)):
        x0, y0, x1, _ = square_box(square)
        assert _count_near(image, (x0, y0, x1, y0 + 4), ring) > SQUARE, square
    x0, y0, x1, _ = square_box((3, 3))
    assert _count_near(image, (x0, y0, x1, y0 + 4), ring) == 0


def test_the_panel_marks_whose_turn_it_is() -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3)
    image = _image(state)
    turn_band = (255, 240, 190)
    first_row = (WIDTH - 300, 55, WIDTH - 20, 105)
    second_row = (WIDTH - 300, 115, WIDTH - 20, 165)
    assert _count_near(image, first_row, turn_band, 4) > 1000
    assert _count_near(image, second_row, turn_band, 4) == 0


def test_every_position_of_a_played_game_renders_small() -> None:
    rng = random.Random(2)
    state = ENGINE.new(["Ann", "Bob", "Cat"], {}, 9)
    while not ENGINE.result(state).over:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        assert len(render_board("animacule", ENGINE, state)) < 150 * 1024
