"""What players see: the view the board and the exports are built from, and the status lines.
Both show a seat its own genotype and nobody else's until the game is over; everything else
here is public: the board, the spin, the last environment card, the words species showed."""

from __future__ import annotations

from typing import Literal, TypedDict

from messages import say
from rules.base import JSON, as_json
from rules.dictengine import copy_state
from rules.extinction.data import CARDS, DECK_ORDER, ENVIRONMENT, SEGMENTS, CardValues
from rules.extinction.flow import STEPS
from rules.extinction.genes import genotype_text
from rules.extinction.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    SEAT_COLOURS,
    State,
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
from rules.extinction.vocabulary import (
    action_words,
    card_summary,
    card_words,
    cause_words,
    deck_words,
    environment_words,
    predator_words,
)
from rules.phrases import Said, worded, words_from_json

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
    """The seat's cards, their names and values worded in the reader's language."""
    held = st["genes"][seat]
    return [{"deck": d, "deck_name": str(deck_words(d)), "id": held[d], "name": str(card_words(held[d])),
             "summary": worded(card_summary(CARDS[held[d]])), "values": CARDS[held[d]].values.copy()}
            for d in DECK_ORDER if d in held]


def mobility_left(st: State, seat: int | None) -> int | None:
    """The mobility `seat` has left while it migrates (it tells its Habitat card's value): its own to see."""
    step = st["step"]
    return step["budget"] if step is not None and step["seat"] == seat and step["act"] == "migrate" else None


def prompt_words(st: State) -> tuple[Said, Said] | None:
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
                "names": [str(action_words(segment.first)), str(action_words(segment.second))]}
    public_step: dict[str, JSON] | None = None
    if step is not None and words is not None:
        public_step = {"act": step["act"], "seat": step["seat"], "task": worded(words[1]),
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
        "phase_title": say("extinction-phase", phase=st["phase"]),
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
        "last_card": None if card is None else {"id": card.id, "name": str(environment_words(card.id)),
                                                "kind": card.kind},
        "environment_left": len(st["environment"]),
        "revealed": as_json(copy_state(st["revealed"])),
        "step": public_step,
        "genes": as_json([genotype(st, s) if may_see_genes(st, viewer, s) else None for s in range(n)]),
        "highlight": list(st["highlight"]),
        "over": st["over"],
        "winners": list(st["winners"]),
        "summary": worded(words_from_json(st["summary"])),
    }
    if (left := mobility_left(st, viewer)) is not None:
        view["mobility_left"] = left
    return view


def own_lines(st: State, seat: int) -> list[str]:
    """A seat's own genotype, a card a line, and its mobility left while it migrates: for its eyes only."""
    if not st["genes"][seat]:
        return [say("extinction-no-genes-yet")]
    lines = [say("extinction-own-card", deck=card["deck_name"], card=card["name"], summary=card["summary"])
             for card in genotype(st, seat)]
    if (left := mobility_left(st, seat)) is not None:
        lines.append(say("extinction-own-mobility", left=left))
    return lines


def status_lines(st: State, viewer: int | None) -> list[str]:
    lines = []
    card = str(environment_words(st["last_card"])) if st["last_card"] else say("extinction-no-card-yet")
    if st["phase"] == "play":
        spun = ""
        if st["spin"] is not None:
            segment = SEGMENTS[st["spin"]]
            spun = say("extinction-status-spun", first=str(action_words(segment.first)),
                       second=str(action_words(segment.second)))
        lines.append(say("extinction-status-turn", round=st["round"], last=end_rounds(st) or 0,
                         name=name_of(st, current_seat(st)), spun=spun, card=card))
    elif st["over"]:
        lines.append(say("extinction-status-ended", round=st["round"], card=card))
    else:
        lines.append(say("extinction-status-setup", phase=st["phase"], card=card))
    for s in range(player_count(st)):
        player = str(who(st, s))
        if st["resigned"][s]:
            lines.append(say("extinction-status-left", who=player))
            continue
        if st["extinct"][s]:
            cause = st["cause"][s]
            assert cause is not None, "fate.record_extinctions names the cause of every extinction"
            lines.append(say("extinction-status-extinct", who=player, cause=str(cause_words(cause))))
            continue
        lines.append(say("extinction-status-species", who=player, population=population(st, s),
                         cubes=cube_count(st, s), score=score(st, s), shown=_shown(st, s)))
    for s in range(player_count(st)):
        if st["genes"][s] and may_see_genes(st, viewer, s):
            genes = worded(genotype_text(st, s))
            lines.append(say("extinction-genotype-dealt", genotype=genes) if viewer == s and not st["over"]
                         else say("extinction-genotype-revealed", name=name_of(st, s), genotype=genes))
    if (left := mobility_left(st, viewer)) is not None:
        lines.append(say("extinction-status-mobility", left=left))
    if st["over"]:
        lines.append(say("extinction-status-result", summary=worded(words_from_json(st["summary"]))))
    return lines


def _shown(st: State, seat: int) -> str:
    """What the species showed in public, each part led by its separator: its predator type announced,
    the words of its Prey Defense card."""
    revealed = st["revealed"][seat]
    shown = ""
    if revealed["predator"]:
        shown += say("extinction-status-announced", type=str(predator_words(revealed["predator"])))
    if revealed["defense"]:
        shown += say("extinction-status-defence", words=", ".join(str(predator_words(w)) for w in revealed["defense"]))
    return shown
