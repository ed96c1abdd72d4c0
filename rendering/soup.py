"""The Primordial Soup board: the 19 soup spaces round the compass island (environment card,
ozone, drift), the cubes on every space with their counts, the amoebas with number and damage
points, the 50-space scoring ladder with its dark Finish Zone, and a side panel with BP, genes,
the cube supply and whose decision is awaited.

Every player colour carries a second cue: cubes show the colour's letter (R G B Y), amoebas and
ladder markers the seat's shape (circle, square, triangle, diamond) with the letter or number.

The last move is highlighted: every space it touched (the engine's `view()["highlight"]`: spaces
left and entered, meals, attacks, deaths, new amoebas, the island when the card turned) and every
ladder space a marker left or reached (`view()["highlight_ladder"]`) gets a sky-blue ring with an
ink edge, as on the Animacule board. The amoeba whose phase-1 turn it is (`view()["current"]`)
and its space get an orange ring, in the colours the panel uses for the player whose decision is
awaited; on a space that is highlighted too the orange ring sits just inside the blue one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cache, lru_cache
from math import ceil
from typing import Any

from PIL import Image, ImageDraw

from messages import reader_language, say
from rendering.common import (
    INK,
    MUTED,
    PALETTE,
    PANEL_BG,
    SHAPES,
    Font,
    PanelPlayer,
    centred_text,
    draw_panel,
    draw_text,
    fit_text,
    font,
    indexed,
    kept_layer,
    kept_tile,
    last_move_ring,
    marker,
    palette_of,
    paste,
    per_language,
    png,
    size_to_fit,
    text_on,
    text_width,
    truetype,
    waiting_note,
    wrap,
)
from rules.base import Engine
from rules.phrases import worded, words_from_json
from rules.soup.data import CARDS, COMPASS_CELLS, FINISH, GRID, LADDER_LENGTH
from rules.soup.state import State
from rules.soup.words import card_name_words, card_words, genes_listed, phase_words

CELL = 132
ISLAND_TEXT_WIDTH = CELL - 16  # the island's card name, inside its rounded edge
MARGIN = 26
COLS, ROWS = GRID.width, GRID.height
BOARD_W, BOARD_H = COLS * CELL, ROWS * CELL
LADDER_COLS = 10
LADDER_ROWS = LADDER_LENGTH // LADDER_COLS
RUNG_W = BOARD_W // LADDER_COLS
RUNG_H = 34
LADDER_X = MARGIN
LADDER_Y = MARGIN * 2 + BOARD_H + 30
PANEL = 330
PANEL_X = MARGIN * 2 + BOARD_W
WIDTH = PANEL_X + PANEL
HEIGHT = LADDER_Y + LADDER_ROWS * RUNG_H + 14
LADDER_BOX = (LADDER_X, LADDER_Y, LADDER_X + LADDER_COLS * RUNG_W, LADDER_Y + LADDER_ROWS * RUNG_H)
ISLAND_SPACE = GRID.name(next(iter(COMPASS_CELLS)))  # "c3"

PAPER = (232, 227, 212)
SOUP = (211, 229, 226)
SOUP_EDGE = (120, 150, 146)
ISLAND = (226, 204, 148)
ISLAND_EDGE = (150, 120, 70)
RUNG = (250, 248, 240)
RUNG_EDGE = (170, 165, 150)
FINISH_FILL = (52, 56, 72)
# the amoeba (and its space) a decision is awaited for: the panel's own "to act" colours
TO_ACT = (255, 240, 190)
TO_ACT_EDGE = PALETTE["orange"]
# the last move: a sky-blue ring with an ink edge round each space and ladder space it touched
RING = 5  # the blue ring's width on a space, its ink edge included
RUNG_RING = 3  # and on a ladder space (thinner: the rung numbers sit 4 px in)
FADED = (150, 165, 162)

CHIP = 14  # a cube square
CHIP_SLOT = (CELL - 8) // 4  # one colour's place in a space's row of cubes
TOKEN_TOP = 30  # where the amoebas start below a space's top edge
# (columns, rows, token size) for ever more amoebas on one space; 28 is every amoeba there is
TOKEN_FITS = ((3, 2, 36), (4, 3, 26), (5, 4, 20), (6, 5, 15))


# --- geometry ----------------------------------------------------------------------------------


def space_box(name: str) -> tuple[int, int, int, int]:
    """The pixel box of a space named like "c4" (columns a–e west→east, rows 1–5 south→north)."""
    col, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
    x = MARGIN + col * CELL
    y = MARGIN + (ROWS - 1 - row) * CELL
    return x, y, x + CELL, y + CELL


def rung_box(space: int) -> tuple[int, int, int, int]:
    """The pixel box of ladder space 1..50: rows of ten, read like a page, 41–50 at the bottom."""
    row, col = divmod(space - 1, LADDER_COLS)
    x = LADDER_X + col * RUNG_W
    y = LADDER_Y + row * RUNG_H
    return x, y, x + RUNG_W, y + RUNG_H


def cube_chip_at(name: str, colour: int) -> tuple[int, int]:
    """The top-left corner of the cube square of `colour` (0 red .. 3 yellow) on a space."""
    x0, y0, _, _ = space_box(name)
    return x0 + 4 + colour * CHIP_SLOT, y0 + 7


def amoeba_area(name: str) -> tuple[int, int, int, int]:
    """The part of a space below its cubes where its amoebas are drawn."""
    x0, y0, x1, y1 = space_box(name)
    return x0 + 4, y0 + TOKEN_TOP, x1 - 4, y1 - 4


def token_layout(count: int) -> tuple[int, list[tuple[int, int]]]:
    """Token size and centres (relative to a space's top-left) for `count` amoebas on a space:
    the largest tokens that fit the space below its row of cubes."""
    area_w, area_h = CELL - 8, CELL - TOKEN_TOP - 4
    cols, rows, size = next(fit for fit in TOKEN_FITS if count <= fit[0] * fit[1] or fit == TOKEN_FITS[-1])
    used_rows = -(-count // cols)
    slot_w, slot_h = area_w / cols, area_h / rows
    top = TOKEN_TOP + (area_h - used_rows * slot_h) / 2
    centres = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        left = 4 + (area_w - in_row * slot_w) / 2
        centres.append((round(left + (col + 0.5) * slot_w), round(top + (row + 0.5) * slot_h - 2)))
    return size, centres


# --- the static board --------------------------------------------------------------------------


@per_language()
def background() -> Image.Image:
    """Soup spaces, the island's compass rose, edge coordinates and the empty ladder; drawn once."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = ImageDraw.Draw(image)
    for col in range(COLS):
        for row in range(ROWS):
            name = GRID.name((col, row))
            x0, y0, x1, y1 = space_box(name)
            if (col, row) in GRID:
                draw.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y1 - 2), radius=10, fill=SOUP, outline=SOUP_EDGE,
                                       width=2)
                draw.text((x1 - 7, y1 - 5), name, font=font(10), fill=SOUP_EDGE, anchor="rd")
            elif (col, row) in COMPASS_CELLS:
                _island(draw, (x0, y0, x1, y1))
    for i in range(COLS):
        x = MARGIN + i * CELL + CELL // 2
        for y in (MARGIN // 2, MARGIN + BOARD_H + MARGIN // 2):
            centred_text(draw, (x, y), chr(ord("a") + i), 15, bold=True)
    for i in range(ROWS):
        y = MARGIN + i * CELL + CELL // 2
        for x in (MARGIN // 2, MARGIN + BOARD_W + MARGIN // 2):
            centred_text(draw, (x, y), str(ROWS - i), 15, bold=True)
    draw.text((LADDER_X, LADDER_Y - 6), say("soup-board-ladder"), font=font(14, bold=True), fill=INK, anchor="ld")
    draw.text((LADDER_X + LADDER_COLS * RUNG_W, LADDER_Y - 6),
              say("soup-board-finish-zone", first=FINISH, last=LADDER_LENGTH),
              font=font(13), fill=INK, anchor="rd")
    for space in range(1, LADDER_LENGTH + 1):
        x0, y0, x1, y1 = rung_box(space)
        finish = space >= FINISH
        draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=FINISH_FILL if finish else RUNG,
                       outline=(20, 22, 30) if finish else RUNG_EDGE)
        draw.text((x0 + 4, y0 + 2), str(space), font=font(11, bold=finish),
                  fill=PALETTE["white"] if finish else MUTED)
    return image


def _island(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 + 6, y0 + 6, x1 - 6, y1 - 6), radius=34, fill=ISLAND, outline=ISLAND_EDGE, width=2)
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 + 2
    r = 24
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(240, 226, 188), outline=ISLAND_EDGE, width=1)
    for point, dx, dy in (("n", 0, -1), ("e", 1, 0), ("s", 0, 1), ("w", -1, 0)):
        centred_text(draw, (cx + dx * (r + 8), cy + dy * (r + 8)), say("soup-board-compass-point", point=point), 10,
                     fill=(110, 85, 45), bold=True)


# --- sprites -----------------------------------------------------------------------------------


@cache
def _narrow(size: int) -> Font:
    """Condensed bold for two-digit cube counts."""
    return truetype("DejaVuSansCondensed-Bold.ttf", size)


@lru_cache(maxsize=512)
def _cube_chip(colour: str, count: int) -> Image.Image:
    """A cube square with the colour's letter, and the number of such cubes beside it; faded at 0."""
    sprite = Image.new("RGBA", (CHIP_SLOT, CHIP + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    middle = (CHIP / 2 + 0.5, CHIP / 2 + 0.5)
    if count:
        fill = PALETTE[colour]
        draw.rectangle((0, 0, CHIP, CHIP), fill=fill, outline=INK, width=1)
        centred_text(draw, middle, colour[0].upper(), 10, fill=text_on(fill), bold=True)
        number = font(13, bold=True) if count < 10 else _narrow(13)
        draw.text((CHIP + 1, CHIP / 2 + 1), str(count), font=number, fill=INK, anchor="lm")
    else:
        draw.rectangle((0, 0, CHIP, CHIP), outline=FADED, width=1)
        centred_text(draw, middle, colour[0].upper(), 9, fill=FADED)
        draw.text((CHIP + 2, CHIP / 2 + 1), "0", font=font(11), fill=FADED, anchor="lm")
    return sprite


@cache
def _token_sprite(colour: str, shape: str, number: int, damage: int, size: int, ring: bool) -> Image.Image:
    """An amoeba: its player's shape and colour, its number inside, a dark pip per damage point
    under it; a ring round the amoeba whose turn it is."""
    pad = 6
    side = size + 2 * pad
    sprite = Image.new("RGBA", (side, side + 4), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    centre = (side / 2, side / 2)
    radius = size / 2
    if ring:
        draw.ellipse((0, 0, side - 1, side - 1), fill=TO_ACT, outline=INK, width=1)
        draw.ellipse((1, 1, side - 2, side - 2), outline=TO_ACT_EDGE, width=3)
    fill = PALETTE[colour]
    # triangles and diamonds look smaller than circles and squares of the same radius
    marker(draw, centre, radius * {"triangle": 1.2, "diamond": 1.12}.get(shape, 1.0), shape, fill)
    text_y = centre[1] + (radius * 0.3 if shape == "triangle" else 0)
    label_size = max(9, round(size * (0.45 if shape == "triangle" else 0.55)))
    centred_text(draw, (centre[0], text_y), str(number), label_size, fill=text_on(fill), bold=True)
    if damage:
        pip = max(2.0, size / 10)
        step = pip * 2 + 2
        first = side / 2 - (damage - 1) * step / 2
        y = side / 2 + radius - pip / 2
        for i in range(damage):
            x = first + i * step
            draw.ellipse((x - pip - 1, y - pip - 1, x + pip + 1, y + pip + 1), fill=PALETTE["white"])
            draw.ellipse((x - pip, y - pip, x + pip, y + pip), fill=INK)
    return sprite


@cache
def _ladder_marker(colour: str, shape: str, finish: bool) -> Image.Image:
    """A score marker: the seat's shape and colour with its letter."""
    side = 28
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = PALETTE[colour]
    marker(draw, (side / 2, side / 2), 12, shape, fill, outline=PALETTE["white"] if finish else INK)
    dy = 2 if shape == "triangle" else 0
    centred_text(draw, (side / 2, side / 2 + dy), colour[0].upper(), 10 if shape == "triangle" else 12,
                 fill=text_on(fill), bold=True)
    return sprite


@per_language()
def _compass_sprite(card_id: int) -> Image.Image:
    """The environment card on the island: its name, the drift arrow (or still water), the ozone."""
    card = CARDS[card_id]
    sprite = Image.new("RGBA", (CELL, CELL), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    cx, cy = CELL / 2, CELL / 2 + 2
    name = worded(card_name_words(card))
    size = size_to_fit(name, (11, 10, 9), ISLAND_TEXT_WIDTH, bold=True)
    centred_text(draw, (cx, 20), fit_text(name, size, ISLAND_TEXT_WIDTH, bold=True), size, bold=True)
    if card.drift is None:
        centred_text(draw, (cx, cy - 5), say("soup-board-island-still-top"), 11, bold=True)
        centred_text(draw, (cx, cy + 7), say("soup-board-island-still-bottom"), 11, bold=True)
    else:
        dx, dy = {"n": (0, -1), "e": (1, 0), "s": (0, 1), "w": (-1, 0)}[card.drift]
        tail = (cx - dx * 16, cy - dy * 16)
        tip = (cx + dx * 20, cy + dy * 20)
        draw.line((tail, (cx + dx * 8, cy + dy * 8)), fill=INK, width=5)
        px, py = -dy, dx  # perpendicular
        draw.polygon([tip, (cx + dx * 6 + px * 9, cy + dy * 6 + py * 9), (cx + dx * 6 - px * 9, cy + dy * 6 - py * 9)],
                     fill=INK)
    centred_text(draw, (cx, CELL - 19), say("soup-board-island-ozone", ozone=card.ozone), 12, bold=True)
    return sprite


# --- tiles: the parts of the board that change -------------------------------------------------

Pieces = tuple[tuple[str, str, int, int, bool], ...]  # (colour, shape, number, damage, whose turn) per amoeba


def _space(name: str, colours: tuple[str, ...], counts: tuple[int, ...], pieces: Pieces, highlighted: bool,
           current: bool) -> Image.Image:
    """One soup space as the board shows it: the last move's ring (sky blue, ink edge), the orange
    ring of the space whose amoeba is to move (inside the blue one when both), its cubes and its
    amoebas, the rings under the pieces so no piece is hidden."""
    box = space_box(name)
    tile = background().crop(box)
    draw = ImageDraw.Draw(tile)
    if highlighted:
        last_move_ring(draw, (0, 0, CELL, CELL), RING, radius=12)
    if current and highlighted:
        draw.rounded_rectangle((RING, RING, CELL - 1 - RING, CELL - 1 - RING), radius=8, outline=TO_ACT_EDGE, width=3)
    elif current:
        draw.rounded_rectangle((1, 1, CELL - 1, CELL - 1), radius=11, outline=TO_ACT_EDGE, width=4)
    for index, (colour, count) in enumerate(zip(colours, counts, strict=True)):
        x, y = cube_chip_at(name, index)
        paste(tile, _cube_chip(colour, count), (x - box[0], y - box[1]))
    size, centres = token_layout(len(pieces))
    for (colour, shape, number, damage, ring), (cx, cy) in zip(pieces, centres, strict=True):
        sprite = _token_sprite(colour, shape, number, damage, size, ring)
        paste(tile, sprite, (cx - sprite.width / 2, cy - (sprite.height - 4) / 2))
    return tile


def _compass(card_id: int, highlighted: bool) -> Image.Image:
    """The island with the environment card; ringed when the card turned in the last move."""
    tile = background().crop(space_box(ISLAND_SPACE))
    if highlighted:
        last_move_ring(ImageDraw.Draw(tile), (0, 0, CELL, CELL), RING, radius=12)
    paste(tile, _compass_sprite(card_id), (0, 0))
    return tile


def _ladder(markers: tuple[tuple[int, str, str], ...], highlighted: tuple[int, ...]) -> Image.Image:
    """The scoring ladder with its markers (space, colour, shape) and the last move's rings."""
    tile = background().crop(LADDER_BOX)
    draw = ImageDraw.Draw(tile)

    def box(space: int) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = rung_box(space)
        return x0 - LADDER_X, y0 - LADDER_Y, x1 - LADDER_X, y1 - LADDER_Y

    for space in highlighted:
        last_move_ring(draw, box(space), RUNG_RING)
    for space, colour, shape in markers:
        _x0, y0, x1, y1 = box(space)
        sprite = _ladder_marker(colour, shape, space >= FINISH)
        paste(tile, sprite, (x1 - sprite.width - 4, (y0 + y1 - sprite.height) / 2))
    return tile


# --- the board -----------------------------------------------------------------------------------


def render(engine: Engine[State], state: State) -> bytes:
    view: dict[str, Any] = engine.view(state, None)
    return png(_draw(engine.title, view, tuple(engine.seat_colours[: len(view["players"])]), through_palette=True))


@per_language()
def _palette() -> Image.Image:
    """Fitted once to a board showing every kind of piece: four players, amoebas of every size
    with damage pips and the ring, cubes, markers in and out of the Finish Zone, a resigned seat."""
    from rules.soup.engine import ENGINE, SEAT_COLOURS

    view: dict[str, Any] = ENGINE.view(ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 1), None)
    spaces = list(view["cubes"])
    crowd = [2, 5, 9, 14, 22, 28]
    view["amoebas"] = [[] for _ in SEAT_COLOURS]
    for space, count in zip(spaces, crowd, strict=False):
        for i in range(count):
            view["amoebas"][i % 4].append({"number": i // 4 + 1, "space": space, "damage": i % 3})
    for i, space in enumerate(spaces[len(crowd):]):
        view["amoebas"][i % 4].append({"number": 7, "space": space, "damage": 0})
        view["cubes"][space] = [i % 5, (i + 1) % 12, (i + 2) % 7, 3]
    view["current"] = {"seat": 0, "amoeba": 1}
    view["highlight"] = [spaces[0], spaces[1], spaces[-1], "c3"]  # the current amoeba's space too
    view["highlight_ladder"] = [12, 20, 41, 50]
    view["ladder"] = [12, 41, 50, None]
    view["resigned"] = [False, False, False, True]
    view["winners"] = [2]
    view["genes"] = [["speed", "struggle"], [], ["armor"], []]
    view["mutation_points"] = [30, 0, 3, 0]
    view["prompt"] = {"seat": 0, "kind": "move", "task": "drift or move amoeba 1 on c4 (0 DP)"}
    return palette_of(_draw(ENGINE.title, view, SEAT_COLOURS, through_palette=False))


def _is_current(current: dict[str, int] | None, seat: int, amoeba: dict[str, Any]) -> bool:
    return current is not None and current["seat"] == seat and current["amoeba"] == amoeba["number"]


def _draw(title: str, view: dict[str, Any], colours: tuple[str, ...], through_palette: bool) -> Image.Image:
    """The board from the spectator's view: the static background with the tiles of the spaces,
    the island and the ladder over it, and the side panel. Through the palette (for a PNG) the
    tiles come ready-indexed from a cache, so a move costs only the tiles it changed."""
    def tile(draw_tile: Callable[..., Image.Image], *args: Hashable) -> Image.Image:
        return kept_tile(_palette, draw_tile, *args) if through_palette else draw_tile(*args)

    image = (kept_layer(_palette, background) if through_palette else background()).copy()
    current = view["current"]
    highlighted = set(view.get("highlight") or ())
    pieces: dict[str, list[tuple[str, str, int, int, bool]]] = {name: [] for name in view["cubes"]}
    current_space = None
    for seat, tribe in enumerate(view["amoebas"]):
        for amoeba in tribe:
            ring = _is_current(current, seat, amoeba)
            pieces[amoeba["space"]].append((colours[seat], SHAPES[seat], amoeba["number"], amoeba["damage"], ring))
            if ring:
                current_space = amoeba["space"]
    for name, counts in view["cubes"].items():
        image.paste(tile(_space, name, colours, tuple(counts[: len(colours)]), tuple(pieces[name]),
                         name in highlighted, name == current_space), space_box(name)[:2])
    image.paste(tile(_compass, view["card"]["id"], ISLAND_SPACE in highlighted), space_box(ISLAND_SPACE)[:2])
    markers = tuple((space, colours[seat], SHAPES[seat]) for seat, space in enumerate(view["ladder"])
                    if space is not None)
    image.paste(tile(_ladder, markers, tuple(view.get("highlight_ladder") or ())), LADDER_BOX[:2])
    panel = _panel(title, view, colours)
    image.paste(indexed(panel, _palette()) if through_palette else panel, (PANEL_X, 0))
    return image


# --- the side panel ----------------------------------------------------------------------------


def _panel(title: str, view: dict[str, Any], colours: tuple[str, ...]) -> Image.Image:
    """The side panel: players, round and card, the awaited decision, genes and the cube supply."""
    image = Image.new("RGB", (PANEL, HEIGHT), PANEL_BG)
    prompt = view["prompt"]
    rows = []
    for seat, name in enumerate(view["players"]):
        out = view["resigned"][seat]
        if out:
            detail = say("board-left-game")
        else:
            space = view["ladder"][seat]
            detail = say("soup-board-standing", space=say("soup-board-no-space") if space is None else space,
                         bp=view["biological_points"][seat], amoebas=len(view["amoebas"][seat]))
            if seat in view["winners"]:
                detail = say("board-winner", standing=detail)
        rows.append(PanelPlayer(name, colours[seat], SHAPES[seat], detail, tag=f"({colours[seat][0].upper()})",
                                to_act=prompt is not None and prompt["seat"] == seat, out=out))
    notes = [say("board-setup") if view["phase"] == "setup"
             else say("soup-board-round", round=view["round"], phase=str(phase_words(view["phase"])))]
    notes.append(str(card_words(CARDS[view["card"]["id"]])))
    notes.append(say("soup-board-deck", cards=view["cards_left"]))
    if view["over"]:
        notes += wrap(worded(words_from_json(view["summary"])), 14, PANEL - 36)
    elif prompt is not None:
        notes += wrap(waiting_note(view["players"][prompt["seat"]], prompt["task"]), 14, PANEL - 36)
    bottom = draw_panel(image, 0, title, rows, notes)
    bottom = _genes(image, view, colours, bottom + 6)
    _supply(image, view, colours, bottom + 8)
    return image


def _genes(image: Image.Image, view: dict[str, Any], colours: tuple[str, ...], y: int) -> int:
    """Each player's genes and mutation points; points above the ozone are marked (they cost BP)."""
    ozone = view["card"]["ozone"]
    y = _paste_panel(image, _genes_heading(ozone), y)
    for seat, genes in enumerate(view["genes"]):
        if not view["resigned"][seat]:
            block = _gene_block(colours[seat], SHAPES[seat], view["mutation_points"][seat], ozone, tuple(genes))
            y = _paste_panel(image, block, y)
    return y


def _paste_panel(image: Image.Image, sprite: Image.Image, y: int) -> int:
    image.paste(sprite, (0, y))
    return y + sprite.height


@per_language(maxsize=32)
def _genes_heading(ozone: int) -> Image.Image:
    sprite = Image.new("RGB", (PANEL, 24), PANEL_BG)
    ImageDraw.Draw(sprite).text((18, 0), say("soup-board-genes", ozone=ozone), font=font(14, bold=True), fill=INK)
    return sprite


@per_language(maxsize=64)
def _gene_block(colour: str, shape: str, mp: int, ozone: int, genes: tuple[str, ...]) -> Image.Image:
    """One player's line(s) of genes: their shape, mutation points (red, with how many over the
    ozone, when they will cost BP), and the gene names wrapped to the panel."""
    names = worded(genes_listed(genes)) if genes else say("soup-board-no-genes")
    column = _gene_names_x(reader_language())
    lines = wrap(names, 13, PANEL - column - 10)
    over = mp - ozone
    height = 18 * max(len(lines), 2 if over > 0 else 1) + 5
    sprite = Image.new("RGB", (PANEL, height), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    marker(draw, (25, 8), 7, shape, PALETTE[colour])
    draw_text(draw, (38, 0), say("soup-board-mutation-points", points=mp), 13, PALETTE["red"] if over > 0 else INK,
              bold=True)
    if over > 0:
        draw_text(draw, (38, 17), say("soup-board-over-ozone", points=over), 11, PALETTE["red"], bold=True)
    for i, line in enumerate(lines):
        draw_text(draw, (column, i * 18), line, 13, INK if genes else MUTED)
    return sprite


@cache
def _gene_names_x(language: str) -> int:
    """Where a player's gene names start: right of their points and of how many the ozone is short by, as
    wide as the language words them for two digits ("88 de trop"), and never left of 94."""
    widest = max(text_width(say("soup-board-mutation-points", points=88), 13, bold=True),
                 text_width(say("soup-board-over-ozone", points=88), 11, bold=True))
    return max(94, 38 + ceil(widest) + 8)


def _supply(image: Image.Image, view: dict[str, Any], colours: tuple[str, ...], y: int) -> None:
    image.paste(_supply_and_legend(), (0, y))
    for index, colour in enumerate(colours):
        image.paste(_supply_chip(colour, view["supply"][index]), (18 + index * 72, y + 24))


@per_language()
def _supply_and_legend() -> Image.Image:
    """The cube supply's heading and the key to the pieces under it (the counts go between)."""
    sprite = Image.new("RGB", (PANEL, 140), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    draw.text((18, 0), say("soup-board-supply"), font=font(14, bold=True), fill=INK)
    for i, line in enumerate(say("soup-board-key").splitlines()):
        draw.text((18, 60 + i * 16), line, font=font(12), fill=MUTED)
    return sprite


@lru_cache(maxsize=512)
def _supply_chip(colour: str, count: int) -> Image.Image:
    sprite = Image.new("RGB", (66, 21), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    fill = PALETTE[colour]
    draw.rectangle((0, 0, 20, 20), fill=fill, outline=INK, width=1)
    centred_text(draw, (10.5, 10.5), colour[0].upper(), 13, fill=text_on(fill), bold=True)
    draw.text((25, 11), str(count), font=font(14, bold=True), fill=INK, anchor="lm")
    return sprite


