"""An amoeba's own move, or its escape from an attack: what it costs, the direction rolled on
the compass die (two dice with Movement I) or chosen (Movement II), and a second move (Speed).
Each step it takes is a task of its own, in steps.py."""

from __future__ import annotations

from rules.base import Action, Event
from rules.notation import excerpt
from rules.soup.data import BLOCKER, COMPASS_DIE, DIR_WORD, DIRS, NEIGHBOUR
from rules.soup.state import (
    Ask,
    MoveKind,
    MoveTask,
    State,
    amoeba,
    amoeba_name,
    find_amoeba,
    has_gene,
    highlight_spaces,
    player_name,
    pop_task,
    push_task,
    roll_dice,
)
from rules.soup.steps import step_task


def open_directions(sq: str) -> list[str]:
    return [d for d in DIRS if NEIGHBOUR[sq][d] is not None]


def move_cost(st: State, seat: int) -> int:
    return 0 if has_gene(st, seat, "streamlining") else 1


def can_afford_move(st: State, seat: int) -> bool:
    return st["bp"][seat] >= move_cost(st, seat)


def move_price_text(st: State, seat: int) -> str:
    cost = move_cost(st, seat)
    return f"{cost} BP" if cost else "free"


def movement_task(seat: int, num: int, kind: MoveKind, words: list[str]) -> MoveTask:
    """An amoeba's own movement (a move, or an escape): the direction if the player named one
    (`move n`, with Movement II), else rolled when the task runs."""
    return {
        "type": "move",
        "seat": seat,
        "num": num,
        "kind": kind,
        "count": 1,  # 2 on the second move (Speed)
        "stage": "go",
        "direction": words[1] if len(words) > 1 else None,
        "ways": [],  # the directions the dice offer, "none" for staying put
    }


def _rolled_directions(st: State, seat: int, num: int, dice: list[int], ev: list[Event]) -> list[str]:
    sq = amoeba(st, seat, num)["sq"]
    found: set[str] = set()
    for value in dice:
        face = COMPASS_DIE[value]
        if face == "stay":
            found.add("none")
        elif face == "choice":
            found.update(open_directions(sq))
        elif NEIGHBOUR[sq][face] is None:
            found.add("none")
            outcome = "that die offers only staying put" if len(dice) > 1 else "it stays put"
            ev.append(
                Event(
                    "blocked",
                    f"{value} points {DIR_WORD[face]}, but {BLOCKER[sq][face]} is in the way of "
                    f"{amoeba_name(st, seat, num)}: {outcome}.",
                    {"seat": seat, "amoeba": num, "sq": sq, "die": value, "direction": face},
                )
            )
        else:
            found.add(face)
    return [d for d in (*DIRS, "none") if d in found]


def run_movement(st: State, task: MoveTask, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = find_amoeba(st, seat, num)
    if a is None:
        return pop_task(st)
    stage = task["stage"]
    if stage == "go":
        if has_gene(st, seat, "movement-2"):
            if task["direction"]:
                d = task["direction"]
                task["direction"] = None
                return _execute_move(st, task, d, ev)
            task["ways"] = open_directions(a["sq"])
            task["stage"] = "pick"
            return False
        count = 2 if has_gene(st, seat, "movement-1") else 1
        dice = roll_dice(st, count)
        faces = ", ".join(f"{v} ({_face_word(v)})" for v in dice)
        ev.append(
            Event(
                "roll",
                f"{player_name(st, seat)} rolls {' and '.join(map(str, dice))} for amoeba {num}: {faces}.",
                {"seat": seat, "amoeba": num, "dice": dice, "purpose": task["kind"]},
            )
        )
        task["ways"] = _rolled_directions(st, seat, num, dice, ev)
        if len(task["ways"]) == 1:
            return _execute_move(st, task, task["ways"][0], ev)
        task["stage"] = "pick"
        return True
    if stage == "again":
        if has_gene(st, seat, "speed") and task["count"] == 1:
            task["stage"] = "again?"
            return True
        return pop_task(st)
    return True  # pick, again?


def _face_word(value: int) -> str:
    face = COMPASS_DIE[value]
    return {"stay": "no move", "choice": "free choice"}.get(face, DIR_WORD.get(face, face))


def _execute_move(st: State, task: MoveTask, d: str, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    task["stage"] = "again"
    if d == "none":
        sq = amoeba(st, seat, num)["sq"]
        highlight_spaces(st, sq)
        ev.append(
            Event("stay", f"{amoeba_name(st, seat, num)} stays on {sq}.", {"seat": seat, "amoeba": num, "sq": sq})
        )
        return False
    verb = "escapes" if task["kind"] == "escape" else "moves"
    return push_task(st, step_task(st, seat, num, d, verb, ride=task["kind"] == "move"))


def direction_refusal(st: State, seat: int, task: MoveTask, words: list[str]) -> str:
    """Why a typed answer to "which way does amoeba 3 go" is refused, and the ways the dice offer,
    each as it is typed (`move north`, or `/soup move direction:north`; `stay`)."""
    num = task["num"]
    sq = amoeba(st, seat, num)["sq"]
    verb = "escape" if task["kind"] == "escape" else "move"
    ways = task["ways"]  # the ways the choice lists
    offered = [f"`{verb} {DIR_WORD[w]}` (to {NEIGHBOUR[sq][w]})" for w in ways if w != "none"]
    offered += [f"`stay` (on {sq})"] if "none" in ways else []
    choose = f" Amoeba {num} may go: {', '.join(offered)}."
    way = words[1] if len(words) > 1 else None
    if words[:1] in (["dir"], ["move"], ["escape"]) and way in DIRS and NEIGHBOUR[sq][way] is None:
        return f"Amoeba {num} cannot go {DIR_WORD[way]}: {BLOCKER[sq][way]} is in the way.{choose}"
    if words[:1] in (["move"], ["escape"]) and way is None:
        return f"The dice leave amoeba {num} a choice: name the way.{choose}"
    if words in (["stay"], ["dir", "none"]):
        return f"The dice do not let amoeba {num} stay on {sq}.{choose}"
    if words[:1] not in (["dir"], ["move"], ["escape"]):
        return f"`{excerpt(' '.join(words))}` is not allowed now: the compass die left the way to you.{choose}"
    return f"The dice do not offer that.{choose}"


def ask_movement(st: State, task: MoveTask) -> Ask:
    seat, num = task["seat"], task["num"]
    sq = amoeba(st, seat, num)["sq"]
    if task["stage"] == "pick":
        acts = []
        for d in task["ways"]:
            if d == "none":
                acts.append(Action("dir none", f"Stay on {sq}"))
            else:
                acts.append(Action(f"dir {d}", f"Go {DIR_WORD[d]} to {NEIGHBOUR[sq][d]}"))
        what = "escape" if task["kind"] == "escape" else "move"
        return seat, "direction", f"which way does amoeba {num} {what} from {sq}?", acts
    # again?
    if has_gene(st, seat, "movement-2"):
        acts = [
            Action(f"move {d}", f"Move again {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} (free)") for d in open_directions(sq)
        ]
    else:
        acts = [Action("move", "Move again: roll (free, Speed)")]
    acts.append(Action("stop", f"Stop on {sq}", "no"))
    return seat, "again", f"amoeba {num} is on {sq}. Move a second time (Speed)?", acts


def answer_movement(st: State, task: MoveTask, seat: int, words: list[str], ev: list[Event]) -> None:
    if task["stage"] == "pick":
        _execute_move(st, task, words[1], ev)
        return
    if words[0] == "stop":
        pop_task(st)
        return
    task["count"] = 2
    task["stage"] = "go"
    task["direction"] = words[1] if len(words) > 1 else None
    ev.append(Event("move", f"{amoeba_name(st, seat, task['num'])} moves a second time (Speed)."))
