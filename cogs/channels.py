"""Posting in a channel on the bot's own (the outbox's posts), and telling the table what Discord's
refusals mean: a permission missing or a thread archived for good (`Unpostable`, the channel's
posts and clocks wait), or the channel deleted (`ChannelGone`, its game ends); and finding the
channels deleted without a word from Discord (`gone_unseen`)."""

from __future__ import annotations

from collections.abc import Iterable

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


async def gone_unseen(client: discord.Client, guild: discord.Guild, channel_ids: Iterable[int]) -> list[int]:
    """Of `channel_ids`, those discord.py does not hold that Discord says are gone: an archived thread deleted with
    its channel (Discord tells of none of a channel's threads; discord.py tells of those it keeps, never of an
    archived one), or a channel deleted while the bot was away (connected afresh, it is simply missing). Their
    games would otherwise stay live, their clocks running and their reminders due, until a post found them gone.
    One that cannot be asked after now (no access, Discord failing) is left to its next post."""
    gone = []
    for channel_id in channel_ids:
        if guild.get_channel_or_thread(channel_id) is not None:
            continue
        try:
            await client.fetch_channel(channel_id)
        except discord.NotFound as error:
            if error.code == UNKNOWN_CHANNEL:
                gone.append(channel_id)
        except discord.HTTPException:
            continue
    return gone


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
