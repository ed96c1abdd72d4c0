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
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any

from PIL import Image, ImageDraw

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
    font,
    indexed,
    marker,
    palette_of,
    paste,
    png,
    text_on,
    truetype,
    waiting_note,
    wrap,
)
from rules import hexgrid
from rules.base import Engine
from rules.micro.data import BOARD, DESIGNS, EVOLUTIONS, METABOLISMS

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
LEGEND_H = 172
LEGEND_NOTES = (
    "Token: species letter; white circle: generation, the resources it eats a turn; below: stock/growth threshold.",
    "Small mark atop a tile: whose habitat it is. Ring with a token: a spore.",
    "White card with a number: evolution cards an extinct species left there (Competence may take them).",
    "Blue ring: the last move. Purple dot: poisoned.",
)

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


@cache
def background() -> Image.Image:
    """The sea, every hex's faint outline and name; drawn once."""
    image = Image.new("RGB", (WIDTH, HEIGHT), SEA)
    draw = ImageDraw.Draw(image)
    for name in BOARD:
        centre = hex_centre(name)
        draw.polygon(_outline(centre, SIZE - 2), outline=EMPTY_EDGE, width=2)
        centred_text(draw, centre, name, 14, fill=EMPTY_EDGE, bold=True)
    return image


# --- sprites --------------------------------------------------------------------------------------


@cache
def _narrow(size: int) -> Font:
    """Condensed bold for the chips' numbers (two digits fit a chip's width)."""
    return truetype("DejaVuSansCondensed-Bold.ttf", size)


CHIP_W = 27  # letter box and number box together; chips stand 2 px apart so numbers never run on


def _chip(draw: ImageDraw.ImageDraw, x: float, y: float, name: str, value: int) -> None:
    """One feature: its letter on its colour, then its number in a white box, one outline round both."""
    letter, fill = CHIPS[name]
    draw.rounded_rectangle((x, y, x + CHIP_W, y + 13), radius=3, fill=PALETTE["white"], outline=INK, width=1)
    draw.rounded_rectangle((x, y, x + 12, y + 13), radius=3, fill=fill, outline=INK, width=1)
    centred_text(draw, (x + 6.5, y + 7), letter, 9, fill=text_on(fill), bold=True)
    draw.text((x + 20, y + 7), str(value), font=_narrow(12), fill=INK, anchor="mm")


@lru_cache(maxsize=1024)
def _tile(name: str, hex_name: str, values: tuple[tuple[str, int], ...], owner: tuple[str, str] | None,
          remains: int, spore: str | None) -> Image.Image:
    """A habitat tile: outline, name, the two rows of feature chips, owner mark, spore, remains."""
    side = SIZE * 2
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    centre = (SIZE, SIZE)
    draw.polygon(_outline(centre, SIZE - 3), fill=TILE, outline=TILE_EDGE, width=2)
    if owner is not None:
        colour, shape = owner
        marker(draw, (SIZE, 14), 6, shape, PALETTE[colour])
    centred_text(draw, (SIZE, SIZE - 44), f"{name} {hex_name}", 12, fill=INK, bold=True)
    by_name = dict(values)
    for row, names in enumerate((AMOUNT_ROW, FIXED_ROW)):
        y = SIZE - 34 + row * 16
        for i, feature in enumerate(names):
            _chip(draw, SIZE - 58 + i * (CHIP_W + 2), y, feature, by_name[feature])
    if spore:
        draw.ellipse((SIZE - 52, SIZE + 6, SIZE - 28, SIZE + 30), fill=TILE, outline=INK, width=2)
        centred_text(draw, (SIZE - 40, SIZE + 18), spore, 10, bold=True)
    if remains:
        draw.rectangle((SIZE + 32, SIZE + 6, SIZE + 48, SIZE + 28), fill=(250, 250, 250), outline=INK, width=1)
        centred_text(draw, (SIZE + 40, SIZE + 17), str(remains), 11, bold=True)
    return sprite


@lru_cache(maxsize=1024)
def _colony(colour: str, shape: str, letter: str, gen: int, stock: str, poisoned: bool,
            rider: tuple[str, str, str] | None) -> Image.Image:
    """A colony token: its player's shape and colour with the species letter, its generation
    in a white badge, its stock/threshold below, a passenger badge, a purple dot when poisoned."""
    sprite = Image.new("RGBA", (120, 62), (0, 0, 0, 0))
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


# --- drawing -------------------------------------------------------------------------------------


def render(engine: Engine, state: Any) -> bytes:
    return board_png(engine.title, engine.view(state, None))


def board_png(title: str, view: dict[str, Any]) -> bytes:
    """The board of a spectator view as PNG bytes."""
    return png(indexed(draw_board(title, view), _palette()))


def draw_board(title: str, view: dict[str, Any]) -> Image.Image:
    image = background().copy()
    draw = ImageDraw.Draw(image)
    colours = view["colours"]
    for hex_name, hab in view["habitats"].items():
        x, y = hex_centre(hex_name)
        owner = hab["owner"]
        mark = (colours[owner], SHAPES[owner]) if owner is not None else None
        values = tuple(sorted(hab["values"].items()))
        paste(image, _tile(hab["design"].capitalize(), hex_name, values, mark, len(hab["remains"]), hab["spore"]),
              (x - SIZE, y - SIZE))
    for hex_name in view["highlight"]:  # over the tiles, under the colonies: the last move
        if hex_name in BOARD:
            centre = hex_centre(hex_name)
            draw.polygon(_outline(centre, SIZE - 1), outline=PALETTE["sky"], width=RING)
            draw.polygon(_outline(centre, SIZE - RING), outline=INK, width=1)
    riders = {c["host"]: c for c in view["colonies"] if c["host"]}
    for col in view["colonies"]:
        if col["host"]:
            continue
        x, y = hex_centre(col["hex"])
        seat = col["owner"]
        rider = riders.get(col["id"])
        badge = (colours[rider["owner"]], SHAPES[rider["owner"]], f"{rider['letter']}{rider['gen']}") if rider else None
        sprite = _colony(colours[seat], SHAPES[seat], col["letter"], col["gen"], f"{col['stock']}/{col['need']}",
                         col["poisoned"], badge)
        paste(image, sprite, (x - 60, y + 2))
    _panel(image, title, view)
    return image


def _panel(image: Image.Image, title: str, view: dict[str, Any]) -> None:
    colours = view["colours"]
    prompt = view["prompt"]
    rows = []
    for seat, name in enumerate(view["players"]):
        out = view["out"][seat] or view["resigned"][seat]
        colonies = sum(1 for c in view["colonies"] if c["owner"] == seat)
        if view["resigned"][seat]:
            detail = "left the game"
        elif view["out"][seat]:
            detail = "out: no colony, no spore"
        else:
            detail = (f"biomass {view['biomass'][seat]} · {colonies} {'colony' if colonies == 1 else 'colonies'}"
                      f" · threshold {view['threshold'][seat]}")
        if seat in view["winners"]:
            detail = "winner · " + detail
        to_act = prompt is not None and prompt["seat"] == seat
        rows.append(PanelPlayer(name, colours[seat], SHAPES[seat], detail, to_act, out, f"({colours[seat]})"))
    counts = view["counts"]
    limit = "no limit" if view["rounds"] == "none" else f"of {view['rounds']}"
    notes = [f"Round {view['round']} {limit}" if view["phase"] != "setup" else "Setup",
             f"Gaia {counts['gaia']} habitats · Galapagos {counts['galapagos']} cards",
             f"Column {counts['column']} cards · Linnaeus {counts['linnaeus']} species"]
    width = PANEL - 36
    if view["over"]:
        notes += wrap(view["summary"], 14, width)
    elif prompt is not None:
        notes += wrap(waiting_note(view["players"][prompt["seat"]], prompt["task"]), 14, width)
        for design in view["hands"][prompt["seat"]]:  # the habitats being arranged, before they are laid
            values = DESIGNS[design].values
            notes.append(f"  {design.capitalize()}: " + " ".join(f"{CHIPS[f][0]}{values[f]}" for f in (*AMOUNT_ROW,
                                                                                                     *FIXED_ROW)))
    y = draw_panel(image, PANEL_X, title, rows, notes)
    y = _species(image, view, y + 8)
    _legend(image, y + 6)


def _species(image: Image.Image, view: dict[str, Any], y: int) -> int:
    draw = ImageDraw.Draw(image)
    x = PANEL_X + 18
    draw.text((x, y), "Species: metabolism, eats a generation; cards", font=font(14, bold=True), fill=INK)
    y += 22
    for key, sp in sorted(view["species"].items(), key=lambda kv: (kv[1]["owner"], kv[0])):
        if sp["extinct"]:
            continue
        colour = PALETTE[view["colours"][sp["owner"]]]
        marker(draw, (x + 8, y + 8), 8, SHAPES[sp["owner"]], colour)
        centred_text(draw, (x + 8, y + 8 + (2 if SHAPES[sp["owner"]] == "triangle" else 0)), sp["letter"], 9,
                     fill=text_on(colour), bold=True)
        metabolism = " + ".join(f"{SHORT[m]} ({_eats(m)})" for m in sp["metabolism"]) or "—"
        pigment = f" (pigments: {sp['pigment']})" if sp["pigment"] else ""
        cards = ", ".join(EVOLUTIONS[c].name for c in sp["cards"]) or "no cards"
        lines = wrap(f"{key.capitalize()}: {metabolism}{pigment}; {cards}", 13, PANEL - 60)
        for line in lines:
            draw.text((x + 22, y), line, font=font(13), fill=INK)
            y += 18
        y += 2
        if y > HEIGHT - LEGEND_H - 20:
            break
    return y


def _eats(metabolism: str) -> str:
    """One resource of the card in the chips' letters: "1 C, 2 I" (rule 6.1)."""
    return ", ".join(f"{units} {CHIPS[nutrient][0]}" for nutrient, units in METABOLISMS[metabolism].eats())


@cache
def _legend_sprite() -> Image.Image:
    sprite = Image.new("RGB", (PANEL, LEGEND_H), PANEL_BG)
    draw = ImageDraw.Draw(sprite)
    for i, feature in enumerate((*AMOUNT_ROW, *FIXED_ROW)):
        letter, fill = CHIPS[feature]
        col, row = i % 4, i // 4
        x, y = 18 + col * 100, 4 + row * 20
        draw.rounded_rectangle((x, y, x + 14, y + 14), radius=3, fill=fill, outline=INK, width=1)
        centred_text(draw, (x + 7.5, y + 7.5), letter, 10, fill=text_on(fill), bold=True)
        draw.text((x + 18, y + 7), feature, font=font(12), fill=INK, anchor="lm")
    y = 48
    for note in LEGEND_NOTES:
        for line in wrap(note, 12, PANEL - 36):
            draw.text((18, y), line, font=font(12), fill=MUTED)
            y += 15
    return sprite


def _legend(image: Image.Image, y: int) -> None:
    image.paste(_legend_sprite(), (PANEL_X, min(y, HEIGHT - LEGEND_H)))


@cache
def _palette() -> Image.Image:
    """Fitted once to a board holding every kind of sprite."""
    import random

    from rules.micro import ENGINE

    state = ENGINE.new(["Ann", "Bob", "Cid", "Dee"], {}, 1)
    bots = random.Random(1)
    while state["round"] < 3:
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, bots))
    view = ENGINE.view(state, None)
    view["highlight"] = list(view["habitats"])[:3]
    view["colonies"].append({**view["colonies"][0], "id": "Z1", "host": view["colonies"][1]["id"], "owner": 0})
    for col in view["colonies"]:
        col["poisoned"] = True
    return palette_of(draw_board(ENGINE.title, view))

