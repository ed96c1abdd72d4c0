"""Attacks: Struggle for Survival (phase 1) and Aggression (phase 5). The defender may react
(Defense, Escape), fights are rolled, and Persistence grants a second fight or a second attack.
Choosing an Aggression attack is phase 5's own task, in aggression.py."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.data import DIR_WORD, NEIGHBOUR
from rules.soup.deaths import _natural_deaths, _remove_amoeba
from rules.soup.feeding import _starve
from rules.soup.movement import _can_move, _move_cost, _move_price, _movement_task, _open_dirs
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    Ask,
    State,
    Task,
    _amoeba,
    _aname,
    _at,
    _has,
    _living,
    _name,
    _option,
    _pay,
    _pop,
    _push,
    _roll,
    _touch,
)


def _sfs_targets(st: State, seat: int, num: int) -> list[tuple[int, int]]:
    a = _amoeba(st, seat, num)
    if a is None:
        return []
    return [(s, n) for s, n in _at(st, a["sq"]) if (s, n) != (seat, num) and not _has(st, s, "armor")]


def _aggression_pairs(st: State, seat: int) -> list[tuple[tuple[int, int], int]]:
    """((target seat, target number), own attacking amoeba) for Aggression."""
    pairs = []
    for num, a in _living(st, seat):
        for s, n in _at(st, a["sq"]):
            if s != seat:
                pairs.append(((s, n), num))
    return pairs


def _reactions(st: State, task: Task) -> list[str]:
    dseat, _dnum = task["def"]
    per_attack = _option(st, "reactions") == "attack"
    found = []
    used = st["used"][dseat]
    fresh = {gene: per_attack or not used[gene] for gene in ("defense", "escape")}
    if _has(st, dseat, "defense") and st["bp"][dseat] >= 1 and "defend" not in task["tried"] and fresh["defense"]:
        found.append("defend")
    if _has(st, dseat, "escape") and _can_move(st, dseat) and "escape" not in task["tried"] and fresh["escape"]:
        found.append("escape")
    return found


def _attack_word(task: Task) -> str:
    return "Struggle for Survival" if task["phase"] == 1 else "Aggression"


def _attack_task(st: State, phase: int, att: tuple[int, int], target: tuple[int, int]) -> Task:
    return {
        "t": "attack",
        "phase": phase,
        "att": list(att),
        "def": list(target),
        "sq": st["amoebas"][att[0]][att[1] - 1]["sq"],
        "stage": "react",
        "tried": [],
        "pdef": False,
        "retry": False,
        "why": "",
    }


def _run_attack(st: State, task: Task, ev: list[Event]) -> bool:
    att = _amoeba(st, *task["att"])
    dfd = _amoeba(st, *task["def"])
    if att is None or dfd is None:
        return _pop(st)
    _touch(st, task["sq"])
    stage = task["stage"]
    if stage == "react":
        if _reactions(st, task):
            return True
        return _attack_succeeds(st, task, ev)
    if stage == "fight":
        aseat, dseat = task["att"][0], task["def"][0]
        while True:
            dice = _roll(st, 2)
            ev.append(
                Event(
                    "roll",
                    f"Fight on {task['sq']}: {_name(st, aseat)} (attacker) rolls {dice[0]}, "
                    f"{_name(st, dseat)} (defender) rolls {dice[1]}"
                    + (" — a tie, roll again." if dice[0] == dice[1] else "."),
                    {"dice": dice, "purpose": "fight", "attacker": aseat, "defender": dseat},
                )
            )
            if dice[0] != dice[1]:
                break
        if dice[1] > dice[0]:
            ev.append(Event("fight", f"{_aname(st, *task['def'])} wins the fight."))
            return _attack_fails(st, task, "fight", ev)
        ev.append(Event("fight", f"{_aname(st, *task['att'])} wins the fight."))
        if _has(st, dseat, "persistence") and not task["pdef"]:
            task["stage"] = "persist"
            return True
        task["stage"] = "react"
        return False
    if stage == "escaped":
        if dfd["sq"] != task["sq"]:
            ev.append(Event("escape", f"{_aname(st, *task['def'])} has escaped to {dfd['sq']}."))
            return _attack_fails(st, task, "escaped", ev)
        ev.append(Event("escape", f"{_aname(st, *task['def'])} is still on {task['sq']}: the escape failed."))
        task["stage"] = "react"
        return False
    return True  # persist, retry


def _retry_targets(st: State, task: Task) -> list[tuple[tuple[int, int], int]]:
    aseat, anum = task["att"]
    if task["phase"] == 1:
        return [(t, anum) for t in _sfs_targets(st, aseat, anum)]
    return _aggression_pairs(st, aseat)


def _attack_fails(st: State, task: Task, why: str, ev: list[Event]) -> bool:
    task["why"] = why
    aseat = task["att"][0]
    if _has(st, aseat, "persistence") and not task["retry"] and _retry_targets(st, task):
        task["stage"] = "retry"
        return False
    return _finish_failed_attack(st, task, ev)


def _finish_failed_attack(st: State, task: Task, ev: list[Event]) -> bool:
    aseat, anum = task["att"]
    if task["phase"] == 1:
        _starve(st, aseat, anum, ev, "gets nothing from its attack")
    elif task["why"] == "fight":
        _starve(st, aseat, anum, ev, "loses the fight")
        _natural_deaths(st, ev)
    return _pop(st)


def _attack_succeeds(st: State, task: Task, ev: list[Event]) -> bool:
    aseat, anum = task["att"]
    dseat, dnum = task["def"]
    sq = st["amoebas"][dseat][dnum - 1]["sq"]
    if task["phase"] == 1:
        _remove_amoeba(
            st,
            dseat,
            dnum,
            1,
            ev,
            f"{_aname(st, aseat, anum)} eats {_aname(st, dseat, dnum)} on {sq}: a violent death, and no excretion.",
        )
    elif _has(st, dseat, "armor"):
        a = st["amoebas"][dseat][dnum - 1]
        a["dp"] += 1
        _touch(st, a["sq"])
        ev.append(
            Event(
                "armor",
                f"{_aname(st, dseat, dnum)} survives the attack thanks to Armor but takes 1 damage point "
                f"(now {a['dp']}).",
                {"seat": dseat, "amoeba": dnum, "dp": a["dp"]},
            )
        )
        _natural_deaths(st, ev)
    else:
        _remove_amoeba(st, dseat, dnum, 2, ev, f"{_aname(st, aseat, anum)} kills {_aname(st, dseat, dnum)} on {sq}.")
    return _pop(st)


def _ask_attack(st: State, task: Task) -> Ask:
    stage = task["stage"]
    dseat, dnum = task["def"]
    aseat, anum = task["att"]
    if stage == "react":
        acts = []
        sq = task["sq"]
        price = _move_price(st, dseat)
        for r in _reactions(st, task):
            if r == "defend":
                acts.append(Action("defend", "Defend: fight it out (1 BP)", "yes"))
            elif _has(st, dseat, "movement-2"):
                acts.extend(
                    Action(f"escape {d}", f"Escape {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} ({price})", "yes")
                    for d in _open_dirs(sq)
                )
            else:
                acts.append(Action("escape", f"Escape: move away ({price})", "yes"))
        acts.append(Action("decline", "Do nothing", "no"))
        text = f"{_aname(st, aseat, anum)} attacks your amoeba {dnum} on {sq} ({_attack_word(task)}). Defend or escape?"
        return dseat, "defend", text, acts
    if stage == "persist":
        acts = [Action("fight again", "Fight once more (Persistence, free)", "yes"), Action("decline", "Give up", "no")]
        return (
            dseat,
            "persist",
            f"your amoeba {dnum} lost the fight. Fight again (Persistence)?",
            acts,
        )
    # retry
    acts = []
    for (s, n), m in _retry_targets(st, task):
        if task["phase"] == 1:
            acts.append(Action(f"attack {SEAT_COLOURS[s]} {n}", f"Attack {_aname(st, s, n)} (free)", "yes"))
        else:
            acts.append(
                Action(f"attack {SEAT_COLOURS[s]} {n} with {m}", f"Attack {_aname(st, s, n)} with {m} (free)", "yes")
            )
    acts.append(Action("starve" if task["phase"] == 1 else "decline", "Give up the attack", "no"))
    text = "the attack failed. Try once more, free (Persistence)?"
    return aseat, "retry", text, acts


def _ans_attack(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    stage = task["stage"]
    verb = words[0]
    dseat, dnum = task["def"]
    if stage == "react":
        if verb == "decline":
            ev.append(Event("decline", f"{_name(st, dseat)} does not resist."))
            _attack_succeeds(st, task, ev)
            return
        if verb == "defend":
            _pay(st, dseat, 1)
            st["used"][dseat]["defense"] = True
            task["tried"].append("defend")
            task["stage"] = "fight"
            ev.append(Event("defend", f"{_name(st, dseat)} pays 1 BP: amoeba {dnum} fights back (Defense)."))
            return
        cost = _move_cost(st, dseat)
        _pay(st, dseat, cost)
        st["used"][dseat]["escape"] = True
        task["tried"].append("escape")
        task["stage"] = "escaped"
        paid = f"pays {cost} BP" if cost else "pays nothing (Streamlining)"
        ev.append(Event("escape", f"{_name(st, dseat)} {paid}: amoeba {dnum} tries to escape (Escape)."))
        _push(st, _movement_task(dseat, dnum, "escape", words))
        return
    if stage == "persist":
        if verb == "decline":
            task["stage"] = "react"
        else:
            task["pdef"] = True
            task["stage"] = "fight"
            ev.append(Event("persist", f"{_aname(st, dseat, dnum)} fights once more (Persistence)."))
        return
    # retry
    if verb in ("starve", "decline"):
        _finish_failed_attack(st, task, ev)
        return
    target = [COLOUR_INDEX[words[1]], int(words[2])]
    if len(words) > 4:
        task["att"] = [task["att"][0], int(words[4])]
    task.update(
        {
            "def": target,
            "sq": st["amoebas"][task["att"][0]][task["att"][1] - 1]["sq"],
            "stage": "react",
            "tried": [],
            "pdef": False,
            "retry": True,
        }
    )
    ev.append(
        Event(
            "attack",
            f"{_aname(st, *task['att'])} attacks {_aname(st, *target)} once more (Persistence, free).",
            {"seat": task["att"][0], "amoeba": task["att"][1], "target": target},
        )
    )
