"""Fits Extinction's standing (rules/extinction/standing.py): what, of what everyone can see, predicts
who wins. Positions come from heuristic self-play (every third decision of the play phase, each with
the game's winners); a conditional logit over the living species is fitted to them (the log-likelihood's
maximum, by Newton's method and the standard library only) on the games of the first seeds, and judged
on the games of the rest: how often the seat it ranks first won (a shared win counts its share), and the mean
log-likelihood of the winners, beside the same figures for the standing it replaced (each species'
share of one plus its score). One JSON line per figure, then the weights:

  python -m bench.extinction_standing [--games N] [--players P ...] [--seed N] [--held-out FRACTION]
"""

from __future__ import annotations

import argparse
import math
import random

from bench.figures import Emit, emit
from bench.linear import solve
from rules.extinction.engine import ENGINE
from rules.extinction.standing import FEATURES, WEIGHTS, features, softmax_shares, utility
from rules.extinction.state import State, alive, score

EVERY = 3  # decisions between two positions taken from a game: neighbours say nearly the same
STEPS = 30  # Newton steps of the fit, at most

Sample = tuple[dict[int, tuple[float, ...]], list[float], State]  # features of the living, winners' shares, state


def samples(players: int, seed: int) -> list[Sample]:
    """Positions of one heuristic bot game, each with the living species' features and the winners' shares."""
    state = ENGINE.new([f"P{n}" for n in range(players)], {}, seed)
    rng = random.Random(seed)
    taken: list[tuple[dict[int, tuple[float, ...]], State]] = []
    decisions = 0
    while not ENGINE.result(state).over:
        if state["phase"] == "play" and decisions % EVERY == 0 and len(alive(state)) > 1:
            taken.append(({s: features(state, s) for s in alive(state)}, state))
        seat = ENGINE.prompts(state)[0].seat
        state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
        decisions += 1
    winners = ENGINE.result(state).winners
    won = [1 / len(winners) if s in winners else 0.0 for s in range(players)]
    return [(living, won, st) for living, st in taken]


def fit(data: list[Sample]) -> tuple[float, ...]:
    """The weights that maximise the winners' log-likelihood under the conditional logit (Newton's method)."""
    size = len(FEATURES)
    weights = [0.0] * size
    for _ in range(STEPS):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for living, won, _ in data:
            shares = softmax_shares({s: utility(v, tuple(weights)) for s, v in living.items()}, len(won))
            target = sum(won[s] for s in living)
            mean = [sum(shares[s] * v[k] for s, v in living.items()) for k in range(size)]
            for s, v in living.items():
                for k in range(size):
                    gradient[k] += (won[s] - target * shares[s]) * v[k]
                    for j in range(size):
                        hessian[k][j] += target * shares[s] * (v[k] - mean[k]) * (v[j] - mean[j])
        step = solve(hessian, gradient, ridge=1e-6)
        weights = [w + d for w, d in zip(weights, step, strict=True)]
        if max(abs(d) for d in step) < 1e-7:
            break
    return tuple(weights)


def judged(data: list[Sample], standing: list[list[float]]) -> tuple[float, float]:
    """How often the seat ranked first won (its share of a shared win), and the winners' mean log-likelihood."""
    hits, likelihood = 0.0, 0.0
    for (_, won, _), shares in zip(data, standing, strict=True):
        hits += won[max(range(len(shares)), key=lambda s: shares[s])]
        likelihood += sum(w * math.log(max(1e-9, shares[s])) for s, w in enumerate(won))
    return hits / len(data), likelihood / len(data)


def old_standing(st: State) -> list[float]:
    living = alive(st)
    amounts = [1 + score(st, s) if s in living else 0 for s in range(len(st["players"]))]
    return [a / sum(amounts) for a in amounts]


def bench_standing(games: int, players: list[int], seed: int, held_out: float, emit: Emit) -> tuple[float, ...]:
    train: list[Sample] = []
    test: list[Sample] = []
    for count in players:
        for n in range(games):
            (test if n >= games * (1 - held_out) else train).extend(samples(count, seed + n))
    weights = fit(train)
    emit("extinction.standing.positions.train", len(train), "positions", "")
    emit("extinction.standing.positions.held_out", len(test), "positions", "")
    for name, standing in (("fitted", lambda st: _fitted(st, weights)), ("share_of_score", old_standing)):
        for count in players:
            part = [sample for sample in test if len(sample[1]) == count]
            accuracy, likelihood = judged(part, [standing(st) for _, _, st in part])
            emit(f"extinction.standing.{name}.{count}p.accuracy", accuracy, "winner ranked first", "")
            emit(f"extinction.standing.{name}.{count}p.log_likelihood", likelihood, "per position", "")
    return weights


def _fitted(st: State, weights: tuple[float, ...]) -> list[float]:
    return softmax_shares({s: utility(features(st, s), weights) for s in alive(st)}, len(st["players"]))


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.extinction_standing", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="games per table size")
    parser.add_argument("--players", type=int, action="append", choices=(2, 3, 4), help="table sizes (default 2, 3, 4)")
    parser.add_argument("--seed", type=int, default=50_000, help="the first game's seed")
    parser.add_argument("--held-out", type=float, default=0.25, help="the share of games the fit does not see")
    args = parser.parse_args()
    weights = bench_standing(args.games, args.players or [2, 3, 4], args.seed, args.held_out, emit)
    print("WEIGHTS = (" + ", ".join(f"{w:.4f}" for w in weights) + ")  # " + ", ".join(FEATURES))
    print("in use:   (" + ", ".join(f"{w:.4f}" for w in WEIGHTS) + ")")


if __name__ == "__main__":
    main()
