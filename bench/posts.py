"""The board post's figures (issue 17): the extra cost per move of deciding whom to ping (the
decisions owed before the move) and of summarising what happened (per person, with the whole
stretch as an attachment), and the size of the post after the longest bot stretch of a game of
one member against bot seats, against Discord's limits; then the longest stretch there can be:
the member resigns after a few moves and the bot seats play the whole game out in one post.

  python -m bench.posts [--game KEY ...] [--games N]
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import json
import random
import statistics
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from bench.figures import Emit, emit
from bench.tables import open_against_bots
from games import engine_for, game_keys
from table import core
from table.playing import texts
from table.replies import Caller, Reply
from table.store import Store
from table.table import Table

OPTIONS = {"extinction": "end=6", "apocalyte": "scenario=zombies", "micro": "rounds=20"}
DESCRIPTION_MAX, EMBED_MAX = 4096, 6000  # Discord: an embed's description, and its texts together
UPLOAD_MAX_KB = 10 * 1024  # Discord: a bot's upload, without a server boost
MEMBER = Caller(11, "Alice", 1, 500)
RESIGN_AFTER = 3  # the member's moves before they resign and leave the game to the bot seats


class Timer(Protocol):
    """What `member_posts` resets before each move and restores at the end."""

    spent: float
    calls: int

    def restore(self) -> None: ...


class Timed:
    """A function of the table replaced by itself, timed: the seconds of each call since `reset`."""

    def __init__(self, owner: Any, name: str, clock: Callable[[], float] = time.perf_counter) -> None:
        self.owner, self.name, self.original, self.clock = owner, name, getattr(owner, name), clock
        self.awaited = inspect.iscoroutinefunction(self.original)
        self.spent = 0.0
        self.calls = 0
        setattr(owner, name, self)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        if self.awaited:
            return self._awaited(*args, **kwargs)
        started = self.clock()
        try:
            return self.original(*args, **kwargs)
        finally:
            self.spent += self.clock() - started

    async def _awaited(self, *args: Any, **kwargs: Any) -> Any:
        started = self.clock()
        try:
            return await self.original(*args, **kwargs)
        finally:
            self.spent += self.clock() - started

    def restore(self) -> None:
        setattr(self.owner, self.name, self.original)


@dataclass
class Figures:
    per_post: list[float] = field(default_factory=list)  # ms of ping and summary work for each post
    per_move: list[float] = field(default_factory=list)  # the same, over the moves the post tells of
    takeback: list[float] = field(default_factory=list)  # ms of the read of a pending take-back request
    posts: list[tuple[int, Reply]] = field(default_factory=list)  # each post, with the moves it tells of


async def member_posts(key: str, seed: int, timed: Callable[[Store], Sequence[Timer]],
                       language: str | None = None) -> AsyncIterator[tuple[int, Reply]]:
    """Each post of one game of `key`, the member against bot seats, as the moves it tells of and the
    post, in the server's `language` (`/admin language`; None: English); the functions `timed` replaces
    (given the game's store) are reset before each move and restored at the end."""
    engine = engine_for(key)
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "posts.sqlite3")
        if language is not None:
            await store.set_language(MEMBER.guild_id, language)
        table = Table(store, seed_source=lambda: seed)
        await open_against_bots(table, key, MEMBER, OPTIONS.get(key, ""))
        started = await store.live_game(MEMBER.channel_id)
        assert started is not None
        game_id = started.id
        timers = timed(store)
        rng = random.Random(seed)
        seen = len(await store.log(game_id))
        try:
            while (game := await store.game(game_id)) is not None and game.status != "finished":
                state = engine.load(json.loads(game.state_json or ""))
                action = engine.bot_action(state, engine.prompts(state)[0].seat, rng)
                for timer in timers:
                    timer.spent, timer.calls = 0.0, 0
                reply = await table.act(MEMBER, action.notation)
                assert not reply.ephemeral, reply.text
                log = len(await store.log(game_id))
                yield log - seen, reply
                seen = log
        finally:
            for timer in timers:
                timer.restore()
            await store.close()


async def _game(key: str, seed: int, figures: Figures) -> None:
    """One game of `key`, the member against bot seats, its figures added to `figures`."""
    timers: list[Timed] = []

    def timed(store: Store) -> list[Timed]:
        timers[:] = [Timed(core, "_still_owed"), Timed(texts, "happened"), Timed(store, "takeback")]
        return timers

    async for moves, reply in member_posts(key, seed, timed):
        owed, happened, lookup = timers
        spent = (owed.spent + happened.spent) * 1000
        figures.per_post.append(spent)
        figures.per_move.append(spent / moves)
        figures.takeback.append(lookup.spent * 1000)
        figures.posts.append((moves, reply))


def bench_posts(key: str, games: int, emit: Emit) -> None:
    figures = Figures()
    for seed in range(1, games + 1):
        asyncio.run(_game(key, seed, figures))
    for name, values in (("per_post", figures.per_post), ("per_move", figures.per_move)):
        emit(f"{key}.post.ping_and_summary_{name}.median", statistics.median(values), "ms", "")
        emit(f"{key}.post.ping_and_summary_{name}.p99", _p99(values), "ms", "<= 0.5")
    emit(f"{key}.post.takeback_lookup.median", statistics.median(figures.takeback), "ms", "")
    posts = figures.posts
    _emit_post(f"{key}.post.longest_stretch", *max(posts, key=lambda post: (post[0], len(post[1].text))), emit)
    _emit_post(f"{key}.post.played_out", *asyncio.run(_played_out(key, 1)), emit)


async def _played_out(key: str, seed: int) -> tuple[int, Reply]:
    """The member resigns after a few moves and the bot seats play the game out: the moves of
    that one post, and the post."""
    engine = engine_for(key)
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "played-out.sqlite3")
        table = Table(store, seed_source=lambda: seed)
        await open_against_bots(table, key, MEMBER, OPTIONS.get(key, ""))
        rng = random.Random(seed)
        for _ in range(RESIGN_AFTER):
            game = await store.live_game(MEMBER.channel_id)
            assert game is not None
            state = engine.load(json.loads(game.state_json or ""))
            await table.act(MEMBER, engine.bot_action(state, engine.prompts(state)[0].seat, rng).notation)
        game = await store.live_game(MEMBER.channel_id)
        assert game is not None
        before = len(await store.log(game.id))
        asked = await table.resign(MEMBER)
        reply = await table.press(MEMBER, asked.choices[0].custom_id)
        moves = len(await store.log(game.id)) - before
        await store.close()
    return moves, reply


def _emit_post(name: str, moves: int, post: Reply, emit: Emit) -> None:
    emit(f"{name}.moves", moves, "moves", "")
    emit(f"{name}.description", len(post.text), "chars", f"<= {DESCRIPTION_MAX}")
    emit(f"{name}.embed", len(post.title or "") + len(post.text) + len(post.footer), "chars", f"<= {EMBED_MAX}")
    emit(f"{name}.attachment", sum(len(f.data) for f in post.files) / 1024, "KB", f"<= {UPLOAD_MAX_KB}")


def _p99(values: list[float]) -> float:
    return sorted(values)[int(0.99 * (len(values) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.posts", description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=game_keys(), help="only these games (default: all)")
    parser.add_argument("--games", type=int, default=3, help="games of each (default 3)")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_posts(key, args.games, emit)


if __name__ == "__main__":
    main()
