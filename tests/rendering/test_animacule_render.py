"""The Animacule board image: what a player must be able to read off it."""

from __future__ import annotations

import io
import math
import random

import pytest
from PIL import Image

from rendering import render_board
from rendering.animacule import HEIGHT, SQUARE, WIDTH, _draw, _palette, square_box
from rendering.common import PALETTE, indexed
from rules.animacule import COLOURS, ENGINE
from tests.support.pixels import count_near


def _image(state: object) -> Image.Image:
    data = render_board("animacule", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")






def test_the_start_shows_each_player_in_their_corner_and_food_in_the_quadrants() -> None:
    state = ENGINE.new(["Ann", "Bob", "Cat", "Dan"], {"first": "creator"}, 3)
    image = _image(state)
    assert image.size == (WIDTH, HEIGHT)
    corners = {0: (0, 7), 1: (7, 7), 2: (7, 0), 3: (0, 0)}
    for seat, square in corners.items():
        colour = PALETTE[ENGINE.seat_colours[seat]]
        assert count_near(image, square_box(square), colour) > SQUARE * 8, seat
    # the square next to Ann's corner holds red food, the one next to Cat's yellow
    assert count_near(image, square_box((1, 7)), PALETTE["red"]) > 300
    assert count_near(image, square_box((6, 0)), PALETTE["yellow"]) > 300
    assert count_near(image, square_box((1, 7)), PALETTE["yellow"]) == 0


def test_the_last_move_is_ringed() -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3)
    moved, _ = ENGINE.apply(state, 0, ENGINE.parse(state, 0, "move 1 s"))
    image = _image(moved)
    ring = PALETTE["sky"]
    for square in ((0, 7), (0, 6)):
        x0, y0, x1, _ = square_box(square)
        assert count_near(image, (x0, y0, x1, y0 + 4), ring) > SQUARE, square
    x0, y0, x1, _ = square_box((3, 3))
    assert count_near(image, (x0, y0, x1, y0 + 4), ring) == 0


def test_the_panel_marks_whose_turn_it_is() -> None:
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3)
    image = _image(state)
    turn_band = (255, 240, 190)
    first_row = (WIDTH - 300, 55, WIDTH - 20, 105)
    second_row = (WIDTH - 300, 115, WIDTH - 20, 165)
    assert count_near(image, first_row, turn_band, 4) > 1000
    assert count_near(image, second_row, turn_band, 4) == 0


def test_every_position_of_a_played_game_renders_small() -> None:
    rng = random.Random(2)
    state = ENGINE.new(["Ann", "Bob", "Cat"], {}, 9)
    while not ENGINE.result(state).over:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        assert len(render_board("animacule", ENGINE, state)) < 150 * 1024


def test_a_board_from_kept_tiles_equals_the_board_drawn_whole() -> None:
    """The kept squares and the panel indexed alone give the pixels of the whole board drawn and
    then put through the palette, at every position of a played game."""
    rng = random.Random(5)
    state = ENGINE.new(["Ann", "Bob", "Cat", "Dee"], {}, 4)
    while not ENGINE.result(state).over:
        fast = _draw(ENGINE, state, through_palette=True)
        whole = indexed(_draw(ENGINE, state, through_palette=False), _palette())
        assert fast.convert("RGB").tobytes() == whole.convert("RGB").tobytes()
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour."""
    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb)
    xyz = ((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b,
           (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
    fx, fy, fz = (t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116 for t in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def _delta_e(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    """CIEDE2000 of two sRGB colours: how different they look (about 2 is just noticeable)."""
    return _delta_e_lab(_lab(one), _lab(other))


def _delta_e_lab(one: tuple[float, float, float], other: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = one, other
    mean_c = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(mean_c**7 / (mean_c**7 + 25**7)))
    a1, a2 = a1 * (1 + g), a2 * (1 + g)
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    mean_l, mean_c = (l1 + l2) / 2, (c1 + c2) / 2
    mean_h = h1 + h2 if c1 * c2 == 0 else ((h1 + h2) / 2 + (180 if abs(h1 - h2) > 180 else 0)) % 360
    t = (1 - 0.17 * math.cos(math.radians(mean_h - 30)) + 0.24 * math.cos(math.radians(2 * mean_h))
         + 0.32 * math.cos(math.radians(3 * mean_h + 6)) - 0.20 * math.cos(math.radians(4 * mean_h - 63)))
    s_l = 1 + 0.015 * (mean_l - 50) ** 2 / math.sqrt(20 + (mean_l - 50) ** 2)
    s_c, s_h = 1 + 0.045 * mean_c, 1 + 0.015 * mean_c * t
    r_c = 2 * math.sqrt(mean_c**7 / (mean_c**7 + 25**7))
    r_t = -math.sin(math.radians(60 * math.exp(-(((mean_h - 275) / 25) ** 2)))) * r_c
    dl, dc, dhh = (l2 - l1) / s_l, (c2 - c1) / s_c, big_dh / s_h
    return math.sqrt(dl**2 + dc**2 + dhh**2 + r_t * dc * dhh)


@pytest.mark.parametrize(("one", "other", "expected"), [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
])
def test_delta_e_matches_published_pairs(one: tuple[float, float, float], other: tuple[float, float, float],
                                         expected: float) -> None:
    """Pairs 1, 7, 17 and 25 of Sharma, Wu and Dalal's CIEDE2000 test data."""
    assert _delta_e_lab(one, other) == pytest.approx(expected, abs=1e-4)


def test_delta_e_from_srgb_runs_from_black_to_white_over_100() -> None:
    assert _delta_e((0, 0, 0), (255, 255, 255)) == pytest.approx(100.0, abs=0.01)


def test_allelomorph_colours_stand_apart_from_every_player_colour() -> None:
    """An allelomorph on an animacule's body must not pass for the body: each tile fill differs
    from each player colour by a CIEDE2000 of 25 or more (the old vermilion red was 22 from the
    orange player), and the tiles keep their letter as a second cue."""
    for colour in COLOURS:
        for seat_colour in ENGINE.seat_colours:
            assert _delta_e(PALETTE[colour], PALETTE[seat_colour]) >= 25, (colour, seat_colour)
    assert _delta_e((213, 94, 0), PALETTE["orange"]) < 25  # the vermilion this replaced fails it
    state = ENGINE.new(["Ann", "Bob"], {"first": "creator"}, 3)
    image = _image(state)
    assert count_near(image, square_box((1, 6)), PALETTE["red"], 8) > 400  # red food in the a8 quadrant
    assert count_near(image, square_box((1, 6)), (255, 255, 255), 40) > 20  # its letter
