"""How well each Animacule tribe stands, from the board everyone sees: the last tribe alive wins, so
a tribe stands by how much of the life on the board is its own, and how hard that life is to kill."""

from __future__ import annotations

from rules.animacule.state import Animacule, AnimaculeState

BODY = 0.5  # an animacule's worth before its allelomorphs: a split child is worth more than the genes it takes
PER_ALLELOMORPH = 0.25  # each allelomorph: one more Famine or lost fight survived, and a step towards a split
PER_EXTRA_COLOUR = 0.25  # each colour beyond the first: a Sunburst or Pestilence of one colour no longer kills it
SHARPNESS = 2  # shares of the strengths squared: a tribe twice as strong is four times likelier to win


def strength(animacule: Animacule) -> float:
    slots = animacule.slots
    return BODY + PER_ALLELOMORPH * len(slots) + PER_EXTRA_COLOUR * (len(set(slots)) - 1)


def standing(state: AnimaculeState) -> list[float]:
    """Each tribe's share of the squared strengths on the board (all equal when the board is empty)."""
    tribes = [0.0] * len(state.players)
    for animacule in state.animacules:
        tribes[animacule.seat] += strength(animacule)
    powered = [tribe ** SHARPNESS for tribe in tribes]
    total = sum(powered)
    return [p / total for p in powered] if total > 0 else [1 / len(tribes)] * len(tribes)
