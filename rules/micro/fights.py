"""Colonies against colonies: the attack (rule 10), Heterotrophy's prey (13.1) and Phage
Warfare (14.17)."""

from __future__ import annotations

from rules.base import Event
from rules.micro.life import kill, lose_generations
from rules.micro.state import (
    State,
    colony_name,
    host_at,
    nearby,
    owner,
    passenger_of,
    touch,
)
from rules.micro.traits import shielded, strength
from rules.phrases import Phrase


def rival_targets(st: State, cid: str) -> list[str]:
    """Hexes nearby holding another player's colony that may be attacked (not Biofilm)."""
    me = owner(st, cid)
    found = []
    for hex_name in nearby(st, st["colonies"][cid]["hex"]):
        other = host_at(st, hex_name)
        if other is not None and owner(st, other) != me and not shielded(st, other):
            found.append(hex_name)
    return found


def attack(st: State, cid: str, target_hex: str, ev: list[Event]) -> None:
    """Rule 10: the stronger wins (the defender on a tie); both lose 1 generation; the loser its stock."""
    defender = host_at(st, target_hex)
    assert defender is not None
    att, dfn = strength(st, cid, attacking=True), strength(st, defender, attacking=False)
    winner, loser = (cid, defender) if att > dfn else (defender, cid)
    lost = st["colonies"][loser]["stock"]
    ev.append(Event("attack", Phrase.of("micro-attack-event", attacker=colony_name(st, cid), strength=att,
                                        defender=colony_name(st, defender), against=dfn, winner=winner, loser=loser,
                                        stock=lost, loss=_both_lose(st, cid, defender)),
                    {"attacker": cid, "defender": defender, "strengths": [att, dfn], "winner": winner}))
    st["colonies"][loser]["stock"] = 0
    touch(st, st["colonies"][cid]["hex"], target_hex)
    lose_generations(st, cid, 1, ev, "fight")
    lose_generations(st, defender, 1, ev, "fight")


def attack_label(st: State, cid: str, target_hex: str) -> Phrase:
    """The attack's cost before it is chosen (rule 10): who would win, and what both lose."""
    defender = host_at(st, target_hex)
    assert defender is not None
    att, dfn = strength(st, cid, attacking=True), strength(st, defender, attacking=False)
    outcome = "win" if att > dfn else "lose" if att < dfn else "tie"
    return Phrase.of("micro-attack-label", target=target_hex, hex=st["colonies"][cid]["hex"], strength=att,
                     against=dfn, outcome=outcome, loss=_both_lose(st, cid, defender))


def _both_lose(st: State, attacker: str, defender: str) -> Phrase:
    """Rule 10.4's loss in words, naming who it kills: at generation 1, losing one is death (8.2)."""
    dying = [c for c in (attacker, defender) if st["colonies"][c]["gen"] == 1]
    if len(dying) == 2:
        return Phrase.of("micro-both-die")
    if dying:
        return Phrase.of("micro-one-dies", colony=dying[0])
    return Phrase.of("micro-both-lose")


def prey_targets(st: State, cid: str) -> list[str]:
    gen = st["colonies"][cid]["gen"]
    return [h for h in rival_targets(st, cid) if (victim := host_at(st, h)) is not None
            and st["colonies"][victim]["gen"] < gen]


def prey(st: State, cid: str, target_hex: str, ev: list[Event]) -> None:
    """Rule 13.1: the prey loses 1 generation, the predator gains 1 resource."""
    victim = host_at(st, target_hex)
    assert victim is not None
    col = st["colonies"][cid]
    col["stock"] += 1
    touch(st, col["hex"], target_hex)
    ev.append(Event("prey", Phrase.of("micro-prey-event", colony=colony_name(st, cid), victim=colony_name(st, victim),
                                      stock=col["stock"]), {"colony": cid, "victim": victim}))
    lose_generations(st, victim, 1, ev, "eaten")


def warfare_victims(st: State, cid: str) -> list[str]:
    """Colonies of other species on the habitats nearby, passengers included, not Biofilm."""
    species = st["colonies"][cid]["species"]
    found = []
    for hex_name in nearby(st, st["colonies"][cid]["hex"]):
        host = host_at(st, hex_name)
        if host is None:
            continue
        for victim in (host, passenger_of(st, host)):
            if victim is not None and st["colonies"][victim]["species"] != species and not shielded(st, victim):
                found.append(victim)
    return found


def warfare(st: State, cid: str, card: str, ev: list[Event]) -> None:
    """Rule 14.17: half the colony's generations for every other species' colony nearby."""
    col = st["colonies"][cid]
    victims = warfare_victims(st, cid)
    col["gen"] -= col["gen"] // 2
    st["species"][col["species"]]["cards"].remove(card)
    st["galapagos"].append(card)
    touch(st, col["hex"])
    ev.append(Event("warfare", Phrase.of("micro-warfare-event", colony=colony_name(st, cid),
                                         victims=", ".join(victims), count=len(victims)),
                    {"colony": cid, "victims": victims}))
    for victim in victims:
        if victim in st["colonies"]:
            kill(st, victim, ev, "phage")
