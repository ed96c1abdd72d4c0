"""What players see: the status lines of the position and the view the board image is drawn from.
Nothing is secret in Apocalyte except the generator, which neither shows."""

from __future__ import annotations

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
    army_text,
    held_by,
    seats,
    supply_text,
    total_armies,
    turn_of,
    who,
)
from rules.apocalyte.world import CODES
from rules.base import JSON, as_json
from rules.dictengine import copy_state
from rules.wording import plural, possessive

STAGES = {"reinforce": "new armies", "move": "movement", "combat": "combat", "end": "end of turn"}


def phase_line(st: State) -> str:
    scenario = current(st)
    if st["phase"] == "draft":
        return "Setup: drafting territories (the scenario is revealed after placement)."
    if st["phase"] == "place":
        return "Setup: placing extra armies (the scenario is revealed once every army is placed)."
    if st["phase"] == "over":
        last = st["round"] - 1 if rounds_over(st) else st["round"]  # the clock ends a game as the next round begins
        return f"{scenario.title}, game over after round {last}."
    limit = round_limit(st)
    now = f"{scenario.title}, round {st['round']}" + (f" of {limit}" if limit is not None else "")
    if st["phase"] == "apocalytes":
        return f"{now}: {possessive('the ' + scenario.noun)} turn."
    seat = turn_of(st)["seat"]
    return f"{now}: {who(st, seat)}'s turn ({STAGES[turn_of(st)['stage']]})."


def status_lines(st: State, seat: int | None) -> list[str]:
    scenario = current(st)
    lines = [phase_line(st), *scenario.progress(st)]
    if st["scenario"]:
        places = sum(1 for c in CODES if st["apoc"][c])
        lines.append(f"{scenario.title}: {scenario.count(apocalytes_left(st))} in {plural(places, 'territory')}.")
    for s in seats(st):
        if st["resigned"][s]:
            lines.append(f"{who(st, s)} ({SEAT_COLOURS[s]}): left the game.")
        elif st["out"][s]:
            lines.append(f"{who(st, s)} ({SEAT_COLOURS[s]}): no armies left, out.")
        else:
            held = held_by(st, s)
            stocked = [c for c in held if st["supplies"][c]]
            counters = supply_text(sum(st["supplies"][c] for c in stocked))
            lines.append(f"{who(st, s)} ({SEAT_COLOURS[s]}): {army_text(total_armies(st, s))} in "
                         f"{plural(len(held), 'territory')}, {counters} there (in {len(stocked)} of them).")
    if st["over"]:
        lines.append(f"Game over. {st['summary']}")
    return lines


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
        "scenario_title": scenario.title if st["scenario"] else None,
        "noun": scenario.noun,
        "one": scenario.one,
        "round": st["round"],
        "phase": st["phase"],
        "phase_line": phase_line(st),
        "territories": {c: {"armies": list(st["armies"][c]), "apoc": st["apoc"][c], "supplies": st["supplies"][c]}
                        for c in CODES},
        "marks": as_json(copy_state(st["marks"])),
        "progress": scenario.progress(st),
        "apocalytes": apocalytes_left(st),
        "armies": [total_armies(st, s) for s in seats(st)],
        "out": list(st["out"]),
        "resigned": list(st["resigned"]),
        "placing": list(st["placing"]) if st["phase"] == "place" else [0] * len(st["players"]),
        "current": turn_of(st)["seat"] if st["turn"] else None,
        "prompts": [{"seat": a.seat, "kind": a.kind, "task": WORDING[a.kind][1](st, a.seat)} for a in open_asks(st)],
        "highlight": list(st["highlight"]),
        "arrows": [list(a) for a in st["arrows"]],
        "over": st["over"],
        "won": st["won"],
        "summary": st["summary"],
    }
