"""/game replay: a whole game as an animation, one frame per move of the game as it stands.

Frames are drawn from the states the log kept, through the same renderers as the boards posted
during the game (which draw the spectator's view), so a frame equals the board posted after
the same move. Replays wait their turn in the process's queue (table/records/replayqueue.py) and are
drawn by the worker pool's replay workers (workers/pool.py), never on the event loop's
default executor; a long game reports its progress, and a replay that waits its place in the queue.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Awaitable, Callable, Sequence

from messages import say
from rendering.replay import SPEEDS_MS, DamagedFrame, Replay, ReplayJob, TooLarge
from table.core import DamagedGame, Refused, Service, TableCore, engine_of
from table.damage import admins, kept_board
from table.playing import alttext, texts
from table.records import snapshots
from table.records.history import History
from table.records.replayqueue import QUEUE, ReplayQueue, Ticket
from table.replies import Attachment, Caller, Reply, refusal
from table.store import GameRow, LogEntry
from workers import pool as render_pool

log = logging.getLogger(__name__)

Progress = Callable[[str], Awaitable[None]]
LONG_GAME = 60  # frames from which the progress is reported
PROGRESS_EVERY = 2.0  # seconds between two progress notes
CAPTION_EVENTS = 3  # events of a move named in its caption


class Replays(Service):
    def __init__(self, core: TableCore, history: History) -> None:
        super().__init__(core)
        self.history = history  # which game of the server a replay shows
        self.replay_queue: ReplayQueue = QUEUE

    async def replay(self, caller: Caller, game: int | None = None, speed: str | None = None,
                     progress: Progress | None = None) -> Reply:
        speed = "normal" if speed is None else speed
        if speed not in SPEEDS_MS:
            speeds = ", ".join(SPEEDS_MS)
            return refusal(say("replays-unknown-speed", speeds=speeds, speed=texts.clip(speed, 20)) if speed.strip()
                           else say("replays-empty-speed", speeds=speeds))
        try:
            row = await self.history.game_shown(caller, game)
            entries = await self._frames(row)
            ticket = self.replay_queue.join(caller.guild_id, caller.user_id, row.id)
        except Refused as refused:
            return refusal(str(refused))
        except DamagedGame as damaged:
            return await self.core.damaged_reply(damaged)
        try:
            return await self._drawn(row, entries, speed, ticket, progress)
        finally:
            self.replay_queue.leave(ticket)

    async def _frames(self, game: GameRow) -> list[LogEntry]:
        """The entries whose boards the replay shows; Refused if the game has none to show yet."""
        engine = engine_of(game)
        if game.status == "lobby":
            raise Refused(say("replays-not-started", id=game.id))
        if engine.secret and game.status != "finished":
            raise Refused(say("replays-secret-until-over", title=engine.title, id=game.id))
        entries = await self.store.frames(game.id)
        if not entries:
            raise Refused(say("replays-unkept", id=game.id))
        return entries

    async def _drawn(self, row: GameRow, entries: list[LogEntry], speed: str, ticket: Ticket,
                     progress: Progress | None) -> Reply:
        """The replay once its turn in the queue comes, its place told to `progress` meanwhile."""
        waited = False

        async def waiting(place: int) -> None:
            nonlocal waited
            waited = True
            if progress is not None:
                await progress(say("replays-waiting", id=row.id, place=place))

        async def drawing(step: str, done: int, total: int) -> None:
            if progress is not None:
                await progress(say("replays-progress", step=step, done=done, total=total))

        await self.replay_queue.turn(ticket, waiting)
        if waited and progress is not None:
            await progress(say("replays-drawing-now", id=row.id))
        try:
            job = _job(row, entries, SPEEDS_MS[speed])
            long_game = len(entries) >= LONG_GAME
            made = await render_pool.replay(job, drawing if long_game else None, PROGRESS_EVERY)
        except DamagedFrame as damaged:
            return await self._damaged_frame(row, entries[damaged.index], damaged.reason)
        except TooLarge:
            return refusal(say("replays-too-large", id=row.id))
        except Exception:
            log.exception("game %s: the replay could not be made", row.id)
            return refusal(say("failure"))
        if progress is not None and long_game:
            await progress(say("replays-drawn", id=row.id))
        return _replay_reply(row, entries, made, speed)

    async def _damaged_frame(self, game: GameRow, entry: LogEntry, reason: str) -> Reply:
        log.error("game %s: the state kept with log entry %s does not load: %s", game.id, entry.seq, reason)
        return Reply(
            title=say("replays-damaged-title", id=game.id),
            text=say("replays-damaged", id=game.id, board=kept_board(entry), reason=texts.clip(reason, 200),
                     admins=await admins(self.store, game.guild_id), entry=entry.seq),
            ephemeral=True,
        )


def _job(game: GameRow, entries: list[LogEntry], delay_ms: int) -> ReplayJob:
    """The replay's job, each kept state as JSON text; DamagedFrame if one does not decompress."""
    states = []
    for n, entry in enumerate(entries):
        try:
            states.append(snapshots.unpack_json(entry.state or b""))
        except (zlib.error, ValueError, TypeError) as error:
            raise DamagedFrame(n, say("replays-undecompressed", error=str(error))) from None
    return ReplayJob(game.kind, tuple(states), tuple(captions(game, entries)), delay_ms)


def captions(game: GameRow, entries: Sequence[LogEntry]) -> list[str]:
    """Each frame's caption: which move, who did what, then what happened as spectators read it."""
    names = {seat.user_id: seat.name for seat in game.seats}
    total = len(entries)
    lines = []
    for n, entry in enumerate(entries, start=1):
        who = names[entry.actor_id] if entry.actor_id in names else say("texts-table-as-actor")
        events = [event.text for event in texts.readable(entry.events, None)][:CAPTION_EVENTS]
        lines.append(say("replays-caption", n=n, total=total, who=who, action=entry.action, events=" ".join(events)))
    return lines


def replay_alt(game: GameRow, entries: Sequence[LogEntry], boards: int) -> str:
    """The replay's alt text: what it animates, then its last board's as a spectator reads it."""
    engine = engine_of(game)
    last = engine.load(json.loads(snapshots.unpack_json(entries[-1].state or b"")))
    return alttext.fitted([say("replays-alt", title=engine.title, id=game.id, boards=boards),
                           alttext.board_alt(engine, game, last, texts.told_of(texts.posted(game, entries[-1:])))])


def _replay_reply(game: GameRow, entries: Sequence[LogEntry], made: Replay, speed: str) -> Reply:
    title = texts.game_title(game.kind)
    size = len(made.data) / 1024
    shown = f"{size / 1024:.1f} MB" if size >= 1024 else f"{size:.0f} KB"
    text = say("replays-posted", id=game.id, title=title, boards=made.moves, speed=speed, format=made.format.upper(),
               size=shown)
    if made.notes:
        text += "\n" + say("replays-fitted", notes=say("between-semicolon").join(made.notes))
    name = f"{game.kind}-{game.id}-replay.{made.filename_extension}"
    return Reply(title=say("replays-title", id=game.id), text=text,
                 image=Attachment(name, made.data, replay_alt(game, entries, made.moves)))
