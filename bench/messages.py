"""The cost of reading a board post's sentences from the messages catalogue (issue 34: translation
≤ 0.3 ms a post): the CPU time of every `say()` while the table answers one move and builds its post,
for every post of a game of one member against bot seats, in each game. Thread CPU time, as in
bench/alttext.py: a wall-clock p99 on a shared machine measures the scheduler, not this work; the
cost of the timing itself is taken off each call: a function that does nothing, called with the same
arguments and timed the same way just before it (in a hot loop with no arguments that cost measured
0.69 µs, in a game's posts 1.1 µs: the post's own work leaves the timer's path as cold as the call's).
`--language de` sets the server's language as `/admin language` does, so its board posts are written in
German; its figures are named with it (`soup.messages.de.per_post.median`).

  python -m bench.messages [--game KEY ...] [--games N] [--language LANGUAGE]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from typing import Any

import messages
from bench.figures import Emit, emit, percentile
from bench.posts import Timed, member_posts
from games import game_keys
from table.store import Store

TARGET_MS = 0.3


class TimedSay(Timed):
    """`say` timed, less what the same timing of a call that does nothing with its arguments costs."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        started = self.clock()
        _nothing(*args, **kwargs)
        between = self.clock()
        try:
            return self.original(*args, **kwargs)
        finally:
            self.spent += (self.clock() - between) - (between - started)
            self.calls += 1


def _nothing(*_args: Any, **_kwargs: Any) -> None:
    return None


def _every_say() -> list[Timed]:
    """`say` timed in every module that asks for sentences (each imported its own name for it)."""
    return [TimedSay(module, "say", time.thread_time) for module in list(sys.modules.values())
            if getattr(module, "say", None) is messages.say and module is not messages]


async def _per_post(key: str, seed: int, language: str, spent: list[float], asked: list[int], told: list[int]
                    ) -> None:
    timers: list[Timed] = []

    def timed(_store: Store) -> list[Timed]:
        timers.extend(_every_say())
        return timers

    async for moves, _reply in member_posts(key, seed, timed, language):
        spent.append(sum(timer.spent for timer in timers) * 1000)
        asked.append(sum(timer.calls for timer in timers))
        told.append(moves)


def bench_messages(key: str, games: int, emit: Emit, language: str = messages.DEFAULT_LANGUAGE) -> None:
    spent: list[float] = []
    asked: list[int] = []
    told: list[int] = []  # the moves each post tells of: the member's, and the bot seats' after it
    # Every message of every language compiled before the timing, as a bot that has run a while has them
    # (the member's private replies read their own client's language, English here): a catalogue compiles
    # each message once, the first time it is asked for, which no post after pays again.
    for compiled in messages.languages():
        messages.compile_catalogue(compiled)
    for seed in range(1, games + 1):
        asyncio.run(_per_post(key, seed, language, spent, asked, told))
    spent = [max(0.0, ms) for ms in spent]
    name = f"{key}.messages" if language == messages.DEFAULT_LANGUAGE else f"{key}.messages.{language}"
    emit(f"{name}.per_post.median", statistics.median(spent), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.p99", percentile(spent, 0.99), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.mean", statistics.fmean(spent), "ms", f"<= {TARGET_MS}")
    # A post after a long stretch of bot moves tells of each of them, and its cost grows with them.
    per_move = [ms / moves for ms, moves in zip(spent, told, strict=True) if moves]
    emit(f"{name}.per_move_told.p99", percentile(per_move, 0.99), "ms", f"<= {TARGET_MS}")
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
    parser.add_argument("--language", default=messages.DEFAULT_LANGUAGE, choices=sorted(messages.languages()),
                        help="the server's language, as /admin language sets it (default: en)")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_messages(key, args.games, emit, args.language)


if __name__ == "__main__":
    main()
