"""The Apocalyte board image: what a player must be able to read off it."""

from __future__ import annotations

import io
import math
import random
from typing import Any

import pytest
from PIL import Image, ImageDraw

import messages
from rendering import apocalyte, render_board
from rendering.apocalyte import (
    BOX_W,
    CRATER,
    HEIGHT,
    MAP_H,
    MAP_W,
    PANEL_X,
    PORTAL,
    SEALED,
    WIDTH,
    ZERO,
    _apocalytes,
    _army,
    _arrow,
    _meet,
    _name,
    _supplies,
    _territory,
    arrow_ends,
    arrow_head,
    background,
    box,
    label,
    name_box,
    token_centres,
    token_size,
)
from rendering.common import INK, LAST_MOVE, PALETTE, font, indexed, paste
from rules.apocalyte import ENGINE
from rules.apocalyte.state import State
from rules.apocalyte.world import NEIGHBOURS, TERRITORIES, WRAP_LINK
from tests.rendering.test_board_pixels import _Shown
from tests.rules.test_apocalyte_support import act, position, put
from tests.support.jsonread import records
from tests.support.pixels import count_near, near


def _image(state: Any) -> Image.Image:
    data = render_board("apocalyte", ENGINE, state)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    return Image.open(io.BytesIO(data)).convert("RGB")


def _game(players: int, scenario: str, seed: int, moves: int) -> list[State]:
    state = ENGINE.new([f"P{n}" for n in range(players)], {"scenario": scenario}, seed)
    states, rng = [state], random.Random(seed)
    for _ in range(moves):
        if ENGINE.result(state).over:
            break
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        states.append(state)
    return states


@pytest.mark.parametrize("scenario", ["zombies", "infection", "mutants", "aliens", "demons", "meteor"])
def test_boards_of_a_game_render_small_pngs(scenario: str) -> None:
    states = _game(5, scenario, 2, 150)
    for state in states[:: max(1, len(states) // 6)]:
        data = render_board("apocalyte", ENGINE, state)
        assert len(data) < 200 * 1024
        assert Image.open(io.BytesIO(data)).size == (WIDTH, HEIGHT)


def test_every_player_colour_and_the_apocalytes_show_in_their_territory() -> None:
    state = position("zombies", players=5)
    put(state, "ura", 4, 3, 2, 1, 5, apoc=6, supplies=2)
    image = _image(state)
    area = box("ura")
    for colour in ("blue", "red", "green", "yellow", "pink"):
        assert count_near(image, area, PALETTE[colour], 30) > 40, colour
    assert count_near(image, area, PALETTE["black"], 30) > 60  # the burst
    assert count_near(image, area, PALETTE["brown"], 30) > 60  # the crate
    assert len(token_centres(7, "ura")) == 7


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_no_special_counter_covers_a_territorys_name(language: str) -> None:
    """A ground zero's sign sat on "New Guinea" and "Nouv.-Guinée", on the top strip a long name fills."""
    with messages.reading(language):
        covered = [(kind, code) for code in TERRITORIES for kind in ("mothership", "portal", "zero")
                   if _overlap(_badge_box(kind, code), name_box(code))]
    assert covered == []


def _badge_box(kind: str, code: str) -> tuple[float, float, float, float]:
    sprite = apocalyte._badge(kind)
    x, y = apocalyte._badge_at(code, sprite)
    return x, y, x + sprite.width, y + sprite.height


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_special_counters_are_drawn() -> None:
    state = position("mutants")
    state["marks"].update({"ground_zeros": ["sib"], "portals": ["ukr"], "craters": ["chi"], "sealed": ["ind"],
                           "mothership": "jap"})
    image = _image(state)
    _, _, x1, y1 = box("sib")  # astride the box's bottom edge at its right, clear of the name
    assert count_near(image, (x1 - 30, y1 - 12, x1, y1 + 16), ZERO, 30) > 40
    _, _, x1, y1 = box("ukr")
    assert count_near(image, (x1 - 30, y1 - 12, x1, y1 + 16), PORTAL, 30) > 40
    assert count_near(image, box("chi"), CRATER, 30) > 3000
    assert count_near(image, box("ind"), SEALED, 30) > 1500


def test_the_last_move_is_ringed_and_arrowed() -> None:
    state = position()
    put(state, "ura", 5)
    state, _ = act(state, 0, "move 3 ura ukr")
    assert state["highlight"] == ["ura", "ukr"] and state["arrows"] == [["ura", "ukr"]]
    image = _image(state)
    x0, y0, x1, _y1 = box("ura")
    assert count_near(image, (x0, y0, x1, y0 + 5), LAST_MOVE, 30) > 60


def test_the_panel_names_the_scenario_and_who_is_awaited() -> None:
    state = position("demons", players=3)
    state["marks"]["portals"] = ["ukr", "ura"]
    view = ENGINE.view(state, None)
    assert view["progress"] == ["Portals open: 2 of 4"]
    assert records(view["prompts"])[0]["task"] == "move armies"
    image = _image(state)
    assert count_near(image, (PANEL_X, 50, WIDTH, 120), (255, 240, 190), 30) > 500  # the row of the player to act


@pytest.mark.parametrize("count", range(1, 8))
def test_every_token_stays_inside_its_box(count: int) -> None:
    # New Guinea with four pieces overflowed its box; the widest sprite (the burst) is the token + 6
    x0, y0, x1, y1 = box("ngu")
    half = (token_size(count) + 6) / 2
    for x, y in token_centres(count, "ngu"):
        assert x0 + 2 <= x - half and x + half <= x1 - 2
        assert y0 + 16 <= y - half + 3 and y + half <= y1 + 1


def test_territory_names_stay_readable_under_arrows() -> None:
    # an arrow from Siam into Indonesia, right under its name: it stops short of the name, which stays whole
    state = position("zombies")
    plain = _image(state)
    state["arrows"], state["highlight"] = [["sia", "ino"]], ["sia", "ino"]
    arrowed = _image(state)
    x0, y0, x1, _ = box("ino")
    strip = (x0 + 6, y0 + 3, x1 - 6, y0 + 18)
    glyphs = [(x, y) for x in range(strip[0], strip[2]) for y in range(strip[1], strip[3])
              if near(plain.getpixel((x, y)), INK, 40)]
    assert len(glyphs) > 60
    assert all(near(arrowed.getpixel(p), INK, 60) for p in glyphs)


MOVES = [(a, b) for a in TERRITORIES for b in NEIGHBOURS[a] if {a, b} != set(WRAP_LINK)]  # every arrow drawn


def _name_ink(code: str) -> tuple[int, int, int, int]:
    """The box of a territory's name as the map writes it: its letters alone, drawn where the map draws them."""
    letters = Image.new("RGB", (MAP_W, MAP_H))
    _name(ImageDraw.Draw(letters), code, PALETTE["white"])
    ink = letters.getbbox()
    assert ink is not None and _meet(ink, box(code)), code
    return ink


LANGUAGES = ("en", "de", "fr")  # each labels the map in its own words, so the arrows end apart in each


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_labels_each_territory_apart_and_whole(language: str) -> None:
    with messages.reading(language):
        labels = {code: label(code) for code in TERRITORIES}
    assert len(set(labels.values())) == len(TERRITORIES)
    for code, text in labels.items():  # none so long its font falls below 11 px, none cut
        assert font(11, bold=True).getlength(text) <= BOX_W - 8, (code, text)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_arrow_draws_over_a_territory_name(language: str) -> None:
    # Afghanistan -> Middle East put its head on "Middle East" (written again over it, the head hid
    # under the letters' halo); every arrow between neighbours now leaves every name's pixels alone
    with messages.reading(language):
        _no_arrow_over_a_name()


def _no_arrow_over_a_name() -> None:
    names = {code: _name_ink(code) for code in TERRITORIES}
    for a, b in MOVES:
        drawn = Image.new("RGB", (MAP_W, MAP_H))
        _arrow(ImageDraw.Draw(drawn), [a, b])
        for code, (x0, y0, x1, y1) in names.items():
            assert drawn.crop((x0 - 1, y0 - 1, x1 + 1, y1 + 1)).getbbox() is None, f"{a} -> {b} over {code}'s name"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_arrowhead_ends_short_of_its_destination_name(language: str) -> None:
    with messages.reading(language):
        _every_arrowhead_short_of_its_name()


def _every_arrowhead_short_of_its_name() -> None:
    for code in TERRITORIES:  # the name's box holds its letters
        x0, y0, x1, y1 = _name_ink(code)
        left, top, right, bottom = name_box(code)
        assert left <= x0 and top <= y0 and x1 <= right and y1 <= bottom, code
    for a, b in MOVES:
        start, tip = arrow_ends(a, b)
        head = arrow_head(start, tip)
        xs, ys = [x for x, _ in head], [y for _, y in head]
        for code in (a, b):
            left, top, right, bottom = name_box(code)
            assert max(xs) + 1 < left or right < min(xs) - 1 or max(ys) + 1 < top or bottom < min(ys) - 1, (a, b)
        assert math.dist(start, tip) > 16, (a, b)  # a shaft behind the head
        bx0, by0, bx1, by1 = box(b)
        reach = max(bx0 - tip[0], tip[0] - bx1, by0 - tip[1], tip[1] - by1)
        assert reach <= 2, (a, b)  # the tip touches the destination's box (or its ring)


def test_the_afghanistan_to_middle_east_arrow_leaves_the_name_as_it_was() -> None:
    state = position("zombies")
    put(state, "afg", 4)
    state["highlight"] = ["afg", "mea"]
    ringed = _image(state)
    state["arrows"] = [["afg", "mea"]]
    arrowed = _image(state)
    x0, y0, x1, y1 = _name_ink("mea")
    label = (x0 - 2, y0 - 2, x1 + 2, y1 + 2)
    assert arrowed.crop(label).tobytes() == ringed.crop(label).tobytes()
    assert count_near(arrowed, (x0, y0 - 30, x1, y0), LAST_MOVE, 30) > 40  # the head above it


def test_the_panel_counts_supplies_as_the_status_does() -> None:
    state = position("demons")
    put(state, "ura", 3, supplies=2)
    put(state, "sib", 2, supplies=1)
    status = "\n".join(ENGINE.status(state, None))
    assert "Ann (blue): 6 armies in 3 territories, 3 supplies there (in 2 of them)." in status


@pytest.mark.parametrize("tokens", range(1, 8))
def test_a_kept_territory_equals_its_tokens_pasted_on_the_whole_map(tokens: int) -> None:
    """Each territory's box is drawn once as a tile and kept; its pixels are those of the tokens
    pasted one by one on the whole map at their places (sprites of odd width at boxes of odd
    left edges round as on the whole map), for every number of tokens a box holds."""
    armies = tuple(("red", "circle", 10 * n + 5) for n in range(max(0, tokens - 2)))
    apoc, supplies = (7, 3) if tokens >= 2 else (7, 0)
    for code in TERRITORIES:
        whole = background().copy()
        size = token_size(tokens)
        sprites = [_apocalytes(apoc, size), *(_army(*army, size) for army in armies)]
        sprites += [_supplies(supplies, size)] if supplies else []
        for sprite, (x, y) in zip(sprites, token_centres(len(sprites), code), strict=True):
            paste(whole, sprite, (x - sprite.width / 2, y - sprite.height / 2))
        x0, y0, x1, y1 = box(code)
        kept = _territory(code, None, apoc, armies, supplies)
        assert kept.tobytes() == whole.crop((x0, y0, x1 + 1, y1 + 1)).tobytes(), code


def test_a_board_with_every_mark_equals_the_board_drawn_whole() -> None:
    """Sealed and cratered territories, every badge, rings and arrows across the map, the panel:
    the board from kept territories, with only the boxes under the marks mapped, is the board
    drawn whole and mapped through the palette, pixel for pixel."""
    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee", "Eve"], {"scenario": "aliens"}, 3)
    view: dict[str, Any] = ENGINE.view(state, None)  # changed as the renderer reads it
    codes = list(TERRITORIES)
    for i, code in enumerate(codes):
        view["territories"][code] = {"armies": [i % 3, 0, i % 5, 0, 7], "apoc": i % 4, "supplies": i % 2}
    view["marks"] = {"mothership": codes[20], "portals": codes[21:23], "ground_zeros": codes[23:25],
                     "craters": codes[2:5], "sealed": codes[5:9]}
    view["highlight"] = codes[3:12]
    view["arrows"] = [[code, *sorted(NEIGHBOURS[code])[:2]] for code in codes[3:12:2]] + [list(WRAP_LINK)]
    fast = Image.open(io.BytesIO(apocalyte.render(_Shown(ENGINE, view), None)))  # type: ignore[arg-type]
    whole = indexed(apocalyte._draw(view), apocalyte._palette())
    assert fast.convert("RGB").tobytes() == whole.convert("RGB").tobytes()
