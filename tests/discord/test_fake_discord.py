"""The fake Discord, proven against a real discord.py bot (tests/support/tiny_bot.py)."""

from __future__ import annotations

import asyncio
import json
import sys
import zlib
from pathlib import Path

import aiohttp
import discord
import pytest
import yarl
from discord.http import Route

from tests.support.fake_discord import (
    CommandNotAvailable,
    FakeDiscord,
    NoBotConnected,
    OptionError,
    Perm,
    run_bot_in_process,
)
from tests.support.fake_discord.model import walk_components
from tests.support.tiny_bot import MOVES, PNG, TinyBot

TINY_BOT_SCRIPT = Path(__file__).resolve().parents[1] / "support" / "tiny_bot.py"


def tiny(fake: FakeDiscord, **kwargs: object) -> TinyBot:
    return TinyBot(guild_id=fake.guild.id, guild_ready_timeout=0.05, **kwargs)  # type: ignore[arg-type]


async def test_login_handshake_uses_zlib_stream_and_syncs_commands(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord, wait_for_sync=True):
        session = fake_discord.gateway.sessions[0]
        assert session.compress == "zlib-stream"
        assert session.identify["intents"] == discord.Intents.default().value
        assert [f["t"] for f in session.log][:2] == ["READY", "GUILD_CREATE"]
        assert session.conn is not None and session.conn.heartbeats >= 1
        # discord.py parsed READY and GUILD_CREATE into its cache.
        guild = bot.get_guild(fake_discord.guild.id)
        assert guild is not None and guild.get_channel(fake_discord.channel("general").id) is not None
        assert bot.user is not None and bot.user.id == fake_discord.bot_user.id
        assert bot.application_id == fake_discord.application_id

    routes = [f"{r.method} {r.route}" for r in fake_discord.requests]
    assert routes[:2] == ["GET /users/@me/?", "GET /oauth2/applications/@me/?"]
    assert "GET gateway" in routes
    cmd, admin = fake_discord.synced_commands(fake_discord.guild)
    assert cmd["name"] == "tiny" and cmd["id"].isdigit()
    assert admin["name"] == "tiny-admin" and admin["default_member_permissions"] == str(Perm.MANAGE_CHANNELS)
    subcommands = {o["name"]: o for o in cmd["options"]}
    assert {"new", "play", "board", "broken", "twice", "slow", "whois", "post"} <= set(subcommands)
    assert [c["value"] for c in subcommands["new"]["options"][0]["choices"]] == ["animacule", "trilobite"]
    assert fake_discord.command_syncs[0]["scope"] == fake_discord.guild.id


def test_point_discord_at_sets_rest_base_and_gateway() -> None:
    from discord.gateway import DiscordWebSocket

    from cogs.endpoints import point_discord_at

    saved = Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
    try:
        point_discord_at(None, None)
        assert saved == (Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY)
        point_discord_at("http://proxy.test/api/v10/", "ws://gw.test/")
        assert Route("GET", "/users/@me").url == "http://proxy.test/api/v10/users/@me"
        assert isinstance(DiscordWebSocket.DEFAULT_GATEWAY, yarl.URL)
        assert str(DiscordWebSocket.DEFAULT_GATEWAY.with_query(v=10)) == "ws://gw.test/?v=10"
    finally:
        Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY = saved


async def test_auto_sharded_client_asks_gateway_bot(fake_discord: FakeDiscord) -> None:
    client = discord.AutoShardedClient(intents=discord.Intents.default(), guild_ready_timeout=0.05)
    async with run_bot_in_process(client, fake_discord):
        (session,) = fake_discord.gateway.sessions
        assert session.shard == (0, 1) and session.identify["shard"] == [0, 1]
        assert fake_discord.requests_to("GET", r"/gateway/bot$")
        assert client.get_guild(fake_discord.guild.id) is not None


async def test_members_intent_gets_members_and_chunks(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    intents = discord.Intents.default()
    intents.members = True
    bot = tiny(fake_discord, intents=intents)
    async with run_bot_in_process(bot, fake_discord, timeout=5):
        guild = bot.get_guild(fake_discord.guild.id)
        assert guild is not None and guild.chunked
        assert guild.get_member(alice.id) is not None
        bob = fake_discord.user("bob")  # joins while the bot is connected: GUILD_MEMBER_ADD
        await fake_discord.wait_for(lambda: guild.get_member(bob.id), what="bob in the member cache")


async def test_zlib_stream_frames_each_end_in_a_sync_flush(fake_discord: FakeDiscord) -> None:
    """Raw client: every gateway message is one binary frame discord.py's decompressor accepts alone."""
    url = f"{fake_discord.gateway_url}?v=10&encoding=json&compress=zlib-stream"
    inflate = zlib.decompressobj()
    async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:

        async def receive() -> dict:
            msg = await ws.receive(timeout=5)
            assert msg.type is aiohttp.WSMsgType.BINARY and msg.data.endswith(b"\x00\x00\xff\xff")
            return json.loads(inflate.decompress(msg.data))

        hello = await receive()
        assert hello["op"] == 10 and hello["d"]["heartbeat_interval"] > 0
        await ws.send_json({"op": 1, "d": None})
        assert (await receive())["op"] == 11
        await ws.send_json({"op": 2, "d": {"token": "t", "intents": 513, "properties": {}}})
        ready = await receive()
        assert ready["t"] == "READY" and ready["s"] == 1
        assert ready["d"]["resume_gateway_url"].startswith("ws://127.0.0.1:")
        guild_create = await receive()
        assert guild_create["t"] == "GUILD_CREATE" and guild_create["s"] == 2
        assert guild_create["d"]["id"] == str(fake_discord.guild.id)


async def test_slash_options_arrive_converted(fake_discord: FakeDiscord) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny new", game="trilobite", size=3)
        reply = await sent.response(timeout=5)
        assert reply.type == 4 and not reply.ephemeral
        assert reply.content == "new trilobite for 3 (game 1)"
        assert reply.button("Join").custom_id == "tiny:join:1"
        assert bot.seen_options == [{"game": "trilobite", "size": 3, "size_type": "int"}]
        assert fake_discord.last_message("general").id == reply.message.id

        who = await (await fake_discord.slash(alice, "general", "tiny whois", who=bob)).response()
        assert who.content == f"bob {bob.id} Member" and who.ephemeral

        # What the Discord client would refuse never reaches the bot.
        with pytest.raises(OptionError, match="not one of the choices"):
            await fake_discord.slash(alice, "general", "tiny new", game="dodo", size=3)
        with pytest.raises(OptionError, match="above max_value"):
            await fake_discord.slash(alice, "general", "tiny new", game="animacule", size=9)
        with pytest.raises(OptionError, match="missing"):
            await fake_discord.slash(alice, "general", "tiny new", game="animacule")
        with pytest.raises(CommandNotAvailable, match="never synced"):
            await fake_discord.slash(alice, "general", "game new")
    fake_discord.assert_no_violations()


async def test_default_member_permissions_hide_admin_commands(fake_discord: FakeDiscord) -> None:
    alice, root = fake_discord.user("alice"), fake_discord.admin("root")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        with pytest.raises(CommandNotAvailable, match="cannot see"):
            await fake_discord.slash(alice, "general", "tiny-admin")
        sent = await fake_discord.slash(root, "general", "tiny-admin")
        assert int(sent.payload["member"]["permissions"]) & Perm.MANAGE_CHANNELS
        assert (await sent.response()).content == "admin ok"


async def test_autocomplete_is_answered(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        sent = await fake_discord.autocomplete(alice, "general", "tiny play", focused="move", move="mo")
        reply = await sent.response()
        assert reply.type == 8
        assert reply.choice_values == [m for m in MOVES if m.startswith("mo")]
        with pytest.raises(OptionError, match="no autocomplete"):
            await fake_discord.autocomplete(alice, "general", "tiny new", focused="game", game="a")


async def test_deferred_follow_up_carries_file_and_embed(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny board")
        assert (await sent.response()).type == 5
        message = await sent.original(timeout=5)
        (followup,) = await sent.followups(1)
        assert followup is message  # the first follow-up fills the "thinking..." message
        assert message.content == "the board" and not message.loading
        assert message.embeds[0]["image"]["url"] == "attachment://board.png"
        assert message.attachment("board.png").data == PNG
        assert message.attachment("board.png").content_type == "image/png"
        (post,) = fake_discord.requests_to("POST", r"/webhooks/")
        assert [p.name for p in post.parts] == ["payload_json", "files[0]"]


async def test_dynamic_item_button_routes_after_a_restart(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    state = tmp_path / "state.json"
    first = tiny(fake_discord, state_path=state)
    async with run_bot_in_process(first, fake_discord):
        reply = await (await fake_discord.slash(alice, "general", "tiny new", game="animacule", size=2)).response()
        board = reply.message
        clicked = await fake_discord.click(alice, "general", board, "tiny:join:1")
        update = await clicked.response()
        assert update.type == 7 and update.content == "game 1: 1 joined, last alice"
        assert board.content == "game 1: 1 joined, last alice" and board.history
    assert first.is_closed()
    with pytest.raises(NoBotConnected):
        await fake_discord.click(bob, "general", board, "tiny:join:1")

    second = tiny(fake_discord, state_path=state)
    async with run_bot_in_process(second, fake_discord):
        clicked = await fake_discord.click(bob, "general", board.id, "tiny:join:1")
        assert (await clicked.response()).content == "game 1: 2 joined, last bob"
        assert second.instance_clicks == 1
    old_session, new_session = fake_discord.gateway.sessions
    # discord.py's close() ends up closing with 4000, so Discord would keep the old session resumable.
    assert old_session.close_codes == [4000] and not new_session.connected


async def test_channel_message_with_file_embed_and_button(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny post")
        assert (await sent.response()).ephemeral
        posted = fake_discord.last_message("general")
        assert posted.content == "game 1" and posted.custom_ids == ["tiny:join:1"]
        assert posted.attachment_names == ["board.png"] and posted.attachments[0].data == PNG
        (req,) = fake_discord.requests_to("POST", r"/channels/\d+/messages$")
        assert req.json["embeds"][0]["image"]["url"] == "attachment://board.png"
        # The attachment URL points at the fake, which serves the bytes.
        async with aiohttp.ClientSession() as http, http.get(posted.attachments[0].url) as resp:
            assert await resp.read() == PNG
        clicked = await fake_discord.click(alice, "general", posted, "tiny:join:1")
        assert (await clicked.response()).content == "game 1: 1 joined, last alice"


async def test_modal_select_and_edit_of_the_original(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        asked = await fake_discord.slash(alice, "general", "tiny name")
        modal = await asked.response()
        assert modal.type == 9 and modal.modal["title"] == "Name your species"
        (field,) = [c for c in walk_components(modal.components) if c.get("type") == 4]
        with pytest.raises(OptionError, match="required"):
            await fake_discord.submit_modal(alice, asked, {})
        submitted = await fake_discord.submit_modal(alice, asked, {field["custom_id"]: "Glowworm"})
        assert (await submitted.response()).type == 5
        (edit,) = await submitted.edits(1)
        assert edit["content"] == "named Glowworm" and edit["target"] == "@original"
        assert (await submitted.original()).content == "named Glowworm"

        menu = await (await fake_discord.slash(alice, "general", "tiny pick")).response()
        with pytest.raises(OptionError, match="not among its options"):
            await fake_discord.select(alice, "general", menu.message, "tiny:pick", ["purple"])
        picked = await fake_discord.select(alice, "general", menu.message, "tiny:pick", ["green"])
        assert (await picked.response()).content == "picked green"


async def test_user_messages_direct_messages_and_intents(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        await fake_discord.user_message(alice, "general", "hello")
        await fake_discord.user_message(alice, "general", f"hi {fake_discord.bot_user.mention}")
        await fake_discord.wait_for(lambda: len(bot.heard) == 2, what="on_message twice")
        # Without the message content intent, only messages mentioning the bot carry their content.
        assert bot.heard == ["", f"hi {fake_discord.bot_user.mention}"]
        with pytest.raises(CommandNotAvailable, match="never synced"):  # guild commands do not exist in DMs
            await fake_discord.slash(alice, fake_discord.dm(alice), "tiny play", move="eat")


async def test_answering_twice_gets_40060(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny twice")
        violation = await fake_discord.wait_for_violation("double_response")
        assert violation.code == 40060 and violation.interaction_id == sent.id
        assert (await sent.response()).content in ("one", "two")
        await fake_discord.wait_for(lambda: bot.errors, what="the bot to see the error")
        (error,) = bot.errors
        assert isinstance(error, discord.HTTPException) and error.status == 400 and error.code == 40060
    assert len(fake_discord.take_violations("double_response")) == 1


async def test_answer_after_three_seconds_is_a_deadline_miss(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny slow")  # sleeps 3.5 s
        violation = await fake_discord.wait_for_violation("deadline", timeout=8)
        assert violation.code == 10062 and "3.5" in violation.message
        await fake_discord.wait_for(lambda: bot.errors, what="the bot to see the error")
        assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062
        assert not sent.acknowledged
    fake_discord.take_violations("deadline")


async def test_embed_naming_a_missing_attachment_gets_50035(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny broken")
        violation = await fake_discord.wait_for_violation("missing_attachment")
        assert violation.code == 50035 and "attachment://missing.png" in violation.message
        await fake_discord.wait_for(lambda: bot.errors, what="the bot to see the error")
        assert isinstance(bot.errors[0], discord.HTTPException) and bot.errors[0].code == 50035
        assert not sent.acknowledged
    fake_discord.take_violations("missing_attachment")


async def test_fifty_concurrent_interactions_are_all_answered(fake_discord: FakeDiscord) -> None:
    users = [fake_discord.user(f"player{i}") for i in range(50)]
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        sent = await asyncio.gather(
            *(fake_discord.slash(u, "general", "tiny play", move=f"move {i}") for i, u in enumerate(users))
        )
        replies = await asyncio.gather(*(s.response(timeout=10) for s in sent))
    assert [r.content for r in replies] == [f"played move {i}" for i in range(50)]
    assert all(r.type == 4 and r.ephemeral for r in replies)
    assert max(r.at - s.sent_at for r, s in zip(replies, sent, strict=True)) < 3
    fake_discord.assert_no_violations()


async def test_gateway_reconnect_and_drop_are_resumed(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    async with run_bot_in_process(tiny(fake_discord), fake_discord):
        (session,) = fake_discord.gateway.sessions
        await fake_discord.gateway.send_reconnect()
        await fake_discord.wait_for(lambda: session.resumes == 1 and session.connected, what="a RESUME")
        await fake_discord.gateway.drop_connections(code=4000)
        await fake_discord.wait_for(lambda: session.resumes == 2 and session.connected, what="a second RESUME")
        assert session.events("RESUMED")
        reply = await (await fake_discord.slash(alice, "general", "tiny play", move="eat")).response()
        assert reply.content == "played eat"
    assert len(fake_discord.gateway.sessions) == 1


async def test_protocol_edges_over_raw_http(fake_discord: FakeDiscord) -> None:
    """Unknown routes, follow-ups before an answer, expired tokens: the error codes Discord uses."""
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        with pytest.raises(discord.NotFound, match="no route"):
            await bot.http.request(Route("GET", "/guilds/{guild_id}/audit-logs", guild_id=fake_discord.guild.id))
        assert [v.kind for v in fake_discord.take_violations()] == ["unknown_route"]

        sent = await fake_discord.autocomplete(alice, "general", "tiny play", focused="move", move="")
        await sent.response()
    app, base = fake_discord.application_id, fake_discord.api_base
    unanswered = await _fake_interaction(fake_discord, alice)
    async with aiohttp.ClientSession() as http:
        async with http.post(f"{base}/webhooks/{app}/{unanswered.token}", json={"content": "hi"}) as resp:
            assert resp.status == 404 and (await resp.json())["code"] == 10015
        fake_discord.advance_time(16 * 60)
        async with http.post(f"{base}/webhooks/{app}/{sent.token}", json={"content": "late"}) as resp:
            assert resp.status == 401 and (await resp.json())["code"] == 50027
        async with http.get(f"{base}/users/@me") as resp:
            assert resp.status == 401  # no Authorization header
    kinds = [v.kind for v in fake_discord.take_violations()]
    assert kinds == ["followup_before_response", "expired_token", "unauthorized"]


async def _fake_interaction(fake: FakeDiscord, user: object):
    """An interaction registered with the fake but never delivered (no bot is connected)."""
    channel = fake.channel("general")
    payload, _u, _m = fake._interaction_payload(2, user, channel)  # type: ignore[arg-type]
    from tests.support.fake_discord.interactions import SentInteraction

    inter = SentInteraction(fake, int(payload["id"]), payload["token"], 2, user, channel, payload, fake.now())  # type: ignore[arg-type]
    fake.interactions[inter.id] = inter
    fake._by_token[inter.token] = inter
    return inter


async def test_subprocess_bot_survives_sigkill_and_restart(
    fake_discord: FakeDiscord, start_bot, tmp_path: Path
) -> None:
    alice, bob = fake_discord.user("alice"), fake_discord.user("bob")
    env = {"DATABASE_PATH": str(tmp_path / "state.json")}
    command = [sys.executable, str(TINY_BOT_SCRIPT)]
    first = await start_bot(command=command, env=env)
    reply = await (await fake_discord.slash(alice, "general", "tiny new", game="animacule", size=2)).response()
    clicked = await fake_discord.click(alice, "general", reply.message, "tiny:join:1")
    assert (await clicked.response()).content == "game 1: 1 joined, last alice"

    assert await first.kill() == -9
    await first.wait_disconnected()
    assert first.session is not None and not first.session.invalidated  # killed, not closed cleanly

    second = await start_bot(command=command, env=env)
    assert second.session is not first.session
    clicked = await fake_discord.click(bob, "general", reply.message.id, "tiny:join:1")
    assert (await clicked.response()).content == "game 1: 2 joined, last bob"
    assert await second.stop() in (0, -15)
    assert "Traceback" not in second.stderr
