"""What every kind of step (a decision a player owes) provides: its prompt's wording, its menu of
options, its fixed answers, the checked reading of a typed action, and carrying it out; and the
step as a stage kind of the shared decision runner (rules/decisions.py), whose menu is narrowed a
group at a time. The registry of every step kind lives in flow.py, which knows them all."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.base import BACK as BACK_NOTATION
from rules.base import Action, Event, IllegalAction
from rules.decisions import StageKind
from rules.extinction.menus import Group, Option, chosen, group_path, listed, menu
from rules.extinction.notation import canonical
from rules.extinction.state import State, Step, in_play
from rules.phrases import Phrase, Said, joined

GROUP_VERBS = ("row", "from", "to", "at", "on", "barrier")  # the first words of a menu's groups


@dataclass(frozen=True)
class StepRules:
    kind: str
    verbs: tuple[str, ...]  # the first words of its final actions' notation
    # (text addressed to the player, task for everyone else), worded in the reader's language: neither
    # may name a secret
    ask: Callable[[State, Step], tuple[Said, Said]]
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


def owed(st: State) -> tuple[str, Step] | None:
    """The open step with its kind, for the decision runner; None when no decision is owed."""
    step = st["step"]
    return None if step is None else (step["act"], step)


def stage_of(rules: StepRules) -> StageKind[State, Step]:
    """The step kind as the runner's stage kind: the text tells what is chosen so far in a narrowed
    menu, the actions are the menu as narrowed, and an answer either narrows it, widens it again
    (`back`) or is a final action carried out."""

    def text(st: State, step: Step) -> Said:
        asked = rules.ask(st, step)[0]
        if not st["path"]:
            return asked
        so_far = joined(*chosen(rules.menu(st, step), st["path"]), between=" › ")
        return Phrase.of("extinction-ask-narrowed", asked=asked, chosen=so_far)

    def actions(st: State, step: Step) -> list[Action]:
        return menu(rules.menu(st, step), st["path"], rules.extras(st, step))

    def apply(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
        if words == [BACK_NOTATION]:
            st["path"] = []
        elif len(words) == 2 and words[0] in GROUP_VERBS:
            st["path"] = group_path(rules.menu(st, step), st["path"], " ".join(words)) or []
        else:
            st["path"] = []
            rules.perform(st, step, words, ev)

    def passive(st: State, step: Step) -> str:
        """The step's passive answer where it reads as a move now, else the first choice on the menu."""
        words = canonical(rules.passive)
        if any(a.notation == " ".join(words) for a in rules.extras(st, step)):
            return " ".join(words)
        if words and words[0] in rules.verbs:
            try:
                return rules.read(st, step, words).notation
            except IllegalAction:
                pass
        return next(a.notation for a in actions(st, step) if a.notation != BACK_NOTATION)

    return StageKind(lambda st, step: step["seat"], text, lambda st, step: rules.ask(st, step)[1], actions, apply,
                     _lapsed, passive)


def _lapsed(st: State, step: Step, _ev: list[Event]) -> bool:
    """A step lapses when its player's species died out or left the game."""
    if in_play(st, step["seat"]):
        return False
    st["step"] = None
    return True
