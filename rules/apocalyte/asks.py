"""What the game asks, and of whom: the open prompts with their wording, and every prompt's legal
actions (the buttons, select menus and autocomplete choices), labelled with full territory names."""

from __future__ import annotations

from dataclasses import dataclass

from rules.apocalyte import apocalytes, turn
from rules.apocalyte.movement import carry_choices, describe, movable, routes, sources
from rules.apocalyte.placement import new_army_targets, setup_room
from rules.apocalyte.scenarios import current
from rules.apocalyte.setup import free_territories
from rules.apocalyte.state import (
    ROUNDS_PER_TERRITORY,
    State,
    apoc,
    army_text,
    arrival_of,
    draft_of,
    own,
    plan_of,
    supply_text,
    turn_of,
    who,
)
from rules.apocalyte.world import name, names
from rules.base import BACK, Action
from rules.wording import plural

COUNTS_LISTED = 100  # a movement of more armies lists 1–99 and the largest count (any count may be typed)


@dataclass(frozen=True)
class Ask:
    seat: int
    kind: str
    text: str  # to the player: "your turn: ..."
    task: str  # for everyone else: "place 2 new armies"


def open_asks(st: State) -> list[Ask]:
    if st["over"]:
        return []
    phase = st["phase"]
    if phase == "draft":
        return [Ask(draft_of(st)["seat"], "draft", "your pick: choose a free territory (`pick ural`), or `pick auto`.",
                    "pick a territory")]
    if phase == "place":
        return [Ask(s, "place", f"place your {plural(n, 'extra army')}, at most 5 more on any territory "
                    "(`place 3 ural`), or `place auto` to spread them.", f"place {plural(n, 'extra army')}")
                for s, n in enumerate(st["placing"]) if n]
    if phase == "apocalytes":
        seat = apocalytes.decider(st)
        if seat is None:
            return []
        pending, noun = arrival_of(st), current(st).noun
        where = name(pending["dst"])
        return [Ask(seat, "quarantine", f"{noun} from {name(pending['src'])} are coming into {where}: quarantine it? "
                    f"(`quarantine yes` rolls to keep them out, `quarantine no` lets them in).",
                    f"decide on a quarantine of {where}")]
    if phase == "turn":
        return [_turn_ask(st)]
    return []


def _turn_ask(st: State) -> Ask:
    t = turn_of(st)
    seat, noun = t["seat"], current(st).noun
    request = t["request"]
    if request:
        asked = request["queue"][0]
        move = turn.requested_move(st)
        reasons = "; ".join(request["reasons"][str(asked)])
        return Ask(asked, "permission", f"{who(st, seat)} asks your permission {reasons}: `allow` or `refuse`?",
                   f"answer {who(st, seat)}'s request to {describe(st, move)}")
    stage = t["stage"]
    if stage == "reinforce":
        new = plural(t["left"], "new army")
        return Ask(seat, "reinforce", f"your turn: place your {new} on territories free of {noun} (`place 2 ural`), "
                   "or `place auto`.", f"place {new}")
    if stage == "move":
        return Ask(seat, "move", _move_text(st), "move armies")
    if stage == "combat":
        owed = turn.owed(st, seat)
        must = f" You must fight at least one round in {names(owed)}." if owed else ""
        return Ask(seat, "combat", f"combat: fight up to {ROUNDS_PER_TERRITORY} rounds in each territory you share "
                   f"with {noun} (`attack 2 ukraine`).{must}" + ("" if owed else " Or `done`."), f"fight the {noun}")
    return Ask(seat, "end", "end of your turn: " + "; ".join(
        a.label for a in current(st).end_actions(st, seat, t["used"])) + ", or `done`.", "finish their turn")


def _move_text(st: State) -> str:
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


# --- legal actions ------------------------------------------------------------------------------------


def legal(st: State, seat: int) -> list[Action]:
    ask = next((a for a in open_asks(st) if a.seat == seat), None)
    return [] if ask is None else BUILDERS[ask.kind](st, seat)


def _draft(st: State, seat: int) -> list[Action]:
    return [Action("pick auto", "Pick for me"), *(Action(f"pick {c}", f"Pick {name(c)}") for c in free_territories(st))]


def _place_counts(left: int, room: dict[str, int], verb_label: str) -> list[Action]:
    actions = [Action("place auto", f"Spread all {left} for me")]
    for code, space in room.items():  # every count that fits: what can be typed can be picked
        actions += [Action(f"place {n} {code}", f"{verb_label} {n} in {name(code)}")
                    for n in range(1, min(space, left) + 1)]
    return actions


def _place(st: State, seat: int) -> list[Action]:
    return _place_counts(st["placing"][seat], setup_room(st, seat), "Place")


def _reinforce(st: State, seat: int) -> list[Action]:
    left = turn_of(st)["left"]
    return _place_counts(left, {c: left for c in new_army_targets(st, seat)}, "Place")


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
    scenario, fought = current(st), turn_of(st)["fought"]
    word = scenario.fight_word(st)
    actions = []
    for code in turn.fightable(st, seat):
        forces = f"you {own(st, code, seat)}, {scenario.noun} {apoc(st, code)}"
        actions += [Action(f"attack {r} {code}", f"{word} in {name(code)}, {plural(r, 'round')} "
                           f"({forces})") for r in range(1, ROUNDS_PER_TERRITORY - fought.get(code, 0) + 1)]
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


BUILDERS = {
    "draft": _draft,
    "place": _place,
    "reinforce": _reinforce,
    "move": _move,
    "combat": _combat,
    "end": _end,
    "permission": _permission,
    "quarantine": _quarantine,
}
