"""How a game ended, seat by seat, as the store records it for statistics and ratings, and the scoring
the store writes with it (`SCORING`: places and ratings are worked out here, never in the store)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from games import engine_for
from rules.base import Engine
from table.records import rating
from table.seating.options import hints_on
from table.store import GameResult, GameRow, LogEntry, Scoring, SeatResult

STOOD_IN = "stood_in"  # the outcome of a game the bot played out for a member away, counted apart
HINTED = "hinted"  # the outcome of a game whose table offered the strong bot's hints: unrated, counted apart


def finished(engine: Engine[Any], game: GameRow, state: Any) -> GameResult:
    """A game its rules ended: the winners, and every seat's place (the engine's, or the winners
    first and everyone else next)."""
    winners = set(engine.result(state).winners)
    places = rating.finishing_places(engine.places(state), winners, len(game.seats))
    return GameResult("finished", tuple(SeatResult(s.user_id, s.name, s.bot, n in winners, places[n])
                                        for n, s in enumerate(game.seats)))


def abandoned(game: GameRow) -> GameResult | None:
    """A game ended before its end (reset, its channel or its server gone): nobody won, nobody placed. None for
    one that never got under way (a lobby) or whose record is damaged: there is nothing to count."""
    if game.status != "active" or game.damage:
        return None
    return GameResult("abandoned", tuple(SeatResult(s.user_id, s.name, s.bot, False, None) for s in game.seats))


def apart_if_hinted(result: GameResult, game: GameRow) -> GameResult:
    """A finished game at a table with hints on counts apart: no rating, no wins."""
    return replace(result, outcome=HINTED) if hints_on(game.options) else result


def apart_if_stood_in(result: GameResult, log: Iterable[LogEntry]) -> GameResult:
    """A finished game counts apart, like an abandoned one (no rating, no wins), when the bot standing
    in for an away member made every decision that member made in it: some member never played
    themselves. A member who made at least one move of their own keeps the game counted."""
    kept = [entry for entry in log if entry.undone is None]
    stood_in = {entry.actor_id for entry in kept if entry.kind == "stand_in"}
    played = {entry.actor_id for entry in kept if entry.kind == "move"}
    return replace(result, outcome=STOOD_IN) if stood_in - played else result


def final_places(kind: str, state_json: str | None, seats: int) -> list[int] | None:
    """The places of a finished game of `seats` seats read from its final state; None if the state
    does not load or is not a finished game's."""
    try:
        engine = engine_for(kind)
        state = engine.load(json.loads(state_json or "null"))
        result = engine.result(state)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):  # a damaged state keeps its places
        return None
    if not result.over:
        return None
    return rating.finishing_places(engine.places(state), set(result.winners), seats)


SCORING = Scoring(entities=rating.entities, rated=rating.rated, final_places=final_places)
