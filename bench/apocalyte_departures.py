"""How often Apocalyte's strong seat leaves the move its search starts from (its policy's, Engine.search_action),
at positions of normal self-play: with the team standing as it reads now, and with the rulebook's standing
blind to any clock (what the search read at `hard` before that level had a fit of its own). A search that
never leaves its policy's move plays that policy, whatever it searches (docs/rules/apocalyte.md, Strong seats
against normal seats).

  python -m bench.apocalyte_departures --scenario meteor [--difficulty hard] [--players 5] [--games 1]
      [--seed 60002] [--every 2] [--iterations 16]

Game n is played by normal seats from seed + n; every `every`-th decision once the scenario is revealed that
offers a choice, both searches decide from the same seed. One line for each standing (the decisions that left
the policy's move), and one for the decisions where the two searches chose differently.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterator

from bench.apocalyte_difficulty import UNBOUNDED_MS
from bench.apocalyte_standing import rulebook_standing
from bench.apocalyte_strong import STRONG_ITERATIONS
from bench.figures import emit
from rules.apocalyte.engine import ENGINE, ApocalyteEngine
from rules.apocalyte.state import DIFFICULTIES, SCENARIOS, State
from rules.search import _candidates as candidates
from rules.search import search


class ClockBlind(ApocalyteEngine):
    """Apocalyte as the strong seat searched it at `hard` before: the rulebook's fit, thirteen meteorites."""

    def standing(self, state: State) -> list[float]:
        return [rulebook_standing(state)] * len(state["players"])


def positions(scenario: str, difficulty: str, players: int, games: int, seed: int,
              every: int) -> Iterator[tuple[State, int, int]]:
    """(state, seat, decision) at every `every`-th decision with a choice, once the scenario is revealed."""
    for n in range(games):
        rng = random.Random(seed + n)
        state = ENGINE.new([f"Bot {k + 1}" for k in range(players)], {"scenario": scenario, "difficulty": difficulty},
                           seed + n)
        decision = 0
        while not ENGINE.result(state).over:
            seat = ENGINE.prompts(state)[0].seat
            if state["scenario"] and decision % every == 0 and len(ENGINE.legal_actions(state, seat)) > 1:
                yield state, seat, decision
            state, _ = ENGINE.apply(state, seat, ENGINE.bot_action(state, seat, rng))
            decision += 1


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.apocalyte_departures", description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=SCENARIOS, required=True)
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="hard")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--seed", type=int, default=60002, help="game n is played from seed + n")
    parser.add_argument("--every", type=int, default=2, help="search one decision in this many")
    parser.add_argument("--iterations", type=int, default=STRONG_ITERATIONS, help="the strong seat's search bound")
    args = parser.parse_args()
    engines = {"standing": ENGINE, "clock_blind": ClockBlind()}
    left = dict.fromkeys(engines, 0)
    searched = differ = 0
    for state, seat, decision in positions(args.scenario, args.difficulty, args.players, args.games, args.seed,
                                           args.every):
        legal = ENGINE.legal_actions(state, seat)
        policy = next(iter(candidates(ENGINE, state, seat, random.Random(decision), legal)))
        chosen = {name: search(engine, state, seat, random.Random(decision), UNBOUNDED_MS / 1000,
                               args.iterations).action.notation for name, engine in engines.items()}
        searched += 1
        differ += len(set(chosen.values())) > 1
        for name, notation in chosen.items():
            left[name] += notation != policy
    cell = f"apocalyte.{args.difficulty}.{args.scenario}.{args.players}p.strong{args.iterations}"
    span = f"of {searched} decisions, seeds {args.seed}-{args.seed + args.games - 1}"
    for name, count in left.items():
        emit(f"{cell}.{name}.departures", count, span, "")
    emit(f"{cell}.standings_differ", differ, span, "")


if __name__ == "__main__":
    main()
