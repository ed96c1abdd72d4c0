"""Play: moves typed or pressed, autocomplete, and resigning."""

from __future__ import annotations

from rules.base import Action, IllegalAction
from table import custom_ids
from table.core import DamagedGame, Refused, TableCore
from table.replies import Caller, Reply, refusal


class Play(TableCore):

    async def act(
        self, caller: Caller, text: str, game_id: int | None = None, version: int | None = None
    ) -> Reply:
        """A move typed or pressed. With `game_id`/`version` (from a button) the press must
        belong to the current board, or it is refused as stale."""

        async def work() -> Reply:
            loaded = await self._active(caller, game_id, version)
            seat = self._acting_seat(loaded, caller)
            try:
                action = loaded.engine.parse(loaded.state, seat, text)
                state, events = loaded.engine.apply(loaded.state, seat, action)
            except IllegalAction as error:
                raise Refused(str(error)) from error
            return await self._advance(loaded, state, events, caller.user_id, action.notation)

        return await self._guarded(caller, work)

    async def press(self, caller: Caller, custom_id: str, selected: str | None = None) -> Reply:
        """A button or select under one of our messages."""
        try:
            press = custom_ids.parse(custom_id, selected)
        except ValueError:
            return refusal("This button is not one this bot understands any more.")
        if press.kind == "lobby":
            verb = {"join": self.join, "start": self.start, "addbot": self.add_bot}[press.value]
            return await verb(caller, press.game_id)
        return await self.act(caller, press.value, press.game_id, press.version)

    async def choices_for(self, caller: Caller, typed: str = "", verb: str = "") -> list[Action]:
        """Autocomplete: the caller's legal actions (only those starting with `verb`, if given)
        whose notation or label contains `typed`."""
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return []
        try:
            loaded = self._load(game)
        except DamagedGame:
            return []
        seat = loaded.seat_of(caller.user_id)
        if seat is None:
            return []
        needle = typed.strip().lower()
        prefix = f"{verb} " if verb else ""
        return [a for a in loaded.engine.legal_actions(loaded.state, seat)
                if a.notation.startswith(prefix) and (needle in a.notation or needle in a.label.lower())]

    async def resign(self, caller: Caller) -> Reply:
        async def work() -> Reply:
            game = await self.store.live_game(caller.channel_id)
            if game is None:
                raise Refused("There is no game in this channel to resign from.")
            if game.status == "lobby":
                return await self._leave_lobby(caller.user_id, game)
            loaded = self._load(game)
            seat = loaded.seat_of(caller.user_id)
            if seat is None:
                raise Refused("You are not playing in this game, so there is nothing to resign.")
            return await self._remove_seat(loaded, seat, caller)

        return await self._guarded(caller, work)
