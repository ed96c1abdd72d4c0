"""Self-play: whole games between bot seats through the engine alone, as a fuzz test
and an engine benchmark. Ends with one summary line:

  animacule: K games, F finished, E errors, M moves, R moves/s
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass
from typing import TextIO

from rules.registry import GAME_KEYS, engine_for

MOVES_PER_GAME = 20_000  # a game still running after this many moves counts as unfinished


@dataclass
class Played:
    finished: bool
    moves: int


def play_one(key: str, players: int, seed: int) -> Played:
    """One game from `seed`; the same seed always plays the same game."""
    engine = engine_for(key)
    bots = random.Random(seed)
    state = engine.new([f"Bot {n + 1}" for n in range(players)], {}, seed)
    for moves in range(MOVES_PER_GAME):
        if engine.result(state).over:
            return Played(True, moves)
        prompt = engine.prompts(state)[0]
        action = engine.bot_action(state, prompt.seat, bots)
        state, _ = engine.apply(state, prompt.seat, action)
    return Played(engine.result(state).over, MOVES_PER_GAME)


def simulate(key: str, players: int, games: int, seed: int, out: TextIO) -> tuple[int, int, int]:
    finished = errors = moves = 0
    started = time.perf_counter()
    for n in range(games):
        game_seed = seed + n
        try:
            played = play_one(key, players, game_seed)
        except Exception:
            errors += 1
            out.write(f"error in game {n + 1}: reproduce with --players {players} --games 1 --seed {game_seed}\n")
            out.write(traceback.format_exc())
            continue
        finished += played.finished
        moves += played.moves
    elapsed = time.perf_counter() - started
    rate = moves / elapsed if elapsed > 0 else 0.0
    out.write(f"{key}: {games} games, {finished} finished, {errors} errors, {moves} moves, {rate:.0f} moves/s\n")
    return finished, errors, moves


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bot.py simulate", description="Bot-only games through the engine.",
                                     formatter_class=argparse.ArgumentDefaultsHelpFormatter)
    parser.add_argument("game", choices=GAME_KEYS, help="which game")
    parser.add_argument("--players", type=int, default=None, help="seats per game; none means the game's maximum")
    parser.add_argument("--games", type=int, default=10, help="how many games, at least 1")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed; game n plays seed + n")
    args = parser.parse_args(argv)
    engine = engine_for(args.game)
    players = engine.max_players if args.players is None else args.players
    if not engine.min_players <= players <= engine.max_players:
        parser.error(f"{engine.title} takes {engine.min_players}–{engine.max_players} players, not {players}")
    if args.games < 1:
        parser.error(f"--games must be at least 1, not {args.games}")
    _, errors, _ = simulate(args.game, players, args.games, args.seed, sys.stdout)
    return 1 if errors else 0
