"""A board's render time against its PNG floor, side by side, position by position.

  python -m bench.floor [--game KEY ...] [--samples N]

The floor of a board is what no renderer can go below: mapping the finished canvas (the board's
pixels in RGB) through the board's own palette and encoding it with the project's encoder
settings (`rendering.common.png`). The canvas is the rendered board read back in RGB: the same
size and colours as the one the renderer had before its palette. Each position is rendered,
then its floor is timed on the very image the render produced, so both see the same load; the
ratio is the median of the per-position ratios, which holds on a busy machine where absolute
milliseconds do not.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time

from PIL import Image

from bench.figures import Emit, emit
from bench.tables import self_play_states
from rendering import render_board
from rendering.common import indexed, png
from rules.registry import GAME_KEYS, engine_for

RATIO_TARGET = 1.5  # render ÷ floor, every game


def floor_ms(board: bytes) -> float:
    """Milliseconds to quantise and encode the canvas behind `board` (a rendered PNG) through its palette."""
    palette = Image.open(io.BytesIO(board))
    palette.load()
    canvas = palette.convert("RGB")
    started = time.perf_counter()
    png(indexed(canvas, palette))
    return (time.perf_counter() - started) * 1000


def bench_floor(key: str, samples: int, emit: Emit) -> None:
    engine = engine_for(key)
    states = self_play_states(key, 3)
    picked = [states[i * len(states) // samples] for i in range(samples)]
    render_board(key, engine, picked[0])  # layers kept by the renderer are drawn once, before timing
    renders, floors = [], []
    for state in picked:
        started = time.perf_counter()
        board = render_board(key, engine, state)
        renders.append((time.perf_counter() - started) * 1000)
        floors.append(floor_ms(board))
    emit(f"{key}.render_vs_floor.render_median", statistics.median(renders), "ms", "")
    emit(f"{key}.render_vs_floor.floor_median", statistics.median(floors), "ms", "")
    emit(f"{key}.render_vs_floor.ratio", statistics.median(r / f for r, f in zip(renders, floors, strict=True)),
         "x", f"<= {RATIO_TARGET}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.floor", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAME_KEYS, help="only these games (default: all)")
    parser.add_argument("--samples", type=int, default=200, help="positions per game")
    args = parser.parse_args()
    for key in args.game or GAME_KEYS:
        bench_floor(key, args.samples, emit)


if __name__ == "__main__":
    main()
