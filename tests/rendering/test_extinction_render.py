"""The Extinction board image: what a player must be able to read off it, and nothing secret."""

from __future__ import annotations

import io
import json
import random
from typing import Any

import pytest
from PIL import Image, ImageChops

from rendering import extinction, render_board
from rendering.common import LAST_MOVE, PALETTE, indexed
from rendering.extinction import (
    HABITAT_FILL,
    HEIGHT,
    PANEL_X,
    SIZE,
    WIDTH,
    _ink,
    _sample_view,
    hex_centre,
    render_genotype,
)
from rules.extinction import ENGINE
from rules.extinction.data import BARRIER_ORDER, HABITAT_OF, HEXES
from tests.rendering.test_board_pixels import _Shown
from tests.rules.test_extinction_support import act, begin, make_state
from tests.support.extinction_readers import shown_cards
from tests.support.pixels import count_near, near


def _image(state: Any) -> Image.Image:
    data = render_board("extinction", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) <= 200 * 1024
    return Image.open(io.BytesIO(data)).convert("RGB")






def _hex_box(hex_name: str, inset: float = 0.6) -> tuple[int, int, int, int]:
    x, y = hex_centre(hex_name)
    r = SIZE * inset
    return (round(x - r), round(y - r), round(x + r), round(y + r))


def test_the_board_has_the_island_the_panel_and_fits_a_phone() -> None:
    image = _image(ENGINE.new(["Ann", "Bob"], {}, 1))
    assert image.size == (WIDTH, HEIGHT) and PANEL_X < WIDTH
    for hex_name in ("c5", "c9", "d3", "h2", "h8", "j3"):
        assert count_near(image, _hex_box(hex_name), HABITAT_FILL[HABITAT_OF[hex_name]]) > 200, hex_name


def test_cubes_are_dice_in_the_players_colour_and_barriers_are_drawn() -> None:
    st = make_state({"c5": (0, 3), "h8": (1, 6)}, barriers={"e9": "city"})
    image = _image(st)
    assert count_near(image, _hex_box("c5"), PALETTE["red"]) > 300
    assert count_near(image, _hex_box("h8"), PALETTE["blue"]) > 300
    assert count_near(image, _hex_box("e9"), HABITAT_FILL["brushland"]) < 60, "a barrier tile covers its hex"


def test_the_last_move_is_ringed() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    st, _ = begin(st, 0, "migrate", "genes")
    st, _ = act(st, 0, "move 2 c5 c7")
    image = _image(st)
    for hex_name in ("c5", "c7"):
        assert count_near(image, _hex_box(hex_name, 1.0), LAST_MOVE) > 80, hex_name
    assert count_near(image, _hex_box("c9", 1.0), LAST_MOVE) == 0


def test_the_board_is_the_same_whatever_the_hidden_cards() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    other = json.loads(json.dumps(st))
    genes, deck = other["genes"][1], other["decks"]["habitat"]
    genes["habitat"], deck[0] = deck[0], genes["habitat"]
    assert render_board("extinction", ENGINE, st) == render_board("extinction", ENGINE, ENGINE.load(other))


def test_whole_games_render_within_the_size_budget() -> None:
    state = ENGINE.new(["Ann", "Bob", "Cat", "Dan"], {"end": "6"}, 5)
    rng = random.Random(5)
    for n in range(2000):
        if ENGINE.result(state).over:
            break
        if n % 25 == 0:
            _image(state)
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
    _image(state)


def test_a_genotype_card_picture_for_its_owner() -> None:
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    data = render_genotype(shown_cards(ENGINE.view(st, 0), 0), "Ann")
    image = Image.open(io.BytesIO(data))
    assert image.width > 600 and image.height > 250


def test_hex_labels_stay_readable_under_the_last_move_rings() -> None:
    # a label of three characters reaches the hex's lower right edge, where the ring runs
    st = make_state({"c5": (0, 3), "l4": (1, 2)})
    plain = _image(st)
    st["highlight"] = ["d13", "f14"]
    ringed = _image(st)
    for hex_name in ("d13", "f14"):
        x, y = hex_centre(hex_name)
        box = (round(x - 8), round(y + SIZE * 0.62 - 6), round(x + SIZE * 0.1 + 14), round(y + SIZE * 0.62 + 6))
        ink = _ink(HABITAT_FILL[HABITAT_OF[hex_name]])
        glyphs = [(px, py) for px in range(box[0], box[2]) for py in range(box[1], box[3])
                  if near(plain.getpixel((px, py)), ink, 8)]
        assert len(glyphs) > 15, hex_name
        assert all(near(ringed.getpixel(p), ink, 8) for p in glyphs), hex_name


def test_the_final_board_shows_every_genotype() -> None:
    # the rules doc: every genotype is revealed when the game ends, on the last board too
    def ended(habitat: str) -> Any:
        st = make_state({"c5": (0, 5), "c6": (1, 2)}, {1: {"habitat": habitat}}, options={"end": "survivor"})
        st, _ = begin(st, 0, "compete", "genes")
        return act(st, 0, "compete 3 c5 c6")[0]

    first, second = ended("hm08"), ended("hm09")
    assert ENGINE.result(first).over
    assert render_board("extinction", ENGINE, first) != render_board("extinction", ENGINE, second)
    panel = (PANEL_X, HEIGHT // 2, WIDTH, HEIGHT)
    assert ImageChops.difference(_image(first).crop(panel), _image(second).crop(panel)).getbbox() is not None


@pytest.mark.parametrize("variant", range(9))
def test_a_board_crowded_in_every_hex_equals_its_hexes_drawn_apart(variant: int) -> None:
    """Every hex at once ringed, holding a die of six pips (each shape in turn) and, but for the
    first four boards, a barrier (each kind in turn): the kept hexes pasted in their footprints
    give the whole board's pixels, so nothing a hex draws reaches past its footprint."""
    seat = variant % 4
    view = _sample_view()
    view["highlight"] = list(HEXES)
    view["cubes"] = {hex_name: [seat, 6] for hex_name in HEXES}
    view["barriers"] = {} if variant < 4 else {hex_name: BARRIER_ORDER[variant - 4] for hex_name in HEXES}
    fast = Image.open(io.BytesIO(extinction.render(_Shown(ENGINE, view), None)))  # type: ignore[arg-type]
    whole = indexed(extinction.draw_board(ENGINE.title, view), extinction._palette())
    assert ImageChops.difference(fast.convert("RGB"), whole.convert("RGB")).getbbox() is None
