"""What players see: the view the board and the exports are built from, and the status lines.
Both show a seat its own genotype and nobody else's until the game is over; everything else
here is public: the board, the spin, the last environment card, the words species showed."""

from __future__ import annotations

from typing import Literal, TypedDict

from rules.base import JSON, as_json
from rules.dictengine import copy_state
from rules.extinction.data import CARDS, DECK_ORDER, DECKS, ENVIRONMENT, SEGMENTS, CardValues
from rules.extinction.fate import CAUSES
from rules.extinction.flow import STEPS
from rules.extinction.genes import genotype_text
from rules.extinction.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
    action_name,
    barriers_left,
    cube_count,
    current_seat,
    end_rounds,
    name_of,
    player_count,
    population,
    score,
    who,
)
from rules.wording import plural

PHASE_TITLES = {"colonise": "colonisation", "relocate": "relocation", "play": "play", "over": "game over"}
# what a step may show everyone beyond its kind and its player: counts that the board will show anyway
PUBLIC_STEP_KEYS: dict[str, tuple[Literal["left"], ...]] = {"colonise": ("left",), "reproduce": ("left",),
                                                            "lose": ("left",)}


def may_see_genes(st: State, viewer: int | None, seat: int) -> bool:
    return st["over"] or viewer == seat


class ShownCard(TypedDict):
    """A gene card as the view shows it."""

    deck: str
    deck_name: str
    id: str
    name: str
    summary: str
    values: CardValues


def genotype(st: State, seat: int) -> list[ShownCard]:
    held = st["genes"][seat]
    return [{"deck": d, "deck_name": DECKS[d].name, "id": held[d], "name": CARDS[held[d]].name,
             "summary": CARDS[held[d]].summary, "values": CARDS[held[d]].values.copy()}
            for d in DECK_ORDER if d in held]


def mobility_left(st: State, seat: int | None) -> int | None:
    """The mobility `seat` has left while it migrates (it tells its Habitat card's value): its own to see."""
    step = st["step"]
    return step["budget"] if step is not None and step["seat"] == seat and step["act"] == "migrate" else None


def prompt_words(st: State) -> tuple[str, str] | None:
    step = st["step"]
    if step is None or st["over"]:
        return None
    return STEPS[step["act"]].ask(st, step)


def board_view(st: State, viewer: int | None) -> dict[str, JSON]:
    n = player_count(st)
    step = st["step"]
    words = prompt_words(st)
    card = ENVIRONMENT[st["last_card"]] if st["last_card"] else None
    spin: dict[str, JSON] | None = None
    if st["spin"] is not None and st["phase"] == "play":
        segment = SEGMENTS[st["spin"]]
        spin = {"segment": st["spin"] + 1, "first": segment.first, "second": segment.second,
                "names": [action_name(segment.first), action_name(segment.second)]}
    public_step: dict[str, JSON] | None = None
    if step is not None and words is not None:
        public_step = {"act": step["act"], "seat": step["seat"], "task": words[1],
                       **{k: step[k] for k in PUBLIC_STEP_KEYS.get(step["act"], ())}}
    view: dict[str, JSON] = {
        "game": GAME_KEY,
        "schema_version": SCHEMA_VERSION,
        "viewer": viewer,
        "players": list(st["players"]),
        "colours": list(SEAT_COLOURS[:n]),
        "options": dict(st["options"]),
        "end_round": end_rounds(st),
        "phase": st["phase"],
        "phase_title": PHASE_TITLES[st["phase"]],
        "round": st["round"],
        "order": list(st["order"]),
        "current": current_seat(st) if st["phase"] == "play" else None,
        "cubes": {h: list(c) for h, c in st["cubes"].items()},
        "barriers": dict(st["barriers"]),
        "barriers_left": barriers_left(st),
        "population": [population(st, s) for s in range(n)],
        "cubes_on_board": [cube_count(st, s) for s in range(n)],
        "score": [score(st, s) for s in range(n)],
        "extinct": list(st["extinct"]),
        "cause": list(st["cause"]),
        "resigned": list(st["resigned"]),
        "spin": spin,
        "queue": list(st["queue"]),
        "last_card": None if card is None else {"id": card.id, "name": card.name, "kind": card.kind},
        "environment_left": len(st["environment"]),
        "revealed": as_json(copy_state(st["revealed"])),
        "step": public_step,
        "genes": as_json([genotype(st, s) if may_see_genes(st, viewer, s) else None for s in range(n)]),
        "highlight": list(st["highlight"]),
        "over": st["over"],
        "winners": list(st["winners"]),
        "summary": st["summary"],
    }
    if (left := mobility_left(st, viewer)) is not None:
        view["mobility_left"] = left
    return view


def own_lines(st: State, seat: int) -> list[str]:
    """A seat's own genotype, a card a line, and its mobility left while it migrates: for its eyes only."""
    if not st["genes"][seat]:
        return ["Genes are dealt after colonisation and relocation: you hold none yet."]
    lines = [f"**{card['deck_name']}**: {card['name']} ({card['summary']})" for card in genotype(st, seat)]
    if (left := mobility_left(st, seat)) is not None:
        lines.append(f"Mobility left this turn: {left}.")
    return lines


def status_lines(st: State, viewer: int | None) -> list[str]:
    lines = []
    card = ENVIRONMENT[st["last_card"]].name if st["last_card"] else "none yet"
    last = end_rounds(st)
    length = "until one species is left" if last is None else f"of {last}"
    if st["phase"] == "play":
        seat = current_seat(st)
        spun = ""
        if st["spin"] is not None:
            segment = SEGMENTS[st["spin"]]
            spun = f"; spun {action_name(segment.first)}, then {action_name(segment.second)}"
        lines.append(f"Round {st['round']} {length}: {name_of(st, seat)}'s turn{spun}. Last environment card: {card}.")
    elif st["over"]:
        lines.append(f"The game ended in round {st['round']}. Last environment card: {card}.")
    else:
        lines.append(f"{PHASE_TITLES[st['phase']].capitalize()}. Last environment card: {card}.")
    for s in range(player_count(st)):
        if st["resigned"][s]:
            lines.append(f"{who(st, s)}: left the game.")
            continue
        if st["extinct"][s]:
            cause = st["cause"][s]
            assert cause is not None, "fate.record_extinctions names the cause of every extinction"
            lines.append(f"{who(st, s)}: extinct ({CAUSES[cause]}); watching.")
            continue
        shown = []
        if st["revealed"][s]["predator"]:
            shown.append(f"announced a {st['revealed'][s]['predator']} predator")
        if st["revealed"][s]["defense"]:
            shown.append("showed defence " + ", ".join(st["revealed"][s]["defense"]))
        lines.append(f"{who(st, s)}: {plural(population(st, s), 'individual')} on {plural(cube_count(st, s), 'cube')}"
                     f" (score {score(st, s)})" + (f"; {'; '.join(shown)}" if shown else "") + ".")
    for s in range(player_count(st)):
        if st["genes"][s] and may_see_genes(st, viewer, s):
            owner = "Your genotype" if viewer == s and not st["over"] else f"{name_of(st, s)}'s genotype"
            lines.append(f"{owner}: {genotype_text(st, s)}.")
    if (left := mobility_left(st, viewer)) is not None:
        lines.append(f"Your mobility left this turn: {left}.")
    if st["over"]:
        lines.append(f"Result: {st['summary']}")
    return lines
