"""How a game ended, seat by seat, as the store records it for statistics and ratings."""

from __future__ import annotations

from typing import Any

from rules.base import Engine
from table import rating
from table.store import GameResult, GameRow, SeatResult


def finished(engine: Engine, game: GameRow, state: Any) -> GameResult:
    """A game its rules ended: the winners, and every seat's place (the engine's, or the winners
    first and everyone else next)."""
    winners = set(engine.result(state).winners)
    places = rating.finishing_places(engine.places(state), winners, len(game.seats))
    return GameResult("finished", tuple(SeatResult(s.user_id, s.name, s.bot, n in winners, places[n])
                                        for n, s in enumerate(game.seats)))


def abandoned(game: GameRow) -> GameResult:
    """A game reset before its end: nobody won, nobody placed."""
    return GameResult("abandoned", tuple(SeatResult(s.user_id, s.name, s.bot, False, None) for s in game.seats))
