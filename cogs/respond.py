"""Answering an interaction with a table Reply: within Discord's three seconds, exactly once.

The table call runs while we wait up to THINKING_AFTER seconds; if it is not done by then
we defer (Discord shows "thinking…") and send the answer as a follow-up. A private answer
after a public defer replaces the "thinking…" message with an ephemeral follow-up.

A saved move's board reaches the channel whatever happens to the answer carrying it: when Discord
refuses it, answers too late or not at all, and the board is not in the channel, it goes through
the table's outbox as a channel post of its own. After the answer, a member acting in a channel
the bot cannot post to on its own is told why, privately.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import Awaitable
from typing import Protocol, runtime_checkable

import discord

from cogs.callers import caller_of
from cogs.components import view_for
from cogs.direct import send_directly
from cogs.failures import SEND_FAILURES
from cogs.permissions import missing_to_post
from messages import say
from ops import metrics
from table.playing.alttext import ALT_LIMIT
from table.replies import Attachment, Reply
from table.table import Table

log = logging.getLogger(__name__)

THINKING_AFTER = 2.0
ANSWER_WITHIN = 10.0  # an answer not through by then is taken as lost (Discord drops a callback after 3 s)
LOOKED_BACK = 10  # the channel's latest messages searched for a board whose answer failed
EMBED_COLOUR = discord.Colour.from_rgb(0, 158, 115)


# Discord's limits: text past them makes Discord refuse the whole message.
TITLE_MAX, DESCRIPTION_MAX, FOOTER_MAX, CONTENT_MAX = 256, 4096, 2048, 2000


def clipped(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def message_kwargs(reply: Reply) -> dict:
    """The arguments for send_message / followup.send that present `reply`, every text cut to
    Discord's limits here, in one place."""
    title = clipped(reply.title, TITLE_MAX) if reply.title else None
    embed = discord.Embed(title=title, description=clipped(reply.text, DESCRIPTION_MAX), colour=EMBED_COLOUR)
    files = [_file(a) for a in reply.files]
    if reply.image is not None:
        files.insert(0, _file(reply.image))
        embed.set_image(url=f"attachment://{reply.image.name}")
    if reply.footer:
        embed.set_footer(text=clipped(reply.footer, FOOTER_MAX))
    kwargs: dict = {
        "embed": embed,
        "ephemeral": reply.ephemeral,
        "allowed_mentions": discord.AllowedMentions(users=True, roles=True, everyone=False),
    }
    lines = [f"<@{ping.user_id}> {ping.text}".rstrip() for ping in reply.pings if not ping.dm]
    if lines:
        kwargs["content"] = clipped("\n".join(lines), CONTENT_MAX)
    if files:
        kwargs["files"] = files
    if reply.choices:
        kwargs["view"] = view_for(reply)
    return kwargs


def _file(attachment: Attachment) -> discord.File:
    """The attachment as discord.py uploads it, its alt text (if any) as Discord's description."""
    return discord.File(io.BytesIO(attachment.data), filename=attachment.name,
                        description=clipped(attachment.description, ALT_LIMIT) if attachment.description else None)


def channel_kwargs(reply: Reply) -> dict:
    """The arguments for a channel's send, for a post not answering an interaction."""
    kwargs = message_kwargs(reply)
    del kwargs["ephemeral"]
    return kwargs


@runtime_checkable
class TableHost(Protocol):
    """The bot our cogs are loaded into: EvolutionBot (cogs/bot.py), whose table opens in setup_hook."""

    table: Table | None


async def respond(interaction: discord.Interaction, work: Awaitable[Reply], what: str,
                  in_panel: bool = False) -> None:
    """Run `work` (a table call) and present its reply; `what` names it in the logs. `in_panel`:
    the interaction is a press in a private panel, which the reply's own panel replaces."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=THINKING_AFTER)
    deferred = not done
    if deferred:
        metrics.ANSWERS_MISSED.labels("late").inc()
        # A panel's press defers as an update of the panel (no "thinking…" message of its own).
        await interaction.response.defer(thinking=not in_panel)
    try:
        reply = await task
    except Exception:
        log.exception("%s failed in channel %s for user %s", what, interaction.channel_id, interaction.user.id)
        reply = Reply(text=say("failure"), ephemeral=True)
    try:
        message_id = await asyncio.wait_for(present(interaction, reply, deferred, in_panel), ANSWER_WITHIN)
    except SEND_FAILURES as error:
        metrics.ANSWERS_MISSED.labels("failed").inc()
        message_id = await _answer_lost(interaction, reply, deferred and not in_panel, what, error)
    if message_id is not None and (reply.followers or any(ping.dm for ping in reply.pings)):
        await send_directly(interaction.client, reply, interaction.guild_id or 0, interaction.channel_id or 0,
                            message_id)
    await _tell_if_unreachable(interaction)


async def present(interaction: discord.Interaction, reply: Reply, deferred: bool, in_panel: bool) -> int | None:
    """Answer the interaction with `reply`; the id of the public message it made, if any."""
    # After a public press's "thinking…" defer, the answer can no longer be the pressed board
    # edited: a step's board (`edits_pressed`) is then posted as a message of its own.
    if in_panel or (reply.edits_pressed and not deferred):
        return await send_from_panel(interaction, reply, deferred)
    return await send(interaction, reply, deferred)


async def _answer_lost(interaction: discord.Interaction, reply: Reply, thinking: bool, what: str,
                       error: BaseException) -> int | None:
    """The answer failed: a board the channel does not have goes through the outbox (which sends its
    direct messages once it is posted), and the mover, if Discord took a first answer (a defer,
    `thinking` or not, or a panel's edit), is told privately that their move was kept. The id of the
    board's message when Discord made it after all: its direct messages are still owed."""
    log.warning("the answer to %s in channel %s failed: %s", what, interaction.channel_id,
                f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)
    if reply.ephemeral or reply.board_of is None or reply.edits_pressed:
        return None
    if (posted := await _board_in_channel(interaction, reply)) is not None:
        log.info("channel %s: the board of %s is in the channel: Discord acted on the answer", interaction.channel_id,
                 reply.title)
        return posted
    client = interaction.client
    if not isinstance(client, TableHost) or client.table is None:
        return None
    await client.table.post_lost_board(interaction.guild_id or 0, interaction.channel_id or 0, reply,
                                       interaction.user.display_name)
    if interaction.response.is_done():  # acknowledged: a follow-up can still reach the mover
        kept = Reply(text=say("answer-lost-move-kept"), ephemeral=True)
        with contextlib.suppress(*SEND_FAILURES):
            if thinking:  # the "thinking…" message must go first, or the follow-up would fill it, publicly
                await _answer(interaction, kept, deferred=True)
            else:
                await interaction.followup.send(**message_kwargs(kept))
    return None


async def _board_in_channel(interaction: discord.Interaction, reply: Reply) -> int | None:
    """The message of `reply`'s board if it is among the channel's latest messages (Discord acted on the
    answer though the bot heard a failure); None when it is not, or that cannot be read."""
    client = interaction.client
    channel = client.get_partial_messageable(interaction.channel_id or 0, guild_id=interaction.guild_id)
    me = client.user.id if client.user else None
    try:
        async for message in channel.history(limit=LOOKED_BACK):
            if message.author.id == me and any(
                    embed.title == reply.title and embed.footer.text == reply.footer for embed in message.embeds):
                return message.id
    except SEND_FAILURES as error:
        log.warning("channel %s: could not look for a board whose answer failed: %s", interaction.channel_id, error)
    return None


async def _tell_if_unreachable(interaction: discord.Interaction) -> None:
    """A member acting in a channel the bot cannot post to on its own is told why, privately; a channel it
    may post to again is released (its posts go out, its clocks run)."""
    client = interaction.client
    if not isinstance(client, TableHost) or client.table is None or interaction.guild_id is None:
        return
    channel_type = interaction.channel.type if interaction.channel is not None else None
    try:
        note = await client.table.reach(caller_of(interaction), missing_to_post(interaction.app_permissions,
                                                                                channel_type))
        if note:
            await interaction.followup.send(note, ephemeral=True)
    except Exception:
        log.exception("channel %s: telling whether the bot can post there failed", interaction.channel_id)


async def send(interaction: discord.Interaction, reply: Reply, deferred: bool) -> int | None:
    """Answer the interaction with `reply`, then with `reply.panel` privately if it has one; the id
    of the public message it made, if any."""
    message_id = await _answer(interaction, reply, deferred)
    if reply.panel is not None:
        await interaction.followup.send(**message_kwargs(reply.panel))
    return message_id


async def _answer(interaction: discord.Interaction, reply: Reply, deferred: bool) -> int | None:
    kwargs = message_kwargs(reply)
    if not deferred:
        response = await interaction.response.send_message(**kwargs)
        return None if reply.ephemeral else response.message_id
    if reply.ephemeral:
        # The first follow-up after a defer fills the public "thinking..." message and Discord ignores its
        # ephemeral flag; deleting that message first is not enough (the follow-up would go into the deleted
        # message, and the user would see nothing). An edit ends the loading state, so the follow-up below
        # becomes a message of its own that can be private.
        await interaction.edit_original_response(content="…")
        await interaction.delete_original_response()
    message = await interaction.followup.send(**kwargs, wait=True)
    return None if reply.ephemeral else message.id


def edit_kwargs(reply: Reply) -> dict:
    """The arguments for edit_message / edit_original_response that make a message read `reply`:
    what it does not have (content, buttons, files) is cleared."""
    kwargs = message_kwargs(reply)
    del kwargs["ephemeral"]
    kwargs["attachments"] = kwargs.pop("files", [])
    kwargs.setdefault("content", None)
    kwargs.setdefault("view", None)
    return kwargs


async def send_from_panel(interaction: discord.Interaction, reply: Reply, deferred: bool) -> int | None:
    """Answer a press whose message is edited in place: a press in a private panel, edited to read
    `reply.panel`, with `reply` itself (the board post) following as a message of its own; or a
    step that only narrowed a menu (`reply.edits_pressed`), whose pressed message (board or panel)
    reads `reply` and nothing follows. Without either (a refusal) the pressed message stays as it
    was. The id of the public message made, if any."""
    pressed = reply if reply.edits_pressed else reply.panel
    if pressed is None and not deferred:
        return await send(interaction, reply, deferred=False)
    if pressed is not None:
        if deferred:
            await interaction.edit_original_response(**edit_kwargs(pressed))
        else:
            await interaction.response.edit_message(**edit_kwargs(pressed))
        if reply.edits_pressed:
            return None
    message = await interaction.followup.send(**message_kwargs(reply), wait=True)
    return None if reply.ephemeral else message.id
