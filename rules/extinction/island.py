"""Where a species can go and whom it can reach on Darwinia, given the cubes and barriers on it:
walking distances for migration, the hexes across a barrier it can cross, air pollution's reach."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from rules.extinction.data import BARRIERS, HEX_AT, NEIGHBOURS
from rules.extinction.state import State, card_of, crosses
from rules.graph import distances


def _crossable(st: State, seat: int, hex_name: str) -> bool:
    kind = st["barriers"].get(hex_name)
    return kind is not None and crosses(st, seat, kind)


def walking_distances(st: State, seat: int, source: str, limit: int | None = None) -> dict[str, int]:
    """Hexes a migrant from `source` can end on, with the hexes it traverses to get there: the path
    runs through empty hexes, the species' own cubes and barriers it can cross, never through a rival
    cube or another barrier, and ends on an empty hex or an own cube. Without `limit` the dict is
    shared with later calls on the same island (`_walks`), so it must not be changed."""
    found = walks(st, seat)(source)
    return found if limit is None else {h: d for h, d in found.items() if d <= limit}


def walks(st: State, seat: int) -> Callable[[str], dict[str, int]]:
    """`walking_distances` from any source of the seat's, without limit, with what blocks the way
    gathered once for all of them (the dicts are shared: they must not be changed)."""
    crossed = card_of(st, seat, "crossing").words
    rivals = frozenset(h for h, cube in st["cubes"].items() if cube[0] != seat)
    walled = frozenset(h for h, kind in st["barriers"].items() if kind not in crossed)
    barriers = frozenset(st["barriers"])
    return lambda source: _walks(source, rivals, walled, barriers)


@lru_cache(maxsize=256)
def _walks(source: str, rivals: frozenset[str], walled: frozenset[str], barriers: frozenset[str]) -> dict[str, int]:
    """Walking distances from `source` given what blocks the way: the same for every seat, cube count
    and budget as long as the rival cubes and the barriers stay where they are, which holds through
    a whole migration (a species' own moves never block it), so a migration walks each source once."""
    blocked = rivals | walled
    found = distances(source, NEIGHBOURS.__getitem__, lambda h: h not in blocked)
    return {h: d for h, d in found.items() if h != source and h not in barriers and h not in rivals}


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
