"""A player's turn (rules 5.3, 5.4): free actions (uptake settings and card powers), then one
main action: grow, attack, exchange, change metabolism, or pass."""

from __future__ import annotations

from collections.abc import Callable

from messages import say
from rules import hexgrid
from rules.base import Action, Event, IllegalAction
from rules.micro import exchange, fights, growth, powers
from rules.micro.data import EVOLUTIONS, kind
from rules.micro.species import change_metabolism
from rules.micro.stack import act, end_main, push
from rules.micro.state import (
    SETTING_WORDS,
    Setting,
    Stage,
    State,
    card_name,
    host_at,
    hosts_of,
    metabolism_name,
    metabolisms,
    owner,
    species_of,
    trait,
)
from rules.micro.traits import uptake_limit
from rules.notation import as_typed, bounded_number, excerpt, is_number
from rules.phrases import Phrase, listed

GROW_VERBS = ("double", "spore", "move", "evolve")


# --- reading words ----------------------------------------------------------------------------


def hex_word(word: str) -> str:
    """A hex name as typed, in its canonical form; IllegalAction if it is not one."""
    try:
        return hexgrid.name(hexgrid.parse_name(word))
    except ValueError:
        raise IllegalAction(say("micro-not-a-hex", word=excerpt(word))) from None


def my_colony(st: State, seat: int, word: str) -> str:
    hex_name = hex_word(word)
    cid = host_at(st, hex_name) if hex_name in st["habitats"] else None
    if cid is None or owner(st, cid) != seat:
        mine = ", ".join(st["colonies"][c]["hex"] for c in hosts_of(st, seat)) or say("micro-none")
        raise IllegalAction(say("micro-no-colony-there", hex=hex_name, colonies=mine))
    return cid


def _words(words: list[str], count: int, form: str) -> None:
    if len(words) != count:
        raise IllegalAction(say("micro-write-as", form=form))


# --- free actions ---------------------------------------------------------------------------


def _used(st: State, what: str) -> bool:
    return what in st["used"]


def _uptake_refusal(st: State, cid: str) -> Phrase | None:
    """Why the colony's uptake setting may not change now (once a turn, 6.3), or None."""
    return Phrase.of("micro-uptake-changed", colony=cid) if _used(st, f"uptake:{cid}") else None


def _power_key(st: State, power: str, cid: str) -> str:
    return f"{power}:{st['colonies'][cid]['species']}"


def power_refusal(st: State, power: str, cid: str) -> Phrase | None:
    """Why the colony cannot use the power now, or None."""
    col = st["colonies"][cid]
    species = col["species"]
    card = {"toxic": "toxic", "shuffle": "gene-shuffle", "warfare": "phage-warfare", "acquire": "competence"}.get(power)
    if power == "prey":
        if not any(m.predation for m in metabolisms(st, species)):
            return Phrase.of("micro-not-heterotroph", species=species.capitalize())
    elif card is not None and not trait(st, cid, card):
        return Phrase.of("micro-lacks-card", species=species.capitalize(), card=card_name(card))
    if power != "warfare" and _used(st, _power_key(st, power, cid)):
        return Phrase.of("micro-power-used", species=species.capitalize(), power=power)
    minimum = EVOLUTIONS[card].effect.min_generation if card else 1
    if col["gen"] < minimum:
        return Phrase.of("micro-power-generation", colony=cid, generation=minimum, power=power)
    if power == "toxic" and not col["energised"]:
        return Phrase.of("micro-no-toxins", colony=cid, why=_no_energy(st, cid))
    nothing: dict[str, Callable[[], bool]] = {
        "prey": lambda: not fights.prey_targets(st, cid),
        "toxic": lambda: not powers.toxic_victims(st, cid),
        "shuffle": lambda: not powers.shuffle_targets(st, cid),
        "warfare": lambda: not fights.warfare_victims(st, cid),
        "acquire": lambda: not powers.remains_within_reach(st, cid),
    }
    if nothing[power]():
        return Phrase.of("micro-nothing-in-reach", colony=cid, hex=col["hex"], power=power)
    return None


def _no_energy(st: State, cid: str) -> Phrase:
    """Why the colony acquired no energy at its last uptake (Toxic's condition, 14.3)."""
    col = st["colonies"][cid]
    cards = [m for m in metabolisms(st, col["species"]) if m.recipe]
    without = [metabolism_name(m.key) for m in cards if "energy" not in (m.recipe or {})]
    if not col["fed"]:
        return Phrase.of("micro-no-energy-unfed")
    if not without:
        return Phrase.of("micro-no-energy-stock")
    return Phrase.of("micro-no-energy-card" if len(without) == len(cards) else "micro-no-energy-stock-or-card",
                     cards=listed(without), count=len(without))


def free_actions(st: State, seat: int) -> list[Action]:
    found: list[Action] = []
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        here = col["hex"]
        if power_refusal(st, "prey", cid) is None:
            found += [act(f"prey {here} {h}", Phrase.of("micro-prey-label", target=h, hex=here))
                      for h in fights.prey_targets(st, cid)]
        for power in ("toxic", "shuffle", "warfare"):
            if power_refusal(st, power, cid) is None:
                found.append(act(f"{power} {here}", Phrase.of("micro-power-label", power=power, hex=here)))
        if power_refusal(st, "acquire", cid) is None:
            found += [act(f"acquire {here} {h}", Phrase.of("micro-acquire-label", hex=h))
                      for h in powers.remains_within_reach(st, cid)]
    found += [act(f"rejuvenate {h}", Phrase.of("micro-rejuvenate-label", hex=h))
              for h in powers.spores_to_rejuvenate(st, seat)]
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        if _uptake_refusal(st, cid) is None:
            for setting in SETTING_WORDS:
                if _setting_refusal(st, cid, setting) is None:
                    found.append(act(f"uptake {col['hex']} {setting}", Phrase.of(
                        "micro-uptake-label", colony=cid, hex=col["hex"], setting=_setting_words(setting))))
    return found


def _uptake(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 3, "uptake d5 safe|max|min|<number>")
    cid = my_colony(st, seat, words[1])
    reason = _uptake_refusal(st, cid)
    if reason:
        raise IllegalAction(str(reason))
    col = st["colonies"][cid]
    value: Setting | None = next((word for word in SETTING_WORDS if word == words[2]), None)
    if value is None:
        number = _resources(words[2], col["gen"], uptake_limit(st, cid))
        value = "min" if number == col["gen"] else "max" if number == uptake_limit(st, cid) else number
    reason = _setting_refusal(st, cid, value)
    if reason:
        raise IllegalAction(str(reason))
    col["setting"] = value
    st["used"].append(f"uptake:{cid}")
    ev.append(Event("setting", Phrase.of("micro-setting-event", colony=cid, hex=col["hex"],
                                         setting=_setting_words(value)),
                    {"colony": cid, "setting": value}))


def _resources(word: str, low: int, high: int) -> int:
    """A typed number of resources from `low` to `high`; refused, saying why, otherwise."""
    number = bounded_number(word, low, high)
    if number is None:
        raise IllegalAction(say("micro-resources-out-of-range" if is_number(word) else "micro-resources-not-a-number",
                                word=excerpt(word), low=low, high=high))
    return number


def _setting_refusal(st: State, cid: str, value: Setting) -> Phrase | None:
    """Why the colony may not change its uptake to `value` (it already takes up that), or None: a change
    that changes nothing would only spend the turn's one change (6.3)."""
    if st["colonies"][cid]["setting"] != value:
        return None
    return Phrase.of("micro-setting-same", colony=cid, setting=_setting_words(value))


def _setting_words(value: Setting) -> Phrase:
    """An uptake setting in words (6.3); `safe` says what it holds back, since it is the default."""
    if isinstance(value, int):
        return Phrase.of("micro-setting-resources", count=value)
    return Phrase.of("micro-setting", setting=value)


def _power(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    power = words[0]
    needs_target = power in ("prey", "acquire")
    form = f"{power} d5 d6" if needs_target else f"{power} d5"
    _words(words, 3 if needs_target else 2, form)
    cid = my_colony(st, seat, words[1])
    reason = power_refusal(st, power, cid)
    if reason:
        allowed = [a.notation for a in free_actions(st, seat) if a.notation.split()[0] == power]
        raise IllegalAction(say("micro-power-refused", reason=str(reason), allowed=as_typed(allowed))
                            if allowed else say("micro-power-refused-nowhere", reason=str(reason), power=power))
    if power != "warfare":
        st["used"].append(_power_key(st, power, cid))
    if needs_target:
        target = hex_word(words[2])
        allowed = fights.prey_targets(st, cid) if power == "prey" else powers.remains_within_reach(st, cid)
        if target not in allowed:
            raise IllegalAction(say("micro-power-target", colony=cid, power=power, target=target,
                                    allowed=", ".join(allowed)))
        (fights.prey if power == "prey" else powers.acquire)(st, cid, target, ev)
    elif power == "toxic":
        powers.toxic(st, cid, ev)
    elif power == "shuffle":
        powers.shuffle(st, cid, ev)
    else:
        card = next(c for c in st["species"][st["colonies"][cid]["species"]]["cards"] if kind(c) == "phage-warfare")
        fights.warfare(st, cid, card, ev)


def _rejuvenate(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 2, "rejuvenate d5")
    hex_name = hex_word(words[1])
    allowed = powers.spores_to_rejuvenate(st, seat)
    if hex_name not in allowed:
        raise IllegalAction(say("micro-no-spore-there", hex=hex_name, spores=", ".join(allowed)) if allowed
                            else say("micro-no-spore-free", hex=hex_name))
    powers.rejuvenate(st, hex_name, ev)


# --- main actions ---------------------------------------------------------------------------


def _exchange_label(st: State, swap: bool) -> Phrase:
    if len(st["gaia"]) == 1 and not st["closing"]:  # rule 15.1: taking it makes this round the last
        return Phrase.of("micro-exchange-last-label", swap=str(swap).lower())
    return Phrase.of("micro-exchange-label", left=len(st["gaia"]), swap=str(swap).lower())


def main_actions(st: State, seat: int) -> list[Action]:
    found: list[Action] = []
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        if growth.grow_refusal(st, cid) is None:
            found.append(act(f"grow {col['hex']}", Phrase.of("micro-grow-label", colony=cid, hex=col["hex"],
                                                             stock=col["stock"])))
    for cid in hosts_of(st, seat):
        here = st["colonies"][cid]["hex"]
        found += [act(f"attack {here} {h}", fights.attack_label(st, cid, h)) for h in fights.rival_targets(st, cid)]
    if exchange.refusal(st, seat) is None:
        found.append(act("exchange", _exchange_label(st, bool(exchange.unused_of(st, seat)))))
    for species in species_of(st, seat):
        for key in sorted({kind(c) for c in st["species"][species]["cards"]}):
            found.append(act(f"metabolism {species} {key}", Phrase.of(
                "micro-metabolism-label", species=species.capitalize(), card=card_name(key))))
    found.append(act("pass", Phrase.of("micro-pass-label"), "no"))
    return found


def _grow(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    verb = words[0]
    if verb == "grow":
        _words(words, 2, "grow d5")
    elif verb == "move":
        _words(words, 3, "move d5 e6")
    else:
        _words(words, 2, f"{verb} d5")
    cid = my_colony(st, seat, words[1])
    # a choice named at once (`double d5`) is checked as that choice, whatever else the colony could do
    reason = growth.grow_refusal(st, cid) if verb == "grow" else growth.not_ready(st, cid)
    if reason:
        raise IllegalAction(str(reason))
    stage: Stage = {"kind": "grow", "seat": seat, "colony": cid, "done": []}
    push(st, stage)  # first: what the choice itself asks (a ride, pigments) goes above it
    end_main(st)
    if verb != "grow":
        growth.choose(st, stage, [verb, *([hex_word(words[2])] if verb == "move" else [])], ev)


def _attack(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 3, "attack d5 d6")
    cid = my_colony(st, seat, words[1])
    target = hex_word(words[2])
    allowed = fights.rival_targets(st, cid)
    if target not in allowed:
        raise IllegalAction(say("micro-attack-target", colony=cid, hex=words[1], target=target,
                                allowed=", ".join(allowed)) if allowed
                            else say("micro-attack-nothing", colony=cid, hex=words[1], target=target))
    fights.attack(st, cid, target, ev)
    end_main(st)


def _exchange(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 1, "exchange")
    reason = exchange.refusal(st, seat)
    if reason:
        raise IllegalAction(str(reason))
    exchange.begin(st, seat, ev)
    end_main(st)


def _metabolism(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 3, "metabolism vibrio gliding")
    species, key = words[1], words[2]
    mine = species_of(st, seat)
    if species not in mine:
        raise IllegalAction(say("micro-not-your-species", species=excerpt(species),
                                yours=", ".join(mine) or say("micro-none")))
    card = next((c for c in st["species"][species]["cards"] if kind(c) == key), None)
    if card is None:
        held = sorted({kind(c) for c in st["species"][species]["cards"]})
        raise IllegalAction(say("micro-no-card-to-give", species=species.capitalize(), card=excerpt(key),
                                held=", ".join(held)) if held
                            else say("micro-no-card-held", species=species.capitalize(), card=excerpt(key)))
    change_metabolism(st, species, card, ev)
    end_main(st)


def _pass(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 1, "pass")
    ev.append(Event("pass", Phrase.of("micro-pass-event", name=st["players"][seat]), {"seat": seat}))
    end_main(st)


HANDLERS: dict[str, Callable[[State, int, list[str], list[Event]], None]] = {
    "grow": _grow, **dict.fromkeys(GROW_VERBS, _grow), "attack": _attack, "exchange": _exchange,
    "metabolism": _metabolism, "pass": _pass, "uptake": _uptake, "rejuvenate": _rejuvenate,
    **dict.fromkeys(("prey", "toxic", "shuffle", "warfare", "acquire"), _power),
}


def actions(st: State, stage: Stage) -> list[Action]:
    main = main_actions(st, stage["seat"])
    return [*main[:-1], *free_actions(st, stage["seat"]), main[-1]]  # pass comes last


def apply(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    handler = HANDLERS.get(words[0])
    if handler is None:
        raise IllegalAction(say("micro-not-a-turn-action", word=excerpt(words[0])))
    handler(st, stage["seat"], words, ev)
