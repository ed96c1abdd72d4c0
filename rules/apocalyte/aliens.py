"""Scenario 4, Aliens: the mothership with fifteen aliens, growth at the mothership fed by captured
supplies, the ship following a full departure, survival rolls, and destroying the ship."""

from __future__ import annotations

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
    supply_text,
    touch,
    who,
)
from rules.apocalyte.world import CODES, name, names
from rules.base import Action, Event
from rules.wording import agree, noun_for

INVASION = 15
GROWTH, PER_SUPPLY = 2, 3


def ship(st: State) -> str | None:
    return st["marks"]["mothership"]


class Aliens(Scenario):
    key = "aliens"
    title = "Aliens"
    noun = "aliens"
    one = "alien"

    def setup(self, st: State, ev: list[Event]) -> None:
        code = draw(st, list(CODES), 1)[0]
        lost = st["supplies"][code]
        st["armies"][code] = [0] * len(st["players"])
        st["supplies"][code] = 0
        invasion = at_start(st, INVASION)
        st["apoc"][code] += invasion
        st["marks"]["mothership"] = code
        touch(st, code)
        event(ev, "outbreak", f"The mothership lands in {name(code)}: every army and supply there is lost, and "
              f"{invasion} aliens hold it.", codes=[code], supplies_lost=lost)

    def grow(self, st: State, ev: list[Event]) -> None:
        base = ship(st)
        if base is None:
            event(ev, "growth", "The mothership is destroyed: no aliens are added.")
            return
        taken = [c for c in CODES if supplies(st, c) and apoc(st, c) and players_in(st, c) == 0]
        captured = sum(supplies(st, c) for c in taken)
        for code in taken:
            st["supplies"][code] = 0
        added = GROWTH + PER_SUPPLY * captured
        st["apoc"][base] += added
        touch(st, base, *taken)
        text = f"The mothership in {name(base)} brings {self.count(added)}"
        if taken:
            text += f", {PER_SUPPLY} for each supply the aliens seize ({supply_text(captured)}, in {names(taken)})"
        event(ev, "growth", text + ".", code=base, added=added, seized=taken, supplies_lost=captured)

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        follows = ship(st) == src and count == apoc(st, src) - 1
        super().arrive(st, src, dst, count, ev)
        if follows:
            st["marks"]["mothership"] = dst
            event(ev, "mothership", f"All but one alien leave {name(src)}: the mothership follows them to {name(dst)}.",
                  src=src, dst=dst)

    def lose_apocalytes(self, st: State, code: str, count: int, fight_at: str, attacker: int | None,
                        fight: Clash) -> tuple[int, str]:
        count = min(count, apoc(st, code))
        if not count:
            return 0, ""
        need = 3 + min(2, supplies(st, fight_at))
        dice = roll(st, count)
        fight.survival.extend(dice)
        removed = sum(1 for d in dice if d < need)
        st["apoc"][code] -= removed
        return removed, (f"survival {noun_for(count, 'roll')} {dice_text(dice)} ({need}+ survives): "
                         f"{self.count(removed)} {agree(removed, 'falls', 'fall')}")

    def end_actions(self, st: State, seat: int, used: list[str]) -> list[Action]:
        base = ship(st)
        if base is None or "destroy" in used or apoc(st, base) or not own(st, base, seat):
            return []
        return [Action("destroy", f"Attack the unguarded mothership in {name(base)} (1 die against 2)")]

    def end_action(self, st: State, seat: int, words: Command, ev: list[Event]) -> None:
        base = ship(st)
        assert base is not None
        attack, defence = roll(st)[0], roll(st, 2)
        destroyed = attack > max(defence)
        touch(st, base)
        text = f"{who(st, seat)} attacks the mothership in {name(base)}: {attack} against {dice_text(defence)}"
        if destroyed:
            st["marks"]["mothership"] = None
            text += ": the mothership is destroyed!"
        else:
            text += ": it holds."
        event(ev, "mothership_attack", text, code=base, seat=seat, attack=attack, defence=defence, destroyed=destroyed)

    def won(self, st: State) -> bool:
        return super().won(st) and ship(st) is None

    def won_text(self) -> str:
        return "The mothership is destroyed and every alien is gone: the players win together."

    def progress(self, st: State) -> list[str]:
        base = ship(st)
        return [f"Mothership: {name(base)}" if base else "Mothership: destroyed"]
