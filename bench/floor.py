"""A board's render time against its PNG floor, side by side, position by position.

  python -m bench.floor [--game KEY ...] [--samples N]

The floor of a board is what no renderer can go below: mapping the finished canvas (the board's
pixels in RGB) through the board's own palette and encoding it with the project's encoder
(rendering/png.py) from scratch: every band compressed, none taken from the bands the boards
keep. The canvas is the rendered board read back in RGB: the same size and colours as the one
the renderer had before its palette. Each position is rendered, then its floor is timed on the
very image the render produced, so both see the same load; the ratio is the median of the
per-position ratios, which holds on a busy machine where absolute milliseconds do not.

Beside it, the CPU a board costs its render worker (process time, which a shared machine does not
inflate as it does wall time), split into palette mapping (`indexed`: whole canvases, panels and
tiles not yet kept), PNG encode (`png`) and drawing (the rest); `--profile` prints each game's
cProfile (the calls costing most, by their own time) to stderr.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import Image

from bench.figures import Emit, emit
from bench.tables import self_play_states
from games import engine_for, game_keys, manifest_for
from rendering import common, render_board
from rendering import png as rendering_png
from rendering.common import indexed

RATIO_TARGET = 1.5  # render ÷ floor, every game


def floor_ms(board: bytes) -> float:
    """Milliseconds to quantise and encode the canvas behind `board` (a rendered PNG) through its palette."""
    palette = Image.open(io.BytesIO(board))
    palette.load()
    canvas = palette.convert("RGB")
    started = time.perf_counter()
    rendering_png.encode(indexed(canvas, palette))
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


@contextmanager
def _timed_steps(key: str, spent: dict[str, float]) -> Iterator[None]:
    """Within it, the renderer of `key` (and the kept tiles of rendering.common) add the process
    time they spend mapping through a palette and encoding to `spent`."""
    modules = [manifest_for(key).renderer(), common]

    def timed(step: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any) -> Any:
            started = time.process_time()
            try:
                return function(*args)
            finally:
                spent[step] += time.process_time() - started
        return run

    saved = [(module, name, getattr(module, name)) for module in modules for name in ("indexed", "png")
             if hasattr(module, name)]
    for module, name, function in saved:
        setattr(module, name, timed(name, function))
    try:
        yield
    finally:
        for module, name, function in saved:
            setattr(module, name, function)


def bench_cpu(key: str, samples: int, emit: Emit, profile: bool = False) -> None:
    """The render CPU of a board (its mean over `samples` boards) and its split, board after board
    as a table posts them: consecutive positions of bot games other than bench_floor's, each one
    move after the last, so a board draws the tiles its move changed and finds the others kept."""
    engine = engine_for(key)
    picked: list[object] = []
    seed = 101
    while len(picked) < samples:
        picked += self_play_states(key, 1, seed=seed)
        seed += 1
    picked = picked[:samples]
    render_board(key, engine, picked[0])
    totals: dict[str, list[float]] = {"total": [], "draw": [], "indexed": [], "png": []}
    for state in picked:
        spent = {"indexed": 0.0, "png": 0.0}
        with _timed_steps(key, spent):
            started = time.process_time()
            render_board(key, engine, state)
            total = time.process_time() - started
        totals["total"].append(total * 1000)
        totals["indexed"].append(spent["indexed"] * 1000)
        totals["png"].append(spent["png"] * 1000)
        totals["draw"].append((total - spent["indexed"] - spent["png"]) * 1000)
    for step, figures in totals.items():
        emit(f"{key}.render_cpu.{step}_mean", statistics.fmean(figures), "ms", "")
    if profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for state in picked:
            render_board(key, engine, state)
        profiler.disable()
        print(f"--- {key}: {samples} boards", file=sys.stderr)
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("tottime").print_stats(14)


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.floor", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--samples", type=int, default=200, help="positions per game")
    parser.add_argument("--profile", action="store_true", help="each game's cProfile on stderr")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_floor(key, args.samples, emit)
        bench_cpu(key, args.samples, emit, args.profile)


if __name__ == "__main__":
    main()
