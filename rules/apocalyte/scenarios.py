"""The six scenarios by key (die faces 1–6 in this order), and the one in play."""

from __future__ import annotations

from rules.apocalyte.aliens import Aliens
from rules.apocalyte.demons import Demons
from rules.apocalyte.infection import Infection
from rules.apocalyte.meteor import Meteor
from rules.apocalyte.mutants import Mutants
from rules.apocalyte.scenario import Scenario
from rules.apocalyte.state import SCENARIOS, State
from rules.apocalyte.zombies import Zombies

BY_KEY: dict[str, Scenario] = {s.key: s for s in (Zombies(), Infection(), Mutants(), Aliens(), Demons(), Meteor())}
assert tuple(BY_KEY) == SCENARIOS
UNREVEALED = Scenario()


def current(st: State) -> Scenario:
    """The scenario in play; the neutral main rules before it is revealed."""
    return BY_KEY[st["scenario"]] if st["scenario"] else UNREVEALED
