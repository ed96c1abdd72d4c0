"""Text on the boards: player names in any script, cleaned of what could break a render, and
cut with an ellipsis to the side panel."""

from __future__ import annotations

import io
import unicodedata
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageStat

from games import engine_for
from rendering import animacule as animacule_board
from rendering import common, render_board
from rendering import soup as soup_board
from rendering.common import ELLIPSIS, PLACEHOLDER, clean_text, draw_text, fit_text, text_width, wrap

HOSTILE = "x\u2029y\u0085z\r\x1c"
NAMES = ["王小明", "😀 Émile", "שלום עולם", "a" * 80]


def _font_of(text: str, size: int = 16) -> list[tuple[str, str]]:
    """(run, font file name) for each run of `text` as draw_text draws it."""
    return [(run, str(face.path).rsplit("/", 1)[-1]) for run, face in common._runs(text, size, True)]


def test_controls_and_separators_become_spaces() -> None:
    assert clean_text(HOSTILE) == "x y z  "
    for ch in "\r\n\t\x00\x1c\x1d\x1e\x7f\x85\u2028\u2029\u00a0\u3000":
        assert clean_text(f"a{ch}b") == "a b", repr(ch)


def test_format_characters_go_but_the_joiners_stay() -> None:
    # a right-to-left override would turn the rest of a line round; a soft hyphen is invisible
    assert clean_text("Ann\u202eevil\u202c\u00ad\u200b") == "Annevil"
    family = "👨\u200d👩\u200d👧"
    assert clean_text(family) == family


def test_lone_surrogates_piles_of_marks_and_length_are_bounded() -> None:
    assert clean_text("a\ud800b") == f"a{PLACEHOLDER}b"
    zalgo = clean_text("a" + "\u0301\u0302\u0303\u0304\u0305" * 40)
    assert zalgo[0] in "aá" and len(zalgo) <= 4 and sum(unicodedata.category(c) == "Mn" for c in zalgo) == 3
    assert len(clean_text("b" * 10_000)) == common.MAX_TEXT
    assert all(unicodedata.category(ch)[0] != "C" or ch in "\u200c\u200d" for ch in clean_text(HOSTILE * 3))


def test_each_script_is_drawn_in_a_font_that_has_it() -> None:
    assert _font_of("Émile") == [("Émile", "DejaVuSans-Bold.ttf")]
    assert _font_of("王小明 안녕 ひらがな") == [
        ("王小明", "DroidSansFallback.ttf"), (" ", "DejaVuSans-Bold.ttf"), ("안녕", "DroidSansFallback.ttf"),
        (" ", "DejaVuSans-Bold.ttf"), ("ひらがな", "DroidSansFallback.ttf")]
    assert _font_of("😀 Émile") == [("😀", "NotoEmoji-Variable.ttf"), (" Émile", "DejaVuSans-Bold.ttf")]
    assert _font_of("שלום") == [("שלום", "DejaVuSans-Bold.ttf")]
    # no font has Runic: the placeholder stands in, visibly, once per character
    assert _font_of("ᚠᚢ") == [(PLACEHOLDER * 2, "DejaVuSans-Bold.ttf")]


def test_a_line_starting_with_a_right_to_left_name_still_reads_left_to_right() -> None:
    """Board text is English: a prompt that starts with a Hebrew name keeps its words in order,
    "your turn" at the right end, the name itself reading right to left."""
    line = Image.new("L", (300, 30))
    width = draw_text(ImageDraw.Draw(line), (0, 5), "שלום: your turn", 14, fill=255)
    words = Image.new("L", (300, 30))
    draw_text(ImageDraw.Draw(words), (0, 5), "your turn", 14, fill=255)
    box = words.getbbox()
    assert box is not None
    start = round(width - text_width("your turn", 14))

    def mismatch(dx: int) -> float:
        tail = line.crop((start + dx + box[0], box[1], start + dx + box[2], box[3]))
        return ImageStat.Stat(ImageChops.difference(tail, words.crop(box))).mean[0]

    assert min(mismatch(dx) for dx in (-1, 0, 1)) < 8  # the same words, give or take a subpixel
    assert mismatch(-start) > 30  # and not at the left end


def test_without_raqm_right_to_left_stretches_are_reversed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pillow without libraqm draws characters in logical order: Hebrew is turned round by hand."""
    monkeypatch.setattr(common, "RAQM", False)
    assert common._visual("שלום עולם") == "םלוע םולש"
    assert common._visual("Ann שלום עולם!") == "Ann םלוע םולש!"
    pointed = clean_text("שָׁלוֹם")  # vowel points stay on their letters
    assert common._visual(pointed) == "".join(reversed(["שָׁ", "ל", "וֹ", "ם"]))
    assert common._visual("Émile") == "Émile"


def test_long_text_is_cut_with_an_ellipsis_to_the_width() -> None:
    cut = fit_text("a" * 80, 16, 200, bold=True)
    assert cut.endswith(ELLIPSIS) and len(cut) < 80
    assert text_width(cut, 16, bold=True) <= 200 < text_width(cut[:-1] + "a" + ELLIPSIS, 16, bold=True)
    assert fit_text("Ann", 16, 200, bold=True) == "Ann"
    assert fit_text("王" * 40, 16, 100).endswith(ELLIPSIS)
    # a cut never splits an emoji sequence or a letter from its marks
    assert fit_text("👨\u200d👩\u200d👧" * 20, 16, 60).rstrip(ELLIPSIS).endswith("👧")


def test_wrapping_cuts_a_word_longer_than_a_line() -> None:
    lines = wrap(f"{'a' * 80}: your turn: move", 14, 90)
    assert lines[0].endswith(ELLIPSIS) and lines[1:] == ("your turn:", "move")
    assert all(text_width(line, 14) <= 90 for line in lines)


def test_draw_text_draws_within_its_width_and_returns_it() -> None:
    for text in [*NAMES, HOSTILE, "", "  "]:
        image = Image.new("L", (400, 40))
        drawn = draw_text(ImageDraw.Draw(image), (10, 10), text, 16, fill=255, bold=True, width=200)
        box = image.getbbox()
        assert drawn <= 200
        assert box is None or (box[0] >= 8 and box[2] <= 10 + 200 + 2), (text, box)


# --- the boards' side panels -------------------------------------------------------------------


def _panel_render(key: str, names: list[str]) -> tuple[Image.Image, int]:
    engine = engine_for(key)
    state = engine.new(names, {}, 3)
    image = Image.open(io.BytesIO(render_board(key, engine, state))).convert("RGB")
    left = animacule_board.MARGIN * 2 + animacule_board.BOARD if key == "animacule" else soup_board.PANEL_X
    return image, left


def _ink_columns(image: Image.Image, box: tuple[int, int, int, int]) -> list[int]:
    """x of every column in `box` holding dark text ink."""
    region = image.crop(box).convert("L")
    width, height = region.size
    pixels = region.tobytes()
    return [box[0] + x for x in range(width) if any(pixels[y * width + x] < 110 for y in range(height))]


def _row(seat: int) -> tuple[int, int]:
    """The top and bottom of a player's name line in the panel (draw_panel's layout)."""
    top = 60 + 60 * seat
    return top - 2, top + 20


@pytest.mark.parametrize("key", ["animacule", "soup"])
@pytest.mark.parametrize("names", [NAMES, [HOSTILE, "Émile\n\n\nBob", "\u202eAnn", "王小明"]])
def test_names_in_any_script_draw_inside_the_panel(key: str, names: list[str]) -> None:
    image, left = _panel_render(key, names)
    for seat, name in enumerate(names):
        top, bottom = _row(seat)
        ink = _ink_columns(image, (left + 50, top, image.width, bottom))
        assert ink, name  # something is drawn
        assert max(ink) < image.width - 14, name  # and ends inside the panel's frame


def test_a_long_name_ends_in_an_ellipsis_on_the_board() -> None:
    image, left = _panel_render("animacule", NAMES)
    top, bottom = _row(3)
    ink = _ink_columns(image, (left + 50, top, image.width, bottom))
    tail = [x for x in ink if x > max(ink) - 16]
    # the last glyph is three dots: three separate groups of columns, all ink on the baseline
    groups = sum(1 for x in tail if x - 1 not in tail)
    assert groups == 3, tail
    region = image.crop((min(tail), top, max(tail) + 1, bottom)).convert("L")
    rows = [n // region.width for n, level in enumerate(region.tobytes()) if level < 110]  # L: a byte a pixel
    assert max(rows) - min(rows) <= 4


@pytest.mark.parametrize("key", ["animacule", "soup"])
def test_hostile_names_reach_every_text_of_the_board(key: str) -> None:
    """Names appear in the prompt and the result lines too: none of it may fail or overflow."""
    engine = engine_for(key)
    names = [HOSTILE * 5, "a" * 300, "\ud800\udfff", "😀" * 60][: engine.max_players]
    state: Any = engine.new(names, {}, 1)
    image = Image.open(io.BytesIO(render_board(key, engine, state))).convert("RGB")
    _, left = _panel_render(key, ["A", "B", "C"])
    ink = _ink_columns(image, (left, 0, image.width, image.height))
    assert max(ink) < image.width - 14


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_a_kept_centred_label_draws_the_pixels_of_draw_text(mode: str) -> None:
    """centred_text keeps a label's mask: drawn again at any point, a whole or fractional pixel,
    off the image's edge or on it, it gives the pixels draw.text gives with anchor "mm"."""
    labels = ["A", "B7", "Gaia 12", "", "µ", "W"]
    for n in range(240):
        centre = (-5 + n * 0.37 % 90, -5 + n * 0.61 % 50)
        text, size, bold = labels[n % len(labels)], (9, 10, 12, 14)[n % 4], n % 3 == 0
        expected = Image.new(mode, (80, 40), (200, 100, 50))
        ImageDraw.Draw(expected).text(centre, text, font=common.font(size, bold), fill=(10, 20, 30), anchor="mm")
        drawn = Image.new(mode, (80, 40), (200, 100, 50))
        common.centred_text(ImageDraw.Draw(drawn), centre, text, size, (10, 20, 30), bold)
        assert drawn.tobytes() == expected.tobytes(), (centre, text, size, bold)
