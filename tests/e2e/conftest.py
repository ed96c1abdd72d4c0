"""End-to-end tests: the unmodified bot (EvolutionBot in this process, or ``python bot.py``) pointed by
configuration at the loopback fake Discord, played by fake users through slash commands and buttons."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from cogs.bot import EvolutionBot
from table.timekeeping.clocks import FakeClock
from tests.e2e.helpers import unanswered
from tests.support.fake_discord import FakeDiscord


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "games.sqlite3"


@pytest.fixture
def clock() -> FakeClock:
    """The bot's clock, moved by the test, for a test that asks for it beside `bot`."""
    return FakeClock(1_800_000_000.0)


@pytest.fixture
async def bot(fake_discord: FakeDiscord, run_bot, db_path: Path,
              request: pytest.FixtureRequest) -> AsyncIterator[EvolutionBot]:
    """EvolutionBot as bot.py builds it, running in this event loop against the fake, commands synced; on
    the test's `clock` if it asks for one, else on the system's."""
    clock = request.getfixturevalue("clock") if "clock" in request.fixturenames else None
    evolution = EvolutionBot(str(db_path), fake_discord.guild.id, clock=clock)
    # on_ready comes guild_ready_timeout (2 s) after GUILD_CREATE; interactions do not need it.
    async with run_bot(evolution, wait_ready=False, wait_for_sync=True) as running:
        yield running


@pytest.fixture(autouse=True)
def every_interaction_answered(fake_discord: FakeDiscord) -> Iterator[None]:
    """No user is ever left with "This interaction failed" (the fake fixture checks violations after)."""
    yield
    problems = unanswered(fake_discord)
    assert not problems, "interactions left without an answer:\n" + "\n".join(problems)
