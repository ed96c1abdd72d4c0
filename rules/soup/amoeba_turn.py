"""Phase 1 for one amoeba at a time, each player's in numerical order: drift, move or stay,
then eat — or, finding no meal, attack (Struggle for Survival) or starve."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event
from rules.phrases import Phrase
from rules.soup.attacks import attack_task, struggle_targets
from rules.soup.data import DIRS, NEIGHBOUR
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
    pay_biological_points,
    player_name,
    pop_task,
    push_task,
)
from rules.soup.steps import step_task
from rules.soup.words import blocker_words, direction_words


def run_phase_one(st: State, task: PhaseOneTask, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        for num, a in living_amoebas(st, seat):
            if not a["moved"]:
                a["moved"] = True
                return push_task(st, {"type": "amoeba", "seat": seat, "number": num, "stage": "choose"})
        queue.pop(0)
    return pop_task(st)


def run_amoeba_turn(st: State, task: AmoebaTask, ev: list[Event]) -> bool:
    seat, num = task["seat"], task["number"]
    a = find_amoeba(st, seat, num)
    stage = task["stage"]
    if a is None or stage == "end":
        return pop_task(st)
    if stage == "feed":
        if available_meals(st, seat, num):
            task["stage"] = "eat"
            return True
        if has_gene(st, seat, "struggle") and st["biological_points"][seat] >= 1 and struggle_targets(st, seat, num):
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


def _drift_label(st: State, sq: str) -> Phrase:
    d = current_card(st).drift
    if d is None:
        return Phrase.of("soup-drift-still-label", square=sq)
    target = NEIGHBOUR[sq][d]
    if target is None:
        return Phrase.of("soup-drift-blocked-label", direction=direction_words(d), square=sq)
    return Phrase.of("soup-drift-label", direction=direction_words(d), square=target)


def ask_amoeba_turn(st: State, task: AmoebaTask) -> Ask:
    seat, num = task["seat"], task["number"]
    a = amoeba(st, seat, num)
    sq = a["space"]
    stage = task["stage"]
    if stage == "choose":
        acts = [Action("drift", _drift_label(st, sq))]
        price = move_price_text(st, seat)
        if can_afford_move(st, seat):
            if has_gene(st, seat, "movement-2"):
                acts.extend(
                    Action(f"move {d}", Phrase.of("soup-move-label", direction=direction_words(d),
                                                  square=str(NEIGHBOUR[sq][d]), price=price))
                    for d in open_directions(sq)
                )
            else:
                dice = "two" if has_gene(st, seat, "movement-1") else "compass"
                acts.append(Action("move", Phrase.of("soup-move-roll-label", dice=dice, price=price)))
        if has_gene(st, seat, "holding"):
            acts.append(Action("stay", Phrase.of("soup-stay-label", square=sq)))
        text = Phrase.of("soup-move-prompt", number=num, square=sq, damage=a["damage"], price=price)
        return seat, "move", text, acts
    if stage == "eat":
        acts = [Action(meal_notation(meal, victim), meal_label(st, meal, victim))
                for meal, victim in available_meals(st, seat, num)]
        text = Phrase.of("soup-feed-prompt", number=num, square=sq, cubes=cubes_text(st["cubes"][sq]))
        return seat, "feed", text, acts
    # attack
    acts = [
        Action(f"attack {SEAT_COLOURS[s]} {n}", Phrase.of("soup-attack-label", amoeba=amoeba_name(st, s, n)), "yes")
        for s, n in struggle_targets(st, seat, num)
    ]
    acts.append(Action("starve", Phrase.of("soup-starve-label", number=num), "no"))
    return seat, "attack", Phrase.of("soup-struggle-prompt", number=num, square=sq), acts


def move_refusal(st: State, seat: int, task: AmoebaTask, words: list[str], allowed: str) -> str | None:
    """Why a typed `move …` or `stay` is refused by the rules the choice above is listed by (the
    price, Movement II, the board's edge, Holding); None where it names none of them."""
    num = task["number"]
    sq = amoeba(st, seat, num)["space"]
    if words[0] == "stay":
        return None if has_gene(st, seat, "holding") else say("soup-stay-needs-holding")
    if words[0] != "move":
        return None
    if not can_afford_move(st, seat):
        return say("soup-move-no-bp", number=num)
    chosen = has_gene(st, seat, "movement-2")
    if chosen and len(words) == 1:
        return say("soup-choose-direction", allowed=allowed)
    if len(words) > 1 and not chosen:
        return say("soup-direction-rolled")
    if len(words) > 1 and words[1] in DIRS and NEIGHBOUR[sq][words[1]] is None:
        return say("soup-cannot-move", number=num, direction=str(direction_words(words[1])),
                   blocker=str(blocker_words(sq, words[1])))
    return None


def answer_amoeba_turn(st: State, task: AmoebaTask, seat: int, words: list[str], ev: list[Event]) -> None:
    num = task["number"]
    a = amoeba(st, seat, num)
    stage = task["stage"]
    verb = words[0]
    if stage == "choose":
        task["stage"] = "feed"
        highlight_spaces(st, a["space"])  # where the amoeba starts; a step adds where it goes
        if verb == "drift":
            d = current_card(st).drift
            if d is None:
                ev.append(Event("drift", Phrase.of("soup-drift-still", amoeba=amoeba_name(st, seat, num, first=True),
                                                   square=a["space"])))
            elif NEIGHBOUR[a["space"]][d] is None:
                ev.append(
                    Event(
                        "drift",
                        Phrase.of("soup-drift-blocked", amoeba=amoeba_name(st, seat, num, first=True),
                                  direction=direction_words(d), blocker=blocker_words(a["space"], d),
                                  square=a["space"]),
                        {"seat": seat, "amoeba": num, "sq": a["space"], "direction": d},
                    )
                )
            else:
                push_task(st, step_task(st, seat, num, d, "drifts", ride=True))
        elif verb == "stay":
            ev.append(Event("stay", Phrase.of("soup-stay", amoeba=amoeba_name(st, seat, num, first=True),
                                              square=a["space"])))
        else:  # move
            cost = move_cost(st, seat)
            pay_biological_points(st, seat, cost)
            ev.append(Event("move", Phrase.of("soup-move", name=player_name(st, seat), cost=cost, number=num),
                            {"seat": seat, "amoeba": num}))
            push_task(st, movement_task(seat, num, "move", words))
        return
    if stage == "eat":
        meal, victim = parse_meal(words)
        eat_meal(st, seat, num, meal, victim, ev)
        task["stage"] = "end"
        return
    # attack stage
    if verb == "starve":
        starve(st, seat, num, ev, "no-attack")
        task["stage"] = "end"
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    pay_biological_points(st, seat, 1)
    highlight_spaces(st, a["space"])
    task["stage"] = "end"
    ev.append(
        Event(
            "attack",
            Phrase.of("soup-struggle-attack", amoeba=amoeba_name(st, seat, num, first=True),
                      target=amoeba_name(st, *target), square=a["space"]),
            {"seat": seat, "amoeba": num, "target": list(target)},
        )
    )
    push_task(st, attack_task(st, 1, (seat, num), target))
