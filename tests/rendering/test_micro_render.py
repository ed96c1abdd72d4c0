"""The µ board image: what a player must be able to read off it."""

from __future__ import annotations

import io
import random

from PIL import Image

from rendering import render_board
from rendering.common import PALETTE, SHAPES, indexed
from rendering.micro import (
    CHIP_W,
    HEIGHT,
    PANEL_X,
    SIZE,
    TILE,
    WIDTH,
    _draw,
    _eats,
    _footprints,
    _hex,
    _palette,
    _tile,
    background,
    hex_centre,
    legend_notes,
)
from rules.micro import ENGINE
from rules.micro.state import State
from tests.support.jsonread import number, numbers, records, text, words
from tests.support.pixels import count_near

NAMES = ["Ann", "Bob", "Cid", "Dee"]


def _image(state: State) -> Image.Image:
    data = render_board("micro", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) <= 150 * 1024
    return Image.open(io.BytesIO(data)).convert("RGB")


def _played(rounds: int, seed: int = 4, players: int = 4) -> State:
    state = ENGINE.new(NAMES[:players], {}, seed)
    bots = random.Random(seed)
    while not ENGINE.result(state).over and state["round"] < rounds:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, bots))
    return state




def _box(hex_name: str, inset: int = 0) -> tuple[int, int, int, int]:
    x, y = hex_centre(hex_name)
    return (round(x - SIZE) + inset, round(y - SIZE) + inset, round(x + SIZE) - inset, round(y + SIZE) - inset)


def test_the_board_has_its_size_and_stays_small_at_every_stage() -> None:
    for rounds in (0, 1, 6, 15):
        image = _image(_played(rounds))
        assert image.size == (WIDTH, HEIGHT)


def test_each_colony_shows_in_its_players_colour_on_its_habitat() -> None:
    state = _played(3)
    image = _image(state)
    for col in records(ENGINE.view(state, None)["colonies"]):
        if col["host"] is None:
            colour = PALETTE[ENGINE.seat_colours[number(col["owner"])]]
            assert count_near(image, _box(text(col["hex"]), 20), colour, 20) > 150, col


def test_the_last_move_is_ringed_in_sky_blue() -> None:
    state = _played(4)
    highlight = words(ENGINE.view(state, None)["highlight"])
    assert highlight
    image = _image(state)
    for hex_name in highlight:
        assert count_near(image, _box(hex_name), PALETTE["sky"], 8) > 100, hex_name


def test_the_panel_marks_whose_decision_is_awaited_and_every_player_has_a_shape() -> None:
    state = _played(1, players=3)
    image = _image(state)
    assert len(set(SHAPES[:3])) == 3
    seat = ENGINE.prompts(state)[0].seat
    row_top = 60 + seat * 60
    assert count_near(image, (PANEL_X + 8, row_top - 6, WIDTH - 8, row_top + 46), (255, 240, 190), 6) > 2000


def test_the_renderer_reads_the_spectator_view_only() -> None:
    state = _played(3)
    changed = ENGINE.dump(state)
    changed["rng"] = [12345, numbers(changed["rng"])[1]]
    assert render_board("micro", ENGINE, state) == render_board("micro", ENGINE, ENGINE.load(changed))


def test_the_species_legend_gives_each_recipe_and_the_legend_names_every_mark() -> None:
    # rule 6.1: one resource costs one unit per part; the legend writes it in the chips' letters
    assert _eats("chemolithoautotrophy") == "1 C, 2 I" and _eats("fermentation") == "2 O"
    assert _eats("heterotrophy") == "3 O" and _eats("chemoorganoautotrophy") == "1 C, 1 O, 1 I"
    notes = " ".join(legend_notes())
    assert "White card with a number" in notes and "spore" in notes and "whose habitat" in notes


def test_feature_chips_stand_apart_so_numbers_never_run_together() -> None:
    # two-digit amounts side by side ("O20 I13"): each chip is outlined on its own, with a strip
    # of the tile's colour between it and the next
    values = tuple(sorted({"chemicals": 20, "organics": 20, "inorganics": 13, "metals": 10, "oxygen": 20,
                           "light": 5, "temperature": -1, "salts": 2}.items()))
    sprite = _tile("Vent", "e6", values, None, 0, None).convert("RGB")
    for row in (SIZE - 34 + 7, SIZE - 18 + 7):
        for i in range(3):
            gap = SIZE - 58 + i * (CHIP_W + 2) + CHIP_W + 1
            assert sprite.getpixel((gap, row)) == TILE


def test_a_board_from_kept_hexes_equals_the_board_drawn_whole() -> None:
    """The kept hexes and the panel indexed alone give the pixels of the whole board drawn and then
    put through the palette, at every position of a played game."""
    rng = random.Random(3)
    state = ENGINE.new(NAMES[:2], {}, 3)
    while not ENGINE.result(state).over:
        view = ENGINE.view(state, None)
        fast = _draw(ENGINE.title, view, through_palette=True)
        whole = indexed(_draw(ENGINE.title, view, through_palette=False), _palette())
        assert fast.convert("RGB").tobytes() == whole.convert("RGB").tobytes()
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))


def test_no_two_hexes_own_the_same_pixel() -> None:
    """Each kept hex is pasted within its footprint, so hexes drawn in any order make one board."""
    owned = Image.new("L", (WIDTH, HEIGHT))
    each = 0
    for footprint in _footprints().values():
        each += footprint.mask.convert("L").histogram()[255]
        owned.paste(255, footprint.box, footprint.mask)
    assert owned.histogram()[255] == each


def test_an_empty_hex_drawn_alone_is_the_background_within_its_footprint() -> None:
    """A kept hex draws its part of the background itself (the background is not kept in RGB):
    within its footprint the pixels are the whole background's."""
    whole = background()
    for hex_name, footprint in _footprints().items():
        board = whole.crop(footprint.box)
        footprint.paste(board, _hex(hex_name, None, False, ()))
        assert board.tobytes() == whole.crop(footprint.box).tobytes(), hex_name


def test_the_panel_names_the_last_round_once_an_ending_is_met() -> None:
    state = _played(3)
    last: State = {**state, "closing": "Gaia has no habitat left"}  # rule 15.1: this round is played out, then the end
    panel = (PANEL_X, 0, WIDTH, HEIGHT)
    assert _image(last).crop(panel).tobytes() != _image(state).crop(panel).tobytes()
