"""Every kind of task's handlers, bound to the task here (stages.py runs them on the shared decision
runner):

run(st, task, ev) -> True when the task waits for a decision (then ask() describes it),
    False when it changed something (popped, pushed or moved on) and the runner should look again;
ask(st, task) -> (seat, prompt kind, prompt text, legal actions);
answer(st, task, seat, words, ev) carries out the chosen action, given as notation split in words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, Protocol, TypeVar, assert_never

from rules.base import Event
from rules.soup.aggression import answer_aggression, ask_aggression, run_aggression
from rules.soup.amoeba_turn import answer_amoeba_turn, ask_amoeba_turn, run_amoeba_turn, run_phase_one
from rules.soup.attacks import answer_attack, ask_attack, run_attack
from rules.soup.division import answer_division, ask_division, run_division
from rules.soup.environment import answer_gene_defects, ask_gene_defects, run_gene_defects
from rules.soup.genes import answer_buy_genes, ask_buy_genes
from rules.soup.movement import answer_movement, ask_movement, run_movement
from rules.soup.setup import (
    answer_placement,
    answer_start_space,
    ask_placement,
    ask_start_space,
    run_placement,
    run_start_order_roll,
)
from rules.soup.state import Ask, State, Task, run_seat_queue
from rules.soup.steps import answer_step, ask_step, run_step

Kind = TypeVar("Kind")  # one kind of task


class Handled(Protocol):
    """A task with the handlers of its kind."""

    def run(self, st: State, ev: list[Event]) -> bool: ...

    def ask(self, st: State) -> Ask | None:
        """The decision the task waits for; None for a kind of task that never waits."""

    def answer(self, st: State, seat: int, words: list[str], ev: list[Event]) -> None: ...


class _Bound(Generic[Kind]):
    __slots__ = ("_answer", "_ask", "_run", "_task")

    def __init__(
        self,
        task: Kind,
        run: Callable[[State, Kind, list[Event]], bool],
        ask: Callable[[State, Kind], Ask] | None = None,
        answer: Callable[[State, Kind, int, list[str], list[Event]], None] | None = None,
    ) -> None:
        self._task, self._run, self._ask, self._answer = task, run, ask, answer

    def run(self, st: State, ev: list[Event]) -> bool:
        return self._run(st, self._task, ev)

    def ask(self, st: State) -> Ask | None:
        return None if self._ask is None else self._ask(st, self._task)

    def answer(self, st: State, seat: int, words: list[str], ev: list[Event]) -> None:
        assert self._answer is not None, "answering a task that asks nothing"
        self._answer(st, self._task, seat, words, ev)


def handled(task: Task) -> Handled:
    """The handlers of the task's kind, bound to it."""
    match task["type"]:
        case "setup":
            return _Bound(task, run_start_order_roll)
        case "start":
            return _Bound(task, run_seat_queue, ask_start_space, answer_start_space)
        case "place":
            return _Bound(task, run_placement, ask_placement, answer_placement)
        case "phase_one":
            return _Bound(task, run_phase_one)
        case "amoeba":
            return _Bound(task, run_amoeba_turn, ask_amoeba_turn, answer_amoeba_turn)
        case "move":
            return _Bound(task, run_movement, ask_movement, answer_movement)
        case "step":
            return _Bound(task, run_step, ask_step, answer_step)
        case "attack":
            return _Bound(task, run_attack, ask_attack, answer_attack)
        case "defect":
            return _Bound(task, run_gene_defects, ask_gene_defects, answer_gene_defects)
        case "buy":
            return _Bound(task, run_seat_queue, ask_buy_genes, answer_buy_genes)
        case "divide":
            return _Bound(task, run_division, ask_division, answer_division)
        case "aggression_choice":
            return _Bound(task, run_aggression, ask_aggression, answer_aggression)
        case _:
            assert_never(task)
