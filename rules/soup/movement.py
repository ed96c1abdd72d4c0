"""An amoeba's own move, or its escape from an attack: what it costs, the direction rolled on
the compass die (two dice with Movement I) or chosen (Movement II), and a second move (Speed).
Each step it takes is a task of its own, in steps.py."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event
from rules.notation import excerpt
from rules.phrases import Phrase
from rules.soup.data import COMPASS_DIE, DIR_WORD, DIRS, NEIGHBOUR
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
from rules.soup.words import blocker_words, direction_words, price_words


def open_directions(sq: str) -> list[str]:
    return [d for d in DIRS if NEIGHBOUR[sq][d] is not None]


def move_cost(st: State, seat: int) -> int:
    return 0 if has_gene(st, seat, "streamlining") else 1


def can_afford_move(st: State, seat: int) -> bool:
    return st["biological_points"][seat] >= move_cost(st, seat)


def move_price_text(st: State, seat: int) -> Phrase:
    return price_words(move_cost(st, seat))


def movement_task(seat: int, num: int, kind: MoveKind, words: list[str]) -> MoveTask:
    """An amoeba's own movement (a move, or an escape): the direction if the player named one
    (`move n`, with Movement II), else rolled when the task runs."""
    return {
        "type": "move",
        "seat": seat,
        "number": num,
        "kind": kind,
        "count": 1,  # 2 on the second move (Speed)
        "stage": "go",
        "direction": words[1] if len(words) > 1 else None,
        "ways": [],  # the directions the dice offer, "none" for staying put
    }


def _rolled_directions(st: State, seat: int, num: int, dice: list[int], ev: list[Event]) -> list[str]:
    sq = amoeba(st, seat, num)["space"]
    found: set[str] = set()
    for value in dice:
        face = COMPASS_DIE[value]
        if face == "stay":
            found.add("none")
        elif face == "choice":
            found.update(open_directions(sq))
        elif NEIGHBOUR[sq][face] is None:
            found.add("none")
            ev.append(
                Event(
                    "blocked",
                    Phrase.of("soup-roll-blocked", value=value, direction=direction_words(face),
                              blocker=blocker_words(sq, face), amoeba=amoeba_name(st, seat, num), dice=len(dice)),
                    {"seat": seat, "amoeba": num, "sq": sq, "die": value, "direction": face},
                )
            )
        else:
            found.add(face)
    return [d for d in (*DIRS, "none") if d in found]


def run_movement(st: State, task: MoveTask, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["number"]
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
            task["ways"] = open_directions(a["space"])
            task["stage"] = "pick"
            return False
        count = 2 if has_gene(st, seat, "movement-1") else 1
        dice = roll_dice(st, count)
        if len(dice) == 1:
            rolled = Phrase.of("soup-move-roll", name=player_name(st, seat), value=dice[0], number=num,
                               face=_face_words(dice[0]))
        else:
            rolled = Phrase.of("soup-move-roll-two", name=player_name(st, seat), first=dice[0], second=dice[1],
                               number=num, first_face=_face_words(dice[0]), second_face=_face_words(dice[1]))
        ev.append(Event("roll", rolled, {"seat": seat, "amoeba": num, "dice": dice, "purpose": task["kind"]}))
        task["ways"] = _rolled_directions(st, seat, num, dice, ev)
        if len(task["ways"]) == 1:
            return _execute_move(st, task, task["ways"][0], ev)
        task["stage"] = "pick"
        return True
    if stage == "again":
        if has_gene(st, seat, "speed") and task["count"] == 1:
            task["stage"] = "offer_again"
            return True
        return pop_task(st)
    return True  # pick, offer_again


def _face_words(value: int) -> Phrase:
    """What a face of the compass die shows: a direction, "no move" or "free choice"."""
    return Phrase.of("soup-compass-face", face=COMPASS_DIE[value])


def _execute_move(st: State, task: MoveTask, d: str, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["number"]
    task["stage"] = "again"
    if d == "none":
        sq = amoeba(st, seat, num)["space"]
        highlight_spaces(st, sq)
        ev.append(Event("stay", Phrase.of("soup-stays", amoeba=amoeba_name(st, seat, num, first=True), square=sq),
                        {"seat": seat, "amoeba": num, "sq": sq}))
        return False
    verb = "escapes" if task["kind"] == "escape" else "moves"
    return push_task(st, step_task(st, seat, num, d, verb, ride=task["kind"] == "move"))


def direction_refusal(st: State, seat: int, task: MoveTask, words: list[str]) -> str:
    """Why a typed answer to "which way does amoeba 3 go" is refused, and the ways the dice offer,
    each as it is typed (`move north`, or `/soup move direction:north`; `stay`)."""
    num = task["number"]
    sq = amoeba(st, seat, num)["space"]
    verb = "escape" if task["kind"] == "escape" else "move"
    ways = task["ways"]  # the ways the choice lists
    offered = [say("soup-way-offered", move=f"{verb} {DIR_WORD[w]}", square=str(NEIGHBOUR[sq][w]))
               for w in ways if w != "none"]
    offered += [say("soup-stay-offered", square=sq)] if "none" in ways else []
    choose = say("soup-ways-offered", number=num, ways=", ".join(offered))
    way = words[1] if len(words) > 1 else None
    if words[:1] in (["dir"], ["move"], ["escape"]) and way in DIRS and NEIGHBOUR[sq][way] is None:
        why = say("soup-cannot-go", number=num, direction=str(direction_words(way)),
                  blocker=str(blocker_words(sq, way)))
    elif words[:1] in (["move"], ["escape"]) and way is None:
        why = say("soup-name-the-way", number=num)
    elif words in (["stay"], ["dir", "none"]):
        why = say("soup-cannot-stay", number=num, square=sq)
    elif words[:1] not in (["dir"], ["move"], ["escape"]):
        why = say("soup-way-left-to-you", move=excerpt(" ".join(words)))
    else:
        why = say("soup-dice-do-not-offer")
    return f"{why} {choose}"


def ask_movement(st: State, task: MoveTask) -> Ask:
    seat, num = task["seat"], task["number"]
    sq = amoeba(st, seat, num)["space"]
    if task["stage"] == "pick":
        acts = []
        for d in task["ways"]:
            if d == "none":
                acts.append(Action("dir none", Phrase.of("soup-stay-on-label", square=sq)))
            else:
                acts.append(Action(f"dir {d}", Phrase.of("soup-go-label", direction=direction_words(d),
                                                         square=str(NEIGHBOUR[sq][d]))))
        text = Phrase.of("soup-which-way-prompt", number=num, kind=task["kind"], square=sq)
        return seat, "direction", text, acts
    # offer_again
    if has_gene(st, seat, "movement-2"):
        acts = [Action(f"move {d}", Phrase.of("soup-move-again-label", direction=direction_words(d),
                                              square=str(NEIGHBOUR[sq][d])))
                for d in open_directions(sq)]
    else:
        acts = [Action("move", Phrase.of("soup-move-again-roll-label"))]
    acts.append(Action("stop", Phrase.of("soup-stop-label", square=sq), "no"))
    return seat, "again", Phrase.of("soup-again-prompt", number=num, square=sq), acts


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
    ev.append(Event("move", Phrase.of("soup-moves-again", amoeba=amoeba_name(st, seat, task["number"], first=True))))
