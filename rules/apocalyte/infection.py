"""Scenario 2, Infection: one ground zero, the infected never die in combat, spread rolls instead of
movement, the terminal phase and sealed territories, and the three parts of the cure."""

from __future__ import annotations

from rules.apocalyte.dice import DEFENCE_DICE, Clash, clash, dice_line
from rules.apocalyte.difficulty import at_start
from rules.apocalyte.scenario import Scenario
from rules.apocalyte.state import (
    State,
    apoc,
    arrow,
    dice_text,
    draw,
    event,
    everything_in,
    leader,
    option,
    own,
    players_in,
    roll,
    supplies,
    touch,
    who,
)
from rules.apocalyte.world import CODES, NEIGHBOURS, name, names
from rules.base import JSON, Event
from rules.wording import agree, counted, plural

CURE_PARTS = 3


def cured(st: State) -> bool:
    return st["cure"] >= CURE_PARTS


class Infection(Scenario):
    key = "infection"
    title = "Infection"
    noun = "infected"
    one = "infected"

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), at_start(st, 1))
        alone = len(drawn) == 1
        text = f"Ground zero is drawn: {names(drawn)}." if alone else f"Ground zeros are drawn: {names(drawn)}."
        for code in drawn:
            seat = leader(st, code)
            if seat is not None:
                st["armies"][code][seat] -= 1
                where = "there" if alone else f"in {name(code)}"
                text += f" One of {who(st, seat)}'s armies {where} becomes the first infected."
            st["apoc"][code] += 1
        touch(st, *drawn)
        event(ev, "outbreak", text, codes=drawn)

    def stages(self, first: bool) -> list[str]:
        return ["combat", "move"] if first else ["combat", "move", "terminal"]

    # --- the spread ---------------------------------------------------------------------------

    def can_move(self, st: State, src: str) -> bool:
        # Every infected territory's card is in the draw, even one with nowhere to spread: it is drawn for nothing.
        return apoc(st, src) > 0

    def targets(self, st: State, src: str) -> list[str]:
        return [n for n in NEIGHBOURS[src] if players_in(st, n) > 0 and apoc(st, n) == 0]

    def nowhere_text(self, src: str) -> str:
        return f"The infected in {name(src)} have no neighbour with armies free of infection: they spread nowhere."

    def moving_count(self, st: State, src: str, ev: list[Event]) -> int:
        return apoc(st, src)  # nothing moves: the count only sizes a quarantine roll

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        need = 3 + min(2, supplies(st, dst))
        die = roll(st)[0]
        if die < need:
            touch(st, src, dst)  # ringed, but no arrow: nothing crossed the border
            event(ev, "spread", f"The infection reaches for {name(dst)} from {name(src)}: the die shows {die}, "
                  f"{need}+ was needed; it does not spread.", src=src, dst=dst, die=die, need=need, spread=False)
            return
        seat = leader(st, dst)
        if seat is None:  # a failed quarantine already turned every army there
            return
        st["armies"][dst][seat] -= 1
        st["apoc"][dst] += 1
        arrow(st, src, dst)
        event(ev, "spread", f"The infection spreads from {name(src)} into {name(dst)}: the die shows {die} "
              f"({need}+ needed); one of {who(st, seat)}'s armies becomes infected.", src=src, dst=dst, die=die,
              need=need, spread=True, seat=seat)

    def terminal(self, st: State, ev: list[Event]) -> None:
        """A die for every infected territory: on a 6 half of them (rounded up) die."""
        rolls, deaths, sealed = {}, [], []
        for code in [c for c in CODES if apoc(st, c) > 0]:
            die = roll(st)[0]
            rolls[code] = die
            if die == 6:
                dead = (apoc(st, code) + 1) // 2
                st["apoc"][code] -= dead
                deaths.append(f"{dead} in {name(code)}")
                touch(st, code)
                if everything_in(st, code) == 0:
                    st["marks"]["sealed"].append(code)
                    sealed.append(code)
        text = "Terminal phase: " + ", ".join(f"{name(c)} {d}" for c, d in rolls.items()) + "."
        text += f" The infected die: {', '.join(deaths)}." if deaths else " Nobody succumbs."
        if sealed:
            text += f" Left empty and sealed: {names(sealed)}."
        event(ev, "terminal", text, rolls=rolls, sealed=sealed)

    # --- combat and the cure ------------------------------------------------------------------

    def can_fight(self, st: State, seat: int, code: str) -> bool:
        return super().can_fight(st, seat, code) and supplies(st, code) > 0

    def fight_word(self, st: State) -> str:
        return "Attack" if cured(st) else "Research the cure"

    def player_round(self, st: State, seat: int, code: str, ev: list[Event]) -> None:
        """The players' attacks always face two dice and cost the attacker nothing; before the cure two
        successes let them roll for a part of it, after it every success turns an infected (option
        `cure_attacks=costly`: after the cure, ordinary rounds whose losses become infected)."""
        if cured(st) and option(st, "cure_attacks") == "costly":
            super().player_round(st, seat, code, ev)
            return
        fight = clash(st, min(3, own(st, code, seat)), DEFENCE_DICE, players_attack=True)
        won, _ = fight.successes()
        data: dict[str, JSON] = {"code": code, "seat": seat, "player_dice": fight.player, "apoc_dice": fight.apoc}
        touch(st, code)
        if cured(st):
            turned, outcome = self.lose_apocalytes(st, code, won, code, seat, fight)
            event(ev, "fight", f"{who(st, seat)} attacks the infected in {name(code)}: "
                  f"{dice_line(fight, who(st, seat), 'infected')}; {outcome or 'nobody is cured'}.",
                  players_attack=True, rerolls=[], survival=[], player_losses=0, apoc_losses=turned, **data)
            return
        text = f"{who(st, seat)} researches a cure in {name(code)}: {dice_line(fight, who(st, seat), 'infected')}"
        if won < 2:
            event(ev, "research", f"{text}: no breakthrough (two successes are needed).", **data)
            return
        cure_dice = roll(st, 2)
        found = cure_dice[0] == cure_dice[1]
        if found:
            st["cure"] += 1
        text += f": two successes, and the cure dice show {dice_text(cure_dice)}"
        text += f", a double! Part {st['cure']} of {CURE_PARTS} of the cure is found." if found else ", no double."
        if found and cured(st):
            text += " The cure is complete: attacks where supplies are now turn the infected back."
        event(ev, "research", text, cure_dice=cure_dice, found=found, cure=st["cure"], **data)

    def lose_players(self, st: State, code: str, seat: int, count: int,
                     players_attack: bool = False) -> tuple[int, str]:
        lost, text = super().lose_players(st, code, seat, count)
        st["apoc"][code] += lost
        return lost, (f"{text}, who {agree(lost, 'becomes', 'become')} infected" if lost else "")

    def lose_apocalytes(self, st: State, code: str, count: int, fight_at: str, attacker: int | None,
                        fight: Clash) -> tuple[int, str]:
        if not count:
            return 0, ""
        if attacker is None or not cured(st):
            return 0, "the infected cannot be killed"
        count = min(count, apoc(st, code))
        st["apoc"][code] -= count
        st["armies"][code][attacker] += count
        joins = agree(count, "joins", "join")
        return count, f"{counted(count, 'infected', 'is', 'are')} cured and {joins} {who(st, attacker)}"

    # --- sealed territories -----------------------------------------------------------------------

    def stay_refusal(self, st: State, code: str, carry: int) -> str | None:
        if code not in st["marks"]["sealed"]:
            return None
        if not cured(st):
            return f"{name(code)} is sealed until the cure is found."
        if carry == 0:
            return f"{name(code)} is sealed: armies may enter it only carrying supplies."
        return None

    def crossable(self, st: State, code: str) -> bool:
        return code in st["marks"]["sealed"]

    def entered(self, st: State, code: str, carry: int, ev: list[Event]) -> None:
        if code in st["marks"]["sealed"] and carry:
            st["marks"]["sealed"].remove(code)
            event(ev, "unsealed", f"Supplies reach sealed {name(code)}: the territory is open again.", code=code)

    def progress(self, st: State) -> list[str]:
        lines = [f"Cure: {st['cure']} of {CURE_PARTS} parts"]
        if st["marks"]["sealed"]:
            lines.append(f"Sealed: {plural(len(st['marks']['sealed']), 'territory')}")
        return lines
