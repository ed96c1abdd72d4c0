"""The post after every move: what happened, whom the game waits for, and the buttons.

Everything here is public, so every event is shown as a spectator may read it (`Event.seen_by`)
and every prompt in the third person (`Prompt.task`); the second-person words go to the pinged
players alone. In a game with secrets, or while several players owe a decision, the buttons
are one "My moves" button that opens each player's own moves privately.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.base import Engine, Event, Prompt
from table import custom_ids, texts
from table.replies import Attachment, Choice, Ping, Reply
from table.store import GameRow, LogEntry

NOT_DRAWN = "⚠️ The board could not be drawn this time (it has been logged); what was done stands. " \
            "`/game board` tries again."
STYLES = {"neutral": "primary", "yes": "success", "no": "danger"}


def board_post(engine: Engine, game: GameRow, state: object, image: bytes | None,
               entries: Sequence[LogEntry] = (), news: str = "") -> Reply:
    result = engine.result(state)
    lines = texts.happened(game, entries, ended=result.over) or ([news] if news else [])
    if image is None:
        lines.append(NOT_DRAWN)
    choices: tuple[Choice, ...] = ()
    choices_for = ""
    if result.over:
        lines.append(f"🏁 **Game over.** {result.summary}")
        pings = tuple(Ping(s.user_id, "the game is over.") for s in game.seats if not s.bot)
    else:
        prompts = engine.prompts(state)
        lines += [texts.waiting_line(engine, game, p) for p in prompts]
        pings = tuple(Ping(game.seats[p.seat].user_id, p.text) for p in prompts if not game.seats[p.seat].bot)
        choices, choices_for = _choices(engine, game, state, prompts)
    return Reply(
        title=f"{engine.title}: game #{game.id}",
        text=texts.clip("\n".join(lines)),
        footer=f"Board version {game.version}: buttons on older boards no longer work.",
        pings=pings,
        image=Attachment(f"{game.kind}-{game.id}-v{game.version}.png", image) if image is not None else None,
        choices=choices,
        choices_for=choices_for,
    )


def _choices(engine: Engine, game: GameRow, state: object, prompts: list[Prompt]) -> tuple[tuple[Choice, ...], str]:
    if not prompts:
        return (), ""
    if engine.secret or len({p.seat for p in prompts}) > 1:
        waiting = ", ".join(dict.fromkeys(game.seats[p.seat].name for p in prompts))
        return (Choice("My moves", custom_ids.panel_id(game.id, game.version), "primary"),), waiting
    first = prompts[0]
    return action_choices(engine, game, state, first.seat), f"{game.seats[first.seat].name}: {first.awaited}"


def action_choices(engine: Engine, game: GameRow, state: object, seat: int) -> tuple[Choice, ...]:
    """A button for every legal action of `seat`, carrying the game and its version."""
    return tuple(
        Choice(a.label or a.notation, custom_ids.act_id(game.id, game.version, a.notation), STYLES[a.tone])
        for a in engine.legal_actions(state, seat)
    )


def public_events(events: Sequence[Event]) -> list[Event]:
    """The events as a spectator may read them."""
    return [shown for e in events if (shown := e.seen_by(None)) is not None]
