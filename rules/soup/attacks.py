"""Attacks: Struggle for Survival (phase 1) and Aggression (phase 5). The defender may react
(Defense, Escape), fights are rolled, and Persistence grants a second fight or a second attack.
Choosing an Aggression attack is phase 5's own task, in aggression.py."""

from __future__ import annotations

from typing import Literal

from messages import say
from rules.base import Action, Event
from rules.notation import is_number
from rules.phrases import Phrase
from rules.soup.data import NEIGHBOUR
from rules.soup.deaths import natural_deaths, remove_amoeba
from rules.soup.feeding import starve
from rules.soup.movement import can_afford_move, move_cost, move_price_text, movement_task, open_directions
from rules.soup.state import (
    COLOUR_INDEX,
    SEAT_COLOURS,
    Ask,
    AttackTask,
    Reaction,
    State,
    Task,
    amoeba,
    amoeba_name,
    amoebas_on,
    find_amoeba,
    has_gene,
    highlight_spaces,
    living_amoebas,
    option_value,
    pay_biological_points,
    player_name,
    pop_task,
    push_task,
    roll_dice,
)
from rules.soup.words import direction_words, gene_words


def target_obstacle(st: State, seat: int, num: int, target: tuple[int, int], aggression: bool) -> str | None:
    """The rule that stops `seat`'s amoeba `num` attacking `target` (seat, number), by name, None
    when none does: "gone" (not on the board), "itself", "armor" (Armor guards it in phase 1),
    "own" (Aggression attacks another player's amoeba) or "elsewhere" (not on the attacker's space)."""
    attacker, victim = find_amoeba(st, seat, num), find_amoeba(st, *target)
    if victim is None or attacker is None:
        return "gone"
    if target == (seat, num):
        return "itself"
    if not aggression and has_gene(st, target[0], "armor"):
        return "armor"
    if aggression and target[0] == seat:
        return "own"
    return None if victim["space"] == attacker["space"] else "elsewhere"


def attack_refusal(st: State, seat: int, task: Task, words: list[str], tail: str) -> str:
    """Why typed `attack <colour> <number> [with <number>]` is refused, from the obstacle the targets
    on offer are listed by; `tail` lists what is allowed."""
    colour = words[1]
    if colour not in COLOUR_INDEX or not is_number(words[2]) or len(words[2]) > 2:
        return f"{say('soup-name-the-target')}{tail}"
    target = COLOUR_INDEX[colour], int(words[2])
    if task["type"] == "amoeba":  # Struggle for Survival
        aggression, attacker = False, task["number"]
    elif task["type"] == "attack" and task["phase"] == 1:  # Struggle for Survival once more (Persistence)
        aggression, attacker = False, task["attacker"][1]
    elif len(words) == 5 and words[3] == "with" and is_number(words[4]) and len(words[4]) <= 2:
        aggression, attacker = True, int(words[4])
    else:
        aggression, attacker = True, next((num for num, _a in living_amoebas(st, seat)), 0)
    obstacle = target_obstacle(st, seat, attacker, target, aggression)
    if obstacle == "gone" and find_amoeba(st, *target) is None:
        return say("soup-no-such-amoeba", colour=str(Phrase.of("colour-name", colour=colour)), number=target[1])
    if obstacle == "gone":
        return f"{say('soup-no-attacker', number=attacker)}{tail}"
    if obstacle == "itself":
        return f"{say('soup-attack-itself')}{tail}"
    if obstacle == "armor":
        return say("soup-armored", amoeba=str(amoeba_name(st, *target, first=True)))
    if obstacle == "own":
        return say("soup-attack-own")
    return f"{say('soup-not-beside', amoeba=str(amoeba_name(st, *target, first=True)))}{tail}"


def struggle_targets(st: State, seat: int, num: int) -> list[tuple[int, int]]:
    a = find_amoeba(st, seat, num)
    if a is None:
        return []
    return [t for t in amoebas_on(st, a["space"]) if target_obstacle(st, seat, num, t, aggression=False) is None]


def aggression_attacks(st: State, seat: int) -> list[tuple[tuple[int, int], int]]:
    """((target seat, target number), own attacking amoeba) for Aggression."""
    return [(t, num) for num, a in living_amoebas(st, seat) for t in amoebas_on(st, a["space"])
            if target_obstacle(st, seat, num, t, aggression=True) is None]


REACTIONS: tuple[Reaction, ...] = ("defend", "escape")  # in the order they are offered


def reaction_obstacle(st: State, task: AttackTask, reaction: Reaction) -> str | None:
    """The rule that stops the defender reacting to this attack with `reaction`, by name, None when
    none does: "no-gene", "tried" (in this attack), "used" (this round, unless option reactions
    gives one a round per attack) or "no-bp"."""
    defender_seat = task["defender"][0]
    gene: Literal["defense", "escape"] = "defense" if reaction == "defend" else "escape"
    if not has_gene(st, defender_seat, gene):
        return "no-gene"
    if reaction in task["tried"]:
        return "tried"
    if option_value(st, "reactions") != "attack" and st["used"][defender_seat][gene]:
        return "used"
    if reaction == "defend":
        affordable = st["biological_points"][defender_seat] >= 1
    else:
        affordable = can_afford_move(st, defender_seat)
    return None if affordable else "no-bp"


def reaction_refusal(st: State, task: AttackTask, words: list[str], allowed: str) -> str | None:
    """Why the defender's typed `defend` or `escape …` is refused, from the obstacle the reactions on
    offer are listed by; None where it names no reaction's rule."""
    reaction: Reaction = "defend" if words[0] == "defend" else "escape"
    gene = str(gene_words("defense" if reaction == "defend" else "escape"))
    obstacle = reaction_obstacle(st, task, reaction)
    if obstacle == "no-gene":
        return say("soup-no-reaction-gene", gene=gene)
    if obstacle in ("tried", "used"):
        return say("soup-reaction-used", gene=gene, during="attack" if obstacle == "tried" else "round")
    if obstacle == "no-bp":
        return say("soup-reaction-no-bp", gene=gene)
    if has_gene(st, task["defender"][0], "movement-2") and len(words) == 1:
        return say("soup-choose-direction", allowed=allowed)
    return None


def _reactions(st: State, task: AttackTask) -> list[Reaction]:
    return [r for r in REACTIONS if reaction_obstacle(st, task, r) is None]


def attack_task(st: State, phase: Literal[1, 5], attacker: tuple[int, int], target: tuple[int, int]) -> AttackTask:
    """An attack in phase 1 (Struggle for Survival) or 5 (Aggression); amoebas are [seat, number]."""
    return {
        "type": "attack",
        "phase": phase,
        "attacker": list(attacker),  # the attacking amoeba
        "defender": list(target),  # the defending amoeba
        "space": amoeba(st, *attacker)["space"],
        "stage": "react",
        "tried": [],  # the defender's reactions tried in this attack: "defend", "escape"
        "fought_again": False,  # the defender has fought once more (Persistence)
        "retry": False,  # the attacker has attacked once more (Persistence)
        "why": "",  # why the attack failed: "fight" or "escaped"
    }


def run_attack(st: State, task: AttackTask, ev: list[Event]) -> bool:
    attacker = find_amoeba(st, *task["attacker"])
    defender = find_amoeba(st, *task["defender"])
    if attacker is None or defender is None:
        return pop_task(st)
    highlight_spaces(st, task["space"])
    stage = task["stage"]
    if stage == "react":
        if _reactions(st, task):
            return True
        return _attack_succeeds(st, task, ev)
    if stage == "fight":
        attacker_seat, defender_seat = task["attacker"][0], task["defender"][0]
        while True:
            dice = roll_dice(st, 2)
            ev.append(
                Event(
                    "roll",
                    Phrase.of("soup-fight-roll", square=task["space"], attacker=player_name(st, attacker_seat),
                              attack=dice[0], defender=player_name(st, defender_seat), defence=dice[1],
                              tie="yes" if dice[0] == dice[1] else "no"),
                    {"dice": dice, "purpose": "fight", "attacker": attacker_seat, "defender": defender_seat},
                )
            )
            if dice[0] != dice[1]:
                break
        if dice[1] > dice[0]:
            winner = amoeba_name(st, *task["defender"], first=True)
            ev.append(Event("fight", Phrase.of("soup-wins-fight", amoeba=winner)))
            return _attack_fails(st, task, "fight", ev)
        winner = amoeba_name(st, *task["attacker"], first=True)
        ev.append(Event("fight", Phrase.of("soup-wins-fight", amoeba=winner)))
        if has_gene(st, defender_seat, "persistence") and not task["fought_again"]:
            task["stage"] = "persist"
            return True
        task["stage"] = "react"
        return False
    if stage == "escaped":
        if defender["space"] != task["space"]:
            ev.append(Event("escape", Phrase.of("soup-escaped", amoeba=amoeba_name(st, *task["defender"], first=True),
                                                square=defender["space"])))
            return _attack_fails(st, task, "escaped", ev)
        ev.append(Event("escape", Phrase.of("soup-escape-failed", amoeba=amoeba_name(st, *task["defender"], first=True),
                                            square=task["space"])))
        task["stage"] = "react"
        return False
    return True  # persist, retry


def _retry_targets(st: State, task: AttackTask) -> list[tuple[tuple[int, int], int]]:
    attacker_seat, attacker_num = task["attacker"]
    if task["phase"] == 1:
        return [(t, attacker_num) for t in struggle_targets(st, attacker_seat, attacker_num)]
    return aggression_attacks(st, attacker_seat)


def _attack_fails(st: State, task: AttackTask, why: Literal["fight", "escaped"], ev: list[Event]) -> bool:
    task["why"] = why
    attacker_seat = task["attacker"][0]
    if has_gene(st, attacker_seat, "persistence") and not task["retry"] and _retry_targets(st, task):
        task["stage"] = "retry"
        return False
    return _finish_failed_attack(st, task, ev)


def _finish_failed_attack(st: State, task: AttackTask, ev: list[Event]) -> bool:
    attacker_seat, attacker_num = task["attacker"]
    if task["phase"] == 1:
        starve(st, attacker_seat, attacker_num, ev, "attack-failed")
    elif task["why"] == "fight":
        starve(st, attacker_seat, attacker_num, ev, "lost-fight")
        natural_deaths(st, ev)
    return pop_task(st)


def _attack_succeeds(st: State, task: AttackTask, ev: list[Event]) -> bool:
    attacker_seat, attacker_num = task["attacker"]
    defender_seat, defender_num = task["defender"]
    sq = amoeba(st, defender_seat, defender_num)["space"]
    if task["phase"] == 1:
        remove_amoeba(
            st,
            defender_seat,
            defender_num,
            1,
            ev,
            Phrase.of("soup-eats-amoeba", amoeba=amoeba_name(st, attacker_seat, attacker_num, first=True),
                      victim=amoeba_name(st, defender_seat, defender_num), square=sq),
        )
    elif has_gene(st, defender_seat, "armor"):
        a = amoeba(st, defender_seat, defender_num)
        a["damage"] += 1
        highlight_spaces(st, a["space"])
        ev.append(
            Event(
                "armor",
                Phrase.of("soup-armor-holds", amoeba=amoeba_name(st, defender_seat, defender_num, first=True),
                          damage=a["damage"]),
                {"seat": defender_seat, "amoeba": defender_num, "dp": a["damage"]},
            )
        )
        natural_deaths(st, ev)
    else:
        killed = Phrase.of("soup-kills", amoeba=amoeba_name(st, attacker_seat, attacker_num, first=True),
                           victim=amoeba_name(st, defender_seat, defender_num), square=sq)
        remove_amoeba(st, defender_seat, defender_num, 2, ev, killed)
    return pop_task(st)


def ask_attack(st: State, task: AttackTask) -> Ask:
    stage = task["stage"]
    defender_seat, defender_num = task["defender"]
    attacker_seat, attacker_num = task["attacker"]
    if stage == "react":
        acts = []
        sq = task["space"]
        price = move_price_text(st, defender_seat)
        for r in _reactions(st, task):
            if r == "defend":
                acts.append(Action("defend", Phrase.of("soup-defend-label"), "yes"))
            elif has_gene(st, defender_seat, "movement-2"):
                acts.extend(
                    Action(f"escape {d}", Phrase.of("soup-escape-to-label", direction=direction_words(d),
                                                    square=str(NEIGHBOUR[sq][d]), price=price), "yes")
                    for d in open_directions(sq)
                )
            else:
                acts.append(Action("escape", Phrase.of("soup-escape-label", price=price), "yes"))
        acts.append(Action("decline", Phrase.of("soup-do-nothing-label"), "no"))
        text = Phrase.of("soup-defend-prompt", amoeba=amoeba_name(st, attacker_seat, attacker_num, first=True),
                         number=defender_num, square=sq, phase=task["phase"])
        return defender_seat, "defend", text, acts
    if stage == "persist":
        acts = [Action("fight again", Phrase.of("soup-fight-again-label"), "yes"),
                Action("decline", Phrase.of("soup-give-up-label"), "no")]
        return defender_seat, "persist", Phrase.of("soup-persist-prompt", number=defender_num), acts
    # retry
    acts = []
    for (s, n), m in _retry_targets(st, task):
        if task["phase"] == 1:
            acts.append(Action(f"attack {SEAT_COLOURS[s]} {n}",
                               Phrase.of("soup-attack-free-label", amoeba=amoeba_name(st, s, n)), "yes"))
        else:
            acts.append(Action(f"attack {SEAT_COLOURS[s]} {n} with {m}",
                               Phrase.of("soup-attack-with-free-label", amoeba=amoeba_name(st, s, n), number=m), "yes"))
    acts.append(Action("starve" if task["phase"] == 1 else "decline", Phrase.of("soup-give-up-attack-label"), "no"))
    return attacker_seat, "retry", Phrase.of("soup-retry-prompt"), acts


def answer_attack(st: State, task: AttackTask, seat: int, words: list[str], ev: list[Event]) -> None:
    stage = task["stage"]
    verb = words[0]
    defender_seat, defender_num = task["defender"]
    if stage == "react":
        if verb == "decline":
            ev.append(Event("decline", Phrase.of("soup-does-not-resist", name=player_name(st, defender_seat))))
            _attack_succeeds(st, task, ev)
            return
        if verb == "defend":
            pay_biological_points(st, defender_seat, 1)
            st["used"][defender_seat]["defense"] = True
            task["tried"].append("defend")
            task["stage"] = "fight"
            ev.append(Event("defend", Phrase.of("soup-fights-back", name=player_name(st, defender_seat),
                                                number=defender_num)))
            return
        cost = move_cost(st, defender_seat)
        pay_biological_points(st, defender_seat, cost)
        st["used"][defender_seat]["escape"] = True
        task["tried"].append("escape")
        task["stage"] = "escaped"
        ev.append(Event("escape", Phrase.of("soup-tries-escape", name=player_name(st, defender_seat), cost=cost,
                                            number=defender_num)))
        push_task(st, movement_task(defender_seat, defender_num, "escape", words))
        return
    if stage == "persist":
        if verb == "decline":
            task["stage"] = "react"
        else:
            task["fought_again"] = True
            task["stage"] = "fight"
            fighter = amoeba_name(st, defender_seat, defender_num, first=True)
            ev.append(Event("persist", Phrase.of("soup-fights-once-more", amoeba=fighter)))
        return
    # retry
    if verb in ("starve", "decline"):
        _finish_failed_attack(st, task, ev)
        return
    target = [COLOUR_INDEX[words[1]], int(words[2])]
    if len(words) > 4:
        task["attacker"] = [task["attacker"][0], int(words[4])]
    task.update(
        {
            "defender": target,
            "space": amoeba(st, *task["attacker"])["space"],
            "stage": "react",
            "tried": [],
            "fought_again": False,
            "retry": True,
        }
    )
    ev.append(
        Event(
            "attack",
            Phrase.of("soup-attacks-again", amoeba=amoeba_name(st, *task["attacker"], first=True),
                      target=amoeba_name(st, *target)),
            {"seat": task["attacker"][0], "amoeba": task["attacker"][1], "target": target},
        )
    )
