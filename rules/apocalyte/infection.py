"""Scenario 2, Infection: one ground zero, the infected never die in combat, spread rolls instead of
movement, the terminal phase and sealed territories, and the three parts of the cure."""

from __future__ import annotations

from messages import say
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
from rules.apocalyte.words import place, places, territories
from rules.apocalyte.world import CODES, NEIGHBOURS
from rules.base import JSON, Event
from rules.phrases import Arg, Phrase, Said, joined

CURE_PARTS = 3


def cured(st: State) -> bool:
    return st["cure"] >= CURE_PARTS


class Infection(Scenario):
    key = "infection"

    def setup(self, st: State, ev: list[Event]) -> None:
        drawn = draw(st, list(CODES), at_start(st, 1))
        alone = len(drawn) == 1
        parts: list[Said] = [Phrase.of("apocalyte-infection-outbreak", count=len(drawn), places=places(drawn))]
        for code in drawn:
            seat = leader(st, code)
            if seat is not None:
                st["armies"][code][seat] -= 1
                parts.append(Phrase.of("apocalyte-infection-first-there", name=who(st, seat)) if alone
                             else Phrase.of("apocalyte-infection-first-in", name=who(st, seat), place=place(code)))
            st["apoc"][code] += 1
        touch(st, *drawn)
        event(ev, "outbreak", joined(*parts), codes=drawn)

    def stages(self, first: bool) -> list[str]:
        return ["combat", "move"] if first else ["combat", "move", "terminal"]

    # --- the spread ---------------------------------------------------------------------------

    def can_move(self, st: State, src: str) -> bool:
        # Every infected territory's card is in the draw, even one with nowhere to spread: it is drawn for nothing.
        return apoc(st, src) > 0

    def targets(self, st: State, src: str) -> list[str]:
        return [n for n in NEIGHBOURS[src] if players_in(st, n) > 0 and apoc(st, n) == 0]

    def nowhere_text(self, src: str) -> Phrase:
        return Phrase.of("apocalyte-infection-nowhere", place=place(src))

    def moving_count(self, st: State, src: str, ev: list[Event]) -> int:
        return apoc(st, src)  # nothing moves: the count only sizes a quarantine roll

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        need = 3 + min(2, supplies(st, dst))
        die = roll(st)[0]
        if die < need:
            touch(st, src, dst)  # ringed, but no arrow: nothing crossed the border
            event(ev, "spread", Phrase.of("apocalyte-infection-no-spread", die=die, need=need,
                                          **{"from": place(src), "to": place(dst)}),
                  src=src, dst=dst, die=die, need=need, spread=False)
            return
        seat = leader(st, dst)
        if seat is None:  # a failed quarantine already turned every army there
            return
        st["armies"][dst][seat] -= 1
        st["apoc"][dst] += 1
        arrow(st, src, dst)
        event(ev, "spread", Phrase.of("apocalyte-infection-spreads", die=die, need=need, name=who(st, seat),
                                      **{"from": place(src), "to": place(dst)}),
              src=src, dst=dst, die=die, need=need, spread=True, seat=seat)

    def terminal(self, st: State, ev: list[Event]) -> None:
        """A die for every infected territory: on a 6 half of them (rounded up) die."""
        rolls: dict[str, int] = {}
        deaths: list[Said] = []
        sealed: list[str] = []
        for code in [c for c in CODES if apoc(st, c) > 0]:
            die = roll(st)[0]
            rolls[code] = die
            if die == 6:
                dead = (apoc(st, code) + 1) // 2
                st["apoc"][code] -= dead
                deaths.append(Phrase.of("apocalyte-infection-deaths", count=dead, place=place(code)))
                touch(st, code)
                if everything_in(st, code) == 0:
                    st["marks"]["sealed"].append(code)
                    sealed.append(code)
        parts: list[Said] = [
            Phrase.of("apocalyte-terminal", rolls=joined(*(joined(place(c), str(d)) for c, d in rolls.items()),
                                                        between=", ")),
            Phrase.of("apocalyte-terminal-deaths", deaths=joined(*deaths, between=", ")) if deaths
            else Phrase.of("apocalyte-terminal-no-deaths")]
        if sealed:
            parts.append(Phrase.of("apocalyte-terminal-sealed", places=places(sealed)))
        event(ev, "terminal", joined(*parts), rolls=rolls, sealed=sealed)

    # --- combat and the cure ------------------------------------------------------------------

    def can_fight(self, st: State, seat: int, code: str) -> bool:
        return super().can_fight(st, seat, code) and supplies(st, code) > 0

    def fight_word(self, st: State) -> str:
        return "attack" if cured(st) else "research"

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
            event(ev, "fight", Phrase.of("apocalyte-infection-attack", name=who(st, seat), place=place(code),
                                         dice=dice_line(fight, who(st, seat), self.key),
                                         outcome=outcome or Phrase.of("apocalyte-infection-nobody-cured")),
                  players_attack=True, rerolls=[], survival=[], player_losses=0, apoc_losses=turned, **data)
            return
        head: dict[str, Arg] = {"name": who(st, seat), "place": place(code),
                                "dice": dice_line(fight, who(st, seat), self.key)}
        if won < 2:
            event(ev, "research", Phrase.of("apocalyte-research-nothing", **head), **data)
            return
        cure_dice = roll(st, 2)
        found = cure_dice[0] == cure_dice[1]
        if found:
            st["cure"] += 1
        cure = dice_text(cure_dice)
        said: Said = (Phrase.of("apocalyte-research-found", cure=cure, part=st["cure"], parts=CURE_PARTS, **head)
                      if found else Phrase.of("apocalyte-research-no-double", cure=cure, **head))
        if found and cured(st):
            said = joined(said, Phrase.of("apocalyte-cure-complete"))
        event(ev, "research", said, cure_dice=cure_dice, found=found, cure=st["cure"], **data)

    def lose_players(self, st: State, code: str, seat: int, count: int,
                     players_attack: bool = False) -> tuple[int, Said]:
        lost, text = super().lose_players(st, code, seat, count)
        st["apoc"][code] += lost
        return lost, (Phrase.of("apocalyte-infection-infected", loss=text, count=lost) if lost else "")

    def lose_apocalytes(self, st: State, code: str, count: int, fight_at: str, attacker: int | None,
                        fight: Clash) -> tuple[int, Said]:
        if not count:
            return 0, ""
        if attacker is None or not cured(st):
            return 0, Phrase.of("apocalyte-infection-unkillable")
        count = min(count, apoc(st, code))
        st["apoc"][code] -= count
        st["armies"][code][attacker] += count
        return count, Phrase.of("apocalyte-infection-cured", count=count, name=who(st, attacker))

    # --- sealed territories -----------------------------------------------------------------------

    def stay_refusal(self, st: State, code: str, carry: int) -> Phrase | None:
        if code not in st["marks"]["sealed"]:
            return None
        if not cured(st):
            return Phrase.of("apocalyte-refusal-sealed", place=place(code))
        if carry == 0:
            return Phrase.of("apocalyte-refusal-sealed-supplies", place=place(code))
        return None

    def crossable(self, st: State, code: str) -> bool:
        return code in st["marks"]["sealed"]

    def entered(self, st: State, code: str, carry: int, ev: list[Event]) -> None:
        if code in st["marks"]["sealed"] and carry:
            st["marks"]["sealed"].remove(code)
            event(ev, "unsealed", Phrase.of("apocalyte-unsealed", place=place(code)), code=code)

    def progress(self, st: State) -> list[str]:
        lines = [say("apocalyte-progress-cure", parts=st["cure"], of=CURE_PARTS)]
        if st["marks"]["sealed"]:
            lines.append(say("apocalyte-progress-sealed", territories=str(territories(len(st["marks"]["sealed"])))))
        return lines
