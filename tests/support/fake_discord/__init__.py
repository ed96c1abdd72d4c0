"""A fake Discord (REST API v10 + gateway) on 127.0.0.1, for end-to-end tests of the unmodified bot.

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
missing permissions (50013), routes the fake does not serve (404, "unknown_route").
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
