"""Primordial Soup's static content, read once from data/soup/*.json: board, genes, cards, tables."""

from __future__ import annotations

from dataclasses import dataclass

from rules.gamedata import game_data
from rules.grid import Direction, Grid, step
from rules.jsonshape import Record, is_array, is_record


def _object(value: object, what: str) -> Record:
    if not is_record(value):
        raise ValueError(f"data/soup: {what} must be a JSON object")
    return value


def _list(value: object, what: str) -> list[object]:
    if not is_array(value):
        raise ValueError(f"data/soup: {what} must be a JSON array")
    return value


def _int(value: object, what: str) -> int:
    if not isinstance(value, int):
        raise ValueError(f"data/soup: {what} must be a whole number")
    return value


def _str(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"data/soup: {what} must be text")
    return value


def _numbered(value: object, what: str) -> dict[int, object]:
    """A JSON object keyed by numbers ("1": ...), by those numbers."""
    return {int(_str(key, what)): item for key, item in _object(value, what).items()}


def _file(name: str) -> Record:
    return _object(game_data("soup", name), name)


_BOARD = _file("board.json")
_GENES = _file("genes.json")
_CARDS = _file("environment.json")
_ADVANCE = _file("advance.json")

# --- the board -------------------------------------------------------------------------------

LAYOUT: list[str] = [_str(row, "layout") for row in _list(_BOARD["layout"], "layout")]
_HEIGHT = len(LAYOUT)
_WIDTH = len(LAYOUT[0])


def _cells(char: str) -> set[tuple[int, int]]:
    found = set()
    for line_no, line in enumerate(LAYOUT):
        row = _HEIGHT - 1 - line_no  # the first line is the north edge
        for col, cell in enumerate(line):
            if cell == char:
                found.add((col, row))
    return found


COMPASS_CELLS = frozenset(_cells("C"))
GRID = Grid(_WIDTH, _HEIGHT, frozenset(_cells(".") | COMPASS_CELLS))
SQUARES: tuple[str, ...] = tuple(GRID.name(sq) for sq in GRID.squares())  # north-west first
SQUARE_SET = frozenset(SQUARES)
DIRS = tuple(d.letter for d in Direction)  # n, e, s, w
DIR_WORD = {d.letter: d.word for d in Direction}

# NEIGHBOUR[square][d] is the square reached going d, or None; BLOCKER[square][d] says why not, by key.
NEIGHBOUR: dict[str, dict[str, str | None]] = {}
BLOCKER: dict[str, dict[str, str]] = {}
for _sq in GRID.squares():
    _name = GRID.name(_sq)
    NEIGHBOUR[_name] = {}
    BLOCKER[_name] = {}
    for _direction in Direction:
        _d = _direction.letter
        _target = step(_sq, _direction)
        if _target in GRID:
            NEIGHBOUR[_name][_d] = GRID.name(_target)
        else:
            NEIGHBOUR[_name][_d] = None
            BLOCKER[_name][_d] = "island" if _target in COMPASS_CELLS else "edge"  # the compass island, the soup's edge
ADJACENT: dict[str, tuple[str, ...]] = {sq: tuple(t for t in NEIGHBOUR[sq].values() if t is not None) for sq in SQUARES}

COMPASS_DIE: dict[int, str] = {
    value: _str(face, "compass_die") for value, face in _numbered(_BOARD["compass_die"], "compass_die").items()
}
_LADDER = _object(_BOARD["ladder"], "ladder")
LADDER_LENGTH = _int(_LADDER["length"], "ladder length")
FINISH = _int(_LADDER["finish"], "ladder finish")
START_SPACES: dict[int, list[int]] = {
    players: [_int(space, "start_spaces") for space in _list(spaces, "start_spaces")]
    for players, spaces in _numbered(_LADDER["start_spaces"], "start_spaces").items()
}
CUBES_PER_COLOUR = _int(_BOARD["cubes_per_colour"], "cubes_per_colour")
CUBES_PER_SPACE = _int(_BOARD["cubes_per_space_each_colour"], "cubes_per_space_each_colour")
MAX_AMOEBAS = _int(_BOARD["amoebas_per_player"], "amoebas_per_player")
START_BP = _int(_BOARD["start_bp"], "start_bp")
INCOME = _int(_BOARD["income"], "income")
DIVISION_COST = _int(_BOARD["division_cost"], "division_cost")
DIVISION_RATE_COST = _int(_BOARD["division_rate_cost"], "division_rate_cost")

# --- genes -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Gene:
    key: str
    name: str
    price: int
    mp: int
    count3: int
    count4: int
    replaces: tuple[str, ...]
    text: str

    @property
    def advanced(self) -> bool:
        return bool(self.replaces)

    def copies(self, players: int) -> int:
        return self.count3 if players == 3 else self.count4

    @property
    def advance_weight(self) -> int:
        """How many cards it counts as on the advance table."""
        if self.key == "ray-protection":
            return 0
        return 2 if self.advanced else 1


def _read_gene(data: object) -> Gene:
    g = _object(data, "a gene")
    return Gene(
        _str(g["key"], "gene key"),
        _str(g["name"], "gene name"),
        _int(g["price"], "gene price"),
        _int(g["mp"], "gene mp"),
        _int(g["count3"], "gene count3"),
        _int(g["count4"], "gene count4"),
        tuple(_str(low, "gene replaces") for low in _list(g["replaces"], "gene replaces")),
        _str(g["text"], "gene text"),
    )


GENES: dict[str, Gene] = {gene.key: gene for gene in map(_read_gene, _list(_GENES["genes"], "genes"))}
GENE_ORDER: tuple[str, ...] = tuple(GENES)
GENE_ALIASES: dict[str, str] = {}
for _key, _gene in GENES.items():
    for _alias in (_key, _gene.name.lower(), _gene.name.lower().replace(" ", "-"), _key.replace("-", "")):
        GENE_ALIASES[_alias] = _key
GENE_ALIASES.update(
    {
        "longevity": "life-expectancy",
        "struggle-for-survival": "struggle",
        "struggle for survival": "struggle",
        "sfs": "struggle",
        "armour": "armor",
        "defence": "defense",
        "movement i": "movement-1",
        "movement ii": "movement-2",
        "movement-i": "movement-1",
        "movement-ii": "movement-2",
        "movement 1": "movement-1",
        "movement 2": "movement-2",
        "ray": "ray-protection",
        "rays": "ray-protection",
        "division": "division-rate",
    }
)
# the advanced genes whose lower gene is `key`
UPGRADES: dict[str, tuple[str, ...]] = {
    key: tuple(adv for adv, gene in GENES.items() if key in gene.replaces) for key in GENES
}

# --- environment cards and the advance tables ------------------------------------------------


@dataclass(frozen=True)
class Card:
    id: int
    name: str
    ozone: int
    drift: str | None

    @property
    def key(self) -> str:
        """The card's name as a message's key: "cloud-cover"."""
        return self.name.lower().replace(" ", "-")


def _read_card(data: object) -> Card:
    c = _object(data, "an environment card")
    drift = c["drift"]
    return Card(
        _int(c["id"], "card id"),
        _str(c["name"], "card name"),
        _int(c["ozone"], "card ozone"),
        None if drift is None else _str(drift, "card drift"),
    )


CARDS: dict[int, Card] = {card.id: card for card in map(_read_card, _list(_CARDS["cards"], "cards"))}
AMOEBA_ADVANCE: dict[int, int] = {k: _int(v, "advance") for k, v in _numbered(_ADVANCE["amoebas"], "advance").items()}
GENE_ADVANCE: dict[int, int] = {k: _int(v, "advance") for k, v in _numbered(_ADVANCE["genes"], "advance").items()}


def amoeba_advance(count: int) -> int:
    return AMOEBA_ADVANCE[min(count, max(AMOEBA_ADVANCE))]


def gene_advance(count: int) -> int:
    return GENE_ADVANCE[min(count, max(GENE_ADVANCE))]
