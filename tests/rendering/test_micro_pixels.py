"""µ's board keeps its pixels: 216 recorded positions (two, three and four players; from the
setup to the end, a resignation among them) render to the very pixels recorded before the
renderer was made faster.

The positions are kept as the spectator views the renderer reads (the renderer draws nothing
else), so a change in the bots or the engine does not move them; each board's pixels are kept as
the SHA-256 of its RGB bytes. `python -m tests.rendering.test_micro_pixels` records both again:
only for a change meant to alter the board's look.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rendering.micro import board_png
from rules.micro import ENGINE
from tests.support.recorded_boards import bot_game_views, digest, load, save

RECORDED = Path(__file__).with_name("data") / "micro_pixels.json.gz"
NAMES = ["Ann", "Bob", "Cid", "Dee"]
PER_GAME = 36  # positions kept from each game, its first and last among them


def record() -> None:
    games = [(2, 101, None), (2, 102, None), (3, 333, None), (3, 202, 60), (4, 301, None), (4, 310, None)]
    views = [view for players, seed, resign_at in games
             for view in bot_game_views(ENGINE, NAMES[:players], seed, PER_GAME, resign_at)]
    save(RECORDED, [{"view": view, "pixels": digest(board_png(ENGINE.title, view))} for view in views])


def _recorded() -> list[dict[str, Any]]:
    return load(RECORDED)


@pytest.mark.parametrize("start", range(0, 216, 24))
def test_every_recorded_position_renders_to_its_recorded_pixels(start: int) -> None:
    boards = _recorded()
    assert len(boards) == 216
    for index, board in enumerate(boards[start:start + 24], start):
        assert digest(board_png(ENGINE.title, board["view"])) == board["pixels"], f"position {index}"


def test_the_recorded_positions_cover_every_player_count_and_the_game_end() -> None:
    views = [board["view"] for board in _recorded()]
    assert {len(view["players"]) for view in views} == {2, 3, 4}
    assert sum(view["over"] for view in views) >= 6
    assert any(any(view["resigned"]) for view in views)
    assert any(view["phase"] == "setup" for view in views)
    assert any(colony["host"] for view in views for colony in view["colonies"])  # a Syntrophy passenger


if __name__ == "__main__":
    record()
