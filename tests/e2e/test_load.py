"""Fifty channels playing at once: every interaction answered within Discord's 3 seconds, each exactly
once, and no game confused with another's."""

from __future__ import annotations

import asyncio
import random

from cogs.bot import EvolutionBot
from rules.animacule import ENGINE
from tests.e2e.helpers import (
    any_action,
    board_image,
    export,
    latencies,
    mentioned_ids,
    open_game,
    press,
    press_raw,
    private,
    public,
    text_of,
)
from tests.support.fake_discord import FakeDiscord, FakeMember

CHANNELS = 50
MOVES = 4


async def play_a_table(fake: FakeDiscord, n: int) -> tuple[int, list[str]]:
    """Lobby, start and a few moves in channel ``table-n``, with a refused press and a look in between.

    Returns (game id, the actions played)."""
    channel = fake.channel(f"table-{n}")
    host, guest, watcher = fake.user(f"host{n}"), fake.user(f"guest{n}"), fake.user(f"watcher{n}")
    seats: list[FakeMember] = [host, guest]
    _, board = await open_game(fake, host, guest, channel)
    game_id = board_image(board)[1]
    rng = random.Random(n)
    played = []
    for turn in range(MOVES):
        record = await export(fake, watcher, channel)
        (prompt,) = ENGINE.prompts(record.state)
        player, other = seats[prompt.seat], seats[1 - prompt.seat]
        if turn == 1:
            refused = await private(await press_raw(fake, other, board, *any_action(board)[1:]))
            assert "It is not your move" in text_of(refused)
            look = await public(await fake.slash(watcher, channel, "game board"))
            assert board_image(look)[1:] == (game_id, record.version)
        notation = ENGINE.bot_action(record.state, prompt.seat, rng).notation
        board = await public(await press(fake, player, board, notation))
        assert board.channel_id == channel.id and board_image(board)[1] == game_id
        assert mentioned_ids(board) <= {host.id, guest.id}
        played.append(notation)
    return game_id, played


async def test_fifty_channels_play_at_once_and_no_interaction_misses_its_deadline(
    fake_discord: FakeDiscord, bot: EvolutionBot
) -> None:
    results = await asyncio.gather(*(play_a_table(fake_discord, n) for n in range(CHANNELS)))

    game_ids = [game_id for game_id, _ in results]
    assert len(set(game_ids)) == CHANNELS
    # Each channel's record holds exactly its own moves, each applied once.
    for n, (_, played) in enumerate(results):
        record = await export(fake_discord, fake_discord.user(f"watcher{n}"), f"table-{n}")
        assert record.actions == ["start", *played]
    per_channel = 3 + MOVES * 2 + 2 + 1  # lobby and start; export and move per turn; refusal and look; export
    assert len(fake_discord.interactions) == CHANNELS * per_channel
    waits = latencies(fake_discord)
    assert len(waits) == len(fake_discord.interactions)
    assert max(waits) < 3, f"slowest answer {max(waits):.2f} s"
    assert fake_discord.violations == []
