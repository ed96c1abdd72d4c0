"""Primordial Soup's decisions on the shared decision runner (rules/decisions.py): the prompt the
top task of the stack waits in, every prompt's stage kind (whose it is, its wording to the player
and to the others, its choices, its answer, how it resolves by itself, its passive answer), and
running the game on until a decision is owed.

A task's ask (tasks.py) works out a prompt's wording and its choices together: a step's carry menu
and its text read the same cubes, an amoeba's move menu and its text the same price. So the part a
decision is owed in, a `Decision`, is the top task carrying its ask, worked out the first time any
of its seat, text or actions is read: answering a prompt, its legal actions or a refusal costs one
ask, as before the runner.

Which prompt a task waits in follows from its kind and stage alone (`waiting_in`); a task at a
stage that never waits (a roll, a fight, a step being taken) is the game's own flow, run by
`_move_on` like the next phase.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import Action, Event
from rules.decisions import StageKind, settle
from rules.phrases import Phrase, Said
from rules.soup.rounds import start_next_phase
from rules.soup.scoring import end_game
from rules.soup.state import Ask, State, Task, amoeba_name, player_name, seats_in_play
from rules.soup.tasks import handled


class Decision:
    """The top task, waiting for a decision, with its ask worked out once."""

    __slots__ = ("_ask", "task")

    def __init__(self, task: Task, ask: Ask | None = None) -> None:
        self.task, self._ask = task, ask

    def ask(self, st: State) -> Ask:
        if self._ask is None:
            ask = handled(self.task).ask(st)
            assert ask is not None, f"task {self.task['type']} waits but asks nothing"
            self._ask = ask
        return self._ask

    def on(self, st: State) -> Decision:
        """The same decision in `st`, a copy of the state its ask was worked out in."""
        return Decision(st["stack"][-1], self._ask)


SoupStage = StageKind[State, Decision]

# The prompt each task's stage waits in when run, by the task's stage; a stage that first rolls,
# fights or reckons (a move's "go", an attack's "fight") is keyed by a prompt it may come to, as
# running it is how a stage kind resolves by itself (`_resolves`); a task of one prompt waits in it
# at every stage
_PROMPT_BY_STAGE: dict[str, dict[str, str]] = {
    "amoeba": {"choose": "move", "feed": "feed", "eat": "feed", "attack": "attack"},
    "move": {"go": "direction", "pick": "direction", "again": "again", "offer_again": "again"},
    "step": {"carry": "carry", "hold": "follow", "follow": "follow", "follower_carry": "carry"},
    "attack": {"react": "defend", "fight": "persist", "persist": "persist", "escaped": "defend", "retry": "retry"},
}
_PROMPT_OF_TASK = {"start": "start", "place": "place", "defect": "defect", "buy": "buy", "divide": "divide",
                   "aggression_choice": "aggress"}


def owed(st: State) -> tuple[str, Decision] | None:
    """The prompt the top task waits in, or may come to when it runs, with the task; None when the
    stack is empty or its top task never waits (setup's roll, phase 1's queue, a turn or a step that
    is over)."""
    if not st["stack"]:
        return None
    task = st["stack"][-1]
    match task["type"]:
        case "amoeba" | "move" | "step" | "attack":
            prompt = _PROMPT_BY_STAGE[task["type"]].get(task["stage"])
        case _:
            prompt = _PROMPT_OF_TASK.get(task["type"])
    return None if prompt is None else (prompt, Decision(task))


def _seat(st: State, decision: Decision) -> int:
    return decision.ask(st)[0]


def _text(st: State, decision: Decision) -> Said:
    return decision.ask(st)[2]


def _actions(st: State, decision: Decision) -> list[Action]:
    return list(decision.ask(st)[3])


def _answer(st: State, decision: Decision, words: list[str], ev: list[Event]) -> None:
    handled(decision.task).answer(st, _seat(st, decision), words, ev)


def _resolves(st: State, decision: Decision, ev: list[Event]) -> bool:
    """The task resolves by itself where running it changes something (a player left, no meal is
    left, a reaction is no longer possible) or where it waits with one choice only, taken for them."""
    handlers = handled(decision.task)
    if not handlers.run(st, ev):
        return True
    seat, kind, _text, acts = decision.ask(st)
    if not acts:  # pragma: no cover - every waiting task offers something
        raise AssertionError(f"task {decision.task['type']} waits with no legal action")
    if len(acts) > 1:
        return False
    ev.append(
        Event(
            "forced",
            Phrase.of("soup-only-choice", name=player_name(st, seat), choice=acts[0].label_words),
            {"seat": seat, "kind": kind, "action": acts[0].notation},
        )
    )
    handlers.answer(st, seat, acts[0].notation.split(), ev)
    return True


def _first_offered(*preferred: str) -> Callable[[State, Decision], str]:
    """The passive answer: the first of `preferred` on offer, else the prompt's first choice."""

    def passive(st: State, decision: Decision) -> str:
        offered = [a.notation for a in _actions(st, decision)]
        return next((n for n in preferred if n in offered), offered[0])

    return passive


def _largest_payment(st: State, decision: Decision) -> str:
    """Gene defects are paid with as many BP as may be paid, keeping the genes; else the first gene."""
    offered = [a.notation for a in _actions(st, decision)]
    payments = [n for n in offered if n.startswith("pay")]
    return payments[-1] if payments else offered[0]


# The answer an admin's skip or a timeout gives to each prompt
_PASSIVE: dict[str, Callable[[State, Decision], str]] = {
    "start": _first_offered(),
    "place": _first_offered(),
    "move": _first_offered("drift"),
    "feed": _first_offered(),
    "attack": _first_offered("starve"),
    "direction": _first_offered(),
    "again": _first_offered("stop"),
    "carry": _first_offered("carry none"),
    "follow": _first_offered("decline"),
    "defend": _first_offered("decline"),
    "persist": _first_offered("decline"),
    "retry": _first_offered("starve", "decline"),
    "defect": _largest_payment,
    "buy": _first_offered("done"),
    "divide": _first_offered("done"),
    "aggress": _first_offered("decline"),
}


def _stage(prompt: str, passive: Callable[[State, Decision], str]) -> SoupStage:
    return StageKind(_seat, _text, lambda st, _decision: awaited(st, prompt), _actions, _answer, _resolves, passive)


STAGES: dict[str, SoupStage] = {prompt: _stage(prompt, passive) for prompt, passive in _PASSIVE.items()}


def _ended(st: State, ev: list[Event]) -> bool:
    if st["over"]:
        return True
    if st["resigned"].count(False) < 2:  # fewer than two seats in play
        end_game(st, ev, "one-left" if seats_in_play(st) else "all-left")
        return True
    return False


def _move_on(st: State, ev: list[Event]) -> None:
    """With no decision owed: the top task's stage that decides nothing runs, or the next phase starts."""
    if st["stack"]:
        handled(st["stack"][-1]).run(st, ev)
    else:
        start_next_phase(st, ev)


def run_until_decision(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until a prompt is open or the game is over."""
    settle(st, ev, STAGES, owed, _ended, _move_on)


def awaited(st: State, kind: str) -> Phrase:
    """What the open prompt awaits, in the third person's infinitive, for everyone but its owner."""
    task = st["stack"][-1]
    if kind in ("defend", "persist"):
        assert task["type"] == "attack"
        attacker_seat, attacker_num = task["attacker"]
        defender_num = task["defender"][1]
        if kind == "defend":
            return Phrase.of("soup-awaited-defend", name=player_name(st, attacker_seat), attacker=attacker_num,
                             number=defender_num)
        return Phrase.of("soup-awaited-persist", number=defender_num, attacker=amoeba_name(st, *task["attacker"]))
    if kind in ("follow", "carry"):
        assert task["type"] == "step"
        theirs = (task["asked"] or [0, 0])[1] if kind == "follow" else task["number"]
        if kind == "follow":
            return Phrase.of("soup-awaited-follow", number=theirs, mover=amoeba_name(st, task["seat"], task["number"]))
        return Phrase.of("soup-awaited-carry", number=theirs, square=task["to"])
    num = task["number"] if task["type"] == "amoeba" or task["type"] == "move" else 0
    return Phrase.of("soup-awaited", kind=kind, number=num)
