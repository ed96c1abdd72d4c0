"""/game replay: a whole game as an animation, one frame per move of the game as it stands.

Frames are drawn from the states the log kept, through the same renderers as the boards posted
during the game (which draw the spectator's view), so a frame equals the board posted after
the same move. The work runs off the event loop in `run_replay`, the one place to point at a
process pool; a long game reports its progress.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import Future
from dataclasses import dataclass

from rendering import render_board
from rendering.replay import SPEEDS_MS, UPLOAD_LIMIT, Frame, Replay, TooLarge, encode
from rules.registry import engine_for
from rules.wording import plural
from table import snapshots, texts
from table.core import DamagedGame, Refused, engine_of
from table.history import History
from table.replies import FAILURE, Attachment, Caller, Reply, refusal
from table.store import GameRow, LogEntry

log = logging.getLogger(__name__)

Progress = Callable[[str], Awaitable[None]]
LONG_GAME = 60  # frames from which the progress is reported
PROGRESS_EVERY = 2.0  # seconds between two progress notes
CAPTION_EVENTS = 3  # events of a move named in its caption


@dataclass(frozen=True)
class ReplayJob:
    """Everything a worker needs, as plain values (a process pool can take it as it is)."""

    kind: str
    states: tuple[bytes, ...]  # each frame's kept state
    captions: tuple[str, ...]
    delay_ms: int
    limit: int = UPLOAD_LIMIT


def make_replay(job: ReplayJob, report: Callable[[str], None] | None = None) -> Replay:
    """Draw every frame's board, then encode the animation; TooLarge if it cannot fit the limit."""
    engine = engine_for(job.kind)
    frames = []
    total = len(job.states)
    for n, (state, caption) in enumerate(zip(job.states, job.captions, strict=True), start=1):
        frames.append(Frame(render_board(job.kind, engine, snapshots.unpack(engine, state)), caption))
        if report is not None:
            report(f"Drawing the boards: {n} of {total}…")

    def encoded(done: int, of: int) -> None:
        if report is not None:
            report(f"Putting the animation together: frame {done} of {of}…")

    return encode(frames, job.delay_ms, job.limit, encoded)


async def run_replay(job: ReplayJob, progress: Progress | None = None) -> Replay:
    """make_replay in a worker thread, its progress notes passed to `progress` at most every
    PROGRESS_EVERY seconds and all delivered before this returns."""
    loop = asyncio.get_running_loop()
    notes: list[Future[None]] = []
    last = [0.0]

    def report(text: str) -> None:
        now = time.monotonic()
        if progress is not None and now - last[0] >= PROGRESS_EVERY:
            last[0] = now
            notes.append(asyncio.run_coroutine_threadsafe(progress(text), loop))

    try:
        return await asyncio.to_thread(make_replay, job, report if len(job.states) >= LONG_GAME else None)
    finally:
        for note in notes:
            try:
                await asyncio.wrap_future(note)
            except Exception:
                log.warning("a replay progress note could not be shown", exc_info=True)


class Replays(History):

    async def replay(self, caller: Caller, game: int | None = None, speed: str | None = None,
                     progress: Progress | None = None) -> Reply:
        speed = "normal" if speed is None else speed
        if speed not in SPEEDS_MS:
            shown = f"`{texts.clip(speed, 20)}` is not" if speed.strip() else "an empty speed is not"
            return refusal(f"speed is one of {', '.join(SPEEDS_MS)} (normal when left out); {shown}.")
        try:
            row = await self._game_shown(caller, game)
            job = await self._replay_job(row, SPEEDS_MS[speed])
        except Refused as refused:
            return refusal(str(refused))
        except DamagedGame as damaged:
            return await self._damaged_reply(damaged)
        try:
            made = await run_replay(job, progress)
        except TooLarge:
            return refusal(f"Game #{row.id} is too long to fit one replay in Discord's upload limit, even at half "
                           "size with frames left out.")
        except Exception:
            log.exception("game %s: the replay could not be made", row.id)
            return refusal(FAILURE)
        if progress is not None and len(job.states) >= LONG_GAME:
            await progress(f"The replay of game #{row.id} is drawn: it follows.")
        return _replay_reply(row, made, speed)

    async def _replay_job(self, game: GameRow, delay_ms: int) -> ReplayJob:
        engine = engine_of(game)
        if game.status == "lobby":
            raise Refused(f"Game #{game.id} has not started yet: there is nothing to replay.")
        if engine.secret and game.status != "finished":
            raise Refused(f"{engine.title} keeps cards hidden until the end: game #{game.id} can be replayed "
                          "once it is over.")
        entries = await self.store.frames(game.id)
        if not entries:
            raise Refused(f"Game #{game.id} was played before this bot kept every board, so it has no replay.")
        return ReplayJob(game.kind, tuple(e.state or b"" for e in entries), tuple(captions(game, entries)), delay_ms)


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


def _replay_reply(game: GameRow, made: Replay, speed: str) -> Reply:
    title = texts.game_title(game.kind)
    size = len(made.data) / 1024
    shown = f"{size / 1024:.1f} MB" if size >= 1024 else f"{size:.0f} KB"
    text = (f"Game #{game.id} ({title}) from its start, move by move: {plural(made.moves, 'board')}, {speed} "
            f"speed, the last board held; {made.format.upper()}, {shown}.")
    if made.notes:
        text += f"\nTo fit Discord's upload limit: {'; '.join(made.notes)}."
    name = f"{game.kind}-{game.id}-replay.{made.filename_extension}"
    return Reply(title=f"Replay of game #{game.id}", text=text, image=Attachment(name, made.data))
