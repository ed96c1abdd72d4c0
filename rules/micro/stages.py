"""Every kind of stage a decision can be owed in, with what it asks, its choices, how an
answer is carried out, how it may resolve itself, and its most passive answer (for skip): µ's
table of the shared runner's stage kinds (rules/decisions.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from itertools import islice

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.decisions import StageKind
from rules.micro import exchange, growth, setup, turn
from rules.micro.data import kind
from rules.micro.species import found_species, pigment_choices
from rules.micro.stack import act, pop
from rules.micro.state import Stage, State, card_name, design_name, host_at, nutrient_name, owner, who
from rules.notation import as_typed, excerpt
from rules.phrases import SEMICOLON, Clause, Phrase, Said, joined, worded

MicroStage = StageKind[State, Stage]


def _own_seat(_st: State, stage: Stage) -> int:
    return int(stage["seat"])


def _first(actions: Callable[[State, Stage], list[Action]]) -> Callable[[State, Stage], str]:
    return lambda st, stage: actions(st, stage)[0].notation


def _gone(st: State, stage: Stage) -> bool:
    seat = stage["seat"]
    return bool(st["resigned"][seat] or st["out"][seat])


def _pop_if_gone(st: State, stage: Stage, _ev: list[Event]) -> bool:
    if _gone(st, stage):
        pop(st)
        return True
    return False


def _only(verb: str, apply: Callable[[State, Stage, list[str], list[Event]], None]
          ) -> Callable[[State, Stage, list[str], list[Event]], None]:
    def checked(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
        if words[0] != verb:
            allowed = as_typed(a.notation for a in STAGES[stage["kind"]].actions(st, stage)[:8])
            raise IllegalAction(say("micro-not-an-answer", word=excerpt(words[0]),
                                    prompt=worded(STAGES[stage["kind"]].text(st, stage)), allowed=allowed))
        apply(st, stage, words, ev)
    return checked


# --- setup --------------------------------------------------------------------------------------

ARRANGE: MicroStage = StageKind(
    _own_seat,
    lambda st, s: Phrase.of("micro-arrange-text", hexes=", ".join(setup.home(st, s["seat"]))),
    lambda st, s: Phrase.of("micro-arrange-task"),
    lambda st, s: setup.arrangements(st, s["seat"]),
    _only("arrange", setup.arrange),
    _pop_if_gone,
    _first(lambda st, s: setup.arrangements(st, s["seat"])),
)

SETTLE: MicroStage = StageKind(
    _own_seat,
    lambda st, s: Phrase.of("micro-settle-text"),
    lambda st, s: Phrase.of("micro-settle-task"),
    lambda st, s: setup.settle_choices(st, s["seat"]),
    _only("settle", setup.settle),
    _pop_if_gone,
    lambda st, s: f"settle {setup.best_fed_home(st, s['seat'])}",  # not a start that starves at once
)


# --- the turn -------------------------------------------------------------------------------------


def _turn_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    if stage.get("main") or _gone(st, stage):
        pop(st)
        return True
    return False


TURN: MicroStage = StageKind(
    _own_seat,
    lambda st, s: Phrase.of("micro-turn-text", round=st["round"]),
    lambda st, s: Phrase.of("micro-turn-task"),
    turn.actions,
    turn.apply,
    _turn_auto,
    lambda st, s: "pass",
)


def _grow_actions(st: State, stage: Stage) -> list[Action]:
    done = act("done", Phrase.of("micro-grow-done" if stage["done"] else "micro-grow-stop"), "no")
    return [*growth.choices(st, stage["colony"], stage["done"]), done]


def _grow_apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    if words == ["done"]:
        pop(st)
        return
    growth.choose(st, stage, words, ev)


def _grow_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    cid = stage["colony"]
    if _gone(st, stage) or cid not in st["colonies"] or not growth.has_choice(st, cid, stage["done"]):
        pop(st)
        return True
    return False


def _grow_text(st: State, stage: Stage) -> Said:
    """The choices left, each costing 1 resource, and why any missing one is missing."""
    col = st["colonies"][stage["colony"]]
    text = Phrase.of("micro-grow-text", colony=stage["colony"], hex=col["hex"], stock=col["stock"])
    missing = [Phrase.of("micro-grow-missing", choice=choice, reason=Clause(reason))
               for choice, reason in growth.refusals(st, stage["colony"], stage["done"])]
    return joined(text, *missing, between=SEMICOLON)


GROW: MicroStage = StageKind(
    _own_seat, _grow_text,
    lambda st, s: Phrase.of("micro-grow-task", hex=st["colonies"][s["colony"]]["hex"]),
    _grow_actions, _grow_apply, _grow_auto, lambda st, s: "done",
)


# --- exchange -----------------------------------------------------------------------------------


def _place_actions(st: State, stage: Stage) -> list[Action]:
    name = design_name(kind(stage["token"]))
    swap = bool(exchange.unused_of(st, stage["seat"]))
    return [act(f"place {h}", Phrase.of("micro-place-instead" if swap else "micro-place-on", habitat=name, hex=h))
            for h in exchange.spots(st, stage["seat"])]


def _place_apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    allowed = exchange.spots(st, stage["seat"])
    hex_name = turn.hex_word(words[1]) if len(words) == 2 else ""
    if hex_name not in allowed:
        raise IllegalAction(say("micro-place-where", hexes=", ".join(allowed)))
    exchange.place(st, stage["seat"], stage["token"], hex_name, ev)
    pop(st)


def _place_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    if _gone(st, stage):
        st["spent"].append(stage["token"])
        pop(st)
        return True
    return False


def _place_text(st: State, stage: Stage) -> Phrase:
    replaces = bool(exchange.unused_of(st, stage["seat"]))
    return Phrase.of("micro-place-replaces-text" if replaces else "micro-place-free-text",
                     habitat=design_name(kind(stage["token"])))


PLACE: MicroStage = StageKind(
    _own_seat, _place_text, lambda st, s: Phrase.of("micro-place-task"),
    _place_actions, _only("place", _place_apply), _place_auto, _first(_place_actions),
)


# --- Syntrophy, Pigments, Competence -------------------------------------------------------------


def _rider_seat(st: State, stage: Stage) -> int:
    return owner(st, stage["candidates"][0])


def _ride_actions(st: State, stage: Stage) -> list[Action]:
    seat = _rider_seat(st, stage)
    mine = [c for c in stage["candidates"] if owner(st, c) == seat]
    dest = st["colonies"][stage["moved"]]["hex"]
    return [*(act(f"ride {st['colonies'][c]['hex']}", Phrase.of("micro-ride-label", colony=c, hex=dest), "yes")
              for c in mine),
            act("decline", Phrase.of("micro-ride-decline"), "no")]


def _ride_apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    seat = _rider_seat(st, stage)
    if words == ["decline"]:
        stage["candidates"] = [c for c in stage["candidates"] if owner(st, c) != seat]
        return
    if words[0] != "ride" or len(words) != 2:
        raise IllegalAction(say("micro-ride-form"))
    cid = host_at(st, turn.hex_word(words[1]))
    if cid is None or cid not in stage["candidates"] or owner(st, cid) != seat:
        raise IllegalAction(say("micro-choose-one", choices=", ".join(a.notation for a in _ride_actions(st, stage))))
    growth.ride(st, stage, cid, ev)
    pop(st)


def _ride_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    stage["candidates"] = growth.valid_riders(st, stage)
    if not stage["candidates"]:
        pop(st)
        return True
    return False


def _ride_text(st: State, stage: Stage) -> str:
    moved = stage["moved"]
    return say("micro-ride-text", colony=moved, player=str(who(st, owner(st, moved))),
               hex=st["colonies"][moved]["hex"])


RIDE: MicroStage = StageKind(
    _rider_seat, _ride_text, lambda st, s: Phrase.of("micro-ride-task"),
    _ride_actions, _ride_apply, _ride_auto, lambda st, s: "decline",
)


def _pigment_actions(st: State, stage: Stage) -> list[Action]:
    return [act(f"pigment {n}", Phrase.of("micro-pigment-label", nutrient=nutrient_name(n)))
            for n in pigment_choices(st, stage["species"])]


def _pigment_apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    allowed = [a.notation for a in _pigment_actions(st, stage)]
    if " ".join(words) not in allowed:
        raise IllegalAction(say("micro-choose-one", choices=", ".join(allowed)))
    _set_pigment(st, stage, words[1], ev)


def _set_pigment(st: State, stage: Stage, nutrient: str, ev: list[Event]) -> None:
    species = stage["species"]
    st["species"][species]["pigment"] = nutrient
    ev.append(Event("pigment", Phrase.of("micro-pigment-event", species=species.capitalize(),
                                         nutrient=nutrient_name(nutrient)),
                    {"species": species, "nutrient": nutrient}))
    pop(st)


def _pigment_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    choices = _pigment_actions(st, stage)
    if _gone(st, stage) or st["species"][stage["species"]]["extinct"] or not choices:
        pop(st)
        return True
    if len(choices) == 1:
        _set_pigment(st, stage, choices[0].notation.split()[1], ev)
        return True
    return False


PIGMENT: MicroStage = StageKind(
    _own_seat, lambda st, s: Phrase.of("micro-pigment-text", species=s["species"].capitalize()),
    lambda st, s: Phrase.of("micro-pigment-task"),
    _pigment_actions, _only("pigment", _pigment_apply), _pigment_auto, _first(_pigment_actions),
)


BRING_LISTED = 60  # subsets offered as buttons; any other valid subset is typed (and parsed as typed)


def _part_sets(counts: list[tuple[str, int]], size: int) -> Iterator[tuple[str, ...]]:
    """The distinct selections of `size` cards from (kind, copies held) pairs, in order, made
    one at a time: the caller takes as many as it lists, never the whole power set."""
    if size == 0:
        yield ()
        return
    for i, (key, copies) in enumerate(counts):
        rest = counts[i + 1:]
        if size > sum(c for _k, c in counts[i:]):
            return
        for taken in range(min(copies, size), 0, -1):
            for tail in _part_sets(rest, size - taken):
                yield (key,) * taken + tail


def bring_subsets(cards: list[str]) -> Iterator[tuple[str, ...]]:
    """Every proper, non-empty part of the cards, smallest parts first, lazily."""
    counts = sorted(Counter(kind(c) for c in cards).items())
    for size in range(1, len(cards)):
        yield from _part_sets(counts, size)


def _bring_actions(st: State, stage: Stage) -> list[Action]:
    cards = st["species"][st["colonies"][stage["colony"]]["species"]]["cards"]
    found = [act("bring all", Phrase.of("micro-bring-all-label"), "no"),
             act("bring none", Phrase.of("micro-bring-none-label"))]
    for combo in islice(bring_subsets(cards), BRING_LISTED):
        found.append(act("bring " + ",".join(combo),
                         Phrase.of("micro-bring-label", cards=joined(*map(card_name, combo), between=", "))))
    return found


def _bring_apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    if len(words) != 2:
        raise IllegalAction(say("micro-bring-form"))
    cid = stage["colony"]
    species = st["colonies"][cid]["species"]
    held = list(st["species"][species]["cards"])
    if words[1] == "all":
        pop(st)
        return
    chosen: list[str] = []
    for key in ([] if words[1] == "none" else words[1].split(",")):
        card = next((c for c in held if kind(c) == key and c not in chosen), None)
        if card is None:
            raise IllegalAction(say("micro-bring-no-card", species=species.capitalize(), card=excerpt(key)))
        chosen.append(card)
    if len(chosen) == len(held) and held:
        raise IllegalAction(say("micro-bring-every-card"))
    pop(st)
    found_species(st, cid, chosen, ev)


def _bring_auto(st: State, stage: Stage, ev: list[Event]) -> bool:
    if _gone(st, stage) or stage["colony"] not in st["colonies"]:
        pop(st)
        return True
    return False


BRING: MicroStage = StageKind(
    _own_seat,
    lambda st, s: Phrase.of("micro-bring-text", colony=s["colony"]),
    lambda st, s: Phrase.of("micro-bring-task"),
    _bring_actions, _only("bring", _bring_apply), _bring_auto, lambda st, s: "bring all",
)

STAGES: dict[str, MicroStage] = {
    "arrange": ARRANGE, "settle": SETTLE, "turn": TURN, "grow": GROW, "place": PLACE,
    "ride": RIDE, "pigment": PIGMENT, "bring": BRING,
}
