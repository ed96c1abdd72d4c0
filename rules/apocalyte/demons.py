"""Scenario 5, Demons: four portals of ten demons, two more at every open portal each turn, two
successes for a demon to kill, supplies held by whoever outnumbers the demons, and closing a
portal with four supplies."""

from __future__ import annotations

from messages import say
from rules.apocalyte.dice import Clash, reroll_apoc_lowest
from rules.apocalyte.difficulty import at_start
from rules.apocalyte.scenario import Command, Scenario
from rules.apocalyte.state import State, apoc, draw, event, own, players_in, supplies, touch, who
from rules.apocalyte.words import place, places
from rules.apocalyte.world import CODES
from rules.base import Action, Event
from rules.phrases import Phrase

PORTALS, PORTAL_SIZE = 4, 10
GROWTH = 2
TO_CLOSE = 4


def supplies_left(st: State) -> int:
    return sum(st["supplies"].values())


def portals_beyond_reach(st: State) -> bool:
    """Whether the supplies left on the board (none are ever added in this scenario) can no longer
    close every open portal: then closing them stops being part of the victory."""
    return supplies_left(st) < TO_CLOSE * len(st["marks"]["portals"])


class Demons(Scenario):
    key = "demons"

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), PORTALS)
        size = at_start(st, PORTAL_SIZE)
        for code in drawn:
            st["apoc"][code] += size
        st["marks"]["portals"] = drawn
        touch(st, *drawn)
        event(ev, "outbreak", Phrase.of("apocalyte-demons-outbreak", places=places(drawn), count=size), codes=drawn)

    def grow(self, st: State, ev: list[Event]) -> None:
        portals = st["marks"]["portals"]
        for code in portals:
            st["apoc"][code] += GROWTH
        touch(st, *portals)
        if portals:
            event(ev, "growth", Phrase.of("apocalyte-demons-growth", count=GROWTH, places=places(portals)),
                  codes=portals)

    def resolve(self, st: State, code: str, seat: int, fight: Clash, apocalytes: int | None = None) -> tuple[int, int]:
        won, lost = fight.successes()
        if lost == 1:
            reroll_apoc_lowest(st, fight, "demons")
            won, lost = fight.successes()
        return (1 if lost >= 2 else 0), won

    def carry_refusal(self, st: State, seat: int, code: str) -> Phrase | None:
        if apoc(st, code) and players_in(st, code) <= apoc(st, code):
            return Phrase.of("apocalyte-refusal-demons-outnumber", place=place(code), players=players_in(st, code),
                             demons=apoc(st, code))
        return None

    def end_actions(self, st: State, seat: int, used: list[str]) -> list[Action]:
        return [Action(f"close {code}", Phrase.of("apocalyte-label-close", place=place(code),
                                                  supplies=supplies(st, code)))
                for code in st["marks"]["portals"] if own(st, code, seat) and supplies(st, code) >= TO_CLOSE]

    def end_action(self, st: State, seat: int, words: Command, ev: list[Event]) -> None:
        code = words[1]
        spent = supplies(st, code)
        st["supplies"][code] = 0
        st["marks"]["portals"].remove(code)
        touch(st, code)
        event(ev, "portal_closed", Phrase.of("apocalyte-portal-closed", name=who(st, seat), place=place(code),
                                             supplies=spent),
              code=code, seat=seat, supplies_lost=spent)
        if portals_beyond_reach(st):
            event(ev, "portals_beyond_reach", Phrase.of("apocalyte-portals-beyond-reach", supplies=supplies_left(st),
                                                        portals=len(st["marks"]["portals"])),
                  portals=list(st["marks"]["portals"]))

    def won(self, st: State) -> bool:
        return super().won(st) and (not st["marks"]["portals"] or portals_beyond_reach(st))

    def won_text(self) -> Phrase:
        return Phrase.of("apocalyte-demons-won")

    def progress(self, st: State) -> list[str]:
        return [say("apocalyte-progress-portals", count=len(st["marks"]["portals"]), of=PORTALS)]
