"""Who is asking: a Discord interaction read into the table's Caller."""

from __future__ import annotations

import discord

from table.replies import Caller


def caller_of(interaction: discord.Interaction) -> Caller:
    user = interaction.user
    roles = frozenset(role.id for role in getattr(user, "roles", ()))
    return Caller(
        user_id=user.id,
        name=user.display_name,
        guild_id=interaction.guild_id or 0,
        channel_id=interaction.channel_id or 0,
        manage_channels=interaction.permissions.manage_channels,
        role_ids=roles,
        locale=str(interaction.locale),
    )
