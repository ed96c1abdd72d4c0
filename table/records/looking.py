"""Looking at a game: the board, the status, the log, the rules, the record, and a player's own
secrets."""

from __future__ import annotations

import json
import logging
from typing import Any

from games import engine_for, game_keys
from messages import reader_language, say
from rendering import render_private
from rules.notation import excerpt
from table.core import DamagedGame, Loaded, Refused, Service, TableCore, engine_of, load_game
from table.playing import alttext, texts
from table.posting.delivery import unreachable_note
from table.records.history import History
from table.records.rulesdoc import rules_reply
from table.replies import Attachment, Caller, Reply, refusal
from table.request import Request
from table.seating import posts
from table.store import LIVE_STATUSES, GameRow
from table.timekeeping.hours import say_hours
from table.timekeeping.timing import say_duration
from workers import pool as render_pool

LOG_DEFAULT, LOG_MAX = 10, 50

log = logging.getLogger(__name__)


def _final_board(game: GameRow, loaded: Loaded) -> str:
    """The line over an ended game's board: how it ended, unless the game itself ended it, which the post's
    closing "Game over" line says (a reset or a deleted channel is said here alone)."""
    reason = texts.ended_reason(game)
    if reason == loaded.engine.result(loaded.state).summary:
        return say("looking-final-board-over", id=game.id)
    return say("looking-final-board", id=game.id, reason=texts.bracketed_reason(game))


class Looking(Service):
    def __init__(self, core: TableCore, history: History) -> None:
        super().__init__(core)
        self.history = history  # which game of the server a command names

    async def board(self, caller: Caller, game: int | None = None) -> Reply:
        async def work(request: Request) -> Reply:
            if game is not None:
                shown = await self.history.server_game(caller, game)
                if shown.status not in LIVE_STATUSES or shown.channel_id != caller.channel_id:
                    return await self._other_board(request, shown)
            last = await self.store.latest_game(caller.channel_id)
            if last is not None and last.status == "finished" and last.state_json is not None:
                loaded = load_game(last)
                news = _final_board(last, loaded)
            else:
                loaded, news = await self.core.active(caller), say("looking-board-as-it-stands")
            reply = await self.core.board_reply(request, loaded, news=news)
            reply.pings, reply.followers = (), ()  # looking is not a move: nobody is pinged or messaged again
            return reply

        return await self.core.guarded(caller, work)

    async def _other_board(self, request: Request, game: GameRow) -> Reply:
        """The board of a game ended, or played in another channel: to look at, with no buttons."""
        if game.state_json is None:
            raise Refused(say("looking-no-board", id=game.id, reason=texts.ended_reason(game)))
        loaded = load_game(game)
        if game.status in LIVE_STATUSES:
            news = say("looking-board-elsewhere", id=game.id, channel=f"<#{game.channel_id}>")
        else:
            news = _final_board(game, loaded)
        reply = await self.core.board_reply(request, loaded, news=news)
        reply.pings, reply.followers, reply.choices, reply.choices_for = (), (), (), ""
        return reply

    async def status(self, caller: Caller) -> Reply:
        async def work(request: Request) -> Reply:
            game = await self.store.latest_game(caller.channel_id)  # the live one, if there is one
            if game is None:
                raise Refused(say("core-no-game"))
            engine = engine_of(game)
            if game.status == "lobby":
                return Reply(text=posts.lobby_reply(engine, game, say("looking-lobby-waiting", id=game.id)).text,
                             ephemeral=True)
            if game.state_json is None:
                raise Refused(say("looking-ended-before-start", id=game.id, reason=texts.bracketed_reason(game)))
            loaded = load_game(game)
            seat = loaded.seat_of(caller.user_id)
            away = (await self.core.audience(game)).away
            lines = [say("looking-status-title", game=engine.title, id=game.id), say("looking-players")]
            lines += [f"{n + 1}. {texts.seat_label(engine, game, n, away)}" for n in range(len(game.seats))]
            lines += ["", *engine.status(loaded.state, seat), ""]
            if game.status == "finished":
                lines.append(say("looking-game-over", reason=texts.bracketed_reason(game)))
            else:
                lines.append(say("looking-waiting-for", waiting=texts.waiting_for(game, engine.prompts(loaded.state))))
                lines += await self._clock_lines(game)
                lines += await self._hours_lines(game)
            return Reply(text=texts.clip("\n".join(lines)), ephemeral=True)

        return await self.core.guarded(caller, work)

    async def own_view(self, caller: Caller, kind: str) -> Reply:
        """The caller's own secrets in the game of `kind` played here (their own cards), privately:
        in the engine's words from their own seat, and as the renderer draws them, if it does."""

        async def work(request: Request) -> Reply:
            engine = engine_for(kind)
            game = await self.store.live_game(caller.channel_id)
            if game is None or game.kind != kind or game.status != "active":
                raise Refused(say("looking-no-game-of-kind", game=engine.title))
            if not engine.secret:
                raise Refused(say("looking-no-secrets", game=engine.title))
            loaded = load_game(game)
            seat = loaded.seat_of(caller.user_id)
            if seat is None:
                raise Refused(say("looking-spectator-has-no-secrets", secret=engine.secret_name))
            image = await self._private_image(loaded, seat)
            lines = engine.private_lines(loaded.state, seat)
            alt = alttext.private_alt(engine, game, lines)
            return Reply(title=say("looking-own-secrets-title", secret=engine.secret_name), ephemeral=True,
                         text=texts.clip("\n".join(lines)),
                         image=Attachment(f"{kind}-{game.id}-{engine.secret_name}.png", image, alt) if image else None)

        return await self.core.guarded(caller, work)

    async def _private_image(self, loaded: Loaded, seat: int) -> bytes | None:
        """`seat`'s own secrets drawn in the small drawing pool; None if the game draws none, or (logged) if
        drawing failed: the words still answer."""
        try:
            return await render_pool.in_thread(render_private, loaded.game.kind, loaded.engine, loaded.state, seat)
        except Exception:
            log.exception("game %s: the private picture of seat %s could not be drawn", loaded.game.id, seat)
            return None

    async def _clock_lines(self, game: GameRow) -> list[str]:
        # without a deadline, only a member away with the bot has a clock: when it plays for them
        lines = [say("looking-time-per-decision", duration=say_duration(game.deadline)) if game.deadline
                 else say("looking-no-deadline")]
        held = await self.core.held(game.channel_id)
        if held is not None:
            lines.append(unreachable_note(held))
        for clock in await self.store.deadlines(game.id):
            name = game.seats[clock.seat].name
            if clock.paused_at is not None:
                lines.append(say("looking-clock-paused-unreachable" if held is not None
                                 else "looking-clock-paused-away", name=name))
            elif clock.next_at is None and clock.due_at <= self.clock.now():
                lines.append(say("looking-time-up", name=name))
            else:
                lines.append(say("looking-due", name=name, when=f"<t:{int(clock.due_at)}:R>"))
        return lines

    async def _hours_lines(self, game: GameRow) -> list[str]:
        """A line per seated member who set their own hours: their deadlines never fall outside them."""
        hours = await self.store.hours_of(s.user_id for s in game.seats if not s.bot)
        return [say("looking-hours", name=seat.name, hours=say_hours(hours[seat.user_id]))
                for seat in game.seats if not seat.bot and seat.user_id in hours]

    async def log(self, caller: Caller, count: int | None = None, game: int | None = None) -> Reply:
        count = LOG_DEFAULT if count is None else count
        if not 1 <= count <= LOG_MAX:
            return refusal(say("looking-log-count", most=LOG_MAX, count=count))

        async def work(request: Request) -> Reply:
            shown = await self.history.game_shown(caller, game)  # the live one, if there is one
            entries = await self.store.log(shown.id, last=count)
            if not entries:
                raise Refused(say("looking-log-empty", id=shown.id))
            lines = texts.log_lines(shown, entries, _seat_of(shown, caller.user_id))
            while len("\n".join(lines)) > texts.TEXT_LIMIT:
                lines.pop(0)
            return Reply(title=say("looking-log-title", id=shown.id, count=len(entries)), text="\n".join(lines),
                         ephemeral=True)

        return await self.core.guarded(caller, work)

    async def rules(self, caller: Caller, game: str | None = None) -> Reply:
        kind = game.strip().lower() if game else None
        if kind is None:
            live = await self.store.live_game(caller.channel_id)
            if live is None:
                return refusal(say("looking-rules-which-game", games=", ".join(game_keys())))
            kind = live.kind
        if kind not in game_keys():
            return refusal(say("lobby-unknown-game", game=excerpt(kind), games=", ".join(game_keys())))
        return rules_reply(engine_for(kind))

    async def export(self, caller: Caller, game: int | None = None) -> Reply:
        async def work(request: Request) -> Reply:
            return await self._export(caller, await self.history.game_shown(caller, game))  # the live one, if any

        return await self.core.guarded(caller, work)

    async def _export(self, caller: Caller, game: GameRow) -> Reply:
        seat = _seat_of(game, caller.user_id)
        language = reader_language()  # the events' words in the member's, as the rest of the record
        record: dict[str, Any] = {
            "game": {"id": game.id, "kind": game.kind, "status": game.status, "version": game.version,
                     "options": game.options, "ended": texts.ended_reason(game) or None, "created_at": game.created_at,
                     "updated_at": game.updated_at},
            "seats": [s.to_json() for s in game.seats],
            "log": [{"seq": e.seq, "actor_id": e.actor_id, "action": e.action, "kind": e.kind, "version": e.version,
                     "events": [event.to_json(language) for event in texts.readable(e.events, seat)],
                     "at": e.created_at,
                     **({"restores": e.restores} if e.restores is not None else {}),
                     **({"undone": e.undone} if e.undone is not None else {})}
                    for e in await self.store.log(game.id)],
        }
        if game.damage:
            record["state_error"] = game.damage
        elif game.state_json is not None:
            try:
                loaded = load_game(game)
                record["state"] = loaded.engine.view(loaded.state, seat)
            except DamagedGame as damaged:
                record["state_error"] = damaged.reason
        data = json.dumps(record, indent=2, ensure_ascii=False).encode()
        return Reply(text=say("looking-record", id=game.id), ephemeral=True,
                     files=(Attachment(f"{game.kind}-game-{game.id}.json", data),))


def _seat_of(game: GameRow, user_id: int) -> int | None:
    """The seat `user_id` holds, which decides what secrets they may read; None for a spectator."""
    return next((n for n, seat in enumerate(game.seats) if seat.user_id == user_id), None)
