"""A fake Discord (REST API v10 + gateway) on loopback, for end-to-end tests of the unmodified bot.

Typical use, with the fixtures from :mod:`.fixtures`::

    async def test_new_game(fake_discord, run_bot):
        alice = fake_discord.user("alice")
        async with run_bot(make_bot(guild_id=fake_discord.guild.id, guild_ready_timeout=0.05)):
            sent = await fake_discord.slash(alice, "general", "game new", game="animacule")
            reply = await sent.response(timeout=5)
            assert reply.type == 4 and "animacule" in reply.content
            await fake_discord.click(alice, "general", reply.message, reply.buttons[0].custom_id)
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
    "run_bot_in_process",
    "start_bot_process",
]
