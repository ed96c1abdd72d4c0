"""The game's course: everything that needs no decision runs on its own (the Apocalytes' turn,
turn changes, players running out of armies, the end), and each answer goes to its handler."""

from __future__ import annotations

from collections.abc import Callable

from rules.apocalyte import apocalytes, turn
from rules.apocalyte.asks import Ask, legal, open_asks
from rules.apocalyte.movement import movable
from rules.apocalyte.notation import WHEN, Command
from rules.apocalyte.placement import place_extra, place_new
from rules.apocalyte.scenarios import current
from rules.apocalyte.setup import pick, reveal
from rules.apocalyte.state import (
    State,
    arrival_of,
    event,
    has_armies,
    in_game,
    seats,
    who,
)
from rules.apocalyte.world import name
from rules.base import Event, IllegalAction

Handler = Callable[[State, int, Command, list[Event]], None]


def advance(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until someone owes a prompt or the game is over."""
    for _ in range(100_000):
        if decide(st, ev):
            return
        phase = st["phase"]
        if phase == "draft" or (phase == "place" and any(st["placing"])):
            return
        if phase == "place":
            reveal(st, ev)
            apocalytes.begin(st, ev, first=True)
        elif phase == "apocalytes" and st["apoc_turn"] is None:
            turn.begin(st, in_game(st)[0], ev)
        elif phase == "apocalytes":
            if apocalytes.step(st, ev):
                return
        elif turn.step(st, ev):
            return
    raise AssertionError("the game does not settle")  # pragma: no cover


def decide(st: State, ev: list[Event]) -> bool:
    """Players left without armies are out; the game ends if it is won or lost. True once over."""
    if st["over"]:
        return True
    if all(st["resigned"]):
        _finish(st, False, "Everyone has left the game.", ev)
        return True
    if st["scenario"] is None:
        return False
    for seat in seats(st):
        if not st["out"][seat] and not has_armies(st, seat):
            st["out"][seat] = True
            event(ev, "out", f"{who(st, seat)} has no armies left and is out; the others play on for the team.",
                  seat=seat)
    scenario = current(st)
    if scenario.won(st):
        _finish(st, True, scenario.won_text(), ev)
    elif not in_game(st):
        _finish(st, False, f"Every player army is gone: the {scenario.noun} have overrun the world.", ev)
    elif why := scenario.lost(st):
        _finish(st, False, why, ev)
    else:
        return False
    return True


def _finish(st: State, won: bool, summary: str, ev: list[Event]) -> None:
    st.update({"over": True, "won": won, "summary": summary, "phase": "over", "turn": None, "apoc_turn": None})
    event(ev, "over", summary, won=won)


# --- answers --------------------------------------------------------------------------------------


def _permission(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    turn.answer_permission(st, seat, cmd.verb == "allow", ev)


def _quarantine(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    if cmd.word == "no":
        event(ev, "no_quarantine", f"{who(st, seat)} lets them in: no quarantine of "
              f"{name(arrival_of(st)['dst'])}.", seat=seat)
    apocalytes.answer_quarantine(st, cmd.word == "yes", ev)


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


def ask_of(st: State, seat: int) -> Ask | None:
    return next((a for a in open_asks(st) if a.seat == seat), None)


def fit(ask: Ask, cmd: Command, st: State | None = None) -> Command:
    """The command as an answer to this prompt (a yes or no answers a quarantine); IllegalAction
    saying when the command applies and what the prompt takes, if it answers something else. With
    the state: an end-of-turn action the turn does not offer is refused the same way, and a count
    typed with a source alone (`move 2 naf`) is the movement's first step, `move naf` (the button
    "Move from North Africa"): the menu then asks where to, and how many."""
    if ask.kind == "quarantine" and cmd.verb in ("allow", "refuse"):
        cmd = Command("quarantine", word="yes" if cmd.verb == "allow" else "no")
    verbs = HANDLERS[ask.kind][0]
    if cmd.verb not in verbs:
        listed = ", ".join(f"`{v}`" for v in verbs)
        raise IllegalAction(f"`{cmd.verb}` {WHEN[cmd.verb]}: not what you are asked now, so answer with {listed}. "
                            f"{ask.text[:1].upper()}{ask.text[1:]}")
    if st is None:
        return cmd
    if cmd.verb in ("destroy", "close"):
        offered = legal(st, ask.seat)
        if not any(a.notation.split()[0] == cmd.verb for a in offered):
            allowed = ", ".join(f"`{a.notation}`" for a in offered)
            raise IllegalAction(f"`{cmd.verb}` {WHEN[cmd.verb]}: not possible now. Allowed now: {allowed}.")
    if cmd.verb == "move" and len(cmd.codes) == 1 and cmd.count is not None:
        src = cmd.codes[0]
        most = movable(st, ask.seat, src)
        if most and cmd.count > most:
            raise IllegalAction(f"You can move 1 to {most} of your armies out of {name(src)}.")
        cmd = Command("move", codes=cmd.codes)
    return cmd


def answer(st: State, seat: int, ask: Ask, cmd: Command, ev: list[Event]) -> None:
    HANDLERS[ask.kind][1](st, seat, cmd, ev)
