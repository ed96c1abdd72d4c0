"""Opening a game at the table for a figure: the players take their seats and the host starts;
the positions of a few bot games."""

from __future__ import annotations

import random

from games import engine_for
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


async def open_against_bots(table: Table, key: str, member: Caller, options: str = "") -> None:
    """A game of `key` opened by `member`, every other seat a bot, started."""
    await table.new_game(member, key, options)
    for _ in range(engine_for(key).max_players - 1):
        await table.add_bot(member)
    await table.start(member)


def self_play_states(key: str, games: int, seed: int = 1) -> list[object]:
    """Every state of a few bot games: the positions players really see."""
    engine = engine_for(key)
    states = []
    for n in range(games):
        rng = random.Random(seed + n)
        state = engine.new([f"P{i}" for i in range(engine.max_players)], {}, seed + n)
        states.append(state)
        while not engine.result(state).over:
            prompt = engine.prompts(state)[0]
            state, _ = engine.apply(state, prompt.seat, engine.bot_action(state, prompt.seat, rng))
            states.append(state)
    return states
