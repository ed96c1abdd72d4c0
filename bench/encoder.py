"""The boards' PNG encoder (rendering/png.py, on zlib-ng) against Pillow's own, on each game's boards.

  python -m bench.encoder [--game KEY ...] [--samples N]

The boards are `samples` consecutive positions of one bot game, as a table posts them. Each is
encoded by every encoder in turn, three times, so all see the same load:
- pillow: Pillow's PNG encoder at the settings the project used before (zlib level 1);
- scratch: rendering/png.py compressing every band, as the floor (bench.floor) does;
- level2: the same at zlib-ng's level 2, smaller files, for comparison;
- bands: rendering/png.py as the boards use it (`rendering.common.png`), a band unchanged since
  the boards before taken from the cache (emptied before each round: the first board of a round
  compresses every band).
The figures are each encoder's median time per board, its median time as a multiple of Pillow's
(per board, then the median) and its largest file, which must stay within SIZE_LIMIT_KB.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable

from PIL import Image

from bench.figures import Emit, emit
from bench.tables import self_play_states
from games import engine_for, game_keys
from rendering import png as rendering_png
from rendering import render_board
from rendering.common import PNG_SETTINGS

SIZE_LIMIT_KB = 150


def _pillow(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", **PNG_SETTINGS)
    return buffer.getvalue()


def bench_encoder(key: str, samples: int, emit: Emit) -> None:
    engine = engine_for(key)
    states = self_play_states(key, 1)[:samples]
    boards = []
    for state in states:
        board = Image.open(io.BytesIO(render_board(key, engine, state)))
        board.load()
        boards.append(board)
    bands = rendering_png.Bands(rendering_png.BAND_BYTES)  # a new one each round
    encoders: dict[str, Callable[[Image.Image], bytes]] = {
        "pillow": _pillow,
        "scratch": rendering_png.encode,
        "level2": lambda image: rendering_png.encode(image, level=2),
        "bands": lambda image: rendering_png.encode(image, bands),
    }
    took: dict[str, list[float]] = {name: [] for name in encoders}
    largest = dict.fromkeys(encoders, 0)
    for _round in range(3):
        bands = rendering_png.Bands(rendering_png.BAND_BYTES)
        for board in boards:
            for name, encoder in encoders.items():
                started = time.perf_counter()
                size = len(encoder(board))
                took[name].append(time.perf_counter() - started)
                largest[name] = max(largest[name], size)
    for name in encoders:
        emit(f"{key}.png_encode.{name}.time", statistics.median(took[name]) * 1000, "ms", "")
        if name != "pillow":
            emit(f"{key}.png_encode.{name}.vs_pillow",
                 statistics.median(ours / pillows for ours, pillows in zip(took[name], took["pillow"], strict=True)),
                 "x", "")
        emit(f"{key}.png_encode.{name}.largest", largest[name] / 1024, "KB", f"<= {SIZE_LIMIT_KB}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.encoder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--samples", type=int, default=20, help="consecutive boards per game")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_encoder(key, args.samples, emit)


if __name__ == "__main__":
    main()
