"""How every bench prints a figure: one JSON line (name, value, unit, target)."""

from __future__ import annotations

import json
from collections.abc import Callable

Emit = Callable[[str, float, str, str], None]


def emit(name: str, value: float, unit: str, target: str) -> None:
    print(json.dumps({"name": name, "value": round(value, 3), "unit": unit, "target": target}), flush=True)
