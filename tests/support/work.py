"""How much work a piece of code does, counted rather than timed, so a bound holds on any machine
however loaded: the calls it makes (Python and built-in) and the most memory it holds at once. A
refusal of a typed number must not do work that grows with the number (a loop up to it calls
something on each turn; a list of its size is memory)."""

from __future__ import annotations

import sys
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import FrameType
from typing import Any

# A refusal makes up to some 50,000 calls (Extinction's names the legal moves, which it builds) and
# holds under 2 MB; work that grows with a typed 20,000,000 makes millions of calls or holds tens of
# megabytes.
REFUSAL_CALLS = 1_000_000
REFUSAL_BYTES = 4_000_000


@dataclass
class Work:
    calls: int = 0
    peak_bytes: int = 0


@contextmanager
def counted_work() -> Iterator[Work]:
    """Counts, into the Work it yields, the calls made and the peak memory allocated within."""
    work = Work()

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event in ("call", "c_call"):
            work.calls += 1

    tracing = tracemalloc.is_tracing()
    if not tracing:
        tracemalloc.start()
    tracemalloc.reset_peak()
    before, _ = tracemalloc.get_traced_memory()
    previous = sys.getprofile()
    sys.setprofile(profile)
    try:
        yield work
    finally:
        sys.setprofile(previous)
        _, peak = tracemalloc.get_traced_memory()
        work.peak_bytes = peak - before
        if not tracing:
            tracemalloc.stop()


def assert_bounded(work: Work, what: str = "the refusal") -> None:
    assert work.calls < REFUSAL_CALLS, f"{what} made {work.calls:,} calls: work grows with the input"
    assert work.peak_bytes < REFUSAL_BYTES, f"{what} held {work.peak_bytes:,} bytes: work grows with the input"
