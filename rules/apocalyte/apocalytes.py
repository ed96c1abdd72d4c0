"""The Apocalytes' turn, played by the engine: the scenario's stages in order (growth, movement,
combat, and the scenario's own), pausing only when a quarantine can be asked of a player.

Movement: the cards of the territories that may move are drawn (at most three, in a drawn order);
each group picks a destination at random among its targets, rolls how many go, and may meet a
quarantine before it enters. `st["apoc_turn"]` keeps what is left of the turn, so a pause for a
quarantine answer survives a restart.
"""

from __future__ import annotations

from rules.apocalyte.difficulty import movers_drawn, round_limit
from rules.apocalyte.scenario import rounds_over
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    State,
    apoc_turn_of,
    arrival_of,
    draw,
    event,
    leader,
    players_in,
    supplies,
)
from rules.apocalyte.words import noun, place, places, whose
from rules.base import Event
from rules.phrases import Phrase


def begin(st: State, ev: list[Event], first: bool = False) -> None:
    scenario = current(st)
    st["phase"] = "apocalytes"
    st["round"] += 1
    st["turn"] = None
    st["apoc_turn"] = {"first": first, "stages": scenario.stages(first), "queue": None, "pending": None}
    if not rounds_over(st):
        limit = round_limit(st)
        said = (Phrase.of("apocalyte-round-of", round=st["round"], of=limit, whose=whose(scenario.key))
                if limit is not None else Phrase.of("apocalyte-round", round=st["round"], whose=whose(scenario.key)))
        event(ev, "round", said, round=st["round"])


def quarantine_possible(st: State, dst: str) -> bool:
    """A quarantine needs at least two player armies and a supply in the territory entered."""
    return players_in(st, dst) >= 2 and supplies(st, dst) >= 1


def decider(st: State) -> int | None:
    """The seat asked about the pending quarantine: the player with the most armies there."""
    turn = st["apoc_turn"]
    pending = turn["pending"] if turn else None
    return leader(st, pending["dst"]) if pending else None


def lapsed(st: State, ev: list[Event]) -> bool:
    """A pending quarantine nobody can ask for any more (whoever could have is gone): the
    Apocalytes come in. True when it lapsed; False while it is still awaited, or none is pending."""
    turn = st["apoc_turn"]
    pending = turn["pending"] if turn else None
    if turn is None or pending is None or quarantine_possible(st, pending["dst"]):
        return False
    turn["pending"] = None
    current(st).arrive(st, pending["src"], pending["dst"], pending["count"], ev)
    return True


def step(st: State, ev: list[Event]) -> None:
    """Do the next part of the Apocalytes' turn while no quarantine is awaited (once the turn is over,
    st["apoc_turn"] is None)."""
    scenario, turn = current(st), apoc_turn_of(st)
    if lapsed(st, ev):
        return
    if turn["queue"]:
        _move_from(st, turn["queue"].pop(0), ev)
    elif turn["stages"]:
        stage = turn["stages"].pop(0)
        if stage == "move":
            turn["queue"] = _draw_movers(st, ev)
        else:
            getattr(scenario, stage)(st, ev)
    else:
        st["apoc_turn"] = None


def _draw_movers(st: State, ev: list[Event]) -> list[str]:
    scenario = current(st)
    pool = scenario.movers(st)
    if not pool:
        event(ev, "movers", Phrase.of("apocalyte-no-movers", noun=noun(scenario.key)))
        return []
    drawn = draw(st, pool, movers_drawn(st))
    event(ev, "movers", Phrase.of("apocalyte-movers", whose=whose(scenario.key), places=places(drawn), pool=len(pool)),
          codes=drawn, pool=len(pool))
    return drawn


def _move_from(st: State, src: str, ev: list[Event]) -> None:
    scenario = current(st)
    if not scenario.can_move(st, src):
        event(ev, "stays", Phrase.of("apocalyte-cannot-move", noun=noun(scenario.key), place=place(src)), code=src)
        return
    targets = scenario.targets(st, src)
    if not targets:
        event(ev, "stays", scenario.nowhere_text(src), code=src)
        return
    dst = targets[0]
    if len(targets) > 1:
        dst = draw(st, targets, 1)[0]
        event(ev, "destination", Phrase.of("apocalyte-destination", noun=noun(scenario.key), place=place(src),
                                           to=place(dst), among=places(targets)), src=src, dst=dst, choices=targets)
    count = scenario.moving_count(st, src, ev)
    if quarantine_possible(st, dst):
        apoc_turn_of(st)["pending"] = {"src": src, "dst": dst, "count": count}
        return
    scenario.arrive(st, src, dst, count, ev)


def answer_quarantine(st: State, yes: bool, ev: list[Event]) -> None:
    scenario, turn = current(st), apoc_turn_of(st)
    pending = arrival_of(st)
    turn["pending"] = None
    src, dst, count = pending["src"], pending["dst"], pending["count"]
    if yes:
        count = scenario.quarantine(st, src, dst, count, ev)
        if count <= 0:
            return
    scenario.arrive(st, src, dst, count, ev)
