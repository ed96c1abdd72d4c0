r"""A fake Discord (REST API v10 + gateway) on 127.0.0.1, for end-to-end tests of the unmodified bot.

The bot is pointed at it only by configuration (``cogs.endpoints.point_discord_at`` in-process, or the
DISCORD_API_BASE / DISCORD_GATEWAY_URL env vars for ``python bot.py``), then tests act as users::

    async def test_join_button(fake_discord, run_bot):           # fixtures from .fixtures
        alice = fake_discord.user("alice")                       # a guild member with a snowflake id
        bot = EvolutionBot(db_path, fake_discord.guild.id, False)  # the real bot class, unchanged
        async with run_bot(bot, wait_for_sync=True):
            sent = await fake_discord.slash(alice, "general", "game new", game="animacule")
            reply = await sent.response(timeout=5)               # the initial callback (type 4, 5, ...)
            assert reply.type == 4 and not reply.ephemeral
            join = reply.button("Join")                          # labels, custom_ids, styles
            click = await fake_discord.click(alice, "general", reply.message, join.custom_id)
            update = await click.response()
            board = fake_discord.last_message("general")         # content, embeds, attachments (bytes)
        # the fixture fails the test at teardown if fake_discord.violations is not empty

    async def test_restart(fake_discord, start_bot, tmp_path):
        env = {"DATABASE_PATH": str(tmp_path / "db.sqlite3")}
        proc = await start_bot(env=env)                          # python bot.py, waits for identify + sync
        ...
        await proc.kill()                                        # SIGKILL; proc.stop() is SIGTERM
        proc = await start_bot(env=env)

What the bot answered: ``SentInteraction.response()``, ``.followups(n)``, ``.edits(n)``, ``.original()``.
What Discord would refuse is answered with Discord's error and kept in ``fake.violations``: a second
initial response (40060), a callback later than 3 s (10062), ``attachment://x`` naming no attachment
(50035), malformed messages/components/commands (50035), follow-ups before a response or after 15 min,
missing permissions (50013), routes the fake does not serve (404, "unknown_route"), posting into an
archived thread (50083, "archived_thread"). Ordinary answers are not violations: 10003 for a deleted
channel, 50001 for ``GET`` of a channel the bot may not view, 10008 for ``GET @original`` before any initial
response.

Misbehaving as Discord does (fault injection)::

    fault = fake.fail("POST", r"/channels/\d+/messages$", status=429, retry_after=0.3)  # discord.py sleeps, retries
    fake.fail("POST", r"/interactions/\d+/[^/]+/callback", status=502, after=True)    # acted, then answered 502
    fake.fail("POST", r"/channels/\d+/messages$", status=503)                         # refused, nothing created
    fake.fail("PATCH", r"/webhooks/", delay=2.0)                                      # acted at once, answered late
    assert fault.fired == 1                                                           # Fault.hits: the requests
    fake.clear_faults()

``fail(method, path, *, status=None, code=0, message=None, retry_after=None, after=False, delay=0.0,
times=1, global_=False) -> Fault``: ``path`` is a regex searched in the REST path after ``/api/v10``,
``method`` may be ``"*"``; each matching request uses one of ``times`` (``None``: all until cleared), first
registered fault first. 429 answers ``{"message", "retry_after", "global"}`` with ``Retry-After``, ``Via``
and ``X-RateLimit-*`` headers (``retry_after`` defaults to 0.1 s) and never acts. Other statuses answer
``{"message", "code"}``: before acting by default, after acting with ``after=True`` (Discord did it, the
bot hears a failure). ``delay`` holds the answer (real seconds); alone it only makes the answer late. The
interaction deadline counts to the callback's arrival, so a late answer to an in-time callback still
counts. Faulted requests are in ``fake.requests`` with their status and ``RecordedRequest.fault``.

Injected faults are never violations, and neither are the refusals they cause by themselves; those
are answered exactly as Discord would but kept in ``fake.excused`` (``Violation.excused`` says why), not in
``fake.violations``, so a test of the bot's recovery passes the fixture's teardown check:

* 40060 for a callback when the callback stored first was answered with an injected error after
  acting (``after=True``): discord.py's automatic retry (it retries 5xx on webhooks) cannot know better;
* 10062 for a callback that came too late when an earlier attempt at it arrived in time and was refused
  by an injected error or 429; then also 10015 for that interaction's webhook (kind "dead_interaction").

The same refusals without such a fault before them stay violations (double_response, deadline,
dead_interaction). ``SentInteraction.excused`` lists one interaction's excused refusals, ``.dead`` says
it was refused as late (and ``.response()`` then raises ``InteractionFailed`` at once, excused or not).
Nothing else is deduplicated for the bot: a follow-up retried after an ``after=True`` fault is a second
follow-up, as on Discord; a channel message is not, because discord.py's retry repeats its ``nonce``.
``RecordedRequest.answered_at`` (fake clock) shows when a held answer went out.

More of Discord's behaviour for recovery tests (the test-side calls are coroutines that return once
their gateway dispatch went out, so what the test does next reaches the bot after it):

* ``POST /channels/{id}/messages`` with ``nonce`` and ``enforce_nonce`` (discord.py sends both) returns
  the message this author's nonce created in that channel within ``fake.nonce_window`` seconds (300, fake
  clock; deleted messages excepted), 200, and creates nothing; messages carry their ``nonce``.
* Threads have ``archived``/``locked``: ``await fake.archive(thread, locked=False)`` (THREAD_UPDATE).
  Posting into an archived thread is 400 50083; PATCH ``{"archived": false}`` un-archives (THREAD_UPDATE)
  unless the thread is locked and the bot lacks Manage Threads (403 50013).
* ``await fake.deny(channel, perms, target=None)`` / ``await fake.allow(channel, perms, target=None)``
  change the overwrite of ``target`` (default the bot's member; a ``FakeRole`` or role id for a role, a
  member/user otherwise) and keep its other bits; ``await fake.set_overwrite(channel, target=None, allow=0,
  deny=0)`` sets it exactly (both 0 removes it). Each broadcasts CHANNEL_UPDATE; permission checks and
  interactions' ``app_permissions`` follow. A channel message with embeds needs Embed Links, one with
  files Attach Files (403 50013).
* ``await fake.delete_channel(channel)`` removes a channel (with its threads) or a thread, broadcasting
  CHANNEL_DELETE or THREAD_DELETE; requests to it then get 404 10003. ``fake.messages(channel_or_id)``
  still reads what it held (``fake.deleted_channels``).
* ``await fake.remove_bot(guild=None)`` removes the bot from a server (GUILD_DELETE without ``unavailable``):
  a request that needs the bot's permissions there is 403 50001 ("missing_access"; a ``GET`` of a channel, an
  ordinary answer) and a new session is not given it, until ``await
  fake.invite_bot(guild=None)`` adds it back with its role (GUILD_CREATE without ``unavailable``: a join).
  ``GET /users/@me/guilds`` lists the servers the bot is in, without it while it is out.
* ``await fake.member_leaves(member)``: a member leaves the server (or is kicked or banned); ``GET`` of them there
  is then 404 10007, and GUILD_MEMBER_REMOVE reaches only a session with the members intent, as on Discord.
* A dead interaction (refused with 10062) answers 10015 Unknown Webhook to follow-ups and to
  GET/PATCH/DELETE ``@original``. ``GET @original`` of a live interaction answers 404 10008 until an
  initial response is stored (one stored by an ``after=True`` fault counts), then the message.
"""

from .gateway import NoBotConnected, Session
from .interactions import Callback, InteractionFailed, OptionError, SentInteraction, UploadFile
from .model import (
    Attachment,
    Button,
    ChannelType,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    Fault,
    Perm,
    RecordedRequest,
    Violation,
    buttons_of,
    walk_components,
)
from .runner import BotProcess, run_bot_in_process, start_bot_process
from .server import CommandNotAvailable, FakeDiscord

__all__ = [
    "Attachment",
    "BotProcess",
    "Button",
    "Callback",
    "ChannelType",
    "CommandNotAvailable",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "Fault",
    "InteractionFailed",
    "NoBotConnected",
    "OptionError",
    "Perm",
    "RecordedRequest",
    "SentInteraction",
    "Session",
    "UploadFile",
    "Violation",
    "buttons_of",
    "run_bot_in_process",
    "start_bot_process",
    "walk_components",
]
