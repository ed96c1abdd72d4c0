"""Growing (rule 9): a ready colony spends 1 resource on each of double (or spore), move and
evolve, once each, in the order its owner likes."""

from __future__ import annotations

from rules.base import Action, Event, IllegalAction
from rules.graph import distances
from rules.micro.data import EVOLUTIONS, MAX_GENERATION, kind
from rules.micro.life import kill
from rules.micro.nutrients import plan
from rules.micro.species import column_can_give, found_species, linnaeus_left, pigment_choices
from rules.micro.stack import act, push
from rules.micro.state import (
    Colony,
    Stage,
    State,
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


def not_ready(st: State, cid: str) -> str | None:
    col = st["colonies"][cid]
    if is_ready(st, cid):
        return None
    return (f"{cid} on {col['hex']} is not ready to grow: its stock is {col['stock']}, "
            f"the growth threshold {threshold(st, cid)}.")


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


def refusal(st: State, cid: str, choice: str, done: list[str]) -> str | None:
    """Why `choice` (double, spore, move, evolve) is not possible now, or None."""
    col = st["colonies"][cid]
    species = col["species"]
    if _spent(choice, done):
        return f"{cid} has already used its {'double' if choice == 'spore' else choice} this turn."
    if col["stock"] < 1:
        return f"{cid} has no resource left to spend."
    if choice == "double":
        if col["gen"] >= MAX_GENERATION:
            return f"{cid} is at generation {MAX_GENERATION}, the most a colony can reach."
    elif choice == "spore":
        if not has(st, species, "sporigenous"):
            return f"{species.capitalize()} is not Sporigenous: it cannot form spores."
        if st["habitats"][col["hex"]]["spore"] is not None:
            return f"{col['hex']} already holds a spore."
        if free_token(st, species) is None:
            return f"{species.capitalize()} has no token left for a spore (4 colonies and spores at most)."
    elif choice == "move":
        if blocked_by_exudate(st, cid, col["hex"]):
            return (f"{cid} on {col['hex']} cannot move: a rival's Exudating colony nearby holds it "
                    "(mobility 0, rule 14.8).")
        if mobility(st, cid) < 1:
            return f"{cid} on {col['hex']} has mobility 0 here."
        if col["gen"] >= 2 and free_token(st, species) is None:
            return f"{species.capitalize()} has no token left for the part that would move (4 at most)."
        if not destinations(st, cid):
            return (f"{cid} on {col['hex']} has no free habitat within its mobility {mobility(st, cid)}: "
                    "the habitats in reach hold colonies, and colonies block the way (rule 9.4).")
    elif choice == "evolve":
        if col["gen"] < 2:
            return f"{cid} is at generation 1: only colonies above generation 1 can evolve."
        if not st["galapagos"]:
            return "The Galapagos is empty."
        if len(colonies_of_species(st, species)) > 1:
            if not linnaeus_left(st):
                return "No species is left in the Linnaeus for the new species evolving would make."
            if not column_can_give(st):
                return "The Winogradsky Column holds no metabolism card for the new species evolving would make."
    return None


def choices(st: State, cid: str, done: list[str]) -> list[Action]:
    """The growth choices open to the colony, each label saying what it costs beyond its 1 resource."""
    col = st["colonies"][cid]
    found: list[Action] = []
    if refusal(st, cid, "double", done) is None:
        bigger = col["gen"] + 1
        found.append(act("double", f"Double {cid}: generation {bigger}, needing {bigger} resources a turn"))
    if refusal(st, cid, "spore", done) is None:
        found.append(act("spore", f"Leave a spore on {col['hex']}"))
    if refusal(st, cid, "move", done) is None:
        found += [act(f"move {h}", _move_label(st, cid, h, done)) for h in destinations(st, cid)]
    if refusal(st, cid, "evolve", done) is None:
        found.append(act("evolve", _evolve_label(st, cid)))
    return found


def _move_label(st: State, cid: str, dest: str, done: list[str]) -> str:
    """Moving halves a bigger colony (9.4): say what stays, what that costs, and whether the
    destination can feed what arrives."""
    col = st["colonies"][cid]
    gen = col["gen"]
    part = gen if gen == 1 else gen // 2
    label = f"Move whole to {dest}" if gen == 1 else f"Send generation {part} to {dest}, keeping {gen - part}"
    if gen >= 2 and gen - part < 2 and "evolve" not in done and refusal(st, cid, "evolve", done) is None:
        label += "; then it cannot evolve (generation 1)"
    if not plan(st, cid, dest, part, wanted=part).met:
        label += f" — warning: {dest} cannot feed it (it eats {recipe_words(st, col['species'])} a generation)"
    return label


def _evolve_label(st: State, cid: str) -> str:
    """Evolving draws a card; a Phage Attack! kills the colony (14.18), and the last one puts its
    player out (8.6)."""
    col = st["colonies"][cid]
    new = " (a new species)" if len(colonies_of_species(st, col["species"])) > 1 else ""
    label = f"Evolve: draw a card{new}"
    phages = sum(1 for c in st["galapagos"] if kind(c) == PHAGE)
    if phages and not shielded(st, cid):
        label += f"; {phages} of {len(st['galapagos'])} cards are Phage Attack!, which kills it"
        if last_hold(st, cid):
            label += " and puts you out: it is your last colony"
    return label


def last_hold(st: State, cid: str) -> bool:
    """Whether the colony is all that keeps its player in the game (8.6): no other colony of
    theirs (passengers included) and no spore."""
    seat = owner(st, cid)
    others = [c for c, col in st["colonies"].items() if c != cid and owner(st, c) == seat]
    spores = [h for h, hab in st["habitats"].items()
              if hab["spore"] and st["species"][species_of_token(hab["spore"])]["owner"] == seat]
    return not others and not spores


def refusals(st: State, cid: str, done: list[str]) -> list[str]:
    """Why the growth choices not offered are not, for the prompt (the ones already used aside)."""
    species = st["colonies"][cid]["species"]
    asked = ["double", *(["spore"] if has(st, species, "sporigenous") else []), "move", "evolve"]
    reasons = []
    for choice in asked:
        if _spent(choice, done):
            continue
        reason = refusal(st, cid, choice, done)
        if reason:
            reasons.append(f"no {choice}: {reason.rstrip('.')}")
    return reasons


def has_choice(st: State, cid: str, done: list[str]) -> bool:
    """Whether `choices` would offer anything, without wording the offers (a move's label plans its feeding)."""
    return any(refusal(st, cid, choice, done) is None for choice in GROWTH_CHOICES)


def grow_refusal(st: State, cid: str) -> str | None:
    """Why the colony may not begin to grow now, or None: it is not ready, or no choice is open to it."""
    reason = not_ready(st, cid)
    if reason is None and not has_choice(st, cid, []):
        return (f"{cid} on {st['colonies'][cid]['hex']} has nothing it can do: no double, "
                "move or evolve is possible now.")
    return reason


# --- doing it -----------------------------------------------------------------------------------


def choose(st: State, stage: Stage, words: list[str], ev: list[Event]) -> None:
    """Carry out one growth choice of the grow stage (words: `double`, `move e6`, ...)."""
    cid = stage["colony"]
    verb = words[0]
    if verb not in GROWTH_CHOICES:
        raise IllegalAction(f"`{verb}` is not a growth choice: double, spore, move <hex>, evolve or done.")
    reason = refusal(st, cid, verb, stage["done"])
    if reason:
        raise IllegalAction(reason)
    if verb == "move":
        if len(words) != 2:
            raise IllegalAction("Write `move` and the habitat to go to, like `move e6`.")
        dest = words[1]
        allowed = destinations(st, cid)
        if dest not in allowed:
            raise IllegalAction(f"{cid} cannot move to {dest}: within its mobility {mobility(st, cid)} "
                                f"it may reach {', '.join(allowed)}.")
    elif len(words) != 1:
        raise IllegalAction(f"`{verb}` takes nothing after it.")
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
        raise IllegalAction(f"{cid} on {here} is the colony growing now: write `{form}` alone, or name {here}.")
    return [words[0], *words[2:]]


def _double(st: State, cid: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    col["gen"] += 1
    col["best"] = max(col["best"], col["gen"])
    ev.append(Event("double", f"{colony_name(st, cid)} doubles (1 resource; stock {col['stock']}).",
                    {"colony": cid, "hex": col["hex"], "generation": col["gen"]}))


def _spore(st: State, cid: str, ev: list[Event]) -> None:
    col = st["colonies"][cid]
    token = free_token(st, col["species"])
    st["habitats"][col["hex"]]["spore"] = token
    ev.append(Event("spore", f"{colony_name(st, cid)} leaves spore {token} on {col['hex']} "
                             f"(1 resource; stock {col['stock']}).",
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
        ev.append(Event("move", f"{who(st, owner(st, cid))}'s {cid} moves from {origin} to {dest} "
                                f"(1 resource; stock {col['stock']}).", {"colony": cid, "from": origin, "to": dest}))
    else:
        part = col["gen"] // 2
        col["gen"] -= part
        token = free_token(st, col["species"])
        assert token is not None
        moved = token
        st["colonies"][moved] = new_colony(col["species"], dest, part)
        ev.append(Event("move", f"{who(st, owner(st, cid))}'s {cid} on {origin} sends generation {part} to {dest} "
                                f"as {moved}, keeping generation {col['gen']} (1 resource; stock {col['stock']}).",
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
    name = EVOLUTIONS[kind(card)].name
    ev.append(Event("draw", f"{colony_name(st, cid)} evolves (1 resource; stock {col['stock']}) and draws "
                            f"{name} from the Galapagos ({len(st['galapagos'])} left).",
                    {"colony": cid, "card": card, "hex": col["hex"]}))
    if kind(card) == PHAGE:
        st["galapagos"].append(card)
        if shielded(st, cid):
            ev.append(Event("phage", f"{cid}'s biofilm stops the phage; Phage Attack! goes back.", {"colony": cid}))
        else:
            kill(st, cid, ev, "is killed by the phage; Phage Attack! goes back into the Galapagos")
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
    ev.append(Event("ride", f"{who(st, owner(st, cid))}'s {cid} sends clone {token} along with {moved} to {dest} "
                            f"(Syntrophy); {cid} is now generation {col['gen']}.",
                    {"colony": cid, "clone": token, "host": moved, "hex": dest}))


def valid_riders(st: State, stage: Stage) -> list[str]:
    moved = stage["moved"]
    if moved not in st["colonies"] or passenger_of(st, moved) is not None:
        return []
    return [c for c in stage["candidates"] if c in st["colonies"] and st["colonies"][c]["gen"] >= 2
            and st["colonies"][c]["host"] is None and free_token(st, st["colonies"][c]["species"])]
