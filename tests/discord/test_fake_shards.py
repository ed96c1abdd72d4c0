"""The fake Discord's sharding: `GET /gateway/bot` recommends a shard count; IDENTIFY's
`shard: [id, count]` decides, by Discord's formula `(guild_id >> 22) % count`, which guilds a
connection hears of (READY, GUILD_CREATE) and which guilds' interactions it receives."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tests.support.fake_discord import FakeDiscord, FakeGuild, run_bot_in_process


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"shard_count": 2}


@pytest.fixture
def guilds(fake_discord: FakeDiscord) -> tuple[FakeGuild, FakeGuild]:
    return fake_discord.add_guild("Zero", shard=0), fake_discord.add_guild("One", shard=1)


class Gateway:
    """A bare gateway client: IDENTIFY with a shard, then read what arrives."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws

    async def receive(self) -> dict[str, Any]:
        return json.loads((await self.ws.receive(timeout=5)).data)

    async def dispatches_until_idle(self) -> list[dict[str, Any]]:
        frames: list[dict[str, Any]] = []
        while True:
            try:
                message = await self.ws.receive(timeout=0.3)
            except TimeoutError:
                return frames
            assert message.type is aiohttp.WSMsgType.TEXT, f"the fake closed the connection: {message}"
            frames.append(json.loads(message.data))


@pytest.fixture
async def connect(fake_discord: FakeDiscord) -> AsyncIterator[Any]:
    async with aiohttp.ClientSession() as http:

        async def _connect(shard: list[int]) -> Gateway:
            ws = await http.ws_connect(f"{fake_discord.gateway_url}?v=10&encoding=json")
            client = Gateway(ws)
            assert (await client.receive())["op"] == 10
            await ws.send_json({"op": 2, "d": {"token": "t", "intents": 513, "properties": {}, "shard": shard}})
            return client

        yield _connect


async def test_gateway_bot_recommends_the_shard_count_and_names_the_gateway(fake_discord: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http, http.get(
        f"{fake_discord.api_base}/gateway/bot", headers={"Authorization": "Bot t"}
    ) as answer:
        body = await answer.json()
    assert body["shards"] == 2 and body["url"] == f"ws://127.0.0.1:{fake_discord.port}"
    assert body["session_start_limit"]["max_concurrency"] >= 1


def test_guilds_can_be_placed_on_a_shard(fake_discord: FakeDiscord, guilds: tuple[FakeGuild, FakeGuild]) -> None:
    zero, one = guilds
    assert ((zero.id >> 22) % 2, (one.id >> 22) % 2) == (0, 1)
    later = fake_discord.add_guild("Later", shard=0)
    assert later.id > one.id and (later.id >> 22) % 2 == 0  # ids still only grow


async def test_each_connection_hears_of_its_own_shards_guilds_and_gets_their_interactions(
    fake_discord: FakeDiscord, guilds: tuple[FakeGuild, FakeGuild], connect: Any
) -> None:
    zero, one = guilds
    shard0, shard1 = await connect([0, 2]), await connect([1, 2])
    seen0, seen1 = await shard0.dispatches_until_idle(), await shard1.dispatches_until_idle()
    for seen, shard in ((seen0, 0), (seen1, 1)):
        ready, *creates = seen
        assert ready["t"] == "READY" and ready["d"]["shard"] == [shard, 2]
        owned = {g.id for g in fake_discord.guilds.values() if (g.id >> 22) % 2 == shard}
        assert {int(g["id"]) for g in ready["d"]["guilds"]} == owned
        assert [f["t"] for f in creates] == ["GUILD_CREATE"] * len(owned)
        assert {int(f["d"]["id"]) for f in creates} == owned
    assert one.id in {int(g["id"]) for g in seen1[0]["d"]["guilds"]}
    assert zero.id in {int(g["id"]) for g in seen0[0]["d"]["guilds"]}

    async with aiohttp.ClientSession() as http, http.put(
        f"{fake_discord.api_base}/applications/{fake_discord.application_id}/commands",
        headers={"Authorization": "Bot t"}, json=[{"name": "ping", "description": "Ping", "type": 1}],
    ) as answer:
        assert answer.status == 200
    session0, session1 = fake_discord.gateway.sessions
    for guild, owner, other in ((one, shard1, shard0), (zero, shard0, shard1)):
        member = fake_discord.user(f"player-{guild.name}", guild=guild)
        sent = await fake_discord.slash(member, fake_discord.channel("general", guild=guild), "ping")
        assert sent.delivered == [session1 if owner is shard1 else session0]
        (arrived,) = [f for f in await owner.dispatches_until_idle() if f["t"] == "INTERACTION_CREATE"]
        assert arrived["d"]["id"] == str(sent.id) and arrived["d"]["guild_id"] == str(guild.id)
        assert not [f for f in await other.dispatches_until_idle() if f["t"] == "INTERACTION_CREATE"]

    dm = await fake_discord.slash(fake_discord.user("player-One"), fake_discord.dm(fake_discord.user("player-One")),
                                  "ping")
    assert dm.delivered == [session0]  # direct messages go to shard 0, as on Discord


async def test_a_shard_id_outside_the_count_is_refused(connect: Any) -> None:
    client = await connect([2, 2])
    closed = await client.ws.receive(timeout=5)
    assert closed.type is aiohttp.WSMsgType.CLOSE and closed.data == 4010


class QuickShards(discord.AutoShardedClient):
    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No five-second pause between shards' IDENTIFYs: the fake has no identify rate limit."""


async def test_discord_py_runs_both_shards_and_files_each_guild_under_the_fakes_shard(
    fake_discord: FakeDiscord, guilds: tuple[FakeGuild, FakeGuild]
) -> None:
    client = QuickShards(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    async with run_bot_in_process(client, fake_discord):
        await asyncio.gather(*(fake_discord.wait_for_bot(shard=n) for n in (0, 1)))
        await fake_discord.wait_for(client.is_ready, what="both shards ready")
        assert client.shard_count == 2 and sorted(client.shards) == [0, 1]
        by_shard = {s.shard[0]: s for s in fake_discord.gateway.sessions}
        for guild in fake_discord.guilds.values():
            cached = client.get_guild(guild.id)
            assert cached is not None
            created = by_shard[cached.shard_id].events("GUILD_CREATE")
            assert str(guild.id) in {f["d"]["id"] for f in created}
