"""µ's board keeps its pixels: 216 recorded positions (two, three and four players; from the
setup to the end, a resignation among them) render to the very pixels recorded before the
renderer was made faster.

The positions are kept as the spectator views the renderer reads (the renderer draws nothing
else), so a change in the bots or the engine does not move them; each board's pixels are kept as
the SHA-256 of its RGB bytes. `python -m tests.rendering.test_micro_pixels` records both again:
only for a change meant to alter the board's look.
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from rendering.micro import board_png
from rules.micro import ENGINE

RECORDED = Path(__file__).with_name("data") / "micro_pixels.json.gz"
NAMES = ["Ann", "Bob", "Cid", "Dee"]
PER_GAME = 36  # positions kept from each game, its first and last among them


def _pixels(board: bytes) -> str:
    return hashlib.sha256(Image.open(io.BytesIO(board)).convert("RGB").tobytes()).hexdigest()


def _game(players: int, seed: int, resign_at: int | None) -> list[dict[str, Any]]:
    """The spectator views of one bot game, PER_GAME of them spread from its setup to its end."""
    rng = random.Random(seed)
    state = ENGINE.new(NAMES[:players], {}, seed)
    views = [ENGINE.view(state, None)]
    while not ENGINE.result(state).over:
        seat = ENGINE.prompts(state)[0].seat
        if len(views) == resign_at:
            state, _ = ENGINE.resign(state, seat)
        else:
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        views.append(ENGINE.view(state, None))
    return [views[i * (len(views) - 1) // (PER_GAME - 1)] for i in range(PER_GAME)]


def record() -> None:
    games = [(2, 101, None), (2, 102, None), (3, 333, None), (3, 202, 60), (4, 301, None), (4, 310, None)]
    views = [view for players, seed, resign_at in games for view in _game(players, seed, resign_at)]
    boards = [{"view": view, "pixels": _pixels(board_png(ENGINE.title, view))} for view in views]
    RECORDED.write_bytes(gzip.compress(json.dumps(boards, separators=(",", ":")).encode(), mtime=0))


def _recorded() -> list[dict[str, Any]]:
    boards: list[dict[str, Any]] = json.loads(gzip.decompress(RECORDED.read_bytes()))
    return boards


@pytest.mark.parametrize("start", range(0, 216, 24))
def test_every_recorded_position_renders_to_its_recorded_pixels(start: int) -> None:
    boards = _recorded()
    assert len(boards) == 216
    for index, board in enumerate(boards[start:start + 24], start):
        assert _pixels(board_png(ENGINE.title, board["view"])) == board["pixels"], f"position {index}"


def test_the_recorded_positions_cover_every_player_count_and_the_game_end() -> None:
    views = [board["view"] for board in _recorded()]
    assert {len(view["players"]) for view in views} == {2, 3, 4}
    assert sum(view["over"] for view in views) >= 6
    assert any(any(view["resigned"]) for view in views)
    assert any(view["phase"] == "setup" for view in views)
    assert any(colony["host"] for view in views for colony in view["colonies"])  # a Syntrophy passenger


if __name__ == "__main__":
    record()
