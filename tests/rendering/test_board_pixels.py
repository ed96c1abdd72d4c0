"""Soup's, Apocalyte's and Extinction's boards keep their pixels: 108 recorded positions a game
(every player count, from the setup to the end) render to the very pixels recorded before their
renderers were made faster.

As in test_micro_pixels, the positions are kept as the spectator views the renderers read (they
draw nothing else), so a change in the bots or the engines does not move them; each board's
pixels are kept as the SHA-256 of its RGB bytes. `python -m tests.rendering.test_board_pixels`
records them again: only for a change meant to alter a board's look.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from games import engine_for
from rendering import render_board
from rules.base import Engine
from tests.support.recorded_boards import bot_game_views, digest, load, save

DATA = Path(__file__).with_name("data")
GAMES = ("soup", "apocalyte", "extinction")
NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]
PER_GAME = 18  # positions kept from each bot game, its first and last among them
SEEDS = (11, 12, 13, 14, 15, 16)  # six games a board game, over its player counts in turn
POSITIONS = PER_GAME * len(SEEDS)
CHUNK = 36


class _Shown:
    """An engine whose spectator view is a recorded one: the renderers read the view, the title
    and the seat colours, nothing else."""

    def __init__(self, engine: Engine, view: dict[str, Any]) -> None:
        self._engine = engine
        self._view = view

    def view(self, _state: object, _seat: int | None) -> dict[str, Any]:
        return self._view

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)


def _pixels(key: str, view: dict[str, Any]) -> str:
    return digest(render_board(key, _Shown(engine_for(key), view), None))  # type: ignore[arg-type]


def _recorded_path(key: str) -> Path:
    return DATA / f"{key}_pixels.json.gz"


def record(key: str) -> None:
    engine = engine_for(key)
    counts = range(engine.min_players, engine.max_players + 1)
    views = [view for n, seed in enumerate(SEEDS)
             for view in bot_game_views(engine, NAMES[:counts[n % len(counts)]], seed, PER_GAME)]
    stored = [json.loads(json.dumps(view)) for view in views]  # as the test reads them back
    save(_recorded_path(key), [{"view": view, "pixels": _pixels(key, view)} for view in stored])


def _recorded(key: str) -> list[dict[str, Any]]:
    return load(_recorded_path(key))


@pytest.mark.parametrize("start", range(0, POSITIONS, CHUNK))
@pytest.mark.parametrize("key", GAMES)
def test_every_recorded_position_renders_to_its_recorded_pixels(key: str, start: int) -> None:
    boards = _recorded(key)
    assert len(boards) == POSITIONS
    for index, board in enumerate(boards[start:start + CHUNK], start):
        assert _pixels(key, board["view"]) == board["pixels"], f"{key} position {index}"


@pytest.mark.parametrize("key", GAMES)
def test_the_recorded_positions_cover_every_player_count_and_the_game_end(key: str) -> None:
    engine = engine_for(key)
    views = [board["view"] for board in _recorded(key)]
    assert {len(view["players"]) for view in views} == set(range(engine.min_players, engine.max_players + 1))
    assert sum(view["over"] for view in views) == len(SEEDS)  # each game's last position
    assert len({board["pixels"] for board in _recorded(key)}) > POSITIONS * 0.9  # boards that differ


if __name__ == "__main__":
    for game in GAMES:
        record(game)
