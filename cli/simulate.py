"""Self-play: whole games between bot seats through the engine alone, as a fuzz test
and an engine benchmark. Ends with one summary line:

  animacule: K games, F finished, E errors, M moves, R moves/s

A game with scenarios (Apocalyte) adds a line of the bot team's win rate per scenario;
`--scenario` plays only one.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass
from typing import TextIO

from rules.registry import GAME_KEYS, engine_for

MOVES_PER_GAME = 20_000  # a game still running after this many moves counts as unfinished


@dataclass
class Played:
    finished: bool
    moves: int
    won: bool = False  # some seat won
    scenario: str = ""  # the view's scenario, for a game that has them


def play_one(key: str, players: int, seed: int, options: dict[str, str] | None = None) -> Played:
    """One game from `seed`; the same seed always plays the same game."""
    engine = engine_for(key)
    bots = random.Random(seed)
    state = engine.new([f"Bot {n + 1}" for n in range(players)], options or {}, seed)
    moves = 0
    while moves < MOVES_PER_GAME and not engine.result(state).over:
        prompt = engine.prompts(state)[0]
        action = engine.bot_action(state, prompt.seat, bots)
        state, _ = engine.apply(state, prompt.seat, action)
        moves += 1
    result = engine.result(state)
    return Played(result.over, moves, bool(result.winners), str(engine.view(state, None).get("scenario") or ""))


def simulate(key: str, players: int, games: int, seed: int, out: TextIO,
             options: dict[str, str] | None = None) -> tuple[int, int, int]:
    finished = errors = moves = 0
    by_scenario: dict[str, list[bool]] = defaultdict(list)
    started = time.perf_counter()
    for n in range(games):
        game_seed = seed + n
        try:
            played = play_one(key, players, game_seed, options)
        except Exception:
            errors += 1
            chosen = "".join(f" --{name} {value}" if name == "scenario" else f" --option {name}={value}"
                             for name, value in (options or {}).items())
            out.write(f"error in game {n + 1}: reproduce with --players {players} --games 1 --seed {game_seed}"
                      f"{chosen}\n")
            out.write(traceback.format_exc())
            continue
        finished += played.finished
        moves += played.moves
        if played.scenario:
            by_scenario[played.scenario].append(played.won)
    elapsed = time.perf_counter() - started
    rate = moves / elapsed if elapsed > 0 else 0.0
    out.write(f"{key}: {games} games, {finished} finished, {errors} errors, {moves} moves, {rate:.0f} moves/s\n")
    if by_scenario:
        rates = ", ".join(f"{name} {sum(won)}/{len(won)} ({100 * sum(won) / len(won):.0f}%)"
                          for name, won in sorted(by_scenario.items()))
        out.write(f"{key} team win rate by scenario: {rates}\n")
    return finished, errors, moves


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py simulate", description="Bot-only games through the engine.",
                                     formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    parser.add_argument("game", choices=GAME_KEYS, help="which game")
    parser.add_argument("--players", type=int, default=None, help="seats per game; none means the game's maximum")
    parser.add_argument("--games", type=int, default=10, help="how many games, at least 1")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed; game n plays seed + n")
    parser.add_argument("--scenario", default=None, help="the game's `scenario` option (Apocalyte only)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option for every game (repeatable), e.g. --option rounds=80")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    players = engine.max_players if args.players is None else args.players
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
    _, errors, _ = simulate(args.game, players, args.games, args.seed, sys.stdout, options)
    return 1 if errors else 0
