"""What players see: the status lines of the position and the view the board image is drawn from, both
in the reader's language (the board is drawn within the reader's `messages.reading`). Nothing is
secret in Apocalyte except the generator, which neither shows."""

from __future__ import annotations

from messages import say
from rules.apocalyte.asks import WORDING, open_asks
from rules.apocalyte.difficulty import round_limit
from rules.apocalyte.scenario import rounds_over
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
    apocalytes_left,
    holdings,
    turn_of,
    who,
)
from rules.apocalyte.words import armies, noun, supplies, territories, title, whose
from rules.apocalyte.world import CODES
from rules.base import JSON, as_json
from rules.dictengine import copy_state
from rules.phrases import worded, words_from_json


def phase_line(st: State) -> str:
    scenario = current(st)
    if st["phase"] == "draft":
        return say("apocalyte-phase-draft")
    if st["phase"] == "place":
        return say("apocalyte-phase-place")
    named = str(title(scenario.key))
    if st["phase"] == "over":
        last = st["round"] - 1 if rounds_over(st) else st["round"]  # the clock ends a game as the next round begins
        return say("apocalyte-phase-over", scenario=named, round=last)
    limit = round_limit(st)
    now = (say("apocalyte-phase-round-of", scenario=named, round=st["round"], of=limit) if limit is not None
           else say("apocalyte-phase-round", scenario=named, round=st["round"]))
    if st["phase"] == "apocalytes":
        return say("apocalyte-phase-apocalytes", now=now, whose=str(whose(scenario.key)))
    seat = turn_of(st)["seat"]
    return say("apocalyte-phase-turn", now=now, name=who(st, seat), stage=turn_of(st)["stage"])


def status_lines(st: State, seat: int | None) -> list[str]:
    scenario = current(st)
    lines = [phase_line(st), *scenario.progress(st)]
    if st["scenario"]:
        places = sum(1 for c in CODES if st["apoc"][c])
        lines.append(say("apocalyte-status-apocalytes", scenario=str(title(scenario.key)),
                         counted=str(scenario.count(apocalytes_left(st))), territories=str(territories(places))))
    for s, held in enumerate(holdings(st)):
        player = {"name": who(st, s), "colour": say("colour-name", colour=SEAT_COLOURS[s])}
        if st["resigned"][s]:
            lines.append(say("apocalyte-status-left", **player))
        elif st["out"][s]:
            lines.append(say("apocalyte-status-out", **player))
        else:
            lines.append(say("apocalyte-status-player", armies=str(armies(held.armies)),
                             territories=str(territories(held.territories)), supplies=str(supplies(held.supplies)),
                             stocked=held.stocked, **player))
    if st["over"]:
        lines.append(say("apocalyte-status-over", summary=summary(st)))
    return lines


def summary(st: State) -> str:
    """How the game ended, in the reader's language ("" while it goes on)."""
    return worded(words_from_json(st["summary"]))


def board_view(st: State) -> dict[str, JSON]:
    scenario = current(st)
    options = dict(st["options"])
    if not st["scenario"]:
        options.pop("scenario", None)  # revealed only after the placement
    return {
        "game": GAME_KEY,
        "schema_version": SCHEMA_VERSION,
        "players": list(st["players"]),
        "colours": list(SEAT_COLOURS[: len(st["players"])]),
        "options": options,
        "scenario": st["scenario"],
        "scenario_title": str(title(scenario.key)) if st["scenario"] else None,
        "noun": str(noun(scenario.key)),
        "one": say("apocalyte-one", scenario=scenario.key),
        "round": st["round"],
        "phase": st["phase"],
        "phase_line": phase_line(st),
        "territories": {c: {"armies": list(st["armies"][c]), "apoc": st["apoc"][c], "supplies": st["supplies"][c]}
                        for c in CODES},
        "marks": as_json(copy_state(st["marks"])),
        "progress": scenario.progress(st),
        "apocalytes": apocalytes_left(st),
        "armies": [held.armies for held in holdings(st)],
        "out": list(st["out"]),
        "resigned": list(st["resigned"]),
        "placing": list(st["placing"]) if st["phase"] == "place" else [0] * len(st["players"]),
        "current": turn_of(st)["seat"] if st["turn"] else None,
        "prompts": [{"seat": a.seat, "kind": a.kind, "task": worded(WORDING[a.kind][1](st, a.seat))}
                    for a in open_asks(st)],
        "highlight": list(st["highlight"]),
        "arrows": [list(a) for a in st["arrows"]],
        "over": st["over"],
        "won": st["won"],
        "summary": summary(st),
    }
