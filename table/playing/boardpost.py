"""The post after every move: what happened, whom the game waits for, and the buttons.

Everything here is public, so every event is shown as a spectator may read it (`Event.seen_by`)
and every prompt in the third person (`Prompt.task`); the second-person words go to the pinged
players alone. In a game with secrets, or while several players owe a decision, the buttons
are one "My moves" button that opens each player's own moves privately.

A member is pinged when a decision becomes theirs: a prompt they did not owe before the post's
request, or one of the same kind owed again after they acted. A decision still owed from before
(someone else moved meanwhile) is not pinged again, the clock's reminders see to it; and the
member whose own command or press the post answers is never pinged by it: they are looking at it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from messages import say
from rules.base import Engine, Prompt
from table import custom_ids
from table.playing import alttext, texts
from table.replies import Attachment, Choice, Ping, Reply
from table.store import GameRow, LogEntry

STYLES = {"neutral": "primary", "yes": "success", "no": "danger"}


@dataclass(frozen=True)
class Notice:
    """News for one member beside the board (their take-back request lapsed): `line` in the post,
    `text` in their ping."""

    user_id: int
    line: str
    text: str


@dataclass(frozen=True)
class Audience:
    """Whom a post reaches and how: when each seat's decision is due, which members are away (never
    pinged: `/game back` lists what waits for them), how each member wants to be told (channel, dm
    or off), who follows the game, which decisions were owed (and pinged) before the post, whose
    request it answers, and news for single members."""

    due: dict[int, float] = field(default_factory=dict)
    away: frozenset[int] = frozenset()
    notify: dict[int, str] = field(default_factory=dict)
    followers: tuple[int, ...] = ()
    told: frozenset[tuple[int, str]] = frozenset()  # (seat, prompt kind) still owed from before: pinged then
    looking: int = 0  # the member whose own command or press the post answers (0: the clock's post)
    notices: tuple[Notice, ...] = ()

    def ping(self, user_id: int, text: str) -> Ping | None:
        mode = self.notify.get(user_id, "channel")
        return None if mode == "off" else Ping(user_id, text, dm=mode == "dm")


def board_post(engine: Engine[Any], game: GameRow, state: object, image: bytes | None,
               entries: Sequence[LogEntry] = (), news: str = "", audience: Audience = Audience()) -> Reply:
    result = engine.result(state)
    happened = texts.happened(game, entries, ended=result.over)
    told = happened.lines
    if result.over and result.summary:  # said once, closing the post, not again by the game's own ending event
        told = [line for line in told if result.summary not in line]
    lines = told or ([news] if news else [])
    lines += [notice.line for notice in audience.notices]
    if image is None:
        lines.append(say("boardpost-not-drawn"))
    choices: tuple[Choice, ...] = ()
    choices_for = ""
    prompts = [] if result.over else engine.prompts(state)
    if result.over:
        lines.append(say("boardpost-game-over", summary=result.summary))
        owed = [(s.user_id, say("boardpost-game-over-ping")) for s in game.seats if not s.bot]
    else:
        lines += [texts.waiting_line(engine, game, p, _due(audience, p.seat), audience.away) for p in prompts]
        owed = [(game.seats[p.seat].user_id, p.text) for p in prompts
                if not game.seats[p.seat].bot and (p.seat, p.kind) not in audience.told
                and game.seats[p.seat].user_id not in audience.away]
        choices, choices_for = _choices(engine, game, state, prompts)
    telling: dict[int, str] = {}  # each member the post tells something, and what
    for user, text in owed:
        telling.setdefault(user, text)
    for notice in audience.notices:
        said = telling.get(notice.user_id)
        telling[notice.user_id] = f"{said} {notice.text[:1].upper()}{notice.text[1:]}" if said else notice.text
    telling.pop(audience.looking, None)
    pings = tuple(ping for user, text in telling.items() if (ping := audience.ping(user, text)) is not None)
    files = (Attachment(texts.details_file(), happened.details.encode()),) if happened.details else ()
    return Reply(
        title=say("boardpost-title", game=engine.title, id=game.id),
        text=texts.clip("\n".join(lines)),
        footer=say("boardpost-footer", version=game.version),
        pings=pings,
        image=None if image is None else Attachment(
            f"{game.kind}-{game.id}-v{game.version}.png", image,
            alttext.board_alt(engine, game, state, happened.told, result, prompts)),
        files=files,
        choices=choices,
        choices_for=choices_for,
        followers=tuple(user for user in audience.followers if user not in telling and user != audience.looking),
        board_of=(game.id, game.version),
    )


def _due(audience: Audience, seat: int) -> str:
    due = audience.due.get(seat)
    return "" if due is None else say("boardpost-due", when=f"<t:{int(due)}:R>")


def _choices(engine: Engine[Any], game: GameRow, state: object,
             prompts: list[Prompt]) -> tuple[tuple[Choice, ...], str]:
    if not prompts:
        return (), ""
    if engine.secret or len({p.seat for p in prompts}) > 1:
        waiting = ", ".join(dict.fromkeys(game.seats[p.seat].name for p in prompts))
        return (Choice(say("boardpost-my-moves"), custom_ids.panel_id(game.id, game.version), "primary"),), waiting
    first = prompts[0]
    return action_choices(engine, game, state, first.seat), say("texts-named-task", name=game.seats[first.seat].name,
                                                                task=first.awaited)


def action_choices(engine: Engine[Any], game: GameRow, state: object, seat: int) -> tuple[Choice, ...]:
    """A button for every legal action of `seat`, carrying the game and its version."""
    return tuple(
        Choice(a.label or a.notation, custom_ids.act_id(game.id, game.version, a.notation), STYLES[a.tone])
        for a in engine.legal_actions(state, seat)
    )
