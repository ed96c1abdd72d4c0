"""What the bot needs to post a board in a channel, by discord.py's name and by the name Discord's
settings show a server admin."""

from __future__ import annotations

import discord

NEEDED_TO_POST = (("view_channel", "View Channel"), ("send_messages", "Send Messages"),
                  ("embed_links", "Embed Links"), ("attach_files", "Attach Files"))
NEEDED_IN_THREADS = (("send_messages_in_threads", "Send Messages in Threads"),)
THREADS = (discord.ChannelType.public_thread, discord.ChannelType.private_thread, discord.ChannelType.news_thread)


def missing_to_post(permissions: discord.Permissions, channel_type: discord.ChannelType | None) -> tuple[str, ...]:
    """The names of the permissions the bot lacks to post a board in a channel of `channel_type`."""
    needed: tuple[tuple[str, str], ...] = NEEDED_TO_POST
    if channel_type in THREADS:
        needed = (*(p for p in NEEDED_TO_POST if p[0] != "send_messages"), *NEEDED_IN_THREADS)
    return tuple(name for attribute, name in needed if not getattr(permissions, attribute))
