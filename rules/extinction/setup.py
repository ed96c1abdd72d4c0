"""Setting a game up: the throw for the playing order, the shuffled decks, colonisation (30
founders each, in turn), the round of relocation, and every species' first genotype."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial

from rules.base import Action, Event, IllegalAction
from rules.extinction.data import (
    DECK_ORDER,
    DECKS,
    ENVIRONMENT_ORDER,
    FOUNDERS,
    HABITAT_OF,
    HABITATS,
    HEX_AT,
    HEXES,
    MAX_PER_CUBE,
    NEIGHBOURS,
    ROW_OF,
)
from rules.extinction.genes import genotype_text
from rules.extinction.menus import Group, Option
from rules.extinction.moves import Reach, count_refusal, counts_to, move_individuals, moves_menu, moves_options, moving
from rules.extinction.notation import expect, read_count, read_hex
from rules.extinction.state import (
    GAME_KEY,
    SCHEMA_VERSION,
    State,
    Step,
    add_individuals,
    cubes_of,
    draw_gene,
    is_empty,
    name_of,
    owner,
    placing,
    player_count,
    roll,
    shuffled,
    spare_cubes,
    who,
)
from rules.extinction.steps import StepRules
from rules.hexgrid import distance
from rules.rng import Rng
from rules.wording import counted, plural


def new_state(players: list[str], options: dict[str, str], seed: int) -> tuple[State, list[Event]]:
    """The state after the opening throw, with the first colonist's step open."""
    n = len(players)
    st: State = {
        "schema_version": SCHEMA_VERSION,
        "game": GAME_KEY,
        "players": list(players),
        "options": dict(options),
        "rng": Rng(seed).to_json(),
        "phase": "colonise",
        "order": [],
        "turn": 0,
        "round": 0,
        "cubes": {},
        "barriers": {},
        "genes": [{} for _ in range(n)],
        "decks": {},
        "environment": [],
        "last_card": None,
        "spin": None,
        "queue": [],
        "step": None,
        "pending": [],
        "path": [],
        "used": [],
        "changed": [],
        "revealed": [{"predator": None, "defense": []} for _ in range(n)],
        "extinct": [False] * n,
        "cause": [None] * n,
        "fell": [0] * n,
        "moves": 0,
        "resigned": [False] * n,
        "highlight": [],
        "over": False,
        "winners": [],
        "summary": "",
        "intro": [],
    }
    ev: list[Event] = []
    first, low, rethrown = _opening_throw(st, ev)
    st["order"] = [(first + k) % n for k in range(n)]
    # How to Begin: the lowest thrower goes first, then play moves clockwise, which is seat order here;
    # the others' throws do not order them
    thrown = f"{name_of(st, first)}, {low}" + (" on the throw again" if rethrown else "")
    ev.append(Event("order", f"Playing order, clockwise (in seat order) from the lowest throw ({thrown}): "
                    + ", ".join(name_of(st, s) for s in st["order"]) + ".",
                    {"order": st["order"]}))
    st["decks"] = {deck: shuffled(st, DECKS[deck].cards) for deck in DECK_ORDER}
    st["environment"] = shuffled(st, ENVIRONMENT_ORDER)
    ev.append(Event("shuffle", "The six gene decks and the environment deck are shuffled.", {}))
    st["pending"] = list(st["order"])
    return st, ev


def _opening_throw(st: State, ev: list[Event]) -> tuple[int, int, bool]:
    """Everyone throws two cubes; the lowest total goes first, and players tied for it throw again.
    The seat that goes first, its last total, and whether a tie made it throw again."""
    contenders = list(range(player_count(st)))
    rethrown = False
    while True:
        totals = {}
        for seat in contenders:
            dice = roll(st, 2)
            totals[seat] = sum(dice)
            ev.append(Event("roll", f"{who(st, seat)} throws {dice[0]} and {dice[1]} for the playing order: "
                                    f"{sum(dice)}.", {"seat": seat, "dice": dice, "purpose": "order"}))
        low = min(totals.values())
        contenders = [s for s in contenders if totals[s] == low]
        if len(contenders) == 1:
            return contenders[0], low, rethrown
        rethrown = True
        ev.append(Event("tie", f"{' and '.join(name_of(st, s) for s in contenders)} tie for the lowest throw "
                               "and throw again.", {"seats": contenders}))


def next_setup_step(st: State, ev: list[Event]) -> None:
    """Open the next colonisation or relocation step; deal the genotypes when both rounds are done."""
    pending = st["pending"]
    while pending and st["resigned"][pending[0]]:
        pending.pop(0)
    if pending:
        st["step"] = {"act": "colonise" if st["phase"] == "colonise" else "relocate", "seat": pending.pop(0),
                      "left": FOUNDERS}
        return
    if st["phase"] == "colonise":
        st["phase"] = "relocate"
        st["pending"] = list(st["order"])
        ev.append(Event("phase", "Every species has colonised Darwinia. Each player in turn may now relocate.", {}))
        next_setup_step(st, ev)
        return
    deal_genotypes(st, ev)
    st["phase"] = "play"
    st["round"] = 1
    st["turn"] = 0
    ev.append(Event("phase", "Round 1 begins.", {"round": 1}))


def deal_genotypes(st: State, ev: list[Event]) -> None:
    """One card from each of the six gene decks to every player, secretly."""
    for seat in st["order"]:
        if st["resigned"][seat]:
            continue
        st["genes"][seat] = {deck: draw_gene(st, deck) for deck in DECK_ORDER}
        ev.append(Event("genes", f"Your genotype: {genotype_text(st, seat)}.", {"seat": seat,
                        "cards": dict(st["genes"][seat])}, only=seat,
                        public_words=f"{name_of(st, seat)} draws a card from each of the six gene decks."))


# --- colonisation ----------------------------------------------------------------------------


def _hex_label(hex_name: str) -> str:
    return f"{hex_name} ({HABITATS[HABITAT_OF[hex_name]].name.lower()})"


def _row_group(hex_name: str) -> tuple[str, str]:
    return (f"row {ROW_OF[hex_name]}", f"Row {ROW_OF[hex_name]}")


def _colonise_counts(st: State, step: Step) -> list[int]:
    """How many founders the next cube may hold: 1–6, leaving enough cubes for the rest."""
    spare_after = spare_cubes(st, step["seat"]) - 1
    return [n for n in range(1, min(MAX_PER_CUBE, step["left"]) + 1) if step["left"] - n <= MAX_PER_CUBE * spare_after]


def _colonise_options(st: State, step: Step) -> list[Option]:
    counts = _colonise_counts(st, step)
    return [Option(f"place {n} {h}", _placing_label(n, h), (_row_group(h), (f"at {h}", f"On {h}")))
            for h in HEXES if is_empty(st, h) for n in counts]


def _colonise_grouped(st: State, step: Step) -> Group:
    """The options as a menu by row and hex, each group worded only when it is shown: the first
    founders may go on any of the island's hexes, in up to six counts each."""
    counts = tuple(_colonise_counts(st, step))
    by_row: dict[str, list[str]] = {}
    for h in HEXES:
        if is_empty(st, h):
            by_row.setdefault(ROW_OF[h], []).append(h)
    rows = [_founders_group(*_row_group(hexes[0]), tuple(hexes), counts, partial(_hex_groups, tuple(hexes), counts))
            for hexes in by_row.values()]
    free = tuple(h for hexes in by_row.values() for h in hexes)
    return _founders_group("", "", free, counts, lambda: list(rows))


def _hex_groups(hexes: tuple[str, ...], counts: tuple[int, ...]) -> list[Group]:
    return [_founders_group(f"at {h}", f"On {h}", (h,), counts) for h in hexes]


def _founders_group(notation: str, label: str, hexes: tuple[str, ...], counts: tuple[int, ...],
                    narrower: Callable[[], list[Group]] = list) -> Group:
    return Group(notation, label, len(hexes) * len(counts), narrower, partial(_placings, hexes, counts))


def _placings(hexes: tuple[str, ...], counts: tuple[int, ...]) -> list[Action]:
    return [Action(f"place {n} {h}", _placing_label(n, h)) for h in hexes for n in counts]


def _placing_label(count: int, hex_name: str) -> str:
    return f"Place {count} on {_hex_label(hex_name)}"


def _colonise_read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 3, "place N HEX")
    count = read_count(words[1], MAX_PER_CUBE)
    hex_name = read_hex(words[2])
    if not is_empty(st, hex_name):
        raise IllegalAction(f"{hex_name} is taken: founders go on empty hexes, one cube per hex.")
    if count not in _colonise_counts(st, step):
        raise IllegalAction(f"{counted(step['left'], 'founder', 'is', 'are')} left to place on at most "
                            f"{spare_cubes(st, step['seat'])} more cubes: this cube may hold "
                            f"{', '.join(map(str, _colonise_counts(st, step)))}.")
    return Action(f"place {count} {hex_name}", _placing_label(count, hex_name))


def _colonise_perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    """Founders placed, a cube (or, with `auto`, the rest) at a time. The whole colonisation is one
    decision, and the channel is told of it once, when it is done: a cube placed while founders are
    left is told to its player alone (a board post for each would say the same decision is still
    owed), and the last placement's event names every cube of the species, so the public line of
    the decision says all it did."""
    seat = step["seat"]
    placed = auto_colonise(st, seat, step["left"]) if words[0] == "auto" else [(words[2], int(words[1]))]
    for h, n in placed:
        add_individuals(st, seat, h, n)
        step["left"] -= n
    opening = f"{name_of(st, seat)} places founders: "
    if step["left"]:
        ev.append(replace(COLONISING.event(opening, seat, placed, step["left"]), only=seat))
        return
    ev.append(COLONISING.event(opening, seat, founders_of(st, seat), 0))
    st["step"] = None


def founders_of(st: State, seat: int) -> list[tuple[str, int]]:
    """The seat's cubes during colonisation (all of them its founders), in the island's order."""
    return sorted(cubes_of(st, seat).items(), key=lambda cube: _INDEX[cube[0]])


COLONISING = placing("colonise")
AUTO_MARGIN = 1  # `auto` draws its patch's centre among the free hexes this close to the best one's appeal
# what never changes on the island, for `auto`: each hex's place, the hexes within two steps of
# it, and how many habitats meet on it and its neighbours
_INDEX = {h: i for i, h in enumerate(HEXES)}
_NEAR = {h: frozenset((h, *NEIGHBOURS[h], *(m for n in NEIGHBOURS[h] for m in NEIGHBOURS[n]))) for h in HEXES}
_HABITATS_AROUND = {h: len({HABITAT_OF[x] for x in (h, *NEIGHBOURS[h])}) for h in HEXES}


def auto_colonise(st: State, seat: int, left: int) -> list[tuple[str, int]]:
    """Where `auto` puts the founders. No gene is dealt yet, so no habitat is known to suit the
    species: a hex appeals by the habitats meeting on it and its neighbours, its free neighbours, few
    rivals within two hexes and the player's own cubes next to it. The patch's centre is drawn with a
    die among the free hexes within a point of the best appeal (33 of them on the empty island); the
    patch grows from it over free hexes next to it, each time taking a hex of a habitat it does not
    hold yet if one is next to it (a clearing or a fire takes a whole habitat), else the hex nearest
    the centre, the more appealing first. So each centre gives a patch of its own, compact and over
    several habitats. The founders are spread evenly, four at most on a cube while cubes last (five
    or six score nothing and die in a famine)."""
    own = cubes_of(st, seat)

    rivals = {h for h, cube in st["cubes"].items() if cube[0] != seat}

    @cache
    def appeal(h: str) -> int:
        crowd = len(_NEAR[h] & rivals)
        free = sum(1 for x in NEIGHBOURS[h] if is_empty(st, x))
        return -crowd * 3 + _HABITATS_AROUND[h] + free + (4 if any(x in own for x in NEIGHBOURS[h]) else 0)

    free = [h for h in HEXES if is_empty(st, h)]
    best = max(map(appeal, free))
    spots = [h for h in free if appeal(h) >= best - AUTO_MARGIN]
    centre = spots[roll(st, 1, len(spots))[0] - 1]
    cubes = min(spare_cubes(st, seat), len(free), -(-left // 4))  # fours where the cubes allow, else fuller
    patch, held = [centre], {HABITAT_OF[centre]}
    nearby = {n for n in NEIGHBOURS[centre] if is_empty(st, n)}
    while nearby and len(patch) < cubes:
        h = max(nearby, key=lambda x: (HABITAT_OF[x] not in held, -distance(HEX_AT[x], HEX_AT[centre]),
                                       appeal(x), -_INDEX[x]))
        nearby.discard(h)
        patch.append(h)
        held.add(HABITAT_OF[h])
        nearby.update(n for n in NEIGHBOURS[h] if is_empty(st, n) and n not in patch)
    patch += sorted((h for h in free if h not in patch), key=lambda h: (-appeal(h), _INDEX[h]))[:cubes - len(patch)]
    return [(h, left // cubes + (1 if i < left % cubes else 0)) for i, h in enumerate(patch)]


# --- relocation ------------------------------------------------------------------------------


def _destination_refusal(st: State, seat: int, source: str, target: str) -> str | None:
    """Why the seat's cube on `source` may not relocate to `target`, or None: an empty hex or another own cube."""
    if target == source or not (is_empty(st, target) or owner(st, target) == seat):
        return f"{target} is not free: relocate onto an empty hex or one of your own cubes."
    return None


def _relocations(st: State, step: Step) -> Reach:
    """Each of the seat's cubes with where it may go (any empty hex or other own cube) and how many may."""
    seat = step["seat"]
    spare = spare_cubes(st, seat)
    found = []
    for source, have in cubes_of(st, seat).items():
        moves = []
        for target in HEXES:
            if _destination_refusal(st, seat, source, target) is not None:
                continue
            counts = counts_to(st, seat, have, target, spare)
            if counts:
                moves.append((target, 0, counts))
        if moves:
            found.append((source, have, tuple(moves)))
    return tuple(found)


def _relocate_label(count: int, source: str, target: str, hexes: int) -> str:
    return f"Move {count} from {source} to {_hex_label(target)}"


def _relocate_options(st: State, step: Step) -> list[Option]:
    return moves_options(_relocations(st, step), _relocate_label)


def _relocate_grouped(st: State, step: Step) -> Group:
    return moves_menu(_relocations(st, step), _relocate_label)


def _relocate_read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 4, "move N FROM TO")
    seat = step["seat"]
    count = read_count(words[1], MAX_PER_CUBE)
    source, target = read_hex(words[2]), read_hex(words[3])
    if owner(st, source) != seat:
        raise IllegalAction(f"You have no cube on {source}.")
    refusal = _destination_refusal(st, seat, source, target) or count_refusal(st, seat, source, target, count)
    if refusal:
        raise IllegalAction(refusal)
    return Action(f"move {count} {source} {target}", _relocate_label(count, source, target, 0))


RELOCATING = moving("relocate")


def _relocate_perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    if words[0] == "done":
        ev.append(Event("relocate", f"{name_of(st, seat)} is done relocating.", {"seat": seat}))
        st["step"] = None
        return
    count, source, target = int(words[1]), words[2], words[3]
    move_individuals(st, seat, source, target, count)
    ev.append(RELOCATING.event(f"{name_of(st, seat)} relocates ", seat, [(f"{source} to {target}", count)], 0))


COLONISE = StepRules(
    kind="colonise",
    verbs=("place",),
    ask=lambda st, step: (f"colonise Darwinia: place your founders, one cube per empty hex, 1–6 on each "
                          f"({step['left']} left{_so_far(st, step)}; `auto` spreads them, four at most a cube, over "
                          "the free hexes around a spot where several habitats meet, away from rivals, the spot "
                          "drawn by a die among the best). The board is posted again once all of them are down.",
                          f"place {plural(step['left'], 'founder')} on Darwinia"),
    options=_colonise_options,
    grouped=_colonise_grouped,
    extras=lambda st, step: [Action("auto", f"Place the {step['left']} founders for me", "yes")],
    read=_colonise_read,
    perform=_colonise_perform,
    passive="auto",
)


def _so_far(st: State, step: Step) -> str:
    """The founders the player has placed so far, for their own prompt: the board in the channel
    shows them only once the colonisation is done."""
    founders = founders_of(st, step["seat"])
    return f"; placed so far: {', '.join(f'{n} on {h}' for h, n in founders)}" if founders else ""


RELOCATE = StepRules(
    kind="relocate",
    verbs=("move",),
    ask=lambda st, step: ("you may relocate your individuals to other free hexes before the genes are dealt "
                          "(`done` keeps them where they are).", "relocate or keep their individuals"),
    options=_relocate_options,
    grouped=_relocate_grouped,
    extras=lambda st, step: [Action("done", "Done relocating", "yes")],
    read=_relocate_read,
    perform=_relocate_perform,
    passive="done",
)
