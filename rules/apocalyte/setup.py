"""Setting the game up: the territories dealt (or drafted), one army on each, the supply counters,
the extra armies placed by everyone at once, and then the scenario revealed and set up."""

from __future__ import annotations

from messages import say
from rules.apocalyte.difficulty import extra_armies, round_limit, supplies_each
from rules.apocalyte.notation import Command
from rules.apocalyte.scenarios import current
from rules.apocalyte.state import (
    GAME_KEY,
    SCENARIOS,
    SCHEMA_VERSION,
    State,
    draft_of,
    draw,
    event,
    held_by,
    option,
    players_in,
    roll,
    seats,
    touch,
    who,
)
from rules.apocalyte.words import place, places, title
from rules.apocalyte.world import CODES, NEIGHBOURS, ORDER
from rules.base import Event, IllegalAction
from rules.phrases import SEMICOLON, Phrase, joined


def new_state(players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
    count = len(players)
    st: State = {
        "game": GAME_KEY,
        "schema_version": SCHEMA_VERSION,
        "players": list(players),
        "options": dict(options),
        "rng": [seed, 0],
        "phase": "draft",
        "round": 0,
        "scenario": None,
        "armies": {c: [0] * count for c in CODES},
        "apoc": dict.fromkeys(CODES, 0),
        "supplies": dict.fromkeys(CODES, 0),
        "marks": {"mothership": None, "portals": [], "ground_zeros": [], "craters": [], "sealed": []},
        "cure": 0,
        "meteorites": 0,
        "missile": None,
        "draft": None,
        "placing": [0] * count,
        "extra": {},
        "apoc_turn": None,
        "turn": None,
        "out": [False] * count,
        "resigned": [False] * count,
        "highlight": [],
        "arrows": [],
        "over": False,
        "won": False,
        "summary": "",
        "intro": [],
    }
    ev: list[Event] = []
    if option(st, "deal") == "draft":
        st["draft"] = {"seat": 0}
        event(ev, "draft", Phrase.of("apocalyte-drafted", count=len(CODES)))
    else:
        order = draw(st, list(CODES), len(CODES))
        for i, code in enumerate(order):
            st["armies"][code][i % count] = 1
        dealt = {s: sorted(order[s::count], key=ORDER.__getitem__) for s in seats(st)}
        counts = joined(*(joined(who(st, s), str(len(dealt[s]))) for s in seats(st)), between=", ")
        event(ev, "deal", Phrase.of("apocalyte-dealt", counts=counts),
            dealt={str(s): codes for s, codes in dealt.items()})
        _after_deal(st, ev)
    return st, ev


def _after_deal(st: State, ev: list[Event]) -> None:
    if option(st, "supplies") == "first":
        draw_supplies(st, ev)
    st["phase"] = "place"
    extra = extra_armies(st)
    st["placing"] = [0 if st["resigned"][s] else extra for s in seats(st)]
    event(ev, "placement", Phrase.of("apocalyte-placement", count=extra))


def draw_supplies(st: State, ev: list[Event]) -> None:
    """Each player draws supply cards among their own territories: each gets a supply counter."""
    each = supplies_each(st)
    drawn = {}
    for seat in seats(st):
        codes = sorted(draw(st, held_by(st, seat), each), key=ORDER.__getitem__)
        for code in codes:
            st["supplies"][code] += 1
        drawn[str(seat)] = codes
        touch(st, *codes)
    each_drawn = joined(*(Phrase.of("apocalyte-supplies-of", name=who(st, int(s)), places=places(codes))
                          for s, codes in drawn.items() if codes), between=SEMICOLON)
    event(ev, "supplies", Phrase.of("apocalyte-supplies-drawn", drawn=each_drawn), drawn=drawn)


# --- the draft ------------------------------------------------------------------------------------


def pick_refusal(st: State, code: str) -> str | None:
    """Why `code` cannot be picked in the draft, or None when it can: the one check behind the draft's
    buttons and the refusal of a typed pick."""
    return say("apocalyte-refusal-taken", place=str(place(code))) if players_in(st, code) else None


def free_territories(st: State) -> list[str]:
    return [c for c in CODES if pick_refusal(st, c) is None]


def auto_pick(st: State, seat: int) -> str:
    """The free territory bordering most of the seat's own (the first in map order on a tie)."""
    mine = set(held_by(st, seat))
    return max(free_territories(st), key=lambda c: (sum(n in mine for n in NEIGHBOURS[c]), -ORDER[c]))


def pick(st: State, seat: int, cmd: Command, ev: list[Event]) -> None:
    code = auto_pick(st, seat) if cmd.word == "auto" else cmd.codes[0]
    refusal = pick_refusal(st, code)
    if refusal is not None:
        raise IllegalAction(refusal)
    st["armies"][code][seat] = 1
    touch(st, code)
    event(ev, "pick", Phrase.of("apocalyte-picks", name=who(st, seat), place=place(code)), seat=seat, code=code)
    if not free_territories(st):
        st["draft"] = None
        _after_deal(st, ev)
        return
    active = [s for s in seats(st) if not st["resigned"][s]]
    draft_of(st)["seat"] = next((s for s in active if s > seat), active[0])


# --- the reveal -------------------------------------------------------------------------------------


def reveal(st: State, ev: list[Event]) -> None:
    """Every army is placed: supplies (if drawn after), then the scenario, chosen or rolled, and its setup."""
    if option(st, "supplies") == "after":
        draw_supplies(st, ev)
    chosen = option(st, "scenario")
    if chosen == "random":
        die = roll(st)[0]
        chosen = SCENARIOS[die - 1]
        event(ev, "scenario", Phrase.of("apocalyte-scenario-rolled", die=die, scenario=title(chosen)), die=die,
              scenario=chosen)
    else:
        event(ev, "scenario", Phrase.of("apocalyte-scenario-revealed", scenario=title(chosen)), scenario=chosen)
    st["scenario"] = chosen
    st["extra"] = {}
    current(st).setup(st, ev)
    announce_clock(st, ev)


def announce_clock(st: State, ev: list[Event]) -> None:
    """The round limit, once the scenario (and so the level's clock) is known."""
    limit = round_limit(st)
    if limit is None:
        return
    players = len(st["players"])
    source = (Phrase.of("apocalyte-clock-option") if option(st, "rounds") != "none" else
              Phrase.of("apocalyte-clock-level", level=option(st, "difficulty"), scenario=title(current(st).key),
                        players=players))
    event(ev, "clock", Phrase.of("apocalyte-clock", rounds=limit, source=source), rounds=limit)
