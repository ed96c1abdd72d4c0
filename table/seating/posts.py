"""The posts the table answers with that are not a board: the lobby's seat list."""

from __future__ import annotations

from typing import Any

from messages import say
from rules.base import Engine
from table import custom_ids
from table.playing import texts
from table.replies import Choice, Reply
from table.seating.options import hints_on
from table.store import GameRow
from table.timekeeping.timing import say_duration


def lobby_reply(engine: Engine[Any], game: GameRow, news: str) -> Reply:
    lines = [news, "", say("posts-seats-heading", seated=len(game.seats), least=engine.min_players,
                           most=engine.max_players)]
    lines += [f"{n + 1}. {texts.seat_label(engine, game, n)}" for n in range(len(game.seats))]
    if game.options:
        lines.append(say("posts-options", options=", ".join(f"`{k}={v}`" for k, v in sorted(game.options.items()))))
    if hints_on(game.options):
        lines.append(say("posts-hints-on"))
    lines.append(say("posts-time-per-decision", duration=say_duration(game.deadline)) if game.deadline else
                 say("posts-no-deadline"))
    lines += ["", say("posts-how-to-join")]
    return Reply(
        title=say("posts-lobby-title", game=engine.title, id=game.id),
        text="\n".join(lines),
        choices=(
            Choice(say("posts-join"), custom_ids.lobby_id(game.id, "join"), "primary"),
            Choice(say("posts-add-bot"), custom_ids.lobby_id(game.id, "addbot")),
            Choice(say("posts-start"), custom_ids.lobby_id(game.id, "start"), "success"),
        ),
    )
