"""Where a species can go and whom it can reach on Darwinia, given the cubes and barriers on it:
walking distances for migration, the hexes across a barrier it can cross, air pollution's reach."""

from __future__ import annotations

from rules.extinction.data import BARRIERS, HEX_AT, NEIGHBOURS
from rules.extinction.state import State, card_of, crosses
from rules.graph import distances


def _crossable(st: State, seat: int, hex_name: str) -> bool:
    kind = st["barriers"].get(hex_name)
    return kind is not None and crosses(st, seat, kind)


def walking_distances(st: State, seat: int, source: str, limit: int | None = None) -> dict[str, int]:
    """Hexes a migrant from `source` can end on, with the hexes it traverses to get there: the path
    runs through empty hexes, the species' own cubes and barriers it can cross, never through a rival
    cube or another barrier, and ends on an empty hex or an own cube."""
    cubes, barriers = st["cubes"], st["barriers"]
    crossed = card_of(st, seat, "crossing").words

    def passable(h: str) -> bool:
        cube = cubes.get(h)
        kind = barriers.get(h)
        return (cube is None or cube[0] == seat) and (kind is None or kind in crossed)

    found = distances(source, NEIGHBOURS.__getitem__, passable, limit)
    return {h: d for h, d in found.items()
            if h != source and h not in barriers and (h not in cubes or cubes[h][0] == seat)}


def within_reach(st: State, seat: int, hex_name: str) -> list[str]:
    """Hexes a cube on `hex_name` may compete with or prey on: its neighbours, and the hexes beyond any
    barriers the species can cross, as if those were adjacent (several such barriers in a row count as one)."""
    found: list[str] = []
    seen = {hex_name}
    todo = [hex_name]
    while todo:
        here = todo.pop()
        for n in NEIGHBOURS[here]:
            if n in seen:
                continue
            seen.add(n)
            if n in st["barriers"]:
                if _crossable(st, seat, n):
                    todo.append(n)
            else:
                found.append(n)
    return sorted(found, key=lambda h: (HEX_AT[h][1], HEX_AT[h][0]))


def polluted_hexes(st: State) -> set[str]:
    """Hexes next to a city or jetport barrier: where air pollution strikes."""
    return {n for h, kind in st["barriers"].items() if BARRIERS[kind].pollutes for n in NEIGHBOURS[h]}
