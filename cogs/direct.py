"""What a post owes beyond the channel: direct messages to members who asked for them (with a
link to the post; a ping in the channel instead when their messages are closed) and to a game's
followers."""

from __future__ import annotations

import logging

import discord

from cogs.failures import SEND_FAILURES
from messages import say
from table.replies import Ping, Reply

log = logging.getLogger(__name__)


def post_link(guild_id: int, channel_id: int, message_id: int) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"


async def send_directly(client: discord.Client, reply: Reply, guild_id: int, channel_id: int,
                        message_id: int) -> None:
    """The direct messages `reply` owes, once it is posted as `message_id`. One that fails, whatever the
    failure, costs only itself: the others still go, and a member it was to tell is pinged in the channel
    instead (a connection cut after Discord sent it may tell them twice, never not at all)."""
    link = post_link(guild_id, channel_id, message_id)
    unreachable: list[Ping] = []
    for ping in reply.pings:
        if ping.dm and not await _dm(client, ping.user_id, f"{ping.text} {link}".strip()):
            unreachable.append(ping)
    for user_id in reply.followers:
        await _dm(client, user_id, say("direct-followed-game-posted", title=reply.title, link=link) if reply.title
                  else say("direct-followed-game-new-board", link=link))
    if unreachable:
        channel = client.get_partial_messageable(channel_id, guild_id=guild_id)
        try:
            await channel.send(content="\n".join(f"<@{p.user_id}> {p.text}".rstrip() for p in unreachable),
                               allowed_mentions=discord.AllowedMentions(users=True, roles=False, everyone=False))
        except SEND_FAILURES as error:
            log.warning("members %s were reached neither directly nor in channel %s: %s",
                        [p.user_id for p in unreachable], channel_id, error)


async def _dm(client: discord.Client, user_id: int, text: str) -> bool:
    """Whether a direct message reached the member: False when their messages are closed to us, or
    Discord failed or the connection was lost on the way."""
    try:
        user = client.get_user(user_id) or await client.fetch_user(user_id)
        await user.send(text[:2000])
    except SEND_FAILURES as error:
        log.info("no direct message to %s: %s", user_id, error)
        return False
    return True
