"""The game table: lobby, seats, turn flow driven by the engine's prompts, permissions,
one lock per channel, and the replies every adapter (Discord, console) presents.

Each public coroutine takes a Caller and returns a Reply; nothing here knows Discord.
A refused request returns an ephemeral Reply and writes nothing. The table is split by
concern into mixins over one core (table/core.py); `Table` is the one entry point.
"""

from __future__ import annotations

from table.admin import Admin
from table.clock import Timekeeping
from table.core import DamagedGame, Loaded, Refused
from table.hints import Hints
from table.lobby import Lobby
from table.looking import Looking
from table.play import Play
from table.replays import Replays
from table.takeback import Takebacks

__all__ = ["DamagedGame", "Loaded", "Refused", "Table"]


class Table(Lobby, Play, Admin, Looking, Replays, Takebacks, Timekeeping, Hints):
    """Every table call the adapters make."""
