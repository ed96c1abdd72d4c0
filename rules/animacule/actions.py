"""Actions in words: reading typed notation, and writing an action's notation and button label."""

from __future__ import annotations

from rules.animacule.state import (
    BOARD,
    MAX_ANIMACULES,
    MAX_SLOTS,
    AnimaculeState,
    fighters,
    find_animacule,
    occupancy,
    whose,
)
from rules.base import Action, IllegalAction
from rules.grid import Direction, step
from rules.notation import excerpt, is_number, read_number

VERBS = ("move", "attack", "split", "mate")
# The one-word answers, and the prompt kind each answers.
ANSWERS = {"continue": "fight", "retreat": "fight", "accept": "mate", "decline": "mate"}
FORMS = (
    "`move 3 n`, `attack 3 n`, `split 3 n`, `mate 3 e` (animacule number 1-7, direction n/e/s/w); "
    "`continue` or `retreat` in a fight; `accept` or `decline` a mating offer"
)
_TONES = {"continue": "yes", "accept": "yes", "retreat": "no", "decline": "no"}
_LABEL_LENGTH = 80  # Discord's limit for a button label


def parse_notation(text: str) -> tuple[str, int, Direction | None]:
    """(verb, animacule number, direction); number 0 and direction None for the one-word answers."""
    words = text.strip().lower().replace(",", " ").split()
    if not words:
        raise IllegalAction(f"Nothing to read. Use {FORMS}.")
    verb = words[0]
    if verb in ANSWERS:
        if len(words) != 1:
            raise IllegalAction(f"`{verb}` takes nothing after it. Use {FORMS}.")
        return verb, 0, None
    if is_number(verb) and len(words) == 2:  # "3 n" is short for "move 3 n"
        words = ["move", *words]
        verb = "move"
    if verb not in VERBS:
        raise IllegalAction(f"Unknown action `{excerpt(words[0])}`. Use {FORMS}.")
    if len(words) != 3:
        raise IllegalAction(f"`{verb}` needs an animacule number and a direction, like `{verb} 3 n`.")
    number = read_number(words[1], 1, MAX_ANIMACULES, "animacule number")
    try:
        direction = Direction.parse(words[2])
    except ValueError:
        raise IllegalAction(
            f"`{excerpt(words[2])}` is not a direction: use n, e, s or w (north, east, south, west)."
        ) from None
    return verb, number, direction


def make_action(
    state: AnimaculeState, seat: int, verb: str, number: int = 0, direction: Direction | None = None
) -> Action:
    notation = verb if direction is None else f"{verb} {number} {direction.letter}"
    return Action(notation, _label(state, seat, verb, number, direction), _TONES.get(verb, "neutral"))


def _label(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction | None) -> str:
    if direction is None:
        return _answer_label(state, verb)
    a = find_animacule(state, seat, number)
    word = direction.word
    if a is None:
        return f"{verb.capitalize()} {number} {word}"
    target = step(a.square, direction)
    other = occupancy(state).get(target)
    if verb == "move":
        if other is not None:
            text = f"Move {number} {word} (blocked by an animacule)"
        elif target in state.food:
            if len(a.slots) < MAX_SLOTS:
                text = f"Move {number} {word} to {BOARD.name(target)}: eat {state.food[target]}"
            else:
                text = f"Move {number} {word} to {BOARD.name(target)} (full: the food stays)"
        elif target in BOARD:
            text = f"Move {number} {word} to {BOARD.name(target)}: bare square, calamity!"
        else:
            text = f"Move {number} {word}"
    elif verb == "attack":
        if other is not None:
            owner = "your own" if other.seat == seat else whose(state, seat, other)
            text = (
                f"Attack {number} {word}: {owner} {other.number} on {BOARD.name(target)} "
                f"({len(a.slots)} v {len(other.slots)} allelomorphs)"
            )
        else:
            text = f"Attack {number} {word}"
    elif verb == "split":
        text = f"Split {number} {word}" + (f" onto {BOARD.name(target)}" if target in BOARD else "")
    else:
        if other is not None:
            text = f"Mate {number} with {whose(state, seat, other)} {other.number} to the {word}"
            if other.seat == seat:
                text += " (you lose a turn)"
        else:
            text = f"Mate {number} with {word}"
    return text if len(text) <= _LABEL_LENGTH else text[: _LABEL_LENGTH - 1] + "…"


def _answer_label(state: AnimaculeState, verb: str) -> str:
    if verb == "continue":
        attacker, defender = fighters(state)
        if attacker and defender:
            return f"Continue the fight ({len(attacker.slots)} v {len(defender.slots)} allelomorphs)"
        return "Continue the fight"
    return {
        "retreat": "Retreat",
        "accept": "Accept the mating (you lose your next turn)",
        "decline": "Decline the mating",
    }[verb]
