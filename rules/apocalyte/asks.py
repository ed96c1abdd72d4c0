"""What the game asks, and of whom: the decisions owed (a seat each), every prompt's wording, and
its legal actions (the buttons, select menus and autocomplete choices), labelled with full
territory names. The stage kinds (stages.py) read their text, task and actions from here."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from rules.apocalyte import apocalytes, turn
from rules.apocalyte.movement import carry_choices, describe, movable, routes, sources
from rules.apocalyte.placement import Refusal, extra_refusal, new_army_refusal
from rules.apocalyte.scenarios import current
from rules.apocalyte.setup import free_territories
from rules.apocalyte.state import (
    ROUNDS_PER_TERRITORY,
    State,
    apoc,
    army_text,
    arrival_of,
    draft_of,
    held_by,
    own,
    plan_of,
    request_of,
    supply_text,
    turn_of,
    who,
)
from rules.apocalyte.world import name, names
from rules.base import BACK, Action
from rules.wording import plural

COUNTS_LISTED = 100  # a movement of more armies lists 1–99 and the largest count (any count may be typed)

Wording = Callable[[State, int], str]  # a prompt's text or task, from the state and the seat asked


class Asked(NamedTuple):
    """A decision owed: the key of its stage kind and the seat owing it, the part of the state the
    decision runner reads (everything else a stage kind needs, it reads from the state)."""

    kind: str
    seat: int


def open_asks(st: State) -> list[Asked]:
    """The decisions owed now, in the order they are asked: in the placing phase one for every
    seat with extra armies left, in any other one at most."""
    phase = st["phase"]
    if phase == "draft":
        return [Asked("draft", draft_of(st)["seat"])]
    if phase == "place":
        return [Asked("place", seat) for seat, left in enumerate(st["placing"]) if left]
    if phase == "apocalytes":
        seat = apocalytes.decider(st)
        return [] if seat is None else [Asked("quarantine", seat)]
    if phase == "turn":
        return [_turn_asked(st)]
    return []


def _turn_asked(st: State) -> Asked:
    t = turn_of(st)
    if t["request"]:
        return Asked("permission", t["request"]["queue"][0])
    return Asked(t["stage"], t["seat"])


def legal(st: State, seat: int) -> list[Action]:
    """The seat's legal actions (for the bot, which chooses beneath the engine)."""
    asked = next((a for a in open_asks(st) if a.seat == seat), None)
    return [] if asked is None else BUILDERS[asked.kind](st, seat)


# --- wording --------------------------------------------------------------------------------------


def _draft_text(st: State, seat: int) -> str:
    return "your pick: choose a free territory (`pick ural`), or `pick auto`."


def _place_text(st: State, seat: int) -> str:
    return (f"place your {plural(st['placing'][seat], 'extra army')}, at most 5 more on any territory "
            "(`place 3 ural`), or `place auto` to spread them.")


def _place_task(st: State, seat: int) -> str:
    return f"place {plural(st['placing'][seat], 'extra army')}"


def _quarantine_text(st: State, seat: int) -> str:
    pending, noun = arrival_of(st), current(st).noun
    return (f"{noun} from {name(pending['src'])} are coming into {name(pending['dst'])}: quarantine it? "
            f"(`quarantine yes` rolls to keep them out, `quarantine no` lets them in).")


def _quarantine_task(st: State, seat: int) -> str:
    return f"decide on a quarantine of {name(arrival_of(st)['dst'])}"


def _permission_text(st: State, seat: int) -> str:
    reasons = "; ".join(request_of(st)["reasons"][str(seat)])
    return f"{who(st, turn_of(st)['seat'])} asks your permission {reasons}: `allow` or `refuse`?"


def _permission_task(st: State, seat: int) -> str:
    return f"answer {who(st, turn_of(st)['seat'])}'s request to {describe(st, turn.requested_move(st))}"


def _reinforce_text(st: State, seat: int) -> str:
    return (f"your turn: place your {plural(turn_of(st)['left'], 'new army')} on territories free of "
            f"{current(st).noun} (`place 2 ural`), or `place auto`.")


def _reinforce_task(st: State, seat: int) -> str:
    return f"place {plural(turn_of(st)['left'], 'new army')}"


def _move_text(st: State, seat: int) -> str:
    stage = turn.plan_stage(st)
    if stage == "source":
        return (f"movement {turn_of(st)['moves'] + 1} of 2: pick where armies leave from (`move ural`, or all at "
                "once: `move 3 ural ukraine`), or `done` to go to combat.")
    plan = plan_of(st)
    if stage == "route":
        return f"moving from {name(plan['src'])}: where to?"
    route = turn.plan_route(plan)
    if stage == "count":
        return f"how many armies move from {route.words()}?"
    return f"how many supplies do the {army_text(plan['count'])} carry from {name(route.src)}?"


def _combat_text(st: State, seat: int) -> str:
    owed = turn.owed(st, seat)
    must = f" You must fight at least one round in {names(owed)}." if owed else ""
    return (f"combat: fight up to {ROUNDS_PER_TERRITORY} rounds in each territory you share "
            f"with {current(st).noun} (`attack 2 ukraine`).{must}" + ("" if owed else " Or `done`."))


def _end_text(st: State, seat: int) -> str:
    return "end of your turn: " + "; ".join(
        a.label for a in current(st).end_actions(st, seat, turn_of(st)["used"])) + ", or `done`."


def _said(task: str) -> Wording:
    return lambda st, seat: task


# each kind's text to the player and task for the others
WORDING: dict[str, tuple[Wording, Wording]] = {
    "draft": (_draft_text, _said("pick a territory")),
    "place": (_place_text, _place_task),
    "quarantine": (_quarantine_text, _quarantine_task),
    "permission": (_permission_text, _permission_task),
    "reinforce": (_reinforce_text, _reinforce_task),
    "move": (_move_text, _said("move armies")),
    "combat": (_combat_text, lambda st, seat: f"fight the {current(st).noun}"),
    "end": (_end_text, _said("finish their turn")),
}


# --- legal actions ------------------------------------------------------------------------------------


def _draft(st: State, seat: int) -> list[Action]:
    return [Action("pick auto", "Pick for me"), *(Action(f"pick {c}", f"Pick {name(c)}") for c in free_territories(st))]


def _place_counts(st: State, seat: int, left: int, refusal: Refusal) -> list[Action]:
    """`place auto`, and every count on every territory of the seat's that the placing's check allows:
    what can be typed can be picked."""
    return [Action("place auto", f"Spread all {left} for me"),
            *(Action(f"place {n} {code}", f"Place {n} in {name(code)}")
              for code in held_by(st, seat) for n in range(1, left + 1) if refusal(st, seat, code, n) is None)]


def _place(st: State, seat: int) -> list[Action]:
    return _place_counts(st, seat, st["placing"][seat], extra_refusal)


def _reinforce(st: State, seat: int) -> list[Action]:
    return _place_counts(st, seat, turn_of(st)["left"], new_army_refusal)


def _move(st: State, seat: int) -> list[Action]:
    stage = turn.plan_stage(st)
    back = Action(BACK, "Back", "no")
    if stage == "source":
        return [*(Action(f"move {c}", f"Move from {name(c)} ({army_text(own(st, c, seat))})")
                  for c in sources(st, seat, turn.moves_left(st))), Action("done", "Done moving: go to combat")]
    plan = plan_of(st)
    if stage == "route":
        refused = turn_of(st)["refused"]
        found = [r for r in routes(st, seat, plan["src"], turn.moves_left(st)) if [r.src, r.dst] not in refused]
        return [*(Action("move " + " ".join(r.path), f"{name(r.src)} → {name(r.dst)}"
                         + (f" through {name(r.via)} (both moves)" if r.via else "")) for r in found), back]
    route = turn.plan_route(plan)
    if stage == "count":
        most = movable(st, seat, route.src)
        counts = list(range(1, most + 1)) if most <= COUNTS_LISTED else [*range(1, COUNTS_LISTED), most]
        path = " ".join(route.path)
        return [*(Action(f"move {n} {path}", f"Move {army_text(n)}") for n in counts), back]
    return [*(Action(f"carry {k}", f"Carry {supply_text(k)}" if k else "Carry no supplies")
              for k in carry_choices(st, seat, route)), back]


def _combat(st: State, seat: int) -> list[Action]:
    scenario = current(st)
    word = scenario.fight_word(st)
    actions = []
    for code in turn.fightable(st, seat):
        forces = f"you {own(st, code, seat)}, {scenario.noun} {apoc(st, code)}"
        actions += [Action(f"attack {r} {code}", f"{word} in {name(code)}, {plural(r, 'round')} ({forces})")
                    for r in range(1, ROUNDS_PER_TERRITORY + 1) if turn.fight_refusal(st, seat, code, r) is None]
    if not turn.owed(st, seat):
        actions.append(Action("done", "Done fighting"))
    return actions


def _end(st: State, seat: int) -> list[Action]:
    return [*current(st).end_actions(st, seat, turn_of(st)["used"]), Action("done", "End my turn")]


def _permission(st: State, seat: int) -> list[Action]:
    return [Action("allow", "Allow", "yes"), Action("refuse", "Refuse", "no")]


def _quarantine(st: State, seat: int) -> list[Action]:
    return [Action("quarantine yes", "Quarantine (roll to keep them out)", "yes"),
            Action("quarantine no", "Let them in", "no")]


BUILDERS: dict[str, Callable[[State, int], list[Action]]] = {
    "draft": _draft,
    "place": _place,
    "reinforce": _reinforce,
    "move": _move,
    "combat": _combat,
    "end": _end,
    "permission": _permission,
    "quarantine": _quarantine,
}
