"""Posting in a channel on the bot's own (the outbox's posts), and telling the table what Discord's
refusals mean: a permission missing or a thread archived for good (`Unpostable`, the channel's
posts and clocks wait), or the channel deleted (`ChannelGone`, its game ends)."""

from __future__ import annotations

import discord

from cogs.permissions import NEEDED_TO_POST, missing_to_post, permission_name
from cogs.respond import channel_kwargs
from messages import say
from rules.phrases import Phrase, joined
from table.replies import ChannelGone, Posting, Unpostable, lacking, thread_closed

MISSING_ACCESS, MISSING_PERMISSIONS, UNKNOWN_CHANNEL, THREAD_ARCHIVED = 50001, 50013, 10003, 50083


async def post(client: discord.Client, posting: Posting) -> discord.Message:
    """Post `posting` in its channel with its nonce (Discord keeps one message of a repeat). An archived
    thread is reopened first where the bot may; Unpostable or ChannelGone say why it cannot post."""
    channel = client.get_partial_messageable(posting.channel_id, guild_id=posting.guild_id)
    for attempt in range(2):
        kwargs = channel_kwargs(posting.reply)  # again at each attempt: a file is read once
        if posting.nonce:
            kwargs["nonce"] = posting.nonce
        try:
            return await channel.send(**kwargs)
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:
                raise ChannelGone(str(error)) from error
            raise
        except discord.Forbidden as error:
            if error.code in (MISSING_ACCESS, MISSING_PERMISSIONS):
                raise Unpostable(_missing(client, posting)) from error
            raise
        except discord.HTTPException as error:
            if error.code != THREAD_ARCHIVED or attempt:
                raise
            await _reopen(client, posting.channel_id)
    raise AssertionError("unreachable: the second attempt returns or raises")


async def _reopen(client: discord.Client, thread_id: int) -> None:
    try:
        await client.http.edit_channel(thread_id, archived=False, reason=say("channels-reopen-reason"))
    except discord.Forbidden as error:
        raise Unpostable(thread_closed()) from error


def _missing(client: discord.Client, posting: Posting) -> Phrase:
    """What the bot lacks to post in the channel, from its cached permissions there."""
    guild = client.get_guild(posting.guild_id)
    channel = guild.get_channel_or_thread(posting.channel_id) if guild is not None else None
    if guild is not None and channel is not None:
        missing = missing_to_post(channel.permissions_for(guild.me), channel.type)
        if missing:
            return lacking(missing)
    return Phrase.of("channels-missing-a-permission", permissions=joined(*map(permission_name, NEEDED_TO_POST),
                                                                          between=", "))
