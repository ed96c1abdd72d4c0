"""The Extinction board: the hex island of Darwinia, each habitat in its colour with its symbol
(a second cue beside the colour), row letters and column numbers on the edges; population cubes
as dice showing their pips in the player's colour, with the player's shape in white at the
die's corner; barriers as grey tiles with an icon and a short name; the hexes the last move
touched ringed in sky blue with an ink edge. A side panel lists each species' public population,
cubes and score, the spin, the last environment card, the words species have shown, the
barriers left and whom the game waits for, above a key to the habitats and barriers.

Everything is drawn from `engine.view(state, None)`, the spectator's view: no genotype reaches
the board before the game ends; at the end that view holds them all, and the final board lists
every species' cards in place of the key. `render_private` draws one player's own six cards from their own
view, for the private answer to `/extinction genes`.
"""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from messages import reader_language, say
from rendering.common import (
    INK,
    LAST_MOVE,
    MUTED,
    PALETTE,
    PANEL_BG,
    SHAPES,
    Footprint,
    PanelPlayer,
    centred_text,
    draw_panel,
    font,
    indexed,
    kept_layer,
    kept_tile,
    marker,
    palette_of,
    paste,
    per_language,
    png,
    reaching_footprints,
    size_to_fit,
    text_on,
    wrap,
)
from rules.base import Engine
from rules.extinction.data import (
    BARRIER_ORDER,
    DECK_ORDER,
    HABITAT_OF,
    HABITAT_ORDER,
    HABITATS,
    HEX_AT,
    HEXES,
)
from rules.extinction.state import State
from rules.extinction.status import ShownCard
from rules.extinction.vocabulary import barriers_words, change_words, habitat_words, predator_words
from rules.hexgrid import bounds, centre, corners, from_offset, to_offset
from rules.phrases import listed

SIZE = 36  # a hex's circumradius in pixels
# A barrier's name, under its icon where the hex narrows: drawn smaller where it runs longer ("mountain", "Flughafen")
BARRIER_NAME_W, BARRIER_NAME_SIZES = 44, (10, 9, 8, 7)
LEFT, TOP = 34, 30  # room for the row letters and column numbers
_X0, _Y0, _X1, _Y1 = bounds(HEX_AT.values(), SIZE)
ORIGIN = (LEFT + 8 - _X0, TOP + 6 - _Y0)
BOARD_W = round(LEFT + 16 + _X1 - _X0)
BOARD_H = round(TOP + 18 + _Y1 - _Y0)
PANEL = 360
PANEL_X = BOARD_W
WIDTH = BOARD_W + PANEL
HEIGHT = max(BOARD_H, 800)

SEA = (196, 222, 232)
SEA_EDGE = (150, 180, 196)
HABITAT_FILL = {
    "woodland": (92, 140, 88),
    "meadow": (196, 218, 128),
    "brushland": (214, 186, 128),
    "marsh": (150, 186, 160),
    "lake": (132, 186, 222),
    "swamp": (128, 128, 88),
}
BARRIER_FILL = (232, 228, 220)
DIE = 32  # a die's side
RING = 4


def _shade(colour: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    red, green, blue = (max(0, min(255, round(c * factor))) for c in colour)
    return red, green, blue


def _ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """A habitat's symbol and label colour: darker on a light fill, lighter on a dark one."""
    r, g, b = fill
    return _shade(fill, 1.6) if 0.299 * r + 0.587 * g + 0.114 * b < 130 else _shade(fill, 0.5)


def hex_centre(hex_name: str) -> tuple[float, float]:
    return centre(HEX_AT[hex_name], SIZE, ORIGIN)


# --- habitat symbols: the second cue beside each habitat's colour ---------------------------------


def _symbol(draw: ImageDraw.ImageDraw, habitat: str, x: float, y: float, ink: tuple[int, int, int],
            s: float = 7) -> None:
    """A small drawing of the habitat centred on (x, y), about 2s wide."""
    if habitat == "woodland":
        draw.polygon([(x, y - s), (x + s * 0.8, y + s * 0.5), (x - s * 0.8, y + s * 0.5)], fill=ink)
        draw.line((x, y + s * 0.5, x, y + s), fill=ink, width=2)
    elif habitat == "meadow":
        for dx in (-0.7, 0, 0.7):
            draw.line((x + dx * s, y + s * 0.8, x + dx * s * 1.5, y - s * 0.6), fill=ink, width=2)
    elif habitat == "brushland":
        for dx, dy in ((-0.55, 0.25), (0.55, 0.25), (0, -0.3)):
            r = s * 0.45
            draw.ellipse((x + dx * s - r, y + dy * s - r, x + dx * s + r, y + dy * s + r), fill=ink)
    elif habitat == "marsh":
        for dx in (-0.6, 0.1, 0.7):
            draw.line((x + dx * s, y + s, x + dx * s, y - s * 0.7), fill=ink, width=1)
            draw.ellipse((x + dx * s - 2, y - s * 0.6, x + dx * s + 2, y), fill=ink)
    elif habitat == "lake":
        for dy in (-0.35, 0.45):
            points = [(x - s + i * s / 4, y + dy * s + (2 if i % 2 else -2) * s / 7) for i in range(9)]
            draw.line(points, fill=ink, width=2)
    else:  # swamp: a dead stump standing in water
        draw.line((x - s * 0.1, y + s * 0.5, x - s * 0.1, y - s), fill=ink, width=3)
        draw.line((x - s * 0.1, y - s * 0.3, x + s * 0.6, y - s * 0.8), fill=ink, width=2)
        draw.line((x - s, y + s * 0.7, x + s, y + s * 0.7), fill=ink, width=2)


# --- the static board -----------------------------------------------------------------------------


@per_language()
def background() -> Image.Image:
    """Sea, the island's hexes with colours, symbols and names, and the edge coordinates; drawn once."""
    image = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(image)
    for hex_name in HEXES:
        habitat = HABITAT_OF[hex_name]
        fill = HABITAT_FILL[habitat]
        x, y = hex_centre(hex_name)
        draw.polygon(corners((x, y), SIZE - 1), fill=fill, outline=_shade(fill, 0.6), width=2)
        _symbol(draw, habitat, x - SIZE * 0.42, y - SIZE * 0.45, _ink(fill), 5)
        _label(draw, hex_name)
    rows = sorted({to_offset(h)[1] for h in HEX_AT.values()})
    cols = sorted({to_offset(h)[0] for h in HEX_AT.values()})
    for row in rows:
        _, y = centre(from_offset(0, row), SIZE, ORIGIN)
        centred_text(draw, (LEFT / 2, y), chr(ord("a") + row), 15, fill=INK, bold=True)
    for col in cols:
        x, _ = centre(from_offset(col, 0), SIZE, ORIGIN)
        centred_text(draw, (x, TOP / 2), str(col + 1), 13, fill=INK, bold=True)
    return image


# --- sprites --------------------------------------------------------------------------------------

PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


@cache
def die_sprite(colour: str, shape: str, count: int) -> Image.Image:
    """A population cube: a die in the player's colour showing `count` pips, the player's shape
    in white at its top-right corner."""
    pad = 8
    side = DIE + 2 * pad
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    fill = PALETTE[colour]
    draw.rounded_rectangle((pad + 2, pad + 2, pad + DIE + 2, pad + DIE + 2), radius=7, fill=(0, 0, 0, 90))
    draw.rounded_rectangle((pad, pad, pad + DIE, pad + DIE), radius=7, fill=fill, outline=INK, width=2)
    pip = text_on(fill)
    mid = pad + DIE / 2
    step = DIE * 0.27
    for dx, dy in PIPS[count]:
        px, py = mid + dx * step, mid + dy * step
        draw.ellipse((px - 3.3, py - 3.3, px + 3.3, py + 3.3), fill=pip)
    marker(draw, (pad + DIE - 1, pad + 1), 6.5, shape, PALETTE["white"], outline=INK)
    return sprite


@per_language()
def barrier_sprite(kind: str) -> Image.Image:
    """A barrier piece: a pale hex tile with the kind's icon and short name, in the reader's language."""
    side = 2 * SIZE
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    c = (SIZE, SIZE)
    draw.polygon(corners(c, SIZE - 3), fill=BARRIER_FILL, outline=INK, width=3)
    _barrier_icon(draw, kind, SIZE, SIZE - 6, 12)
    name = say("extinction-barrier-lower", kind=kind)
    centred_text(draw, (SIZE, SIZE + 15), name, size_to_fit(name, BARRIER_NAME_SIZES, BARRIER_NAME_W, bold=True),
                 fill=INK, bold=True)
    return sprite


def _barrier_icon(draw: ImageDraw.ImageDraw, kind: str, x: float, y: float, s: float) -> None:
    if kind == "city":
        for dx, h in ((-0.8, 1.1), (-0.1, 1.6), (0.6, 0.9)):
            draw.rectangle((x + dx * s, y + s - h * s, x + dx * s + s * 0.6, y + s), fill=(90, 90, 100), outline=INK)
    elif kind == "jetport":
        draw.line((x - s, y, x + s, y), fill=INK, width=4)
        draw.polygon([(x - s * 0.2, y), (x + s * 0.3, y - s * 0.9), (x + s * 0.5, y - s * 0.9), (x + s * 0.3, y)],
                     fill=INK)
        draw.polygon([(x - s * 0.2, y), (x + s * 0.3, y + s * 0.9), (x + s * 0.5, y + s * 0.9), (x + s * 0.3, y)],
                     fill=INK)
        draw.polygon([(x - s, y), (x - s * 1.1, y - s * 0.45), (x - s * 0.8, y)], fill=INK)
    elif kind == "mountain":
        draw.polygon([(x - s * 1.1, y + s), (x - s * 0.2, y - s), (x + s * 0.7, y + s)], fill=(110, 100, 90),
                     outline=INK)
        draw.polygon([(x - s * 0.1, y + s), (x + s * 0.5, y - s * 0.3), (x + s * 1.1, y + s)], fill=(140, 128, 115),
                     outline=INK)
        draw.polygon([(x - s * 0.2, y - s), (x - s * 0.45, y - s * 0.45), (x + 0.05 * s, y - s * 0.45)],
                     fill=PALETTE["white"])
    elif kind == "river":
        for dy in (-0.35, 0.35):
            points = [(x - s * 1.1 + i * s * 0.275, y + dy * s + math.sin(i * 0.9) * s * 0.25) for i in range(9)]
            draw.line(points, fill=PALETTE["blue"], width=4)
    else:  # desert: dunes under a sun
        draw.ellipse((x + s * 0.2, y - s, x + s * 0.9, y - s * 0.3), fill=PALETTE["orange"], outline=INK)
        draw.chord((x - s * 1.2, y - s * 0.1, x + s * 0.2, y + s * 1.6), 180, 360, fill=(222, 190, 110), outline=INK)
        draw.chord((x - s * 0.3, y + s * 0.2, x + s * 1.2, y + s * 1.8), 180, 360, fill=(236, 206, 128), outline=INK)


def _label(draw: ImageDraw.ImageDraw, hex_name: str, halo: bool = False, corner: tuple[int, int] = (0, 0)) -> None:
    """A hex's name near its lower edge; with a halo in the habitat's colour, over a ring. `corner`
    is where `draw`'s image lies on the board."""
    fill = HABITAT_FILL[HABITAT_OF[hex_name]]
    x, y = _on(hex_name, corner)
    draw.text((x + SIZE * 0.1, y + SIZE * 0.62), hex_name, font=font(10, bold=True), fill=_ink(fill), anchor="mm",
              stroke_width=2 if halo else 0, stroke_fill=fill if halo else None)


def _on(hex_name: str, corner: tuple[int, int]) -> tuple[float, float]:
    """A hex's centre on an image lying at `corner` of the board."""
    x, y = hex_centre(hex_name)
    return x - corner[0], y - corner[1]


def _ring(draw: ImageDraw.ImageDraw, hex_name: str, label: bool = True, corner: tuple[int, int] = (0, 0)) -> None:
    """The last move's ring on a hex: sky blue with an ink edge, as on every board of ours; the
    hex's name, which the ring crosses, is written again on top."""
    xy = _on(hex_name, corner)
    draw.polygon(corners(xy, SIZE - 2), outline=INK, width=RING + 2)
    draw.polygon(corners(xy, SIZE - 3), outline=LAST_MOVE, width=RING)
    if label:
        _label(draw, hex_name, halo=True, corner=corner)


# --- the board ------------------------------------------------------------------------------------


def render(engine: Engine[State], state: State) -> bytes:
    """The board through the palette: the kept background with a kept tile for each hex a position
    draws on (rings, barriers, dice), each within its hex's footprint, and the panel, the only
    part indexed every time."""
    view: dict[str, Any] = engine.view(state, None)
    board = kept_layer(_palette, background).copy()
    colours = view["colours"]
    ringed = set(view["highlight"])
    dice = {hex_name: (colours[seat], SHAPES[seat], count) for hex_name, (seat, count) in view["cubes"].items()}
    for hex_name in ringed | view["barriers"].keys() | dice.keys():
        tile = kept_tile(_palette, _hex, hex_name, hex_name in ringed, view["barriers"].get(hex_name),
                         dice.get(hex_name), reader_language())
        _footprints()[hex_name].paste(board, tile)
    paper = Image.new("RGB", (PANEL, HEIGHT))
    _panel(paper, 0, engine.title, view)
    board.paste(indexed(paper, _palette()), (PANEL_X, 0))
    return png(board)


def _die_box(hex_name: str, die: Image.Image) -> tuple[int, int, int, int]:
    """Where a die sprite goes on a hex, rounded as paste rounds it."""
    x, y = hex_centre(hex_name)
    left, top = round(x - die.width / 2 + 2), round(y - die.height / 2 - 2)
    return left, top, left + die.width, top + die.height


@cache
def _footprints() -> dict[str, Footprint]:
    """The pixels each hex owns: its filled outline, within which all a position draws on it lies
    but for a pixel or two of a die's shape and of a ringed name's halo, which reach into the sea
    round it (tests/rendering/test_extinction_render.py checks that nothing reaches further)."""
    return reaching_footprints((WIDTH, HEIGHT), {name: corners(hex_centre(name), SIZE - 1) for name in HEXES},
                               {name: hex_centre(name) for name in HEXES}, 3)


# A hex is drawn with this much of the board round it: a ring's wide lines, drawn outward past its
# corners, then stay at positive coordinates, which Pillow places as it does on the whole board.
_HEX_MARGIN = 16


def _hex(hex_name: str, ringed: bool, barrier: str | None, die: tuple[str, str, int] | None,
         _language: str) -> Image.Image:
    """One hex's footprint box as draw_board draws it: the background, the ring, the barrier, the
    die, each placed where the whole board would round it. A barrier's tile names it in the reader's
    language, `_language`, which keeps the hex's tile apart from another language's (kept_tile keys on
    the arguments)."""
    box = _footprints()[hex_name].box
    left, top = box[0] - _HEX_MARGIN, box[1] - _HEX_MARGIN
    image = background().crop((left, top, box[2] + _HEX_MARGIN, box[3] + _HEX_MARGIN))
    draw = ImageDraw.Draw(image)
    x, y = hex_centre(hex_name)
    if ringed:
        _ring(draw, hex_name, corner=(left, top))
    if barrier is not None:
        sprite = barrier_sprite(barrier)
        image.paste(sprite, (round(x - SIZE) - left, round(y - SIZE) - top), sprite)
        if ringed:
            _ring(draw, hex_name, label=False, corner=(left, top))
    if die is not None:
        sprite = die_sprite(*die)
        at = _die_box(hex_name, sprite)
        image.paste(sprite, (at[0] - left, at[1] - top), sprite)
    return image.crop((_HEX_MARGIN, _HEX_MARGIN, image.width - _HEX_MARGIN, image.height - _HEX_MARGIN))


def draw_board(title: str, view: dict[str, Any]) -> Image.Image:
    colours = view["colours"]
    image = background().copy()
    draw = ImageDraw.Draw(image)
    for hex_name in view["highlight"]:
        _ring(draw, hex_name)
    for hex_name, kind in view["barriers"].items():
        x, y = hex_centre(hex_name)
        paste(image, barrier_sprite(kind), (x - SIZE, y - SIZE))
    for hex_name in view["highlight"]:
        if hex_name in view["barriers"]:
            _ring(draw, hex_name, label=False)  # the tile names the barrier instead
    for hex_name, (seat, count) in view["cubes"].items():
        x, y = hex_centre(hex_name)
        sprite = die_sprite(colours[seat], SHAPES[seat], count)
        paste(image, sprite, (x - sprite.width / 2 + 2, y - sprite.height / 2 - 2))
    _panel(image, PANEL_X, title, view)
    return image


# The panel is drawn from an even x (PANEL_X), so drawn apart from x 0 it places every word as on the
# whole board: draw_text rounds a word's place halves to even.
assert PANEL_X % 2 == 0


def _panel(image: Image.Image, panel_x: int, title: str, view: dict[str, Any]) -> None:
    colours = view["colours"]
    step = view["step"]
    rows = []
    for seat, name in enumerate(view["players"]):
        out = view["extinct"][seat] or view["resigned"][seat]
        if view["resigned"][seat]:
            detail = say("board-left-game")
        elif view["extinct"][seat]:
            cause = say("extinction-cause-short", cause=view["cause"][seat] or "")
            detail = say("extinction-board-extinct", cause=cause)
        else:
            detail = say("extinction-board-standing", population=view["population"][seat],
                         cubes=view["cubes_on_board"][seat], score=view["score"][seat])
        if seat in view["winners"]:
            detail = say("board-winner", standing=detail)
        rows.append(PanelPlayer(say("board-player", name=name, colour=say("colour-name", colour=colours[seat])),
                                colours[seat],
                                SHAPES[seat], detail,
                                to_act=step is not None and step["seat"] == seat, out=out))
    width = PANEL - 36
    notes: list[str] = []
    if view["spin"]:
        notes += wrap(say("extinction-board-spin", first=view["spin"]["names"][0], second=view["spin"]["names"][1]),
                      14, width)
    card = view["last_card"]
    notes += wrap(say("extinction-board-last-card", card=card["name"]) if card else say("extinction-board-no-card"),
                  14, width)
    shown = [say("extinction-board-shown-player", name=view["players"][seat], traits=", ".join(traits))
             for seat, words in enumerate(view["revealed"]) if (traits := _revealed(words))]
    if shown:
        notes += wrap(say("extinction-board-shown", players="; ".join(shown)), 14, width)
    left = ", ".join(say("extinction-board-barrier-count", barrier=say("extinction-barrier-lower", kind=k), count=n)
                     for k, n in view["barriers_left"].items() if n)
    notes += wrap(say("extinction-board-barriers-left", barriers=left) if left
                  else say("extinction-board-no-barriers-left"), 14, width)
    if view["over"]:
        notes += wrap(_game_over(view), 14, width)
    elif step is not None:
        notes += wrap(say("extinction-board-waiting", name=view["players"][step["seat"]], task=step["task"]), 14, width)
    # At the end every genotype is public (the view shows them): they take the key's place.
    legend = _genotypes(view) if view["over"] and any(view["genes"]) else _legend()
    room = (HEIGHT - legend.height - 66 - 60 * len(rows)) // 22
    if len(notes) > room:  # the newest facts (the wait, the end) matter most: older lines give way
        notes = notes[len(notes) - room:]
    draw_panel(image, panel_x, _heading(title, view), rows, notes)
    image.paste(legend, (panel_x, HEIGHT - legend.height))


GENOTYPE_SIZE = 12


def _genotypes(view: dict[str, Any]) -> Image.Image:
    """Every species' six cards, a block per player, for the final board (the view holds them only
    once the game is over)."""
    width = PANEL - 36
    blocks = []
    for seat, cards in enumerate(view["genes"]):
        if cards:
            text = " · ".join(card["summary"] for card in sorted(cards, key=lambda c: DECK_ORDER.index(c["deck"])))
            blocks.append((seat, wrap(text, GENOTYPE_SIZE, width)))
    line = GENOTYPE_SIZE + 3
    height = 30 + sum(20 + line * len(lines) + 6 for _, lines in blocks)
    sprite = Image.new("RGB", (PANEL, height), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    draw.text((18, 6), say("extinction-board-genotypes"), font=font(14, bold=True), fill=INK)
    y = 30
    for seat, lines in blocks:
        colour = view["colours"][seat]
        marker(draw, (26, y + 8), 7, SHAPES[seat], PALETTE[colour], outline=INK)
        draw.text((40, y + 8), view["players"][seat], font=font(13, bold=True), fill=INK, anchor="lm")
        y += 20
        for text in lines:
            draw.text((18, y), text, font=font(GENOTYPE_SIZE), fill=INK)
            y += line
        y += 6
    return sprite


def _heading(title: str, view: dict[str, Any]) -> str:
    if view["phase"] != "play" and not view["over"]:
        return say("extinction-board-phase", title=title, phase=view["phase_title"])
    if view["end_round"]:
        return say("extinction-board-round", title=title, round=view["round"], last=view["end_round"])
    return say("extinction-board-round-open", title=title, round=view["round"])


def _revealed(words: dict[str, Any]) -> list[str]:
    """What a player's shown cards say of them: the predator they are, the predators they are safe from."""
    kind = words["predator"]
    predator = [say("extinction-board-predator", type=str(predator_words(kind)))] if kind else []
    return predator + [say("extinction-board-safe-from", predator=str(predator_words(w))) for w in words["defense"]]


def _game_over(view: dict[str, Any]) -> str:
    if not view["winners"]:
        return say("extinction-board-over-nobody")
    names = str(listed([view["players"][s] for s in view["winners"]]))
    return say("extinction-board-over", names=names, winners=len(view["winners"]))


@per_language()
def _legend() -> Image.Image:
    """The key: each habitat's colour and symbol, each barrier's tile, and what the dice say."""
    sprite = Image.new("RGB", (PANEL, 232), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    draw.text((18, 4), say("extinction-board-habitats"), font=font(14, bold=True), fill=INK)
    for i, key in enumerate(HABITAT_ORDER):
        x, y = 18 + (i % 2) * 165, 28 + (i // 2) * 28
        fill = HABITAT_FILL[key]
        draw.polygon(corners((x + 11, y + 10), 12), fill=fill, outline=_shade(fill, 0.6), width=1)
        _symbol(draw, key, x + 11, y + 10, _ink(fill), 6)
        name = say("extinction-habitat-name", habitat=key)
        label = say("extinction-board-water", habitat=name) if HABITATS[key].water else name
        draw.text((x + 28, y + 10), label, font=font(13), fill=INK, anchor="lm")
    draw.text((18, 116), say("extinction-board-barriers"), font=font(14, bold=True), fill=INK)
    for i, kind in enumerate(BARRIER_ORDER):
        tile = barrier_sprite(kind).resize((44, 44), Image.Resampling.LANCZOS)
        paste(sprite, tile, (14 + i * 66, 136))
    for i, line in enumerate(say("extinction-board-key").splitlines()):
        draw.text((18, 192 + i * 17), line, font=font(12), fill=MUTED)
    return sprite


@per_language()
def _palette() -> Image.Image:
    """Fitted once to a board showing every kind of piece: dice of every count in every colour,
    every barrier, rings, and a busy panel."""
    view = _sample_view()
    return palette_of(draw_board("Extinction", view))


def _sample_view() -> dict[str, Any]:
    colours = ["red", "blue", "yellow", "purple"]
    cubes = {h: [i % 4, i % 6 + 1] for i, h in enumerate(HEXES[:48])}
    barriers = {h: BARRIER_ORDER[i % 5] for i, h in enumerate(HEXES[60:70])}
    return {
        "colours": colours, "players": ["Ann", "Bob", "Cid", "Dee"], "cubes": cubes, "barriers": barriers,
        "highlight": [HEXES[0], HEXES[60], HEXES[100]], "step": {"seat": 0, "task": "migrate or pass"},
        "extinct": [False, False, True, False], "resigned": [False, False, False, True],
        "cause": [None, None, "fire", None],
        "population": [40, 30, 0, 0], "cubes_on_board": [12, 12, 0, 0], "score": [30, 20, 0, 0], "winners": [0],
        "end_round": 10, "phase": "play", "phase_title": "play", "round": 3, "over": False, "summary": "",
        "spin": {"names": ["Reproduce", "Migrate"]}, "last_card": {"name": "Drought (30 %)"},
        "revealed": [{"predator": "swift", "defense": ["strong"]}] * 4,
        "barriers_left": {k: 0 for k in BARRIER_ORDER},
    }


# --- a player's own genotype, for their eyes only -------------------------------------------------

CARD_W, CARD_H = 250, 128
DECK_COLOURS = {
    "habitat": (92, 140, 88), "reproduction": (204, 121, 167), "tolerance": (230, 159, 0),
    "defense": (0, 114, 178), "predator": (213, 94, 0), "crossing": (106, 61, 154),
}


def _card_lines(card: ShownCard) -> list[str]:
    """What a gene card does, a line per value."""
    deck, values = card["deck"], card["values"]
    if deck == "habitat":
        return [say("extinction-card-breeds", habitats=", ".join(str(habitat_words(h)) for h in values["habitats"])),
                say("extinction-card-mobility", mobility=str(values["mobility"]))]
    if deck == "reproduction":
        return [say("extinction-card-newborns", newborns=card["summary"])]
    if deck == "tolerance":
        return [say("extinction-card-survives", changes=", ".join(str(change_words(w)) for w in values["survives"]))]
    if deck == "defense":
        return [say("extinction-card-safe-from", predators=str(listed([predator_words(w) for w in values["defends"]])))]
    if deck == "predator":
        return [say("extinction-card-predator", type=str(predator_words(values["type"])))]
    return [say("extinction-card-crosses", barriers=str(listed([barriers_words(k) for k in values["crosses"]])))]


def render_private(engine: Engine[State], state: State, seat: int) -> bytes | None:
    """`seat`'s own gene cards, from its own view; None before genes are dealt."""
    view: dict[str, Any] = engine.view(state, seat)
    cards = view["genes"][seat]
    return render_genotype(cards, view["players"][seat]) if cards else None


def render_genotype(genotype: list[ShownCard], owner: str) -> bytes:
    """A player's six gene cards, from their own view (`view(state, seat)["genes"][seat]`)."""
    image = Image.new("RGB", (3 * CARD_W + 40, 2 * CARD_H + 70), PANEL_BG)
    draw = ImageDraw.Draw(image)
    draw.text((14, 10), say("extinction-genotype-title", owner=owner), font=font(18, bold=True), fill=INK)
    for i, card in enumerate(sorted(genotype, key=lambda c: DECK_ORDER.index(c["deck"]))):
        x, y = 10 + (i % 3) * (CARD_W + 10), 44 + (i // 3) * (CARD_H + 10)
        band = DECK_COLOURS[card["deck"]]
        draw.rounded_rectangle((x, y, x + CARD_W, y + CARD_H), radius=10, fill=PALETTE["white"], outline=INK, width=2)
        draw.rounded_rectangle((x, y, x + CARD_W, y + 26), radius=10, fill=band, outline=INK, width=2)
        draw.text((x + 10, y + 13), card["deck_name"], font=font(13, bold=True), fill=text_on(band), anchor="lm")
        draw.text((x + 10, y + 36), card["name"], font=font(15, bold=True), fill=INK)
        lines = [wrapped for line in _card_lines(card)
                 for wrapped in wrap(line, 13, CARD_W - 20)]
        for j, line in enumerate(lines[:4]):
            draw.text((x + 10, y + 60 + j * 17), line, font=font(13), fill=INK)
    return png(indexed(image, palette_of(image)))

