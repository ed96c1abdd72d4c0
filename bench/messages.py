"""The cost of reading a board post's sentences from the messages catalogue (issue 34: translation
≤ 0.3 ms a post): the CPU time of every `say()` while the table answers one move and builds its post,
for every post of a game of one member against bot seats, in each game. Thread CPU time, as in
bench/alttext.py: a wall-clock p99 on a shared machine measures the scheduler, not this work; the
cost of the timing itself, measured on a function that does nothing, is taken off each call.
`--locale de` reads every post as a reader of that Discord locale would (`messages.reading`); its
figures are named with the catalogue's language (`soup.messages.de.per_post.median`).

  python -m bench.messages [--game KEY ...] [--games N] [--locale LOCALE]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time

import messages
from bench.figures import Emit, emit, percentile
from bench.posts import Timed, member_posts
from games import game_keys
from table.store import Store

TARGET_MS = 0.3


def _every_say() -> list[Timed]:
    """`say` timed in every module that asks for sentences (each imported its own name for it)."""
    return [Timed(module, "say", time.thread_time) for module in list(sys.modules.values())
            if getattr(module, "say", None) is messages.say and module is not messages]


async def _per_post(key: str, seed: int, spent: list[float], asked: list[int]) -> None:
    timers: list[Timed] = []

    def timed(_store: Store) -> list[Timed]:
        timers.extend(_every_say())
        return timers

    async for _moves, _reply in member_posts(key, seed, timed):
        spent.append(sum(timer.spent for timer in timers) * 1000)
        asked.append(sum(timer.calls for timer in timers))


def timer_cost_ms() -> float:
    """What timing one call costs by itself (two reads of the thread's clock, the wrapper): taken off
    each call's figure, since a post asks for dozens of messages of a few microseconds each."""

    class Nothing:
        def say(self) -> None:
            return None

    nothing = Nothing()
    timer = Timed(nothing, "say", time.thread_time)
    samples = []
    for _ in range(200):
        timer.spent = 0.0
        for _ in range(100):
            nothing.say()
        samples.append(timer.spent * 1000 / 100)
    return statistics.median(samples)


def bench_messages(key: str, games: int, emit: Emit, locale: str | None = None) -> None:
    spent: list[float] = []
    asked: list[int] = []
    with messages.reading(locale) as language:
        # Every message compiled before the timing, as a bot that has run a while has them: a catalogue
        # compiles each message once, the first time it is asked for, which no post after pays again.
        messages.compile_catalogue(language)
        for seed in range(1, games + 1):
            asyncio.run(_per_post(key, seed, spent, asked))
    overhead = timer_cost_ms()
    spent = [max(0.0, ms - calls * overhead) for ms, calls in zip(spent, asked, strict=True)]
    name = f"{key}.messages" if locale is None else f"{key}.messages.{language}"
    emit(f"{name}.per_post.median", statistics.median(spent), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.p99", percentile(spent, 0.99), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.asked_per_post.median", statistics.median(asked), "messages", "")
    emit(f"{name}.asked_per_post.max", max(asked), "messages", "")
    # What one sentence costs, whatever the post's length: a post after a long stretch of bot moves tells of
    # each of them, and its cost grows with its text.
    per_message = [ms * 1000 / calls for ms, calls in zip(spent, asked, strict=True) if calls]
    emit(f"{name}.per_message.median", statistics.median(per_message), "µs", "")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.messages", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--games", type=int, default=2, help="games of each (default 2)")
    parser.add_argument("--locale", help="read the posts as a reader of this Discord locale would (default: English)")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_messages(key, args.games, emit, args.locale)


if __name__ == "__main__":
    main()
