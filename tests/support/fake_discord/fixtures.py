"""pytest fixtures for the fake Discord (listed in tests/conftest.py's ``pytest_plugins``).

* ``fake_discord``: a started :class:`FakeDiscord`; at teardown it is stopped, and the test errors if
  violations remain that the test did not take with ``fake_discord.take_violations()``.
  ``fake_discord_options`` (override it in a module) gives its constructor arguments.
* ``run_bot``: ``async with run_bot(bot) as bot:`` runs a discord.py client in-process against it.
* ``start_bot``: ``proc = await start_bot(env={...}, args=[...])`` runs ``python bot.py`` (or
  ``command=[...]``) against it; leftover processes are killed at teardown.
"""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import pytest

from .runner import BotProcess, run_bot_in_process, start_bot_process
from .server import FakeDiscord


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    """Keyword arguments for ``FakeDiscord(...)``; override this fixture in a test module to change them."""
    return {}


@pytest.fixture
async def fake_discord(fake_discord_options: dict[str, Any]) -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(**fake_discord_options)
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()
    if fake.violations:
        pytest.fail(
            "fake_discord recorded violations the test did not take:\n" + "\n".join(f"  {v}" for v in fake.violations),
            pytrace=False,
        )


@pytest.fixture
def run_bot(fake_discord: FakeDiscord) -> Callable[..., contextlib.AbstractAsyncContextManager[Any]]:
    def _run(bot: Any, **kwargs: Any) -> contextlib.AbstractAsyncContextManager[Any]:
        return run_bot_in_process(bot, fake_discord, **kwargs)

    return _run


@pytest.fixture
async def start_bot(fake_discord: FakeDiscord) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    started: list[BotProcess] = []

    async def _start(**kwargs: Any) -> BotProcess:
        proc = await start_bot_process(fake_discord, **kwargs)
        started.append(proc)
        return proc

    yield _start
    for proc in started:
        await proc.kill()
        shutil.rmtree(proc._log_dir, ignore_errors=True)
