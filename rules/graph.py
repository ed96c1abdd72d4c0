"""Distances over any board of connected spaces: a Risk map's territories, a hex island.

Nothing here knows a game: a board is a function giving each space's neighbours, and a
walk may be limited to the spaces a rule lets a piece pass through.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Iterable
from typing import TypeVar

Node = TypeVar("Node", bound=Hashable)


def distances(start: Node, neighbours: Callable[[Node], Iterable[Node]],
              passable: Callable[[Node], bool] = lambda _node: True, limit: int | None = None) -> dict[Node, int]:
    """Steps from `start` to every space reachable through passable spaces (breadth first).

    A space that is not passable may still be reached (it is a destination) but is not walked
    through. `limit` stops the walk after that many steps."""
    found = {start: 0}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        steps = found[node]
        if limit is not None and steps >= limit:
            continue
        if node != start and not passable(node):
            continue
        for neighbour in neighbours(node):
            if neighbour not in found:
                found[neighbour] = steps + 1
                queue.append(neighbour)
    return found


def nearest(starts: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]],
            passable: Callable[[Node], bool] = lambda _node: True) -> dict[Node, int]:
    """Steps from every reachable space to the nearest of `starts`: the least of `distances` from each
    start, found in one breadth-first walk (a start is walked through even where not passable)."""
    begun = set(starts)
    found = dict.fromkeys(begun, 0)
    queue = deque(begun)
    while queue:
        node = queue.popleft()
        if node not in begun and not passable(node):
            continue
        for neighbour in neighbours(node):
            if neighbour not in found:
                found[neighbour] = found[node] + 1
                queue.append(neighbour)
    return found


def is_connected(nodes: Iterable[Node], neighbours: Callable[[Node], Iterable[Node]]) -> bool:
    """Whether every one of `nodes` can reach every other through `neighbours`."""
    nodes = list(nodes)
    if not nodes:
        return True
    return set(nodes) <= set(distances(nodes[0], neighbours))
