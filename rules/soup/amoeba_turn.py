"""Phase 1 for one amoeba at a time, each player's in numerical order: drift, move or stay,
then eat — or, finding no meal, attack (Struggle for Survival) or starve."""

from __future__ import annotations

from rules.base import Action, Event
from rules.soup.attacks import attack_task, struggle_targets
from rules.soup.data import BLOCKER, DIR_WORD, DIRS, NEIGHBOUR
from rules.soup.feeding import available_meals, eat_meal, meal_label, meal_notation, parse_meal, starve
from rules.soup.movement import can_afford_move, move_cost, move_price_text, movement_task, open_directions
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    AmoebaTask,
    Ask,
    PhaseOneTask,
    State,
    amoeba,
    amoeba_name,
    cubes_text,
    current_card,
    find_amoeba,
    has_gene,
    highlight_spaces,
    living_amoebas,
    pay_bp,
    player_name,
    pop_task,
    push_task,
)
from rules.soup.steps import step_task


def run_phase_one(st: State, task: PhaseOneTask, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        for num, a in living_amoebas(st, seat):
            if not a["moved"]:
                a["moved"] = True
                return push_task(st, {"type": "amoeba", "seat": seat, "num": num, "stage": "choose"})
        queue.pop(0)
    return pop_task(st)


def run_amoeba_turn(st: State, task: AmoebaTask, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["num"]
    a = find_amoeba(st, seat, num)
    stage = task["stage"]
    if a is None or stage == "end":
        return pop_task(st)
    if stage == "feed":
        if available_meals(st, seat, num):
            task["stage"] = "eat"
            return True
        if has_gene(st, seat, "struggle") and st["bp"][seat] >= 1 and struggle_targets(st, seat, num):
            task["stage"] = "attack"
            return True
        starve(st, seat, num, ev)
        return pop_task(st)
    if (stage == "eat" and not available_meals(st, seat, num)) or (
        stage == "attack" and not struggle_targets(st, seat, num)
    ):
        task["stage"] = "feed"  # a player left the game meanwhile: look again
        return False
    return True  # choose, eat, attack


def _drift_label(st: State, sq: str) -> str:
    d = current_card(st).drift
    if d is None:
        return f"Drift: no current this round, stay on {sq}"
    target = NEIGHBOUR[sq][d]
    if target is None:
        return f"Drift {DIR_WORD[d]}: blocked, stay on {sq}"
    return f"Drift {DIR_WORD[d]} to {target}"


def ask_amoeba_turn(st: State, task: AmoebaTask) -> Ask:
    seat, num = task["seat"], task["num"]
    a = amoeba(st, seat, num)
    sq = a["sq"]
    stage = task["stage"]
    if stage == "choose":
        acts = [Action("drift", _drift_label(st, sq))]
        price = move_price_text(st, seat)
        if can_afford_move(st, seat):
            if has_gene(st, seat, "movement-2"):
                acts.extend(
                    Action(f"move {d}", f"Move {DIR_WORD[d]} to {NEIGHBOUR[sq][d]} ({price})")
                    for d in open_directions(sq)
                )
            else:
                dice = "two dice" if has_gene(st, seat, "movement-1") else "the compass die"
                acts.append(Action("move", f"Move: roll {dice} ({price})"))
        if has_gene(st, seat, "holding"):
            acts.append(Action("stay", f"Stay on {sq} (Holding)"))
        text = f"amoeba {num} on {sq} ({a['dp']} DP) — drift, or move for {price}?"
        return seat, "move", text, acts
    if stage == "eat":
        acts = [Action(meal_notation(v, vic), meal_label(st, v, vic)) for v, vic in available_meals(st, seat, num)]
        text = f"which cubes does amoeba {num} eat on {sq}? (on the space: "
        text += f"{cubes_text(st['cubes'][sq])})"
        return seat, "feed", text, acts
    # attack
    acts = [
        Action(f"attack {SEAT_COLOURS[s]} {n}", f"Attack {amoeba_name(st, s, n)} (1 BP)", "yes")
        for s, n in struggle_targets(st, seat, num)
    ]
    acts.append(Action("starve", f"Starve: amoeba {num} takes 1 damage point", "no"))
    text = f"amoeba {num} finds no meal on {sq}. Attack (Struggle for Survival, 1 BP) or starve?"
    return seat, "attack", text, acts


def move_refusal(st: State, seat: int, task: AmoebaTask, words: list[str], allowed: str) -> str | None:
    """Why a typed `move …` or `stay` is refused by the rules the choice above is listed by (the
    price, Movement II, the board's edge, Holding); None where it names none of them."""
    num = task["num"]
    sq = amoeba(st, seat, num)["sq"]
    if words[0] == "stay":
        return None if has_gene(st, seat, "holding") else "Only a tribe with Holding may stay put instead of drifting."
    if words[0] != "move":
        return None
    if not can_afford_move(st, seat):
        return f"You have no BP: moving amoeba {num} costs 1 BP. Drift instead."
    chosen = has_gene(st, seat, "movement-2")
    if chosen and len(words) == 1:
        return f"With Movement II you choose the direction: {allowed}."
    if len(words) > 1 and not chosen:
        return "Without Movement II the direction is rolled: type `move`."
    if len(words) > 1 and words[1] in DIRS and NEIGHBOUR[sq][words[1]] is None:
        return f"Amoeba {num} cannot move {DIR_WORD[words[1]]}: {BLOCKER[sq][words[1]]} is in the way."
    return None


def answer_amoeba_turn(st: State, task: AmoebaTask, seat: int, words: list[str], ev: list[Event]) -> None:
    num = task["num"]
    a = amoeba(st, seat, num)
    stage = task["stage"]
    verb = words[0]
    if stage == "choose":
        task["stage"] = "feed"
        highlight_spaces(st, a["sq"])  # where the amoeba starts; a step adds where it goes
        if verb == "drift":
            d = current_card(st).drift
            if d is None:
                ev.append(
                    Event("drift", f"{amoeba_name(st, seat, num)} drifts: the water is still, it stays on {a['sq']}.")
                )
            elif NEIGHBOUR[a["sq"]][d] is None:
                ev.append(
                    Event(
                        "drift",
                        f"{amoeba_name(st, seat, num)} cannot drift {DIR_WORD[d]}: "
                        f"{BLOCKER[a['sq']][d]} is in the way — it stays on {a['sq']}.",
                        {"seat": seat, "amoeba": num, "sq": a["sq"], "direction": d},
                    )
                )
            else:
                push_task(st, step_task(st, seat, num, d, "drifts", ride=True))
        elif verb == "stay":
            ev.append(Event("stay", f"{amoeba_name(st, seat, num)} holds on to {a['sq']} (Holding)."))
        else:  # move
            cost = move_cost(st, seat)
            pay_bp(st, seat, cost)
            paid = f"pays {cost} BP to move" if cost else "moves free (Streamlining)"
            ev.append(
                Event("move", f"{player_name(st, seat)} {paid} with amoeba {num}.", {"seat": seat, "amoeba": num})
            )
            push_task(st, movement_task(seat, num, "move", words))
        return
    if stage == "eat":
        vec, victim = parse_meal(words)
        eat_meal(st, seat, num, vec, victim, ev)
        task["stage"] = "end"
        return
    # attack stage
    if verb == "starve":
        starve(st, seat, num, ev, "finds no meal and does not attack")
        task["stage"] = "end"
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    pay_bp(st, seat, 1)
    highlight_spaces(st, a["sq"])
    task["stage"] = "end"
    ev.append(
        Event(
            "attack",
            f"{amoeba_name(st, seat, num)} pays 1 BP and attacks {amoeba_name(st, *target)} on {a['sq']} "
            "(Struggle for Survival).",
            {"seat": seat, "amoeba": num, "target": list(target)},
        )
    )
    push_task(st, attack_task(st, 1, (seat, num), target))
