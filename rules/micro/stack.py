"""The decisions owed, as a stack of small stage dicts in the state (`st["stack"]`); the last
one is the open prompt. A turn is a "turn" stage; a main action marks it done, and stages
it needs (growing, placing a habitat, another player's Syntrophy ride) go on top of it. When
every stage above a done turn is answered, the turn ends (flow.py)."""

from __future__ import annotations

from rules.base import Action
from rules.micro.state import Stage, State
from rules.phrases import Said


def push(st: State, stage: Stage) -> None:
    st["stack"].append(stage)


def pop(st: State) -> None:
    st["stack"].pop()


def top(st: State) -> Stage | None:
    return st["stack"][-1] if st["stack"] else None


def owed(st: State) -> tuple[str, Stage] | None:
    """The open stage with its kind's key, for the decision runner; None when the stack is empty."""
    stage = top(st)
    return None if stage is None else (stage["kind"], stage)


def end_main(st: State) -> None:
    """The turn's main action is taken: the turn ends once nothing is owed above it."""
    for stage in st["stack"]:
        if stage["kind"] == "turn":
            stage["main"] = True


def act(notation: str, label: Said, tone: str = "neutral") -> Action:
    return Action(notation, label, tone)
