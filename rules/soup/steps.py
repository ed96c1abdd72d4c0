"""One step of an amoeba to the next space, by drift, move or escape: the amoebas on the space it
leaves may hold on and go along (Holding, on a drift or a move), and every amoeba going may take
cubes along (Tentacle)."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event
from rules.phrases import Phrase
from rules.soup.data import DIR_WORD, MAX_AMOEBAS, NEIGHBOUR
from rules.soup.state import (
    AmoebaRef,
    Ask,
    Carried,
    CubeCounts,
    State,
    StepTask,
    amoeba,
    amoeba_name,
    cube_counts,
    cubes_notation,
    cubes_text,
    fewest_cubes_first,
    find_amoeba,
    has_gene,
    highlight_spaces,
    player_count,
    pop_task,
    seats_lowest_on_ladder_first,
)
from rules.soup.words import direction_words, label


def step_task(st: State, seat: int, num: int, d: str, verb: str, ride: bool) -> StepTask:
    sq = amoeba(st, seat, num)["space"]
    to = NEIGHBOUR[sq][d]
    assert to is not None, f"a step {DIR_WORD[d]} from {sq}"
    return {
        "type": "step",
        "seat": seat,
        "number": num,
        "direction": d,  # the direction
        "from": sq,
        "to": to,
        "verb": verb,
        "ride": ride,  # amoebas with Holding may go along (a drift or a move, not an escape)
        "stage": "carry",
        "carry": [],  # [seat, number, cube counts] of every amoeba taking cubes along (Tentacle)
        "holders": None,  # [seat, number] of the amoebas with Holding still to be asked
        "asked": None,  # [seat, number] of the amoeba being asked now
        "followers": [],  # [seat, number] of the amoebas going along (Holding)
    }


def carry_limit(st: State) -> int:
    return 2 if player_count(st) == 3 else 3


def carry_refusal(st: State, task: StepTask, tail: str) -> str:
    """Why a typed `carry …` is not among the loads offered: the limit and the cubes on the space."""
    return f"{say('soup-carry-at-most', limit=carry_limit(st), square=task['from'])}{tail}"


def _carried(entry: Carried) -> tuple[int, int, CubeCounts]:
    """(seat, number, cube counts) of an amoeba taking cubes along."""
    seat, num, counts = entry
    assert isinstance(seat, int) and isinstance(num, int) and isinstance(counts, list)
    return seat, num, counts


def _asked(task: StepTask) -> AmoebaRef:
    """The amoeba with Holding asked now, in the stages that ask it ("follow", "follower_carry")."""
    asked = task["asked"]
    assert asked is not None, "a step asks nobody"
    return asked


def _available_cubes(task: StepTask, st: State) -> list[int]:
    available = list(st["cubes"][task["from"]])
    for entry in task["carry"]:
        counts = _carried(entry)[2]
        for c in range(4):
            available[c] -= counts[c]
    return available


def _carry_options(available: list[int], limit: int) -> list[tuple[int, ...]]:
    options: list[tuple[int, ...]] = []
    for a in range(min(available[0], limit) + 1):
        for b in range(min(available[1], limit - a) + 1):
            for c in range(min(available[2], limit - a - b) + 1):
                for d in range(min(available[3], limit - a - b - c) + 1):
                    options.append((a, b, c, d))
    options.sort(key=fewest_cubes_first)
    return options


def run_step(st: State, task: StepTask, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["number"]
    if find_amoeba(st, seat, num) is None:
        return pop_task(st)
    stage = task["stage"]
    if stage == "carry":
        if has_gene(st, seat, "tentacle") and sum(_available_cubes(task, st)) > 0:
            return True
        task["stage"] = "hold"
        return False
    if stage == "hold":
        if not task["ride"]:
            task["stage"] = "go"
            return False
        if task["holders"] is None:
            task["holders"] = [
                [s, n]
                for s in seats_lowest_on_ladder_first(st)
                for n in range(1, MAX_AMOEBAS + 1)
                if (s, n) != (seat, num)
                and has_gene(st, s, "holding")
                and (a := find_amoeba(st, s, n)) is not None
                and a["space"] == task["from"]
            ]
        while task["holders"]:
            s, n = task["holders"].pop(0)
            a = find_amoeba(st, s, n)
            if a is not None and a["space"] == task["from"] and not st["resigned"][s]:
                task["asked"] = [s, n]
                task["stage"] = "follow"
                return True
        task["stage"] = "go"
        return False
    if stage == "go":
        _do_step(st, task, ev)
        return pop_task(st)
    return True  # follow, follower_carry


def _do_step(st: State, task: StepTask, ev: list[Event]) -> None:
    seat, num, src, dst = task["seat"], task["number"], task["from"], task["to"]
    amoeba(st, seat, num)["space"] = dst
    highlight_spaces(st, src, dst)
    ev.append(
        Event(
            "step",
            Phrase.of("soup-step", amoeba=amoeba_name(st, seat, num, first=True), verb=task["verb"],
                      direction=direction_words(task["direction"]), source=src, target=dst),
            {"seat": seat, "amoeba": num, "from": src, "to": dst},
        )
    )
    for s, n in task["followers"]:
        a = find_amoeba(st, s, n)
        if a is not None and a["space"] == src:
            a["space"] = dst
            ev.append(Event("follow", Phrase.of("soup-follows", amoeba=amoeba_name(st, s, n, first=True), square=dst)))
    for entry in task["carry"]:
        s, n, counts = _carried(entry)
        if sum(counts) == 0:
            continue
        for c in range(4):
            st["cubes"][src][c] -= counts[c]
            st["cubes"][dst][c] += counts[c]
        ev.append(
            Event(
                "carry",
                Phrase.of("soup-carries", amoeba=amoeba_name(st, s, n, first=True), cubes=cubes_text(counts),
                          source=src, target=dst),
                {"from": src, "to": dst, "cubes": list(counts)},
            )
        )


def ask_step(st: State, task: StepTask) -> Ask:
    stage = task["stage"]
    if stage == "follow":
        s, n = _asked(task)
        mover = amoeba_name(st, task["seat"], task["number"], first=True)
        acts = [
            Action("follow", Phrase.of("soup-follow-label", number=n, square=task["to"]), "yes"),
            Action("decline", Phrase.of("soup-stay-behind-label", number=n, square=task["from"]), "no"),
        ]
        text = Phrase.of("soup-follow-prompt", amoeba=mover, source=task["from"], target=task["to"], number=n)
        return s, "follow", text, acts
    s, n = (task["seat"], task["number"]) if stage == "carry" else _asked(task)
    available = _available_cubes(task, st)
    acts = []
    for counts in _carry_options(available, carry_limit(st)):
        if sum(counts) == 0:
            acts.append(Action("carry none", Phrase.of("soup-carry-nothing-label")))
        else:
            acts.append(Action(f"carry {cubes_notation(counts)}",
                               label(Phrase.of("soup-carry-label", cubes=cubes_text(counts)))))
    text = Phrase.of("soup-carry-prompt", number=n, source=task["from"], target=task["to"], limit=carry_limit(st),
                     cubes=cubes_text(available))
    return s, "carry", text, acts


def answer_step(st: State, task: StepTask, seat: int, words: list[str], ev: list[Event]) -> None:
    stage = task["stage"]
    if stage == "follow":
        if words[0] == "follow":
            s = _asked(task)[0]
            task["followers"].append(_asked(task))
            if has_gene(st, s, "tentacle") and sum(_available_cubes(task, st)) > 0:
                task["stage"] = "follower_carry"
                return
        task["asked"] = None
        task["stage"] = "hold"
        return
    counts = [0, 0, 0, 0] if words[1] == "none" else cube_counts(words[1:])
    s, n = (task["seat"], task["number"]) if stage == "carry" else _asked(task)
    task["carry"].append([s, n, counts])
    task["asked"] = None
    task["stage"] = "hold"
