"""The game table: lobby, seats, turn flow driven by the engine's prompts, permissions,
one lock per channel, and the replies every adapter (Discord, console) presents.

Each public coroutine takes a Caller and returns a Reply; nothing here knows Discord.
A refused request returns an ephemeral Reply and writes nothing. The table is split by
concern into mixins over one core (table/core.py); `Table` is the one entry point.
"""

from __future__ import annotations

from messages import say
from table import custom_ids
from table.admin import Admin
from table.clock import Timekeeping
from table.core import DamagedGame, Loaded, Refused
from table.hints import Hints
from table.lobby import Lobby
from table.looking import Looking
from table.ownhours import OwnHours
from table.play import Play
from table.privacy import Privacy
from table.replays import Replays
from table.replies import Caller, Reply, refusal
from table.takeback import Takebacks

__all__ = ["DamagedGame", "Loaded", "Refused", "Table"]


class Table(Lobby, Privacy, Play, Admin, Looking, Replays, Takebacks, Timekeeping, OwnHours, Hints):
    """Every table call the adapters make."""

    async def press(self, caller: Caller, custom_id: str, selected: str | None = None) -> Reply:
        """A button or select under one of our messages, handed to the part of the table that answers it."""
        try:
            press = custom_ids.parse(custom_id, selected)
        except ValueError:
            return refusal(say("unknown-button"))
        if press.kind == "lobby":
            verb = {"join": self.join, "start": self.start, "addbot": self.add_bot}[press.value]
            return await verb(caller, press.game_id)
        if press.kind == "panel":
            return await self.panel(caller, press.game_id)
        if press.kind == "confirm" and press.value == "forget":
            return await self.forget_confirmed(caller, press.game_id)
        if press.kind == "confirm":
            return await self.resign(caller, confirmed=press.game_id)
        if press.kind == "undo":
            return await self.answer_takeback(caller, press.game_id, press.version or 0, press.value == "accept")
        if press.kind == "rollback":
            return await self.rollback_confirmed(caller, press.game_id, press.version or 0, int(press.value))
        return await self.act(caller, press.value, press.game_id, press.version, in_panel=press.in_panel)

