"""What the game asks, and of whom: the decisions owed (a seat each), every prompt's wording, and
its legal actions (the buttons, select menus and autocomplete choices), labelled with full
territory names. The stage kinds (stages.py) read their text, task and actions from here."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from rules.apocalyte import apocalytes, turn
from rules.apocalyte.movement import Route, carry_choices, describe, movable, routes, sources
from rules.apocalyte.placement import Refusal, extra_why, new_army_why
from rules.apocalyte.scenarios import current
from rules.apocalyte.setup import free_territories
from rules.apocalyte.state import (
    ROUNDS_PER_TERRITORY,
    State,
    apoc,
    arrival_of,
    draft_of,
    held_by,
    own,
    plan_of,
    request_of,
    turn_of,
    who,
)
from rules.apocalyte.words import armies, noun, place, places, supplies
from rules.base import BACK, Action
from rules.phrases import SEMICOLON, Phrase, Said, joined, words_from_json

COUNTS_LISTED = 100  # a movement of more armies lists 1–99 and the largest count (any count may be typed)

Wording = Callable[[State, int], Said]  # a prompt's text or task, from the state and the seat asked


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


def _draft_text(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-draft-prompt")


def _place_text(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-place-prompt", count=st["placing"][seat])


def _place_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-place-task", count=st["placing"][seat])


def _quarantine_text(st: State, seat: int) -> Said:
    pending = arrival_of(st)
    return Phrase.of("apocalyte-quarantine-prompt", noun=noun(st["scenario"] or ""), **{
        "from": place(pending["src"]), "to": place(pending["dst"])})


def _quarantine_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-quarantine-task", place=place(arrival_of(st)["dst"]))


def _permission_text(st: State, seat: int) -> Said:
    reasons = joined(*(words_from_json(reason) for reason in request_of(st)["reasons"][str(seat)]), between=SEMICOLON)
    return Phrase.of("apocalyte-permission-prompt", name=who(st, turn_of(st)["seat"]), reasons=reasons)


def _permission_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-permission-task", name=who(st, turn_of(st)["seat"]),
                     move=describe(st, turn.requested_move(st)))


def _reinforce_text(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-reinforce-prompt", count=turn_of(st)["left"], noun=noun(st["scenario"] or ""))


def _reinforce_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-reinforce-task", count=turn_of(st)["left"])


def _move_text(st: State, seat: int) -> Said:
    stage = turn.plan_stage(st)
    if stage == "source":
        return Phrase.of("apocalyte-move-source-prompt", number=turn_of(st)["moves"] + 1)
    plan = plan_of(st)
    if stage == "route":
        return Phrase.of("apocalyte-move-route-prompt", place=place(plan["src"]))
    route = turn.plan_route(plan)
    if stage == "count":
        return Phrase.of("apocalyte-move-count-prompt", route=route.words())
    return Phrase.of("apocalyte-move-carry-prompt", armies=armies(plan["count"]), place=place(route.src))


def _move_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-move-task")


def _combat_text(st: State, seat: int) -> Said:
    owed = turn.owed(st, seat)
    asked = Phrase.of("apocalyte-combat-prompt", rounds=ROUNDS_PER_TERRITORY, noun=noun(st["scenario"] or ""))
    then = Phrase.of("apocalyte-combat-owed", places=places(owed)) if owed else Phrase.of("apocalyte-combat-or-done")
    return joined(asked, then)


def _combat_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-combat-task", noun=noun(st["scenario"] or ""))


def _end_text(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-end-prompt", actions=joined(
        *(a.label_words for a in current(st).end_actions(st, seat, turn_of(st)["used"])), between=SEMICOLON))


def _draft_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-draft-task")


def _end_task(st: State, seat: int) -> Said:
    return Phrase.of("apocalyte-end-task")


# each kind's text to the player and task for the others
WORDING: dict[str, tuple[Wording, Wording]] = {
    "draft": (_draft_text, _draft_task),
    "place": (_place_text, _place_task),
    "quarantine": (_quarantine_text, _quarantine_task),
    "permission": (_permission_text, _permission_task),
    "reinforce": (_reinforce_text, _reinforce_task),
    "move": (_move_text, _move_task),
    "combat": (_combat_text, _combat_task),
    "end": (_end_text, _end_task),
}


# --- legal actions ------------------------------------------------------------------------------------


def _draft(st: State, seat: int) -> list[Action]:
    return [Action("pick auto", Phrase.of("apocalyte-label-pick-auto")),
            *(Action(f"pick {c}", Phrase.of("apocalyte-label-pick", place=place(c))) for c in free_territories(st))]


def _place_counts(st: State, seat: int, left: int, refusal: Refusal) -> list[Action]:
    """`place auto`, and every count on every territory of the seat's that the placing's check allows:
    what can be typed can be picked."""
    return [Action("place auto", Phrase.of("apocalyte-label-place-auto", count=left)),
            *(Action(f"place {n} {code}", Phrase.of("apocalyte-label-place", count=n, place=place(code)))
              for code in held_by(st, seat) for n in range(1, left + 1) if refusal(st, seat, code, n) is None)]


def _place(st: State, seat: int) -> list[Action]:
    return _place_counts(st, seat, st["placing"][seat], extra_why)


def _reinforce(st: State, seat: int) -> list[Action]:
    return _place_counts(st, seat, turn_of(st)["left"], new_army_why)


def _move(st: State, seat: int) -> list[Action]:
    stage = turn.plan_stage(st)
    back = Action(BACK, Phrase.of("apocalyte-label-back"), "no")
    if stage == "source":
        return [*(Action(f"move {c}", Phrase.of("apocalyte-label-move-from", place=place(c),
                                                armies=armies(own(st, c, seat))))
                  for c in sources(st, seat, turn.moves_left(st))),
                Action("done", Phrase.of("apocalyte-label-moves-done"))]
    plan = plan_of(st)
    if stage == "route":
        refused = turn_of(st)["refused"]
        found = [r for r in routes(st, seat, plan["src"], turn.moves_left(st)) if [r.src, r.dst] not in refused]
        return [*(Action("move " + " ".join(r.path), _route_label(r)) for r in found), back]
    route = turn.plan_route(plan)
    if stage == "count":
        most = movable(st, seat, route.src)
        counts = list(range(1, most + 1)) if most <= COUNTS_LISTED else [*range(1, COUNTS_LISTED), most]
        path = " ".join(route.path)
        return [*(Action(f"move {n} {path}", Phrase.of("apocalyte-label-move-count", armies=armies(n)))
                  for n in counts), back]
    return [*(Action(f"carry {k}", Phrase.of("apocalyte-label-carry", supplies=supplies(k)) if k
                     else Phrase.of("apocalyte-label-carry-none"))
              for k in carry_choices(st, seat, route)), back]


def _route_label(route: Route) -> Phrase:
    ends = {"from": place(route.src), "to": place(route.dst)}
    if route.via:
        return Phrase.of("apocalyte-label-route-through", via=place(route.via), **ends)
    return Phrase.of("apocalyte-label-route", **ends)


def _combat(st: State, seat: int) -> list[Action]:
    scenario = current(st)
    word = scenario.fight_word(st)
    actions = []
    for code in turn.fightable(st, seat):
        actions += [Action(f"attack {r} {code}", Phrase.of(
                        "apocalyte-label-fight", word=word, place=place(code), rounds=r, armies=own(st, code, seat),
                        noun=noun(scenario.key), apocalytes=apoc(st, code)))
                    for r in range(1, ROUNDS_PER_TERRITORY + 1) if turn.fight_why(st, seat, code, r) is None]
    if not turn.owed(st, seat):
        actions.append(Action("done", Phrase.of("apocalyte-label-fights-done")))
    return actions


def _end(st: State, seat: int) -> list[Action]:
    return [*current(st).end_actions(st, seat, turn_of(st)["used"]),
            Action("done", Phrase.of("apocalyte-label-end-turn"))]


def _permission(st: State, seat: int) -> list[Action]:
    return [Action("allow", Phrase.of("apocalyte-label-allow"), "yes"),
            Action("refuse", Phrase.of("apocalyte-label-refuse"), "no")]


def _quarantine(st: State, seat: int) -> list[Action]:
    return [Action("quarantine yes", Phrase.of("apocalyte-label-quarantine"), "yes"),
            Action("quarantine no", Phrase.of("apocalyte-label-let-in"), "no")]


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
