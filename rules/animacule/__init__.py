"""Animacule Apocalypse (game key `animacule`): the pure rules engine.

Each player leads a tribe of up to seven animacules on an 8x8 board. An animacule holds one
to four allelomorphs (coloured genes) in numbered positions. On a turn a player uses one
animacule to move (eating the food on the square it enters, or causing a calamity when the
square is bare), to attack a neighbour, or to reproduce (alone, or by mating with a
neighbour). The last tribe alive wins.

Every decision of the rulebook's gaps is listed in docs/rules/animacule.md ("Interpretations").

Notation (lower case; animacule numbers 1..7; directions n/e/s/w):
    move 3 n    attack 3 n    split 3 n    mate 3 e
    continue / retreat        (the attacker, after each roll of a fight)
    accept / decline          (the owner of the partner of a mating offer)

The modules, from the bottom up: state (constants, options, the state and its queries), words
(the pieces of its sentences as phrases, worded from messages/*/animacule.ftl when read),
allelomorphs (eating, and what a death leaves), legality (which turn actions are allowed),
actions (notation and labels), flow (prompts, passing the turn, leaving, the result),
moving (moves and calamities), fights, reproduction, setup, bot, serialise, status, and
engine (the Engine that ties them together).
"""

from rules.animacule.engine import ENGINE, AnimaculeEngine
from rules.animacule.state import (
    BOARD,
    COLOURS,
    MAX_ANIMACULES,
    MAX_SLOTS,
    PER_COLOUR,
    SEAT_COLOURS,
    Animacule,
    AnimaculeState,
)

__all__ = [
    "BOARD",
    "COLOURS",
    "ENGINE",
    "MAX_ANIMACULES",
    "MAX_SLOTS",
    "PER_COLOUR",
    "SEAT_COLOURS",
    "Animacule",
    "AnimaculeEngine",
    "AnimaculeState",
]
