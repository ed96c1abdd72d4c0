"""Environmental Change: the top card of the environment deck strikes the drawer alone (famine,
pestilence, drought, cold wave) or every species (fires, water and air pollution, the man-made
clearings); Environmental Tolerance cards spare their holders where the card allows it. A
percentage loss lets the drawer choose which individuals die. Mild Season instead grants any
pair of actions on the spinner without an Environmental Change. The card then goes to the bottom."""

from __future__ import annotations

from fractions import Fraction

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import ENVIRONMENT, HABITAT_OF, MAX_PER_CUBE, SEGMENTS
from rules.extinction.fate import record_extinctions
from rules.extinction.island import polluted_hexes
from rules.extinction.menus import Option, on_group, row_group
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.reproduce import round_half_up
from rules.extinction.state import (
    State,
    Step,
    alive,
    clear_hex,
    count_at,
    cubes_of,
    name_of,
    population,
    remove_individuals,
    tolerates,
    touch,
)
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import action_words, environment_words, habitat_words
from rules.phrases import Phrase
from rules.tally import Tally

# the individuals a drought or cold wave kills, chosen a few hexes at a time
LOSSES = Tally("deaths", "removed",
                     lambda name, places, left: Phrase.of("extinction-individuals-removed", name=name, places=places,
                                                          left=left),
                     lambda hex_name, count: Phrase.of("extinction-count-from", count=count, hex=hex_name))


def start(st: State, seat: int, ev: list[Event]) -> None:
    card_id = st["environment"].pop(0)
    st["environment"].append(card_id)
    st["last_card"] = card_id
    card = ENVIRONMENT[card_id]
    ev.append(Event("environment", Phrase.of("extinction-environment-drawn", name=name_of(st, seat),
                                             card=environment_words(card_id)),
                    {"seat": seat, "card": card_id}))
    if card.kind in ("famine", "pestilence"):
        _crowded_die(st, seat, card.kind, ev)
    elif card.kind in ("drought", "cold-wave"):
        _percentage(st, seat, card_id, ev)
    elif card.kind == "mild":
        st["step"] = {"act": "mild", "seat": seat}
    else:
        _strike_all(st, card_id, ev)


def _crowded_die(st: State, seat: int, kind: str, ev: list[Event]) -> None:
    """Famine and pestilence: every cube of the drawer showing five or six is removed."""
    crowded = [h for h, n in cubes_of(st, seat).items() if n >= 5]
    lost = sum(count_at(st, h) for h in crowded)
    for h in crowded:
        clear_hex(st, h)
    if crowded:
        ev.append(Event("deaths", Phrase.of("extinction-crowded-die", change=kind, name=name_of(st, seat),
                                            lost=lost, hexes=", ".join(crowded)),
                        {"seat": seat, "hexes": crowded, "lost": lost}))
    else:
        ev.append(Event("deaths", Phrase.of("extinction-none-crowded", name=name_of(st, seat), change=kind),
                        {"seat": seat, "lost": 0}))
    record_extinctions(st, kind, ev)


def _percentage(st: State, seat: int, card_id: str, ev: list[Event]) -> None:
    card = ENVIRONMENT[card_id]
    name = name_of(st, seat)
    if tolerates(st, seat, card.kind):
        ev.append(Event("deaths", Phrase.of("extinction-withstands", name=name, change=card.kind),
                        {"seat": seat, "lost": 0}))
        return
    total = population(st, seat)
    loss = round_half_up(Fraction(total * card.percent, 100))
    if loss == 0:
        ev.append(Event("deaths", Phrase.of("extinction-kills-nobody", change=card.kind, percent=card.percent,
                                            name=name, total=total), {"seat": seat, "lost": 0}))
    elif loss >= total:
        for h in list(cubes_of(st, seat)):
            clear_hex(st, h)
        ev.append(Event("deaths", Phrase.of("extinction-kills-all", change=card.kind, total=total, name=name),
                        {"seat": seat, "lost": total}))
        record_extinctions(st, card.kind, ev)
    else:
        ev.append(Event("deaths", Phrase.of("extinction-kills-some", change=card.kind, percent=card.percent,
                                            name=name, total=total, loss=loss),
                        {"seat": seat, "lost": loss}))
        st["step"] = {"act": "lose", "seat": seat, "left": loss, "card": card_id}


def _strike_all(st: State, card_id: str, ev: list[Event]) -> None:
    """Fires, pollution and clearings: every species in the stricken hexes dies, unless tolerant."""
    card = ENVIRONMENT[card_id]
    if card.kind == "air-pollution":
        stricken = polluted_hexes(st)
        where = Phrase.of("extinction-near-pollution")
    else:
        stricken = {h for h in st["cubes"] if HABITAT_OF[h] == card.habitat}
        where = Phrase.of("extinction-in-habitat", habitat=habitat_words(card.habitat))
    touch(st, *sorted(h for h in stricken if h in st["cubes"]))
    for seat in alive(st):
        hit = [h for h in cubes_of(st, seat) if h in stricken]
        if not hit:
            continue
        if card.tolerable and tolerates(st, seat, card.kind):
            ev.append(Event("spared", Phrase.of("extinction-spared", name=name_of(st, seat), where=where,
                                                card=card_id),
                            {"seat": seat, "hexes": hit}))
            continue
        lost = sum(count_at(st, h) for h in hit)
        for h in hit:
            clear_hex(st, h)
        # the card named beside the loss: a summary files this line under the loser alone, away from the draw
        ev.append(Event("deaths", Phrase.of("extinction-struck", name=name_of(st, seat), where=where,
                                            card=environment_words(card_id), lost=lost, hexes=", ".join(hit)),
                        {"seat": seat, "hexes": hit, "lost": lost, "card": card_id}))
    record_extinctions(st, card.kind, ev)


# --- choosing who dies in a drought or a cold wave ---------------------------------------------


def _most_lost(step: Step, have: int) -> int:
    """The most individuals that may be removed from a cube of `have`: no more than must die."""
    return min(have, step["left"])


def _lose_options(st: State, step: Step) -> list[Option]:
    return [Option(f"remove {n} {h}", _remove_label(n, h, have), (row_group(h), on_group("at", h)))
            for h, have in cubes_of(st, step["seat"]).items() for n in range(1, _most_lost(step, have) + 1)]


def _remove_label(count: int, hex_name: str, have: int) -> Phrase:
    return Phrase.of("extinction-label-remove", count=count, hex=hex_name, have=have)


def _lose_read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 3, "remove N HEX")
    count = read_count(words[1], MAX_PER_CUBE)
    hex_name = read_hex(words[2])
    have = cubes_of(st, step["seat"]).get(hex_name)
    if have is None:
        raise IllegalAction(say("extinction-no-cube", hex=hex_name))
    if count > _most_lost(step, have):
        raise IllegalAction(say("extinction-remove-at-most", most=_most_lost(step, have), hex=hex_name, have=have,
                                left=step["left"]))
    return Action(f"remove {count} {hex_name}", _remove_label(count, hex_name, have))


def auto_losses(st: State, seat: int, count: int) -> list[tuple[str, int]]:
    """Who dies under "auto": one at a time from the most crowded cube (cubes of five or six score nothing)."""
    counts = dict(cubes_of(st, seat))
    taken: dict[str, int] = {}
    for _ in range(count):
        h = max(counts, key=lambda x: (counts[x], x in taken))
        counts[h] -= 1
        taken[h] = taken.get(h, 0) + 1
        if counts[h] == 0:
            del counts[h]
    return list(taken.items())


def _lose_perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    chosen = auto_losses(st, seat, step["left"]) if words[0] == "auto" else [(words[2], int(words[1]))]
    for h, n in chosen:
        remove_individuals(st, h, n)
        step["left"] -= n
    ev.append(LOSSES.event(name_of(st, seat), seat, chosen, step["left"]))
    if step["left"] == 0:
        st["step"] = None


LOSE = StepRules(
    kind="lose",
    verbs=("remove",),
    ask=lambda st, step: (Phrase.of("extinction-ask-lose", left=step["left"]),
                          Phrase.of("extinction-task-lose", left=step["left"])),
    options=_lose_options,
    extras=lambda st, step: [Action("auto", Phrase.of("extinction-label-auto-losses"), "yes")],
    read=_lose_read,
    perform=_lose_perform,
    passive="auto",
)


# --- Mild Season ---------------------------------------------------------------------------------


def mild_pairs() -> list[tuple[str, str]]:
    """The pairs Mild Season may grant: every segment of the spinner without an Environmental Change."""
    pairs = [(s.first, s.second) for s in SEGMENTS if "environment" not in (s.first, s.second)]
    return list(dict.fromkeys(pairs))


def _pair_label(pair: tuple[str, str]) -> Phrase:
    return Phrase.of("extinction-pair", first=action_words(pair[0]), second=action_words(pair[1]))


def _mild_read(st: State, step: Step, words: list[str]) -> Action:
    pair = tuple(words[1:])
    if pair not in mild_pairs():
        pairs = say("between-semicolon").join(f"`take {a} {b}`" for a, b in mild_pairs())
        raise IllegalAction(say("extinction-mild-pairs", pairs=pairs))
    return Action(f"take {pair[0]} {pair[1]}", _pair_label(pair))


def _mild_perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    first, second = words[1], words[2]
    st["queue"] = [first, second, *st["queue"]]
    ev.append(Event("mild", Phrase.of("extinction-mild-taken", name=name_of(st, step["seat"]),
                                      pair=_pair_label((first, second))),
                    {"seat": step["seat"], "pair": [first, second]}))
    st["step"] = None


MILD = StepRules(
    kind="mild",
    verbs=("take",),
    ask=lambda st, step: (Phrase.of("extinction-ask-mild"), Phrase.of("extinction-task-mild")),
    options=lambda st, step: [Option(f"take {a} {b}", _pair_label((a, b))) for a, b in mild_pairs()],
    extras=lambda st, step: [],
    read=_mild_read,
    perform=_mild_perform,
    passive="take migrate compete",
)
