"""Scenario 6, Meteor: rioters who never move or attack, a meteorite each turn that obliterates a
territory and stirs riots around it and elsewhere, one supply per movement, and the missile that
eight supplies on one rioter-free territory fire."""

from __future__ import annotations

from messages import say
from rules.apocalyte.difficulty import at_start, round_limit
from rules.apocalyte.scenario import Scenario, rounds_over
from rules.apocalyte.state import State, apoc, draw, event, supplies, touch
from rules.apocalyte.words import place, places
from rules.apocalyte.world import CODES, NEIGHBOURS
from rules.base import Event
from rules.phrases import Phrase

FIRST_RIOTS = 8
METEORITES = 13
NEW_RIOTS = 5
MISSILE = 8


def craters(st: State) -> list[str]:
    return st["marks"]["craters"]


class Meteor(Scenario):
    key = "meteor"
    attacks = False
    carry_limit = 1

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), at_start(st, FIRST_RIOTS))
        for code in drawn:
            st["apoc"][code] += 1
        touch(st, *drawn)
        event(ev, "outbreak", Phrase.of("apocalyte-meteor-outbreak", places=places(drawn)), codes=drawn)

    def stages(self, first: bool) -> list[str]:
        return [] if first else ["meteorite", "riot"]

    def may_pass(self, st: State, code: str) -> bool:
        return code not in craters(st)

    def meteorite(self, st: State, ev: list[Event]) -> None:
        code = draw(st, [c for c in CODES if c not in craters(st)], 1)[0]
        lost = st["supplies"][code]
        st["armies"][code] = [0] * len(st["players"])
        st["apoc"][code] = 0
        st["supplies"][code] = 0
        craters(st).append(code)
        st["meteorites"] += 1
        touch(st, code)
        event(ev, "meteorite", Phrase.of("apocalyte-meteorite", number=st["meteorites"], of=METEORITES,
                                         place=place(code)), code=code, count=st["meteorites"], supplies_lost=lost)
        site = next((c for c in CODES if supplies(st, c) >= MISSILE and apoc(st, c) == 0), None)
        if site is not None:
            st["missile"] = site
            touch(st, site)
            event(ev, "missile", Phrase.of("apocalyte-missile", supplies=supplies(st, site), place=place(site)),
                  code=site)

    def riot(self, st: State, ev: list[Event]) -> None:
        struck = craters(st)[-1]
        around = [n for n in NEIGHBOURS[struck] if n not in craters(st)]
        drawn = draw(st, [c for c in CODES if c not in craters(st)], NEW_RIOTS)
        for code in [*around, *drawn]:
            st["apoc"][code] += 1
        touch(st, *around, *drawn)
        said = (Phrase.of("apocalyte-riots-into", place=place(struck), around=places(around), places=places(drawn))
                if around else Phrase.of("apocalyte-riots", place=place(struck), places=places(drawn)))
        event(ev, "riots", said, around=around, codes=drawn)

    def carry_refusal(self, st: State, seat: int, code: str) -> Phrase | None:
        if apoc(st, code):
            return Phrase.of("apocalyte-refusal-rioters", place=place(code))
        return None

    def stay_refusal(self, st: State, code: str, carry: int) -> Phrase | None:
        return Phrase.of("apocalyte-refusal-crater", place=place(code)) if code in craters(st) else None

    def won(self, st: State) -> bool:
        return st["missile"] is not None

    def won_text(self) -> Phrase:
        return Phrase.of("apocalyte-meteor-won")

    def lost_why(self, st: State) -> Phrase | None:
        if st["meteorites"] >= METEORITES:
            return Phrase.of("apocalyte-meteor-strikes", number=METEORITES)
        if rounds_over(st):  # the team's task here is the missile, not clearing the rioters
            return Phrase.of("apocalyte-meteor-lost-clock", rounds=round_limit(st) or 0)
        return None

    def progress(self, st: State) -> list[str]:
        best = max((supplies(st, c) for c in CODES if apoc(st, c) == 0), default=0)
        return [say("apocalyte-progress-meteorites", count=st["meteorites"], of=METEORITES),
                say("apocalyte-progress-missile", count=best, of=MISSILE)]
