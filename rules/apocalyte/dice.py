"""Risk dice: one combat round's rolls, their comparison, and the re-rolls scenarios allow."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.apocalyte.state import State, dice_text, roll
from rules.apocalyte.words import noun
from rules.phrases import Phrase, Said

ATTACK_DICE = 3
DEFENCE_DICE = 2


@dataclass
class Clash:
    """The dice of one round between a player's armies and the Apocalytes in one territory.
    Dice are kept highest first; `notes` collects what re-rolls and special rules did."""

    player: list[int]
    apoc: list[int]
    players_attack: bool
    notes: list[Said] = field(default_factory=list)
    rerolls: list[list[int]] = field(default_factory=list)  # [old, new] per re-rolled die
    survival: list[int] = field(default_factory=list)  # the dice of Apocalytes rolling to survive

    def successes(self) -> tuple[int, int]:
        """(player successes, Apocalyte successes): the pairs of highest dice each side wins;
        a tie goes to the defender."""
        won = lost = 0
        for mine, theirs in zip(self.player, self.apoc, strict=False):
            if mine > theirs or (mine == theirs and not self.players_attack):
                won += 1
            else:
                lost += 1
        return won, lost

    def best_player_reroll(self) -> int | None:
        """The position of the player's die whose re-roll gains the most on average (successes won
        minus lost, the fewer lost the better on a tie); None when no re-roll is expected to gain."""

        def outlook(position: int) -> tuple[float, float]:
            net = lost = 0.0
            rest = self.player[:position] + self.player[position + 1:]
            for face in range(1, 7):
                dice = sorted([*rest, face], reverse=True)
                won_now, lost_now = Clash(dice, self.apoc, self.players_attack).successes()
                net, lost = net + won_now - lost_now, lost + lost_now
            return net / 6, -lost / 6

        won, lost = self.successes()
        best, best_outlook = None, (float(won - lost), float(-lost))
        for position in range(len(self.player)):
            if outlook(position) > best_outlook:
                best, best_outlook = position, outlook(position)
        return best


def clash(st: State, player_dice: int, apoc_dice: int, players_attack: bool) -> Clash:
    player = sorted(roll(st, player_dice), reverse=True)
    apoc = sorted(roll(st, apoc_dice), reverse=True)
    return Clash(player, apoc, players_attack)


def reroll_apoc_lowest(st: State, fight: Clash, why: str) -> None:
    """The Apocalytes re-roll their lowest die; `why`: the key of the rule that lets them
    (`zombies`, `mutants`, `demons`)."""
    old = fight.apoc[-1]
    new = roll(st)[0]
    fight.apoc = sorted([*fight.apoc[:-1], new], reverse=True)
    fight.rerolls.append([old, new])
    fight.notes.append(Phrase.of("apocalyte-reroll-apocalytes", why=why, old=old, new=new))


def reroll_player_die(st: State, fight: Clash, position: int, who: str) -> None:
    """The player `who` re-rolls a die, for the supplies where the round is fought."""
    old = fight.player[position]
    new = roll(st)[0]
    rest = fight.player[:position] + fight.player[position + 1:]
    fight.player = sorted([*rest, new], reverse=True)
    fight.rerolls.append([old, new])
    fight.notes.append(Phrase.of("apocalyte-reroll-player", name=who, old=old, new=new))


def dice_line(fight: Clash, who: str, scenario: str) -> Phrase:
    """`ann 6-5-2, zombies 4-1`: both sides' dice, the scenario's Apocalytes named by its key."""
    return Phrase.of("apocalyte-dice", name=who, dice=dice_text(fight.player), noun=noun(scenario),
                     apocalytes=dice_text(fight.apoc))
