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
- the owed part is `activePlayers`, but kept in the game's own state, not in a separate context:
  the part carries the decision's data (a colony to grow, a menu's path, a pending attack), so
  it is saved with the state and a restart loses nothing; one decision is open at a time, which
  is how every game here plays (a defender's answer is a stage pushed above the attacker's);
- `auto` does the work of `endIf` and `onBegin` for one stage: it resolves a stage whose answer
  is forced or whose player has gone, and `settle` repeats it, moving on (the game's own phases,
  rounds and turns: boardgame.io's phases and turn order) whenever nothing is owed;
- `passive` has no counterpart there: people here play across days, so a missed decision takes
  the answer that changes least, and every stage kind names it.

µ's stages and Extinction's steps run on it. Soup's tasks and Apocalyte's asks are next, and each
needs one step more: Soup's task asks several kinds of prompt (a step task asks to move, carry or
follow) whose wording and choices one `ask_*` computes together, so its stage kind would read the
prompt's kind from the part and the part would carry that ask once worked out; Apocalyte's placing
phase is owed by every seat with armies left at once, boardgame.io's several active players, so
`owed` would give a part per seat.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, NamedTuple, TypeVar

from rules.base import Action, Event

State = TypeVar("State")  # a game's state
Part = TypeVar("Part")  # the part of it a decision is owed in: µ's stage, Extinction's step

SETTLE_LIMIT = 100_000  # resolutions without a decision before a game is taken not to settle


@dataclass(frozen=True)
class StageKind(Generic[State, Part]):
    """Everything about one kind of decision, each read from the state and the owed part."""

    seat: Callable[[State, Part], int]  # whose decision it is
    text: Callable[[State, Part], str]  # to the player: "your turn: ..."
    task: Callable[[State, Part], str]  # to the others: "(waiting for bob to) play their turn"
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

    def text(self, state: State) -> str:
        return self.kind.text(state, self.part)

    def task(self, state: State) -> str:
        return self.kind.task(state, self.part)


def settle(state: State, events: list[Event], stages: Mapping[str, StageKind[State, Part]],
           owed: Callable[[State], tuple[str, Part] | None],
           ended: Callable[[State, list[Event]], bool],
           move_on: Callable[[State, list[Event]], None]) -> None:
    """Run the game on, in place, until a decision is owed or it is over: `ended` checks (and
    records) the end, a stage that resolves by itself does, and with nothing owed the game's own
    flow moves on (`move_on`: the next turn, phase or round)."""
    for _ in range(SETTLE_LIMIT):
        if ended(state, events):
            return
        found = owed(state)
        if found is None:
            move_on(state, events)
            continue
        key, part = found
        if not stages[key].auto(state, part, events):
            return
    raise AssertionError("the game does not settle")  # pragma: no cover
