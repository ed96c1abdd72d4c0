"""Actions in words: reading typed notation, and writing an action's notation and button label."""

from __future__ import annotations

from collections.abc import Mapping

from messages import say
from rules.animacule.state import (
    BOARD,
    MAX_ANIMACULES,
    MAX_SLOTS,
    Animacule,
    AnimaculeState,
    fighters,
    find_animacule,
    occupancy,
)
from rules.animacule.words import Label, label, side, towards
from rules.base import Action, IllegalAction
from rules.grid import Direction, Square, step
from rules.notation import bounded_number, excerpt, is_number
from rules.phrases import Phrase

VERBS = ("move", "attack", "split", "mate")
# The one-word answers, and the prompt kind each answers.
ANSWERS = {"continue": "fight", "retreat": "fight", "accept": "mate", "decline": "mate"}
_TONES = {"continue": "yes", "accept": "yes", "retreat": "no", "decline": "no"}


def parse_notation(text: str) -> tuple[str, int, Direction | None]:
    """(verb, animacule number, direction); number 0 and direction None for the one-word answers."""
    words = text.strip().lower().replace(",", " ").split()
    if not words:
        raise IllegalAction(say("animacule-nothing-to-read", forms=say("animacule-forms")))
    verb = words[0]
    if verb in ANSWERS:
        if len(words) != 1:
            raise IllegalAction(say("animacule-answer-takes-nothing", verb=verb, forms=say("animacule-forms")))
        return verb, 0, None
    if is_number(verb) and len(words) == 2:  # "3 n" is short for "move 3 n"
        words = ["move", *words]
        verb = "move"
    if verb not in VERBS:
        raise IllegalAction(say("animacule-unknown-action", action=excerpt(words[0]), forms=say("animacule-forms")))
    if len(words) != 3:
        raise IllegalAction(say("animacule-needs-number-and-direction", verb=verb))
    number = _animacule_number(words[1])
    try:
        direction = Direction.parse(words[2])
    except ValueError:
        raise IllegalAction(say("animacule-not-a-direction", given=excerpt(words[2]))) from None
    return verb, number, direction


def _animacule_number(word: str) -> int:
    """`word` as an animacule number; refused, saying why, otherwise."""
    number = bounded_number(word, 1, MAX_ANIMACULES)
    if number is None:
        raise IllegalAction(say("animacule-number-out-of-range" if is_number(word) else "animacule-not-a-number",
                                given=excerpt(word), most=MAX_ANIMACULES))
    return number


def make_action(state: AnimaculeState, seat: int, verb: str, number: int = 0, direction: Direction | None = None,
                occupied: Mapping[Square, Animacule] | None = None) -> Action:
    """The action with its label; `occupied` is the board's occupancy, when a listing of many has it."""
    notation = verb if direction is None else f"{verb} {number} {direction.letter}"
    return Action(notation, _label(state, seat, verb, number, direction, occupied), _TONES.get(verb, "neutral"))


def _label(state: AnimaculeState, seat: int, verb: str, number: int, direction: Direction | None,
           occupied: Mapping[Square, Animacule] | None) -> Label:
    if direction is None:
        return label(_answer_label(state, verb))
    a = find_animacule(state, seat, number)
    if a is None:
        return label(Phrase.of("animacule-label-plain", verb=verb, number=number, direction=towards(direction)))
    return label(_turn_label(state, seat, verb, a, direction, occupancy(state) if occupied is None else occupied))


def _turn_label(state: AnimaculeState, seat: int, verb: str, a: Animacule, direction: Direction,
                occupied: Mapping[Square, Animacule]) -> Phrase:
    number, way = a.number, towards(direction)
    target = step(a.square, direction)
    square = BOARD.name(target) if target in BOARD else ""
    other = occupied.get(target)
    if verb == "move":
        if other is not None:
            return Phrase.of("animacule-label-move-blocked", number=number, direction=way)
        if target in state.food:
            if len(a.slots) < MAX_SLOTS:
                return Phrase.of("animacule-label-move-eat", number=number, direction=way, square=square,
                                 colour=Phrase.of("colour-name", colour=state.food[target]))
            return Phrase.of("animacule-label-move-full", number=number, direction=way, square=square)
        if square:
            return Phrase.of("animacule-label-move-bare", number=number, direction=way, square=square)
    elif verb == "attack" and other is not None:
        mine, theirs = len(a.slots), len(other.slots)
        if other.seat == seat:
            return Phrase.of("animacule-label-attack-own", number=number, direction=way, target=other.number,
                             square=square, mine=mine, theirs=theirs)
        return Phrase.of("animacule-label-attack", number=number, direction=way, owner=state.players[other.seat],
                         target=other.number, square=square, mine=mine, theirs=theirs)
    elif verb == "split" and square:
        return Phrase.of("animacule-label-split", number=number, direction=way, square=square)
    elif verb == "mate":
        if other is None:
            return Phrase.of("animacule-label-mate-nobody", number=number, direction=way)
        if other.seat == seat:
            return Phrase.of("animacule-label-mate-own", number=number, partner=other.number, direction=side(direction))
        return Phrase.of("animacule-label-mate", number=number, owner=state.players[other.seat],
                         partner=other.number, direction=side(direction))
    return Phrase.of("animacule-label-plain", verb=verb, number=number, direction=way)


def _answer_label(state: AnimaculeState, verb: str) -> Phrase:
    if verb == "continue":
        attacker, defender = fighters(state)
        if attacker and defender:
            return Phrase.of("animacule-label-continue-odds", mine=len(attacker.slots), theirs=len(defender.slots))
        return Phrase.of("animacule-label-continue")
    if verb == "retreat":
        return Phrase.of("animacule-label-retreat")
    return Phrase.of("animacule-label-accept") if verb == "accept" else Phrase.of("animacule-label-decline")
