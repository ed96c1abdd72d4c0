"""Extinction positions that tests ask `reach` for."""

from __future__ import annotations

from typing import Any

from rules.base import Engine


def keeping_genes_breeds(engine: Engine, state: Any) -> bool:
    """A player is asked to change genes, and keeping them goes on to their own reproduction, whose
    count of newborns follows from a secret card (not another player's, when keeping them ends the turn)."""
    prompts = engine.prompts(state)
    if not prompts or prompts[0].kind != "genes":
        return False
    seat = prompts[0].seat
    _notation, _after, events = engine.play(state, seat, "done")
    return any(e.kind == "reproduce" and e.only == seat for e in events)


def migrating_by_groups(engine: Engine, state: Any) -> bool:
    """The first seat is asked to migrate, and its menu lists sources ("From e5 (3)") to narrow by."""
    prompts = engine.prompts(state)
    return bool(prompts) and prompts[0].kind == "migrate" and prompts[0].seat == 0 and any(
        a.notation.startswith("from ") for a in engine.legal_actions(state, 0))
