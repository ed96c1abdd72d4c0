"""Buttons and select menus under our messages, as DynamicItems: the game id and version
ride in the custom id, so a press after a restart reaches the table, which tells a stale
board from the current one. A press is handed to the bot's `press`, which answers it."""

from __future__ import annotations

import re
from typing import Any, Protocol, runtime_checkable

import discord

from messages import say
from table import custom_ids
from table.replies import Reply

BUTTONS_MAX = 20  # four rows of five; more choices become select menus
SELECT_OPTIONS_MAX = 25
SELECTS_MAX = 5
_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


@runtime_checkable
class Presser(Protocol):
    """The client our items hand a press to: EvolutionBot (cogs/bot.py)."""

    async def press(self, interaction: discord.Interaction, custom_id: str, selected: str | None) -> None: ...


async def _press(interaction: discord.Interaction, custom_id: str, selected: str | None) -> None:
    client = interaction.client
    if not isinstance(client, Presser):
        raise TypeError(f"{type(client).__name__} cannot answer a press of our buttons")
    await client.press(interaction, custom_id, selected)


class TableButton(discord.ui.DynamicItem[discord.ui.Button], template=custom_ids.BUTTON_PATTERN):
    def __init__(self, custom_id: str, label: str = "…", style: str = "secondary", row: int | None = None) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id, label=label[:80], style=_STYLES[style]), row=row)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TableButton:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _press(interaction, self.custom_id, None)


class TableSelect(discord.ui.DynamicItem[discord.ui.Select], template=custom_ids.PICK_PATTERN):
    def __init__(self, custom_id: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        select: discord.ui.Select[discord.ui.View] = discord.ui.Select(
            custom_id=custom_id, options=options or [discord.SelectOption(label="…")], placeholder=placeholder)
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TableSelect:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await _press(interaction, self.custom_id, self.item.values[0] if self.item.values else "")


def view_for(reply: Reply) -> discord.ui.View:
    """Buttons for a few choices; select menus (25 options each) for many."""
    view = discord.ui.View(timeout=None)
    choices = list(reply.choices)
    if len(choices) <= BUTTONS_MAX:
        for n, choice in enumerate(choices):
            view.add_item(TableButton(choice.custom_id, choice.label, choice.style, row=n // 5))
        return view
    act = custom_ids.parse(choices[0].custom_id)
    for n in range(0, min(len(choices), SELECT_OPTIONS_MAX * SELECTS_MAX), SELECT_OPTIONS_MAX):
        chunk = choices[n:n + SELECT_OPTIONS_MAX]
        options = [discord.SelectOption(label=c.label[:100], value=custom_ids.parse(c.custom_id).value)
                   for c in chunk]
        placeholder = say("components-select-placeholder", choices_for=reply.choices_for, first=n + 1,
                          last=n + len(chunk), count=len(choices))[:150]
        select_id = custom_ids.pick_id(act.game_id, act.version or 0, n // SELECT_OPTIONS_MAX, act.in_panel)
        view.add_item(TableSelect(select_id, options, placeholder))
    return view
