"""The µ (Micro) board: the shared hex map of habitats and a side panel.

Each habitat tile shows its name, its hex and its eight features as lettered chips with
numbers: C chemicals, O organics, I inorganics, M metals, X oxygen (the amounts, which change)
and L light, T temperature, S salts (fixed); each chip is outlined on its own, its number in a
white box, so "O20" and "I3" never run together. A small mark in the player's colour and shape at
the tile's top corner tells whose habitat it is. A colony is its player's shape and colour with
its species letter and generation inside ("V3"); under it its stock and growth threshold
("5/8"); a Syntrophy passenger rides as a small badge beside it; a spore is a small ring with
its token; remains of an extinct species are a card with their count. Empty hexes are faint
outlines with their names: where an exchange may lay a habitat.

The last move is highlighted: every hex it touched (the engine's `view()["highlight"]`) gets a
sky-blue ring with an ink edge. The panel lists the players (biomass, threshold), each living
species (metabolism with what one resource costs in chip letters, evolution cards), the piles
that end the game (Gaia, Galapagos, Column, Linnaeus), the round and whose decision is awaited.

A board is the background through the palette, a kept tile per hex holding anything (its habitat,
ring and colonies over the background, through the palette; pasted within the hex's footprint,
which no other hex's meets) and the panel, the only part indexed every time. A habitat tile is
its kept base (outline, name, owner) with kept feature chips pasted on.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

from messages import say
from rendering.common import (
    INK,
    MUTED,
    PALETTE,
    PANEL_BG,
    SHAPES,
    Font,
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
    polygon_footprint,
    polygons_mask,
    size_to_fit,
    text_on,
    truetype,
    waiting_note,
    wrap,
)
from rules import hexgrid
from rules.base import Engine
from rules.micro.data import BOARD, DESIGNS, METABOLISMS
from rules.micro.state import State
from rules.phrases import worded, words_from_json

SIZE = 72  # a hex's circumradius
MARGIN = 22
PANEL = 420
_LEFT, _TOP, _RIGHT, _BOTTOM = hexgrid.bounds([hexgrid.parse_name(h) for h in BOARD], SIZE)
ORIGIN = (MARGIN - _LEFT, MARGIN - _TOP)
MAP_W = round(_RIGHT - _LEFT) + 2 * MARGIN
HEIGHT = round(_BOTTOM - _TOP) + 2 * MARGIN
PANEL_X = MAP_W
WIDTH = MAP_W + PANEL

SEA = (205, 226, 232)
EMPTY_EDGE = (160, 190, 200)
TILE = (244, 240, 226)
TILE_EDGE = (120, 112, 92)
RING = 6
COLONY_W, COLONY_H = 120, 62  # a colony's sprite, from 60 px left of its hex's centre and 2 px below it
NAME_Y, NAME_H = SIZE - 44, 16  # a tile's name: where its line is centred in the tile, and a line's height
NAME_W = 88  # the widest a tile's name line may be near the hex's top corner (English "Whalefall g8": 85 px)
NAME_SIZES = (12, 11, 10, 9)  # smaller where a language names the habitat longer ("Flachwasser", "Hauts-fonds")
LEGEND_H = 172

# Feature chips: letter, fill. The letter is the cue; the colours only group them.
CHIPS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "chemicals": ("C", PALETTE["purple"]),
    "organics": ("O", PALETTE["brown"]),
    "inorganics": ("I", (120, 120, 128)),
    "metals": ("M", PALETTE["black"]),
    "oxygen": ("X", PALETTE["sky"]),
    "light": ("L", PALETTE["yellow"]),
    "temperature": ("T", PALETTE["red"]),
    "salts": ("S", PALETTE["white"]),
}
AMOUNT_ROW = ("chemicals", "organics", "inorganics", "metals")
FIXED_ROW = ("light", "temperature", "salts", "oxygen")
SHORT = {"heterotrophy": "Hetero", "photolithoautotrophy": "Photo", "fermentation": "Ferment",
         "chemolithoautotrophy": "Chemolitho", "chemoorganoautotrophy": "Chemoorgano", "mixotrophy": "Mixo"}


def hex_centre(name: str) -> tuple[float, float]:
    return hexgrid.centre(hexgrid.parse_name(name), SIZE, ORIGIN)


def _outline(centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    return hexgrid.corners(centre, size)


# --- the static map ------------------------------------------------------------------------------


def background() -> Image.Image:
    """The sea, every hex's faint outline and name: kept through the palette (kept_layer)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(image)
    for name in BOARD:
        _empty_hex(draw, name, (0, 0))
    return image


def _empty_hex(draw: ImageDraw.ImageDraw, name: str, corner: tuple[int, int]) -> None:
    """A hex's faint outline and name, on an image whose top-left lies at `corner` of the board."""
    left, top = corner
    x, y = hex_centre(name)
    draw.polygon([(cx - left, cy - top) for cx, cy in _outline((x, y), SIZE - 2)], outline=EMPTY_EDGE, width=2)
    centred_text(draw, (x - left, y - top), name, 14, fill=EMPTY_EDGE, bold=True)


# --- sprites --------------------------------------------------------------------------------------


@cache
def _narrow(size: int) -> Font:
    """Condensed bold for the chips' numbers (two digits fit a chip's width)."""
    return truetype("DejaVuSansCondensed-Bold.ttf", size)


CHIP_W = 27  # letter box and number box together; chips stand 2 px apart so numbers never run on


@lru_cache(maxsize=256)
def _chip(name: str, value: int) -> Image.Image:
    """One feature: its letter on its colour, then its number in a white box, one outline round
    both. Every pixel it draws lies in its box (an amount has at most two digits), so the chip is
    pasted by its own transparency."""
    letter, fill = CHIPS[name]
    sprite = Image.new("RGBA", (CHIP_W + 1, 14), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    draw.rounded_rectangle((0, 0, CHIP_W, 13), radius=3, fill=PALETTE["white"], outline=INK, width=1)
    draw.rounded_rectangle((0, 0, 12, 13), radius=3, fill=fill, outline=INK, width=1)
    centred_text(draw, (6.5, 7), letter, 9, fill=text_on(fill), bold=True)
    draw.text((20, 7), str(value), font=_narrow(12), fill=INK, anchor="mm")
    return sprite


Tile = tuple[str, tuple[tuple[str, int], ...], tuple[str, str] | None, int, str | None]


@lru_cache(maxsize=16)
def _tile_base(name: str, hex_name: str, owner: tuple[str, str] | None) -> Image.Image:
    """What a habitat tile shows while it lies: its outline, name and owner mark."""
    side = SIZE * 2
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    draw.polygon(_outline((SIZE, SIZE), SIZE - 3), fill=TILE, outline=TILE_EDGE, width=2)
    if owner is not None:
        colour, shape = owner
        marker(draw, (SIZE, 14), 6, shape, PALETTE[colour])
    label = f"{name} {hex_name}"
    centred_text(draw, (SIZE, NAME_Y), label, size_to_fit(label, NAME_SIZES, NAME_W, bold=True), fill=INK, bold=True)
    return sprite


def _tile(name: str, hex_name: str, values: tuple[tuple[str, int], ...], owner: tuple[str, str] | None,
          remains: int, spore: str | None) -> Image.Image:
    """A habitat tile: outline, name, the two rows of feature chips, owner mark, spore, remains."""
    sprite = _tile_base(name, hex_name, owner).copy()
    draw = ImageDraw.Draw(sprite)
    by_name = dict(values)
    for row, names in enumerate((AMOUNT_ROW, FIXED_ROW)):
        y = SIZE - 34 + row * 16
        for i, feature in enumerate(names):
            paste(sprite, _chip(feature, by_name[feature]), (SIZE - 58 + i * (CHIP_W + 2), y))
    if spore:
        draw.ellipse((SIZE - 52, SIZE + 6, SIZE - 28, SIZE + 30), fill=TILE, outline=INK, width=2)
        centred_text(draw, (SIZE - 40, SIZE + 18), spore, 10, bold=True)
    if remains:
        draw.rectangle((SIZE + 32, SIZE + 6, SIZE + 48, SIZE + 28), fill=(250, 250, 250), outline=INK, width=1)
        centred_text(draw, (SIZE + 40, SIZE + 17), str(remains), 11, bold=True)
    return sprite


Colony = tuple[str, str, str, int, str, bool, tuple[str, str, str] | None]


@lru_cache(maxsize=32)
def _colony(colour: str, shape: str, letter: str, gen: int, stock: str, poisoned: bool,
            rider: tuple[str, str, str] | None) -> Image.Image:
    """A colony token: its player's shape and colour with the species letter, its generation
    in a white badge, its stock/threshold below, a passenger badge, a purple dot when poisoned."""
    sprite = Image.new("RGBA", (COLONY_W, COLONY_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    centre = (60, 20)
    radius = 18 * {"triangle": 1.2, "diamond": 1.15}.get(shape, 1.0)
    fill = PALETTE[colour]
    marker(draw, centre, radius, shape, fill)
    centred_text(draw, (centre[0], centre[1] + (5 if shape == "triangle" else 0)), letter, 15, fill=text_on(fill),
                 bold=True)
    draw.ellipse((70, 20, 88, 38), fill=PALETTE["white"], outline=INK, width=2)
    centred_text(draw, (79, 29), str(gen), 12, bold=True)
    draw.text((60, 52), stock, font=font(12, bold=True), fill=INK, anchor="mm")
    if poisoned:
        draw.ellipse((34, 0, 45, 11), fill=PALETTE["purple"], outline=PALETTE["white"])
    if rider is not None:
        r_colour, r_shape, r_label = rider
        marker(draw, (98, 12), 10, r_shape, PALETTE[r_colour])
        centred_text(draw, (98, 12 + (3 if r_shape == "triangle" else 0)), r_label, 8,
                     fill=text_on(PALETTE[r_colour]), bold=True)
    return sprite


# --- a hex -----------------------------------------------------------------------------------------


@cache
def _footprints() -> dict[str, Footprint]:
    """The pixels each hex owns: its outline of the last move's ring, filled (all a hex draws lies
    within it, but for its tile's name, which may reach past the edge where a hex narrows at its
    top), and the ends of that name's line outside every hex, up to the lines of its upright sides
    (its neighbours' names stop there too). No two meet, so hexes paste in any order."""
    cells = polygons_mask((WIDTH, HEIGHT), (_outline(hex_centre(name), SIZE - 1) for name in BOARD))
    half = SIZE * math.sqrt(3) / 2
    footprints = {}
    for name in BOARD:
        x, y = hex_centre(name)
        top = round(y - SIZE) + NAME_Y - NAME_H // 2
        name_line = (math.ceil(x - half), top, math.ceil(x + half), top + NAME_H)
        footprints[name] = polygon_footprint(cells, _outline((x, y), SIZE - 1), name_line)
    return footprints


def _hex(hex_name: str, tile: Tile | None, ringed: bool, colonies: tuple[Colony, ...]) -> Image.Image:
    """Everything a position draws in one hex's footprint, over the background: its habitat tile,
    the last move's ring, its colonies, each placed where the whole board would round it."""
    left, top, right, bottom = _footprints()[hex_name].box
    image = Image.new("RGB", (right - left, bottom - top), SEA)  # the background within the footprint
    _empty_hex(ImageDraw.Draw(image), hex_name, (left, top))
    x, y = hex_centre(hex_name)
    if tile is not None:
        design, values, owner, remains, spore = tile
        paste(image, _tile(design, hex_name, values, owner, remains, spore), (round(x - SIZE) - left,
                                                                             round(y - SIZE) - top))
    if ringed:
        draw = ImageDraw.Draw(image)
        for size, colour, width in ((SIZE - 1, PALETTE["sky"], RING), (SIZE - RING, INK, 1)):
            draw.polygon([(cx - left, cy - top) for cx, cy in _outline((x, y), size)], outline=colour, width=width)
    for colony in colonies:
        paste(image, _colony(*colony), (round(x - COLONY_W / 2) - left, round(y + 2) - top))
    return image


# --- drawing -------------------------------------------------------------------------------------


def render(engine: Engine[State], state: State) -> bytes:
    return board_png(engine.title, engine.view(state, None))


def board_png(title: str, view: dict[str, Any]) -> bytes:
    """The board of a spectator view as PNG bytes."""
    return png(_draw(title, view, through_palette=True))


def _draw(title: str, view: dict[str, Any], through_palette: bool) -> Image.Image:
    """The board: the background, a kept tile per hex holding anything, and the side panel.
    Through the palette (for a PNG) the hexes come ready-indexed from a cache and only the panel
    is indexed, so a move costs the hexes it changed and the panel."""
    image = (kept_layer(_palette, background) if through_palette else background()).copy()
    colours = view["colours"]
    tiles: dict[str, Tile] = {}
    for hex_name, hab in view["habitats"].items():
        owner = hab["owner"]
        mark = (colours[owner], SHAPES[owner]) if owner is not None else None
        tiles[hex_name] = (say("micro-board-tile", design=hab["design"]), tuple(sorted(hab["values"].items())), mark,
                           len(hab["remains"]), hab["spore"])
    ringed = {hex_name for hex_name in view["highlight"] if hex_name in BOARD}
    riders = {c["host"]: c for c in view["colonies"] if c["host"]}
    on_hex: dict[str, list[Colony]] = {}
    for col in view["colonies"]:
        if col["host"]:
            continue
        seat = col["owner"]
        rider = riders.get(col["id"])
        badge = (colours[rider["owner"]], SHAPES[rider["owner"]], f"{rider['letter']}{rider['gen']}") if rider else None
        on_hex.setdefault(col["hex"], []).append((colours[seat], SHAPES[seat], col["letter"], col["gen"],
                                                  f"{col['stock']}/{col['need']}", col["poisoned"], badge))
    for hex_name in tiles.keys() | ringed | on_hex.keys():
        args = (hex_name, tiles.get(hex_name), hex_name in ringed, tuple(on_hex.get(hex_name, ())))
        _footprints()[hex_name].paste(image, kept_tile(_palette, _hex, *args) if through_palette else _hex(*args))
    panel = _panel(title, view)
    image.paste(indexed(panel, _palette()) if through_palette else panel, (PANEL_X, 0))
    return image


# The panel is drawn apart, on paper from an even x of the board: draw_text rounds a word's place
# halves to even, so an even shift places every word as on the whole board.
PAPER_X = PANEL_X - PANEL_X % 2


def _panel(title: str, view: dict[str, Any]) -> Image.Image:
    """The side panel: players, round and piles, the awaited decision, species and the legend."""
    paper = Image.new("RGB", (WIDTH - PAPER_X, HEIGHT), PANEL_BG)
    left = PANEL_X - PAPER_X
    colours = view["colours"]
    prompt = view["prompt"]
    rows = []
    for seat, name in enumerate(view["players"]):
        out = view["out"][seat] or view["resigned"][seat]
        colonies = sum(1 for c in view["colonies"] if c["owner"] == seat)
        if view["resigned"][seat]:
            detail = say("board-left-game")
        elif view["out"][seat]:
            detail = say("micro-board-out")
        else:
            detail = say("micro-board-standing", biomass=view["biomass"][seat], colonies=colonies,
                         threshold=view["threshold"][seat])
        if seat in view["winners"]:
            detail = say("board-winner", standing=detail)
        to_act = prompt is not None and prompt["seat"] == seat
        rows.append(PanelPlayer(name, colours[seat], SHAPES[seat], detail, to_act, out,
                                f"({say('colour-name', colour=colours[seat])})"))
    counts = view["counts"]
    notes = [_round(view) if view["phase"] != "setup" else say("board-setup"),
             say("micro-board-piles", gaia=counts["gaia"], galapagos=counts["galapagos"]),
             say("micro-board-pools", column=counts["column"], linnaeus=counts["linnaeus"])]
    width = PANEL - 36
    if view["over"]:
        notes += wrap(worded(words_from_json(view["summary"])), 14, width)
    elif prompt is not None:
        notes += wrap(waiting_note(view["players"][prompt["seat"]], prompt["task"]), 14, width)
        for design in view["hands"][prompt["seat"]]:  # the habitats being arranged, before they are laid
            values = DESIGNS[design].values
            notes.append(f"  {say('micro-board-tile', design=design)}: "
                         + " ".join(f"{CHIPS[f][0]}{values[f]}" for f in (*AMOUNT_ROW, *FIXED_ROW)))
    y = draw_panel(paper, left, title, rows, notes)
    y = _species(paper, left, view, y + 8)
    paper.paste(_legend_sprite(), (left, min(y + 6, HEIGHT - LEGEND_H)))
    return paper.crop((left, 0, paper.width, HEIGHT))


def _round(view: dict[str, Any]) -> str:
    if view.get("closing"):  # rule 15.1: the round in which an ending was met is played out (older views lack it)
        return say("micro-board-round-last", round=view["round"])
    if view["rounds"] == "none":
        return say("micro-board-round-unlimited", round=view["round"])
    return say("micro-board-round", round=view["round"], rounds=str(view["rounds"]))


def _species(paper: Image.Image, left: int, view: dict[str, Any], y: int) -> int:
    x = left + 18
    paper.paste(_species_heading(), (x, y))
    y += 22
    for key, sp in sorted(view["species"].items(), key=lambda kv: (kv[1]["owner"], kv[0])):
        if sp["extinct"]:
            continue
        metabolism = " + ".join(f"{SHORT[m]} ({_eats(m)})" for m in sp["metabolism"]) or "—"
        pigment = (say("micro-board-pigments", pigments=say("micro-nutrient", nutrient=sp["pigment"]))
                   if sp["pigment"] else "")
        cards = ", ".join(say("micro-card-name", card=c) for c in sp["cards"]) or say("micro-board-no-cards")
        entry = _species_entry(view["colours"][sp["owner"]], SHAPES[sp["owner"]], sp["letter"],
                               f"{key.capitalize()}: {metabolism}{pigment}; {cards}")
        paper.paste(entry, (x, y))
        y += entry.height
        if y > HEIGHT - LEGEND_H - 20:
            break
    return y


@per_language()
def _species_heading() -> Image.Image:
    sprite = Image.new("RGB", (PANEL - 18, 22), PANEL_BG)
    ImageDraw.Draw(sprite).text((0, 0), say("micro-board-species"), font=font(14, bold=True), fill=INK)
    return sprite


@lru_cache(maxsize=64)
def _species_entry(colour: str, shape: str, letter: str, text: str) -> Image.Image:
    """A living species in the panel: its token, then its metabolism and cards in lines 18 px apart."""
    lines = wrap(text, 13, PANEL - 60)
    sprite = Image.new("RGB", (PANEL - 18, 18 * len(lines) + 2), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    fill = PALETTE[colour]
    marker(draw, (8, 8), 8, shape, fill)
    centred_text(draw, (8, 8 + (2 if shape == "triangle" else 0)), letter, 9, fill=text_on(fill), bold=True)
    for row, line in enumerate(lines):
        draw.text((22, 18 * row), line, font=font(13), fill=INK)
    return sprite


def _eats(metabolism: str) -> str:
    """One resource of the card in the chips' letters: "1 C, 2 I" (rule 6.1)."""
    return ", ".join(f"{units} {CHIPS[nutrient][0]}" for nutrient, units in METABOLISMS[metabolism].eats())


def legend_notes() -> tuple[str, ...]:
    """The key's lines under the feature chips."""
    return (say("micro-board-key-token"), say("micro-board-key-habitat"), say("micro-board-key-card"),
            say("micro-board-key-marks"))


@per_language()
def _legend_sprite() -> Image.Image:
    sprite = Image.new("RGB", (PANEL, LEGEND_H), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    for i, feature in enumerate((*AMOUNT_ROW, *FIXED_ROW)):
        letter, fill = CHIPS[feature]
        col, row = i % 4, i // 4
        x, y = 18 + col * 100, 4 + row * 20
        draw.rounded_rectangle((x, y, x + 14, y + 14), radius=3, fill=fill, outline=INK, width=1)
        centred_text(draw, (x + 7.5, y + 7.5), letter, 10, fill=text_on(fill), bold=True)
        draw.text((x + 18, y + 7), say("micro-nutrient", nutrient=feature), font=font(12), fill=INK, anchor="lm")
    y = 48
    for note in legend_notes():
        for line in wrap(note, 12, PANEL - 36):
            draw.text((18, y), line, font=font(12), fill=MUTED)
            y += 15
    return sprite


@per_language()
def _palette() -> Image.Image:
    """Fitted once to a board holding every kind of sprite."""
    import random

    from rules.micro import ENGINE

    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 1)
    bots = random.Random(1)
    while state["round"] < 3:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, bots))
    view: dict[str, Any] = ENGINE.view(state, None)
    view["highlight"] = list(view["habitats"])[:3]
    view["colonies"].append({**view["colonies"][0], "id": "Z1", "host": view["colonies"][1]["id"], "owner": 0})
    for col in view["colonies"]:
        col["poisoned"] = True
    return palette_of(_draw(ENGINE.title, view, through_palette=False))

