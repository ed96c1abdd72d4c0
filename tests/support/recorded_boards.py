"""Boards recorded before a renderer changes, for tests that its pixels stay: spectator views of
bot games and the SHA-256 of each board's RGB pixels, kept gzipped under tests/rendering/data."""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import random
from pathlib import Path
from typing import Any

from PIL import Image

from rules.base import Engine


def digest(board: bytes) -> str:
    """The SHA-256 of a PNG board's pixels in RGB: the same for any encoding of the same image."""
    return hashlib.sha256(Image.open(io.BytesIO(board)).convert("RGB").tobytes()).hexdigest()


def bot_game_views(engine: Engine, names: list[str], seed: int, count: int,
                   resign_at: int | None = None) -> list[dict[str, Any]]:
    """`count` spectator views of one bot game spread from its setup to its end, its first and last
    among them; the seat owing the decision at view `resign_at` resigns there instead."""
    rng = random.Random(seed)
    state = engine.new(names, {}, seed)
    views = [engine.view(state, None)]
    while not engine.result(state).over:
        seat = engine.prompts(state)[0].seat
        if len(views) == resign_at:
            state, _ = engine.resign(state, seat)
        else:
            state, _ = engine.apply(state, seat, engine.bot_action(state, seat, rng))
        views.append(engine.view(state, None))
    return [views[i * (len(views) - 1) // (count - 1)] for i in range(count)]


def save(path: Path, boards: list[dict[str, Any]]) -> None:
    path.write_bytes(gzip.compress(json.dumps(boards, separators=(",", ":")).encode(), mtime=0))


def load(path: Path) -> list[dict[str, Any]]:
    boards: list[dict[str, Any]] = json.loads(gzip.decompress(path.read_bytes()))
    return boards
