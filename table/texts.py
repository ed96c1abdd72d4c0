"""Wording shared by the table's replies: names with colours, whom the game waits for, and
what happened, as a given reader may see it."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from rules.base import Engine, Event, Prompt
from rules.notation import excerpt
from rules.registry import engine_for
from rules.wording import plural
from table.store import GameRow, LogEntry

TEXT_LIMIT = 3800  # below Discord's 4,096 characters of an embed description
HAPPENED_LIMIT = 2600  # what happened, leaving room for whom the game waits for
FIRST_ENTRY_LINES = 12  # lines of the mover's own action kept when a long stretch is summarised
MOVES_NAMED = 8
DICE_NAMED = 24
DICE_KEYS = ("roll", "rolls", "dice")  # where an event's data holds the dice it rolled
LOG_NOTE = "Every line of it is in `/game log`."
CUT_NOTE = "• … {} of the last move: every line is in `/game log`."


def game_title(kind: str) -> str:
    """The game's title, or its key cut short if this bot does not host it (a damaged row)."""
    try:
        return engine_for(kind).title
    except ValueError:
        return excerpt(kind)


def seat_label(engine: Engine, game: GameRow, seat: int, away: frozenset[int] = frozenset()) -> str:
    player = game.seats[seat]
    who = f"{player.name} (bot, {player.level})" if player.bot else player.name
    if player.user_id in away:
        who += " (away)"
    colour = seat if player.colour is None else player.colour
    host = " (host)" if player.user_id == game.creator_id and game.status == "lobby" else ""
    return f"{who} [{engine.seat_colours[colour]}]{host}"


def waiting_line(engine: Engine, game: GameRow, prompt: Prompt, due: str = "",
                 away: frozenset[int] = frozenset()) -> str:
    return f"➡️ Waiting for **{seat_label(engine, game, prompt.seat, away)}** to {prompt.awaited}.{due}"


def waiting_for(game: GameRow, prompts: Sequence[Prompt]) -> str:
    if not prompts:
        return "nobody: the game is over"
    return "; ".join(f"{game.seats[p.seat].name} to {p.awaited}" for p in prompts)


def readable(events: Sequence[dict], seat: int | None) -> list[Event]:
    """Stored events as `seat` (None: a spectator) may read them."""
    return [shown for data in events if (shown := Event.from_json(data).seen_by(seat)) is not None]


def happened(game: GameRow, entries: Sequence[LogEntry], ended: bool = False) -> list[str]:
    """The public lines of what the entries did. A long stretch (bot seats playing on) is summarised
    per player, with the dice they rolled; `/game log` keeps every line. When the entries `ended` the
    game, the last one's closing lines are kept whole: they say how it ended and, in a game with
    secrets, show every hand revealed."""
    if not ended or not entries:
        return _summary(game, entries, HAPPENED_LIMIT)
    closing = [f"• {event.text}" for event in readable(entries[-1].events, None)]
    cut = 0
    while len("\n".join(closing[cut:])) > HAPPENED_LIMIT - len(CUT_NOTE) and cut < len(closing) - 1:
        cut += 1
    if cut:
        return [CUT_NOTE.format(plural(cut, "earlier line")), *closing[cut:]]
    return _summary(game, entries[:-1], HAPPENED_LIMIT - len("\n".join(closing)) - 1) + closing


def _summary(game: GameRow, entries: Sequence[LogEntry], limit: int) -> list[str]:
    """What the entries did, in at most `limit` characters."""
    if not entries:
        return []
    public = [(entry, readable(entry.events, None)) for entry in entries]
    full = [f"• {event.text}" for _entry, events in public for event in events]
    if len("\n".join(full)) <= limit:
        return full
    first_events = public[0][1]
    lines = [f"• {event.text}" for event in first_events[:FIRST_ENTRY_LINES]]
    if len(first_events) > FIRST_ENTRY_LINES:
        lines.append(f"• … {plural(len(first_events) - FIRST_ENTRY_LINES, 'more line')} of that move")
    names = {seat.user_id: seat.name for seat in game.seats}
    for actor, stretch in groupby(public[1:], key=lambda pair: pair[0].actor_id):
        played = list(stretch)
        moves = [entry.action for entry, _events in played]
        named = ", ".join(f"`{m}`" for m in moves[:MOVES_NAMED]) + (" …" if len(moves) > MOVES_NAMED else "")
        line = f"• **{names.get(actor, 'the table')}**: {plural(len(moves), 'move')}, {named}"
        dice = [str(d) for _entry, events in played for event in events for d in _dice(event)]
        if dice:
            line += f"; dice {', '.join(dice[:DICE_NAMED])}" + (" …" if len(dice) > DICE_NAMED else "")
        lines.append(line)
    last_events = public[-1][1] if len(public) > 1 else []
    lines += [f"• {event.text}" for event in last_events[-3:]]
    lines.append(LOG_NOTE)
    while len("\n".join(lines)) > limit and len(lines) > 2:
        del lines[-3]
    return lines if len("\n".join(lines)) <= limit else [LOG_NOTE]


def _dice(event: Event) -> list[int]:
    for key in DICE_KEYS:
        value = event.data.get(key)
        if isinstance(value, int):
            return [value]
        if isinstance(value, list):
            return [v for v in value if isinstance(v, int)]
    return []


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 2] + " …"


def log_lines(game: GameRow, entries: list[LogEntry], seat: int | None) -> list[str]:
    """The log as `seat` (None: a spectator) may read it."""
    names = {player.user_id: player.name for player in game.seats}
    lines = []
    for entry in entries:
        actor = names.get(entry.actor_id, f"<@{entry.actor_id}>" if entry.actor_id > 0 else "the table")
        mark = f" _({entry.undone})_" if entry.undone else ""
        lines.append(f"**{entry.seq}.** {actor}: `{entry.action}`{mark}")
        lines.extend(f"   {event.text}" for event in readable(entry.events, seat))
    return lines
