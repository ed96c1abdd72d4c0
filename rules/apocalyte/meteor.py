"""Scenario 6, Meteor: rioters who never move or attack, a meteorite each turn that obliterates a
territory and stirs riots around it and elsewhere, one supply per movement, and the missile that
eight supplies on one rioter-free territory fire."""

from __future__ import annotations

from rules.apocalyte.difficulty import at_start, round_limit
from rules.apocalyte.scenario import Scenario, rounds_over
from rules.apocalyte.state import State, apoc, draw, event, supplies, touch
from rules.apocalyte.world import CODES, NEIGHBOURS, name, names
from rules.base import Event
from rules.wording import ordinal

FIRST_RIOTS = 8
METEORITES = 13
NEW_RIOTS = 5
MISSILE = 8


def craters(st: State) -> list[str]:
    return st["marks"]["craters"]


class Meteor(Scenario):
    key = "meteor"
    title = "Meteor"
    noun = "rioters"
    one = "rioter"
    attacks = False
    carry_limit = 1

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), at_start(st, FIRST_RIOTS))
        for code in drawn:
            st["apoc"][code] += 1
        touch(st, *drawn)
        event(ev, "outbreak", f"Riots break out in {names(drawn)}: one rioter in each.", codes=drawn)

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
        event(ev, "meteorite", f"Meteorite {st['meteorites']} of {METEORITES} obliterates {name(code)}: every army "
              "and supply there is gone.", code=code, count=st["meteorites"], supplies_lost=lost)
        site = next((c for c in CODES if supplies(st, c) >= MISSILE and apoc(st, c) == 0), None)
        if site is not None:
            st["missile"] = site
            touch(st, site)
            event(ev, "missile", f"{supplies(st, site)} supplies stand in {name(site)} with no rioter near:"
                  " the missile is fired and the meteor destroyed!", code=site)

    def riot(self, st: State, ev: list[Event]) -> None:
        struck = craters(st)[-1]
        around = [n for n in NEIGHBOURS[struck] if n not in craters(st)]
        drawn = draw(st, [c for c in CODES if c not in craters(st)], NEW_RIOTS)
        for code in [*around, *drawn]:
            st["apoc"][code] += 1
        touch(st, *around, *drawn)
        text = f"Riots spread around {name(struck)}" + (f" into {names(around)}" if around else "")
        event(ev, "riots", f"{text}, and cards drawn for new riots bring one rioter each to {names(drawn)}.",
              around=around, codes=drawn)

    def carry_refusal(self, st: State, seat: int, code: str) -> str | None:
        if apoc(st, code):
            return f"rioters are in {name(code)}, so no supplies leave it."
        return None

    def stay_refusal(self, st: State, code: str, carry: int) -> str | None:
        return f"{name(code)} is a crater: nothing may move into or through it." if code in craters(st) else None

    def won(self, st: State) -> bool:
        return st["missile"] is not None

    def won_text(self) -> str:
        return "The missile flies and the meteor is destroyed: the players win together."

    def lost(self, st: State) -> str | None:
        if st["meteorites"] >= METEORITES:
            return f"The {ordinal(METEORITES)} meteorite has fallen without a missile: the meteor strikes."
        if rounds_over(st):  # the team's task here is the missile, not clearing the rioters
            return f"{round_limit(st)} rounds are over and no missile has flown: the players lose."
        return None

    def progress(self, st: State) -> list[str]:
        best = max((supplies(st, c) for c in CODES if apoc(st, c) == 0), default=0)
        return [f"Meteorites: {st['meteorites']} of {METEORITES}", f"Missile: {best} of {MISSILE} supplies"]
