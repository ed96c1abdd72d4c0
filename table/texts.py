"""Wording shared by the table's replies: names with colours, prompts, event lists."""

from __future__ import annotations

from rules.base import Engine, Event, Prompt
from table.store import GameRow, LogEntry

EVENT_LINES_SHOWN = 25
TEXT_LIMIT = 3800  # below Discord's 4,096 characters of an embed description


def seat_label(engine: Engine, game: GameRow, seat: int) -> str:
    player = game.seats[seat]
    who = f"{player.name} (bot)" if player.bot else player.name
    return f"{who} [{engine.seat_colours[seat]}]"


def prompt_line(engine: Engine, game: GameRow, prompt: Prompt) -> str:
    return f"➡️ **{seat_label(engine, game, prompt.seat)}**: {prompt.text}"


def waiting_for(game: GameRow, prompts: list[Prompt]) -> str:
    if not prompts:
        return "nobody: the game is over"
    return "; ".join(f"{game.seats[p.seat].name} ({p.text})" for p in prompts)


def event_lines(events: list[Event]) -> list[str]:
    lines = [f"• {event.text}" for event in events]
    if len(lines) > EVENT_LINES_SHOWN:
        hidden = len(lines) - EVENT_LINES_SHOWN
        lines = [*lines[:EVENT_LINES_SHOWN], f"… and {hidden} more: see /game log"]
    return lines


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 2] + " …"


def log_lines(game: GameRow, entries: list[LogEntry]) -> list[str]:
    names = {seat.user_id: seat.name for seat in game.seats}
    lines = []
    for entry in entries:
        actor = names.get(entry.actor_id, f"<@{entry.actor_id}>" if entry.actor_id > 0 else "the table")
        lines.append(f"**{entry.seq}.** {actor}: `{entry.action}`")
        lines.extend(f"   {event['text']}" for event in entry.events)
    return lines
