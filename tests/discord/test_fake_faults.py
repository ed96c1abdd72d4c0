"""The fake Discord misbehaving as Discord does, proven through discord.py's own HTTP client and cache.

Scripted faults (``fake.fail``), message nonces, archived threads, permission overwrites and deletions
from the test side, and dead interactions. Each test runs the tiny discord.py bot in-process.
"""

from __future__ import annotations

import asyncio
import re

import aiohttp
import discord
import pytest

from tests.support.fake_discord import FakeDiscord, InteractionFailed, Perm, run_bot_in_process
from tests.support.tiny_bot import TinyBot

MESSAGES = r"/channels/\d+/messages$"
CALLBACK = r"/interactions/\d+/[^/]+/callback"


def tiny(fake: FakeDiscord) -> TinyBot:
    return TinyBot(guild_id=fake.guild.id, guild_ready_timeout=0.05)


def text_channel(bot: discord.Client, fake: FakeDiscord, name: str = "general") -> discord.TextChannel:
    channel = bot.get_channel(fake.channel(name).id)
    assert isinstance(channel, discord.TextChannel)
    return channel


def statuses(fake: FakeDiscord, method: str, path: str) -> list[int | None]:
    return [r.status for r in fake.requests_to(method, path)]


# ---- scripted faults on channel messages ----------------------------------------------------------------
async def test_a_429_is_slept_through_and_the_send_succeeds_once(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", MESSAGES, status=429, retry_after=0.3)
        loop = asyncio.get_running_loop()
        started = loop.time()
        sent = await text_channel(bot, fake_discord).send("hello")
        waited = loop.time() - started
    assert fault.fired == 1 and not fault.active
    assert waited >= 0.3
    assert statuses(fake_discord, "POST", MESSAGES) == [429, 200]
    (stored,) = fake_discord.messages("general")
    assert stored.id == sent.id and stored.content == "hello"
    refused = fake_discord.requests_to("POST", MESSAGES)[0]
    assert refused.fault is fault
    assert refused.response == {"message": "You are being rate limited.", "retry_after": 0.3, "global": False}
    fake_discord.assert_no_violations()


async def test_a_429_answers_discords_headers_and_a_global_one_is_waited_out(fake_discord: FakeDiscord) -> None:
    fake_discord.fail("GET", r"/users/@me$", status=429, retry_after=0.25)
    headers = {"Authorization": "Bot t"}
    async with aiohttp.ClientSession() as http, http.get(f"{fake_discord.api_base}/users/@me", headers=headers) as r:
        assert r.status == 429 and r.headers["Via"] and r.headers["Retry-After"] == "1"
        assert r.headers["X-RateLimit-Remaining"] == "0" and r.headers["X-RateLimit-Scope"] == "user"
        assert float(r.headers["X-RateLimit-Reset-After"]) == 0.25 and r.headers["X-RateLimit-Bucket"]
        assert (await r.json())["retry_after"] == 0.25

    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", MESSAGES, status=429, retry_after=0.2, global_=True)
        await text_channel(bot, fake_discord).send("after the global limit")
        assert fault.fired == 1 and fault.hits[0].status == 429
        assert len(fake_discord.messages("general")) == 1


async def test_a_502_after_acting_and_discord_py_s_retry_with_the_same_nonce_make_one_message(
    fake_discord: FakeDiscord,
) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", MESSAGES, status=502, after=True)
        sent = await text_channel(bot, fake_discord).send("exactly once")  # discord.py retries a 502 after 1 s
    assert fault.fired == 1
    first, retry = fake_discord.requests_to("POST", MESSAGES)
    assert (first.status, retry.status) == (502, 200)
    assert first.json["nonce"] == retry.json["nonce"] and first.json["enforce_nonce"] is True
    (stored,) = fake_discord.messages("general")
    assert stored.id == sent.id and stored.nonce == first.json["nonce"]
    assert retry.response["nonce"] == first.json["nonce"]
    fake_discord.assert_no_violations()


async def test_a_503_raises_discord_server_error_and_after_acting_the_message_exists(
    fake_discord: FakeDiscord,
) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord)
        fake_discord.fail("POST", MESSAGES, status=503)  # discord.py does not retry a 503
        with pytest.raises(discord.DiscordServerError) as refused:
            await channel.send("never created")
        assert refused.value.status == 503 and refused.value.code == 0
        assert fake_discord.messages("general") == []

        fake_discord.fail("POST", MESSAGES, status=503, after=True, code=0, message="upstream hiccup")
        with pytest.raises(discord.DiscordServerError, match="upstream hiccup"):
            await channel.send("created anyway")
        (stored,) = fake_discord.messages("general")
        assert stored.content == "created anyway"
    assert statuses(fake_discord, "POST", MESSAGES) == [503, 503]
    fake_discord.assert_no_violations()


async def test_an_injected_4xx_and_every_time_faults_until_cleared(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord)
        fault = fake_discord.fail("*", MESSAGES, status=403, code=50001, message="Missing Access", times=None)
        for _ in range(2):
            with pytest.raises(discord.Forbidden) as refused:
                await channel.send("no")
            assert refused.value.code == 50001
        fake_discord.clear_faults()
        await channel.send("yes")
    assert fault.fired == 2 and fault.active  # times=None never runs out; clear_faults() removed it
    assert [m.content for m in fake_discord.messages("general")] == ["yes"]
    with pytest.raises(ValueError):
        fake_discord.fail("POST", MESSAGES, status=429, after=True)
    with pytest.raises(ValueError):
        fake_discord.fail("POST", MESSAGES)


# ---- nonces ---------------------------------------------------------------------------------------------
async def test_a_repeated_nonce_returns_the_message_within_the_window_only(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord)
        first = await channel.send("one", nonce="abc123")
        again = await channel.send("one, again", nonce="abc123")
        assert again.id == first.id and again.content == "one" and first.nonce == "abc123"
        other = await channel.send("two", nonce="other")
        assert other.id != first.id
        fake_discord.advance_time(fake_discord.nonce_window + 1)
        later = await channel.send("one, much later", nonce="abc123")
        assert later.id != first.id
    assert [m.content for m in fake_discord.messages("general")] == ["one", "two", "one, much later"]
    fake_discord.assert_no_violations()


# ---- archived and locked threads --------------------------------------------------------------------------
async def test_archived_thread_refuses_posts_until_unarchived(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        parent = text_channel(bot, fake_discord)
        thread = await parent.create_thread(name="game 1", type=discord.ChannelType.public_thread)
        fake_thread = fake_discord.channel(thread.id)
        guild = parent.guild
        await fake_discord.wait_for(lambda: guild.get_thread(thread.id), what="THREAD_CREATE in the cache")
        await fake_discord.archive(fake_thread)
        # discord.py drops archived threads from its cache on THREAD_UPDATE.
        await fake_discord.wait_for(lambda: guild.get_thread(thread.id) is None, what="THREAD_UPDATE in the cache")
        with pytest.raises(discord.HTTPException) as refused:
            await thread.send("into the archive")
        assert refused.value.status == 400 and refused.value.code == 50083
        assert [v.code for v in fake_discord.take_violations("archived_thread")] == [50083]

        await thread.edit(archived=False)
        assert not fake_thread.archived
        cached = await fake_discord.wait_for(lambda: guild.get_thread(thread.id), what="THREAD_UPDATE un-archiving")
        assert not cached.archived
        await thread.send("back")
        assert [m.content for m in fake_discord.messages(fake_thread)] == ["back"]


async def test_a_locked_thread_needs_manage_threads_to_unarchive(fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        parent = text_channel(bot, fake_discord)
        thread = await parent.create_thread(name="locked", type=discord.ChannelType.public_thread)
        await fake_discord.archive(thread.id, locked=True)
        await fake_discord.deny("general", Perm.MANAGE_THREADS)
        with pytest.raises(discord.Forbidden) as refused:
            await thread.edit(archived=False)
        assert refused.value.code == 50013
        assert fake_discord.channel(thread.id).archived
        assert [v.code for v in fake_discord.take_violations("missing_permissions")] == [50013]

        await fake_discord.set_overwrite("general", allow=0, deny=0)  # the bot's role has Manage Threads
        await thread.edit(archived=False)
        assert not fake_discord.channel(thread.id).archived and fake_discord.channel(thread.id).locked


# ---- permissions and deletions from the test side ---------------------------------------------------------
async def test_denied_send_messages_is_forbidden_and_reaches_cache_and_app_permissions(
    fake_discord: FakeDiscord,
) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord)
        overwrite = await fake_discord.deny("general", Perm.SEND_MESSAGES)
        assert overwrite.id == fake_discord.bot_user.id and overwrite.type == 1
        await fake_discord.wait_for(
            lambda: not channel.permissions_for(channel.guild.me).send_messages, what="CHANNEL_UPDATE in the cache"
        )
        with pytest.raises(discord.Forbidden) as refused:
            await channel.send("shh")
        assert refused.value.code == 50013
        sent = await fake_discord.slash(alice, "general", "tiny play", move="eat")
        assert not int(sent.payload["app_permissions"]) & Perm.SEND_MESSAGES
        await sent.response()
        assert [v.code for v in fake_discord.take_violations("missing_permissions")] == [50013]

        await fake_discord.allow("general", Perm.SEND_MESSAGES)
        await fake_discord.deny("general", Perm.EMBED_LINKS, target=fake_discord.guild.everyone)
        await channel.send("plain text is fine")
        with pytest.raises(discord.Forbidden) as no_embeds:
            await channel.send(embed=discord.Embed(title="board"))
        assert no_embeds.value.code == 50013
        assert [v.code for v in fake_discord.take_violations("missing_permissions")] == [50013]
    assert [m.content for m in fake_discord.messages("general") if not m.ephemeral] == ["plain text is fine"]


async def test_deleted_channel_and_thread_are_broadcast_then_404(fake_discord: FakeDiscord) -> None:
    doomed = fake_discord.channel("doomed")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord, "doomed")
        await channel.send("last words")
        thread = await text_channel(bot, fake_discord).create_thread(
            name="short-lived", type=discord.ChannelType.public_thread
        )
        guild = channel.guild

        await fake_discord.delete_channel(doomed)
        await fake_discord.wait_for(lambda: bot.get_channel(doomed.id) is None, what="CHANNEL_DELETE in the cache")
        with pytest.raises(discord.NotFound) as gone:
            await channel.send("anyone?")
        assert gone.value.code == 10003

        await fake_discord.delete_channel(thread.id)
        await fake_discord.wait_for(lambda: guild.get_thread(thread.id) is None, what="THREAD_DELETE in the cache")
        with pytest.raises(discord.NotFound):
            await thread.send("hello?")
        with pytest.raises(discord.NotFound) as unknown:
            await bot.fetch_channel(thread.id)  # asked after, as the bot asks after an archived thread
        assert unknown.value.code == 10003
        await fake_discord.deny("general", Perm.VIEW_CHANNEL)
        with pytest.raises(discord.Forbidden) as unseen:
            await bot.fetch_channel(text_channel(bot, fake_discord).id)
        assert unseen.value.code == 50001
    assert [m.content for m in fake_discord.messages(doomed)] == ["last words"]
    assert fake_discord.messages(doomed.id) == fake_discord.messages(doomed)
    assert doomed.id in fake_discord.deleted_channels and thread.id in fake_discord.deleted_channels
    sessions = fake_discord.gateway.sessions
    events = [f["t"] for s in sessions for f in s.log if f["t"] in ("CHANNEL_DELETE", "THREAD_DELETE")]
    assert events == ["CHANNEL_DELETE", "THREAD_DELETE"]
    fake_discord.assert_no_violations()  # 10003 and 50001 are ordinary answers


async def test_a_bot_removed_from_a_server_hears_of_it_is_refused_there_and_joins_again_when_invited(
        fake_discord: FakeDiscord) -> None:
    bot = tiny(fake_discord)
    seen: list[str] = []

    @bot.event
    async def on_guild_remove(removed: discord.Guild) -> None:
        seen.append(f"remove {removed.id}")

    @bot.event
    async def on_guild_join(joined: discord.Guild) -> None:
        seen.append(f"join {joined.id}")

    guild = fake_discord.guild
    async with run_bot_in_process(bot, fake_discord):
        channel = text_channel(bot, fake_discord)
        await fake_discord.remove_bot()
        await fake_discord.wait_for(lambda: bot.get_guild(guild.id) is None, what="GUILD_DELETE in the cache")
        with pytest.raises(discord.Forbidden) as refused:
            await channel.send("still here?")
        assert refused.value.code == 50001
        assert [v.code for v in fake_discord.take_violations("missing_access")] == [50001]

        await fake_discord.invite_bot()
        await fake_discord.wait_for(lambda: bot.get_guild(guild.id) is not None, what="GUILD_CREATE in the cache")
        await text_channel(bot, fake_discord).send("back")
    assert seen == [f"remove {guild.id}", f"join {guild.id}"]  # a join, not a server back from an outage
    assert [m.content for m in fake_discord.messages("general")] == ["back"]


# ---- interaction callbacks ---------------------------------------------------------------------------------
async def _webhook(fake: FakeDiscord, method: str, token: str, suffix: str = "", **kwargs: object) -> tuple[int, dict]:
    url = f"{fake.api_base}/webhooks/{fake.application_id}/{token}{suffix}"
    async with aiohttp.ClientSession() as http, http.request(method, url, **kwargs) as resp:  # type: ignore[arg-type]
        return resp.status, await resp.json()


async def test_a_callback_answered_502_after_acting_makes_the_retry_an_excused_40060(
    fake_discord: FakeDiscord,
) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", CALLBACK, status=502, after=True)
        sent = await fake_discord.slash(alice, "general", "tiny slow", seconds=0.0)
        assert (await sent.response()).content == "finally"
        status, original = await _webhook(fake_discord, "GET", sent.token, "/messages/@original")
        assert status == 200 and original["content"] == "finally"
        await fake_discord.wait_for(lambda: bot.errors, what="the retry's 40060 to reach the bot")
        (error,) = bot.errors
        assert isinstance(error, discord.HTTPException) and error.code == 40060
    assert fault.fired == 1
    assert statuses(fake_discord, "POST", CALLBACK) == [502, 400]
    (excused,) = fake_discord.excused
    assert excused.kind == "double_response" and "502" in (excused.excused or "")
    assert sent.excused == [excused] and sent.violations == []
    fake_discord.assert_no_violations()


async def test_a_callback_refused_with_503_is_retried_and_original_is_10008_meanwhile(
    fake_discord: FakeDiscord,
) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", CALLBACK, status=503)
        sent = await fake_discord.slash(alice, "general", "tiny slow", seconds=0.0)
        await fake_discord.wait_for(lambda: fault.fired, what="the first callback")
        status, body = await _webhook(fake_discord, "GET", sent.token, "/messages/@original")
        assert (status, body["code"]) == (404, 10008)
        assert (await sent.response()).content == "finally"  # discord.py retried a second later
        status, body = await _webhook(fake_discord, "GET", sent.token, "/messages/@original")
        assert status == 200 and body["content"] == "finally"
    assert statuses(fake_discord, "POST", CALLBACK) == [503, 200]
    assert not bot.errors
    fake_discord.assert_no_violations()


async def test_a_late_answer_to_a_callback_that_arrived_in_time_counts(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", CALLBACK, delay=0.3)
        sent = await fake_discord.slash(alice, "general", "tiny play", move="eat")
        assert (await sent.response()).content == "played eat"
        await fake_discord.wait_for(lambda: fault.hits[0].status, what="the held answer")
    (record,) = fake_discord.requests_to("POST", CALLBACK)
    assert record.status == 200 and record.answered_at - record.at >= 0.3
    fake_discord.assert_no_violations()


async def test_a_callback_pushed_past_the_deadline_by_a_fault_kills_the_interaction_excused(
    fake_discord: FakeDiscord,
) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", CALLBACK, status=503)
        sent = await fake_discord.slash(alice, "general", "tiny slow", seconds=0.0)
        await fake_discord.wait_for(lambda: fault.fired, what="the first callback")
        fake_discord.advance_time(5)  # discord.py's retry comes a second later: too late now
        with pytest.raises(InteractionFailed, match="10062"):
            await sent.response()
        await fake_discord.wait_for(lambda: bot.errors, what="the 10062 to reach the bot")
        assert isinstance(bot.errors[0], discord.NotFound) and bot.errors[0].code == 10062
        assert sent.dead and sent.dead_excuse

        status, body = await _webhook(fake_discord, "POST", sent.token, json={"content": "follow-up"})
        assert (status, body["code"]) == (404, 10015)
        for method in ("GET", "PATCH"):
            status, body = await _webhook(fake_discord, method, sent.token, "/messages/@original", json={})
            assert (status, body["code"]) == (404, 10015)
    kinds = [v.kind for v in fake_discord.excused]
    assert kinds == ["deadline", "dead_interaction", "dead_interaction", "dead_interaction"]
    fake_discord.assert_no_violations()


async def test_a_callback_late_by_the_bot_itself_stays_a_violation(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        sent = await fake_discord.slash(alice, "general", "tiny slow", seconds=0.0)
        fake_discord.advance_time(5)  # before the bot could answer
        await fake_discord.wait_for(lambda: bot.errors, what="the 10062 to reach the bot")
        assert sent.dead and sent.dead_excuse is None
        status, body = await _webhook(fake_discord, "POST", sent.token, json={"content": "follow-up"})
        assert (status, body["code"]) == (404, 10015)
    assert [v.kind for v in fake_discord.take_violations()] == ["deadline", "dead_interaction"]
    assert fake_discord.excused == []


async def test_original_is_readable_while_the_callback_answer_is_held(fake_discord: FakeDiscord) -> None:
    alice = fake_discord.user("alice")
    bot = tiny(fake_discord)
    async with run_bot_in_process(bot, fake_discord):
        fault = fake_discord.fail("POST", CALLBACK, delay=0.3)  # acted on at once, answered 0.3 s late
        sent = await fake_discord.slash(alice, "general", "tiny play", move="eat")
        await sent.response()
        status, body = await _webhook(fake_discord, "GET", sent.token, "/messages/@original")
        assert status == 200 and body["content"] == "played eat"
        assert fault.hits[0].status is None  # the bot has not heard back yet
        await fake_discord.wait_for(lambda: fault.hits[0].status, what="the held answer")
    assert re.search(CALLBACK, fault.hits[0].path) and fault.hits[0].status == 200
    fake_discord.assert_no_violations()
