"""Reading a game's designed data: the JSON files under data/<game>/ (boards, maps, decks, cards)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parent.parent / "data"


def game_data(game: str, name: str) -> Any:
    """The parsed JSON file `data/<game>/<name>`."""
    return json.loads((DATA / game / name).read_text(encoding="utf-8"))
