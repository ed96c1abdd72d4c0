"""Fit Apocalyte's team standing (rules/apocalyte/standing.py WEIGHTS) to whether the team won heuristic
self-play, per scenario, and check it on games of other seeds.

Games of normal seats (two and three players unless told, the scenario and difficulty fixed) are played
from seeds; every few decisions once the scenario is revealed, the scenario's public numbers are kept
with whether the team went on to win. The model is a logistic one (the team's chance is
1 / (1 + e^-(w · numbers))), fitted by Newton's method on the log-likelihood with a small ridge,
standard library only. Held-out games are scored for the fit, for the plain share of the armies it
replaced (taken as a chance as it stands, and calibrated: the same logistic fit on the share alone),
for the rulebook's recorded standing read without a clock (what the search used at `hard` before that
level had a fit of its own) and for the base rate:
- log loss, nats a position (lower is better);
- hit rate: how often the chance is on the right side of one half;
- concordance: of the pairs (a position of a won game, one of a lost game), the share the standing puts
  the right way round, ties counting half: what a search comparing moves by it needs.
Each figure is given over every held-out position and over those of the first EARLY_ROUNDS rounds,
where the games are decided (late in a lost game any standing knows), and over the early ones of
two-player games alone (the player count, which the fit reads, tells games apart). One JSON line per
figure, then the weights.

  python -m bench.apocalyte_standing --scenario zombies [--games N] [--held-out N] [--seed N] [--every N]
      [--difficulty hard] [--players 2,3,4,5]
"""

from __future__ import annotations

import argparse
import json
import math
import random
from typing import NamedTuple

from bench.figures import Emit, emit
from bench.linear import solve
from rules.apocalyte.engine import ENGINE
from rules.apocalyte.standing import FEATURES, Numbers, chance, features, logistic, share
from rules.apocalyte.state import DIFFICULTIES, State

RIDGE = 1e-3  # keeps the Newton steps finite where a number hardly varies
NEWTON_STEPS = 30
PLAYERS = (2, 3)  # the table sizes taking turns game by game, unless told

EARLY_ROUNDS = 20  # the positions also judged alone: the opening rounds, where the games are decided



class Sample(NamedTuple):
    numbers: Numbers  # the scenario's numbers, at the table's difficulty
    won: bool  # whether the team went on to win
    share: float
    blind: float  # the rulebook's standing, blind to any clock: what the search read at `hard` before its own fit
    round: int
    players: int


def rulebook_standing(state: State) -> float:
    """The team's chance by the rulebook's fit and reading (no round limit), whatever the table's difficulty."""
    return chance({**state, "options": {**state["options"], "difficulty": "rulebook", "rounds": "none"}})


def collect(scenario: str, games: int, seed: int, every: int, difficulty: str = "rulebook",
            sizes: tuple[int, ...] = PLAYERS) -> list[Sample]:
    """One position in `every` decisions of normal self-play, once the scenario is revealed; game n
    (from 0) plays seed + n with sizes[n % len(sizes)] seats."""
    samples: list[Sample] = []
    options = {"scenario": scenario, "difficulty": difficulty}
    for n in range(games):
        players = sizes[n % len(sizes)]
        rng = random.Random(seed + n)
        state = ENGINE.new([f"Bot {k + 1}" for k in range(players)], options, seed + n)
        kept: list[tuple[Numbers, float, float, int]] = []
        decisions = 0
        while not ENGINE.result(state).over and decisions < 20_000:
            numbers = features(state)
            if numbers is not None and decisions % every == 0:
                kept.append((numbers, share(state), rulebook_standing(state), state["round"]))
            seat = ENGINE.prompts(state)[0].seat
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
            decisions += 1
        won = bool(ENGINE.result(state).winners)
        samples += [Sample(numbers, won, shared, blind, round_, players) for numbers, shared, blind, round_ in kept]
    return samples


def fit(data: list[tuple[Numbers, bool]]) -> Numbers:
    """The weights that maximise the likelihood of the outcomes (Newton's method, ridge RIDGE)."""
    k = len(data[0][0])
    weights = [0.0] * k
    for _ in range(NEWTON_STEPS):
        gradient = [-RIDGE * w for w in weights]
        hessian = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for numbers, won in data:
            p = logistic(tuple(weights), numbers)
            for i in range(k):
                gradient[i] += (won - p) * numbers[i]
                for j in range(k):
                    hessian[i][j] += p * (1 - p) * numbers[i] * numbers[j]
        step = solve(hessian, gradient)
        weights = [w + x for w, x in zip(weights, step, strict=True)]
        if max(abs(x) for x in step) < 1e-7:
            break
    return tuple(weights)


def judged(chances: list[float], outcomes: list[bool]) -> tuple[float, float, float]:
    """(log loss, hit rate, concordance) of the chances against the outcomes."""
    loss = -sum(math.log(max(1e-9, p if won else 1 - p)) for p, won in zip(chances, outcomes, strict=True))
    hits = sum((p > 0.5) == won for p, won in zip(chances, outcomes, strict=True))
    return loss / len(outcomes), hits / len(outcomes), concordance(chances, outcomes)


def concordance(chances: list[float], outcomes: list[bool]) -> float:
    """The share of (won, lost) pairs whose won position has the higher chance, ties counting half."""
    ranked = sorted(zip(chances, outcomes, strict=True))
    lost_below = 0.0  # lost positions with a lower chance than the current group
    right = 0.0
    i = 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        group_won = sum(won for _, won in ranked[i:j])
        group_lost = (j - i) - group_won
        right += group_won * (lost_below + group_lost / 2)
        lost_below += group_lost
        i = j
    won_total = sum(outcomes)
    pairs = won_total * (len(outcomes) - won_total)
    return right / pairs if pairs else 0.5


def report(scenario: str, weights: Numbers, share_weights: Numbers, base: float, held: list[Sample],
           emit: Emit) -> None:
    early = [sample for sample in held if sample.round <= EARLY_ROUNDS]
    two = [sample for sample in early if sample.players == 2]
    for label, chosen in (("held_out", held), ("early", early), ("early_two_players", two)):
        outcomes = [sample.won for sample in chosen]
        models = {
            "fit": [logistic(weights, sample.numbers) for sample in chosen],
            "rulebook_standing": [sample.blind for sample in chosen],
            "share": [sample.share for sample in chosen],
            "share_calibrated": [logistic(share_weights, (1.0, sample.share)) for sample in chosen],
            "base_rate": [base] * len(chosen),
        }
        for model, chances in models.items():
            loss, hits, ranked = judged(chances, outcomes)
            name = f"apocalyte.standing.{scenario}.{label}.{model}"
            emit(f"{name}.log_loss", loss, f"nats, {len(chosen)} positions", "lowest")
            emit(f"{name}.hit_rate", hits, "share of positions", "highest")
            emit(f"{name}.concordance", ranked, "share of won/lost pairs", "highest")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_standing", description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=sorted(FEATURES), required=True)
    parser.add_argument("--games", type=int, default=200, help="self-play games the weights are fitted on")
    parser.add_argument("--held-out", type=int, default=100, help="games of the following seeds, for the check")
    parser.add_argument("--seed", type=int, default=200_000, help="the first fitted game's seed")
    parser.add_argument("--every", type=int, default=10, help="keep one position in this many decisions")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="rulebook")
    parser.add_argument("--players", default=",".join(map(str, PLAYERS)), help="table sizes, taking turns game by game")
    args = parser.parse_args()
    sizes = tuple(int(p) for p in args.players.split(","))
    train = collect(args.scenario, args.games, args.seed, args.every, args.difficulty, sizes)
    held = collect(args.scenario, args.held_out, args.seed + args.games, args.every, args.difficulty, sizes)
    weights = fit([(sample.numbers, sample.won) for sample in train])
    share_weights = fit([((1.0, sample.share), sample.won) for sample in train])
    base = sum(sample.won for sample in train) / len(train)
    report(args.scenario, weights, share_weights, base, held, emit)
    print(json.dumps({"weights": dict(zip(FEATURES[args.scenario], (round(w, 4) for w in weights), strict=True)),
                      "train_positions": len(train), "train_won": base}))


if __name__ == "__main__":
    main()
