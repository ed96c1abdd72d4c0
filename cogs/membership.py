"""Whether a member has left a server, asked of Discord when their deadline falls due (the clock then has them
leave their game at once: table/timekeeping/clock.py). Without the privileged members intent the bot is told of
nobody leaving, and its cache keeps whoever it saw, so it asks after the one member it needs, when it needs them."""

from __future__ import annotations

import asyncio

import discord

from cogs.failures import SEND_FAILURES

UNKNOWN_MEMBER = 10007
ASKING_SECONDS = 10.0  # discord.py retries a 5xx or a 429 by itself; the clock does not wait longer than this


async def left_server(client: discord.Client, guild_id: int, user_id: int) -> bool:
    """True only when Discord says the user is not a member of the server (404 10007: they left, or were kicked or
    banned). False when it says they are, or cannot say now (an error, no answer in time, a server the bot has
    no access to): a member is never taken out of a game on a doubt."""
    try:
        await asyncio.wait_for(client.http.get_member(guild_id, user_id), ASKING_SECONDS)
    except discord.NotFound as error:
        return error.code == UNKNOWN_MEMBER
    except SEND_FAILURES:  # TimeoutError among them
        return False
    return False
