"""The rules of Counters: a pile, two seats taking one to three counters in turn, the last taker wins."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from rules.base import JSON, Action, CorruptState, Engine, Event, GameOption, IllegalAction, Prompt, Result
from rules.notation import bounded_number
from rules.turns import next_seat

MOST = 3  # counters one turn may take


@dataclass(frozen=True)
class Pile:
    players: tuple[str, ...]
    counters: int
    turn: int
    seed: int
    winner: int | None = None


class CountersEngine(Engine[Pile]):
    key = "counters"
    english_title = "Counters"
    min_players = 2
    max_players = 2
    seat_colours = ("red", "blue")
    options = (GameOption("pile", "10", ("7", "10", "15"), "how many counters the pile starts with"),)

    def new(self, players: list[str], options: dict[str, str], seed: int) -> Pile:
        chosen = self.checked_setup(players, options)
        return Pile(tuple(players), int(chosen["pile"]), 0, seed)

    def prompts(self, state: Pile) -> list[Prompt]:
        if state.winner is not None:
            return []
        task = _task(state.counters)
        return [Prompt(state.turn, "turn", f"your turn: {task}", task)]

    def legal_actions(self, state: Pile, seat: int) -> list[Action]:
        if state.winner is not None or seat != state.turn:
            return []
        return [Action(f"take {n}", f"Take {n}") for n in range(1, min(MOST, state.counters) + 1)]

    def parse(self, state: Pile, seat: int, text: str) -> Action:
        words = text.lower().split()
        if len(words) != 2 or words[0] != "take":
            raise IllegalAction("Write `take N`, N from 1 to 3.")
        count = bounded_number(words[1], 1, MOST)
        if count is None:
            raise IllegalAction(f"Take a whole number of counters from 1 to {MOST}, not `{words[1][:40]}`.")
        return self.find_legal(state, seat, Action(f"take {count}"))

    def apply(self, state: Pile, seat: int, action: Action) -> tuple[Pile, list[Event]]:
        taken = int(self.find_legal(state, seat, action).notation.split()[1])
        left = state.counters - taken
        name = state.players[seat]
        data: dict[str, JSON] = {"seat": seat, "taken": taken, "left": left}
        if left == 0:
            return replace(state, counters=0, winner=seat), [Event("win", f"{name} takes the last counter", data)]
        events = [Event("take", f"{name} takes {taken}: {_left(left)}", data)]
        following = next_seat(seat, len(state.players))
        assert following is not None, "nobody leaves a game of Counters but by its end"
        return replace(state, counters=left, turn=following), events

    def resign(self, state: Pile, seat: int) -> tuple[Pile, list[Event]]:
        other = 1 - seat
        return replace(state, winner=other), [Event("resign", f"{state.players[seat]} resigns")]

    def skip(self, state: Pile, seat: int | None = None) -> tuple[Pile, list[Event]]:
        if state.winner is not None or seat not in (None, state.turn):
            raise IllegalAction("That seat owes nothing.")
        return self.apply(state, state.turn, Action("take 1"))

    def result(self, state: Pile) -> Result:
        if state.winner is None:
            return Result(False)
        return Result(True, (state.winner,), f"{state.players[state.winner]} took the last counter")

    def bot_action(self, state: Pile, seat: int, rng: random.Random) -> Action:
        return Action(f"take {state.counters % (MOST + 1) or 1}")

    def status(self, state: Pile, seat: int | None) -> list[str]:
        return [_left(state.counters)]

    def view(self, state: Pile, seat: int | None) -> dict[str, JSON]:
        return {"players": list(state.players), "counters": state.counters, "turn": state.turn,
                "winner": state.winner}

    def dump(self, state: Pile) -> dict[str, JSON]:
        return {"schema_version": 1, "rng": [state.seed, 0], **self.view(state, None)}

    def load(self, data: dict[str, JSON]) -> Pile:
        players, counters, turn, winner, rng = (data.get(k) for k in ("players", "counters", "turn", "winner", "rng"))
        if not (isinstance(players, list) and all(isinstance(p, str) for p in players) and isinstance(counters, int)
                and isinstance(turn, int) and (winner is None or isinstance(winner, int))
                and isinstance(rng, list) and isinstance(rng[0], int)):
            raise CorruptState(f"not a game of Counters: {data!r}")
        return Pile(tuple(str(p) for p in players), counters, turn, rng[0], winner)


def _task(counters: int) -> str:
    return "take the last counter" if counters == 1 else f"take 1 to {min(MOST, counters)} counters"


def _left(counters: int) -> str:
    return "1 counter left" if counters == 1 else f"{counters} counters left"


ENGINE = CountersEngine()
