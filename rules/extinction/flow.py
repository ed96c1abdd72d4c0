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
from rules.extinction.vocabulary import action_words
from rules.phrases import Phrase, Said, joined, listed, words_to_json

STEPS: dict[str, StepRules] = {r.kind: r for r in (COLONISE, RELOCATE, REPRODUCE, LOSE, MILD, BARRIER, MIGRATE,
                                                    COMPETE, GENES)}
STAGES: dict[str, StageKind[State, Step]] = {kind: stage_of(rules) for kind, rules in STEPS.items()}


def _start_genes(st: State, seat: int, ev: list[Event]) -> None:
    if not changeable(st):  # four cards changed already this turn (which decks changed is public)
        ev.append(Event("pass", Phrase.of("extinction-no-more-changes", name=name_of(st, seat), most=MAX_CHANGES),
                        {"seat": seat}))
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
    ev.append(Event("spin", Phrase.of("extinction-spun", name=name_of(st, seat), segment=index + 1,
                                      first=action_words(segment.first), second=action_words(segment.second)),
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
            ev.append(Event("round", Phrase.of("extinction-round-begins", round=st["round"]), {"round": st["round"]}))
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
        _finish(st, ev, list(living), Phrase.of("extinction-sole-survivor", name=name_of(st, living[0])))
        return True
    fallen = [s for s in range(player_count(st)) if st["extinct"][s]]
    if not fallen:
        _finish(st, ev, [], Phrase.of("extinction-everyone-left"))
        return True
    last = max(st["fell"][s] for s in fallen)
    winners = [s for s in fallen if st["fell"][s] == last]
    names = listed([name_of(st, s) for s in winners])
    _finish(st, ev, winners, Phrase.of("extinction-held-out-longest", names=names, count=len(winners)))
    return True


def _finish_by_score(st: State, ev: list[Event]) -> None:
    living = alive(st)
    scores = {s: score(st, s) for s in living}
    best = max(scores.values())
    winners = [s for s in living if scores[s] == best]
    ranking = sorted(living, key=lambda s: -scores[s])
    table = joined(*(Phrase.of("extinction-final-score", name=name_of(st, s), score=scores[s],
                               population=population(st, s)) for s in ranking), between=", ")
    names = listed([name_of(st, s) for s in winners])
    _finish(st, ev, winners, Phrase.of("extinction-won-on-score", round=st["round"], names=names,
                                       count=len(winners), table=table))


def _finish(st: State, ev: list[Event], winners: list[int], summary: Said) -> None:
    st["over"] = True
    st["phase"] = "over"
    st["step"] = None
    st["queue"] = []
    st["winners"] = winners
    # stored as its phrase's JSON, which rules/dictengine reads back with words_from_json (CommonState,
    # a shared type, still names the summary's type as the plain words of before phrases)
    st["summary"] = words_to_json(summary)
    ev.append(Event("over", joined("🏁", summary), {"winners": winners}))
    for seat in range(player_count(st)):
        if st["genes"][seat]:
            ev.append(Event("reveal", Phrase.of("extinction-genotype-revealed", name=name_of(st, seat),
                                                genotype=genotype_text(st, seat)),
                            {"seat": seat, "cards": dict(st["genes"][seat])}))
