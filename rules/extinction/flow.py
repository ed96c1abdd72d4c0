"""The order of play: setup steps, then turns. A turn spins the spinner and takes its pair of
actions in order (a Mild Season puts its chosen pair in front of what is left); an action either
happens at once or opens a step, a decision its player owes. Rounds end when the turn passes back
to the first player; the game ends with the sole survivor, or after the agreed number of rounds."""

from __future__ import annotations

from rules.base import Event
from rules.decisions import StageKind
from rules.decisions import settle as run_on
from rules.extinction import attack, barrier, environment, migrate, reproduce
from rules.extinction.attack import COMPETE
from rules.extinction.barrier import BARRIER
from rules.extinction.data import SEGMENTS, WHEEL
from rules.extinction.environment import LOSE, MILD
from rules.extinction.genes import GENES, MAX_CHANGES, changeable, genotype_text
from rules.extinction.migrate import MIGRATE
from rules.extinction.reproduce import REPRODUCE
from rules.extinction.setup import COLONISE, RELOCATE, next_setup_step
from rules.extinction.state import (
    State,
    Step,
    action_name,
    alive,
    current_seat,
    end_rounds,
    in_play,
    name_of,
    player_count,
    population,
    roll,
    score,
)
from rules.extinction.steps import StepRules, owed, stage_of

STEPS: dict[str, StepRules] = {r.kind: r for r in (COLONISE, RELOCATE, REPRODUCE, LOSE, MILD, BARRIER, MIGRATE,
                                                    COMPETE, GENES)}
STAGES: dict[str, StageKind[State, Step]] = {kind: stage_of(rules) for kind, rules in STEPS.items()}


def _start_genes(st: State, seat: int, ev: list[Event]) -> None:
    if not changeable(st):  # four cards changed already this turn (which decks changed is public)
        ev.append(Event("pass", f"{name_of(st, seat)} has changed {MAX_CHANGES} gene cards this turn, the most a "
                                "turn allows: no more changes.", {"seat": seat}))
        return
    st["step"] = {"act": "genes", "seat": seat, "count": 0}


STARTS = {
    "reproduce": reproduce.start,
    "environment": environment.start,
    "barrier": barrier.start,
    "migrate": migrate.start,
    "compete": attack.start,
    "genes": _start_genes,
}


def advance(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision, until a step is open or the game is over."""
    run_on(st, ev, STAGES, owed, _ended, _move_on)


def _ended(st: State, ev: list[Event]) -> bool:
    return st["over"] or _finished(st, ev)


def _move_on(st: State, ev: list[Event]) -> None:
    """The next thing to happen when no step is open: a setup step, a spin, the turn's next action, the next turn."""
    if st["phase"] in ("colonise", "relocate"):
        next_setup_step(st, ev)
    elif st["spin"] is None:
        _spin(st, ev)
    elif st["queue"] and in_play(st, current_seat(st)):
        act = st["queue"].pop(0)
        st["path"] = []
        STARTS[act](st, current_seat(st), ev)
    else:
        _end_turn(st, ev)


def _spin(st: State, ev: list[Event]) -> None:
    seat = current_seat(st)
    point = roll(st, 1, WHEEL)[0]
    index = 0
    while point > SEGMENTS[index].size:
        point -= SEGMENTS[index].size
        index += 1
    segment = SEGMENTS[index]
    st["spin"] = index
    st["queue"] = [segment.first, segment.second]
    st["used"] = []
    st["changed"] = []
    ev.append(Event("spin", f"🎡 {name_of(st, seat)} spins segment {index + 1} of the spinner: "
                            f"{action_name(segment.first)}, then {action_name(segment.second)}.",
                    {"seat": seat, "segment": index + 1, "pair": [segment.first, segment.second]}))


def _end_turn(st: State, ev: list[Event]) -> None:
    st["spin"] = None
    st["queue"] = []
    st["used"] = []
    st["changed"] = []
    order = st["order"]
    for _ in range(len(order)):
        st["turn"] += 1
        if st["turn"] == len(order):
            st["turn"] = 0
            st["round"] += 1
            last = end_rounds(st)
            if last is not None and st["round"] > last:
                st["round"] = last
                _finish_by_score(st, ev)
                return
            ev.append(Event("round", f"Round {st['round']} begins.", {"round": st["round"]}))
        if in_play(st, current_seat(st)):
            return


def _finished(st: State, ev: list[Event]) -> bool:
    """End the game when at most one species is left on Darwinia."""
    if st["phase"] != "play" and not any(st["resigned"]):
        return False
    living = alive(st)
    if len(living) > 1:
        return False
    if living:
        _finish(st, ev, list(living), f"{name_of(st, living[0])}'s species is the sole survivor on Darwinia.")
        return True
    fallen = [s for s in range(player_count(st)) if st["extinct"][s]]
    if not fallen:
        _finish(st, ev, [], "Everyone has left the game.")
        return True
    last = max(st["fell"][s] for s in fallen)
    winners = [s for s in fallen if st["fell"][s] == last]
    names = " and ".join(name_of(st, s) for s in winners)
    _finish(st, ev, winners, f"No species survives; {names} held out longest and share the win.")
    return True


def _finish_by_score(st: State, ev: list[Event]) -> None:
    living = alive(st)
    scores = {s: score(st, s) for s in living}
    best = max(scores.values())
    winners = [s for s in living if scores[s] == best]
    ranking = sorted(living, key=lambda s: -scores[s])
    table = ", ".join(f"{name_of(st, s)} {scores[s]} (of {population(st, s)})" for s in ranking)
    names = " and ".join(name_of(st, s) for s in winners)
    _finish(st, ev, winners, f"After {st['round']} rounds, {names} "
                             f"{'wins' if len(winners) == 1 else 'share the win'} on individuals on cubes "
                             f"showing 1 to 4: {table}.")


def _finish(st: State, ev: list[Event], winners: list[int], summary: str) -> None:
    st["over"] = True
    st["phase"] = "over"
    st["step"] = None
    st["queue"] = []
    st["winners"] = winners
    st["summary"] = summary
    ev.append(Event("over", f"🏁 {summary}", {"winners": winners}))
    for seat in range(player_count(st)):
        if st["genes"][seat]:
            ev.append(Event("reveal", f"{name_of(st, seat)}'s genotype: {genotype_text(st, seat)}.",
                            {"seat": seat, "cards": dict(st["genes"][seat])}))
