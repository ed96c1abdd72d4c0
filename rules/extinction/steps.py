"""What every kind of step (a decision a player owes) provides to the engine: its prompt's wording,
its menu of options, its fixed answers, the checked reading of a typed action, and carrying it out.
The registry of every step kind lives in flow.py, which knows them all."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.base import Action, Event
from rules.extinction.menus import Group, Option, listed
from rules.extinction.state import State, Step


@dataclass(frozen=True)
class StepRules:
    kind: str
    verbs: tuple[str, ...]  # the first words of its final actions' notation
    # (text addressed to the player, task for everyone else): neither may name a secret
    ask: Callable[[State, Step], tuple[str, str]]
    options: Callable[[State, Step], list[Option]]  # the final actions, for menus and bots
    extras: Callable[[State, Step], list[Action]]  # fixed answers on every menu: auto, done, prey
    read: Callable[[State, Step, list[str]], Action]  # a typed final action, checked; IllegalAction says why not
    perform: Callable[[State, Step, list[str], list[Event]], None]  # sets st["step"] to None when the step is over
    passive: str  # the answer an admin's skip gives
    # the menu as groups counted before they are listed, for a step whose options run to thousands
    # (the same final actions as `options`, worded only for the group shown); by default `options` grouped
    grouped: Callable[[State, Step], Group] | None = None

    def menu(self, st: State, step: Step) -> Group:
        """Everything the step offers, as the group a menu narrows."""
        return self.grouped(st, step) if self.grouped else listed(self.options(st, step))
