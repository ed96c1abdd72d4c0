"""Growing (rule 9): a ready colony spends 1 resource on each of double (or spore), move and
evolve, once each, in the order its owner likes."""

from __future__ import annotations

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.graph import distances
from rules.micro.data import MAX_GENERATION, kind
from rules.micro.life import kill
from rules.micro.nutrients import plan
from rules.micro.species import column_can_give, found_species, linnaeus_left, pigment_choices
from rules.micro.stack import act, push
from rules.micro.state import (
    Colony,
    Stage,
    State,
    card_name,
    colonies_of_species,
    colony_name,
    draw_from,
    free_token,
    has,
    host_at,
    hosts_by_hex,
    nearby,
    owner,
    passenger_of,
    recipe_words,
    species_of_token,
    touch,
    who,
)
from rules.micro.traits import blocked_by_exudate, effects, mobility, shielded
from rules.phrases import Phrase, Said, joined

PHAGE = "phage-attack"
GROWTH_CHOICES = ("double", "spore", "move", "evolve")


def threshold(st: State, cid: str) -> int:
    """The stock a colony needs to grow: its player's roll, 1 less after an Aerobe's breath."""
    col = st["colonies"][cid]
    value = st["threshold"][owner(st, cid)]
    if col["breathed"]:
        value = max(1, value - 1)
    return value


def is_ready(st: State, cid: str) -> bool:
    return st["colonies"][cid]["stock"] >= threshold(st, cid)


def not_ready(st: State, cid: str) -> Phrase | None:
    col = st["colonies"][cid]
    if is_ready(st, cid):
        return None
    return Phrase.of("micro-not-ready", colony=cid, hex=col["hex"], stock=col["stock"], threshold=threshold(st, cid))


# --- what may be done ----------------------------------------------------------------------


def destinations(st: State, cid: str) -> list[str]:
    """Habitats without a colony the colony may move to (rule 9.4)."""
    col = st["colonies"][cid]
    reach = mobility(st, cid)
    if reach < 1:
        return []
    glides = any(e.through for e in effects(st, col["species"]))
    hosts = hosts_by_hex(st)
    found = distances(col["hex"], lambda h: nearby(st, h), lambda h: glides or h not in hosts, reach)
    return sorted((h for h, steps in found.items() if steps >= 1 and h not in hosts), key=_hex_order)


def _hex_order(name: str) -> tuple[str, int]:
    letters = name.rstrip("0123456789")
    return letters, int(name[len(letters):])


def _spent(choice: str, done: list[str]) -> bool:
    """Whether the colony used this choice this turn already: double and spore are one choice (9.1)."""
    return choice in done or (choice in ("double", "spore") and bool({"double", "spore"} & set(done)))


def refusal(st: State, cid: str, choice: str, done: list[str]) -> Phrase | None:
    """Why `choice` (double, spore, move, evolve) is not possible now, or None."""
    col = st["colonies"][cid]
    species = col["species"]
    here = col["hex"]
    if _spent(choice, done):
        return Phrase.of("micro-choice-used", colony=cid, choice="double" if choice == "spore" else choice)
    if col["stock"] < 1:
        return Phrase.of("micro-no-resource", colony=cid)
    if choice == "double":
        if col["gen"] >= MAX_GENERATION:
            return Phrase.of("micro-most-generations", colony=cid, generation=MAX_GENERATION)
    elif choice == "spore":
        if not has(st, species, "sporigenous"):
            return Phrase.of("micro-not-sporigenous", species=species.capitalize())
        if st["habitats"][here]["spore"] is not None:
            return Phrase.of("micro-spore-there", hex=here)
        if free_token(st, species) is None:
            return Phrase.of("micro-no-token-for-spore", species=species.capitalize())
    elif choice == "move":
        if blocked_by_exudate(st, cid, here):
            return Phrase.of("micro-held-by-exudate", colony=cid, hex=here)
        if mobility(st, cid) < 1:
            return Phrase.of("micro-immobile", colony=cid, hex=here)
        if col["gen"] >= 2 and free_token(st, species) is None:
            return Phrase.of("micro-no-token-to-move", species=species.capitalize())
        if not destinations(st, cid):
            return Phrase.of("micro-nowhere-to-move", colony=cid, hex=here, mobility=mobility(st, cid))
    elif choice == "evolve":
        if col["gen"] < 2:
            return Phrase.of("micro-too-young-to-evolve", colony=cid)
        if not st["galapagos"]:
            return Phrase.of("micro-galapagos-empty")
        if len(colonies_of_species(st, species)) > 1:
            if not linnaeus_left(st):
                return Phrase.of("micro-linnaeus-empty")
            if not column_can_give(st):
                return Phrase.of("micro-column-empty")
    return None


def choices(st: State, cid: str, done: list[str]) -> list[Action]:
    """The growth choices open to the colony, each label saying what it costs beyond its 1 resource."""
    col = st["colonies"][cid]
    found: list[Action] = []
    if refusal(st, cid, "double", done) is None:
        bigger = col["gen"] + 1
        found.append(act("double", Phrase.of("micro-double-label", colony=cid, generation=bigger)))
    if refusal(st, cid, "spore", done) is None:
        found.append(act("spore", Phrase.of("micro-spore-label", hex=col["hex"])))
    if refusal(st, cid, "move", done) is None:
        found += [act(f"move {h}", _move_label(st, cid, h, done)) for h in destinations(st, cid)]
    if refusal(st, cid, "evolve", done) is None:
        found.append(act("evolve", _evolve_label(st, cid)))
    return found


def _move_label(st: State, cid: str, dest: str, done: list[str]) -> Said:
    """Moving halves a bigger colony (9.4): say what stays, what that costs, and whether the
    destination can feed what arrives."""
    col = st["colonies"][cid]
    gen = col["gen"]
    part = gen if gen == 1 else gen // 2
    parts: list[Said] = [Phrase.of("micro-move-whole-label", hex=dest) if gen == 1 else
                         Phrase.of("micro-move-half-label", generation=part, hex=dest, kept=gen - part)]
    if gen >= 2 and gen - part < 2 and "evolve" not in done and refusal(st, cid, "evolve", done) is None:
        parts.append(Phrase.of("micro-move-then-no-evolve"))
    if not plan(st, cid, dest, part, wanted=part).met:
        parts.append(Phrase.of("micro-move-unfed-warning", hex=dest, eats=recipe_words(st, col["species"])))
    return joined(*parts, between="") if len(parts) > 1 else parts[0]


def _evolve_label(st: State, cid: str) -> Said:
    """Evolving draws a card; a Phage Attack! kills the colony (14.18), and the last one puts its
    player out (8.6)."""
    col = st["colonies"][cid]
    new = len(colonies_of_species(st, col["species"])) > 1
    phages = sum(1 for c in st["galapagos"] if kind(c) == PHAGE)
    label = Phrase.of("micro-evolve-label-new" if new else "micro-evolve-label")
    if not phages or shielded(st, cid):
        return label
    risk = Phrase.of("micro-evolve-phage-last" if last_hold(st, cid) else "micro-evolve-phage", phages=phages,
                     cards=len(st["galapagos"]))
    return joined(label, risk, between="")


def last_hold(st: State, cid: str) -> bool:
    """Whether the colony is all that keeps its player in the game (8.6): no other colony of
    theirs (passengers included) and no spore."""
    seat = owner(st, cid)
    others = [c for c, col in st["colonies"].items() if c != cid and owner(st, c) == seat]
    spores = [h for h, hab in st["habitats"].items()
              if hab["spore"] and st["species"][species_of_token(hab["spore"])]["owner"] == seat]
    return not others and not spores


def refusals(st: State, cid: str, done: list[str]) -> list[tuple[str, Phrase]]:
    """Why the growth choices not offered are not, for the prompt (the ones already used aside): each
    choice with its reason."""
    species = st["colonies"][cid]["species"]
    asked = ["double", *(["spore"] if has(st, species, "sporigenous") else []), "move", "evolve"]
    reasons = []
    for choice in asked:
        if _spent(choice, done):
            continue
        reason = refusal(st, cid, choice, done)
        if reason:
            reasons.append((choice, reason))
    return reasons


def has_choice(st: State, cid: str, done: list[str]) -> bool:
    """Whether `choices` would offer anything, without wording the offers (a move's label plans its feeding)."""
    return any(refusal(st, cid, choice, done) is None for choice in GROWTH_CHOICES)


def grow_refusal(st: State, cid: str) -> Phrase | None:
    """Why the colony may not begin to grow now, or None: it is not ready, or no choice is open to it."""
    reason = not_ready(st, cid)
    if reason is None and not has_choice(st, cid, []):
        return Phrase.of("micro-nothing-to-grow", colony=cid, hex=st["colonies"][cid]["hex"])
    return reason


# --- doing it -----------------------------------------------------------------------------------


def choose(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    """Carry out one growth choice of the grow stage (words: `double`, `move e6`, ...)."""
    cid = stage["colony"]
    verb = words[0]
    if verb not in GROWTH_CHOICES:
        raise IllegalAction(say("micro-not-a-growth-choice", word=verb))
    reason = refusal(st, cid, verb, stage["done"])
    if reason:
        raise IllegalAction(str(reason))
    if verb == "move":
        if len(words) != 2:
            raise IllegalAction(say("micro-move-form"))
        dest = words[1]
        allowed = destinations(st, cid)
        if dest not in allowed:
            raise IllegalAction(say("micro-move-beyond", colony=cid, hex=dest, mobility=mobility(st, cid),
                                    allowed=", ".join(allowed)))
    elif len(words) != 1:
        raise IllegalAction(say("micro-nothing-after", word=verb))
    stage["done"].append(verb)
    st["colonies"][cid]["stock"] -= 1
    touch(st, st["colonies"][cid]["hex"])
    if verb == "double":
        _double(st, cid, ev)
    elif verb == "spore":
        _spore(st, cid, ev)
    elif verb == "move":
        _move(st, stage, cid, words[1], ev)
    else:
        _evolve(st, stage, cid, ev)


def unnamed(st: State, cid: str, words: list[str]) -> list[str]:
    """A choice written naming the growing colony's hex, as the typed commands write it
    (`double d6`, `move d6 e7`), read as the choice alone (`double`, `move e7`)."""
    if words[0] not in GROWTH_CHOICES or len(words) != (3 if words[0] == "move" else 2):
        return words
    here = st["colonies"][cid]["hex"]
    if words[1] != here:
        form = f"{words[0]} <hex>" if words[0] == "move" else words[0]
        raise IllegalAction(say("micro-growing-elsewhere", colony=cid, hex=here, form=form))
    return [words[0], *words[2:]]


def _double(st: State, cid: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    col["gen"] += 1
    col["best"] = max(col["best"], col["gen"])
    ev.append(Event("double", Phrase.of("micro-double-event", colony=colony_name(st, cid), stock=col["stock"]),
                    {"colony": cid, "hex": col["hex"], "generation": col["gen"]}))


def _spore(st: State, cid: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    token = free_token(st, col["species"])
    st["habitats"][col["hex"]]["spore"] = token
    assert token is not None  # refusal offers a spore only while a token is free
    ev.append(Event("spore", Phrase.of("micro-spore-event", colony=colony_name(st, cid), spore=token, hex=col["hex"],
                                       stock=col["stock"]),
                    {"colony": cid, "spore": token, "hex": col["hex"]}))


def _move(st: State, stage: Stage, cid: str, dest: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    origin = col["hex"]
    touch(st, origin, dest)
    if col["gen"] == 1:
        moved = cid
        col["hex"] = dest
        rider = passenger_of(st, cid)
        if rider is not None:
            st["colonies"][rider]["hex"] = dest
        ev.append(Event("move", Phrase.of("micro-move-event", player=who(st, owner(st, cid)), colony=cid,
                                          origin=origin, hex=dest, stock=col["stock"]),
                        {"colony": cid, "from": origin, "to": dest}))
    else:
        part = col["gen"] // 2
        col["gen"] -= part
        token = free_token(st, col["species"])
        assert token is not None
        moved = token
        st["colonies"][moved] = new_colony(col["species"], dest, part)
        ev.append(Event("move", Phrase.of("micro-send-event", player=who(st, owner(st, cid)), colony=cid,
                                          origin=origin, part=part, hex=dest, new=moved, kept=col["gen"],
                                          stock=col["stock"]),
                        {"colony": cid, "new": moved, "from": origin, "to": dest}))
    riders = ride_candidates(st, moved, origin, exclude=cid)
    if riders:
        push(st, {"kind": "ride", "moved": moved, "candidates": riders})
    species = st["colonies"][moved]["species"]
    if moved != cid and has(st, species, "competence") and linnaeus_left(st) and column_can_give(st):
        push(st, {"kind": "bring", "seat": owner(st, cid), "colony": moved})


def new_colony(species: str, hex_name: str, gen: int, host: str | None = None) -> Colony:
    return {"species": species, "hex": hex_name, "gen": gen, "best": gen, "stock": 0, "setting": "safe",
            "poisoned": False, "fed": False, "energised": False, "breathed": False, "host": host}


def _evolve(st: State, stage: Stage, cid: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    card = draw_from(st, "galapagos")
    assert card is not None
    ev.append(Event("draw", Phrase.of("micro-evolve-event", colony=colony_name(st, cid), stock=col["stock"],
                                      card=card_name(kind(card)), left=len(st["galapagos"])),
                    {"colony": cid, "card": card, "hex": col["hex"]}))
    if kind(card) == PHAGE:
        st["galapagos"].append(card)
        if shielded(st, cid):
            ev.append(Event("phage", Phrase.of("micro-biofilm-stops-phage", colony=cid), {"colony": cid}))
        else:
            kill(st, cid, ev, "phage-drawn")
        return
    species = col["species"]
    if len(colonies_of_species(st, species)) > 1:
        cid = found_species(st, cid, [], ev, drawn=card)
        species = st["colonies"][cid]["species"]
    else:
        st["species"][species]["cards"].append(card)
    if kind(card) == "pigments" and st["species"][species]["pigment"] is None and pigment_choices(st, species):
        push(st, {"kind": "pigment", "seat": owner(st, cid), "species": species})


# --- Syntrophy (rule 14.12) ------------------------------------------------------------------------


def ride_candidates(st: State, moved: str, origin: str, exclude: str) -> list[str]:
    """Syntrophy colonies nearby the habitat a colony left that could send a clone along,
    the mover's owner first, then in seat order, then by token."""
    if passenger_of(st, moved) is not None:
        return []
    mover = owner(st, moved)
    seats = len(st["players"])
    found = []
    for hex_name in nearby(st, origin):
        cid = host_at(st, hex_name)
        if cid is None or cid in (moved, exclude):
            continue
        col = st["colonies"][cid]
        if has(st, col["species"], "syntrophy") and col["gen"] >= 2 and free_token(st, col["species"]):
            found.append(cid)
    return sorted(found, key=lambda c: ((owner(st, c) - mover) % seats, c))


def ride(st: State, stage: Stage, cid: str, ev: list[Event]) -> None:
    moved = stage["moved"]
    col = st["colonies"][cid]
    col["gen"] -= 1
    token = free_token(st, col["species"])
    assert token is not None
    dest = st["colonies"][moved]["hex"]
    st["colonies"][token] = new_colony(col["species"], dest, 1, host=moved)
    touch(st, col["hex"], dest)
    ev.append(Event("ride", Phrase.of("micro-ride-event", player=who(st, owner(st, cid)), colony=cid, clone=token,
                                      moved=moved, hex=dest, generation=col["gen"]),
                    {"colony": cid, "clone": token, "host": moved, "hex": dest}))


def valid_riders(st: State, stage: Stage) -> list[str]:
    moved = stage["moved"]
    if moved not in st["colonies"] or passenger_of(st, moved) is not None:
        return []
    return [c for c in stage["candidates"] if c in st["colonies"] and st["colonies"][c]["gen"] >= 2
            and st["colonies"][c]["host"] is None and free_token(st, st["colonies"][c]["species"])]
