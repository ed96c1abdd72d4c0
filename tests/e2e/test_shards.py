"""The bot over Discord's gateway shards, against a fake that recommends two: one process running
both shards plays in guilds of each; two processes (SHARD_IDS=0 and SHARD_IDS=1) sharing one
PostgreSQL database each receive only their own guilds' interactions; and a second process on a
SQLite file in use stops at once."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from cogs.bot import EvolutionBot
from table.running.dblock import lock_path
from tests.e2e.helpers import any_action, board_image, export, mentioned_ids, open_game, press, public
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


@pytest.fixture
def database(tmp_path: Path) -> Database:
    """One process's own SQLite file."""
    return lambda n: {"DATABASE_PATH": str(tmp_path / f"shard-{n}.sqlite3"), "LOG_LEVEL": "WARNING"}


@pytest.fixture
def shared_database(postgres_server: Any) -> Database:
    """One PostgreSQL database every process shares, as a deployment past one process does."""
    url = postgres_server.new_database("shards")
    return lambda _n: {"DATABASE_URL": url, "LOG_LEVEL": "WARNING"}


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


async def test_two_processes_on_one_postgresql_each_get_only_their_own_shards_guilds(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    shared_database: Database,
) -> None:
    procs = [await start_bot(env={**shared_database(n), "SHARD_COUNT": "2", "SHARD_IDS": str(n)},
                             args=["--sync-global"]) for n in (0, 1)]
    sessions = [await fake_discord.wait_for_bot(since=p.started, shard=n) for n, p in enumerate(procs)]
    assert len(fake_discord.gateway.sessions) == 2  # one connection each: no process runs the other's shard
    game_ids = set()
    for n, guild in enumerate(guilds):
        move, game_id = await play_a_move(fake_discord, guild)
        mine, other = sessions[n], sessions[1 - n]
        assert move.delivered == [mine]
        assert move.id in interactions_in(mine) and move.id not in interactions_in(other)
        game_ids.add(game_id)
    assert game_ids == {1, 2}  # one database numbers both processes' games
    for proc in procs:
        clean(proc)


async def test_a_second_bot_on_a_sqlite_file_in_use_stops_at_once(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    database: Database,
) -> None:
    first = await start_bot(env={**database(0), "SHARD_COUNT": "2"}, args=["--sync-global"])
    await fake_discord.wait_for_bot(since=first.started, shard=1, timeout=30)  # both of its shards are up
    env = {**fake_discord.bot_env(), **database(0), "SHARD_COUNT": "2"}
    second = await asyncio.create_subprocess_exec(
        sys.executable, "bot.py", cwd=PROJECT_ROOT, env={**_inherited(), **env},
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await asyncio.wait_for(second.communicate(), timeout=30)
    path = database(0)["DATABASE_PATH"]
    assert second.returncode == 4 and out == b""
    assert err.decode() == (f"error: another process (pid {first.pid}) is using the database {path}: it holds "
                            f"{lock_path(path)}. SQLite serves one process: stop the other one first, or give "
                            "this one a database file of its own\n")
    assert len(fake_discord.gateway.sessions) == 2  # the first process's two shards: the second never connected
    await play_a_move(fake_discord, guilds[0])  # and the first one plays on


def _inherited() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("SHARD_", "DATABASE_"))}


def clean(proc: BotProcess) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr[-4000:]


async def test_a_process_killed_mid_game_and_restarted_loses_no_move_and_applies_none_twice(
    fake_discord: FakeDiscord, start_bot: Callable[..., Any], guilds: tuple[FakeGuild, FakeGuild],
    shared_database: Database,
) -> None:
    """Issue 14: two processes on one PostgreSQL; the one serving shard 0 dies (kill -9) after a move's
    answer and starts again; its game goes on from the board posted before the kill, the other
    process's game is untouched."""
    # Boards drawn in each bot's own process: the other shard tests start the pool of drawing processes,
    # and this one's three starts with it took twice as long.
    in_process = {"RENDER_WORKERS": "0"}
    procs = [await start_bot(env={**shared_database(n), **in_process, "SHARD_COUNT": "2", "SHARD_IDS": str(n)},
                             args=["--sync-global"]) for n in (0, 1)]
    for n, proc in enumerate(procs):
        await fake_discord.wait_for_bot(since=proc.started, shard=n)
    boards = {}
    for guild in guilds:
        channel = fake_discord.channel("general", guild=guild)
        host, guest = fake_discord.user(f"host-{guild.name}", guild=guild), fake_discord.user(f"guest-{guild.name}",
                                                                                             guild=guild)
        _, board = await open_game(fake_discord, host, guest, channel)
        boards[guild.id] = (channel, host, guest, await public(await press(fake_discord, host, board,
                                                                           any_action(board)[0])))
    channel, host, guest, board = boards[guilds[0].id]
    before = await export(fake_discord, host, channel)
    assert await procs[0].kill() == -9
    await procs[0].wait_disconnected()
    restarted = await start_bot(env={**shared_database(0), **in_process, "SHARD_COUNT": "2", "SHARD_IDS": "0"},
                                args=["--sync-global"])
    await fake_discord.wait_for_bot(since=restarted.started, shard=0)
    assert (await export(fake_discord, host, channel)).raw == before.raw  # nothing lost, nothing added
    moved = await public(await press(fake_discord, guest, board, any_action(board)[0]))
    after = await export(fake_discord, host, channel)
    assert after.actions == [*before.actions, after.actions[-1]] and len(after.actions) == len(before.actions) + 1
    assert mentioned_ids(moved) == {host.id}
    other_channel, other_host, _, _ = boards[guilds[1].id]
    assert len((await export(fake_discord, other_host, other_channel)).actions) == 2  # the start and one move
    for proc in (procs[1], restarted):
        clean(proc)
