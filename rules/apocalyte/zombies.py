"""Scenario 1, Zombies: six outbreaks of five, growth where zombies stand alone, the fallen rise as
zombies, re-rolls by the supplies present, and a first wave that ignores every supply."""

from __future__ import annotations

from rules.apocalyte.dice import Clash, reroll_apoc_lowest, reroll_player_die
from rules.apocalyte.difficulty import at_start
from rules.apocalyte.scenario import Scenario
from rules.apocalyte.state import (
    State,
    apoc,
    apoc_turn_of,
    draw,
    event,
    option,
    players_in,
    touch,
    who,
)
from rules.apocalyte.words import places
from rules.apocalyte.world import CODES
from rules.base import Event
from rules.phrases import Phrase, Said

OUTBREAKS, OUTBREAK_SIZE = 6, 5
MAX_GROWTH = 3


class Zombies(Scenario):
    key = "zombies"

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), OUTBREAKS)
        size = at_start(st, OUTBREAK_SIZE)
        for code in drawn:
            st["apoc"][code] += size
        touch(st, *drawn)
        event(ev, "outbreak", Phrase.of("apocalyte-zombies-outbreak", places=places(drawn), count=size), codes=drawn)

    def stages(self, first: bool) -> list[str]:
        # The first wave is only combat: the zombies have just risen among the living.
        return ["combat"] if first else ["grow", "move", "combat"]

    def grow(self, st: State, ev: list[Event]) -> None:
        alone = [c for c in CODES if apoc(st, c) > 0 and players_in(st, c) == 0]
        if not alone:
            event(ev, "growth", Phrase.of("apocalyte-zombies-no-growth"))
            return
        drawn = draw(st, alone, min(MAX_GROWTH, -(-len(alone) // 3)))
        for code in drawn:
            st["apoc"][code] += 1
        touch(st, *drawn)
        event(ev, "growth", Phrase.of("apocalyte-zombies-growth", pool=len(alone), count=len(drawn),
                                      places=places(drawn)), codes=drawn, pool=len(alone))

    def combat_supplies(self, st: State, code: str) -> int:
        first_wave = st["phase"] == "apocalytes" and apoc_turn_of(st)["first"]
        return 0 if first_wave else st["supplies"][code]

    def resolve(self, st: State, code: str, seat: int, fight: Clash, apocalytes: int | None = None) -> tuple[int, int]:
        won, lost = fight.successes()
        stock = self.combat_supplies(st, code)
        if stock == 0 and won > 0:
            reroll_apoc_lowest(st, fight, "zombies")
        elif stock >= 2 and (position := fight.best_player_reroll()) is not None:
            reroll_player_die(st, fight, position, who(st, seat))
        won, lost = fight.successes()
        return lost, won

    def lose_players(self, st: State, code: str, seat: int, count: int,
                     players_attack: bool = False) -> tuple[int, Said]:
        lost, text = super().lose_players(st, code, seat, count)
        if players_attack and option(st, "zombie_rise") == "bitten":
            return lost, text
        st["apoc"][code] += lost
        return lost, (Phrase.of("apocalyte-zombies-rise", loss=text, count=lost) if lost else "")
