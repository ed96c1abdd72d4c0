"""Self-play: whole games between bot seats through the engine alone, as a fuzz test
and an engine benchmark. Ends with one summary line:

  animacule: K games, F finished, E errors, M moves, R moves/s

A game with scenarios (Apocalyte) adds a line of the bot team's win rate per scenario;
`--scenario` plays only one.

`--levels strong,normal` sets each seat's bot level (rules/levels.py); game n turns the levels
round the table by n seats, so every level plays every seat in turn. It adds a line of the games
each level won against its fair share (one seat in k wins 1/k of the games), and a seat's shared
win counts as a win.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass
from typing import TextIO, TypeVar

from games import engine_for, game_keys
from rules.base import Engine
from rules.levels import DEFAULT_LEVEL, DEFAULT_THINK_MS, LEVELS, decide
from rules.search import MAX_ITERATIONS

S = TypeVar("S")  # a game's state

MOVES_PER_GAME = 20_000  # a game still running after this many moves counts as unfinished


@dataclass
class Played:
    finished: bool
    moves: int
    won: bool = False  # some seat won
    scenario: str = ""  # the view's scenario, for a game that has them
    winners: tuple[int, ...] = ()


@dataclass(frozen=True)
class Levels:
    """Each seat's bot level, and the strong bot's budget per decision."""

    seats: tuple[str, ...] = ()  # empty: every seat normal
    think_ms: int = DEFAULT_THINK_MS
    iterations: int = MAX_ITERATIONS

    def of(self, seat: int) -> str:
        return self.seats[seat] if self.seats else DEFAULT_LEVEL

    def turned(self, by: int) -> Levels:
        """The levels moved `by` seats round the table."""
        if not self.seats:
            return self
        k = by % len(self.seats)
        return Levels(self.seats[-k:] + self.seats[:-k] if k else self.seats, self.think_ms, self.iterations)


def play_out(engine: Engine[S], players: int, seed: int, options: dict[str, str] | None = None,
             levels: Levels = Levels()) -> tuple[S, int]:
    """The state a game from `seed` ends in (or stands in at the move cap), and its moves; the same
    seed always plays the same game (with a strong seat: the same iteration bound, and a time budget
    it never reaches)."""
    bots = random.Random(seed)
    state = engine.new([f"Bot {n + 1}" for n in range(players)], options or {}, seed)
    moves = 0
    while moves < MOVES_PER_GAME and not engine.result(state).over:
        prompt = engine.prompts(state)[0]
        action = decide(engine, state, prompt.seat, levels.of(prompt.seat), bots, levels.think_ms, levels.iterations)
        state, _ = engine.apply(state, prompt.seat, action)
        moves += 1
    return state, moves


def play_one(key: str, players: int, seed: int, options: dict[str, str] | None = None,
             levels: Levels = Levels()) -> Played:
    """One game from `seed`, as play_out plays it."""
    engine = engine_for(key)
    state, moves = play_out(engine, players, seed, options, levels)
    result = engine.result(state)
    return Played(result.over, moves, bool(result.winners), str(engine.view(state, None).get("scenario") or ""),
                  result.winners)


def simulate(key: str, players: int, games: int, seed: int, out: TextIO,
             options: dict[str, str] | None = None, levels: Levels = Levels()) -> tuple[int, int, int]:
    finished = errors = moves = 0
    by_scenario: dict[str, list[bool]] = defaultdict(list)
    wins: dict[str, int] = defaultdict(int)
    started = time.perf_counter()
    for n in range(games):
        game_seed = seed + n
        seated = levels.turned(n)
        try:
            played = play_one(key, players, game_seed, options, seated)
        except Exception:
            errors += 1
            chosen = "".join(f" --{name} {value}" if name == "scenario" else f" --option {name}={value}"
                             for name, value in (options or {}).items())
            if seated.seats:
                chosen += (f" --levels {','.join(seated.seats)} --think {seated.think_ms}"
                           f" --iterations {seated.iterations}")
            out.write(f"error in game {n + 1}: reproduce with --players {players} --games 1 --seed {game_seed}"
                      f"{chosen}\n")
            out.write(traceback.format_exc())
            continue
        finished += played.finished
        moves += played.moves
        if played.scenario:
            by_scenario[played.scenario].append(played.won)
        for level in {seated.of(s) for s in played.winners}:
            wins[level] += 1
    elapsed = time.perf_counter() - started
    rate = moves / elapsed if elapsed > 0 else 0.0
    out.write(f"{key}: {games} games, {finished} finished, {errors} errors, {moves} moves, {rate:.0f} moves/s\n")
    if by_scenario:
        rates = ", ".join(f"{name} {sum(won)}/{len(won)} ({100 * sum(won) / len(won):.0f}%)"
                          for name, won in sorted(by_scenario.items()))
        out.write(f"{key} team win rate by scenario: {rates}\n")
    if levels.seats:
        played_games = games - errors
        out.write(f"{key} wins by level over {played_games} games: " + ", ".join(
            f"{level} {wins[level]} ({100 * wins[level] / max(1, played_games):.0f}%, fair share "
            f"{100 * levels.seats.count(level) / players:.0f}%)" for level in dict.fromkeys(levels.seats)) + "\n")
    return finished, errors, moves


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py simulate", description="Bot-only games through the engine.",
                                     formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    parser.add_argument("game", choices=game_keys(), help="which game")
    parser.add_argument("--players", type=int, default=None, help="seats per game; none means the game's maximum")
    parser.add_argument("--games", type=int, default=10, help="how many games, at least 1")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed; game n plays seed + n")
    parser.add_argument("--scenario", default=None, help="the game's `scenario` option (Apocalyte only)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option for every game (repeatable), e.g. --option rounds=80")
    parser.add_argument("--levels", default=None, metavar="LEVEL,LEVEL,…",
                        help=f"each seat's bot level, one of {', '.join(LEVELS)}; sets --players")
    parser.add_argument("--think", type=int, default=DEFAULT_THINK_MS, help="the strong bot's ms per decision")
    parser.add_argument("--iterations", type=int, default=MAX_ITERATIONS,
                        help="the strong bot's bound on search iterations per decision")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    seats = tuple(args.levels.split(",")) if args.levels else ()
    if any(level not in LEVELS for level in seats):
        parser.error(f"--levels takes {', '.join(LEVELS)} for each seat, separated by commas, not {args.levels!r}")
    if seats and args.players is not None and args.players != len(seats):
        parser.error(f"--levels names {len(seats)} seats but --players is {args.players}")
    if args.think < 1 or args.iterations < 1:
        parser.error("--think and --iterations must be at least 1")
    players = len(seats) or (engine.max_players if args.players is None else args.players)
    if not engine.min_players <= players <= engine.max_players:
        parser.error(f"{engine.title} takes {engine.min_players}–{engine.max_players} players, not {players}")
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    options = {"scenario": args.scenario} if args.scenario else {}
    for chosen in args.option:
        name, equals, value = chosen.partition("=")
        if not equals or not name or not value:
            parser.error(f"--option takes NAME=VALUE, not {chosen!r}")
        options[name] = value
    try:
        engine.checked_options(options)
    except ValueError as error:
        parser.error(str(error))
    _, errors, _ = simulate(args.game, players, args.games, args.seed, sys.stdout, options,
                            Levels(seats, args.think, args.iterations))
    return 1 if errors else 0
