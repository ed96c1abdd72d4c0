"""µ's Competence `bring` prompt: time to list its choices and to read a typed part, for a
species holding 19, 24, 30 and 40 cards (one JSON line each, as `python -m bench` prints).

  python -m bench.micro_bring
"""

from __future__ import annotations

import time

from bench.figures import emit
from rules.micro import ENGINE
from rules.micro.data import kind
from rules.micro.exchange import fresh_habitat
from rules.micro.growth import new_colony
from rules.micro.state import State

TARGET = "< 10 ms"


def _bring_position(cards: int) -> State:
    """A game whose seat 0 owes the bring prompt, its species holding `cards` cards."""
    st = ENGINE.new(["P0", "P1"], {}, 1)
    species = next(k for k, sp in st["species"].items() if sp["owner"] == 0)
    held = [c for c in st["galapagos"] if kind(c) != "phage-attack"][:cards]
    st["galapagos"] = [c for c in st["galapagos"] if c not in held]
    st["species"][species]["cards"] = held
    hex_name = "d5"
    st["habitats"][hex_name] = fresh_habitat(st["gaia"].pop(), 0)
    token = f"{species[0].upper()}4"
    st["colonies"][token] = new_colony(species, hex_name, 1)
    st["stack"].append({"kind": "bring", "seat": 0, "colony": token})
    return st


def main() -> None:
    for cards in (19, 24, 30, 40):
        st = _bring_position(cards)
        start = time.perf_counter()
        listed = ENGINE.legal_actions(st, 0)
        emit(f"micro bring: list {len(listed)} choices, {cards} cards", (time.perf_counter() - start) * 1000,
             "ms", TARGET)
        held = next(sp["cards"] for sp in st["species"].values() if sp["owner"] == 0)
        typed = "bring " + ",".join(sorted({kind(c) for c in held})[-3:])
        start = time.perf_counter()
        ENGINE.parse(st, 0, typed)
        emit(f"micro bring: read a typed part, {cards} cards", (time.perf_counter() - start) * 1000, "ms", TARGET)


if __name__ == "__main__":
    main()
