"""The task stack's runner. Each task type has its handlers, registered here:

run(st, task, ev) -> True when the task waits for a decision (then ask() describes it),
    False when it changed something (popped, pushed or moved on) and the runner should look again;
ask(st, task) -> (seat, prompt kind, prompt text, legal actions);
answer(st, task, seat, words, ev) carries out the chosen action, given as notation split in words.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.base import Event
from rules.soup.aggression import answer_aggression, ask_aggression, run_aggression
from rules.soup.amoeba_turn import answer_amoeba_turn, ask_amoeba_turn, run_amoeba_turn, run_phase_one
from rules.soup.attacks import answer_attack, ask_attack, run_attack
from rules.soup.division import answer_division, ask_division, run_division
from rules.soup.environment import answer_gene_defects, ask_gene_defects, run_gene_defects
from rules.soup.genes import answer_buy_genes, ask_buy_genes
from rules.soup.movement import answer_movement, ask_movement, run_movement
from rules.soup.rounds import start_next_phase
from rules.soup.scoring import end_game
from rules.soup.setup import (
    answer_placement,
    answer_start_space,
    ask_placement,
    ask_start_space,
    run_placement,
    run_start_order_roll,
)
from rules.soup.state import Ask, State, player_name, run_seat_queue, seats_in_play
from rules.soup.steps import answer_step, ask_step, run_step

HANDLERS: dict[str, tuple[Callable[..., bool], Callable[..., Ask] | None, Callable[..., None] | None]] = {
    "setup": (run_start_order_roll, None, None),
    "start": (run_seat_queue, ask_start_space, answer_start_space),
    "place": (run_placement, ask_placement, answer_placement),
    "p1": (run_phase_one, None, None),
    "amoeba": (run_amoeba_turn, ask_amoeba_turn, answer_amoeba_turn),
    "move": (run_movement, ask_movement, answer_movement),
    "step": (run_step, ask_step, answer_step),
    "attack": (run_attack, ask_attack, answer_attack),
    "defect": (run_gene_defects, ask_gene_defects, answer_gene_defects),
    "buy": (run_seat_queue, ask_buy_genes, answer_buy_genes),
    "divide": (run_division, ask_division, answer_division),
    "aggr": (run_aggression, ask_aggression, answer_aggression),
}


def run_until_decision(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until a prompt is open or the game is over."""
    for _ in range(100_000):
        if st["over"]:
            return
        if len(seats_in_play(st)) < 2:
            end_game(st, ev, "Only one player is left." if seats_in_play(st) else "Everyone has left.")
            return
        if not st["stack"]:
            start_next_phase(st, ev)
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
                        f"{player_name(st, seat)}: {acts[0].label} (the only choice).",
                        {"seat": seat, "kind": kind, "action": acts[0].notation},
                    )
                )
                answer(st, task, seat, acts[0].notation.split(), ev)
                continue
            return
    raise AssertionError("the game does not settle")  # pragma: no cover


def open_prompt(st: State) -> Ask | None:
    if st["over"] or not st["stack"]:
        return None
    task = st["stack"][-1]
    _run, ask, _answer = HANDLERS[task["t"]]
    if ask is None:
        return None
    return ask(st, task)
