"""A player's turn (rules 5.3, 5.4): free actions (uptake settings and card powers), then one
main action: grow, attack, exchange, change metabolism, or pass."""

from __future__ import annotations

from collections.abc import Callable

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
    host_at,
    hosts_of,
    metabolisms,
    owner,
    species_of,
    trait,
)
from rules.micro.traits import uptake_limit
from rules.notation import excerpt, read_number
from rules.wording import agree, listed

GROW_VERBS = ("double", "spore", "move", "evolve")


# --- reading words ----------------------------------------------------------------------------


def hex_word(word: str) -> str:
    """A hex name as typed, in its canonical form; IllegalAction if it is not one."""
    try:
        return hexgrid.name(hexgrid.parse_name(word))
    except ValueError:
        raise IllegalAction(f"`{excerpt(word)}` is not a hex: write a row letter and a column number, "
                            "like d5.") from None


def my_colony(st: State, seat: int, word: str) -> str:
    hex_name = hex_word(word)
    cid = host_at(st, hex_name) if hex_name in st["habitats"] else None
    if cid is None or owner(st, cid) != seat:
        mine = ", ".join(st["colonies"][c]["hex"] for c in hosts_of(st, seat)) or "none"
        raise IllegalAction(f"There is no colony of yours on {hex_name}. Your colonies: {mine}.")
    return cid


def _words(words: list[str], count: int, form: str) -> None:
    if len(words) != count:
        raise IllegalAction(f"Write it as `{form}`.")


# --- free actions ---------------------------------------------------------------------------


def _used(st: State, what: str) -> bool:
    return what in st["used"]


def _uptake_refusal(st: State, cid: str) -> str | None:
    """Why the colony's uptake setting may not change now (once a turn, 6.3), or None."""
    return f"{cid}'s uptake setting has already changed this turn." if _used(st, f"uptake:{cid}") else None


def _power_key(st: State, power: str, cid: str) -> str:
    return f"{power}:{st['colonies'][cid]['species']}"


def power_refusal(st: State, power: str, cid: str) -> str | None:
    """Why the colony cannot use the power now, or None."""
    col = st["colonies"][cid]
    species = col["species"]
    card = {"toxic": "toxic", "shuffle": "gene-shuffle", "warfare": "phage-warfare", "acquire": "competence"}.get(power)
    if power == "prey":
        if not any(m.predation for m in metabolisms(st, species)):
            return f"{species.capitalize()} is not a heterotroph: it cannot prey."
    elif card is not None and not trait(st, cid, card):
        return f"{species.capitalize()} does not hold {EVOLUTIONS[card].name}."
    if power != "warfare" and _used(st, _power_key(st, power, cid)):
        return f"{species.capitalize()} has already used {power} this turn."
    minimum = EVOLUTIONS[card].effect.min_generation if card else 1
    if col["gen"] < minimum:
        return f"{cid} must be of generation {minimum} or more to use {power}."
    if power == "toxic" and not col["energised"]:
        return (f"{cid} cannot emit toxins: {_no_energy(st, cid)}; Toxic needs at least 1 energy acquired "
                "at the colony's last uptake (rule 14.3).")
    nothing: dict[str, Callable[[], bool]] = {
        "prey": lambda: not fights.prey_targets(st, cid),
        "toxic": lambda: not powers.toxic_victims(st, cid),
        "shuffle": lambda: not powers.shuffle_targets(st, cid),
        "warfare": lambda: not fights.warfare_victims(st, cid),
        "acquire": lambda: not powers.remains_within_reach(st, cid),
    }
    if nothing[power]():
        return f"{cid} on {col['hex']} has nothing to {power} within reach."
    return None


def _no_energy(st: State, cid: str) -> str:
    """Why the colony acquired no energy at its last uptake (Toxic's condition, 14.3)."""
    col = st["colonies"][cid]
    cards = [m for m in metabolisms(st, col["species"]) if m.recipe]
    without = [m.name for m in cards if "energy" not in (m.recipe or {})]
    if not col["fed"]:
        return "it did not feed at its last uptake (or has had none yet)"
    if not without:
        return "at its last uptake it lived on its stock and took up no energy"
    lacking = f"{listed(without)}, which {agree(len(without), 'has', 'have')} no energy part"
    if len(without) == len(cards):
        return f"it feeds by {lacking}"
    return f"at its last uptake it lived on its stock, or fed by {lacking}"


def free_actions(st: State, seat: int) -> list[Action]:
    found: list[Action] = []
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        here = col["hex"]
        if power_refusal(st, "prey", cid) is None:
            found += [act(f"prey {here} {h}", f"Prey on {h} from {here}") for h in fights.prey_targets(st, cid)]
        for power, label in (("toxic", "Toxins from"), ("shuffle", "Gene particles from"),
                             ("warfare", "Phage Warfare from")):
            if power_refusal(st, power, cid) is None:
                found.append(act(f"{power} {here}", f"{label} {here}"))
        if power_refusal(st, "acquire", cid) is None:
            found += [act(f"acquire {here} {h}", f"Take the remains on {h}")
                      for h in powers.remains_within_reach(st, cid)]
    found += [act(f"rejuvenate {h}", f"Rejuvenate the spore on {h}") for h in powers.spores_to_rejuvenate(st, seat)]
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        if _uptake_refusal(st, cid) is None:
            for setting in SETTING_WORDS:
                if _setting_refusal(st, cid, setting) is None:
                    found.append(act(f"uptake {col['hex']} {setting}",
                                     f"{cid} on {col['hex']}: take up {_setting_words(setting)}"))
    return found


def _uptake(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 3, "uptake d5 safe|max|min|<number>")
    cid = my_colony(st, seat, words[1])
    reason = _uptake_refusal(st, cid)
    if reason:
        raise IllegalAction(reason)
    col = st["colonies"][cid]
    value: Setting | None = next((word for word in SETTING_WORDS if word == words[2]), None)
    if value is None:
        number = read_number(words[2], col["gen"], uptake_limit(st, cid), "number of resources")
        value = "min" if number == col["gen"] else "max" if number == uptake_limit(st, cid) else number
    reason = _setting_refusal(st, cid, value)
    if reason:
        raise IllegalAction(reason)
    col["setting"] = value
    st["used"].append(f"uptake:{cid}")
    ev.append(Event("setting", f"{cid} on {col['hex']} will take up {_setting_words(value)} from now on.",
                    {"colony": cid, "setting": value}))


def _setting_refusal(st: State, cid: str, value: Setting) -> str | None:
    """Why the colony may not change its uptake to `value` (it already takes up that), or None: a change
    that changes nothing would only spend the turn's one change (6.3)."""
    if st["colonies"][cid]["setting"] != value:
        return None
    return f"{cid} already takes up {_setting_words(value)}: choose another setting."


def _setting_words(value: object) -> str:
    """An uptake setting in words (6.3); `safe` says what it holds back, since it is the default."""
    return {"min": "only its requirement", "max": "all it can, up to its limit, even if that empties "
            "its habitat", "safe": "all it can while its habitat, after the next renewal, can still give its "
            "next requirement (safe)"}.get(str(value), f"{value} resources")


def _power(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    power = words[0]
    needs_target = power in ("prey", "acquire")
    form = f"{power} d5 d6" if needs_target else f"{power} d5"
    _words(words, 3 if needs_target else 2, form)
    cid = my_colony(st, seat, words[1])
    reason = power_refusal(st, power, cid)
    if reason:
        allowed = [a.notation for a in free_actions(st, seat) if a.notation.split()[0] == power]
        raise IllegalAction(f"{reason} " + (f"Allowed now: {', '.join(f'`{n}`' for n in allowed)}." if allowed
                                            else f"No colony of yours can use {power} now."))
    if power != "warfare":
        st["used"].append(_power_key(st, power, cid))
    if needs_target:
        target = hex_word(words[2])
        allowed = fights.prey_targets(st, cid) if power == "prey" else powers.remains_within_reach(st, cid)
        if target not in allowed:
            raise IllegalAction(f"{cid} cannot {power} on {target}; it may on {', '.join(allowed)}.")
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
        raise IllegalAction(f"No spore of yours can grow on {hex_name}: "
                            f"{'spores on free habitats: ' + ', '.join(allowed) if allowed else 'none can now'}.")
    powers.rejuvenate(st, hex_name, ev)


# --- main actions ---------------------------------------------------------------------------


def _exchange_label(st: State, swap: str) -> str:
    if len(st["gaia"]) == 1 and not st["closing"]:  # rule 15.1: taking it makes this round the last
        return f"Exchange: draw Gaia's last habitat {swap}; the game then ends with this round"
    return f"Exchange: draw a habitat from Gaia ({len(st['gaia'])} left) {swap}"


def main_actions(st: State, seat: int) -> list[Action]:
    found: list[Action] = []
    for cid in hosts_of(st, seat):
        col = st["colonies"][cid]
        if growth.grow_refusal(st, cid) is None:
            found.append(act(f"grow {col['hex']}", f"Grow {cid} on {col['hex']} (stock {col['stock']})"))
    for cid in hosts_of(st, seat):
        here = st["colonies"][cid]["hex"]
        found += [act(f"attack {here} {h}", fights.attack_label(st, cid, h)) for h in fights.rival_targets(st, cid)]
    if exchange.refusal(st, seat) is None:
        swap = "for an unused one of yours, which is spent" if exchange.unused_of(st, seat) else "on a free hex"
        found.append(act("exchange", _exchange_label(st, swap)))
    for species in species_of(st, seat):
        for key in sorted({kind(c) for c in st["species"][species]["cards"]}):
            found.append(act(f"metabolism {species} {key}",
                             f"New metabolism for {species.capitalize()}, giving back {EVOLUTIONS[key].name}"))
    found.append(act("pass", "Pass", "no"))
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
        raise IllegalAction(reason)
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
        raise IllegalAction(f"{cid} on {words[1]} cannot attack {target}: it may attack "
                            f"{', '.join(allowed) or 'nothing (no rival colony nearby without a biofilm)'}.")
    fights.attack(st, cid, target, ev)
    end_main(st)


def _exchange(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 1, "exchange")
    reason = exchange.refusal(st, seat)
    if reason:
        raise IllegalAction(reason)
    exchange.begin(st, seat, ev)
    end_main(st)


def _metabolism(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 3, "metabolism vibrio gliding")
    species, key = words[1], words[2]
    mine = species_of(st, seat)
    if species not in mine:
        raise IllegalAction(f"`{excerpt(species)}` is not a species of yours: {', '.join(mine) or 'none'}.")
    card = next((c for c in st["species"][species]["cards"] if kind(c) == key), None)
    if card is None:
        held = sorted({kind(c) for c in st["species"][species]["cards"]})
        raise IllegalAction(f"{species.capitalize()} holds no `{excerpt(key)}` card to give back; it holds "
                            f"{', '.join(held) or 'no evolution card, so it cannot change metabolism'}.")
    change_metabolism(st, species, card, ev)
    end_main(st)


def _pass(st: State, seat: int, words: list[str], ev: list[Event]) -> None:
    _words(words, 1, "pass")
    ev.append(Event("pass", f"{st['players'][seat]} passes.", {"seat": seat}))
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
        raise IllegalAction(f"`{excerpt(words[0])}` is not something you can do on your turn. Main actions: grow, "
                            "attack, exchange, metabolism, pass; free: uptake, prey, toxic, shuffle, warfare, "
                            "rejuvenate, acquire.")
    handler(st, stage["seat"], words, ev)
