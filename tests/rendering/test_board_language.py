"""A board is drawn in the reader's language, handed to the worker that draws it: German text where the
board draws text, and English byte for byte as before, however the drawings' caches were filled."""

from __future__ import annotations

import importlib
import inspect
import random

import pytest
from PIL import Image, ImageDraw

import rendering.apocalyte
import rendering.common
import rendering.extinction
import rendering.micro
import rendering.soup
from games import engine_for
from messages import reading, say
from rendering import render_board
from rendering.common import INK, RGB, PanelPlayer, draw_panel, draw_text, fit_text, indexed, text_width
from rendering.soup import ISLAND_TEXT_WIDTH, _draw, _palette
from rules.extinction.data import BARRIER_ORDER
from rules.micro.data import DESIGNS
from rules.phrases import worded
from rules.soup.data import CARDS
from rules.soup.words import card_name_words
from table.records.snapshots import dumped
from workers.pool import in_thread, render_json

KINDS = ("animacule", "soup", "extinction", "apocalyte", "micro")


def _opening(kind: str) -> str:
    engine = engine_for(kind)
    return dumped(engine, engine.new(["Ann", "Ben", "Cy"], {}, 7))


@pytest.mark.parametrize("kind", KINDS)
def test_a_board_drawn_in_german_differs_and_english_stays_as_it_was(kind: str) -> None:
    state_json = _opening(kind)
    english = render_json(kind, state_json)
    german = render_json(kind, state_json, "de")
    assert german != english
    assert render_json(kind, state_json, "en") == english  # the German legend kept is not reused
    assert render_json(kind, state_json, "de") == german


async def test_a_drawing_in_the_thread_pool_reads_the_callers_language() -> None:
    with reading("fr"):
        drawn = await in_thread(say, "language-own-name")
    assert drawn == "français"


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_soups_island_names_every_environment_card_whole_in_the_readers_language(language: str) -> None:
    """The island draws the environment card's name, still water, the ozone and the compass points from the
    catalogue; the longest name (French "Couverture nuageuse") is drawn smaller, never cut."""
    with reading(language):
        names = [worded(card_name_words(card)) for card in CARDS.values()]
        points = [say("soup-board-compass-point", point=point) for point in "nesw"]
    assert all(any(fit_text(name, size, ISLAND_TEXT_WIDTH, bold=True) == name for size in (11, 10, 9))
               for name in names)
    assert points == {"en": ["N", "E", "S", "W"], "de": ["N", "O", "S", "W"], "fr": ["N", "E", "S", "O"]}[language]


def test_a_soup_board_from_kept_tiles_in_french_equals_it_drawn_whole_after_an_english_one_was_kept() -> None:
    """Kept tiles are kept per language: the island names its environment card in the reader's words, so
    a French board put together from kept tiles after an English board was drawn is the French board
    drawn whole (it showed the English card name before)."""
    engine = engine_for("soup")
    state = engine.new(["Ann", "Ben", "Cy"], {}, 7)
    view = engine.view(state, None)
    colours = tuple(engine.seat_colours[:3])
    _draw(engine.title, view, colours, through_palette=True)  # the English tiles, kept
    with reading("fr"):
        fast = _draw(engine.title, view, colours, through_palette=True)
        whole = indexed(_draw(engine.title, view, colours, through_palette=False), _palette())
    assert fast.convert("RGB").tobytes() == whole.convert("RGB").tobytes()


@pytest.mark.parametrize(("language", "colours"), [("en", ["blue", "red", "green"]), ("fr", ["bleu", "rouge", "vert"]),
                                                   ("de", ["blau", "rot", "grün"])])
def test_every_boards_panel_names_the_seats_colours_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, language: str, colours: list[str]) -> None:
    """Apocalyte's panel wrote each seat's colour by its English key ("Ann (blue)") on every board."""
    panels: list[list[str]] = []  # the board's, and those of the sample boards its palette is fitted to

    def drawn(_image: object, _left: int, _title: str, players: list[PanelPlayer], _notes: object) -> int:
        panels.append([player.name.split(" (")[1].rstrip(")") for player in players])
        return 0

    monkeypatch.setattr(rendering.apocalyte, "draw_panel", drawn)
    render_json("apocalyte", _opening("apocalyte"), language)
    assert colours in panels
    shown = {colour for panel in panels for colour in panel}
    assert language == "en" or not {"blue", "red", "green", "yellow", "pink"} & shown


def _states_of_a_bot_game(kind: str, every: int, count: int) -> list[object]:
    """Every `every`-th state of a game bots play, up to `count` of them: the panel's counts grow over a game."""
    engine = engine_for(kind)
    options = {"apocalyte": {"scenario": "aliens"}}.get(kind, {})
    state = engine.new(["Ann", "Ben", "Cy"], options, 11)
    rng, states, moves = random.Random(11), [state], 0
    while len(states) < count and not engine.result(state).over:
        seat = engine.prompts(state)[0].seat
        state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
        moves += 1
        if moves % every == 0:
            states.append(state)
    return states


@pytest.mark.parametrize("language", ["de", "fr"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_line_of_a_panel_is_drawn_whole_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, kind: str, language: str) -> None:
    """A German Apocalyte panel cut "11 Nachschub" to "11 Nachsc…", and a German Soup panel "Strömung nach
    W…" (the drift's direction): a player's line is now drawn smaller where a language's words run longer,
    a note that does not fit goes on over the next line, and over a game no line of a panel is cut."""
    module = importlib.import_module(f"rendering.{kind}")
    in_panel = False
    drawn: list[tuple[str, int, float | None]] = []

    def panel(image: Image.Image, left: int, title: str, players: list[PanelPlayer], notes: list[str]) -> int:
        nonlocal in_panel
        in_panel = True
        try:
            return draw_panel(image, left, title, players, notes)
        finally:
            in_panel = False

    def text(draw: ImageDraw.ImageDraw, at: tuple[float, float], words: str, size: int, fill: RGB | int = INK,
             bold: bool = False, width: float | None = None) -> float:
        if in_panel:
            drawn.append((words, size, width))
        return draw_text(draw, at, words, size, fill, bold, width)

    monkeypatch.setattr(module, "draw_panel", panel)
    monkeypatch.setattr(rendering.common, "draw_text", text)
    engine = engine_for(kind)
    with reading(language):
        for state in _states_of_a_bot_game(kind, every=25, count=8):
            render_board(kind, engine, state)
    assert len(drawn) > 8 * 4
    assert [words for words, size, width in drawn if width is not None and fit_text(words, size, width) != words] == []


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_soups_gene_names_start_right_of_the_points_and_how_many_are_over_the_ozone(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A French panel drew "6 de trop" (points over the ozone, which cost BP) across the gene names beside it."""
    drawn: list[tuple[float, float, float]] = []  # each text's left, right and top

    def text(draw: ImageDraw.ImageDraw, at: tuple[float, float], words: str, size: int, fill: RGB | int = INK,
             bold: bool = False, width: float | None = None) -> float:
        wide = draw_text(draw, at, words, size, fill, bold, width)
        drawn.append((at[0], at[0] + wide, at[1]))
        return wide

    monkeypatch.setattr(rendering.soup, "draw_text", text)
    genes = ("intelligence", "movement-2", "ray-protection", "life-expectancy")
    with reading(language):
        inspect.unwrap(rendering.soup._gene_block)("red", "circle", 16, 9, genes)  # 7 over the ozone, not kept
    labels = [(left, right) for left, right, _top in drawn if left < 60]
    names = [left for left, _right, _top in drawn if left >= 60]
    assert len(labels) == 2 and names
    assert max(right for _left, right in labels) < min(names)


def _centred_labels(monkeypatch: pytest.MonkeyPatch, module: object) -> list[tuple[str, int]]:
    """Each label `module` centres from now on, with its size (nothing is drawn)."""
    labels: list[tuple[str, int]] = []

    def centred(draw: ImageDraw.ImageDraw, centre: tuple[float, float], text: str, size: int, fill: RGB = INK,
                bold: bool = False) -> None:
        labels.append((text, size))

    monkeypatch.setattr(module, "centred_text", centred)
    return labels


def _wider_than(labels: list[tuple[str, int]], width: float) -> list[str]:
    return [text for text, size in labels if text_width(text, size, bold=True) > width]


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_micros_tile_names_fit_their_hex_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """A German tile read "Flachwasser e5" across the edges of its hex: a habitat's name is drawn smaller
    where its language names it longer, and English keeps its size."""
    labels = _centred_labels(monkeypatch, rendering.micro)
    with reading(language):
        for design in DESIGNS:
            inspect.unwrap(rendering.micro._tile_base)(say("micro-board-tile", design=design), "g8", None)
    assert len(labels) == len(DESIGNS)
    assert _wider_than(labels, rendering.micro.NAME_W) == []
    assert language != "en" or {size for _text, size in labels} == {12}


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_extinctions_barrier_names_fit_their_hex_in_the_readers_language(
        monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """"mountain", "Flughafen" and "montagne" ran over the edges of their barrier's hex, under its icon."""
    labels = _centred_labels(monkeypatch, rendering.extinction)
    with reading(language):
        for kind in BARRIER_ORDER:
            inspect.unwrap(rendering.extinction.barrier_sprite)(kind)
    assert len(labels) == len(BARRIER_ORDER)
    assert _wider_than(labels, rendering.extinction.BARRIER_NAME_W) == []
