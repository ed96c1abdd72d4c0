"""Play: moves typed or pressed, autocomplete, and resigning."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import replace

from games import engine_for
from messages import say
from ops import metrics
from rules.base import Action, Event, IllegalAction
from rules.phrases import Phrase
from table import custom_ids
from table.core import DamagedGame, Loaded, Refused, Service, TableCore, load_game
from table.playing import texts
from table.playing.boardpost import action_choices
from table.replies import Caller, Choice, Reply, refusal
from table.request import Request
from table.seating.lobby import Lobby
from table.store import LogEntry


class Play(Service):
    def __init__(self, core: TableCore, lobby: Lobby) -> None:
        super().__init__(core)
        self.lobby = lobby  # resigning before the start leaves the lobby

    async def act(
        self, caller: Caller, text: str, game_id: int | None = None, version: int | None = None,
        kind: str | None = None, in_panel: bool = False,
    ) -> Reply:
        """A move typed or pressed. With `game_id`/`version` (from a button) the press must
        belong to the current board, or it is refused as stale. `kind` is the game whose
        command group the move was typed in, if it came from one. `in_panel`: pressed in the
        caller's private panel, which the reply carries again as it now reads (`Reply.panel`)."""
        started, played = time.perf_counter(), ""  # played: the game of the move, once it is saved

        async def work(request: Request) -> Reply:
            nonlocal played
            loaded = await self.core.active(caller, game_id)
            if version is not None and version != loaded.game.version:
                return self._stale_panel(loaded, caller) if in_panel else self._stale_board(loaded, caller)
            if kind is not None and kind != loaded.game.kind:
                played = loaded.engine.title
                raise Refused(say("play-other-game", game=played, other=engine_for(kind).title,
                                  group=say("slash-group", group=loaded.game.kind)))
            seat = self.core.acting_seat(loaded, caller)
            try:
                notation, state, events = loaded.engine.play(loaded.state, seat, text)
            except IllegalAction as error:
                raise Refused(str(error)) from error
            stepped = False  # whether the answer is the step's (see _step_reply), not a board post

            async def step(saved: Loaded) -> Reply:
                nonlocal stepped
                stepped = True
                return await self._step_reply(request, saved, seat, pressed=version is not None, in_panel=in_panel)

            reply = await self.core.advance(request, loaded, state, events, caller.user_id, notation, kind="move",
                                        step=step)
            played = loaded.game.kind
            if stepped:
                return reply
            told = _told(loaded.stretch, seat)
            typed = version is None and not in_panel
            if in_panel or told or (typed and _owed_in_private(loaded, seat)):
                # a move pressed in the panel, or typed while the board offers "My moves" and its player
                # still owes a decision, or after which the game showed its player something alone (their
                # own or the bots' that followed), is answered with their panel too, privately: the
                # board post has only the public wording, and no buttons of theirs
                reply.panel = self._panel_of(loaded, seat, told)
            return reply

        answer = await self.core.guarded(caller, work)
        if played:
            metrics.MOVE_SECONDS.labels(played).observe(time.perf_counter() - started)
        return answer

    async def _step_reply(self, request: Request, loaded: Loaded, seat: int, pressed: bool, in_panel: bool) -> Reply:
        """The answer to a move that only narrowed the seat's menu (table/core.py `_only_narrowed`):
        no new board post. A press edits the pressed message to show the next choices: the private
        panel, or the board's next version (its image, footer and buttons; nobody pinged, as the
        decision is the same). A typed move is answered privately with the next choices (the panel,
        headed by anything the step showed its player alone)."""
        if in_panel:
            return replace(self._panel_of(loaded, seat), edits_pressed=True)
        if pressed:
            board = await self.core.board_reply(request, loaded)
            return replace(board, pings=(), followers=(), edits_pressed=True)
        return self._panel_of(loaded, seat, _told(loaded.stretch, seat))

    async def panel(self, caller: Caller, game_id: int | None = None) -> Reply:
        """The caller's own moves, privately: opened by "My moves" in a game with secrets, or
        while several players owe a decision at once. A press there answers with the panel again
        (see `act`), so a decision of many steps takes one press each. The panel is drawn as the
        game is now, so "My moves" works on any board of the game, however old."""

        async def work(request: Request) -> Reply:
            loaded = await self.core.active(caller, game_id)
            seat = self.core.acting_seat(loaded, caller)
            since = await self.core.since_own_move(loaded.game.id, caller.user_id) if loaded.engine.secret else []
            return self._panel_of(loaded, seat, _told(since, seat))

        return await self.core.guarded(caller, work)

    def _panel_of(self, loaded: Loaded, seat: int, told: Sequence[str] = ()) -> Reply:
        """The seat's private panel at the loaded (saved) state: what it is asked and a button for
        each of its moves, or, once it owes nothing, that its decision is done. `told`: what the game
        showed the seat alone lately (its own cards, how its newborns were counted), which the board
        posts give everyone only in their public wording."""
        engine, game = loaded.engine, loaded.game
        prompt = next((p for p in engine.prompts(loaded.state) if p.seat == seat), None)
        if prompt is None:
            done = say("play-panel-game-over" if engine.result(loaded.state).over else "play-panel-done")
            return Reply(text=texts.clip("\n".join([*_locked(told), done])), ephemeral=True)
        status = engine.status(loaded.state, seat) if engine.secret else []
        shown = {line.rstrip(".") for line in status}  # the genotype dealt is in the status already
        lines = [*_locked([line for line in told if line.rstrip(".") not in shown]), *status,
                 *([""] if status else []), f"**{game.seats[seat].name}**, {prompt.text}"]
        return Reply(text=texts.clip("\n".join(lines)), ephemeral=True,
                     choices=tuple(replace(c, custom_id=custom_ids.in_panel(c.custom_id))
                                   for c in action_choices(engine, game, loaded.state, seat)),
                     choices_for=say("texts-named-task", name=game.seats[seat].name, task=prompt.awaited))

    def _stale_panel(self, loaded: Loaded, caller: Caller) -> Reply:
        """A press in a panel drawn before the game moved on: nothing is done, and the panel
        shows the caller's moves as they are now."""
        seat = loaded.seat_of(caller.user_id)
        if seat is None:
            return refusal(say("play-stale-panel-no-seat"))
        return Reply(text=say("play-stale-panel"), ephemeral=True,
                     panel=self._panel_of(loaded, seat))

    def _stale_board(self, loaded: Loaded, caller: Caller) -> Reply:
        """A press on a board the game has moved on from: nothing is done. A player asked for a
        decision gets their moves as they are now, privately, so the press is not wasted (after a
        typed step of a decision the board in the channel keeps its earlier buttons)."""
        seat = loaded.seat_of(caller.user_id)
        if seat is None or all(p.seat != seat for p in loaded.engine.prompts(loaded.state)):
            raise Refused(say("play-stale-board"))
        panel = self._panel_of(loaded, seat)
        return replace(panel, text=texts.clip(f"{say('play-stale-board-your-moves')}\n\n{panel.text}"))

    async def choices_for(self, caller: Caller, typed: str = "", verb: str = "") -> list[Action]:
        """Autocomplete: the caller's legal actions (only those starting with `verb`, if given)
        whose notation or label contains `typed`."""
        game = await self.store.live_game(caller.channel_id)
        if game is None or game.status != "active":
            return []
        try:
            loaded = load_game(game)
        except DamagedGame:
            return []
        seat = loaded.seat_of(caller.user_id)
        if seat is None:
            return []
        needle = typed.strip().lower()
        prefix = f"{verb} " if verb else ""
        return [a for a in loaded.engine.legal_actions(loaded.state, seat)
                if a.notation.startswith(prefix) and (needle in a.notation or needle in a.label.lower())]

    async def resign(self, caller: Caller, confirmed: int | None = None) -> Reply:
        """Leave the game for good. In play it is asked first, privately, with a button that
        confirms it (`confirmed` is the game id that button carries); in the lobby it is at once."""

        async def work(request: Request) -> Reply:
            game = await self.store.live_game(caller.channel_id)
            if confirmed is not None and (game is None or game.id != confirmed):
                raise Refused(await self.core.ended_text(confirmed))
            if game is None:
                raise Refused(say("play-resign-no-game"))
            if game.status == "lobby":
                return await self.lobby.leave(request, caller.user_id, game)
            loaded = load_game(game)
            seat = loaded.seat_of(caller.user_id)
            if seat is None:
                raise Refused(say("play-resign-not-playing"))
            try:
                loaded.engine.resign(loaded.state, seat)
            except IllegalAction:
                raise Refused(say("play-resign-already-out")) from None
            if confirmed is None:
                return Reply(text=say("play-resign-confirm", id=game.id), ephemeral=True,
                             choices=(Choice(say("play-resign-button"), custom_ids.confirm_id(game.id, "resign"),
                                             "danger"),),
                             choices_for=say("play-confirm"))
            return await self.remove_seat(request, loaded, seat)

        return await self.core.guarded(caller, work)

    async def remove_seat(self, request: Request, loaded: Loaded, seat: int, news: Phrase | None = None) -> Reply:
        """The seat leaves the game; `news` says who removed it, when it was not the player."""
        try:
            state, events = loaded.engine.resign(loaded.state, seat)
        except IllegalAction as error:
            raise Refused(str(error)) from error
        if news:
            events = [Event("kick", news), *events]
        return await self.core.advance(request, loaded, state, events, request.caller.user_id,
                                        f"resign {loaded.game.seats[seat].name}")


def _owed_in_private(loaded: Loaded, seat: int) -> bool:
    """Whether the seat owes a decision whose buttons the board keeps in "My moves" (a game with
    secrets, or several players owing at once: table/playing/boardpost.py `_choices`), not under the post."""
    prompts = loaded.engine.prompts(loaded.state)
    if all(p.seat != seat for p in prompts):
        return False
    return loaded.engine.secret or len({p.seat for p in prompts}) > 1


def _told(entries: Sequence[LogEntry], seat: int) -> list[str]:
    """What the entries showed `seat` alone (Event.only), in order."""
    return [event.text for entry in entries for data in entry.events if (event := Event.from_json(data)).only == seat]


def _locked(told: Sequence[str]) -> list[str]:
    """What only the panel's member may read, marked, with a blank line after it."""
    return [*(f"🔒 {line}" for line in told), ""] if told else []
