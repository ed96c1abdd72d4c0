"""/game replay: a whole game as an animation, one frame per move of the game as it stands.

Frames are drawn from the states the log kept, through the same renderers as the boards posted
during the game (which draw the spectator's view), so a frame equals the board posted after
the same move. Replays wait their turn in the process's queue (table/replayqueue.py) and are
drawn by the rendering pool's replay workers (rendering/pool.py), never on the event loop's
default executor; a long game reports its progress, and a replay that waits its place in the queue.
"""

from __future__ import annotations

import json
import logging
import zlib
from collections.abc import Awaitable, Callable, Sequence

from messages import say
from rendering import pool as render_pool
from rendering.replay import SPEEDS_MS, DamagedFrame, Replay, ReplayJob, TooLarge
from rules.wording import plural
from table import alttext, snapshots, texts
from table.core import DamagedGame, Refused, engine_of
from table.damage import admins, kept_board
from table.history import History
from table.replayqueue import QUEUE, ReplayQueue, Ticket
from table.replies import Attachment, Caller, Reply, refusal
from table.store import GameRow, LogEntry

log = logging.getLogger(__name__)

Progress = Callable[[str], Awaitable[None]]
LONG_GAME = 60  # frames from which the progress is reported
PROGRESS_EVERY = 2.0  # seconds between two progress notes
CAPTION_EVENTS = 3  # events of a move named in its caption
STEP_NOTES = {"drawing": "Drawing the boards: {done} of {total}…",
              "encoding": "Putting the animation together: frame {done} of {total}…"}


class Replays(History):
    replay_queue: ReplayQueue = QUEUE

    async def replay(self, caller: Caller, game: int | None = None, speed: str | None = None,
                     progress: Progress | None = None) -> Reply:
        speed = "normal" if speed is None else speed
        if speed not in SPEEDS_MS:
            shown = f"`{texts.clip(speed, 20)}` is not" if speed.strip() else "an empty speed is not"
            return refusal(f"speed is one of {', '.join(SPEEDS_MS)} (normal when left out); {shown}.")
        try:
            row = await self._game_shown(caller, game)
            entries = await self._frames(row)
            ticket = self.replay_queue.join(caller.guild_id, caller.user_id, row.id)
        except Refused as refused:
            return refusal(str(refused))
        except DamagedGame as damaged:
            return await self._damaged_reply(damaged)
        try:
            return await self._drawn(row, entries, speed, ticket, progress)
        finally:
            self.replay_queue.leave(ticket)

    async def _frames(self, game: GameRow) -> list[LogEntry]:
        """The entries whose boards the replay shows; Refused if the game has none to show yet."""
        engine = engine_of(game)
        if game.status == "lobby":
            raise Refused(f"Game #{game.id} has not started yet: there is nothing to replay.")
        if engine.secret and game.status != "finished":
            raise Refused(f"{engine.title} keeps cards hidden until the end: game #{game.id} can be replayed "
                          "once it is over.")
        entries = await self.store.frames(game.id)
        if not entries:
            raise Refused(f"Game #{game.id} was played before this bot kept every board, so it has no replay.")
        return entries

    async def _drawn(self, row: GameRow, entries: list[LogEntry], speed: str, ticket: Ticket,
                     progress: Progress | None) -> Reply:
        """The replay once its turn in the queue comes, its place told to `progress` meanwhile."""
        waited = False

        async def waiting(place: int) -> None:
            nonlocal waited
            waited = True
            if progress is not None:
                await progress(f"Your replay of game #{row.id} waits its turn: number {place} in the queue.")

        async def drawing(step: str, done: int, total: int) -> None:
            if progress is not None:
                await progress(STEP_NOTES[step].format(done=done, total=total))

        await self.replay_queue.turn(ticket, waiting)
        if waited and progress is not None:
            await progress(f"Your replay of game #{row.id} is being drawn now.")
        try:
            job = _job(row, entries, SPEEDS_MS[speed])
            long_game = len(entries) >= LONG_GAME
            made = await render_pool.replay(job, drawing if long_game else None, PROGRESS_EVERY)
        except DamagedFrame as damaged:
            return await self._damaged_frame(row, entries[damaged.index], damaged.reason)
        except TooLarge:
            return refusal(f"Game #{row.id} is too long to fit one replay in Discord's upload limit, even at half "
                           "size with frames left out.")
        except Exception:
            log.exception("game %s: the replay could not be made", row.id)
            return refusal(say("failure"))
        if progress is not None and long_game:
            await progress(f"The replay of game #{row.id} is drawn: it follows.")
        return _replay_reply(row, entries, made, speed)

    async def _damaged_frame(self, game: GameRow, entry: LogEntry, reason: str) -> Reply:
        log.error("game %s: the state kept with log entry %s does not load: %s", game.id, entry.seq, reason)
        board = kept_board(entry)
        return Reply(
            title=f"Game #{game.id} cannot be replayed",
            text=(f"⚠️ In game #{game.id}, {board} is damaged ({texts.clip(reason, 200)}), so no replay of the "
                  f"game can be drawn; the game itself is not affected. {await admins(self.store, game.guild_id)}: "
                  f"`/game export game:{game.id}` saves its record and log; the replay comes back once that "
                  f"entry's kept state (game {game.id}, entry {entry.seq} in the `moves` table) is restored from a "
                  "backup."),
            ephemeral=True,
        )


def _job(game: GameRow, entries: list[LogEntry], delay_ms: int) -> ReplayJob:
    """The replay's job, each kept state as JSON text; DamagedFrame if one does not decompress."""
    states = []
    for n, entry in enumerate(entries):
        try:
            states.append(snapshots.unpack_json(entry.state or b""))
        except (zlib.error, ValueError, TypeError) as error:
            raise DamagedFrame(n, f"it does not decompress: {error}") from None
    return ReplayJob(game.kind, tuple(states), tuple(captions(game, entries)), delay_ms)


def captions(game: GameRow, entries: Sequence[LogEntry]) -> list[str]:
    """Each frame's caption: which move, who did what, then what happened as spectators read it."""
    names = {seat.user_id: seat.name for seat in game.seats}
    total = len(entries)
    lines = []
    for n, entry in enumerate(entries, start=1):
        who = names.get(entry.actor_id, "the table")
        head = f"{n} of {total} · {who}: {entry.action}"
        events = [event.text for event in texts.readable(entry.events, None)][:CAPTION_EVENTS]
        lines.append(f"{head}\n{' '.join(events)}")
    return lines


def replay_alt(game: GameRow, entries: Sequence[LogEntry], boards: int) -> str:
    """The replay's alt text: what it animates, then its last board's as a spectator reads it."""
    engine = engine_of(game)
    last = engine.load(json.loads(snapshots.unpack_json(entries[-1].state or b"")))
    return alttext.fitted([f"Animated replay of {engine.title} game #{game.id} from its start, "
                           f"{plural(boards, 'board')}, one per move. Its last board:",
                           alttext.board_alt(engine, game, last, entries[-1:])])


def _replay_reply(game: GameRow, entries: Sequence[LogEntry], made: Replay, speed: str) -> Reply:
    title = texts.game_title(game.kind)
    size = len(made.data) / 1024
    shown = f"{size / 1024:.1f} MB" if size >= 1024 else f"{size:.0f} KB"
    text = (f"Game #{game.id} ({title}) from its start, move by move: {plural(made.moves, 'board')}, {speed} "
            f"speed, the last board held; {made.format.upper()}, {shown}.")
    if made.notes:
        text += f"\nTo fit Discord's upload limit: {'; '.join(made.notes)}."
    name = f"{game.kind}-{game.id}-replay.{made.filename_extension}"
    return Reply(title=f"Replay of game #{game.id}", text=text,
                 image=Attachment(name, made.data, replay_alt(game, entries, made.moves)))
