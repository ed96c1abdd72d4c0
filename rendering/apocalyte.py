"""The Apocalyte board: a schematic world map drawn from our own coordinates (data/apocalyte/map.json).

Each territory is a labelled box in its continent's colour; borders are grey lines (Alaska and
Kamchatka meet across the board's edge). In a box stand, in this order: the Apocalytes (a black
burst with their number), each player's armies (the seat's colour and shape with the number) and the
supply counters (a brown crate with the number). Special counters sit on the box's bottom edge: the
mothership (a grey saucer), a portal (a purple ring) and a ground zero (a yellow radiation sign); a
crater is a dark box and a sealed territory a hatched grey one.

The last action is highlighted: a sky-blue ring with an ink edge round every territory it changed,
and sky-blue arrows for the armies and Apocalytes that moved (an infection spread only when it
happened), each ending short of the names of the boxes it joins (arrow_ends). The side panel names
the scenario, the round and its progress (cure, meteorites, portals, mothership), the players with
their armies, and whom the game is waiting for.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from itertools import pairwise
from typing import Any

from PIL import Image, ImageDraw, ImageFont

from messages import say
from rendering.common import (
    INK,
    LAST_MOVE,
    MUTED,
    PALETTE,
    PANEL_BG,
    SHAPES,
    Box,
    PanelPlayer,
    draw_panel,
    font,
    index_boxes,
    indexed,
    kept_layer,
    kept_tile,
    last_move_ring,
    marker,
    palette_of,
    paste,
    per_language,
    png,
    text_on,
    waiting_note,
    wrap,
)
from rules.apocalyte.world import CONTINENTS, LINKS, NEIGHBOURS, TERRITORIES, WRAP_LINK
from rules.base import Engine
from rules.phrases import listed, worded

SEAT_SHAPES = (*SHAPES, "pentagon")
BOX_W, BOX_H = 104, 74
MARGIN = 14
MAP_W = max(t.x for t in TERRITORIES.values()) + BOX_W // 2 + 2 * MARGIN
MAP_H = max(t.y for t in TERRITORIES.values()) + BOX_H // 2 + 2 * MARGIN + 16
PANEL = 300
PANEL_X = MAP_W
WIDTH, HEIGHT = MAP_W + PANEL, MAP_H

SEA = (214, 226, 232)
LINK = (120, 132, 140)
APOC_FILL = PALETTE["black"]
SUPPLY_FILL = PALETTE["brown"]
CRATER = (70, 66, 62)
SEALED = (188, 188, 188)
PORTAL = PALETTE["purple"]
SHIP = (150, 156, 166)
ZERO = PALETTE["yellow"]
TOKEN, BIG_TOKEN, SMALL_TOKEN = 25, 30, 21  # a token's size: larger up to three, smaller past six
NAME_STRIP = 17


# --- geometry ----------------------------------------------------------------------------------


def centre(code: str) -> tuple[int, int]:
    t = TERRITORIES[code]
    return t.x + MARGIN, t.y + MARGIN


def box(code: str) -> tuple[int, int, int, int]:
    x, y = centre(code)
    return x - BOX_W // 2, y - BOX_H // 2, x + BOX_W // 2, y + BOX_H // 2


def token_size(count: int) -> int:
    return BIG_TOKEN if count <= 3 else TOKEN if count <= 6 else SMALL_TOKEN


def token_centres(count: int, code: str) -> list[tuple[int, int]]:
    """Where `count` tokens stand in a territory's box: one row of up to three, or two rows (the
    longer on top), each row narrower than the box with its sprites' margins."""
    x0, y0, _, y1 = box(code)
    step = token_size(count)
    rows = [count] if count <= 3 else [(count + 1) // 2, count // 2]
    ys = [(y0 + NAME_STRIP + y1) // 2 + 1] if len(rows) == 1 else [y0 + NAME_STRIP + 14, y0 + NAME_STRIP + 40]
    found = []
    for in_row, y in zip(rows, ys, strict=True):
        left = x0 + (BOX_W - in_row * step) // 2 + step // 2
        found += [(left + i * step, y) for i in range(in_row)]
    return found


Point = tuple[float, float]


def _lowered(code: str, drop: float) -> Point:
    """The point `drop` pixels below a territory's centre."""
    x, y = centre(code)
    return x, y + drop


def _edge_point(code: str, towards: Point, pad: float, drop: float) -> Point:
    """Where the line from a point `drop` pixels below a territory's centre towards `towards` leaves its box."""
    x, y = _lowered(code, drop)
    dx, dy = towards[0] - x, towards[1] - y
    if dx == dy == 0:
        return x, y
    vertical = BOX_H / 2 + pad + (drop if dy < 0 else -drop)
    scale = min((BOX_W / 2 + pad) / abs(dx) if dx else math.inf, vertical / abs(dy) if dy else math.inf)
    return x + dx * scale, y + dy * scale


HEAD, HEAD_SPREAD = 16, 0.45  # an arrowhead's side and the half-angle at its tip (radians)
SHAFT = 9  # the shaft's width with its ink edge
HEAD_TUCK = 10  # the shaft ends this far behind the tip, where the head is already wider than it


def name_box(code: str) -> Box:
    """The box of a territory's name on its strip (the ink of its letters, as _name draws them)
    with two pixels to spare: no arrow draws there."""
    x0, y0, x1, _ = box(code)
    name = label(code)
    left, top, right, bottom = _name_font(name).getbbox(name, anchor="mm")
    x, y = (x0 + x1) / 2, y0 + NAME_STRIP / 2 + 2
    return x + left - 2, y + top - 2, x + right + 2, y + bottom + 2


def _along(a: Point, b: Point, distance: float) -> Point:
    """The point `distance` from a towards b."""
    length = math.dist(a, b)
    if not length:
        return a
    return a[0] + (b[0] - a[0]) * distance / length, a[1] + (b[1] - a[1]) * distance / length


def arrow_head(start: Point, tip: Point) -> list[Point]:
    """The arrowhead of an arrow from `start` to `tip`: the tip and the ends of its two sides."""
    angle = math.atan2(tip[1] - start[1], tip[0] - start[0])
    return [tip, *((tip[0] - HEAD * math.cos(angle + s), tip[1] - HEAD * math.sin(angle + s))
                   for s in (HEAD_SPREAD, -HEAD_SPREAD))]


def _around(points: list[Point], spare: float) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - spare, min(ys) - spare, max(xs) + spare, max(ys) + spare


def arrow_boxes(start: Point, tip: Point) -> list[Box]:
    """Boxes holding every pixel of an arrow: the head's (with its ink edge) and, a pixel apart
    along the shaft, a square as wide as the shaft round each point of it."""
    shaft_end = _along(tip, start, HEAD_TUCK)
    steps = max(1, math.ceil(math.dist(start, shaft_end)))
    half = SHAFT / 2 + 1
    points = [_along(start, shaft_end, math.dist(start, shaft_end) * i / steps) for i in range(steps + 1)]
    return [_around(arrow_head(start, tip), 2), *(_around([p], half) for p in points)]


ARROW_DROP = 3  # pixels the line of an arrow is lowered at a time until it clears the names


@per_language()
def arrow_ends(a: str, b: str) -> tuple[Point, Point]:
    """Where the arrow of a move from `a` to its neighbour `b` starts and where its tip lies: from
    just inside a's box to just inside b's (short gaps between boxes still show it), both along the
    line joining their centres, but short of either territory's name: the start moves on until
    the shaft clears a's name, the tip back until the head and shaft clear b's. Where the names
    leave no room on that line (a label longer in another language), the line is lowered a few
    pixels at a time, below the names' strip."""
    for drop in range(0, BOX_H // 2, ARROW_DROP):
        ends = _clear_of_names(a, b, drop)
        if ends is not None:
            return ends
    raise AssertionError(f"no room for an arrow from {a} to {b}")


def _clear_of_names(a: str, b: str, drop: float) -> tuple[Point, Point] | None:
    """`arrow_ends` on the line joining points `drop` pixels below both centres; None where the names
    leave no room for an arrowhead and a shaft behind it."""
    start = _edge_point(a, _lowered(b, drop), pad=-4, drop=drop)
    tip = _edge_point(b, _lowered(a, drop), pad=-12, drop=drop)
    while _meet(_around([start], SHAFT / 2 + 1), name_box(a)):
        start = _along(start, tip, 0.5)
    names = (name_box(a), name_box(b))
    while any(_meet(piece, name) for piece in arrow_boxes(start, tip) for name in names):
        if math.dist(start, tip) <= HEAD:
            return None
        tip = _along(tip, start, 0.5)
    return start, tip


# --- the static map --------------------------------------------------------------------------------


@per_language()
def background() -> Image.Image:
    """Sea, borders and the empty territory boxes with their names; drawn once."""
    image = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(image)
    for a, b in LINKS:
        if (a, b) != WRAP_LINK:
            draw.line((*centre(a), *centre(b)), fill=LINK, width=3)
    _wrap_link(draw)
    for code in TERRITORIES:
        _territory_box(draw, code, CONTINENTS[TERRITORIES[code].continent].colour)
    return image


def _wrap_link(draw: ImageDraw.ImageDraw) -> None:
    """Alaska and Kamchatka border each other across the edge: a line to each edge, with the other's name."""
    west, east = WRAP_LINK
    wx, wy = centre(west)
    ex, ey = centre(east)
    draw.line((0, wy, wx, wy), fill=LINK, width=3)
    draw.line((ex, ey, MAP_W, ey), fill=LINK, width=3)
    small = font(11, bold=True)
    draw.text((3, wy - BOX_H // 2 - 3), f"← {say('apocalyte-territory', code=east)}", font=small, fill=INK, anchor="ld")
    draw.text((MAP_W - 3, ey - BOX_H // 2 - 3), f"{say('apocalyte-territory', code=west)} →", font=small, fill=INK,
              anchor="rd")


def label(code: str) -> str:
    """A territory's label on its box, in the reader's language."""
    return say("apocalyte-board-territory", code=code)


@lru_cache(maxsize=256)
def _name_font(text: str) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for size in (13, 12, 11, 10):
        face = font(size, bold=True)
        if face.getlength(text) <= BOX_W - 8:
            return face
    return font(9, bold=True)


def _territory_box(draw: ImageDraw.ImageDraw, code: str, fill: tuple[int, int, int]) -> None:
    x0, y0, x1, y1 = box(code)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=9, fill=fill, outline=INK, width=2)
    _name(draw, code, INK)


def _name(draw: ImageDraw.ImageDraw, code: str, ink: tuple[int, int, int]) -> None:
    """The territory's name on its box's top strip (within name_box)."""
    x0, y0, x1, _ = box(code)
    name = label(code)
    draw.text(((x0 + x1) / 2, y0 + NAME_STRIP / 2 + 2), name, font=_name_font(name), fill=ink, anchor="mm")


# --- sprites -------------------------------------------------------------------------------------------


def _count_font(count: int, token: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    big = token - TOKEN
    return font((15 if count < 10 else 12 if count < 100 else 10) + big // 2, bold=True)


@lru_cache(maxsize=2048)
def _army(colour: str, shape: str, count: int, token: int) -> Image.Image:
    """A player's armies: their shape in their colour, the number inside."""
    size = token + 4
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = PALETTE[colour]
    marker(draw, (size / 2, size / 2), token / 2, shape, fill)
    dy = 2 if shape == "triangle" else 0
    draw.text((size / 2, size / 2 + 0.5 + dy), str(count), font=_count_font(count, token), fill=text_on(fill),
              anchor="mm")
    return sprite


def _burst(draw: ImageDraw.ImageDraw, c: float, r: float, points: int, fill: tuple[int, int, int]) -> None:
    star = []
    for i in range(points * 2):
        angle = math.pi * i / points - math.pi / 2
        radius = r if i % 2 == 0 else r * 0.68
        star.append((c + radius * math.cos(angle), c + radius * math.sin(angle)))
    draw.polygon(star, fill=fill, outline=PALETTE["white"], width=1)


@lru_cache(maxsize=1024)
def _apocalytes(count: int, token: int = TOKEN) -> Image.Image:
    """The Apocalytes: a black burst, a look no player has, with their number in white."""
    size = token + 6
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    _burst(draw, size / 2, size / 2, 10, APOC_FILL)
    draw.text((size / 2, size / 2 + 0.5), str(count), font=_count_font(count, token), fill=PALETTE["white"],
              anchor="mm")
    return sprite


@lru_cache(maxsize=128)
def _supplies(count: int, token: int = TOKEN) -> Image.Image:
    """Supply counters: a brown crate with its number."""
    size = token
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    draw.rectangle((1, 3, size - 2, size - 2), fill=SUPPLY_FILL, outline=INK, width=1)
    draw.line((1, 8, size - 2, 8), fill=INK, width=1)
    draw.text((size / 2, size / 2 + 3), str(count), font=_count_font(count, token), fill=PALETTE["white"],
              anchor="mm")
    return sprite


@cache
def _badge(kind: str) -> Image.Image:
    """A special counter, drawn on a territory box's bottom edge."""
    size = 26
    sprite = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    if kind == "mothership":
        draw.ellipse((7, 3, size - 7, 15), fill=PALETTE["sky"], outline=INK, width=1)
        draw.ellipse((1, 9, size - 1, size - 5), fill=SHIP, outline=INK, width=2)
    elif kind == "portal":
        draw.ellipse((1, 1, size - 1, size - 1), fill=PORTAL, outline=INK, width=1)
        draw.ellipse((6, 6, size - 6, size - 6), fill=(40, 16, 60), outline=PALETTE["pink"], width=2)
    else:  # a ground zero: the radiation sign
        c = size / 2
        draw.ellipse((1, 1, size - 1, size - 1), fill=ZERO, outline=INK, width=1)
        for start in (-120, 0, 120):
            draw.pieslice((3, 3, size - 3, size - 3), start - 30 - 90, start + 30 - 90, fill=INK)
        draw.ellipse((c - 3, c - 3, c + 3, c + 3), fill=ZERO, outline=INK, width=1)
    return sprite


@per_language()
def _closed_box(kind: str, code: str) -> Image.Image:
    """A crater (dark) or a sealed territory (hatched grey), covering the territory's box."""
    x0, y0, x1, y1 = box(code)
    sprite = Image.new("RGBA", (x1 - x0 + 1, y1 - y0 + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    w, h = sprite.size
    fill = CRATER if kind == "crater" else SEALED
    draw.rounded_rectangle((0, 0, w - 1, h - 1), radius=9, fill=fill, outline=INK, width=2)
    if kind == "sealed":
        for offset in range(-h, w, 9):
            draw.line((offset, h - 3, offset + h, 3), fill=(150, 150, 150), width=2)
    name = label(code)
    ink = PALETTE["white"] if kind == "crater" else INK
    draw.text((w / 2, NAME_STRIP / 2 + 2), name, font=_name_font(name), fill=ink, anchor="mm")
    closed = say("apocalyte-board-crater") if kind == "crater" else say("apocalyte-board-sealed")
    draw.text((w / 2, h - 4), closed, font=font(10, bold=True), fill=ink, anchor="md")
    return sprite


# --- drawing a position ----------------------------------------------------------------------------------


def render(engine: Engine[Any], state: Any) -> bytes:
    """The board through the palette: the kept background with a kept tile for each territory
    holding anything; then, mapped each time, the boxes the last move's rings and arrows and the
    badges cover (from the map drawn whole in RGB, only when there are any) and the panel,
    drawn apart."""
    view: dict[str, Any] = engine.view(state, None)
    board = kept_layer(_palette, background).copy()
    for code, shown in _territories(view).items():
        board.paste(kept_tile(_palette, _territory, code, *shown), box(code)[:2])
    overlays = _overlay_boxes(view)
    if overlays:
        index_boxes(board, _draw_map(view, overlays), _palette(), overlays)
    paper = Image.new("RGB", (WIDTH - PAPER_X, HEIGHT))
    _panel(paper, PANEL_X - PAPER_X, view)
    board.paste(indexed(paper.crop((PANEL_X - PAPER_X, 0, paper.width, HEIGHT)), _palette()), (PANEL_X, 0))
    return png(board)


# The panel is drawn apart, on paper from an even x of the board: draw_text rounds a word's place
# halves to even, so an even shift places every word as on the whole board.
PAPER_X = PANEL_X - PANEL_X % 2


@per_language()
def _palette() -> Image.Image:
    """The fixed palette, fitted to a board showing every sprite and counter the renderer draws."""
    from rules.apocalyte.engine import ENGINE

    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee", "Eve"], {"scenario": "aliens"}, 1)
    view: dict[str, Any] = ENGINE.view(state, None)
    codes = list(TERRITORIES)
    for i, code in enumerate(codes):  # crowded territories and sparse ones (with larger tokens)
        armies = [i % 7, 12, 3, 0, 105] if i % 2 else [0] * (i % 5) + [i] + [0] * (4 - i % 5)
        view["territories"][code] = {"armies": armies, "apoc": i * 3, "supplies": i % 3}
    view["marks"] = {"mothership": codes[0], "portals": codes[1:3], "ground_zeros": codes[3:5], "craters": codes[5:7],
                     "sealed": codes[7:9]}
    view["highlight"], view["arrows"] = codes[10:14], [codes[10:12], codes[12:15]]
    return palette_of(_draw(view))


Armies = tuple[tuple[str, str, int], ...]  # (colour, shape, count) of each player with armies there


@lru_cache(maxsize=16)
def _territory(code: str, closed: str | None, apoc: int, armies: Armies, supplies: int) -> Image.Image:
    """A territory's box as the map shows it under the last move's marks: crater or sealed, and
    its tokens. Kept through the palette (kept_tile) for every board; in RGB only for the few
    under the last move's marks, which a board draws again over them."""
    x0, y0, x1, y1 = box(code)
    tile = background().crop((x0, y0, x1 + 1, y1 + 1))
    if closed is not None:
        paste(tile, _closed_box(closed, code), (0, 0))
    token = token_size(bool(apoc) + len(armies) + bool(supplies))
    sprites = [_apocalytes(apoc, token)] if apoc else []
    sprites += [_army(colour, shape, count, token) for colour, shape, count in armies]
    if supplies:
        sprites.append(_supplies(supplies, token))
    for sprite, (x, y) in zip(sprites, token_centres(len(sprites), code), strict=True):
        # rounded where the whole map would round it (round() takes halves to even)
        paste(tile, sprite, (round(x - sprite.width / 2) - x0, round(y - sprite.height / 2) - y0))
    return tile


def _territories(view: dict[str, Any]) -> dict[str, tuple[str | None, int, Armies, int]]:
    """What each territory holding anything shows (the arguments of _territory after its code)."""
    marks = view["marks"]
    closed = {code: kind.rstrip("s") for kind in ("craters", "sealed") for code in marks[kind]}
    colours = view["colours"]
    shown = {}
    for code, here in view["territories"].items():
        armies = tuple((colours[s], SEAT_SHAPES[s], n) for s, n in enumerate(here["armies"]) if n)
        if armies or here["apoc"] or here["supplies"] or code in closed:
            shown[code] = (closed.get(code), here["apoc"], armies, here["supplies"])
    return shown


def _draw(view: dict[str, Any]) -> Image.Image:
    """The whole board in RGB."""
    image = _draw_map(view)
    _panel(image, PANEL_X, view)
    return image


def _meet(a: Box, b: Box) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def _draw_map(view: dict[str, Any], within: list[Box] | None = None) -> Image.Image:
    """The map in RGB (the board but for its panel); only right within `within` when given (the
    territories outside those boxes are left empty)."""
    image = background().copy()
    draw = ImageDraw.Draw(image)
    for code, shown in _territories(view).items():
        if within is None or any(_meet(box(code), area) for area in within):
            image.paste(_territory(code, *shown), box(code)[:2])
    for code in view["highlight"]:
        last_move_ring(draw, box(code), width=4, radius=9)
    for path in view["arrows"]:
        _arrow(draw, path)
    _badges(image, view["marks"])
    return image


def _overlay_boxes(view: dict[str, Any]) -> list[Box]:
    """Boxes holding every pixel the rings, arrows and badges draw over the territories, with a few
    pixels to spare."""
    spare = 4
    boxes: list[Box] = []
    for code in {*view["highlight"], *(code for path in view["arrows"] for code in path)}:
        x0, y0, x1, y1 = box(code)
        boxes.append((x0 - spare, y0 - spare, x1 + spare, y1 + spare))
    for path in view["arrows"]:
        for a, b in pairwise(path):
            if {a, b} == set(WRAP_LINK) or b not in NEIGHBOURS[a]:
                continue  # drawn as no arrow
            xs, ys = zip(*(centre(a), centre(b)), strict=True)
            boxes.append((min(xs) - BOX_W, min(ys) - BOX_H, max(xs) + BOX_W, max(ys) + BOX_H))
    for kind, code in _badge_places(view["marks"]):
        sprite = _badge(kind)
        x, y = _badge_at(code, sprite)
        boxes.append((x - spare, y - spare, x + sprite.width + spare, y + sprite.height + spare))
    return boxes


def _badge_places(marks: dict[str, Any]) -> list[tuple[str, str]]:
    placed = [("mothership", marks["mothership"])] if marks["mothership"] else []
    return placed + [("portal", code) for code in marks["portals"]] + [("zero", code) for code in marks["ground_zeros"]]


def _badges(image: Image.Image, marks: dict[str, Any]) -> None:
    for kind, code in _badge_places(marks):
        sprite = _badge(kind)
        paste(image, sprite, _badge_at(code, sprite))


def _badge_at(code: str, sprite: Image.Image) -> tuple[int, int]:
    """Where a special counter goes: astride the box's bottom edge at its right, clear of the name on
    the top strip, which a language's longer names ("Nouv.-Guinée", "Western US") fill to the corners."""
    _, _, x1, y1 = box(code)
    return x1 - sprite.width - 2, y1 - sprite.height // 2 + 1


def _arrow(draw: ImageDraw.ImageDraw, path: list[str]) -> None:
    """A movement: sky blue with an ink edge, from box to box (arrow_ends), its head at the destination."""
    for a, b in pairwise(path):
        if {a, b} == set(WRAP_LINK):
            continue  # the border across the edge: the rings show it
        if b not in NEIGHBOURS[a]:
            continue
        start, tip = arrow_ends(a, b)
        shaft_end = _along(tip, start, HEAD_TUCK)  # a flat end at the tip would stick out of the head
        draw.line((*start, *shaft_end), fill=INK, width=SHAFT)
        draw.line((*start, *shaft_end), fill=LAST_MOVE, width=SHAFT - 4)
        draw.polygon(arrow_head(start, tip), fill=LAST_MOVE, outline=INK, width=2)


# --- the side panel ----------------------------------------------------------------------------------------


NOTE_SIZE = 14  # the panel's free lines, as draw_panel draws them


def _panel(image: Image.Image, panel_x: int, view: dict[str, Any]) -> None:
    colours = view["colours"]
    asked = {p["seat"] for p in view["prompts"]}
    rows = []
    for seat, name in enumerate(view["players"]):
        out = view["out"][seat]
        if view["resigned"][seat]:
            detail = say("board-left-game")
        elif out:
            detail = say("apocalyte-board-out")
        else:
            held = [c for c, t in view["territories"].items() if t["armies"][seat]]
            stocked = sum(view["territories"][c]["supplies"] for c in held)
            detail = say("apocalyte-board-holding", armies=view["armies"][seat], territories=len(held))
            detail = (say("apocalyte-board-placing", placing=view["placing"][seat], holding=detail)
                      if view["placing"][seat] else say("apocalyte-board-stocked", holding=detail, supplies=stocked))
        rows.append(PanelPlayer(say("board-player", name=name, colour=say("colour-name", colour=colours[seat])),
                                colours[seat],
                                SEAT_SHAPES[seat], detail, to_act=seat in asked, out=out))
    title = (say("apocalyte-board-title", scenario=view["scenario_title"]) if view["scenario_title"]
             else say("apocalyte-board-setup"))
    notes = [*wrap(view["phase_line"], NOTE_SIZE, PANEL - 36), *view["progress"]]
    if view["scenario"]:
        places = sum(1 for t in view["territories"].values() if t["apoc"])
        notes.append(say("apocalyte-board-apocalytes", count=view["apocalytes"], one=view["one"], many=view["noun"],
                         places=places))
    if view["over"]:
        notes += wrap(say("apocalyte-board-won" if view["won"] else "apocalyte-board-lost", summary=view["summary"]),
                      NOTE_SIZE, PANEL - 36)
    else:
        notes += wrap(_awaited(view), NOTE_SIZE, PANEL - 36)
    bottom = draw_panel(image, panel_x, title, rows, notes)
    if bottom + 8 <= HEIGHT - LEGEND_H:
        image.paste(_legend(view["noun"]), (panel_x, HEIGHT - LEGEND_H))


def _awaited(view: dict[str, Any]) -> str:
    """Whom the game waits for, and for what: several players placing at once share one line."""
    prompts = view["prompts"]
    names = [view["players"][p["seat"]] for p in prompts]
    if len(prompts) == 1:
        return waiting_note(names[0], prompts[0]["task"])
    return say("apocalyte-board-waiting-placing" if prompts[0]["kind"] == "place" else "apocalyte-board-waiting-many",
               names=worded(listed(names)))


LEGEND_H = 116


@per_language(maxsize=8)
def _legend(noun: str) -> Image.Image:
    sprite = Image.new("RGB", (PANEL, LEGEND_H), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    paste(sprite, _apocalytes(3), (16, 4))
    draw.text((50, 18), say("apocalyte-board-apocalyte-key", many=noun), font=font(13), fill=INK, anchor="lm")
    paste(sprite, _supplies(2), (19, 36))
    draw.text((50, 48), say("apocalyte-board-supply-key"), font=font(13), fill=INK, anchor="lm")
    for i, line in enumerate(say("apocalyte-board-key").splitlines()):
        draw.text((18, 66 + i * 16), line, font=font(12), fill=MUTED)
    return sprite
