"""The posts the table answers with that are not a board: the lobby's seat list."""

from __future__ import annotations

from typing import Any

from rules.base import Engine
from table import custom_ids, texts
from table.options import hints_on
from table.replies import Choice, Reply
from table.store import GameRow
from table.timing import say_duration


def lobby_reply(engine: Engine[Any], game: GameRow, news: str) -> Reply:
    lines = [news, "", f"**Seats** ({len(game.seats)} of {engine.min_players}–{engine.max_players}):"]
    lines += [f"{n + 1}. {texts.seat_label(engine, game, n)}" for n in range(len(game.seats))]
    if game.options:
        lines.append("Options: " + ", ".join(f"{k}={v}" for k, v in sorted(game.options.items())))
    if hints_on(game.options):
        lines.append("💡 Hints are on: anyone seated may ask `/game hint`. This game is unrated.")
    lines.append(f"Time per decision: {say_duration(game.deadline)}" if game.deadline else
                 "Time per decision: no deadline (the game waits as long as it takes)")
    lines.append("\nJoin with the button or `/game join`; the host starts with `/game start`.")
    return Reply(
        title=f"{engine.title}: table #{game.id} is open",
        text="\n".join(lines),
        choices=(
            Choice("Join", custom_ids.lobby_id(game.id, "join"), "primary"),
            Choice("Add bot", custom_ids.lobby_id(game.id, "addbot")),
            Choice("Start", custom_ids.lobby_id(game.id, "start"), "success"),
        ),
    )
