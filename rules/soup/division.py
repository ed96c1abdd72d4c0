"""Phase 4: each player's income, then cell division: new amoebas for BP, on spaces that border
the tribe (or anywhere, with Spores or a tribe of a single amoeba)."""

from __future__ import annotations

from dataclasses import dataclass

from messages import say
from rules.base import Action, Event
from rules.phrases import Phrase, worded
from rules.soup.data import ADJACENT, DIVISION_COST, DIVISION_RATE_COST, INCOME, MAX_AMOEBAS, SQUARES
from rules.soup.state import (
    Ask,
    DivideTask,
    State,
    add_amoeba,
    amoeba_count,
    has_gene,
    living_amoebas,
    not_a_space,
    option_value,
    pay_biological_points,
    player_name,
    pop_task,
)


def division_cost(st: State, seat: int) -> int:
    return DIVISION_RATE_COST if has_gene(st, seat, "division-rate") else DIVISION_COST


@dataclass(frozen=True)
class _Nursery:
    """What decides where `seat` may place a new amoeba, read once for every space."""

    stopped: str | None  # why no division is possible now (a full tribe, too few BP), None when one is
    own: frozenset[str]  # the spaces their living amoebas hold
    anywhere: bool  # Spores, a lone amoeba, or an empty tribe that option empty_tribe lets start anew


def _nursery(st: State, seat: int) -> _Nursery:
    cost, bp = division_cost(st, seat), st["biological_points"][seat]
    stopped = (say("soup-tribe-full", count=MAX_AMOEBAS) if amoeba_count(st, seat) >= MAX_AMOEBAS
               else say("soup-division-too-dear", bp=bp, cost=cost) if bp < cost else None)
    own = frozenset(a["space"] for _n, a in living_amoebas(st, seat))
    # the lone-amoeba rule counts amoebas: two of them stacked on one space are not alone
    lone = amoeba_count(st, seat) == 1
    anywhere = has_gene(st, seat, "spores") or lone or (not own and option_value(st, "empty_tribe") == "anywhere")
    return _Nursery(stopped, own, anywhere)


def _space_refusal(nursery: _Nursery, sq: str) -> Phrase | None:
    """Why no amoeba may be born on `sq`, as a phrase: worded only when a refusal is shown, since the
    choice's list asks it of every square."""
    if sq in nursery.own:
        return Phrase.of("soup-division-own-space", square=sq)
    if nursery.anywhere:
        return None
    if not nursery.own:
        return Phrase.of("soup-division-no-amoeba")
    return None if any(t in nursery.own for t in ADJACENT[sq]) else Phrase.of("soup-division-not-bordering", square=sq)


def division_refusal(st: State, seat: int, sq: str) -> str | None:
    """Why `seat` cannot divide onto space `sq` now, None when it can: the choice lists the spaces
    this allows, a refused `divide` names what stops it."""
    nursery = _nursery(st, seat)
    refusal = not_a_space(sq) or nursery.stopped or _space_refusal(nursery, sq)
    return None if refusal is None else worded(refusal)


def _division_squares(st: State, seat: int) -> list[str]:
    nursery = _nursery(st, seat)
    if nursery.stopped:
        return []
    return [sq for sq in SQUARES if _space_refusal(nursery, sq) is None]


def run_division(st: State, task: DivideTask, ev: list[Event]) -> bool:
    if not task["queue"]:
        return pop_task(st)
    seat = task["queue"][0]
    if not task["paid"]:
        task["paid"] = True
        st["biological_points"][seat] += INCOME
        ev.append(Event("income", Phrase.of("soup-income", name=player_name(st, seat), income=INCOME,
                                            bp=st["biological_points"][seat])))
    return True


def ask_division(st: State, task: DivideTask) -> Ask:
    seat = task["queue"][0]
    cost = division_cost(st, seat)
    acts = [Action(f"divide {sq}", Phrase.of("soup-divide-label", square=sq, cost=cost))
            for sq in _division_squares(st, seat)]
    acts.append(Action("done", Phrase.of("soup-divide-done-label"), "no"))
    text = Phrase.of("soup-divide-prompt", cost=cost, bp=st["biological_points"][seat], amoebas=amoeba_count(st, seat))
    return seat, "divide", text, acts


def answer_division(st: State, task: DivideTask, seat: int, words: list[str], ev: list[Event]) -> None:
    if words[0] == "done":
        task["queue"].pop(0)
        task["paid"] = False
        return
    sq = words[1]
    cost = division_cost(st, seat)
    pay_biological_points(st, seat, cost)
    num = add_amoeba(st, seat, sq, damage=0, moved=True)
    ev.append(
        Event(
            "divide", Phrase.of("soup-born", name=player_name(st, seat), cost=cost, number=num, square=sq),
            {"seat": seat, "sq": sq},
        )
    )
