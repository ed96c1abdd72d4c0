"""The Primordial Soup board image: what a player must be able to read off it."""

from __future__ import annotations

import copy
import io
import random
from typing import Any

import pytest
from PIL import Image

from rendering import render_board
from rendering.common import INK, LAST_MOVE, PALETTE
from rendering.soup import (
    CELL,
    CHIP,
    HEIGHT,
    ISLAND,
    LADDER_Y,
    MARGIN,
    PANEL_X,
    RUNG_H,
    SOUP,
    TO_ACT_EDGE,
    WIDTH,
    amoeba_area,
    cube_chip_at,
    rung_box,
    space_box,
)
from rules.soup.data import CARDS, COMPASS_CELLS, FINISH, GRID, SQUARES
from rules.soup.engine import ENGINE, SEAT_COLOURS
from rules.soup.state import State
from tests.support.jsonread import number, record
from tests.support.pixels import count_near, near

NAMES = {3: ["Ann", "Bob", "Cid"], 4: ["Ann", "Bob", "Cid", "Dee"]}
BOARD = (0, 0, PANEL_X, HEIGHT)
ISLAND_SPACE = GRID.name(next(iter(COMPASS_CELLS)))  # "c3"


def _image(state: Any) -> Image.Image:
    data = render_board("soup", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")






def _brightness(image: Image.Image, box: tuple[int, int, int, int]) -> float:
    pixels = list(image.crop(box).convert("L").tobytes())
    return sum(pixels) / len(pixels)


def _game(players: int, seed: int) -> list[State]:
    """Every state of a bot game, the first one included."""
    rng = random.Random(seed)
    state = ENGINE.new(NAMES[players], {}, seed)
    states = [state]
    while not ENGINE.result(state).over:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        states.append(state)
    return states


@pytest.fixture(scope="module")
def game4() -> list[State]:
    return _game(4, 7)


@pytest.fixture(scope="module")
def game3() -> list[State]:
    return _game(3, 3)


def _first_move_prompt(states: list[State]) -> State:
    """The first state waiting for an amoeba's phase-1 move (every amoeba is on the board)."""
    return next(s for s in states if ENGINE.prompts(s) and ENGINE.prompts(s)[0].kind == "move")


def _current_space(state: State) -> str:
    """The space of the amoeba whose turn it is, as the spectator's view names it."""
    current = record(ENGINE.view(state, None)["current"])
    return state["amoebas"][number(current["seat"])][number(current["amoeba"]) - 1]["space"]


def test_the_start_is_a_png_of_the_board_size_with_empty_ladder() -> None:
    for players in (3, 4):
        state = ENGINE.new(NAMES[players], {}, 5)
        image = _image(state)
        assert image.size == (WIDTH, HEIGHT)
        # no marker yet: every ladder space below the Finish Zone is plain
        for space in range(1, FINISH):
            assert all(count_near(image, rung_box(space), PALETTE[c]) == 0 for c in SEAT_COLOURS[:players])


def test_north_is_up_and_the_ladder_reads_like_a_page(game4: list[State]) -> None:
    image = _image(game4[0])
    top_left = (MARGIN, MARGIN)
    assert space_box("a5")[:2] == top_left
    assert space_box("e1")[2:] == (MARGIN + 5 * CELL, MARGIN + 5 * CELL)
    assert space_box("c4")[1] < space_box("c2")[1] and space_box("b2")[0] < space_box("d2")[0]

    def inside(col: int, row: int) -> tuple[int, int]:  # a point in a cell, counted from the north-west
        return MARGIN + col * CELL + 12, MARGIN + row * CELL + CELL // 2

    layout = [".XXXX", "XXXXX", "XXCXX", "XXXXX", "...X."]
    for row, line in enumerate(layout):
        for col, cell in enumerate(line):
            pixel = image.getpixel(inside(col, row))
            assert near(pixel, SOUP, 4) == (cell == "X"), (col, row)
            assert near(pixel, ISLAND, 4) == (cell == "C"), (col, row)
    # ladder: 1 at the top left, 50 at the bottom right, the dark row last
    assert rung_box(1)[:2] == (MARGIN, LADDER_Y)
    assert rung_box(10)[0] > rung_box(9)[0] and rung_box(11)[1] > rung_box(10)[1]
    assert rung_box(50)[2:] == (MARGIN + 5 * CELL, LADDER_Y + 5 * RUNG_H)
    bottom = LADDER_Y + 5 * RUNG_H
    assert _brightness(image, (MARGIN + 10, bottom - 6, MARGIN + 5 * CELL - 10, bottom - 2)) < 90
    assert _brightness(image, (MARGIN + 10, LADDER_Y + 2, MARGIN + 5 * CELL - 10, LADDER_Y + 6)) > 200


def test_every_amoeba_shows_its_colour_on_its_space_and_empty_spaces_show_none(game4: list[State]) -> None:
    state = _first_move_prompt(game4)
    image = _image(state)
    occupied: dict[str, set[int]] = {}
    for seat, tribe in enumerate(state["amoebas"]):
        for amoeba in tribe:
            if amoeba is not None:
                occupied.setdefault(amoeba["space"], set()).add(seat)
    assert occupied
    for square in SQUARES:
        for seat, colour in enumerate(SEAT_COLOURS):
            found = count_near(image, amoeba_area(square), PALETTE[colour], 20)
            if seat in occupied.get(square, set()):
                assert found > 200, (square, colour)
            else:
                assert found == 0, (square, colour)


def test_each_cube_colour_shows_at_its_place_with_a_count_and_none_when_absent(game4: list[State]) -> None:
    state = copy.deepcopy(game4[0])
    state["cubes"]["c4"] = [0, 3, 0, 12]
    image = _image(state)
    for index, colour in enumerate(SEAT_COLOURS):
        x, y = cube_chip_at("c4", index)
        chip = (x + 1, y + 1, x + CHIP, y + CHIP)
        filled = count_near(image, chip, PALETTE[colour], 20)
        if state["cubes"]["c4"][index]:
            assert filled > 60, colour
        else:
            assert filled == 0, colour
    # the number is drawn beside the square: 3 and 12 look different
    x, y = cube_chip_at("c4", 1)
    beside = (x + CHIP + 1, y, x + CHIP + 17, y + CHIP)
    other = copy.deepcopy(state)
    other["cubes"]["c4"][1] = 7
    assert count_near(image, beside, INK, 60) > 10
    assert image.crop(beside).tobytes() != _image(other).crop(beside).tobytes()


def test_three_players_leave_yellow_off_the_board(game3: list[State]) -> None:
    for state in (game3[0], game3[len(game3) // 2], game3[-1]):
        image = _image(state)
        assert count_near(image, BOARD, PALETTE["yellow"], 20) == 0
        assert count_near(image, BOARD, PALETTE["blue"], 20) > 0


def test_damage_points_add_dark_pips_to_an_amoeba(game4: list[State]) -> None:
    state = copy.deepcopy(_first_move_prompt(game4))
    for tribe in state["amoebas"]:
        for amoeba in tribe:
            if amoeba is not None:
                amoeba["damage"] = 0
    seat, number = 1, 1
    square = state["amoebas"][seat][number - 1]["space"]
    healthy = count_near(_image(state), amoeba_area(square), INK, 20)
    state["amoebas"][seat][number - 1]["damage"] = 2
    hurt = count_near(_image(state), amoeba_area(square), INK, 20)
    assert hurt > healthy + 20


def test_a_crowded_space_keeps_all_its_amoebas_inside_it(game4: list[State]) -> None:
    state = copy.deepcopy(_first_move_prompt(game4))
    for tribe in state["amoebas"]:
        for i in range(len(tribe)):
            tribe[i] = {"space": "d4", "damage": i % 3, "moved": True}
    image = _image(state)
    for colour in SEAT_COLOURS:
        assert count_near(image, amoeba_area("d4"), PALETTE[colour], 20) > 7 * 25, colour
        for square in ("c4", "e4", "d5", "d3"):
            assert count_near(image, amoeba_area(square), PALETTE[colour], 20) == 0


def test_the_finish_zone_is_dark_and_markers_sit_on_their_ladder_space(game4: list[State]) -> None:
    image = _image(game4[0])
    for space in range(FINISH, 51):
        assert _brightness(image, rung_box(space)) < 90, space
    for space in range(1, FINISH):
        assert _brightness(image, rung_box(space)) > 200, space
    final = game4[-1]
    image = _image(final)
    for seat, space in enumerate(final["ladder"]):
        colour = PALETTE[SEAT_COLOURS[seat]]
        assert count_near(image, rung_box(space), colour, 20) > 100, (seat, space)
        elsewhere = space - 1 if space - 1 not in final["ladder"] else space + 1
        assert count_near(image, rung_box(elsewhere), colour, 20) == 0
    assert max(final["ladder"]) >= FINISH  # so a marker was found in the dark zone too


@pytest.mark.parametrize("drift", ["n", "e", "s", "w"])
def test_the_compass_points_with_the_drift(game4: list[State], drift: str) -> None:
    state = copy.deepcopy(game4[0])
    state["card"] = next(card.id for card in CARDS.values() if card.drift == drift)
    image = _image(state)
    x0, y0, x1, y1 = space_box(ISLAND_SPACE)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2 + 2
    halves = {
        "n": ((cx - 10, cy - 22, cx + 10, cy - 4), (cx - 10, cy + 4, cx + 10, cy + 22)),
        "s": ((cx - 10, cy + 4, cx + 10, cy + 22), (cx - 10, cy - 22, cx + 10, cy - 4)),
        "e": ((cx + 4, cy - 10, cx + 22, cy + 10), (cx - 22, cy - 10, cx - 4, cy + 10)),
        "w": ((cx - 22, cy - 10, cx - 4, cy + 10), (cx + 4, cy - 10, cx + 22, cy + 10)),
    }
    head, tail = halves[drift]
    assert count_near(image, head, INK, 30) > count_near(image, tail, INK, 30) + 40
    assert count_near(image, (x0, y0, x1, y1), ISLAND, 6) > 3000


def test_still_water_has_no_arrow(game4: list[State]) -> None:
    state = copy.deepcopy(game4[0])
    state["card"] = next(card.id for card in CARDS.values() if card.drift is None)
    still = _image(state)
    state["card"] = next(card.id for card in CARDS.values() if card.drift == "n")
    north = _image(state)
    x0, y0, x1, y1 = space_box(ISLAND_SPACE)
    cx, cy = (x0 + x1) // 2, (y0 + y1) // 2 + 2
    arrow_head = (cx - 10, cy - 22, cx + 10, cy - 12)
    assert count_near(still, arrow_head, INK, 30) < count_near(north, arrow_head, INK, 30) / 3


def test_the_panel_marks_whose_decision_is_awaited(game4: list[State]) -> None:
    band = (255, 240, 190)
    for state in (game4[0], game4[40]):
        seat = ENGINE.prompts(state)[0].seat
        image = _image(state)
        for row in range(4):
            box = (PANEL_X + 20, 55 + 60 * row, WIDTH - 20, 105 + 60 * row)
            if row == seat:
                assert count_near(image, box, band, 4) > 1000
            else:
                assert count_near(image, box, band, 4) == 0


def test_the_amoeba_whose_turn_it_is_and_its_space_are_ringed(game4: list[State]) -> None:
    state = _first_move_prompt(game4)
    square = _current_space(state)
    image = _image(state)
    for other in SQUARES:
        x0, y0, x1, _ = space_box(other)
        top_edge = (x0 + 14, y0, x1 - 14, y0 + 4)
        if other == square:
            assert count_near(image, top_edge, TO_ACT_EDGE, 20) > 150
        else:
            assert count_near(image, top_edge, TO_ACT_EDGE, 20) == 0


def _edges(name: str) -> list[tuple[int, int, int, int]]:
    """The four outer bands of a space, 5 px deep, without the rounded corners."""
    x0, y0, x1, y1 = space_box(name)
    return [(x0 + 14, y0, x1 - 14, y0 + 5), (x0 + 14, y1 - 5, x1 - 14, y1),
            (x0, y0 + 14, x0 + 5, y1 - 14), (x1 - 5, y0 + 14, x1, y1 - 14)]


def _ringed(image: Image.Image, name: str) -> bool:
    """A sky-blue ring with an ink edge on every side of the space (the palette keeps the colour)."""
    x0, y0, x1, _ = space_box(name)
    sides = all(count_near(image, band, LAST_MOVE, 8) > 300 for band in _edges(name))
    edge = count_near(image, (x0 + 14, y0, x1 - 14, y0 + 1), INK, 8) > 90
    return sides and edge


def test_the_last_move_rings_its_spaces_and_ladder_spaces_in_sky_blue_and_nothing_else(
        game4: list[State]) -> None:
    state = copy.deepcopy(_first_move_prompt(game4))
    current_space = _current_space(state)
    marked = [*[sq for sq in ("c4", "d1", "a3", "e5") if sq != current_space][:3], ISLAND_SPACE]
    state["highlight"], state["highlight_ladder"] = marked, [7, 44]
    image = _image(state)
    for name in [*SQUARES, ISLAND_SPACE]:
        if name in marked:
            assert _ringed(image, name), name
        else:
            assert count_near(image, space_box(name), LAST_MOVE, 8) == 0, name
    for space in range(1, 51):
        found = count_near(image, rung_box(space), LAST_MOVE, 8)
        assert (found > 300) if space in (7, 44) else (found == 0), space
    # the same state without the highlight: no sky blue anywhere on the board
    state["highlight"], state["highlight_ladder"] = [], []
    assert count_near(_image(state), BOARD, LAST_MOVE, 8) == 0


def test_the_current_amoebas_space_keeps_its_orange_ring_inside_the_blue_one(game4: list[State]) -> None:
    state = copy.deepcopy(_first_move_prompt(game4))
    square = _current_space(state)
    state["highlight"] = [square]
    image = _image(state)
    assert _ringed(image, square)
    x0, y0, x1, _ = space_box(square)
    assert count_near(image, (x0 + 14, y0 + 5, x1 - 14, y0 + 8), TO_ACT_EDGE, 20) > 200


def test_every_state_of_a_bot_game_rings_exactly_its_highlight(game4: list[State]) -> None:
    """Drifts, moves, meals, divisions, attacks and deaths as a real game makes them."""
    seen = set()
    for state in game4[1::9]:
        marked = set(state["highlight"])
        seen |= marked
        image = _image(state)
        for name in [*SQUARES, ISLAND_SPACE]:
            assert _ringed(image, name) == (name in marked), (name, state["highlight"])
        for space in range(1, 51):
            assert (count_near(image, rung_box(space), LAST_MOVE, 8) > 300) == (space in state["highlight_ladder"])
    assert len(seen) > 10


def test_a_player_who_left_is_off_the_board(game4: list[State]) -> None:
    state = _first_move_prompt(game4)
    seat = (ENGINE.prompts(state)[0].seat + 1) % 4
    gone, _ = ENGINE.resign(state, seat)
    image = _image(gone)
    colour = PALETTE[SEAT_COLOURS[seat]]
    assert all(count_near(image, amoeba_area(sq), colour, 20) == 0 for sq in SQUARES)
    assert all(count_near(image, rung_box(space), colour, 20) == 0 for space in range(1, 51))


@pytest.mark.parametrize("players", [3, 4])
def test_every_state_of_a_bot_game_renders_small(players: int, game3: list[State],
                                                  game4: list[State]) -> None:
    states = game3 if players == 3 else game4
    assert ENGINE.result(states[-1]).over
    for state in states:
        data = render_board("soup", ENGINE, state)
        assert data.startswith(b"\x89PNG\r\n\x1a\n")
        assert len(data) < 150 * 1024
    assert Image.open(io.BytesIO(data)).size == (WIDTH, HEIGHT)
