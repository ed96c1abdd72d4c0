"""Wording of a channel's past games: one entry per game, newest first."""

from __future__ import annotations

from rules.wording import plural
from table import texts
from table.store import GameRow

STATUS_WORDS = {"lobby": "waiting in the lobby", "active": "in play"}


def when(at: float, style: str = "d") -> str:
    """A Discord timestamp: each reader sees it in their own time zone and language."""
    return f"<t:{int(at)}:{style}>"


def history_entry(game: GameRow, moves: int) -> str:
    """`#12 Animacule Apocalypse`, its players, how it ended, its dates and its length."""
    players = ", ".join(f"{s.name} (bot)" if s.bot else s.name for s in game.seats) or "nobody"
    ended = STATUS_WORDS.get(game.status) or game.ended_reason or "ended"
    dates = when(game.created_at) if game.status in STATUS_WORDS else \
        f"{when(game.created_at)} – {when(game.updated_at)}"
    return (f"**#{game.id}** {texts.game_title(game.kind)}: {players}\n"
            f"   {ended} · {dates} · {plural(moves, 'move')}")
