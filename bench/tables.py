"""Opening a game at the table for a figure: the players take their seats and the host starts."""

from __future__ import annotations

from table.replies import Caller
from table.table import Table


def players_in(channel: int, count: int) -> list[Caller]:
    """`count` members of guild 1 in `channel`, the first one an admin of it."""
    return [Caller(channel * 10 + n, f"P{n}", 1, channel, manage_channels=n == 0) for n in range(count)]


async def open_game(table: Table, key: str, players: list[Caller]) -> list[Caller]:
    """A game of `key` started by its first player, everyone seated; the players."""
    await table.new_game(players[0], key)
    for player in players[1:]:
        await table.join(player)
    reply = await table.start(players[0])
    assert not reply.ephemeral, reply.text
    return players
