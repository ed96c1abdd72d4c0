"""The task stack's runner. Each task type has its handlers, registered here:

run(st, task, ev) -> True when the task waits for a decision (then ask() describes it),
    False when it changed something (popped, pushed or moved on) and the runner should look again;
ask(st, task) -> (seat, prompt kind, prompt text, legal actions);
answer(st, task, seat, words, ev) carries out the chosen action, given as notation split in words.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import Event
from rules.soup.aggression import _ans_aggr, _ask_aggr, _run_aggr
from rules.soup.amoeba_turn import _ans_amoeba, _ask_amoeba, _run_amoeba, _run_p1
from rules.soup.attacks import _ans_attack, _ask_attack, _run_attack
from rules.soup.division import _ans_divide, _ask_divide, _run_divide
from rules.soup.environment import _ans_defect, _ask_defect, _run_defect
from rules.soup.genes import _ans_buy, _ask_buy
from rules.soup.movement import _ans_move, _ask_move, _run_move
from rules.soup.rounds import _next_phase
from rules.soup.scoring import _finish
from rules.soup.setup import _ans_place, _ans_start, _ask_place, _ask_start, _run_place, _run_setup
from rules.soup.state import Ask, State, _active, _name, _run_queue
from rules.soup.steps import _ans_step, _ask_step, _run_step

HANDLERS: dict[str, tuple[Callable[..., bool], Callable[..., Ask] | None, Callable[..., None] | None]] = {
    "setup": (_run_setup, None, None),
    "start": (_run_queue, _ask_start, _ans_start),
    "place": (_run_place, _ask_place, _ans_place),
    "p1": (_run_p1, None, None),
    "amoeba": (_run_amoeba, _ask_amoeba, _ans_amoeba),
    "move": (_run_move, _ask_move, _ans_move),
    "step": (_run_step, _ask_step, _ans_step),
    "attack": (_run_attack, _ask_attack, _ans_attack),
    "defect": (_run_defect, _ask_defect, _ans_defect),
    "buy": (_run_queue, _ask_buy, _ans_buy),
    "divide": (_run_divide, _ask_divide, _ans_divide),
    "aggr": (_run_aggr, _ask_aggr, _ans_aggr),
}


def _advance(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until a prompt is open or the game is over."""
    for _ in range(100_000):
        if st["over"]:
            return
        if len(_active(st)) < 2:
            _finish(st, ev, "Only one player is left." if _active(st) else "Everyone has left.")
            return
        if not st["stack"]:
            _next_phase(st, ev)
            continue
        task = st["stack"][-1]
        run, ask, answer = HANDLERS[task["t"]]
        if run(st, task, ev):
            assert ask is not None and answer is not None
            seat, kind, _text, acts = ask(st, task)
            if not acts:  # pragma: no cover - every waiting task offers something
                raise AssertionError(f"task {task['t']} waits with no legal action")
            if len(acts) == 1:
                ev.append(
                    Event(
                        "forced",
                        f"{_name(st, seat)}: {acts[0].label} (the only choice).",
                        {"seat": seat, "kind": kind, "action": acts[0].notation},
                    )
                )
                answer(st, task, seat, acts[0].notation.split(), ev)
                continue
            return
    raise AssertionError("the game does not settle")  # pragma: no cover


def _open(st: State) -> Ask | None:
    if st["over"] or not st["stack"]:
        return None
    task = st["stack"][-1]
    _run, ask, _answer = HANDLERS[task["t"]]
    if ask is None:
        return None
    return ask(st, task)
