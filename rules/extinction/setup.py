"""Setting a game up: the throw for the playing order, the shuffled decks, colonisation (30
founders each, in turn), the round of relocation, and every species' first genotype."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import cache, partial

from messages import say
from rules.base import Action, Event, IllegalAction
from rules.extinction.data import (
    DECK_ORDER,
    DECKS,
    ENVIRONMENT_ORDER,
    FOUNDERS,
    HABITAT_OF,
    HEX_AT,
    HEXES,
    MAX_PER_CUBE,
    NEIGHBOURS,
    ROW_OF,
)
from rules.extinction.genes import genotype_text
from rules.extinction.menus import Group, Option, on_group, row_group
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
    on_hex,
    owner,
    placing,
    player_count,
    roll,
    shuffled,
    spare_cubes,
    who,
)
from rules.extinction.steps import StepRules
from rules.extinction.vocabulary import habitat_words
from rules.hexgrid import distance
from rules.phrases import Phrase, Said, joined, listed
from rules.rng import Rng


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
    ev.append(Event("order", Phrase.of("extinction-playing-order", name=name_of(st, first), low=low,
                                       again="yes" if rethrown else "no",
                                       order=", ".join(name_of(st, s) for s in st["order"])),
                    {"order": st["order"]}))
    st["decks"] = {deck: shuffled(st, DECKS[deck].cards) for deck in DECK_ORDER}
    st["environment"] = shuffled(st, ENVIRONMENT_ORDER)
    ev.append(Event("shuffle", Phrase.of("extinction-decks-shuffled"), {}))
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
            ev.append(Event("roll", Phrase.of("extinction-order-throw", who=who(st, seat), first=dice[0],
                                              second=dice[1], total=sum(dice)),
                            {"seat": seat, "dice": dice, "purpose": "order"}))
        low = min(totals.values())
        contenders = [s for s in contenders if totals[s] == low]
        if len(contenders) == 1:
            return contenders[0], low, rethrown
        rethrown = True
        ev.append(Event("tie", Phrase.of("extinction-throw-tie", names=listed([name_of(st, s) for s in contenders])),
                        {"seats": contenders}))


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
        ev.append(Event("phase", Phrase.of("extinction-colonised"), {}))
        next_setup_step(st, ev)
        return
    deal_genotypes(st, ev)
    st["phase"] = "play"
    st["round"] = 1
    st["turn"] = 0
    ev.append(Event("phase", Phrase.of("extinction-round-begins", round=1), {"round": 1}))


def deal_genotypes(st: State, ev: list[Event]) -> None:
    """One card from each of the six gene decks to every player, secretly."""
    for seat in st["order"]:
        if st["resigned"][seat]:
            continue
        st["genes"][seat] = {deck: draw_gene(st, deck) for deck in DECK_ORDER}
        ev.append(Event("genes", Phrase.of("extinction-genotype-dealt", genotype=genotype_text(st, seat)),
                        {"seat": seat, "cards": dict(st["genes"][seat])}, only=seat,
                        public_words=Phrase.of("extinction-genotype-dealt-public", name=name_of(st, seat))))


# --- colonisation ----------------------------------------------------------------------------


@cache  # a hex's name and habitat: labels thousands of moves in a long relocation list
def _hex_label(hex_name: str) -> Phrase:
    return Phrase.of("extinction-hex-habitat", hex=hex_name, habitat=habitat_words(HABITAT_OF[hex_name]))


def _colonise_counts(st: State, step: Step) -> list[int]:
    """How many founders the next cube may hold: 1–6, leaving enough cubes for the rest."""
    spare_after = spare_cubes(st, step["seat"]) - 1
    return [n for n in range(1, min(MAX_PER_CUBE, step["left"]) + 1) if step["left"] - n <= MAX_PER_CUBE * spare_after]


def _colonise_options(st: State, step: Step) -> list[Option]:
    counts = _colonise_counts(st, step)
    return [Option(f"place {n} {h}", _placing_label(n, h), (row_group(h), on_group("at", h)))
            for h in HEXES if is_empty(st, h) for n in counts]


def _colonise_grouped(st: State, step: Step) -> Group:
    """The options as a menu by row and hex, each group worded only when it is shown: the first
    founders may go on any of the island's hexes, in up to six counts each."""
    counts = tuple(_colonise_counts(st, step))
    by_row: dict[str, list[str]] = {}
    for h in HEXES:
        if is_empty(st, h):
            by_row.setdefault(ROW_OF[h], []).append(h)
    rows = [_founders_group(*row_group(hexes[0]), tuple(hexes), counts, partial(_hex_groups, tuple(hexes), counts))
            for hexes in by_row.values()]
    free = tuple(h for hexes in by_row.values() for h in hexes)
    return _founders_group("", "", free, counts, lambda: list(rows))


def _hex_groups(hexes: tuple[str, ...], counts: tuple[int, ...]) -> list[Group]:
    return [_founders_group(*on_group("at", h), (h,), counts) for h in hexes]


def _founders_group(notation: str, label: Said, hexes: tuple[str, ...], counts: tuple[int, ...],
                    narrower: Callable[[], list[Group]] = list) -> Group:
    return Group(notation, label, len(hexes) * len(counts), narrower, partial(_placings, hexes, counts))


def _placings(hexes: tuple[str, ...], counts: tuple[int, ...]) -> list[Action]:
    return [Action(f"place {n} {h}", _placing_label(n, h)) for h in hexes for n in counts]


def _placing_label(count: int, hex_name: str) -> Phrase:
    return Phrase.of("extinction-label-place", count=count, hex=_hex_label(hex_name))


def _colonise_read(st: State, step: Step, words: list[str]) -> Action:
    expect(words, 3, "place N HEX")
    count = read_count(words[1], MAX_PER_CUBE)
    hex_name = read_hex(words[2])
    if not is_empty(st, hex_name):
        raise IllegalAction(say("extinction-hex-taken", hex=hex_name))
    if count not in _colonise_counts(st, step):
        raise IllegalAction(say("extinction-founders-fit", left=step["left"], cubes=spare_cubes(st, step["seat"]),
                                counts=", ".join(map(str, _colonise_counts(st, step)))))
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
    if step["left"]:
        ev.append(replace(COLONISING.event(name_of(st, seat), seat, placed, step["left"]), only=seat))
        return
    ev.append(COLONISING.event(name_of(st, seat), seat, founders_of(st, seat), 0))
    st["step"] = None


def founders_of(st: State, seat: int) -> list[tuple[str, int]]:
    """The seat's cubes during colonisation (all of them its founders), in the island's order."""
    return sorted(cubes_of(st, seat).items(), key=lambda cube: _INDEX[cube[0]])


COLONISING = placing("colonise", lambda name, places, left: Phrase.of("extinction-founders-placed", name=name,
                                                                     places=places, left=left))
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


def _free_destination(st: State, seat: int, source: str, target: str) -> bool:
    """Whether the seat's cube on `source` may relocate to `target`: an empty hex or another own cube."""
    return target != source and (is_empty(st, target) or owner(st, target) == seat)


def _relocations(st: State, step: Step) -> Reach:
    """Each of the seat's cubes with where it may go (any empty hex or other own cube) and how many may."""
    seat = step["seat"]
    spare = spare_cubes(st, seat)
    found = []
    for source, have in cubes_of(st, seat).items():
        moves = []
        for target in HEXES:
            if not _free_destination(st, seat, source, target):
                continue
            counts = counts_to(st, seat, have, target, spare)
            if counts:
                moves.append((target, 0, counts))
        if moves:
            found.append((source, have, tuple(moves)))
    return tuple(found)


def _relocate_label(count: int, source: str, target: str, hexes: int) -> Phrase:
    return Phrase.of("extinction-label-relocate", count=count, source=source, target=_hex_label(target))


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
        raise IllegalAction(say("extinction-no-cube", hex=source))
    if not _free_destination(st, seat, source, target):
        raise IllegalAction(say("extinction-not-free", hex=target))
    refusal = count_refusal(st, seat, source, target, count)
    if refusal:
        raise IllegalAction(refusal)
    return Action(f"move {count} {source} {target}", _relocate_label(count, source, target, 0))


RELOCATING = moving("relocate", lambda name, places: Phrase.of("extinction-relocated", name=name, places=places))


def _relocate_perform(st: State, step: Step, words: list[str], ev: list[Event]) -> None:
    seat = step["seat"]
    if words[0] == "done":
        ev.append(Event("relocate", Phrase.of("extinction-relocation-done", name=name_of(st, seat)), {"seat": seat}))
        st["step"] = None
        return
    count, source, target = int(words[1]), words[2], words[3]
    move_individuals(st, seat, source, target, count)
    ev.append(RELOCATING.event(name_of(st, seat), seat, [(f"{source} to {target}", count)], 0))


COLONISE = StepRules(
    kind="colonise",
    verbs=("place",),
    ask=lambda st, step: (Phrase.of("extinction-ask-colonise", left=step["left"], placed=_so_far(st, step)),
                          Phrase.of("extinction-task-colonise", left=step["left"])),
    options=_colonise_options,
    grouped=_colonise_grouped,
    extras=lambda st, step: [Action("auto", Phrase.of("extinction-label-auto-founders", left=step["left"]), "yes")],
    read=_colonise_read,
    perform=_colonise_perform,
    passive="auto",
)


def _so_far(st: State, step: Step) -> Said:
    """The founders the player has placed so far, for their own prompt: the board in the channel
    shows them only once the colonisation is done."""
    founders = founders_of(st, step["seat"])
    places = joined(*(on_hex(h, n) for h, n in founders), between=", ")
    return Phrase.of("extinction-placed-so-far", places=places) if founders else ""


RELOCATE = StepRules(
    kind="relocate",
    verbs=("move",),
    ask=lambda st, step: (Phrase.of("extinction-ask-relocate"), Phrase.of("extinction-task-relocate")),
    options=_relocate_options,
    grouped=_relocate_grouped,
    extras=lambda st, step: [Action("done", Phrase.of("extinction-label-relocation-done"), "yes")],
    read=_relocate_read,
    perform=_relocate_perform,
    passive="done",
)
