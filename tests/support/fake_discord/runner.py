"""Running a bot against the fake: in this process, or as a subprocess configured by environment."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import tempfile
import traceback
from collections.abc import AsyncIterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .gateway import Session
from .server import FakeDiscord

if TYPE_CHECKING:
    import discord

PROJECT_ROOT = Path(__file__).resolve().parents[3]


def _ensure_project_importable() -> None:
    """``cogs.endpoints`` lives at the project root, which plain ``pytest`` does not put on sys.path."""
    if str(PROJECT_ROOT) not in sys.path:
        sys.path.insert(0, str(PROJECT_ROOT))


@contextlib.asynccontextmanager
async def run_bot_in_process(
    bot: discord.Client,
    fake: FakeDiscord,
    *,
    token: str | None = None,
    wait_ready: bool = True,
    wait_for_sync: bool = False,
    timeout: float = 15.0,
) -> AsyncIterator[discord.Client]:
    """Start ``bot`` against ``fake`` in this event loop; close it on exit.

    Waits until the bot identified and got its guilds, then (``wait_for_sync``) until it synced commands,
    then (``wait_ready``) until ``on_ready`` — which discord.py fires ``guild_ready_timeout`` (2 s by
    default) after the last GUILD_CREATE; build test bots with ``guild_ready_timeout=0.05`` to skip that.
    """
    _ensure_project_importable()
    from discord.gateway import DiscordWebSocket
    from discord.http import Route

    from cogs.endpoints import point_discord_at

    saved = (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
    point_discord_at(fake.api_base, fake.gateway_url)
    since = fake.now()
    task = asyncio.create_task(bot.start(token or fake.token or "fake-token"), name="fake-discord-bot")

    def problem() -> str | None:
        if not task.done():
            return None
        exc = None if task.cancelled() else task.exception()
        if exc is None:
            return "the in-process bot stopped"
        return "the in-process bot stopped:\n" + "".join(traceback.format_exception(exc))

    fake.liveness_checks.append(problem)
    try:
        await fake.wait_for_bot(since=since, timeout=timeout)
        if wait_for_sync:
            await fake.wait_for_sync(since=since, timeout=timeout)
        if wait_ready:
            await fake.wait_for(bot.is_ready, timeout=timeout, what="the bot's on_ready")
        yield bot
    finally:
        fake.liveness_checks.remove(problem)
        await bot.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(task, timeout=10)
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = saved
        # Let the fake see the websocket close before the test goes on (e.g. to start the next bot).
        mine = [s for s in fake.gateway.sessions if s.identified_at >= since]
        with contextlib.suppress(TimeoutError):
            await fake.wait_for(
                lambda: not any(s.connected for s in mine) or None, timeout=5, what="the bot's websocket to close"
            )


class BotProcess:
    """A bot running as ``python bot.py`` (or any command) against the fake."""

    def __init__(
        self, proc: asyncio.subprocess.Process, fake: FakeDiscord, command: list[str], log_dir: Path, started: float
    ) -> None:
        self.proc = proc
        self.fake = fake
        self.command = command
        self.started = started
        self.session: Session | None = None
        self._log_dir = log_dir
        self._stdout_path = log_dir / "stdout.txt"
        self._stderr_path = log_dir / "stderr.txt"
        self._expected_exit = False
        fake.liveness_checks.append(self.problem)

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def returncode(self) -> int | None:
        return self.proc.returncode

    @property
    def stderr(self) -> str:
        """Everything the process wrote to stderr so far (discord.py logs there)."""
        return self._stderr_path.read_text(errors="replace") if self._stderr_path.exists() else ""

    @property
    def stdout(self) -> str:
        return self._stdout_path.read_text(errors="replace") if self._stdout_path.exists() else ""

    def problem(self) -> str | None:
        if self.proc.returncode is None or self._expected_exit:
            return None
        tail = "\n".join(self.stderr.splitlines()[-40:])
        return f"bot process {self.pid} ({' '.join(self.command)}) exited with {self.proc.returncode}; stderr:\n{tail}"

    async def wait_ready(self, *, wait_for_sync: bool = True, timeout: float = 30.0) -> Session:
        self.session = await self.fake.wait_for_bot(since=self.started, timeout=timeout)
        if wait_for_sync:
            await self.fake.wait_for_sync(since=self.started, timeout=timeout)
        return self.session

    async def _signal(self, sig: int, timeout: float) -> int:
        self._expected_exit = True
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.send_signal(sig)
            try:
                await asyncio.wait_for(self.proc.wait(), timeout)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    self.proc.kill()
                await self.proc.wait()
        with contextlib.suppress(ValueError):
            self.fake.liveness_checks.remove(self.problem)
        assert self.proc.returncode is not None
        return self.proc.returncode

    async def kill(self) -> int:
        """SIGKILL: the process dies without closing its websocket (its session stays resumable)."""
        return await self._signal(signal.SIGKILL, 10)

    async def stop(self, timeout: float = 10.0) -> int:
        """SIGTERM, then SIGKILL after ``timeout`` seconds."""
        return await self._signal(signal.SIGTERM, timeout)

    async def wait_disconnected(self, timeout: float = 10.0) -> None:
        session = self.session
        if session is not None:
            await self.fake.wait_for(lambda: not session.connected, timeout=timeout, what="the bot to disconnect")

    async def __aenter__(self) -> BotProcess:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.kill()


async def start_bot_process(
    fake: FakeDiscord,
    *,
    args: Sequence[str] = (),
    env: dict[str, str] | None = None,
    command: Sequence[str] | None = None,
    cwd: str | Path | None = None,
    wait_for_sync: bool = True,
    timeout: float = 30.0,
) -> BotProcess:
    """Start ``command`` (default ``python bot.py``) + ``args`` with the fake's env, and wait until it is up.

    The child gets the caller's environment, ``fake.bot_env()`` (DISCORD_TOKEN, DISCORD_API_BASE,
    DISCORD_GATEWAY_URL, DISCORD_DEV_GUILD), the project root on PYTHONPATH, then ``env``. "Up" means: a
    gateway session identified after the start and got its GUILD_CREATEs, and (``wait_for_sync``) a
    command sync arrived. Raises with the child's stderr if it exits first.
    """
    cmd = [*(command or [sys.executable, "bot.py"]), *args]
    full_env = dict(os.environ)
    full_env.update(fake.bot_env())
    python_path = [str(PROJECT_ROOT), *filter(None, [full_env.get("PYTHONPATH")])]
    full_env["PYTHONPATH"] = os.pathsep.join(python_path)
    full_env["PYTHONUNBUFFERED"] = "1"
    full_env.update(env or {})
    log_dir = Path(tempfile.mkdtemp(prefix="fake-discord-bot-"))
    started = fake.now()
    with open(log_dir / "stdout.txt", "wb") as out, open(log_dir / "stderr.txt", "wb") as err:
        proc = await asyncio.create_subprocess_exec(
            *cmd, cwd=str(cwd or PROJECT_ROOT), env=full_env, stdin=asyncio.subprocess.DEVNULL, stdout=out, stderr=err
        )
    bot = BotProcess(proc, fake, cmd, log_dir, started)
    try:
        await bot.wait_ready(wait_for_sync=wait_for_sync, timeout=timeout)
    except BaseException:
        await bot.kill()
        raise
    return bot
