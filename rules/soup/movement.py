"""An amoeba's own move, or its escape from an attack: what it costs, the direction rolled on
the compass die (two dice with Movement I) or chosen (Movement II), and a second move (Speed).
Each step it takes is a task of its own, in steps.py."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.data import BLOCKER, COMPASS_DIE, DIR_WORD, DIRS, NEIGHBOUR
from rules.soup.state import (
    Ask,
    State,
    Task,
    _amoeba,
    _aname,
    _has,
    _name,
    _pop,
    _push,
    _roll,
    _touch,
)
from rules.soup.steps import _step_task


def _open_dirs(sq: str) -> list[str]:
    return [d for d in DIRS if NEIGHBOUR[sq][d] is not None]


def _move_cost(st: State, seat: int) -> int:
    return 0 if _has(st, seat, "streamlining") else 1


def _can_move(st: State, seat: int) -> bool:
    return st["bp"][seat] >= _move_cost(st, seat)


def _move_price(st: State, seat: int) -> str:
    cost = _move_cost(st, seat)
    return f"{cost} BP" if cost else "free"


def _movement_task(seat: int, num: int, kind: str, words: list[str]) -> Task:
    """An amoeba's own movement (a move, or an escape): the direction if the player named one
    (`move n`, with Movement II), else rolled when the task runs."""
    return {
        "t": "move",
        "seat": seat,
        "num": num,
        "kind": kind,
        "count": 1,
        "stage": "go",
        "dir": words[1] if len(words) > 1 else None,
        "opts": [],
    }


def _rolled_options(st: State, seat: int, num: int, dice: list[int], ev: list[Event]) -> list[str]:
    sq = st["amoebas"][seat][num - 1]["sq"]
    found: set[str] = set()
    for value in dice:
        face = COMPASS_DIE[value]
        if face == "stay":
            found.add("none")
        elif face == "choice":
            found.update(_open_dirs(sq))
        elif NEIGHBOUR[sq][face] is None:
            found.add("none")
            outcome = "that die offers only staying put" if len(dice) > 1 else "it stays put"
            ev.append(
                Event(
                    "blocked",
                    f"{value} points {DIR_WORD[face]}, but {BLOCKER[sq][face]} is in the way of "
                    f"{_aname(st, seat, num)}: {outcome}.",
                )
            )
        else:
            found.add(face)
    return [d for d in (*DIRS, "none") if d in found]


def _run_move(st: State, task: Task, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = _amoeba(st, seat, num)
    if a is None:
        return _pop(st)
    stage = task["stage"]
    if stage == "go":
        if _has(st, seat, "movement-2"):
            if task["dir"]:
                d = task["dir"]
                task["dir"] = None
                return _execute_move(st, task, d, ev)
            task["opts"] = _open_dirs(a["sq"])
            task["stage"] = "pick"
            return False
        count = 2 if _has(st, seat, "movement-1") else 1
        dice = _roll(st, count)
        faces = ", ".join(f"{v} ({_face_word(v)})" for v in dice)
        ev.append(
            Event(
                "roll",
                f"{_name(st, seat)} rolls {' and '.join(map(str, dice))} for amoeba {num}: {faces}.",
                {"seat": seat, "amoeba": num, "dice": dice, "purpose": task["kind"]},
            )
        )
        task["opts"] = _rolled_options(st, seat, num, dice, ev)
        if len(task["opts"]) == 1:
            return _execute_move(st, task, task["opts"][0], ev)
        task["stage"] = "pick"
        return True
    if stage == "again":
        if _has(st, seat, "speed") and task["count"] == 1:
            task["stage"] = "again?"
            return True
        return _pop(st)
    return True  # pick, again?


def _face_word(value: int) -> str:
    face = COMPASS_DIE[value]
    return {"stay": "no move", "choice": "free choice"}.get(face, DIR_WORD.get(face, face))


def _execute_move(st: State, task: Task, d: str, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    task["stage"] = "again"
    if d == "none":
        sq = st["amoebas"][seat][num - 1]["sq"]
        _touch(st, sq)
        ev.append(Event("stay", f"{_aname(st, seat, num)} stays on {sq}.", {"seat": seat, "amoeba": num, "sq": sq}))
        return False
    verb = "escapes" if task["kind"] == "escape" else "moves"
    return _push(st, _step_task(st, seat, num, d, verb, ride=task["kind"] == "move"))


def _ask_move(st: State, task: Task) -> Ask:
    seat, num = task["seat"], task["num"]
    sq = st["amoebas"][seat][num - 1]["sq"]
    if task["stage"] == "pick":
        acts = []
        for d in task["opts"]:
            if d == "none":
                acts.append(Action("dir none", f"Stay on {sq}"))
            else:
                acts.append(Action(f"dir {d}", f"Go {DIR_WORD[d]} to {NEIGHBOUR[sq][d]}"))
        what = "escape" if task["kind"] == "escape" else "move"
        return seat, "direction", f"which way does amoeba {num} {what} from {sq}?", acts
    # again?
    if _has(st, seat, "movement-2"):
        acts = [Action(f"move {d}", f"Move again {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} (free)") for d in _open_dirs(sq)]
    else:
        acts = [Action("move", "Move again: roll (free, Speed)")]
    acts.append(Action("stop", f"Stop on {sq}", "no"))
    return seat, "again", f"amoeba {num} is on {sq}. Move a second time (Speed)?", acts


def _ans_move(st: State, task: Task, seat: int, words: list[str], ev: list[Event]) -> None:
    if task["stage"] == "pick":
        _execute_move(st, task, words[1], ev)
        return
    if words[0] == "stop":
        _pop(st)
        return
    task["count"] = 2
    task["stage"] = "go"
    task["dir"] = words[1] if len(words) > 1 else None
    ev.append(Event("move", f"{_aname(st, seat, task['num'])} moves a second time (Speed)."))
