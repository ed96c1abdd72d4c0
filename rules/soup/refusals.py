"""Why a typed action is refused: at each prompt, the rule whose check lists the choices on offer
names what stops the action (each check beside its list, in the mechanism's module), or else the
refusal says what is allowed."""

from __future__ import annotations

from messages import say
from rules.notation import excerpt
from rules.soup.amoeba_turn import move_refusal
from rules.soup.attacks import attack_refusal, reaction_refusal
from rules.soup.division import division_refusal
from rules.soup.environment import defect_refusal
from rules.soup.genes import purchase_refusal
from rules.soup.movement import direction_refusal
from rules.soup.setup import placement_refusal, start_refusal
from rules.soup.state import Ask, State, Task
from rules.soup.steps import carry_refusal

ALLOWED_SHOWN = 12  # the actions a refusal lists


def refusal_reason(st: State, seat: int, canon: str, ask: Ask) -> str:
    """Why `canon`, typed canonical notation that is not among the prompt's actions, is refused."""
    acts = ask[3]
    allowed = ", ".join(a.notation for a in acts[:ALLOWED_SHOWN]) + (" …" if len(acts) > ALLOWED_SHOWN else "")
    tail = " " + say("soup-allowed", allowed=allowed)
    words = canon.split()  # nothing typed names no rule: the refusal lists what is allowed
    reason = _rule_refusing(st, seat, st["stack"][-1], words, allowed, tail) if words else None
    return reason or say("soup-not-allowed", move=excerpt(canon)) + tail


def _rule_refusing(st: State, seat: int, task: Task, words: list[str], allowed: str, tail: str) -> str | None:
    """What the rule behind the waiting task's choices says of `words`; None where none speaks to it."""
    verb, named = (words[0], len(words) >= 2) if words else ("", False)
    targets = verb == "attack" and len(words) >= 3
    match task["type"]:
        case "start" if verb == "start" and named:
            return start_refusal(st, words)
        case "place" if verb == "place" and named:
            return placement_refusal(st, words[1])
        case "amoeba" if task["stage"] == "choose":
            return move_refusal(st, seat, task, words, allowed)
        case "amoeba" if task["stage"] == "eat" and verb == "eat":
            return say("soup-not-a-meal", number=task["number"]) + tail
        case "amoeba" | "attack" if targets and task["stage"] in ("attack", "retry"):
            return attack_refusal(st, seat, task, words, tail)
        case "aggression_choice" if targets:
            return attack_refusal(st, seat, task, words, tail)
        case "move" if task["stage"] == "pick":
            return direction_refusal(st, seat, task, words)
        case "step" if task["stage"] != "follow" and verb == "carry":
            return carry_refusal(st, task, tail)
        case "attack" if task["stage"] == "react" and verb in ("defend", "escape"):
            return reaction_refusal(st, task, words, allowed)
        case "defect":
            return defect_refusal(st, task, seat, words)
        case "buy" if verb == "buy" and named:
            return purchase_refusal(st, seat, words, allowed)
        case "divide" if verb == "divide" and named:
            return division_refusal(st, seat, words[1])
    return None
