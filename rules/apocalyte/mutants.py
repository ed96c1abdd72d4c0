"""Scenario 3, Mutants: six ground zeros closed to players, growth in one lone territory, supplies
dragged along by a stronger wave, and two successes needed to kill a mutant."""

from __future__ import annotations

from messages import say
from rules.apocalyte.dice import Clash, reroll_apoc_lowest
from rules.apocalyte.difficulty import at_start
from rules.apocalyte.scenario import Scenario
from rules.apocalyte.state import State, apoc, draw, event, option, players_in, supplies, touch
from rules.apocalyte.words import place, places
from rules.apocalyte.words import supplies as supplies_words
from rules.apocalyte.world import CODES, steps_to
from rules.base import Event
from rules.phrases import Phrase

GROUND_ZEROS, GROUND_ZERO_SIZE = 6, 8
GROWTH = 2


def out_of_reach(st: State) -> set[str]:
    """Territories outside the ground zeros that no player army can ever reach: cut off from every
    player army by ground zeros, which players may never enter and (holding a mutant for ever) never
    cross. Mutants there can never be fought, and growth keeps them there."""
    zeros = st["marks"]["ground_zeros"]
    held = {c for c in CODES if players_in(st, c) > 0}
    reach = steps_to(held, lambda c: c not in zeros) if held else {}
    return {c for c in CODES if c not in zeros and c not in reach}


class Mutants(Scenario):
    key = "mutants"

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), GROUND_ZEROS)
        size = at_start(st, GROUND_ZERO_SIZE)
        for code in drawn:
            st["armies"][code] = [0] * len(st["players"])
            st["apoc"][code] += size
        st["marks"]["ground_zeros"] = drawn
        touch(st, *drawn)
        event(ev, "outbreak", Phrase.of("apocalyte-mutants-outbreak", places=places(drawn), count=size), codes=drawn)

    def grow(self, st: State, ev: list[Event]) -> None:
        alone = [c for c in CODES if apoc(st, c) > 0 and players_in(st, c) == 0
                 and c not in st["marks"]["ground_zeros"]]
        if not alone:
            event(ev, "growth", Phrase.of("apocalyte-mutants-no-growth"))
            return
        code = draw(st, alone, 1)[0]
        st["apoc"][code] += GROWTH
        touch(st, code)
        event(ev, "growth", Phrase.of("apocalyte-mutants-growth", pool=len(alone), place=place(code), count=GROWTH),
              codes=[code], pool=len(alone))

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        dragged = min(2, supplies(st, src)) if count > players_in(st, dst) else 0
        super().arrive(st, src, dst, count, ev)
        if dragged:
            st["supplies"][src] -= dragged
            st["supplies"][dst] += dragged
            event(ev, "dragged", Phrase.of("apocalyte-mutants-drag", supplies=supplies_words(dragged)),
                  src=src, dst=dst, count=dragged)

    def resolve(self, st: State, code: str, seat: int, fight: Clash, apocalytes: int | None = None) -> tuple[int, int]:
        won, lost = fight.successes()
        mutants = apoc(st, code) if apocalytes is None else apocalytes
        players, stock = players_in(st, code), supplies(st, code)
        if players >= mutants and stock >= 2:
            fight.notes.append(Phrase.of("apocalyte-mutants-plain-round"))
            return lost, won
        if won >= 2 and mutants > players and stock >= 2:
            reroll_apoc_lowest(st, fight, "mutants")
            won, lost = fight.successes()
        return lost, (1 if won >= 2 else 0)

    def stay_refusal(self, st: State, code: str, carry: int) -> Phrase | None:
        if code in st["marks"]["ground_zeros"]:
            return Phrase.of("apocalyte-refusal-ground-zero", place=place(code))
        return None

    def crossable(self, st: State, code: str) -> bool:
        return code in st["marks"]["ground_zeros"] and apoc(st, code) == 0

    def carry_refusal(self, st: State, seat: int, code: str) -> Phrase | None:
        if apoc(st, code) > players_in(st, code):
            return Phrase.of("apocalyte-refusal-mutants-outnumber", place=place(code), mutants=apoc(st, code),
                             players=players_in(st, code))
        return None

    def won(self, st: State) -> bool:
        if option(st, "mutant_victory") == "all":
            return super().won(st)
        zeros = st["marks"]["ground_zeros"]
        reach = out_of_reach(st)
        return all(apoc(st, c) <= (1 if c in zeros else 0) or c in reach for c in CODES)

    def won_text(self) -> Phrase:
        return Phrase.of("apocalyte-mutants-won")

    def progress(self, st: State) -> list[str]:
        return [say("apocalyte-progress-ground-zeros", count=len(st["marks"]["ground_zeros"]))]
