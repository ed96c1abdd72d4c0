"""What the bot needs to post a board in a channel, by discord.py's name and by the name Discord's
settings show a server admin."""

from __future__ import annotations

import discord

from rules.phrases import Phrase

NEEDED_TO_POST = ("view_channel", "send_messages", "embed_links", "attach_files")
NEEDED_IN_THREADS = ("send_messages_in_threads",)
THREADS = (discord.ChannelType.public_thread, discord.ChannelType.private_thread, discord.ChannelType.news_thread)


def missing_to_post(permissions: discord.Permissions, channel_type: discord.ChannelType | None) -> tuple[Phrase, ...]:
    """The names of the permissions the bot lacks to post a board in a channel of `channel_type`."""
    needed: tuple[str, ...] = NEEDED_TO_POST
    if channel_type in THREADS:
        needed = (*(p for p in NEEDED_TO_POST if p != "send_messages"), *NEEDED_IN_THREADS)
    return tuple(permission_name(attribute) for attribute in needed if not getattr(permissions, attribute))


def permission_name(attribute: str) -> Phrase:
    """The permission discord.py calls `attribute` by the name Discord's settings show a server admin."""
    return Phrase.of("permissions-name", permission=attribute)
