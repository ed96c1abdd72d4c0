"""Health, readiness and metrics as a supervisor and Prometheus meet them: the real EvolutionBot on the
fake Discord with HEALTH_ADDR set, asked through a real HTTP client. Ready flips to 503, saying why,
when the store goes read-only or the gateway drops, and back to 200 when they return."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest

from cogs.bot import EvolutionBot
from ops.health import HealthServer
from tests.e2e.helpers import CHANNEL, open_game, public
from tests.support.fake_discord import FakeDiscord

WAIT = 15.0  # seconds for the bot to become ready (its shard is ready guild_ready_timeout, 2 s, after its guilds)


@pytest.fixture
async def watched(fake_discord: FakeDiscord, run_bot, db_path: Path) -> AsyncIterator[EvolutionBot]:
    evolution = EvolutionBot(str(db_path), fake_discord.guild.id, health_addr=("127.0.0.1", 0))
    async with run_bot(evolution, wait_ready=False, wait_for_sync=True) as running:
        yield running


async def get(bot: EvolutionBot, path: str) -> tuple[int, str]:
    assert bot.health is not None
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{bot.health.bound_port}{path}") as got:
        return got.status, await got.text()


async def until(bot: EvolutionBot, path: str, status: int) -> str:
    """The body of `path` once it answers `status`; fails after WAIT seconds."""
    seen: tuple[int, str] = (0, "")
    for _ in range(int(WAIT / 0.05)):
        seen = await get(bot, path)
        if seen[0] == status:
            return seen[1]
        await asyncio.sleep(0.05)
    raise AssertionError(f"{path} still answers {seen} after {WAIT} s, not {status}")


def sample(metrics: str, name: str, **labels: str) -> float | None:
    """A sample's value, or None if the series is not counted yet (the registry is the process's)."""
    shown = ",".join(f'{key}="{value}"' for key, value in labels.items())
    match = re.search(rf"^{name}{{{shown}}} (\S+)$" if labels else rf"^{name} (\S+)$", metrics, re.MULTILINE)
    return None if match is None else float(match.group(1))


def figure(metrics: str, name: str, **labels: str) -> float:
    value = sample(metrics, name, **labels)
    assert value is not None, f"{name}{labels} is not in the metrics"
    return value


async def test_ready_flips_to_503_saying_why_when_the_store_turns_read_only_or_the_gateway_drops(
    watched: EvolutionBot, fake_discord: FakeDiscord,
) -> None:
    assert await get(watched, "/healthz") == (200, "ok\n")
    assert await until(watched, "/readyz", 200) == "ready\n"

    await watched.store._db.execute("PRAGMA query_only=ON")  # type: ignore[attr-defined]  # as a read-only file
    down = await until(watched, "/readyz", 503)
    assert down.startswith("not ready: store down:") and "readonly" in down and down.count("\n") == 1
    assert (await get(watched, "/healthz"))[0] == 200  # alive all the same: a supervisor must not restart it
    await watched.store._db.execute("PRAGMA query_only=OFF")  # type: ignore[attr-defined]
    await until(watched, "/readyz", 200)

    await fake_discord.gateway.go_down()
    assert await until(watched, "/readyz", 503) == "not ready: gateway disconnected (shard 0)\n"
    metrics = (await get(watched, "/metrics"))[1]
    assert figure(metrics, "evolution_shard_connected", shard="0") == 0
    fake_discord.gateway.come_back()
    await until(watched, "/readyz", 200)
    assert figure((await get(watched, "/metrics"))[1], "evolution_shard_connected", shard="0") == 1


async def test_metrics_count_moves_boards_and_live_games_in_prometheus_format(
    watched: EvolutionBot, fake_discord: FakeDiscord,
) -> None:
    await until(watched, "/readyz", 200)
    status, before = await get(watched, "/metrics")
    assert status == 200
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    await open_game(fake_discord, alice, bob)
    await public(await fake_discord.slash(alice, CHANNEL, "animacule play", move="move 1 s"))
    async with aiohttp.ClientSession() as http, \
            http.get(f"http://127.0.0.1:{watched.health.bound_port}/metrics") as got:
        assert got.headers["Content-Type"].startswith("text/plain; version=")
        after = await got.text()

    def grew(name: str, **labels: str) -> float:
        return figure(after, name, **labels) - (sample(before, name, **labels) or 0.0)

    assert grew("evolution_moves_applied_total", game="animacule") == 1
    assert grew("evolution_move_seconds_count", game="animacule") == 1
    assert grew("evolution_boards_rendered_total", game="animacule") == 2  # the start's board and the move's
    assert figure(after, "evolution_live_games", game="animacule", status="active") == 1
    assert figure(after, "evolution_outbox_pending") == 0
    assert figure(after, "evolution_gateway_latency_seconds", shard="0") >= 0


async def test_the_health_server_binds_only_its_address_and_stops_with_the_bot(
    fake_discord: FakeDiscord, run_bot, db_path: Path,
) -> None:
    assert EvolutionBot(str(db_path)).health is None  # off unless HEALTH_ADDR is set
    evolution = EvolutionBot(str(db_path), fake_discord.guild.id, health_addr=("127.0.0.1", 0))
    async with run_bot(evolution, wait_ready=False, wait_for_sync=True):
        port = evolution.health.bound_port
        assert evolution.health._runner.addresses == [("127.0.0.1", port)]
        assert (await get(evolution, "/healthz"))[0] == 200
    with pytest.raises(aiohttp.ClientConnectorError):
        async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/healthz"):
            pass
    taken = HealthServer("127.0.0.1", port, readiness=lambda: asyncio.sleep(0), refresh=lambda: asyncio.sleep(0))
    await taken.start()
    try:
        clash = EvolutionBot(str(db_path), health_addr=("127.0.0.1", port))
        with pytest.raises(Exception, match=rf"cannot serve health and metrics at HEALTH_ADDR=127.0.0.1:{port}"):
            await clash.health.start()
    finally:
        await taken.stop()
