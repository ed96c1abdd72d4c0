"""µ's bot seats (rules/micro/bot.py): the choices that shape how games end."""

from __future__ import annotations

import random

from rules.micro import ENGINE
from tests.rules.test_micro_support import position

FULL = {"chemicals": 9, "organics": 18, "inorganics": 9, "metals": 0, "oxygen": 2}


def _bot_turn(rival_generation: int) -> str:
    """The bot's main action for Ann, whose generation 3 colony is ready to grow, against Bob's colony."""
    habitats = {h: ("reef", 0, dict(FULL)) for h in ("d4", "d5", "d6")}
    st = position(habitats, {"aquifex": (0, ["fermentation"], []), "bacillus": (1, ["fermentation"], [])},
                  {"A1": ("d4", 3, 5), "B1": ("d6", rival_generation, 0)})
    return ENGINE.bot_action(st, 0, random.Random(0)).notation


def test_a_bot_two_generations_ahead_of_every_rival_draws_from_gaia_to_bring_the_end() -> None:
    assert _bot_turn(rival_generation=1) == "exchange"  # rule 15.5 ranks by biomass: 3 against 1


def test_a_bot_less_far_ahead_grows() -> None:
    assert _bot_turn(rival_generation=2) == "grow d4"
