"""One decision runner for the engines whose state is plain data (issue 33, item 2).

A decision a player owes sits in the saved state as a small part of it: µ's stage on its stack,
Extinction's step, Soup's task, Apocalyte's ask. The part names its kind, and the kind (a
`StageKind`) says everything about such a decision: whose it is, its text to the player and the
task the others read, its legal actions, how an answer is carried out, whether it resolves by
itself (`auto`), and the most passive answer an admin's skip or a timeout gives. A game supplies
its table of stage kinds and how to find the owed part in its state; `settle` runs the game on
through everything that resolves by itself, and `rules.dictengine.StagedEngine` answers the
engine contract's prompts, legal actions, "not your decision" refusals and skips from them once.

boardgame.io's phases and stages are the model. There a game's `ctx.activePlayers` maps players
to stage names, each stage declares the moves allowed in it, and hooks (`onBegin`, `endIf`) move
the flow on by themselves; moves that do not apply return `INVALID_MOVE`. Here:

- a stage kind is boardgame.io's stage config: its `actions` and `apply` are the stage's moves,
  enumerated (boardgame.io enumerates only for its AI, we list every choice for buttons, menus
  and bots) and refusing with an `IllegalAction` a player can read instead of `INVALID_MOVE`;
- the owed parts are `activePlayers`, but kept in the game's own state, not in a separate context:
  a part carries the decision's data (a colony to grow, a menu's path, a pending attack), so it
  is saved with the state and a restart loses nothing. Most games here owe one decision at a time
  (a defender's answer is a stage pushed above the attacker's): their `owed` gives one part or
  none, and `settle` runs them. Where several seats owe a decision at once (Apocalyte's placing
  phase: every seat with armies left), the game's `owing` gives a part per seat and
  `settle_all` runs it; the engine then asks each of them, and a refusal names them all;
- `auto` does the work of `endIf` and `onBegin` for one stage: it resolves a stage whose answer
  is forced or whose player has gone, and `settle` repeats it, moving on (the game's own phases,
  rounds and turns: boardgame.io's phases and turn order) whenever nothing is owed;
- `passive` has no counterpart there: people here play across days, so a missed decision takes
  the answer that changes least, and every stage kind names it. A game may let a skip go on to
  the seat's next decision (Apocalyte plays a skipped turn out: `StagedEngine.skips_on`).

µ's stages, Extinction's steps, Soup's tasks and Apocalyte's asks run on it. A Soup task asks
several kinds of prompt (a step task asks to move, carry or follow) whose wording and choices one
`ask_*` computes together, so its owed part carries that ask, worked out once (rules/soup/stages.py).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

from rules.base import Action, Event
from rules.phrases import Said

State = TypeVar("State")  # a game's state
Part = TypeVar("Part")  # the part of it a decision is owed in: µ's stage, Extinction's step

SETTLE_LIMIT = 100_000  # resolutions without a decision before a game is taken not to settle


@dataclass(frozen=True)
class StageKind(Generic[State, Part]):
    """Everything about one kind of decision, each read from the state and the owed part."""

    seat: Callable[[State, Part], int]  # whose decision it is
    # to the player: "your turn: ..."; to the others: "(waiting for bob to) play their turn"; each a phrase
    # where the engine asks for them often and reads them rarely (a bot stretch only asks whose turn it is)
    text: Callable[[State, Part], Said]
    task: Callable[[State, Part], Said]
    actions: Callable[[State, Part], list[Action]]  # the legal actions, for buttons, menus and bots
    apply: Callable[[State, Part, list[str], list[Event]], None]  # carry out an answer given as words, in place
    auto: Callable[[State, Part, list[Event]], bool]  # resolved by itself (the owed part changed)?
    passive: Callable[[State, Part], str]  # the answer an admin's skip or a timeout gives, as notation


class Open(NamedTuple, Generic[State, Part]):
    """The decision owed now: its kind's key (the prompt's kind), its kind, and the part it is owed in.
    A named tuple: the engine builds one for every prompt, legal action and refusal it answers."""

    key: str
    kind: StageKind[State, Part]
    part: Part

    def seat(self, state: State) -> int:
        return self.kind.seat(state, self.part)

    def text(self, state: State) -> Said:
        return self.kind.text(state, self.part)

    def task(self, state: State) -> Said:
        return self.kind.task(state, self.part)


def settle(state: State, events: list[Event], stages: Mapping[str, StageKind[State, Part]],
           owed: Callable[[State], tuple[str, Part] | None],
           ended: Callable[[State, list[Event]], bool],
           move_on: Callable[[State, list[Event]], None]) -> None:
    """`settle_all` for a game that owes one decision at a time: `owed` gives its part, or None."""
    settle_all(state, events, stages, lambda st: one_owed(owed(st)), ended, move_on)


def one_owed(found: tuple[str, Part] | None) -> Sequence[tuple[str, Part]]:
    """The decisions owed in a game that owes one at a time, as `owing` lists them."""
    return () if found is None else (found,)


def settle_all(state: State, events: list[Event], stages: Mapping[str, StageKind[State, Part]],
               owing: Callable[[State], Sequence[tuple[str, Part]]],
               ended: Callable[[State, list[Event]], bool],
               move_on: Callable[[State, list[Event]], None]) -> None:
    """Run the game on, in place, until a decision is owed or it is over: `ended` checks (and
    records) the end, a stage that resolves by itself does (`owing` lists every decision owed, a
    part per seat that owes one), and with nothing owed the game's own flow moves on (`move_on`:
    the next turn, phase or round)."""
    for _ in range(SETTLE_LIMIT):
        if ended(state, events):
            return
        found = owing(state)
        if not found:
            move_on(state, events)
            continue
        if not any(stages[key].auto(state, part, events) for key, part in found):
            return
    raise AssertionError("the game does not settle")  # pragma: no cover
