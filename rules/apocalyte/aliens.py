"""Scenario 4, Aliens: the mothership with fifteen aliens, growth at the mothership fed by captured
supplies, the ship following a full departure, survival rolls, and destroying the ship."""

from __future__ import annotations

from messages import say
from rules.apocalyte.dice import Clash
from rules.apocalyte.difficulty import at_start
from rules.apocalyte.scenario import Command, Scenario
from rules.apocalyte.state import (
    State,
    apoc,
    dice_text,
    draw,
    event,
    own,
    players_in,
    roll,
    supplies,
    touch,
    who,
)
from rules.apocalyte.words import place, places
from rules.apocalyte.words import supplies as supplies_words
from rules.apocalyte.world import CODES
from rules.base import Action, Event
from rules.phrases import Phrase, Said

INVASION = 15
GROWTH, PER_SUPPLY = 2, 3


def ship(st: State) -> str | None:
    return st["marks"]["mothership"]


class Aliens(Scenario):
    key = "aliens"

    def setup(self, st: State, ev: list[Event]) -> None:
        code = draw(st, list(CODES), 1)[0]
        lost = st["supplies"][code]
        st["armies"][code] = [0] * len(st["players"])
        st["supplies"][code] = 0
        invasion = at_start(st, INVASION)
        st["apoc"][code] += invasion
        st["marks"]["mothership"] = code
        touch(st, code)
        event(ev, "outbreak", Phrase.of("apocalyte-aliens-outbreak", place=place(code), count=invasion),
              codes=[code], supplies_lost=lost)

    def grow(self, st: State, ev: list[Event]) -> None:
        base = ship(st)
        if base is None:
            event(ev, "growth", Phrase.of("apocalyte-aliens-no-growth"))
            return
        taken = [c for c in CODES if supplies(st, c) and apoc(st, c) and players_in(st, c) == 0]
        captured = sum(supplies(st, c) for c in taken)
        for code in taken:
            st["supplies"][code] = 0
        added = GROWTH + PER_SUPPLY * captured
        st["apoc"][base] += added
        touch(st, base, *taken)
        said = (Phrase.of("apocalyte-aliens-growth-seizing", place=place(base), counted=self.count(added),
                          each=PER_SUPPLY, supplies=supplies_words(captured), places=places(taken)) if taken
                else Phrase.of("apocalyte-aliens-growth", place=place(base), counted=self.count(added)))
        event(ev, "growth", said, code=base, added=added, seized=taken, supplies_lost=captured)

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        follows = ship(st) == src and count == apoc(st, src) - 1
        super().arrive(st, src, dst, count, ev)
        if follows:
            st["marks"]["mothership"] = dst
            event(ev, "mothership", Phrase.of("apocalyte-mothership-follows", **{"from": place(src), "to": place(dst)}),
                  src=src, dst=dst)

    def lose_apocalytes(self, st: State, code: str, count: int, fight_at: str, attacker: int | None,
                        fight: Clash) -> tuple[int, Said]:
        count = min(count, apoc(st, code))
        if not count:
            return 0, ""
        need = 3 + min(2, supplies(st, fight_at))
        dice = roll(st, count)
        fight.survival.extend(dice)
        removed = sum(1 for d in dice if d < need)
        st["apoc"][code] -= removed
        return removed, Phrase.of("apocalyte-aliens-survival", rolls=count, dice=dice_text(dice), need=need,
                                  fall=self.fall(removed))

    def end_actions(self, st: State, seat: int, used: list[str]) -> list[Action]:
        base = ship(st)
        if base is None or "destroy" in used or apoc(st, base) or not own(st, base, seat):
            return []
        return [Action("destroy", Phrase.of("apocalyte-label-destroy", place=place(base)))]

    def end_action(self, st: State, seat: int, words: Command, ev: list[Event]) -> None:
        base = ship(st)
        assert base is not None
        attack, defence = roll(st)[0], roll(st, 2)
        destroyed = attack > max(defence)
        touch(st, base)
        if destroyed:
            st["marks"]["mothership"] = None
        said = Phrase.of("apocalyte-mothership-destroyed" if destroyed else "apocalyte-mothership-holds",
                         name=who(st, seat), place=place(base), attack=attack, defence=dice_text(defence))
        event(ev, "mothership_attack", said, code=base, seat=seat, attack=attack, defence=defence, destroyed=destroyed)

    def won(self, st: State) -> bool:
        return super().won(st) and ship(st) is None

    def won_text(self) -> Phrase:
        return Phrase.of("apocalyte-aliens-won")

    def progress(self, st: State) -> list[str]:
        base = ship(st)
        return [say("apocalyte-progress-mothership", place=str(place(base))) if base
                else say("apocalyte-progress-mothership-destroyed")]
