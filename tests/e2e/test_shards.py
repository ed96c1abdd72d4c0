"""The bot over Discord's gateway shards, against a fake that recommends two: one process running
both shards plays in guilds of each; two processes (SHARD_IDS=0 and SHARD_IDS=1) each receive only
their own guilds' interactions; and a second process on a SQLite file in use stops at once."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.bot import EvolutionBot
from table.dblock import lock_path
from tests.e2e.helpers import any_action, board_image, mentioned_ids, open_game, press, public
from tests.support.fake_discord import BotProcess, FakeDiscord, FakeGuild, SentInteraction, Session
from tests.support.fake_discord.runner import PROJECT_ROOT

Database = Callable[[int], dict[str, str]]  # the settings that give process n its database


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"shard_count": 2}


@pytest.fixture
def guilds(fake_discord: FakeDiscord) -> tuple[FakeGuild, FakeGuild]:
    """A guild on each shard of two."""
    return fake_discord.add_guild("Zero", shard=0), fake_discord.add_guild("One", shard=1)


@pytest.fixture(params=["sqlite"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Database:
    """Where each process keeps its games: the one setting that changes when the processes share a
    PostgreSQL database instead (then every process gets the same DATABASE_URL)."""
    assert request.param == "sqlite"
    # SQLite serves one process: each gets a file of its own, holding only its shards' guilds.
    return lambda n: {"DATABASE_PATH": str(tmp_path / f"shard-{n}.sqlite3"), "ALLOW_SQLITE_SHARDS": "1",
                      "LOG_LEVEL": "WARNING"}


async def play_a_move(fake: FakeDiscord, guild: FakeGuild) -> tuple[SentInteraction, int]:
    """Open a table in the guild's channel, start it and make the first move; (that move, its game id)."""
    channel = fake.channel("general", guild=guild)
    host, guest = fake.user(f"host-{guild.name}", guild=guild), fake.user(f"guest-{guild.name}", guild=guild)
    _, board = await open_game(fake, host, guest, channel)
    move = await press(fake, host, board, any_action(board)[0])
    after = await public(move)
    assert after.channel_id == channel.id and mentioned_ids(after) == {guest.id}
    assert board_image(after)[1:] == (board_image(board)[1], board_image(board)[2] + 1)
    return move, board_image(after)[1]


def interactions_in(session: Session) -> set[int]:
    return {int(f["d"]["id"]) for f in session.events("INTERACTION_CREATE")}


async def test_one_process_with_shard_count_two_runs_both_shards_and_plays_in_each(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    database: Database,
) -> None:
    proc: BotProcess = await start_bot(env={**database(0), "SHARD_COUNT": "2"}, args=["--sync-global"])
    # discord.py waits five seconds between one shard's IDENTIFY and the next, as Discord asks.
    sessions = [await fake_discord.wait_for_bot(since=proc.started, shard=n, timeout=30) for n in (0, 1)]
    assert [s.identify["shard"] for s in sessions] == [[0, 2], [1, 2]]
    for guild, session in zip(guilds, sessions, strict=True):
        move, _ = await play_a_move(fake_discord, guild)
        assert move.delivered == [session]
    clean(proc)


async def test_automatic_sharding_asks_discord_and_runs_every_recommended_shard(
    fake_discord: FakeDiscord, run_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild], tmp_path: Path,
) -> None:
    bot = EvolutionBot(str(tmp_path / "games.sqlite3"), sync_global=True)
    async with run_bot(bot, wait_ready=False, wait_for_sync=True):
        await fake_discord.wait_for_bot(shard=1, timeout=30)
        assert bot.shard_count == 2 and fake_discord.requests_to("GET", r"/gateway/bot$")
        for guild in guilds:
            await play_a_move(fake_discord, guild)


async def test_two_processes_each_get_only_their_own_shards_guilds(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    database: Database,
) -> None:
    procs = [await start_bot(env={**database(n), "SHARD_COUNT": "2", "SHARD_IDS": str(n)}, args=["--sync-global"])
             for n in (0, 1)]
    sessions = [await fake_discord.wait_for_bot(since=p.started, shard=n) for n, p in enumerate(procs)]
    assert len(fake_discord.gateway.sessions) == 2  # one connection each: no process runs the other's shard
    for n, guild in enumerate(guilds):
        move, game_id = await play_a_move(fake_discord, guild)
        mine, other = sessions[n], sessions[1 - n]
        assert move.delivered == [mine]
        assert move.id in interactions_in(mine) and move.id not in interactions_in(other)
        assert game_id == 1  # each process numbers the games of its own database
    for proc in procs:
        clean(proc)


async def test_a_second_bot_on_a_sqlite_file_in_use_stops_at_once(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    database: Database,
) -> None:
    first = await start_bot(env={**database(0), "SHARD_COUNT": "2", "SHARD_IDS": "0"}, args=["--sync-global"])
    env = {**fake_discord.bot_env(), **database(0), "SHARD_COUNT": "2", "SHARD_IDS": "1"}
    second = await asyncio.create_subprocess_exec(
        sys.executable, "bot.py", cwd=PROJECT_ROOT, env={**_inherited(), **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(second.communicate(), timeout=30)
    path = database(0)["DATABASE_PATH"]
    assert second.returncode == 4 and out == b""
    assert err.decode() == (f"error: another process (pid {first.pid}) is using the database {path}: it holds "
                            f"{lock_path(path)}. SQLite serves one process: stop the other one first, or give "
                            "this one a database file of its own\n")
    assert all(s.shard == (0, 2) for s in fake_discord.gateway.sessions)  # it never reached Discord
    await play_a_move(fake_discord, guilds[0])  # and the first one plays on


def _inherited() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("SHARD_", "DATABASE_"))}


def clean(proc: BotProcess) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]
