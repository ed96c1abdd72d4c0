"""The main rules, as the base every scenario changes: how the Apocalytes grow, move, meet a
quarantine and fight, what players may carry and where they may stay, and how the game is won.

Each scenario module subclasses `Scenario` and overrides only what its text changes. Before the
scenario is revealed (the placement) the base itself stands in, with the neutral noun "Apocalytes".
"""

from __future__ import annotations

from rules.apocalyte import words
from rules.apocalyte.dice import ATTACK_DICE, DEFENCE_DICE, Clash, clash, dice_line
from rules.apocalyte.difficulty import round_limit
from rules.apocalyte.state import (
    MAX_CARRY,
    ROUNDS_PER_TERRITORY,
    State,
    apoc,
    apocalytes_left,
    arrow,
    contested,
    event,
    leader,
    own,
    players_in,
    roll,
    supplies,
    touch,
    who,
)
from rules.apocalyte.words import place
from rules.apocalyte.world import CODES, NEIGHBOURS, steps_to
from rules.base import JSON, Action, Event
from rules.phrases import SEMICOLON, Arg, Phrase, Said, joined

Command = tuple[str, ...]  # a checked end-of-turn action in words: ("close", "ukr")


def outcome(player_text: Said, apoc_text: Said) -> Said:
    """What a combat round or a failed quarantine cost each side, or that nobody falls."""
    if not player_text and not apoc_text:
        return Phrase.of("apocalyte-nobody-falls")
    return joined(player_text, apoc_text, between=SEMICOLON)


def rounds_over(st: State) -> bool:
    """Whether the round limit (option `rounds`, or the level's clock) has passed: the round count is past it."""
    limit = round_limit(st)
    return limit is not None and st["round"] > limit


class Scenario:
    key = ""
    attacks = True  # the Apocalytes attack in their turn (Meteor's rioters only defend)
    carry_limit = MAX_CARRY  # supplies carried by one movement

    def count(self, n: int) -> Phrase:
        return words.counted(self.key, n)

    def nouns(self) -> Phrase:
        """The Apocalytes in the plural, in the reader's language."""
        return words.noun(self.key)

    # --- setup and the shape of the Apocalytes' turn ---------------------------------------

    def setup(self, st: State, ev: list[Event]) -> None:
        """The scenario's own setup, once every army is placed."""

    def stages(self, first: bool) -> list[str]:
        """The steps of the Apocalytes' turn in order (the first turn may skip some)."""
        return ["move", "combat"] if first else ["grow", "move", "combat"]

    def grow(self, st: State, ev: list[Event]) -> None:
        """New Apocalytes at the start of their turn."""

    # --- movement ---------------------------------------------------------------------------

    def movers(self, st: State) -> list[str]:
        """The territories whose cards go into the draw for movement."""
        return [c for c in CODES if self.can_move(st, c)]

    def can_move(self, st: State, src: str) -> bool:
        return apoc(st, src) >= 2 and players_in(st, src) == 0

    def may_pass(self, st: State, code: str) -> bool:
        """Whether Apocalytes may move into (and through) the territory."""
        return True

    def targets(self, st: State, src: str) -> list[str]:
        """Neighbours holding player armies; failing those, the neighbours that start a shortest
        path to any territory with player armies."""
        near = [n for n in NEIGHBOURS[src] if players_in(st, n) > 0 and self.may_pass(st, n)]
        if near:
            return near
        goals = {c for c in CODES if players_in(st, c) > 0}
        steps = steps_to(goals, lambda c: self.may_pass(st, c))
        options = [n for n in NEIGHBOURS[src] if n in steps and self.may_pass(st, n)]
        if not options:
            return []
        best = min(steps[n] for n in options)
        return [n for n in options if steps[n] == best]

    def nowhere_text(self, src: str) -> Phrase:
        """The log line for a drawn group with no target."""
        return Phrase.of("apocalyte-nowhere-to-go", noun=self.nouns(), place=place(src))

    def moving_count(self, st: State, src: str, ev: list[Event]) -> int:
        """How many move: one of two without a roll; else 1–2 one, 3–4 half rounded up, 5–6 all but one."""
        present = apoc(st, src)
        if present == 2:
            return 1
        die = roll(st)[0]
        count, band = (1, "one") if die <= 2 else ((present + 1) // 2, "half") if die <= 4 else (present - 1, "most")
        event(ev, "how_many", Phrase.of("apocalyte-how-many-move", counted=self.count(present), place=place(src),
                                        die=die, band=band, count=count), code=src, die=die, moving=count)
        return count

    def quarantine_strength(self, st: State, src: str, count: int) -> int:
        """The Apocalytes whose dice a quarantine roll uses."""
        return count

    def arrive(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> None:
        """The moving Apocalytes enter the destination."""
        st["apoc"][src] -= count
        st["apoc"][dst] += count
        arrow(st, src, dst)
        event(ev, "apocalytes_move", Phrase.of("apocalyte-apocalytes-move", counted=self.count(count), count=count,
                                               **{"from": place(src), "to": place(dst)}),
              src=src, dst=dst, count=count)

    # --- quarantine -------------------------------------------------------------------------

    def quarantine(self, st: State, src: str, dst: str, count: int, ev: list[Event]) -> int:
        """Roll the quarantine of `dst` against `count` Apocalytes from `src`; how many get in
        (0: blocked). With two or more supplies it takes two successes, costing one army only."""
        seat = leader(st, dst)
        assert seat is not None
        fight = clash(st, min(DEFENCE_DICE, own(st, dst, seat)),
                      min(ATTACK_DICE, self.quarantine_strength(st, src, count)), players_attack=False)
        _, lost = fight.successes()
        guarded = supplies(st, dst) >= 2
        head: dict[str, Arg] = {"name": who(st, seat), "place": place(dst),
                                "dice": dice_line(fight, who(st, seat), self.key)}
        data: dict[str, JSON] = {"code": dst, "src": src, "seat": seat, "player_dice": fight.player,
                                 "apoc_dice": fight.apoc}
        if lost < (2 if guarded else 1):
            event(ev, "quarantine", Phrase.of("apocalyte-quarantine-holds", successes=lost, noun=self.nouns(), **head),
                  held=True, **data)
            touch(st, dst)
            return 0
        # Losses as in an actual attack on `dst` by the moving group, under the scenario's combat rules;
        # past two supplies the Quarantine clause fixes them at one army.
        player_losses, apoc_losses = (1, 0) if guarded else self.resolve(st, dst, seat, fight, count)
        _, player_text = self.lose_players(st, dst, seat, player_losses)
        removed, apoc_text = self.lose_apocalytes(st, src, apoc_losses, dst, None, fight)
        details = joined(Phrase.of("apocalyte-quarantine-fails"), *fight.notes, outcome(player_text, apoc_text),
                         between=SEMICOLON)
        event(ev, "quarantine", Phrase.of("apocalyte-quarantine-failed", details=details, **head), held=False,
              player_losses=player_losses, apoc_losses=removed, survival=fight.survival, rerolls=fight.rerolls, **data)
        return count - removed

    # --- combat -----------------------------------------------------------------------------

    def combat(self, st: State, ev: list[Event]) -> None:
        """The Apocalytes' attacks: three rounds in every territory they share with players,
        each round against the player with the most armies there."""
        if not self.attacks:
            return
        for code in CODES:
            for _ in range(ROUNDS_PER_TERRITORY):
                target = leader(st, code)
                if target is None or not contested(st, code):
                    break
                self.fight(st, target, code, False, ev)

    def can_fight(self, st: State, seat: int, code: str) -> bool:
        """Whether the seat's armies can fight a round here on its own turn."""
        return own(st, code, seat) > 0 and apoc(st, code) > 0

    def fight_word(self, st: State) -> str:
        """The key of the word the combat buttons begin with (`fight`, `attack`, `research`)."""
        return "fight"

    def player_round(self, st: State, seat: int, code: str, ev: list[Event]) -> None:
        self.fight(st, seat, code, True, ev)

    def apoc_dice(self, st: State, code: str, players_attack: bool) -> int:
        return min(DEFENCE_DICE if players_attack else ATTACK_DICE, apoc(st, code))

    def combat_supplies(self, st: State, code: str) -> int:
        """The supplies that count in a combat round here."""
        return supplies(st, code)

    def fight(self, st: State, seat: int, code: str, players_attack: bool, ev: list[Event]) -> None:
        """One combat round in `code` between the seat's armies and the Apocalytes."""
        fight = clash(st, min(ATTACK_DICE if players_attack else DEFENCE_DICE, own(st, code, seat)),
                      self.apoc_dice(st, code, players_attack), players_attack)
        rolled = dice_line(fight, who(st, seat), self.key)
        player_losses, apoc_losses = self.resolve(st, code, seat, fight)
        lost, player_text = self.lose_players(st, code, seat, player_losses, players_attack)
        removed, apoc_text = self.lose_apocalytes(st, code, apoc_losses, code, seat if players_attack else None,
                                                  fight)
        details = joined(rolled, *fight.notes, outcome(player_text, apoc_text), between=SEMICOLON)
        said = Phrase.of("apocalyte-attacks" if players_attack else "apocalyte-attacked", name=who(st, seat),
                         noun=self.nouns(), place=place(code), details=details)
        event(ev, "fight", said, code=code, seat=seat,
              players_attack=players_attack, player_dice=fight.player, apoc_dice=fight.apoc, rerolls=fight.rerolls,
              survival=fight.survival, player_losses=lost, apoc_losses=removed)
        touch(st, code)

    def resolve(self, st: State, code: str, seat: int, fight: Clash, apocalytes: int | None = None) -> tuple[int, int]:
        """(player armies lost, Apocalytes lost) by the dice, after any re-roll the scenario allows;
        `apocalytes`: how many fight, when not those standing in `code` (a group trying to enter it)."""
        won, lost = fight.successes()
        return lost, won

    def lose_players(self, st: State, code: str, seat: int, count: int,
                     players_attack: bool = False) -> tuple[int, Said]:
        """The seat loses armies here, attacking or attacked (a quarantine is an attack by the
        Apocalytes); (how many, the words for the log)."""
        count = min(count, own(st, code, seat))
        st["armies"][code][seat] -= count
        return count, (Phrase.of("apocalyte-loses", name=who(st, seat), armies=words.armies(count)) if count else "")

    def lose_apocalytes(self, st: State, code: str, count: int, fight_at: str, attacker: int | None,
                        fight: Clash) -> tuple[int, Said]:
        """Apocalytes standing in `code` are lost in a fight at `fight_at` (the same territory,
        or the one they tried to enter); (how many really go, the words for the log). Any die
        rolled for them is kept in `fight`."""
        count = min(count, apoc(st, code))
        st["apoc"][code] -= count
        return count, (self.fall(count) if count else "")

    def fall(self, count: int) -> Phrase:
        """`3 zombies fall`."""
        return Phrase.of("apocalyte-fall", counted=self.count(count), count=count)

    # --- what players may do ----------------------------------------------------------------

    def stay_refusal(self, st: State, code: str, carry: int) -> Phrase | None:
        """Why player armies may not end a movement in the territory (None: they may)."""
        return None

    def crossable(self, st: State, code: str) -> bool:
        """Whether two movements may carry armies across this territory nobody may stay in."""
        return False

    def carry_refusal(self, st: State, seat: int, code: str) -> Phrase | None:
        """Why the seat may not carry supplies out of the territory at all (None: it may)."""
        return None

    def entered(self, st: State, code: str, carry: int, ev: list[Event]) -> None:
        """Player armies (carrying `carry` supplies) just ended a movement in the territory."""

    def end_actions(self, st: State, seat: int, used: list[str]) -> list[Action]:
        """What the seat may do at the end of its turn (after combat)."""
        return []

    def end_action(self, st: State, seat: int, words: Command, ev: list[Event]) -> None:
        raise AssertionError(f"no end-of-turn action {words}")  # pragma: no cover - only offered ones arrive

    # --- the end --------------------------------------------------------------------------------

    def won(self, st: State) -> bool:
        return apocalytes_left(st) == 0

    def won_text(self) -> Phrase:
        return Phrase.of("apocalyte-won", noun=self.nouns())

    def lost(self, st: State) -> str | None:
        """`lost_why` in the reader's language."""
        why = self.lost_why(st)
        return None if why is None else str(why)

    def lost_why(self, st: State) -> Phrase | None:
        """Why the game is lost besides every player army being gone (None: it is not)."""
        if rounds_over(st):
            return Phrase.of("apocalyte-lost-clock", rounds=round_limit(st) or 0, noun=self.nouns())
        return None

    def progress(self, st: State) -> list[str]:
        """Short lines on the scenario's own counters, for the board and the status, in the reader's language."""
        return []
