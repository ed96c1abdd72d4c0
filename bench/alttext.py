"""The cost of a board post's alt text (issue 34): `alttext.board_alt` for every post of a few bot
games of each game (the spectator's status, whom the game waits for, the move's events), per post, in
the CPU time of the thread that builds it: on a shared machine a wall-clock p99 measures the scheduler
taking the core away (a 4 ms tick) rather than this work. What the alt text adds to the post: the
move's events come worded, as the post hands them over (`Happened.told`), having read and worded them
for its own text.

`--language de`: the alt text read in German, as a German server's board posts carry it. Each post's least time
of three passes over them all (`--repeats`), each pass starting from the sentences the first began with: one
pass's 99th percentile moved between runs by half.

  python -m bench.alttext [--game KEY ...] [--games N] [--language LANGUAGE] [--repeats N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import messages
from bench.figures import emit, percentile
from bench.messages import least, played_again
from games import engine_for, game_keys
from table.playing.alttext import ALT_LIMIT, board_alt
from table.playing.texts import happened
from table.store import GameRow, LogEntry, Seat

TARGET_MS = 0.3


def posts(key: str, games: int) -> list[tuple[GameRow, object, LogEntry]]:
    """Each post of `games` bot games: the game row at its version, the state shown, the move reported."""
    engine = engine_for(key)
    made = []
    for n in range(games):
        rng = random.Random(n)
        names = [f"Player {i + 1}" for i in range(engine.max_players)]
        row = GameRow(n + 1, 1, 500 + n, key, "active", 1, [Seat(10 + i, name) for i, name in enumerate(names)], {},
                      None, 1, 0.0, 0.0)
        state = engine.new(names, {}, n)
        while not engine.result(state).over:
            seat = engine.prompts(state)[0].seat
            action = engine.bot_action(state, seat, rng)
            state, events = engine.apply(state, seat, action)
            row = GameRow(**{**row.__dict__, "version": row.version + 1})
            made.append((row, state, LogEntry(row.version, 10 + seat, action.notation, [e.to_json() for e in events])))
    return made


def bench_alttext(key: str, games: int, language: str = messages.DEFAULT_LANGUAGE, repeats: int = 3) -> None:
    engine = engine_for(key)
    # Every message compiled before the timing, as bench/messages.py does: a bot that has run a while
    # compiled each the first time it was asked for, which no post after pays again.
    messages.compile_catalogue(language)
    longest = 0

    def timed_pass() -> list[float]:
        nonlocal longest
        times = []
        for game, state, told in shown:
            started = time.thread_time()
            alt = board_alt(engine, game, state, told)
            times.append((time.thread_time() - started) * 1000)
            longest = max(longest, len(alt))
        return times

    with messages.reading(language):
        shown = [(game, state, happened(game, [entry]).told) for game, state, entry in posts(key, games)]
        times = least(played_again(repeats, timed_pass))
    name = f"{key}.alt_text" if language == messages.DEFAULT_LANGUAGE else f"{key}.alt_text.{language}"
    emit(f"{name}.per_post.median", statistics.median(times), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.per_post.p99", percentile(times, 0.99), "ms", f"<= {TARGET_MS}")
    emit(f"{name}.longest", longest, "characters", f"<= {ALT_LIMIT}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", action="append", choices=game_keys())
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--language", default=messages.DEFAULT_LANGUAGE, choices=sorted(messages.languages()))
    parser.add_argument("--repeats", type=int, default=3, help="passes over the posts, each post's least time kept")
    args = parser.parse_args()
    for key in args.game or game_keys():
        bench_alttext(key, args.games, args.language, args.repeats)


if __name__ == "__main__":
    main()
