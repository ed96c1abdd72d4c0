"""Fit Soup's standing (rules/soup/standing.py WEIGHTS) to who wins heuristic self-play, and check it.

Three-seat games of the heuristic bot are played from seeds; every few decisions each seat's public
numbers (rules/soup/outlook.py) are kept with the game's winner. The model is a conditional logit: a
seat's chance to win is the softmax over the seats of a weighted sum of its numbers, fitted by
Newton's method on the log-likelihood (with a small ridge), standard library only. It is checked on
games of other seeds: the log loss (a uniform guess scores ln 3 = 1.099), how often the seat it
favours wins, the same on the positions 8 decisions before a game ends, and the hand-set projection
the fit replaced (the easy bot's glance, rules/soup/glance.py) scored the same way. One JSON line per
figure, then the weights.

  python -m bench.soup_standing_fit [--games N] [--seed N] [--held-out N] [--every N]
"""

from __future__ import annotations

import argparse
import json
import math
import random
from collections.abc import Callable

from bench.figures import Emit, emit
from bench.linear import solve
from rules.soup import ENGINE
from rules.soup.outlook import FEATURES, features, scorings_left

RIDGE = 1e-3  # keeps the Newton steps finite where a number hardly varies
NEWTON_STEPS = 25
BEFORE_END = 8  # the decisions before the end at which the fit is also checked

# each seat's numbers, the winner, the hand-set projection there, and the decisions left to the end
Sample = tuple[list[tuple[float, ...]], int, list[float], int]


def collect(games: int, seed: int, every: int) -> list[Sample]:
    """Positions of heuristic self-play, one in `every` decisions and the one BEFORE_END from the end."""
    samples: list[Sample] = []
    for game in range(games):
        rng = random.Random(seed + game)
        state = ENGINE.new(["A", "B", "C"], {}, seed + game)
        kept: list[tuple[list[tuple[float, ...]], list[float], int]] = []  # numbers, glance, decisions to end
        decisions = 0
        states = []
        while not ENGINE.result(state).over:
            states.append(state)
            seat = ENGINE.prompts(state)[0].seat
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
            decisions += 1
        winner = ENGINE.result(state).winners[0]
        for n, st in enumerate(states):
            if n % every == 0 or n == decisions - BEFORE_END:
                left = scorings_left(st)
                kept.append(([features(st, s, left) for s in range(3)], ENGINE.glance(st), decisions - n))
        samples += [(numbers, winner, glance, to_end) for numbers, glance, to_end in kept]
    return samples


def _chances(weights: list[float], numbers: list[tuple[float, ...]]) -> list[float]:
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in numbers]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


def fit(samples: list[Sample]) -> list[float]:
    """The weights that maximise the likelihood of the winners (Newton's method, ridge RIDGE)."""
    k = len(FEATURES)
    weights = [0.0] * k
    for _ in range(NEWTON_STEPS):
        gradient = [-RIDGE * w for w in weights]
        hessian = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for numbers, winner, _glance, _to_end in samples:
            p = _chances(weights, numbers)
            mean = [sum(p[s] * numbers[s][i] for s in range(len(numbers))) for i in range(k)]
            for i in range(k):
                gradient[i] += numbers[winner][i] - mean[i]
            for s, row in enumerate(numbers):
                d = [row[i] - mean[i] for i in range(k)]
                for i in range(k):
                    for j in range(k):
                        hessian[i][j] += p[s] * d[i] * d[j]
        step = solve(hessian, gradient)
        weights = [w + x for w, x in zip(weights, step, strict=True)]
        if max(abs(x) for x in step) < 1e-7:
            break
    return weights


def score(samples: list[Sample], chances: Callable[[Sample], list[float]]) -> tuple[float, float]:
    """The log loss of the winners and the share of positions whose favourite wins."""
    loss = hits = 0.0
    for sample in samples:
        p = chances(sample)
        winner = sample[1]
        loss -= math.log(max(1e-9, p[winner]))
        hits += p[winner] == max(p)
    return loss / len(samples), hits / len(samples)


def report(weights: list[float], held: list[Sample], emit: Emit) -> None:
    late = [s for s in held if s[3] == BEFORE_END]
    for label, chosen in (("held_out", held), ("before_end", late)):
        for model, chances in (("fit", lambda s: _chances(weights, s[0])), ("glance", lambda s: s[2])):
            loss, hits = score(chosen, chances)
            emit(f"soup.standing.{model}.{label}.log_loss", loss, f"nats, {len(chosen)} positions", "< 1.099")
            emit(f"soup.standing.{model}.{label}.favourite_wins", hits, "share of positions", "> 0.333")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.soup_standing_fit", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600, help="self-play games the weights are fitted on")
    parser.add_argument("--seed", type=int, default=100_000, help="the first fitted game's seed")
    parser.add_argument("--held-out", type=int, default=300, help="games of the following seeds, for the check")
    parser.add_argument("--every", type=int, default=4, help="keep one position in this many decisions")
    args = parser.parse_args()
    train = collect(args.games, args.seed, args.every)
    held = collect(args.held_out, args.seed + args.games, args.every)
    weights = fit(train)
    report(weights, held, emit)
    print(json.dumps({"weights": dict(zip(FEATURES, (round(w, 4) for w in weights), strict=True))}))


if __name__ == "__main__":
    main()
