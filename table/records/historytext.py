"""Wording of a channel's past games: one entry per game, newest first."""

from __future__ import annotations

from messages import say
from table.playing import texts
from table.store import LIVE_STATUSES, GameRow


def when(at: float, style: str = "d") -> str:
    """A Discord timestamp: each reader sees it in their own time zone and language."""
    return f"<t:{int(at)}:{style}>"


def history_entry(game: GameRow, moves: int) -> str:
    """`#12 Animacule Apocalypse`, its players, how it ended, its dates and its length."""
    players = ", ".join(say("history-bot-seat", name=s.name) if s.bot else s.name for s in game.seats) \
        or say("history-nobody")
    live = game.status in LIVE_STATUSES
    ended = say("history-status", status=game.status) if live else texts.ended_reason(game) or say("history-ended")
    dates = when(game.created_at) if live else f"{when(game.created_at)} – {when(game.updated_at)}"
    return say("history-entry", id=game.id, title=texts.game_title(game.kind), players=players, ended=ended,
               dates=dates, moves=moves)
