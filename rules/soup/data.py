"""Primordial Soup's static content, read once from data/soup/*.json: board, genes, cards, tables."""

from __future__ import annotations

from dataclasses import dataclass

from rules.gamedata import game_data
from rules.grid import Direction, Grid, step

_BOARD = game_data("soup", "board.json")
_GENES = game_data("soup", "genes.json")
_CARDS = game_data("soup", "environment.json")
_ADVANCE = game_data("soup", "advance.json")

# --- the board -------------------------------------------------------------------------------

LAYOUT: list[str] = _BOARD["layout"]
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

# NEIGHBOUR[square][d] is the square reached going d, or None; BLOCKER[square][d] says why not.
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
            BLOCKER[_name][_d] = "the compass island" if _target in COMPASS_CELLS else "the edge of the soup"
ADJACENT: dict[str, tuple[str, ...]] = {sq: tuple(t for t in NEIGHBOUR[sq].values() if t is not None) for sq in SQUARES}

COMPASS_DIE: dict[int, str] = {int(k): v for k, v in _BOARD["compass_die"].items()}
LADDER_LENGTH: int = _BOARD["ladder"]["length"]
FINISH: int = _BOARD["ladder"]["finish"]
START_SPACES: dict[int, list[int]] = {int(k): v for k, v in _BOARD["ladder"]["start_spaces"].items()}
CUBES_PER_COLOUR: int = _BOARD["cubes_per_colour"]
CUBES_PER_SPACE: int = _BOARD["cubes_per_space_each_colour"]
MAX_AMOEBAS: int = _BOARD["amoebas_per_player"]
START_BP: int = _BOARD["start_bp"]
INCOME: int = _BOARD["income"]
DIVISION_COST: int = _BOARD["division_cost"]
DIVISION_RATE_COST: int = _BOARD["division_rate_cost"]

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


GENES: dict[str, Gene] = {
    g["key"]: Gene(g["key"], g["name"], g["price"], g["mp"], g["count3"], g["count4"], tuple(g["replaces"]), g["text"])
    for g in _GENES["genes"]
}
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
    def text(self) -> str:
        drift = f"drift {DIR_WORD[self.drift]}" if self.drift else "no drift"
        return f"{self.name}: ozone {self.ozone}, {drift}"


CARDS: dict[int, Card] = {c["id"]: Card(c["id"], c["name"], c["ozone"], c["drift"]) for c in _CARDS["cards"]}
AMOEBA_ADVANCE: dict[int, int] = {int(k): v for k, v in _ADVANCE["amoebas"].items()}
GENE_ADVANCE: dict[int, int] = {int(k): v for k, v in _ADVANCE["genes"].items()}


def amoeba_advance(count: int) -> int:
    return AMOEBA_ADVANCE[min(count, max(AMOEBA_ADVANCE))]


def gene_advance(count: int) -> int:
    return GENE_ADVANCE[min(count, max(GENE_ADVANCE))]
