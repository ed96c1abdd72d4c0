"""Phase 5, after the natural deaths: each tribe with Aggression may attack once a round
(the attack itself is resolved in attacks.py)."""

from __future__ import annotations

from rules.base import Action, Event
from rules.phrases import Phrase
from rules.soup.attacks import aggression_attacks, attack_task
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    AggressionTask,
    Ask,
    State,
    amoeba,
    amoeba_name,
    has_gene,
    pay_biological_points,
    pop_task,
    push_task,
)
from rules.soup.words import label


def run_aggression(st: State, task: AggressionTask, ev: list[Event]) -> bool:
    queue = task["queue"]
    while queue:
        seat = queue[0]
        if (
            has_gene(st, seat, "aggression")
            and not st["used"][seat]["aggression"]
            and st["biological_points"][seat] >= 1
            and aggression_attacks(st, seat)
        ):
            return True
        queue.pop(0)
    return pop_task(st)


def ask_aggression(st: State, task: AggressionTask) -> Ask:
    seat = task["queue"][0]
    acts = [
        Action(
            f"attack {SEAT_COLOURS[s]} {n} with {m}",
            label(Phrase.of("soup-aggression-label", number=m, amoeba=amoeba_name(st, s, n),
                            square=amoeba(st, s, n)["space"])),
            "yes",
        )
        for (s, n), m in aggression_attacks(st, seat)
    ]
    acts.append(Action("decline", Phrase.of("soup-no-aggression-label"), "no"))
    return seat, "aggress", Phrase.of("soup-aggression-prompt"), acts


def answer_aggression(st: State, task: AggressionTask, seat: int, words: list[str], ev: list[Event]) -> None:
    task["queue"].pop(0)
    if words[0] == "decline":
        return
    target = (COLOUR_INDEX[words[1]], int(words[2]))
    own = int(words[4])
    pay_biological_points(st, seat, 1)
    st["used"][seat]["aggression"] = True
    ev.append(
        Event(
            "attack",
            Phrase.of("soup-aggression-attack", amoeba=amoeba_name(st, seat, own, first=True),
                      target=amoeba_name(st, *target)),
            {"seat": seat, "amoeba": own, "target": list(target)},
        )
    )
    push_task(st, attack_task(st, 5, (seat, own), target))
