"""Phase 1 for one amoeba at a time, each player's in numerical order: drift, move or stay,
then eat — or, finding no meal, attack (Struggle for Survival) or starve."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.attacks import _attack_task, _sfs_targets
from rules.soup.data import BLOCKER, DIR_WORD, NEIGHBOUR
from rules.soup.feeding import _eat, _meal_label, _meal_notation, _meals, _parse_meal, _starve
from rules.soup.movement import _can_move, _move_cost, _move_price, _movement_task, _open_dirs
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    Ask,
    State,
    Task,
    _amoeba,
    _aname,
    _card,
    _cubes_text,
    _has,
    _living,
    _name,
    _pay,
    _pop,
    _push,
    _touch,
)
from rules.soup.steps import _step_task


def _run_p1(st: State, task: Task, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        for num, a in _living(st, seat):
            if not a["moved"]:
                a["moved"] = True
                return _push(st, {"t": "amoeba", "seat": seat, "num": num, "stage": "choose"})
        queue.pop(0)
    return _pop(st)


def _run_amoeba(st: State, task: Task, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = _amoeba(st, seat, num)
    stage = task["stage"]
    if a is None or stage == "end":
        return _pop(st)
    if stage == "feed":
        if _meals(st, seat, num):
            task["stage"] = "eat"
            return True
        if _has(st, seat, "struggle") and st["bp"][seat] >= 1 and _sfs_targets(st, seat, num):
            task["stage"] = "attack"
            return True
        _starve(st, seat, num, ev)
        return _pop(st)
    if (stage == "eat" and not _meals(st, seat, num)) or (stage == "attack" and not _sfs_targets(st, seat, num)):
        task["stage"] = "feed"  # a player left the game meanwhile: look again
        return False
    return True  # choose, eat, attack


def _drift_label(st: State, sq: str) -> str:
    d = _card(st).drift
    if d is None:
        return f"Drift: no current this round, stay on {sq}"
    target = NEIGHBOUR[sq][d]
    if target is None:
        return f"Drift {DIR_WORD[d]}: blocked, stay on {sq}"
    return f"Drift {DIR_WORD[d]} to {target}"


def _ask_amoeba(st: State, task: Task) -> Ask:
    seat, num = task["seat"], task["num"]
    a = st["amoebas"][seat][num - 1]
    sq = a["sq"]
    stage = task["stage"]
    if stage == "choose":
        acts = [Action("drift", _drift_label(st, sq))]
        price = _move_price(st, seat)
        if _can_move(st, seat):
            if _has(st, seat, "movement-2"):
                acts.extend(
                    Action(f"move {d}", f"Move {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} ({price})") for d in _open_dirs(sq)
                )
            else:
                dice = "two dice" if _has(st, seat, "movement-1") else "the compass die"
                acts.append(Action("move", f"Move: roll {dice} ({price})"))
        if _has(st, seat, "holding"):
            acts.append(Action("stay", f"Stay on {sq} (Holding)"))
        text = f"amoeba {num} on {sq} ({a['dp']} DP) — drift, or move for {price}?"
        return seat, "move", text, acts
    if stage == "eat":
        acts = [Action(_meal_notation(v, vic), _meal_label(st, v, vic)) for v, vic in _meals(st, seat, num)]
        text = f"which cubes does amoeba {num} eat on {sq}? (on the space: "
        text += f"{_cubes_text(st['cubes'][sq])})"
        return seat, "feed", text, acts
    # attack
    acts = [
        Action(f"attack {SEAT_COLOURS[s]} {n}", f"Attack {_aname(st, s, n)} (1 BP)", "yes")
        for s, n in _sfs_targets(st, seat, num)
    ]
    acts.append(Action("starve", f"Starve: amoeba {num} takes 1 damage point", "no"))
    text = f"amoeba {num} finds no meal on {sq}. Attack (Struggle for Survival, 1 BP) or starve?"
    return seat, "attack", text, acts


def _ans_amoeba(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    num = task["num"]
    a = st["amoebas"][seat][num - 1]
    stage = task["stage"]
    verb = words[0]
    if stage == "choose":
        task["stage"] = "feed"
        _touch(st, a["sq"])  # where the amoeba starts; a step adds where it goes
        if verb == "drift":
            d = _card(st).drift
            if d is None:
                ev.append(Event("drift", f"{_aname(st, seat, num)} drifts: the water is still, it stays on {a['sq']}."))
            elif NEIGHBOUR[a["sq"]][d] is None:
                ev.append(
                    Event(
                        "drift",
                        f"{_aname(st, seat, num)} cannot drift {DIR_WORD[d]}: {BLOCKER[a['sq']][d]} is in the way — "
                        f"it stays on {a['sq']}.",
                    )
                )
            else:
                _push(st, _step_task(st, seat, num, d, "drifts", ride=True))
        elif verb == "stay":
            ev.append(Event("stay", f"{_aname(st, seat, num)} holds on to {a['sq']} (Holding)."))
        else:  # move
            cost = _move_cost(st, seat)
            _pay(st, seat, cost)
            paid = f"pays {cost} BP to move" if cost else "moves free (Streamlining)"
            ev.append(Event("move", f"{_name(st, seat)} {paid} with amoeba {num}.", {"seat": seat, "amoeba": num}))
            _push(st, _movement_task(seat, num, "move", words))
        return
    if stage == "eat":
        vec, victim = _parse_meal(words)
        _eat(st, seat, num, vec, victim, ev)
        task["stage"] = "end"
        return
    # attack stage
    if verb == "starve":
        _starve(st, seat, num, ev, "finds no meal and does not attack")
        task["stage"] = "end"
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    _pay(st, seat, 1)
    _touch(st, a["sq"])
    task["stage"] = "end"
    ev.append(
        Event(
            "attack",
            f"{_aname(st, seat, num)} pays 1 BP and attacks {_aname(st, *target)} on {a['sq']} "
            "(Struggle for Survival).",
            {"seat": seat, "amoeba": num, "target": list(target)},
        )
    )
    _push(st, _attack_task(st, 1, (seat, num), target))
