"""The cost of reading a board post's sentences from the messages catalogue (issue 34: translation
≤ 0.3 ms a post): the CPU time of every wording while the table answers one move and builds its post (each
`say()`, and each phrase an event or a prompt keeps, worded with the phrases inside it: `Wording`),
for every post of a game of one member against bot seats, in each game. Thread CPU time, as in
bench/alttext.py: a wall-clock p99 on a shared machine measures the scheduler, not this work; the
cost of the timing itself is taken off each call: a function that does nothing, called with the same
arguments and timed the same way just before it (in a hot loop with no arguments that cost measured
0.69 µs, in a game's posts 1.1 µs: the post's own work leaves the timer's path as cold as the call's).
`--language de` sets the server's language as `/admin language` does, so its board posts are written in
German; its figures are named with it (`soup.messages.de.per_post.median`). First, the machine's speed at
the time (`messages.de.reference_genotype`: a fixed text worded in a hot loop), by which to read the others:
on a shared machine it moves between runs as much as they do.

  python -m bench.messages [--game KEY ...] [--games N] [--language LANGUAGE] [--repeats N]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import messages
from bench.figures import Emit, emit, percentile
from bench.posts import member_posts
from games import game_keys
from rules import phrases
from rules.extinction.vocabulary import genotype_words
from table.store import Store

TARGET_MS = 0.3
Played = TypeVar("Played")


class Wording:
    """Every outermost call that words text from the catalogue, timed: `say()` wherever a module asks for it,
    and a phrase worded, by `worded()` wherever a module asks for it or as text (`Phrase`, `Joined`, `Listed`,
    `Clause`, `Kept`), with every phrase inside it. A call inside another is not timed again; from each timed call
    is taken off what the same timing of a call that does nothing with its arguments costs, just before it."""

    def __init__(self) -> None:
        self.spent = 0.0
        self.calls = 0
        self._inside = threading.local()  # a board is drawn in a thread of its own, its sentences timed there
        self._restore: list[tuple[Any, str, Any]] = []
        say, worded = messages.say, phrases.worded
        for module in list(sys.modules.values()):
            if getattr(module, "say", None) is say and module not in (messages, phrases):
                self._replace(module, "say", self._timed(say))
            if getattr(module, "worded", None) is worded:  # which words a phrase without its __str__
                self._replace(module, "worded", self._timed(worded))
        for phrased in (phrases.Phrase, phrases.Joined, phrases.Listed, phrases.Clause, phrases.Kept):
            self._replace(phrased, "__str__", self._timed(phrased.__str__))

    def _replace(self, owner: Any, name: str, timed: Callable[..., Any]) -> None:
        self._restore.append((owner, name, getattr(owner, name)))
        setattr(owner, name, timed)

    def _timed(self, original: Callable[..., Any]) -> Callable[..., Any]:
        clock = time.thread_time

        def timed(*args: Any, **kwargs: Any) -> Any:  # a plain function, so that it binds as a method
            if getattr(self._inside, "depth", 0):
                return original(*args, **kwargs)
            started = clock()
            _nothing(*args, **kwargs)
            between = clock()
            self._inside.depth = 1
            try:
                return original(*args, **kwargs)
            finally:
                self._inside.depth = 0
                self.spent += (clock() - between) - (between - started)
                self.calls += 1

        return timed

    def restore(self) -> None:
        for owner, name, original in reversed(self._restore):
            setattr(owner, name, original)


def _nothing(*_args: Any, **_kwargs: Any) -> None:
    return None


@dataclass
class Posts:
    """A game's posts in one language, post by post: the ms of wording, the wordings, the moves told."""

    spent: list[float] = field(default_factory=list)
    worded: list[int] = field(default_factory=list)
    told: list[int] = field(default_factory=list)  # the moves each post tells of: the member's, and the bot seats'


async def _posts(key: str, seed: int, language: str) -> Posts:
    wordings: list[Wording] = []
    posts = Posts()

    def timed(_store: Store) -> list[Wording]:
        wordings.append(Wording())
        return wordings

    async for moves, _reply in member_posts(key, seed, timed, language):
        posts.spent.append(max(0.0, wordings[0].spent * 1000))
        posts.worded.append(wordings[0].calls)
        posts.told.append(moves)
    return posts


def played_again(repeats: int, play: Callable[[], Played]) -> list[Played]:
    """`play` run `repeats` times, each starting from the sentences `say()` and the catalogues' `keep` held before the
    first (messages.memory): the same work each time, so that its least time is what the work costs."""
    held = messages.memory()
    plays = []
    for _ in range(repeats):
        messages.recall(held)
        plays.append(play())
    return plays


def least(runs: Sequence[Sequence[float]]) -> list[float]:
    """Each item's least time over the runs: without what the machine's other work took from it in one run
    or another."""
    return [min(times) for times in zip(*runs, strict=True)]


def least_of(key: str, seed: int, language: str, repeats: int) -> Posts:
    """The game of `seed` played `repeats` times (the same game, post for post), each post's least time. The
    drawings' kept pieces (a gene card's block, the compass: rendering/common.py `drawn`), drawn in the first
    run, are kept after it, as a bot that has run a while keeps them, and the wordings counted are the last
    run's."""
    runs = played_again(repeats, lambda: asyncio.run(_posts(key, seed, language)))
    assert all(run.told == runs[0].told for run in runs), "a game of one seed plays the same each time"
    return Posts(least([run.spent for run in runs]), runs[-1].worded, runs[-1].told)


def bench_messages(key: str, games: int, emit: Emit, language: str = messages.DEFAULT_LANGUAGE,
                   repeats: int = 3) -> None:
    # Every message of every language compiled before the timing, as a bot that has run a while has them
    # (the member's private replies read their own client's language, English here): a catalogue compiles
    # each message once, the first time it is asked for, which no post after pays again.
    for compiled in messages.languages():
        messages.compile_catalogue(compiled)
    spent: list[float] = []
    worded: list[int] = []
    told: list[int] = []
    english: list[float] = []  # the same posts in English, beside a translation's
    for seed in range(1, games + 1):
        if language != messages.DEFAULT_LANGUAGE:  # each game in English first, then translated, one after the other
            english += least_of(key, seed, messages.DEFAULT_LANGUAGE, repeats).spent
        posts = least_of(key, seed, language, repeats)
        spent += posts.spent
        worded += posts.worded
        told += posts.told
    name = f"{key}.messages" if language == messages.DEFAULT_LANGUAGE else f"{key}.messages.{language}"
    if english:
        # What the translation adds to each post over the same post in English: the games are the same, seed for
        # seed, and so are their posts; the difference of two timings, each of which moves between runs.
        over = [translated - original for translated, original in zip(spent, english, strict=True)]
        emit(f"{name}.over_english.median", statistics.median(over), "ms", f"<= {TARGET_MS}")
        emit(f"{name}.over_english.p99", percentile(over, 0.99), "ms", f"<= {TARGET_MS}")
        emit(f"{name}.over_english.mean", statistics.fmean(over), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.median", statistics.median(spent), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.p99", percentile(spent, 0.99), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.mean", statistics.fmean(spent), "ms", f"<= {TARGET_MS}")
    # A post after a long stretch of bot moves tells of each of them, and its cost grows with them.
    per_move = [ms / moves for ms, moves in zip(spent, told, strict=True) if moves]
    emit(f"{name}.per_move_told.p99", percentile(per_move, 0.99), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.worded_per_post.median", statistics.median(worded), "wordings", "")
    emit(f"{name}.worded_per_post.max", max(worded), "wordings", "")
    # What one wording costs (a sentence, or a phrase with those inside it), whatever the post's length.
    per_wording = [ms * 1000 / calls for ms, calls in zip(spent, worded, strict=True) if calls]
    emit(f"{name}.per_wording.median", statistics.median(per_wording), "µs", "")


def bench_reference(language: str, emit: Emit) -> None:
    """The machine's speed at the time of the run, to read its other figures by: one Extinction genotype (six
    cards with their values, some forty messages) worded over and over in a hot loop, µs each. Its figures
    move by as much as the posts' from one run to the next on a shared machine."""
    said = genotype_words({"habitat": "hm14", "reproduction": "rp01", "tolerance": "et01", "defense": "df01",
                           "predator": "pr01", "crossing": "bc01"}).said  # worded afresh each time, not kept
    times = 2000
    messages.compile_catalogue(language)
    with messages.reading(language):
        started = time.thread_time()
        for _ in range(times):
            phrases.worded(said)
        spent = time.thread_time() - started
    emit(f"messages.{language}.reference_genotype", spent / times * 1e6, "µs", "")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.messages", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--games", type=int, default=2, help="games of each (default 2)")
    parser.add_argument("--language", default=messages.DEFAULT_LANGUAGE, choices=sorted(messages.languages()),
                        help="the server's language, as /admin language sets it (default: en)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each game, each post's least time kept "
                                                               "(default 3)")
    args = parser.parse_args()
    bench_reference(args.language, emit)
    for key in args.game or game_keys():
        bench_messages(key, args.games, emit, args.language, args.repeats)


if __name__ == "__main__":
    main()
