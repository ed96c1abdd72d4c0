"""The Animacule Apocalypse board: 8×8 squares with coordinates, food allelomorphs, the
animacules with their four numbered slots, the last move highlighted, and a side panel."""

from __future__ import annotations

from functools import cache
from typing import Any

from PIL import Image, ImageDraw

from messages import say
from rendering.common import (
    INK,
    PALETTE,
    PANEL_BG,
    SHAPES,
    PanelPlayer,
    centred_text,
    compact,
    draw_panel,
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
    text_on,
    waiting_note,
    wrap,
)
from rules.animacule import COLOURS
from rules.animacule import SEAT_COLOURS as SEATS
from rules.base import Engine

SQUARE = 80
MARGIN = 30
BOARD = 8 * SQUARE
PANEL = 320
PANEL_X = MARGIN * 2 + BOARD
WIDTH = MARGIN * 2 + BOARD + PANEL
HEIGHT = MARGIN * 2 + BOARD
LIGHT, DARK = (236, 230, 206), (222, 214, 184)
SLOT_EMPTY = (250, 248, 240)
SLOT_W, SLOT_H = 34, 24


def square_box(square: tuple[int, int]) -> tuple[int, int, int, int]:
    col, row = square
    x = MARGIN + col * SQUARE
    y = MARGIN + (7 - row) * SQUARE
    return x, y, x + SQUARE, y + SQUARE


@per_language()
def background() -> Image.Image:
    """The empty board with its coordinates, drawn once and kept compact (a byte a pixel: it has
    fewer than 256 colours); convert it to RGB to draw on it."""
    image = Image.new("RGB", (WIDTH, HEIGHT), (205, 196, 166))
    draw = ImageDraw.Draw(image)
    for col in range(8):
        for row in range(8):
            draw.rectangle(square_box((col, row)), fill=LIGHT if (col + row) % 2 else DARK)
    draw.line((MARGIN + BOARD // 2, MARGIN, MARGIN + BOARD // 2, MARGIN + BOARD), fill=(170, 160, 130), width=2)
    draw.line((MARGIN, MARGIN + BOARD // 2, MARGIN + BOARD, MARGIN + BOARD // 2), fill=(170, 160, 130), width=2)
    draw.rectangle((MARGIN - 1, MARGIN - 1, MARGIN + BOARD, MARGIN + BOARD), outline=INK, width=2)
    for i in range(8):
        letter, number = chr(ord("a") + i), str(8 - i)
        centre_x = MARGIN + i * SQUARE + SQUARE // 2
        centre_y = MARGIN + i * SQUARE + SQUARE // 2
        for y in (MARGIN // 2, HEIGHT - MARGIN // 2):
            centred_text(draw, (centre_x, y), letter, 16, bold=True)
        for x in (MARGIN // 2, MARGIN + BOARD + MARGIN // 2):
            centred_text(draw, (x, centre_y), number, 16, bold=True)
    return compact(image)


def _allelomorph(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], colour: str,
                 label_size: int) -> None:
    fill = PALETTE[colour]
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=INK, width=1)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    centred_text(draw, centre, colour[0].upper(), label_size, fill=text_on(fill), bold=True)


@cache
def _food_sprite(colour: str) -> Image.Image:
    sprite = Image.new("RGBA", (31, 31), (0, 0, 0, 0))
    _allelomorph(ImageDraw.Draw(sprite), (0, 0, 30, 30), colour, 18)
    return sprite


@cache
def _food_under_sprite(colour: str) -> Image.Image:
    """The food an animacule is standing on (it was full when it arrived), at its corner."""
    sprite = Image.new("RGBA", (19, 19), (0, 0, 0, 0))
    _allelomorph(ImageDraw.Draw(sprite), (0, 0, 18, 18), colour, 11)
    return sprite


@cache
def _slot_sprite(colour: str | None, position: int) -> Image.Image:
    """One of an animacule's four slots: its position number, and the allelomorph it holds."""
    sprite = Image.new("RGBA", (SLOT_W + 1, SLOT_H + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    box = (0, 0, SLOT_W, SLOT_H)
    if colour is None:
        draw.rounded_rectangle(box, radius=5, fill=SLOT_EMPTY, outline=(150, 150, 150), width=1)
        number_fill = (150, 150, 150)
    else:
        _allelomorph(draw, box, colour, 14)
        number_fill = text_on(PALETTE[colour])
    draw.text((3, 1), str(position), font=font(9), fill=number_fill)
    return sprite


@cache
def _body_sprite(colour: str, shape: str, number: int) -> Image.Image:
    """An animacule's body in its player's colour and shape, with its number."""
    sprite = Image.new("RGBA", (SQUARE, SQUARE), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    body = PALETTE[colour]
    draw.rounded_rectangle((3, 3, SQUARE - 3, SQUARE - 3), radius=12, fill=body, outline=INK, width=2)
    marker(draw, (14, 14), 7, shape, PALETTE["white"])
    draw.text((26, 5), f"#{number}", font=font(14, bold=True), fill=text_on(body))
    return sprite


Animacule = tuple[str, str, int, tuple[str, ...]]  # colour, shape, number and slots of the one on a square


def _square(square: tuple[int, int], food: str | None, animacule: Animacule | None, ringed: bool) -> Image.Image:
    """One square as the board shows it: the food on it (at its corner under an animacule), the
    animacule with its four slots, and the last move's ring over the pieces' edges."""
    tile = background().crop(square_box(square)).convert("RGB")
    if animacule is None:
        if food is not None:
            paste(tile, _food_sprite(food), (SQUARE // 2 - 15, SQUARE // 2 - 15))
    else:
        colour, shape, number, slots = animacule
        paste(tile, _body_sprite(colour, shape, number), (0, 0))
        for index in range(4):
            held = slots[index] if index < len(slots) else None
            at = (5 + (index % 2) * (SLOT_W + 2), 24 + (index // 2) * (SLOT_H + 2))
            paste(tile, _slot_sprite(held, index + 1), at)
        if food is not None:
            paste(tile, _food_under_sprite(food), (SQUARE - 25, 5))
    if ringed:
        last_move_ring(ImageDraw.Draw(tile), (0, 0, SQUARE, SQUARE))
    return tile


def render(engine: Engine[Any], state: Any) -> bytes:
    return png(_draw(engine, state, through_palette=True))


def _draw(engine: Engine[Any], state: Any, through_palette: bool) -> Image.Image:
    """The board: the background, a tile per square holding anything, and the side panel. Through
    the palette (for a PNG) the tiles come ready-indexed from a cache and only the panel is
    indexed, so a move costs the squares it changed and the panel."""
    image = (kept_layer(_palette, _blank) if through_palette else _blank()).copy()
    on_square: dict[tuple[int, int], Animacule] = {
        a.square: (engine.seat_colours[a.seat], SHAPES[a.seat], a.number, tuple(a.slots)) for a in state.animacules}
    ringed = set(state.highlight)
    for square in on_square.keys() | state.food.keys() | ringed:
        args = (square, state.food.get(square), on_square.get(square), square in ringed)
        tile = kept_tile(_palette, _square, *args) if through_palette else _square(*args)
        image.paste(tile, square_box(square)[:2])
    panel = _panel(engine, state)
    image.paste(indexed(panel, _palette()) if through_palette else panel, (PANEL_X, 0))
    return image


def _blank() -> Image.Image:
    """The background with the side panel's empty paper, where each board's panel goes: kept
    through the palette (kept_layer), never in RGB beside the background."""
    image = background().convert("RGB")
    ImageDraw.Draw(image).rectangle((PANEL_X, 0, WIDTH, HEIGHT), fill=PANEL_BG)
    return image


@per_language()
def _palette() -> Image.Image:
    """Fitted once to the board with every sprite on it and a panel naming all four players."""
    sample = background().convert("RGB")
    sprites = [_food_sprite(c) for c in COLOURS] + [_food_under_sprite(c) for c in COLOURS]
    sprites += [_slot_sprite(c, n) for c in (*COLOURS, None) for n in range(1, 5)]
    sprites += [_body_sprite(c, shape, n) for c, shape in zip(SEATS, SHAPES, strict=True) for n in range(1, 8)]
    x = y = MARGIN
    for sprite in sprites:
        paste(sample, sprite, (x, y))
        x += sprite.width
        if x > MARGIN + BOARD - SQUARE:
            x, y = MARGIN, y + SQUARE
    players = [PanelPlayer(say("board-sample-player", number=n), c, shape, "7 animacules", to_act=n == 0, out=n == 3)
               for n, (c, shape) in enumerate(zip(SEATS, SHAPES, strict=True))]
    out_of_play = f"{say('animacule-board-out-of-play')} {_count('red', 0)}"
    draw_panel(sample, PANEL_X, "Animacule Apocalypse", players, [say("board-turn", turn=1), out_of_play])
    sample.paste(_legend(), (PANEL_X, HEIGHT - 60))
    last_move_ring(ImageDraw.Draw(sample), square_box((7, 0)))
    return palette_of(sample)


def _panel(engine: Engine[Any], state: Any) -> Image.Image:
    """The side panel, as high as what it holds (the blank board's panel paper is below)."""
    image = Image.new("RGB", (PANEL, HEIGHT), PANEL_BG)
    acting = {prompt.seat for prompt in engine.prompts(state)}
    players = []
    for seat, name in enumerate(state.players):
        own = [a for a in state.animacules if a.seat == seat]
        held = sum(len(a.slots) for a in own)
        if seat in state.eliminated:
            detail = say("animacule-board-extinct" if not own else "board-out-of-game")
        else:
            detail = say("animacule-board-holdings", animacules=len(own), allelomorphs=held)
        players.append(PanelPlayer(name, engine.seat_colours[seat], SHAPES[seat], detail,
                                   to_act=seat in acting, out=seat in state.eliminated))
    result = engine.result(state)
    notes = [say("board-turn", turn=state.turn_number)]
    notes += wrap(result.summary if result.over else _awaiting(engine, state), 14, PANEL - 36)
    food = dict.fromkeys(COLOURS, 0)
    for colour in state.food.values():
        food[colour] += 1
    notes += ["", say("animacule-board-food"), "  " + "   ".join(_count(c, n) for c, n in food.items())]
    out_of_play = (_count(c, state.out_of_play.get(c, 0)) for c in food)
    notes += [say("animacule-board-out-of-play"), "  " + "   ".join(out_of_play)]
    bottom = draw_panel(image, 0, engine.title, players, notes) + 10
    image.paste(_legend(), (0, bottom))
    return image.crop((0, 0, PANEL, min(HEIGHT, bottom + LEGEND_H)))


def _count(colour: str, count: int) -> str:
    return say("animacule-board-count", initial=say("animacule-board-initial", colour=colour), count=count)


def _awaiting(engine: Engine[Any], state: Any) -> str:
    prompts = engine.prompts(state)
    if not prompts:
        return ""
    prompt = prompts[0]
    return waiting_note(state.players[prompt.seat], prompt.awaited)


LEGEND_H = 50  # the allelomorphs' key: its heading and a row of labelled swatches


@per_language()
def _legend() -> Image.Image:
    """The key to the allelomorphs, on the panel's paper: drawn once."""
    image = Image.new("RGB", (PANEL, LEGEND_H), PANEL_BG)
    draw = ImageDraw.Draw(image)
    x = 18
    draw.text((x, 0), say("animacule-board-allelomorphs"), font=font(14, bold=True), fill=INK)
    for i, colour in enumerate(COLOURS):
        box = (x + i * 70, 24, x + i * 70 + 24, 48)
        _allelomorph(draw, box, colour, 14)
        draw.text((x + i * 70 + 28, 28), say("animacule-board-colour", colour=colour), font=font(12), fill=INK)
    return image
