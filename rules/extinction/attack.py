"""Compete/Prey: each of the player's cubes may once a turn take a rival hex within reach (next
to it, or across a barrier the species can cross). Competing needs more individuals than the
rival cube, and more move in than it held; preying needs the predator type announced first,
and any number may move in, but a rival defended against that type shows that one word of its
Prey Defense card in public and is safe. The rival's cube goes back to its owner."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import MAX_PER_CUBE
from rules.extinction.fate import record_extinctions
from rules.extinction.island import within_reach
from rules.extinction.menus import Option, from_group, on_group
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.state import (
    State,
    Step,
    add_individuals,
    card_of,
    clear_hex,
    count_at,
    cubes_of,
    name_of,
    owner,
    remove_individuals,
    seat_on,
    spare_cubes,
)
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import predator_words
from rules.phrases import Phrase


def start(st: State, seat: int, ev: list[Event]) -> None:
    st["step"] = {"act": "compete", "seat": seat, "announced": False, "checked": [], "defended": [], "taken": 0}


def _source_refusal(st: State, seat: int, source: str) -> str | None:
    """Why the seat's individuals on `source` may not compete or prey now, or None."""
    if owner(st, source) != seat:
        return say("extinction-no-cube", hex=source)
    if source in st["used"]:
        return say("extinction-cube-used", hex=source)
    return None


def _sources(st: State, seat: int) -> dict[str, int]:
    return {h: n for h, n in cubes_of(st, seat).items() if _source_refusal(st, seat, h) is None}


def _is_rival(st: State, seat: int, target: str) -> bool:
    return owner(st, target) not in (None, seat)


def _rival_refusal(st: State, seat: int, source: str, target: str, reach: list[str]) -> str | None:
    """Why `target` is not a rival cube the one on `source` (whose `reach` it is) may take, or None."""
    if not _is_rival(st, seat, target):
        return say("extinction-no-rival", hex=target)
    if target not in reach:
        return say("extinction-out-of-reach", target=target, source=source)
    return None


def _rivals_near(st: State, seat: int, source: str) -> list[str]:
    # asked for every cube in reach at every decision, so tested without wording the refusal
    return [h for h in within_reach(st, seat, source) if _is_rival(st, seat, h)]


def _capture_refusal(st: State, step: Step, verb: str, source: str, target: str) -> str | None:
    """Why `verb` (compete or prey) may not take the rival on `target` from `source`, or None. Every rival
    within reach is checked for its defence when the type is announced, and none comes within reach later."""
    if verb == "compete":
        have, theirs = count_at(st, source), count_at(st, target)
        if theirs >= have:
            return say("extinction-too-few-to-compete", source=source, have=have, target=target, theirs=theirs)
        return None
    if not step["announced"]:
        return say("extinction-announce-first")
    rival = seat_on(st, target)
    return say("extinction-defended", name=name_of(st, rival)) if rival in step["defended"] else None


def _least(st: State, verb: str, target: str) -> int:
    """The fewest individuals that may move in: more than the rival held when competing, any when preying."""
    return count_at(st, target) + 1 if verb == "compete" else 1


def _counts(st: State, seat: int, have: int, least: int) -> list[int]:
    """How many may move into a captured hex: from `least` up to all; all only, with no cube to spare."""
    if spare_cubes(st, seat) > 0:
        return list(range(least, have + 1))
    return [have] if have >= least else []


def _announce_refusal(st: State, step: Step) -> str | None:
    """Why the seat may not announce its predator type now, or None."""
    if step["announced"]:
        return say("extinction-announced-already")
    if not any(_rivals_near(st, step["seat"], h) for h in _sources(st, step["seat"])):
        return say("extinction-no-rival-in-reach")
    return None


def _label(st: State, verb: str, count: int, source: str, target: str) -> Phrase:
    return Phrase.of("extinction-label-capture", verb=verb, count=count, source=source, target=target,
                     name=name_of(st, seat_on(st, target)), theirs=count_at(st, target))


def _options(st: State, step: Step) -> list[Option]:
    seat = step["seat"]
    options = []
    for source, have in _sources(st, seat).items():
        for target in _rivals_near(st, seat, source):
            verbs = [verb for verb in ("compete", "prey") if _capture_refusal(st, step, verb, source, target) is None]
            moves = [(verb, n) for verb in verbs for n in _counts(st, seat, have, _least(st, verb, target))]
            for verb, n in moves:
                groups = (from_group(source, have), on_group("on", target))
                options.append(Option(f"{verb} {n} {source} {target}", _label(st, verb, n, source, target), groups))
    return options


def _extras(st: State, step: Step) -> list[Action]:
    extras = [Action("done", Phrase.of("extinction-label-capture-done"), "no")]
    if _announce_refusal(st, step) is None:
        kind = card_of(st, step["seat"], "predator").words[0]
        extras.append(Action("prey", Phrase.of("extinction-label-announce", type=predator_words(kind))))
    return extras


def _read(st: State, step: Step, words: list[str]) -> Action:
    seat, verb = step["seat"], words[0]
    if verb == "prey" and len(words) == 1:
        reason = _announce_refusal(st, step)
        assert reason is not None, "an announcement open now is an extra, found before a typed action is read"
        raise IllegalAction(reason)
    expect(words, 4, f"{verb} N FROM TO")
    count = read_count(words[1], MAX_PER_CUBE)
    source, target = read_hex(words[2]), read_hex(words[3])
    reason = (_source_refusal(st, seat, source)
              or _rival_refusal(st, seat, source, target, within_reach(st, seat, source))
              or _capture_refusal(st, step, verb, source, target))
    if reason:
        raise IllegalAction(reason)
    have, least = count_at(st, source), _least(st, verb, target)
    allowed = _counts(st, seat, have, least)
    if count not in allowed:
        if allowed == [have]:
            raise IllegalAction(say("extinction-capture-whole-cube", have=have, source=source))
        raise IllegalAction(say("extinction-move-in", least=least, have=have, source=source))
    return Action(f"{verb} {count} {source} {target}", _label(st, verb, count, source, target))


def _check_defences(st: State, step: Step, ev: list[Event]) -> None:
    """Every rival within reach of an unused cube shows its defence against the announced type, or
    becomes prey. (Reach depends only on barriers, so no rival comes within reach later in the action.)"""
    seat = step["seat"]
    kind = card_of(st, seat, "predator").words[0]
    for source in _sources(st, seat):
        for target in _rivals_near(st, seat, source):
            rival = seat_on(st, target)
            if rival in step["checked"]:
                continue
            step["checked"].append(rival)
            if kind in card_of(st, rival, "defense").words:
                step["defended"].append(rival)
                shown = st["revealed"][rival]["defense"]
                if kind not in shown:
                    shown.append(kind)
                ev.append(Event("defence", Phrase.of("extinction-defence-shown", name=name_of(st, rival),
                                                     type=predator_words(kind)), {"seat": rival, "word": kind}))
            else:
                ev.append(Event("prey", Phrase.of("extinction-no-defence", name=name_of(st, rival),
                                                  type=predator_words(kind)), {"seat": rival, "word": kind}))


def _announce(st: State, step: Step, ev: list[Event]) -> None:
    seat = step["seat"]
    kind = card_of(st, seat, "predator").words[0]
    step["announced"] = True
    st["revealed"][seat]["predator"] = kind
    ev.append(Event("announce", Phrase.of("extinction-predator-announced", name=name_of(st, seat),
                                          type=predator_words(kind)),
                    {"seat": seat, "word": kind}))
    _check_defences(st, step, ev)


def _capture(st: State, step: Step, verb: str, count: int, source: str, target: str, ev: list[Event]) -> None:
    seat = step["seat"]
    rival, lost = seat_on(st, target), count_at(st, target)
    clear_hex(st, target)
    remove_individuals(st, source, count)
    add_individuals(st, seat, target, count)
    st["used"] += [source, target]
    step["taken"] += 1
    ev.append(Event(verb, Phrase.of("extinction-captured", verb=verb, name=name_of(st, seat),
                                    rival=name_of(st, rival), target=target, lost=lost, count=count, source=source),
                    {"seat": seat, "rival": rival, "from": source, "to": target, "count": count, "lost": lost}))
    record_extinctions(st, verb, ev)


def _perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    if words == ["done"]:
        if not step["taken"]:
            ev.append(Event("pass", Phrase.of("extinction-no-capture", name=name_of(st, step["seat"])),
                            {"seat": step["seat"]}))
        st["step"] = None
    elif words == ["prey"]:
        _announce(st, step, ev)
    else:
        _capture(st, step, words[0], int(words[1]), words[2], words[3], ev)


COMPETE = StepRules(
    kind="compete",
    verbs=("compete", "prey"),
    ask=lambda st, step: (Phrase.of("extinction-ask-compete"), Phrase.of("extinction-task-compete")),
    options=_options,
    extras=_extras,
    read=_read,
    perform=_perform,
    passive="done",
)
