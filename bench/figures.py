"""How every bench prints a figure: one JSON line (name, value, unit, target), or, for a figure that has
no value this run, the line with a null value and a note saying why."""

from __future__ import annotations

import json
from collections.abc import Callable

Emit = Callable[[str, float, str, str], None]


def emit(name: str, value: float, unit: str, target: str) -> None:
    print(json.dumps({"name": name, "value": round(value, 3), "unit": unit, "target": target}), flush=True)


def emit_missing(name: str, unit: str, target: str, note: str) -> None:
    print(json.dumps({"name": name, "value": None, "unit": unit, "target": target, "note": note}), flush=True)


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of `values` lie (nearest rank); NaN when there are none."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] if ordered else float("nan")
