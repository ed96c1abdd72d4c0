"""Phase 5, after the natural deaths: each tribe with Aggression may attack once a round
(the attack itself is resolved in attacks.py)."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.attacks import _aggression_pairs, _attack_task
from rules.soup.state import COLOUR_INDEX, SEAT_COLOURS, Ask, State, Task, _aname, _has, _pay, _pop, _push


def _run_aggr(st: State, task: Task, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        if (
            _has(st, seat, "aggression")
            and not st["used"][seat]["aggression"]
            and st["bp"][seat] >= 1
            and _aggression_pairs(st, seat)
        ):
            return True
        queue.pop(0)
    return _pop(st)


def _ask_aggr(st: State, task: Task) -> Ask:
    seat = task["queue"][0]
    acts = [
        Action(
            f"attack {SEAT_COLOURS[s]} {n} with {m}",
            f"Amoeba {m} attacks {_aname(st, s, n)} on {st['amoebas'][s][n - 1]['sq']} (1 BP)"[:80],
            "yes",
        )
        for (s, n), m in _aggression_pairs(st, seat)
    ]
    acts.append(Action("decline", "No attack this round", "no"))
    return seat, "aggress", "attack with Aggression (1 BP, once a round)?", acts


def _ans_aggr(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    task["queue"].pop(0)
    if words[0] == "decline":
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    own = int(words[4])
    _pay(st, seat, 1)
    st["used"][seat]["aggression"] = True
    ev.append(
        Event(
            "attack",
            f"{_aname(st, seat, own)} pays 1 BP and attacks {_aname(st, *target)} (Aggression).",
            {"seat": seat, "amoeba": own, "target": list(target)},
        )
    )
    _push(st, _attack_task(st, 5, (seat, own), target))
