"""The PNG encoder settings every board goes through (`rendering.common.png`), against the others
worth trying, on each game's own boards.

  python -m bench.encoder [--game KEY ...] [--samples N]

Each board is encoded with every setting in turn, three times, so all settings see the same load;
the figures are each setting's median encode time as a multiple of the chosen one's (per board,
then the median) and its largest PNG. A setting beats the chosen one only if it is clearly faster
while every board stays within SIZE_LIMIT_KB.
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
from rendering.common import PNG_SETTINGS
from rules.registry import GAME_KEYS, engine_for

SIZE_LIMIT_KB = 150
# (zlib level, zlib strategy): 0 the default strategy, 3 run-length only. Level 0 stores the
# bytes uncompressed (a megabyte a board), over the limit for every game.
SETTINGS = ((1, 0), (2, 0), (3, 0), (4, 0), (1, 3))


def _name(level: int, strategy: int) -> str:
    return f"level{level}" + ("_rle" if strategy == 3 else "")


def bench_encoder(key: str, samples: int, emit: Emit) -> None:
    engine = engine_for(key)
    states = self_play_states(key, 1)
    chosen = (PNG_SETTINGS["compress_level"], PNG_SETTINGS["compress_type"])
    ratios: dict[tuple[int, int], list[float]] = {setting: [] for setting in SETTINGS}
    largest = dict.fromkeys(SETTINGS, 0)
    chosen_ms = []
    for n in range(samples):
        board = Image.open(io.BytesIO(render_board(key, engine, states[n * len(states) // samples])))
        board.load()
        for _ in range(3):
            took = {}
            for level, strategy in {chosen, *SETTINGS}:
                buffer = io.BytesIO()
                started = time.perf_counter()
                board.save(buffer, format="PNG", compress_level=level, compress_type=strategy)
                took[level, strategy] = time.perf_counter() - started
                if (level, strategy) in largest:
                    largest[level, strategy] = max(largest[level, strategy], buffer.tell())
            chosen_ms.append(took[chosen] * 1000)
            for setting in SETTINGS:
                ratios[setting].append(took[setting] / took[chosen])
    emit(f"{key}.png_encode.{_name(*chosen)}", statistics.median(chosen_ms), "ms", "the chosen setting")
    for setting in (setting for setting in SETTINGS if setting != chosen):
        name = f"{key}.png_encode.{_name(*setting)}"
        emit(f"{name}.time", statistics.median(ratios[setting]), "x", "vs the chosen setting")
        emit(f"{name}.largest", largest[setting] / 1024, "KB", f"<= {SIZE_LIMIT_KB}")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.encoder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=GAME_KEYS, help="only these games (default: all)")
    parser.add_argument("--samples", type=int, default=20, help="boards per game")
    args = parser.parse_args()
    for key in args.game or GAME_KEYS:
        bench_encoder(key, args.samples, emit)


if __name__ == "__main__":
    main()
