"""Every kind of decision Apocalyte asks, as a stage kind of the shared decision runner
(rules/decisions.py): its wording and legal actions (asks.py), how a typed answer is read and
carried out, whether it resolves by itself, and its most passive answer (for skip and timeouts).
The part of the state a decision is owed in is the seat owing it (asks.Asked)."""

from __future__ import annotations

from collections.abc import Callable

from messages import say
from rules.apocalyte import apocalytes, turn
from rules.apocalyte.asks import BUILDERS, WORDING
from rules.apocalyte.movement import movable
from rules.apocalyte.notation import Command, read
from rules.apocalyte.placement import place_extra, place_new
from rules.apocalyte.setup import pick
from rules.apocalyte.state import State, arrival_of, event, turn_of, who
from rules.apocalyte.words import place
from rules.base import Event, IllegalAction
from rules.decisions import StageKind
from rules.notation import as_typed
from rules.phrases import Phrase, worded

Handler = Callable[[State, int, Command, list[Event]], None]
ApocalyteStage = StageKind[State, int]

# the kinds of a player's own turn, which a skip plays out to its end
TURN_KINDS = ("reinforce", "move", "combat", "end")


def _permission(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    turn.answer_permission(st, seat, cmd.verb == "allow", ev)


def _quarantine(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    if cmd.word == "no":
        event(ev, "no_quarantine", Phrase.of("apocalyte-no-quarantine", name=who(st, seat),
                                             place=place(arrival_of(st)["dst"])), seat=seat)
    apocalytes.answer_quarantine(st, cmd.word == "yes", ev)


# each kind's verbs and what carries out an answer with one of them
HANDLERS: dict[str, tuple[tuple[str, ...], Handler]] = {
    "draft": (("pick",), pick),
    "place": (("place",), place_extra),
    "reinforce": (("place",), place_new),
    "move": (("move", "carry", "back", "done"), turn.answer_move),
    "combat": (("attack", "done"), turn.answer_combat),
    "end": (("destroy", "close", "done"), turn.answer_end),
    "permission": (("allow", "refuse"), _permission),
    "quarantine": (("quarantine",), _quarantine),
}


def fit(kind: str, st: State, seat: int, cmd: Command) -> Command:
    """The command as an answer to the seat's decision of this kind (a yes or no answers a
    quarantine); IllegalAction saying when the command applies and what the prompt takes, if it
    answers something else. An end-of-turn action the turn does not offer is refused the same way,
    and a count typed with a source alone (`move 2 naf`) is the movement's first step, `move naf`
    (the button "Move from North Africa"): the menu then asks where to, and how many."""
    if kind == "quarantine" and cmd.verb in ("allow", "refuse"):
        cmd = Command("quarantine", word="yes" if cmd.verb == "allow" else "no")
    verbs = HANDLERS[kind][0]
    if cmd.verb not in verbs:
        listed = as_typed(verbs)
        text = worded(STAGES[kind].text(st, seat))
        raise IllegalAction(say("apocalyte-refusal-not-asked", verb=cmd.verb, when=say("apocalyte-when", verb=cmd.verb),
                                answers=listed, asked=f"{text[:1].upper()}{text[1:]}"))
    if cmd.verb in ("destroy", "close"):
        offered = BUILDERS[kind](st, seat)
        if not any(a.notation.split()[0] == cmd.verb for a in offered):
            allowed = as_typed(a.notation for a in offered)
            raise IllegalAction(say("apocalyte-refusal-not-possible", verb=cmd.verb,
                                    when=say("apocalyte-when", verb=cmd.verb), allowed=allowed))
    if cmd.verb == "move" and len(cmd.codes) == 1 and cmd.count is not None:
        src = cmd.codes[0]
        most = movable(st, seat, src)
        if most and cmd.count > most:
            raise IllegalAction(say("apocalyte-refusal-move-count", most=most, place=str(place(src))))
        cmd = Command("move", codes=cmd.codes)
    return cmd


def _answer(kind: str) -> Callable[[State, int, list[str], list[Event]], None]:
    handler = HANDLERS[kind][1]

    def answer(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
        handler(st, seat, fit(kind, st, seat, read(" ".join(words))), ev)
    return answer


def _waits(st: State, seat: int, ev: list[Event]) -> bool:
    return False


def _turn_moves_on(st: State, seat: int, ev: list[Event]) -> bool:
    return turn.moved_on(st, ev)


def _quarantine_lapses(st: State, seat: int, ev: list[Event]) -> bool:
    return apocalytes.lapsed(st, ev)


def _always(answer: str) -> Callable[[State, int], str]:
    return lambda st, seat: answer


def _passive_move(st: State, seat: int) -> str:
    return "back" if turn_of(st)["plan"] else "done"


def _passive_combat(st: State, seat: int) -> str:
    """Only the compulsory rounds: one in the first territory still owed one, then `done`."""
    owed = turn.owed(st, seat)
    return f"attack 1 {owed[0]}" if owed else "done"


def _stage(kind: str, auto: Callable[[State, int, list[Event]], bool], passive: Callable[[State, int], str]
           ) -> ApocalyteStage:
    text, task = WORDING[kind]
    return StageKind(lambda st, seat: seat, text, task, BUILDERS[kind], _answer(kind), auto, passive)


STAGES: dict[str, ApocalyteStage] = {
    "draft": _stage("draft", _waits, _always("pick auto")),
    "place": _stage("place", _waits, _always("place auto")),
    "quarantine": _stage("quarantine", _quarantine_lapses, _always("quarantine no")),
    "permission": _stage("permission", _turn_moves_on, _always("refuse")),
    "reinforce": _stage("reinforce", _turn_moves_on, _always("place auto")),
    "move": _stage("move", _turn_moves_on, _passive_move),
    "combat": _stage("combat", _turn_moves_on, _passive_combat),
    "end": _stage("end", _turn_moves_on, _always("done")),
}
